import fs from 'node:fs';
import path from 'node:path';
import { detectLayout, resolveOnHost, type Host } from '../hosts/hosts.ts';
import { sitemapLocs } from '../../web/sitemap.ts';
import { markdownConverter, textMarkdown, type RebaseLink } from './markdown.ts';
import { markdownText } from '../../common/markdown.ts';
import { visible } from '../../common/redact.ts';
import { pageContent } from './page-content.ts';
import { PageGroups, sidebarLinks } from './sidebar.ts';
import { pageTitle, readPage, titleSuffix, type PageInfo } from './page.ts';
import { safeRelativePath } from '../../archive/guard.ts';
import { pageEncoding } from '../../web/charset.ts';
import type { Pieces } from '../../common/pieces.ts';
import { copy } from '../../common/flat.ts';
import { rebasedUrl } from '../rebase/rebase-url.ts';
import { canonicalUrlPath, publicUrl } from '../hosts/urls.ts';
import { EventLoopTurns } from '../../common/turns.ts';
import type { AgentFilesMode } from './agent-files-mode.ts';

export { AGENT_FILES_MODES, parseAgentFilesMode, type AgentFilesMode } from './agent-files-mode.ts';

/** What to write the agent files from. */
export interface AgentFilesOptions {
  mode: AgentFilesMode;
  /** Absolute path of the staged site. */
  root: string;
  /** Every file of the site, relative to `root` with `/` separators. */
  files: readonly string[];
  /** The host the site ships to (input `host`): a page's URL is one the host serves it at. */
  host: Host;
  /** Public origin, maybe with a path (input `site-url`, default `https://<domain>`); undefined: root-relative URLs. */
  siteUrl: string | undefined;
  /** '' or a path prefix such as `/docs` (input `base-path`), no trailing slash. */
  basePath: string;
  /** Checked between pages (converting one takes tens of ms), with a turn of the event loop every 50 ms. */
  signal?: AbortSignal;
  /** With `auto`: a page's head as read while it was unpacked ({@link PageHeads}), if it was; else it is read. */
  heads?: (file: string) => HeadFields | undefined;
}

/** What was written, each path relative to the site root; files the export had are never among them. */
export interface AgentFilesResult {
  /** Every file written: `llms.txt`, `llms-full.txt`, then the Markdown copies. */
  written: string[];
  /** How many Markdown copies of pages were written (`full`). */
  markdownCopies: number;
  /** Agent files the export already had, left as they were. */
  kept: string[];
  /** Pages listed in `llms.txt` (or that would have been). */
  pages: number;
  /** One line per page whose content the converter failed on, naming the page; its Markdown is the page's text. */
  warnings: string[];
}

/** In the page's own encoding (its <meta charset>), or a windows-1252 title reads as mojibake in llms.txt. */
const pageText = (bytes: Buffer): string => new TextDecoder(pageEncoding(bytes)).decode(bytes);
const pageInfo = (bytes: Buffer, headOnly: boolean): PageInfo => readPage(pageText(bytes), headOnly);

/** Bytes read at a time while looking for the end of a page's head. */
const HEAD_READ_BYTES = 16 << 10;

/**
 * What `llms.txt` needs of a page (`auto`), from its first bytes up to its `<body>` start tag rather than the whole
 * page: Mintlify's pages are ~150 KB, their heads a few KB (`npm run bench -- transfer`: 1 s of the run on 3,000
 * pages when each page was read and decoded whole). Read whole when the parser did not reach `<body>` in those bytes
 * (a `<body` in a head script's text, or a UTF-16 page), so the result is the whole page's.
 * @param size the page's length, bytes
 * @param prefix the page's first `length` bytes
 */
function headOf(size: number, prefix: (length: number) => Buffer): PageInfo {
  let end = size;
  // Growing reads: the tag is looked for in the whole prefix each time, so one across two reads is found too.
  for (let length = Math.min(size, HEAD_READ_BYTES); ; length = Math.min(size, length * 2)) {
    if (BODY_TAG.test(prefix(length).toString('latin1'))) {
      end = length;
      break;
    }
    if (length >= size) break;
  }
  const head = pageInfo(prefix(end), true);
  return head.bodyReached || end >= size ? head : pageInfo(prefix(size), true);
}

const BODY_TAG = /<body(?:[\s/][^>]*)?>/i;

/** {@link headOf} a page on disk. */
function headInfo(file: string): PageInfo {
  const fd = fs.openSync(file, 'r');
  try {
    const prefix = (length: number): Buffer => {
      const bytes = Buffer.allocUnsafe(length);
      let read = 0;
      for (let n = -1; n !== 0 && read < length; read += n) n = fs.readSync(fd, bytes, read, length - read, read);
      return bytes.subarray(0, read);
    };
    return headOf(fs.fstatSync(fd).size, prefix);
  } finally {
    fs.closeSync(fd);
  }
}

/** The part of a page's head that `llms.txt` lists. */
type HeadFields = Pick<PageInfo, 'title' | 'description' | 'siteName'>;

/** A flat copy: a slice would keep the whole decoded head alive. */
const flat = (text: string | undefined): string | undefined => (text === undefined ? undefined : copy(text));

/**
 * Pages' heads read as the unpack wrote them (issue 32 #3), so that `agent-files: auto` need not read the pages back
 * from disk; only when no stage edits the pages before the agent files are written.
 */
export class PageHeads {
  private readonly heads = new Map<string, HeadFields>();

  /** Reads `page`'s head now; `file` as the unpacker wrote it. A page added again replaces the first. */
  add(file: string, page: Pieces): void {
    this.heads.delete(file);
    const head = headOf(page.length, (length) => page.bytes(0, length));
    this.heads.set(file, {
      title: flat(head.title),
      description: flat(head.description),
      siteName: flat(head.siteName),
    });
  }

  /** Forgets every page: the unpack started over, and what it wrote before is not the bundle's. */
  clear(): void {
    this.heads.clear();
  }

  /** The head read of `file`, then forgotten; undefined for a page not read here. */
  take(file: string): HeadFields | undefined {
    const head = this.heads.get(file);
    this.heads.delete(file);
    return head;
  }
}

/** Error pages are not documentation. */
const NOT_PAGES = new Set(['404.html', '500.html', '404/index.html', '500/index.html']);

const ORIGIN_PLACEHOLDER = 'https://site.invalid';

interface Entry {
  urlPath: string;
  url: string;
  title: string;
  description: string | undefined;
  /** The title of the sidebar group the page is listed under, if the pages read name one. */
  group?: string;
}

/**
 * Writes the agent files of issue 22 into the staged site, one page in memory at a time: with `auto`, `llms.txt`
 * when the export has none (llmstxt.org format: `# name`, `> summary`, then `- [Title](URL): description` per page,
 * in sections by first path segment, in sitemap order when there is a `sitemap.xml`); with `full`, also
 * `llms-full.txt` (every page's main content as Markdown, same order) and the Markdown copy of each page that a
 * `<link rel=alternate type=text/markdown>` names. A file the export has is never overwritten.
 * @throws the file system's error, or the signal's reason once it is aborted
 */
export async function writeAgentFiles(options: AgentFilesOptions): Promise<AgentFilesResult> {
  const result: AgentFilesResult = { written: [], markdownCopies: 0, kept: [], pages: 0, warnings: [] };
  if (options.mode === 'off') return result;
  const fileSet = new Set(options.files);
  const layout = detectLayout(options.files);
  const full = options.mode === 'full';
  const want = (name: string): boolean => {
    if (!fileSet.has(name)) return true;
    result.kept.push(name);
    return false;
  };
  const writeIndex = want('llms.txt');
  const writeFull = full && want('llms-full.txt');
  if (!writeIndex && !full) return result;

  const pages = await pageOrder(options, fileSet);
  result.pages = pages.length;
  const entries: Entry[] = [];
  const copies: string[] = [];
  let siteName: string | undefined;
  let summary: string | undefined;
  let rootTitle: string | undefined;
  const fullPath = path.join(options.root, 'llms-full.txt');
  const fullFile = writeFull ? await fs.promises.open(fullPath, 'wx') : undefined;
  const turns = new EventLoopTurns(options.signal);
  const groups = new PageGroups(full);
  try {
    for (const file of pages) {
      await turns.pause();
      const urlPath = canonicalUrlPath(options.host, file, fileSet, layout);
      const text = full ? pageText(await fs.promises.readFile(path.join(options.root, file))) : undefined;
      if (groups.wants(file)) {
        const html = text ?? pageText(await fs.promises.readFile(path.join(options.root, file)));
        const links = sidebarLinks(html).map(({ href, group }) => ({
          file: linkedFile(href, urlPath, options.basePath, fileSet),
          group,
        }));
        groups.add(file, links);
      }
      const whole = text === undefined ? undefined : readPage(text);
      const read: HeadFields = whole ?? options.heads?.(file) ?? headInfo(path.join(options.root, file));
      siteName ??= read.siteName ?? titleSuffix(read.title);
      const content = whole?.main === undefined ? undefined : pageContent(whole.main, whole.cuts);
      const title = (read.title && siteName ? pageTitle(read.title, siteName) : read.title) ?? content?.heading;
      const url = publicUrl(options.siteUrl, options.basePath, urlPath);
      if (file === 'index.html') {
        summary = read.description;
        rootTitle = title;
      }
      const group = groups.groupOf(file);
      entries.push({ urlPath, url, title: title ?? urlPath, description: read.description, group });
      if (!whole) continue;
      const page = { ...whole, title: title ?? urlPath };
      let markdown = '';
      try {
        markdown = content ? pageMarkdown(content.html, content.cuts, page.title, url, options) : '';
      } catch (error) {
        // One page's markup the converter cannot take must not fail the step, nor cost the other pages their copies.
        markdown = textMarkdown(content!.html);
        result.warnings.push(
          `Could not convert ${visible(file)} to Markdown (${visible(String((error as Error)?.message ?? error))}): ` +
            "its Markdown copy and its llms-full.txt entry hold the page's text only. Check the page's markup " +
            '(every other page was converted), or set agent-files: auto to write llms.txt only.',
        );
      }
      await fullFile?.appendFile(fullEntry(page.title, page.description, url, markdown));
      const copy = markdownFile(page.markdownHref, urlPath, options.basePath);
      if (copy && !fileSet.has(copy)) {
        // One H1, the page's title, as a reader sees it above the content.
        if (await writeNew(options.root, copy, `# ${page.title}\n\n${markdown}\n`)) {
          fileSet.add(copy);
          copies.push(copy);
        }
      }
    }
  } finally {
    await fullFile?.close();
  }
  if (fullFile) result.written.push('llms-full.txt');
  result.written.push(...copies);
  result.markdownCopies = copies.length;
  if (writeIndex) {
    siteName ??= rootTitle ?? hostOf(options.siteUrl) ?? 'Documentation';
    const text = llmsTxt(siteName, summary, entries);
    await fs.promises.writeFile(path.join(options.root, 'llms.txt'), text, { flag: 'wx' });
    result.written.unshift('llms.txt');
  }
  return result;
}

/**
 * One page of `llms-full.txt`, as Mintlify's hosted file has it: `# Title`, `Source: URL`, the description, the
 * content (which has no H1 of the title: `pageMarkdown`).
 */
function fullEntry(title: string, description: string | undefined, url: string, markdown: string): string {
  // A page that shows its description under its title has it as the content's first paragraph already.
  const shown = description !== undefined && markdown.split('\n\n', 1)[0]!.replace(/\s+/g, ' ').trim() === description;
  const about = description && !shown ? `${description}\n\n` : '';
  return `# ${title}\nSource: ${url}\n\n${about}${markdown.trimStart()}\n\n`;
}

/** Codes with which a new file cannot be made where a folder or file of the export already is. */
const IN_THE_WAY = new Set(['EEXIST', 'ENOTDIR', 'EISDIR']);

/** Writes a file the site does not have; false (nothing written) when a file or folder of the export is in the way. */
async function writeNew(root: string, file: string, text: string): Promise<boolean> {
  const target = path.join(root, ...file.split('/'));
  try {
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.writeFile(target, text, { flag: 'wx' });
    return true;
  } catch (error) {
    if (IN_THE_WAY.has((error as NodeJS.ErrnoException).code ?? '')) return false;
    throw error;
  }
}

/**
 * A page's content ({@link pageContent}) as Markdown, its links made to work from its public URL, without an H1 of
 * `title` (the caller writes it).
 */
function pageMarkdown(
  html: string,
  cuts: readonly number[],
  title: string,
  url: string,
  options: AgentFilesOptions,
): string {
  const base = new URL(url, ORIGIN_PLACEHOLDER);
  const rebase: RebaseLink = (href) => {
    if (href.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return href;
    // The staged pages are rebased already; the rebase's own rule leaves `/docs` and `/docs#faq` as they are.
    const rooted = options.basePath ? rebasedUrl(href, { prefix: options.basePath, origins: [] }) : href;
    let resolved: URL;
    try {
      resolved = new URL(rooted, base);
    } catch {
      return href;
    }
    return options.siteUrl === undefined ? `${resolved.pathname}${resolved.search}${resolved.hash}` : resolved.href;
  };
  return markdownConverter(rebase, title)(html, cuts);
}

/**
 * The site file a page's link leads to (`/guides/a` → `guides/a.html`), resolved against the page's URL path with
 * the base path removed, as a host that serves every form would; undefined for another origin or no file.
 */
function linkedFile(href: string, urlPath: string, basePath: string, files: ReadonlySet<string>): string | undefined {
  let pathname: string;
  try {
    const url = new URL(href, new URL(`${basePath}${urlPath}`, ORIGIN_PLACEHOLDER));
    if (url.origin !== ORIGIN_PLACEHOLDER) return undefined;
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
  if (basePath && (pathname === basePath || pathname.startsWith(`${basePath}/`)))
    pathname = pathname.slice(basePath.length) || '/';
  const resolution = resolveOnHost('auto', pathname, files);
  return resolution.kind === 'missing' ? undefined : resolution.file;
}

/**
 * The site file a Markdown alternate names (`/guides/a.md` → `guides/a.md`), resolved against the page's URL path
 * with the base path removed; undefined for another origin, a file not ending `.md`, or a path leaving the site.
 */
export function markdownFile(href: string | undefined, urlPath: string, basePath: string): string | undefined {
  if (!href) return undefined;
  let url: URL;
  try {
    url = new URL(href, new URL(`${basePath}${urlPath}`, ORIGIN_PLACEHOLDER));
  } catch {
    return undefined;
  }
  if (url.origin !== ORIGIN_PLACEHOLDER) return undefined;
  let pathname = url.pathname;
  if (basePath && pathname.startsWith(`${basePath}/`)) pathname = pathname.slice(basePath.length);
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  let file: string;
  try {
    // The names the unpacker would take: no control character, nothing Windows cannot hold, no `..`.
    file = safeRelativePath(path.posix.normalize(decoded).replace(/^\/+/, ''));
  } catch {
    return undefined;
  }
  return file.endsWith('.md') ? file : undefined;
}

/** HTML pages in sitemap order (when the site has a `sitemap.xml`), then the rest by path. */
async function pageOrder(options: AgentFilesOptions, fileSet: ReadonlySet<string>): Promise<string[]> {
  // Without a sitemap: the home page first, then by path.
  const pages = options.files
    .filter((f) => f.endsWith('.html') && !NOT_PAGES.has(f))
    .sort((a, b) => Number(b === 'index.html') - Number(a === 'index.html') || (a < b ? -1 : Number(a > b)));
  if (!fileSet.has('sitemap.xml')) return pages;
  const xml = await fs.promises.readFile(path.join(options.root, 'sitemap.xml'), 'utf8');
  const { index, locs } = sitemapLocs(xml);
  if (index) return pages;
  const pageSet = new Set(pages);
  const ordered: string[] = [];
  const seen = new Set<string>();
  for (const loc of locs) {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(loc, ORIGIN_PLACEHOLDER).pathname);
    } catch {
      continue;
    }
    const prefix = options.basePath && pathname.startsWith(`${options.basePath}/`) ? options.basePath.length : 0;
    const resolution = resolveOnHost('auto', pathname.slice(prefix) || '/', fileSet);
    if (resolution.kind === 'missing' || !pageSet.has(resolution.file) || seen.has(resolution.file)) continue;
    seen.add(resolution.file);
    ordered.push(resolution.file);
  }
  return [...ordered, ...pages.filter((p) => !seen.has(p))];
}

/** A title as link text: control and bidi characters written out (as the step summary does), brackets escaped. */
const escapeLinkText = (text: string): string => visible(text).replace(/[[\]\\]/g, (c) => `\\${c}`);

/** `api-reference` → `Api reference`; the root's pages go under `Pages`. */
function sectionTitle(segment: string): string {
  if (segment === '') return 'Pages';
  const words = segment.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The llms.txt text (https://llmstxt.org/: H1 name, blockquote summary, H2 sections of link lists). */
export function llmsTxt(siteName: string, summary: string | undefined, entries: readonly Entry[]): string {
  const sections = new Map<string, string[]>();
  for (const entry of entries) {
    const segment = entry.urlPath.split('/').filter(Boolean);
    // A section title is a heading of its own: no character of the site's may make a link, a list or a line of it.
    const key = markdownText(entry.group ?? sectionTitle(segment.length > 1 ? segment[0]! : ''));
    const title = escapeLinkText(entry.title);
    const line = `- [${title}](${entry.url})${entry.description ? `: ${entry.description}` : ''}`;
    if (!sections.has(key)) sections.set(key, []);
    sections.get(key)!.push(line);
  }
  const parts = [`# ${siteName}`, ''];
  if (summary) parts.push(`> ${summary}`, '');
  for (const [key, lines] of sections) parts.push(`## ${key}`, '', ...lines, '');
  return parts.join('\n');
}

function hostOf(siteUrl: string | undefined): string | undefined {
  return siteUrl === undefined ? undefined : new URL(siteUrl).host;
}
