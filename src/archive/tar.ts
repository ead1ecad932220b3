import { ArchiveFormatError, EntryGuard, safeRelativePath, UnsafeArchiveError, type EntryKind } from './guard.ts';
import { SiteWriter, type Unpacked, type PageObserver } from './writer.ts';

/** Size of a tar block, bytes: headers and padded payloads come in these. */
export const BLOCK = 512;
/** Parser states: where the next byte belongs. */
const State = { Header: 0, File: 1, Meta: 2, Skip: 3, End: 4 } as const;
type State = (typeof State)[keyof typeof State];

type MetaKind = 'pax' | 'global' | 'longname' | 'longlink';
/** Header types whose payload describes the next entry: pax (`x`), global pax (`g`), GNU long name/link. */
const META_KINDS: Record<string, MetaKind> = { x: 'pax', g: 'global', L: 'longname', K: 'longlink' };

/**
 * Reads a tar stream fed chunk by chunk (v7, POSIX ustar with its `prefix` field, pax, GNU and old GNU
 * long names: what GNU tar, bsdtar, Python, node-tar and `git archive` write) and writes its files and
 * folders below `root`, which must be an empty folder this process created. Every entry passes an
 * {@link EntryGuard} before anything of it is written, and a {@link SiteWriter} writes it with its
 * modification time. A hard link to a regular file written earlier from the same archive (GNU tar
 * stores one for files that share an inode) is written as a copy of that file; sparse entries are
 * refused, never written with the wrong content.
 *
 * Where GNU tar 1.34 and the standard part ways, this reads as `tar -x` does, so the site is what the
 * user would get from GNU tar: the archive ends at the first zero block (two are the standard end; after
 * a lone one GNU tar warns and stops), a folder header's size is not payload (GNU tar reads the next
 * header right after it, whatever the size says), and a folder with an empty name is the root (GNU tar
 * substitutes `.` for it).
 */
export class TarExtractor {
  private readonly writer: SiteWriter;
  private readonly guard: EntryGuard;
  private state: State = State.Header;
  private readonly header = Buffer.alloc(BLOCK);
  private headerFill = 0;
  /** Bytes of the stream taken so far, headers and payload: where each block starts, for messages. */
  private position = 0;
  /** GNU tar's number for a zero block just read ("A lone zero block at N"), while the next block is awaited. */
  private zeroBlockAt: number | undefined;
  /** Warnings for the step log: a lone zero block. */
  private readonly warnings: string[] = [];
  private remaining = 0;
  private padding = 0;
  private fd: number | undefined;
  private fileMtimeMs: number | undefined;
  private meta: Buffer[] = [];
  private metaKind: MetaKind = 'pax';
  private pax: Record<string, string> = {};
  private longName: string | undefined;
  private longLink: string | undefined;
  private entries = 0;
  /** The entry being read, for messages. */
  private current = '(the first header)';
  /** Files written from their own data, with their sizes in bytes: what a hard link may copy. */
  private readonly regular = new Map<string, number>();

  constructor(root: string, guard: EntryGuard = new EntryGuard(), onPage?: PageObserver) {
    this.writer = new SiteWriter(root, onPage);
    this.guard = guard;
  }

  /** Feeds the next bytes. @throws UnsafeArchiveError, ArchiveFormatError, or a file system error */
  write(chunk: Buffer): void {
    this.guard.consume(chunk.length, this.current);
    let offset = 0;
    while (offset < chunk.length) {
      switch (this.state) {
        case State.End:
          return;
        case State.Header: {
          const n = Math.min(BLOCK - this.headerFill, chunk.length - offset);
          chunk.copy(this.header, this.headerFill, offset, offset + n);
          this.headerFill += n;
          offset += n;
          this.position += n;
          if (this.headerFill === BLOCK) {
            this.headerFill = 0;
            this.onHeader();
          }
          break;
        }
        case State.File:
        case State.Meta: {
          const n = this.takePayload(chunk, offset);
          offset += n;
          this.position += n;
          break;
        }
        case State.Skip: {
          const n = Math.min(this.padding, chunk.length - offset);
          this.padding -= n;
          offset += n;
          this.position += n;
          if (this.padding === 0) this.state = State.Header;
          break;
        }
      }
    }
  }

  /**
   * Ends the stream.
   * @returns what was written, with a warning when the archive ended at a lone zero block
   * @throws ArchiveFormatError when it ended inside an entry, or held nothing
   */
  end(): Unpacked {
    // After a lone zero block GNU tar reads no further, whatever follows: a partial block too.
    if (this.zeroBlockAt !== undefined) {
      this.loneZeroBlock();
      this.state = State.End;
    }
    const midEntry =
      this.state === State.File ||
      this.state === State.Meta ||
      (this.state === State.Skip && this.padding > 0) ||
      (this.state !== State.End && this.headerFill > 0);
    this.closeFd();
    if (midEntry) throw new ArchiveFormatError('The bundle is truncated: the archive ends inside an entry.');
    if (this.entries === 0) throw new ArchiveFormatError('The bundle holds no files.');
    return { counts: this.writer.counts, files: this.writer.files, warnings: this.warnings };
  }

  /** Releases an open file after a failure. */
  abort(): void {
    this.closeFd();
  }

  private onHeader(): void {
    const h = this.header;
    const zero = h.every((b) => b === 0);
    if (this.zeroBlockAt !== undefined) {
      // The block after a zero block: a second zero block is the standard end; anything else, GNU tar ignores.
      if (!zero) this.loneZeroBlock();
      this.zeroBlockAt = undefined;
      this.state = State.End;
      return;
    }
    if (zero) {
      // GNU tar's number for it is the ordinal of the block after it.
      this.zeroBlockAt = this.position / BLOCK;
      return;
    }
    verifyChecksum(h, this.entries);
    const type = String.fromCharCode(h[156]!);
    const size = this.pax.size !== undefined ? parseDecimal(this.pax.size, 'size') : parseNumeric(h, 124, 12);
    const metaKind = META_KINDS[type];
    if (metaKind) {
      this.metaKind = metaKind;
      if (size > 1 << 20)
        throw new ArchiveFormatError(`The bundle is damaged: a ${this.metaKind} header of ${size} bytes.`);
      this.meta = [];
      this.remaining = size;
      this.padding = pad(size);
      this.state = size > 0 ? State.Meta : State.Header;
      if (size === 0) this.onMeta();
      return;
    }
    this.entries++;
    const pax = this.pax;
    const sparse = Object.keys(pax).some((key) => key.startsWith('GNU.sparse.'));
    const name = (sparse ? pax['GNU.sparse.name'] : undefined) ?? pax.path ?? this.longName ?? headerName(h);
    const linkName = pax.linkpath ?? this.longLink ?? decodeName(field(h, 157, 100));
    const mtimeMs = pax.mtime !== undefined ? Number(pax.mtime) * 1000 : parseNumeric(h, 136, 12) * 1000;
    this.pax = {};
    this.longName = undefined;
    this.longLink = undefined;
    this.current = name;
    let kind: EntryKind = sparse ? 'sparse' : kindOf(type);
    if (kind === 'file' && name.endsWith('/')) kind = 'directory';
    this.padding = pad(size);
    if (kind === 'hardlink') {
      this.copyLinked(name, linkName);
      this.skip(size);
      return;
    }
    if (kind === 'directory') {
      // GNU tar reads no payload after a folder header, whatever its size says (libarchive's
      // test_compat_tar_directory_1.tar has size 1 and the next header right after it).
      this.padding = 0;
      this.writer.directory(this.guard.admit(name, kind, 0));
      this.state = State.Header;
      return;
    }
    const relative = this.guard.admit(name, kind, size);
    this.regular.set(relative, size);
    this.fd = this.writer.openFile(relative);
    this.fileMtimeMs = mtimeMs;
    this.remaining = size;
    if (size === 0) this.closeFile();
    else this.state = State.File;
  }

  /** Records GNU tar's warning for a zero block that is not followed by a second one. */
  private loneZeroBlock(): void {
    const at = this.zeroBlockAt!;
    this.warnings.push(
      `The bundle's tar ends at a lone zero block (GNU tar: "A lone zero block at ${at}"): anything after it ` +
        'was not unpacked, as GNU tar does not unpack it. A well-formed tar ends with two zero blocks; if the site ' +
        'misses files, report the job id to Mintlify support.',
    );
  }

  /** Skips an entry's payload (and its padding). */
  private skip(size: number): void {
    this.remaining = 0;
    this.padding += size;
    this.state = this.padding > 0 ? State.Skip : State.Header;
  }

  /**
   * A hard link: written as a copy of the regular file it names, which this archive must have written
   * earlier. Links to anything else (a later entry, a folder, another link, a path outside) are refused.
   * @throws UnsafeArchiveError
   */
  private copyLinked(name: string, target: string): void {
    let existing: string | undefined;
    try {
      existing = safeRelativePath(target);
    } catch {
      existing = undefined;
    }
    const size = existing === undefined ? undefined : this.regular.get(existing);
    if (existing === undefined || size === undefined) {
      const shown = target.length > 200 ? `${target.slice(0, 200)}…` : target;
      throw new UnsafeArchiveError(
        name,
        `is a hard link to '${shown}', which is not a file written earlier from this bundle`,
      );
    }
    const relative = this.guard.admit(name, 'file', size);
    this.writer.copy(existing, relative);
  }

  private onMeta(): void {
    const bytes = Buffer.concat(this.meta);
    this.meta = [];
    if (this.metaKind === 'pax') this.pax = parsePax(bytes);
    else if (this.metaKind === 'longname') this.longName = decodeName(untilNul(bytes));
    else if (this.metaKind === 'longlink') this.longLink = decodeName(untilNul(bytes));
    // Global headers carry nothing a file-and-folder bundle needs.
    this.state = this.padding > 0 ? State.Skip : State.Header;
  }

  /**
   * Takes what `chunk` holds of the current entry's payload from `offset`: a file's content, or a pax or GNU
   * long-name header's, ending the entry when all of it has come.
   * @returns the bytes taken
   */
  private takePayload(chunk: Buffer, offset: number): number {
    const n = Math.min(this.remaining, chunk.length - offset);
    if (this.state === State.File) this.writer.write(this.fd!, chunk, offset, n);
    else this.meta.push(chunk.subarray(offset, offset + n));
    this.remaining -= n;
    if (this.remaining > 0) return n;
    if (this.state === State.File) this.closeFile();
    else this.onMeta();
    return n;
  }

  private closeFile(): void {
    this.closeFd();
    this.state = this.padding > 0 ? State.Skip : State.Header;
  }

  private closeFd(): void {
    if (this.fd !== undefined) {
      const fd = this.fd;
      this.fd = undefined;
      this.writer.close(fd, this.fileMtimeMs);
    }
  }
}

/** Zero bytes after a payload of `size` bytes up to the next block boundary. */
export const pad = (size: number): number => (BLOCK - (size % BLOCK)) % BLOCK;

function kindOf(type: string): EntryKind {
  switch (type) {
    case '0':
    case '\0':
    case '7':
      return 'file';
    case '5':
      return 'directory';
    case '1':
      return 'hardlink';
    case '2':
      return 'symlink';
    case '3':
    case '4':
      return 'device';
    case '6':
      return 'fifo';
    case 'S':
      return 'sparse';
    default:
      return 'other';
  }
}

/** The bytes of a header field up to its first NUL. */
function field(h: Buffer, start: number, length: number): Buffer {
  return untilNul(h.subarray(start, start + length));
}

function untilNul(bytes: Buffer): Buffer {
  const nul = bytes.indexOf(0);
  return nul < 0 ? bytes : bytes.subarray(0, nul);
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Names are UTF-8 when they decode as such; anything else is read as Latin-1, as GNU tar shows it. */
function decodeName(bytes: Buffer): string {
  try {
    return utf8.decode(bytes);
  } catch {
    return bytes.toString('latin1');
  }
}

/**
 * The entry's path. POSIX ustar (magic `ustar\0`) stores paths of 101–255 bytes split into `prefix`
 * and `name`; GNU's format (magic `ustar  `) uses those bytes for other things, and v7 has no magic.
 */
function headerName(h: Buffer): string {
  const name = decodeName(field(h, 0, 100));
  const posix = h.toString('latin1', 257, 263) === 'ustar\u0000';
  const prefix = posix ? decodeName(field(h, 345, 155)) : '';
  return prefix ? `${prefix}/${name}` : name;
}

/**
 * Whether a 512-byte block is a tar header: not all zeros, and its checksum matches. This is how a tar
 * without the `ustar` magic (v7, as `gzip-1.12.tar` is written) is recognised.
 */
export function isTarHeader(block: Buffer): boolean {
  if (block.length < BLOCK || block.subarray(0, BLOCK).every((b) => b === 0)) return false;
  try {
    verifyChecksum(block.subarray(0, BLOCK), 0);
    return true;
  } catch {
    return false;
  }
}

/** Octal, or GNU base-256 when the high bit of the first byte is set. */
function parseNumeric(h: Buffer, start: number, length: number): number {
  if (h[start]! & 0x80) {
    let value = h[start]! & 0x7f;
    for (let i = start + 1; i < start + length; i++) value = value * 256 + h[i]!;
    return value;
  }
  const text = h
    .toString('latin1', start, start + length)
    .replace(/[\0 ]+$/, '')
    .trim();
  if (text === '') return 0;
  if (!/^[0-7]+$/.test(text))
    throw new ArchiveFormatError('The bundle is damaged: a tar header has an unreadable number.');
  return parseInt(text, 8);
}

function parseDecimal(text: string, key: string): number {
  if (!/^\d+$/.test(text)) throw new ArchiveFormatError(`The bundle is damaged: a pax ${key} is not a number.`);
  return Number(text);
}

/**
 * The header's checksum: the sum of its bytes with the checksum field read as spaces, as unsigned bytes (POSIX) or,
 * as some old tars wrote it, signed ones.
 */
function verifyChecksum(h: Buffer, entriesSoFar: number): void {
  let stored = NaN;
  try {
    stored = parseNumeric(h, 148, 8);
  } catch {
    // An unreadable checksum is a checksum that does not match: the same message, whichever field is damaged.
  }
  let unsigned = 8 * 0x20;
  for (let i = 0; i < 148; i++) unsigned += h[i]!;
  for (let i = 156; i < BLOCK; i++) unsigned += h[i]!;
  if (stored === unsigned) return;
  let high = 0;
  for (let i = 0; i < BLOCK; i++) if (h[i]! > 127 && (i < 148 || i >= 156)) high++;
  if (stored === unsigned - 256 * high) return;
  throw new ArchiveFormatError(
    entriesSoFar === 0
      ? 'The bundle is not a tar archive (its first header is not valid).'
      : 'The bundle is damaged: a tar header checksum does not match.',
  );
}

/** pax extended header records: `"<length> <key>=<value>\n"` (POSIX.1-2001). */
function parsePax(bytes: Buffer): Record<string, string> {
  const out: Record<string, string> = {};
  let offset = 0;
  while (offset < bytes.length) {
    const space = bytes.indexOf(0x20, offset);
    if (space < 0) break;
    const length = Number(bytes.toString('latin1', offset, space));
    if (!Number.isInteger(length) || length <= 0 || offset + length > bytes.length) {
      throw new ArchiveFormatError('The bundle is damaged: a pax header record is malformed.');
    }
    const record = bytes.toString('utf8', space + 1, offset + length - 1);
    const eq = record.indexOf('=');
    if (eq > 0) out[record.slice(0, eq)] = record.slice(eq + 1);
    offset += length;
  }
  return out;
}
