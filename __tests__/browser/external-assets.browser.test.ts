/**
 * Issue 38 "Done when", in Chromium: the Next fixture app (`__tests__/fixtures/next-app`), whose pages load icons as
 * CSS masks, KaTeX's stylesheet through a preload an inline script switches, a font stylesheet and an image with a
 * signed `srcset` from `https://*.emulator.test` (`app/offsite.js`), built with webpack and with Turbopack, published
 * through dist/ with `external-assets: bundle` at the root and with `base-path: /docs` (GitHub Pages' rules). The
 * action fetches those hosts from a local HTTPS server through the runner's proxy, trusting its authority through
 * `NODE_EXTRA_CA_CERTS` (`helpers/offsite-assets.ts`). Then every request to another origin is aborted and recorded,
 * and each page must load with no failed request and no console error, every mask image a same-origin URL answering
 * 200, KaTeX's stylesheet active with its fonts loaded, and a client navigation that stays offline. Also `report`
 * lists exactly the off-site URLs that `keep` leaves: what Chromium loads from other origins on the kept site (routed
 * to the same local contents), as pages load it (not what off-site stylesheets load in turn), with every `srcset`
 * candidate.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { treeEntries } from '../../emulator/archives.ts';
import { readTree, runAction, type RunResult } from '../../emulator/runner.ts';
import { startEmulator } from '../../emulator/server.ts';
import { CHROMIUM, hasChromium, launchBrowser, type Served } from '../helpers/browser.ts';
import { BUNDLERS, buildFixture, type Bundler, withBuilds } from '../helpers/next-fixture.ts';
import { NO_AGENT_FILES } from '../helpers/no-agent-files.ts';
import { isOffsite, routeOffsite, startOffsiteHosts, type OffsiteHosts } from '../helpers/offsite-assets.ts';
import { servePages, type PagesServer } from '../helpers/pages-server.ts';

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
 * Next's router prefetches the home page's payload at `/docs.txt`, outside the site, in its own basePath build too
 * (issue 21, measured): a 404 on GitHub Pages that has nothing to do with off-site assets.
 */
const OUTSIDE_EXCEPTIONS = [
  / 404 \/docs\.txt(\?_rsc=[\w-]+)?$/,
  /console error Failed to load resource: .*404.*\(at \/docs\.txt(\?_rsc=[\w-]+)?\)$/,
];
const hasOpenssl = spawnSync('openssl', ['version']).status === 0;
const ready = hasChromium && hasOpenssl;
const skipped = ready ? '' : ` (skipped: needs Chromium at ${CHROMIUM} and openssl)`;
const browserTest = ready ? test : test.skip;

let hosts: OffsiteHosts;
let browser: Browser;
const servers: PagesServer[] = [];

beforeAll(async () => {
  if (!ready) return;
  hosts = await startOffsiteHosts();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((server) => server.close()));
  await hosts?.close();
});

/** Runs dist/ on the fixture's root build by `bundler` with `inputs`, the off-site hosts behind the runner's proxy. */
async function publish(bundler: Bundler, inputs: Record<string, string>): Promise<RunResult> {
  const build = await buildFixture('', bundler);
  const emulator = await startEmulator({
    durationMs: 0,
    queuedMs: 0,
    tarEntries: treeEntries(await readTree(build)),
    pages: PAGES.length,
  });
  try {
    const result = await runAction({
      inputs: {
        'api-key': emulator.apiKey,
        'api-url': emulator.apiUrl,
        'job-id': emulator.createJob('docs.example.com', 60_000),
        ...NO_AGENT_FILES,
        ...inputs,
      },
      // The runner's proxy; the spawned action trusts the test authority through NODE_EXTRA_CA_CERTS (runner.ts).
      env: { HTTPS_PROXY: hosts.proxyUrl, https_proxy: hosts.proxyUrl },
    });
    if (result.code !== 0) throw new Error(`the action failed (${JSON.stringify(inputs)}):\n${result.log}`);
    return result;
  } finally {
    await emulator.close();
  }
}

/** Once per key: the sites and page loads the assertions share. */
function once<T>(make: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const made = new Map<string, Promise<T>>();
  return (key) => {
    let value = made.get(key);
    if (!value) made.set(key, (value = make(key)));
    return value;
  };
}

/** The bundled site of `bundler` at `base` (`''` or `/docs`), published and served by GitHub Pages' rules. */
const bundledSite = once(async (key): Promise<Served> => {
  const [bundler, base] = key.split(' ') as [Bundler, string];
  const result = await publish(bundler, {
    'external-assets': 'bundle',
    host: 'github-pages',
    'site-url': `https://docs.example.com${base}`,
    ...(base ? { 'base-path': base } : {}),
  });
  const server = await servePages(path.join(result.workspace, 'static-export'), base);
  servers.push(server);
  return { origin: server.origin, base };
});

/** A mask image of an element: its URL as computed, whether it is the page's origin, and its status when it is. */
interface Mask {
  element: string;
  url: string;
  sameOrigin: boolean;
  status?: number;
}

/** Every mask image of the page's elements (`mask-image`, `-webkit-mask-image`); same-origin ones fetched. */
const MASKS = `(async () => {
  const found = new Map();
  for (const element of document.querySelectorAll('*')) {
    const style = getComputedStyle(element);
    for (const value of [style.maskImage, style.webkitMaskImage]) {
      for (const m of (value || '').matchAll(/url\\("((?:[^"\\\\]|\\\\.)*)"\\)/g)) {
        const url = m[1].replace(/\\\\(.)/g, '$1');
        const name = element.id || element.className || element.tagName;
        found.set(name + ' ' + url, { element: name, url, sameOrigin: new URL(url).origin === location.origin });
      }
    }
  }
  const masks = [...found.values()];
  for (const mask of masks)
    if (mask.sameOrigin) mask.status = await fetch(mask.url).then((r) => r.status, () => 0);
  return masks;
})()`;

/** What the page's stylesheets and fonts are: KaTeX's and the font stylesheet, their rules, the fonts loaded. */
interface Styles {
  katex?: { href: string; rules: number };
  fontsCss?: { href: string; rules: number };
  /** Families of `document.fonts` whose faces loaded, after asking for KaTeX_Main and Inter. */
  loaded: string[];
}

const STYLES = `(async () => {
  const sheet = (test) => {
    const found = [...document.styleSheets].find((s) => s.href && test(new URL(s.href)));
    if (!found) return undefined;
    let rules = -1;
    try { rules = found.cssRules.length; } catch {}
    return { href: found.href, rules };
  };
  for (const font of ['16px KaTeX_Main', '16px Inter']) await document.fonts.load(font).catch(() => []);
  await document.fonts.ready;
  const loaded = [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/["']/g, ''));
  return {
    katex: sheet((u) => /katex\\.min\\b/.test(u.pathname)),
    fontsCss: sheet((u) => /css2\\b/.test(u.pathname)),
    loaded: [...new Set(loaded)].sort(),
  };
})()`;

/** A context in which every request to another origin than `origin` is aborted and recorded in `aborted`. */
async function offlineContext(origin: string, aborted: string[]): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.route(
    () => true,
    async (route) => {
      const url = route.request().url();
      if (url.startsWith('data:') || new URL(url).origin === origin) return route.continue();
      aborted.push(url);
      return route.abort('internetdisconnected');
    },
  );
  return context;
}

/** Records a tab's failed requests (any origin), same-origin answers of 400 or more, console errors, exceptions. */
function watch(tab: Page, served: Served, where: string, problems: string[]): void {
  const local = (url: string): string => url.split(served.origin).join('');
  tab.on('requestfailed', (r) =>
    problems.push(`${where}: request failed ${local(r.url())} (${r.failure()?.errorText})`),
  );
  tab.on('response', (r) => {
    if (r.status() >= 400 && new URL(r.url()).origin === served.origin)
      problems.push(`${where}: ${r.status()} ${local(r.url())}`);
  });
  tab.on('console', (m) => {
    if (m.type() !== 'error') return;
    const at = m.location().url ? ` (at ${local(m.location().url)})` : '';
    problems.push(`${where}: console error ${local(m.text())}${at}`);
  });
  tab.on('pageerror', (e) => problems.push(`${where}: exception ${e.message}`));
}

/** One offline visit of a bundled site: every page loaded, and one client navigation. */
interface Visit {
  problems: string[];
  aborted: string[];
  masks: Record<string, Mask[]>;
  styles: Record<string, Styles>;
  navigation: { landedOn: string; markerKept: boolean; aborted: string[]; masks: Mask[] };
}

const offlineVisit = once(async (key): Promise<Visit> => {
  const served = await bundledSite(key);
  const problems: string[] = [];
  const aborted: string[] = [];
  const masks: Record<string, Mask[]> = {};
  const styles: Record<string, Styles> = {};
  const context = await offlineContext(served.origin, aborted);
  try {
    for (const page of PAGES) {
      const tab = await context.newPage();
      watch(tab, served, page, problems);
      await tab.goto(`${served.origin}${served.base}${page}`, { waitUntil: 'networkidle' });
      masks[page] = await tab.evaluate<Mask[]>(MASKS);
      styles[page] = await tab.evaluate<Styles>(STYLES);
      await tab.close();
    }
  } finally {
    await context.close();
  }
  // The client navigation in a context of its own, so what it aborts is its own.
  const navAborted: string[] = [];
  const navContext = await offlineContext(served.origin, navAborted);
  try {
    const tab = await navContext.newPage();
    watch(tab, served, 'navigation from / to /guides', problems);
    await tab.goto(`${served.origin}${served.base}/`, { waitUntil: 'networkidle' });
    await tab.evaluate('window.__offlineMarker = "kept"');
    await tab.click('#nav-guides');
    await tab.waitForURL(`${served.origin}${served.base}/guides`, { timeout: 10_000 });
    await tab.waitForSelector('#icon-guides', { timeout: 10_000 });
    await tab.waitForLoadState('networkidle');
    const navigation = {
      landedOn: new URL(tab.url()).pathname,
      markerKept: (await tab.evaluate('window.__offlineMarker')) === 'kept',
      aborted: navAborted,
      masks: (await tab.evaluate<Mask[]>(MASKS)).filter((m) => m.element === 'icon-guides'),
    };
    return {
      problems: problems.filter((p) => !OUTSIDE_EXCEPTIONS.some((e) => e.test(p))),
      aborted,
      masks,
      styles,
      navigation,
    };
  } finally {
    await navContext.close();
  }
});

/** The URLs `external-assets: report` lists, read from the report file (`verify-report`). */
function reportedUrls(result: RunResult): string[] {
  expect(result.log).toMatch(/Off-site URLs the site requests \(external-assets: report\): \d+\./);
  // The log and summary show URLs without their query (a signed one is never printed); the report file has them whole.
  const report = JSON.parse(fs.readFileSync(path.join(result.workspace, 'verify.json'), 'utf8')) as {
    externalAssets: { url: string }[];
  };
  return report.externalAssets.map((asset) => asset.url);
}

/**
 * What the site published with `keep` loads from other origins, in Chromium with those origins routed to the local
 * contents: every page loaded and the client navigation to /guides; requests whose `Referer` is another origin (what an
 * off-site stylesheet loads) left out; every off-site `srcset`/`imagesrcset` candidate added (the browser picks one).
 */
async function keptOffsiteUrls(served: Served): Promise<string[]> {
  const context = await browser.newContext();
  const seen = await routeOffsite(context);
  const candidates: string[] = [];
  try {
    const tab = await context.newPage();
    for (const page of PAGES) {
      await tab.goto(`${served.origin}${page}`, { waitUntil: 'networkidle' });
      candidates.push(
        ...(await tab.evaluate<string[]>(`[...document.querySelectorAll('[srcset], link[imagesrcset]')].flatMap((e) =>
          (e.getAttribute('srcset') ?? e.getAttribute('imagesrcset')).split(',').map((c) =>
            new URL(c.trim().split(/\\s+/)[0], location.href).href))`)),
      );
    }
    await tab.goto(`${served.origin}/`, { waitUntil: 'networkidle' });
    await tab.click('#nav-guides');
    await tab.waitForSelector('#icon-guides', { timeout: 10_000 });
    await tab.waitForLoadState('networkidle');
  } finally {
    await context.close();
  }
  const bySite = seen.filter((s) => !isOffsite(s.referer)).map((s) => s.url);
  return [...new Set([...bySite, ...candidates.filter(isOffsite)])].sort();
}

describe.each(BUNDLERS)('external-assets on the fixture built with %s, in Chromium', (bundler) => {
  // Built here, under the build's own budget, rather than inside the first test's limit.
  beforeAll(
    async () => {
      if (ready) await buildFixture('', bundler);
    },
    withBuilds(1, 0),
  );

  describe.each(['', '/docs'])('bundle, served at %p/ by GitHub Pages, every other origin aborted', (base) => {
    const key = `${bundler} ${base}`;

    browserTest(
      `each page: 0 failed requests, 0 console errors, nothing asked of another origin${skipped}`,
      async () => {
        const visit = await offlineVisit(key);
        expect({ problems: visit.problems, aborted: visit.aborted }).toEqual({ problems: [], aborted: [] });
      },
    );

    browserTest(`each page: every mask image is a same-origin URL answering 200${skipped}`, async () => {
      const visit = await offlineVisit(key);
      for (const page of PAGES) {
        // The layout's icons on every page (navbar, search, footer), the card on the home page, the rocket on /guides.
        const elements = visit.masks[page]!.map((m) => m.element);
        expect({ page, elements: [...new Set(elements)].sort() }).toEqual({
          page,
          elements: ['icon-footer', 'icon-home', 'icon-search', ...(page === '/' ? ['icon-card'] : [])]
            .concat(page === '/guides' ? ['icon-guides'] : [])
            .sort(),
        });
        const wrong = visit.masks[page]!.filter((m) => !m.sameOrigin || m.status !== 200);
        expect({ page, wrong }).toEqual({ page, wrong: [] });
      }
    });

    browserTest(
      `each page: KaTeX's stylesheet is active, its fonts and the font stylesheet's load${skipped}`,
      async () => {
        const visit = await offlineVisit(key);
        const served = await bundledSite(key);
        for (const page of PAGES) {
          const styles = visit.styles[page]!;
          expect({ page, katex: styles.katex?.href.startsWith(`${served.origin}${base}/`) }).toEqual({
            page,
            katex: true,
          });
          expect({ page, fonts: styles.fontsCss?.href.startsWith(`${served.origin}${base}/`) }).toEqual({
            page,
            fonts: true,
          });
          expect(styles.katex!.rules).toBeGreaterThan(0);
          expect(styles.fontsCss!.rules).toBeGreaterThan(0);
          expect({ page, loaded: styles.loaded }).toEqual({
            page,
            loaded: expect.arrayContaining(['Inter', 'KaTeX_Main']),
          });
        }
      },
    );

    browserTest(`a client navigation stays offline and the new page's icon resolves${skipped}`, async () => {
      const { navigation } = await offlineVisit(key);
      expect(navigation).toEqual({
        landedOn: `${base}/guides`,
        markerKept: true,
        aborted: [],
        masks: [
          {
            element: 'icon-guides',
            url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\//),
            sameOrigin: true,
            status: 200,
          },
        ],
      });
    });
  });

  browserTest(`report lists exactly the off-site URLs keep leaves${skipped}`, async () => {
    const reported = reportedUrls(
      await publish(bundler, { 'external-assets': 'report', 'verify-report': 'verify.json' }),
    );
    const kept = await publish(bundler, { 'external-assets': 'keep' });
    const server = await servePages(path.join(kept.workspace, 'static-export'), '');
    servers.push(server);
    const loaded = await keptOffsiteUrls({ origin: server.origin, base: '' });
    // The fixture's icons, KaTeX's stylesheet, the font stylesheet and both image widths, at the least.
    expect(loaded.length).toBeGreaterThanOrEqual(9);
    expect([...reported].sort()).toEqual(loaded);
  });
});
