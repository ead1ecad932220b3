/**
 * The extractor against archives an independent tool wrote (GNU tar), and the emulator's writer
 * against GNU tar: so the reader is never tested only against this project's own writer.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unpackArchive } from '../../src/archive/unpack.ts';
import { tarGz, treeEntries } from '../../emulator/archives.ts';
import { generateSite } from '../../emulator/site.ts';
import { readTree } from '../../emulator/runner.ts';

const hasGnuTar = (() => {
  try {
    return execFileSync('tar', ['--version']).toString().includes('GNU tar');
  } catch {
    return false;
  }
})();
const gnu = hasGnuTar ? test : test.skip;

const site = new Map<string, Buffer>([
  ['index.html', Buffer.from('<html>home</html>')],
  ['ja/ガイド/はじめに.html', Buffer.from('日本語')],
  [`api-reference/${'a-long-segment-'.repeat(10)}end.html`, Buffer.from('long')],
  ['_next/static/chunks/main-app.js', Buffer.alloc(70_000, 7)],
  ['.well-known/security.txt', Buffer.from('Contact: x')],
  ['empty.txt', Buffer.alloc(0)],
]);

function tmp(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'archive-test-'));
}

function writeTree(root: string, files: Map<string, Buffer>): void {
  for (const [name, content] of files) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), content);
  }
}

function expectTree(actual: Map<string, Buffer>, expected: Map<string, Buffer>): void {
  expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [name, content] of expected) expect(actual.get(name)?.equals(content)).toBe(true);
}

gnu.each(['pax', 'gnu', 'ustar'])('reads what GNU tar writes in --format=%s', async (format) => {
  const dir = tmp();
  const files =
    format === 'ustar'
      ? new Map([...site].filter(([name]) => Buffer.byteLength(name) < 100 && /^[\x20-\x7e]+$/.test(name)))
      : site;
  writeTree(path.join(dir, 'src'), files);
  execFileSync('tar', [
    `--format=${format}`,
    '-czf',
    path.join(dir, 'bundle.tar.gz'),
    '-C',
    path.join(dir, 'src'),
    '.',
  ]);
  fs.mkdirSync(path.join(dir, 'out'));
  const result = await unpackArchive(path.join(dir, 'bundle.tar.gz'), path.join(dir, 'out'));
  expect(result.format).toBe('tar.gz');
  expectTree(await readTree(result.siteRoot), files);
  expect(result.warnings).toEqual([]);
  fs.rmSync(dir, { recursive: true, force: true });
});

// Issue 20 #4: GNU tar ends an archive at its first zero block, and warns when no second one follows it.
gnu.each([
  ['another entry', (rest: Buffer) => rest],
  ['the end of the file', () => Buffer.alloc(0)],
  ['a partial block', (rest: Buffer) => rest.subarray(0, 100)],
])('a lone zero block followed by %s ends the archive there, with the warning GNU tar gives', async (_what, after) => {
  const dir = tmp();
  writeTree(
    path.join(dir, 'src'),
    new Map([
      ['a.html', Buffer.from('a')],
      ['b.html', Buffer.from('b')],
    ]),
  );
  const gnuTar = (name: string): Buffer =>
    execFileSync('tar', ['--format=gnu', '-cf', '-', '-C', path.join(dir, 'src'), name], { maxBuffer: 1 << 20 });
  const bundle = path.join(dir, 'lone.tar');
  fs.writeFileSync(
    bundle,
    Buffer.concat([gnuTar('a.html').subarray(0, 1024), Buffer.alloc(512), after(gnuTar('b.html'))]),
  );
  fs.mkdirSync(path.join(dir, 'gnu'));
  const reference = spawnSync('tar', ['-xf', bundle, '-C', path.join(dir, 'gnu')], { encoding: 'utf8' });
  expect(reference.stderr.trim()).toBe('tar: A lone zero block at 3');
  fs.mkdirSync(path.join(dir, 'out'));
  const result = await unpackArchive(bundle, path.join(dir, 'out'));
  expectTree(await readTree(result.siteRoot), await readTree(path.join(dir, 'gnu')));
  expect(result.files).toEqual(['a.html']);
  expect(result.warnings).toEqual([expect.stringContaining('(GNU tar: "A lone zero block at 3")')]);
  fs.rmSync(dir, { recursive: true, force: true });
});

gnu("GNU tar reads the emulator's bundles to the same tree (the writer is right)", async () => {
  const dir = tmp();
  const files = generateSite({ domain: 'docs.example.com', pages: 60 });
  fs.writeFileSync(path.join(dir, 'bundle.tar.gz'), tarGz(treeEntries(files)));
  fs.mkdirSync(path.join(dir, 'out'));
  execFileSync('tar', ['-xzf', path.join(dir, 'bundle.tar.gz'), '-C', path.join(dir, 'out')]);
  expectTree(await readTree(path.join(dir, 'out')), files);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a root holding one folder and nothing else is unwrapped; one with a file beside it is not', async () => {
  const dir = tmp();
  fs.writeFileSync(path.join(dir, 'wrapped.tar.gz'), tarGz(treeEntries(site, 'export')));
  fs.mkdirSync(path.join(dir, 'a'));
  const wrapped = await unpackArchive(path.join(dir, 'wrapped.tar.gz'), path.join(dir, 'a'));
  expect(wrapped.unwrapped).toBe('export');
  expectTree(await readTree(wrapped.siteRoot), site);
  const single = new Map([
    ['docs/index.html', Buffer.from('x')],
    ['robots.txt', Buffer.from('y')],
  ]);
  fs.writeFileSync(path.join(dir, 'flat.tar.gz'), tarGz(treeEntries(single)));
  fs.mkdirSync(path.join(dir, 'b'));
  const flat = await unpackArchive(path.join(dir, 'flat.tar.gz'), path.join(dir, 'b'));
  expect(flat.unwrapped).toBeUndefined();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('the result lists every file of the site relative to its root, after unwrapping', async () => {
  const dir = tmp();
  fs.writeFileSync(path.join(dir, 'wrapped.tar.gz'), tarGz(treeEntries(site, 'export')));
  fs.mkdirSync(path.join(dir, 'out'));
  const result = await unpackArchive(path.join(dir, 'wrapped.tar.gz'), path.join(dir, 'out'));
  expect([...result.files].sort()).toEqual([...site.keys()].sort());
  fs.rmSync(dir, { recursive: true, force: true });
});
