import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../common/atomic.ts';
import type { Clock, Log } from '../common/clock.ts';
import { ActionError } from '../common/errors.ts';
import { formatBytes } from '../common/format.ts';
import { isHtmlPage } from '../common/page-file.ts';
import { withUrlsShown } from '../common/redact.ts';
import { API_BACKOFF } from '../http/retry.ts';
import { cssUrlEdits } from '../site/rebase/rebase-css.ts';
import { stylesheetEncoding } from '../web/charset.ts';
import { pageUrlEdits } from '../site/rebase/rebase-html.ts';
import { applyEdits, type Edit } from '../site/rebase/rebase-url.ts';
import { rscFileEdits } from '../site/rebase/rsc.ts';
import { mayBeRscPayload, RSC_START } from '../web/rsc-start.ts';
import { AssetCache } from './cache.ts';
import { removeUnusedHints } from './connect-hints.ts';
import { AssetFetchError, type AssetKind, type AssetRequest } from './fetch.ts';
import { ASSET_FOLDER } from './mode.ts';
import type { AssetSelection } from './patterns.ts';
import { cssRule, pageRule, payloadRule, scriptEdits, unreadablePayloads, type AssetRule } from './rules.ts';
import { fetchAssetTree } from './tree.ts';

/** Limits of `bundle` (not inputs yet). */
export const BUNDLE_LIMITS = {
  concurrency: 8,
  /** Bytes, in the SI units `formatBytes` shows and the docs give: 25 MB. */
  maxFileBytes: 25_000_000,
  maxTotalBytes: 250_000_000,
  attempts: 3,
  timeoutMs: 30_000,
  maxDepth: 8,
  /**
   * Distinct off-site URLs `bundle` fetches, what fetched stylesheets load included; URLs the include and exclude
   * patterns leave are not counted. A real docs site names a few hundred (icons, fonts, images); past this the export
   * is not one to bundle whole, and fetching would take hours. What the site's own files load is checked before any
   * request, what stylesheets load as each is read (`tree.ts`).
   */
  maxUrls: 2_000,
} as const;

/** What {@link bundleSite} did. */
export interface BundleResult {
  /** Files written under {@link ASSET_FOLDER}, relative to the site root. */
  written: string[];
  /** Pages, stylesheets and RSC payloads (`.txt`) of the site rewritten. */
  rewritten: number;
  /** URLs the pages, stylesheets and payloads load from other origins that were fetched (the patterns' left out). */
  urls: number;
  /** URLs that fetched stylesheets load, fetched in turn. */
  nested: number;
  /** Off-site URLs the include and exclude patterns left as they are (the site's and its stylesheets'). */
  left: string[];
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

/**
 * `external-assets: bundle` (issue 38): fetches what the site loads from other origins into {@link ASSET_FOLDER}, and
 * what fetched stylesheets load in turn (`tree.ts`); then points each of those references at the stored file. What
 * is read where is `rules.ts`': pages' attributes (`src`, loading `link`s, `srcset`, `poster`, `use`), `style=""` and
 * `<style>`; stylesheets; RSC payloads, inline and `.txt` (the props of elements that load a URL, hint rows), so that
 * a page reached by client navigation loads nothing off-site either; and each inline script's literal that is exactly
 * one of those URLs (KaTeX's preload switch). Links, iframes, meta tags and components' props are left as they are.
 * @throws ActionError when the site loads more than {@link BUNDLE_LIMITS}`.maxUrls` off-site URLs (before any
 * request); naming the URL and the files that load it when one cannot be fetched (the staged site is then discarded
 * and the previous one stays); the signal's reason when it aborts
 */
export async function bundleSite(options: BundleOptions): Promise<BundleResult> {
  const { root } = options;
  if (options.files.some((f) => f === ASSET_FOLDER || f.startsWith(`${ASSET_FOLDER}/`)))
    throw new ActionError(
      'External assets not bundled',
      `The export already has a ${ASSET_FOLDER}/ folder, where external-assets: bundle stores what it fetches.`,
      'Use external-assets: report or keep for this site.',
    );
  const { pages, stylesheets, payloads, loadedBy, kinds, unreadable } = await loadedAssets(root, options.files);
  if (unreadable.length > 0) options.log.warning(unreadablePayloads(unreadable, 'not bundled: they stay off-site'));
  const selected = [...loadedBy.keys()].filter((url) => options.selection?.wanted(url) ?? true).length;
  if (selected > BUNDLE_LIMITS.maxUrls)
    throw new ActionError(
      'External assets not bundled',
      `The site loads ${selected} distinct off-site URLs to fetch, more than external-assets: bundle fetches ` +
        `(${BUNDLE_LIMITS.maxUrls}); nothing was fetched, and the previous site is left in place.`,
      'Run with external-assets: report to see which URLs and pages, then remove those references or publish ' +
        'with external-assets: keep.',
    );
  const roots: AssetRequest[] = [...loadedBy.keys()].map((url) => ({ url, kind: kinds.get(url) ?? 'any' }));
  const folder = path.join(root, ASSET_FOLDER);
  const written: string[] = [];
  let bytes = 0;
  let fromSite = 0;
  let stored = new Map<string, string>();
  const cache =
    options.cacheFolder === undefined ? undefined : new AssetCache(options.cacheFolder, options.log.warning);
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
        `${withUrlsShown(error.message)}${where}. The previous site is left in place.`,
        'Fix or remove the reference, or publish with external-assets: keep.',
      );
    }
    for (const asset of fetched.values()) {
      written.push(`${ASSET_FOLDER}/${asset.file}`);
      bytes += asset.bytes;
    }
    stored = new Map([...fetched.values()].map((a) => [a.url, `${options.basePath}/${ASSET_FOLDER}/${a.file}`]));
    fromSite = roots.filter((r) => fetched.has(r.url)).length;
  }
  let rewritten = 0;
  /** Points each stored URL at its file, wherever it is loaded or named whole. */
  const rewrite: AssetRule = (url) => stored.get(url);
  const rewriteFile = async (file: string, edits: (bytes: Buffer) => Edit[]): Promise<void> => {
    const target = path.join(root, file);
    const content = await fs.promises.readFile(target);
    const made = edits(content);
    if (made.length === 0) return;
    await writeFileAtomic(target, applyEdits(content, made));
    rewritten++;
  };
  if (stored.size > 0) {
    for (const file of pages)
      await rewriteFile(file, (page) =>
        pageUrlEdits(page, pageRule(file, rewrite), scriptEdits(rewrite), payloadRule(file, rewrite)),
      );
    for (const file of stylesheets)
      await rewriteFile(file, (css) =>
        cssUrlEdits(css.toString('latin1'), cssRule(file, rewrite), 0, stylesheetEncoding(css)),
      );
    for (const file of payloads)
      await rewriteFile(file, (payload) => rscFileEdits(payload, payloadRule(file, rewrite)));
  }
  // Last, once every reference is rewritten: a hint goes only when nothing left names its host.
  const hints = await removeUnusedHints(root, [...options.files, ...written]);
  const result: BundleResult = {
    written,
    rewritten,
    urls: fromSite,
    nested: written.length - fromSite,
    left: [...skipped],
    bytes,
    hintsRemoved: hints.hosts,
  };
  options.log.info(`${bundleCounts(result)}; rewrote ${rewritten} pages, stylesheets and payloads.`);
  if (skipped.size > 0) {
    const shown = [...skipped].slice(0, 20);
    options.log.info(
      `Left ${skipped.size} off-site URLs as they are (external-assets-include/exclude): ` +
        `${withUrlsShown(shown.join(', '))}` +
        `${skipped.size > shown.length ? ', …' : ''}.`,
    );
  }
  if (cache) options.log.info(cache.describe(written.length));
  return result;
}

/**
 * What {@link bundleSite} fetched and what the patterns left, in words: the log's line and the step summary's, the
 * same numbers (what was left stays off-site: the verification lists its hosts under "External hosts").
 */
export function bundleCounts(result: Pick<BundleResult, 'written' | 'urls' | 'nested' | 'left' | 'bytes'>): string {
  const nested = result.nested > 0 ? ` and ${result.nested} that their stylesheets load` : '';
  const left =
    result.left.length > 0 ? `; left ${result.left.length} as they are (external-assets-include/exclude)` : '';
  return (
    `Bundled ${result.written.length} files (${formatBytes(result.bytes)}) into ${ASSET_FOLDER}/: ` +
    `${result.urls} off-site URLs the site loads${nested}${left}`
  );
}

/** What a site loads from other origins, and the files it was read from ({@link loadedAssets}). */
export interface LoadedAssets {
  pages: string[];
  stylesheets: string[];
  /** The `.txt` files that are RSC payloads (what client navigation fetches), found by their first bytes. */
  payloads: string[];
  /** Each URL loaded from another origin (absolute, without its fragment), with the files that load it. */
  loadedBy: Map<string, string[]>;
  /**
   * What each URL is loaded as, when a reference says (a stylesheet's answer must be `text/css`, and what it loads is
   * followed; a preload's `as` names its kind); a stylesheet wins over any other.
   */
  kinds: Map<string, AssetKind>;
  /** Pages and `.txt` payloads with RSC rows that cannot be read (`rsc.ts`): what those rows load is not known. */
  unreadable: string[];
}

/**
 * The first pass of {@link bundleSite}: what the site's pages, stylesheets and RSC payloads load from other origins,
 * read as `rules.ts` reads them (what `bundle` fetches first, and what `report` lists).
 * @param files the site's files, relative to `root`, `/`-separated
 */
export async function loadedAssets(root: string, files: readonly string[]): Promise<LoadedAssets> {
  const found: LoadedAssets = {
    pages: files.filter(isHtmlPage),
    stylesheets: files.filter((f) => f.toLowerCase().endsWith('.css')),
    payloads: [],
    loadedBy: new Map(),
    kinds: new Map(),
    unreadable: [],
  };
  const unreadable = (file: string): void => {
    if (!found.unreadable.includes(file)) found.unreadable.push(file);
  };
  const note =
    (file: string): AssetRule =>
    (url, use, kind = use === 'stylesheet' ? 'stylesheet' : 'any') => {
      if (use === 'named') return undefined;
      if (kind === 'stylesheet' || (kind !== 'any' && !found.kinds.has(url))) found.kinds.set(url, kind);
      const by = found.loadedBy.get(url);
      if (!by) found.loadedBy.set(url, [file]);
      else if (!by.includes(file)) by.push(file);
      return undefined;
    };
  for (const file of found.pages) {
    const page = await fs.promises.readFile(path.join(root, file));
    pageUrlEdits(page, pageRule(file, note(file)), undefined, payloadRule(file, note(file), unreadable));
  }
  for (const file of found.stylesheets) {
    const css = await fs.promises.readFile(path.join(root, file));
    cssUrlEdits(css.toString('latin1'), cssRule(file, note(file)), 0, stylesheetEncoding(css));
  }
  for (const file of files.filter(mayBeRscPayload)) {
    const bytes = await fs.promises.readFile(path.join(root, file));
    if (!RSC_START.test(bytes.toString('latin1', 0, 64))) continue;
    found.payloads.push(file);
    rscFileEdits(bytes, payloadRule(file, note(file), unreadable));
  }
  return found;
}
