/**
 * Issue 22's agent files (`agent-files`) and change list (`changes-file`, output `changedFiles`), through dist/index.js
 * against the emulator serving exports built here with Mintlify's real page furniture: the hidden agent index
 * `<blockquote data-agent-docs-index><a href="/llms.txt">`, `<link rel=alternate type=text/markdown>`, the sitemap
 * alternate, `preconnect` hints and an absolute `og:image`. The Markdown written is read back with `marked`, a
 * parser this project did not write.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { marked, type Tokens } from 'marked';
import type { TarEntry } from '../emulator/archives.ts';
import { startEmulator, type Emulator } from '../emulator/server.ts';
import { readTree, runAction, type RunResult } from '../emulator/runner.ts';
import { resolveOnHost } from '../src/verify/hosts.ts';
import type { VerifyReport } from '../src/verify/findings.ts';

const SITE_URL = 'https://docs.acme.test';

interface PageSpec {
  /** URL path without the leading slash ('' for the home page). */
  slug: string;
  title: string;
  description?: string;
  /** HTML of the page's content (inside `#content-area`, after the title). */
  content: string;
}

const SECTIONS = ['', 'quickstart', 'guides/install', 'guides/configure', 'api-reference/users'];

/** A page as a Mintlify export writes it, with the furniture every page carries. */
function mintlifyPage(spec: PageSpec): string {
  const nav = SECTIONS.map((slug) => `<li><a href="/${slug}">${slug || 'Home'}</a></li>`).join('');
  const description = spec.description ? `<meta name="description" content="${spec.description}">` : '';
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<title>${spec.title} - Acme</title>${description}
<meta property="og:title" content="${spec.title} - Acme">
<meta property="og:image" content="https://acme.mintlify.app/_mintlify/og.png">
<link rel="preconnect" href="https://acme.mintlify.app">
<link rel="alternate" type="application/xml" href="/sitemap.xml">
<link rel="alternate" type="text/markdown" href="/${spec.slug || 'index'}.md">
<link rel="stylesheet" href="/_next/static/css/app.css"></head>
<body><blockquote data-agent-docs-index class="sr-only">For AI agents: a documentation index is at
<a href="/llms.txt">/llms.txt</a>.</blockquote>
<nav id="sidebar"><ul>${nav}</ul></nav>
<div id="content-area"><header><h1 id="page-title">${spec.title}</h1></header>
<div class="mdx-content">${spec.content}</div></div>
<footer><a href="https://mintlify.com">Powered by Mintlify</a></footer></body></html>`;
}

const INSTALL_CONTENT = `<p>Install the CLI, then read <a href="configure">Configure</a> or the
<a href="/api-reference/users">Users API</a>. Back to the <a href="/">home page</a> or its
<a href="/#page-title">title</a>.</p>
<table><thead><tr><th>Option</th><th>Default</th></tr></thead>
<tbody><tr><td><code>--port</code></td><td>3000</td></tr>
<tr><td><code>--host</code></td><td>localhost</td></tr></tbody></table>
<div class="code-block"><pre class="shiki" language="python"><code><span class="line"><span>import acme</span></span>
<span class="line"><span>acme.start(port=3000)</span></span>
</code></pre><button>Copy</button></div>
<pre><code class="language-bash">npm i -g acme
</code></pre>`;

const PAGES: PageSpec[] = [
  { slug: '', title: 'Introduction', description: 'Acme runs your jobs.', content: '<p>Welcome to Acme.</p>' },
  { slug: 'quickstart', title: 'Quickstart', description: 'Run a job in five minutes.', content: '<p>Go.</p>' },
  { slug: 'guides/install', title: 'Install', description: 'Install the CLI.', content: INSTALL_CONTENT },
  { slug: 'guides/configure', title: 'Configure [advanced]', content: '<p>Set options.</p>' },
  { slug: 'api-reference/users', title: 'Users', description: 'List users.', content: '<p>GET /users</p>' },
];

/** The sitemap lists pages in navigation order, which is not the order of their paths. */
const SITEMAP_ORDER = ['', 'quickstart', 'guides/install', 'guides/configure', 'api-reference/users'];

/** An export in the `.html` layout (API export), with a sitemap, a 404 page and a stylesheet. */
function mintlifyExport(extra: TarEntry[] = []): TarEntry[] {
  const entries: TarEntry[] = PAGES.map((page) => ({
    name: page.slug === '' ? 'index.html' : `${page.slug}.html`,
    data: Buffer.from(mintlifyPage(page)),
  }));
  const locs = SITEMAP_ORDER.map((slug) => `<url><loc>${SITE_URL}/${slug}</loc></url>`).join('');
  entries.push(
    {
      name: 'sitemap.xml',
      data: Buffer.from(
        `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs}</urlset>`,
      ),
    },
    { name: '404.html', data: Buffer.from(mintlifyPage({ slug: '404', title: 'Not found', content: '' })) },
    { name: '_next/static/css/app.css', data: Buffer.from('body{margin:0}') },
    ...extra,
  );
  return entries;
}

const emulators: Emulator[] = [];
afterAll(async () => {
  await Promise.all(emulators.map((e) => e.close()));
});

async function emulatorServing(entries: TarEntry[]): Promise<Emulator> {
  const emulator = await startEmulator({ durationMs: 0, queuedMs: 0, pages: PAGES.length, tarEntries: entries });
  emulators.push(emulator);
  return emulator;
}

/** Runs the action on a new job of `emulator`; verification reports only (the furniture is not this test's concern). */
async function run(emulator: Emulator, inputs: Record<string, string>, workspace?: string): Promise<RunResult> {
  return runAction({
    inputs: {
      'api-key': emulator.apiKey,
      'api-url': emulator.apiUrl,
      domain: 'docs.example.com',
      'site-url': SITE_URL,
      'verify-fail-on': 'never',
      'verify-report': 'verify.json',
      ...inputs,
    },
    workspace,
  });
}

const siteFolder = (result: RunResult): string => path.join(result.workspace, 'static-export');
const readSite = (result: RunResult, file: string): string =>
  fs.readFileSync(path.join(siteFolder(result), file), 'utf8');
const exists = (result: RunResult, file: string): boolean => fs.existsSync(path.join(siteFolder(result), file));
const report = (result: RunResult): VerifyReport =>
  JSON.parse(fs.readFileSync(path.join(result.workspace, 'verify.json'), 'utf8')) as VerifyReport;
const findingsOn = (result: RunResult, needle: string): string[] =>
  report(result)
    .findings.filter((f) => f.target.includes(needle))
    .map((f) => `${f.kind} ${f.target}`);

/** The `- [Title](URL): description` lines of an llms.txt, by section. */
function llmsSections(text: string): Map<string, { title: string; url: string; description?: string }[]> {
  const sections = new Map<string, { title: string; url: string; description?: string }[]>();
  let current = '';
  for (const line of text.split('\n')) {
    if (line.startsWith('## ')) {
      current = line.slice(3);
      sections.set(current, []);
    }
    const link = /^- \[((?:\\.|[^\]])+)\]\((\S+)\)(?:: (.+))?$/.exec(line);
    if (link) sections.get(current)!.push({ title: link[1]!, url: link[2]!, description: link[3] });
  }
  return sections;
}

describe('agent-files', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await emulatorServing(mintlifyExport());
  });

  test('auto (the default) writes llms.txt in the llmstxt.org format, in sitemap order; links resolve', async () => {
    const result = await run(emulator, {});
    expect(result.code).toBe(0);
    const text = readSite(result, 'llms.txt');
    expect(text.startsWith('# Acme\n\n> Acme runs your jobs.\n\n## Pages\n\n')).toBe(true);
    const sections = llmsSections(text);
    expect([...sections.keys()]).toEqual(['Pages', 'Guides', 'Api reference']);
    expect(sections.get('Pages')).toEqual([
      { title: 'Introduction', url: `${SITE_URL}/`, description: 'Acme runs your jobs.' },
      { title: 'Quickstart', url: `${SITE_URL}/quickstart`, description: 'Run a job in five minutes.' },
    ]);
    // Sitemap order (install before configure), a title's brackets escaped, no description when the page has none.
    expect(sections.get('Guides')).toEqual([
      { title: 'Install', url: `${SITE_URL}/guides/install`, description: 'Install the CLI.' },
      { title: 'Configure \\[advanced\\]', url: `${SITE_URL}/guides/configure`, description: undefined },
    ]);
    // Every link resolves on the host to the page it names; the 404 page is not listed.
    const files = new Set((await readTree(siteFolder(result))).keys());
    const links = [...sections.values()].flat();
    expect(links).toHaveLength(PAGES.length);
    for (const link of links) {
      expect(link.url.startsWith(SITE_URL)).toBe(true);
      const resolution = resolveOnHost('auto', decodeURI(link.url.slice(SITE_URL.length)), files);
      expect(resolution.kind).toBe('direct');
      const html = readSite(result, (resolution as { file: string }).file);
      expect(html).toContain(`<h1 id="page-title">${link.title.replace(/\\/g, '')}</h1>`);
    }
    // Only llms.txt: no full file, no Markdown copies.
    expect([...files].filter((f) => f.endsWith('.md') || f.startsWith('llms'))).toEqual(['llms.txt']);
    // Verification sees the written file: every page's agent-index link resolves.
    expect(findingsOn(result, 'llms.txt')).toEqual([]);
    expect(result.summary).toContain('Agent files written: `llms.txt`');
    // site-url is on another origin than the export's, so its URLs are rewritten (issue 30): a rebase phase.
    expect(result.summary).toMatch(/\| Time \| .* · unpack \S+ · rebase \S+ · agent files \S+ · verify \S+ \|/);
  }, 60_000);

  test('off leaves the export as it is: no agent files, and the pages link a missing /llms.txt', async () => {
    const result = await run(emulator, { 'agent-files': 'off' });
    expect(result.code).toBe(0);
    const files = [...(await readTree(siteFolder(result))).keys()];
    expect(files.filter((f) => f.endsWith('.md') || f.startsWith('llms'))).toEqual([]);
    expect(findingsOn(result, 'llms.txt')).not.toEqual([]);
    expect(result.summary).not.toContain('Agent files');
  }, 60_000);

  test("full writes llms-full.txt and the pages' Markdown copies, with tables, code and rebased links", async () => {
    const result = await run(emulator, { 'agent-files': 'full' });
    expect(result.code).toBe(0);
    for (const copy of ['index.md', 'quickstart.md', 'guides/install.md', 'guides/configure.md']) {
      expect(exists(result, copy)).toBe(true);
    }
    expect(exists(result, 'api-reference/users.md')).toBe(true);
    expect(exists(result, '404.md')).toBe(false);

    const install = marked.lexer(readSite(result, 'guides/install.md'));
    expect(install[0]).toMatchObject({ type: 'heading', depth: 1, text: 'Install' });
    const table = install.find((t): t is Tokens.Table => t.type === 'table');
    expect(table?.header.map((cell) => cell.text)).toEqual(['Option', 'Default']);
    expect(table?.rows.map((row) => row.map((cell) => cell.text))).toEqual([
      ['`--port`', '3000'],
      ['`--host`', 'localhost'],
    ]);
    const code = install.filter((t): t is Tokens.Code => t.type === 'code');
    expect(code.map((block) => [block.lang, block.text])).toEqual([
      ['python', 'import acme\nacme.start(port=3000)'],
      ['bash', 'npm i -g acme'],
    ]);
    // A relative and a root-relative link both become the public URL they point at; furniture is left out.
    const text = readSite(result, 'guides/install.md');
    expect(text).toContain(`[Configure](${SITE_URL}/guides/configure)`);
    expect(text).toContain(`[Users API](${SITE_URL}/api-reference/users)`);
    expect(text).not.toMatch(/Copy|Powered by|sidebar|For AI agents/);

    // llms-full.txt: every page in the llms.txt order, each with its source URL.
    const full = readSite(result, 'llms-full.txt');
    const sources = [...full.matchAll(/^Source: (\S+)$/gm)].map((m) => m[1]);
    const listed = [...llmsSections(readSite(result, 'llms.txt')).values()].flat().map((link) => link.url);
    expect(sources).toEqual(listed);
    expect(full).toContain('```python\nimport acme\nacme.start(port=3000)\n```');
    // Each page's title once, above its source, not repeated by the content's own heading.
    expect(full.match(/^# Install$/gm)).toHaveLength(1);
    expect(full).toContain(
      `# Install\nSource: ${SITE_URL}/guides/install\n\nInstall the CLI.\n\nInstall the CLI, then`,
    );
    // Verification sees the copies: the pages' Markdown alternates resolve.
    expect(findingsOn(result, '.md')).toEqual([]);
    expect(result.summary).toContain('`llms.txt`, `llms-full.txt`, 5 Markdown copies');
  }, 60_000);

  test('cloudfront-function writes the function for this site, outside the site, which serves its pages', async () => {
    const result = await run(emulator, {
      'base-path': '/docs',
      host: 'cloudfront',
      'cloudfront-function': 'cdn/viewer-request.js',
    });
    expect(result.code).toBe(0);
    const source = fs.readFileSync(path.join(result.workspace, 'cdn', 'viewer-request.js'), 'utf8');
    expect(source).toContain("var BASE = '/docs';");
    type Handler = (event: { request: { uri: string; querystring: object } }) => { uri?: string };
    const handler = vm.runInNewContext(`${source}\nhandler;`) as Handler;
    const served = (uri: string): string | undefined => handler({ request: { uri, querystring: {} } }).uri;
    expect(served('/docs')).toBe('/docs/index.html');
    expect(served('/docs/guides/install')).toMatch(/^\/docs\/guides\/install(\.html|\/index\.html)$/);
    expect(fs.existsSync(path.join(result.workspace, 'static-export', 'viewer-request.js'))).toBe(false);
    expect(result.log).toContain('Wrote the CloudFront function for this site');
  }, 60_000);

  test('a page in the other layout form is served by the function written for the site, and checked so', async () => {
    // An .html-layout export with one page as a folder (a mixed export): /embeds/playground is
    // embeds/playground/index.html, which the shipped function (x -> x.html) cannot know.
    const emulator = await emulatorServing(
      mintlifyExport([
        {
          name: 'embeds/playground/index.html',
          data: Buffer.from(
            '<!DOCTYPE html><html><head><title>Playground</title></head><body>' +
              '<a href="/embeds/playground">Playground</a><a href="/">Home</a></body></html>',
          ),
        },
      ]),
    );
    const inputs = { 'base-path': '/docs', host: 'cloudfront' };
    const shippedRun = await run(emulator, inputs);
    expect(findingsOn(shippedRun, '/embeds/playground').length).toBeGreaterThan(0);
    const result = await run(emulator, { ...inputs, 'cloudfront-function': 'cdn/viewer-request.js' });
    expect(result.code).toBe(0);
    expect(findingsOn(result, '/embeds/playground')).toEqual([]);
    const source = fs.readFileSync(path.join(result.workspace, 'cdn', 'viewer-request.js'), 'utf8');
    type Handler = (event: { request: { uri: string; querystring: object } }) => { uri?: string };
    const handler = vm.runInNewContext(`${source}\nhandler;`) as Handler;
    const served = (uri: string): string | undefined => handler({ request: { uri, querystring: {} } }).uri;
    expect(served('/docs/embeds/playground')).toBe('/docs/embeds/playground/index.html');
    expect(fs.existsSync(path.join(result.workspace, 'static-export', 'embeds', 'playground', 'index.html'))).toBe(
      true,
    );
  }, 60_000);

  test('under base-path the agent files and the change list carry the prefix once', async () => {
    const result = await run(emulator, {
      'base-path': '/docs',
      'agent-files': 'full',
      'changes-file': 'changes.json',
      host: 'cloudfront',
    });
    expect(result.code).toBe(0);
    const urls = [...llmsSections(readSite(result, 'llms.txt')).values()].flat().map((link) => link.url);
    expect(urls).toContain(`${SITE_URL}/docs/guides/install`);
    expect(urls.every((url) => url.startsWith(`${SITE_URL}/docs/`))).toBe(true);
    const install = readSite(result, 'guides/install.md');
    expect(install).toContain(`[Configure](${SITE_URL}/docs/guides/configure)`);
    expect(install).toContain(`[Users API](${SITE_URL}/docs/api-reference/users)`);
    // The home page, rebased to /docs in the page, is not prefixed a second time.
    expect(install).toContain(`[home page](${SITE_URL}/docs)`);
    expect(install).toContain(`[title](${SITE_URL}/docs#page-title)`);
    expect(`${readSite(result, 'llms.txt')}${readSite(result, 'llms-full.txt')}${install}`).not.toContain('/docs/docs');
    const changes = JSON.parse(fs.readFileSync(path.join(result.workspace, 'changes.json'), 'utf8')) as {
      urls: string[];
    };
    expect(changes.urls).toContain('/docs/guides/install');
    // /docs itself is the home page's URL too: the CloudFront function serves it (issue 29 item 11).
    expect(changes.urls.filter((url) => !url.startsWith('/docs/'))).toEqual(['/docs']);
    expect(changes.urls).toContain('/docs/');
    // The pages' own agent links were rebased too, and resolve to the files written.
    expect(findingsOn(result, 'llms')).toEqual([]);
    expect(findingsOn(result, '.md')).toEqual([]);
  }, 60_000);
});

test('files the export has are never overwritten: its llms.txt and a Markdown copy stay as they were', async () => {
  const ownIndex = '# Acme\n\n> Written by the docs team.\n';
  const ownCopy = '# Quickstart, hand-written\n';
  const emulator = await emulatorServing(
    mintlifyExport([
      { name: 'llms.txt', data: Buffer.from(ownIndex) },
      { name: 'quickstart.md', data: Buffer.from(ownCopy) },
    ]),
  );
  const auto = await run(emulator, {});
  expect(auto.code).toBe(0);
  expect(readSite(auto, 'llms.txt')).toBe(ownIndex);
  expect(auto.summary).toContain('Kept from the export: `llms.txt`');

  const full = await run(emulator, { 'agent-files': 'full' });
  expect(full.code).toBe(0);
  expect(readSite(full, 'llms.txt')).toBe(ownIndex);
  expect(readSite(full, 'quickstart.md')).toBe(ownCopy);
  expect(exists(full, 'guides/install.md')).toBe(true);
  expect(exists(full, 'llms-full.txt')).toBe(true);
}, 60_000);

describe('changes-file', () => {
  const plain = (name: string, text: string): TarEntry => ({ name, data: Buffer.from(text) });
  const first = [
    plain('index.html', '<html>home</html>'),
    plain('guides/install.html', '<html>install v1</html>'),
    plain('guides/configure.html', '<html>configure</html>'),
    plain('guides/same-size.html', '<html>aaaa</html>'),
    plain('_next/static/app.css', 'body{}'),
  ];
  const second = [
    plain('index.html', '<html>home</html>'),
    plain('guides/install.html', '<html>install v2, longer</html>'),
    // Same size, other bytes: only the content hash tells.
    plain('guides/same-size.html', '<html>bbbb</html>'),
    plain('guides/deploy.html', '<html>deploy</html>'),
    plain('_next/static/app.css', 'body{}'),
  ];

  test('after two runs: exactly what was added, modified and removed, and the URLs they answer to', async () => {
    const inputs = { 'changes-file': 'out/changes.json', host: 'cloudfront', 'agent-files': 'off', verify: 'off' };
    const one = await run(await emulatorServing(first), inputs);
    expect(one.code).toBe(0);
    expect(one.summary).toMatch(/\| Time \| .* · unpack \S+ · rebase \S+ · compare \S+ \|/);
    const firstList = JSON.parse(fs.readFileSync(path.join(one.workspace, 'out/changes.json'), 'utf8')) as unknown;
    expect(firstList).toEqual({
      added: [
        '_next/static/app.css',
        'guides/configure.html',
        'guides/install.html',
        'guides/same-size.html',
        'index.html',
      ],
      modified: [],
      removed: [],
      urls: [
        '/',
        '/_next/static/app.css',
        '/guides/configure',
        '/guides/configure.html',
        '/guides/install',
        '/guides/install.html',
        '/guides/same-size',
        '/guides/same-size.html',
        '/index.html',
      ],
    });
    expect(one.outputs.changedFiles).toBe('5');

    const two = await run(await emulatorServing(second), inputs, one.workspace);
    expect(two.code).toBe(0);
    const text = fs.readFileSync(path.join(two.workspace, 'out/changes.json'), 'utf8');
    expect(JSON.parse(text)).toEqual({
      added: ['guides/deploy.html'],
      modified: ['guides/install.html', 'guides/same-size.html'],
      removed: ['guides/configure.html'],
      urls: [
        '/guides/configure',
        '/guides/configure.html',
        '/guides/deploy',
        '/guides/deploy.html',
        '/guides/install',
        '/guides/install.html',
        '/guides/same-size',
        '/guides/same-size.html',
      ],
    });
    expect(two.outputs.changedFiles).toBe('4');
    expect(two.summary).toContain('Changes: 1 added, 2 modified, 1 removed');
    // Written atomically: no temporary file left beside it.
    expect(fs.readdirSync(path.join(two.workspace, 'out'))).toEqual(['changes.json']);
  }, 90_000);

  test('the folder layout on github-pages: a folder page answers at /a/ and at /a (redirect)', async () => {
    const inputs = { 'changes-file': 'changes.json', host: 'github-pages', 'agent-files': 'off', verify: 'off' };
    const result = await run(
      await emulatorServing([plain('index.html', 'home'), plain('guides/a/index.html', 'a')]),
      inputs,
    );
    expect(result.code).toBe(0);
    const list = JSON.parse(fs.readFileSync(path.join(result.workspace, 'changes.json'), 'utf8')) as { urls: string[] };
    expect(list.urls).toEqual(['/', '/guides/a', '/guides/a/', '/guides/a/index.html', '/index.html']);
  }, 60_000);
});

describe('refused inputs, before any request', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await emulatorServing(mintlifyExport());
  });
  test.each([
    [{ 'agent-files': 'llms' }, "Input 'agent-files': 'llms' is not one of auto, full, off"],
    [
      { 'changes-file': 'static-export/changes.json' },
      "Input 'changes-file': 'static-export/changes.json' lies inside",
    ],
    [{ 'changes-file': '../changes.json' }, "Input 'changes-file': '../changes.json' must be a file path inside"],
    [{ 'changes-file': 'changes.json', download: 'false' }, "Input 'changes-file': needs download: true"],
  ])(
    '%p',
    async (inputs, message) => {
      const before = emulator.requests.length;
      const result = await run(emulator, inputs);
      expect(result.code).toBe(1);
      expect(result.log).toContain(message);
      expect(emulator.requests.length).toBe(before);
    },
    30_000,
  );
});
