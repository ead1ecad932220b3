/**
 * Input `base-path` through dist/index.js against the emulator (issue 21): the export is rebased in the staged folder
 * before it replaces `path`, the step summary says so, and a bad value is refused before any request.
 * What the rebase does to a real Next.js export in a real browser: `base-path.*.browser.test.ts`.
 */
import { expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import type { TarEntry } from '../../../emulator/archives.ts';
import { startEmulator } from '../../../emulator/server.ts';
import { runAction } from '../../../emulator/runner.ts';
import { treeEntries } from '../../../emulator/archives.ts';
import { readTree } from '../../../emulator/runner.ts';
import type { VerifyReport } from '../../../src/verify/findings.ts';
import { expectUntouched, previousWorkspace, runWith } from '../../helpers/bundle-run.ts';
import { BUNDLERS, buildFixture, withBuilds } from '../../helpers/next-fixture.ts';

const site: TarEntry[] = [
  {
    name: 'index.html',
    data: Buffer.from(
      '<html><head><link rel="stylesheet" href="/style.css"><link rel="canonical" href="https://docs.example.com/">' +
        '</head><body><a href="/guides/start">Start</a> <a href="https://example.org/">Elsewhere</a></body></html>',
    ),
  },
  { name: 'style.css', data: Buffer.from('body{background:url(/bg.svg)}') },
  { name: 'bg.svg', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
  { name: 'guides/', type: 'directory' },
  {
    name: 'guides/start.html',
    data: Buffer.from('<html><body><a href="/">Home</a> <a href="#x">Top</a></body></html>'),
  },
  { name: 'robots.txt', data: Buffer.from('User-agent: *\nSitemap: https://docs.example.com/sitemap.xml\n') },
];

test('base-path: docs/ rebases the site before it replaces path; the summary gives path and count', async () => {
  const { result } = await runWith(
    { tarEntries: site, pages: 2 },
    { 'base-path': 'docs/', 'site-url': 'https://docs.example.com' },
  );
  expect(result.code).toBe(0);
  // Verified at /docs: every rebased reference resolves there (the site has no 404.html and no #x: warnings).
  expect(result.outputs).toMatchObject({ verifyResult: 'warnings', brokenLinks: '0' });
  const root = path.join(result.workspace, 'static-export');
  const read = (file: string): string => fs.readFileSync(path.join(root, file), 'utf8');
  expect(read('index.html')).toBe(
    '<html><head><link rel="stylesheet" href="/docs/style.css">' +
      '<link rel="canonical" href="https://docs.example.com/docs"></head><body><a href="/docs/guides/start">Start</a> ' +
      '<a href="https://example.org/">Elsewhere</a></body></html>',
  );
  expect(read('style.css')).toBe('body{background:url(/docs/bg.svg)}');
  expect(read('guides/start.html')).toBe('<html><body><a href="/docs">Home</a> <a href="#x">Top</a></body></html>');
  expect(read('robots.txt')).toBe('User-agent: *\nSitemap: https://docs.example.com/docs/sitemap.xml\n');
  expect(read('bg.svg')).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  expect(result.log).toMatch(/Rebased 4 of 4 files read to be served under \/docs\//);
  expect(result.summary).toContain('| Base path | `/docs/`: 4 files rebased |');
  expect(result.summary).toMatch(/\| Time \| .* · rebase \d+ms/);
});

test("verification judges the site at site-url's path: root-absolute links leave it, and the step fails", async () => {
  const { result } = await runWith({ tarEntries: site, pages: 2 }, { 'site-url': 'https://docs.example.com/docs' });
  expect(result.code).toBe(1);
  expect(result.log).toContain("/guides/start is outside the site's path /docs/: served there, it leads off the site");
  expect(result.log).toContain('set base-path?');
  expect(result.summary).toContain("outside the site's path");
  // /, /guides/start, /style.css, /bg.svg; the same site rebased with base-path passes (first test).
  expect(result.outputs.brokenTargets).toBe('4');
  // The figures agree (the 4 are among the URLs counted), and the next step is the fix, not verify-fail-on: never.
  expect(result.summary).toMatch(/references \([4-9] distinct URLs on the site\) · 4 errors \(\d+ broken references\)/);
  expect(result.log).toContain('set base-path: /docs to rebase the export onto that path');
  expect(result.log).not.toContain('verify-fail-on: never');
});

test('without base-path nothing is rebased and the summary has no Base path row', async () => {
  const { result } = await runWith({ tarEntries: site, pages: 2 }, { verify: 'off' });
  expect(result.code).toBe(0);
  expect(fs.readFileSync(path.join(result.workspace, 'static-export', 'index.html'))).toEqual(site[0]!.data);
  expect(result.summary).not.toContain('Base path');
  expect(result.log).not.toContain('Rebased');
});

test.each([
  [
    { 'base-path': '/docs/../x' },
    /::error title=Invalid input::Input 'base-path': '\/docs\/\.\.\/x' has a '\.\.' segment/,
  ],
  [{ 'base-path': 'https://example.com/docs' }, /Input 'base-path': 'https:\/\/example\.com\/docs' is a URL/],
  // Browsers resolve a percent-encoded dot segment as a dot segment: /docs/%2e%2e/api is /api.
  [
    { 'base-path': '/docs/%2e%2e/api' },
    /Input 'base-path': '\/docs\/%2e%2e\/api' has a '%2e%2e' segment, which browsers resolve as '\.\.'/,
  ],
  [{ 'base-path': '/%2E' }, /Input 'base-path': '\/%2E' has a '%2E' segment, which browsers resolve as '\.'/],
  [{ 'base-path': '/api%2Fv2' }, /Input 'base-path': '\/api%2Fv2' has an encoded slash \('api%2Fv2'\)/],
  [
    { 'base-path': '/docs', 'site-url': 'https://example.com/help' },
    /Input 'base-path': '\/docs' disagrees with site-url \(https:\/\/example\.com\/help\), whose path is \/help/,
  ],
])('%j is refused before any request, and the previous site stays', async (inputs, message) => {
  const emulator = await startEmulator({ durationMs: 0, queuedMs: 0, tarEntries: site });
  try {
    const result = await runAction({
      inputs: { 'api-key': emulator.apiKey, 'api-url': emulator.apiUrl, domain: 'docs.example.com', ...inputs },
      workspace: previousWorkspace(),
    });
    expect(result.log).toMatch(message);
    expect(emulator.requests).toEqual([]);
    await expectUntouched(result);
  } finally {
    await emulator.close();
  }
});

/** Mintlify's base-path script of a deployment served under /docs. */
const DOCS_SCRIPT = '!function(){var b="/docs";var p=location.pathname}()';

/**
 * An export built for /docs (issue 37 items 4, 5), as Mintlify's script says (`script`, in any spelling: the pages'
 * only evidence) or, without one, as Next's basePath build's assets.
 */
function builtForDocs(script?: string): TarEntry[] {
  const pages: TarEntry[] = [
    { name: 'guides/', type: 'directory' },
    { name: 'guides/start.html', data: Buffer.from('<html><body><a href="/docs">Home</a></body></html>') },
  ];
  if (script !== undefined) {
    const index =
      `<html><head><script>${script}</script></head>` + '<body><a href="/docs/guides/start">Start</a></body></html>';
    return [{ name: 'index.html', data: Buffer.from(index) }, ...pages];
  }
  return [
    {
      name: 'index.html',
      data: Buffer.from(
        '<html><head><script src="/docs/_next/static/chunks/main.js" async=""></script></head><body>' +
          '<a href="/docs/guides/start">Start</a><img src="/docs/_next/static/media/logo.svg"></body></html>',
      ),
    },
    ...pages,
    { name: '_next/', type: 'directory' },
    { name: '_next/static/', type: 'directory' },
    { name: '_next/static/chunks/', type: 'directory' },
    { name: '_next/static/chunks/main.js', data: Buffer.from('self.__x=1') },
    { name: '_next/static/media/', type: 'directory' },
    { name: '_next/static/media/logo.svg', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
  ];
}

test.each([
  ["Mintlify's var b", DOCS_SCRIPT],
  // Spellings a minifier may leave, with the base path written as a folder: the same base path.
  ["Mintlify's var b with a trailing slash", DOCS_SCRIPT.replace('"/docs"', '"/docs/"')],
  ["Mintlify's var b in single quotes", DOCS_SCRIPT.replace('"/docs"', "'/docs/'")],
  ["Mintlify's var b spaced", '! function () { var b = "/docs" ; var p = location.pathname }()'],
  ["Next's own basePath build", undefined],
])('an export already built for /docs (%s) is not rebased twice with base-path: /docs', async (_, script) => {
  const entries = builtForDocs(script);
  const { result } = await runWith({ tarEntries: entries, pages: 2 }, { 'base-path': '/docs' });
  expect(result.code).toBe(0);
  // Verified at /docs/: every link resolves there as it is, no /docs/docs.
  expect(result.outputs).toMatchObject({ brokenLinks: '0' });
  const root = path.join(result.workspace, 'static-export');
  for (const entry of entries.filter((e) => e.data))
    expect(fs.readFileSync(path.join(root, entry.name), 'utf8')).toBe(entry.data!.toString());
  expect(result.log).toContain('Not rebased: the export is already built for /docs');
  expect(result.log).not.toContain('/docs/docs');
});

test('an export built for /docs given base-path: /help fails before placing the site, naming both paths', async () => {
  const { result } = await runWith({ tarEntries: builtForDocs(DOCS_SCRIPT), pages: 2 }, { 'base-path': '/help' });
  await expectUntouched(result);
  expect(result.log).toContain(
    'The export is built for the base path /docs (Mintlify\'s base-path script has var b="/docs" in index.html), ' +
      'but base-path is /help',
  );
  expect(result.log).toContain('Set base-path: /docs to publish the export as it was built');
});

test('base-path: a few MB of unclosed Markdown in llms-full.txt are rebased in linear time', async () => {
  // Each paragraph made every `](`, `<!--`, `<?` or `<![CDATA[` look to the end of the paragraph or file: 300 KB of
  // `[](` took 80 s. The link after each is still rebased.
  const patterns = ['[](', '[](a()', '<!--', '<?', '<![CDATA[', '<!X', '[](x "', '[](<'];
  const paragraph = (p: string): string => `a ${p.repeat(Math.ceil(400_000 / p.length))} x [after](/guide)`;
  const text = patterns.map(paragraph).join('\n\n') + '\n';
  const entries: TarEntry[] = [...site, { name: 'llms-full.txt', data: Buffer.from(text) }];
  const { result } = await runWith({ tarEntries: entries, pages: 2 }, { 'base-path': 'docs/', verify: 'off' });
  expect(result.code).toBe(0);
  const out = fs.readFileSync(path.join(result.workspace, 'static-export', 'llms-full.txt'), 'utf8');
  expect(out).toBe(text.replaceAll(' x [after](/guide)', ' x [after](/docs/guide)'));
});

test('a protocol-relative asset on a CDN is no base path the export was built for: the site is rebased', async () => {
  const entries: TarEntry[] = [
    {
      name: 'index.html',
      data: Buffer.from(
        '<html><head><link rel="preload" href="//cdn.example.com/_next/static/media/f.woff2" as="font">' +
          '<script src="/_next/static/chunks/a.js"></script></head>' +
          '<body><a href="/guides/start">Start</a></body></html>',
      ),
    },
    { name: '_next/static/chunks/a.js', data: Buffer.from('x') },
    ...site.filter((entry) => entry.name.startsWith('guides/')),
  ];
  const { result } = await runWith({ tarEntries: entries, pages: 2 }, { 'base-path': '/docs' });
  expect(result.log).not.toContain('The export is built for the base path');
  expect(result.code).toBe(0);
  const html = fs.readFileSync(path.join(result.workspace, 'static-export', 'index.html'), 'utf8');
  expect(html).toContain('href="//cdn.example.com/_next/static/media/f.woff2"');
  expect(html).toContain('<script src="/docs/_next/static/chunks/a.js"></script>');
  expect(html).toContain('<a href="/docs/guides/start">');
});

test("base-path: /d%C3%A9 gives Turbopack's runtime its base decoded, as it compares decoded script URLs", async () => {
  const entries: TarEntry[] = [
    {
      name: 'index.html',
      data: Buffer.from('<html><head><script src="/_next/static/chunks/turbopack-abc.js"></script></head></html>'),
    },
    { name: '_next/static/chunks/turbopack-abc.js', data: Buffer.from('let t="/_next/";r.p="/_next/";') },
  ];
  const { result } = await runWith({ tarEntries: entries, pages: 1 }, { 'base-path': '/d%C3%A9', verify: 'off' });
  expect(result.code).toBe(0);
  const root = path.join(result.workspace, 'static-export');
  expect(fs.readFileSync(path.join(root, '_next/static/chunks/turbopack-abc.js'), 'utf8')).toBe(
    'let t="/d\\u00e9/_next/";r.p="/d%C3%A9/_next/";',
  );
  expect(fs.readFileSync(path.join(root, 'index.html'), 'utf8')).toContain(
    '<script src="/d%C3%A9/_next/static/chunks/turbopack-abc.js">',
  );
});

test.each(BUNDLERS)(
  "Next's own basePath build (%s) given base-path: /docs: its router's links pass; what it leaves outside is named",
  async (bundler) => {
    const build = await buildFixture('/docs', bundler);
    const { result } = await runWith(
      { tarEntries: treeEntries(await readTree(build)), pages: 9 },
      { 'base-path': '/docs', 'site-url': 'https://docs.example.com', 'verify-report': 'verify.json' },
    );
    expect(result.log).toContain('Not rebased: the export is already built for /docs');
    const report = JSON.parse(fs.readFileSync(path.join(result.workspace, 'verify.json'), 'utf8')) as VerifyReport;
    const outside = report.findings.filter((f) => f.kind === 'outside-base');
    // The payload's next/link hrefs are root-relative in this build and its router adds /docs: no finding.
    for (const link of ['/', '/guides', '/guides/deploy', '/blog/first', '/blog/second', '/samples', '/unicode'])
      expect(outside.map((f) => f.target)).not.toContain(link);
    // What Next does not prefix (a plain <img src>, a CSS url()) does leave /docs, and the message says what to do.
    expect(outside.map((f) => f.target)).toEqual(expect.arrayContaining(['/logo.svg', '/pattern.svg']));
    for (const finding of outside) {
      expect(finding.message).toContain("The export was built with Next's basePath /docs");
      expect(finding.message).toContain(`write it as /docs${finding.target} in the source`);
      expect(finding.message).not.toContain('rebase does not reach');
    }
  },
  withBuilds(1, 300_000),
);

test("base-path: a pattern after an if's head in a one-line chunk leaves the runtime's statement code", async () => {
  // Read as a division, the quote in `/"/` opened a string: the code sample was rebased, the runtime's path was not.
  const chunk =
    'if(a)/"/.test(b);var s="let t=\'/_next/\'";let t="/_next/";\n' +
    "x=y;while(q)/'/.exec(r);var u='r.p=\"/_next/\"';\n";
  const entries: TarEntry[] = [
    {
      name: 'index.html',
      data: Buffer.from('<html><head><script src="/_next/static/chunks/turbopack-a.js"></script></head></html>'),
    },
    { name: '_next/static/chunks/turbopack-a.js', data: Buffer.from(chunk) },
  ];
  const { result } = await runWith({ tarEntries: entries, pages: 1 }, { 'base-path': '/docs', verify: 'off' });
  expect(result.code).toBe(0);
  const root = path.join(result.workspace, 'static-export');
  expect(fs.readFileSync(path.join(root, '_next/static/chunks/turbopack-a.js'), 'utf8')).toBe(
    chunk.replace('let t="/_next/"', 'let t="/docs/_next/"'),
  );
});

/** A page with a `next/script` `beforeInteractive`, as Next.js writes it: an inline push its bootstrap loads. */
const early = (preload: boolean): TarEntry[] => [
  {
    name: 'index.html',
    data: Buffer.from(
      `<html><head>${preload ? '<link rel="preload" href="/early.js" as="script"/>' : ''}</head><body>` +
        '<script>(self.__next_s=self.__next_s||[]).push(["/early.js",{"id":"early"}])</script></body></html>',
    ),
  },
  { name: 'early.js', data: Buffer.from('window.early=1') },
];

test('base-path: /docs gives a beforeInteractive script push its path, as its preload hint', async () => {
  const { result } = await runWith({ tarEntries: early(true), pages: 1 }, { 'base-path': '/docs' });
  expect(result.code).toBe(0);
  expect(fs.readFileSync(path.join(result.workspace, 'static-export', 'index.html'), 'utf8')).toBe(
    '<html><head><link rel="preload" href="/docs/early.js" as="script"/></head><body>' +
      '<script>(self.__next_s=self.__next_s||[]).push(["/docs/early.js",{"id":"early"}])</script></body></html>',
  );
});

test('a beforeInteractive script the site lacks, or outside its path, is a finding', async () => {
  const lacking = early(false).filter((entry) => entry.name !== 'early.js');
  const missing = (await runWith({ tarEntries: lacking, pages: 1 })).result;
  expect(missing.code).toBe(1);
  expect(missing.log).toContain('missing asset: /early.js');
  const outside = (
    await runWith({ tarEntries: early(false), pages: 1 }, { 'site-url': 'https://docs.example.com/docs' })
  ).result;
  expect(outside.code).toBe(1);
  expect(outside.log).toContain("/early.js is outside the site's path /docs/");
});
