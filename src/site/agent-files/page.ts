import { Parser } from 'htmlparser2';

/** What the agent files take from one HTML page. */
export interface PageInfo {
  /** `og:title`, else the document's `<title>`; white space collapsed. */
  title: string | undefined;
  /** `<meta name=description>`, else `og:description`. */
  description: string | undefined;
  /** `og:site_name`, if the page names its site. */
  siteName: string | undefined;
  /** The `href` of the first `<link rel=alternate type=text/markdown>` (Mintlify's link to the page's Markdown). */
  markdownHref: string | undefined;
  /**
   * The outer HTML of the page's main content: Mintlify's `#content-area`, else the first `<main>`, `<article>`,
   * or `<body>`; undefined for a page with none of them.
   */
  main: string | undefined;
  /**
   * Offsets in `main` where it may be cut into pieces converted one at a time: after a block element whose
   * ancestors are all plain containers (`div`, `section`, …), so no list, table, link or quote is cut. The converter's
   * cost grows with the square of its input (it re-copies its output per element), so a 150 KB page converts in
   * pieces.
   */
  cuts: number[];
  /**
   * Offsets in `main` just after `<a` of each heading's self-link glyph (`<h2 id="o"><a href="#o">#</a>Overview</h2>`):
   * a link to a fragment inside an `h1`–`h6` whose text has no letter or digit (`#`, `¶`, an icon). Search leaves
   * them out of the heading's name; read in this pass so no page is parsed twice.
   */
  headingGlyphs: number[];
  /** The `lang` of `<html>`, lower-cased (`en`, `zh-cn`); undefined when it has none. */
  lang: string | undefined;
  /** Whether the page has `<meta http-equiv=refresh>` (a redirect page, not content). */
  refresh: boolean;
  /** Offset in `html` of `</head>`, where tags can be added to the head; undefined when the page has none. */
  headEnd: number | undefined;
  /** Whether the parser reached the `<body>` start tag: a head-only read of a page's first bytes that did not then
   * reads the whole page. */
  bodyReached: boolean;
}

/** A letter or a digit: text that names something, which a heading anchor's glyph does not. */
const WORDS = /[\p{L}\p{N}]/u;
const HEADING = /^h[1-6]$/;

/** Main-content containers, most specific first. */
const MAIN = ['#content-area', 'main', 'article', 'body'] as const;

/** Containers that give no Markdown of their own: cutting inside them loses nothing. */
const NEUTRAL = new Set([
  'html',
  'body',
  'main',
  'article',
  'section',
  'div',
  'header',
  'footer',
  'aside',
  'nav',
  'span',
]);
/** Elements after whose end a new Markdown block starts anyway. */
const BLOCKS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'pre',
  'table',
  'ul',
  'ol',
  'dl',
  'blockquote',
  'hr',
  'figure',
  'details',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'aside',
  'nav',
]);

const collapse = (text: string): string | undefined => text.replace(/\s+/g, ' ').trim() || undefined;

/**
 * Reads a page's title, description, Markdown alternate and main content in one pass of htmlparser2 (the
 * parser the verification uses), keeping only offsets into `html` for the content.
 * @param html the page's text, whole or in pieces (`pageTextPieces`, `web/charset.ts`): pieces are read only until
 *   the parser stops, and a page's text in one string costs a large allocation (issue 47)
 * @param headOnly stop at `<body>`: the title, description and site name only (`llms.txt`), no content (`main`
 *   undefined); a page's body is most of its bytes (measured with `npm run bench -- site`: 1,000 pages in 5.2 s
 *   read whole, 0.53 s head only)
 */
export function readPage(html: string | Iterable<string>, headOnly = false): PageInfo {
  /** What the parser was given: the page's text, or as much of it as was read before the parser stopped. */
  const read: string[] = [];
  let readLength = 0;
  let stopped = false;
  let title = '';
  let inTitle = false;
  let titleDone = false;
  let svgDepth = 0;
  const meta: Record<string, string> = {};
  let markdownHref: string | undefined;
  let lang: string | undefined;
  let refresh = false;
  let headEnd: number | undefined;
  let bodyReached = false;
  const depth: string[] = [];
  /** Offsets of the start tags of the elements in `depth`. */
  const starts: number[] = [];
  let ending = false;
  const cuts: number[] = [];
  let headings = 0;
  /** The open fragment link inside a heading: where its name ends, its text so far, and its depth. */
  let glyph: { at: number; text: string; depth: number } | undefined;
  const glyphs: number[] = [];
  let nonNeutral = 0;
  const spans = new Map<(typeof MAIN)[number], { start: number; depth: number; end?: number }>();
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === 'body') bodyReached = true;
        if (headOnly && name === 'body') return stop();
        if (name === 'html' && lang === undefined) lang = attribs.lang?.trim().toLowerCase() || '';
        if (name === 'meta' && (attribs['http-equiv'] ?? '').toLowerCase() === 'refresh') refresh = true;
        depth.push(name);
        starts.push(parser.startIndex);
        if (!NEUTRAL.has(name)) nonNeutral++;
        if (name === 'svg') svgDepth++;
        if (name === 'title' && svgDepth === 0 && !titleDone) inTitle = true;
        if (HEADING.test(name)) headings++;
        if (name === 'a' && headings > 0 && !glyph && (attribs.href ?? '').trim().startsWith('#'))
          glyph = { at: parser.startIndex + 2, text: '', depth: depth.length };
        if (name === 'meta') {
          const key = (attribs.property ?? attribs.name ?? '').toLowerCase();
          if (key && attribs.content !== undefined && !(key in meta)) meta[key] = attribs.content;
        }
        const rel = (attribs.rel ?? '').toLowerCase().split(/\s+/);
        if (name === 'link' && rel.includes('alternate') && (attribs.type ?? '').toLowerCase() === 'text/markdown')
          markdownHref ??= attribs.href?.trim() || undefined;
        const key = attribs.id === 'content-area' ? '#content-area' : name;
        if ((MAIN as readonly string[]).includes(key) && !spans.has(key as (typeof MAIN)[number]))
          spans.set(key as (typeof MAIN)[number], { start: parser.startIndex, depth: depth.length });
      },
      ontext(text) {
        if (inTitle) title += text;
        if (glyph) glyph.text += text;
      },
      onclosetag(name, implied) {
        if (name === 'head' && headEnd === undefined) headEnd = parser.startIndex;
        // An element the parser closes (`<p>` by a `<div>`, `<li>` by the next `<li>`, anything by its parent's end
        // tag) ends where that tag starts, so no cut falls inside the next element; a void one at its tag's end.
        const start = starts.pop();
        const closedBy = implied && parser.startIndex !== start;
        let end = closedBy ? parser.startIndex : parser.endIndex + 1;
        if (ending) end = readLength;
        for (const span of spans.values()) {
          if (span.end === undefined && span.depth === depth.length) span.end = end;
        }
        if (name === 'title' && inTitle) {
          inTitle = false;
          titleDone = true;
        }
        if (name === 'svg') svgDepth--;
        if (glyph?.depth === depth.length) {
          if (!WORDS.test(glyph.text)) glyphs.push(glyph.at);
          glyph = undefined;
        }
        if (HEADING.test(name) && headings > 0) headings--;
        depth.pop();
        if (!NEUTRAL.has(name)) nonNeutral--;
        if (nonNeutral === 0 && BLOCKS.has(name)) cuts.push(end);
        // Mintlify's content area is all that is read after the head: the rest of the page (the furniture and the
        // inline RSC payload, most of its bytes) is not parsed (issue 32 #2, `npm run bench -- search`).
        if (spans.get('#content-area')?.end !== undefined) stop();
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  const stop = (): void => {
    stopped = true;
    parser.pause();
  };
  for (const piece of typeof html === 'string' ? [html] : html) {
    read.push(piece);
    readLength += piece.length;
    parser.write(piece);
    if (stopped) break;
  }
  ending = true;
  parser.end();
  const found = MAIN.map((key) => spans.get(key)).find(Boolean);
  const end = found ? Math.max(found.end ?? readLength, found.start) : 0;
  return {
    title: collapse(meta['og:title'] ?? '') ?? collapse(title),
    description: collapse(meta.description ?? '') ?? collapse(meta['og:description'] ?? ''),
    siteName: collapse(meta['og:site_name'] ?? ''),
    markdownHref,
    main: found ? textBetween(read, found.start, end) : undefined,
    cuts: found ? cuts.filter((cut) => cut > found.start && cut < end).map((cut) => cut - found.start) : [],
    headingGlyphs: found ? glyphs.filter((at) => at > found.start && at < end).map((at) => at - found.start) : [],
    lang: lang || undefined,
    refresh,
    headEnd,
    bodyReached,
  };
}

/** Characters [start, end) of the text that `pieces` hold in order. */
function textBetween(pieces: readonly string[], start: number, end: number): string {
  if (pieces.length === 1) return pieces[0]!.slice(start, end);
  let text = '';
  let at = 0;
  for (const piece of pieces) {
    if (at + piece.length > start && at < end) text += piece.slice(Math.max(0, start - at), end - at);
    at += piece.length;
  }
  return text;
}

const TITLE_SEPARATORS = [' - ', ' | ', ' – ', ' — '];

/**
 * The site name a page title ends with (`Install - Acme` → `Acme`), for exports without `og:site_name`: Mintlify
 * writes `<title>` as the page's title, a separator, then the site's name.
 */
export function titleSuffix(title: string | undefined): string | undefined {
  if (!title) return undefined;
  const at = Math.max(...TITLE_SEPARATORS.map((separator) => title.lastIndexOf(separator)));
  if (at <= 0) return undefined;
  const separator = TITLE_SEPARATORS.find((candidate) => title.startsWith(candidate, at))!;
  return title.slice(at + separator.length).trim() || undefined;
}

/** A page title without the ` - Site` or ` | Site` suffix Mintlify adds to `<title>`. */
export function pageTitle(title: string, siteName: string): string {
  for (const separator of TITLE_SEPARATORS) {
    const suffix = `${separator}${siteName}`;
    if (title.endsWith(suffix) && title.length > suffix.length) return title.slice(0, -suffix.length);
  }
  return title;
}
