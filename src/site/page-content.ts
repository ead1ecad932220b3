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

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

const classes = (attribs: Record<string, string>): string[] => (attribs.class ?? '').split(/\s+/);

/**
 * Whether an element and everything in it is page furniture rather than content: a breadcrumb (a `nav`, an
 * `aria-label` naming one, or Mintlify's `eyebrow` above the title, which names the page's group), the pagination
 * and footer ("Powered by Mintlify"), the feedback and copy controls, the hidden agent index, and anything hidden
 * from the reader (`hidden`, `aria-hidden="true"`).
 */
function isFurniture(name: string, attribs: Record<string, string>): boolean {
  return (
    FURNITURE_TAGS.has(name) ||
    FURNITURE_IDS.has(attribs.id ?? '') ||
    'hidden' in attribs ||
    attribs['aria-hidden'] === 'true' ||
    'data-agent-docs-index' in attribs ||
    /breadcrumb/i.test(attribs['aria-label'] ?? '') ||
    classes(attribs).includes('eyebrow')
  );
}

const collapse = (text: string): string | undefined => text.replace(/\s+/g, ' ').trim() || undefined;

/**
 * The part of a page's main content (`PageInfo.main`) a reader sees as the page's content, in one pass of
 * htmlparser2 (the parser `readPage` uses). Left out: furniture ({@link isFurniture}); the title heading
 * (`h1#page-title`), which the Markdown writes from the page's title; a heading's own anchor link (`<a
 * href="#id">` inside the heading `id`, shown on hover); and, where the content has Mintlify's `.mdx-content` (the
 * compiled MDX), whatever follows the last one in the content area (feedback, pagination, footer).
 * @param main the page's main content, `PageInfo.main`
 * @param cuts offsets in `main` where it may be cut (`PageInfo.cuts`)
 */
export function pageContent(main: string, cuts: readonly number[] = []): PageContent {
  /** Ranges of `main` left out, [start, end), in document order, none inside another. */
  const dropped: [number, number][] = [];
  const stack: { name: string; id: string | undefined; drop: boolean; mdx: boolean; start: number }[] = [];
  let dropDepth = 0;
  let mdxEnd: number | undefined;
  let heading: string | undefined;
  let firstH1: string | undefined;
  let h1Text: string | undefined;
  let titleH1 = false;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const headingId = [...stack].reverse().find((e) => HEADINGS.has(e.name))?.id;
        const selfAnchor = name === 'a' && headingId !== undefined && attribs.href === `#${headingId}`;
        const title = name === 'h1' && attribs.id === 'page-title';
        const drop = dropDepth === 0 && (isFurniture(name, attribs) || selfAnchor || title);
        if (drop) dropDepth++;
        else if (dropDepth > 0) dropDepth++;
        if (name === 'h1' && h1Text === undefined) {
          h1Text = '';
          titleH1 = title;
        }
        const mdx = classes(attribs).includes('mdx-content');
        stack.push({ name, id: attribs.id, drop, mdx, start: parser.startIndex });
      },
      ontext(text) {
        if (h1Text !== undefined) h1Text += text;
      },
      onclosetag(name) {
        const element = stack.pop();
        if (!element) return;
        const end = parser.endIndex + 1;
        if (dropDepth > 0) dropDepth--;
        if (element.drop) dropped.push([element.start, end]);
        if (element.mdx) mdxEnd = end;
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
  parser.end(main);
  // An element left open at the end of `main` still ends there.
  for (const element of stack.reverse()) if (element.drop) dropped.push([element.start, main.length]);
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
