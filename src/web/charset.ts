/**
 * How many bytes of a page are searched for its `<meta charset>`: the HTML standard's prescan ("Determining the
 * character encoding", step "prescan a byte stream") looks at the first 1,024.
 */
const PRESCAN_BYTES = 1024;

/** `<meta charset=x>` or `<meta http-equiv=content-type content="text/html; charset=x">`, in the prescanned bytes. */
const META_CHARSET = /<meta\b[^>]*?\bcharset\s*=\s*["']?\s*([A-Za-z0-9._:-]+)/i;

/**
 * The encoding of an HTML page as a browser would take it without an HTTP header: a byte order mark, else the
 * `<meta>` charset in its first 1,024 bytes, else UTF-8 (what exports write). A `utf-16` label in a `<meta>` means
 * UTF-8, as the standard says (a page that can be read to find it is not UTF-16).
 * @returns an encoding label `TextDecoder` takes (`utf-8`, `windows-1252`, `shift_jis`, …)
 */
export function pageEncoding(page: Buffer): string {
  if (page[0] === 0xef && page[1] === 0xbb && page[2] === 0xbf) return 'utf-8';
  if (page[0] === 0xff && page[1] === 0xfe) return 'utf-16le';
  if (page[0] === 0xfe && page[1] === 0xff) return 'utf-16be';
  const label = META_CHARSET.exec(page.toString('latin1', 0, PRESCAN_BYTES))?.[1]?.toLowerCase();
  if (!label || label.startsWith('utf-16')) return 'utf-8';
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return 'utf-8';
  }
}

/** `@charset "label";` exactly so, at the very start (CSS Syntax Level 3 §3.2: 1,024 bytes at most). */
// eslint-disable-next-line no-control-regex -- the bytes CSS Syntax allows in the label, controls included
const CSS_CHARSET = /^@charset "([\x00-\x21\x23-\x7f]*)";/;

/**
 * The encoding of a stylesheet as a browser takes it (CSS Syntax Level 3 §3.2, "The input byte stream"): a byte order
 * mark, else the `charset` of the response's `Content-Type`, else an `@charset "…";` at its very start (a `utf-16`
 * label there means UTF-8), else UTF-8 (the referring document's encoding, the step after, is not taken: the pages of
 * an export are UTF-8). A label `TextDecoder` does not know is passed over.
 * @param contentType the response's `Content-Type`, parameters and all, when the stylesheet was fetched
 * @returns an encoding label `TextDecoder` takes (`utf-8`, `windows-1252`, …)
 */
export function stylesheetEncoding(css: Buffer, contentType?: string): string {
  if (css[0] === 0xef && css[1] === 0xbb && css[2] === 0xbf) return 'utf-8';
  if (css[0] === 0xff && css[1] === 0xfe) return 'utf-16le';
  if (css[0] === 0xfe && css[1] === 0xff) return 'utf-16be';
  const protocol = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1];
  const fromProtocol = protocol === undefined ? undefined : known(protocol);
  if (fromProtocol) return fromProtocol;
  const declared = CSS_CHARSET.exec(css.toString('latin1', 0, PRESCAN_BYTES))?.[1];
  const fromRule = declared === undefined ? undefined : known(declared);
  if (fromRule) return fromRule.startsWith('utf-16') ? 'utf-8' : fromRule;
  return 'utf-8';
}

/** The encoding `label` names (WHATWG Encoding's labels: `iso-8859-1` is `windows-1252`), or undefined. */
function known(label: string): string | undefined {
  try {
    return new TextDecoder(label.trim()).encoding;
  } catch {
    return undefined;
  }
}

/**
 * Bytes of a page decoded at a time by {@link pageTextPieces}: at most 64 KiB of UTF-16, below V8's 128 KiB for an
 * ordinary heap object. A larger string is mapped into memory of its own, which cost ~0.8 ms a page on the 2-core
 * machine of issue 47 (`npm run bench -- search`), against ~0.01 ms for the same bytes in pieces.
 */
const PIECE_BYTES = 32 << 10;

/**
 * A page's text in pieces, for a parser that takes its input a piece at a time (htmlparser2's `write`), decoded
 * lazily so that a parser that stops early decodes no more.
 * @param encoding a `TextDecoder` label ({@link pageEncoding}), or `bytes` for one character per byte (Latin-1), so
 *   that offsets in the text are offsets in the bytes
 * @param pieceBytes bytes decoded at a time (tests cut pages at every place with small ones)
 * @returns strings of at most `pieceBytes` characters whose concatenation is the page's text
 */
export function* pageTextPieces(page: Buffer, encoding: string, pieceBytes = PIECE_BYTES): Generator<string> {
  if (encoding === 'bytes') {
    for (let at = 0; at < page.length; at += pieceBytes)
      yield page.toString('latin1', at, Math.min(page.length, at + pieceBytes));
    return;
  }
  const decoder = new TextDecoder(encoding);
  for (let at = 0; at < page.length; at += pieceBytes) {
    const piece = decoder.decode(page.subarray(at, at + pieceBytes), { stream: true });
    if (piece) yield piece;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}
