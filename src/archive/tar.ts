import fs from 'node:fs';
import { ArchiveFormatError, EntryGuard, type EntryKind } from './guard.ts';
import { SiteWriter, type Unpacked } from './writer.ts';

const BLOCK = 512;
/** Parser states: where the next byte belongs. */
const State = { Header: 0, File: 1, Meta: 2, Skip: 3, End: 4 } as const;
type State = (typeof State)[keyof typeof State];

/**
 * Reads a tar stream (POSIX ustar, pax and GNU long names; what GNU tar, bsdtar and node-tar write)
 * fed chunk by chunk, and writes its files and folders below `root`, which must be an empty folder
 * this process created. Every entry passes an {@link EntryGuard} before anything of it is written,
 * and a {@link SiteWriter} writes it.
 */
export class TarExtractor {
  private readonly writer: SiteWriter;
  private readonly guard: EntryGuard;
  private state: State = State.Header;
  private readonly header = Buffer.alloc(BLOCK);
  private headerFill = 0;
  private zeroBlocks = 0;
  private remaining = 0;
  private padding = 0;
  private fd: number | undefined;
  private meta: Buffer[] = [];
  private metaKind: 'pax' | 'global' | 'longname' | 'longlink' = 'pax';
  private pax: Record<string, string> = {};
  private longName: string | undefined;
  private entries = 0;

  constructor(root: string, guard: EntryGuard = new EntryGuard()) {
    this.writer = new SiteWriter(root);
    this.guard = guard;
  }

  /** Feeds the next bytes. @throws UnsafeArchiveError, ArchiveFormatError, or a file system error */
  write(chunk: Buffer): void {
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
          if (this.headerFill === BLOCK) {
            this.headerFill = 0;
            this.onHeader();
          }
          break;
        }
        case State.File: {
          const n = Math.min(this.remaining, chunk.length - offset);
          this.writer.write(this.fd!, chunk, offset, n);
          this.remaining -= n;
          offset += n;
          if (this.remaining === 0) this.closeFile();
          break;
        }
        case State.Meta: {
          const n = Math.min(this.remaining, chunk.length - offset);
          this.meta.push(chunk.subarray(offset, offset + n));
          this.remaining -= n;
          offset += n;
          if (this.remaining === 0) this.onMeta();
          break;
        }
        case State.Skip: {
          const n = Math.min(this.padding, chunk.length - offset);
          this.padding -= n;
          offset += n;
          if (this.padding === 0) this.state = State.Header;
          break;
        }
      }
    }
  }

  /** Ends the stream. @throws ArchiveFormatError when it ended inside an entry, or held nothing */
  end(): Unpacked {
    const midEntry = this.state === State.File || this.state === State.Meta || (this.state === State.Skip && this.padding > 0) || this.headerFill > 0;
    this.closeFd();
    if (midEntry) throw new ArchiveFormatError('The bundle is truncated: the archive ends inside an entry.');
    if (this.entries === 0) throw new ArchiveFormatError('The bundle holds no files.');
    return { counts: this.writer.counts, files: this.writer.files };
  }

  /** Releases an open file after a failure. */
  abort(): void {
    this.closeFd();
  }

  private onHeader(): void {
    const h = this.header;
    if (h.every((b) => b === 0)) {
      if (++this.zeroBlocks === 2) this.state = State.End;
      return;
    }
    this.zeroBlocks = 0;
    verifyChecksum(h, this.entries);
    const type = String.fromCharCode(h[156]!);
    const size = this.pax.size !== undefined ? parseSize(this.pax.size) : parseNumeric(h, 124, 12);
    if (type === 'x' || type === 'g' || type === 'L' || type === 'K') {
      this.metaKind = type === 'x' ? 'pax' : type === 'g' ? 'global' : type === 'L' ? 'longname' : 'longlink';
      if (size > 1 << 20) throw new ArchiveFormatError(`The bundle is damaged: a ${this.metaKind} header of ${size} bytes.`);
      this.meta = [];
      this.remaining = size;
      this.padding = pad(size);
      this.state = size > 0 ? State.Meta : State.Header;
      if (size === 0) this.onMeta();
      return;
    }
    this.entries++;
    const name = this.pax.path ?? this.longName ?? headerName(h);
    let kind = kindOf(type);
    if (kind === 'file' && name.endsWith('/')) kind = 'directory';
    this.pax = {};
    this.longName = undefined;
    const relative = this.guard.admit(name, kind, kind === 'file' ? size : 0);
    this.padding = pad(size);
    if (kind === 'directory') {
      this.writer.directory(relative);
      this.remaining = 0;
      this.state = size > 0 ? State.Skip : State.Header;
      this.padding += size;
      return;
    }
    this.fd = this.writer.openFile(relative);
    this.remaining = size;
    if (size === 0) this.closeFile();
    else this.state = State.File;
  }

  private onMeta(): void {
    const bytes = Buffer.concat(this.meta);
    this.meta = [];
    if (this.metaKind === 'pax') this.pax = parsePax(bytes);
    else if (this.metaKind === 'longname') this.longName = bytes.toString('utf8').replace(/\0.*$/s, '');
    // Global headers and GNU long link names carry nothing a file-and-folder bundle needs.
    this.state = this.padding > 0 ? State.Skip : State.Header;
  }

  private closeFile(): void {
    this.closeFd();
    this.state = this.padding > 0 ? State.Skip : State.Header;
  }

  private closeFd(): void {
    if (this.fd !== undefined) {
      fs.closeSync(this.fd);
      this.fd = undefined;
    }
  }
}

const pad = (size: number): number => (BLOCK - (size % BLOCK)) % BLOCK;

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
    default:
      return 'other';
  }
}

function field(h: Buffer, start: number, length: number): string {
  const raw = h.subarray(start, start + length);
  const nul = raw.indexOf(0);
  return raw.subarray(0, nul < 0 ? length : nul).toString('utf8');
}

/** ustar joins `prefix` and `name`; GNU's old format uses those bytes for other things. */
function headerName(h: Buffer): string {
  const name = field(h, 0, 100);
  const ustar = h.toString('latin1', 257, 263) === 'ustar\u000000';
  const prefix = ustar ? field(h, 345, 155) : '';
  return prefix ? `${prefix}/${name}` : name;
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
  if (!/^[0-7]+$/.test(text)) throw new ArchiveFormatError('The bundle is damaged: a tar header has an unreadable number.');
  return parseInt(text, 8);
}

function parseSize(text: string): number {
  if (!/^\d+$/.test(text)) throw new ArchiveFormatError('The bundle is damaged: a pax size is not a number.');
  return Number(text);
}

function verifyChecksum(h: Buffer, entriesSoFar: number): void {
  const stored = parseNumeric(h, 148, 8);
  let unsigned = 0;
  let signed = 0;
  for (let i = 0; i < BLOCK; i++) {
    const b = i >= 148 && i < 156 ? 0x20 : h[i]!;
    unsigned += b;
    signed += b > 127 ? b - 256 : b;
  }
  if (stored !== unsigned && stored !== signed) {
    throw new ArchiveFormatError(
      entriesSoFar === 0 ? 'The bundle is not a tar archive (its first header is not valid).' : 'The bundle is damaged: a tar header checksum does not match.',
    );
  }
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
