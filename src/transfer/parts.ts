/**
 * One byte range of the object. `end` is inclusive, as in an HTTP `Range` header (RFC 9110 §14.1.2); a part is
 * always filled from its start, so `received` is all that is known of its progress.
 */
export interface Part {
  /** Position in the plan, from 0. */
  index: number;
  /** First byte, offset in the object. */
  start: number;
  /** Last byte, inclusive. */
  end: number;
  /** Bytes of the part on disk, counted from `start`. */
  received: number;
}

/** Bytes a part covers. */
export const partLength = (part: Part): number => part.end - part.start + 1;

/**
 * Splits an object of `totalBytes` into parts of at most `partBytes`, fetched `connections` at once. The first part
 * is always `[0, partBytes)`: it is the range asked for before the size is known. When the parts take more than one
 * round of connections, the others are made equal and as many as fill every round: 29 parts of 8 MiB on 8
 * connections would leave 3 of them idle in the last round, 31 equal parts after the first do not.
 * @throws RangeError when `partBytes` or `connections` is not a positive integer or `totalBytes` is not a
 * non-negative one
 */
export function planParts(totalBytes: number, partBytes: number, connections = 1): Part[] {
  if (!Number.isSafeInteger(partBytes) || partBytes <= 0) throw new RangeError(`part size ${partBytes}`);
  if (!Number.isSafeInteger(totalBytes) || totalBytes < 0) throw new RangeError(`object size ${totalBytes}`);
  if (!Number.isSafeInteger(connections) || connections <= 0) throw new RangeError(`connections ${connections}`);
  const parts: Part[] = [];
  const add = (start: number, end: number): void => void parts.push({ index: parts.length, start, end, received: 0 });
  const count = Math.ceil(totalBytes / partBytes);
  if (connections === 1 || count <= connections) {
    for (let start = 0; start < totalBytes; start += partBytes) add(start, Math.min(start + partBytes, totalBytes) - 1);
    return parts;
  }
  add(0, partBytes - 1);
  const rest = totalBytes - partBytes;
  // Never more parts than bytes: none is empty.
  const others = Math.min(rest, Math.ceil(count / connections) * connections - 1);
  const size = Math.floor(rest / others);
  const longer = rest % others;
  for (let i = 0, start = partBytes; i < others; i++) {
    const length = size + (i < longer ? 1 : 0);
    add(start, start + length - 1);
    start += length;
  }
  return parts;
}

/**
 * Hands out the parts of a plan in order and tracks the contiguous prefix on disk. A part is handed out only when
 * it starts less than `windowBytes` past that prefix: a stalled part near the front then holds the others back
 * instead of letting the download run arbitrarily far ahead of what the unpacker can read.
 */
export class PartSchedule {
  readonly parts: readonly Part[];
  readonly totalBytes: number;
  private readonly windowBytes: number;
  private next = 0;
  private frontier = 0;

  /** Parts already complete (from an earlier link) are skipped; partly received ones are handed out again. */
  constructor(parts: readonly Part[], totalBytes: number, windowBytes: number) {
    this.parts = parts;
    this.totalBytes = totalBytes;
    this.windowBytes = windowBytes;
    this.advance();
  }

  /** Bytes from offset 0 that are all on disk. */
  get contiguous(): number {
    const front = this.parts[this.frontier];
    return front === undefined ? this.totalBytes : front.start + front.received;
  }

  /** Whether every part is complete. */
  get done(): boolean {
    return this.frontier >= this.parts.length;
  }

  /**
   * The next part to fetch: `wait` when the window is full (call again after progress), undefined when every part
   * has been handed out.
   */
  take(): Part | 'wait' | undefined {
    while (this.next < this.parts.length && isComplete(this.parts[this.next]!)) this.next++;
    const part = this.parts[this.next];
    if (part === undefined) return undefined;
    if (part.start >= this.contiguous + this.windowBytes) return 'wait';
    this.next++;
    return part;
  }

  /** Marks `part` as handed out already (the probe that learned the plan is fetching it). */
  claim(part: Part): void {
    if (this.parts[this.next] === part) this.next++;
  }

  /**
   * Records `bytes` more of `part` as on disk.
   * @returns the contiguous prefix afterwards, bytes
   * @throws RangeError when the bytes would overrun the part
   */
  record(part: Part, bytes: number): number {
    if (part.received + bytes > partLength(part)) throw new RangeError(`part ${part.index} overrun`);
    part.received += bytes;
    this.advance();
    return this.contiguous;
  }

  private advance(): void {
    while (this.frontier < this.parts.length && isComplete(this.parts[this.frontier]!)) this.frontier++;
  }
}

function isComplete(part: Part): boolean {
  return part.received >= partLength(part);
}
