/**
 * `external-assets: bundle` through dist/index.js as the runner runs it (issue 38): the Mintlify-shaped export of
 * `emulator/offsite.ts` with its asset hosts moved to names under `.emulator.test`, which only the runner's proxy
 * (`HTTPS_PROXY`, `__tests__/helpers/proxy.ts`) resolves, served over HTTPS by a local server whose authority the
 * action trusts through `NODE_EXTRA_CA_CERTS`, as a self-hosted runner trusts a corporate one.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { startEmulator, type Emulator } from '../../../emulator/server.ts';
import { runAction, type RunResult } from '../../../emulator/runner.ts';
import { ICON_MENU, LINKED_SVG, offsiteExport, OFFSITE_URLS, type ASSET_ORIGINS } from '../../../emulator/offsite.ts';
import { checkSite } from '../../../src/verify/check.ts';
import type { VerifyReport } from '../../../src/verify/findings.ts';
import { scanHtml } from '../../../src/verify/html.ts';
import { cssUrls } from '../../../src/verify/css.ts';
import { expectUntouched, previousWorkspace } from '../../helpers/bundle-run.ts';
import { NO_AGENT_FILES } from '../../helpers/no-agent-files.ts';
import { startAssetServer, type AssetServer } from '../../helpers/asset-server.ts';

const hasOpenssl = spawnSync('openssl', ['version']).status === 0;
const withTls = hasOpenssl ? describe : describe.skip;
if (!hasOpenssl) console.warn('external-bundle: SKIPPED: openssl is not installed.');

const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M2 3h20"/></svg>';
let hosts: AssetServer;
const requested: string[] = [];
const origin = (name: string): string => hosts.origin(name);

beforeAll(async () => {
  if (!hasOpenssl) return;
  hosts = await startAssetServer((req, res) => {
    const url = new URL(req.url ?? '/', `https://${req.headers.host}`);
    requested.push(`${url.hostname}${url.pathname}`);
    const send = (type: string, body: string): void => void res.writeHead(200, { 'content-type': type }).end(body);
    if (url.pathname.endsWith('.svg')) return send('image/svg+xml', ICON);
    if (url.pathname.endsWith('/katex.min.css'))
      return send('text/css', '@font-face{font-family:KaTeX_Main;src:url(fonts/KaTeX_Main-Regular.woff2)}');
    if (url.pathname.endsWith('.woff2')) return send('font/woff2', 'wOF2');
    if (url.pathname === '/plain') return send('text/plain', `@import url(${origin('css')}/inner.css);`);
    if (url.pathname === '/nested.css') return send('text/css', '@import "broken.css";');
    if (url.pathname === '/broken.css') return send('text/css', '@font-face{src:url(missing.woff)}');
    if (url.pathname === '/accents.css') return send('text/css', 'a{background:url(caf\u00e9.png)}');
    if (url.pathname === '/css2')
      return send('text/css', `@font-face{font-family:Inter;src:url(${origin('fonts-static')}/inter.woff2)}`);
    if (url.pathname.endsWith('.png')) return send('image/png', '\x89PNG');
    if (url.pathname.endsWith('.bmp')) return send('image/bmp', 'BM');
    res.writeHead(404).end();
  });
});
afterAll(async () => {
  if (hasOpenssl) await hosts.close();
});

async function run(
  entries = offsiteExport(moved()),
  workspace?: string,
  inputs: Record<string, string> = {},
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
      env: { HTTPS_PROXY: hosts.proxy.url, https_proxy: hosts.proxy.url },
      workspace,
    });
  } finally {
    await emulator.close();
  }
}

/** A URL of the fixture at its moved origin. */
const movedUrl = (url: string): string =>
  Object.entries(moved()).reduce((text, [from, to]) => text.replace(`${from}/`, `${to}/`), url);

/** The RSC payload a site file holds: a `.txt` file's text, or a page's `self.__next_f.push` chunks joined. */
function payloadOf(site: string, file: string): string {
  const text = fs.readFileSync(path.join(site, file), 'utf8');
  if (file.endsWith('.txt')) return text;
  const chunks = [...text.matchAll(/<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g)];
  return chunks.map((m) => JSON.parse(m[1]!) as string).join('');
}

/** Every file under `root`, `/`-separated. */
function filesUnder(root: string): string[] {
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => fs.statSync(path.join(root, f)).isFile());
}

/** The fixture's asset origins, each moved to a name of its own under `.emulator.test`. */
const moved = (): Record<(typeof ASSET_ORIGINS)[number], string> => ({
  'https://icons.cdn.test': origin('icons'),
  'https://katex.cdn.test': origin('katex'),
  'https://images.cdn.test': origin('images'),
  'https://fonts.googleapis.com': origin('fonts'),
});

withTls('bundle', () => {
  test('fetches what pages and stylesheets load through the proxy and points them at the stored files', async () => {
    const result = await run();
    expect(result.code).toBe(0);
    expect(result.log).toContain(`into _external/: ${Object.keys(OFFSITE_URLS).length} off-site URLs the site loads`);
    const site = path.join(result.workspace, 'static-export');
    // Every asset of every page is now a file of the site; links, og:image and hints are as they were.
    for (const page of ['index.html', 'guides/math.html', '404.html']) {
      const refs: { kind: string; url: string }[] = [];
      scanHtml(fs.readFileSync(path.join(site, page)), {
        ref: (kind, url) => void refs.push({ kind, url }),
        anchor() {},
        base() {},
      });
      const assets = refs.filter((r) => r.kind === 'asset');
      // The favicon, two stylesheets, icons (and KaTeX's preload, the image and its srcset on their pages).
      expect(assets.length).toBeGreaterThanOrEqual(page === '404.html' ? 3 : 5);
      for (const ref of assets) {
        expect(ref.url).toMatch(/^\//);
        expect(fs.existsSync(path.join(site, ref.url.slice(1)))).toBe(true);
      }
      const html = fs.readFileSync(path.join(site, page), 'utf8');
      // Nothing is loaded from Google Fonts' hosts any more: their hints are gone, the rest of the head stays.
      expect(html).not.toContain('rel="preconnect"');
      expect(html).toContain('<meta charset="utf-8"><title>Acme</title><link rel="icon" href="/favicon.svg"><link');
      expect(html).toContain('content="https://og.cdn.test/acme/og.png"');
    }
    expect(result.log).toContain(
      'Removed the preconnect and dns-prefetch hints to fonts.googleapis.com, fonts.gstatic.com',
    );
    expect(fs.readFileSync(path.join(site, 'index.html'), 'utf8')).toContain('href="https://github.com/acme/docs"');
    // KaTeX's switch finds its preload by the URL it names: the stored stylesheet's, as the link now has it.
    const math = fs.readFileSync(path.join(site, 'guides/math.html'), 'utf8');
    const preload = /<link rel="preload" href="([^"]+)" as="style">/.exec(math)![1]!;
    expect(preload).toMatch(
      /^\/_external\/katex\.emulator\.test_\d+\/npm\/katex-0\.16\.22\/dist\/katex\.min\.[0-9a-f]{12}\.css$/,
    );
    expect(math).toContain(`document.querySelector('link[href="${preload}"]')`);
    expect(math).not.toContain(`'link[href="${origin('katex')}`);
    // The site's stylesheet imports the stored font stylesheet, which points at the stored font.
    const appCss = fs.readFileSync(path.join(site, '_next/static/css/app.css'), 'utf8');
    const [imported] = cssUrls(appCss);
    expect(imported).toMatch(/^\/_external\/fonts\.emulator\.test_\d+\/css2\.[0-9a-f]{12}\.css$/);
    const fontCss = path.join(site, imported!.slice(1));
    const [font] = cssUrls(fs.readFileSync(fontCss, 'utf8'));
    expect(fs.readFileSync(path.resolve(path.dirname(fontCss), font!), 'utf8')).toBe('wOF2');
    expect(requested).toContain(`fonts-static.emulator.test/inter.woff2`);
    expect(requested).toContain(`katex.emulator.test/npm/katex@0.16.22/dist/fonts/KaTeX_Main-Regular.woff2`);
    // Every request went through the proxy; the verification checked the stored files like any other.
    expect(hosts.proxy.targets.every((t) => t.endsWith(`.emulator.test:${hosts.port}`))).toBe(true);
    expect(result.outputs.verifyResult).toBe('passed');
  });

  test('with verify: off, bundles as with verification on and verifies nothing', async () => {
    // A page with a broken link: verification would fail the step on it, so nothing of verification may show.
    const broken = {
      name: 'guides/broken.html',
      data: Buffer.from('<html><body><a href="/gone">Gone</a></body></html>'),
    };
    const result = await run([...offsiteExport(moved()), broken], undefined, {
      verify: 'off',
      'verify-report': 'verify.json',
    });
    expect(result.code).toBe(0);
    expect(result.log).not.toContain("Input 'external-assets'");
    expect(result.log).toContain(`into _external/: ${Object.keys(OFFSITE_URLS).length} off-site URLs the site loads`);
    const site = path.join(result.workspace, 'static-export');
    // Read as report reads it, the placed site loads nothing off-site any more.
    const again = await checkSite({
      root: site,
      files: filesUnder(site),
      host: 'auto',
      siteUrl: 'https://docs.example.com',
      ignore: undefined,
      pageCount: undefined,
      externalAssets: true,
    });
    expect(again.externalAssets).toEqual([]);
    // Nothing of verification: no findings, annotations, section, report file or outputs beyond verify: off's own.
    expect(result.log).not.toContain('missing page');
    expect(result.log).not.toContain('::group::Verify the site');
    expect(result.rawLog).not.toMatch(/^::(error|warning|notice) title=Site verification/m);
    expect(result.summary).not.toContain('### Site verification');
    expect(fs.existsSync(path.join(result.workspace, 'verify.json'))).toBe(false);
    expect(result.outputs.verifyResult).toBe('skipped');
    for (const name of ['brokenLinks', 'brokenTargets', 'verifiedPages']) expect(result.outputs[name]).toBeUndefined();
  });

  test("/_mintlify/api/user answers {} under base-path; the summary lists Mintlify's offline features", async () => {
    // The base-path script every Mintlify page starts with (platform facts "Real pages") tells a Mintlify export.
    const script =
      '<script>!function(){var b="";var p=location.pathname;if(b&&p.indexOf(b)===0)p=p.slice(b.length)}()</script>';
    const entries = offsiteExport(moved()).map((entry) =>
      entry.name.endsWith('.html')
        ? { ...entry, data: Buffer.from(entry.data!.toString().replace('<head>', `<head>${script}`)) }
        : entry,
    );
    const result = await run(entries, undefined, {
      'base-path': '/docs',
      host: 'cloudfront',
      'cloudfront-function': 'viewer-request.js',
      'changes-file': 'changes.json',
      'site-archive': 'site.tar.gz',
    });
    expect(result.code).toBe(0);
    const site = path.join(result.workspace, 'static-export');
    expect(JSON.parse(fs.readFileSync(path.join(site, '_mintlify/api/user'), 'utf8'))).toEqual({});
    // A file of the site like any other: verified on the host, in the change list, the site archive and served by the
    // CloudFront function written for the site.
    expect(result.outputs.verifyResult).toBe('passed');
    const changes = JSON.parse(fs.readFileSync(path.join(result.workspace, 'changes.json'), 'utf8')) as {
      added: string[];
      urls: string[];
    };
    expect(changes.added).toContain('_mintlify/api/user');
    const listing = spawnSync('tar', ['-tzf', path.join(result.workspace, 'site.tar.gz')], { encoding: 'utf8' }).stdout;
    expect(listing.split('\n')).toContain('_mintlify/api/user');
    const fn = fs.readFileSync(path.join(result.workspace, 'viewer-request.js'), 'utf8');
    const handler = vm.runInNewContext(`${fn}\nhandler;`) as (e: object) => { uri: string };
    const request = { method: 'GET', uri: '/docs/_mintlify/api/user', querystring: {}, headers: {}, cookies: {} };
    expect(handler({ version: '1.0', context: {}, viewer: {}, request }).uri).toBe('/docs/_mintlify/api/user');
    // The summary says so, and lists the cloud features that cannot work offline.
    expect(result.summary).toContain('`/docs/_mintlify/api/user` answers `{}`');
    for (const feature of ['The assistant', 'Feedback', 'socket.io', "The API playground's requests", 'Analytics'])
      expect(result.summary).toContain(feature);
    expect(result.log).toContain('Answered /docs/_mintlify/api/user with {}');
  });

  test('client navigation loads nothing off-site: payloads (inline and .txt) point at stored files', async () => {
    const result = await run();
    expect(result.code).toBe(0);
    const site = path.join(result.workspace, 'static-export');
    // The icon only a payload names is fetched; the SVG a payload only links to is not.
    expect(requested).toContain(`icons.emulator.test${new URL(ICON_MENU).pathname}`);
    expect(requested).not.toContain(`icons.emulator.test${new URL(LINKED_SVG).pathname}`);
    for (const file of ['index.html', 'index.txt', 'guides/math.html', 'guides/math.txt']) {
      const payload = payloadOf(site, file);
      // What is left on another origin is the link alone, as it was written.
      const offsite = payload.match(/https:\/\/[a-z-]+\.emulator\.test:\d+[^"\\)\s]*/g) ?? [];
      expect(offsite).toEqual(file.startsWith('index') ? [movedUrl(LINKED_SVG)] : []);
      const local = payload.match(/\/_external\/[^"\\)\s,]+/g) ?? [];
      // The icon mask (and on the home page the menu icon, the image and its two srcSet candidates).
      expect(local.length).toBe(file.startsWith('index') ? 5 : 1);
      for (const url of local) expect(fs.existsSync(path.join(site, url.slice(1)))).toBe(true);
      if (file.startsWith('index')) expect(local.some((u) => /\/lucide\/menu\.\w+\.svg$/.test(u))).toBe(true);
    }
    expect(result.outputs.verifyResult).toBe('passed');
  });

  test('report lists exactly the URLs bundle fetches; the bundled site has none left to list', async () => {
    const reported = await run(undefined, undefined, { 'external-assets': 'report', 'verify-report': 'verify.json' });
    expect(reported.code).toBe(0);
    const report = JSON.parse(fs.readFileSync(path.join(reported.workspace, 'verify.json'), 'utf8')) as VerifyReport;
    const listed = report.externalAssets!.map((a) => a.url).sort();
    expect(listed).toEqual(Object.keys(OFFSITE_URLS).map(movedUrl).sort());
    requested.length = 0;
    const bundled = await run();
    expect(bundled.code).toBe(0);
    expect(bundled.log).toContain(`into _external/: ${listed.length} off-site URLs the site loads`);
    for (const url of listed) expect(requested).toContain(`${new URL(url).hostname}${new URL(url).pathname}`);
    // What keep would leave off-site, bundle leaves none of: read as report reads it, the bundled site lists nothing.
    const site = path.join(bundled.workspace, 'static-export');
    const again = await checkSite({
      root: site,
      files: filesUnder(site),
      host: 'auto',
      siteUrl: 'https://docs.example.com',
      ignore: undefined,
      pageCount: undefined,
      externalAssets: true,
    });
    expect(again.externalAssets).toEqual([]);
  });

  test('base-path on GitHub Pages: files under /docs/_external/, .nojekyll when nothing else needs it', async () => {
    // The export without _next/: its stylesheet at the root, so only _external/ starts with _.
    const entries = offsiteExport(moved())
      .filter((e) => !e.name.startsWith('_next/'))
      .map((e) => (e.data ? { ...e, data: Buffer.from(e.data.toString().replaceAll('/_next/static/css/', '/')) } : e));
    entries.push({ name: 'app.css', data: Buffer.from(`@import url("${origin('fonts')}/css2?family=Mono");`) });
    const result = await run(entries, undefined, { 'base-path': '/docs', host: 'github-pages' });
    expect(result.code).toBe(0);
    const site = path.join(result.workspace, 'static-export');
    const html = fs.readFileSync(path.join(site, 'index.html'), 'utf8');
    expect(html).toMatch(/href="\/docs\/_external\/fonts\.emulator\.test_\d+\/css2\.[0-9a-f]{12}\.css"/);
    expect(cssUrls(fs.readFileSync(path.join(site, 'app.css'), 'utf8'))[0]).toMatch(/^\/docs\/_external\//);
    expect(fs.existsSync(path.join(site, '.nojekyll'))).toBe(true);
    expect(result.outputs.verifyResult).toBe('passed');
  });

  test('host cloudfront: an image of a type with no known extension is served as a file (.bin)', async () => {
    // Issue 44 item 5: stored as pic.<hash>, a hash beginning with a digit was no extension to the CloudFront
    // functions, which asked the origin for pic.<hash>.html. The URL picked is one whose hash begins with a digit.
    const picture = Array.from({ length: 64 }, (_, i) => `${origin('pics')}/pic.bmp?v=${i}`).find((url) =>
      /^\d/.test(createHash('sha256').update(new URL(url).href).digest('hex')),
    )!;
    const entries = offsiteExport(moved()).map((entry) =>
      entry.name === 'index.html'
        ? { ...entry, data: Buffer.from(`${entry.data!.toString()}<img src="${picture}">`) }
        : entry,
    );
    const result = await run(entries, undefined, { host: 'cloudfront' });
    expect(result.code).toBe(0);
    expect(result.outputs.verifyResult).toBe('passed');
    const html = fs.readFileSync(path.join(result.workspace, 'static-export/index.html'), 'utf8');
    const stored = /<img src="\/(_external\/pics\.emulator\.test_\d+\/pic\.\d[0-9a-f]{11}\.bin)">/.exec(html)![1]!;
    expect(fs.readFileSync(path.join(result.workspace, 'static-export', stored), 'utf8')).toBe('BM');
  });

  test('an iframe (an embedded video) is a page of its own: neither fetched nor changed', async () => {
    const frame = `<iframe src="${origin('video')}/embed/abc" allowfullscreen></iframe>`;
    const entries = offsiteExport(moved()).map((entry) =>
      entry.name === 'index.html' ? { ...entry, data: Buffer.from(`${entry.data!.toString()}${frame}`) } : entry,
    );
    const result = await run(entries);
    expect(result.code).toBe(0);
    expect(requested).not.toContain('video.emulator.test/embed/abc');
    const html = fs.readFileSync(path.join(result.workspace, 'static-export/index.html'), 'utf8');
    expect(html).toContain(frame);
  });

  test('non-ASCII URLs in pages and stylesheets are fetched as their UTF-8 bytes, percent-encoded once', async () => {
    const extra =
      `<img src="${origin('images')}/na\u00efve.png">` + `<link rel="stylesheet" href="${origin('css')}/accents.css">`;
    const entries = offsiteExport(moved()).map((entry) =>
      entry.name === 'index.html' ? { ...entry, data: Buffer.from(`${entry.data!.toString()}${extra}`) } : entry,
    );
    const result = await run(entries);
    expect(result.code).toBe(0);
    expect(requested).toContain('images.emulator.test/na%C3%AFve.png');
    expect(requested).toContain('css.emulator.test/caf%C3%A9.png');
    expect(requested.filter((r) => r.includes('%C3%83'))).toEqual([]);
  });

  test("the fragment kept is the decoded URL's: &#x23; is one, the # of &#38; is none", async () => {
    const icon = `${origin('icons')}/v7.1.0/lucide/book-open.svg`;
    const extra = `<svg><use href="${icon}&#x23;icon"></use></svg><img src="${origin('images')}/q.png?a=1&#38;b=2">`;
    const entries = offsiteExport(moved()).map((entry) =>
      entry.name === 'index.html' ? { ...entry, data: Buffer.from(`${entry.data!.toString()}${extra}`) } : entry,
    );
    const result = await run(entries);
    expect(result.code).toBe(0);
    const html = fs.readFileSync(path.join(result.workspace, 'static-export/index.html'), 'utf8');
    expect(html).toMatch(
      /<use href="\/_external\/icons\.emulator\.test_\d+\/v7\.1\.0\/lucide\/book-open\.\w+\.svg#icon">/,
    );
    expect(html).toMatch(/<img src="\/_external\/images\.emulator\.test_\d+\/q\.\w+\.png">/);
  });

  test('an asset that cannot be fetched fails the step with its URL and page; the previous site stays', async () => {
    const entries = offsiteExport(moved()).map((entry) =>
      entry.name === 'guides/math.html'
        ? { ...entry, data: Buffer.from(entry.data!.toString().replace('sigma.svg', 'gone.png-missing')) }
        : entry,
    );
    const result = await run(entries, previousWorkspace());
    expect(result.log).toContain(`${origin('icons')}/v7.1.0/lucide/gone.png-missing: HTTP 404`);
    expect(result.log).toContain('loaded by guides/math.html');
    await expectUntouched(result);
  });

  test('a stylesheet link answered as text/plain fails the step, as browsers refuse it', async () => {
    const link = `<link rel="stylesheet" href="${origin('css')}/plain">`;
    const entries = offsiteExport(moved()).map((entry) =>
      entry.name === 'guides/math.html' ? { ...entry, data: Buffer.from(`${entry.data!.toString()}${link}`) } : entry,
    );
    const result = await run(entries, previousWorkspace());
    expect(result.log).toContain(`${origin('css')}/plain: answered with Content-Type 'text/plain'`);
    expect(result.log).toContain('loaded by guides/math.html');
    await expectUntouched(result);
  });

  test('a file missing two stylesheets down fails the step naming the page that loads the first', async () => {
    const link = `<link rel="stylesheet" href="${origin('css')}/nested.css">`;
    const entries = offsiteExport(moved()).map((entry) =>
      entry.name === 'guides/math.html' ? { ...entry, data: Buffer.from(`${entry.data!.toString()}${link}`) } : entry,
    );
    const result = await run(entries, previousWorkspace());
    expect(result.log).toContain(`${origin('css')}/missing.woff: HTTP 404 (named by ${origin('css')}/broken.css)`);
    expect(result.log).toContain('loaded by guides/math.html');
    await expectUntouched(result);
  });

  test('a page naming the metadata service fails the step without a request to it', async () => {
    const entries = offsiteExport(moved()).map((entry) =>
      entry.name === 'index.html'
        ? {
            ...entry,
            data: Buffer.from(`${entry.data!.toString()}<img src="http://169.254.169.254/latest/meta-data/">`),
          }
        : entry,
    );
    const result = await run(entries, previousWorkspace());
    expect(result.log).toContain('http://169.254.169.254/latest/meta-data/: 169.254.169.254 is link-local');
    expect(result.log).toContain('loaded by index.html');
    expect(hosts.proxy.targets.some((t) => t.startsWith('169.254.'))).toBe(false);
    await expectUntouched(result);
  });
});
