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
import { resolveOnHost } from '../../../src/site/hosts/hosts.ts';
import { publishRedirects } from '../../../src/site/redirects/publish.ts';
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

describe("the action's _redirects, through Cloudflare's redirect engine (wrangler pages dev)", () => {
  let site: string;
  let pages: PagesDev;
  beforeAll(async () => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'cloudflare-redirects-'));
    for (const file of SITE) {
      fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
      fs.writeFileSync(path.join(site, file), `file ${file}`);
    }
    await publishRedirects({
      root: site,
      files: SITE,
      config: { file: '/w/docs.json', name: 'docs.json', rules: RULES.map((rule, index) => ({ ...rule, index })) },
      host: 'cloudflare-pages',
      layout: 'html',
      basePath: '',
      domain: 'acme.mintlify.app',
      siteUrl: undefined,
      log: { info: () => undefined, warning: () => undefined, debug: () => undefined },
    });
    pages = await pagesDev(site);
  });
  afterAll(async () => {
    await pages?.close();
    fs.rmSync(site, { recursive: true, force: true });
  });

  test("every source answers with its destination and status, and the 404 page's script answers the rest", async () => {
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
});
