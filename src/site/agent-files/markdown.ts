import { Parser } from 'htmlparser2';
import { markdownText } from '../../common/markdown.ts';
import {
  NodeHtmlMarkdown,
  PostProcessResult,
  type TranslatorConfigFactory,
  type TranslatorConfigObject,
} from 'node-html-markdown';

/**
 * HTML to Markdown with `node-html-markdown` (maintained, pure JavaScript, bundles with ncc): GitHub-flavoured
 * tables, fenced code blocks, nested lists. Chosen over `turndown` + `turndown-plugin-gfm`, whose table plugin
 * has had no release since 2018, and which needs a DOM implementation besides.
 */

/** Turns a link or image URL of the page into the one the Markdown copy should carry. */
export type RebaseLink = (href: string) => string;

/**
 * The part of the library's element (node-html-parser's `HTMLElement`) used here; its declared type names the DOM's
 * `HTMLElement`, which this project's libraries do not declare.
 */
interface Element {
  tagName: string;
  /** 1 for an element, 3 for text. */
  nodeType: number;
  parentNode: Element | null;
  childNodes: Element[];
  getAttribute(name: string): string | undefined;
  setAttribute(name: string, value: string): void;
  textContent: string;
  querySelector(selector: string): Element | null;
  querySelectorAll(selector: string): Element[];
}
const elementOf = (node: unknown): Element | undefined => node as Element | undefined;

/** Least characters of HTML converted at once: small enough that the converter's quadratic cost stays low. */
const PIECE_CHARS = 8192;

/** Elements that are page furniture, not content (copy buttons, icons, scripts). */
const IGNORED = ['script', 'style', 'noscript', 'template', 'svg', 'button', 'iframe', 'form'];

/** Translators also used in table cells. */
const IN_CELLS = new Set(['a', 'img', 'code']);

/** Elements whose children are blocks, not a line of text (node-html-parser's upper-case tag names). */
const CONTAINERS = new Set(['DIV', 'SECTION', 'ARTICLE', 'MAIN', 'BODY', 'HEADER', 'ASIDE', 'FIGURE', 'BLOCKQUOTE']);

/** Inline elements: any other element starts a block of its own (a list item, a paragraph, a cell). */
const INLINE = new Set(
  'A ABBR B BDI BDO CITE CODE DATA DEL DFN EM I INS KBD MARK Q S SAMP SMALL STRONG SUB SUP TIME U VAR'.split(' '),
);

/**
 * An element's text as a line, a space between its blocks (a card description holding a list reads "one two", not
 * "onetwo"); white space collapsed. Walked without recursion: the depth of the page's markup is not bounded here.
 */
function blockText(element: Element): string {
  const parts: string[] = [];
  const pending: (Element | string)[] = [element];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (typeof node === 'string') {
      parts.push(node);
      continue;
    }
    if (node.nodeType !== 1) {
      parts.push(node.textContent);
      continue;
    }
    const block = !INLINE.has(node.tagName) && !(node.tagName === 'SPAN' && node.getAttribute('data-as') !== 'p');
    if (block) pending.push(' ');
    for (let i = node.childNodes.length - 1; i >= 0; i--) pending.push(node.childNodes[i]!);
    if (block) pending.push(' ');
  }
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/**
 * Whether nothing a reader sees (text, an image) comes before `node` in its MDX content (Mintlify's `.mdx-content`,
 * below the header that shows the description) or, without one, in the piece it is converted in.
 */
function atTop(node: Element): boolean {
  for (let child: Element = node, parent = node.parentNode; parent; child = parent, parent = parent.parentNode) {
    if (/(?:^|\s)mdx-content(?:\s|$)/.test(child.getAttribute('class') ?? '')) return true;
    for (const sibling of parent.childNodes) {
      if (sibling === child) break;
      const image = sibling.nodeType === 1 && (sibling.tagName === 'IMG' || sibling.querySelector('img'));
      if (sibling.textContent.trim() || image) return false;
    }
  }
  return true;
}

/** A fence for a code block: three backticks, or one more than the longest run of backticks in `text`. */
const fenceFor = (text: string): string =>
  '`'.repeat(Math.max(3, ...(text.match(/`+/g) ?? []).map((run) => run.length + 1)));

/**
 * The language of a code block: `language-x` on `<code>` (CommonMark's convention, what the library reads), else
 * a `language`/`data-language` attribute or a `language-x` class on the `<pre>` (Shiki's and Mintlify's output).
 */
function codeLanguage(element: Element | undefined): string | undefined {
  if (!element) return undefined;
  const fromClass = /(?:^|\s)language-(\S+)/.exec(element.getAttribute('class') ?? '')?.[1];
  return fromClass ?? (element.getAttribute('language') || element.getAttribute('data-language') || undefined);
}

/**
 * A converter whose links and images go through `rebase` (so a relative or root-relative link of the page
 * works from the Markdown file's URL) and whose code blocks keep their language. The function it returns takes the
 * HTML and the offsets where it may be cut (`PageInfo.cuts`), and converts it in pieces of at least `PIECE_CHARS`.
 */
export function markdownConverter(
  rebase: RebaseLink,
  title?: string,
): (html: string, cuts?: readonly number[]) => string {
  const converter = new NodeHtmlMarkdown({ ignore: IGNORED, maxConsecutiveNewlines: 2, bulletMarker: '-' });
  const wrap = (base: TranslatorConfigFactory, attribute: string): TranslatorConfigFactory => {
    const factory: TranslatorConfigFactory = (context) => {
      const node = elementOf(context.node)!;
      const value = node.getAttribute(attribute);
      if (value) node.setAttribute(attribute, rebase(value));
      return base(context);
    };
    return factory;
  };
  const custom: TranslatorConfigObject = {};
  const a = converter.translators.get('a') as TranslatorConfigFactory;
  const img = converter.translators.get('img') as TranslatorConfigFactory;
  const code = converter.translators.get('code') as TranslatorConfigFactory;
  const link = wrap(a, 'href');
  // A card (a link around a title and a description) would become one run-on link text: `[Title](URL): text`. The
  // title is a heading or Mintlify's `data-component-part="card-title"`; the description its `card-content`, else
  // the card's paragraphs (`<p>`, or Mintlify's `<span data-as="p">`).
  custom.a = (context) => {
    const node = elementOf(context.node)!;
    const heading = node.querySelector('[data-component-part="card-title"], h1, h2, h3, h4, h5, h6');
    const href = node.getAttribute('href');
    if (!heading || !href) return link(context);
    const text = blockText;
    const cardTitle = text(heading).replace(/[[\]\\]/g, (c) => `\\${c}`);
    const content = node.querySelector('[data-component-part="card-content"]');
    const about = (content ? [content] : node.querySelectorAll('p, span[data-as="p"]')).map(text).filter(Boolean);
    const target = rebase(href).replace(/[()\s]/g, encodeURIComponent);
    const line = `[${cardTitle}](${target})${about.length ? `: ${about.join(' ')}` : ''}`;
    return { content: line, recurse: false, surroundingNewlines: 2 };
  };
  // An image beside blocks rather than inside a line of text is a block of its own, or it joins the text next to it.
  const image = wrap(img, 'src');
  custom.img = (context) => {
    const parent = elementOf(context.parent);
    const alone = !parent || CONTAINERS.has(parent.tagName);
    return alone ? { ...image(context), surroundingNewlines: 2 } : image(context);
  };
  // Mintlify writes a paragraph of MDX as `<span data-as="p">`: a paragraph, not a run of text.
  custom.span = (context) =>
    elementOf(context.node)!.getAttribute('data-as') === 'p' ? { surroundingNewlines: 2 } : {};
  // A list item's content is indented by its marker's width (`- `: 2, `10. `: 4), each level relative to its parent
  // item, as CommonMark reads list items: a nested list, and a paragraph after it, stay in the item they are in. The
  // library indents by 2 spaces per level (a list in `1. ` reads as a new top-level list) and joins an item's blocks
  // with line breaks (a paragraph after a nested list joins the nested list's last item).
  custom.li = ({ listKind, listItemNumber }) => {
    const marker = listKind === 'OL' && listItemNumber !== undefined ? `${listItemNumber}. ` : '- ';
    return {
      prefix: marker,
      surroundingNewlines: 1,
      postprocess: ({ content }) =>
        content.trim()
          ? content.trim().replace(/\n(?=[^\n])/g, `\n${' '.repeat(marker.length)}`)
          : PostProcessResult.RemoveNode,
    };
  };
  // A list ends with one newline, so text after it would be read as the last item's (CommonMark's lazy continuation):
  // a list that is not inside another ends with a blank line; a nested one too, before what follows it in its item.
  custom['ol,ul'] = ({ indentLevel }) =>
    indentLevel ? { surroundingNewlines: 1, postfix: '\n\n' } : { surroundingNewlines: 2 };
  // A `<pre>` without `<code>` is a code block too: as text, `Foo` over `===` would become a heading.
  custom.pre = (context) => {
    const node = elementOf(context.node)!;
    if (node.querySelector('code')) return {};
    const body = node.textContent.replace(/^\n|\n+$/g, '');
    const fence = fenceFor(body);
    return {
      content: `${fence}${codeLanguage(node) ?? ''}\n${body}\n${fence}`,
      recurse: false,
      surroundingNewlines: 2,
    };
  };
  // One H1, the page's title, which the Markdown writes above the content: the content's own title heading (an H1
  // of the title's text before anything else of the content) is left out, and its other H1s become H2s.
  const same = (text: string): boolean => title !== undefined && text.replace(/\s+/g, ' ').trim() === title;
  let firstPiece = true;
  custom.h1 = (context) => {
    const node = elementOf(context.node)!;
    return firstPiece && same(node.textContent) && atTop(node)
      ? { ignore: true }
      : { prefix: '## ', surroundingNewlines: 2 };
  };
  const codeFactory: TranslatorConfigFactory = (context) => {
    const node = elementOf(context.node)!;
    const parent = elementOf(context.parent);
    const inPre = parent?.tagName === 'PRE';
    const language = codeLanguage(node) ?? (inPre ? codeLanguage(parent) : undefined);
    if (inPre && language && !codeLanguage(node)) node.setAttribute('class', `language-${language}`);
    const config = code(context);
    // Shiki ends a block with a newline before </code>: drop it, or every block gains a blank last line.
    if (!inPre) return config;
    return { ...config, postprocess: ({ content }) => content.replace(/\n+$/, '') };
  };
  custom.code = codeFactory;
  // The library keeps separate collections for table cells and link text. Its table cells have no `code` (a
  // `<code>` in a cell would lose its backticks): the inline tags are set there (a cell is one line, its headings
  // and lists plain text); in link text only where it is handled.
  for (const [tag, config] of Object.entries(custom)) {
    converter.translators.set(tag, config);
    if (IN_CELLS.has(tag)) converter.tableCellTranslators.set(tag, config);
    if (converter.aTagTranslators.get(tag) && tag !== 'pre') converter.aTagTranslators.set(tag, config);
  }
  return (html, cuts = []) => {
    const parts: string[] = [];
    let from = 0;
    for (const cut of [...cuts, html.length]) {
      if (cut - from < PIECE_CHARS && cut !== html.length) continue;
      firstPiece = from === 0;
      const markdown = converter.translate(html.slice(from, cut)).trim();
      if (markdown) parts.push(markdown);
      from = cut;
    }
    return parts.join('\n\n');
  };
}

/** Elements whose text a reader does not see. */
const UNSEEN = new Set(['script', 'style', 'noscript', 'template', 'svg', 'math', 'iframe']);

/**
 * The text of `html` as Markdown paragraphs, one per block, every Markdown character escaped (`markdownText`): the
 * copy of a page the converter failed on. One pass of htmlparser2, which keeps no tree, so no depth of markup can
 * overflow it.
 */
export function textMarkdown(html: string): string {
  const parts: string[] = [];
  let unseen = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (UNSEEN.has(name)) unseen++;
        if (!INLINE.has(name.toUpperCase())) parts.push('\n\n');
      },
      ontext(text) {
        if (unseen === 0) parts.push(text);
      },
      onclosetag(name) {
        if (UNSEEN.has(name)) unseen--;
        if (!INLINE.has(name.toUpperCase())) parts.push('\n\n');
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.end(html);
  return parts
    .join('')
    .split(/\n\s*\n/)
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map(markdownText)
    .join('\n\n');
}
