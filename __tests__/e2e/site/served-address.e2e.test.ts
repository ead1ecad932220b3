/**
 * Issue 30 "Name the served address", through dist/index.js against the emulator: an export made for `domain` and
 * served at `site-url` names `site-url` wherever it named its own origin (canonical, og:url, JSON-LD, links, sitemap,
 * robots.txt, llms.txt), with `base-path`; `canonical: domain` keeps the own-address positions; without a different
 * `site-url` the site is byte for byte what it was; an origin the pages still name is reported with its fix.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import path from 'node:path';
import type { TarEntry } from '../../../emulator/archives.ts';
import { startEmulator, type Emulator } from '../../../emulator/server.ts';
import { readTree, runAction, type RunResult } from '../../../emulator/runner.ts';
import { render } from '../../helpers/markdown.ts';

const DOMAIN = 'docs.example.com';
const SERVED = 'https://docs.acme.test';

let emulator: Emulator;
const others: Emulator[] = [];
beforeAll(async () => {
  emulator = await startEmulator({ durationMs: 0, queuedMs: 0, pages: 30 });
});
afterAll(async () => {
  await Promise.all([emulator, ...others].map((e) => e.close()));
});

function run(inputs: Record<string, string>, on = emulator): Promise<RunResult> {
  return runAction({
    inputs: { 'api-key': on.apiKey, 'api-url': on.apiUrl, domain: DOMAIN, ...inputs },
  });
}

/** Every text file of the published site, by path. */
async function texts(result: RunResult): Promise<Map<string, string>> {
  const tree = await readTree(path.join(result.workspace, 'static-export'));
  const out = new Map<string, string>();
  for (const [file, bytes] of tree)
    if (/\.(html|xml|txt|md|json|webmanifest|css|js)$/.test(file)) out.set(file, bytes.toString('utf8'));
  return out;
}

const attribute = (html: string, pattern: RegExp): string | undefined => pattern.exec(html)?.[1];
const canonicalOf = (html: string) => attribute(html, /<link rel="canonical" href="([^"]*)"/);
const ogUrlOf = (html: string) => attribute(html, /<meta property="og:url" content="([^"]*)"/);

test('site-url on another origin: every URL that named the export names the served address', async () => {
  const result = await run({ 'site-url': SERVED, 'agent-files': 'auto' });
  expect(result.code).toBe(0);
  const files = await texts(result);
  expect([...files].filter(([, text]) => text.includes(DOMAIN)).map(([file]) => file)).toEqual([]);
  const guide = [...files.keys()].find((file) => file.startsWith('guides/') && file.endsWith('.html'))!;
  const html = files.get(guide)!;
  expect(canonicalOf(html)).toBe(`${SERVED}/${guide.slice(0, -'.html'.length)}`);
  expect(ogUrlOf(html)).toBe(canonicalOf(html));
  expect(canonicalOf(files.get('index.html')!)).toBe(`${SERVED}/`);
  expect(
    [...files.get('sitemap.xml')!.matchAll(/<loc>([^<]*)<\/loc>/g)].every((m) => m[1]!.startsWith(`${SERVED}/`)),
  ).toBe(true);
  expect(files.get('robots.txt')).toContain(`Sitemap: ${SERVED}/sitemap.xml`);
  expect(files.get('llms.txt')).toContain(`(${SERVED}/`);
  expect(result.log).toMatch(new RegExp(`Rewrote [\\d,]+ URLs from https://${DOMAIN} \\([\\d,]+\\) to ${SERVED}\\.`));
  const served = render(result.summary).tables[0]!.find(([key]) => key === 'Served at');
  expect(served?.[1]).toMatch(/^Rewrote [\d,]+ URLs from https:\/\/docs\.example\.com/);
  expect(result.outputs.verifyResult).toBe('passed');
});

test('with base-path the served address carries the path once', async () => {
  const result = await run({ 'site-url': `${SERVED}/docs`, 'base-path': '/docs' });
  expect(result.code).toBe(0);
  const files = await texts(result);
  expect(canonicalOf(files.get('index.html')!)).toBe(`${SERVED}/docs`);
  const locs = [...files.get('sitemap.xml')!.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
  expect(locs.length).toBeGreaterThan(0);
  expect(locs.filter((loc) => !loc.startsWith(`${SERVED}/docs`))).toEqual([]);
  expect([...files.values()].some((text) => text.includes('/docs/docs'))).toBe(false);
  expect([...files].filter(([, text]) => text.includes(DOMAIN)).map(([file]) => file)).toEqual([]);
  expect(result.outputs.verifyResult).toBe('passed');
  // The log and the summary name where the URLs now point, path included (issue 39 item 16).
  expect(result.log).toMatch(
    new RegExp(`Rewrote [\\d,]+ URLs from https://${DOMAIN} \\([\\d,]+\\) to ${SERVED}/docs\\.`),
  );
  const served = render(result.summary).tables[0]!.find(([key]) => key === 'Served at');
  expect(served?.[1]).toMatch(new RegExp(` to ${SERVED}/docs\\.$`));
});

test('canonical: domain keeps canonical and og:url on the export; links and the sitemap follow site-url', async () => {
  const result = await run({ 'site-url': SERVED, canonical: 'domain' });
  expect(result.code).toBe(0);
  const files = await texts(result);
  const index = files.get('index.html')!;
  expect(canonicalOf(index)).toBe(`https://${DOMAIN}/`);
  expect(ogUrlOf(index)).toBe(`https://${DOMAIN}/`);
  expect(files.get('sitemap.xml')).not.toContain(DOMAIN);
  expect(files.get('robots.txt')).toContain(`Sitemap: ${SERVED}/sitemap.xml`);
  expect(result.log).toContain("(canonical, og:url and JSON-LD kept on the export's origin)");
});

test('without site-url, or with site-url on https://<domain>, the site is exactly as before', async () => {
  const without = await readTree(path.join((await run({})).workspace, 'static-export'));
  const same = await run({ 'site-url': `https://${DOMAIN}` });
  expect(same.log).not.toContain('Rewrote');
  expect(await readTree(path.join(same.workspace, 'static-export'))).toEqual(without);
});

/** A small export whose page names its origin in every way a page can. */
const page = Buffer.from(
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Home - Acme</title>' +
    `<link rel="canonical" href="https://${DOMAIN}/"><meta property="og:url" content="https://${DOMAIN}/">` +
    `<meta name="twitter:url" content="https://${DOMAIN}/">` +
    '<script type="application/ld+json">' +
    `{"@context":"https://schema.org","@type":"WebSite","url":"https://${DOMAIN}/","name":"Acme",` +
    `"description":"Docs at https://${DOMAIN} for all","alternateName":"https://${DOMAIN}/",` +
    `"logo":"https://${DOMAIN}/logo.png"}</script>` +
    `</head><body><div id="content-area"><h1>Home</h1><a href="http://${DOMAIN}/guide">Guide</a>` +
    `<img src="//${DOMAIN}/logo.png" alt=""><a href="HTTPS://DOCS.EXAMPLE.COM/guide?x=1#top">Upper</a>` +
    `<p>Our old address was https://${DOMAIN}/guide, as text.</p>` +
    `<pre><code>curl https://${DOMAIN}/api</code></pre></div></body></html>`,
);
const SMALL: TarEntry[] = [
  { name: 'index.html', data: page },
  {
    name: 'guide.html',
    data: Buffer.from('<!DOCTYPE html><html lang="en"><head><title>Guide</title></head><body><h1 id="top">Guide</h1>'),
  },
  { name: 'logo.png', data: Buffer.from('png') },
];

test('http://, scheme-relative, upper-case and JSON-LD URLs move too; text that mentions the origin stays', async () => {
  const small = await startEmulator({ durationMs: 0, queuedMs: 0, tarEntries: SMALL });
  others.push(small);
  const result = await run({ 'site-url': SERVED, 'agent-files': 'off' }, small);
  expect(result.code).toBe(0);
  const html = (await texts(result)).get('index.html')!;
  const expected = page
    .toString('utf8')
    .replace(`<link rel="canonical" href="https://${DOMAIN}/">`, `<link rel="canonical" href="${SERVED}/">`)
    .replace(`og:url" content="https://${DOMAIN}/"`, `og:url" content="${SERVED}/"`)
    .replace(`twitter:url" content="https://${DOMAIN}/"`, `twitter:url" content="${SERVED}/"`)
    .replace(`"url":"https://${DOMAIN}/"`, `"url":"${SERVED}/"`)
    .replace(`"logo":"https://${DOMAIN}/logo.png"`, `"logo":"${SERVED}/logo.png"`)
    .replace(`href="http://${DOMAIN}/guide"`, `href="${SERVED}/guide"`)
    .replace(`src="//${DOMAIN}/logo.png"`, 'src="//docs.acme.test/logo.png"')
    .replace('href="HTTPS://DOCS.EXAMPLE.COM/guide?x=1#top"', `href="${SERVED}/guide?x=1#top"`);
  expect(html).toBe(expected);
  // Prose, a code sample and a JSON-LD description are text: they keep the old address.
  expect(html).toContain(`Our old address was https://${DOMAIN}/guide, as text.`);
  expect(html).toContain(`curl https://${DOMAIN}/api`);
  expect(html).toContain(`"description":"Docs at https://${DOMAIN} for all"`);
  // A text property that holds a URL is text too.
  expect(html).toContain(`"alternateName":"https://${DOMAIN}/"`);
  expect(result.log).toContain(`Rewrote 8 URLs from https://${DOMAIN} (7), http://${DOMAIN} (1)`);
});

test('pages that name another origin fail verification with a one-line fix; a bad canonical is refused', async () => {
  const foreign = await startEmulator({ durationMs: 0, queuedMs: 0, pages: 10, defects: ['mintlify-app'] });
  others.push(foreign);
  const result = await run({ 'site-url': SERVED }, foreign);
  expect(result.code).toBe(1);
  expect(result.log).toContain(
    'Pages name https://undefined.mintlify.app, not the address the site is served at: set site-url to that ' +
      'address, or add https://undefined.mintlify.app/** to verify-ignore.',
  );
  const refused = await run({ 'site-url': SERVED, canonical: 'hosted' });
  expect(refused.code).toBe(1);
  expect(refused.log).toContain("Input 'canonical': 'hosted' is not one of site-url, domain");
});

test('a server that echoes the API key puts it in no summary, escaped or not', async () => {
  const echo = await startEmulator({ durationMs: 0, queuedMs: 0, pages: 5 });
  others.push(echo);
  echo.inject('start', { status: 401, body: JSON.stringify({ error: `Invalid API key ${echo.apiKey}` }) });
  const result = await run({}, echo);
  expect(result.code).toBe(1);
  expect(result.summary).toContain('401');
  const escaped = echo.apiKey.replace(/_/g, '\\_');
  expect(result.summary).not.toContain(echo.apiKey);
  expect(result.summary).not.toContain(escaped);
});

test('a page in UTF-16 is left as it is, and a warning names it', async () => {
  const html = `<!DOCTYPE html><html><head><link rel="canonical" href="https://${DOMAIN}/u"></head><body></body></html>`;
  const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(html, 'utf16le')]);
  const small = await startEmulator({
    durationMs: 0,
    queuedMs: 0,
    tarEntries: [...SMALL, { name: 'u.html', data: utf16 }],
  });
  others.push(small);
  const result = await run({ 'site-url': SERVED, 'agent-files': 'off', verify: 'off' }, small);
  expect(result.code).toBe(0);
  expect(result.log).toContain(
    '::warning::1 page is in UTF-16, e.g. u.html: their URLs were left as they are (not rebased, not pointed at ' +
      'site-url). Save them as UTF-8.',
  );
  const written = await readTree(path.join(result.workspace, 'static-export'));
  expect(written.get('u.html')!.equals(utf16)).toBe(true);
});
