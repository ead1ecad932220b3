import { isUtf8 } from 'node:buffer';

/**
 * Offsets in UTF-16 units (a JavaScript string's) and in UTF-8 bytes (a file's) of the same text: the rebase reads
 * RSC payloads as strings and edits files by byte offsets.
 */

/** Each of `positions` (UTF-16 offsets in `s`, ascending) as a UTF-8 byte offset. */
export function utf8Offsets(s: string, positions: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let bytes = 0;
  for (const position of positions) {
    for (; i < position; i++) {
      const c = s.charCodeAt(i);
      if (c < 0x80) bytes += 1;
      else if (c < 0x800) bytes += 2;
      else if (c >= 0xd800 && c < 0xdc00 && i + 1 < s.length) {
        // A surrogate pair: one character of four bytes.
        bytes += 4;
        i++;
      } else bytes += 3;
    }
    out.push(bytes);
  }
  return out;
}

/** The UTF-16 offset in `s` after `bytes` UTF-8 bytes from `from` (an RSC text row's length counts bytes). */
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

/** The byte that stands for a byte of no valid UTF-8 sequence in {@link utf8View}: `~`, not a space or a quote. */
const STAND_IN = 0x7e;

/**
 * `bytes` decoded as UTF-8, each byte that is part of no valid sequence read as `~`, so that the text has one UTF-8
 * byte where the file has one: byte offsets and byte counts (an RSC text row's length) are the same in both. `~` is no
 * white space, quote, bracket or row syntax, so it reads as the U+FFFD a browser decodes there does. Valid UTF-8
 * (what Next.js writes) is decoded as it is.
 * @returns the text, and the byte offsets of the bytes read as `~`, ascending
 */
export function utf8View(bytes: Buffer): { text: string; invalid: number[] } {
  if (isUtf8(bytes)) return { text: bytes.toString('utf8'), invalid: [] };
  const invalid: number[] = [];
  const view = Buffer.from(bytes);
  for (let i = 0; i < bytes.length;) {
    const length = utf8SequenceLength((k) => bytes[k]!, i, bytes.length);
    if (length > 0) i += length;
    else {
      invalid.push(i);
      view[i++] = STAND_IN;
    }
  }
  return { text: view.toString('utf8'), invalid };
}

/**
 * The bytes a second byte may take after each lead byte that starts a sequence of three or four (Unicode's table 3-7:
 * no overlong forms, surrogates or code points past U+10FFFF); any other continuation byte is 0x80 to 0xBF.
 */
const SECOND_BYTE: Record<number, [number, number]> = {
  0xe0: [0xa0, 0xbf],
  0xed: [0x80, 0x9f],
  0xf0: [0x90, 0xbf],
  0xf4: [0x80, 0x8f],
};

/**
 * The length in bytes of the valid UTF-8 sequence at byte `i` (Unicode's table 3-7), or 0 when none starts there: the
 * one test of a sequence, for {@link utf8View} and for the JSON cursor over a page's bytes (`json-offsets.ts`), so both
 * count a byte of no sequence as one character.
 * @param byteAt the byte at an offset below `end` (0 to 255)
 * @param end where the bytes end: a sequence cut there is none
 */
export function utf8SequenceLength(byteAt: (k: number) => number, i: number, end: number): number {
  const lead = byteAt(i);
  if (lead < 0x80) return 1;
  let length = 0;
  if (lead >= 0xc2 && lead <= 0xdf) length = 2;
  else if (lead >= 0xe0 && lead <= 0xef) length = 3;
  else if (lead >= 0xf0 && lead <= 0xf4) length = 4;
  if (length === 0 || i + length > end) return 0;
  const [low, high] = SECOND_BYTE[lead] ?? [0x80, 0xbf];
  const second = byteAt(i + 1);
  if (second < low || second > high) return 0;
  for (let k = 2; k < length; k++) {
    const next = byteAt(i + k);
    if (next < 0x80 || next > 0xbf) return 0;
  }
  return length;
}
