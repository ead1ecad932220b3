import path from 'node:path';
import { cssEdits } from './rebase-css.ts';
import { htmlEdits, rebaseHtml } from './rebase-html.ts';
import { walkCode } from '../../web/js-code.ts';
import { markdownEdits } from './rebase-markdown.ts';
import { applyEdits, originEditAt, urlEditAt, type BasePath, type Edit } from './rebase-url.ts';
import { xmlEdits } from './rebase-xml.ts';
import { rebaseRule, rscFileEdits } from './rsc.ts';
import { RSC_START } from '../../web/rsc-start.ts';

/** What kind of file a site path is, for the rebase; undefined: left as it is (images, fonts, …). */
export type RebaseKind = 'html' | 'css' | 'js' | 'rsc' | 'xml' | 'robots' | 'markdown' | 'manifest';

/**
 * The kind of a file by its path relative to the site root (`/` separators). `llms.txt`, `llms-full.txt` and `.md`
 * files are Markdown (the export's agent files, issue 39 #5); other `.txt` files than `robots.txt` are taken for RSC
 * payloads when their content looks like one (see {@link rebaseFile}).
 */
export function rebaseKind(file: string): RebaseKind | undefined {
  const name = path.posix.basename(file).toLowerCase();
  const ext = path.posix.extname(name);
  if (ext === '.html' || ext === '.htm') return 'html';
  if (ext === '.css') return 'css';
  if (ext === '.js' || ext === '.mjs') return 'js';
  if (ext === '.xml' || ext === '.rss' || ext === '.atom') return 'xml';
  if (ext === '.webmanifest' || name === 'manifest.json') return 'manifest';
  if (file.toLowerCase() === 'robots.txt') return 'robots';
  if (/^llms(-full)?\.txt$/.test(name) || ext === '.md') return 'markdown';
  if (ext === '.txt') return 'rsc';
  return undefined;
}

/**
 * Rebases one file's bytes by its kind.
 * @param kept told of each feed identifier left on the export's origin ({@link xmlEdits})
 * @returns the new bytes, or undefined when nothing changed
 */
export function rebaseFile(
  kind: RebaseKind,
  bytes: Buffer,
  base: BasePath,
  kept?: (identifier: string) => void,
): Buffer | undefined {
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
        rscFileEdits(
          bytes,
          rebaseRule(base, (page) => htmlEdits(page, base)),
        ),
      );
    case 'xml':
      return changed(bytes, xmlEdits(bytes.toString('latin1'), base, kept));
    case 'robots': {
      const text = bytes.toString('latin1');
      return changed(bytes, [...patternEdits(text, ROBOTS_SITEMAP, base), ...robotsHostEdits(text, base)]);
    }
    case 'markdown':
      return changed(bytes, markdownEdits(bytes.toString('latin1'), base));
    case 'manifest':
      return changed(bytes, patternEdits(bytes.toString('latin1'), MANIFEST_URL, base));
  }
}

function changed(bytes: Buffer, edits: Edit[]): Buffer | undefined {
  return edits.length > 0 ? applyEdits(bytes, edits) : undefined;
}

/**
 * Next.js's webpack runtime sets its public path, `r.p="/_next/"`, from which it loads lazy chunks and their CSS;
 * Turbopack's runtime (`turbopack-*.js`, issue 37) holds it as `let t="/_next/"` and loads chunks from there; a static
 * image import is compiled into a chunk as `src:"/_next/static/media/<name>.<hash>.svg"` (issue 21 "Traps"). Only
 * these are rebased: `"/_next/data/"` and `"/_next/image"` in `main-*.js` go through the router's own base path.
 * Tried at each word or punctuator that is code ({@link walkCode}): the same characters in a string, a template, a
 * comment or a regular expression (a code sample a chunk ships) are text.
 */
const JS_PATH = new RegExp(
  [
    /(\.p\s*=\s*["'])\/_next\//.source,
    /((?:let|var|const)\s+[\w$]+\s*=\s*["'])\/_next\/(?=["'])/.source,
    /(src:["'])\/_next\/static\/media\/(?=[^"'\s])/.source,
  ].join('|'),
  'y',
);

/**
 * The edits that rebase a script file: its runtime's public path and static media imports ({@link JS_PATH}).
 * @param js the script, as a Latin-1 string of its bytes
 * @returns insertions of the base path, in offsets of `js`
 */
export function jsEdits(js: string, base: BasePath): Edit[] {
  const edits: Edit[] = [];
  // Most chunks name no path of Next's: not walked.
  if (!js.includes('/_next/')) return edits;
  walkCode(js, (at) => {
    const c = js[at];
    if (c !== '.' && c !== 'l' && c !== 'v' && c !== 'c' && c !== 's') return undefined;
    JS_PATH.lastIndex = at;
    const m = JS_PATH.exec(js);
    if (!m) return undefined;
    const opened = at + (m[1] ?? m[2] ?? m[3]!).length;
    edits.push({ start: opened, end: opened, text: m[2] ? turbopackPrefix(base.prefix) : base.prefix });
    // On at the quote: the walk reads the string literal as one.
    return opened - 1;
  });
  return edits;
}

/**
 * The base path as Turbopack's runtime compares it: it finds the chunks a page loaded by `src.startsWith(t)` after
 * `decodeURIComponent(src)`, so a base path written with percent-escapes of non-ASCII characters (`/d%C3%A9`) is
 * written decoded (`/d\u00e9`, as JavaScript escapes; the browser encodes it again when it loads from there). Escapes
 * of ASCII characters are kept: decoded, a `%2F` or `%3F` would change what the URL names.
 */
function turbopackPrefix(prefix: string): string {
  const decoded = prefix.replace(/(?:%[89a-fA-F][0-9a-fA-F])+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
  return decoded.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** `Sitemap: <url>` lines of robots.txt (RFC 9309 leaves them to the sitemaps protocol). */
const ROBOTS_SITEMAP = /^[ \t]*sitemap[ \t]*:[ \t]*(\S+)/gim;
/**
 * `Host:` lines of robots.txt (Yandex's directive: the site's main mirror, a host, with `https://` when served over
 * HTTPS). A host has no path: only the export's origin moves to the served one (issue 39 #7).
 */
const ROBOTS_HOST = /^[ \t]*host[ \t]*:[ \t]*(\S+)/gim;

function robotsHostEdits(text: string, base: BasePath): Edit[] {
  const edits: Edit[] = [];
  for (const m of text.matchAll(ROBOTS_HOST)) {
    const edit = originEditAt(m[1]!, m.index + m[0].length - m[1]!.length, base);
    if (edit) edits.push(edit);
  }
  return edits;
}
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
