/**
 * Folders that are not ours to replace (issue 39, item 11), through dist/index.js against the emulator: a `path` that
 * holds a docs project's sources, or anything else that is not a site, is refused before any request and kept; a
 * folder holding an earlier site is replaced.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { startEmulator, type Emulator } from '../emulator/server.ts';
import { makeTempFolder, readTree, runAction } from '../emulator/runner.ts';
import { NO_AGENT_FILES } from './helpers/no-agent-files.ts';

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
    "::error title=Invalid input::Input 'path': 'docs' holds a project's own files, not a site (docs.json, " +
      'intro.mdx, guides/, notes.md); the step replaces path whole and would delete them. Choose another path',
  );
  expect(result.log).toContain("or empty 'docs' if nothing in it is needed");
  expect(result.summary).toContain("'docs' holds a project's own files");
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
    "- Input 'path': 'docs' holds files that are not a site (notes.txt, report.csv); the step replaces path whole",
  );
  expect(result.log).toContain("- Input 'search': 'yes' is not one of off, pagefind");
  expect(emulator.requests.length).toBe(before);
  expect(await asText(path.join(workspace, 'docs'))).toEqual(files);
});

test.each([
  ['an earlier export', { 'index.html': 'previous', 'old/page.html': 'previous page' }],
  ['a site published by hand', { '.nojekyll': 'by hand', '404.html': 'by hand', '_next/x.js': 'by hand', CNAME: 'x' }],
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
