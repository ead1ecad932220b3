/**
 * Input `search: pagefind` through dist/index.js against the emulator (issue 25), with Pagefind's real binary (the
 * `@pagefind/<platform>` package npm installs beside `pagefind`, named by PAGEFIND_BINARY_PATH as on a runner
 * without internet): what is indexed (the content area, not the furniture; not 404.html), where the bundle goes,
 * the wiring each page gets, base-path, the summary, and bad input refused before any request.
 */
import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import type { TarEntry } from '../../../emulator/archives.ts';
import { startEmulator, type Emulator } from '../../../emulator/server.ts';
import { runAction, type RunResult } from '../../../emulator/runner.ts';
import { PAGEFIND_RELEASES, PAGEFIND_VERSION } from '../../../src/site/search/pagefind-binary.ts';
import { previousWorkspace } from '../../helpers/bundle-run.ts';

const require = createRequire(import.meta.url);
const BINARY = require.resolve(`@pagefind/${process.platform}-${process.arch}/bin/pagefind_extended`);

function page(title: string, content: string, lang = 'en'): Buffer {
  return Buffer.from(
    `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${title} - Acme</title></head><body>` +
      `<nav id="navbar"><button id="search-bar-entry">Search</button><a href="/">Home</a> furnitureword</nav>` +
      `<div id="content-area"><h1>${title}</h1>${content}</div>` +
      `<div id="table-of-contents">furnitureword</div><footer>furnitureword</footer></body></html>`,
  );
}

const SITE: TarEntry[] = [
  { name: 'index.html', data: page('Introduction', '<p>Welcome to Acme. <a href="/guides/install">Install</a></p>') },
  { name: 'guides/install.html', data: page('Install', '<p>Install the zebrafish CLI.</p>') },
  // A file name with characters that end or escape a URL path: its result must link it percent-encoded.
  { name: 'guides/c#-100%.html', data: page('Sharp', '<p>Sharp notes.</p>') },
  { name: 'fr/index.html', data: page('Introduction', '<p>Bienvenue chez Acme.</p>', 'fr') },
  { name: '404.html', data: page('Not found', '<p>notfoundword</p>') },
  // A redirect page is no content; a page without Mintlify's #content-area is indexed from <main>, with a warning.
  {
    name: 'old.html',
    data: Buffer.from('<html><head><meta http-equiv="refresh" content="0; url=/">oldword</head><body></body></html>'),
  },
  {
    name: 'changelog.html',
    data: Buffer.from(
      '<html lang="en"><head><title>Changelog - Acme</title></head><body><nav>furnitureword</nav>' +
        '<main><h1>Changelog</h1><p>Released quasar.</p></main></body></html>',
    ),
  },
];

const emulators: Emulator[] = [];
afterAll(async () => {
  await Promise.all(emulators.map((e) => e.close()));
});

async function run(
  inputs: Record<string, string>,
  env: Record<string, string> = {},
  tarEntries: TarEntry[] = SITE,
): Promise<RunResult> {
  const emulator = await startEmulator({ durationMs: 0, queuedMs: 0, tarEntries });
  emulators.push(emulator);
  return runAction({
    inputs: {
      'api-key': emulator.apiKey,
      'api-url': emulator.apiUrl,
      domain: 'docs.example.com',
      'agent-files': 'off',
      ...inputs,
    },
    env: { PAGEFIND_BINARY_PATH: BINARY, ...env },
  });
}

const site = (result: RunResult, file = ''): string => path.join(result.workspace, 'static-export', file);

interface Fragment {
  url: string;
  content: string;
  meta: { title: string };
  /** The headings with an id: what the search box lists as a page's sub-results. */
  anchors: { element: string; id: string; text: string }[];
}

/** What the index holds per page: Pagefind's fragment files, gzip of `pagefind_dcd` and a JSON record. */
function fragments(result: RunResult): Fragment[] {
  const folder = site(result, 'pagefind/fragment');
  return fs
    .readdirSync(folder)
    .map((file) => zlib.gunzipSync(fs.readFileSync(path.join(folder, file))).toString('utf8'))
    .map((text) => JSON.parse(text.slice('pagefind_dcd'.length)) as Fragment)
    .sort((a, b) => a.url.localeCompare(b.url));
}

test('search: pagefind indexes the content area into pagefind/ and wires every page', async () => {
  const result = await run({ search: 'pagefind', 'changes-file': 'changes.json' });
  expect(result.code).toBe(0);
  expect(fs.existsSync(site(result, 'pagefind/pagefind.js'))).toBe(true);
  expect(fs.existsSync(site(result, 'pagefind/mintlify-search.js'))).toBe(true);
  const index = fs.readFileSync(site(result, 'index.html'), 'utf8');
  expect(index).toContain(
    '<link rel="stylesheet" href="/pagefind/pagefind-component-ui.css">' +
      '<script type="module" src="/pagefind/pagefind-component-ui.js"></script>' +
      '<script defer src="/pagefind/mintlify-search.js"></script></head>',
  );
  // One index per language; 404.html is not indexed.
  const indexes = fs.readdirSync(site(result, 'pagefind/index')).map((f) => f.slice(0, f.indexOf('_')));
  expect([...new Set(indexes)].sort()).toEqual(['en', 'fr']);
  // What a reader reads: the content area with the page's title, never the furniture; no 404 page.
  expect(fragments(result).map((f) => [f.url, f.meta.title])).toEqual([
    ['/', 'Introduction'],
    ['/changelog', 'Changelog'],
    ['/fr', 'Introduction'],
    ['/guides/c%23-100%25', 'Sharp'],
    ['/guides/install', 'Install'],
  ]);
  // An excerpt starts with the page's own heading once, not with the title a second time.
  expect(fragments(result).find((f) => f.url === '/guides/install')!.content).toMatch(/^Install\. Install the/);
  expect(result.log).toContain(
    "::warning::1 page has no #content-area (Mintlify's content), e.g. changelog.html: they were indexed from",
  );
  expect(fragments(result).find((f) => f.url === '/guides/install')!.content).toContain('zebrafish');
  expect(JSON.stringify(fragments(result))).not.toMatch(/furnitureword|notfoundword|oldword/);
  // The change list has what changed under pagefind/.
  const changes = JSON.parse(fs.readFileSync(path.join(result.workspace, 'changes.json'), 'utf8')) as {
    added: string[];
  };
  expect(changes.added).toEqual(expect.arrayContaining(['pagefind/pagefind.js', 'pagefind/mintlify-search.js']));
  expect(result.log).toMatch(/Indexed 5 pages \(\d+ words; languages en, fr\) for search: pagefind\/ holds/);
  expect(result.summary).toMatch(/\| Search \| Indexed 5 pages/);
  // Verification checked the added files and passed.
  expect(result.outputs.verifyResult).toBe('passed');
});

test('with search the check still finds what each page links, and checks the wiring it added', async () => {
  const broken: TarEntry = {
    name: 'guides/broken.html',
    data: page('Broken', '<p><a href="/guides/removed">Removed</a> <img src="/img/missing.png"></p>'),
  };
  const inputs = { 'verify-fail-on': 'never' };
  const off = await run({ ...inputs, search: 'off' }, {}, [...SITE, broken]);
  const on = await run({ ...inputs, search: 'pagefind' }, {}, [...SITE, broken]);
  for (const result of [off, on]) {
    expect(result.code).toBe(0);
    expect(result.log).toContain('error: missing page: /guides/removed (1 pages, e.g. guides/broken.html)');
    expect(result.log).toContain('error: missing asset: /img/missing.png (1 pages, e.g. guides/broken.html)');
  }
  // The same pages, and 3 references more on each of the 8 pages wired: the wiring's stylesheet and two scripts.
  const references = (result: RunResult): number => Number(/^8 pages · (\d+) references/m.exec(result.log)?.[1]);
  expect(references(on)).toBe(references(off) + 3 * 8);
  expect(on.outputs.verifyResult).toBe(off.outputs.verifyResult);
});

test("a heading's self-link glyph is not part of the sub-result's name; the published heading keeps it", async () => {
  const headings =
    '<h2 id="overview"><a href="#overview" class="anchor" aria-label="Navigate to header">#</a>Overview</h2>' +
    '<p>Overview text.</p>' +
    // Words that are themselves the fragment link are the heading's name.
    '<h2 id="setup"><a href="#setup">Setup steps</a></h2><p>Setup text.</p>' +
    '<h3 id="icon"><a href="#icon"><svg viewBox="0 0 1 1"><path d="M0 0h1"/></svg> &para;</a>Icon heading</h3>' +
    '<p>Icon text.</p>';
  const result = await run({ search: 'pagefind' }, {}, [{ name: 'index.html', data: page('Guide', headings) }]);
  expect(result.code).toBe(0);
  const [fragment] = fragments(result);
  const headingAnchors = fragment!.anchors.filter((anchor) => /^h[1-6]$/.test(anchor.element));
  expect(headingAnchors.map((anchor) => [anchor.id, anchor.text])).toEqual([
    ['overview', 'Overview'],
    ['setup', 'Setup steps'],
    ['icon', 'Icon heading'],
  ]);
  // The glyph is left out of what is indexed only: the page as published is as it was, plus the search wiring.
  const published = fs.readFileSync(site(result, 'index.html'), 'utf8');
  expect(published).toContain(headings);
  expect(published).not.toContain('data-pagefind-ignore');
});

test('without the input no page mentions the search and no pagefind/ folder appears', async () => {
  const result = await run({});
  expect(result.code).toBe(0);
  expect(fs.existsSync(site(result, 'pagefind'))).toBe(false);
  expect(fs.readFileSync(site(result, 'index.html'), 'utf8')).not.toContain('pagefind');
});

test('under base-path the bundle is loaded from the base path', async () => {
  const result = await run({ search: 'pagefind', 'base-path': '/docs' });
  expect(result.code).toBe(0);
  const index = fs.readFileSync(site(result, 'guides/install.html'), 'utf8');
  expect(index).toContain('<script defer src="/docs/pagefind/mintlify-search.js"></script>');
  // The rebase and the wiring in one pass; result URLs carry the base path.
  expect(index).toContain('<a href="/docs">Home</a>');
  expect(fragments(result).map((f) => f.url)).toEqual([
    '/docs/',
    '/docs/changelog',
    '/docs/fr',
    '/docs/guides/c%23-100%25',
    '/docs/guides/install',
  ]);
  expect(result.outputs.verifyResult).toBe('passed');
});

test.each([
  [{ search: 'algolia' }, {}, /Input 'search': 'algolia' is not one of off, pagefind/],
  [{ search: 'pagefind', download: 'false' }, {}, /Input 'search': pagefind needs download: true/],
  [
    { search: 'pagefind' },
    { PAGEFIND_BINARY_PATH: '/nonexistent/pagefind' },
    /PAGEFIND_BINARY_PATH \(\/nonexistent\/pagefind\) names no file/,
  ],
])('%j is refused before any request, and the previous site stays', async (inputs, env, message) => {
  const emulator = await startEmulator({ durationMs: 0, queuedMs: 0, tarEntries: SITE });
  emulators.push(emulator);
  const result = await runAction({
    inputs: { 'api-key': emulator.apiKey, 'api-url': emulator.apiUrl, domain: 'docs.example.com', ...inputs },
    env: { PAGEFIND_BINARY_PATH: BINARY, ...env },
    workspace: previousWorkspace(),
  });
  expect(result.code).toBe(1);
  expect(result.log).toMatch(message);
  expect(emulator.requests).toHaveLength(0);
});

test('without PAGEFIND_BINARY_PATH the pinned release is fetched first; a wrong SHA-256 is refused', async () => {
  // An archive made here with GNU tar from the real binary: its SHA-256 is not the one Pagefind publishes.
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pagefind-release-'));
  const { target } = PAGEFIND_RELEASES[`${process.platform}-${process.arch}`]!;
  const name = `pagefind_extended-v${PAGEFIND_VERSION}-${target}.tar.gz`;
  execFileSync('tar', ['-czf', path.join(work, name), '-C', path.dirname(BINARY), 'pagefind_extended']);
  const server = http.createServer((request, response) => {
    const file = path.join(work, path.basename(request.url ?? ''));
    if (!fs.existsSync(file)) return response.writeHead(404).end();
    response.writeHead(200, { 'content-length': fs.statSync(file).size }).end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const emulator = await startEmulator({ durationMs: 0, queuedMs: 0, tarEntries: SITE });
    emulators.push(emulator);
    const result = await runAction({
      inputs: {
        'api-key': emulator.apiKey,
        'api-url': emulator.apiUrl,
        domain: 'docs.example.com',
        search: 'pagefind',
      },
      env: { MINTLIFY_PAGEFIND_RELEASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` },
      workspace: previousWorkspace(),
    });
    expect(result.code).toBe(1);
    expect(result.log).toContain('::group::Fetch Pagefind');
    expect(result.log).toMatch(
      /::error title=Search::Pagefind's release archive \S+ has SHA-256 [0-9a-f]{64}, not the/,
    );
    expect(emulator.requests).toHaveLength(0);
  } finally {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(work, { recursive: true, force: true });
  }
});

describe('the index is the site as placed, whatever the bundle', () => {
  /** What a run indexed: each result's URL, title and text, and the summary's count. */
  const indexOf = (result: RunResult): string[] => [
    ...fragments(result).map((f) => `${f.url} ${f.meta.title}: ${f.content}`),
    /Indexed \d+ pages/.exec(result.log)![0],
  ];

  test('whatever order the pages arrive in, and in a bundle wrapped in a folder, the same index', async () => {
    const rootFirst = await run({ search: 'pagefind' }, {}, SITE);
    const rootLast = await run({ search: 'pagefind' }, {}, [...SITE].reverse());
    // The emulator's page count counts the wrapper's 404.html: only that page count differs.
    const wrapped = await run(
      { search: 'pagefind', 'verify-fail-on': 'never' },
      {},
      SITE.map((entry) => ({ ...entry, name: `site/${entry.name}` })),
    );
    expect(rootFirst.code).toBe(0);
    expect([rootLast.code, wrapped.code]).toEqual([0, 0]);
    expect(indexOf(rootFirst)).toContain('Indexed 5 pages');
    expect(indexOf(rootLast)).toEqual(indexOf(rootFirst));
    expect(wrapped.log).toContain("The bundle wraps the site in the folder 'site/'");
    expect(indexOf(wrapped)).toEqual(indexOf(rootFirst));
    for (const result of [rootLast, wrapped])
      expect(fs.readFileSync(site(result, 'guides/install.html'), 'utf8')).toContain('mintlify-search.js');
  });

  test('a result whose URL a file unpacked later changes links that later URL, and is indexed once', async () => {
    // On Cloudflare Pages an extensionless file `guides/install` answers /guides/install before install.html does,
    // so that page's result links /guides/install.html: known only once `guides/install` is unpacked.
    const entries: TarEntry[] = [...SITE, { name: 'guides/install', data: Buffer.from('plain file') }];
    const result = await run({ search: 'pagefind', host: 'cloudflare-pages' }, {}, entries);
    expect(result.code).toBe(0);
    const urls = fragments(result).map((f) => f.url);
    expect(urls).toContain('/guides/install.html');
    expect(urls).not.toContain('/guides/install');
    expect(new Set(urls).size).toBe(urls.length);
    expect(result.log).toMatch(/Indexed 5 pages/);
  });
});
