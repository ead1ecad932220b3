import { visible } from './redact.ts';

/**
 * Characters that mean something to GitHub's Markdown (CommonMark, its tables, strikethrough and math) wherever they
 * stand in a line: each is written with a backslash, which CommonMark allows before any ASCII punctuation.
 */
const INLINE = /[\\`*_<>[\]|~$&#!@]/g;

/**
 * Where GitHub's Markdown would make a link of bare text (`https://…`, `www.…`, and `…@…` through {@link INLINE}): an
 * autolink shows its text without reading backslash escapes, so the text would not show as written (and a page's
 * words would become a link).
 */
const AUTOLINK = /:\/\/|(?<=www)\./gi;

/**
 * A list marker (`-`, `+`, `1.`, `1)`) or a setext underline (`=`) at the start of a value: in a list item it would
 * start a list of its own. Its punctuation is escaped (a backslash before a digit would show).
 */
const LEADING_MARKER = /^(\s*\d*)([-+=.)])/;

/**
 * `text` (from the site, the API or a file name) as Markdown text that shows it as written: every control character
 * and bidi control written out by {@link visible} (the log's own rule: a newline decoded from `%0A` must not end the
 * line, so no heading, list or table row can start there), then every Markdown character escaped, so no link,
 * emphasis, HTML or table cell boundary can either.
 */
export function markdownText(text: string): string {
  return visible(text)
    .replace(INLINE, (c) => `\\${c}`)
    .replace(AUTOLINK, (c) => `\\${c}`)
    .replace(LEADING_MARKER, '$1\\$2');
}

/**
 * `text` in a code span, as a reader should see it: control and bidi characters written out by {@link visible}, the
 * rest exactly (CommonMark reads no backslash escape inside a code span, so none is added), for a line outside a
 * table (a list, a paragraph): a `|` there is text, and a `\|` would show its backslash. The fence is one backtick
 * longer than the longest run of backticks in the text, and a space pads each side when the text starts or ends with a
 * backtick, or with a space at both ends (CommonMark strips one on each side: "Code spans"). In a table cell: {@link
 * codeInCell}.
 */
export function code(text: string): string {
  const shown = visible(text);
  if (shown === '') return `<code>${markdownText(text)}</code>`;
  return fenced(shown);
}

/**
 * `text` in a code span in a table cell: as {@link code}, with `|` escaped, as GitHub's tables read `\|` as a pipe
 * even inside a code span (a bare `|` ends the cell). Text with a backslash right before a pipe is shown as `<code>`
 * with {@link markdownText} inside: in a code span, GitHub reads `\\|` as a backslash and a pipe, other table
 * parsers (marked) as a backslash and the end of the cell.
 */
export function codeInCell(text: string): string {
  const shown = visible(text);
  if (shown === '' || shown.includes('\\|')) return `<code>${markdownText(text)}</code>`;
  return fenced(cellBody(text));
}

/** `body` between backtick fences that it cannot close. */
function fenced(body: string): string {
  const longest = Math.max(0, ...(body.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const stripped = body.startsWith(' ') && body.endsWith(' ') && !/^ *$/.test(body);
  const pad = body.startsWith('`') || body.endsWith('`') || stripped ? ' ' : '';
  return `${fence}${pad}${body}${pad}${fence}`;
}

/** What {@link codeInCell} writes between its fences. */
const cellBody = (text: string): string => visible(text).replace(/\|/g, '\\|');

/**
 * Characters percent-encoded in a link destination ({@link link}): those that could end an angle-bracket destination
 * (`<`, `>`, a line ending), start a backslash escape in it (`\`), or end a table cell (`|`: GitHub splits a table row
 * on it before reading links), and spaces and controls.
 */
// eslint-disable-next-line no-control-regex -- controls are what it encodes
const UNSAFE_IN_DESTINATION = /[\x00-\x20\x7f<>\\|]/g;

/**
 * A Markdown link to `url` showing `shown` (Markdown already: escaped text or a code span), for a line or a table
 * cell alike: the destination is written in angle brackets with every character that could end it, escape in it or
 * split a table row percent-encoded ({@link UNSAFE_IN_DESTINATION}), so no `)`, `*`, `_` or `|` in a URL from the API
 * or the environment can end the link, emphasise text or add a cell. The one place the summary writes a link.
 * @param url an absolute URL (the caller decides which hosts and schemes are shown as links)
 */
export function link(shown: string, url: string): string {
  const destination = url.replace(
    UNSAFE_IN_DESTINATION,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
  return `[${shown}](<${destination}>)`;
}

/**
 * `markdown` with every secret, as written, as {@link markdownText} writes it (`mint\_…`) and as {@link codeInCell}
 * does, replaced by `***`: the runner masks the log, and a summary must not carry what a server echoed back (a `401`
 * body quoting the key, a storage error quoting the link).
 * @param secrets the API key, the GitHub token, the link's signature values (shorter than 4 characters: ignored)
 */
export function withoutSecrets(markdown: string, secrets: readonly string[]): string {
  let out = markdown;
  for (const secret of secrets) {
    if (secret.length < 4) continue;
    for (const form of [secret, markdownText(secret), cellBody(secret)]) out = out.split(form).join('***');
  }
  return out;
}
