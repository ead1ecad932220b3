import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw, crc32, inflateRawSync } from 'node:zlib';
import { ArchiveFormatError, UnsafeArchiveError, type EntryGuard, type EntryKind } from './guard.ts';
import { SiteWriter, type Unpacked, type PageObserver } from './writer.ts';

/** One central directory record, reduced to what unpacking needs (APPNOTE 6.3.10 §4.3.12). */
interface ZipEntry {
  name: string;
  /** The name's bytes as the central directory stores them: the local header must store the same. */
  rawName: Buffer;
  kind: EntryKind;
  method: number;
  encrypted: boolean;
  crc: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
  /** Length of the name and extra field in the central record, bytes: a guess at the local header's size. */
  headerGuess: number;
  /** Epoch ms: the extended timestamp or NTFS field when present (UTC), else the DOS time read as local time. */
  mtimeMs: number;
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** Entries up to this many compressed bytes are read and inflated in one call; larger ones are streamed. */
const SMALL_ENTRY_BYTES = 4 << 20;

/**
 * Unpacks a zip file from its central directory (the authoritative list; local headers may defer sizes
 * to a data descriptor). Stored and deflated entries only; ZIP64 sizes and offsets are read. The
 * structure is checked as yauzl checks it: one disk, an end record that ends the file, a central
 * directory consumed exactly by the entries it declares, every field within bounds, entry data that
 * neither overlaps nor runs into the central directory. Every entry passes `guard` before it is
 * written, its size and CRC-32 are checked, and its modification time is restored.
 * @throws ArchiveFormatError, UnsafeArchiveError
 */
export async function unpackZip(
  file: string,
  destination: string,
  guard: EntryGuard,
  onPage?: PageObserver,
): Promise<Unpacked> {
  const fd = fs.openSync(file, 'r');
  try {
    const fileSize = fs.fstatSync(fd).size;
    const { entries, directoryOffset } = readCentralDirectory(fd, fileSize);
    if (entries.length === 0) throw new ArchiveFormatError('The bundle holds no files.');
    const limits = dataLimits(entries, directoryOffset);
    const writer = new SiteWriter(destination, onPage);
    for (const [i, entry] of entries.entries()) {
      await guard.pause();
      const relative = guard.admit(entry.name, entry.kind, entry.size);
      if (entry.kind === 'directory') {
        writer.directory(relative);
        continue;
      }
      if (entry.encrypted) throw new ArchiveFormatError(`The bundle's entry '${entry.name}' is encrypted.`);
      if (entry.method !== 0 && entry.method !== 8) {
        throw new ArchiveFormatError(
          `The bundle's entry '${entry.name}' uses compression method ${entry.method}; ` +
            'only stored and deflate are read.',
        );
      }
      if (entry.method === 0 && entry.compressedSize !== entry.size) {
        throw damaged(
          `stored entry '${entry.name}' declares ${entry.compressedSize} bytes stored for ${entry.size} bytes`,
        );
      }
      const data = readData(fd, entry, limits[i]!, entry.compressedSize <= SMALL_ENTRY_BYTES);
      if (typeof data === 'number') await writeStreamed(file, data, entry, relative, writer, guard);
      else writer.file(relative, inflateSmall(data, entry), entry.mtimeMs);
    }
    return { counts: writer.counts, files: writer.files, warnings: [] };
  } finally {
    fs.closeSync(fd);
  }
}

/** Inflates and checks a small entry in memory: one inflate call, no stream per file. */
function inflateSmall(raw: Buffer, entry: ZipEntry): Buffer {
  let content: Buffer;
  try {
    // maxOutputLength stops an entry that inflates past its declared size without inflating all of it.
    content = entry.method === 8 ? inflateRawSync(raw, { maxOutputLength: entry.size + 1 }) : raw;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge(entry);
    throw new ArchiveFormatError(`The bundle's entry '${entry.name}' is damaged (${(error as Error).message}).`);
  }
  if (content.length > entry.size) throw tooLarge(entry);
  checkContent(entry, content.length, crc32(content));
  return content;
}

/** Streams a large entry to its file, checking size and CRC-32 as it goes. */
async function writeStreamed(
  file: string,
  start: number,
  entry: ZipEntry,
  relative: string,
  writer: SiteWriter,
  guard: EntryGuard,
): Promise<void> {
  const fd = writer.openFile(relative);
  let crc = 0;
  let written = 0;
  const sink = async (source: AsyncIterable<Buffer>): Promise<void> => {
    for await (const chunk of source) {
      guard.consume(chunk.length, entry.name);
      written += chunk.length;
      if (written > entry.size) throw tooLarge(entry);
      crc = crc32(chunk, crc);
      writer.write(fd, chunk, 0, chunk.length);
    }
  };
  try {
    const raw = fs.createReadStream(file, { start, end: start + entry.compressedSize - 1, highWaterMark: 1 << 20 });
    try {
      if (entry.method === 8) await pipeline(raw, createInflateRaw({ chunkSize: 1 << 18 }), sink);
      else await pipeline(raw, sink);
    } catch (error) {
      if (error instanceof ArchiveFormatError || !isZlibError(error)) throw error;
      throw new ArchiveFormatError(`The bundle's entry '${entry.name}' is damaged (${(error as Error).message}).`);
    }
    checkContent(entry, written, crc);
  } finally {
    writer.close(fd, entry.mtimeMs);
  }
}

function isZlibError(error: unknown): boolean {
  return /^Z_/.test((error as NodeJS.ErrnoException).code ?? '');
}

function tooLarge(entry: ZipEntry): ArchiveFormatError {
  return new ArchiveFormatError(
    `The bundle's entry '${entry.name}' unpacks to more than its declared ${entry.size} bytes.`,
  );
}

function checkContent(entry: ZipEntry, size: number, crc: number): void {
  if (size !== entry.size) {
    throw new ArchiveFormatError(
      `The bundle's entry '${entry.name}' holds ${size} bytes, not the declared ${entry.size}.`,
    );
  }
  if (crc >>> 0 !== entry.crc >>> 0)
    throw new ArchiveFormatError(`The bundle's entry '${entry.name}' fails its CRC-32 check.`);
}

/** Reads exactly `length` bytes at `position`, or fewer at the end of the file. */
function readAt(fd: number, position: number, length: number): Buffer {
  const buffer = Buffer.allocUnsafe(length);
  let filled = 0;
  while (filled < length) {
    const n = fs.readSync(fd, buffer, filled, length - filled, position + filled);
    if (n === 0) break;
    filled += n;
  }
  return buffer.subarray(0, filled);
}

function damaged(detail: string): ArchiveFormatError {
  return new ArchiveFormatError(`The bundle is a damaged zip: ${detail}.`);
}

/**
 * How far each entry's data may reach: the next local header in file order, or the central directory.
 * Data that reaches past it overlaps another entry (the trick of overlapping-entry zip bombs) or runs
 * into the central directory.
 */
function dataLimits(entries: ZipEntry[], directoryOffset: number): number[] {
  const limits = new Array<number>(entries.length).fill(directoryOffset);
  const order = entries.map((_, i) => i).sort((a, b) => entries[a]!.localHeaderOffset - entries[b]!.localHeaderOffset);
  for (let k = 1; k < order.length; k++) limits[order[k - 1]!] = entries[order[k]!]!.localHeaderOffset;
  return limits;
}

/**
 * Reads an entry's local header and, when `small`, its compressed data in the same read (one system
 * call per file, not two); otherwise returns where the data starts, for streaming.
 */
function readData(fd: number, entry: ZipEntry, limit: number, small: boolean): Buffer | number {
  const offset = entry.localHeaderOffset;
  const guess = Math.min(limit - offset, 30 + entry.headerGuess + 256 + (small ? entry.compressedSize : 0));
  const head = readAt(fd, offset, Math.max(30, guess));
  if (head.length < 30 || head.readUInt32LE(0) !== LOCAL) throw damaged(`entry '${entry.name}' has no local header`);
  const nameLength = head.readUInt16LE(26);
  const start = 30 + nameLength + head.readUInt16LE(28);
  const localName =
    nameLength + 30 <= head.length ? head.subarray(30, 30 + nameLength) : readAt(fd, offset + 30, nameLength);
  if (!localName.equals(entry.rawName)) {
    // A scanner that reads local headers and an extractor that reads the central directory see different files.
    // eslint-disable-next-line no-control-regex -- control characters are made visible, not printed
    const shown = localName.toString('utf8', 0, 200).replace(/[\u0000-\u001f\u007f]/g, '?');
    throw damaged(
      `entry '${entry.name}' is named '${shown}' in its local header ` +
        '(tools that read one name or the other would unpack different files)',
    );
  }
  if (offset + start + entry.compressedSize > limit) {
    throw damaged(`entry '${entry.name}' overlaps the next entry or runs into the central directory (truncated?)`);
  }
  if (!small) return offset + start;
  if (start + entry.compressedSize <= head.length) return head.subarray(start, start + entry.compressedSize);
  return readAt(fd, offset + start, entry.compressedSize);
}

/** The end record: the last signature whose comment runs exactly to the end of the file (as yauzl requires). */
function findEndRecord(tail: Buffer): number {
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD && i + 22 + tail.readUInt16LE(i + 20) === tail.length) return i;
  }
  throw new ArchiveFormatError(
    'The bundle is a truncated or damaged zip: no end of central directory record ends the file.',
  );
}

function readCentralDirectory(fd: number, fileSize: number): { entries: ZipEntry[]; directoryOffset: number } {
  const tailLength = Math.min(fileSize, 22 + 0xffff);
  const tail = readAt(fd, fileSize - tailLength, tailLength);
  const eocd = findEndRecord(tail);
  const eocdOffset = fileSize - tailLength + eocd;
  if (tail.readUInt16LE(eocd + 4) !== 0 || tail.readUInt16LE(eocd + 6) !== 0) throw damaged('it spans several disks');
  let count = tail.readUInt16LE(eocd + 10);
  let size = tail.readUInt32LE(eocd + 12);
  let offset = tail.readUInt32LE(eocd + 16);
  let directoryEnd = eocdOffset;
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    const locator = eocd - 20;
    if (locator < 0 || tail.readUInt32LE(locator) !== ZIP64_LOCATOR) throw damaged('no ZIP64 locator');
    const recordOffset = Number(tail.readBigUInt64LE(locator + 8));
    const record = readAt(fd, recordOffset, 56);
    if (record.length < 56 || record.readUInt32LE(0) !== ZIP64_EOCD) throw damaged('no ZIP64 end record');
    count = Number(record.readBigUInt64LE(32));
    size = Number(record.readBigUInt64LE(40));
    offset = Number(record.readBigUInt64LE(48));
    directoryEnd = recordOffset;
  }
  if (offset + size > directoryEnd) {
    throw new ArchiveFormatError('The bundle is a truncated zip: its central directory lies past the end of the file.');
  }
  // 46 bytes is the smallest record: more entries than that cannot fit, whatever the count says.
  if (count * 46 > size)
    throw damaged(`its end record declares ${count} entries, more than the central directory can hold`);
  const directory = readAt(fd, offset, size);
  const entries: ZipEntry[] = [];
  let p = 0;
  for (let i = 0; i < count; i++) {
    const [entry, length] = readCentralRecord(directory, p);
    entries.push(entry);
    p += length;
  }
  if (p !== directory.length) {
    throw damaged(`its central directory holds more than the ${count} entries its end record declares`);
  }
  return { entries, directoryOffset: offset };
}

/** One central directory record at `p`, with its length in bytes. */
function readCentralRecord(directory: Buffer, p: number): [ZipEntry, number] {
  if (p + 46 > directory.length || directory.readUInt32LE(p) !== CENTRAL)
    throw damaged('its central directory is malformed');
  const madeBy = directory.readUInt16LE(p + 4) >> 8;
  const flags = directory.readUInt16LE(p + 8);
  const nameLength = directory.readUInt16LE(p + 28);
  const extraLength = directory.readUInt16LE(p + 30);
  const commentLength = directory.readUInt16LE(p + 32);
  const length = 46 + nameLength + extraLength + commentLength;
  if (p + length > directory.length) throw damaged('a central directory record runs past its end');
  const nameBytes = directory.subarray(p + 46, p + 46 + nameLength);
  const extra = readExtraFields(directory.subarray(p + 46 + nameLength, p + 46 + nameLength + extraLength));
  const name = decodeName(nameBytes, flags, madeBy, extra.get(0x7075));
  const entry: ZipEntry = {
    name,
    rawName: nameBytes,
    kind: kindOf(name, madeBy, directory.readUInt32LE(p + 38)),
    method: directory.readUInt16LE(p + 10),
    encrypted: (flags & 1) === 1,
    crc: directory.readUInt32LE(p + 16),
    compressedSize: directory.readUInt32LE(p + 20),
    size: directory.readUInt32LE(p + 24),
    localHeaderOffset: directory.readUInt32LE(p + 42),
    headerGuess: nameLength + extraLength,
    mtimeMs: modificationTime(directory.readUInt16LE(p + 12), directory.readUInt16LE(p + 14), extra),
  };
  applyZip64(entry, extra.get(0x0001));
  return [entry, length];
}

/** Extra fields by header id (APPNOTE §4.5); a field that runs past the end is damage. */
function readExtraFields(extra: Buffer): Map<number, Buffer> {
  const fields = new Map<number, Buffer>();
  for (let q = 0; q + 4 <= extra.length;) {
    const id = extra.readUInt16LE(q);
    const length = extra.readUInt16LE(q + 2);
    if (q + 4 + length > extra.length) throw damaged('an extra field runs past its end');
    fields.set(id, extra.subarray(q + 4, q + 4 + length));
    q += 4 + length;
  }
  return fields;
}

/** The ZIP64 extra field (id 1) holds, in order, whichever of these were 0xFFFFFFFF; each must be there. */
function applyZip64(entry: ZipEntry, field: Buffer | undefined): void {
  let r = 0;
  const next = (what: string): number => {
    if (!field || r + 8 > field.length) throw damaged(`entry '${entry.name}' lacks the ZIP64 ${what} it announces`);
    const value = Number(field.readBigUInt64LE(r));
    r += 8;
    return value;
  };
  if (entry.size === 0xffffffff) entry.size = next('size');
  if (entry.compressedSize === 0xffffffff) entry.compressedSize = next('compressed size');
  if (entry.localHeaderOffset === 0xffffffff) entry.localHeaderOffset = next('offset');
}

/**
 * The modification time: the extended timestamp field (0x5455, UTC seconds) or the NTFS field (0x000a,
 * 100 ns since 1601) when present, as unzip prefers them; else the DOS date and time, which carry no
 * time zone and which unzip reads as local time.
 */
function modificationTime(dosTime: number, dosDate: number, extra: Map<number, Buffer>): number {
  const extended = extra.get(0x5455);
  if (extended && extended.length >= 5 && (extended[0]! & 1) === 1) return extended.readInt32LE(1) * 1000;
  const ntfs = extra.get(0x000a);
  if (ntfs && ntfs.length >= 4 + 4 + 8 && ntfs.readUInt16LE(4) === 1 && ntfs.readUInt16LE(6) >= 8) {
    return Number(ntfs.readBigUInt64LE(8) / 10_000n) - 11_644_473_600_000;
  }
  const year = 1980 + (dosDate >> 9);
  const month = ((dosDate >> 5) & 0xf) - 1;
  return new Date(year, month, dosDate & 0x1f, dosTime >> 11, (dosTime >> 5) & 0x3f, (dosTime & 0x1f) * 2).getTime();
}

const UNIX = 3;
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
/** Code page 437, bytes 0x80–0xFF: the zip default for names without the UTF-8 flag (APPNOTE appendix D). */
const CP437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐' +
  '└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

/**
 * Entry names: UTF-8 with the language encoding flag (bit 11) or in Info-ZIP's Unicode path field
 * (0x7075, when its CRC matches the name); raw UTF-8 from a Unix host (Info-ZIP `zip` writes the
 * file system's bytes, which unzip writes back as they are); otherwise code page 437, as unzip and
 * Python read them. A name from a Windows code page such as CP932 (Shift_JIS), whose second bytes can be
 * 0x5C, cannot be read reliably and is refused for its encoding rather than for a backslash it does not mean.
 * @throws UnsafeArchiveError for such a name
 */
export function decodeName(bytes: Buffer, flags: number, madeBy: number, unicodePath?: Buffer): string {
  if (flags & 0x800) return bytes.toString('utf8');
  if (unicodePath && unicodePath.length > 5 && unicodePath[0] === 1 && unicodePath.readUInt32LE(1) === crc32(bytes)) {
    return unicodePath.subarray(5).toString('utf8');
  }
  if (bytes.every((b) => b < 0x80)) return bytes.toString('latin1');
  if (madeBy === UNIX) {
    try {
      return utf8.decode(bytes);
    } catch {
      // Not UTF-8: read as code page 437 below, like Python.
    }
  }
  for (let i = 1; i < bytes.length; i++) {
    const lead = bytes[i - 1]!;
    if (bytes[i] === 0x5c && ((lead >= 0x81 && lead <= 0x9f) || (lead >= 0xe0 && lead <= 0xfc))) {
      throw new UnsafeArchiveError(
        bytes.toString('latin1'),
        'has a name in a legacy Windows code page (it looks like Shift_JIS/CP932), which cannot be read reliably; ' +
          'the zip should store UTF-8 names',
      );
    }
  }
  let name = '';
  for (const b of bytes) name += b < 0x80 ? String.fromCharCode(b) : CP437_HIGH[b - 0x80];
  return name;
}

/**
 * Kind from the Unix mode in the external attributes (Unix hosts), else from the name and DOS bits. A
 * mode with permission bits but no file-type bits (Python's `writestr()`) is a regular file, or a
 * folder when the name ends in `/`, as unzip, bsdtar and Python read it.
 */
function kindOf(name: string, madeBy: number, external: number): EntryKind {
  const mode = external >>> 16;
  const isFolder = name.endsWith('/') || (external & 0x10) !== 0;
  if (madeBy !== UNIX || mode === 0) return isFolder ? 'directory' : 'file';
  switch (mode & 0o170000) {
    case 0:
      return isFolder ? 'directory' : 'file';
    case 0o100000:
      return name.endsWith('/') ? 'directory' : 'file';
    case 0o040000:
      return 'directory';
    case 0o120000:
      return 'symlink';
    case 0o020000:
    case 0o060000:
      return 'device';
    case 0o010000:
      return 'fifo';
    default:
      return 'other';
  }
}
