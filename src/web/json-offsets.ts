import { isAscii } from 'node:buffer';
import { utf8SequenceLength, utf8View } from './offsets.ts';

/**
 * JSON read with the places of its strings (the RSC rebase, `rsc.ts`): a URL inside a payload is edited where it is
 * written, so the payload's other characters, escapes included, are kept as they are.
 */

/**
 * A JSON value; a string keeps the offsets of its body in the text (quotes excluded), still escaped; an array those of
 * its brackets (`start` at `[`, `end` after `]`), so that a whole element of a payload can be replaced.
 */
export type JsonNode =
  | { kind: 'string'; start: number; end: number }
  | { kind: 'array'; items: JsonNode[]; start: number; end: number }
  | { kind: 'object'; keys: string[]; values: JsonNode[] }
  | { kind: 'other' };

const OTHER: JsonNode = { kind: 'other' };

/**
 * How deep arrays and objects may nest in a value {@link parseJson} reads (a payload's React tree nests two levels an
 * element): deeper is taken for no JSON, so neither the reader nor the walks over its nodes run out of stack.
 */
export const MAX_JSON_DEPTH = 1024;

/**
 * A string body's escapes, each read whole (so `\\x` is an escaped backslash and an `x`), and what JSON's grammar
 * refuses: a control character, or a backslash that starts no escape (group 1).
 */
// eslint-disable-next-line no-control-regex -- JSON refuses these characters unescaped in a string
const STRING_BODY_PART = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})|([\x00-\x1f]|\\)/g;

/** Whether a string body breaks JSON's grammar. */
function badStringBody(body: string): boolean {
  for (const match of body.matchAll(STRING_BODY_PART)) if (match[1] !== undefined) return true;
  return false;
}

/**
 * Parses the JSON value at `s[from]` (RFC 8259, white space allowed around it) that ends before `to`.
 * @returns the value, or undefined when `s[from, to)` does not start with one (a string with an invalid escape, or
 *   nesting deeper than {@link MAX_JSON_DEPTH}, included), so {@link jsonString} never throws on its strings
 */
export function parseJson(s: string, from: number, to: number): JsonNode | undefined {
  let i = from;
  let depth = 0;
  const space = (): void => {
    while (i < to && (s[i] === ' ' || s[i] === '\t' || s[i] === '\n' || s[i] === '\r')) i++;
  };
  const fail = (): never => {
    throw new SyntaxError('not JSON');
  };
  const string = (): { kind: 'string'; start: number; end: number } => {
    const start = ++i;
    for (;;) {
      const quote = s.indexOf('"', i);
      if (quote < 0 || quote >= to) return fail();
      let backslashes = 0;
      while (s[quote - 1 - backslashes] === '\\') backslashes++;
      i = quote + 1;
      if (backslashes % 2 !== 0) continue;
      if (badStringBody(s.slice(start, quote))) return fail();
      return { kind: 'string', start, end: quote };
    }
  };
  const value = (): JsonNode => {
    space();
    const c = s[i];
    if (c === '"') return string();
    if (c === '[' || c === '{') {
      if (++depth > MAX_JSON_DEPTH) return fail();
      const node = container(c);
      depth--;
      return node;
    }
    const literal = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;
    literal.lastIndex = i;
    if (!literal.test(s) || literal.lastIndex > to) return fail();
    i = literal.lastIndex;
    return OTHER;
  };
  const container = (c: '[' | '{'): JsonNode => {
    if (c === '[') {
      const start = i++;
      const items: JsonNode[] = [];
      space();
      if (s[i] === ']') {
        i++;
        return { kind: 'array', items, start, end: i };
      }
      for (;;) {
        items.push(value());
        space();
        if (s[i] === ',') i++;
        else if (s[i] === ']') {
          i++;
          return { kind: 'array', items, start, end: i };
        } else return fail();
      }
    }
    i++;
    const keys: string[] = [];
    const values: JsonNode[] = [];
    space();
    if (s[i] === '}') {
      i++;
      return { kind: 'object', keys, values };
    }
    for (;;) {
      space();
      if (s[i] !== '"') return fail();
      keys.push(jsonString(s, string()));
      space();
      if (s[i++] !== ':') return fail();
      values.push(value());
      space();
      if (s[i] === ',') i++;
      else if (s[i] === '}') {
        i++;
        return { kind: 'object', keys, values };
      } else return fail();
    }
  };
  try {
    return value();
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}

/** The text of a string node. */
export function jsonString(s: string, node: { start: number; end: number }): string {
  const raw = s.slice(node.start, node.end);
  return raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
}

/** The members of an object node by name (the first of duplicate names, unlike `JSON.parse`: rare enough). */
export function member(node: JsonNode | undefined, name: string): JsonNode | undefined {
  if (node?.kind !== 'object') return undefined;
  const k = node.keys.indexOf(name);
  return k < 0 ? undefined : node.values[k];
}

/**
 * Where in the escaped body `s[start, end)` of a JSON string each of `positions` of its text falls.
 * @param positions offsets in the string's text (UTF-16 units), ascending; the text's length maps to `end`
 * @param utf8 `s` holds bytes (a Latin-1 string of a UTF-8 file): a multi-byte character counts as the UTF-16 units
 *   it decodes to, and a byte of no valid sequence as one (the `~` of `utf8View`); otherwise `s` holds characters, or
 *   the bytes of a charset that gives one character per byte
 * @returns the offsets in `s`, one per position
 */
export function escapedOffsets(s: string, start: number, end: number, positions: number[], utf8 = false): number[] {
  const at = escapedCursor(s, start, end, utf8);
  return positions.map(at);
}

/**
 * {@link escapedOffsets} one position at a time, each scan going on from the last one's place, so that mapping every
 * edit of a long string costs one pass over it (the inline payload's chunks, `rsc.ts`).
 * @returns where a position of the text falls in `s`; call it with positions that never decrease
 */
export function escapedCursor(s: string, start: number, end: number, utf8 = false): (position: number) => number {
  let unit = 0;
  let i = start;
  const byteAt = (k: number): number => s.charCodeAt(k);
  return (position) => {
    while (unit < position && i < end) {
      const c = s.charCodeAt(i);
      if (c === 92 /* \ */) {
        i += s[i + 1] === 'u' ? 6 : 2;
        unit += 1;
      } else if (utf8 && c >= 0x80) {
        // A byte of no valid sequence is one character, as `utf8View` reads it: a lead byte alone never skips the
        // bytes after it.
        const length = utf8SequenceLength(byteAt, i, end);
        i += length || 1;
        unit += length === 4 ? 2 : 1;
      } else {
        i += 1;
        unit += 1;
      }
    }
    return Math.min(i, end);
  };
}

/** `text` as the body of a JSON string. */
export function escapeJson(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}

/**
 * A JSON string written in a page's bytes (an inline RSC payload chunk, `self.__next_f.push([1,"…"])`), read as its
 * text and with how its places map back to the bytes ({@link pageJsonString}).
 */
export interface PageString {
  /** The string's text. */
  text: string;
  /**
   * How {@link escapedCursor} counts the body's bytes: `utf8` (its `utf8` mode), `bytes` (one character a byte: ASCII,
   * or a single-byte charset such as windows-1252), or undefined when the text's places cannot be mapped back to the
   * bytes exactly (a multi-byte charset other than UTF-8, such as `shift_jis`): the string must then not be edited.
   */
  cursor: 'utf8' | 'bytes' | undefined;
  /** Byte offsets in the body of the bytes of no UTF-8 sequence (read as `~`, `utf8View`): an edit keeps them. */
  invalid: number[];
}

/**
 * Reads the body of a JSON string written in a page (quotes excluded) in the page's encoding, so that each of its
 * characters has the place a byte-offset edit needs: in a UTF-8 page through `utf8View` (a byte of no UTF-8 sequence
 * is one `~`, as `.txt` payloads are read: offsets never drift, issue 44 review finding 1); in another charset as a
 * browser decodes it (WHATWG Encoding, `TextDecoder`), exact when each byte is one character.
 * @param body the string's body, as written (escapes kept)
 * @param encoding the page's encoding (`charset.ts` `pageEncoding`): a label `TextDecoder` takes
 * @returns the text and its mapping, or undefined when the body is no JSON string's
 */
export function pageJsonString(body: Buffer, encoding: string): PageString | undefined {
  let written: string;
  let cursor: PageString['cursor'] = 'utf8';
  let invalid: number[] = [];
  if (isAscii(body)) written = body.toString('latin1');
  else if (encoding === 'utf-8') ({ text: written, invalid } = utf8View(body));
  else {
    written = new TextDecoder(encoding).decode(body);
    // No sequence of WHATWG Encoding's decoders gives more UTF-16 units than it has bytes, so as many units as bytes
    // means every byte counts as one.
    cursor = written.length === body.length ? 'bytes' : undefined;
  }
  // Without an escape, a quote or a control character the body is its own text: JSON.parse would only copy it.
  if (!JSON_SPECIAL.test(written)) return { text: written, cursor, invalid };
  try {
    return { text: JSON.parse(`"${written}"`) as string, cursor, invalid };
  } catch {
    return undefined;
  }
}

/** What a JSON string's body must escape, and the escape itself (RFC 8259 section 7). */
// eslint-disable-next-line no-control-regex -- the controls a JSON string must escape
const JSON_SPECIAL = /["\\\u0000-\u001f]/;
