/**
 * Folders that are not ours to replace (issue 39, item 11), through dist/index.js against the emulator: a `path` that
 * holds a project's or another generator's sources anywhere, no Mintlify export at its top, or cannot be read, is
 * refused before any request and kept; a folder holding an earlier site is replaced.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { startEmulator, type Emulator } from '../../../emulator/server.ts';
import { makeTempFolder, readTree, runAction } from '../../../emulator/runner.ts';
import { NO_AGENT_FILES } from '../../helpers/no-agent-files.ts';

const UNREADABLE_PRELOAD = path.join(import.meta.dirname, '..', '..', 'helpers', 'unreadable-folder.ts');

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator({ durationMs: 0, queuedMs: 0, pages: 5 });
});
afterAll(() => emulator.close());

const inputs = (folder: string): Record<string, string> => ({
  'api-key': emulator.apiKey,
  'api-url': emulator.apiUrl,
  domain: 'docs.example.com',
  path: folder,
  ...NO_AGENT_FILES,
});

/** A workspace whose folder `docs` holds the given files, by path relative to it. */
function workspaceWith(files: Record<string, string>): string {
  const workspace = makeTempFolder();
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(workspace, 'docs', name)), { recursive: true });
    fs.writeFileSync(path.join(workspace, 'docs', name), text);
  }
  return workspace;
}

const asText = async (folder: string): Promise<Record<string, string>> =>
  Object.fromEntries([...(await readTree(folder))].map(([name, data]) => [name, data.toString()]));

test("path holding a docs project's sources is refused before any request, naming its files; all kept", async () => {
  const sources = {
    'docs.json': '{"name":"Acme"}',
    'intro.mdx': '# Intro',
    'notes.md': 'notes',
    'guides/start.mdx': '# Start',
  };
  const workspace = workspaceWith(sources);
  const before = emulator.requests.length;
  const result = await runAction({ inputs: inputs('docs'), workspace });
  expect(result.code).toBe(1);
  expect(result.log).toContain(
    "::error title=Invalid input::Input 'path': 'docs' holds a project's or another site generator's sources " +
      '(docs.json, intro.mdx, guides/start.mdx); the step replaces path whole and would delete them. Choose another ' +
      "path (a new folder for the site alone), or empty 'docs' if nothing in it is needed. A folder is replaced " +
      'only when it is missing, empty, or holds a Mintlify export (index.html and _next/ at its top) and no sources ' +
      'anywhere in it',
  );
  expect(result.summary).toContain("'docs' holds a project's or another site generator's sources");
  // Not one request: the API key was never sent.
  expect(emulator.requests.length).toBe(before);
  expect(await asText(path.join(workspace, 'docs'))).toEqual(sources);
  expect(result.outputs.path).toBeUndefined();
});

test('path holding files no site has is refused with every other invalid input, before any request', async () => {
  const files = { 'report.csv': 'a,b', 'notes.txt': 'keep me' };
  const workspace = workspaceWith(files);
  const before = emulator.requests.length;
  const result = await runAction({ inputs: { ...inputs('docs'), search: 'yes' }, workspace });
  expect(result.code).toBe(1);
  expect(result.log).toContain('::error title=Invalid inputs::2 inputs are invalid:');
  expect(result.log).toContain(
    "- Input 'path': 'docs' holds files but no Mintlify export (notes.txt, report.csv); the step replaces path whole",
  );
  expect(result.log).toContain("- Input 'search': 'yes' is not one of off, pagefind");
  expect(emulator.requests.length).toBe(before);
  expect(await asText(path.join(workspace, 'docs'))).toEqual(files);
});

/** The files of each folder the review saw deleted: one file a site has at the top was taken for a site. */
test.each([
  [
    'Docsify sources',
    { 'index.html': 'docsify', '.nojekyll': '', 'README.md': '# Home', '_sidebar.md': '* a', 'guide/setup.md': 'x' },
    "'docs' holds a project's or another site generator's sources (_sidebar.md)",
  ],
  [
    'Jekyll sources',
    { '404.html': '---', '_config.yml': 'title: x', 'index.markdown': 'hi', Gemfile: 'gem', '_posts/a.markdown': 'x' },
    "'docs' holds a project's or another site generator's sources (Gemfile, _config.yml, _posts/, index.markdown)",
  ],
  [
    'sources one level down',
    { 'index.html': 'x', '_next/a.js': 'x', 'src/intro.mdx': '# Intro', '.github/workflows/ci.yml': 'on: push' },
    "'docs' holds a project's or another site generator's sources (.github/, src/intro.mdx)",
  ],
  [
    'a nested checkout',
    { 'index.html': 'x', '_next/a.js': 'x', 'site/.git/HEAD': 'ref: refs/heads/main', 'site/page.html': 'x' },
    "'docs' holds a project's or another site generator's sources (site/.git/)",
  ],
  ['notes beside .nojekyll', { '.nojekyll': '', 'guide.md': 'notes' }, "'docs' holds files but no Mintlify export"],
])('path holding %s is refused before any request, naming them; all kept', async (_, files, message) => {
  const workspace = workspaceWith(files);
  const before = emulator.requests.length;
  const result = await runAction({ inputs: inputs('docs'), workspace });
  expect(result.code).toBe(1);
  expect(result.log).toContain(`::error title=Invalid input::Input 'path': ${message}`);
  expect(emulator.requests.length).toBe(before);
  expect(await asText(path.join(workspace, 'docs'))).toEqual(files);
});

test('path that cannot be read is refused before any request, and kept', async () => {
  const files = { 'docs.json': '{}', 'intro.md': 'notes' };
  const workspace = workspaceWith(files);
  const folder = path.join(workspace, 'docs');
  const before = emulator.requests.length;
  // The runner's user may not read the folder (tests run as root too, which reads any: the preload plays EACCES).
  const result = await runAction({
    inputs: { ...inputs('docs'), search: 'yes' },
    workspace,
    env: { NODE_OPTIONS: `--import ${UNREADABLE_PRELOAD}`, TEST_UNREADABLE_FOLDER: folder },
  });
  expect(result.code).toBe(1);
  expect(result.log).toContain(
    "- Input 'path': cannot read 'docs' to check that it holds a site: permission denied [EACCES]. Give the " +
      "runner's user read access to it, or choose another path.",
  );
  expect(result.log).toContain("- Input 'search': 'yes' is not one of off, pagefind");
  expect(emulator.requests.length).toBe(before);
  expect(await asText(folder)).toEqual(files);
});

test('a site the action placed is replaced by the next run, with agent files and .nojekyll', async () => {
  const workspace = makeTempFolder();
  const run = () =>
    runAction({
      inputs: { ...inputs('docs'), 'agent-files': 'full', host: 'github-pages', 'base-path': '/docs' },
      workspace,
    });
  expect((await run()).code).toBe(0);
  const first = await asText(path.join(workspace, 'docs'));
  expect(Object.keys(first)).toEqual(expect.arrayContaining(['.nojekyll', 'llms.txt']));
  const second = await run();
  expect(second.log).not.toContain('::error');
  expect(second.code).toBe(0);
});

test.each([
  ['an earlier export', { 'index.html': 'previous', '_next/a.js': 'x', 'old/page.html': 'p', 'old/page.md': 'p' }],
  ['a site published by hand', { 'index.html': 'by hand', '404.html': 'by hand', '_next/x.js': 'x', CNAME: 'x' }],
  ['an empty folder', {}],
])('path holding %s is replaced by the new site', async (_, files) => {
  const workspace = workspaceWith(files);
  fs.mkdirSync(path.join(workspace, 'docs'), { recursive: true });
  const result = await runAction({ inputs: inputs('docs'), workspace });
  expect(result.code).toBe(0);
  const site = await asText(path.join(workspace, 'docs'));
  expect(site['index.html']).toContain('<html');
  // Every file of the earlier site is gone or replaced by the export's own.
  for (const [name, text] of Object.entries(files)) expect([name, site[name]]).not.toEqual([name, text]);
});

test('a path the file system cannot check is an invalid input, reported with every other one', async () => {
  const workspace = makeTempFolder();
  const before = emulator.requests.length;
  // Longer than a file name may be (255 bytes): lstat fails with ENAMETOOLONG.
  const long = 'a'.repeat(300);
  const result = await runAction({
    inputs: { ...inputs(long), archive: `${long}.tar.gz`, search: 'yes' },
    workspace,
  });
  expect(result.code).toBe(1);
  expect(result.log).toContain('::error title=Invalid inputs::3 inputs are invalid:');
  expect(result.log).toMatch(
    new RegExp(
      "- Input 'path': Cannot check \\S+a{300}: a file name is too long for this file system \\[ENAMETOOLONG\\]\\. " +
        'Choose another path input',
    ),
  );
  expect(result.log).toContain("- Input 'archive': Cannot check ");
  expect(result.log).toContain("- Input 'search': 'yes' is not one of off, pagefind");
  expect(emulator.requests.length).toBe(before);
});
