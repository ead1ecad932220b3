/**
 * `external-assets-include`, `external-assets-exclude` and `external-assets-cache` through dist/index.js as the runner
 * runs it (issue 38), on the Mintlify-shaped export of `emulator/offsite.ts` with its asset hosts under
 * `.emulator.test`, which only the runner's proxy (`HTTPS_PROXY`, `__tests__/helpers/proxy.ts`) resolves, served over
 * HTTPS by a local server whose authority the action trusts through `NODE_EXTRA_CA_CERTS`. The server answers with
 * the caching headers CDNs send: icons and images for a day, fonts immutable, KaTeX's stylesheet `no-cache` with an
 * ETag, the font stylesheet with `Last-Modified` and `max-age=0`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startEmulator, type Emulator } from '../../../emulator/server.ts';
import { runAction, type RunResult } from '../../../emulator/runner.ts';
import { offsiteExport, type ASSET_ORIGINS } from '../../../emulator/offsite.ts';
import type { TarEntry } from '../../../emulator/archives.ts';
import { expectUntouched, previousWorkspace } from '../../helpers/bundle-run.ts';
import { NO_AGENT_FILES } from '../../helpers/no-agent-files.ts';
import { startAssetServer, type AssetServer } from '../../helpers/asset-server.ts';

const hasOpenssl = spawnSync('openssl', ['version']).status === 0;
const withTls = hasOpenssl ? describe : describe.skip;
if (!hasOpenssl) console.warn('external-patterns: SKIPPED: openssl is not installed.');

const READ_ONLY_PRELOAD = path.join(import.meta.dirname, '..', '..', 'helpers', 'read-only-folder.ts');
const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M2 3h20"/></svg>';
const FONTS_MODIFIED = 'Sat, 01 Nov 2025 00:00:00 GMT';
let hosts: AssetServer;
/** Each request: host, path and query, and its conditional header if any. */
const requested: string[] = [];
const origin = (name: string): string => hosts.origin(name);

beforeAll(async () => {
  if (!hasOpenssl) return;
  hosts = await startAssetServer((req, res) => {
    const url = new URL(req.url ?? '/', `https://${req.headers.host}`);
    const condition = req.headers['if-none-match'] ?? req.headers['if-modified-since'];
    requested.push(`${url.hostname}${url.pathname}${url.search}${condition ? ` (${condition})` : ''}`);
    const send = (type: string, body: string, headers: Record<string, string>): void =>
      void res.writeHead(200, { 'content-type': type, ...headers }).end(body);
    const day = { 'cache-control': 'max-age=86400' };
    if (url.pathname.endsWith('.svg')) return send('image/svg+xml', ICON, day);
    if (url.pathname.endsWith('.png')) return send('image/png', '\x89PNG', day);
    if (url.pathname.endsWith('.woff2')) return send('font/woff2', 'wOF2', { 'cache-control': 'immutable' });
    if (url.pathname.endsWith('/katex.min.css')) {
      if (req.headers['if-none-match'] === '"katex-1"') return void res.writeHead(304).end();
      const css = '@font-face{font-family:KaTeX_Main;src:url(fonts/KaTeX_Main-Regular.woff2)}';
      return send('text/css', css, { etag: '"katex-1"', 'cache-control': 'no-cache' });
    }
    if (url.pathname === '/css2') {
      if (req.headers['if-modified-since'] === FONTS_MODIFIED) return void res.writeHead(304).end();
      const css = `@font-face{font-family:Inter;src:url(${origin('fonts-static')}/inter.woff2)}`;
      return send('text/css', css, { 'last-modified': FONTS_MODIFIED, 'cache-control': 'max-age=0' });
    }
    if (url.pathname === '/css/main.css')
      return send('text/css', '@font-face{font-family:A;src:url(../fonts/a.woff2)}', day);
    if (url.pathname === '/script.js') return send('text/javascript', 'track()', day);
    res.writeHead(404).end();
  });
});
afterAll(async () => {
  if (hasOpenssl) await hosts.close();
});
beforeEach(() => {
  requested.length = 0;
});

async function run(
  entries: TarEntry[],
  inputs: Record<string, string>,
  workspace?: string,
  env: Record<string, string> = {},
): Promise<RunResult> {
  const emulator: Emulator = await startEmulator({ durationMs: 0, queuedMs: 0, tarEntries: entries });
  try {
    return await runAction({
      inputs: {
        'api-key': emulator.apiKey,
        'api-url': emulator.apiUrl,
        'job-id': emulator.createJob('docs.example.com', 60_000),
        'external-assets': 'bundle',
        ...NO_AGENT_FILES,
        ...inputs,
      },
      // As a runner configured to reach the runner's own network directly.
      env: {
        HTTPS_PROXY: hosts.proxy.url,
        https_proxy: hosts.proxy.url,
        NO_PROXY: '127.0.0.1',
        no_proxy: '127.0.0.1',
        ...env,
      },
      workspace,
    });
  } finally {
    await emulator.close();
  }
}

/** The fixture's asset origins, each moved to a name of its own under `.emulator.test`. */
const moved = (): Record<(typeof ASSET_ORIGINS)[number], string> => ({
  'https://icons.cdn.test': origin('icons'),
  'https://katex.cdn.test': origin('katex'),
  'https://images.cdn.test': origin('images'),
  'https://fonts.googleapis.com': origin('fonts'),
});

/** The fixture with `extra` appended to index.html. */
function withIndex(extra: string): TarEntry[] {
  return offsiteExport(moved()).map((entry) =>
    entry.name === 'index.html' ? { ...entry, data: Buffer.from(`${entry.data!.toString()}${extra}`) } : entry,
  );
}

withTls('include and exclude patterns', () => {
  test('an excluded host is neither fetched nor changed, and is listed under External hosts', async () => {
    const script = `<script src="${origin('analytics')}/script.js" async></script>`;
    const result = await run(withIndex(script), {
      'external-assets-exclude':
        '# analytics\nanalytics.emulator.test/*\n\n# the font files a font stylesheet names\n' +
        'fonts-static.emulator.test/*.woff2',
    });
    expect(result.code).toBe(0);
    expect(requested.filter((r) => r.startsWith('analytics.'))).toEqual([]);
    const html = fs.readFileSync(path.join(result.workspace, 'static-export/index.html'), 'utf8');
    expect(html).toContain(script);
    // What is not excluded is bundled as before (the RSC payload is not rewritten yet).
    expect(html).toMatch(/mask-image:url\(&quot;\/_external\/icons\.emulator\.test_\d+\/v7\.1\.0\/lucide\/book-open\./);
    expect(result.log).toContain(
      `Left 2 off-site URLs as they are (external-assets-include/exclude): ${origin('analytics')}/script.js, ` +
        `${origin('fonts-static')}/inter.woff2.`,
    );
    // The counts are of what was fetched (each URL once: one request, one file), what was left counted apart; the
    // step summary says the same.
    const counts =
      /Bundled (\d+) files \(([^)]*)\) into _external\/: (\d+) off-site URLs the site loads and (\d+) that (.*)/;
    const [line, files, , fromSite, nested] = counts.exec(result.log) ?? [];
    expect(line).toMatch(/; left 2 as they are \(external-assets-include\/exclude\); rewrote \d+ pages/);
    expect(Number(files)).toBe(requested.length);
    expect(Number(fromSite) + Number(nested)).toBe(requested.length);
    expect(Number(nested)).toBeGreaterThan(0);
    const sentence = line!.slice(0, line!.indexOf('; rewrote'));
    expect(result.summary.replaceAll('\\', '')).toContain(`- ${sentence}.`);
    // A URL found in a fetched stylesheet is matched too: the stored stylesheet keeps the font's own URL.
    expect(requested.filter((r) => r.startsWith('fonts-static.'))).toEqual([]);
    const fontCss = /href="\/(_external\/fonts\.emulator\.test_\d+\/css2\.[0-9a-f]{12}\.css)"/.exec(html)![1]!;
    expect(fs.readFileSync(path.join(result.workspace, 'static-export', fontCss), 'utf8')).toContain(
      `url(${origin('fonts-static')}/inter.woff2)`,
    );
    expect(result.summary).toMatch(/External hosts \(not fetched; needed online\): [^\n]*analytics\.emulator\.test/);
  });

  test("a stored stylesheet's URL the patterns leave is written absolute: it loads from its origin", async () => {
    // Issue 44 item 4: left relative, ../fonts/a.woff2 named a file under _external/ that does not exist.
    const result = await run(withIndex(`<link rel="stylesheet" href="${origin('cdn')}/css/main.css">`), {
      'external-assets-exclude': 'cdn.emulator.test/fonts/*',
    });
    expect(result.code).toBe(0);
    expect(result.outputs.verifyResult).toBe('passed');
    expect(requested.filter((r) => r.startsWith('cdn.'))).toEqual(['cdn.emulator.test/css/main.css']);
    const html = fs.readFileSync(path.join(result.workspace, 'static-export/index.html'), 'utf8');
    const css = /href="\/(_external\/cdn\.emulator\.test_\d+\/css\/main\.[0-9a-f]{12}\.css)"/.exec(html)![1]!;
    expect(fs.readFileSync(path.join(result.workspace, 'static-export', css), 'utf8')).toBe(
      `@font-face{font-family:A;src:url(${origin('cdn')}/fonts/a.woff2)}`,
    );
  });

  test('an include naming a loopback host lets it be fetched; * alone does not', async () => {
    const logo = `<img src="https://127.0.0.1:${hosts.port}/logo.png">`;
    const opened = await run(withIndex(logo), {
      'external-assets-include': `*.emulator.test/*\n127.0.0.1/*`,
    });
    expect(opened.code).toBe(0);
    expect(requested).toContain('127.0.0.1/logo.png');
    const html = fs.readFileSync(path.join(opened.workspace, 'static-export/index.html'), 'utf8');
    expect(html).toMatch(/<img src="\/_external\/127\.0\.0\.1_\d+\/logo\.[0-9a-f]{12}\.png">/);

    requested.length = 0;
    const refused = await run(withIndex(logo), { 'external-assets-include': '*/*' }, previousWorkspace());
    expect(refused.log).toContain(`https://127.0.0.1:${hosts.port}/logo.png: 127.0.0.1 is loopback`);
    expect(requested).not.toContain('127.0.0.1/logo.png');
    await expectUntouched(refused);
  });
});

withTls('the cache', () => {
  test('a second run makes no request for fresh entries and a conditional one for stale ones', async () => {
    const inputs = { 'external-assets-cache': '.cache/external-assets' };
    const first = await run(offsiteExport(moved()), inputs);
    expect(first.code).toBe(0);
    // Every file the first run stores (the fixture's assets and what its stylesheets load) is fetched once.
    const total = Number(/External assets cache \(.*\): 0 of (\d+) files from the cache/.exec(first.log)?.[1]);
    expect(total).toBeGreaterThanOrEqual(10);
    const site = path.join(first.workspace, 'static-export');
    const pages = ['index.html', 'guides/math.html', '_next/static/css/app.css'];
    const before = pages.map((page) => fs.readFileSync(path.join(site, page), 'utf8'));
    expect(fs.readdirSync(path.join(first.workspace, '.cache/external-assets')).length).toBe(2 * total);

    requested.length = 0;
    const second = await run(offsiteExport(moved()), inputs, first.workspace);
    expect(second.code).toBe(0);
    // Only the two stylesheets that ask to be revalidated, each with its validator; both answered 304.
    expect(requested.sort()).toEqual([
      `fonts.emulator.test/css2?family=Inter:wght@400;600&display=swap (${FONTS_MODIFIED})`,
      `fonts.emulator.test/css2?family=JetBrains+Mono&display=swap (${FONTS_MODIFIED})`,
      'katex.emulator.test/npm/katex@0.16.22/dist/katex.min.css ("katex-1")',
    ]);
    expect(second.log).toContain(
      `: ${total} of ${total} files from the cache (${total - 3} fresh, 3 revalidated with 304), 0 fetched.`,
    );
    expect(pages.map((page) => fs.readFileSync(path.join(site, page), 'utf8'))).toEqual(before);
    expect(second.outputs.verifyResult).toBe('passed');
  });

  test('a cache folder that cannot be written is warned about once; the site is bundled without it', async () => {
    const workspace = previousWorkspace();
    const folder = path.join(workspace, '.cache/external-assets');
    fs.mkdirSync(folder, { recursive: true });
    fs.chmodSync(folder, 0o555);
    // Root writes into a 0555 folder: the preload plays the read-only mount for it.
    const env = { NODE_OPTIONS: `--import ${READ_ONLY_PRELOAD}`, TEST_READ_ONLY_FOLDER: folder };
    const result = await run(
      offsiteExport(moved()),
      { 'external-assets-cache': '.cache/external-assets' },
      workspace,
      env,
    );
    fs.chmodSync(folder, 0o755);
    expect(result.code).toBe(0);
    const warnings = result.log.split('\n').filter((l) => l.startsWith('::warning') && l.includes('cache'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`(external-assets-cache: ${folder}) cannot be written: `);
    expect(warnings[0]).toMatch(/written: (the file system is read-only \[EROFS\]|permission denied \[EACCES\])\./);
    expect(result.log).toMatch(/External assets cache \(.*\): 0 of \d+ files from the cache .*; nothing stored \(/);
    expect(fs.readdirSync(folder)).toEqual([]);
    const html = fs.readFileSync(path.join(workspace, 'static-export/index.html'), 'utf8');
    expect(html).toMatch(/mask-image:url\(&quot;\/_external\/icons\.emulator\.test_\d+\//);
    expect(result.outputs.verifyResult).toBe('passed');
  });
});
