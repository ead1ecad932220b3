import { NodeHtmlMarkdown, type TranslatorConfigFactory, type TranslatorConfigObject } from 'node-html-markdown';

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
    const text = (element: Element): string => element.textContent.replace(/\s+/g, ' ').trim();
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
  // A list ends with one newline, so text after it would be read as the last item's (CommonMark's lazy continuation);
  // a list that is not inside another ends with a blank line.
  custom['ol,ul'] = ({ indentLevel }) => ({ surroundingNewlines: indentLevel ? 1 : 2 });
  // One H1, the page's title, which the Markdown writes above the content: the content's own title heading is left
  // out, and its other H1s become H2s.
  const same = (text: string): boolean => title !== undefined && text.replace(/\s+/g, ' ').trim() === title;
  custom.h1 = (context) =>
    same(elementOf(context.node)!.textContent) ? { ignore: true } : { prefix: '## ', surroundingNewlines: 2 };
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
    if (converter.aTagTranslators.get(tag)) converter.aTagTranslators.set(tag, config);
  }
  return (html, cuts = []) => {
    const parts: string[] = [];
    let from = 0;
    for (const cut of [...cuts, html.length]) {
      if (cut - from < PIECE_CHARS && cut !== html.length) continue;
      const markdown = converter.translate(html.slice(from, cut)).trim();
      if (markdown) parts.push(markdown);
      from = cut;
    }
    return parts.join('\n\n');
  };
}
