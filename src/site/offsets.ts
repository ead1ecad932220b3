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
