import fs from 'node:fs';
import path from 'node:path';
import { decodeHTMLAttribute } from 'entities';
import { writeFileAtomic } from '../atomic.ts';
import type { Clock, Log } from '../clock.ts';
import { ActionError } from '../errors.ts';
import { formatBytes } from '../format.ts';
import { isHtmlPage } from '../page-file.ts';
import { API_BACKOFF } from '../retry.ts';
import { cssUrlEdits } from '../site/rebase-css.ts';
import { pageUrlEdits, type LinkDestination, type UrlPlace } from '../site/rebase-html.ts';
import { applyEdits, type Edit } from '../site/rebase-url.ts';
import { removeUnusedHints } from './connect-hints.ts';
import { AssetCache } from './cache.ts';
import { AssetFetchError, type AssetKind, type AssetRequest } from './fetch.ts';
import { ASSET_FOLDER } from './mode.ts';
import type { AssetSelection } from './patterns.ts';
import { urlLiterals } from './literals.ts';
import { bytesAsText, fetchAssetTree } from './tree.ts';

/** Limits of `bundle` (not inputs yet). */
export const BUNDLE_LIMITS = {
  concurrency: 8,
  maxFileBytes: 25 << 20,
  maxTotalBytes: 250 << 20,
  attempts: 3,
  timeoutMs: 30_000,
  maxDepth: 8,
} as const;

/** What {@link bundleSite} did. */
export interface BundleResult {
  /** Files written under {@link ASSET_FOLDER}, relative to the site root. */
  written: string[];
  /** Pages and stylesheets of the site rewritten. */
  rewritten: number;
  /** URLs the pages and stylesheets load from other origins (what was fetched first). */
  urls: number;
  bytes: number;
  /** Hosts whose `preconnect`/`dns-prefetch` hints were removed: nothing left in the site loads from them. */
  hintsRemoved: string[];
}

/** Where the site is and what it needs. */
export interface BundleOptions {
  root: string;
  /** The site's files, relative to `root`, `/`-separated. */
  files: readonly string[];
  /** The URL path the site is served under (`/docs`, `''`), for the stored files' URLs. */
  basePath: string;
  /**
   * Inputs `external-assets-include`/`-exclude` (`patterns.ts`): which URLs are fetched, and which on the runner's
   * network; undefined: every off-site URL, none on the runner's network.
   */
  selection?: AssetSelection;
  /** Input `external-assets-cache`: absolute path of the cache folder (`cache.ts`); undefined: no cache. */
  cacheFolder?: string;
  clock: Clock;
  log: Log;
  signal: AbortSignal;
}

/** Pages are read at this origin, which no real URL names: a URL that stays on it is the site's own. */
const INTERNAL = 'https://site.invalid';

/**
 * `external-assets: bundle` (issue 38): fetches what the pages' attributes (`src`, loading `link`s, `srcset`,
 * `poster`, `use`), their `style=""` and `<style>`, and the site's stylesheets load from other origins, and what those
 * stylesheets load in turn (`tree.ts`), into {@link ASSET_FOLDER}; then points each of those references at the stored
 * file, and each inline script's literal that is exactly one of those URLs (KaTeX's preload switch). Links, iframes,
 * meta tags and RSC payloads (inline and `.txt`) are left as they are.
 * @throws ActionError naming the URL and the pages that load it when one cannot be fetched (the staged site is then
 * discarded and the previous one stays); the signal's reason when it aborts
 */
export async function bundleSite(options: BundleOptions): Promise<BundleResult> {
  const { root } = options;
  if (options.files.some((f) => f === ASSET_FOLDER || f.startsWith(`${ASSET_FOLDER}/`)))
    throw new ActionError(
      'External assets not bundled',
      `The export already has a ${ASSET_FOLDER}/ folder, where external-assets: bundle stores what it fetches.`,
      'Use external-assets: report or keep for this site.',
    );
  const pages = options.files.filter(isHtmlPage);
  const stylesheets = options.files.filter((f) => f.toLowerCase().endsWith('.css'));
  /** Each URL loaded from another origin, with the files that load it. */
  const loadedBy = new Map<string, string[]>();
  /**
   * What each URL is loaded as, when a reference says (a stylesheet's answer must be `text/css`, and what it loads is
   * followed; a preload's `as` names its kind); a stylesheet wins over any other.
   */
  const kinds = new Map<string, AssetKind>();
  const note = (url: string | undefined, file: string, kind: AssetKind = 'any'): undefined => {
    if (url === undefined) return undefined;
    if (kind === 'stylesheet' || (kind !== 'any' && !kinds.has(url))) kinds.set(url, kind);
    const by = loadedBy.get(url);
    if (!by) loadedBy.set(url, [file]);
    else if (!by.includes(file)) by.push(file);
    return undefined;
  };
  for (const file of pages) {
    const page = await fs.promises.readFile(path.join(root, file));
    pageUrlEdits(page, (raw, _start, _role, place, destination) =>
      loaded(place) ? note(offsite(raw, at(file)), file, kindOf(place, destination)) : undefined,
    );
  }
  for (const file of stylesheets) {
    const css = await fs.promises.readFile(path.join(root, file), 'latin1');
    cssUrlEdits(css, (raw, _start, imported) => note(offsite(raw, at(file)), file, imported ? 'stylesheet' : 'any'));
  }
  const roots: AssetRequest[] = [...loadedBy.keys()].map((url) => ({ url, kind: kinds.get(url) ?? 'any' }));
  const folder = path.join(root, ASSET_FOLDER);
  const written: string[] = [];
  let bytes = 0;
  let stored = new Map<string, string>();
  const cache = options.cacheFolder === undefined ? undefined : new AssetCache(options.cacheFolder);
  /** URLs the patterns leave as they are. */
  const skipped = new Set<string>();
  if (roots.length > 0) {
    let fetched;
    try {
      fetched = await fetchAssetTree(roots, {
        folder,
        ...BUNDLE_LIMITS,
        backoff: API_BACKOFF,
        wanted: options.selection?.wanted,
        skipped,
        allowPrivate: options.selection?.allowPrivate ?? (() => false),
        cache,
        clock: options.clock,
        signal: options.signal,
      });
    } catch (error) {
      if (!(error instanceof AssetFetchError)) throw error;
      const from = loadedBy.get(error.url) ?? loadedBy.get(error.root ?? '') ?? [];
      const where = from.length > 0 ? ` (loaded by ${from.slice(0, 3).join(', ')}${from.length > 3 ? ', …' : ''})` : '';
      throw new ActionError(
        'External asset not fetched',
        `${error.message}${where}. The previous site is left in place.`,
        'Fix or remove the reference, or publish with external-assets: keep.',
      );
    }
    for (const asset of fetched.values()) {
      written.push(`${ASSET_FOLDER}/${asset.file}`);
      bytes += asset.bytes;
    }
    stored = new Map([...fetched.values()].map((a) => [a.url, `${options.basePath}/${ASSET_FOLDER}/${a.file}`]));
  }
  let rewritten = 0;
  /** The edit pointing `raw` at its stored file, keeping its fragment; `page` when `raw` is an HTML attribute's. */
  const replace = (raw: string, start: number, file: string, page: boolean): Edit | undefined => {
    const url = offsite(raw, at(file));
    const served = url === undefined ? undefined : stored.get(url);
    if (served === undefined) return undefined;
    // In a page the fragment is the decoded URL's (`&#x23;` is a `#`, the `#` of `&#38;` is none), written back so
    // that an attribute in either quotes reads it as it is.
    const sharp = raw.indexOf('#');
    let hash = sharp < 0 ? '' : raw.slice(sharp);
    if (page) hash = parsed(raw, at(file))!.hash.replaceAll('&', '&amp;').replaceAll("'", '&#39;');
    return { start, end: start + raw.length, text: `${served}${hash}` };
  };
  for (const file of pages) {
    const target = path.join(root, file);
    const page = await fs.promises.readFile(target);
    const edits = pageUrlEdits(
      page,
      (raw, start, _role, place) => (loaded(place) ? replace(raw, start, file, true) : undefined),
      // An inline script's literal that is exactly a stored URL (KaTeX's preload switch finds its link by it).
      (text, offset) =>
        urlLiterals(text).flatMap(({ start, end, url }) => {
          const served = stored.get(url);
          return served === undefined ? [] : [{ start: offset + start, end: offset + end, text: served }];
        }),
    );
    if (edits.length === 0) continue;
    await writeFileAtomic(target, applyEdits(page, edits));
    rewritten++;
  }
  for (const file of stylesheets) {
    const target = path.join(root, file);
    const css = await fs.promises.readFile(target);
    const edits = cssUrlEdits(css.toString('latin1'), (raw, start) => replace(raw, start, file, false));
    if (edits.length === 0) continue;
    await writeFileAtomic(target, applyEdits(css, edits));
    rewritten++;
  }
  // Last, once every reference is rewritten: a hint goes only when nothing left names its host.
  const hints = await removeUnusedHints(root, [...options.files, ...written]);
  options.log.info(
    `Bundled ${written.length} files (${formatBytes(bytes)}) from ${roots.length} off-site URLs into ` +
      `${ASSET_FOLDER}/; rewrote ${rewritten} pages and stylesheets.`,
  );
  if (skipped.size > 0) {
    const shown = [...skipped].slice(0, 20);
    options.log.info(
      `Left ${skipped.size} off-site URLs as they are (external-assets-include/exclude): ${shown.join(', ')}` +
        `${skipped.size > shown.length ? ', …' : ''}.`,
    );
  }
  if (cache) options.log.info(cache.describe(written.length));
  return { written, rewritten, urls: roots.length, bytes, hintsRemoved: hints.hosts };
}

/** Whether a page loads what is at a URL in this place (iframes, links and `<base>` are left). */
function loaded(place: UrlPlace): boolean {
  return place === 'asset' || place === 'stylesheet';
}

/** The kind of asset a reference in this place loads: a stylesheet, or what a `link` says it preloads. */
function kindOf(place: UrlPlace, destination: LinkDestination | undefined): AssetKind {
  if (place === 'stylesheet' || destination === 'style') return 'stylesheet';
  return destination ?? 'any';
}

/** Where a site file is read: its path under the internal origin. */
function at(file: string): string {
  return `${INTERNAL}/${file.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * The absolute http(s) URL on another origin that `raw` (as a page or stylesheet writes it) names, without its
 * fragment; undefined for the site's own URLs and other schemes.
 */
function offsite(raw: string, base: string): string | undefined {
  const url = parsed(raw, base);
  if (url === undefined) return undefined;
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin === INTERNAL) return undefined;
  url.hash = '';
  return url.href;
}

/** The URL `raw` names at `base`, its bytes read as UTF-8 and its character references decoded; undefined if none. */
function parsed(raw: string, base: string): URL | undefined {
  const utf8 = bytesAsText(raw);
  const text = utf8.includes('&') ? decodeHTMLAttribute(utf8) : utf8;
  try {
    return new URL(text, base);
  } catch {
    return undefined;
  }
}
