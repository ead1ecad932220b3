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
import type { TarEntry } from '../../../emulator/archives.ts';
import { startEmulator, type Emulator } from '../../../emulator/server.ts';
import { readTree, runAction, type RunResult } from '../../../emulator/runner.ts';
import { resolveOnHost } from '../../../src/site/hosts/hosts.ts';
import type { VerifyReport } from '../../../src/verify/findings.ts';

const SITE_URL = 'https://docs.acme.test';

interface PageSpec {
  /** URL path without the leading slash ('' for the home page). */
  slug: string;
  title: string;
  description?: string;
  /** HTML of the page's content (Mintlify's `.mdx-content`, below the header with the title). */
  content: string;
}

/**
 * The sidebar's groups (docs.json `navigation` groups), as every page's `#sidebar` lists them: a group's title is not
 * its folder's name ("Joe (AI Collaborator)" holds `joe/`); `api-reference/users` is a hidden page, in no group. One
 * link names the page's `.html` file, as the API export's links do.
 */
const SIDEBAR: [string, string[]][] = [
  ['Get started', ['/', '/quickstart']],
  ['Guides', ['/guides/install.html', '/guides/configure']],
  ['Joe (AI Collaborator)', ['/joe/intro']],
];

const groupOf = (slug: string): string | undefined =>
  SIDEBAR.find(([, hrefs]) => hrefs.some((href) => href.replace(/\.html$/, '') === `/${slug}`))?.[0];

/**
 * A page as a Mintlify export writes it, with the furniture every page carries, and the page's own furniture in
 * `#content-area` around its content: a breadcrumb and the group's eyebrow above the title, the title (`h1#page-title`)
 * with its "Copy page" menu, the description, then the MDX content (`.mdx-content`), the feedback question, the
 * pagination (two links side by side) and the footer with "Powered by Mintlify".
 */
function mintlifyPage(spec: PageSpec): string {
  const groups = SIDEBAR.map(
    ([group, hrefs]) =>
      `<div class="sidebar-group-header"><h5 id="sidebar-title">${group}</h5></div><ul id="sidebar-group">` +
      `${hrefs.map((href) => `<li><a href="${href}">${href.slice(1) || 'Home'}</a></li>`).join('')}</ul>`,
  ).join('');
  const description = spec.description ? `<meta name="description" content="${spec.description}">` : '';
  const group = groupOf(spec.slug) ?? 'Reference';
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
<div id="sidebar"><div id="sidebar-content">${groups}</div></div>
<div id="content-area"><header id="header">
<nav aria-label="Breadcrumb"><ol><li><a href="/">Docs</a></li><li><span>${group}</span></li></ol></nav>
<div class="eyebrow">${group}</div>
<div class="flex"><h1 id="page-title">${spec.title}</h1>
<div id="page-context-menu"><button>Copy page</button></div></div>
${spec.description ? `<div class="prose"><p>${spec.description}</p></div>` : ''}</header>
<div class="mdx-content prose" id="content" data-page-title="${spec.title}">${spec.content}</div>
<div class="feedback-toolbar"><p>Was this page helpful?</p><button id="feedback-thumbs-up">Yes</button></div>
<div id="pagination"><a href="/quickstart"><span>Quickstart</span></a><a href="/guides/install"><span>Install</span></a>
</div>
<footer id="footer"><a href="https://x.com/acme"><span class="sr-only">X</span></a>
<a href="https://mintlify.com/?utm_campaign=poweredBy">Powered by Mintlify</a></footer></div></body></html>`;
}

/**
 * Mintlify's MDX as its pages render it: paragraphs as `<span data-as="p">`, the title again as the content's own
 * H1, another H1, images beside paragraphs, a paragraph right after a list, a heading's hover anchor, and cards (a
 * link around a title and a description; one card's title a heading, the other's a `div`).
 */
const JOE_CONTENT = `<h1 id="meet-joe">Meet Joe</h1>
<span data-as="p">Joe works beside you.</span><span data-as="p">He reads the
<a href="/guides/install">install guide</a> first.</span><img src="/images/joe.png" alt="Joe at work">
<span data-as="p"><img src="/images/desk.png" alt="Desk"></span>
<span data-as="p">What Joe does:</span><ul><li>Reviews</li><li>Writes</li></ul><span data-as="p">After the list.</span>
<h1 id="history">History</h1><span data-as="p">Since 2024.</span>
<h2 id="next-steps"><div class="absolute"><a href="#next-steps" aria-label="Navigate to header">\u200b</a></div>
<span>Next steps</span></h2>
<div class="card-group"><a class="card" href="/quickstart"><div data-component-part="card-content-container">
<div data-component-part="card-icon"><svg></svg></div><div><h2 data-component-part="card-title">Quickstart</h2>
<div data-component-part="card-content"><span data-as="p">Run a job in five minutes.</span></div></div></div></a>
<a class="card" href="/guides/configure"><div><div data-component-part="card-title">Configure</div>
<div data-component-part="card-content"><span data-as="p">Set options.</span></div></div></a></div>`;

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
  { slug: 'joe/intro', title: 'Meet Joe', description: 'Your AI collaborator.', content: JOE_CONTENT },
  { slug: 'api-reference/users', title: 'Users', description: 'List users.', content: '<p>GET /users</p>' },
];

/** The sitemap lists pages in navigation order, which is not the order of their paths. */
const SITEMAP_ORDER = ['', 'quickstart', 'guides/install', 'guides/configure', 'joe/intro', 'api-reference/users'];

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
    { name: 'images/joe.png', data: Buffer.from('png') },
    { name: 'images/desk.png', data: Buffer.from('png') },
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
    expect(text.startsWith('# Acme\n\n> Acme runs your jobs.\n\n## Get started\n\n')).toBe(true);
    const sections = llmsSections(text);
    // Sections are the sidebar's groups, by the titles the pages show; a page in no group goes by its folder.
    expect([...sections.keys()]).toEqual(['Get started', 'Guides', 'Joe (AI Collaborator)', 'Api reference']);
    expect(sections.get('Joe (AI Collaborator)')).toEqual([
      { title: 'Meet Joe', url: `${SITE_URL}/joe/intro`, description: 'Your AI collaborator.' },
    ]);
    expect(sections.get('Get started')).toEqual([
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
  });

  test('off leaves the export as it is: no agent files, and the pages link a missing /llms.txt', async () => {
    const result = await run(emulator, { 'agent-files': 'off' });
    expect(result.code).toBe(0);
    const files = [...(await readTree(siteFolder(result))).keys()];
    expect(files.filter((f) => f.endsWith('.md') || f.startsWith('llms'))).toEqual([]);
    expect(findingsOn(result, 'llms.txt')).not.toEqual([]);
    expect(result.summary).not.toContain('Agent files');
  });

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
    expect(result.summary).toContain('`llms.txt`, `llms-full.txt`, 6 Markdown copies');
  });

  test("full: a Mintlify page's Markdown copy is its content as a reader sees it, read back with marked", async () => {
    const result = await run(emulator, { 'agent-files': 'full' });
    expect(result.code).toBe(0);
    const text = readSite(result, 'joe/intro.md');
    const tokens = marked.lexer(text).filter((t) => t.type !== 'space');
    // One H1, the title; the content's other H1 is an H2; the hover anchor is not in the heading.
    const headings = tokens.filter((t): t is Tokens.Heading => t.type === 'heading');
    expect(headings.map((h) => [h.depth, h.text])).toEqual([
      [1, 'Meet Joe'],
      [2, 'History'],
      [2, 'Next steps'],
    ]);
    expect(tokens[0]).toMatchObject({ type: 'heading', depth: 1 });
    // Each paragraph and each image on its own; the paragraph after the list is not in its last item.
    const blocks = tokens.slice(1).map((t) => {
      if (t.type === 'list') return ['list', (t as Tokens.List).items.map((item) => item.text)];
      const inline = (t as Tokens.Paragraph).tokens ?? [];
      if (t.type === 'paragraph' && inline.length === 1 && inline[0]!.type === 'image')
        return ['image', (inline[0] as Tokens.Image).href];
      return [t.type, (t as Tokens.Generic).text as string];
    });
    expect(blocks).toEqual([
      ['paragraph', 'Your AI collaborator.'],
      ['paragraph', 'Joe works beside you.'],
      ['paragraph', `He reads the [install guide](${SITE_URL}/guides/install) first.`],
      ['image', `${SITE_URL}/images/joe.png`],
      ['image', `${SITE_URL}/images/desk.png`],
      ['paragraph', 'What Joe does:'],
      ['list', ['Reviews', 'Writes']],
      ['paragraph', 'After the list.'],
      ['heading', 'History'],
      ['paragraph', 'Since 2024.'],
      ['heading', 'Next steps'],
      // Cards: a link line each, the title linked, the description after it.
      ['paragraph', `[Quickstart](${SITE_URL}/quickstart): Run a job in five minutes.`],
      ['paragraph', `[Configure](${SITE_URL}/guides/configure): Set options.`],
    ]);
    // No furniture: breadcrumb and eyebrow (the group's name), copy menu, feedback, pagination, footer.
    expect(text).not.toMatch(/AI Collaborator|Docs|Copy page|helpful|Powered by|x\.com|\]\([^)]*\)\[/);
    // llms-full.txt has the same content under the page's title and description, each once.
    const full = readSite(result, 'llms-full.txt');
    const entry = full.slice(full.indexOf('# Meet Joe\n'), full.indexOf('\n# Users\n'));
    expect(entry.startsWith(`# Meet Joe\nSource: ${SITE_URL}/joe/intro\n\nYour AI collaborator.\n\nJoe works`)).toBe(
      true,
    );
    expect(entry.match(/Your AI collaborator\./g)).toHaveLength(1);
    expect(entry.match(/^# /gm)).toHaveLength(1);
    // The other pages' copies: one H1 each, no furniture.
    for (const copy of ['index.md', 'quickstart.md', 'guides/install.md', 'api-reference/users.md']) {
      const markdown = readSite(result, copy);
      const h1 = marked.lexer(markdown).filter((t) => t.type === 'heading' && (t as Tokens.Heading).depth === 1);
      expect([copy, h1.length]).toEqual([copy, 1]);
      expect([copy, markdown.match(/^# /gm)?.length]).toEqual([copy, 1]);
      expect(markdown).not.toMatch(/Powered by|helpful|Copy page|Reference|Get started/);
    }
  });

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
  });

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
  });

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
  });
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
});

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
  });

  test('the folder layout on github-pages: a folder page answers at /a/ and at /a (redirect)', async () => {
    const inputs = { 'changes-file': 'changes.json', host: 'github-pages', 'agent-files': 'off', verify: 'off' };
    const result = await run(
      await emulatorServing([plain('index.html', 'home'), plain('guides/a/index.html', 'a')]),
      inputs,
    );
    expect(result.code).toBe(0);
    const list = JSON.parse(fs.readFileSync(path.join(result.workspace, 'changes.json'), 'utf8')) as { urls: string[] };
    expect(list.urls).toEqual(['/', '/guides/a', '/guides/a/', '/guides/a/index.html', '/index.html']);
  });
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
  ])('%p', async (inputs, message) => {
    const before = emulator.requests.length;
    const result = await run(emulator, inputs);
    expect(result.code).toBe(1);
    expect(result.log).toContain(message);
    expect(emulator.requests.length).toBe(before);
  });
});
