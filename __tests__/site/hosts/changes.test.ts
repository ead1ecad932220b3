/**
 * The change list's URLs (input `changes-file`) on `cloudfront`: every file the function serves, Pagefind's included,
 * and under a base path `/docs` itself, which the function serves as the home page (issue 29 items 10 and 11).
 */
import { afterAll, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compareSites } from '../../../src/site/hosts/changes.ts';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

function write(files: string[]): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'changes-'));
  roots.push(root);
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), file);
  }
  return root;
}

const SITE = [
  'index.html',
  'guides/a.html',
  'captions/demo.vtt',
  'pagefind/pagefind.js',
  'pagefind/wasm.en.pagefind',
  'pagefind/pagefind.en_1a2b.pf_meta',
  'pagefind/index/en_1a2b.pf_index',
  'pagefind/fragment/en_1a2b.pf_fragment',
  'downloads/tool.7z',
];
const missing = path.join(os.tmpdir(), 'no-previous-site');

test('on cloudfront under /docs: /docs, /docs/, /docs/index.html, the pages, captions, Pagefind files', async () => {
  const list = await compareSites(write(SITE), missing, { host: 'cloudfront', basePath: '/docs' });
  expect(list.urls).toEqual([
    '/docs',
    '/docs/',
    '/docs/captions/demo.vtt',
    '/docs/guides/a',
    '/docs/guides/a.html',
    '/docs/index.html',
    '/docs/pagefind/fragment/en_1a2b.pf_fragment',
    '/docs/pagefind/index/en_1a2b.pf_index',
    '/docs/pagefind/pagefind.en_1a2b.pf_meta',
    '/docs/pagefind/pagefind.js',
    '/docs/pagefind/wasm.en.pagefind',
  ]);
});

test('with the function the action writes, a file no shape rule serves has its URL too', async () => {
  const list = await compareSites(write(SITE), missing, { host: 'cloudfront', basePath: '', cloudfrontFunction: true });
  expect(list.urls).toContain('/downloads/tool.7z');
  expect(list.urls).toContain('/');
  expect(list.urls).not.toContain('');
});

test('on s3 under /docs: neither /docs nor /docs/, which the default root object does not serve', async () => {
  const list = await compareSites(write(SITE), missing, { host: 's3', basePath: '/docs' });
  expect(list.urls.filter((url) => !url.startsWith('/docs/pagefind/'))).toEqual([
    '/docs/captions/demo.vtt',
    '/docs/downloads/tool.7z',
    '/docs/guides/a.html',
    '/docs/index.html',
  ]);
});
