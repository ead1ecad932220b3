/**
 * Issue 39 #5 and #7, through dist/index.js against the emulator: with `base-path` and `site-url`, the files of the
 * export that are not pages follow the same rule as pages. The export's own agent files (`llms.txt`,
 * `llms-full.txt`, `.md` copies of pages): links, images, reference definitions, autolinks and `Source:` lines move,
 * code spans and code blocks keep every byte.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import path from 'node:path';
import type { TarEntry } from '../../../emulator/archives.ts';
import { startEmulator, type Emulator } from '../../../emulator/server.ts';
import { readTree, runAction, type RunResult } from '../../../emulator/runner.ts';

const DOMAIN = 'docs.example.com';
const SERVED = 'https://acme.test/docs';

const page = (title: string, body: string): Buffer =>
  Buffer.from(
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
      `<link rel="canonical" href="https://${DOMAIN}/"></head><body><div id="content-area"><h1>${title}</h1>` +
      `${body}</div></body></html>`,
  );

const PRICING_MD = [
  '# Pricing',
  '',
  'Read [Configure](/guides/configure) first, or the [blog](https://docs.example.com/blog).',
  '',
  '```md',
  '[Pricing](/pricing) is at https://docs.example.com/pricing',
  '```',
  '',
].join('\n');
const LLMS_FULL = [
  '# Pricing',
  'Source: https://docs.example.com/pricing',
  '',
  'See the [plans](/pricing#plans) and <https://docs.example.com/blog>; `[inline](/code-span)` stays.',
  '',
  '```md',
  '[Pricing](/pricing) https://docs.example.com/blog',
  '```',
  '',
  '# Configure',
  'Source: https://docs.example.com/guides/configure',
  '',
  '~~~~',
  '```',
  '[Inside](/tilde)',
  '~~~~',
  '',
  '[cfg]: /guides/configure',
  '',
].join('\n');
const LLMS = '# Acme\n\n- [Pricing](https://docs.example.com/pricing.md)\n- [Configure](/guides/configure.md)\n';

const AGENT_FILES: TarEntry[] = [
  {
    name: 'index.html',
    data: page('Home', '<a href="/pricing">Pricing</a> <a href="/guides/configure">Configure</a>'),
  },
  { name: 'pricing.html', data: page('Pricing', '<a href="/guides/configure">Configure</a>') },
  { name: 'guides/configure.html', data: page('Configure', '<a href="/pricing">Pricing</a>') },
  { name: '404.html', data: page('Not found', '') },
  { name: 'pricing.md', data: Buffer.from(PRICING_MD) },
  { name: 'guides/configure.md', data: Buffer.from('# Configure\n\nSee [Pricing](/pricing).\n') },
  { name: 'llms-full.txt', data: Buffer.from(LLMS_FULL) },
  { name: 'llms.txt', data: Buffer.from(LLMS) },
];

const emulators: Emulator[] = [];
afterAll(async () => {
  await Promise.all(emulators.map((e) => e.close()));
});

async function publish(
  entries: TarEntry[],
  inputs: Record<string, string>,
): Promise<RunResult & { files: Map<string, string> }> {
  const emulator = await startEmulator({ durationMs: 0, queuedMs: 0, tarEntries: entries });
  emulators.push(emulator);
  const result = await runAction({
    inputs: { 'api-key': emulator.apiKey, 'api-url': emulator.apiUrl, domain: DOMAIN, ...inputs },
  });
  const tree = await readTree(path.join(result.workspace, 'static-export'));
  const files = new Map([...tree].map(([file, bytes]) => [file, bytes.toString('utf8')]));
  return { ...result, files };
}

let agent: RunResult & { files: Map<string, string> };
beforeAll(async () => {
  agent = await publish(AGENT_FILES, { 'base-path': '/docs', 'site-url': SERVED });
});

test("the export's .md copies: links follow base-path and site-url, the code block keeps its bytes", () => {
  expect(agent.code).toBe(0);
  expect(agent.files.get('pricing.md')).toBe(
    PRICING_MD.replace('[Configure](/guides/configure)', '[Configure](/docs/guides/configure)').replace(
      '[blog](https://docs.example.com/blog)',
      `[blog](${SERVED}/blog)`,
    ),
  );
  expect(agent.files.get('guides/configure.md')).toBe('# Configure\n\nSee [Pricing](/docs/pricing).\n');
});

test("the export's llms-full.txt and llms.txt: Source: lines, links and autolinks move; code does not", () => {
  expect(agent.files.get('llms-full.txt')).toBe(
    LLMS_FULL.replace('Source: https://docs.example.com/pricing', `Source: ${SERVED}/pricing`)
      .replace('Source: https://docs.example.com/guides/configure', `Source: ${SERVED}/guides/configure`)
      .replace('[plans](/pricing#plans)', '[plans](/docs/pricing#plans)')
      .replace('<https://docs.example.com/blog>;', `<${SERVED}/blog>;`)
      .replace('[cfg]: /guides/configure', '[cfg]: /docs/guides/configure'),
  );
  expect(agent.files.get('llms.txt')).toBe(
    `# Acme\n\n- [Pricing](${SERVED}/pricing.md)\n- [Configure](/docs/guides/configure.md)\n`,
  );
  expect(agent.log).toContain('The export has llms.txt; kept as it is.');
});

const SITEMAP =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
  `<url><loc>https://${DOMAIN}/pricing</loc>` +
  `<xhtml:link rel="alternate" hreflang="en" href="https://${DOMAIN}/pricing"/>` +
  `<xhtml:link rel="alternate" hreflang="fr" href="https://${DOMAIN}/fr/pricing"/></url>\n</urlset>\n`;
const RSS =
  '<?xml version="1.0"?><rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>' +
  `<title>Changelog of https://${DOMAIN}</title><link>https://${DOMAIN}/changelog</link>` +
  `<atom:link href="https://${DOMAIN}/changelog/rss.xml" rel="self" type="application/rss+xml"/>` +
  `<item><title>v2</title><link>https://${DOMAIN}/changelog#v2</link><guid>https://${DOMAIN}/changelog#v2</guid>` +
  '<description>&lt;a href=&quot;/pricing&quot;&gt;New prices&lt;/a&gt;</description></item>' +
  `<item><title>v1</title><link>/changelog#v1</link><guid isPermaLink="false">https://${DOMAIN}/ids/1</guid></item>` +
  '</channel></rss>';
const ATOM =
  `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><id>https://${DOMAIN}/changelog</id>` +
  `<link href="https://${DOMAIN}/changelog"/><link rel="self" href="/changelog/atom.xml"/>` +
  `<entry><id>tag:acme,2026:2</id><link href="https://${DOMAIN}/changelog#v2"/></entry></feed>`;
const SEARCH_ACTION =
  '<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebSite",' +
  `"url":"https://${DOMAIN}/","potentialAction":{"@type":"SearchAction","target":{"@type":"EntryPoint",` +
  `"urlTemplate":"https://${DOMAIN}/search?q={search_term_string}"},"query-input":"required name=search_term_string"}}` +
  '</script>';

test('sitemap alternates, RSS and Atom feeds, robots Host: and JSON-LD URL templates follow site-url', async () => {
  const feeds = await publish(
    [
      {
        name: 'index.html',
        data: Buffer.from(
          page('Home', '<a href="/pricing">Pricing</a>').toString().replace('</head>', `${SEARCH_ACTION}</head>`),
        ),
      },
      { name: 'pricing.html', data: page('Pricing', '') },
      { name: 'changelog.html', data: page('Changelog', '<h2 id="v1">v1</h2><h2 id="v2">v2</h2>') },
      { name: '404.html', data: page('Not found', '') },
      { name: 'sitemap.xml', data: Buffer.from(SITEMAP) },
      { name: 'changelog/rss.xml', data: Buffer.from(RSS) },
      { name: 'changelog/atom.xml', data: Buffer.from(ATOM) },
      {
        name: 'robots.txt',
        data: Buffer.from(`User-agent: *\nAllow: /\nHost: ${DOMAIN}\nSitemap: https://${DOMAIN}/sitemap.xml\n`),
      },
    ],
    { 'base-path': '/docs', 'site-url': SERVED, 'agent-files': 'off' },
  );
  expect(feeds.files.get('sitemap.xml')).toBe(SITEMAP.replaceAll(`https://${DOMAIN}/`, `${SERVED}/`));
  expect(feeds.files.get('changelog/rss.xml')).toBe(
    RSS.replace(`<link>https://${DOMAIN}/changelog<`, `<link>${SERVED}/changelog<`)
      .replace(`href="https://${DOMAIN}/changelog/rss.xml"`, `href="${SERVED}/changelog/rss.xml"`)
      .replace(`<link>https://${DOMAIN}/changelog#v2<`, `<link>${SERVED}/changelog#v2<`)
      .replace(`<guid>https://${DOMAIN}/changelog#v2<`, `<guid>${SERVED}/changelog#v2<`)
      .replace('href=&quot;/pricing&quot;', 'href=&quot;/docs/pricing&quot;')
      .replace('<link>/changelog#v1<', '<link>/docs/changelog#v1<'),
  );
  expect(feeds.files.get('changelog/atom.xml')).toBe(
    ATOM.replace(`<link href="https://${DOMAIN}/changelog"/>`, `<link href="${SERVED}/changelog"/>`)
      .replace('href="/changelog/atom.xml"', 'href="/docs/changelog/atom.xml"')
      .replace(`href="https://${DOMAIN}/changelog#v2"`, `href="${SERVED}/changelog#v2"`),
  );
  expect(feeds.files.get('robots.txt')).toBe(
    `User-agent: *\nAllow: /\nHost: acme.test\nSitemap: ${SERVED}/sitemap.xml\n`,
  );
  expect(feeds.files.get('index.html')).toContain(`"urlTemplate":"${SERVED}/search?q={search_term_string}"`);
  // Identifiers stay, and the log says which and where.
  expect(feeds.log).toContain(
    `Kept the <guid isPermaLink="false"> and Atom <id> of 2 feeds on the export's origin, e.g. changelog/rss.xml, ` +
      'changelog/atom.xml',
  );
});
