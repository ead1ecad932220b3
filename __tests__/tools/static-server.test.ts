/**
 * The demo's static server (`emulator/static-server.ts`, issue 31 #3) answers as the chosen host does, by the rules
 * verification judges the site with (`resolveOnHost`): extensionless pages where the host serves them, its
 * redirects under the base path, and the site's 404.html for a miss.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serveSite } from '../../emulator/static-server.ts';
import type { Host } from '../../src/site/hosts/hosts.ts';

let root: string;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  const files: Record<string, string> = {
    'index.html': 'home',
    'guides/start.html': 'start',
    'guides/index.html': 'guides',
    '404.html': 'not found page',
    'style.css': 'body{}',
  };
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Each path's answer, `status location-or-body`, on `host` with the site under `basePath`. */
async function answers(host: Host, basePath: string, paths: string[]): Promise<string[]> {
  const server = await serveSite({ root, host, basePath });
  try {
    return await Promise.all(
      paths.map(async (p) => {
        const response = await fetch(`${server.origin}${p}`, { redirect: 'manual' });
        const body = await response.text();
        return `${response.status} ${response.headers.get('location') ?? body}`;
      }),
    );
  } finally {
    await server.close();
  }
}

test('auto serves pages without .html; a miss gets 404.html; the URL printed is the home page', async () => {
  const server = await serveSite({ root, basePath: '/docs' });
  expect(server.url).toBe(`${server.origin}/docs/`);
  await server.close();
  expect(await answers('auto', '', ['/', '/guides/start', '/guides/', '/style.css', '/nope'])).toEqual([
    '200 home',
    '200 start',
    '200 guides',
    '200 body{}',
    '404 not found page',
  ]);
});

test("each host's rules: s3 exact keys, netlify's and s3-website's redirects, below the base path", async () => {
  expect(await answers('s3', '/docs', ['/docs/', '/docs/guides/start', '/docs/guides/start.html'])).toEqual([
    '404 not found page',
    '404 not found page',
    '200 start',
  ]);
  expect(await answers('netlify', '/docs', ['/docs', '/docs/guides?x=1', '/docs/guides/start'])).toEqual([
    '301 /docs/',
    '301 /docs/guides/?x=1',
    '200 start',
  ]);
  expect(await answers('s3-website', '', ['/guides'])).toEqual(['302 /guides/']);
  expect(await answers('cloudfront', '/docs', ['/docs', '/docs/guides/start/', '/other'])).toEqual([
    '200 home',
    '301 /docs/guides/start',
    '404 Not Found',
  ]);
});
