/**
 * The base-path proofs in Chromium, defined here and run by one jest file per bundler
 * (base-path.webpack.browser.test.ts, base-path.turbopack.browser.test.ts), so the two run side by side.
 * Issue 21 "Proof on a real export, in a real browser", on both bundlers (issue 37): the Next.js fixture app
 * (`__tests__/fixtures/next-app`) built by `next build` with webpack and with Turbopack (as Mintlify's exports are), at
 * the root and with Next's own `basePath: '/docs'`, served by a GitHub Pages-like server and through the CloudFront
 * function, and loaded in Debian's Chromium.
 * (a) the action, run through dist/ against the emulator serving the root build with `base-path: /docs`, gives a site
 *     that works at /docs/ as the root build works at / (no new failed request or console error, client navigation
 *     with its RSC payload answered);
 * (b) the root build served at /docs/ without the rebase fails that same check (so the check can fail);
 * (c) its link targets are Next's own basePath build's;
 * (d) a page whose RSC text row keeps its old byte length fails the check (the trap the rebase must avoid);
 * (e) text and data that look like URLs (a long code sample, an API response passed to a client component) read as in
 *     the root build, on a direct load and after client navigation (issue 29 item 5);
 * (f) issue 37 "Done when", under /docs and at the root, on GitHub Pages' rules and through the CloudFront function:
 *     no failed same-origin request or console error, the lazily imported chunk loads, client navigation from an
 *     element link and from data links (the sidebar rendered from the docs configuration, compiled MDX), the inline
 *     base-path script's `data-current-path` on every page, and the Samples and Deploy pages' text as in the root
 *     build.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { treeEntries } from '../../emulator/archives.ts';
import { readTree } from '../../emulator/runner.ts';
import { runWith } from './bundle-run.ts';
import {
  CHROMIUM,
  followLink,
  hasChromium,
  launchBrowser,
  linkTargets,
  pageProblems,
  pageTexts,
  siteContext,
  type Navigation,
  type Served,
} from './browser.ts';
import { buildFixture, type Bundler, withBuilds } from './next-fixture.ts';
import { serveCloudfront, servePages, type PagesServer } from './pages-server.ts';

const PAGES = [
  '/',
  '/guides',
  '/guides/start',
  '/guides/deploy',
  '/blog/first',
  '/blog/second',
  '/unicode',
  '/embedded',
  '/samples',
];
/**
 * Next's router prefetches the home page's payload at `/docs.txt`, outside the site, in its own basePath build too:
 * a 404 on GitHub Pages, a 403 from S3 behind CloudFront.
 */
const OUTSIDE_EXCEPTIONS = [
  / 40[34] \/docs\.txt$/,
  /console error Failed to load resource: .*40[34].* \(at \/docs\.txt\)$/,
];
const skipped = hasChromium ? '' : ` (skipped: no Chromium at ${CHROMIUM}; apt-get install chromium)`;
const browserTest = hasChromium ? test : test.skip;
const RECIPE = fs.readFileSync('recipes/cloudfront/viewer-request.js', 'utf8');

let browser: Browser;
const servers: PagesServer[] = [];

async function serve(root: string, mount: string, serving: Serving = 'GitHub Pages'): Promise<Served> {
  const server =
    serving === 'GitHub Pages'
      ? await servePages(root, mount)
      : await serveCloudfront(root, mount, RECIPE.replace("var BASE = '';", `var BASE = '${mount}';`));
  servers.push(server);
  return { origin: server.origin, base: mount };
}

/** How a site is served: a host's rules ({@link serve}). */
type Serving = 'GitHub Pages' | 'CloudFront';

/** The problems of the site served at /docs/ that the same export served at / does not have, but for the exception. */
function newProblems(problems: string[], reference: string[]): string[] {
  const known = new Set(reference);
  return problems.filter((p) => !known.has(p) && !OUTSIDE_EXCEPTIONS.some((e) => e.test(p)));
}

/** Following the nav's Guides link from the home page stays on the client and fetches the payload. */
function navigatedOnClient(navigation: Navigation): boolean {
  return (
    navigation.landedOn === '{site}/guides' &&
    navigation.markerKept &&
    navigation.rscStatus === 200 &&
    navigation.heading === 'Guides'
  );
}

/** Defines the proofs on the fixture built with `bundler`. */
export function basePathBrowserSuite(bundler: Bundler): void {
  afterAll(async () => {
    await browser?.close();
    await Promise.all(servers.map((server) => server.close()));
  });

  describe(`base-path on a real Next.js export built with ${bundler}, in Chromium`, () => {
    let rootBuild: string;
    let nextDocsBuild: string;
    let rebased: string;
    let atRoot: Served;
    let rebasedAtDocs: Served;
    let unrebasedAtDocs: Served;
    let nextAtDocs: Served;
    let summary = '';
    let reference: string[] | undefined;
    /** Where each site of (f) is served, by its name. */
    const sites = new Map<string, Served>();

    /** The problems of the root build served at the root: what the other sites are compared with. */
    async function rootProblems(): Promise<string[]> {
      reference ??= await pageProblems(browser, atRoot, PAGES);
      return reference;
    }

    beforeAll(
      async () => {
        if (!hasChromium) return;
        // One build after the other: the machine has two cores.
        rootBuild = await buildFixture('', bundler);
        nextDocsBuild = await buildFixture('/docs', bundler);
        // The action as the runner runs it, against the emulator serving the root build.
        const { result } = await runWith(
          { tarEntries: treeEntries(await readTree(rootBuild)), pages: PAGES.length },
          // Verified at /docs with the default verify-fail-on: broken, so the rebased site must pass the check.
          { 'base-path': '/docs', 'site-url': 'https://docs.example.com' },
        );
        if (result.code !== 0) throw new Error(`the action failed:\n${result.log}`);
        summary = result.summary;
        rebased = path.join(result.workspace, 'static-export');
        browser ??= await launchBrowser();
        atRoot = await serve(rootBuild, '');
        rebasedAtDocs = await serve(rebased, '/docs');
        unrebasedAtDocs = await serve(rootBuild, '/docs');
        nextAtDocs = await serve(nextDocsBuild, '/docs');
        sites.set('the root build at / on GitHub Pages', atRoot);
        sites.set('the root build at / through CloudFront', await serve(rootBuild, '', 'CloudFront'));
        sites.set('the rebased export at /docs/ on GitHub Pages', rebasedAtDocs);
        sites.set('the rebased export at /docs/ through CloudFront', await serve(rebased, '/docs', 'CloudFront'));
      },
      withBuilds(2, 600_000),
    );

    browserTest(
      `(a) the action with base-path: /docs gives a site that works at /docs/ as the root build works at /${skipped}`,
      async () => {
        expect(summary).toMatch(/\| Base path \| `\/docs\/`: \d+ files rebased \|/);
        const problems = await pageProblems(browser, rebasedAtDocs, PAGES);
        expect(newProblems(problems, await rootProblems())).toEqual([]);
        // Client navigation through next/link, and into a page whose RSC text row the rebase rewrote (new byte length).
        expect(await followLink(browser, rebasedAtDocs, '/', '#nav-guides')).toEqual({
          landedOn: '{site}/guides',
          markerKept: true,
          rscStatus: 200,
          heading: 'Guides',
        });
        const embedded = await followLink(browser, rebasedAtDocs, '/guides', '#nav-embedded');
        expect(embedded).toMatchObject({ landedOn: '{site}/embedded', markerKept: true, rscStatus: 200 });
        // The lazily loaded chunk comes through the rebased webpack public path.
        const context = await siteContext(browser);
        const tab = await context.newPage();
        await tab.goto(`${rebasedAtDocs.origin}/docs/`, { waitUntil: 'networkidle' });
        await tab.click('#load-chunk');
        await tab.waitForSelector('text=loaded lazily', { timeout: 10_000 });
        await context.close();
      },
    );

    browserTest(`(b) the root build served at /docs/ without rebasing fails the same check${skipped}`, async () => {
      const problems = await pageProblems(browser, unrebasedAtDocs, PAGES);
      expect(newProblems(problems, await rootProblems()).length).toBeGreaterThan(0);
      expect(navigatedOnClient(await followLink(browser, unrebasedAtDocs, '/', '#nav-guides'))).toBe(false);
    });

    browserTest(
      `(d) a text row left with its old byte length breaks the page: the check sees the trap${skipped}`,
      async () => {
        const stale = fs.mkdtempSync(path.join(os.tmpdir(), 'stale-'));
        try {
          fs.cpSync(rebased, stale, { recursive: true });
          const file = path.join(stale, 'embedded.html');
          const html = fs.readFileSync(file, 'utf8');
          const before = fs.readFileSync(path.join(rootBuild, 'embedded.html'), 'utf8');
          // The page's text row (its id depends on the app's other components): `\n<id>:T<byte length>,`.
          const [, row, original] = /\\n([0-9a-f]+):T([0-9a-f]+),"\]\)/.exec(before)!;
          const broken = html.replace(new RegExp(`(\\\\n${row}:T)[0-9a-f]+(,"\\]\\))`), `$1${original!}$2`);
          expect(broken).not.toBe(html);
          fs.writeFileSync(file, broken);
          const problems = await pageProblems(browser, await serve(stale, '/docs'), ['/embedded']);
          expect(newProblems(problems, await rootProblems()).length).toBeGreaterThan(0);
        } finally {
          fs.rmSync(stale, { recursive: true, force: true });
        }
      },
    );

    browserTest(`(c) link targets before and after hydration are Next's own basePath build's${skipped}`, async () => {
      const ours = await linkTargets(browser, rebasedAtDocs, PAGES);
      const next = await linkTargets(browser, nextAtDocs, PAGES);
      // Next's own build leaves plain <a href="/…"> (not next/link) outside /docs; ours carries the prefix there.
      const expected = Object.fromEntries(
        Object.entries(next).map(([page, hrefs]) => [
          page,
          hrefs.map((href) => (/^\/(?!docs(\/|$|#|\?))/.test(href) ? `/docs${href}` : href)),
        ]),
      );
      expect(ours).toEqual(expected);
      expect(ours['/']).toContain('/docs');
      // Before hydration: the HTML files hold the same targets.
      const tree = await readTree(rebased);
      for (const page of PAGES) {
        const file = page === '/' ? 'index.html' : `${page.slice(1)}.html`;
        const html = tree.get(file)!.toString('utf8');
        const hrefs = [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => m[1]);
        expect(hrefs).toEqual(ours[page]!.slice(0, hrefs.length));
      }
    });

    browserTest(
      `(e) code and an API response that hold URLs read as in the root build, loaded or navigated to${skipped}`,
      async () => {
        const selectors = ['#code-sample', '#json-example'];
        const expected = await pageTexts(browser, atRoot, '/samples', selectors);
        // The fixture's text: a long code sample (an RSC text row) and an object prop with href keys.
        expect(expected[0]).toContain('<a href="/pricing">Pricing</a>');
        expect(expected[0]!.length).toBeGreaterThan(1024);
        expect(expected[1]).toContain('{"self":{"href":"/orders/1"}');
        expect(await pageTexts(browser, nextAtDocs, '/samples', selectors)).toEqual(expected);
        expect(await pageTexts(browser, rebasedAtDocs, '/samples', selectors)).toEqual(expected);
        const via = { from: '/guides', link: '#nav-samples' };
        expect(await pageTexts(browser, rebasedAtDocs, '/samples', selectors, via)).toEqual(expected);
      },
    );
    const SITES = [
      'the root build at / on GitHub Pages',
      'the root build at / through CloudFront',
      'the rebased export at /docs/ on GitHub Pages',
      'the rebased export at /docs/ through CloudFront',
    ];
    /** A check of (f) on each site. */
    const check = (title: string, run: (site: Served) => Promise<void>): void =>
      describe(`(f) ${title}`, () => {
        for (const site of SITES) browserTest(`${site}${skipped}`, async () => run(sites.get(site)!));
      });

    check('no failed same-origin request or console error; the lazily imported chunk loads', async (site) => {
      const problems = await pageProblems(browser, site, PAGES);
      expect(problems.filter((p) => !OUTSIDE_EXCEPTIONS.some((e) => e.test(p)))).toEqual([]);
      const context = await siteContext(browser);
      try {
        const tab = await context.newPage();
        await tab.goto(`${site.origin}${site.base}/`, { waitUntil: 'networkidle' });
        await tab.click('#load-chunk');
        await tab.waitForSelector('text=loaded lazily', { timeout: 10_000 });
      } finally {
        await context.close();
      }
    });

    check('client navigation from an element link and from data links', async (site) => {
      const cases: [string, string, string, string][] = [
        ['/', '#nav-guides', '{site}/guides', 'Guides'],
        // The sidebar: next/links whose hrefs are members of the docs configuration, an object prop.
        ['/guides', '#sidebar-guides-start', '{site}/guides/start', 'Start'],
        ['/samples', '#sidebar-guides-deploy', '{site}/guides/deploy', 'Deploy'],
        // Compiled MDX run on the client: the link's href is an `href:` member inside a string prop.
        ['/guides/deploy', '#mdx-start', '{site}/guides/start', 'Start'],
      ];
      for (const [from, link, landedOn, heading] of cases)
        expect({ from, link, ...(await followLink(browser, site, from, link)) }).toEqual({
          from,
          link,
          landedOn,
          markerKept: true,
          rscStatus: 200,
          heading,
        });
    });

    check("the inline base-path script's data-current-path is the site's own path", async (site) => {
      const context = await siteContext(browser);
      try {
        const tab = await context.newPage();
        const read: Record<string, string | undefined> = {};
        for (const page of PAGES) {
          await tab.goto(`${site.origin}${site.base}${page}`, { waitUntil: 'load' });
          read[page] = await tab.evaluate(
            () =>
              (globalThis as unknown as { document: { documentElement: { dataset: { currentPath?: string } } } })
                .document.documentElement.dataset.currentPath,
          );
        }
        expect(read).toEqual(Object.fromEntries(PAGES.map((page) => [page, page])));
      } finally {
        await context.close();
      }
    });

    check("the Samples and Deploy pages' text is the root build's", async (site) => {
      const samples = ['#code-sample', '#json-example'];
      const deploy = ['#mdx-code', 'h1'];
      const expected = await pageTexts(browser, atRoot, '/samples', samples);
      expect(expected[1]).toContain('{"self":{"href":"/orders/1"}');
      const expectedDeploy = await pageTexts(browser, atRoot, '/guides/deploy', deploy);
      expect(expectedDeploy[0]).toContain('{href: "/pricing", src: "/logo.png"}');
      expect(await pageTexts(browser, site, '/samples', samples)).toEqual(expected);
      expect(await pageTexts(browser, site, '/samples', samples, { from: '/guides', link: '#nav-samples' })).toEqual(
        expected,
      );
      expect(await pageTexts(browser, site, '/guides/deploy', deploy)).toEqual(expectedDeploy);
    });
  });
}
