import fs from 'node:fs';
import path from 'node:path';
import { ChildExitError } from '../../common/child.ts';
import { ActionError, messageOf } from '../../common/errors.ts';
import { detectLayout, type Host } from '../hosts/hosts.ts';
import { pageTitle, readPage, titleSuffix } from '../agent-files/page.ts';
import { applyEdits } from '../rebase/rebase-url.ts';
import { pageEncoding, pageTextPieces } from '../../web/charset.ts';
import { PagefindService, type ServicePayload } from './pagefind-service.ts';
import { headTags, WIRE_SCRIPT, WIRE_SCRIPT_SOURCE } from './search-wire.ts';
import { canonicalUrlPath, encodeUrlPath } from '../hosts/urls.ts';

/** The folder of the site Pagefind's bundle is written to (issue 25 "The feature"). */
export const SEARCH_FOLDER = 'pagefind';

/** Pages that are no content of the docs: not indexed (they still get the search box's wiring). */
const NOT_INDEXED = new Set(['404.html', '500.html', '404/index.html', '500/index.html']);

/**
 * A `lang` Pagefind may name files after: a BCP 47 tag of letters, digits and hyphens, at most 32 bytes. Pagefind 1.6
 * puts the language into its output paths unchecked (`../../x` wrote outside the site) and panics on one longer than
 * 32 bytes (`index/mod.rs:582`), so any other value is indexed as `unknown` (issue 29 #2, #3).
 */
const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[a-z0-9]{1,8})*$/;
const MAX_LANGUAGE_BYTES = 32;

/**
 * Most pages handed to Pagefind and not yet answered: Pagefind indexes them while the next pages are read, rebased
 * and written (`npm run bench -- search`, docs/performance.md). Each holds a page's content area in memory.
 */
const IN_FLIGHT = 16;

/** The language a page is indexed under: its `lang` when {@link LANGUAGE_TAG} allows it, else undefined. */
export function indexLanguage(lang: string | undefined): string | undefined {
  return lang !== undefined && lang.length <= MAX_LANGUAGE_BYTES && LANGUAGE_TAG.test(lang) ? lang : undefined;
}

/** What the search step did, for the step summary (issue 25: pages, words, languages, the index's size). */
export interface SearchResult {
  /** Pages indexed. */
  pages: number;
  /** Words indexed: the sum over pages of each page's distinct words, as Pagefind counts them. */
  words: number;
  /** The pages' `<html lang>` values, sorted (`unknown` for pages without one): one index each. */
  languages: string[];
  /** Size of `pagefind/`, bytes. */
  bytes: number;
  /** Every file written under `pagefind/`, relative to the site root with `/` separators. */
  files: string[];
  /** Indexed pages without Mintlify's `#content-area`, which were indexed from `<main>`, `<article>` or `<body>`. */
  fallbacks: string[];
  /** Indexed pages whose `<html lang>` is no language tag Pagefind can take, indexed as `unknown`. */
  badLanguages: string[];
}

/** Where the indexer puts pages and what it needs to know of the site. */
export interface SearchOptions {
  /** Absolute path of Pagefind's binary (the extended build): `PAGEFIND_BINARY_PATH`, or the one fetched. */
  binaryPath: string;
  /** Every file of the site, relative to its root with `/` separators. */
  files: readonly string[];
  /** Input `host`: a result links the URL that host serves the page at directly. */
  host: Host;
  /** Input `base-path` ('' at the root), prefixed to every result URL and to the bundle's path. */
  basePath: string;
  /** The action's environment; Pagefind's process sees only the few variables of `childEnv` (`child.ts`). */
  env: NodeJS.ProcessEnv;
  /** A cancellation ends Pagefind's process. */
  signal?: AbortSignal;
}

/**
 * Pagefind's index of a site, built one page at a time during the site's one edit pass (issue 25 "Where it goes"):
 * {@link page} indexes a page's content area and returns the page with the search wiring in its head; {@link finish}
 * writes the bundle to `pagefind/` with the wiring script. Pagefind runs as its own process (`pagefind-service.ts`,
 * started on the first page), which {@link close} ends.
 */
export class SearchIndex {
  private readonly options: SearchOptions;
  private readonly fileSet: ReadonlySet<string>;
  private readonly layout;
  private readonly tags: Buffer;
  private service: PagefindService | undefined;
  private indexId: Promise<unknown> | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  private failure: { error: unknown } | undefined;
  private readonly languages = new Set<string>();
  private readonly fallbacks: string[] = [];
  private readonly badLanguages: string[] = [];
  private pages = 0;
  private words = 0;

  constructor(options: SearchOptions) {
    this.options = options;
    this.fileSet = new Set(options.files);
    this.layout = detectLayout(options.files);
    this.tags = Buffer.from(headTags(options.basePath));
    if (this.fileSet.has(SEARCH_FOLDER) || options.files.some((f) => f.startsWith(`${SEARCH_FOLDER}/`)))
      throw new ActionError(
        'Search',
        'The export already has a pagefind/ folder, which search: pagefind would replace.',
        'Remove it from the docs, or set search: off to keep the export as it is.',
      );
  }

  /** The markup {@link page} inserts into each page it wires (`headTags`), as bytes. */
  get wiring(): Buffer {
    return this.tags;
  }

  /**
   * Indexes one HTML page (unless it is an error or redirect page) and adds the wiring to its head.
   * @param file relative to the site root, `/` separators
   * @param page the page's bytes (after the rebase, when there is one)
   * @returns the page with the wiring tags before `</head>`
   * @throws ActionError when Pagefind cannot start or refuses the page
   */
  async page(file: string, page: Buffer): Promise<Buffer> {
    const encoding = pageEncoding(page);
    const info = readPage(pageTextPieces(page, encoding));
    if (!NOT_INDEXED.has(file) && !info.refresh && info.main !== undefined) {
      if (!/^<[^>]*\bid=["']?content-area\b/i.test(info.main)) this.fallbacks.push(file);
      const lang = indexLanguage(info.lang);
      if (info.lang !== undefined && lang === undefined) this.badLanguages.push(file);
      this.languages.add(lang ?? 'unknown');
      const urlPath = canonicalUrlPath(this.options.host, file, this.fileSet, this.layout);
      // Without the ` - Site` suffix of `<title>`, as the search box lists pages.
      const siteName = info.siteName ?? titleSuffix(info.title);
      const title = escapeText(info.title && siteName ? pageTitle(info.title, siteName) : (info.title ?? urlPath));
      // Pagefind would file a page without lang under the site's main language; the summary says `unknown`, as here.
      // The title is a meta read from an attribute: as an element's text it would be indexed and open every excerpt.
      const content =
        `<!DOCTYPE html><html lang="${lang ?? 'unknown'}"><head><title>${title}</title></head>` +
        `<body data-pagefind-body data-pagefind-meta="title[data-title]" data-title="${title}">` +
        `${ignoreAt(info.main, info.headingGlyphs)}</body></html>`;
      const url = `${this.options.basePath}${encodeUrlPath(urlPath)}`;
      this.track(
        this.send({ type: 'AddFile', url, file_contents: content }, file).then((indexed) => {
          if (indexed.type === 'Error')
            throw pagefindError(`Pagefind could not index ${file}: ${String(indexed.message)}`);
          this.pages++;
          this.words += typeof indexed.page_word_count === 'number' ? indexed.page_word_count : 0;
        }),
      );
      if (this.inFlight.size >= IN_FLIGHT) await Promise.race(this.inFlight);
      if (this.failure) throw this.failure.error;
    }
    // A UTF-16 page has no ASCII tags to find, and UTF-8 tags would corrupt it: it is indexed, not wired.
    if (encoding.startsWith('utf-16')) return page;
    // In the page's own bytes, whatever its encoding: the Latin-1 reading keeps one character per byte.
    const headEnd = readPage(pageTextPieces(page, 'bytes'), true).headEnd;
    // Without a head, at the page's end: before a doctype, tags would put the page in quirks mode.
    const at = headEnd ?? page.length;
    return applyEdits(page, [{ start: at, end: at, text: this.tags.toString('utf8') }]);
  }

  /**
   * Writes Pagefind's bundle and the wiring script to `pagefind/` in `siteRoot`.
   * @throws ActionError when Pagefind fails to write
   */
  async finish(siteRoot: string): Promise<SearchResult> {
    await Promise.all(this.inFlight);
    if (this.failure) throw this.failure.error;
    const folder = path.join(siteRoot, SEARCH_FOLDER);
    const written = await this.send({ type: 'WriteFiles', output_path: folder }, undefined);
    if (written.type === 'Error') throw pagefindError(`Pagefind could not write its index: ${String(written.message)}`);
    if (!fs.existsSync(path.join(folder, 'pagefind.js')))
      throw pagefindError(`Pagefind answered that it wrote its index, but ${SEARCH_FOLDER}/pagefind.js is not there.`);
    await fs.promises.writeFile(path.join(folder, WIRE_SCRIPT), WIRE_SCRIPT_SOURCE, { flag: 'wx' });
    const files: string[] = [];
    let bytes = 0;
    for (const entry of await fs.promises.readdir(folder, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const full = path.join(entry.parentPath, entry.name);
      files.push(path.relative(siteRoot, full).split(path.sep).join('/'));
      bytes += (await fs.promises.stat(full)).size;
    }
    return {
      pages: this.pages,
      words: this.words,
      languages: [...this.languages].sort(),
      bytes,
      files: files.sort(),
      fallbacks: this.fallbacks,
      badLanguages: this.badLanguages,
    };
  }

  /** Ends Pagefind's process; safe to call more than once. */
  async close(): Promise<void> {
    await this.service?.close();
    this.service = undefined;
  }

  /**
   * Sends one request about the index (started with the first), naming `file` in the error if the process dies.
   * @throws ActionError when Pagefind's process does not start, ends on its own, or stops answering; the signal's
   *   reason after a cancellation
   */
  private async send(payload: ServicePayload, file: string | undefined): Promise<ServicePayload> {
    try {
      this.service ??= new PagefindService(this.options.binaryPath, this.options.env, this.options.signal);
      this.indexId ??= this.service.request({ type: 'NewIndex', config: {} }).then((created) => {
        if (created.type !== 'NewIndex') throw new Error(`it answered ${describePayload(created)}`);
        return created.index_id;
      });
      return await this.service.request({ ...payload, index_id: await this.indexId });
    } catch (error) {
      if (this.options.signal?.aborted) throw this.options.signal.reason;
      throw processError(error, this.options.binaryPath, file);
    }
  }

  /** Keeps `request` among those in flight until it settles; its failure, the first, fails the next page. */
  private track(request: Promise<void>): void {
    const tracked: Promise<void> = request
      .catch((error: unknown) => {
        this.failure ??= { error };
      })
      .finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }
}

/** The step's error when Pagefind's process failed: how it ended, its last stderr lines, and what to try. */
function processError(error: unknown, binaryPath: string, file: string | undefined): ActionError {
  const doing = file ? `while indexing ${file}` : 'while writing its index';
  if (!(error instanceof ChildExitError))
    return pagefindError(`Pagefind (${binaryPath}) failed ${doing}: ${messageOf(error)}`);
  const killed = error.signal === 'SIGKILL' || error.code === 137;
  let hint = 'Pagefind stopped on this site: report the page named above to Pagefind, or set search: off.';
  if (killed)
    hint = 'A SIGKILL is most often the runner running out of memory: use a larger runner, or set search: off.';
  // Pagefind's service never ends by itself: exit 0 is a binary that is not it (or not in service mode).
  else if (error.code === 0) hint = BINARY_HINT;
  else if (!file) hint = 'Pagefind stopped while writing its index: report it to Pagefind, or set search: off.';
  return new ActionError('Search', `${error.message}\n(${doing})`, hint);
}

const describePayload = (payload: ServicePayload): string =>
  payload.type === 'Error' ? `an error: ${String(payload.message)}` : `a ${payload.type} message`;

/** What to check when Pagefind does not behave as its service should. */
const BINARY_HINT =
  "Check that PAGEFIND_BINARY_PATH (if set) names Pagefind 1.6's extended binary for this runner, or set search: off.";

/**
 * `html` with `data-pagefind-ignore="all"` written at each offset (just after `<a`), so Pagefind names a heading's
 * sub-result `Overview` rather than `#Overview` (shown as `# #Overview`).
 */
function ignoreAt(html: string, offsets: readonly number[]): string {
  let out = html;
  for (const at of [...offsets].reverse()) out = `${out.slice(0, at)} data-pagefind-ignore="all"${out.slice(at)}`;
  return out;
}

function pagefindError(message: string): ActionError {
  return new ActionError('Search', message, BINARY_HINT);
}

const escapeText = (text: string): string =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
