/**
 * The base-path proofs (helpers/base-path-browser.ts) on the fixture built with webpack, and the static server they
 * use.
 */
import { expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { servePages } from '../helpers/pages-server.ts';
import { basePathBrowserSuite } from '../helpers/base-path-browser.ts';

// Needs no browser, so it runs (and the skipped proofs below are listed by name) when Chromium is missing.
test('the static server follows GitHub Pages: /x is x.html, /docs goes to /docs/, a miss gets 404.html', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-'));
  fs.mkdirSync(path.join(root, 'guides'));
  fs.writeFileSync(path.join(root, 'index.html'), 'home');
  fs.writeFileSync(path.join(root, 'guides.html'), 'guides');
  fs.writeFileSync(path.join(root, 'guides', 'start.html'), 'start');
  fs.writeFileSync(path.join(root, '404.html'), 'not found page');
  const server = await servePages(root, '/docs');
  try {
    const get = async (p: string): Promise<string> => {
      const response = await fetch(`${server.origin}${p}`, { redirect: 'manual' });
      const location = response.headers.get('location');
      return `${response.status} ${location ?? (await response.text())}`;
    };
    expect(await get('/docs/')).toBe('200 home');
    expect(await get('/docs')).toBe('301 /docs/');
    expect(await get('/docs/guides')).toBe('200 guides');
    expect(await get('/docs/guides/start')).toBe('200 start');
    expect(await get('/docs/guides/start.html')).toBe('200 start');
    expect(await get('/docs/missing')).toBe('404 not found page');
    expect(await get('/guides')).toBe('404 Not Found');
  } finally {
    await server.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
});

basePathBrowserSuite('webpack');
