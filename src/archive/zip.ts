import fs from 'node:fs';
import { createInflateRaw, crc32 } from 'node:zlib';
import { ArchiveFormatError, type EntryGuard, type EntryKind } from './guard.ts';
import { SiteWriter, type Unpacked } from './writer.ts';

/** One central directory record, reduced to what unpacking needs (APPNOTE 6.3.10 §4.3.12). */
interface ZipEntry {
  name: string;
  kind: EntryKind;
  method: number;
  encrypted: boolean;
  crc: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/**
 * Unpacks a zip file from its central directory (the authoritative list; local headers may defer
 * sizes to a data descriptor). Stored and deflated entries only; ZIP64 sizes and offsets are read.
 * Every entry passes `guard` before it is written, and its size and CRC-32 are checked.
 * @throws ArchiveFormatError, UnsafeArchiveError
 */
export async function unpackZip(file: string, destination: string, guard: EntryGuard): Promise<Unpacked> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const fileSize = (await handle.stat()).size;
    const entries = await readCentralDirectory(handle, fileSize);
    if (entries.length === 0) throw new ArchiveFormatError('The bundle holds no files.');
    const writer = new SiteWriter(destination);
    for (const entry of entries) {
      const relative = guard.admit(entry.name, entry.kind, entry.size);
      if (entry.kind === 'directory') {
        writer.directory(relative);
        continue;
      }
      if (entry.encrypted) throw new ArchiveFormatError(`The bundle's entry '${entry.name}' is encrypted.`);
      if (entry.method !== 0 && entry.method !== 8)
        throw new ArchiveFormatError(`The bundle's entry '${entry.name}' uses compression method ${entry.method}; only stored and deflate are read.`);
      const start = await dataOffset(handle, entry);
      if (start + entry.compressedSize > fileSize)
        throw new ArchiveFormatError(`The bundle is truncated: entry '${entry.name}' runs past the end of the file.`);
      await writeEntry(file, start, entry, relative, writer);
    }
    return { counts: writer.counts, files: writer.files };
  } finally {
    await handle.close();
  }
}

async function writeEntry(file: string, start: number, entry: ZipEntry, relative: string, writer: SiteWriter): Promise<void> {
  const fd = writer.openFile(relative);
  try {
    if (entry.compressedSize === 0 && entry.size === 0) return;
    const raw = fs.createReadStream(file, { start, end: start + entry.compressedSize - 1, highWaterMark: 1 << 20 });
    const source = entry.method === 8 ? raw.pipe(createInflateRaw({ chunkSize: 1 << 18 })) : raw;
    let crc = 0;
    let written = 0;
    try {
      for await (const chunk of source) {
        const buffer = chunk as Buffer;
        written += buffer.length;
        if (written > entry.size) throw new ArchiveFormatError(`The bundle's entry '${entry.name}' unpacks to more than its declared ${entry.size} bytes.`);
        crc = crc32(buffer, crc);
        writer.write(fd, buffer, 0, buffer.length);
      }
    } catch (error) {
      raw.destroy();
      if (error instanceof ArchiveFormatError) throw error;
      throw new ArchiveFormatError(`The bundle's entry '${entry.name}' is damaged (${(error as Error).message}).`);
    }
    if (written !== entry.size) throw new ArchiveFormatError(`The bundle's entry '${entry.name}' holds ${written} bytes, not the declared ${entry.size}.`);
    if (crc >>> 0 !== entry.crc >>> 0) throw new ArchiveFormatError(`The bundle's entry '${entry.name}' fails its CRC-32 check.`);
  } finally {
    fs.closeSync(fd);
  }
}

async function readAt(handle: fs.promises.FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

async function dataOffset(handle: fs.promises.FileHandle, entry: ZipEntry): Promise<number> {
  const local = await readAt(handle, entry.localHeaderOffset, 30);
  if (local.length < 30 || local.readUInt32LE(0) !== LOCAL) throw new ArchiveFormatError(`The bundle is damaged: entry '${entry.name}' has no local header.`);
  return entry.localHeaderOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
}

async function readCentralDirectory(handle: fs.promises.FileHandle, fileSize: number): Promise<ZipEntry[]> {
  const tailLength = Math.min(fileSize, 22 + 0xffff);
  const tail = await readAt(handle, fileSize - tailLength, tailLength);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ArchiveFormatError('The bundle is a truncated or damaged zip: no end of central directory.');
  let count = tail.readUInt16LE(eocd + 10);
  let size = tail.readUInt32LE(eocd + 12);
  let offset = tail.readUInt32LE(eocd + 16);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    const locator = eocd - 20;
    if (locator < 0 || tail.readUInt32LE(locator) !== ZIP64_LOCATOR) throw new ArchiveFormatError('The bundle is a damaged ZIP64 file: no ZIP64 locator.');
    const record = await readAt(handle, Number(tail.readBigUInt64LE(locator + 8)), 56);
    if (record.length < 56 || record.readUInt32LE(0) !== ZIP64_EOCD) throw new ArchiveFormatError('The bundle is a damaged ZIP64 file.');
    count = Number(record.readBigUInt64LE(32));
    size = Number(record.readBigUInt64LE(40));
    offset = Number(record.readBigUInt64LE(48));
  }
  if (offset + size > fileSize) throw new ArchiveFormatError('The bundle is a truncated zip: its central directory lies past the end of the file.');
  const directory = await readAt(handle, offset, size);
  const entries: ZipEntry[] = [];
  let p = 0;
  for (let i = 0; i < count; i++) {
    if (p + 46 > directory.length || directory.readUInt32LE(p) !== CENTRAL)
      throw new ArchiveFormatError('The bundle is a damaged zip: its central directory is malformed.');
    const madeBy = directory.readUInt16LE(p + 4) >> 8;
    const flags = directory.readUInt16LE(p + 8);
    const nameLength = directory.readUInt16LE(p + 28);
    const extraLength = directory.readUInt16LE(p + 30);
    const commentLength = directory.readUInt16LE(p + 32);
    const nameBytes = directory.subarray(p + 46, p + 46 + nameLength);
    const name = flags & 0x800 ? nameBytes.toString('utf8') : decodeLegacyName(nameBytes);
    const extra = directory.subarray(p + 46 + nameLength, p + 46 + nameLength + extraLength);
    const entry: ZipEntry = {
      name,
      kind: kindOf(name, madeBy, directory.readUInt32LE(p + 38)),
      method: directory.readUInt16LE(p + 10),
      encrypted: (flags & 1) === 1,
      crc: directory.readUInt32LE(p + 16),
      compressedSize: directory.readUInt32LE(p + 20),
      size: directory.readUInt32LE(p + 24),
      localHeaderOffset: directory.readUInt32LE(p + 42),
    };
    applyZip64(entry, extra);
    entries.push(entry);
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The ZIP64 extra field (id 1) holds, in order, whichever of these were 0xFFFFFFFF. */
function applyZip64(entry: ZipEntry, extra: Buffer): void {
  for (let q = 0; q + 4 <= extra.length;) {
    const id = extra.readUInt16LE(q);
    const length = extra.readUInt16LE(q + 2);
    if (id === 1) {
      let r = q + 4;
      const next = (): number => {
        const value = Number(extra.readBigUInt64LE(r));
        r += 8;
        return value;
      };
      if (entry.size === 0xffffffff) entry.size = next();
      if (entry.compressedSize === 0xffffffff) entry.compressedSize = next();
      if (entry.localHeaderOffset === 0xffffffff) entry.localHeaderOffset = next();
      return;
    }
    q += 4 + length;
  }
}

/** Names without the UTF-8 flag: UTF-8 when they decode as such (most tools), else Latin-1. */
function decodeLegacyName(bytes: Buffer): string {
  const text = bytes.toString('utf8');
  return text.includes('\uFFFD') ? bytes.toString('latin1') : text;
}

/** Kind from the Unix mode in the external attributes (Unix hosts), else from the name and DOS bits. */
function kindOf(name: string, madeBy: number, external: number): EntryKind {
  const UNIX = 3;
  const mode = external >>> 16;
  if (madeBy === UNIX && mode !== 0) {
    switch (mode & 0o170000) {
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
  return name.endsWith('/') || (external & 0x10) !== 0 ? 'directory' : 'file';
}
