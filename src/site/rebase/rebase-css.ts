import { tokenizer, TokenType, type CSSToken } from '@csstools/css-tokenizer';
import { urlEditAt, type BasePath, type Edit } from './rebase-url.ts';

/** Functions whose string arguments are URLs (`image-set("/a.png" 1x)`), besides `url()` and `src()`. */
const URL_FUNCTIONS = new Set(['url', 'src', 'image-set', '-webkit-image-set']);

/** A URL a stylesheet names, where it is written and what it names. */
export interface CssUrl {
  /** Offset of the URL as written (after `url(`, the quote and any white space), `offset` included. */
  start: number;
  /** The URL as written, trimmed, in the offsets of the text scanned (a Latin-1 string of bytes for the rebase). */
  raw: string;
  /**
   * The URL it names: `raw` decoded by `decode`, with CSS escapes decoded (CSS Syntax Level 3, "consume an escaped
   * code point": `\61.png`, `caf\e9 .png`, `a\)b.png` name `a.png`, `café.png`, `a)b.png`), trimmed.
   */
  value: string;
  /** Whether it is an `@import`'s (the imported stylesheet). */
  imported: boolean;
  /** How it is written: `''` a bare `url(…)`, else the quote of the string that holds it. */
  quote: '' | '"' | "'";
}

/** What URLs strip at their ends when parsed (C0 controls and space): CSS white space is among them. */
// eslint-disable-next-line no-control-regex -- controls are what URL parsing strips
const ENDS = /^[\x00-\x20]+|[\x00-\x20]+$/g;
// eslint-disable-next-line no-control-regex -- controls are what URL parsing strips
const LEADING = /^[\x00-\x20]+/;

/**
 * Every URL of a stylesheet (a CSS file, an inline `<style>`, or a `style=""` value): each `url(…)` bare or quoted,
 * `@import "…"`, and the strings of `image-set()`, in order. Read with `@csstools/css-tokenizer`, so comments, strings
 * and escapes are told apart as browsers do: the one reader of URLs in CSS, for the rebase, the external-assets
 * bundler (`external/tree.ts`) and verification (`verify/css.ts`).
 * @param decode the text of a piece of `css` (identity when `css` is text; bytes to text when it is a Latin-1 string
 * of a file's bytes, {@link decodeBytes})
 * @param offset where `css` starts in the file, added to every `start`
 */
export function cssUrlsIn(css: string, decode: (piece: string) => string = (s) => s, offset = 0): CssUrl[] {
  const urls: CssUrl[] = [];
  const t = tokenizer({ css });
  /** The names of the functions open around the current token (`''` for a plain parenthesis). */
  const open: string[] = [];
  let afterImport = false;
  /** Within an `@import` rule (to its `;`): its first URL is the imported stylesheet's, however it is written. */
  let inImport = false;
  const add = (written: string, start: number, quote: CssUrl['quote'], token: CSSToken): void => {
    const lead = written.length - written.replace(LEADING, '').length;
    const raw = written.replace(ENDS, '');
    // An escape is read from the token as the text it is (bytes decoded first), so `\e9` and a UTF-8 `é` agree.
    const value = raw.includes('\\') ? unescaped(decode(token[1])) : decode(raw);
    urls.push({ start: offset + start + lead, raw, value: value.replace(ENDS, ''), imported: inImport, quote });
    inImport = false;
  };
  while (!t.endOfFile()) {
    const token = t.nextToken();
    const type = token[0];
    if (type === TokenType.Whitespace || type === TokenType.Comment) continue;
    if (type === TokenType.URL) {
      // `url(  /a.png  )`: the value starts after `url(`.
      const representation = token[1];
      const inner = representation.indexOf('(') + 1;
      const end = representation.endsWith(')') ? -1 : representation.length;
      add(representation.slice(inner, end), token[2] + inner, '', token);
    } else if (type === TokenType.String) {
      if (afterImport || URL_FUNCTIONS.has(open[open.length - 1] ?? '')) {
        const quote = token[1][0] === "'" ? "'" : '"';
        const end = token[1].length > 1 && token[1].endsWith(quote) ? -1 : token[1].length;
        add(token[1].slice(1, end), token[2] + 1, quote, token);
      }
    } else if (type === TokenType.Function) {
      open.push(token[4].value.toLowerCase());
    } else if (type === TokenType.OpenParen) {
      open.push('');
    } else if (type === TokenType.CloseParen) {
      open.pop();
    }
    afterImport = type === TokenType.AtKeyword && token[4].value.toLowerCase() === 'import';
    if (afterImport) inImport = true;
    else if (type === TokenType.Semicolon) inImport = false;
  }
  return urls;
}

/** The value of the one URL or string token that `representation` is, escapes decoded. */
function unescaped(representation: string): string {
  const token = tokenizer({ css: representation }).nextToken();
  return token[0] === TokenType.URL || token[0] === TokenType.String ? token[4].value : representation;
}

/**
 * A Latin-1 string of a file's bytes as the text it is in `encoding` (a label `TextDecoder` takes): UTF-8 by default,
 * the encoding of pages and stylesheets, so `naïve.png` written as UTF-8 is `naïve.png`, not `naÃ¯ve.png`.
 */
export function decodeBytes(latin1: string, encoding = 'utf-8'): string {
  if (!/[\u0080-\u00ff]/.test(latin1) && isAsciiCompatible(encoding)) return latin1;
  return new TextDecoder(encoding).decode(Buffer.from(latin1, 'latin1'));
}

function isAsciiCompatible(encoding: string): boolean {
  return !/^utf-16/i.test(encoding);
}

/**
 * The edits that rebase a stylesheet (a CSS file, an inline `<style>`, or a `style=""` value): every `url(…)` bare or
 * quoted, `@import "…"`, and the strings of `image-set()`, read as {@link cssUrlsIn} reads them.
 * @param css the stylesheet as a Latin-1 string of its bytes, so that offsets are byte offsets
 * @param offset where `css` starts in the file, added to every edit
 */
export function cssEdits(css: string, base: BasePath, offset = 0): Edit[] {
  return cssUrlEdits(css, (raw, start) => urlEditAt(raw, start, base), offset);
}

/**
 * The edits `edit` makes to each URL of a stylesheet, found as {@link cssUrlsIn} finds them, for the rebase and for
 * the external-assets bundler (`external/tree.ts`). `edit` sees each URL as the text it names, as UTF-8 bytes in a
 * Latin-1 string: as written when it is written so; otherwise (escapes, another encoding) decoded, and the URL its
 * edit makes is written back plain in place of the whole value (escaped only where CSS must, non-ASCII
 * percent-encoded, so that the file's encoding does not matter).
 * @param css the stylesheet as a Latin-1 string of its bytes, so that offsets are byte offsets
 * @param edit the edit for a URL at byte `start` of the file, or undefined to leave it; `imported` when it is an
 * `@import`'s
 * @param encoding the stylesheet's encoding (`charset.ts` `stylesheetEncoding`), a label `TextDecoder` takes
 */
export function cssUrlEdits(
  css: string,
  edit: (raw: string, start: number, imported: boolean) => Edit | undefined,
  offset = 0,
  encoding = 'utf-8',
): Edit[] {
  const edits: Edit[] = [];
  for (const url of cssUrlsIn(css, (piece) => decodeBytes(piece, encoding), offset)) {
    const bytes = Buffer.from(url.value, 'utf8').toString('latin1');
    // Written as the text it names: edited where written, every other byte kept (an invalid UTF-8 byte too).
    if (bytes === url.raw || (!url.raw.includes('\\') && /^utf-?8$/i.test(encoding))) {
      const made = edit(url.raw, url.start, url.imported);
      if (made) edits.push(made);
      continue;
    }
    const made = edit(bytes, url.start, url.imported);
    if (!made) continue;
    const text =
      decodeBytes(bytes.slice(0, made.start - url.start)) + made.text + decodeBytes(bytes.slice(made.end - url.start));
    edits.push({ start: url.start, end: url.start + url.raw.length, text: plainUrl(text, url.quote) });
  }
  return edits;
}

/** What ends or breaks a URL's value where it is written: in a bare `url(…)`, in a `"…"` string, in a `'…'` one. */
const SPECIAL = {
  // eslint-disable-next-line no-control-regex -- controls end a bare url(): they are escaped
  '': /[\x00-\x20"'()\\\x7f]/g,
  '"': /["\\\n\r\f]/g,
  "'": /['\\\n\r\f]/g,
} as const;

/**
 * `url` written where `quote` says (`''` a bare `url(…)`): non-ASCII characters percent-encoded as UTF-8 (what URL
 * parsing makes of them), and escaped only what would end or break the value there (a control or a space as a hex
 * escape, anything else after a backslash).
 */
export function plainUrl(url: string, quote: CssUrl['quote']): string {
  return url
    .replace(/[^\p{ASCII}]+/gu, (run) => encodeURIComponent(run))
    .replace(SPECIAL[quote], (c) => (c > ' ' && c !== '\x7f' ? `\\${c}` : `\\${c.charCodeAt(0).toString(16)} `));
}
