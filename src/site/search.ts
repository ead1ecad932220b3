import fs from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { ActionError } from '../errors.ts';
import { detectLayout, type Host } from '../verify/hosts.ts';
import { pageTitle, readPage, titleSuffix } from './page.ts';
import { applyEdits } from './rebase-url.ts';
import { headTags, WIRE_SCRIPT, WIRE_SCRIPT_SOURCE } from './search-wire.ts';
import { canonicalUrlPath } from './urls.ts';

/** The folder of the site Pagefind's bundle is written to (issue 25 "The feature"). */
export const SEARCH_FOLDER = 'pagefind';

/** Pages that are no content of the docs: not indexed (they still get the search box's wiring). */
const NOT_INDEXED = new Set(['404.html', '500.html', '404/index.html', '500/index.html']);

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
}

/**
 * Pagefind's index of a site, built one page at a time during the site's one edit pass (issue 25 "Where it goes"):
 * {@link page} indexes a page's content area and returns the page with the search wiring in its head; {@link finish}
 * writes the bundle to `pagefind/` with the wiring script. Pagefind runs as its own process (the `pagefind` package's
 * service, started on the first page), which {@link close} ends.
 */
export class SearchIndex {
  private readonly options: SearchOptions;
  private readonly fileSet: ReadonlySet<string>;
  private readonly layout;
  private readonly tags: Buffer;
  private index: pagefind.PagefindIndex | undefined;
  private readonly languages = new Set<string>();
  private readonly fallbacks: string[] = [];
  private pages = 0;
  private words = 0;

  constructor(options: SearchOptions) {
    this.options = options;
    this.fileSet = new Set(options.files);
    this.layout = detectLayout(options.files);
    this.tags = Buffer.from(headTags(options.basePath));
    if (this.fileSet.has(`${SEARCH_FOLDER}/pagefind.js`) || options.files.some((f) => f.startsWith('pagefind/')))
      throw new ActionError(
        'Search',
        'The export already has a pagefind/ folder, which search: pagefind would replace.',
        'Remove it from the docs, or set search: off to keep the export as it is.',
      );
  }

  /**
   * Indexes one HTML page (unless it is an error or redirect page) and adds the wiring to its head.
   * @param file relative to the site root, `/` separators
   * @param page the page's bytes (after the rebase, when there is one)
   * @returns the page with the wiring tags before `</head>`
   * @throws ActionError when Pagefind cannot start or refuses the page
   */
  async page(file: string, page: Buffer): Promise<Buffer> {
    const html = page.toString('utf8');
    const info = readPage(html);
    if (!NOT_INDEXED.has(file) && !info.refresh && info.main !== undefined) {
      if (!/^<[^>]*\bid=["']?content-area\b/i.test(info.main)) this.fallbacks.push(file);
      const lang = info.lang ?? 'unknown';
      this.languages.add(lang);
      const urlPath = canonicalUrlPath(this.options.host, file, this.fileSet, this.layout);
      // Without the ` - Site` suffix of `<title>`, as the search box lists pages.
      const siteName = info.siteName ?? titleSuffix(info.title);
      const title = escapeText(info.title && siteName ? pageTitle(info.title, siteName) : (info.title ?? urlPath));
      const content =
        `<!DOCTYPE html><html${info.lang ? ` lang="${escapeText(info.lang)}"` : ''}><head><title>${title}</title>` +
        `</head><body data-pagefind-body><p data-pagefind-meta="title">${title}</p>${info.main}</body></html>`;
      const index = await this.open();
      const { errors, file: indexed } = await index.addHTMLFile({ url: `${this.options.basePath}${urlPath}`, content });
      if (errors.length > 0) throw pagefindError(`Pagefind could not index ${file}: ${errors.join('; ')}`);
      this.pages++;
      this.words += indexed?.uniqueWords ?? 0;
    }
    // Without a head, at the page's end: before a doctype, tags would put the page in quirks mode.
    const at = info.headEnd === undefined ? page.length : Buffer.byteLength(html.slice(0, info.headEnd));
    return applyEdits(page, [{ start: at, end: at, text: this.tags.toString('utf8') }]);
  }

  /**
   * Writes Pagefind's bundle and the wiring script to `pagefind/` in `siteRoot`.
   * @throws ActionError when Pagefind fails to write
   */
  async finish(siteRoot: string): Promise<SearchResult> {
    const folder = path.join(siteRoot, SEARCH_FOLDER);
    const index = await this.open();
    const { errors } = await index.writeFiles({ outputPath: folder });
    if (errors.length > 0) throw pagefindError(`Pagefind could not write its index: ${errors.join('; ')}`);
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
    };
  }

  /** Ends Pagefind's process; safe to call more than once. */
  async close(): Promise<void> {
    if (this.index) await pagefind.close();
    this.index = undefined;
  }

  private async open(): Promise<pagefind.PagefindIndex> {
    if (this.index) return this.index;
    // The package's service reads its binary from these variables (its resolveBinary.js), extended build first.
    process.env.PAGEFIND_EXTENDED_BINARY_PATH = this.options.binaryPath;
    process.env.PAGEFIND_BINARY_PATH = this.options.binaryPath;
    let created: pagefind.NewIndexResponse;
    try {
      created = await pagefind.createIndex({});
    } catch (error) {
      throw pagefindError(`Pagefind did not start (${this.options.binaryPath}): ${String(error)}`);
    }
    if (!created.index) throw pagefindError(`Pagefind did not start: ${created.errors.join('; ')}`);
    this.index = created.index;
    return this.index;
  }
}

function pagefindError(message: string): ActionError {
  return new ActionError(
    'Search',
    message,
    'Check that PAGEFIND_BINARY_PATH (if set) names Pagefind 1.6 for this runner, or set search: off.',
  );
}

const escapeText = (text: string): string =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
