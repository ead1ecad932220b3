/**
 * recipes/cloudfront/viewer-request.js (`.html` layout) and viewer-request-folders.js (folder layout), and the function
 * the action writes for a site (input `cloudfront-function`), run in Node with CloudFront's viewer-request event shape
 * on sample requests and on every file and page of every test site: the emulator's generated sites in both layouts,
 * the real Next.js export with Pagefind's index, and a site with the names no rule can guess. `host: cloudfront` in
 * the checker agrees with each function on every path tried.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { generateSite } from '../../../emulator/site.ts';
import { cloudfrontFunction, MAX_FUNCTION_BYTES } from '../../../src/site/hosts/cloudfront-function.ts';
import { sitemapLocs } from '../../../src/web/sitemap.ts';
import { USER_FILE } from '../../../src/external/mode.ts';
import {
  cloudfrontNames,
  cloudfrontRequest,
  detectLayout,
  FILE_EXTENSION,
  resolveOnHost,
  type CloudfrontNames,
  type Layout,
} from '../../../src/site/hosts/hosts.ts';
import { buildFixture, listFiles, withBuilds } from '../../helpers/next-fixture.ts';

const require = createRequire(import.meta.url);

interface CfRequest {
  method: string;
  uri: string;
  querystring: Record<string, { value: string; multiValue?: { value: string }[] }>;
  headers: Record<string, { value: string }>;
  cookies: Record<string, { value: string }>;
}
interface CfResponse {
  statusCode: number;
  statusDescription: string;
  headers: Record<string, { value: string }>;
}
type Handler = (event: {
  version: string;
  context: object;
  viewer: object;
  request: CfRequest;
}) => CfRequest | CfResponse;

const FUNCTIONS: Record<Layout, string> = {
  html: 'recipes/cloudfront/viewer-request.js',
  folders: 'recipes/cloudfront/viewer-request-folders.js',
};

/** A function as CloudFront runs it, and the rules the checker applies for it (`names`: a generated one's). */
interface Fn {
  source: string;
  handler: Handler;
  layout: Layout;
  names: CloudfrontNames | undefined;
}

// cloudfront-js-2.0 has no module syntax: the file declares `function handler(event)` at top level.
const compile = (source: string, layout: Layout, names?: CloudfrontNames): Fn => ({
  source,
  handler: vm.runInNewContext(`${source}\nhandler;`) as Handler,
  layout,
  names,
});

/**
 * A shipped function as a user copies it. `base`: the value they give its BASE variable for a site served under a
 * path (docs/base-path.md).
 */
const shipped = (layout: Layout, base = ''): Fn => {
  const file = fs.readFileSync(FUNCTIONS[layout], 'utf8');
  const source = file.replace("var BASE = '';", `var BASE = '${base}';`);
  expect(source === file).toBe(base === '');
  return compile(source, layout);
};

/** The function input `cloudfront-function` writes for a site of these files. */
const generated = (layout: Layout, files: Iterable<string>, base = ''): Fn => {
  const names = cloudfrontNames(files, layout);
  return compile(cloudfrontFunction(layout, { basePath: base, names }), layout, names);
};

function run(fn: Fn, uri: string, querystring: CfRequest['querystring'] = {}): CfRequest | CfResponse {
  const event = {
    version: '1.0',
    context: {
      distributionDomainName: 'd111111abcdef8.cloudfront.net',
      distributionId: 'EDFDVBD6EXAMPLE',
      eventType: 'viewer-request',
      requestId: 'x',
    },
    viewer: { ip: '198.51.100.11' },
    request: { method: 'GET', uri, querystring, headers: { host: { value: 'docs.example.com' } }, cookies: {} },
  };
  return fn.handler(event);
}

/** The answer in `cloudfrontRequest`'s terms: the URI the origin gets, or the 301's Location. */
function answer(
  fn: Fn,
  uri: string,
  querystring: CfRequest['querystring'] = {},
): { uri: string } | { redirect: string } {
  const result = run(fn, uri, querystring);
  if ('statusCode' in result) {
    expect(result.statusCode).toBe(301);
    return { redirect: result.headers.location!.value };
  }
  expect(result.querystring).toEqual(querystring);
  return { uri: result.uri };
}

/** Pagefind 1.6's files as it writes them (platform facts "Real pages": `.pagefind`, `.pf_meta`, …). */
const PAGEFIND_SAMPLES = [
  '/pagefind/pagefind.js',
  '/pagefind/pagefind-entry.json',
  '/pagefind/pagefind.en_f835f4851c.pf_meta',
  '/pagefind/wasm.en.pagefind',
  '/pagefind/index/en_6413a18.pf_index',
  '/pagefind/fragment/en_292de19.pf_fragment',
];

describe.each(['html', 'folders'] as const)('the %s layout function', (layout) => {
  const page = (uri: string): string => (layout === 'html' ? `${uri}.html` : `${uri}/index.html`);
  const someSite = [...generateSite({ domain: 'docs.example.com', pages: 5, layout }).keys()];

  test('the shipped file is the generator with no site; both are cloudfront-js-2.0 scripts under the limit', () => {
    expect(fs.readFileSync(FUNCTIONS[layout], 'utf8')).toBe(cloudfrontFunction(layout));
    const site = [...someSite, 'changelog/v1.2.html', 'CNAME', 'guides/ünï.2/index.html'];
    for (const { source } of [shipped(layout), generated(layout, site, '/docs')]) {
      expect(source).toMatch(/^function handler\(event\) \{$/m);
      const code = source.replace(/\/\/.*$/gm, '');
      expect(code).not.toMatch(/\b(import|export|require)\b|=>|\blet\b|\bconst\b|`/);
      // ASCII only: the names are escaped, so no character of a path can end a line or a string.
      expect(source).toMatch(/^[\x20-\x7e\n]*$/);
      expect(Buffer.byteLength(source)).toBeLessThanOrEqual(MAX_FUNCTION_BYTES);
      const rule = vm.runInNewContext(`${source}\nFILE_EXTENSION;`) as RegExp;
      expect(rule.source).toBe(FILE_EXTENSION.source);
    }
  });

  test('a site with more dotted page names than a function holds is refused, saying so', () => {
    const many = Array.from({ length: 400 }, (_, i) => page(`changelog/v1.${i}`).slice(1));
    expect(() => generated(layout, many)).toThrow(/would be \d+ bytes, over CloudFront's limit of 10240 \(400 pages/);
  });

  describe.each([
    ['shipped', () => shipped(layout, '/docs')],
    ['generated', () => generated(layout, [...someSite, page('changelog/v1.2')], '/docs')],
  ] as const)('the %s function under a base path (BASE = /docs)', (_, make) => {
    test('/docs and /docs/ are the home page; below it, the rules of the root', () => {
      const fn = make();
      const at = (uri: string): object => answer(fn, uri);
      expect(at('/docs')).toEqual({ uri: '/docs/index.html' });
      expect(at('/docs/')).toEqual({ uri: '/docs/index.html' });
      expect(at('/docs/guides/a')).toEqual({ uri: page('/docs/guides/a') });
      expect(at('/docs/guides/a/')).toEqual({ redirect: '/docs/guides/a' });
      expect(at('/docs/changelog/v1.2')).toEqual({ uri: page('/docs/changelog/v1.2') });
      expect(at('/docs/_next/static/app.css')).toEqual({ uri: '/docs/_next/static/app.css' });
      expect(at('/docs/captions/demo.vtt')).toEqual({ uri: '/docs/captions/demo.vtt' });
      for (const file of PAGEFIND_SAMPLES) expect(at(`/docs${file}`)).toEqual({ uri: `/docs${file}` });
      // What verification assumes for the site's own paths (it judges pages at their URL under base-path).
      expect(cloudfrontRequest('/guides/a', layout, fn.names)).toEqual({ uri: page('/guides/a') });
      expect(cloudfrontRequest('/guides/a/', layout, fn.names)).toEqual({ redirect: '/guides/a' });
    });
  });

  test("bundle's /_mintlify/api/user (no dot) is served as a file, at / and /docs", () => {
    const files = ['index.html', page('/guides/a').slice(1), USER_FILE];
    for (const base of ['', '/docs']) {
      const uri = `${base}/_mintlify/api/user`;
      for (const fn of [shipped(layout, base), generated(layout, files, base)]) {
        expect(answer(fn, uri)).toEqual({ uri });
        // The checker agrees: host: cloudfront verifies the file as served.
        expect(cloudfrontRequest(uri, layout, fn.names, base)).toEqual({ uri });
        // Not a rule for the whole folder: other paths below it stay pages.
        expect(answer(fn, `${base}/_mintlify/api/other`)).toEqual({ uri: `${base}${page('/_mintlify/api/other')}` });
      }
    }
    expect(resolveOnHost('cloudfront', `/${USER_FILE}`, new Set(files), layout)).toEqual({
      kind: 'direct',
      file: USER_FILE,
    });
  });

  test('sample viewer requests: /, pages, /x/, dotted pages, assets, captions, Pagefind, .md, llms.txt, query', () => {
    const fn = shipped(layout);
    const query = { v: { value: '3' }, tab: { value: 'a%20b' }, flag: { value: '' } };
    expect(answer(fn, '/')).toEqual({ uri: '/index.html' });
    expect(answer(fn, '/', query)).toEqual({ uri: '/index.html' });
    expect(answer(fn, '/guides/a')).toEqual({ uri: page('/guides/a') });
    expect(answer(fn, '/guides/a', query)).toEqual({ uri: page('/guides/a') });
    // Not /guides/index.html, which no .html export has (S3 answers 403): the page's own URL, query kept.
    expect(answer(fn, '/guides/')).toEqual({ redirect: '/guides' });
    expect(answer(fn, '/guides/', query)).toEqual({ redirect: '/guides?v=3&tab=a%20b&flag' });
    expect(answer(fn, '/guides/', { t: { value: '1', multiValue: [{ value: '1' }, { value: '2' }] } })).toEqual({
      redirect: '/guides?t=1&t=2',
    });
    for (const dotted of ['/changelog/v1.2', '/v1.2/guide', '/releases/v2.0.0-beta', '/changelog/2024.01.15'])
      expect(answer(fn, dotted)).toEqual({ uri: page(dotted) });
    for (const asset of [
      '/_next/static/css/app-layout.css',
      '/_next/static/chunks/main-app-1a2b.js',
      '/images/Logo.PNG',
      '/guides/a.html',
      '/guides/a.txt',
      '/guides/a.md',
      '/llms.txt',
      '/llms-full.txt',
      '/sitemap.xml',
      '/.well-known/security.txt',
      '/favicon.ico',
      '/videos/demo.vtt',
      '/files/report.docx',
      '/.nojekyll',
      ...PAGEFIND_SAMPLES,
    ])
      expect(answer(fn, asset, query)).toEqual({ uri: asset });
  });
});

/** A site as a set of files, and its layout. */
interface Site {
  name: string;
  files: ReadonlySet<string>;
  /** Every file and every page is served by the shipped function too (else: as the check says, tested apart). */
  shippedServesAll: boolean;
}

/** Names no rule guesses from their shape: a page named like a file, files named like versions or without a dot. */
function awkward(layout: Layout): string[] {
  const page = (stem: string): string => (layout === 'html' ? `${stem}.html` : `${stem}/index.html`);
  return [
    page('frameworks/vue.js'),
    page('migration/v2.x'),
    page('changelog/v1.2'),
    'downloads/tool.7z',
    'data/v1.2',
    'CNAME',
    '.well-known/apple-app-site-association',
  ];
}

let scratch: string;
const sites: Site[] = [];

beforeAll(
  async () => {
    for (const layout of ['html', 'folders'] as const) {
      const tree = [...generateSite({ domain: 'docs.example.com', pages: 80, layout }).keys()];
      const extra = ['captions/demo.vtt', ...PAGEFIND_SAMPLES.map((f) => f.slice(1))];
      sites.push({
        name: `the emulator's ${layout} site`,
        files: new Set([...tree, ...extra]),
        shippedServesAll: true,
      });
      sites.push({
        name: `awkward names (${layout})`,
        files: new Set([...tree, ...awkward(layout)]),
        shippedServesAll: false,
      });
    }
    // The real Next.js export with the index Pagefind's own binary writes for it.
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cloudfront-'));
    fs.cpSync(await buildFixture(''), scratch, { recursive: true });
    const binary = require.resolve(`@pagefind/${process.platform}-${process.arch}/bin/pagefind_extended`);
    execFileSync(binary, ['--site', scratch], { stdio: 'ignore' });
    const next = listFiles(scratch);
    expect(
      next.filter((f) => f.startsWith('pagefind/') && /\.(pf_meta|pf_index|pf_fragment|pagefind)$/.test(f)).length,
    ).toBeGreaterThan(3);
    sites.push({ name: 'the real Next.js export with Pagefind', files: new Set(next), shippedServesAll: true });
  },
  withBuilds(1, 300_000),
);

afterAll(() => {
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

/** The page files of a site in its layout and the URL each is served at. */
function pages(files: ReadonlySet<string>, layout: Layout): [string, string][] {
  const suffix = layout === 'folders' ? /\/index\.html$/ : /\.html$/;
  return [...files]
    .filter((f) => suffix.test(f) && f !== 'index.html' && f !== '404.html')
    .map((f) => [f, `/${encodeURI(f.replace(suffix, ''))}`]);
}

describe.each(['', '/docs'])('every file and page of every test site, served at %p/', (base) => {
  const kinds = [
    ['shipped', (site: Site, layout: Layout) => shipped(layout, base)],
    ['generated', (site: Site, layout: Layout) => generated(layout, site.files, base)],
  ] as const;

  test.each(kinds)('the %s function serves each file at its own URL and each page at its URL', (kind, make) => {
    expect(sites.length).toBe(5);
    for (const site of sites) {
      const layout = detectLayout([...site.files]);
      const fn = make(site, layout);
      /** S3 looks up the decoded key of the (percent-encoded) URI the function returns. */
      const origin = (uri: string): string | undefined => {
        const result = answer(fn, `${base}${uri}`);
        if (!('uri' in result)) return undefined;
        const key = decodeURIComponent(result.uri).slice(base.length + 1);
        return site.files.has(key) ? key : undefined;
      };
      // The awkward names are the shipped rule's known limit, tested below.
      if (kind === 'shipped' && !site.shippedServesAll) continue;
      for (const file of site.files) {
        const at = `/${encodeURI(file)}`;
        expect({ site: site.name, at, serves: origin(at) }).toEqual({ site: site.name, at, serves: file });
      }
      for (const [file, route] of pages(site.files, layout)) {
        expect({ site: site.name, route, serves: origin(route) }).toEqual({ site: site.name, route, serves: file });
      }
      expect(origin('/')).toBe('index.html');
    }
  });

  test.each(kinds)('host: cloudfront in the checker agrees with the %s function on every path tried', (_, make) => {
    for (const site of sites) {
      const layout = detectLayout([...site.files]);
      const fn = make(site, layout);
      const paths = ['/', '/guides/', '/guides', '/v1.2/guide', '/changelog/v1.2', '/a.b/', '/x.html', '/robots.txt'];
      for (const file of site.files) {
        const encoded = `/${encodeURI(file)}`;
        paths.push(encoded, encoded.replace(/(\/index)?\.html$/, ''), encoded.replace(/[^/]+$/, ''));
      }
      const strip = (answered: { uri: string } | { redirect: string }): object =>
        'uri' in answered
          ? { uri: answered.uri.slice(base.length) }
          : { redirect: answered.redirect.slice(base.length) };
      for (const uri of paths) {
        if (uri === '' || (base !== '' && uri === '/')) continue; // BASE and BASE + '/' are the home page, tested above
        const actual = strip(answer(fn, `${base}${uri}`));
        const rule = cloudfrontRequest(uri, layout, fn.names);
        expect({ site: site.name, uri, answer: rule }).toEqual({ site: site.name, uri, answer: actual });
        const resolution = resolveOnHost('cloudfront', decodeURIComponent(uri), site.files, layout, {
          cloudfront: fn.names,
        });
        // Where the browser ends up: the file the origin has, after following a 301 once.
        const final =
          'redirect' in actual ? strip(answer(fn, `${base}${(actual as { redirect: string }).redirect}`)) : actual;
        const exists = 'uri' in final && site.files.has(decodeURIComponent((final as { uri: string }).uri).slice(1));
        expect({ site: site.name, uri, resolved: resolution.kind !== 'missing' }).toEqual({
          site: site.name,
          uri,
          resolved: exists,
        });
        expect({ uri, redirect: resolution.kind === 'redirect' }).toEqual({
          uri,
          redirect: exists && 'redirect' in actual,
        });
      }
    }
  });

  test('the shipped function leaves out only what its rule cannot tell apart, and the generated one nothing', () => {
    const site = sites.find((s) => s.name === 'awkward names (html)')!;
    const fn = shipped('html', base);
    const unserved = [...site.files].filter((file) => {
      const result = answer(fn, `${base}/${encodeURI(file)}`);
      return !('uri' in result) || decodeURIComponent(result.uri) !== `${base}/${file}`;
    });
    expect(unserved.sort()).toEqual([
      '.well-known/apple-app-site-association',
      'CNAME',
      'data/v1.2',
      'downloads/tool.7z',
    ]);
    const pagesLeftOut = pages(site.files, 'html').filter(([file, route]) => {
      const result = answer(fn, `${base}${route}`);
      return !('uri' in result) || decodeURIComponent(result.uri) !== `${base}/${file}`;
    });
    expect(pagesLeftOut.map(([, route]) => route)).toEqual(['/frameworks/vue.js', '/migration/v2.x']);
  });
});

test('the sitemap URLs of the emulator sites are served', () => {
  for (const layout of ['html', 'folders'] as const) {
    const tree = generateSite({ domain: 'docs.example.com', pages: 80, layout });
    const files = new Set(tree.keys());
    const { locs } = sitemapLocs(tree.get('sitemap.xml')!.toString('utf8'));
    expect(locs.length).toBeGreaterThan(80);
    for (const fn of [shipped(layout), generated(layout, files)]) {
      for (const loc of locs) {
        const result = answer(fn, new URL(loc).pathname);
        const served = 'uri' in result && files.has(decodeURIComponent(result.uri).slice(1));
        expect({ loc, served }).toEqual({ loc, served: true });
      }
    }
  }
});

describe.each(['', '/docs'])('no redirect leaves the docs host or loops (BASE = %p)', (base) => {
  const origin = 'https://docs.example.com';
  const functions = (): Fn[] =>
    (['html', 'folders'] as const).flatMap((layout) => [
      shipped(layout, base),
      generated(layout, [...generateSite({ domain: 'docs.example.com', pages: 3, layout }).keys()], base),
    ]);

  test('//evil.example/ and its look-alikes are redirected to a path of this host', () => {
    for (const fn of functions()) {
      for (const uri of ['//evil.example/', '///evil.example//', '/\\evil.example/', '/\\/evil.example/', '/\t/x/']) {
        const location = `/${uri.replace(/^[/\\\t]+/, '').replace(/\/+$/, '')}`;
        if (base === '') expect(answer(fn, uri)).toEqual({ redirect: location });
        // Under /docs the same URIs are not the site's (the origin gets them as they are), and below /docs they
        // stay below it.
        else expect(answer(fn, uri)).toEqual({ uri });
        const below = base === '' ? location : `${base}${uri}`.replace(/\/+$/, '');
        expect(answer(fn, `${base}${uri}`)).toEqual({ redirect: below });
      }
    }
  });

  test('/ is the home page at the root and, under /docs, not the site: the origin gets it as it is', () => {
    for (const fn of functions()) {
      expect(answer(fn, '/')).toEqual(base === '' ? { uri: '/index.html' } : { uri: '/' });
      expect(cloudfrontRequest('/', fn.layout, fn.names, base)).toEqual(answer(fn, '/'));
      if (base !== '') expect(answer(fn, '/docsearch/')).toEqual({ uri: '/docsearch/' });
    }
  });

  test('a percent-encoded name is judged decoded, as S3 looks it up: report%2Epdf is the file report.pdf', () => {
    for (const fn of functions()) {
      for (const file of ['/files/report%2Epdf', '/files/report.p%64f', '/files/caf%C3%A9.pdf']) {
        expect(answer(fn, `${base}${file}`)).toEqual({ uri: `${base}${file}` });
        expect(cloudfrontRequest(`${base}${file}`, fn.layout, fn.names, base)).toEqual({ uri: `${base}${file}` });
      }
      const page = fn.layout === 'html' ? '.html' : '/index.html';
      expect(answer(fn, `${base}/guides/caf%C3%A9`)).toEqual({ uri: `${base}/guides/caf%C3%A9${page}` });
    }
  });

  test('property: every Location resolves to the docs host, is not redirected again, and the checker agrees', () => {
    const fns = functions();
    const char = fc.constantFrom('/', '/', '\\', '\t', '\n', '\r', 'a', '.', 'e', ':', '@', '%', '2', 'F', 'é', ' ');
    const tail = fc.array(char, { maxLength: 12 }).map((chars) => chars.join(''));
    const uri = fc.oneof(
      tail.map((t) => `/${t}`),
      tail.map((t) => `${base}/${t}`),
    );
    fc.assert(
      fc.property(uri, fc.boolean(), (requested, withQuery) => {
        for (const fn of fns) {
          const query: CfRequest['querystring'] = withQuery ? { next: { value: '//evil.example' } } : {};
          const answered = answer(fn, requested, query);
          const expected = cloudfrontRequest(requested, fn.layout, fn.names, base);
          if ('redirect' in expected && withQuery) expected.redirect += '?next=//evil.example';
          expect({ requested, answered }).toEqual({ requested, answered: expected });
          if (!('redirect' in answered)) continue;
          const target = new URL(answered.redirect, `${origin}${base}/guides/a`);
          expect({ requested, location: answered.redirect, origin: target.origin }).toEqual({
            requested,
            location: answered.redirect,
            origin,
          });
          const again = answer(fn, answered.redirect.replace(/\?.*$/, ''));
          expect({ requested, again: 'redirect' in again }).toEqual({ requested, again: false });
        }
      }),
      { numRuns: 400 },
    );
  });
});

describe.each(['html', 'folders'] as const)('a mixed %s site: pages kept in the other layout form', (layout) => {
  const other = (stem: string): string => (layout === 'html' ? `${stem}/index.html` : `${stem}.html`);
  const site = [
    ...generateSite({ domain: 'docs.example.com', pages: 5, layout }).keys(),
    other('embeds/playground'),
    other('changelog/v2.0'),
  ];

  test.each(['', '/docs'])(
    'the generated function serves them at their URL (BASE = %p), the checker agrees',
    (base) => {
      const fn = generated(layout, site, base);
      for (const stem of ['embeds/playground', 'changelog/v2.0']) {
        expect(answer(fn, `${base}/${stem}`)).toEqual({ uri: `${base}/${other(stem)}` });
        expect(cloudfrontRequest(`/${stem}`, layout, fn.names)).toEqual({ uri: `/${other(stem)}` });
        const resolved = resolveOnHost('cloudfront', `/${stem}`, new Set(site), layout, { cloudfront: fn.names });
        expect(resolved).toEqual({ kind: 'direct', file: other(stem) });
      }
      // The site's own pages keep their form.
      const own = site.find((f) => f !== 'index.html' && f.endsWith(layout === 'html' ? '.html' : '/index.html'))!;
      const url = `/${own.replace(/(\/index)?\.html$/, '')}`;
      expect(answer(fn, `${base}${url}`)).toEqual({ uri: `${base}/${own}` });
    },
  );

  test('the shipped function cannot know them: the check says so for host: cloudfront without the function', () => {
    const resolved = resolveOnHost('cloudfront', '/embeds/playground', new Set(site), layout);
    expect(resolved).toEqual({ kind: 'missing' });
  });
});
