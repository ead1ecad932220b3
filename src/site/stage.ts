import type { Log } from '../common/clock.ts';
import { formatDuration } from '../common/format.ts';
import type { Host } from './hosts/hosts.ts';
import { titledError } from '../common/errors.ts';
import { describeSearch } from './search/describe-search.ts';
import { exportBasePath, type ExportBasePath } from './rebase/export-base-path.ts';
import { rebaseSite, type RebaseResult } from './rebase/rebase.ts';
import type { BasePath } from './rebase/rebase-url.ts';
import { describeServed, servedAddress, type CanonicalMode } from './hosts/served.ts';
import { SearchIndex, type SearchResult } from './search/search.ts';

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

/** What the stage did; each part absent when its input was not given. */
export interface SiteStageResult {
  rebase?: RebaseResult;
  search?: SearchResult;
  /** The export was already built for `base-path`, so it was not rebased (verification judges it so, issue 37). */
  built?: ExportBasePath;
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
  ports: {
    log: Log;
    clock: { now: () => number };
    signal?: AbortSignal;
    env: NodeJS.ProcessEnv;
    /** Told of each page search wired, with the markup it inserted: the check read the page as unpacked (issue 47). */
    wired?: (file: string, inserted: Buffer) => void;
  },
): Promise<SiteStageResult> {
  const served = servedAddress(inputs.domain, inputs.siteUrl, inputs.canonical);
  if (!inputs.basePath && !inputs.search && !served) return {};
  const start = ports.clock.now();
  const origins = inputs.siteUrl ? [new URL(inputs.siteUrl).origin.toLowerCase()] : [];
  const built = inputs.basePath ? builtFor(siteRoot, files, inputs.basePath, ports.log) : undefined;
  const prefix = built ? '' : inputs.basePath;
  const base: BasePath | undefined = prefix || served ? { prefix, origins, ...(served ? { served } : {}) } : undefined;
  const search =
    inputs.search &&
    new SearchIndex({ ...inputs.search, files, basePath: inputs.basePath, env: ports.env, signal: ports.signal });
  try {
    const wire =
      search &&
      (async (file: string, page: Buffer): Promise<Buffer> => {
        const wired = await search.page(file, page);
        if (wired !== page) ports.wired?.(file, search.wiring);
        return wired;
      });
    const rebase = await rebaseSite(siteRoot, files, base, ports.signal, wire);
    const result: SiteStageResult = built ? { built } : {};
    if (prefix) {
      const on = origins.length > 0 ? ` (root-absolute URLs, and absolute ones on ${origins[0]})` : '';
      ports.log.info(
        `Rebased ${rebase.files} of ${rebase.scanned} files read to be served under ${inputs.basePath}/${on} ` +
          `in ${formatDuration(ports.clock.now() - start)}.`,
      );
    }
    if (served) {
      const rewritten = [...served.rewritten].map(([from, urls]) => ({ from, urls }));
      // Where the URLs now point: the origin, and the path the rebase put on them.
      rebase.served = { to: `${served.origin}${inputs.basePath}`, rewritten, keptOwnAddress: served.keepOwnAddress };
      ports.log.info(describeServed(rebase.served));
      if (rebase.identifiers.length > 0) {
        const kinds = [...new Set(rebase.identifiers.flatMap((entry) => entry.kinds))].join(' and ');
        ports.log.info(
          `Kept the ${kinds} of ${rebase.identifiers.length === 1 ? '1 feed' : `${rebase.identifiers.length} feeds`} ` +
            `on the export's origin, e.g. ${examples(rebase.identifiers.map((entry) => entry.file))}: they identify ` +
            'items, not where they are, and feed readers would show every item again as new if they changed.',
        );
      }
    }
    if (rebase.unreadable.length > 0)
      ports.log.warning(
        `${rebase.unreadable.length === 1 ? '1 file has' : `${rebase.unreadable.length} files have`} React Server ` +
          `Components payload rows that are not valid JSON, nest too deep or are written in a multi-byte charset ` +
          `other than UTF-8, e.g. ${examples(rebase.unreadable)}: ` +
          'those rows were left as they are (their URLs not rebased, not checked). Check how the export was built.',
      );
    if (rebase.utf16.length > 0)
      ports.log.warning(
        `${rebase.utf16.length === 1 ? '1 page is' : `${rebase.utf16.length} pages are`} in UTF-16, e.g. ` +
          `${examples(rebase.utf16)}: their ` +
          'URLs were left as they are (not rebased, not pointed at site-url). Save them as UTF-8.',
      );
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

/** The step fails: the export already carries another base path than `base-path`. */
export const BasePathConflictError = titledError('Export built for another base path', 'BasePathConflictError');

/**
 * Whether the export's pages already carry input `base-path` (issue 37 item 4: a deployment served under that path,
 * or Next's own `basePath` build), so that nothing is rebased twice.
 * @returns how they carry it; undefined when they carry none (the site is rebased to `base-path`)
 * @throws BasePathConflictError when they carry another one: rebasing would put its links at `/help/docs/…`
 */
function builtFor(siteRoot: string, files: readonly string[], basePath: string, log: Log): ExportBasePath | undefined {
  const built = exportBasePath(siteRoot, files);
  if (!built) return undefined;
  const where = `${built.evidence} in ${built.page}`;
  if (built.prefix === basePath) {
    log.info(
      `Not rebased: the export is already built for ${basePath} (${where}), the base-path given; its links are ` +
        'served as they are.',
    );
    return built;
  }
  throw new BasePathConflictError(
    `The export is built for the base path ${built.prefix} (${where}), but base-path is ${basePath}: rebased, its ` +
      `pages would be served under ${basePath}/ and link to ${basePath}${built.prefix}/…, outside the site. The ` +
      'previous site was left in place.',
    `Set base-path: ${built.prefix} to publish the export as it was built, or export a deployment built for the root ` +
      `(no base path in Mintlify) to serve it under ${basePath}.`,
  );
}

const pagesHave = (pages: string[]): string => (pages.length === 1 ? '1 page has' : `${pages.length} pages have`);
const examples = (pages: string[]): string => pages.slice(0, 3).join(', ');
