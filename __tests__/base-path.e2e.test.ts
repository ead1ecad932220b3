/**
 * Input `base-path` through dist/index.js against the emulator (issue 21): the export is rebased in the staged folder
 * before it replaces `path`, the step summary says so, and a bad value is refused before any request.
 * What the rebase does to a real Next.js export in a real browser: `base-path.browser.test.ts`.
 */
import { expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import type { TarEntry } from '../emulator/archives.ts';
import { startEmulator } from '../emulator/server.ts';
import { runAction } from '../emulator/runner.ts';
import { expectUntouched, previousWorkspace, runWith } from './helpers/bundle-run.ts';

const site: TarEntry[] = [
  {
    name: 'index.html',
    data: Buffer.from(
      '<html><head><link rel="stylesheet" href="/style.css"><link rel="canonical" href="https://docs.example.com/">' +
        '</head><body><a href="/guides/start">Start</a> <a href="https://example.org/">Elsewhere</a></body></html>',
    ),
  },
  { name: 'style.css', data: Buffer.from('body{background:url(/bg.svg)}') },
  { name: 'bg.svg', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
  { name: 'guides/', type: 'directory' },
  {
    name: 'guides/start.html',
    data: Buffer.from('<html><body><a href="/">Home</a> <a href="#x">Top</a></body></html>'),
  },
  { name: 'robots.txt', data: Buffer.from('User-agent: *\nSitemap: https://docs.example.com/sitemap.xml\n') },
];

test('base-path: docs/ rebases the site before it replaces path; the summary gives path and count', async () => {
  const { result } = await runWith(
    { tarEntries: site, pages: 2 },
    { 'base-path': 'docs/', 'site-url': 'https://docs.example.com' },
  );
  expect(result.code).toBe(0);
  // Verified at /docs: every rebased reference resolves there (the site has no 404.html and no #x: warnings).
  expect(result.outputs).toMatchObject({ verifyResult: 'warnings', brokenLinks: '0' });
  const root = path.join(result.workspace, 'static-export');
  const read = (file: string): string => fs.readFileSync(path.join(root, file), 'utf8');
  expect(read('index.html')).toBe(
    '<html><head><link rel="stylesheet" href="/docs/style.css">' +
      '<link rel="canonical" href="https://docs.example.com/docs"></head><body><a href="/docs/guides/start">Start</a> ' +
      '<a href="https://example.org/">Elsewhere</a></body></html>',
  );
  expect(read('style.css')).toBe('body{background:url(/docs/bg.svg)}');
  expect(read('guides/start.html')).toBe('<html><body><a href="/docs">Home</a> <a href="#x">Top</a></body></html>');
  expect(read('robots.txt')).toBe('User-agent: *\nSitemap: https://docs.example.com/docs/sitemap.xml\n');
  expect(read('bg.svg')).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  expect(result.log).toMatch(/Rebased 4 of 4 files read to be served under \/docs\//);
  expect(result.summary).toContain('| Base path | `/docs/`: 4 files rebased |');
  expect(result.summary).toMatch(/\| Time \| .* · rebase \d+ms/);
});

test("verification judges the site at site-url's path: root-absolute links leave it, and the step fails", async () => {
  const { result } = await runWith({ tarEntries: site, pages: 2 }, { 'site-url': 'https://docs.example.com/docs' });
  expect(result.code).toBe(1);
  expect(result.log).toContain("/guides/start is outside the site's path /docs/: served there, it leads off the site");
  expect(result.log).toContain('set base-path?');
  expect(result.summary).toContain("outside the site's path");
  // /, /guides/start, /style.css, /bg.svg; the same site rebased with base-path passes (first test).
  expect(result.outputs.brokenTargets).toBe('4');
  // The figures agree (the 4 are among the URLs counted), and the next step is the fix, not verify-fail-on: never.
  expect(result.summary).toMatch(/references \([4-9] distinct URLs on the site\) · 4 errors \(\d+ broken references\)/);
  expect(result.log).toContain('set base-path: /docs to rebase the export onto that path');
  expect(result.log).not.toContain('verify-fail-on: never');
});

test('without base-path nothing is rebased and the summary has no Base path row', async () => {
  const { result } = await runWith({ tarEntries: site, pages: 2 }, { verify: 'off' });
  expect(result.code).toBe(0);
  expect(fs.readFileSync(path.join(result.workspace, 'static-export', 'index.html'))).toEqual(site[0]!.data);
  expect(result.summary).not.toContain('Base path');
  expect(result.log).not.toContain('Rebased');
});

test.each([
  [
    { 'base-path': '/docs/../x' },
    /::error title=Invalid input::Input 'base-path': '\/docs\/\.\.\/x' has a '\.\.' segment/,
  ],
  [{ 'base-path': 'https://example.com/docs' }, /Input 'base-path': 'https:\/\/example\.com\/docs' is a URL/],
  [
    { 'base-path': '/docs', 'site-url': 'https://example.com/help' },
    /Input 'base-path': '\/docs' disagrees with site-url \(https:\/\/example\.com\/help\), whose path is \/help/,
  ],
])('%j is refused before any request, and the previous site stays', async (inputs, message) => {
  const emulator = await startEmulator({ durationMs: 0, queuedMs: 0, tarEntries: site });
  try {
    const result = await runAction({
      inputs: { 'api-key': emulator.apiKey, 'api-url': emulator.apiUrl, domain: 'docs.example.com', ...inputs },
      workspace: previousWorkspace(),
    });
    expect(result.log).toMatch(message);
    expect(emulator.requests).toEqual([]);
    await expectUntouched(result);
  } finally {
    await emulator.close();
  }
});
