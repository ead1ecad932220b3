/**
 * Input `site-archive` (issue 30 part 2) through dist/index.js against the emulator: the published site folder as a
 * reproducible `.tar.gz`, read back with tools this project did not write (GNU tar, bsdtar, `sha256sum`): it unpacks
 * to exactly the folder at `path` (long and non-ASCII names, an empty folder, `.nojekyll`, search and base-path
 * included), its modes, owners and time are fixed, two runs on the same job give the same bytes, bad inputs are
 * refused before any request, and a site that fails verification writes none.
 */
import { expect, test } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { TarEntry } from '../../../emulator/archives.ts';
import { startEmulator, type Emulator } from '../../../emulator/server.ts';
import { makeTempFolder, runAction, type RunResult } from '../../../emulator/runner.ts';
import { previousWorkspace } from '../../helpers/bundle-run.ts';

const require = createRequire(import.meta.url);
const PAGEFIND = require.resolve(`@pagefind/${process.platform}-${process.arch}/bin/pagefind_extended`);

const page = (title: string, body = ''): Buffer =>
  Buffer.from(
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
      `<body><div id="content-area"><h1>${title}</h1><p>${title} zebrafish.</p>${body}</div></body></html>`,
  );

/** A final name of 120 bytes: no ustar split fits, so the name travels in a pax `path` record. */
const LONG_FILE = `guides/${'l'.repeat(115)}.html`;
/** 160 bytes in folders of 50: fits ustar's prefix and name fields. */
const DEEP_FILE = `${'a'.repeat(50)}/${'b'.repeat(50)}/${'c'.repeat(50)}/page.html`;
/** Non-ASCII, and long enough (> 100 bytes) to need pax with a `hdrcharset` too. */
const UNICODE_FILE = `guides/${'ü'.repeat(60)}/页面.html`;

const SITE: TarEntry[] = [
  { name: 'index.html', data: page('Home', '<a href="/guides/start">Start</a> <img src="/_next/static/logo.svg">') },
  { name: 'guides/', type: 'directory' },
  { name: 'guides/start.html', data: page('Start', '<a href="/">Home</a>') },
  { name: 'guides/café.html', data: page('Café') },
  { name: LONG_FILE, data: page('Long') },
  { name: DEEP_FILE, data: page('Deep') },
  { name: UNICODE_FILE, data: page('Unicode') },
  { name: '_next/static/logo.svg', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
  { name: 'empty/', type: 'directory' },
  { name: '404.html', data: page('Not found') },
];

const emulators: Emulator[] = [];
afterAll(async () => {
  await Promise.all(emulators.map((e) => e.close()));
});

async function emulatorServing(entries: TarEntry[] = SITE): Promise<Emulator> {
  const emulator = await startEmulator({ durationMs: 0, queuedMs: 0, tarEntries: entries });
  emulators.push(emulator);
  return emulator;
}

/** Runs the action on `jobId` of `emulator` (created an hour ago), GitHub Pages rules (so `.nojekyll` is added). */
function run(
  emulator: Emulator,
  jobId: string,
  inputs: Record<string, string>,
  options: { workspace?: string; env?: Record<string, string> } = {},
): Promise<RunResult> {
  return runAction({
    inputs: {
      'api-key': emulator.apiKey,
      'api-url': emulator.apiUrl,
      'job-id': jobId,
      'agent-files': 'off',
      host: 'github-pages',
      ...inputs,
    },
    ...options,
  });
}

const sha256 = (file: string): string => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** Every entry below `root`: `path/` for a folder, `path` → content for a file; anything else fails. */
function tree(root: string): Map<string, string | Buffer> {
  const out = new Map<string, string | Buffer>();
  const walk = (folder: string, prefix: string): void => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const relative = `${prefix}${entry.name}`;
      const absolute = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        out.set(`${relative}/`, 'folder');
        walk(absolute, `${relative}/`);
      } else if (entry.isFile()) out.set(relative, fs.readFileSync(absolute));
      else out.set(relative, 'not a regular file');
    }
  };
  walk(root, '');
  return out;
}

/** Unpacks `archive` with `tool` (`tar` is GNU tar, `bsdtar` libarchive's) into a new folder, in the C locale. */
function unpack(tool: 'tar' | 'bsdtar', archive: string): string {
  const into = makeTempFolder(`${tool}-`);
  // GNU tar names the pax keyword it does not know (hdrcharset) on stderr; it still extracts.
  const args = tool === 'tar' ? ['--warning=no-unknown-keyword'] : [];
  execFileSync(tool, [...args, '-xzf', archive, '-C', into], { env: { ...process.env, LC_ALL: 'C' } });
  return into;
}

const hasBsdtar = spawnSync('bsdtar', ['--version']).status === 0;
if (!hasBsdtar) console.warn('site-archive: the bsdtar cases are SKIPPED: bsdtar (libarchive-tools) is not installed.');

test('GNU tar and bsdtar unpack it to exactly the folder at path; modes, owners and time are fixed', async () => {
  const emulator = await emulatorServing();
  const jobId = emulator.createJob('docs.example.com', 3_600_000);
  const result = await run(emulator, jobId, { 'site-archive': 'out/site.tar.gz' });
  expect(result.code).toBe(0);
  const archive = path.join(result.workspace, 'out', 'site.tar.gz');
  expect(result.outputs.siteArchive).toBe(archive);
  expect(result.outputs.siteArchiveSha256).toMatch(/^[0-9a-f]{64}$/);
  expect(result.outputs.siteArchiveSha256).toBe(sha256(archive));

  const published = tree(path.join(result.workspace, 'static-export'));
  // What the step added is in it: the archive is the published folder, not the bundle.
  expect(published.has('.nojekyll')).toBe(true);
  expect(published.get('empty/')).toBe('folder');
  for (const name of [LONG_FILE, DEEP_FILE, UNICODE_FILE]) expect(published.has(name)).toBe(true);
  expect(tree(unpack('tar', archive))).toEqual(published);
  if (hasBsdtar) expect(tree(unpack('bsdtar', archive))).toEqual(published);

  // One line per entry, in byte order of the names, each 0644/0755, owner 0/0, the job's createdAt.
  const listing = execFileSync(
    'tar',
    ['--warning=no-unknown-keyword', '-tvv', '--numeric-owner', '--full-time', '-zf', archive],
    { env: { ...process.env, TZ: 'UTC', LC_ALL: 'C.UTF-8' }, encoding: 'utf8' },
  )
    .trimEnd()
    .split('\n');
  const time = new Date(Math.floor(emulator.jobs.get(jobId)!.createdAtMs / 1000) * 1000)
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, '');
  const names: string[] = [];
  for (const line of listing) {
    const m = /^(\S+) (\S+) +(\d+) (\S+ \S+) (.+)$/.exec(line);
    expect(m).not.toBeNull();
    const [, mode, owner, , when, name] = m!;
    expect({ mode, owner, when }).toEqual({
      mode: name!.endsWith('/') ? 'drwxr-xr-x' : '-rw-r--r--',
      owner: '0/0',
      when: time,
    });
    names.push(name!);
  }
  const sorted = [...names].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  expect(names).toEqual(sorted);
  expect(names).toHaveLength(published.size);
  // No owner or group names (ustar uname/gname are empty).
  const raw = execFileSync('gzip', ['-dc', archive]);
  expect(raw.subarray(265, 329).every((b) => b === 0)).toBe(true);

  // gzip header: deflate, no flags (no name), MTIME 0, OS byte fixed at 255.
  const head = fs.readFileSync(archive).subarray(0, 10);
  expect([...head]).toEqual([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

  // The checksum file checks with sha256sum -c, from the folder it lies in.
  const checksum = fs.readFileSync(`${archive}.sha256`, 'utf8');
  expect(checksum).toBe(`${result.outputs.siteArchiveSha256}  site.tar.gz\n`);
  expect(execFileSync('sha256sum', ['-c', 'site.tar.gz.sha256'], { cwd: path.dirname(archive) }).toString()).toBe(
    'site.tar.gz: OK\n',
  );

  expect(result.summary).toContain('Site archive');
  expect(result.summary).toContain(result.outputs.siteArchiveSha256);
  expect(result.log).toContain(`Wrote the site archive to ${archive}`);
});

test('two runs on the same job, at other times and in other time zones, write the same bytes', async () => {
  const emulator = await emulatorServing();
  const jobId = emulator.createJob('docs.example.com', 3_600_000);
  const first = await run(emulator, jobId, { 'site-archive': 'site.tar.gz' }, { env: { TZ: 'UTC' } });
  // The runner's clock has moved on by more than the tar's one-second resolution.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const second = await run(emulator, jobId, { 'site-archive': 'site.tar.gz' }, { env: { TZ: 'Pacific/Kiritimati' } });
  expect([first.code, second.code]).toEqual([0, 0]);
  const a = fs.readFileSync(first.outputs.siteArchive!);
  const b = fs.readFileSync(second.outputs.siteArchive!);
  expect(a.equals(b)).toBe(true);
  expect(second.outputs.siteArchiveSha256).toBe(first.outputs.siteArchiveSha256);
});

test('with base-path and search: pagefind the archive holds pagefind/ and the rebased pages', async () => {
  const emulator = await emulatorServing();
  const jobId = emulator.createJob('docs.example.com', 3_600_000);
  const result = await run(
    emulator,
    jobId,
    { 'site-archive': 'site.tar.gz', 'base-path': '/docs', search: 'pagefind' },
    { env: { PAGEFIND_BINARY_PATH: PAGEFIND } },
  );
  expect(result.code).toBe(0);
  const unpacked = tree(unpack('tar', result.outputs.siteArchive!));
  expect(unpacked).toEqual(tree(path.join(result.workspace, 'static-export')));
  expect(unpacked.get('pagefind/')).toBe('folder');
  expect(unpacked.has('pagefind/pagefind.js')).toBe(true);
  const home = (unpacked.get('index.html') as Buffer).toString();
  expect(home).toContain('href="/docs/guides/start"');
  expect(home).toContain('/docs/pagefind/');
  expect((SITE[0]!.data as Buffer).toString()).not.toContain('/docs/');
});

/** A workspace with a previous site, a file beside it and a folder `out/`, and what it holds. */
function workspaceWithFolder(): string {
  const workspace = previousWorkspace();
  fs.mkdirSync(path.join(workspace, 'out'));
  return workspace;
}

test.each([
  [{ 'site-archive': 'static-export/site.tar.gz' }, /Input 'site-archive': .*inside the site folder/],
  [{ 'site-archive': '../site.tar.gz' }, /Input 'site-archive': .*must be a file path inside the workspace/],
  [{ 'site-archive': '.' }, /Input 'site-archive': .*must be a file path inside the workspace/],
  [{ 'site-archive': 'out' }, /exists and is not a file[\s\S]*site-archive/],
  [{ archive: 'a.tar.gz', 'site-archive': 'a.tar.gz' }, /Input 'site-archive': .*same file as archive/],
  [
    { 'site-archive': 's.tar.gz', 'verify-report': 's.tar.gz.sha256' },
    /Input 'verify-report': .*same file as site-archive's .sha256 file/,
  ],
  [{ 'site-archive': 's.tar.gz', download: 'false' }, /Input 'site-archive': needs download: true/],
])('%j is refused before any request, and nothing changes', async (inputs, message) => {
  const emulator = await emulatorServing();
  const jobId = emulator.createJob('docs.example.com', 3_600_000);
  const workspace = workspaceWithFolder();
  const result = await run(emulator, jobId, inputs, { workspace });
  expect(result.code).toBe(1);
  expect(result.log).toMatch(message);
  expect(emulator.requests).toEqual([]);
  expect(fs.readdirSync(workspace).sort()).toEqual(['README.md', 'out', 'static-export']);
  expect(fs.readdirSync(path.join(workspace, 'out'))).toEqual([]);
  expect(fs.readFileSync(path.join(workspace, 'static-export', 'index.html'), 'utf8')).toBe('previous');
  expect(result.outputs.siteArchive).toBeUndefined();
});

test('a site that fails verification writes no site archive and leaves the previous one', async () => {
  const emulator = await emulatorServing([
    { name: 'index.html', data: page('Home', '<a href="/missing">Broken</a>') },
    { name: '404.html', data: page('Not found') },
  ]);
  const jobId = emulator.createJob('docs.example.com', 3_600_000);
  const workspace = previousWorkspace();
  fs.writeFileSync(path.join(workspace, 'site.tar.gz'), 'previous archive');
  const result = await run(emulator, jobId, { 'site-archive': 'site.tar.gz' }, { workspace });
  expect(result.code).toBe(1);
  expect(result.outputs.verifyResult).toBe('failed');
  expect(fs.readFileSync(path.join(workspace, 'site.tar.gz'), 'utf8')).toBe('previous archive');
  expect(fs.existsSync(path.join(workspace, 'site.tar.gz.sha256'))).toBe(false);
  expect(fs.readdirSync(workspace).sort()).toEqual(['README.md', 'site.tar.gz', 'static-export']);
  expect(result.outputs.siteArchive).toBeUndefined();
  expect(result.outputs.siteArchiveSha256).toBeUndefined();
});
