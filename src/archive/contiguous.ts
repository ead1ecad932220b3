import fs from 'node:fs';

/** How far a file being downloaded is readable from its start. */
export interface ContiguousSource {
  /**
   * Resolves once more than `offset` bytes from the start of the file are on disk, or once no more will come.
   * `available` is the length of that prefix, bytes; `complete` says the whole object is there.
   * @throws the download's error when it failed for good, or {@link SourceRestartedError}
   */
  waitBeyond(offset: number, signal: AbortSignal | undefined): Promise<{ available: number; complete: boolean }>;
}

/** The object changed during the download, which started over: the bytes already read are not its bytes. */
export class SourceRestartedError extends Error {
  constructor() {
    super('the download started over after the archive was partly read');
    this.name = 'SourceRestartedError';
  }
}

/** Bytes read from the file at a time. */
const READ_BYTES = 1 << 18;

/**
 * Reads `file` from its start as its bytes become contiguous on disk, so an archive can be unpacked while the rest
 * is downloaded. Each chunk is a buffer of its own (the gunzip stream may keep it).
 * @throws what `source.waitBeyond` throws, a file system error, or the signal's reason
 */
export async function* readContiguous(
  file: string,
  source: ContiguousSource,
  signal: AbortSignal | undefined,
): AsyncGenerator<Buffer> {
  const handle = await fs.promises.open(file, 'r');
  try {
    let position = 0;
    for (;;) {
      const { available, complete } = await source.waitBeyond(position, signal);
      if (available <= position) {
        if (complete) return;
        continue;
      }
      while (position < available) {
        signal?.throwIfAborted();
        const length = Math.min(READ_BYTES, available - position);
        const buffer = Buffer.allocUnsafe(length);
        const { bytesRead } = await handle.read(buffer, 0, length, position);
        if (bytesRead === 0) {
          // The download may have started over (the object changed) and cut the file since it said `available`:
          // asking again throws SourceRestartedError then, and the unpack starts over from the new bytes.
          await source.waitBeyond(position, signal);
          throw new Error(`the archive file ended at ${position} bytes, before ${available}`);
        }
        position += bytesRead;
        yield bytesRead === length ? buffer : buffer.subarray(0, bytesRead);
      }
    }
  } finally {
    await handle.close();
  }
}
