/**
 * Input `local-export` (issue 46) end to end: dist/index.js run as the runner runs it, with an export built elsewhere
 * (shaped like `mint export`'s: the site's pages, `_next/`, and the CLI's offline viewer at the top) and no API key,
 * against an emulator that records every request: none may reach it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startEmulator, type Emulator } from '../../emulator/server.ts';
import { generateSite } from '../../emulator/site.ts';
import { tarGz, treeEntries, zip } from '../../emulator/archives.ts';
import { readTree, runAction, type RunResult } from '../../emulator/runner.ts';
import { NO_AGENT_FILES } from '../helpers/no-agent-files.ts';
import { formatBytes } from '../../src/common/format.ts';
import { previousWorkspace } from '../helpers/bundle-run.ts';

/** The offline viewer mint export adds at the top of its zip (platform facts "The CLI's export"). */
const VIEWER = new Map([
  ['serve.js', Buffer.from("require('http').createServer().listen(3000);\n")],
  ['Start Docs.command', Buffer.from('#!/bin/sh\nnode serve.js\n')],
  ['Start Docs.bat', Buffer.from('@echo off\r\nnode serve.js\r\n')],
]);

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator({ durationMs: 0, queuedMs: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.requests.splice(0));

/** The site of an export in a layout, and the export: the site plus the viewer. */
function exportOf(layout: 'html' | 'folders'): { site: Map<string, Buffer>; files: Map<string, Buffer> } {
  const site = generateSite({ domain: 'docs.example.com', pages: 24, layout, furniture: true });
  return { site, files: new Map([...site, ...VIEWER]) };
}

/** Writes `files` below `folder`. */
function writeTree(folder: string, files: Map<string, Buffer>): void {
  for (const [name, data] of files) {
    fs.mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    fs.writeFileSync(path.join(folder, name), data);
  }
}

/** Our zip writer's archive of `files`, folders first as the CLI's zip lists them. */
function ourZip(files: Map<string, Buffer>): Buffer {
  return zip([...files].map(([name, data]) => ({ name, data })));
}

/** Runs the action on `local-export` in a workspace holding a previous site, with no key and the emulator's URL. */
async function publish(workspace: string, local: string, extra: Record<string, string> = {}): Promise<RunResult> {
  const result = await runAction({
    inputs: { 'local-export': local, 'api-url': emulator.apiUrl, ...NO_AGENT_FILES, ...extra },
    workspace,
  });
  expect(emulator.requests).toEqual([]);
  return result;
}

function expectSameTree(actual: Map<string, Buffer>, expected: Map<string, Buffer>): void {
  expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [name, content] of expected)
    expect({ name, same: actual.get(name)?.equals(content) }).toEqual({ name, same: true });
}

/** What every successful local run sets, and leaves unset: no job, no link. */
function expectLocalOutputs(result: RunResult, layout: 'html' | 'folders'): void {
  expect(result.code).toBe(0);
  expect(result.outputs.path).toBe(path.join(result.workspace, 'static-export'));
  expect(result.outputs.layout).toBe(layout);
  // The furniture's agent links and social image are warnings of their own (site-files tests); nothing is broken.
  expect(['passed', 'warnings']).toContain(result.outputs.verifyResult);
  expect(result.outputs.brokenLinks).toBe('0');
  for (const name of ['jobId', 'bundleUrl', 'expiresAt']) expect(result.outputs[name] ?? '').toBe('');
  expect(result.summary).toContain('(local-export)');
  expect(result.summary).toContain('no request to the API');
  expect(result.log).toMatch(
    /Left out the offline viewer of mint export \(serve\.js, Start Docs\.command, Start Docs\.bat\)/,
  );
  expect(fs.readdirSync(result.tempDir)).toEqual([]);
}

test.each(['folders', 'html'] as const)(
  "a zip shaped like mint export's (%s layout, our writer) publishes the site without the viewer, no key, no request",
  async (layout) => {
    const { site, files } = exportOf(layout);
    const workspace = previousWorkspace();
    const zipped = ourZip(files);
    fs.writeFileSync(path.join(workspace, 'export.zip'), zipped);
    const result = await publish(workspace, 'export.zip', { archive: 'kept/export.zip' });
    expectLocalOutputs(result, layout);
    expectSameTree(await readTree(path.join(workspace, 'static-export')), site);
    // archive keeps the export as it was, viewer included; the export itself is untouched.
    expect(fs.readFileSync(path.join(workspace, 'kept/export.zip')).equals(zipped)).toBe(true);
    expect(fs.readFileSync(path.join(workspace, 'export.zip')).equals(zipped)).toBe(true);
  },
);

const infoZip = (() => {
  try {
    execFileSync('zip', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

(infoZip ? test : test.skip)(
  `a zip written by Info-ZIP's zip publishes the same site${infoZip ? '' : ' (skipped: zip is not installed)'}`,
  async () => {
    const { site, files } = exportOf('folders');
    const workspace = previousWorkspace();
    const built = path.join(workspace, '..', `${path.basename(workspace)}-built`);
    writeTree(built, files);
    try {
      execFileSync('zip', ['-q', '-r', '-X', path.join(workspace, 'export.zip'), '.'], { cwd: built });
    } finally {
      fs.rmSync(built, { recursive: true, force: true });
    }
    const result = await publish(workspace, 'export.zip');
    expectLocalOutputs(result, 'folders');
    expectSameTree(await readTree(path.join(workspace, 'static-export')), site);
  },
);

test('a .tar.gz wrapping the export in a folder publishes the same site', async () => {
  const { site, files } = exportOf('folders');
  const workspace = previousWorkspace();
  fs.writeFileSync(path.join(workspace, 'site.tgz'), tarGz(treeEntries(files, 'export')));
  const built = new Date('2026-05-01T12:00:00Z');
  fs.utimesSync(path.join(workspace, 'site.tgz'), built, built);
  const result = await publish(workspace, 'site.tgz', { 'site-archive': 'site.tar.gz' });
  expectLocalOutputs(result, 'folders');
  expectSameTree(await readTree(path.join(workspace, 'static-export')), site);
  // With no job to date it, the site archive carries the export's own time, never 1970 and never the runner's clock.
  expect(result.log).toContain("dated 2026-05-01T12:00:00.000Z (the local export's modification time)");
  expect(result.log).not.toContain('gave no pageCount');
});

test('a folder publishes the same site and is left exactly as it was', async () => {
  const { site, files } = exportOf('folders');
  const workspace = previousWorkspace();
  const built = path.join(workspace, 'docs', 'out');
  writeTree(built, files);
  const listing = (): string[] =>
    fs
      .readdirSync(built, { recursive: true, withFileTypes: true })
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const stat = fs.lstatSync(file);
        return `${path.relative(built, file)} ${stat.mode} ${stat.size} ${stat.mtimeMs} ${stat.ino}`;
      })
      .sort();
  const before = listing();
  const result = await publish(workspace, 'docs/out', { domain: 'docs.example.com', archive: 'kept.tar' });
  expectLocalOutputs(result, 'folders');
  expectSameTree(await readTree(path.join(workspace, 'static-export')), site);
  // The summary's Files row counts what is published: the site, not the viewer left out of it.
  const siteBytes = [...site.values()].reduce((sum, data) => sum + data.length, 0);
  expect(result.summary).toContain(`| ${site.size} files, ${formatBytes(siteBytes)} unpacked |`);
  expect(listing()).toEqual(before);
  expectSameTree(await readTree(built), files);
  // archive keeps the folder as it was read, viewer included, as a tar.
  const listed = execFileSync('tar', ['-tf', path.join(workspace, 'kept.tar')], { encoding: 'utf8' }).split('\n');
  expect(listed).toEqual(expect.arrayContaining(['serve.js', 'Start Docs.bat', 'index.html']));
});

test('with agent files on, the site gains them and nothing else', async () => {
  const { site, files } = exportOf('folders');
  const workspace = previousWorkspace();
  fs.writeFileSync(path.join(workspace, 'export.zip'), ourZip(files));
  const result = await publish(workspace, 'export.zip', { 'agent-files': 'auto' });
  expectLocalOutputs(result, 'folders');
  const published = await readTree(path.join(workspace, 'static-export'));
  const added = [...published.keys()].filter((name) => !site.has(name));
  expect(added).toContain('llms.txt');
  expect(added.filter((name) => !/^(llms(-full)?\.txt|.*\.md|\.well-known\/llms\.txt)$/.test(name))).toEqual([]);
  for (const [name, data] of site)
    expect({ name, same: published.get(name)?.equals(data) }).toEqual({ name, same: true });
});

test('a folder holding a symbolic link is refused as an archive holding one is; the previous site stays', async () => {
  const workspace = previousWorkspace();
  const built = path.join(workspace, 'out');
  writeTree(built, exportOf('folders').files);
  fs.symlinkSync('/etc/passwd', path.join(built, 'guides-link.html'));
  const result = await publish(workspace, 'out');
  expect(result.code).toBe(1);
  expect(result.log).toContain('Unsafe local export refused');
  expect(result.log).toMatch(/entry 'guides-link\.html' is a symbolic link/);
  expect((await readTree(path.join(workspace, 'static-export'))).get('index.html')?.toString()).toBe('previous');
  expect(fs.readdirSync(result.tempDir)).toEqual([]);
});

(process.platform === 'linux' ? test : test.skip)(
  'a folder holding a name that is not UTF-8 is refused as such, naming its bytes; the previous site stays',
  async () => {
    const workspace = previousWorkspace();
    const built = path.join(workspace, 'out');
    writeTree(built, exportOf('folders').files);
    // Linux allows any bytes but / and NUL in a name: Latin-1 "bad-é.html" is not UTF-8.
    fs.writeFileSync(Buffer.concat([Buffer.from(`${built}/bad-`), Buffer.from([0xe9]), Buffer.from('.html')]), 'x');
    const result = await publish(workspace, 'out');
    expect(result.code).toBe(1);
    expect(result.log).toContain("Input 'local-export': the name bad-\\xe9.html is not UTF-8");
    expect(result.log).not.toContain('changed while it was read');
    expect((await readTree(path.join(workspace, 'static-export'))).get('index.html')?.toString()).toBe('previous');
    expect(fs.readdirSync(result.tempDir)).toEqual([]);
  },
);

test('a folder past the size limit is refused by the limit, not as a compression bomb', async () => {
  const workspace = previousWorkspace();
  const built = path.join(workspace, 'out');
  writeTree(built, exportOf('folders').files);
  // Sparse: 9 GiB listed, no disk used; the limit refuses it at the listing, before any byte is read.
  fs.ftruncateSync(fs.openSync(path.join(built, 'huge.bin'), 'w'), 9 * 1024 ** 3);
  const result = await publish(workspace, 'out');
  expect(result.code).toBe(1);
  expect(result.log).toContain('Unsafe local export refused');
  expect(result.log).toMatch(/huge\.bin.*past the limit of \d+ bytes/);
  expect(result.log).not.toContain('compression bomb');
  expect((await readTree(path.join(workspace, 'static-export'))).get('index.html')?.toString()).toBe('previous');
});

test.each([
  ['_worker.js', '_worker.js'],
  ['_worker.js/index.js', '_worker.js/'],
  ['functions/api/[[path]].js', 'functions/'],
  ['_routes.json', '_routes.json'],
  ['_headers', '_headers'],
  ['_redirects', '_redirects'],
])(
  'with host: cloudflare-pages, an export holding %s is refused: Cloudflare would run or apply it',
  async (file, named) => {
    const { files } = exportOf('folders');
    const workspace = previousWorkspace();
    fs.writeFileSync(
      path.join(workspace, 'export.zip'),
      ourZip(new Map([...files, [file, Buffer.from('export default { fetch() {} }\n')]])),
    );
    const result = await publish(workspace, 'export.zip', { host: 'cloudflare-pages' });
    expect(result.code).toBe(1);
    expect(result.log).toContain('Unsafe local export refused');
    expect(result.log).toContain(`${named} (Cloudflare Pages`);
    expect((await readTree(path.join(workspace, 'static-export'))).get('index.html')?.toString()).toBe('previous');
    expect(fs.readdirSync(result.tempDir)).toEqual([]);
  },
);

test.each(['docs.json', 'package.json', '.git/config', 'guide.mdx', '.github/workflows/x.yml', '_config.yml'])(
  'an export holding %s (sources) is refused, so no site is published that the next run would refuse',
  async (file) => {
    const { files } = exportOf('folders');
    const workspace = previousWorkspace();
    fs.writeFileSync(path.join(workspace, 'export.zip'), ourZip(new Map([...files, [file, Buffer.from('x\n')]])));
    const result = await publish(workspace, 'export.zip');
    expect(result.code).toBe(1);
    expect(result.log).toContain("holds a project's or another site generator's sources");
    expect((await readTree(path.join(workspace, 'static-export'))).get('index.html')?.toString()).toBe('previous');
  },
);
