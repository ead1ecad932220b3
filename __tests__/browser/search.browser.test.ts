/**
 * Issue 25 "Proof in a real browser, on a real export": the Next.js fixture app (`__tests__/fixtures/next-app`, with a
 * navbar client component whose `#search-bar-entry` click and ⌘K/Ctrl+K listener stand for the cloud search and only
 * count, a `#content-area`, and furniture around it holding the word `furniturebird`), exported by `next build`,
 * run through dist/ with `search: pagefind` against the emulator, served at the root and (with `base-path: /docs`)
 * under /docs by a GitHub Pages-like server, and by CloudFront in front of S3 (exact keys, 403 for a missing key)
 * with the recipe's function and with the one `cloudfront-function` wrote (issue 29: Pagefind's own files must be
 * served), and driven in Debian's Chromium.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { treeEntries } from '../../emulator/archives.ts';
import { readTree } from '../../emulator/runner.ts';
import { runWith } from '../helpers/bundle-run.ts';
import { CHROMIUM, hasChromium, launchBrowser, siteContext } from '../helpers/browser.ts';
import { isOffsite } from '../helpers/offsite-assets.ts';
import { buildFixture, withBuilds } from '../helpers/next-fixture.ts';
import { serveCloudfront, servePages, type PagesServer } from '../helpers/pages-server.ts';

const require = createRequire(import.meta.url);
const skipped = hasChromium ? '' : ` (skipped: no Chromium at ${CHROMIUM}; apt-get install chromium)`;
const browserTest = hasChromium ? test : test.skip;
/** The search field of Pagefind's modal, once it has focus. */
const FOCUSED_FIELD = "document.activeElement && document.activeElement.closest('pagefind-modal') !== null";

/** How the site is served. */
type Serving = 'GitHub Pages' | 'CloudFront + S3, recipe function' | 'CloudFront + S3, generated function';
const SERVINGS: Serving[] = ['GitHub Pages', 'CloudFront + S3, recipe function', 'CloudFront + S3, generated function'];

let browser: Browser;
const servers: PagesServer[] = [];
/** By serving and base path (`GitHub Pages /docs`). */
const sites = new Map<string, PagesServer>();

beforeAll(
  async () => {
    if (!hasChromium) return;
    // As on a runner without internet: Pagefind's own binary, from the platform package npm installed.
    process.env.PAGEFIND_BINARY_PATH = require.resolve(
      `@pagefind/${process.platform}-${process.arch}/bin/pagefind_extended`,
    );
    const root = await buildFixture('');
    const entries = treeEntries(await readTree(root));
    const recipe = fs.readFileSync('recipes/cloudfront/viewer-request.js', 'utf8');
    for (const base of ['', '/docs']) {
      const { result } = await runWith(
        { tarEntries: entries, pages: 7 },
        {
          search: 'pagefind',
          'site-url': 'https://docs.example.com',
          host: 'cloudfront',
          'cloudfront-function': 'viewer-request.js',
          ...(base ? { 'base-path': base } : {}),
        },
      );
      if (result.code !== 0) throw new Error(`the action failed:\n${result.log}`);
      const root = path.join(result.workspace, 'static-export');
      const generated = fs.readFileSync(path.join(result.workspace, 'viewer-request.js'), 'utf8');
      const started: [Serving, PagesServer][] = [
        ['GitHub Pages', await servePages(root, base)],
        [
          'CloudFront + S3, recipe function',
          await serveCloudfront(root, base, recipe.replace("var BASE = '';", `var BASE = '${base}';`)),
        ],
        ['CloudFront + S3, generated function', await serveCloudfront(root, base, generated)],
      ];
      for (const [serving, server] of started) {
        servers.push(server);
        sites.set(`${serving} ${base}`, server);
      }
    }
    browser = await launchBrowser();
  },
  withBuilds(1, 300_000),
);

afterAll(async () => {
  delete process.env.PAGEFIND_BINARY_PATH;
  await browser?.close();
  await Promise.all(servers.map((server) => server.close()));
});

/**
 * A tab that records requests leaving the origin and failed ones. The fixture's own off-site assets (icons, fonts,
 * KaTeX, an image on `*.emulator.test`: the site is published with `external-assets: keep`) answer through routing and
 * are not the search's doing.
 */
async function openTab(origin: string): Promise<{ tab: Page; problems: string[] }> {
  const context = await siteContext(browser);
  const tab = await context.newPage();
  const problems: string[] = [];
  tab.on('request', (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith('data:') && !isOffsite(request.url()))
      problems.push(`left the origin: ${request.url()}`);
  });
  tab.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
  tab.on('response', (response) => {
    // Next's router prefetches the home payload at /docs.txt, outside the site, in its own basePath build too
    // (issue 21, measured): not the search's doing.
    if (response.status() >= 400 && !new URL(response.url()).pathname.startsWith('/docs.txt'))
      problems.push(`${response.status()}: ${response.url()}`);
  });
  tab.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
  return { tab, problems };
}

/** The page links Pagefind's results show for `query`, once all of them are drawn (hrefs as written). */
async function resultsFor(tab: Page, query: string): Promise<string[]> {
  await tab.keyboard.type(query);
  // "1 result for q" / "No results for q": done once that many result links are drawn.
  await tab.waitForFunction(
    `(() => {
      const summary = document.querySelector('pagefind-modal pagefind-summary')?.textContent ?? '';
      if (!summary.includes(${JSON.stringify(query)})) return false;
      const count = /^\\s*(\\d+) results? for/.exec(summary)?.[1] ?? (/No results/.test(summary) ? '0' : undefined);
      const drawn = document.querySelectorAll('pagefind-modal .pf-result-link').length;
      return count !== undefined && drawn === Number(count);
    })()`,
    undefined,
    { timeout: 15_000 },
  );
  return tab.$$eval('pagefind-modal .pf-result-link', (links) =>
    links.map((link) => (link as unknown as { getAttribute(name: string): string }).getAttribute('href')),
  );
}

describe.each(SERVINGS.flatMap((serving) => ['', '/docs'].map((base) => [serving, base] as const)))(
  'search on the exported site served by %s at %p/',
  (serving, base) => {
    browserTest(`a click on #search-bar-entry opens Pagefind; a content word finds its page${skipped}`, async () => {
      const server = sites.get(`${serving} ${base}`)!;
      const { tab, problems } = await openTab(server.origin);
      await tab.goto(`${server.origin}${base}/`, { waitUntil: 'networkidle' });
      await tab.click('#search-bar-entry');
      await tab.waitForFunction(FOCUSED_FIELD, undefined, { timeout: 10_000 });
      const links = await resultsFor(tab, 'axolotlcontent');
      expect(links).toEqual([`${base}/guides/start`]);
      // Before following the result, which loads a new page (and window).
      expect(await tab.evaluate('window.__cloudSearchOpened ?? 0')).toBe(0);
      await tab.click(`pagefind-modal .pf-result-link[href="${base}/guides/start"]`);
      await tab.waitForURL(`${server.origin}${base}/guides/start`);
      expect(await tab.textContent('#content-area')).toContain('axolotlcontent');
      expect(problems).toEqual([]);
      await tab.context().close();
    });

    browserTest(`Ctrl+K opens it on another page; the furniture's word finds nothing${skipped}`, async () => {
      const server = sites.get(`${serving} ${base}`)!;
      const { tab, problems } = await openTab(server.origin);
      await tab.goto(`${server.origin}${base}/guides`, { waitUntil: 'networkidle' });
      await tab.keyboard.press('Control+K');
      await tab.waitForFunction(FOCUSED_FIELD, undefined, { timeout: 10_000 });
      expect(await resultsFor(tab, 'furniturebird')).toEqual([]);
      await tab.keyboard.press('Escape');
      await tab.waitForFunction(`!(${FOCUSED_FIELD})`, undefined, { timeout: 10_000 });
      expect(await tab.evaluate('window.__cloudSearchOpened ?? 0')).toBe(0);
      expect(problems).toEqual([]);
      await tab.context().close();
    });

    browserTest(`after a client-side navigation the entry still opens the search${skipped}`, async () => {
      const server = sites.get(`${serving} ${base}`)!;
      const { tab, problems } = await openTab(server.origin);
      await tab.goto(`${server.origin}${base}/`, { waitUntil: 'networkidle' });
      await tab.evaluate('window.__marker = "kept"');
      await tab.click('#nav-guides');
      await tab.waitForURL(`${server.origin}${base}/guides`);
      // Navigated on the client: the window (and its marker) survived.
      expect(await tab.evaluate('window.__marker')).toBe('kept');
      await tab.click('#search-bar-entry');
      await tab.waitForFunction(FOCUSED_FIELD, undefined, { timeout: 10_000 });
      expect(await resultsFor(tab, 'axolotlcontent')).toEqual([`${base}/guides/start`]);
      expect(await tab.evaluate('window.__cloudSearchOpened ?? 0')).toBe(0);
      expect(problems).toEqual([]);
      await tab.context().close();
    });
  },
);
