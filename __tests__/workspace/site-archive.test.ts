/**
 * The site archive's writer (`src/workspace/site-archive.ts`, `src/archive/tar-writer.ts`) read back by node-tar, a
 * reader this project did not write: names at the ustar limits and past them, fixed modes, owners and time, the gzip
 * member, the time taken from the job record, and a site holding a symbolic link refused without leaving a file.
 */
import { expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as tar from 'tar';
import { ActionError } from '../../src/common/errors.ts';
import { isTarHeader } from '../../src/archive/tar.ts';
import { tarHeader } from '../../src/archive/tar-writer.ts';
import { archiveTime, writeSiteArchive } from '../../src/workspace/site-archive.ts';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

function tempFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'site-archive-'));
  folders.push(folder);
  return folder;
}

/** Writes `files` (relative path → content) below a new folder and returns it. */
function site(files: Record<string, string>): string {
  const root = path.join(tempFolder(), 'site');
  fs.mkdirSync(root);
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), content);
  }
  return root;
}

interface Listed {
  path: string;
  type: string;
  mode: number | undefined;
  uid: number | undefined;
  gid: number | undefined;
  uname: string | undefined;
  gname: string | undefined;
  mtime: number | undefined;
  content: string;
}

/** Every entry as node-tar reads it, in archive order. */
async function list(file: string): Promise<Listed[]> {
  const entries: Listed[] = [];
  await tar.t({
    file,
    onReadEntry: (entry) => {
      const chunks: Buffer[] = [];
      entry.on('data', (chunk: Buffer) => chunks.push(chunk));
      entry.on('end', () =>
        entries.push({
          path: entry.path,
          type: entry.type,
          mode: entry.mode,
          uid: entry.uid,
          gid: entry.gid,
          uname: entry.uname || undefined,
          gname: entry.gname || undefined,
          mtime: entry.mtime ? entry.mtime.getTime() / 1000 : undefined,
          content: Buffer.concat(chunks).toString(),
        }),
      );
    },
  });
  return entries;
}

const T = 1_790_000_000;
const signal = new AbortController().signal;

test('names at and past the ustar limits, non-ASCII names, modes, owners and time read back as written', async () => {
  const exactly100 = 'x'.repeat(95) + '.html';
  const split = `${'p'.repeat(150)}/${'n'.repeat(95)}.html`;
  const longLast = `docs/${'q'.repeat(101)}`;
  const unicode = `${'é'.repeat(70)}/页面.html`;
  const root = site({ [exactly100]: 'a', [split]: 'b', [longLast]: 'c', [unicode]: 'd', 'Z.html': 'e' });
  fs.mkdirSync(path.join(root, 'empty'));
  const target = path.join(tempFolder(), 'out', 'site.tar.gz');
  const result = await writeSiteArchive(root, target, T, signal);
  expect(result).toMatchObject({ path: target, files: 5, mtimeSec: T, bytes: fs.statSync(target).size });

  const entries = await list(target);
  const expected = [
    'Z.html',
    'docs/',
    `docs/${'q'.repeat(101)}`,
    'empty/',
    `${'p'.repeat(150)}/`,
    split,
    exactly100,
    `${'é'.repeat(70)}/`,
    unicode,
  ];
  expect(entries.map((e) => e.path)).toEqual(expected);
  for (const entry of entries) {
    const folder = entry.path.endsWith('/');
    expect(entry).toMatchObject({
      type: folder ? 'Directory' : 'File',
      mode: folder ? 0o755 : 0o644,
      uid: 0,
      gid: 0,
      uname: undefined,
      gname: undefined,
      mtime: T,
    });
  }
  expect(entries.find((e) => e.path === unicode)!.content).toBe('d');
  expect(entries.find((e) => e.path === longLast)!.content).toBe('c');

  // The gzip member: no name, no time, OS 255, and a trailer gunzip accepts (CRC-32 and length).
  const bytes = fs.readFileSync(target);
  expect([...bytes.subarray(0, 10)]).toEqual([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
  expect(zlib.gunzipSync(bytes).length % 512).toBe(0);
  expect(fs.readFileSync(`${target}.sha256`, 'utf8')).toBe(`${result.sha256}  site.tar.gz\n`);
});

test('the same tree and time give the same bytes; another time gives other bytes', async () => {
  const root = site({ 'index.html': 'home', 'guides/a.html': 'a' });
  const out = tempFolder();
  const a = await writeSiteArchive(root, path.join(out, 'a.tar.gz'), T, signal);
  const b = await writeSiteArchive(root, path.join(out, 'b.tar.gz'), T, signal);
  const c = await writeSiteArchive(root, path.join(out, 'c.tar.gz'), T + 1, signal);
  expect(b.sha256).toBe(a.sha256);
  expect(fs.readFileSync(path.join(out, 'b.tar.gz')).equals(fs.readFileSync(path.join(out, 'a.tar.gz')))).toBe(true);
  expect(c.sha256).not.toBe(a.sha256);
});

test('a header is valid ustar; a size past 8 GiB travels in a pax size record', () => {
  const small = tarHeader({ name: 'index.html', kind: 'file', size: 12, mtimeSec: T });
  expect(small.length).toBe(512);
  expect(isTarHeader(small)).toBe(true);
  const big = tarHeader({ name: 'video.mp4', kind: 'file', size: 9_000_000_000, mtimeSec: T });
  expect(big.length).toBe(3 * 512);
  expect(big.subarray(0, 512)[156]).toBe('x'.charCodeAt(0));
  expect(big.subarray(512, 1024).toString('latin1')).toContain('19 size=9000000000\n');
  expect(isTarHeader(big.subarray(1024))).toBe(true);
});

test('a site holding a symbolic link is refused, and nothing is written', async () => {
  const root = site({ 'index.html': 'home' });
  fs.symlinkSync('index.html', path.join(root, 'link.html'));
  const out = tempFolder();
  const target = path.join(out, 'site.tar.gz');
  const error = await writeSiteArchive(root, target, T, signal).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ActionError);
  expect((error as Error).message).toMatch(/link\.html, which is a symbolic link/);
  expect(fs.readdirSync(out)).toEqual([]);
});

test("the entries' time is the job's createdAt, else its updatedAt, else 0; never the clock", () => {
  const created = '2026-11-01T10:00:00.900Z';
  const updated = '2026-11-01T10:05:00Z';
  expect(archiveTime({ createdAt: created, updatedAt: updated })).toEqual({
    seconds: Date.parse('2026-11-01T10:00:00Z') / 1000,
    source: 'createdAt',
  });
  expect(archiveTime({ createdAt: 'yesterday', updatedAt: updated })).toEqual({
    seconds: Date.parse(updated) / 1000,
    source: 'updatedAt',
  });
  expect(archiveTime({})).toEqual({ seconds: 0, source: undefined });
});
