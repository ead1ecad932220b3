/**
 * A file's bytes as the buffers they arrived in, read as one run of bytes without joining them: the unpacker hands
 * a page to the link check in the pieces its archive reader produced (issue 32 #3).
 */
export class Pieces {
  /** Total bytes. */
  readonly length: number;
  private readonly buffers: readonly Buffer[];
  /** Offset of each buffer's first byte. */
  private readonly starts: number[] = [];

  constructor(buffers: readonly Buffer[]) {
    this.buffers = buffers.filter((b) => b.length > 0);
    let length = 0;
    for (const buffer of this.buffers) {
      this.starts.push(length);
      length += buffer.length;
    }
    this.length = length;
  }

  /** The byte at `offset`; undefined past the end. */
  at(offset: number): number | undefined {
    const i = this.find(offset);
    return i < 0 ? undefined : this.buffers[i]![offset - this.starts[i]!];
  }

  /** The first offset in [from, to) holding `byte`, else -1. */
  indexOfByte(byte: number, from: number, to = this.length): number {
    for (let i = Math.max(0, this.find(from)); i < this.buffers.length && this.starts[i]! < to; i++) {
      const start = this.starts[i]!;
      const buffer = this.buffers[i]!;
      const within = to - start < buffer.length ? buffer.subarray(0, to - start) : buffer;
      const found = within.indexOf(byte, Math.max(0, from - start));
      if (found >= 0) return start + found;
    }
    return -1;
  }

  /**
   * The first offset at or after `from` where `text` (Latin-1) starts, within one buffer or across the seam of two,
   * else -1.
   */
  indexOfText(text: string, from: number): number {
    for (let i = Math.max(0, this.find(from)); i < this.buffers.length; i++) {
      const start = this.starts[i]!;
      const found = this.buffers[i]!.indexOf(text, Math.max(0, from - start), 'latin1');
      if (found >= 0) return start + found;
      // Only the bytes around the seam: a match inside either buffer was looked for already.
      const seam = start + this.buffers[i]!.length;
      if (i + 1 === this.buffers.length || text.length < 2) continue;
      const around = Math.max(from, seam - text.length + 1);
      const across = this.latin1(around, seam + text.length - 1).indexOf(text);
      if (across >= 0 && around + across < seam) return around + across;
    }
    return -1;
  }

  /** Bytes [from, to) as a Latin-1 string: one character per byte. */
  latin1(from: number, to: number): string {
    let text = '';
    for (let i = Math.max(0, this.find(from)); i < this.buffers.length && this.starts[i]! < to; i++) {
      const start = this.starts[i]!;
      const buffer = this.buffers[i]!;
      text += buffer.toString('latin1', Math.max(0, from - start), Math.min(buffer.length, to - start));
    }
    return text;
  }

  /** Bytes [from, to) as one buffer: a view when they lie in one piece, else a copy. */
  bytes(from: number, to: number): Buffer {
    const i = this.find(from);
    if (i < 0 || to <= from) return Buffer.alloc(0);
    const start = this.starts[i]!;
    const buffer = this.buffers[i]!;
    if (to - start <= buffer.length) return buffer.subarray(from - start, to - start);
    const parts: Buffer[] = [];
    for (let k = i; k < this.buffers.length && this.starts[k]! < to; k++) {
      const at = this.starts[k]!;
      parts.push(this.buffers[k]!.subarray(Math.max(0, from - at), Math.min(this.buffers[k]!.length, to - at)));
    }
    return Buffer.concat(parts);
  }

  /** Index of the buffer holding `offset`, or -1 past the end. */
  private find(offset: number): number {
    if (offset >= this.length || offset < 0) return -1;
    let low = 0;
    let high = this.buffers.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  }
}
