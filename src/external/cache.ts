import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../common/atomic.ts';
import { localFailureReason, messageOf } from '../common/errors.ts';

/**
 * Input `external-assets-cache` (issue 38: "a folder the workflow can keep with `actions/cache`, so a second run
 * fetches nothing that did not change"): each fetched URL's body and response facts, keyed by the URL as the page
 * names it (query string included). Freshness follows HTTP caching (RFC 9111 §4.2: `max-age` against the age of the
 * stored response, `Age` included; RFC 8246 `immutable`); a stale entry with a validator is revalidated with
 * `If-None-Match`/`If-Modified-Since` (RFC 9110 §13.1), a `304` keeping it. The cache only saves requests: `fetch.ts`
 * applies every limit and the address guard to an entry as to a response.
 */

/** The response facts stored beside a body (`<key>.json`, the body in `<key>.body`). */
export interface CacheEntry {
  /** The URL as the page names it, the key (its SHA-256 names the files). */
  url: string;
  /** Every URL requested for it, the named one first, the one that answered last (redirects). */
  hops: string[];
  /** True when a hop was on the runner's network, reached because an include pattern named it. */
  private: boolean;
  contentType: string;
  etag: string | undefined;
  lastModified: string | undefined;
  cacheControl: string | undefined;
  /** The `Age` the response came with, seconds. */
  age: number;
  /** When it was fetched or last revalidated, epoch ms. */
  fetchedAt: number;
  /** The body's size and SHA-256 (hex): a body that differs is a partial or corrupt entry, never used. */
  bytes: number;
  sha256: string;
}

/** What an entry is worth at a moment: used as it is, revalidated, or of no use (fetched again). */
export type Freshness = 'fresh' | 'revalidate' | 'stale';

/** The `Cache-Control` directives the cache acts on. */
export interface CacheDirectives {
  /** `max-age`, seconds; undefined when absent or invalid. */
  maxAge: number | undefined;
  immutable: boolean;
  noCache: boolean;
  noStore: boolean;
}

/** Parses `Cache-Control` (RFC 9111 §5.2): directive names without regard to case, a quoted `max-age` accepted. */
export function cacheDirectives(text: string | undefined): CacheDirectives {
  const found = new Map<string, string>();
  for (const part of (text ?? '').split(',')) {
    const [name, value] = part.split('=', 2).map((s) => s.trim());
    if (name) found.set(name.toLowerCase(), (value ?? '').replace(/^"(.*)"$/, '$1'));
  }
  const maxAge = found.get('max-age');
  return {
    maxAge: maxAge !== undefined && /^\d+$/.test(maxAge) ? Number(maxAge) : undefined,
    immutable: found.has('immutable'),
    noCache: found.has('no-cache'),
    noStore: found.has('no-store'),
  };
}

/**
 * Whether an entry is used without a request (`fresh`: its `max-age` has not passed, or it is `immutable`), asked
 * about with its validators (`revalidate`), or fetched again (`stale`: no validator, or dated after `now`).
 * @param now epoch ms (the wall clock: entries are dated by it across runs)
 */
export function freshness(entry: CacheEntry, now: number): Freshness {
  // Dated in the future: a clock that jumped, or a forged entry that would otherwise stay fresh for ever.
  if (entry.fetchedAt > now) return 'stale';
  const directives = cacheDirectives(entry.cacheControl);
  const ageMs = Math.max(0, now - entry.fetchedAt) + entry.age * 1000;
  if (!directives.noCache) {
    if (directives.maxAge !== undefined && ageMs < directives.maxAge * 1000) return 'fresh';
    // immutable: "will not be updated while fresh"; without max-age it says no more, and is taken as lasting.
    if (directives.immutable && directives.maxAge === undefined) return 'fresh';
  }
  return entry.etag !== undefined || entry.lastModified !== undefined ? 'revalidate' : 'stale';
}

/** The request headers that revalidate an entry (RFC 9110 §13.1.1, §13.1.3). */
export function conditionalHeaders(entry: CacheEntry): Record<string, string> {
  return {
    ...(entry.etag !== undefined && { 'if-none-match': entry.etag }),
    ...(entry.lastModified !== undefined && { 'if-modified-since': entry.lastModified }),
  };
}

/**
 * The cache folder, with counts of what it saved this run. The cache only saves requests, as `actions/cache` treats
 * its own: an entry that cannot be read is fetched again, and a folder that cannot be written (EACCES, ENOSPC, a
 * read-only mount) is warned about once and left alone for the rest of the run, never failing it.
 */
export class AssetCache {
  readonly folder: string;
  /** Entries used without a request. */
  fresh = 0;
  /** Entries kept after a `304`. */
  revalidated = 0;
  /** Why the folder could not be written, once it could not: nothing more is written to it this run. */
  unwritable: string | undefined;
  private readonly warn: (message: string) => void;

  /** @param warn told once, the first time an entry cannot be written (`core.warning` in production) */
  constructor(folder: string, warn: (message: string) => void) {
    this.folder = folder;
    this.warn = warn;
  }

  private files(url: string): { meta: string; body: string } {
    const key = createHash('sha256').update(url).digest('hex');
    return { meta: path.join(this.folder, `${key}.json`), body: path.join(this.folder, `${key}.body`) };
  }

  /**
   * The entry for `url` and its body's path, when both are whole: the facts parse, name this URL, and the body has
   * the size and SHA-256 they record. Anything else (missing, partial, corrupt, another version's) is undefined.
   */
  async read(url: string): Promise<{ entry: CacheEntry; body: string } | undefined> {
    const files = this.files(url);
    // A restored cache is a tar anyone who can save one wrote: a link would publish a file of the runner's.
    if (!(await isPlainFile(files.meta)) || !(await isPlainFile(files.body))) return undefined;
    let entry: CacheEntry;
    try {
      entry = JSON.parse(await fs.promises.readFile(files.meta, 'utf8')) as CacheEntry;
    } catch {
      return undefined;
    }
    // The first hop is the URL requested: an entry whose hops start elsewhere would dodge the address guard.
    if (!wellFormed(entry) || entry.url !== url || entry.hops[0] !== url) return undefined;
    try {
      const hash = createHash('sha256');
      let bytes = 0;
      for await (const chunk of fs.createReadStream(files.body)) {
        hash.update(chunk as Buffer);
        bytes += (chunk as Buffer).length;
        if (bytes > entry.bytes) return undefined;
      }
      if (bytes !== entry.bytes || hash.digest('hex') !== entry.sha256) return undefined;
    } catch {
      return undefined;
    }
    return { entry, body: files.body };
  }

  /**
   * Stores `entry` with the body copied from `from` (body first, then the facts, each in one atomic write: a run cut
   * in between leaves facts that do not match the body, which {@link read} ignores). A write that fails is warned
   * about once (the folder and the error), and the folder is not written again this run: the run goes on without
   * storing, as the cache only saves requests.
   */
  async write(entry: CacheEntry, from: string | undefined): Promise<void> {
    if (this.unwritable !== undefined) return;
    const files = this.files(entry.url);
    try {
      await fs.promises.mkdir(this.folder, { recursive: true });
      // writeFileAtomic writes through a link: whatever is there that is not a plain file goes first.
      for (const file of [files.body, files.meta])
        if (!(await isPlainFile(file))) await fs.promises.rm(file, { recursive: true, force: true });
      if (from !== undefined) await writeFileAtomic(files.body, { copyFrom: from });
      await writeFileAtomic(files.meta, `${JSON.stringify(entry, null, 1)}\n`);
    } catch (error) {
      // Several fetches write at once: the first failure is the one told.
      if (this.unwritable !== undefined) return;
      const code = (error as NodeJS.ErrnoException).code;
      this.unwritable = `${localFailureReason(code) ?? messageOf(error)}${code ? ` [${code}]` : ''}`;
      this.warn(
        `The external assets cache (external-assets-cache: ${this.folder}) cannot be written: ${this.unwritable}. ` +
          'The assets are fetched and bundled without storing them there, so the next run fetches them again. ' +
          "Give the runner's user write access to that folder and room on its disk, or remove external-assets-cache.",
      );
    }
  }

  /** The log's line: how many files came from the cache. */
  describe(fetched: number): string {
    const used = this.fresh + this.revalidated;
    return (
      `External assets cache (${this.folder}): ${used} of ${fetched} files from the cache (${this.fresh} fresh, ` +
      `${this.revalidated} revalidated with 304), ${fetched - used} fetched` +
      `${this.unwritable === undefined ? '' : `; nothing stored (${this.unwritable})`}.`
    );
  }
}

/** Whether `file` is a regular file itself, not a link, a folder or missing. */
async function isPlainFile(file: string): Promise<boolean> {
  const stat = await fs.promises.lstat(file).catch(() => undefined);
  return stat?.isFile() === true;
}

function wellFormed(entry: CacheEntry): boolean {
  const optional = (value: unknown): boolean => value === undefined || typeof value === 'string';
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.url === 'string' &&
    Array.isArray(entry.hops) &&
    entry.hops.length > 0 &&
    entry.hops.every((hop) => typeof hop === 'string' && /^https?:$/.test(URL.parse(hop)?.protocol ?? '')) &&
    typeof entry.private === 'boolean' &&
    typeof entry.contentType === 'string' &&
    optional(entry.etag) &&
    optional(entry.lastModified) &&
    optional(entry.cacheControl) &&
    Number.isFinite(entry.age) &&
    entry.age >= 0 &&
    Number.isFinite(entry.fetchedAt) &&
    Number.isSafeInteger(entry.bytes) &&
    entry.bytes >= 0 &&
    typeof entry.sha256 === 'string'
  );
}

/** Hashes a body as it streams, for {@link CacheEntry.sha256}. */
export function bodyHash(): { update: (chunk: Uint8Array) => void; digest: () => string } {
  const hash = createHash('sha256');
  return { update: (chunk) => void hash.update(chunk), digest: () => hash.digest('hex') };
}
