import { Parser } from 'htmlparser2';

/**
 * A page's content as its reader sees it (issue 39 #6): what `PageInfo.main` holds without the page's furniture, for
 * the Markdown copies and `llms-full.txt`.
 */
export interface PageContent {
  /** The content's HTML, furniture cut out. */
  html: string;
  /** Offsets in `html` where it may be cut into pieces (`PageInfo.cuts`, moved with the text around them). */
  cuts: number[];
  /** Text of the page's title heading (`h1#page-title`, Mintlify's, else the first `h1`); white space collapsed. */
  heading: string | undefined;
}

/**
 * Mintlify's documented page identifiers (its custom CSS and scripts docs: `#pagination`, `#footer`,
 * `#page-context-menu`, `#feedback-*`) of furniture in `#content-area`: none is content.
 */
const FURNITURE_IDS = new Set([
  'pagination',
  'footer',
  'page-context-menu',
  'feedback-form',
  'feedback-thumbs-up',
  'feedback-thumbs-down',
]);

/** Elements that are never content: navigation (breadcrumbs are a `nav`), footers, controls. */
const FURNITURE_TAGS = new Set(['nav', 'footer', 'button']);

/**
 * Mintlify's documented identifiers of the page's navigation, outside `#content-area`: left out when a page has no
 * content area and its `<main>`, `<article>` or `<body>` is read instead.
 */
const NAVIGATION_IDS = new Set(['sidebar', 'navbar', 'table-of-contents']);

/**
 * Deepest nesting of elements handed to the converter: deeper elements are unwrapped (their text kept, their tags
 * left out), as Chromium's HTML parser stops nesting at 512 (`kMaximumHTMLParserDOMTreeDepth`). node-html-markdown
 * recurses once per level (5,000 nested `<span>`s overflow the stack) and its time grows faster than the cube of
 * the depth (4,000 nested `<div>`s: 17 s); at 512 levels a page converts in well under a second.
 */
export const MAX_DEPTH = 512;

/** Elements whose text is not the page's text: unwrapped past {@link MAX_DEPTH}, they would show as text. */
const NOT_TEXT = new Set(['script', 'style', 'noscript', 'template', 'svg', 'math', 'iframe', 'textarea']);

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

const classes = (attribs: Record<string, string>): string[] => (attribs.class ?? '').split(/\s+/);

/**
 * Hidden content that a reader reveals with a control, and so content: a tab's panel (`role="tabpanel"`: the code of
 * every tab, not only the first), an accordion's or a collapsible's closed content (Radix's `data-state` of
 * `inactive` or `closed`, what Mintlify's components render), and `hidden="until-found"` (found by the browser's
 * find in page).
 */
function revealable(attribs: Record<string, string>): boolean {
  const state = attribs['data-state'] ?? '';
  return attribs.role === 'tabpanel' || attribs.hidden === 'until-found' || state === 'inactive' || state === 'closed';
}

/**
 * Whether an element and everything in it is page furniture rather than content: a breadcrumb (a `nav`, or an
 * `aria-label` naming one), the pagination and footer ("Powered by Mintlify"), the feedback and copy controls, the
 * hidden agent index, the sidebar and table of contents, and anything hidden from the reader (`hidden`,
 * `aria-hidden="true"`) that no control reveals ({@link revealable}).
 */
function isFurniture(name: string, attribs: Record<string, string>): boolean {
  const id = attribs.id ?? '';
  return (
    FURNITURE_TAGS.has(name) ||
    FURNITURE_IDS.has(id) ||
    NAVIGATION_IDS.has(id) ||
    (('hidden' in attribs || attribs['aria-hidden'] === 'true') && !revealable(attribs)) ||
    'data-agent-docs-index' in attribs ||
    /breadcrumb/i.test(attribs['aria-label'] ?? '')
  );
}

const collapse = (text: string): string | undefined => text.replace(/\s+/g, ' ').trim() || undefined;

/** Whether an anchor's text is words (a heading's text as a link), not a hover icon (`#`, `¶`, a zero-width space). */
const hasWords = (text: string): boolean => /[\p{L}\p{N}]/u.test(text);

interface Open {
  name: string;
  id: string | undefined;
  /** Left out with everything in it. */
  drop: boolean;
  /** Past {@link MAX_DEPTH}: its tags are left out, its content kept. */
  unwrap: boolean;
  /** A link to its own heading: left out when its text has no words, else unwrapped. */
  anchor: boolean;
  mdx: boolean;
  /** Offset of its start tag, and of the end of that tag. */
  start: number;
  tagEnd: number;
  text: string;
}

/**
 * The part of a page's main content (`PageInfo.main`) a reader sees as the page's content, in one pass of
 * htmlparser2 (the parser `readPage` uses). Left out: furniture ({@link isFurniture}); the title heading
 * (`h1#page-title`), which the Markdown writes from the page's title; the header above it (Mintlify's `eyebrow`, which
 * names the page's group, in the `header` or before the title, outside `.mdx-content`); a heading's own hover anchor
 * (`<a href="#id">` inside the heading `id`, with no words: a link that is the heading's whole text keeps its text);
 * and, where the content has Mintlify's `.mdx-content` (the compiled MDX), whatever follows the last one in the content
 * area (feedback, pagination, footer). Elements nested deeper than {@link MAX_DEPTH} are unwrapped. An element
 * closed by the parser's rules (an `<li>` by the next `<li>`, a `<p>` by a `<div>`) ends where the next tag starts,
 * so a cut never takes the element that closed it.
 * @param main the page's main content, `PageInfo.main`
 * @param cuts offsets in `main` where it may be cut (`PageInfo.cuts`)
 */
export function pageContent(main: string, cuts: readonly number[] = []): PageContent {
  /** Ranges of `main` left out, [start, end), in document order, none inside another. */
  const dropped: [number, number][] = [];
  const stack: Open[] = [];
  let dropDepth = 0;
  let mdxDepth = 0;
  let headerDepth = 0;
  let titleSeen = false;
  let ending = false;
  let mdxEnd: number | undefined;
  let heading: string | undefined;
  let firstH1: string | undefined;
  let h1Text: string | undefined;
  let titleH1 = false;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const headingId = [...stack].reverse().find((e) => HEADINGS.has(e.name))?.id;
        const anchor = name === 'a' && headingId !== undefined && attribs.href === `#${headingId}` && dropDepth === 0;
        const title = name === 'h1' && attribs.id === 'page-title';
        const mdx = classes(attribs).includes('mdx-content');
        const eyebrow = classes(attribs).includes('eyebrow') && mdxDepth === 0 && (headerDepth > 0 || !titleSeen);
        const deep = stack.length >= MAX_DEPTH;
        const drop =
          dropDepth === 0 && (isFurniture(name, attribs) || title || eyebrow || (deep && NOT_TEXT.has(name)));
        if (drop || dropDepth > 0) dropDepth++;
        if (title) titleSeen = true;
        if (mdx) mdxDepth++;
        if (name === 'header' || attribs.id === 'header') headerDepth++;
        if (name === 'h1' && h1Text === undefined) {
          h1Text = '';
          titleH1 = title;
        }
        const start = parser.startIndex;
        const tagEnd = parser.endIndex + 1;
        const unwrap = deep && !drop && dropDepth === 0;
        if (unwrap) dropped.push([start, tagEnd]);
        stack.push({ name, id: attribs.id, drop, unwrap, anchor, mdx, start, tagEnd, text: '' });
      },
      ontext(text) {
        if (h1Text !== undefined) h1Text += text;
        for (const element of stack) if (element.anchor) element.text += text;
      },
      onclosetag(name, implied) {
        const element = stack.pop();
        if (!element) return;
        // An element the parser closes (by the next tag, its parent's end tag or the end of `main`) ends where that
        // tag starts; a void element (`<img>`), closed as it opens, at its tag's end.
        const voidElement = implied && parser.startIndex === element.start;
        let end = implied && !voidElement ? parser.startIndex : parser.endIndex + 1;
        if (ending) end = main.length;
        /** The end tag, when the element has one in `main`. */
        const endTag: [number, number] | undefined = implied ? undefined : [parser.startIndex, end];
        if (dropDepth > 0) dropDepth--;
        if (element.drop) dropped.push([element.start, end]);
        if (element.mdx) {
          mdxEnd = end;
          mdxDepth--;
        }
        if (name === 'header' || element.id === 'header') headerDepth--;
        if (element.unwrap && endTag) dropped.push(endTag);
        if (element.anchor) {
          if (!hasWords(element.text)) dropped.push([element.start, end]);
          else if (!element.unwrap) dropped.push([element.start, element.tagEnd], ...(endTag ? [endTag] : []));
        }
        if (name === 'h1' && h1Text !== undefined) {
          const text = collapse(h1Text);
          if (titleH1) heading ??= text;
          else firstH1 ??= text;
          h1Text = undefined;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(main);
  // What `end` closes is left open at the end of `main`.
  ending = true;
  parser.end();
  if (mdxEnd !== undefined && mdxEnd < main.length) dropped.push([mdxEnd, main.length]);
  return { ...cutOut(main, cuts, merge(dropped)), heading: heading ?? firstH1 };
}

/** Ranges sorted, those inside or overlapping another merged. */
function merge(ranges: [number, number][]): [number, number][] {
  const merged: [number, number][] = [];
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** `text` without the ranges, and the cuts outside them moved with the text (cuts inside one are lost). */
function cutOut(text: string, cuts: readonly number[], ranges: [number, number][]): { html: string; cuts: number[] } {
  const parts: string[] = [];
  const moved: number[] = [];
  let from = 0;
  let removed = 0;
  let next = 0;
  for (const [start, end] of [...ranges, [text.length, text.length] as [number, number]]) {
    parts.push(text.slice(from, start));
    for (; next < cuts.length && cuts[next]! <= start; next++) {
      if (cuts[next]! >= from) moved.push(cuts[next]! - removed);
    }
    removed += end - start;
    from = end;
  }
  return { html: parts.join(''), cuts: [...new Set(moved)] };
}
