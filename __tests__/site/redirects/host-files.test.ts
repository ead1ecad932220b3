/**
 * The hosts' own redirect files (issue 45), judged by the hosts' engines where they are on npm: Netlify's
 * `_redirects` parsed by `@netlify/redirect-parser` and matched by `netlify-redirector` (the WebAssembly engine
 * `netlify dev` runs), Vercel's `vercel.json` by path-to-regexp as Next compiles it (the syntax Vercel reads). Every
 * source of the test rule set answers with its destination and status, at the root and under `/docs`; a rule the
 * syntax cannot express falls back to a redirect page or the `404.html` script; Cloudflare's limits fail by name.
 */
import { afterAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {
  cloudflareRedirects,
  netlifyRedirects,
  RedirectLimitError,
  vercelConfig,
  VercelConfigError,
} from '../../../src/site/redirects/host-files.ts';
import { publishRedirects, publishedRules } from '../../../src/site/redirects/publish.ts';
import { findRedirect } from '../../../src/site/redirects/rules.ts';
import { CASES, netlifyEngine, RULES, SITE } from '../../helpers/redirect-cases.ts';

const require = createRequire(import.meta.url);
const pathToRegexp = require('next/dist/compiled/path-to-regexp') as {
  match: (path: string, options?: object) => (url: string) => false | { params: Record<string, string | string[]> };
  compile: (path: string, options?: object) => (params: object) => string;
};

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

async function published(host: 'netlify' | 'vercel' | 'cloudflare-pages', basePath: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `redirects-${host}-`));
  folders.push(root);
  for (const file of SITE) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), `<html><head></head><body>${file}</body></html>`);
  }
  const warnings: string[] = [];
  const result = await publishRedirects({
    root,
    files: SITE,
    config: { file: '/w/docs.json', name: 'docs.json', rules: RULES.map((rule, index) => ({ ...rule, index })) },
    host,
    layout: 'html',
    basePath,
    domain: 'acme.mintlify.app',
    siteUrl: undefined,
    log: { info: () => undefined, warning: (text: string) => void warnings.push(text), debug: () => undefined },
  });
  return { root, result, warnings };
}

describe.each(['', '/docs'])('at %j', (basePath) => {
  test("Netlify's parser and engine send every source to its destination with its status, forced", async () => {
    const { root, result, warnings } = await published('netlify', basePath);
    const answer = await netlifyEngine(path.join(root, '_redirects'));
    for (const [from, to, status] of CASES) {
      const match = answer(`${basePath}${from}`);
      expect({ from, to: match?.to, status: match?.status, force: match?.force }).toEqual({
        from,
        to: to.startsWith('/') ? `${basePath}${to}` : to,
        status,
        force: true,
      });
    }
    // A real page that no source names is served.
    expect(answer(`${basePath}/guides/start`)).toBeNull();
    // Every status is written out: a line without one would be a 301.
    const lines = fs.readFileSync(path.join(root, '_redirects'), 'utf8').split('\n');
    expect(lines.filter((line) => line && !line.startsWith('#') && !/ 30[78]!$/.test(line))).toEqual([]);
    // A param inside a segment is no _redirects placeholder: that rule falls back, and says so.
    expect(answer(`${basePath}/v-1`)).toBeNull();
    expect(warnings.join('\n')).toMatch(/1 redirects cannot be written in netlify's _redirects.*redirects\[7\]/);
    // Forced rules answer over any file: redirect pages only for what _redirects cannot say (here, none is exact).
    expect(result.pages).toBe(0);
    expect(result.written.sort()).toEqual(['404.html', '_redirects']);
    expect(result.forms[0]).toBe('7 in _redirects, forced (!)');
  });

  test('vercel.json: path-to-regexp, as Vercel reads it, sends every source to its destination', async () => {
    const { root, result } = await published('vercel', basePath);
    const config = JSON.parse(fs.readFileSync(path.join(root, 'vercel.json'), 'utf8')) as {
      redirects: { source: string; destination: string; permanent: boolean }[];
    };
    expect(config.redirects).toHaveLength(RULES.length);
    const answer = (urlPath: string): [string, number] | undefined => {
      for (const rule of config.redirects) {
        const found = pathToRegexp.match(rule.source, { decode: decodeURIComponent })(urlPath);
        if (!found) continue;
        const [origin, rest] = /^(https?:\/\/[^/]+)?(.*)$/.exec(rule.destination)!.slice(1) as [string, string];
        const location = `${origin ?? ''}${pathToRegexp.compile(rest, { validate: false })(found.params)}`;
        return [location, rule.permanent ? 308 : 307];
      }
      return undefined;
    };
    for (const [from, to, status] of CASES)
      expect([from, ...(answer(`${basePath}${from}`) ?? [])]).toEqual([
        from,
        to.startsWith('/') ? `${basePath}${to}` : to,
        status,
      ]);
    expect(answer(`${basePath}/v-1`)).toEqual([`${basePath}/v2`, 308]);
    expect(answer(`${basePath}/guides/start`)).toBeUndefined();
    expect(result.written).toContain('vercel.json');
  });

  test('cloudflare-pages: _redirects with every status, and redirect pages besides', async () => {
    const { root, result, warnings } = await published('cloudflare-pages', basePath);
    const lines = fs.readFileSync(path.join(root, '_redirects'), 'utf8').split('\n');
    // Under a path, the host reads _redirects only at the root of what it deploys: the log says to move it there.
    const moveIt = /With base-path \/docs, cloudflare-pages applies _redirects only at the root .* copy _redirects/;
    if (basePath) expect(warnings.join('\n')).toMatch(moveIt);
    else expect(warnings.join('\n')).not.toMatch(/applies _redirects only at the root/);
    expect(lines).toContain(`${basePath}/beta/*  ${basePath}/v2/:splat  308`);
    expect(lines).toContain(`${basePath}/away  https://other.example/landing  307`);
    expect(lines.filter((line) => line && !line.startsWith('#') && !/ 30[78]$/.test(line))).toEqual([]);
    expect(result.written).toEqual(expect.arrayContaining(['_redirects', 'old-start.html', 'part.html']));
  });
});

test.each(['netlify', 'cloudflare-pages'] as const)(
  '%s: a destination naming a :slug* source without its star is filled with the splat, as the rule model fills it',
  (host) => {
    const rules = publishedRules(
      {
        file: '/w/docs.json',
        name: 'docs.json',
        rules: [{ index: 0, source: '/beta/:slug*', destination: '/v2/:slug', permanent: true }],
      },
      '',
      undefined,
      undefined,
    );
    const file = (host === 'netlify' ? netlifyRedirects : cloudflareRedirects)(rules);
    const lines = file.text.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(lines.map((line) => line.split(/\s+/).slice(0, 2))).toEqual([
      ['/beta', '/v2'],
      // Cloudflare matches /beta/ to the splat, to /v2/: its own line sends it where Mintlify does.
      ...(host === 'netlify' ? [] : [['/beta/', '/v2']]),
      ['/beta/*', '/v2/:splat'],
    ]);
    expect(findRedirect(rules, '/beta/a/b')?.location).toBe('/v2/a/b');
    expect(findRedirect(rules, '/beta')?.location).toBe('/v2');
  },
);

test("Netlify's engine sends /beta/a/b to /v2/a/b under /beta/:slug* → /v2/:slug", async () => {
  const rules = publishedRules(
    {
      file: '/w/docs.json',
      name: 'docs.json',
      rules: [{ index: 0, source: '/beta/:slug*', destination: '/v2/:slug', permanent: true }],
    },
    '',
    undefined,
    undefined,
  );
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'redirects-slug-'));
  folders.push(root);
  fs.writeFileSync(path.join(root, '_redirects'), netlifyRedirects(rules).text);
  const engine = await netlifyEngine(path.join(root, '_redirects'));
  const answer = (urlPath: string) => engine(urlPath)?.to;
  expect(answer('/beta/a/b')).toBe('/v2/a/b');
  expect(answer('/beta')).toBe('/v2');
});

test("vercel.json: path-to-regexp's syntax characters in a source are text, as Mintlify reads them", () => {
  const sources = ['/a+b', '/foo(1)', '/c{d}', '/e?f', '/g:1/:id', '/h[i]'];
  const rules = publishedRules(
    {
      file: '/w/docs.json',
      name: 'docs.json',
      rules: sources.map((source, index) => ({ index, source, destination: '/v2', permanent: true })),
    },
    '',
    undefined,
    undefined,
  );
  const config = JSON.parse(vercelConfig(rules, undefined).text) as { redirects: { source: string }[] };
  const matches = (source: string, urlPath: string): boolean =>
    Boolean(pathToRegexp.match(source, { decode: decodeURIComponent })(urlPath));
  const [plus, paren, brace, question, colon, bracket] = config.redirects.map((redirect) => redirect.source) as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  expect([matches(plus, '/a+b'), matches(plus, '/aab')]).toEqual([true, false]);
  expect([matches(paren, '/foo(1)'), matches(paren, '/foo1')]).toEqual([true, false]);
  expect([matches(brace, '/c{d}'), matches(brace, '/cd')]).toEqual([true, false]);
  expect([matches(question, '/e?f'), matches(question, '/f')]).toEqual([true, false]);
  expect([matches(colon, '/g:1/7'), matches(colon, '/g/7')]).toEqual([true, false]);
  expect(matches(bracket, '/h[i]')).toBe(true);
  // Each rule model match agrees.
  for (const [i, source] of sources.entries())
    expect(findRedirect(rules, source.replace(':id', '7'))?.rule.rule.index).toBe(i);
});

describe("Cloudflare Pages' documented limits fail by name", () => {
  const rules = (count: number, source: (i: number) => string) =>
    publishedRules(
      {
        file: '/w/docs.json',
        name: 'docs.json',
        rules: Array.from({ length: count }, (_, index) => ({
          index,
          source: source(index),
          destination: '/new',
          permanent: true,
        })),
      },
      '',
      undefined,
      undefined,
    );
  test.each([
    [2001, (i: number) => `/old-${i}`, /2001 static rules; Cloudflare Pages allows 2000/],
    [101, (i: number) => `/old-${i}/:id`, /101 dynamic rules .*; Cloudflare Pages allows 100/],
    [1, () => `/${'x'.repeat(1000)}`, /is 1012 characters long .*; Cloudflare Pages allows 1000/],
  ])('%d rules', (count, source, message) => {
    expect(() => cloudflareRedirects(rules(count, source))).toThrow(RedirectLimitError);
    expect(() => cloudflareRedirects(rules(count, source))).toThrow(message);
  });
  test('2,000 static and 100 dynamic rules fit', () => {
    expect(() => cloudflareRedirects(rules(2000, (i) => `/old-${i}`))).not.toThrow();
    expect(() => cloudflareRedirects(rules(100, (i) => `/old-${i}/:id`))).not.toThrow();
  });
  test("lines are counted as Cloudflare's parser counts: every line after a splat or placeholder is dynamic", () => {
    // Ours: the exact lines first, so 1 splat rule before 150 exact ones fits.
    const mixed = [...rules(1, () => '/beta/:slug*'), ...rules(150, (i) => `/old-${i}`)];
    const text = cloudflareRedirects(mixed)
      .text.split('\n')
      .filter((line) => line.startsWith('/'));
    expect(text.slice(0, 3)).toEqual(['/beta  /new  308', '/beta/  /new  308', '/old-0  /new  308']);
    expect(text.at(-1)).toBe('/beta/*  /new  308');
    // The export's own _redirects is kept after ours: its 100 exact lines are dynamic there, 101 with our splat.
    const own = Array.from({ length: 100 }, (_, i) => `/own-${i}  /new  301`).join('\n');
    expect(() => cloudflareRedirects(mixed, own)).toThrow(/101 dynamic rules .*; Cloudflare Pages allows 100/);
  });
  test('in the folders layout, an exact source gets its /old/ line while it fits, else a note and no line', () => {
    const lines = (text: string) => text.split('\n').filter((line) => line.startsWith('/'));
    const fits = cloudflareRedirects(
      rules(1000, (i) => `/old-${i}`),
      '',
      'folders',
    );
    expect(lines(fits.text)).toHaveLength(2000);
    expect(lines(fits.text).slice(0, 2)).toEqual(['/old-0  /new  308', '/old-0/  /new  308']);
    expect(fits.notes).toEqual([]);
    // 1,001 sources would make 2,002 lines: the rules themselves still fit, and the redirect pages answer /old/.
    const over = cloudflareRedirects(
      rules(1001, (i) => `/old-${i}`),
      '',
      'folders',
    );
    expect(lines(over.text)).toHaveLength(1001);
    expect(over.notes).toEqual([
      expect.stringContaining('a second line with the trailing slash for each rule would pass its limits of 2000'),
    ]);
    expect(over.notes[0]).toContain("each source's redirect page answers /old/ with status 200");
    // The .html layout too: a later rule matching /old/ (/old/:slug*) would answer there before the host's /old.
    expect(lines(cloudflareRedirects(rules(1, () => '/old')).text)).toEqual(['/old  /new  308', '/old/  /new  308']);
    // A placeholder's line gets one as well (a dynamic rule); a splat's matches /x/ already.
    expect(lines(cloudflareRedirects(rules(1, () => '/p/:id')).text)).toEqual([
      '/p/:id  /new  308',
      '/p/:id/  /new  308',
    ]);
  });
});

test("the export's own vercel.json is kept, or refused by name when it cannot be (it threw or was rewritten)", () => {
  const rules = publishedRules(
    {
      file: '/w/docs.json',
      name: 'docs.json',
      rules: [{ index: 0, source: '/old', destination: '/new', permanent: true }],
    },
    '',
    undefined,
    undefined,
  );
  const kept = JSON.parse(
    vercelConfig(rules, '\uFEFF{"cleanUrls":true,"redirects":[{"source":"/a","destination":"/b"}]}').text,
  );
  expect(kept).toEqual({
    cleanUrls: true,
    redirects: [
      { source: '/old', destination: '/new', permanent: true },
      { source: '/a', destination: '/b' },
    ],
  });
  for (const [text, message] of [
    ['{"redirects": ', /vercel.json is not JSON/],
    ['null', /vercel.json is null, not an object/],
    ['[1,2]', /vercel.json is an array, not an object/],
    ['{"redirects":{"source":"/a"}}', /redirects that are not an array/],
  ] as const) {
    expect(() => vercelConfig(rules, text)).toThrow(VercelConfigError);
    expect(() => vercelConfig(rules, text)).toThrow(message);
  }
});

test('Cloudflare: a placeholder it reads as text (:_id) is left to the pages; Netlify: a { is encoded', async () => {
  const rules = publishedRules(
    {
      file: '/w/docs.json',
      name: 'docs.json',
      rules: [
        { index: 0, source: '/u/:_id', destination: '/new/:_id', permanent: true },
        { index: 1, source: '/a{b}', destination: '/new', permanent: true },
      ],
    },
    '',
    undefined,
    undefined,
  );
  const cloudflare = cloudflareRedirects(rules);
  expect(cloudflare.fallback.map(({ rule, reason }) => [rule.rule.index, reason])).toEqual([
    [0, 'Cloudflare reads a placeholder only when its name starts with a letter'],
  ]);
  // Netlify's own engine reads :_id, and matches the encoded path a browser sends.
  const netlify = netlifyRedirects(rules);
  expect(netlify.fallback).toEqual([]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'netlify-encoded-')), '_redirects');
  fs.writeFileSync(file, netlify.text);
  const answer = await netlifyEngine(file);
  expect(answer('/a%7Bb%7D')?.to).toBe('/new');
  expect(answer('/u/7')?.to).toBe('/new/7');
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
});
