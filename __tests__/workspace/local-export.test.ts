/**
 * The folder read of `local-export` (src/workspace/local-export.ts) against a folder changed between its listing and
 * the read of a file: what was listed is read, or the read is refused; nothing else is published and nothing waits.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { openListed, type ListedEntry } from '../../src/workspace/local-export.ts';
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
