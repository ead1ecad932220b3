/**
 * A `local-export` folder (issue 46) packed as a tar, so that it reaches the site through the one unpack
 * (`archive/unpack.ts`) with its limits and refusals, as a downloaded bundle does. Packing rather than copying keeps a
 * single writer of the staging folder and a single place for every refusal: the folder is listed once, each entry goes
 * through an `EntryGuard` (links, devices, names, case collisions, the entry and byte limits) before one byte is
 * copied, and the tar is then unpacked as any archive is. The folder is only read: nothing in it is opened for
 * writing, moved or changed, and a file is read only if it is still the one listed (same file, same size).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ActionError, localFailureReason, printableName } from '../common/errors.ts';
import { writeFileAtomic } from '../common/atomic.ts';
import { EntryGuard, type ArchiveLimits, type EntryKind } from '../archive/guard.ts';
import { tarStream, type SiteEntry } from './site-archive.ts';

/** What was packed. */
export interface PackedFolder {
  /** Files packed (folders not counted). */
  files: number;
  /** Their bytes, as listed. */
  bytes: number;
  /** Size of the tar written, bytes. */
  tarBytes: number;
}

/** A listed file: which file it was, so that one swapped for another (or for a link) after the listing is refused. */
export interface ListedEntry extends SiteEntry {
  dev: number;
  ino: number;
  /** Where the file must really be: the folder's real path and the entry's name, whatever links a swap put above. */
  real: string;
}

/**
 * Where the kernel names an open file (Linux): a file reached through a folder swapped for a link after the listing
 * has its real path outside the export, though its own name and identity match.
 */
const FD_PATHS = '/proc/self/fd';
const namesOpenFiles = fs.existsSync(FD_PATHS);

/** O_NOFOLLOW where the platform has it (not on Windows, where the listing's identity check still holds). */
const NO_FOLLOW = fs.constants.O_NOFOLLOW ?? 0;
/**
 * O_NONBLOCK where the platform has it: opening a FIFO swapped in after the listing for reading would otherwise wait
 * for a writer for good, in a thread no signal ends; opened at once, the identity check below refuses it.
 */
const NON_BLOCK = fs.constants.O_NONBLOCK ?? 0;

/**
 * Packs `folder` into the tar `target` (uncompressed; entries in byte order of their names, every time 0).
 * @param limits the unpack's limits (default `DEFAULT_LIMITS`): a folder past them is refused before anything is copied
 * @returns counts of what was packed
 * @throws UnsafeArchiveError (a link, a device, a name or collision the unpack refuses, a limit passed); ActionError
 * when the folder changes while it is read (a file removed, swapped or resized after the listing); the signal's reason
 */
export async function packFolder(
  folder: string,
  target: string,
  signal: AbortSignal,
  limits?: ArchiveLimits,
): Promise<PackedFolder> {
  const guard = new EntryGuard(limits, signal);
  const entries: ListedEntry[] = [];
  const realRoot = await fs.promises.realpath(folder);
  const walk = async (absoluteFolder: string, prefix: string, listed?: { dev: number; ino: number }): Promise<void> => {
    let names: Buffer[];
    try {
      // As bytes: a name that is not UTF-8 read as a string is changed (U+FFFD), and then names no file.
      names = await fs.promises.readdir(absoluteFolder, { encoding: 'buffer' });
    } catch (error) {
      // The folder itself by its path (`.` told the user nothing); a sub-folder by its name in the export.
      throw readFailure(prefix === '' ? folder : prefix, error);
    }
    for (const raw of names) {
      const name = utf8Name(raw, prefix);
      const absolute = path.join(absoluteFolder, name);
      const relative = `${prefix}${name}`;
      let stat: fs.BigIntStats;
      try {
        stat = await fs.promises.lstat(absolute, { bigint: true });
      } catch (error) {
        throw readFailure(relative, error);
      }
      const kind = kindOf(stat);
      // The guard refuses what the unpack would refuse, by the same words, before anything is copied.
      guard.admit(relative, kind, kind === 'file' ? Number(stat.size) : 0);
      const real = path.join(realRoot, relative);
      const identity = { dev: Number(stat.dev), ino: Number(stat.ino), mtimeSec: 0, absolute, real };
      if (kind === 'directory') {
        entries.push({ name: `${relative}/`, kind, size: 0, ...identity });
        await walk(absolute, `${relative}/`, identity);
      } else entries.push({ name: relative, kind: 'file', size: Number(stat.size), ...identity });
      await guard.pause();
    }
    // A folder swapped for a link while its children were listed gave the children of another: refused.
    if (listed) {
      const now = await fs.promises.lstat(absoluteFolder, { bigint: true }).catch(() => undefined);
      if (!now?.isDirectory() || Number(now.dev) !== listed.dev || Number(now.ino) !== listed.ino)
        throw changedWhileRead(prefix, new Error('the folder was replaced while it was listed'));
    }
  };
  await walk(folder, '');
  const keyed = entries.map((entry) => ({ entry, key: Buffer.from(entry.name, 'utf8') }));
  keyed.sort((a, b) => Buffer.compare(a.key, b.key));
  const sorted = keyed.map(({ entry }) => ({ ...entry, open: () => openListed(entry) }));
  let tarBytes = 0;
  const counted = async function* (tar: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    for await (const chunk of tar) {
      // The pipeline's own abort rejects at once but leaves the writer draining the stream: stop what it is fed, so
      // the write fails and removes its temporary file rather than finishing after a cancellation.
      signal.throwIfAborted();
      tarBytes += chunk.length;
      yield chunk;
    }
  };
  await pipeline(
    tarStream(sorted, (entry, read) =>
      changedWhileRead(entry.name, new Error(`${entry.size} bytes listed, ${read} read`)),
    ),
    counted,
    (tar: AsyncIterable<Buffer>) => writeFileAtomic(target, tar),
    { signal },
  );
  const files = entries.filter((entry) => entry.kind === 'file');
  return { files: files.length, bytes: files.reduce((sum, entry) => sum + entry.size, 0), tarBytes };
}

/** The kind of entry an archive would declare for what `lstat` found. */
function kindOf(stat: fs.BigIntStats): EntryKind {
  if (stat.isDirectory()) return 'directory';
  if (stat.isFile()) return 'file';
  if (stat.isSymbolicLink()) return 'symlink';
  if (stat.isFIFO()) return 'fifo';
  if (stat.isBlockDevice() || stat.isCharacterDevice()) return 'device';
  return 'other';
}

/**
 * Opens a listed file for reading, without following a link at its name, and checks that it is the file listed: a
 * file replaced after the listing (by another, or by a link to one outside the folder) is not read.
 * @throws ActionError naming the file: changed since it was listed, or not readable (permission denied)
 */
export async function openListed(entry: ListedEntry): Promise<fs.promises.FileHandle> {
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(entry.absolute, fs.constants.O_RDONLY | NO_FOLLOW | NON_BLOCK);
  } catch (error) {
    throw readFailure(entry.name, error);
  }
  const stat = await handle.stat({ bigint: true });
  if (!stat.isFile() || Number(stat.dev) !== entry.dev || Number(stat.ino) !== entry.ino) {
    await handle.close();
    throw changedWhileRead(entry.name, new Error('it is no longer the file listed'));
  }
  if (namesOpenFiles) {
    const actual = await fs.promises.readlink(`${FD_PATHS}/${handle.fd}`).catch(() => undefined);
    if (actual !== entry.real) {
      await handle.close();
      throw changedWhileRead(entry.name, new Error('a folder above it was replaced by a link to another place'));
    }
  }
  return handle;
}

function changedWhileRead(name: string, cause: unknown): ActionError {
  const reason = (cause as NodeJS.ErrnoException).code ?? (cause as Error).message;
  return new ActionError(
    'Local export changed',
    `The local export changed while it was read: ${name} (${reason}). Nothing was published.`,
    'Nothing may write into the export folder while the step runs: run the step after the build that writes it.',
  );
}

/**
 * Codes of a failed read that mean the folder changed since it was listed: the name is gone or no longer a file or a
 * folder (a link, under O_NOFOLLOW). Any other code (EACCES, EIO) is the file system's answer about the file as it is.
 */
const CHANGED_CODES = new Set(['ENOENT', 'ENOTDIR', 'ELOOP', 'EISDIR']);

/**
 * The error for a failed read of `name` (relative to the export, a folder's ending in `/`): the folder changed, or
 * it cannot be read (permission denied, an I/O error), said as such with what to do.
 */
function readFailure(name: string, cause: unknown): ActionError {
  const code = (cause as NodeJS.ErrnoException).code;
  if (code === undefined || CHANGED_CODES.has(code)) return changedWhileRead(name, cause);
  return unreadableExport(name, code);
}

/**
 * The error for a file or folder of `local-export` the runner user cannot read (EACCES, EPERM) or the disk cannot give
 * (EIO): `cannot read <name> (permission denied)`, as an error of the input.
 * @param name the file's name as the user knows it (relative to the export, or the archive's path)
 * @param code the errno code, said in words where it is a known local failure
 */
export function unreadableExport(name: string, code: string): ActionError {
  return new ActionError(
    'Local export unreadable',
    `Input 'local-export': cannot read ${printableName(name)} (${localFailureReason(code) ?? code}). ` +
      'Nothing was published.',
    code === 'EACCES' || code === 'EPERM'
      ? 'Let the runner user read every file and folder of the export (chmod -R a+rX), or build it as that user.'
      : 'Check the disk that holds the export, or build the export again, then re-run.',
  );
}

/** Codes of a file that cannot be read as it is: permissions, or the disk. */
const UNREADABLE_CODES = new Set(['EACCES', 'EPERM', 'EIO']);

/**
 * The export file's own read failure (a zip or tar.gz the runner user may not read) as {@link unreadableExport}, so
 * that it is not reported as a failed write under RUNNER_TEMP (`asLocalFileError`); undefined for any other error.
 * @param file the export file's absolute path; `text` its name as the input gave it
 */
export function unreadableFile(error: unknown, file: string, text: string): ActionError | undefined {
  const { code, path: where } = (error ?? {}) as NodeJS.ErrnoException;
  return code && UNREADABLE_CODES.has(code) && where === file ? unreadableExport(text, code) : undefined;
}

/**
 * A name read from the folder, decoded: a name that is not UTF-8 is refused, naming its bytes (`bad-\xff.html`), since
 * no URL names it and any decoding would publish another name than the file's.
 * @throws ActionError naming the folder and the name's bytes
 */
function utf8Name(raw: Buffer, prefix: string): string {
  try {
    return UTF8.decode(raw);
  } catch {
    const shown = [...raw]
      .map((byte) => (byte < 0x80 ? String.fromCharCode(byte) : `\\x${byte.toString(16)}`))
      .join('');
    throw new ActionError(
      'Local export unreadable',
      `Input 'local-export': the name ${printableName(`${prefix}${shown}`)} is not UTF-8; a published page's name ` +
        'must be. Nothing was published.',
      'Rename the file or folder to a UTF-8 name (or remove it), or build the export again on a system that writes ' +
        'UTF-8 names.',
    );
  }
}

/** Decodes UTF-8 and refuses anything else (an invalid byte would otherwise become U+FFFD). */
const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
