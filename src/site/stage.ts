import type { Log } from '../clock.ts';
import { formatBytes, formatDuration } from '../format.ts';
import type { CanonicalMode } from '../inputs.ts';
import type { Host } from '../verify/hosts.ts';
import { rebaseSite, type RebaseResult } from './rebase.ts';
import type { BasePath, ServedAddress } from './rebase-url.ts';
import { SearchIndex, type SearchResult } from './search.ts';

/** What the site stage needs from the inputs. */
export interface SiteStageInputs {
  /** Input `base-path`, normalised (`/docs`); `''`: nothing is rebased. */
  basePath: string;
  /** The site's public URL (`site-url`, default `https://<domain>`): its origin's absolute URLs are rebased too. */
  siteUrl: string | undefined;
  /** Input `domain`, the export's own host; undefined with `job-id` alone. */
  domain: string | undefined;
  /** Input `canonical`: whether own-address URLs follow `site-url` or keep the export's origin. */
  canonical: CanonicalMode;
  /** With input `search: pagefind`: Pagefind's binary and the host whose URLs results link. */
  search?: { binaryPath: string; host: Host };
}

/**
 * The served address when `site-url` names another origin than the export's (issue 30): absolute URLs on
 * `https://<domain>` or `http://<domain>` are then rewritten to `site-url`'s origin.
 * @returns undefined without a domain or site URL, or when `site-url` is on `https://<domain>`: the site stays as it is
 */
export function servedAddress(
  domain: string | undefined,
  siteUrl: string | undefined,
  canonical: CanonicalMode,
): ServedAddress | undefined {
  if (!domain || !siteUrl) return undefined;
  const origin = new URL(siteUrl).origin;
  const exported = `https://${domain.toLowerCase()}`;
  if (origin.toLowerCase() === exported) return undefined;
  const from = [exported, `http://${domain.toLowerCase()}`].filter((o) => o !== origin.toLowerCase());
  return { origin, from, keepOwnAddress: canonical === 'domain', rewritten: new Map() };
}

/** What the stage did; each part absent when its input was not given. */
export interface SiteStageResult {
  rebase?: RebaseResult;
  search?: SearchResult;
}

/**
 * The site stage (issue 21 and 25 "Where it goes"): between unpacking and verification, on the staged folder, so
 * that the site verified and placed is the one served under `base-path`, with its search. One pass over the files
 * rebases them and, with search, indexes each page and adds the search wiring to it; then Pagefind's bundle is written
 * to `pagefind/`.
 * @returns what was done; an empty object without `base-path` and search
 * @throws a file system error, ActionError from Pagefind, or the signal's reason (the caller removes the staged folder)
 */
export async function siteStage(
  siteRoot: string,
  files: readonly string[],
  inputs: SiteStageInputs,
  ports: { log: Log; clock: { now: () => number }; signal?: AbortSignal; env: NodeJS.ProcessEnv },
): Promise<SiteStageResult> {
  const served = servedAddress(inputs.domain, inputs.siteUrl, inputs.canonical);
  if (!inputs.basePath && !inputs.search && !served) return {};
  const start = ports.clock.now();
  const origins = inputs.siteUrl ? [new URL(inputs.siteUrl).origin.toLowerCase()] : [];
  const base: BasePath | undefined =
    inputs.basePath || served ? { prefix: inputs.basePath, origins, ...(served ? { served } : {}) } : undefined;
  const search =
    inputs.search &&
    new SearchIndex({ ...inputs.search, files, basePath: inputs.basePath, env: ports.env, signal: ports.signal });
  try {
    const rebase = await rebaseSite(siteRoot, files, base, ports.signal, search && ((f, page) => search.page(f, page)));
    const result: SiteStageResult = {};
    if (inputs.basePath) {
      const on = origins.length > 0 ? ` (root-absolute URLs, and absolute ones on ${origins[0]})` : '';
      ports.log.info(
        `Rebased ${rebase.files} of ${rebase.scanned} files read to be served under ${inputs.basePath}/${on} ` +
          `in ${formatDuration(ports.clock.now() - start)}.`,
      );
    }
    if (served) {
      const rewritten = [...served.rewritten].map(([from, urls]) => ({ from, urls }));
      rebase.served = { to: served.origin, rewritten, keptOwnAddress: served.keepOwnAddress };
      ports.log.info(describeServed(rebase.served));
    }
    if (base) result.rebase = rebase;
    if (search) {
      result.search = await search.finish(siteRoot);
      ports.log.info(describeSearch(result.search));
      const { fallbacks, badLanguages } = result.search;
      if (fallbacks.length > 0)
        ports.log.warning(
          `${pagesHave(fallbacks)} no #content-area (Mintlify's content), e.g. ${examples(fallbacks)}: ` +
            'they were indexed from <main>, <article> or <body>, so words of their navigation match too.',
        );
      if (badLanguages.length > 0)
        ports.log.warning(
          `${pagesHave(badLanguages)} an <html lang> that is no language tag (letters, digits and hyphens, at most ` +
            `32 bytes), e.g. ${examples(badLanguages)}: they were indexed without a language ("unknown"), which ` +
            "Pagefind files under the site's main language. Fix their lang.",
        );
    }
    return result;
  } finally {
    await search?.close();
  }
}

const pagesHave = (pages: string[]): string => (pages.length === 1 ? '1 page has' : `${pages.length} pages have`);
const examples = (pages: string[]): string => pages.slice(0, 3).join(', ');

/**
 * "Rewrote 1,204 URLs from https://acme.mintlify.app to https://docs.acme.com (canonical, og:url and JSON-LD kept on
 * https://acme.mintlify.app)": the log line and the summary's text for the served address (issue 30).
 */
export function describeServed(served: NonNullable<RebaseResult['served']>): string {
  const total = served.rewritten.reduce((sum, entry) => sum + entry.urls, 0);
  const from = served.rewritten.map((entry) => `${entry.from} (${entry.urls.toLocaleString('en-US')})`).join(', ');
  const kept = served.keptOwnAddress ? " (canonical, og:url and JSON-LD kept on the export's origin)" : '';
  return total === 0
    ? `No URL named the export's origin; the site is served at ${served.to}.`
    : `Rewrote ${total.toLocaleString('en-US')} URL${total === 1 ? '' : 's'} from ${from} to ${served.to}${kept}.`;
}

/** "Indexed 42 pages (3,120 words; languages en, fr) for search: pagefind/ holds 1.2 MB." */
export function describeSearch(search: SearchResult): string {
  return (
    `Indexed ${search.pages} pages (${search.words.toLocaleString('en-US')} words; ` +
    `language${search.languages.length === 1 ? '' : 's'} ${search.languages.join(', ')}) for search: ` +
    `pagefind/ holds ${formatBytes(search.bytes)} in ${search.files.length} files.`
  );
}
