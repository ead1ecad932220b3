/**
 * Issue 31 #3 "The demo site looks broken": `npm run demo -- --serve --port 0 --base-path /docs --search pagefind
 * --host cloudfront` runs the action, then serves what it published by CloudFront's rules under /docs until
 * Ctrl+C. The printed URL is loaded in Debian's Chromium at 1280×900: a styled docs layout (navbar above sidebar,
 * content and table of contents side by side, a small logo), extensionless pages and canonical URLs that load, and
 * the search box opening Pagefind's modal. Set `DEMO_SCREENSHOT=/path.png` to keep a screenshot of the home page.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM, hasChromium, launchBrowser } from '../helpers/browser.ts';

const skipped = hasChromium ? '' : ` (skipped: no Chromium at ${CHROMIUM}; apt-get install chromium)`;
const browserTest = hasChromium ? test : test.skip;
const ARGS = ['--serve', '--port', '0', '--base-path', '/docs', '--search', 'pagefind', '--host', 'cloudfront'];

let demo: ChildProcess | undefined;
let output = '';
/** The URL the demo printed, e.g. `http://127.0.0.1:40123/docs/`. */
let url = '';
let browser: Browser | undefined;

/** Resolves with the URL once the demo says it serves; rejects with its output if it ends first. */
function servedUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const seen = (chunk: Buffer): void => {
      output += chunk.toString();
      const m = /^Serving the site by .*\n {2}(http:\/\/\S+)\n/m.exec(output);
      if (m) resolve(m[1]!);
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the demo ended (${code}) before serving:\n${output}`)));
  });
}

/** What the demo's process ended with, once it has. */
function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

beforeAll(async () => {
  // CI unset: --serve must win anyway, but the demo's own decision is not what this test is about.
  demo = spawn(process.execPath, ['scripts/demo.ts', ...ARGS], {
    env: { ...process.env, CI: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  url = await servedUrl(demo);
  if (hasChromium) browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (demo && demo.exitCode === null && demo.signalCode === null) {
    demo.kill('SIGKILL');
    await exited(demo);
  }
  // The demo keeps its workspace for the user to look at: here it goes.
  const site = /^── (.+): \d+ files ─/m.exec(output)?.[1];
  if (site && path.basename(path.dirname(site)).startsWith('mintlify-demo-'))
    fs.rmSync(path.dirname(site), { recursive: true, force: true });
});

/** Status and `location` (or body) of a path on the demo's server, without following redirects. */
async function get(p: string): Promise<string> {
  const response = await fetch(new URL(p, url), { redirect: 'manual' });
  const body = await response.text();
  return `${response.status} ${response.headers.get('location') ?? body.slice(0, 40)}`;
}

test('the URL serves the site by CloudFront rules under /docs: pages without .html, redirects, 404.html', async () => {
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/docs\/$/);
  expect(await get('/docs/')).toMatch(/^200 <!DOCTYPE html>/);
  expect(await get('/docs')).toMatch(/^200 <!DOCTYPE html>/);
  expect(await get('/docs/getting-started/introduction')).toMatch(/^200 <!DOCTYPE html>/);
  expect(await get('/docs/getting-started/introduction/?a=1')).toBe('301 /docs/getting-started/introduction?a=1');
  expect(await get('/docs/llms.txt')).toMatch(/^200 /);
  expect(await get('/docs/pagefind/pagefind.js')).toMatch(/^200 /);
  expect(await get('/docs/no-such-page')).toMatch(/^404 <!DOCTYPE html>/);
  expect(await get('/getting-started/introduction')).toBe('404 Not Found');
  // Every page the sitemap and llms.txt list is served at its extensionless URL.
  const sitemap = await (await fetch(new URL('/docs/sitemap.xml', url))).text();
  const llms = await (await fetch(new URL('/docs/llms.txt', url))).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g), ...llms.matchAll(/\]\((https?:[^)\s]+)\)/g)];
  expect(listed.length).toBeGreaterThan(300);
  for (const [, address] of listed.slice(0, 40))
    expect(`${address} ${await get(new URL(address!).pathname)}`).toMatch(/ 200 /);
});

browserTest(`at 1280×900 the home page is a styled docs layout with a small logo${skipped}`, async () => {
  const tab = await browser!.newPage({ viewport: { width: 1280, height: 900 } });
  const failed: string[] = [];
  tab.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await tab.goto(url, { waitUntil: 'networkidle' });
  const box = async (selector: string): Promise<{ x: number; y: number; width: number; height: number }> => {
    const found = await tab.locator(selector).first().boundingBox();
    if (!found) throw new Error(`${selector} is not displayed`);
    return found;
  };
  const [navbar, sidebar, content, toc, logo] = [
    await box('#navbar'),
    await box('#sidebar'),
    await box('#content-area'),
    await box('#table-of-contents'),
    await box('#navbar img'),
  ];
  // Navbar across the top; sidebar, content and table of contents side by side below it.
  expect(navbar.width).toBeGreaterThan(1200);
  for (const column of [sidebar, content, toc]) expect(column.y).toBeGreaterThanOrEqual(navbar.y + navbar.height - 1);
  expect(sidebar.x + sidebar.width).toBeLessThanOrEqual(content.x);
  expect(content.x + content.width).toBeLessThanOrEqual(toc.x);
  expect(toc.x + toc.width).toBeLessThanOrEqual(1280);
  expect(content.width).toBeGreaterThan(500);
  expect(logo.height).toBeGreaterThan(8);
  expect(logo.height).toBeLessThanOrEqual(64);
  expect(await tab.evaluate('getComputedStyle(document.querySelector("#navbar")).position')).toBe('sticky');
  if (process.env.DEMO_SCREENSHOT) await tab.screenshot({ path: process.env.DEMO_SCREENSHOT });
  expect(failed).toEqual([]);
  await tab.close();
});

browserTest(`the sidebar, the canonical URL and llms.txt's links load; search opens Pagefind${skipped}`, async () => {
  const tab: Page = await browser!.newPage({ viewport: { width: 1280, height: 900 } });
  await tab.goto(url, { waitUntil: 'networkidle' });
  // The export's own links name the .html file (the API export's link mode), rebased under /docs.
  await tab.click('#sidebar a[href="/docs/getting-started/introduction.html"]');
  await tab.waitForURL(new URL('/docs/getting-started/introduction.html', url).href);
  expect(await tab.textContent('#content-area h1')).toBe('Getting started');
  // Its canonical URL and llms.txt's links have no extension: CloudFront's function serves them.
  const canonical = new URL((await tab.getAttribute('link[rel=canonical]', 'href'))!);
  expect(canonical.pathname).toBe('/docs/getting-started/introduction');
  expect((await tab.goto(new URL(canonical.pathname, url).href))!.status()).toBe(200);
  expect(await tab.textContent('#content-area h1')).toBe('Getting started');
  const llms = await (await fetch(new URL('/docs/llms.txt', url))).text();
  const listed = new URL(/\]\((https?:[^)\s]+)\)/.exec(llms)![1]!);
  expect(listed.pathname).not.toMatch(/\.html$/);
  expect((await tab.goto(new URL(listed.pathname, url).href, { waitUntil: 'networkidle' }))!.status()).toBe(200);
  await tab.click('#search-bar-entry');
  await tab.waitForFunction(
    "document.activeElement && document.activeElement.closest('pagefind-modal') !== null",
    undefined,
    { timeout: 15_000 },
  );
  await tab.close();
});

test('Ctrl+C (SIGINT) stops the server and the demo exits 0', async () => {
  demo!.kill('SIGINT');
  expect(await exited(demo!)).toBe(0);
  expect(output).toContain('Press Ctrl+C to stop.');
  await expect(fetch(url)).rejects.toThrow();
});
