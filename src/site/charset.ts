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
