/**
 * Drives Debian's `chromium` with `playwright-core` for the base-path proofs (issue 21 "Proof … in a real browser"):
 * loads pages and records what went wrong, and follows a `next/link` to see that navigation stays on the client.
 * The browser is the system's (`apt-get install chromium`), not Playwright's download.
 */
import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { routeOffsite } from './offsite-assets.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Whether the browser is installed; the browser tests skip (and say so in their names) when it is not. */
export const hasChromium = fs.existsSync(CHROMIUM);

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    // --no-sandbox: the machines run as root, where Chromium's sandbox refuses to start.
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * A new browser context in which the Next fixture app's off-site hosts (`https://*.emulator.test`, issue 38) answer
 * from the local asset contents (`offsite-assets.ts`), as they would online: for sites published with
 * `external-assets: keep`, which still load them.
 */
export async function siteContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await routeOffsite(context);
  return context;
}

/**
 * Where the site is served: `origin` plus `base` (`''` or `/docs`). Problems are written with the site's own paths
 * as `{site}/x`, so a site served at `/` and one served at `/docs/` can be compared; a path outside the site stays as
 * it is (`/docs.txt`, `/guides`).
 */
export interface Served {
  origin: string;
  base: string;
}

function sitePath(served: Served, url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (parsed.origin !== served.origin) return url;
  const p = parsed.pathname;
  if (served.base === '') return `{site}${p}`;
  if (p.startsWith(`${served.base}/`)) return `{site}${p.slice(served.base.length)}`;
  return p;
}

/**
 * Loads each page (`{site}`-relative paths such as `/` or `/guides`) in a fresh tab, waits until the network is idle,
 * and lists every failed same-origin request (an error, or a status of 400 or more), console error and uncaught
 * exception, one line each, sorted and deduplicated.
 */
export async function pageProblems(browser: Browser, served: Served, pages: string[]): Promise<string[]> {
  const problems = new Set<string>();
  const context = await siteContext(browser);
  try {
    for (const page of pages) {
      const tab = await context.newPage();
      const where = `on ${page}:`;
      tab.on('requestfailed', (request) => {
        if (new URL(request.url()).origin === served.origin)
          problems.add(`${where} request failed ${sitePath(served, request.url())}`);
      });
      tab.on('response', (response) => {
        if (response.status() >= 400 && new URL(response.url()).origin === served.origin)
          problems.add(`${where} ${response.status()} ${sitePath(served, response.url())}`);
      });
      tab.on('console', (message) => {
        if (message.type() !== 'error') return;
        const at = message.location().url ? ` (at ${sitePath(served, message.location().url)})` : '';
        problems.add(`${where} console error ${message.text().split(served.origin).join('')}${at}`);
      });
      tab.on('pageerror', (error) => problems.add(`${where} exception ${error.message}`));
      await tab.goto(`${served.origin}${served.base}${page}`, { waitUntil: 'networkidle' });
      await settled(tab);
      await tab.close();
    }
  } finally {
    await context.close();
  }
  return [...problems].sort();
}

/**
 * Waits until the page's main thread has nothing queued. The network goes idle before the scripts have finished: on a
 * busy machine, React hydrated (and threw "Connection closed." on a broken payload) seconds after `networkidle`, after
 * the tab had closed. An idle callback runs only once the task queue is empty, and its answer reaches us after every
 * `pageerror` and `console` event the page raised before it. Bounded, so a page that never goes idle is still read.
 */
async function settled(tab: Page): Promise<void> {
  // A string, not a function: the tests' TypeScript has no DOM library.
  await tab.evaluate('new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 15000 }))');
}

/** The page's `document`, typed as far as the tests use it (their TypeScript has no DOM library). */
interface PageDocument {
  querySelectorAll: (selector: string) => ArrayLike<{ getAttribute: (name: string) => string | null }>;
  querySelector: (selector: string) => { textContent: string | null } | null;
}

/** What following one `next/link` did. */
export interface Navigation {
  /** `{site}`-relative path of the page after the click (or the path outside the site). */
  landedOn: string;
  /** Whether a `window` property set before the click survived: the navigation happened on the client. */
  markerKept: boolean;
  /** Status of the RSC payload request of the target (`<page>.txt`), if one was made. */
  rscStatus: number | undefined;
  /** The target page's `h1`. */
  heading: string | undefined;
}

/**
 * Opens `from`, marks `window`, clicks the link matching `selector`, and waits for the address to change.
 */
export async function followLink(
  browser: Browser,
  served: Served,
  from: string,
  selector: string,
): Promise<Navigation> {
  const context = await siteContext(browser);
  try {
    const tab: Page = await context.newPage();
    const rsc = new Map<string, number>();
    tab.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.txt')) rsc.set(sitePath(served, `${url.origin}${url.pathname}`), response.status());
    });
    await tab.goto(`${served.origin}${served.base}${from}`, { waitUntil: 'networkidle' });
    await tab.evaluate(() => {
      (globalThis as { fixtureMarker?: string }).fixtureMarker = 'kept';
    });
    const before = tab.url();
    await tab.click(selector);
    try {
      await tab.waitForURL((url) => url.href !== before, { timeout: 10_000 });
      await tab.waitForLoadState('networkidle');
    } catch {
      // The address did not change: reported as landing where it was.
    }
    const landedOn = sitePath(served, tab.url());
    const markerKept = await tab.evaluate(() => (globalThis as { fixtureMarker?: string }).fixtureMarker === 'kept');
    const heading = await tab.evaluate(() => {
      const { document } = globalThis as unknown as { document: PageDocument };
      return document.querySelector('h1')?.textContent ?? undefined;
    });
    return { landedOn, markerKept, rscStatus: rsc.get(`${landedOn.replace(/\/$/, '/index')}.txt`), heading };
  } finally {
    await context.close();
  }
}

/**
 * The `href` of every `<a>` of each page, after hydration, by page. Every fixture page has links (the layout's nav),
 * so a page that shows none, or whose scripts threw, is loaded once more: on a loaded CI runner Next's own build once
 * showed /guides with no link at all, and the test compared that. A second such load throws, naming its exceptions.
 */
export async function linkTargets(
  browser: Browser,
  served: Served,
  pages: string[],
): Promise<Record<string, string[]>> {
  const context = await siteContext(browser);
  const targets: Record<string, string[]> = {};
  try {
    for (const page of pages) {
      for (let attempt = 1; ; attempt++) {
        const tab = await context.newPage();
        const errors: string[] = [];
        tab.on('pageerror', (error) => errors.push(error.message));
        await tab.goto(`${served.origin}${served.base}${page}`, { waitUntil: 'networkidle' });
        await settled(tab);
        const hrefs = await tab.evaluate(() => {
          const { document } = globalThis as unknown as { document: PageDocument };
          return Array.from(document.querySelectorAll('a'), (a) => a.getAttribute('href') ?? '');
        });
        await tab.close();
        if (hrefs.length > 0 && errors.length === 0) {
          targets[page] = hrefs;
          break;
        }
        if (attempt === 2) {
          throw new Error(`${page} showed ${hrefs.length} links twice; its exceptions: ${errors.join('; ') || 'none'}`);
        }
      }
    }
  } finally {
    await context.close();
  }
  return targets;
}

/**
 * The text of each element matching `selectors` on `page`, after hydration: loaded directly, or, with `via`, reached
 * by clicking the `next/link` matching `via.link` on `via.from` (client navigation, the page's RSC payload fetched).
 * A missing element's text is `null`.
 */
export async function pageTexts(
  browser: Browser,
  served: Served,
  page: string,
  selectors: string[],
  via?: { from: string; link: string },
): Promise<(string | null)[]> {
  const context = await siteContext(browser);
  try {
    const tab = await context.newPage();
    await tab.goto(`${served.origin}${served.base}${via ? via.from : page}`, { waitUntil: 'networkidle' });
    if (via) {
      await tab.click(via.link);
      await tab.waitForURL(`${served.origin}${served.base}${page}`, { timeout: 10_000 });
      await tab.waitForSelector(selectors[0]!, { timeout: 10_000 });
      await tab.waitForLoadState('networkidle');
    }
    return await tab.evaluate((list) => {
      const { document } = globalThis as unknown as { document: PageDocument };
      return list.map((selector) => document.querySelector(selector)?.textContent ?? null);
    }, selectors);
  } finally {
    await context.close();
  }
}
