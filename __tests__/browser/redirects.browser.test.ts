/**
 * Redirect pages and the `404.html` script (issue 45) in Debian's Chromium, served as GitHub Pages serves (a host
 * with no redirect rules of its own): every source of the test rule set lands on its destination, at the root and
 * under `/docs`, with the query and fragment kept; a real page at a source is served, not redirected.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { publishRedirects } from '../../src/site/redirects/publish.ts';
import type { RedirectRule } from '../../src/site/redirects/rules.ts';
import { CHROMIUM, hasChromium, launchBrowser } from '../helpers/browser.ts';
import { servePages, type PagesServer } from '../helpers/pages-server.ts';
import { SHARED_RULES } from '../helpers/redirect-cases.ts';

const skipped = hasChromium ? '' : ` (skipped: no Chromium at ${CHROMIUM}; apt-get install chromium)`;
const browserTest = hasChromium ? test : test.skip;

/** The export: pages in the `.html` layout, Mintlify's 404 page. */
const SITE: Record<string, string> = {
  'index.html': '<!doctype html><html><head><title>Home</title></head><body>home</body></html>',
  'guides/start.html': '<!doctype html><html><head><title>Start</title></head><body>start</body></html>',
  'v2/a/b.html': '<!doctype html><html><head><title>V2 a b</title></head><body>v2</body></html>',
  'v2.html': '<!doctype html><html><head><title>V2</title></head><body>v2 home</body></html>',
  'collections/overview.html': '<!doctype html><html><head><title>Overview</title></head><body>o</body></html>',
  'users/7/profile.html': '<!doctype html><html><head><title>Profile</title></head><body>p</body></html>',
  'kept.html': '<!doctype html><html><head><title>Kept</title></head><body>real page</body></html>',
  '404.html': '<!doctype html><html lang="en"><head><title>Not found</title></head><body>404</body></html>',
};

const RULES: Omit<RedirectRule, 'index'>[] = [
  ...SHARED_RULES,
  { source: '/deep/old/page', destination: '/v2', permanent: false },
];

/** Where each request (below the site's path) lands, below the site's path, or another site's URL. */
const CASES: [string, string][] = [
  ['/old-start', '/guides/start'],
  ['/old-start/', '/guides/start'],
  ['/old-start?utm=1#faq', '/guides/start?utm=1#faq'],
  ['/beta/a/b', '/v2/a/b'],
  ['/beta', '/v2'],
  ['/articles/concepts-anything', '/collections/overview'],
  ['/articles/concepts-x/y?q=2', '/collections/overview?q=2'],
  ['/part', '/guides/start#install'],
  ['/part#other', '/guides/start#install'],
  ['/away', 'https://other.example/landing'],
  ['/people/7', '/users/7/profile'],
  ['/kept', '/kept'],
  ['/deep/old/page', '/v2'],
];

let browser: Browser;
let context: BrowserContext;
const servers: PagesServer[] = [];
const folders: string[] = [];

async function site(basePath: string): Promise<{ origin: string; root: string; written: string[] }> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'redirect-pages-'));
  folders.push(root);
  for (const [file, text] of Object.entries(SITE)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  const result = await publishRedirects({
    root,
    files: Object.keys(SITE),
    config: { file: '/w/docs.json', name: 'docs.json', rules: RULES.map((rule, index) => ({ ...rule, index })) },
    host: 'github-pages',
    layout: 'html',
    basePath,
    domain: 'acme.mintlify.app',
    siteUrl: undefined,
    log: { info: () => undefined, warning: () => undefined, debug: () => undefined },
  });
  const server = await servePages(root, basePath);
  servers.push(server);
  return { origin: server.origin, root, written: result.written };
}

beforeAll(async () => {
  if (!hasChromium) return;
  browser = await launchBrowser();
  context = await browser.newContext();
  await context.route('https://other.example/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Other</title>other site' }),
  );
});

afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((server) => server.close()));
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

describe.each(['', '/docs'])(`redirects on GitHub Pages at %j in Chromium${skipped}`, (basePath) => {
  let origin: string;
  let written: string[];
  beforeAll(async () => {
    if (hasChromium) ({ origin, written } = await site(basePath));
  });

  browserTest('a page at each exact source that is no real page; none at a real page', () => {
    expect(written.sort()).toEqual(['404.html', 'away.html', 'deep/old/page.html', 'old-start.html', 'part.html']);
  });

  browserTest.each(CASES)('%s lands on %s', async (from, to) => {
    const tab = await context.newPage();
    try {
      await tab.goto(`${origin}${basePath}${from}`);
      const expected = to.startsWith('/') ? `${origin}${basePath}${to}` : to;
      await tab.waitForURL(expected, { waitUntil: 'load' });
      expect(tab.url()).toBe(expected);
      if (from === '/kept') expect(await tab.textContent('body')).toBe('real page');
    } finally {
      await tab.close();
    }
  });

  browserTest('a path no rule matches stays on the 404 page', async () => {
    const tab = await context.newPage();
    try {
      const response = await tab.goto(`${origin}${basePath}/nothing/here`);
      expect(response?.status()).toBe(404);
      await tab.waitForLoadState('load');
      expect(tab.url()).toBe(`${origin}${basePath}/nothing/here`);
    } finally {
      await tab.close();
    }
  });
});
