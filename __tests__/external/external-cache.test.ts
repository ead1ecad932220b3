/**
 * Input `external-assets-cache` (issue 38 "A cache"): freshness and revalidation by HTTP's rules on a fake clock
 * (`src/external/cache.ts`), and the fetcher's use of the cache against a local HTTPS server reached through a CONNECT
 * proxy, as `external-fetch.test.ts` does: fresh entries cost no request, stale ones a conditional one, and a cache
 * entry meets every limit and the address guard.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { testCertificate } from '../../emulator/tls.ts';
import type { Clock } from '../../src/common/clock.ts';
import { AssetCache, cacheDirectives, freshness, type CacheEntry } from '../../src/external/cache.ts';
import { AssetFetchError, fetchAssets, type AssetKind, type FetchOptions } from '../../src/external/fetch.ts';
import { startProxy } from '../helpers/proxy.ts';

const hasOpenssl = spawnSync('openssl', ['version']).status === 0;
const withTls = hasOpenssl ? describe : describe.skip;
if (!hasOpenssl) console.warn('external-cache: the server cases are SKIPPED: openssl is not installed.');

const HOUR = 3_600_000;
/** The cache's warning callback where none is expected: a warning fails the test. */
const noWarning = (message: string): never => {
  throw new Error(`unexpected warning: ${message}`);
};
const T0 = Date.UTC(2026, 10, 1);

describe('freshness (RFC 9111 §4.2) on a fake clock', () => {
  const entry = (facts: Partial<CacheEntry>): CacheEntry => ({
    url: 'https://cdn.test/a.png',
    hops: ['https://cdn.test/a.png'],
    private: false,
    contentType: 'image/png',
    etag: undefined,
    lastModified: undefined,
    cacheControl: undefined,
    age: 0,
    fetchedAt: T0,
    bytes: 0,
    sha256: '',
    ...facts,
  });

  test('fresh until max-age passes, the Age it came with counted', () => {
    const e = entry({ cacheControl: 'public, max-age=3600', etag: '"v1"' });
    expect(freshness(e, T0 + HOUR - 1)).toBe('fresh');
    expect(freshness(e, T0 + HOUR)).toBe('revalidate');
    expect(freshness({ ...e, age: 1800 }, T0 + HOUR / 2)).toBe('revalidate');
    expect(freshness({ ...e, age: 1800 }, T0 + HOUR / 2 - 1)).toBe('fresh');
  });

  test('immutable is fresh; no-cache always asks; no validator: fetched again', () => {
    expect(freshness(entry({ cacheControl: 'immutable' }), T0 + 1000 * HOUR)).toBe('fresh');
    expect(freshness(entry({ cacheControl: 'max-age=31536000, immutable' }), T0 + HOUR)).toBe('fresh');
    expect(freshness(entry({ cacheControl: 'no-cache, max-age=3600', etag: '"v1"' }), T0)).toBe('revalidate');
    expect(freshness(entry({ lastModified: 'Sat, 01 Nov 2025 00:00:00 GMT' }), T0)).toBe('revalidate');
    expect(freshness(entry({}), T0)).toBe('stale');
    expect(freshness(entry({ cacheControl: 'max-age=10' }), T0 + HOUR)).toBe('stale');
  });

  test('an entry dated after now is stale: it would otherwise stay fresh for ever', () => {
    const e = entry({ cacheControl: 'max-age=1', etag: '"v1"', fetchedAt: T0 + 1000 * HOUR });
    expect(freshness(e, T0)).toBe('stale');
    expect(freshness({ ...e, cacheControl: 'immutable' }, T0)).toBe('stale');
  });

  test('Cache-Control directives are read without regard to case, max-age quoted or not', () => {
    expect(cacheDirectives('Max-Age="60", IMMUTABLE')).toEqual({
      maxAge: 60,
      immutable: true,
      noCache: false,
      noStore: false,
    });
    expect(cacheDirectives('max-age=-1, no-store').maxAge).toBeUndefined();
    expect(cacheDirectives('max-age=-1, no-store').noStore).toBe(true);
  });
});

/** Each request the server saw: its path and query, and the conditional headers. */
const seen: { url: string; ifNoneMatch?: string; ifModifiedSince?: string }[] = [];
let version = 1;
let server: https.Server | undefined;
let port = 0;
let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;
const folders: string[] = [];
const LAST_MODIFIED = 'Sat, 01 Nov 2025 00:00:00 GMT';

beforeAll(async () => {
  if (!hasOpenssl) return;
  const certificate = testCertificate();
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), fs.readFileSync(certificate.caFile, 'utf8')]);
  server = https.createServer({ key: certificate.key, cert: certificate.cert }, (req, res) => {
    const ifNoneMatch = req.headers['if-none-match'];
    const ifModifiedSince = req.headers['if-modified-since'];
    seen.push({ url: req.url ?? '', ...(ifNoneMatch && { ifNoneMatch }), ...(ifModifiedSince && { ifModifiedSince }) });
    const url = new URL(req.url ?? '/', 'https://x');
    switch (url.pathname) {
      case '/icon.svg': {
        const etag = `"v${version}"`;
        if (ifNoneMatch === etag) return void res.writeHead(304, { etag, 'cache-control': 'max-age=3600' }).end();
        res.writeHead(200, { 'content-type': 'image/svg+xml', etag, 'cache-control': 'max-age=3600' });
        return void res.end(`<svg>${version}${url.search}</svg>`);
      }
      case '/dated.png':
        if (ifModifiedSince === LAST_MODIFIED) return void res.writeHead(304).end();
        res.writeHead(200, { 'content-type': 'image/png', 'last-modified': LAST_MODIFIED });
        return void res.end('PNG-dated');
      case '/no-store.png':
        res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store, max-age=3600' });
        return void res.end('PNG-secret');
      default:
        return void res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  proxy = await startProxy();
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
  version = 1;
});

function temp(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'external-cache-'));
  folders.push(folder);
  return folder;
}

/** A clock whose wall time the test moves. */
function fakeClock(): Clock & { at: number } {
  const clock = {
    at: T0,
    now: () => 0,
    wallNow: () => clock.at,
    sleep: async () => {},
    random: () => 0,
  };
  return clock;
}

function options(cache: AssetCache, clock: Clock, overrides: Partial<FetchOptions> = {}): FetchOptions {
  return {
    folder: temp(),
    concurrency: 2,
    maxFileBytes: 1 << 20,
    maxTotalBytes: 4 << 20,
    attempts: 1,
    backoff: { initialMs: 1, factor: 2, maxMs: 1 },
    timeoutMs: 10_000,
    allowPrivate: () => false,
    cache,
    clock,
    signal: new AbortController().signal,
    ...overrides,
  };
}

const at = (pathAndQuery: string): string => `https://assets.emulator.test:${port}${pathAndQuery}`;

/** Fetches one URL and returns the stored file's text. */
async function get(url: string, o: FetchOptions, kind: AssetKind = 'image'): Promise<string> {
  const fetched = await fetchAssets([{ url, kind }], o);
  return fs.readFileSync(path.join(o.folder, fetched.get(url)!.file), 'utf8');
}

withTls('the fetcher with a cache', () => {
  test('a fresh entry costs no request; a stale one a conditional request, and a 304 keeps it', async () => {
    const cache = new AssetCache(temp(), noWarning);
    const clock = fakeClock();
    const icon = at('/icon.svg?v=1');
    expect(await get(icon, options(cache, clock))).toBe('<svg>1?v=1</svg>');
    expect(seen).toEqual([{ url: '/icon.svg?v=1' }]);
    // Ten minutes later, in a new run (a new site folder): the stored file, no request.
    clock.at += HOUR / 6;
    expect(await get(icon, options(cache, clock))).toBe('<svg>1?v=1</svg>');
    expect(seen).toHaveLength(1);
    expect(cache.fresh).toBe(1);
    // Two hours later: asked with the ETag; the 304 keeps the entry and makes it fresh again.
    clock.at += 2 * HOUR;
    expect(await get(icon, options(cache, clock))).toBe('<svg>1?v=1</svg>');
    expect(seen[1]).toEqual({ url: '/icon.svg?v=1', ifNoneMatch: '"v1"' });
    expect(cache.revalidated).toBe(1);
    expect(await get(icon, options(cache, clock))).toBe('<svg>1?v=1</svg>');
    expect(seen).toHaveLength(2);
    // The query string is part of the identity: another one is another entry.
    expect(await get(at('/icon.svg?v=2'), options(cache, clock))).toBe('<svg>1?v=2</svg>');
    expect(seen[2]).toEqual({ url: '/icon.svg?v=2' });
    expect(cache.describe(5)).toContain('3 of 5 files from the cache (2 fresh, 1 revalidated with 304), 2 fetched');
  });

  test('a changed resource is fetched again; Last-Modified revalidates too; no-store is never kept', async () => {
    const cache = new AssetCache(temp(), noWarning);
    const clock = fakeClock();
    await get(at('/icon.svg'), options(cache, clock));
    await get(at('/dated.png'), options(cache, clock));
    await get(at('/no-store.png'), options(cache, clock));
    version = 2;
    clock.at += 2 * HOUR;
    expect(await get(at('/icon.svg'), options(cache, clock))).toBe('<svg>2</svg>');
    expect(await get(at('/dated.png'), options(cache, clock))).toBe('PNG-dated');
    expect(await get(at('/no-store.png'), options(cache, clock))).toBe('PNG-secret');
    expect(seen.slice(3)).toEqual([
      { url: '/icon.svg', ifNoneMatch: '"v1"' },
      { url: '/dated.png', ifModifiedSince: LAST_MODIFIED },
      { url: '/no-store.png' },
    ]);
    // The new body replaced the old one: fresh again, with its own ETag.
    expect(await get(at('/icon.svg'), options(cache, clock))).toBe('<svg>2</svg>');
    expect(seen).toHaveLength(6);
  });

  test('a partial or corrupt entry is ignored and fetched again', async () => {
    const folder = temp();
    const clock = fakeClock();
    await get(at('/icon.svg'), options(new AssetCache(folder, noWarning), clock));
    const [body] = fs.readdirSync(folder).filter((f) => f.endsWith('.body'));
    fs.writeFileSync(path.join(folder, body!), '<svg>1'); // cut short
    expect(await get(at('/icon.svg'), options(new AssetCache(folder, noWarning), clock))).toBe('<svg>1</svg>');
    const [meta] = fs.readdirSync(folder).filter((f) => f.endsWith('.json'));
    fs.writeFileSync(path.join(folder, meta!), '{"url":');
    expect(await get(at('/icon.svg'), options(new AssetCache(folder, noWarning), clock))).toBe('<svg>1</svg>');
    expect(seen.map((s) => s.ifNoneMatch)).toEqual([undefined, undefined, undefined]);
  });

  test('an entry whose hops do not start at its URL, or hold no http(s) URL, is ignored', async () => {
    const folder = temp();
    const clock = fakeClock();
    await get(at('/icon.svg'), options(new AssetCache(folder, noWarning), clock));
    const [meta] = fs.readdirSync(folder).filter((f) => f.endsWith('.json'));
    const facts = JSON.parse(fs.readFileSync(path.join(folder, meta!), 'utf8')) as CacheEntry;
    for (const hops of [['https://public.example/x.svg'], [at('/icon.svg'), 'file:///etc/passwd']]) {
      fs.writeFileSync(path.join(folder, meta!), JSON.stringify({ ...facts, hops }));
      expect(await new AssetCache(folder, noWarning).read(at('/icon.svg'))).toBeUndefined();
    }
  });

  test('a fresh entry for a URL on the runner network is refused whatever its hops say', async () => {
    const folder = temp();
    const clock = fakeClock();
    const local = `https://127.0.0.1:${port}/icon.svg`;
    const only127 = (url: URL): boolean => url.hostname === '127.0.0.1';
    await get(local, options(new AssetCache(folder, noWarning), clock, { allowPrivate: only127 }));
    const [meta] = fs.readdirSync(folder).filter((f) => f.endsWith('.json'));
    const facts = JSON.parse(fs.readFileSync(path.join(folder, meta!), 'utf8')) as CacheEntry;
    // As a forged cache would say: fetched from a public host, nowhere private.
    const hops = ['https://public.example/icon.svg'];
    fs.writeFileSync(path.join(folder, meta!), JSON.stringify({ ...facts, private: false, hops }));
    const error = await fetchAssets(
      [{ url: local, kind: 'image' }],
      options(new AssetCache(folder, noWarning), clock),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AssetFetchError);
    expect((error as Error).message).toContain('127.0.0.1 is loopback');
    expect(seen).toHaveLength(1);
  });

  test('links in a restored cache are neither read nor written through', async () => {
    const folder = temp();
    const clock = fakeClock();
    await get(at('/icon.svg'), options(new AssetCache(folder, noWarning), clock));
    const [body] = fs.readdirSync(folder).filter((f) => f.endsWith('.body'));
    const [meta] = fs.readdirSync(folder).filter((f) => f.endsWith('.json'));
    // A runner file with the body's size and hash would pass every other check: only the link gives it away.
    const secret = path.join(temp(), 'secret');
    fs.renameSync(path.join(folder, body!), secret);
    fs.symlinkSync(secret, path.join(folder, body!));
    const outside = path.join(temp(), 'outside.json');
    fs.writeFileSync(outside, 'untouched');
    fs.rmSync(path.join(folder, meta!));
    fs.symlinkSync(outside, path.join(folder, meta!));
    expect(await get(at('/icon.svg'), options(new AssetCache(folder, noWarning), clock))).toBe('<svg>1</svg>');
    expect(seen).toHaveLength(2);
    expect(fs.readFileSync(outside, 'utf8')).toBe('untouched');
    expect(fs.lstatSync(path.join(folder, meta!)).isFile()).toBe(true);
    expect(fs.lstatSync(path.join(folder, body!)).isFile()).toBe(true);
  });

  test('a cached entry meets the size caps and the content-type check as a response does', async () => {
    const cache = new AssetCache(temp(), noWarning);
    const clock = fakeClock();
    await get(at('/icon.svg'), options(cache, clock));
    const failure = async (o: FetchOptions, kind: AssetKind): Promise<string> => {
      const error = await fetchAssets([{ url: at('/icon.svg'), kind }], o).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AssetFetchError);
      return (error as Error).message;
    };
    expect(await failure(options(cache, clock, { maxFileBytes: 4 }), 'image')).toMatch(/more than the 4 B a file/);
    expect(await failure(options(cache, clock, { maxTotalBytes: 4 }), 'image')).toMatch(/past their total of 4 B/);
    expect(await failure(options(cache, clock), 'stylesheet')).toContain("answered with Content-Type 'image/svg+xml'");
    expect(seen).toHaveLength(1);
  });

  test('an entry fetched from the runner network by an include is refused once no include names it', async () => {
    const cache = new AssetCache(temp(), noWarning);
    const clock = fakeClock();
    const local = `https://127.0.0.1:${port}/icon.svg`;
    const only127 = (url: URL): boolean => url.hostname === '127.0.0.1';
    expect(await get(local, options(cache, clock, { allowPrivate: only127 }))).toBe('<svg>1</svg>');
    const error = await fetchAssets([{ url: local, kind: 'image' }], options(cache, clock)).catch((e: unknown) => e);
    expect((error as Error).message).toContain('127.0.0.1 is loopback');
    expect(seen).toHaveLength(1);
    // Named again: used from the cache, without a request.
    expect(await get(local, options(cache, clock, { allowPrivate: only127 }))).toBe('<svg>1</svg>');
    expect(seen).toHaveLength(1);
  });
});
