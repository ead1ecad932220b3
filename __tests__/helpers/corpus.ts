/**
 * The differential corpus: one fixture site written to a temporary folder, archived by tools nobody on
 * this project wrote (GNU tar, bsdtar, Python, node-tar, archiver, Info-ZIP, npm), and extracted by the
 * reference tools (GNU tar for tars, unzip for zips) to give the expected tree.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

/** Which paths a format can hold: every path, ustar's 255 bytes (prefix + name), v7's 99 bytes. */
export type Capacity = 'all' | 'ustar' | 'v7';

export interface FixtureOptions {
  capacity: Capacity;
  /** Adds `hard/linked.html` as a second name of `hard/original.html` (one inode). */
  hardLink?: boolean;
  /** Adds `assets/holes.bin`, 3 MiB with two holes, so that tar writers store it as a sparse entry. */
  sparse?: boolean;
  /** Adds a `package.json`, for `npm pack`. */
  packageJson?: boolean;
}

/** A fixture written to disk: the site is `<root>/site`. */
export interface Fixture {
  root: string;
  site: string;
  /** Site-relative path (with `/`) → bytes, for every file. */
  files: Map<string, Buffer>;
}

const longSegment = (label: string, bytes: number): string => `${label}-${'x'.repeat(bytes - label.length - 1)}`;

/** Site-relative paths and how many bytes of content each gets (`-1`: the deterministic 200 KB file). */
const SITE: [string, number][] = [
  ['index.html', 120],
  ['guides/getting-started.html', 900],
  ['guides/advanced/configuration.html', 2500],
  ['empty.txt', 0],
  ['assets/data.bin', -1],
  ['.nojekyll', 0],
  ['.well-known/security.txt', 60],
  ['ja/ガイド/はじめに.html', 300],
  ['café.html', 80],
  // 107 bytes: ustar writers put `guides/aaa…` into the prefix field.
  [`guides/${'a'.repeat(90)}/page.html`, 400],
  // A Next.js export's chunk path, 113 bytes.
  ['_next/static/chunks/app/[locale]/docs/[[...slug]]/page-3f9a1c2b7d4e5f60a1b2c3d4e5f60718293a4b5c.js', 5000],
  // 232 bytes: a 140-byte prefix and a 91-byte name, the longest kind ustar can still split.
  [`reference/${longSegment('section', 64)}/${longSegment('chapter', 64)}/${longSegment('page', 86)}.html`, 700],
  // 309 bytes: only pax and GNU long names hold it.
  [`deep/${Array.from({ length: 12 }, (_, i) => longSegment(`level${i}`, 24)).join('/')}/leaf-page.html`, 250],
];

/** Bytes a path may take in the archive for each capacity, leaving room for a `site/` or `package/` wrapper. */
const CAPACITY_BYTES: Record<Capacity, number> = { all: Infinity, ustar: 240, v7: 90 };

/** Deterministic bytes: HTML-like text that compresses a little, or pseudo-random bytes that do not. */
function content(name: string, size: number): Buffer {
  if (size === -1) {
    const out = Buffer.alloc(200_000);
    let x = 0x9e3779b9;
    for (let i = 0; i < out.length; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      out[i] = x & 0xff;
    }
    return out;
  }
  const line = `<p>${name}</p>\n`;
  return Buffer.from(line.repeat(Math.ceil(size / Buffer.byteLength(line)) + 1)).subarray(0, size);
}

/**
 * Mtime of the `index`-th file, in seconds: distinct per file, years in the past, some with a fraction
 * (pax keeps it, ustar and zip drop it) so that rounding instead of truncating shows.
 */
const FIRST_MTIME = Date.UTC(2021, 2, 4, 5, 6, 7) / 1000;
const mtimeOf = (index: number): number => FIRST_MTIME + index * 86_407 + (index % 2 ? 0.75 : 0);

/** Writes the fixture site into `<root>/site` and sets every file's mtime (folders keep theirs). */
export function buildFixture(root: string, options: FixtureOptions): Fixture {
  const site = path.join(root, 'site');
  const files = new Map<string, Buffer>();
  const write = (name: string, data: Buffer): void => {
    const file = path.join(site, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, data);
    files.set(name, data);
  };
  const fits = (name: string): boolean => Buffer.byteLength(name) <= CAPACITY_BYTES[options.capacity];
  for (const [name, size] of SITE) if (fits(name)) write(name, content(name, size));
  const manifest = { name: 'corpus-site', version: '1.0.0', license: 'MIT' };
  if (options.packageJson) write('package.json', Buffer.from(JSON.stringify(manifest, null, 2)));
  if (options.hardLink) write('hard/original.html', content('hard/original.html', 700));
  [...files.keys()].forEach((name, i) => fs.utimesSync(path.join(site, name), mtimeOf(i), mtimeOf(i)));
  if (options.hardLink) {
    fs.linkSync(path.join(site, 'hard/original.html'), path.join(site, 'hard/linked.html'));
    files.set('hard/linked.html', files.get('hard/original.html')!);
  }
  if (options.sparse) {
    const file = path.join(site, 'assets/holes.bin');
    const fd = fs.openSync(file, 'w');
    const parts: [number, Buffer][] = [
      [0, Buffer.alloc(4096, 'h')],
      [1 << 20, Buffer.alloc(4096, 'm')],
      [3 << 20, Buffer.from('tail')],
    ];
    for (const [position, data] of parts) fs.writeSync(fd, data, 0, data.length, position);
    fs.closeSync(fd);
    fs.utimesSync(file, mtimeOf(files.size), mtimeOf(files.size));
    files.set('assets/holes.bin', fs.readFileSync(file));
  }
  return { root, site, files };
}

/** One way of archiving the fixture: a case of the corpus. */
export interface Producer {
  /** Case name: the tool, its options, the compression, and what the format could not hold. */
  name: string;
  /** Commands that must be on the machine, each with the Debian package or setup that provides it. */
  needs: Tool[];
  container: 'tar' | 'zip';
  fixture: FixtureOptions;
  /** Archive the `site` folder itself, so that the archive wraps the site in one folder. */
  wrapped?: boolean;
  /** A file with holes: success with GNU tar's exact content, or a refusal that says "sparse". */
  sparse?: boolean;
  /** Writes the archive to `out`. `cwd` is the folder to archive from; `entries` are what to archive in it. */
  build(out: string, cwd: string, entries: string[]): Promise<void> | void;
  /** Says what is wrong when the archive lacks the feature the case is about (so the case tests it). */
  check?(archive: Buffer): string | undefined;
}

export interface Tool {
  command: string;
  /** Arguments that print a version and exit 0. */
  probe: string[];
  /** Text the probe's output must contain (tells GNU tar from another `tar`). */
  expect?: RegExp;
  install: string;
}

export const TOOLS = {
  gnuTar: { command: 'tar', probe: ['--version'], expect: /GNU tar/, install: 'GNU tar (Debian package tar)' },
  bsdtar: { command: 'bsdtar', probe: ['--version'], expect: /libarchive/, install: 'Debian libarchive-tools' },
  python: { command: 'python3', probe: ['--version'], install: 'apt-get install python3' },
  zip: { command: 'zip', probe: ['-v'], expect: /Info-ZIP/, install: 'apt-get install zip' },
  unzip: { command: 'unzip', probe: ['-v'], expect: /UnZip/, install: 'apt-get install unzip' },
  npm: { command: 'npm', probe: ['--version'], install: 'npm (comes with Node.js)' },
} satisfies Record<string, Tool>;

/** Why a tool cannot be used here, or undefined when it can. */
export function missing(tool: Tool): string | undefined {
  const probe = spawnSync(tool.command, tool.probe, { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return `${tool.command} is not installed (${tool.install})`;
  const wrongTool = tool.expect && !tool.expect.test(probe.stdout + probe.stderr);
  if (wrongTool) return `${tool.command} is not the expected tool (${tool.install})`;
  return undefined;
}

const run = (command: string, args: string[], cwd: string): Buffer =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 256 << 20 });

const gnuTar =
  (format: string, gzip: boolean, extra: string[] = []) =>
  (out: string, cwd: string, entries: string[]) =>
    void run('tar', [`--format=${format}`, '--sort=name', ...extra, gzip ? '-czf' : '-cf', out, ...entries], cwd);

const bsdtar = (extra: string[], gzip: boolean) => (out: string, cwd: string, entries: string[]) =>
  void run('bsdtar', [...extra, gzip ? '-czf' : '-cf', out, ...entries], cwd);

/** Python's tarfile: `add()` each top-level entry, recursively, as `tar` would. */
type TarFormat = 'USTAR_FORMAT' | 'GNU_FORMAT' | 'PAX_FORMAT';
const pythonTar = (format: TarFormat, gzip: boolean) => (out: string, cwd: string, entries: string[]) =>
  void run(
    'python3',
    [
      '-c',
      `import sys, tarfile
with tarfile.open(sys.argv[1], 'w:gz' if sys.argv[2] == 'gz' else 'w', format=tarfile.${format}) as t:
    for name in sorted(sys.argv[3:]):
        t.add(name)`,
      out,
      gzip ? 'gz' : 'plain',
      ...entries,
    ],
    cwd,
  );

/**
 * Python's zipfile, three ways: `write()` from the file system; `writestr()` with a ZipInfo that has
 * the file's time and a Unix mode with permission bits only, as wheel builders write it; and
 * `open(…, force_zip64=True)`, ZIP64 local headers.
 */
const pythonZip = (how: 'write' | 'writestr' | 'zip64') => (out: string, cwd: string, entries: string[]) =>
  void run(
    'python3',
    [
      '-c',
      `import os, sys, time, zipfile
how = sys.argv[2]
paths = []
for top in sys.argv[3:]:
    if os.path.isdir(top):
        paths += [os.path.join(d, f) for d, _, files in os.walk(top) for f in files]
    else:
        paths.append(top)
with zipfile.ZipFile(sys.argv[1], 'w', zipfile.ZIP_DEFLATED) as z:
    for p in sorted(paths):
        if how == 'write':
            z.write(p)
            continue
        info = zipfile.ZipInfo(p, time.localtime(os.stat(p).st_mtime)[:6])
        info.compress_type = zipfile.ZIP_DEFLATED
        data = open(p, 'rb').read()
        if how == 'writestr':
            info.external_attr = 0o644 << 16
            z.writestr(info, data)
        else:
            info.external_attr = 0o100644 << 16
            with z.open(info, 'w', force_zip64=True) as f:
                f.write(data)`,
      out,
      how,
      ...entries,
    ],
    cwd,
  );

/** Info-ZIP `zip`; `streamed` writes to a pipe, so every entry gets a data descriptor. */
const infoZip = (extra: string[], streamed: boolean) => (out: string, cwd: string, entries: string[]) => {
  if (!streamed) return void run('zip', ['-qr', ...extra, out, ...entries], cwd);
  fs.writeFileSync(out, run('zip', ['-qr', ...extra, '-', ...entries], cwd));
};

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Runs an ES module snippet in a plain Node process from the project root (so it imports the
 * devDependencies): inside jest's VM a Date from `fs.stat` fails the library's `instanceof Date`, and
 * node-tar then writes `mtime=Fri Mar 12 2021 …` into pax headers, which no process outside jest does.
 */
const nodeScript = (code: string, args: string[]): void =>
  void execFileSync(process.execPath, ['--input-type=module', '-e', code, ...args], { cwd: projectRoot });

/** node-tar's `create`, as npm and most Node tools call it. */
const nodeTar = (out: string, cwd: string, entries: string[]): void =>
  nodeScript(
    `import * as tar from 'tar';
const [out, cwd, ...entries] = process.argv.slice(1);
await tar.create({ gzip: true, file: out, cwd }, entries);`,
    [out, cwd, ...entries],
  );

/**
 * archiver, one `file()` per file with its mtime: without `date`, archiver 8 stamps every entry with the
 * current time, and the mtime check would pass or fail on which second the clock is in.
 */
const archiver = (kind: 'zip' | 'tar') => (out: string, cwd: string, entries: string[]) =>
  nodeScript(
    `import fs from 'node:fs';
import path from 'node:path';
import { TarArchive, ZipArchive } from 'archiver';
const [kind, out, cwd, ...entries] = process.argv.slice(1);
const archive = kind === 'zip' ? new ZipArchive({ zlib: { level: 9 } }) : new TarArchive({ gzip: true });
const sink = fs.createWriteStream(out);
const closed = new Promise((resolve, reject) => {
  sink.on('close', resolve);
  archive.on('error', reject);
});
archive.pipe(sink);
const add = (name) => {
  const full = path.join(cwd, name);
  const stat = fs.statSync(full);
  if (stat.isDirectory()) for (const child of fs.readdirSync(full).sort()) add(path.posix.join(name, child));
  else archive.file(full, { name, date: stat.mtime });
};
entries.forEach(add);
await archive.finalize();
await closed;`,
    [kind, out, cwd, ...entries],
  );

/** `npm pack` of the fixture folder (with its package.json): a gzipped tar wrapping everything in `package/`. */
function npmPack(out: string, cwd: string): void {
  const packDir = fs.mkdtempSync(path.join(path.dirname(out), 'npm-pack-'));
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k)));
  const report = execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', packDir], {
    cwd,
    env: { ...env, npm_config_update_notifier: 'false', npm_config_loglevel: 'error' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [{ filename }] = JSON.parse(report.toString()) as [{ filename: string }];
  fs.renameSync(path.join(packDir, filename), out);
  fs.rmSync(packDir, { recursive: true, force: true });
}

/** Tar headers in a plain tar: name, type flag, and the ustar prefix field. */
function tarHeaders(archive: Buffer): { type: string; prefix: string }[] {
  const headers: { type: string; prefix: string }[] = [];
  for (let at = 0; at + 512 <= archive.length;) {
    const h = archive.subarray(at, at + 512);
    if (h.every((b) => b === 0)) break;
    const size = parseInt(h.toString('latin1', 124, 136).replace(/\0.*$/s, '').trim() || '0', 8);
    headers.push({ type: String.fromCharCode(h[156]!), prefix: h.toString('latin1', 345, 500).replace(/\0.*$/s, '') });
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return headers;
}

const gzipped = (archive: Buffer): boolean => archive[0] === 0x1f && archive[1] === 0x8b;
const gunzipIfNeeded = (archive: Buffer): Buffer => (gzipped(archive) ? gunzipSync(archive) : archive);

const usesPrefix = (archive: Buffer): string | undefined =>
  tarHeaders(gunzipIfNeeded(archive)).some((h) => h.prefix !== '') ? undefined : 'no header has a ustar prefix';

const hasType = (type: string, what: string) => (archive: Buffer) =>
  tarHeaders(gunzipIfNeeded(archive)).some((h) => h.type === type) ? undefined : `no ${what} entry (type '${type}')`;

const hasText = (text: string, what: string) => (archive: Buffer) =>
  gunzipIfNeeded(archive).includes(text) ? undefined : `no ${what} (no '${text}' in the archive)`;

/** Central directory records of a zip: general purpose flags and external attributes. */
function zipRecords(archive: Buffer): { name: string; flags: number; madeBy: number; mode: number }[] {
  const records = [];
  for (let at = archive.indexOf(Buffer.from('PK\x01\x02', 'latin1')); at >= 0;) {
    const nameLength = archive.readUInt16LE(at + 28);
    records.push({
      flags: archive.readUInt16LE(at + 8),
      madeBy: archive.readUInt16LE(at + 4) >> 8,
      mode: archive.readUInt32LE(at + 38) >>> 16,
      name: archive.toString('latin1', at + 46, at + 46 + nameLength),
    });
    at = archive.indexOf(Buffer.from('PK\x01\x02', 'latin1'), at + 46);
  }
  return records;
}

/** A Unix-made entry (made-by 3) with permission bits but no file-type bits, as `writestr()` writes. */
function typeless(record: { madeBy: number; mode: number }): boolean {
  return record.madeBy === 3 && record.mode !== 0 && (record.mode & 0o170000) === 0;
}
const typelessModes = (archive: Buffer): string | undefined =>
  zipRecords(archive).some(typeless) ? undefined : 'no entry has a Unix mode without file-type bits';

const dataDescriptors = (archive: Buffer): string | undefined =>
  zipRecords(archive).every((r) => r.name.endsWith('/') || r.flags & 8) ? undefined : 'a file has no data descriptor';

const zip64Local = (archive: Buffer): string | undefined => {
  const local = archive.subarray(0, 30);
  return local.readUInt32LE(18) === 0xffffffff ? undefined : 'the first local header has no ZIP64 sizes';
};

const zip64Central = (archive: Buffer): string | undefined =>
  archive.includes(Buffer.from('PK\x06\x06', 'latin1')) ? undefined : 'no ZIP64 end of central directory record';

const wrap = (wrapped: boolean): string => (wrapped ? ', wrapped in site/' : '');
const { gnuTar: GNU, bsdtar: BSD, python: PY, zip: ZIP, npm: NPM } = TOOLS;
const all: FixtureOptions = { capacity: 'all' };
const ustar: FixtureOptions = { capacity: 'ustar' };
const v7: FixtureOptions = { capacity: 'v7' };

/** Every case of the corpus. */
export const PRODUCERS: Producer[] = [
  ...(['gnu', 'oldgnu', 'posix'] as const).flatMap((format) =>
    [false, true].map((gzip): Producer => ({
      name: `GNU tar --format=${format}${gzip ? ' .tar.gz' : ' .tar'}${wrap(format === 'posix' && gzip)}`,
      needs: [GNU],
      container: 'tar',
      fixture: all,
      wrapped: format === 'posix' && gzip,
      build: gnuTar(format, gzip),
    })),
  ),
  ...[false, true].map((gzip): Producer => ({
    name: `GNU tar --format=ustar${gzip ? ' .tar.gz' : ' .tar'}, wrapped in site/ (no path over 255 bytes)`,
    needs: [GNU],
    container: 'tar',
    fixture: ustar,
    wrapped: true,
    build: gnuTar('ustar', gzip),
    check: usesPrefix,
  })),
  ...[false, true].map((gzip): Producer => ({
    name: `GNU tar --format=v7${gzip ? ' .tar.gz' : ' .tar'} (no path over 99 bytes)`,
    needs: [GNU],
    container: 'tar',
    fixture: v7,
    build: gnuTar('v7', gzip),
    check: (archive) => (gunzipIfNeeded(archive).includes('ustar') ? 'the archive has ustar magic' : undefined),
  })),
  {
    name: 'GNU tar --format=gnu .tar.gz, two names of one inode (a hard link entry)',
    needs: [GNU],
    container: 'tar',
    fixture: { capacity: 'all', hardLink: true },
    build: gnuTar('gnu', true),
    check: hasType('1', 'hard link'),
  },
  {
    name: 'GNU tar --sparse --format=gnu .tar, a file with holes (GNU S entry)',
    needs: [GNU],
    container: 'tar',
    fixture: { capacity: 'all', sparse: true },
    sparse: true,
    build: gnuTar('gnu', false, ['--sparse']),
    check: hasType('S', 'GNU sparse'),
  },
  {
    name: 'GNU tar --sparse --format=posix .tar, a file with holes (pax sparse)',
    needs: [GNU],
    container: 'tar',
    fixture: { capacity: 'all', sparse: true },
    sparse: true,
    build: gnuTar('posix', false, ['--sparse']),
    check: hasText('GNU.sparse', 'pax sparse record'),
  },
  {
    name: 'bsdtar default format (restricted pax) .tar.gz',
    needs: [BSD],
    container: 'tar',
    fixture: all,
    build: bsdtar([], true),
    check: usesPrefix,
  },
  {
    name: 'bsdtar --format ustar .tar (no path over 255 bytes)',
    needs: [BSD],
    container: 'tar',
    fixture: ustar,
    build: bsdtar(['--format', 'ustar'], false),
    check: usesPrefix,
  },
  {
    name: 'bsdtar default format .tar, a file with holes (pax sparse 1.0)',
    needs: [BSD],
    container: 'tar',
    fixture: { capacity: 'all', sparse: true },
    sparse: true,
    build: bsdtar([], false),
    check: hasText('GNU.sparse.major', 'pax sparse 1.0 record'),
  },
  {
    name: 'Python tarfile USTAR_FORMAT .tar.gz, wrapped in site/ (no path over 255 bytes)',
    needs: [PY],
    container: 'tar',
    fixture: ustar,
    wrapped: true,
    build: pythonTar('USTAR_FORMAT', true),
    check: usesPrefix,
  },
  {
    name: 'Python tarfile GNU_FORMAT .tar',
    needs: [PY],
    container: 'tar',
    fixture: all,
    build: pythonTar('GNU_FORMAT', false),
    check: hasType('L', 'GNU long name'),
  },
  {
    name: 'Python tarfile PAX_FORMAT .tar.gz',
    needs: [PY],
    container: 'tar',
    fixture: all,
    build: pythonTar('PAX_FORMAT', true),
    check: hasType('x', 'pax header'),
  },
  { name: 'Python zipfile write()', needs: [PY], container: 'zip', fixture: all, build: pythonZip('write') },
  {
    name: 'Python zipfile writestr() (Unix modes without file-type bits)',
    needs: [PY],
    container: 'zip',
    fixture: all,
    build: pythonZip('writestr'),
    check: typelessModes,
  },
  {
    name: 'Python zipfile open(force_zip64=True) (ZIP64 local headers)',
    needs: [PY],
    container: 'zip',
    fixture: all,
    build: pythonZip('zip64'),
    check: zip64Local,
  },
  {
    name: 'node-tar (npm tar) .tar.gz, wrapped in site/',
    needs: [],
    container: 'tar',
    fixture: all,
    wrapped: true,
    build: nodeTar,
    check: usesPrefix,
  },
  {
    name: 'archiver (tar-stream) .tar.gz',
    needs: [],
    container: 'tar',
    fixture: all,
    build: archiver('tar'),
    check: usesPrefix,
  },
  {
    name: 'archiver (zip-stream) .zip',
    needs: [],
    container: 'zip',
    fixture: all,
    build: archiver('zip'),
    check: dataDescriptors,
  },
  { name: 'Info-ZIP zip -r', needs: [ZIP], container: 'zip', fixture: all, build: infoZip([], false) },
  {
    name: 'Info-ZIP zip -r to a pipe (data descriptors), wrapped in site/',
    needs: [ZIP],
    container: 'zip',
    fixture: all,
    wrapped: true,
    build: infoZip([], true),
    check: dataDescriptors,
  },
  {
    name: 'Info-ZIP zip -r -fz (ZIP64)',
    needs: [ZIP],
    container: 'zip',
    fixture: all,
    build: infoZip(['-fz'], false),
    check: zip64Central,
  },
  {
    name: 'npm pack of a package with paths over 100 bytes (wrapped in package/)',
    needs: [NPM],
    container: 'tar',
    fixture: { capacity: 'all', packageJson: true },
    build: (out, cwd) => npmPack(out, cwd),
    check: usesPrefix,
  },
];

/**
 * A real archive from another project's test suite, rebuilt here byte for byte from its non-zero runs
 * (offset, latin1 text) and checked against the SHA-256 of the published file.
 */
export interface PublicArchive {
  /** Case name: the file, its source, and what is unusual about it. */
  name: string;
  /** Where the file is published: repository and path. */
  source: string;
  sha256: string;
  bytes(): Buffer;
}

/** Bytes of `length` zeros with the given runs written in (offset, latin1 text). */
function fromRuns(length: number, runs: [number, string][]): Buffer {
  const bytes = Buffer.alloc(length);
  for (const [offset, text] of runs) bytes.write(text, offset, 'latin1');
  return bytes;
}

/** Archives that once made `unpackArchive` differ from GNU tar (issue 20 #11). */
export const PUBLIC_ARCHIVES: PublicArchive[] = [
  {
    name: 'libarchive test_compat_tar_directory_1.tar (a v7 folder header with size 1 and no data after it)',
    source: 'libarchive/libarchive libarchive/test/test_compat_tar_directory_1.tar.uu (uudecoded)',
    sha256: 'bfc74b7a1815584a186a0a80961f8fe83762019388d1cf9876176238515ce32e',
    bytes: () =>
      fromRuns(2048, [
        [0, 'directory1/'],
        [100, '0000700\0' + '0000000\0' + '0000000\0' + '00000000001\0' + '00000000000\0' + '006515\0 '],
        [512, 'directory2/'],
        [612, '0000700\0' + '0000000\0' + '0000000\0' + '00000000000\0' + '00000000000\0' + '006515\0 '],
      ]),
  },
  {
    name: 'tar-rs empty_filename.tar (a folder entry with an empty name, no end-of-archive blocks)',
    source: 'alexcrichton/tar-rs tests/archives/empty_filename.tar',
    sha256: 'c58a599a8d6342841a7bff96f49e94fd779b96ab5d4f93795577b504afe1060a',
    bytes: () =>
      fromRuns(512, [
        [4, 'ustar  '],
        [100, '0000755\0' + '0001750\0' + '0001750\0' + '00000000000\0' + '12440021574\0' + '010647\0 5'],
        [257, 'ustar  \0mvd4253'],
        [297, '0647\0 5'],
      ]),
  },
];

/** A file as extracted: its bytes, its mtime in whole seconds, and whether it is a regular file. */
export interface ExtractedFile {
  data: Buffer;
  mtime: number;
  regular: boolean;
}

/** An extracted tree after the wrapper-folder rule. */
export interface ExtractedTree {
  /** The single top-level folder that was unwrapped, if any. */
  unwrapped: string | undefined;
  files: Map<string, ExtractedFile>;
  /** Every folder below the root (site-relative, `/` separators), empty ones included. */
  directories: Set<string>;
}

/**
 * Reads every non-folder below `root` (links are reported, never followed), after the wrapper-folder
 * rule unless `unwrap` is false (a site folder the action already unwrapped).
 */
export function readExtracted(root: string, unwrap = true): ExtractedTree {
  const top = fs.readdirSync(root, { withFileTypes: true });
  const unwrapped = unwrap && top.length === 1 && top[0]!.isDirectory() ? top[0]!.name : undefined;
  const siteRoot = unwrapped === undefined ? root : path.join(root, unwrapped);
  const files = new Map<string, ExtractedFile>();
  const directories = new Set<string>();
  const walk = (dir: string, prefix: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        directories.add(relative);
        walk(full, relative);
        continue;
      }
      const stat = fs.lstatSync(full);
      const data = entry.isFile() ? fs.readFileSync(full) : Buffer.alloc(0);
      files.set(relative, { data, mtime: Math.floor(stat.mtimeMs / 1000), regular: entry.isFile() });
    }
  };
  walk(siteRoot, '');
  return { unwrapped, files, directories };
}

/** Extracts `archive` into the empty folder `into` with the reference tool: GNU tar for tars, unzip for zips. */
export function referenceExtract(container: 'tar' | 'zip', archive: string, into: string): void {
  if (container === 'tar') run('tar', ['--no-same-owner', '-xf', archive, '-C', into], into);
  else run('unzip', ['-q', archive, '-d', into], into);
}

/** Where two trees differ in folders, file paths, kinds and bytes, in a few readable lines. */
export function contentDifferences(actual: ExtractedTree, expected: ExtractedTree): string[] {
  const problems: string[] = [];
  const [unwrapped, wanted] = [String(actual.unwrapped), String(expected.unwrapped)];
  if (unwrapped !== wanted) problems.push(`unwrapped folder: ${unwrapped}, expected ${wanted}`);
  const extra = [...actual.files.keys()].filter((f) => !expected.files.has(f));
  const absent = [...expected.files.keys()].filter((f) => !actual.files.has(f));
  if (extra.length) problems.push(`unexpected files: ${extra.sort().join(', ')}`);
  if (absent.length) problems.push(`missing files: ${absent.sort().join(', ')}`);
  const extraFolders = [...actual.directories].filter((d) => !expected.directories.has(d));
  const absentFolders = [...expected.directories].filter((d) => !actual.directories.has(d));
  if (extraFolders.length) problems.push(`unexpected folders: ${extraFolders.sort().join(', ')}`);
  if (absentFolders.length) problems.push(`missing folders: ${absentFolders.sort().join(', ')}`);
  for (const [name, want] of expected.files) {
    const got = actual.files.get(name);
    if (!got) continue;
    if (!got.regular) problems.push(`${name}: not a regular file`);
    else if (!got.data.equals(want.data)) problems.push(`${name}: its ${got.data.length} bytes differ`);
  }
  return problems;
}

/** Expected files whose mtime (whole seconds) differs, with both times, or that are missing. */
export function mtimeDifferences(actual: ExtractedTree, expected: ExtractedTree): string[] {
  const iso = (s: number): string => new Date(s * 1000).toISOString().replace('.000Z', 'Z');
  const problems: string[] = [];
  for (const [name, want] of expected.files) {
    const got = actual.files.get(name);
    if (!got) problems.push(`${name}: missing`);
    else if (got.mtime !== want.mtime) problems.push(`${name}: ${iso(got.mtime)}, expected ${iso(want.mtime)}`);
  }
  return problems;
}

/** A case's archive on disk, and what the reference tool extracted from it. */
export interface CaseArchive {
  fixture: Fixture;
  /** The archive file, in a folder of its own below the corpus's work folder. */
  file: string;
  bytes: Buffer;
  expected: ExtractedTree;
}

/** Builds cases below one work folder, sharing fixtures between cases that need the same one. */
export class Corpus {
  private readonly fixtures = new Map<string, Fixture>();
  private readonly work: string;

  constructor(work: string) {
    this.work = work;
  }

  fixture(options: FixtureOptions): Fixture {
    const key = JSON.stringify(options);
    let fixture = this.fixtures.get(key);
    if (!fixture) {
      fixture = buildFixture(fs.mkdtempSync(path.join(this.work, 'fixture-')), options);
      this.fixtures.set(key, fixture);
    }
    return fixture;
  }

  /** Writes the producer's archive of its fixture and extracts it with the reference tool. */
  async build(producer: Producer): Promise<CaseArchive> {
    const fixture = this.fixture(producer.fixture);
    const dir = fs.mkdtempSync(path.join(this.work, 'case-'));
    const file = path.join(dir, producer.container === 'zip' ? 'bundle.zip' : 'bundle.tar');
    const cwd = producer.wrapped ? fixture.root : fixture.site;
    await producer.build(file, cwd, producer.wrapped ? ['site'] : fs.readdirSync(cwd).sort());
    const reference = path.join(dir, 'reference');
    fs.mkdirSync(reference);
    referenceExtract(producer.container, file, reference);
    return { fixture, file, bytes: fs.readFileSync(file), expected: readExtracted(reference) };
  }
}

/** Why the case cannot run on this machine (its producer or the reference tool is missing), or undefined. */
export function unavailable(producer: Producer): string | undefined {
  const reference = producer.container === 'zip' ? TOOLS.unzip : TOOLS.gnuTar;
  return [...producer.needs, reference].map(missing).find((reason) => reason !== undefined);
}
