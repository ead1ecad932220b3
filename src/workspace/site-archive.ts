/**
 * The site archive (input `site-archive`, issue 30): the published site folder as a reproducible `.tar.gz`, so what is
 * carried into a network (air-gapped, a Helm release reading a copy) is the site that was verified, search, base path
 * and agent files included. The same tree and the same time give the same bytes: entries in byte order of their
 * names, fixed modes, owner and group 0 without names, one time for every entry, and a gzip header without a name or
 * time. The compressed bytes are Node's zlib's; a Node release that changes its zlib may compress differently (the
 * tar inside stays the same).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { writeFileAtomic } from '../common/atomic.ts';
import { ActionError } from '../common/errors.ts';
import { parseIsoTime } from '../http/dates.ts';
import { TAR_END, tarHeader, tarPadding, type TarEntryHeader } from '../archive/tar-writer.ts';

/** What was written. */
export interface SiteArchiveResult {
  /** Absolute path of the `.tar.gz`. */
  path: string;
  /** Absolute path of the checksum file beside it (`<path>.sha256`, `sha256sum` format). */
  checksumPath: string;
  /** SHA-256 of the `.tar.gz`, lower-case hex. */
  sha256: string;
  /** Size of the `.tar.gz`, bytes. */
  bytes: number;
  /** Files in it (folders not counted). */
  files: number;
  /** The time every entry carries, whole seconds since the epoch. */
  mtimeSec: number;
}

/** The time the entries carry, and which field of the job record it came from. */
export interface ArchiveTime {
  /** Whole seconds since the epoch; 0 when the service gave no time. */
  seconds: number;
  /**
   * `createdAt` or `updatedAt` of the job record, `local-export` for the modification time of a local export (which has
   * no job); undefined when none was readable.
   */
  source: 'createdAt' | 'updatedAt' | 'local-export' | undefined;
}

/**
 * The export's time, from the job record (platform facts "Get static export job status": `createdAt`, `updatedAt`).
 * `createdAt` first: a job's creation never changes, so every run on the same job (`job-id`) dates the entries the
 * same, whereas whether the service touches `updatedAt` after completion (a bundle call) is not documented, and the
 * bundle response's only time, `expiresAt`, changes with every link. Never the runner's clock.
 */
export function archiveTime(job: { createdAt?: string; updatedAt?: string }): ArchiveTime {
  for (const source of ['createdAt', 'updatedAt'] as const) {
    const ms = job[source] === undefined ? undefined : parseIsoTime(job[source]);
    if (ms !== undefined && ms >= 0) return { seconds: Math.floor(ms / 1000), source };
  }
  return { seconds: 0, source: undefined };
}

/** A file or folder of the site, as it goes into the archive. */
export interface SiteEntry extends TarEntryHeader {
  /** Absolute path on disk. */
  absolute: string;
  /** Opens the file to read, checked to be the one listed; default: opened by `absolute`. */
  open?: () => Promise<fs.promises.FileHandle>;
}

/**
 * Writes `root` (the site folder as it will be published) to `target` as a reproducible `.tar.gz`, streamed: each
 * file is read ({@link tarStream}) into the tar and gzip streams, and memory stays flat whatever the site's size. The
 * archive is written beside `target` and renamed into place (`atomic.ts`), its SHA-256 computed on the way; then
 * `<target>.sha256` is written the same way, in `sha256sum` format (`<hex>  <basename>\n`).
 * @param mtimeSec the time every entry carries ({@link archiveTime}), seconds
 * @throws ActionError when the site holds anything but regular files and folders (a symbolic link), or a file changes
 * size while it is read; the file system's error otherwise. `target` is then as it was.
 */
export async function writeSiteArchive(
  root: string,
  target: string,
  mtimeSec: number,
  signal: AbortSignal,
): Promise<SiteArchiveResult> {
  const entries = await listSite(root, mtimeSec, signal);
  const hash = createHash('sha256');
  let bytes = 0;
  let crc = 0;
  let size = 0;
  /** Counts and checksums the tar stream (gzip's trailer holds its CRC-32 and length). */
  const measured = async function* (tar: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    for await (const chunk of tar) {
      crc = zlib.crc32(chunk, crc);
      size += chunk.length;
      yield chunk;
    }
  };
  /** Wraps the deflate stream in a gzip member (RFC 1952) and hashes what is written. */
  const gzipped = async function* (deflated: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    const take = (chunk: Buffer): Buffer => {
      hash.update(chunk);
      bytes += chunk.length;
      return chunk;
    };
    yield take(GZIP_HEADER);
    for await (const chunk of deflated) yield take(chunk);
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    // ISIZE is the length modulo 2^32 (RFC 1952).
    trailer.writeUInt32LE(size % 2 ** 32, 4);
    yield take(trailer);
  };
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  await pipeline(
    tarStream(entries),
    measured,
    zlib.createDeflateRaw(DEFLATE_OPTIONS),
    gzipped,
    (gz: AsyncIterable<Buffer>) => writeFileAtomic(target, gz),
    { signal },
  );
  const sha256 = hash.digest('hex');
  const checksumPath = `${target}.sha256`;
  await writeFileAtomic(checksumPath, `${sha256}  ${path.basename(target)}\n`);
  const files = entries.filter((entry) => entry.kind === 'file').length;
  return { path: target, checksumPath, sha256, bytes, files, mtimeSec };
}

/**
 * A gzip member header (RFC 1952) with nothing from the machine: no name, no comment, MTIME 0, XFL 0, and OS 255
 * ("unknown"), where zlib writes the platform it was built for (3 on Linux, 19 on macOS, 10 on Windows).
 */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** Every parameter spelled out, so a change of Node's defaults does not change the bytes. */
const DEFLATE_OPTIONS: zlib.ZlibOptions = {
  level: 6,
  windowBits: 15,
  memLevel: 8,
  strategy: zlib.constants.Z_DEFAULT_STRATEGY,
};

/** Files are read in pieces of this many bytes. */
const READ_CHUNK = 256 * 1024;

/**
 * A file this size or smaller is read in one read into a buffer of its size, and headers, payloads and padding are
 * gathered into writes of about {@link READ_CHUNK} bytes: a stream per file (its 256 KiB buffer, its events) and three
 * writes per file made a folder of 100,000 small files take minutes (issue 46, finding 7). Memory stays bounded by
 * two chunks: what is gathered, and the one file being read.
 */
const SMALL_FILE = READ_CHUNK;

/**
 * The tar stream of `entries`: header, payload and padding of each, then the end blocks. Also packs a `local-export`
 * folder for the unpack (`local-export.ts`). A small file is read in one read, bigger ones are streamed in
 * {@link READ_CHUNK} pieces; what is yielded comes in pieces of about that size whatever the files' sizes.
 * @param changed the error for a file whose size is not the one listed (it changed while it was read)
 * @throws that error; the file system's (a file removed after it was listed)
 */
export async function* tarStream(
  entries: readonly SiteEntry[],
  changed: (entry: SiteEntry, read: number) => Error = siteChanged,
): AsyncGenerator<Buffer> {
  let gathered: Buffer[] = [];
  let gatheredBytes = 0;
  const gather = (chunk: Buffer): void => {
    gathered.push(chunk);
    gatheredBytes += chunk.length;
  };
  const take = (): Buffer => {
    const chunk = gathered.length === 1 ? gathered[0]! : Buffer.concat(gathered, gatheredBytes);
    gathered = [];
    gatheredBytes = 0;
    return chunk;
  };
  for (const entry of entries) {
    gather(tarHeader(entry));
    if (entry.kind === 'file') {
      // Before the open: a generator stopped at a yield (a cancellation) would leave an open file to the collector.
      if (entry.size > SMALL_FILE) yield take();
      const handle = entry.open ? await entry.open() : await fs.promises.open(entry.absolute, 'r');
      if (entry.size <= SMALL_FILE) {
        let data: Buffer;
        try {
          data = await readSmall(handle, entry.size);
        } finally {
          await handle.close();
        }
        // The header already holds the size: a file that changed meanwhile would make the archive lie.
        if (data.length !== entry.size) throw changed(entry, data.length);
        gather(data);
      } else {
        let read = 0;
        for await (const chunk of fs.createReadStream(entry.absolute, {
          highWaterMark: READ_CHUNK,
          fd: handle,
        }) as AsyncIterable<Buffer>) {
          read += chunk.length;
          if (read > entry.size) break;
          yield chunk;
        }
        if (read !== entry.size) throw changed(entry, read);
      }
      gather(tarPadding(entry.size));
    }
    if (gatheredBytes >= READ_CHUNK) yield take();
  }
  gather(TAR_END);
  yield take();
}

/**
 * Reads a file of `size` bytes (as listed) from its start: one read of `size + 1` bytes, so that a file grown since
 * it was listed shows as longer; more reads only when the first stops short (a file shrunk, or a short read).
 * @returns the bytes read: `size` of them when the file is as listed, fewer when it shrank, `size + 1` when it grew
 */
async function readSmall(handle: fs.promises.FileHandle, size: number): Promise<Buffer> {
  const buffer = Buffer.allocUnsafe(size + 1);
  let read = 0;
  for (;;) {
    const { bytesRead } = await handle.read(buffer, read, buffer.length - read, read);
    read += bytesRead;
    if (bytesRead === 0 || read >= size) break;
  }
  return buffer.subarray(0, read);
}

function siteChanged(entry: SiteEntry, read: number): ActionError {
  return new ActionError(
    'Site archive',
    `${entry.name} changed size while it was archived (${entry.size} bytes listed, ${read} read).`,
    'Nothing else may write into the site while the step runs; re-run the step.',
  );
}

/**
 * Every file and folder below `root`, sorted by the byte order of their names in the archive (UTF-8, a folder's name
 * ending in `/`), which puts each folder before what it holds.
 * @throws ActionError at the first entry that is neither a regular file nor a folder
 */
async function listSite(root: string, mtimeSec: number, signal: AbortSignal): Promise<SiteEntry[]> {
  const entries: SiteEntry[] = [];
  const walk = async (folder: string, prefix: string): Promise<void> => {
    signal.throwIfAborted();
    for (const name of await fs.promises.readdir(folder)) {
      const absolute = path.join(folder, name);
      const relative = `${prefix}${name}`;
      const stat = await fs.promises.lstat(absolute);
      if (stat.isDirectory()) {
        entries.push({ name: `${relative}/`, kind: 'directory', size: 0, mtimeSec, absolute });
        await walk(absolute, `${relative}/`);
      } else if (stat.isFile()) {
        entries.push({ name: relative, kind: 'file', size: stat.size, mtimeSec, absolute });
      } else {
        const what = stat.isSymbolicLink() ? 'a symbolic link' : 'neither a regular file nor a folder';
        throw new ActionError(
          'Site archive',
          `The site holds ${relative}, which is ${what}: the site archive holds regular files and folders only.`,
          'Nothing else may write into the site while the step runs; re-run the step.',
        );
      }
    }
  };
  await walk(root, '');
  const keyed = entries.map((entry) => ({ entry, key: Buffer.from(entry.name, 'utf8') }));
  keyed.sort((a, b) => Buffer.compare(a.key, b.key));
  return keyed.map(({ entry }) => entry);
}
