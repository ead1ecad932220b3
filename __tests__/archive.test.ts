/**
 * The extractor against archives an independent tool wrote (GNU tar), and the emulator's writer
 * against GNU tar: so the reader is never tested only against this project's own writer.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unpackArchive } from '../src/archive/unpack.ts';
import { tarGz, treeEntries } from '../emulator/archives.ts';
import { generateSite } from '../emulator/site.ts';
import { readTree } from '../emulator/runner.ts';

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
