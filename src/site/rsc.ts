import { srcsetRanges } from '../verify/srcset.ts';
import { applyUrlEdit, rebaseUrl, rebasedUrl, type BasePath } from './rebase-url.ts';

/** A change to the payload, in offsets of the whole stream (UTF-16 units): replace `[start, end)` with `text`. */
interface StreamEdit {
  start: number;
  end: number;
  text: string;
}

/**
 * Rebases a React Server Components payload as Next.js writes it (issue 21 "Next.js"): a stream of rows
 * `<hex id>:<json>\n`, and length-prefixed rows `<hex id>:T<hex byte length>,<text>` with no terminator. The payload
 * comes in chunks that do not follow row boundaries (an HTML page has one `self.__next_f.push([1,"…"])` script per
 * chunk, and a text row's header ends one chunk while its text is the next): the rows are read across the chunks,
 * and every edit is put back into the chunk (or chunks) its characters came from.
 *
 * In JSON rows, the string values of the props that hold URLs (`href`, `src`, `srcSet`, `imageSrcSet`, `poster`,
 * `action`, `formAction`; `content` of the `og:url`/`og:image`/`twitter:image` metas) and the URL of a resource hint
 * (`:HL["/_next/…"]`) are rebased. A text row is rebased as HTML by `rebaseText` (a long `dangerouslySetInnerHTML`
 * string is one), and its length is recomputed in UTF-8 bytes: React reads exactly that many bytes, so a stale
 * length breaks hydration ("Connection closed") on pages with non-ASCII text.
 * @param chunks the payload's chunks, decoded
 * @param rebaseText rebases a text row's text; undefined when it is unchanged
 * @returns the chunks rebased, as many as given, or undefined when nothing changed
 */
export function rebaseRscChunks(
  chunks: readonly string[],
  base: BasePath,
  rebaseText: (text: string) => string | undefined,
): string[] | undefined {
  const stream = chunks.join('');
  const edits = rebaseRscStream(stream, base, rebaseText);
  if (edits.length === 0) return undefined;
  return splitEdits(stream, chunks, edits);
}

/** Length-prefixed row tags of React 19's Flight protocol: text (`T`) and the binary kinds, read by byte count. */
const LENGTH_TAG = /[TAOoUSsLlGgMmVb]([0-9a-fA-F]+),/y;
const ROW_ID = /[0-9a-fA-F]*:/y;
/** A JSON string value of a URL prop, or a resource hint's URL. Strings cannot hold a raw newline in JSON. */
const URL_VALUE =
  /"(href|src|srcSet|imageSrcSet|poster|action|formAction|content)":"((?:[^"\\\n]|\\.)*)"|:HL\["((?:[^"\\\n]|\\.)*)"/g;

function rebaseRscStream(s: string, base: BasePath, rebaseText: (text: string) => string | undefined): StreamEdit[] {
  const edits: StreamEdit[] = [];
  let i = 0;
  while (i < s.length) {
    ROW_ID.lastIndex = i;
    const id = ROW_ID.exec(s);
    if (id) {
      LENGTH_TAG.lastIndex = i + id[0].length;
      const tagged = LENGTH_TAG.exec(s);
      if (tagged) {
        const headerStart = i + id[0].length + 1;
        const textStart = LENGTH_TAG.lastIndex;
        const textEnd = advanceBytes(s, textStart, parseInt(tagged[1]!, 16));
        if (tagged[0][0] === 'T') {
          const text = s.slice(textStart, textEnd);
          const rebased = rebaseText(text);
          if (rebased !== undefined) {
            const length = Buffer.byteLength(rebased, 'utf8').toString(16);
            edits.push({ start: headerStart, end: textStart - 1, text: length });
            edits.push({ start: textStart, end: textEnd, text: rebased });
          }
        }
        i = textEnd;
        continue;
      }
    }
    const newline = s.indexOf('\n', i);
    const end = newline < 0 ? s.length : newline + 1;
    jsonRowEdits(s, i, end, base, edits);
    i = end;
  }
  return edits;
}

/** The edits of the URL values in `s[start, end)`, one JSON row. */
function jsonRowEdits(s: string, start: number, end: number, base: BasePath, edits: StreamEdit[]): void {
  URL_VALUE.lastIndex = start;
  for (let m = URL_VALUE.exec(s); m && m.index < end; m = URL_VALUE.exec(s)) {
    const raw = m[2] ?? m[3]!;
    const key = m[1] ?? 'hint';
    // The JSON string's body, quotes excluded.
    const at = m.index + m[0].length - 1 - raw.length;
    const value = raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
    if (key === 'content' && !isUrlMeta(s, m.index)) continue;
    const rebased = rebaseValue(key, value, base);
    if (rebased !== value) edits.push({ start: at, end: at + raw.length, text: JSON.stringify(rebased).slice(1, -1) });
  }
}

/** `meta` names and properties whose `content` is a URL, as in `rebase-html.ts`. */
const URL_META_PROP =
  /"(?:property|name)":"(?:og:url|og:image(?::url|:secure_url)?|og:video|og:audio|twitter:image(?::src)?|twitter:url)"/;

/** Whether the props object around `s[at]` (a `"content":` key) is a URL meta's: its `property`/`name` comes before. */
function isUrlMeta(s: string, at: number): boolean {
  const open = s.lastIndexOf('{', at);
  return open >= 0 && URL_META_PROP.test(s.slice(open, at));
}

function rebaseValue(key: string, value: string, base: BasePath): string {
  if (key === 'srcSet' || key === 'imageSrcSet') {
    let out = '';
    let at = 0;
    for (const { start, end } of srcsetRanges(value)) {
      out += value.slice(at, start) + rebasedUrl(value.slice(start, end), base);
      at = end;
    }
    return out + value.slice(at);
  }
  const trimmed = value.trimStart();
  const lead = value.length - trimmed.length;
  const edit = rebaseUrl(trimmed, base);
  return edit ? value.slice(0, lead) + applyUrlEdit(trimmed, edit) : value;
}

/** The index in `s` after `bytes` UTF-8 bytes from `from` (a text row's length counts bytes, not characters). */
export function advanceBytes(s: string, from: number, bytes: number): number {
  let i = from;
  let n = 0;
  while (n < bytes && i < s.length) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c < 0xdc00) {
      n += 4;
      i++;
    } else n += 3;
    i++;
  }
  return i;
}

/**
 * The chunks with the stream's edits applied, each edit in the chunk holding its characters; an edit that spans a
 * boundary is cut there (its text goes with its first part).
 */
function splitEdits(stream: string, chunks: readonly string[], edits: StreamEdit[]): string[] {
  edits.sort((a, b) => a.start - b.start);
  const out: string[] = [];
  let e = 0;
  let chunkStart = 0;
  for (let k = 0; k < chunks.length; k++) {
    const chunkEnd = chunkStart + chunks[k]!.length;
    const last = k === chunks.length - 1;
    let text = '';
    let at = chunkStart;
    while (e < edits.length && (edits[e]!.start < chunkEnd || last)) {
      const edit = edits[e]!;
      text += stream.slice(at, edit.start) + edit.text;
      if (edit.end <= chunkEnd) {
        at = edit.end;
        e++;
      } else {
        // The rest of this edit removes characters of the next chunk.
        edits[e] = { start: chunkEnd, end: edit.end, text: '' };
        at = chunkEnd;
        break;
      }
    }
    out.push(text + stream.slice(at, chunkEnd));
    chunkStart = chunkEnd;
  }
  return out;
}
