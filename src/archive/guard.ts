import { ActionError, printableName } from '../common/errors.ts';
import { isPrintableAscii, simpleCaseFold } from './fold.ts';
import { EventLoopTurns } from '../common/turns.ts';

/** Limits that stop a compression bomb before it fills the runner's disk. */
export interface ArchiveLimits {
  /** Most entries (files and folders). */
  maxEntries: number;
  /** Most bytes once unpacked, all files together. */
  maxUnpackedBytes: number;
}

/** 250 000 entries and 8 GiB unpacked: far above any docs site, far below what fills a runner's disk. */
export const DEFAULT_LIMITS: ArchiveLimits = { maxEntries: 250_000, maxUnpackedBytes: 8 * 1024 ** 3 };

/** The bundle holds something this action will not write. Names the entry and the reason. */
export class UnsafeArchiveError extends ActionError {
  readonly entry: string;
  constructor(entry: string, reason: string) {
    super(
      'Unsafe bundle refused',
      `The bundle was refused, nothing was written to the site folder: entry '${printableName(entry)}' ${reason}.`,
      'The bundle should hold only regular files and folders below its root. Report the job id to Mintlify support.',
    );
    this.name = 'UnsafeArchiveError';
    this.entry = entry;
  }
}

/** The bytes are not an archive this action can read, or are damaged. */
export class ArchiveFormatError extends ActionError {
  constructor(message: string, hint = 'Re-run the step; if it happens again, report the job id to Mintlify support.') {
    super('Bundle unreadable', message, hint);
    this.name = 'ArchiveFormatError';
  }
}

/**
 * Entry kinds as archives declare them; only `file` and `directory` are ever written (a hard link to an
 * earlier file of the same archive is written as a copy of it, see `tar.ts`).
 */
export type EntryKind = 'file' | 'directory' | 'symlink' | 'hardlink' | 'device' | 'fifo' | 'sparse' | 'other';

const REFUSED_KIND: Record<Exclude<EntryKind, 'file' | 'directory'>, string> = {
  symlink: 'is a symbolic link, which could point outside the site folder',
  hardlink: 'is a hard link',
  device: 'is a device file',
  fifo: 'is a FIFO',
  sparse: 'is a sparse file, which this action does not unpack (a docs export has none)',
  other: 'is of a type other than file or folder',
};

/** Longest entry path accepted, in UTF-8 bytes (Linux's PATH_MAX). */
export const MAX_PATH_BYTES = 4096;
/** Most segments in one entry path. */
export const MAX_SEGMENTS = 256;
/** Longest segment (file or folder name), in UTF-8 bytes (NAME_MAX on Linux and macOS). */
export const MAX_SEGMENT_BYTES = 255;

/**
 * Checks every entry of one archive before anything of it is written: its kind, its path, name
 * collisions as a case-insensitive or normalising file system (macOS, Windows runners) would see
 * them, and the limits. One instance per archive.
 */
export class EntryGuard {
  private readonly limits: ArchiveLimits;
  private readonly files = new Map<string, string>();
  private readonly directories = new Map<string, string>();
  /** Folders claimed by exactly this path: claiming one again checks nothing new (a site has 50,000 files in few). */
  private readonly claimed = new Set<string>();
  private entries = 0;
  private bytes = 0;
  private streamBytes = 0;

  private readonly signal: AbortSignal | undefined;
  private readonly turns: EventLoopTurns;

  /** @param signal checked at every entry and every chunk of the stream: a cancelled run stops unpacking */
  constructor(limits: ArchiveLimits = DEFAULT_LIMITS, signal?: AbortSignal) {
    this.limits = limits;
    this.signal = signal;
    this.turns = new EventLoopTurns(signal);
  }

  /**
   * @param name the path as the archive gives it
   * @param size payload size in bytes that will be read (a tar folder's declared size is not: GNU tar reads none)
   * @returns the relative path to write, with `/` separators and no `.` segments
   * @throws UnsafeArchiveError, or the signal's reason
   */
  admit(name: string, kind: EntryKind, size: number): string {
    this.signal?.throwIfAborted();
    if (kind !== 'file' && kind !== 'directory') throw new UnsafeArchiveError(name, REFUSED_KIND[kind]);
    // GNU tar substitutes `.` for an empty member name (tar-rs's empty_filename.tar): such a folder is the root.
    const relative = name === '' && kind === 'directory' ? '' : safeRelativePath(name);
    if (relative === '' && kind === 'file') throw new UnsafeArchiveError(name, 'names the root folder, not a file');
    if (++this.entries > this.limits.maxEntries) {
      throw new UnsafeArchiveError(name, `passes the limit of ${this.limits.maxEntries} entries (a compression bomb?)`);
    }
    this.bytes += size;
    if (this.bytes > this.limits.maxUnpackedBytes) {
      throw new UnsafeArchiveError(
        name,
        `takes the unpacked size past the limit of ${this.limits.maxUnpackedBytes} bytes (a compression bomb?)`,
      );
    }
    return relative === '' ? relative : this.claim(name, kind, relative);
  }

  /**
   * Counts bytes of the decompressed stream, headers and skipped payload included, against
   * `maxUnpackedBytes`: what a bomb costs is the decompression, not only the files it declares.
   * @param entry the entry being read, for the message
   * @throws UnsafeArchiveError, or the signal's reason
   */
  consume(bytes: number, entry: string): void {
    this.signal?.throwIfAborted();
    this.streamBytes += bytes;
    if (this.streamBytes > this.limits.maxUnpackedBytes) {
      throw new UnsafeArchiveError(
        entry,
        `takes the decompressed archive past the limit of ${this.limits.maxUnpackedBytes} bytes (a compression bomb?)`,
      );
    }
  }

  /**
   * Gives the event loop a turn now and then (`turns.ts`), so a signal handler can abort a long synchronous unpack,
   * then checks the signal. Await it between entries and chunks.
   * @throws the signal's reason
   */
  pause(): Promise<void> {
    return this.turns.pause();
  }

  private claim(name: string, kind: EntryKind, relative: string): string {
    // A parent claimed before had its own parents claimed first.
    const parent = relative.lastIndexOf('/');
    if (parent >= 0 && !this.claimed.has(relative.slice(0, parent))) {
      for (let slash = relative.indexOf('/'); slash >= 0; slash = relative.indexOf('/', slash + 1)) {
        this.claimDirectory(name, relative.slice(0, slash));
      }
    }
    if (kind === 'directory') this.claimDirectory(name, relative);
    else this.claimFile(name, relative);
    return relative;
  }

  private claimDirectory(entry: string, relative: string): void {
    // Once a folder holds a key, no file can take it (claimFile refuses), so the same path passes the same checks.
    if (this.claimed.has(relative)) return;
    const key = foldKey(relative);
    const file = this.files.get(key);
    if (file !== undefined)
      throw new UnsafeArchiveError(entry, `needs a folder where the bundle has the file '${printableName(file)}'`);
    const other = this.directories.get(key);
    if (other !== undefined && other !== relative) throw collision(entry, other);
    this.directories.set(key, relative);
    this.claimed.add(relative);
  }

  private claimFile(entry: string, relative: string): void {
    const key = foldKey(relative);
    const folder = this.directories.get(key);
    if (folder === relative)
      throw new UnsafeArchiveError(entry, 'is a file where the bundle has a folder by that name');
    const other = this.files.get(key) ?? folder;
    if (other === relative) throw new UnsafeArchiveError(entry, 'appears twice');
    if (other !== undefined) throw collision(entry, other);
    this.files.set(key, relative);
  }
}

function collision(entry: string, other: string): UnsafeArchiveError {
  return new UnsafeArchiveError(
    entry,
    `collides with '${printableName(other)}' once case or Unicode normalisation is folded`,
  );
}

/** How a case-insensitive, normalising file system compares names: NFC, then Unicode simple case folding. */
export function foldKey(relative: string): string {
  if (isPrintableAscii(relative)) return relative.toLowerCase();
  return simpleCaseFold(relative.normalize('NFC')).normalize('NFC');
}

/**
 * Device names Windows reserves in every folder, with any extension, and with spaces before the extension
 * or trailing dots and spaces (which Windows drops): `CON`, `PRN`, `AUX`, `NUL`, `COM0`–`COM9`, `LPT0`–`LPT9`,
 * `COM¹`–`COM³` and `LPT¹`–`LPT³` (superscript digits), `CONIN$` and `CONOUT$` (Microsoft Learn, "Naming
 * Files, Paths, and Namespaces").
 */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)[ .]*(\..*)?$/i;

/**
 * Reduces an archive path to a relative path below the root, or refuses it: absolute paths, drive
 * letters, `..` segments, backslashes (a separator on Windows), NUL and other control characters,
 * `:` (drive letters and NTFS streams), and names Windows cannot hold (`< > " | ? *`, a trailing dot
 * or space, device names such as `CON`). A leading `./` and empty segments are dropped.
 * @throws UnsafeArchiveError
 */
export function safeRelativePath(name: string): string {
  if (name === '') throw new UnsafeArchiveError(name, 'has an empty name');
  // Length limits come first and cost linear time, so a path of 60,000 segments is refused before it is split.
  if (Buffer.byteLength(name) > MAX_PATH_BYTES)
    throw new UnsafeArchiveError(name, `has a path longer than ${MAX_PATH_BYTES} bytes`);
  if (name.includes('\u0000')) throw new UnsafeArchiveError(name, 'contains a NUL byte');
  // eslint-disable-next-line no-control-regex -- refusing control characters in names is the point
  if (/[\u0001-\u001f\u007f]/.test(name)) throw new UnsafeArchiveError(name, 'contains a control character');
  if (name.includes('\\')) throw new UnsafeArchiveError(name, 'contains a backslash (a path separator on Windows)');
  if (name.startsWith('/')) throw new UnsafeArchiveError(name, 'is an absolute path');
  if (/^[a-z]:/i.test(name)) throw new UnsafeArchiveError(name, 'starts with a drive letter');
  if (name.includes(':'))
    throw new UnsafeArchiveError(name, 'contains a colon (a drive or stream separator on Windows)');
  const segments = name.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.includes('..')) throw new UnsafeArchiveError(name, 'contains a .. segment');
  if (segments.length > MAX_SEGMENTS) throw new UnsafeArchiveError(name, `has more than ${MAX_SEGMENTS} path segments`);
  // Refused on every runner, so a bundle unpacks the same on Linux, macOS and Windows.
  for (const segment of segments) {
    if (Buffer.byteLength(segment) > MAX_SEGMENT_BYTES) {
      throw new UnsafeArchiveError(
        name,
        `has a name longer than ${MAX_SEGMENT_BYTES} bytes ('${segment.slice(0, 40)}…')`,
      );
    }
    if (/[<>"|?*]/.test(segment))
      throw new UnsafeArchiveError(name, 'contains a character Windows does not allow in file names (< > " | ? *)');
    if (/[. ]$/.test(segment))
      throw new UnsafeArchiveError(name, 'has a name ending in a dot or a space, which Windows drops');
    if (WINDOWS_DEVICE.test(segment)) throw new UnsafeArchiveError(name, `uses '${segment}', a device name on Windows`);
  }
  return segments.join('/');
}
