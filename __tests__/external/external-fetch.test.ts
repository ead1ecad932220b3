/**
 * The asset fetcher (issue 38 "What bundle fetches", "Safety"), against a local HTTPS server whose certificate comes
 * from a throwaway authority (`emulator/tls.ts`) that this process trusts as a runner trusts a corporate one, reached
 * directly and through a CONNECT proxy named in `HTTPS_PROXY` (names under `.emulator.test` only the proxy resolves).
 */
import { spawnSync } from 'node:child_process';
import dns from 'node:dns';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import zlib from 'node:zlib';
import { testCertificate } from '../../emulator/tls.ts';
import type { Clock } from '../../src/common/clock.ts';
import { forbiddenAddress, forbiddenHost } from '../../src/external/address.ts';
import { AssetFetchError, fetchAssets, guardedLookup, type FetchOptions } from '../../src/external/fetch.ts';
import { assetPath } from '../../src/external/names.ts';
import { fetchAssetTree } from '../../src/external/tree.ts';
import { BUNDLE_LIMITS } from '../../src/external/bundle.ts';
import { formatBytes } from '../../src/common/format.ts';
import { cssUrls } from '../../src/verify/css.ts';
import { startProxy } from '../helpers/proxy.ts';

const hasOpenssl = spawnSync('openssl', ['version']).status === 0;
const withTls = hasOpenssl ? describe : describe.skip;
if (!hasOpenssl) console.warn('external-fetch: the server cases are SKIPPED: openssl is not installed.');

const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M2 3h20"/></svg>';
/** KaTeX's stylesheet, as shaped: fonts in relative `url()`s with a fragment, a data: URL, a fragment-only URL. */
const KATEX =
  '@font-face{font-family:KaTeX_Main;src:url(fonts/KaTeX_Main-Regular.woff2) format("woff2"),' +
  'url("fonts/KaTeX_Main-Regular.woff#iefix") format("woff")}' +
  '.katex .x{background:url("data:image/png;base64,AA==");clip-path:url(#clip)}';
/**
 * A site's stylesheet whose fonts an exclude leaves (issue 44 item 4): relative, with a query and a fragment, quoted,
 * protocol-relative, already absolute; and an image it keeps.
 */
const MAIN =
  '@font-face{font-family:A;src:url(../fonts/a.woff2?v=3#iefix) format("woff2"),url("../fonts/a.woff")}' +
  "@font-face{font-family:B;src:url('//fonts.emulator.test/b.woff2')}" +
  '@font-face{font-family:C;src:url(https://fonts.emulator.test/c.woff2)}' +
  '.hero{background:url(kept.png)}';
const FONTS = '@font-face{font-family:Inter;src:url(https://fonts.emulator.test/inter.woff2) format("woff2")}';

/** What the server saw: each request's path and headers. */
const seen: { url: string; headers: Record<string, unknown> }[] = [];
let flaky = 0;
let server: https.Server | undefined;
let port = 0;
let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;
const folders: string[] = [];

beforeAll(async () => {
  if (!hasOpenssl) return;
  const certificate = testCertificate();
  // What NODE_EXTRA_CA_CERTS does for a runner's process, done for this one, which has already started.
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), fs.readFileSync(certificate.caFile, 'utf8')]);
  server = https.createServer({ key: certificate.key, cert: certificate.cert }, (req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    const url = new URL(req.url ?? '/', 'https://x');
    const send = (type: string, body: string | Buffer): void => {
      res.writeHead(200, { 'content-type': type }).end(body);
    };
    switch (url.pathname) {
      case '/v7/lucide/book-open.svg':
        return send('image/svg+xml', ICON);
      case '/css2':
        return send('text/css; charset=utf-8', FONTS);
      case '/flaky':
        if (++flaky < 3) return void res.writeHead(503, { 'retry-after': '0' }).end();
        return send('image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      case '/katex/katex.min.css':
        return send('text/css', KATEX);
      case '/katex/fonts/KaTeX_Main-Regular.woff2':
        return send('font/woff2', Buffer.from('wOF2'));
      case '/katex/fonts/KaTeX_Main-Regular.woff':
        return send('font/woff', Buffer.from('wOFF'));
      case '/self.css':
        return send('text/css', '@import url("self.css");@import "loop-b.css";body{color:red}');
      case '/loop-b.css':
        return send('text/css', '@import "/self.css";');
      case '/css/main.css':
        return send('text/css', MAIN);
      case "/it's(1)/main.css":
        return send('text/css', '.x{background:url(fonts/x.woff2)}.y{background:url("fonts/y.woff2")}');
      case '/css/kept.png':
        return send('image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      case '/nested.css':
        return send('text/css', '@import "broken.css";');
      case '/broken.css':
        return send('text/css', 'body{background:url(missing.png)}');
      case '/busy':
        if (++flaky < 2) return void res.writeHead(429, { 'retry-after': '3600' }).end();
        return send('image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      case '/silent':
        return;
      case '/login':
        return send('text/html', '<html>Sign in</html>');
      case '/gzipped':
        res.writeHead(200, { 'content-type': 'text/css', 'content-encoding': 'gzip' });
        return void res.end(zlib.gzipSync('a{color:red}'));
      case '/declared-huge':
        return void res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(1 << 30) }).end();
      case '/endless': {
        res.writeHead(200, { 'content-type': 'image/png' });
        // Writes until the client goes away.
        const chunk = Buffer.alloc(16 * 1024, 1);
        const pump = (): void => {
          while (!res.destroyed && res.write(chunk));
          if (!res.destroyed) res.once('drain', pump);
        };
        res.on('close', () => res.destroy());
        return pump();
      }
      case '/fan.css': {
        // One stylesheet naming many images, as an icon font's sprite sheet might.
        const count = Number(url.searchParams.get('n'));
        const rules = Array.from({ length: count }, (_, i) => `.i${i}{background:url(img/${i}.png)}`);
        return send('text/css', rules.join(''));
      }
      case '/to': {
        return void res.writeHead(302, { location: url.searchParams.get('u')! }).end();
      }
      default: {
        const chain = /^\/chain\/(\d+)\.css$/.exec(url.pathname);
        if (chain) return send('text/css', `@import "${Number(chain[1]) + 1}.css";`);
        if (/^\/img\/\d+\.png$/.test(url.pathname)) return send('image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
        return void res.writeHead(404).end();
      }
    }
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  proxy = await startProxy();
  // As the runner sets them; requests to 127.0.0.1 and localhost go direct.
  process.env.HTTPS_PROXY = proxy.url;
  process.env.NO_PROXY = '127.0.0.1,localhost';
});

afterAll(async () => {
  delete process.env.HTTPS_PROXY;
  delete process.env.NO_PROXY;
  await proxy?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server?.closeAllConnections();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

beforeEach(() => {
  seen.length = 0;
  flaky = 0;
});

const clock: Clock = {
  now: () => performance.now(),
  wallNow: () => Date.now(),
  sleep: async () => {},
  random: () => 0,
};

function options(overrides: Partial<FetchOptions> = {}): FetchOptions {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'external-fetch-'));
  folders.push(folder);
  return {
    folder,
    concurrency: 4,
    maxFileBytes: 1 << 20,
    maxTotalBytes: 4 << 20,
    attempts: 3,
    backoff: { initialMs: 1, factor: 2, maxMs: 1 },
    timeoutMs: 10_000,
    allowPrivate: () => false,
    clock,
    signal: new AbortController().signal,
    ...overrides,
  };
}

const viaProxy = (pathAndQuery: string, host = 'assets.emulator.test'): string =>
  `https://${host}:${port}${pathAndQuery}`;
const direct = (pathAndQuery: string): string => `https://127.0.0.1:${port}${pathAndQuery}`;
const only127 = (url: URL): boolean => url.hostname === '127.0.0.1';

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AssetFetchError);
  return (error as Error).message;
}

withTls('fetching', () => {
  test('through the proxy: an icon and a font stylesheet from css2?family=…, stored under stable names', async () => {
    const icon = viaProxy('/v7/lucide/book-open.svg');
    const css = viaProxy('/css2?family=Inter:wght@400;600&display=swap');
    const o = options();
    const fetched = await fetchAssets(
      [
        { url: icon, kind: 'image' },
        { url: css, kind: 'stylesheet' },
      ],
      o,
    );
    expect(fs.readFileSync(path.join(o.folder, fetched.get(icon)!.file), 'utf8')).toBe(ICON);
    const cssFile = fetched.get(css)!.file;
    expect(cssFile).toMatch(/^assets\.emulator\.test_\d+\/css2\.[0-9a-f]{12}\.css$/);
    expect(fs.readFileSync(path.join(o.folder, cssFile), 'utf8')).toBe(FONTS);
    expect(proxy!.targets).toContain(`assets.emulator.test:${port}`);
    // Nothing of the runner's: no Authorization, no cookie.
    for (const request of seen) {
      expect(request.headers.authorization).toBeUndefined();
      expect(request.headers.cookie).toBeUndefined();
    }
    // The same URL gets the same name on the next run; another query string another name.
    const again = await fetchAssets([{ url: css, kind: 'stylesheet' }], options());
    expect(again.get(css)!.file).toBe(cssFile);
    const other = viaProxy('/css2?family=Roboto');
    expect((await fetchAssets([{ url: other, kind: 'stylesheet' }], options())).get(other)!.file).not.toBe(cssFile);
  });

  test('transient failures are retried on the backoff', async () => {
    const url = viaProxy('/flaky');
    const fetched = await fetchAssets([{ url, kind: 'image' }], options());
    expect(fetched.get(url)!.bytes).toBe(4);
    expect(seen.filter((r) => r.url === '/flaky')).toHaveLength(3);
    flaky = -10;
    expect(await refusal(fetchAssets([{ url, kind: 'image' }], options()))).toContain('HTTP 503 (3 attempts)');
  });

  test("a page's server asking for an hour waits no longer than the backoff's longest wait", async () => {
    const waits: number[] = [];
    const o = options({ clock: { ...clock, sleep: (ms) => Promise.resolve(void waits.push(ms)) } });
    await fetchAssets([{ url: viaProxy('/busy'), kind: 'image' }], {
      ...o,
      backoff: { initialMs: 5, factor: 2, maxMs: 50 },
    });
    expect(waits).toEqual([50]);
  });

  test('a server that never answers fails the URL after the time-out, on every attempt', async () => {
    const message = await refusal(
      fetchAssets([{ url: viaProxy('/silent'), kind: 'image' }], options({ timeoutMs: 300, attempts: 2 })),
    );
    expect(message).toContain('no answer within 300 ms (2 attempts)');
  });

  test('the content type must fit the reference: an HTML page is no image, a stylesheet must be text/css', async () => {
    expect(await refusal(fetchAssets([{ url: viaProxy('/login'), kind: 'image' }], options()))).toContain(
      "Content-Type 'text/html'",
    );
    const svgAsCss = viaProxy('/v7/lucide/book-open.svg');
    expect(await refusal(fetchAssets([{ url: svgAsCss, kind: 'stylesheet' }], options()))).toContain(
      "Content-Type 'image/svg+xml'",
    );
  });

  test('bodies are asked for uncompressed; a compressed answer fails rather than be stored compressed', async () => {
    expect(await refusal(fetchAssets([{ url: viaProxy('/gzipped'), kind: 'stylesheet' }], options()))).toContain(
      "Content-Encoding 'gzip'",
    );
    expect(seen.at(-1)!.headers['accept-encoding']).toBe('identity');
  });

  test('size caps: a declared size past the cap, an endless body, the total; nothing is left behind', async () => {
    const o = options({ maxFileBytes: 64 * 1024 });
    expect(await refusal(fetchAssets([{ url: viaProxy('/declared-huge'), kind: 'image' }], o))).toContain(
      'more than the',
    );
    expect(await refusal(fetchAssets([{ url: viaProxy('/endless'), kind: 'image' }], o))).toContain('larger than the');
    const t = options({ maxTotalBytes: 100 });
    const urls = [viaProxy('/v7/lucide/book-open.svg'), viaProxy('/css2?family=A')];
    const kinds = ['image', 'stylesheet'] as const;
    expect(
      await refusal(
        fetchAssets(
          urls.map((url, i) => ({ url, kind: kinds[i]! })),
          { ...t, concurrency: 1 },
        ),
      ),
    ).toContain('past their total');
    const left = (folder: string): string[] =>
      (fs.readdirSync(folder, { recursive: true }) as string[]).filter((f) =>
        fs.statSync(path.join(folder, f)).isFile(),
      );
    expect(left(o.folder)).toEqual([]);
  });
});

withTls('following stylesheets', () => {
  const tree = { maxDepth: 4 };

  test("KaTeX's stylesheet: its fonts fetched, its url()s pointed at them relative to it", async () => {
    const css = viaProxy('/katex/katex.min.css');
    const o = options();
    const fetched = await fetchAssetTree([{ url: css, kind: 'stylesheet' }], { ...o, ...tree });
    expect([...fetched.keys()].sort()).toEqual(
      [css, viaProxy('/katex/fonts/KaTeX_Main-Regular.woff'), viaProxy('/katex/fonts/KaTeX_Main-Regular.woff2')].sort(),
    );
    const file = path.join(o.folder, fetched.get(css)!.file);
    const urls = cssUrls(fs.readFileSync(file, 'utf8'));
    expect(urls.slice(2)).toEqual(['data:image/png;base64,AA==', '#clip']);
    const fonts = urls.slice(0, 2);
    expect(fonts[1]).toMatch(/\.woff#iefix$/);
    for (const url of fonts) {
      expect(url).not.toMatch(/^(https?:|\/)/);
      expect(fs.existsSync(path.join(path.dirname(file), url.replace(/#.*/, '')))).toBe(true);
    }
  });

  test('a URL the patterns leave in a stored stylesheet is written absolute: it loads from its origin', async () => {
    const css = viaProxy('/css/main.css');
    const o = options();
    const skipped = new Set<string>();
    const wanted = (url: string): boolean => !url.includes('fonts');
    const fetched = await fetchAssetTree([{ url: css, kind: 'stylesheet' }], { ...o, ...tree, wanted, skipped });
    expect([...fetched.keys()].sort()).toEqual([css, viaProxy('/css/kept.png')].sort());
    expect(seen.map((r) => r.url).sort()).toEqual(['/css/kept.png', '/css/main.css']);
    const stored = fs.readFileSync(path.join(o.folder, fetched.get(css)!.file), 'utf8');
    // Where each resolves against the stylesheet's own URL, query and fragment kept; the absolute one byte for byte.
    expect(cssUrls(stored)).toEqual([
      viaProxy('/fonts/a.woff2?v=3#iefix'),
      viaProxy('/fonts/a.woff'),
      'https://fonts.emulator.test/b.woff2',
      'https://fonts.emulator.test/c.woff2',
      path.basename(fetched.get(viaProxy('/css/kept.png'))!.file),
    ]);
    expect(stored).toContain('src:url(https://fonts.emulator.test/c.woff2)}');
    // A stylesheet whose own path holds what would end a bare url() or a quoted one: percent-encoded there.
    const odd = viaProxy("/it's(1)/main.css");
    const oddFile = (await fetchAssetTree([{ url: odd, kind: 'stylesheet' }], { ...o, ...tree, wanted })).get(odd)!;
    expect(cssUrls(fs.readFileSync(path.join(o.folder, oddFile.file), 'utf8'))).toEqual([
      viaProxy('/it%27s%281%29/fonts/x.woff2'),
      viaProxy('/it%27s%281%29/fonts/y.woff2'),
    ]);
    expect([...skipped].sort()).toEqual(
      [
        viaProxy('/fonts/a.woff2?v=3'),
        viaProxy('/fonts/a.woff'),
        'https://fonts.emulator.test/b.woff2',
        'https://fonts.emulator.test/c.woff2',
      ].sort(),
    );
  });

  test('a stylesheet that imports itself, and two that import each other, are fetched once each', async () => {
    const css = viaProxy('/self.css');
    const o = options();
    const fetched = await fetchAssetTree([{ url: css, kind: 'stylesheet' }], { ...o, ...tree });
    expect([...fetched.keys()].sort()).toEqual([viaProxy('/loop-b.css'), css].sort());
    expect(seen.map((r) => r.url).sort()).toEqual(['/loop-b.css', '/self.css']);
    const text = fs.readFileSync(path.join(o.folder, fetched.get(css)!.file), 'utf8');
    expect(text).toContain(`@import url("${path.basename(fetched.get(css)!.file)}")`);
  });

  test('the URL cap counts what stylesheets name: past it the run fails, naming the stylesheet', async () => {
    const within = await fetchAssetTree([{ url: viaProxy('/fan.css?n=2'), kind: 'stylesheet' }], {
      ...options(),
      ...tree,
      maxUrls: 3,
    });
    expect(within.size).toBe(3);
    seen.length = 0;
    const message = await refusal(
      fetchAssetTree([{ url: viaProxy('/fan.css?n=50'), kind: 'stylesheet' }], { ...options(), ...tree, maxUrls: 3 }),
    );
    expect(message).toContain(
      `${viaProxy('/fan.css?n=50')}: names URLs that take what the site loads to 51 distinct off-site URLs, more ` +
        'than external-assets: bundle fetches (3)',
    );
    // Nothing it names was requested.
    expect(seen.map((r) => r.url)).toEqual(['/fan.css?n=50']);
  });

  test('an endless chain of imports stops at the depth limit, naming the stylesheet', async () => {
    const message = await refusal(
      fetchAssetTree([{ url: viaProxy('/chain/0.css'), kind: 'stylesheet' }], { ...options(), ...tree }),
    );
    expect(message).toContain('more than 4 levels deep');
    expect(message).toContain(`named by ${viaProxy('/chain/4.css')}`);
    expect(seen).toHaveLength(5);
  });

  test('a file a stylesheet names that cannot be fetched fails, naming the URL and the stylesheet', async () => {
    const message = await refusal(
      fetchAssetTree([{ url: viaProxy('/broken.css'), kind: 'stylesheet' }], { ...options(), ...tree }),
    );
    expect(message).toBe(`${viaProxy('/missing.png')}: HTTP 404 (named by ${viaProxy('/broken.css')})`);
  });

  test('a failure stylesheets down names the request that led to it, whose pages the step names', async () => {
    const error = await fetchAssetTree([{ url: viaProxy('/nested.css'), kind: 'stylesheet' }], {
      ...options(),
      ...tree,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AssetFetchError);
    expect((error as AssetFetchError).namedBy).toBe(viaProxy('/broken.css'));
    expect((error as AssetFetchError).root).toBe(viaProxy('/nested.css'));
    const chain = await fetchAssetTree([{ url: viaProxy('/chain/0.css'), kind: 'stylesheet' }], {
      ...options(),
      ...tree,
    }).catch((e: unknown) => e);
    expect((chain as AssetFetchError).root).toBe(viaProxy('/chain/0.css'));
  });
});

withTls('safety', () => {
  test('never the runner itself: 127.0.0.1 directly, unless a pattern names it', async () => {
    const url = direct('/v7/lucide/book-open.svg');
    expect(await refusal(fetchAssets([{ url, kind: 'image' }], options()))).toContain('loopback');
    expect(seen).toEqual([]);
    const fetched = await fetchAssets([{ url, kind: 'image' }], options({ allowPrivate: only127 }));
    expect(fetched.get(url)!.bytes).toBe(ICON.length);
  });

  test.each([
    ['metadata service', 'http://169.254.169.254/latest/meta-data/'],
    ['loopback in decimal', 'http://2130706433/'],
    ['loopback in octal and hex', 'http://0177.0x0.1/'],
    ['IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]/'],
    ['IPv6 metadata (AWS)', 'http://[fd00:ec2::254]/'],
    ['private', 'http://10.0.0.1/'],
    ['localhost by name', `https://localhost:${1}/`],
  ])('a redirect through the proxy to the %s is refused', async (_name, target) => {
    const url = viaProxy(`/to?u=${encodeURIComponent(target)}`);
    const message = await refusal(fetchAssets([{ url, kind: 'image' }], options()));
    expect(message).toContain('redirects to');
    expect(message).toContain('unless an include pattern names them');
    expect(seen.map((r) => r.url)).toEqual([`/to?u=${encodeURIComponent(target)}`]);
  });

  test("without a proxy, the address a name resolves to is checked (the runner's own host name)", async () => {
    const name = os.hostname();
    const resolved = await dns.promises.lookup(name, { all: true }).catch(() => []);
    if (!resolved.some((a) => forbiddenAddress(a.address))) {
      console.warn(`external-fetch: ${name} does not resolve to a private address here: the case is SKIPPED.`);
      return;
    }
    process.env.NO_PROXY = `127.0.0.1,localhost,${name}`;
    try {
      const url = direct(`/to?u=${encodeURIComponent(`https://${name}:${port}/v7/lucide/book-open.svg`)}`);
      const message = await refusal(fetchAssets([{ url, kind: 'image' }], options({ allowPrivate: only127 })));
      expect(message).toContain(`${name} resolves to`);
      expect(seen.map((r) => r.url)).toHaveLength(1);
    } finally {
      process.env.NO_PROXY = '127.0.0.1,localhost';
    }
  });

  test('credentials in a URL are never sent', async () => {
    const url = `https://user:secret@assets.emulator.test:${port}/v7/lucide/book-open.svg`;
    expect(await refusal(fetchAssets([{ url, kind: 'image' }], options()))).toContain('credentials');
    expect(seen).toEqual([]);
  });
});

test("the size caps read in messages as the docs give them (formatBytes' SI units)", () => {
  const docs = fs.readFileSync(path.join(import.meta.dirname, '../../docs/inputs.md'), 'utf8').replace(/\s+/g, ' ');
  const file = formatBytes(BUNDLE_LIMITS.maxFileBytes);
  const total = formatBytes(BUNDLE_LIMITS.maxTotalBytes);
  expect([file, total]).toEqual(['25 MB', '250 MB']);
  expect(docs).toContain(`at most ${file} a file and ${total} in all`);
});

test('guardedLookup refuses a name that resolves to loopback, and gives the addresses of others', async () => {
  const lookup = (allowed: boolean, all: boolean) =>
    new Promise<unknown>((resolve, reject) =>
      guardedLookup(allowed)('localhost', { all }, (error: Error | null, address: unknown) =>
        error ? reject(error) : resolve(address),
      ),
    );
  await expect(lookup(false, true)).rejects.toMatchObject({ code: 'EFORBIDDENADDRESS' });
  await expect(lookup(true, false)).resolves.toBe('127.0.0.1');
});

test.each([
  ['127.0.0.1', true],
  ['169.254.169.254', true],
  ['100.100.100.200', true],
  ['192.168.1.1', true],
  ['172.31.255.255', true],
  ['172.32.0.1', false],
  ['8.8.8.8', false],
  ['::1', true],
  ['::ffff:10.0.0.1', true],
  ['::ffff:8.8.8.8', false],
  ['fe80::1', true],
  ['fd00:ec2::254', true],
  ['2606:4700:4700::1111', false],
  ['64:ff9b::192.168.0.1', true],
])('forbiddenAddress(%s): %s', (address, refused) => {
  expect(forbiddenAddress(address) !== undefined).toBe(refused);
});

test('forbiddenHost reads hosts as WHATWG URL parses them', () => {
  for (const url of ['http://0x7f000001/', 'http://127.1/', 'http://[::ffff:7f00:1]/', 'http://sub.localhost/'])
    expect(forbiddenHost(new URL(url))).toBeDefined();
  expect(forbiddenHost(new URL('https://fonts.googleapis.com/'))).toBeUndefined();
});

test('asset names: stable, host-safe, no query in the name, the extension of the content type', () => {
  const css = new URL('https://fonts.googleapis.com/css2?family=Inter:wght@400;600&display=swap');
  const name = assetPath(css, 'text/css; charset=utf-8');
  expect(name).toMatch(/^fonts\.googleapis\.com\/css2\.[0-9a-f]{12}\.css$/);
  expect(assetPath(css, 'text/css')).toBe(name);
  expect(assetPath(new URL('https://fonts.googleapis.com/css2?family=Roboto'), 'text/css')).not.toBe(name);
  for (const weird of [
    'https://cdn.test/../../etc/passwd',
    'https://cdn.test/%2e%2e/%2e%2e/x.svg',
    'https://cdn.test/a%2F..%2F..%2Fb/CON.svg?x=1',
    'https://[::1]:8080/a b/ü?.png',
  ]) {
    const file = assetPath(new URL(weird), 'image/svg+xml');
    expect(file.split('/').every((s) => /^[a-z0-9_][a-z0-9._-]*$/.test(s) && s !== '.' && s !== '..')).toBe(true);
    expect(file).not.toMatch(/[?%:\\]/);
  }
});
