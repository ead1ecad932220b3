import path from 'node:path';
import { cssEdits } from './rebase-css.ts';
import { htmlEdits, rebaseHtml } from './rebase-html.ts';
import { applyEdits, urlEditAt, type BasePath, type Edit } from './rebase-url.ts';
import { rscFileEdits } from './rsc.ts';
import { walkSitemap } from '../verify/sitemap.ts';

/** What kind of file a site path is, for the rebase; undefined: left as it is (images, fonts, …). */
export type RebaseKind = 'html' | 'css' | 'js' | 'rsc' | 'sitemap' | 'robots' | 'llms' | 'manifest';

/**
 * The kind of a file by its path relative to the site root (`/` separators). `.txt` files other than `robots.txt`
 * and `llms*.txt` are taken for RSC payloads when their content looks like one (see {@link rebaseFile}).
 */
export function rebaseKind(file: string): RebaseKind | undefined {
  const name = path.posix.basename(file).toLowerCase();
  const ext = path.posix.extname(name);
  if (ext === '.html' || ext === '.htm') return 'html';
  if (ext === '.css') return 'css';
  if (ext === '.js' || ext === '.mjs') return 'js';
  if (ext === '.xml') return 'sitemap';
  if (ext === '.webmanifest' || name === 'manifest.json') return 'manifest';
  if (file.toLowerCase() === 'robots.txt') return 'robots';
  if (/^llms(-full)?\.txt$/.test(name)) return 'llms';
  if (ext === '.txt') return 'rsc';
  return undefined;
}

/** An RSC payload starts with a row: `<hex id>:` and a JSON value, a client reference, a hint or a text row. */
const RSC_START = /^[0-9a-f]{0,8}:(?:["[{]|I\[|H[A-Za-z]|T[0-9a-f]+,)/;

/**
 * Rebases one file's bytes by its kind.
 * @returns the new bytes, or undefined when nothing changed
 */
export function rebaseFile(kind: RebaseKind, bytes: Buffer, base: BasePath): Buffer | undefined {
  switch (kind) {
    case 'html':
      return rebaseHtml(bytes, base);
    case 'css':
      return changed(bytes, cssEdits(bytes.toString('latin1'), base));
    case 'js':
      // Only the runtime's public path, which moves with a base path alone.
      return base.prefix ? changed(bytes, jsEdits(bytes.toString('latin1'), base)) : undefined;
    case 'rsc':
      if (!RSC_START.test(bytes.toString('latin1', 0, 64))) return undefined;
      return changed(
        bytes,
        rscFileEdits(bytes, base, (page) => htmlEdits(page, base)),
      );
    case 'sitemap':
      return changed(bytes, sitemapEdits(bytes.toString('latin1'), base));
    case 'robots':
      return changed(bytes, patternEdits(bytes.toString('latin1'), ROBOTS_SITEMAP, base));
    case 'llms':
      return changed(bytes, patternEdits(bytes.toString('latin1'), MARKDOWN_LINK, base));
    case 'manifest':
      return changed(bytes, patternEdits(bytes.toString('latin1'), MANIFEST_URL, base));
  }
}

function changed(bytes: Buffer, edits: Edit[]): Buffer | undefined {
  return edits.length > 0 ? applyEdits(bytes, edits) : undefined;
}

/**
 * Next.js's webpack runtime sets its public path, `r.p="/_next/"`, from which it loads lazy chunks and their CSS; a
 * static image import is compiled into a chunk as `src:"/_next/static/media/<name>.<hash>.svg"` (issue 21 "Traps").
 * Only these are rebased: `"/_next/data/"` and `"/_next/image"` in `main-*.js` go through the router's own base path.
 */
const JS_PATHS = /(\.p\s*=\s*["'])\/_next\/|(\bsrc:["'])\/_next\/static\/media\/(?=[^"'\s])/g;

function jsEdits(js: string, base: BasePath): Edit[] {
  const edits: Edit[] = [];
  for (const m of js.matchAll(JS_PATHS)) {
    const at = m.index + (m[1] ?? m[2]!).length;
    edits.push({ start: at, end: at, text: base.prefix });
  }
  return edits;
}

/** `Sitemap: <url>` lines of robots.txt (RFC 9309 leaves them to the sitemaps protocol). */
const ROBOTS_SITEMAP = /^[ \t]*sitemap[ \t]*:[ \t]*(\S+)/gim;
/** A Markdown link's target, `[text](/page)` or `[text](<https://…>)` (llms.txt is Markdown). */
const MARKDOWN_LINK = /\]\([ \t]*<?([^)\s>]+)/g;
/** The URL members of a web manifest: `start_url`, `scope`, `icons[].src`, `shortcuts[].url`, `screenshots[].src`. */
const MANIFEST_URL = /"(?:start_url|scope|src|url)"\s*:\s*"((?:[^"\\]|\\.)*)"/g;

/** The edits of the URLs a pattern's first group captures (the match ends with the URL). */
function patternEdits(text: string, pattern: RegExp, base: BasePath): Edit[] {
  const edits: Edit[] = [];
  for (const m of text.matchAll(pattern)) {
    const raw = m[1]!;
    const at = pattern === MANIFEST_URL ? m.index + m[0].length - 1 - raw.length : m.index + m[0].length - raw.length;
    const edit = urlEditAt(raw, at, base);
    if (edit) edits.push(edit);
  }
  return edits;
}

/** The `<loc>`s of a sitemap or sitemap index, read by verification's reader (`verify/sitemap.ts`). */
function sitemapEdits(xml: string, base: BasePath): Edit[] {
  const edits: Edit[] = [];
  walkSitemap(xml, {
    loc(start, end) {
      let value = xml.slice(start, end);
      let at = start;
      // A URL in a CDATA section is written as it is inside it.
      const cdata = /^\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*$/.exec(value);
      if (cdata) {
        at += cdata[0].indexOf('<![CDATA[') + 9;
        value = cdata[1]!;
      }
      const lead = value.length - value.trimStart().length;
      const edit = urlEditAt(value.trim(), at + lead, base);
      if (edit) edits.push(edit);
    },
  });
  return edits;
}
