/**
 * The folder read of `local-export` (src/workspace/local-export.ts) against a folder changed between its listing and
 * the read of a file: what was listed is read, or the read is refused; nothing else is published and nothing waits.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { jest } from '@jest/globals';
import { openListed, packFolder, unreadableFile, type ListedEntry } from '../../src/workspace/local-export.ts';
import { unpackArchive } from '../../src/archive/unpack.ts';
import { zip } from '../../emulator/archives.ts';
import { tarStream } from '../../src/workspace/site-archive.ts';
import { makeTempFolder } from '../../emulator/runner.ts';

/** The entry the listing records for `relative` in `root`, as it is now. */
function listed(root: string, relative: string): ListedEntry {
  const absolute = path.join(root, relative);
  const stat = fs.statSync(absolute);
  const real = path.join(fs.realpathSync(root), relative);
  return { name: relative, kind: 'file', size: stat.size, mtimeSec: 0, absolute, dev: stat.dev, ino: stat.ino, real };
}

const fifos: string[] = [];
afterEach(() => {
  // Releases a read that waits on a FIFO (the defect), so that a failing run ends instead of holding a thread.
  for (const fifo of fifos.splice(0)) {
    try {
      fs.closeSync(fs.openSync(fifo, fs.constants.O_WRONLY | fs.constants.O_NONBLOCK));
    } catch {
      // No reader waits: nothing to release.
    }
  }
});

(process.platform === 'win32' ? test.skip : test)(
  'a file swapped for a FIFO after the listing is refused at once, not waited on',
  async () => {
    const root = makeTempFolder();
    fs.writeFileSync(path.join(root, 'zzz.html'), '<p>page</p>');
    const entry = listed(root, 'zzz.html');
    fs.rmSync(entry.absolute);
    execFileSync('mkfifo', [entry.absolute]);
    fifos.push(entry.absolute);
    await expect(openListed(entry)).rejects.toThrow(/changed while it was read: zzz\.html/);
  },
  30_000,
);

(fs.existsSync('/proc/self/fd') ? test : test.skip)(
  'a file reached through a sub-folder swapped for a link to another place is refused, not published',
  async () => {
    const root = makeTempFolder();
    const out = path.join(root, 'out');
    fs.mkdirSync(path.join(out, 'sub'), { recursive: true });
    fs.writeFileSync(path.join(out, 'sub', 'page.html'), '<p>page</p>');
    fs.mkdirSync(path.join(root, 'outside'));
    fs.writeFileSync(path.join(root, 'outside', 'page.html'), '<p>OUTSIDE SECRET</p>');
    // The swap, done by hand where a racing process would: sub/ is a link to outside/ when it is listed and read.
    fs.renameSync(path.join(out, 'sub'), path.join(root, 'sub-away'));
    fs.symlinkSync(path.join(root, 'outside'), path.join(out, 'sub'));
    const entry = { ...listed(out, 'sub/page.html'), real: path.join(fs.realpathSync(out), 'sub', 'page.html') };
    await expect(openListed(entry)).rejects.toThrow(/changed while it was read: sub\/page\.html/);
  },
);

test('a folder read cancelled mid-write writes no archive and leaves no temporary file', async () => {
  const { packFolder } = await import('../../src/workspace/local-export.ts');
  const folder = makeTempFolder();
  const out = makeTempFolder();
  fs.writeFileSync(path.join(folder, 'big.bin'), Buffer.alloc(256 * 1024 * 1024, 1));
  const controller = new AbortController();
  const target = path.join(out, 'bundle.tar');
  const packing = packFolder(folder, target, controller.signal);
  // Cancelled once the archive is being written, as a SIGTERM mid-read is.
  const writing = setInterval(() => {
    if (fs.readdirSync(out).length > 0) {
      clearInterval(writing);
      controller.abort(new Error('cancelled'));
    }
  }, 1);
  await expect(packing).rejects.toThrow();
  clearInterval(writing);
  // The writer, not only the pipeline, has stopped: nothing is left or appears after the rejection.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  expect(fs.readdirSync(out)).toEqual([]);
});

test('files of 0 bytes, 1 byte, one read chunk and one chunk and a byte are packed byte for byte', async () => {
  const root = makeTempFolder();
  const folder = path.join(root, 'out');
  const sizes = [0, 1, 511, 512, 513, 256 * 1024 - 1, 256 * 1024, 256 * 1024 + 1, 3 * 256 * 1024 + 7];
  const files = new Map(sizes.map((size, i) => [`f${i}-${size}.bin`, Buffer.alloc(size, (i * 37 + 1) % 256)]));
  // Many small files between the big ones: what is gathered into one write must keep their order and bounds.
  for (let i = 0; i < 300; i++) files.set(`small/s${i}.txt`, Buffer.from(`page ${i} `.repeat(i % 7)));
  for (const [name, data] of files) {
    fs.mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    fs.writeFileSync(path.join(folder, name), data);
  }
  const tar = path.join(root, 'packed.tar');
  const packed = await packFolder(folder, tar, new AbortController().signal);
  expect(packed.files).toBe(files.size);
  expect(packed.tarBytes).toBe(fs.statSync(tar).size);
  const unpacked = path.join(root, 'unpacked');
  fs.mkdirSync(unpacked);
  execFileSync('tar', ['-xf', tar, '-C', unpacked]);
  for (const [name, data] of files) expect(fs.readFileSync(path.join(unpacked, name)).equals(data)).toBe(true);
  expect(execFileSync('tar', ['-tf', tar], { encoding: 'utf8' }).split('\n').filter(Boolean)).toHaveLength(
    files.size + 1,
  );
});

test('a file grown or shrunk after the listing is refused, whether read in one read or streamed', async () => {
  for (const size of [10, 256 * 1024 + 1]) {
    for (const delta of [1, -1]) {
      const root = makeTempFolder();
      fs.writeFileSync(path.join(root, 'page.html'), Buffer.alloc(size, 1));
      const entry = listed(root, 'page.html');
      fs.truncateSync(entry.absolute, size + delta);
      const chunks = tarStream([{ ...entry, open: () => openListed(entry) }]);
      await expect(
        (async () => {
          for await (const chunk of chunks) void chunk;
        })(),
      ).rejects.toThrow(`${size} bytes listed, ${size + delta} read`);
    }
  }
});

/** An error as the file system gives it, with its code, call and path. */
function errno(code: string, syscall: string, where: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: ${syscall} '${where}'`), { code, syscall, path: where });
}

test('a file the runner cannot read is named as unreadable (permission denied), not as changed', async () => {
  const root = makeTempFolder();
  fs.writeFileSync(path.join(root, 'private.html'), '<p>page</p>');
  const entry = listed(root, 'private.html');
  // Root reads a file of mode 000: the refusal a runner user meets is injected at the open.
  const open = jest.spyOn(fs.promises, 'open').mockRejectedValueOnce(errno('EACCES', 'open', entry.absolute));
  try {
    const failure = openListed(entry);
    await expect(failure).rejects.toThrow("Input 'local-export': cannot read private.html (permission denied)");
    await expect(failure).rejects.not.toThrow(/changed/);
  } finally {
    open.mockRestore();
  }
});

test('a sub-folder the runner cannot list is named as unreadable, not as a failed write', async () => {
  const root = makeTempFolder();
  const folder = path.join(root, 'out');
  fs.mkdirSync(path.join(folder, 'private'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'index.html'), '<p>page</p>');
  fs.writeFileSync(path.join(folder, 'private', 'page.html'), '<p>page</p>');
  const readdir = fs.promises.readdir.bind(fs.promises) as (...args: unknown[]) => Promise<unknown>;
  const spy = jest
    .spyOn(fs.promises, 'readdir')
    .mockImplementation(((where: string, options: unknown) =>
      path.basename(where) === 'private'
        ? Promise.reject(errno('EACCES', 'scandir', where))
        : readdir(where, options)) as typeof fs.promises.readdir);
  try {
    const failure = packFolder(folder, path.join(root, 'packed.tar'), new AbortController().signal);
    await expect(failure).rejects.toThrow("Input 'local-export': cannot read private/ (permission denied)");
  } finally {
    spy.mockRestore();
  }
  expect(fs.existsSync(path.join(root, 'packed.tar'))).toBe(false);
});

test('the folder itself unreadable is named by its path, not as "."', async () => {
  const root = makeTempFolder();
  const folder = path.join(root, 'out');
  fs.mkdirSync(folder);
  fs.writeFileSync(path.join(folder, 'index.html'), '<p>page</p>');
  const spy = jest.spyOn(fs.promises, 'readdir').mockRejectedValueOnce(errno('EACCES', 'scandir', folder));
  try {
    const failure = packFolder(folder, path.join(root, 'packed.tar'), new AbortController().signal);
    await expect(failure).rejects.toThrow(`Input 'local-export': cannot read ${folder} (permission denied)`);
  } finally {
    spy.mockRestore();
  }
});

(process.platform === 'linux' ? test : test.skip)(
  'a name that is not UTF-8 is refused as such, naming its bytes',
  async () => {
    const root = makeTempFolder();
    const folder = path.join(root, 'out');
    fs.mkdirSync(folder);
    fs.writeFileSync(path.join(folder, 'index.html'), '<p>page</p>');
    // Linux allows any bytes but / and NUL in a name: Latin-1 "bad-é.html" is one such.
    fs.writeFileSync(Buffer.concat([Buffer.from(`${folder}/bad-`), Buffer.from([0xe9]), Buffer.from('.html')]), 'x');
    const failure = packFolder(folder, path.join(root, 'packed.tar'), new AbortController().signal);
    await expect(failure).rejects.toThrow("Input 'local-export': the name bad-\\xe9.html is not UTF-8");
  },
);

test('an export file the runner cannot read is named as unreadable, not as a failed write in RUNNER_TEMP', async () => {
  const root = makeTempFolder();
  const file = path.join(root, 'x.zip');
  fs.writeFileSync(file, zip([{ name: 'index.html', data: Buffer.from('<p>page</p>') }]));
  fs.mkdirSync(path.join(root, 'site'));
  const open = jest.spyOn(fs.promises, 'open').mockRejectedValueOnce(errno('EACCES', 'open', file));
  let error: unknown;
  try {
    await unpackArchive(file, path.join(root, 'site'), { signal: new AbortController().signal });
  } catch (caught) {
    error = caught;
  } finally {
    open.mockRestore();
  }
  const reported = unreadableFile(error, file, 'x.zip');
  expect(reported?.message).toContain("Input 'local-export': cannot read x.zip (permission denied)");
  expect(reported?.title).toBe('Local export unreadable');
  // Any other failure is left to its own report.
  expect(unreadableFile(errno('ENOSPC', 'write', path.join(root, 'site', 'a')), file, 'x.zip')).toBeUndefined();
});
