import dns from 'node:dns';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { LookupFunction } from 'node:net';
import path from 'node:path';
import { writeFileAtomic } from '../common/atomic.ts';
import type { Clock } from '../common/clock.ts';
import { formatBytes } from '../common/format.ts';
import { header, NetworkError, proxyFor, send } from '../http/http.ts';
import { backoffDelay, isUnreachable, parseRetryAfter, TRANSIENT_STATUSES, type Backoff } from '../http/retry.ts';
import { forbiddenAddress, forbiddenHost } from './address.ts';
import { bodyHash, cacheDirectives, conditionalHeaders, freshness, type AssetCache, type CacheEntry } from './cache.ts';
import { assetPath } from './names.ts';
import { ambiguousPath } from './patterns.ts';

/**
 * The asset fetcher (issue 38 "What bundle fetches", "Safety"): gets off-site files into one folder, through the
 * runner's proxy variables and the action's one HTTP layer (`http.ts`), with retries on the one backoff (`retry.ts`),
 * size caps and a content-type check, and never from the runner's own network.
 */

/** What a reference expects to get, which decides the content types accepted. */
export type AssetKind = 'stylesheet' | 'script' | 'image' | 'font' | 'media' | 'manifest' | 'any';

/** One URL to fetch. */
export interface AssetRequest {
  /** Absolute http(s) URL as the page names it. */
  url: string;
  kind: AssetKind;
}

/** A file fetched and stored. */
export interface FetchedAsset {
  url: string;
  /** Where it is, relative to the asset folder, `/`-separated ({@link assetPath}). */
  file: string;
  /** The response's `Content-Type`. */
  contentType: string;
  bytes: number;
  /** The URL that answered, after redirects. */
  finalUrl: string;
}

/** Limits and policy of one fetch run. */
export interface FetchOptions {
  /** Absolute path of the folder the files go to; nothing is written outside it. */
  folder: string;
  /** Requests in flight at once. */
  concurrency: number;
  /** Largest file, bytes: a response past it is aborted. */
  maxFileBytes: number;
  /** Largest total of every file, bytes. */
  maxTotalBytes: number;
  /** Bytes fetched so far towards `maxTotalBytes`, shared by several runs (`tree.ts` fetches level by level). */
  spent?: { bytes: number };
  /** Attempts per URL (1: no retry). */
  attempts: number;
  /** Waits between attempts (`retry.ts`). */
  backoff: Backoff;
  /** Each request's time-out, ms (head and body). */
  timeoutMs: number;
  /**
   * Whether a user's include pattern names this URL, which lets the fetcher reach it although it is on a loopback,
   * private or link-local address (issue 38 "Safety": "unless a pattern names it"). Asked of every hop of a redirect.
   */
  allowPrivate: (url: URL) => boolean;
  /**
   * Input `external-assets-cache` (`cache.ts`): fresh entries are used without a request, stale ones revalidated;
   * each limit and the address guard apply to an entry as to a response.
   */
  cache?: AssetCache;
  clock: Clock;
  signal: AbortSignal;
}

/** Redirects followed per URL, as browsers' fetch allows 20; assets rarely take more than one. */
const MAX_REDIRECTS = 5;

/** Why one URL could not be fetched; `url` is the URL as the page names it. */
export class AssetFetchError extends Error {
  readonly url: string;
  /** What went wrong, without the URL. */
  readonly reason: string;
  /** The stylesheet that named `url`, when it was found in one (`tree.ts`). */
  readonly namedBy: string | undefined;
  /**
   * The URL of the first request (the one a page names) that led to `url` through stylesheets, when `url` was found
   * in one (`tree.ts`): the pages that load it are the ones to name.
   */
  readonly root: string | undefined;
  constructor(url: string, reason: string, namedBy?: string, root?: string) {
    super(`${url}: ${reason}`);
    this.name = 'AssetFetchError';
    this.url = url;
    this.reason = reason;
    this.namedBy = namedBy;
    this.root = root;
  }
}

/** Content types each kind accepts (without parameters); `application/octet-stream` passes for binary kinds. */
const ACCEPTED: Record<AssetKind, (type: string) => boolean> = {
  stylesheet: (t) => t === 'text/css',
  script: (t) => /^(text|application)\/(x-)?(javascript|ecmascript)$/.test(t),
  image: (t) => t.startsWith('image/') || t === 'application/octet-stream',
  font: (t) => t.startsWith('font/') || /^application\/(x-)?font-/.test(t) || binary(t),
  media: (t) => t.startsWith('video/') || t.startsWith('audio/') || t === 'application/octet-stream',
  manifest: (t) => t === 'application/manifest+json' || t === 'application/json',
  // Anything but a page: an HTML answer is a captive portal, a proxy's error page or a login wall, not an asset.
  any: (t) => t !== 'text/html' && t !== 'application/xhtml+xml',
};
function binary(t: string): boolean {
  return t === 'application/octet-stream' || t === 'application/vnd.ms-fontobject';
}

/**
 * Whether a response's `Content-Type` fits what the reference expects (browsers refuse a stylesheet served as
 * anything but `text/css`; an image answered with an HTML page is an error page).
 */
export function contentTypeFits(kind: AssetKind, contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return type !== '' && ACCEPTED[kind](type);
}

/**
 * A `lookup` for direct connections that refuses names resolving to an address {@link forbiddenAddress} refuses: the
 * addresses the socket would connect to are the ones checked, so a name that resolves to 127.0.0.1 or the metadata
 * service (or a redirect to one) gets no connection.
 */
export function guardedLookup(allowed: boolean): LookupFunction {
  return ((hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error);
      const refused = allowed ? undefined : addresses.find((a) => forbiddenAddress(a.address) !== undefined);
      if (refused) {
        const reason = forbiddenAddress(refused.address)!;
        const refusal = new NetworkError('EFORBIDDENADDRESS', `${hostname} resolves to ${refused.address}, ${reason}`);
        return callback(refusal);
      }
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  }) as LookupFunction;
}

/**
 * Fetches every URL into `options.folder` ({@link assetPath} names), `concurrency` at a time. The first failure stops
 * the rest (requests in flight are aborted) and is thrown; files already written stay in the folder, which the caller
 * discards with the staged site.
 * @returns what was stored, by URL
 * @throws AssetFetchError naming the URL and what went wrong; the signal's reason when it aborts
 */
export async function fetchAssets(
  requests: readonly AssetRequest[],
  options: FetchOptions,
): Promise<Map<string, FetchedAsset>> {
  const stop = new AbortController();
  const signal = AbortSignal.any([options.signal, stop.signal]);
  const fetched = new Map<string, FetchedAsset>();
  const total = options.spent ?? { bytes: 0 };
  const queue = [...new Map(requests.map((r) => [r.url, r])).values()];
  let failure: unknown;
  const worker = async (): Promise<void> => {
    while (queue.length > 0 && failure === undefined) {
      const request = queue.shift()!;
      try {
        fetched.set(request.url, await fetchOne(request, options, total, signal));
      } catch (error) {
        failure ??= error;
        stop.abort(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency, queue.length)) }, worker));
  if (failure !== undefined) throw options.signal.aborted ? options.signal.reason : failure;
  return fetched;
}

/** One URL: redirects followed by hand (each hop checked), transient failures retried. */
async function fetchOne(
  request: AssetRequest,
  options: FetchOptions,
  total: { bytes: number },
  signal: AbortSignal,
): Promise<FetchedAsset> {
  const fail = (message: string): never => {
    throw new AssetFetchError(request.url, message);
  };
  let url = parseAssetUrl(request.url, fail);
  let cached = options.cache && (await options.cache.read(request.url));
  if (cached && cached.entry.private && !cached.entry.hops.every((hop) => options.allowPrivate(new URL(hop))))
    cached = undefined; // fetched from the runner's network by a pattern no longer given: asked again, and refused
  const state = cached && freshness(cached.entry, options.clock.wallNow());
  if (cached && state === 'fresh') {
    // The URL itself as well as the hops: an entry is a file anyone who can save the cache wrote.
    for (const hop of [url.href, ...cached.entry.hops]) guardHost(new URL(hop), request.url, options);
    options.cache!.fresh++;
    return await fromCache(request, cached, cached.entry, options, total, fail);
  }
  const conditional = cached && state === 'revalidate' ? conditionalHeaders(cached.entry) : {};
  const hops: string[] = [];
  let reachedPrivate = false;
  for (let hop = 0; ; hop++) {
    hops.push(url.href);
    reachedPrivate ||= options.allowPrivate(url);
    const { response, timeout } = await attempt(url, request.url, options, signal, conditional);
    const status = response.statusCode ?? 0;
    const location = header(response, 'location');
    if (status >= 300 && status < 400 && location !== undefined) {
      response.resume();
      if (hop >= MAX_REDIRECTS) fail(`more than ${MAX_REDIRECTS} redirects`);
      let next: URL | undefined;
      try {
        next = new URL(location, url);
      } catch {
        fail(`redirected to an invalid URL`);
      }
      url = parseAssetUrl(next!.href, (message) => fail(`redirected to ${next!.href}, which ${message}`));
      continue;
    }
    if (status === 304 && cached && Object.keys(conditional).length > 0) {
      response.resume();
      // RFC 9111 §4.3.4: the stored response is used, its facts updated by the 304's.
      const entry: CacheEntry = {
        ...cached.entry,
        hops,
        private: reachedPrivate,
        etag: header(response, 'etag') ?? cached.entry.etag,
        lastModified: header(response, 'last-modified') ?? cached.entry.lastModified,
        cacheControl: header(response, 'cache-control') ?? cached.entry.cacheControl,
        age: ageOf(response),
        fetchedAt: options.clock.wallNow(),
      };
      const asset = await fromCache(request, cached, entry, options, total, fail);
      await options.cache!.write(entry, undefined);
      options.cache!.revalidated++;
      return asset;
    }
    if (status !== 200) {
      response.resume();
      fail(`HTTP ${status}${url.href === request.url ? '' : ` from ${url.href}`}`);
    }
    const contentType = header(response, 'content-type') ?? '';
    if (!contentTypeFits(request.kind, contentType)) {
      response.resume();
      fail(`answered with Content-Type '${contentType || 'none'}', not what a ${request.kind} reference loads`);
    }
    const encoding = (header(response, 'content-encoding') ?? '').trim().toLowerCase();
    if (encoding !== '' && encoding !== 'identity') {
      response.resume();
      fail(`answered with Content-Encoding '${encoding}' although asked for identity; it would be stored compressed`);
    }
    // Node's parser hands over the body of any transfer coding it does not know (`gzip, chunked`) still coded.
    const transfer = (header(response, 'transfer-encoding') ?? '').trim().toLowerCase();
    if (transfer !== '' && transfer !== 'chunked') {
      response.destroy();
      fail(`answered with Transfer-Encoding '${transfer}': only chunked is read; the body would be stored coded`);
    }
    const length = Number(header(response, 'content-length'));
    if (Number.isFinite(length) && length > options.maxFileBytes) {
      response.destroy();
      fail(`is ${formatBytes(length)}, more than the ${formatBytes(options.maxFileBytes)} a file may take`);
    }
    const file = assetPath(new URL(request.url), contentType);
    const target = path.resolve(options.folder, ...file.split('/'));
    // assetPath never yields `..`; this keeps it so whatever it yields.
    if (!target.startsWith(path.resolve(options.folder) + path.sep)) fail(`would be written outside the folder`);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    let bytes = 0;
    const hash = bodyHash();
    const capped = async function* (): AsyncGenerator<Uint8Array> {
      for await (const chunk of response) {
        const piece = chunk as Buffer;
        hash.update(piece);
        bytes += piece.length;
        total.bytes += piece.length;
        if (bytes > options.maxFileBytes) {
          response.destroy();
          fail(`is larger than the ${formatBytes(options.maxFileBytes)} a file may take`);
        }
        if (total.bytes > options.maxTotalBytes) {
          response.destroy();
          fail(`takes the assets past their total of ${formatBytes(options.maxTotalBytes)}`);
        }
        yield piece;
      }
      if (!response.complete) fail('the connection closed before the body was complete');
    };
    try {
      await writeFileAtomic(target, capped());
    } catch (error) {
      if (signal.aborted && !(error instanceof AssetFetchError)) throw signal.reason;
      if (error instanceof AssetFetchError) throw error;
      // The request's own time-out (`attempt`) also bounds its body.
      const message = timeout.aborted ? `no complete answer within ${options.timeoutMs} ms` : (error as Error).message;
      throw new AssetFetchError(request.url, message);
    }
    const cacheControl = header(response, 'cache-control');
    if (options.cache && !cacheDirectives(cacheControl).noStore)
      await options.cache.write(
        {
          url: request.url,
          hops,
          private: reachedPrivate,
          contentType,
          etag: header(response, 'etag'),
          lastModified: header(response, 'last-modified'),
          cacheControl,
          age: ageOf(response),
          fetchedAt: options.clock.wallNow(),
          bytes,
          sha256: hash.digest(),
        },
        target,
      );
    return { url: request.url, file, contentType, bytes, finalUrl: url.href };
  }
}

/** The response's `Age`, seconds (RFC 9111 §5.1); 0 when absent or invalid. */
function ageOf(response: IncomingMessage): number {
  const age = header(response, 'age')?.trim() ?? '';
  return /^\d+$/.test(age) ? Number(age) : 0;
}

/**
 * Stores a cache entry's body as a fetched file, through the checks a response meets: the content type, the per-file
 * size and the total.
 */
async function fromCache(
  request: AssetRequest,
  cached: { body: string },
  entry: CacheEntry,
  options: FetchOptions,
  total: { bytes: number },
  fail: (message: string) => never,
): Promise<FetchedAsset> {
  if (!contentTypeFits(request.kind, entry.contentType))
    fail(`answered with Content-Type '${entry.contentType || 'none'}', not what a ${request.kind} reference loads`);
  if (entry.bytes > options.maxFileBytes)
    fail(`is ${formatBytes(entry.bytes)}, more than the ${formatBytes(options.maxFileBytes)} a file may take`);
  total.bytes += entry.bytes;
  if (total.bytes > options.maxTotalBytes)
    fail(`takes the assets past their total of ${formatBytes(options.maxTotalBytes)}`);
  const file = assetPath(new URL(request.url), entry.contentType);
  const target = path.resolve(options.folder, ...file.split('/'));
  if (!target.startsWith(path.resolve(options.folder) + path.sep)) fail(`would be written outside the folder`);
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  await writeFileAtomic(target, { copyFrom: cached.body });
  return { url: request.url, file, contentType: entry.contentType, bytes: entry.bytes, finalUrl: entry.hops.at(-1)! };
}

/**
 * The address guard by host: refuses a host written as a forbidden address (or `localhost`) unless an include
 * pattern names it.
 * @returns whether an include pattern names it (the resolver's check is then off too)
 * @throws AssetFetchError
 */
function guardHost(url: URL, named: string, options: FetchOptions): boolean {
  const allowed = options.allowPrivate(url);
  const hostReason = forbiddenHost(url);
  if (hostReason && !allowed)
    throw new AssetFetchError(
      named,
      `${url.href === named ? '' : `redirects to ${url.href}, `}${url.hostname} is ${hostReason}: assets are not ` +
        'fetched from the runner or its network unless an include pattern names them' +
        (ambiguousPath(url.pathname)
          ? ' (and none opens a path with an encoded / or \\ or a dot segment, which servers read differently)'
          : ''),
    );
  return allowed;
}

/** Refuses what is never fetched: another scheme, credentials in the URL, a host on a forbidden address. */
function parseAssetUrl(text: string, fail: (message: string) => never): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return fail('is not an absolute URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') fail(`is not http or https (${url.protocol})`);
  // Node's request would send them as an Authorization header: nothing of the kind leaves the runner.
  if (url.username || url.password) fail('carries credentials, which are never sent');
  return url;
}

/**
 * One request to `url` with retries: a head that is not a transient failure (any status but 408, 429, 5xx) is
 * returned; network failures and transient statuses are retried on the backoff (or `Retry-After`), up to
 * `attempts`. The safety rule is checked before each attempt.
 */
async function attempt(
  url: URL,
  named: string,
  options: FetchOptions,
  signal: AbortSignal,
  conditional: Record<string, string>,
): Promise<{ response: IncomingMessage; timeout: AbortSignal }> {
  const allowed = guardHost(url, named, options);
  const direct = proxyFor(url.href) === undefined;
  for (let tries = 1; ; tries++) {
    signal.throwIfAborted();
    let retryAfterMs: number | undefined;
    let why: string;
    const timeout = AbortSignal.timeout(options.timeoutMs);
    try {
      const response = await send({
        method: 'GET',
        url: url.href,
        // Stored as served: a compressed body would be written as the file (gzip bytes in a .css).
        headers: { accept: '*/*', 'accept-encoding': 'identity', ...conditional },
        signal: AbortSignal.any([signal, timeout]),
        // Through a proxy the proxy resolves names: only a host written as an address can be checked (above).
        ...(direct && { lookup: guardedLookup(allowed) }),
      });
      const status = response.statusCode ?? 0;
      if (!TRANSIENT_STATUSES.has(status)) return { response, timeout };
      response.resume();
      why = `HTTP ${status}`;
      retryAfterMs = parseRetryAfter(header(response, 'retry-after'), options.clock.wallNow());
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      if (timeout.aborted) why = `no answer within ${options.timeoutMs} ms`;
      else if (!(error instanceof NetworkError)) throw error;
      else {
        if (error.code === 'EFORBIDDENADDRESS')
          throw new AssetFetchError(
            named,
            `${url.href === named ? '' : `redirects to ${url.href}: `}${error.message}: assets are not fetched from ` +
              'the runner or its network unless an include pattern names them',
          );
        if (isUnreachable(error.code))
          throw new AssetFetchError(named, `${url.host} cannot be reached (${error.code})`);
        why = error.message;
      }
    }
    if (tries >= options.attempts)
      throw new AssetFetchError(named, `${why} (${tries} attempt${tries === 1 ? '' : 's'})`);
    // A page's server may ask for an hour: its Retry-After counts up to the backoff's longest wait.
    const wait =
      retryAfterMs === undefined
        ? backoffDelay(tries, options.clock.random(), options.backoff)
        : Math.min(retryAfterMs, options.backoff.maxMs);
    await options.clock.sleep(wait, signal);
  }
}
