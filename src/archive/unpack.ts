import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';
import { createGunzip, type Gzip } from 'node:zlib';
import { readContiguous, type ContiguousSource } from './contiguous.ts';
import { detectFormat, DETECT_BYTES, type ArchiveFormat } from './detect.ts';
import { ArchiveFormatError, EntryGuard, type ArchiveLimits } from './guard.ts';
import { TarExtractor } from './tar.ts';
import type { PageObserver, Unpacked, UnpackCounts } from './writer.ts';
import { unpackZip } from './zip.ts';

/** Where an unpacked bundle ended up. */
export interface UnpackResult {
  format: ArchiveFormat;
  counts: UnpackCounts;
  /** Every file of the site, relative to `siteRoot` with `/` separators: reuse it instead of walking the folder. */
  files: string[];
  /** Absolute folder holding the site: `destination`, or its only child folder when unwrapped. */
  siteRoot: string;
  /** Name of the single top-level folder whose contents became the site, if there was one. */
  unwrapped: string | undefined;
  /** Messages for warning annotations: the bundle unpacked, but not as a well-formed archive would. */
  warnings: string[];
}

/** How an unpack may be bounded and stopped. */
export interface UnpackOptions {
  limits?: ArchiveLimits;
  /**
   * Checked between entries and chunks, with a turn of the event loop at least every 50 ms of work (so a
   * SIGINT/SIGTERM handler can abort it): an abort stops the unpack with the signal's reason.
   */
  signal?: AbortSignal;
  /**
   * The file is still being downloaded: unpack its bytes as they become contiguous on disk. A tar or tar.gz is
   * read while the rest arrives; a zip, read from its central directory at the end, once the file is complete.
   */
  source?: ContiguousSource;
  /** Told of each page once written (see `PageObserver`). */
  onPage?: PageObserver;
}

/**
 * Unpacks a downloaded bundle into `destination`, an empty folder this process created. The format
 * comes from the file's first bytes (see `detect.ts`).
 * @throws ArchiveFormatError, UnsafeArchiveError, a file system error, or the signal's reason; `destination`
 * is then left part-written for the caller to remove
 */
export async function unpackArchive(
  file: string,
  destination: string,
  options: UnpackOptions = {},
): Promise<UnpackResult> {
  const { source, signal } = options;
  if (source) await waitFor(source, DETECT_BYTES, signal);
  const format = detectFormat(await readHead(file));
  const guard = new EntryGuard(options.limits, signal);
  if (format === 'zip' && source) await waitFor(source, Infinity, signal);
  const { counts, files, warnings } =
    format === 'zip'
      ? await unpackZip(file, destination, guard, options.onPage)
      : await unpackTar(file, destination, guard, format === 'tar.gz', source, signal, options.onPage);
  const { siteRoot, unwrapped } = await unwrapSingleFolder(destination);
  const prefix = unwrapped === undefined ? '' : `${unwrapped}/`;
  const siteFiles = prefix ? files.map((f) => f.slice(prefix.length)) : files;
  return { format, counts, files: siteFiles, siteRoot, unwrapped, warnings };
}

/** Waits until `bytes` from the start are on disk, or the whole file when it is shorter. */
async function waitFor(source: ContiguousSource, bytes: number, signal: AbortSignal | undefined): Promise<void> {
  for (let position = 0; ;) {
    const { available, complete } = await source.waitBeyond(position, signal);
    if (complete || available >= bytes) return;
    position = available;
  }
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const buffer = Buffer.alloc(DETECT_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, DETECT_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function unpackTar(
  file: string,
  destination: string,
  guard: EntryGuard,
  gzipped: boolean,
  source: ContiguousSource | undefined,
  signal: AbortSignal | undefined,
  onPage: PageObserver | undefined,
): Promise<Unpacked> {
  const extractor = new TarExtractor(destination, guard, onPage);
  const sink = async (source: AsyncIterable<Buffer>): Promise<void> => {
    for await (const chunk of source) {
      extractor.write(chunk);
      await guard.pause();
    }
  };
  const raw = source
    ? Readable.from(readContiguous(file, source, signal), { objectMode: false })
    : fs.createReadStream(file, { highWaterMark: 1 << 18 });
  try {
    // pipeline, not pipe(): a read error in any stage rejects here and every stage is destroyed.
    if (!gzipped) await pipeline(raw, sink);
    else await inflate(raw, sink);
  } catch (error) {
    extractor.abort();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'Z_BUF_ERROR' || code === 'Z_DATA_ERROR' || code === 'ERR_STREAM_PREMATURE_CLOSE') {
      throw new ArchiveFormatError(
        `The bundle's gzip stream is ${code === 'Z_DATA_ERROR' ? 'corrupt' : 'truncated'} ` +
          `(${(error as Error).message}).`,
      );
    }
    throw error;
  }
  return extractor.end();
}

/**
 * Inflates `raw` into `sink`, as `pipeline(raw, gunzip, sink)` would, but with the bytes after the gzip stream checked
 * (see {@link feedGunzip}) rather than written to an ended stream.
 * @throws the sink's or zlib's error; else the feed's (a read error, bytes after the stream that are not padding)
 */
async function inflate(raw: Readable, sink: (source: AsyncIterable<Buffer>) => Promise<void>): Promise<void> {
  // 256 KiB of output per round trip to zlib's thread: with 64 KiB the unpack of a 238 MB bundle ended ~2 s after
  // its parts download did, with 256 KiB ~0.3 s after (`npm run bench -- transfer big`).
  const gunzip = createGunzip({ chunkSize: 1 << 18 });
  const inflating = pipeline(gunzip, sink);
  // The feed reads `raw` outside the pipeline: stop it when the extractor or zlib fails.
  inflating.catch(() => raw.destroy());
  const feeding = feedGunzip(raw, gunzip).catch((error: unknown) => {
    gunzip.destroy(error as Error);
    throw error;
  });
  // The extractor's or zlib's error first: a failed feed is then only its consequence.
  const [inflated, fed] = await Promise.allSettled([inflating, feeding]);
  if (inflated.status === 'rejected') throw inflated.reason;
  if (fed.status === 'rejected') throw fed.reason;
}

/**
 * Writes the file's bytes to `gunzip` and ends it, one chunk in flight, and stops writing where the gzip stream ends:
 * what follows it must be zero bytes, the padding tape block sizes add (`bsdtar -b 20`), which GNU tar and zlib's
 * own reader accept. Node's gunzip skips such zeros within a chunk but ends its output there, and a later chunk
 * written to it then fails the stream ("Premature close"): the padding is checked here instead.
 * @throws ArchiveFormatError when a byte after the gzip stream is not zero; a read error of `raw`
 */
async function feedGunzip(raw: Readable, gunzip: Gzip): Promise<void> {
  /** Bytes read from `raw` so far, and of those written to gunzip. */
  let read = 0;
  let written = 0;
  let pending: Promise<void> | undefined;
  let last: Buffer | undefined;
  // zlib destroys the stream on a data error without calling back the write in flight: wait for either.
  const closed = new Promise<void>((resolve) => gunzip.once('close', () => resolve()));
  /** After the gzip stream every byte must be zero. @param at offset of bytes[0] in the file */
  const padding = (bytes: Buffer, at: number): void => {
    const nonZero = bytes.findIndex((byte) => byte !== 0);
    if (nonZero >= 0) {
      throw new ArchiveFormatError(
        `The bundle has bytes after its gzip stream that are not padding: byte ${at + nonZero} is not zero ` +
          `(the stream ends at byte ${gunzip.bytesWritten}).`,
      );
    }
  };
  /** Whether the gzip stream has ended: zlib consumed fewer bytes than it was given. False once gunzip is closed. */
  const ended = async (): Promise<boolean> => {
    await Promise.race([pending, closed]);
    if (gunzip.destroyed || gunzip.bytesWritten >= written) return false;
    if (last) padding(last.subarray(last.length - (written - gunzip.bytesWritten)), gunzip.bytesWritten);
    last = undefined;
    return true;
  };
  for await (const chunk of raw as AsyncIterable<Buffer>) {
    if (await ended()) padding(chunk, read);
    else if (gunzip.destroyed) return;
    else {
      written += chunk.length;
      last = chunk;
      pending = new Promise((resolve, reject) => gunzip.write(chunk, (error) => (error ? reject(error) : resolve())));
    }
    read += chunk.length;
  }
  await ended();
  if (!gunzip.destroyed) gunzip.end();
}

/** When the archive's root holds one folder and nothing else, that folder's contents are the site. */
async function unwrapSingleFolder(destination: string): Promise<{ siteRoot: string; unwrapped: string | undefined }> {
  const entries = await fs.promises.readdir(destination, { withFileTypes: true });
  const only = entries.length === 1 ? entries[0] : undefined;
  if (only?.isDirectory()) return { siteRoot: path.join(destination, only.name), unwrapped: only.name };
  return { siteRoot: destination, unwrapped: undefined };
}
