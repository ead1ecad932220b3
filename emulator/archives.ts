/**
 * Archive writers for the emulator and the tests: a tar writer (ustar with pax headers for long or
 * non-ASCII names, as GNU tar and node-tar write) and a zip writer. They can also write what no
 * well-behaved tool would (links, devices, `..` paths) to build hostile bundles.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateRawSync, gzipSync } from 'node:zlib';

export type TarType = 'file' | 'directory' | 'symlink' | 'hardlink' | 'chardev' | 'blockdev' | 'fifo';

export interface TarEntry {
  name: string;
  type?: TarType;
  data?: Buffer;
  /** Link target for symlinks and hard links. */
  linkname?: string;
  mode?: number;
  /** Write the name into the header even when it does not fit (no pax header). */
  rawName?: boolean;
  /** Extra pax records, e.g. `{ size: '9663676416' }` to declare a size the data does not have. */
  pax?: Record<string, string>;
}

const TYPEFLAG: Record<TarType, string> = {
  file: '0',
  directory: '5',
  symlink: '2',
  hardlink: '1',
  chardev: '3',
  blockdev: '4',
  fifo: '6',
};
const MTIME = Date.UTC(2026, 10, 1) / 1000;

function octal(value: number, length: number): string {
  return value.toString(8).padStart(length - 1, '0') + '\0';
}

function header(name: Buffer, type: string, size: number, mode: number, linkname = ''): Buffer {
  const h = Buffer.alloc(512);
  name.copy(h, 0, 0, Math.min(100, name.length));
  h.write(octal(mode, 8), 100, 'latin1');
  h.write(octal(0, 8), 108, 'latin1');
  h.write(octal(0, 8), 116, 'latin1');
  h.write(octal(size, 12), 124, 'latin1');
  h.write(octal(MTIME, 12), 136, 'latin1');
  h.write('        ', 148, 'latin1');
  h.write(type, 156, 'latin1');
  h.write(linkname.slice(0, 100), 157, 'utf8');
  h.write('ustar\u000000', 257, 'latin1');
  h.write('root', 265, 'latin1');
  h.write('root', 297, 'latin1');
  let sum = 0;
  for (const b of h) sum += b;
  h.write(octal(sum, 7) + ' ', 148, 'latin1');
  return h;
}

function padded(data: Buffer): Buffer[] {
  const pad = (512 - (data.length % 512)) % 512;
  return pad ? [data, Buffer.alloc(pad)] : [data];
}

function paxRecord(key: string, value: string): Buffer {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) !== length)
    length = String(length).length + Buffer.byteLength(body);
  return Buffer.from(`${length}${body}`, 'utf8');
}

/** A tar archive (not compressed). Names longer than 100 bytes or not ASCII get a pax header. */
export function tar(entries: TarEntry[]): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    const type = entry.type ?? 'file';
    const data = type === 'file' ? (entry.data ?? Buffer.alloc(0)) : Buffer.alloc(0);
    const name = Buffer.from(entry.name, 'utf8');
    const needsPax =
      (!entry.rawName && (name.length > 100 || /[^\x20-\x7e]/.test(entry.name))) || entry.pax !== undefined;
    if (needsPax) {
      const extra = Object.entries(entry.pax ?? {}).map(([key, value]) => paxRecord(key, value));
      const records = Buffer.concat([...(entry.rawName ? [] : [paxRecord('path', entry.name)]), ...extra]);
      parts.push(
        header(
          Buffer.from('PaxHeaders/' + entry.name.slice(-80).replace(/[^\x20-\x7e]/g, '_')),
          'x',
          records.length,
          0o644,
        ),
        ...padded(records),
      );
    }
    const headerName =
      needsPax && !entry.rawName ? Buffer.from(entry.name.slice(0, 90).replace(/[^\x20-\x7e]/g, '_')) : name;
    parts.push(
      header(
        headerName,
        TYPEFLAG[type],
        data.length,
        entry.mode ?? (type === 'directory' ? 0o755 : 0o644),
        entry.linkname,
      ),
    );
    if (data.length) parts.push(...padded(data));
  }
  parts.push(Buffer.alloc(1024));
  return Buffer.concat(parts);
}

/** Files and the folders above them, folders first, as `tar -c` of a tree would list them. */
export function treeEntries(files: Map<string, Buffer>, root = ''): TarEntry[] {
  const directories = new Set<string>();
  const entries: TarEntry[] = [];
  if (root) directories.add(root);
  for (const name of [...files.keys()].sort()) {
    const full = root ? `${root}/${name}` : name;
    const segments = full.split('/');
    for (let i = 1; i < segments.length; i++) {
      const dir = segments.slice(0, i).join('/');
      if (!directories.has(dir)) {
        directories.add(dir);
        entries.push({ name: `${dir}/`, type: 'directory' });
      }
    }
    entries.push({ name: full, data: files.get(name)! });
  }
  return entries;
}

export function tarGz(entries: TarEntry[]): Buffer {
  return gzipSync(tar(entries), { level: 6 });
}

export interface ZipEntry {
  name: string;
  data?: Buffer;
  /** Unix mode including the file type bits, e.g. 0o120777 for a symlink. */
  unixMode?: number;
}

/** A zip archive: deflated entries, UTF-8 names, Unix modes in the external attributes. */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = entry.data ?? Buffer.alloc(0);
    const isDir = entry.name.endsWith('/');
    const compressed = isDir ? Buffer.alloc(0) : deflateRawSync(data);
    const name = Buffer.from(entry.name, 'utf8');
    const crc = crc32(data) >>> 0;
    const method = isDir ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, compressed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((entry.unixMode ?? (isDir ? 0o040755 : 0o100644)) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export function md5(data: Buffer): string {
  return createHash('md5').update(data).digest('hex');
}

/**
 * A zip written by Python's `zipfile` (not this project's writer) of `index.html` and `entries` tiny pages in
 * folders of 500 (`p/<n>/<i>.html`): enough small entries that unpacking them takes seconds. Needs `python3`.
 */
export function pythonManyFilesZip(entries: number): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'many-zip-'));
  try {
    const file = path.join(dir, 'many.zip');
    execFileSync('python3', [
      '-c',
      `import sys, zipfile
with zipfile.ZipFile(sys.argv[1], 'w', zipfile.ZIP_DEFLATED) as z:
    z.writestr('index.html', '<html>home</html>')
    for i in range(int(sys.argv[2])): z.writestr(f'p/{i // 500}/{i}.html', f'<p>{i}</p>')`,
      file,
      String(entries),
    ]);
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
