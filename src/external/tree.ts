import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../common/atomic.ts';
import { stylesheetEncoding } from '../web/charset.ts';
import { cssUrlEdits } from '../site/rebase/rebase-css.ts';
import type { Edit } from '../site/rebase/rebase-url.ts';
import { applyEdits } from '../site/rebase/rebase-url.ts';
import { AssetFetchError, fetchAssets, type AssetRequest, type FetchedAsset, type FetchOptions } from './fetch.ts';
import { svgActiveContent } from './svg.ts';

/** A fetch that follows stylesheets (issue 38: "It follows stylesheets' `url()` and `@import`, recursively"). */
export interface TreeOptions extends FetchOptions {
  /** Stylesheet levels below the pages' own: past it the run fails (an endless chain of generated imports). */
  maxDepth: number;
  /**
   * Whether a URL (as a page or a stylesheet names it) is fetched, by the include and exclude patterns
   * (`patterns.ts`); one that is not is left as it is and added to `skipped`. Default: every URL.
   */
  wanted?: (url: string) => boolean;
  /** The URLs `wanted` left, for the log. */
  skipped?: Set<string>;
  /**
   * Distinct URLs the whole tree may fetch, the pages' and every stylesheet's together: past it the run fails, naming
   * the stylesheet that took it there. Default: no cap.
   */
  maxUrls?: number;
}

const isCss = (contentType: string): boolean => contentType.split(';')[0]!.trim().toLowerCase() === 'text/css';

/**
 * Fetches `roots` ({@link fetchAssets}), then what each fetched stylesheet loads (`url()`, `@import`, `image-set()`,
 * read in the stylesheet's encoding: `charset.ts`), resolved against the URL that answered, level by level, each URL
 * once (a stylesheet that imports itself, or two that import each other, end there); then rewrites every fetched
 * stylesheet so that each URL it names is the stored file's, relative to the stylesheet
 * (`../fonts.googleapis.com/...`), so it works under any base path; a URL not fetched (`wanted` left it) is written as
 * the absolute URL it resolves to, so it still loads from its origin. `data:` URLs and fragments alone (`url(#clip)`)
 * are left as they are. An SVG that would run script when opened from the site
 * (`svg.ts`) fails the run.
 * @returns every stored file, by URL (fragment removed)
 * @throws AssetFetchError naming the URL (and the stylesheet that named it, and the root request that led to it); the
 * signal's reason when it aborts
 */
export async function fetchAssetTree(
  roots: readonly AssetRequest[],
  options: TreeOptions,
): Promise<Map<string, FetchedAsset>> {
  const all = new Map<string, FetchedAsset>();
  /** The stylesheet that named each URL found in one, for the error. */
  const namedBy = new Map<string, string>();
  /** The root request that led to `url`, through the stylesheets that named it. */
  const rootOf = (url: string): string => {
    let at = url;
    // Each URL is named once, and roots by none: the walk ends.
    for (let by = namedBy.get(at); by !== undefined; by = namedBy.get(at)) at = by;
    return at;
  };
  const spent = options.spent ?? { bytes: 0 };
  const wanted = (url: string): boolean => {
    if (!options.wanted || options.wanted(url)) return true;
    options.skipped?.add(url);
    return false;
  };
  const queued = new Set(roots.map((r) => withoutFragment(r.url)));
  let level = [
    ...new Map(roots.map((r) => [withoutFragment(r.url), { ...r, url: withoutFragment(r.url) }])).values(),
  ].filter((r) => wanted(r.url));
  for (let depth = 0; level.length > 0; depth++) {
    if (depth > options.maxDepth) {
      const url = level[0]!.url;
      throw new AssetFetchError(
        url,
        `stylesheets load one another more than ${options.maxDepth} levels deep (named by ${namedBy.get(url)})`,
        namedBy.get(url),
        rootOf(url),
      );
    }
    let got: Map<string, FetchedAsset>;
    try {
      got = await fetchAssets(level, { ...options, spent });
    } catch (error) {
      if (!(error instanceof AssetFetchError)) throw error;
      const by = namedBy.get(error.url);
      throw by ? new AssetFetchError(error.url, `${error.reason} (named by ${by})`, by, rootOf(error.url)) : error;
    }
    const next: AssetRequest[] = [];
    /** URLs fetched at the levels above, towards `maxUrls` (each URL is queued once: the levels never overlap). */
    const above = all.size;
    for (const asset of got.values()) {
      all.set(asset.url, asset);
      const fail = (reason: string): never => {
        const by = namedBy.get(asset.url);
        throw new AssetFetchError(asset.url, by ? `${reason} (named by ${by})` : reason, by, rootOf(asset.url));
      };
      if (asset.file.endsWith('.svg')) {
        const active = svgActiveContent(await fs.promises.readFile(path.join(options.folder, asset.file)));
        if (active)
          fail(
            `is an SVG with ${active}: stored in the site it would run as the site's own script when opened ` +
              'directly, so it is not bundled. Use an SVG without scripts, or host a cleaned copy with the site',
          );
      }
      if (!isCss(asset.contentType)) continue;
      const bytes = await fs.promises.readFile(path.join(options.folder, asset.file));
      const encoding = stylesheetEncoding(bytes, asset.contentType);
      if (encoding.startsWith('utf-16')) fail(`is a UTF-16 stylesheet, whose url()s the bundler cannot read`);
      const css = bytes.toString('latin1');
      cssUrlEdits(
        css,
        (raw, _start, imported) => {
          const url = resolved(raw, asset.finalUrl);
          if (url === undefined || queued.has(url)) return undefined;
          queued.add(url);
          if (!wanted(url)) return undefined;
          namedBy.set(url, asset.url);
          next.push({ url, kind: imported ? 'stylesheet' : 'any' });
          return undefined;
        },
        0,
        encoding,
      );
      const count = above + got.size + next.length;
      if (options.maxUrls !== undefined && count > options.maxUrls)
        fail(
          `names URLs that take what the site loads to ${count} distinct off-site URLs, more than ` +
            `external-assets: bundle fetches (${options.maxUrls})`,
        );
    }
    level = next;
  }
  for (const asset of all.values()) if (isCss(asset.contentType)) await rewriteStylesheet(asset, all, options.folder);
  return all;
}

/**
 * Points every URL of a stored stylesheet at the stored file, relative to it; a URL that was not fetched (the
 * patterns left it) at where it resolves from the stylesheet's own address ({@link absoluteUrl}), which a relative URL
 * no longer names once the stylesheet is stored in the site (issue 44 item 4).
 */
async function rewriteStylesheet(
  asset: FetchedAsset,
  all: ReadonlyMap<string, FetchedAsset>,
  folder: string,
): Promise<void> {
  const file = path.join(folder, asset.file);
  const bytes = await fs.promises.readFile(file);
  const here = path.posix.dirname(asset.file);
  const edits = cssUrlEdits(
    bytes.toString('latin1'),
    (raw, start): Edit | undefined => {
      const url = resolved(raw, asset.finalUrl);
      if (url === undefined) return undefined;
      const target = all.get(url);
      if (!target) {
        const absolute = absoluteUrl(raw, asset.finalUrl);
        return absolute === undefined ? undefined : { start, end: start + raw.length, text: absolute };
      }
      const hash = raw.indexOf('#') >= 0 ? bytesAsText(raw.slice(raw.indexOf('#'))) : '';
      return { start, end: start + raw.length, text: `${path.posix.relative(here, target.file)}${hash}` };
    },
    0,
    // Read in the stylesheet's encoding; only the URLs change, every other byte stays as fetched.
    stylesheetEncoding(bytes, asset.contentType),
  );
  if (edits.length > 0) await writeFileAtomic(file, applyEdits(bytes, edits));
}

/**
 * A URL as read from a file's bytes taken one per character (Latin-1, so offsets are byte offsets), as the text it
 * is: its bytes decoded as UTF-8, the encoding of pages and stylesheets (`naïve.png` written as UTF-8 is fetched as
 * `na%C3%AFve.png`, as browsers and `report` do, not double-encoded).
 */
export function bytesAsText(latin1: string): string {
  return /[\u0080-\u00ff]/.test(latin1) ? Buffer.from(latin1, 'latin1').toString('utf8') : latin1;
}

/** The absolute http(s) URL `raw` names from a stylesheet at `base`, without its fragment; undefined for others. */
function resolved(raw: string, base: string): string | undefined {
  if (raw === '' || raw.startsWith('#') || /^data:/i.test(raw)) return undefined;
  let url: URL;
  try {
    url = new URL(bytesAsText(raw), base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  url.hash = '';
  return url.href;
}

/**
 * The absolute URL, fragment and query kept, that `raw` (an http(s) URL a stylesheet at `base` names) resolves to, to
 * write in place of a relative one; undefined when `raw` is already written absolute (left byte for byte). `(`, `)`,
 * `'` and `\`, which URL serialisation keeps but which would end or break a bare `url(…)` or a quoted one, are
 * percent-encoded: servers read `%28` as `(`.
 * @param raw the URL as written (UTF-8 bytes in a Latin-1 string); `base` the URL that answered with the stylesheet
 */
function absoluteUrl(raw: string, base: string): string | undefined {
  const text = bytesAsText(raw);
  const url = new URL(text, base).href;
  let alone: string | undefined;
  try {
    alone = new URL(text).href;
  } catch {
    alone = undefined;
  }
  if (alone === url) return undefined;
  return url.replace(/['()\\]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function withoutFragment(text: string): string {
  const at = text.indexOf('#');
  return at < 0 ? text : text.slice(0, at);
}
