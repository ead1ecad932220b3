/**
 * `host: cloudflare-pages` judged by Cloudflare's own code: `wrangler pages dev` (helpers/wrangler.ts) serves each
 * site, and every URL's answer (the file served, or a redirect's status and `Location`, or a 404) must be the one the
 * action's host model (`resolveOnHost`, which verification checks links with) gives. The file sets are drawn by
 * fast-check from names that meet at every rule of the asset server: `x`, `x.html`, `x/index.html`, `x.html.html`,
 * an `index` page, a file with another extension, each set below its own folder so one server holds them all. Then
 * the action's `_redirects` for the redirects of `docs.json` answers through Cloudflare's redirect engine.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveOnHost, type Layout } from '../../../src/site/hosts/hosts.ts';
import { publishRedirects, publishedRules } from '../../../src/site/redirects/publish.ts';
import { findRedirect, type RedirectRule } from '../../../src/site/redirects/rules.ts';
import { CASES, RULES, SITE } from '../../helpers/redirect-cases.ts';
import { pagesDev, type PagesDev } from '../../helpers/wrangler.ts';

/**
 * Names below each set's folder: a page, its folder's index, a doubled extension, a data file, a file without an
 * extension beside its `.html`.
 */
const NAMES = [
  'a.html',
  'a/index.html',
  'a.html.html',
  'index.html',
  'b/index.html',
  'b.html',
  'c.json',
  'a/b.html',
  'k',
  'k.html',
];

/** URL paths asked of each set (below its folder), covering every branch of the asset server. */
const ASKED = [
  '',
  '/',
  '/index',
  '/index.html',
  '/index/',
  '/a',
  '/a/',
  '/a.html',
  '/a.html/',
  '/a/index',
  '/a/index.html',
  '/a.html.html',
  '/a/b',
  '/a/b/',
  '/a/b.html',
  '/b',
  '/b/',
  '/b.html',
  '/b/index',
  '/c.json',
  '/c',
  '/d',
  '/k',
  '/k/',
  '/k.html',
];

const SETS = fc.sample(fc.subarray(NAMES, { minLength: 1 }), { numRuns: 16, seed: 4545 });

let root: string;
let dev: PagesDev;

/** How the host answered a URL: its redirects (`308 <location>`) in order, then `200 <file>` or `404`. */
interface Answer {
  hops: string[];
  end: string;
}

/**
 * Asks the host for `urlPath` and follows its redirects. Undefined where `wrangler pages dev` fails with `ENOTDIR`
 * (a 502): it looks a path up on the disk, where `/x.html/` reads `x.html/index.html`, while Cloudflare looks it up
 * in the deployment's manifest of files; such a URL says nothing of the host's rules.
 */
async function answer(urlPath: string): Promise<Answer | undefined> {
  const hops: string[] = [];
  for (let asked = urlPath; hops.length < 5;) {
    const response = await fetch(`${dev.origin}${encodeURI(asked)}`, { redirect: 'manual' });
    const body = await response.text();
    if (response.status === 502 && body.includes('ENOTDIR')) return undefined;
    if (response.status < 300 || response.status >= 400)
      return { hops, end: response.status === 404 ? '404' : `${response.status} ${/^file (.*)$/.exec(body)?.[1]}` };
    asked = decodeURI(response.headers.get('location')!.replace(dev.origin, ''));
    hops.push(`${response.status} ${asked}`);
  }
  return { hops, end: 'a redirect loop' };
}

/** What the model says the host answers: a redirect's first hop and the file it ends at; `404` for missing. */
function modelled(urlPath: string, files: ReadonlySet<string>): { first?: string; end: string } {
  const model = resolveOnHost('cloudflare-pages', urlPath, files);
  if (model.kind === 'direct') return { end: `200 ${model.file}` };
  if (model.kind === 'redirect') return { first: `308 ${model.location}`, end: `200 ${model.file}` };
  return { end: '404' };
}

describe("Cloudflare Pages' asset server (wrangler pages dev) against the host model", () => {
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'cloudflare-pages-'));
    // A 404 page at the top: without one, Cloudflare serves the site as a single-page app (index.html, 200).
    const files = ['404.html', 'index.html', ...SETS.flatMap((names, i) => names.map((name) => `s${i}/${name}`))];
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), `file ${file}`);
    }
    dev = await pagesDev(root);
  });
  afterAll(async () => {
    await dev?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('every URL of every drawn file set is answered as the model says', async () => {
    const files = new Set(['404.html', 'index.html', ...SETS.flatMap((names, i) => names.map((n) => `s${i}/${n}`))]);
    const differences: string[] = [];
    let compared = 0;
    for (const [i, names] of SETS.entries()) {
      for (const asked of ASKED) {
        const urlPath = `/s${i}${asked}`;
        const answered = await answer(urlPath);
        if (!answered) continue;
        compared++;
        const model = modelled(urlPath, files);
        // A URL the model calls missing may be redirected first (`/x/index` → `/x/`): it still ends in a 404.
        const agrees =
          model.first === undefined
            ? answered.end === model.end && (model.end === '404' || answered.hops.length === 0)
            : answered.hops[0] === model.first && answered.end === model.end;
        const said = (steps: (string | undefined)[]): string => steps.filter(Boolean).join(' → ');
        const host = said([...answered.hops, answered.end]);
        if (!agrees)
          differences.push(`[${names.join(', ')}] ${urlPath}: host ${host}, model ${said([model.first, model.end])}`);
      }
    }
    // Nearly every URL says something of the rules (only ENOTDIR lookups are left out).
    expect(compared).toBeGreaterThan(SETS.length * ASKED.length * 0.8);
    expect(differences).toEqual([]);
  });
});

/** The site's files in a layout: `SITE` as written (`.html`), or each page as a folder's `index.html`. */
function siteFiles(layout: Layout): string[] {
  if (layout === 'html') return SITE;
  return SITE.map((file) =>
    file === 'index.html' || file === '404.html' ? file : file.replace(/\.html$/, '/index.html'),
  );
}

/**
 * The site's files (in `layout`) in a folder of their own, the rules published into it for Cloudflare Pages, and
 * wrangler serving it; `warnings` gets what publishing warned.
 */
async function serveRules(
  rules: Omit<RedirectRule, 'index'>[],
  layout: Layout,
  warnings: string[] = [],
): Promise<{ pages: PagesDev; close: () => Promise<void> }> {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'cloudflare-redirects-'));
  const files = siteFiles(layout);
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    fs.writeFileSync(path.join(site, file), `file ${file}`);
  }
  await publishRedirects({
    root: site,
    files,
    config: { file: '/w/docs.json', name: 'docs.json', rules: rules.map((rule, index) => ({ ...rule, index })) },
    host: 'cloudflare-pages',
    layout,
    basePath: '',
    domain: 'acme.mintlify.app',
    siteUrl: undefined,
    log: { info: () => undefined, warning: (message) => warnings.push(message), debug: () => undefined },
  });
  const pages = await pagesDev(site);
  return {
    pages,
    close: async () => {
      await pages.close();
      fs.rmSync(site, { recursive: true, force: true });
    },
  };
}

/** Each exact source of `CASES` asked with a trailing slash, as old links and crawlers do. */
const SLASHED = CASES.filter(([from]) => !['/beta', '/people', '/articles'].some((p) => from.startsWith(p)));

describe.each(['html', 'folders'] as const)(
  "the action's _redirects in the %s layout, through Cloudflare's redirect engine (wrangler pages dev)",
  (layout) => {
    let pages: PagesDev;
    let close: (() => Promise<void>) | undefined;
    const warnings: string[] = [];
    beforeAll(async () => ({ pages, close } = await serveRules(RULES, layout, warnings)));
    afterAll(async () => close?.());

    test("every source answers with its destination and status, the 404 page's script the rest", async () => {
      // Wrangler names each line it drops as invalid.
      expect(pages.log()).not.toMatch(/invalid/i);
      const answers: [string, string, number][] = [];
      for (const [from] of CASES) {
        const response = await fetch(`${pages.origin}${from}`, { redirect: 'manual' });
        await response.text();
        answers.push([from, (response.headers.get('location') ?? '').replace(pages.origin, ''), response.status]);
      }
      expect(answers).toEqual(CASES);
      // `/v-:version` (a param inside a segment) is no _redirects placeholder: the 404 page's script answers it.
      const missing = await fetch(`${pages.origin}/v-1`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toMatch(
        /<script id="mintlify-redirects">.*\["\/v-\(\[\^\/\]\+\)",\["version"\],"\/v2"\]/s,
      );
    });

    test('an exact source asked with a trailing slash is redirected to its destination, never served', async () => {
      const ends: [string, string, number[]][] = [];
      for (const [from] of SLASHED) {
        // The host's own redirect to the same path without its slash is followed; the next answer is the rule's.
        const statuses: number[] = [];
        let at = `${from}/`;
        let location: string;
        for (;;) {
          const response = await fetch(`${pages.origin}${at}`, { redirect: 'manual' });
          await response.text();
          statuses.push(response.status);
          location = (response.headers.get('location') ?? '').replace(pages.origin, '');
          if (location !== at.replace(/\/$/, '') || statuses.length > 2) break;
          at = location;
        }
        ends.push([`${from}/`, location, statuses]);
      }
      // In the folders layout the host would serve old-start/index.html at /old-start/, and in either layout a later
      // rule matching /old-start/ would answer first: the rule's own line for /old-start/ redirects there.
      const expected = SLASHED.map(([from, to, status]): [string, string, number[]] => [`${from}/`, to, [status]]);
      expect(ends).toEqual(expected);
      expect(warnings.filter((warning) => warning.includes('trailing') || warning.includes('/old/'))).toEqual([]);
    });
  },
);

describe("a long list in Cloudflare's order (wrangler pages dev)", () => {
  let pages: PagesDev;
  let close: (() => Promise<void>) | undefined;
  // A :slug* rule first, then 150 exact rules: Cloudflare's parser counts every line after a splat as dynamic
  // (at most 100) and skips the rest of the file, so the exact lines must come first. `/beta/x` and the second
  // `/old-0` never answer on hosted Mintlify (an earlier rule matches first), so they must not here either.
  const rules = [
    { source: '/beta/:slug*', destination: '/v2/:slug*', permanent: true },
    ...Array.from({ length: 150 }, (_, i) => ({ source: `/old-${i}`, destination: '/guides/start', permanent: true })),
    { source: '/beta/x', destination: '/kept', permanent: true },
    { source: '/old-0', destination: '/kept', permanent: false },
  ];
  beforeAll(async () => ({ pages, close } = await serveRules(rules, 'html')));
  afterAll(async () => close?.());

  test('every rule answers as the first matching rule of docs.json, and the host skips no line', async () => {
    const answers: [string, string, number][] = [];
    for (const from of ['/old-0', '/old-99', '/old-149', '/beta', '/beta/x', '/beta/a/b']) {
      const response = await fetch(`${pages.origin}${from}`, { redirect: 'manual' });
      await response.text();
      answers.push([from, (response.headers.get('location') ?? '').replace(pages.origin, ''), response.status]);
    }
    expect(answers).toEqual([
      ['/old-0', '/guides/start', 308],
      ['/old-99', '/guides/start', 308],
      ['/old-149', '/guides/start', 308],
      ['/beta', '/v2', 308],
      ['/beta/x', '/v2/x', 308],
      ['/beta/a/b', '/v2/a/b', 308],
    ]);
    expect(pages.log()).not.toMatch(/invalid|skipping|more performant/i);
  });
});

describe('a trailing slash is ignored as hosted Mintlify ignores it (wrangler pages dev)', () => {
  let pages: PagesDev;
  let close: (() => Promise<void>) | undefined;
  // The third outside review: with a slash, each of these URLs reached a later rule than without.
  const rules = [
    { source: '/a/:x', destination: '/v2', permanent: true },
    { source: '/a/old', destination: '/guides/start', permanent: true },
    { source: '/beta', destination: '/kept', permanent: true },
    { source: '/beta/:slug*', destination: '/v2/:slug*', permanent: true },
    { source: '/guide', destination: '/kept', permanent: true },
    { source: '/guide*', destination: '/v2', permanent: true },
    { source: '/p/:id', destination: '/kept', permanent: true },
    { source: '/p/:id/:rest*', destination: '/v2', permanent: true },
    // Their redirect pages' folders would be Cloudflare's own configuration: wrangler refused to serve the site.
    { source: '/_worker.js/x', destination: '/kept', permanent: true },
    { source: '/_headers/x', destination: '/kept', permanent: true },
  ];
  beforeAll(async () => ({ pages, close } = await serveRules(rules, 'html')));
  afterAll(async () => close?.());

  test('with and without a trailing slash, each URL goes where the first matching rule sends it', async () => {
    const asked = ['/a/old', '/a/old/', '/beta', '/beta/', '/guide', '/guide/', '/p/1', '/p/1/', '/p/1/x/'];
    asked.push('/_worker.js/x', '/_headers/x');
    const answers: [string, string][] = [];
    for (const from of asked) {
      const response = await fetch(`${pages.origin}${from}`, { redirect: 'manual' });
      await response.text();
      answers.push([from, (response.headers.get('location') ?? '').replace(pages.origin, '')]);
    }
    const published = publishedRules(
      { file: '/w/docs.json', name: 'docs.json', rules: rules.map((rule, index) => ({ ...rule, index })) },
      '',
      'acme.mintlify.app',
      undefined,
    );
    expect(answers).toEqual(asked.map((from) => [from, findRedirect(published, from)!.location]));
    expect(answers.filter(([from]) => from.endsWith('/')).map(([, to]) => to)).toEqual([
      '/v2',
      '/kept',
      '/kept',
      '/kept',
      '/v2',
    ]);
    expect(pages.log()).not.toMatch(/invalid|skipping/i);
  });
});
