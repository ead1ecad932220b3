/**
 * Issue 30 "Name the served address" on a real `next build` export (the fixture app, built with `metadataBase:
 * https://docs.example.com`) published at another origin, at the root and under `/docs`, in Debian's Chromium:
 * canonical and `og:url` read the served address on a direct load and after client navigation (so the RSC payload
 * names it too), the site hydrates and navigates as the root build does, and no file names the old origin.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { treeEntries } from '../../emulator/archives.ts';
import { readTree } from '../../emulator/runner.ts';
import { runWith } from '../helpers/bundle-run.ts';
import { CHROMIUM, hasChromium, launchBrowser, pageProblems, siteContext, type Served } from '../helpers/browser.ts';
import { buildFixture, withBuilds } from '../helpers/next-fixture.ts';
import { servePages, type PagesServer } from '../helpers/pages-server.ts';

const PAGES = ['/', '/guides', '/guides/start', '/blog/first', '/unicode', '/embedded'];
const OLD = 'docs.example.com';
const SERVED = 'https://docs.acme.test';
/** Next's router prefetches the home page's payload at `/docs.txt`, outside the site, in its own basePath build too. */
const OUTSIDE_EXCEPTIONS = [/ 404 \/docs\.txt$/, /console error Failed to load resource: .*404.* \(at \/docs\.txt\)$/];
const skipped = hasChromium ? '' : ` (skipped: no Chromium at ${CHROMIUM}; apt-get install chromium)`;
const browserTest = hasChromium ? test : test.skip;

let browser: Browser;
const servers: PagesServer[] = [];
const sites = new Map<string, { served: Served; root: string }>();
let atRoot: Served;

async function serve(root: string, mount: string): Promise<Served> {
  const server = await servePages(root, mount);
  servers.push(server);
  return { origin: server.origin, base: mount };
}

/** Canonical and og:url as the page has them now (after hydration or client navigation). */
async function ownAddress(tab: Page): Promise<{ canonical?: string; ogUrl?: string }> {
  return tab.evaluate(() => {
    const { document } = globalThis as unknown as {
      document: { querySelector(s: string): { getAttribute(n: string): string | null } | null };
    };
    return {
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? undefined,
      ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content') ?? undefined,
    };
  });
}

describe('the served address on a real Next.js export in Chromium', () => {
  beforeAll(
    async () => {
      if (!hasChromium) return;
      const rootBuild = await buildFixture('');
      for (const base of ['', '/docs']) {
        const { result } = await runWith(
          { tarEntries: treeEntries(await readTree(rootBuild)), pages: PAGES.length },
          { domain: OLD, 'site-url': `${SERVED}${base}`, ...(base ? { 'base-path': base } : {}) },
        );
        if (result.code !== 0) throw new Error(`the action failed:\n${result.log}`);
        const root = path.join(result.workspace, 'static-export');
        sites.set(base, { served: await serve(root, base), root });
      }
      browser = await launchBrowser();
      atRoot = await serve(rootBuild, '');
    },
    withBuilds(1, 300_000),
  );

  afterAll(async () => {
    await browser?.close();
    await Promise.all(servers.map((server) => server.close()));
  });

  for (const base of ['', '/docs']) {
    browserTest(
      `at ${base || 'the root'}: canonical and og:url name ${SERVED}${base}, also after navigation${skipped}`,
      async () => {
        const { served } = sites.get(base)!;
        const context = await siteContext(browser);
        try {
          const tab = await context.newPage();
          await tab.goto(`${served.origin}${base}/guides/start`, { waitUntil: 'networkidle' });
          expect(await ownAddress(tab)).toEqual({
            canonical: `${SERVED}${base}/guides/start`,
            ogUrl: `${SERVED}${base}`,
          });
          await tab.goto(`${served.origin}${base}/`, { waitUntil: 'networkidle' });
          await tab.evaluate(() => ((globalThis as { marker?: string }).marker = 'kept'));
          await tab.click('#nav-guides');
          await tab.waitForURL((url) => url.pathname.endsWith('/guides'), { timeout: 10_000 });
          await tab.waitForLoadState('networkidle');
          // Still the same document (client navigation), and the head React rendered from the payload.
          expect(await tab.evaluate(() => (globalThis as { marker?: string }).marker)).toBe('kept');
          expect(await ownAddress(tab)).toEqual({ canonical: `${SERVED}${base}/guides`, ogUrl: `${SERVED}${base}` });
        } finally {
          await context.close();
        }
      },
    );

    browserTest(
      `at ${base || 'the root'}: it works as the root build does, and no file names ${OLD}${skipped}`,
      async () => {
        const { served, root } = sites.get(base)!;
        const reference = new Set(await pageProblems(browser, atRoot, PAGES));
        const problems = await pageProblems(browser, served, PAGES);
        expect(problems.filter((p) => !reference.has(p) && !OUTSIDE_EXCEPTIONS.some((e) => e.test(p)))).toEqual([]);
        const named = [...(await readTree(root))]
          .filter(([file, bytes]) => /\.(html|txt|xml|json|webmanifest)$/.test(file) && bytes.includes(OLD))
          .map(([file]) => file);
        expect(named).toEqual([]);
      },
    );
  }
});
