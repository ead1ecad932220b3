export const id = 648;
export const ids = [648];
export const modules = {

/***/ 9786:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ copy)
/* harmony export */ });
/**
 * A flat copy of a string: V8 keeps a slice (or a cons-string built from slices) pointing at the whole
 * page, so a kept value would keep every page it came from alive.
 */
function copy(text) {
    return text.length <= 12 ? (' ' + text).slice(1) : Buffer.from(text, 'utf8').toString('utf8');
}


/***/ }),

/***/ 5648:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AGENT_FILES_MODES: () => (/* reexport */ agent_files_mode/* AGENT_FILES_MODES */.L),
  PageHeads: () => (/* binding */ PageHeads),
  llmsTxt: () => (/* binding */ llmsTxt),
  markdownFile: () => (/* binding */ markdownFile),
  parseAgentFilesMode: () => (/* reexport */ agent_files_mode/* parseAgentFilesMode */.t),
  writeAgentFiles: () => (/* binding */ writeAgentFiles)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
var external_node_fs_default = /*#__PURE__*/__webpack_require__.n(external_node_fs_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/site/hosts/hosts.ts
var hosts = __webpack_require__(9208);
// EXTERNAL MODULE: ./src/web/sitemap.ts
var sitemap = __webpack_require__(2197);
// EXTERNAL MODULE: ./node_modules/htmlparser2/dist/Parser.js
var Parser = __webpack_require__(5867);
// EXTERNAL MODULE: ./src/common/markdown.ts
var markdown = __webpack_require__(3932);
// EXTERNAL MODULE: ./node_modules/node-html-markdown/dist/index.js
var dist = __webpack_require__(8653);
;// CONCATENATED MODULE: ./src/site/agent-files/markdown.ts



const elementOf = (node) => node;
/** Least characters of HTML converted at once: small enough that the converter's quadratic cost stays low. */
const PIECE_CHARS = 8192;
/** Elements that are page furniture, not content (copy buttons, icons, scripts). */
const IGNORED = ['script', 'style', 'noscript', 'template', 'svg', 'button', 'iframe', 'form'];
/** Translators also used in table cells. */
const IN_CELLS = new Set(['a', 'img', 'code']);
/** Elements whose children are blocks, not a line of text (node-html-parser's upper-case tag names). */
const CONTAINERS = new Set(['DIV', 'SECTION', 'ARTICLE', 'MAIN', 'BODY', 'HEADER', 'ASIDE', 'FIGURE', 'BLOCKQUOTE']);
/** Inline elements: any other element starts a block of its own (a list item, a paragraph, a cell). */
const INLINE = new Set('A ABBR B BDI BDO CITE CODE DATA DEL DFN EM I INS KBD MARK Q S SAMP SMALL STRONG SUB SUP TIME U VAR'.split(' '));
/**
 * An element's text as a line, a space between its blocks (a card description holding a list reads "one two", not
 * "onetwo"); white space collapsed. Walked without recursion: the depth of the page's markup is not bounded here.
 */
function blockText(element) {
    const parts = [];
    const pending = [element];
    while (pending.length > 0) {
        const node = pending.pop();
        if (typeof node === 'string') {
            parts.push(node);
            continue;
        }
        if (node.nodeType !== 1) {
            parts.push(node.textContent);
            continue;
        }
        const block = !INLINE.has(node.tagName) && !(node.tagName === 'SPAN' && node.getAttribute('data-as') !== 'p');
        if (block)
            pending.push(' ');
        for (let i = node.childNodes.length - 1; i >= 0; i--)
            pending.push(node.childNodes[i]);
        if (block)
            pending.push(' ');
    }
    return parts.join('').replace(/\s+/g, ' ').trim();
}
/**
 * Whether nothing a reader sees (text, an image) comes before `node` in its MDX content (Mintlify's `.mdx-content`,
 * below the header that shows the description) or, without one, in the piece it is converted in.
 */
function atTop(node) {
    for (let child = node, parent = node.parentNode; parent; child = parent, parent = parent.parentNode) {
        if (/(?:^|\s)mdx-content(?:\s|$)/.test(child.getAttribute('class') ?? ''))
            return true;
        for (const sibling of parent.childNodes) {
            if (sibling === child)
                break;
            const image = sibling.nodeType === 1 && (sibling.tagName === 'IMG' || sibling.querySelector('img'));
            if (sibling.textContent.trim() || image)
                return false;
        }
    }
    return true;
}
/** A fence for a code block: three backticks, or one more than the longest run of backticks in `text`. */
const fenceFor = (text) => '`'.repeat(Math.max(3, ...(text.match(/`+/g) ?? []).map((run) => run.length + 1)));
/**
 * The language of a code block: `language-x` on `<code>` (CommonMark's convention, what the library reads), else
 * a `language`/`data-language` attribute or a `language-x` class on the `<pre>` (Shiki's and Mintlify's output).
 */
function codeLanguage(element) {
    if (!element)
        return undefined;
    const fromClass = /(?:^|\s)language-(\S+)/.exec(element.getAttribute('class') ?? '')?.[1];
    return fromClass ?? (element.getAttribute('language') || element.getAttribute('data-language') || undefined);
}
/**
 * A converter whose links and images go through `rebase` (so a relative or root-relative link of the page
 * works from the Markdown file's URL) and whose code blocks keep their language. The function it returns takes the
 * HTML and the offsets where it may be cut (`PageInfo.cuts`), and converts it in pieces of at least `PIECE_CHARS`.
 */
function markdownConverter(rebase, title) {
    const converter = new dist/* NodeHtmlMarkdown */.lW({ ignore: IGNORED, maxConsecutiveNewlines: 2, bulletMarker: '-' });
    const wrap = (base, attribute) => {
        const factory = (context) => {
            const node = elementOf(context.node);
            const value = node.getAttribute(attribute);
            if (value)
                node.setAttribute(attribute, rebase(value));
            return base(context);
        };
        return factory;
    };
    const custom = {};
    const a = converter.translators.get('a');
    const img = converter.translators.get('img');
    const code = converter.translators.get('code');
    const link = wrap(a, 'href');
    // A card (a link around a title and a description) would become one run-on link text: `[Title](URL): text`. The
    // title is a heading or Mintlify's `data-component-part="card-title"`; the description its `card-content`, else
    // the card's paragraphs (`<p>`, or Mintlify's `<span data-as="p">`).
    custom.a = (context) => {
        const node = elementOf(context.node);
        const heading = node.querySelector('[data-component-part="card-title"], h1, h2, h3, h4, h5, h6');
        const href = node.getAttribute('href');
        if (!heading || !href)
            return link(context);
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
    custom.span = (context) => elementOf(context.node).getAttribute('data-as') === 'p' ? { surroundingNewlines: 2 } : {};
    // A list item's content is indented by its marker's width (`- `: 2, `10. `: 4), each level relative to its parent
    // item, as CommonMark reads list items: a nested list, and a paragraph after it, stay in the item they are in. The
    // library indents by 2 spaces per level (a list in `1. ` reads as a new top-level list) and joins an item's blocks
    // with line breaks (a paragraph after a nested list joins the nested list's last item).
    custom.li = ({ listKind, listItemNumber }) => {
        const marker = listKind === 'OL' && listItemNumber !== undefined ? `${listItemNumber}. ` : '- ';
        return {
            prefix: marker,
            surroundingNewlines: 1,
            postprocess: ({ content }) => content.trim()
                ? content.trim().replace(/\n(?=[^\n])/g, `\n${' '.repeat(marker.length)}`)
                : dist/* PostProcessResult */.DV.RemoveNode,
        };
    };
    // A list ends with one newline, so text after it would be read as the last item's (CommonMark's lazy continuation):
    // a list that is not inside another ends with a blank line; a nested one too, before what follows it in its item.
    custom['ol,ul'] = ({ indentLevel }) => indentLevel ? { surroundingNewlines: 1, postfix: '\n\n' } : { surroundingNewlines: 2 };
    // A `<pre>` without `<code>` is a code block too: as text, `Foo` over `===` would become a heading.
    custom.pre = (context) => {
        const node = elementOf(context.node);
        if (node.querySelector('code'))
            return {};
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
    const same = (text) => title !== undefined && text.replace(/\s+/g, ' ').trim() === title;
    let firstPiece = true;
    custom.h1 = (context) => {
        const node = elementOf(context.node);
        return firstPiece && same(node.textContent) && atTop(node)
            ? { ignore: true }
            : { prefix: '## ', surroundingNewlines: 2 };
    };
    const codeFactory = (context) => {
        const node = elementOf(context.node);
        const parent = elementOf(context.parent);
        const inPre = parent?.tagName === 'PRE';
        const language = codeLanguage(node) ?? (inPre ? codeLanguage(parent) : undefined);
        if (inPre && language && !codeLanguage(node))
            node.setAttribute('class', `language-${language}`);
        const config = code(context);
        // Shiki ends a block with a newline before </code>: drop it, or every block gains a blank last line.
        if (!inPre)
            return config;
        return { ...config, postprocess: ({ content }) => content.replace(/\n+$/, '') };
    };
    custom.code = codeFactory;
    // The library keeps separate collections for table cells and link text. Its table cells have no `code` (a
    // `<code>` in a cell would lose its backticks): the inline tags are set there (a cell is one line, its headings
    // and lists plain text); in link text only where it is handled.
    for (const [tag, config] of Object.entries(custom)) {
        converter.translators.set(tag, config);
        if (IN_CELLS.has(tag))
            converter.tableCellTranslators.set(tag, config);
        if (converter.aTagTranslators.get(tag) && tag !== 'pre')
            converter.aTagTranslators.set(tag, config);
    }
    return (html, cuts = []) => {
        const parts = [];
        let from = 0;
        for (const cut of [...cuts, html.length]) {
            if (cut - from < PIECE_CHARS && cut !== html.length)
                continue;
            firstPiece = from === 0;
            const markdown = converter.translate(html.slice(from, cut)).trim();
            if (markdown)
                parts.push(markdown);
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
function textMarkdown(html) {
    const parts = [];
    let unseen = 0;
    const parser = new Parser/* Parser */.i({
        onopentag(name) {
            if (UNSEEN.has(name))
                unseen++;
            if (!INLINE.has(name.toUpperCase()))
                parts.push('\n\n');
        },
        ontext(text) {
            if (unseen === 0)
                parts.push(text);
        },
        onclosetag(name) {
            if (UNSEEN.has(name))
                unseen--;
            if (!INLINE.has(name.toUpperCase()))
                parts.push('\n\n');
        },
    }, { decodeEntities: true, lowerCaseTags: true });
    parser.end(html);
    return parts
        .join('')
        .split(/\n\s*\n/)
        .map((block) => block.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
        .map(markdown/* markdownText */.p7)
        .join('\n\n');
}

// EXTERNAL MODULE: ./src/common/redact.ts
var redact = __webpack_require__(6800);
;// CONCATENATED MODULE: ./src/site/agent-files/page-content.ts

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
const MAX_DEPTH = 512;
/** Elements whose text is not the page's text: unwrapped past {@link MAX_DEPTH}, they would show as text. */
const NOT_TEXT = new Set(['script', 'style', 'noscript', 'template', 'svg', 'math', 'iframe', 'textarea']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const classes = (attribs) => (attribs.class ?? '').split(/\s+/);
/**
 * Hidden content that a reader reveals with a control, and so content: a tab's panel (`role="tabpanel"`: the code of
 * every tab, not only the first), an accordion's or a collapsible's closed content (Radix's `data-state` of
 * `inactive` or `closed`, what Mintlify's components render), and `hidden="until-found"` (found by the browser's
 * find in page).
 */
function revealable(attribs) {
    const state = attribs['data-state'] ?? '';
    return attribs.role === 'tabpanel' || attribs.hidden === 'until-found' || state === 'inactive' || state === 'closed';
}
/**
 * Whether an element and everything in it is page furniture rather than content: a breadcrumb (a `nav`, or an
 * `aria-label` naming one), the pagination and footer ("Powered by Mintlify"), the feedback and copy controls, the
 * hidden agent index, the sidebar and table of contents, and anything hidden from the reader (`hidden`,
 * `aria-hidden="true"`) that no control reveals ({@link revealable}).
 */
function isFurniture(name, attribs) {
    const id = attribs.id ?? '';
    return (FURNITURE_TAGS.has(name) ||
        FURNITURE_IDS.has(id) ||
        NAVIGATION_IDS.has(id) ||
        (('hidden' in attribs || attribs['aria-hidden'] === 'true') && !revealable(attribs)) ||
        'data-agent-docs-index' in attribs ||
        /breadcrumb/i.test(attribs['aria-label'] ?? ''));
}
const collapse = (text) => text.replace(/\s+/g, ' ').trim() || undefined;
/** Whether an anchor's text is words (a heading's text as a link), not a hover icon (`#`, `¶`, a zero-width space). */
const hasWords = (text) => /[\p{L}\p{N}]/u.test(text);
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
function pageContent(main, cuts = []) {
    /** Ranges of `main` left out, [start, end), in document order, none inside another. */
    const dropped = [];
    const stack = [];
    let dropDepth = 0;
    let mdxDepth = 0;
    let headerDepth = 0;
    let titleSeen = false;
    let ending = false;
    let mdxEnd;
    let heading;
    let firstH1;
    let h1Text;
    let titleH1 = false;
    const parser = new Parser/* Parser */.i({
        onopentag(name, attribs) {
            const headingId = [...stack].reverse().find((e) => HEADINGS.has(e.name))?.id;
            const anchor = name === 'a' && headingId !== undefined && attribs.href === `#${headingId}` && dropDepth === 0;
            const title = name === 'h1' && attribs.id === 'page-title';
            const mdx = classes(attribs).includes('mdx-content');
            const eyebrow = classes(attribs).includes('eyebrow') && mdxDepth === 0 && (headerDepth > 0 || !titleSeen);
            const deep = stack.length >= MAX_DEPTH;
            const drop = dropDepth === 0 && (isFurniture(name, attribs) || title || eyebrow || (deep && NOT_TEXT.has(name)));
            if (drop || dropDepth > 0)
                dropDepth++;
            if (title)
                titleSeen = true;
            if (mdx)
                mdxDepth++;
            if (name === 'header' || attribs.id === 'header')
                headerDepth++;
            if (name === 'h1' && h1Text === undefined) {
                h1Text = '';
                titleH1 = title;
            }
            const start = parser.startIndex;
            const tagEnd = parser.endIndex + 1;
            const unwrap = deep && !drop && dropDepth === 0;
            if (unwrap)
                dropped.push([start, tagEnd]);
            stack.push({ name, id: attribs.id, drop, unwrap, anchor, mdx, start, tagEnd, text: '' });
        },
        ontext(text) {
            if (h1Text !== undefined)
                h1Text += text;
            for (const element of stack)
                if (element.anchor)
                    element.text += text;
        },
        onclosetag(name, implied) {
            const element = stack.pop();
            if (!element)
                return;
            // An element the parser closes (by the next tag, its parent's end tag or the end of `main`) ends where that
            // tag starts; a void element (`<img>`), closed as it opens, at its tag's end.
            const voidElement = implied && parser.startIndex === element.start;
            let end = implied && !voidElement ? parser.startIndex : parser.endIndex + 1;
            if (ending)
                end = main.length;
            /** The end tag, when the element has one in `main`. */
            const endTag = implied ? undefined : [parser.startIndex, end];
            if (dropDepth > 0)
                dropDepth--;
            if (element.drop)
                dropped.push([element.start, end]);
            if (element.mdx) {
                mdxEnd = end;
                mdxDepth--;
            }
            if (name === 'header' || element.id === 'header')
                headerDepth--;
            if (element.unwrap && endTag)
                dropped.push(endTag);
            if (element.anchor) {
                if (!hasWords(element.text))
                    dropped.push([element.start, end]);
                else if (!element.unwrap)
                    dropped.push([element.start, element.tagEnd], ...(endTag ? [endTag] : []));
            }
            if (name === 'h1' && h1Text !== undefined) {
                const text = collapse(h1Text);
                if (titleH1)
                    heading ??= text;
                else
                    firstH1 ??= text;
                h1Text = undefined;
            }
        },
    }, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
    parser.write(main);
    // What `end` closes is left open at the end of `main`.
    ending = true;
    parser.end();
    if (mdxEnd !== undefined && mdxEnd < main.length)
        dropped.push([mdxEnd, main.length]);
    return { ...cutOut(main, cuts, merge(dropped)), heading: heading ?? firstH1 };
}
/** Ranges sorted, those inside or overlapping another merged. */
function merge(ranges) {
    const merged = [];
    for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
        const last = merged[merged.length - 1];
        if (last && start <= last[1])
            last[1] = Math.max(last[1], end);
        else
            merged.push([start, end]);
    }
    return merged;
}
/** `text` without the ranges, and the cuts outside them moved with the text (cuts inside one are lost). */
function cutOut(text, cuts, ranges) {
    const parts = [];
    const moved = [];
    let from = 0;
    let removed = 0;
    let next = 0;
    for (const [start, end] of [...ranges, [text.length, text.length]]) {
        parts.push(text.slice(from, start));
        for (; next < cuts.length && cuts[next] <= start; next++) {
            if (cuts[next] >= from)
                moved.push(cuts[next] - removed);
        }
        removed += end - start;
        from = end;
    }
    return { html: parts.join(''), cuts: [...new Set(moved)] };
}

;// CONCATENATED MODULE: ./src/site/agent-files/sidebar.ts

const sidebar_HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/**
 * The links of a page's sidebar (`#sidebar`, Mintlify's documented identifier) that come under a group title: a
 * heading, or Mintlify's `#sidebar-title` (the `group` of the docs configuration's navigation, such as "Joe (AI
 * Collaborator)" for the pages of a folder `joe/`). A link belongs to the last title before it; links before any
 * title are left out. The page is parsed up to the sidebar's end only.
 */
function sidebarLinks(html) {
    const links = [];
    let depth = 0;
    let sidebarDepth;
    let titleDepth;
    let title = '';
    let group;
    const parser = new Parser/* Parser */.i({
        onopentag(name, attribs) {
            depth++;
            if (sidebarDepth === undefined) {
                if (attribs.id === 'sidebar')
                    sidebarDepth = depth;
                return;
            }
            if (titleDepth === undefined && (sidebar_HEADINGS.has(name) || attribs.id === 'sidebar-title')) {
                titleDepth = depth;
                title = '';
            }
            const href = attribs.href?.trim();
            if (name === 'a' && href && group !== undefined && titleDepth === undefined)
                links.push({ href, group });
        },
        ontext(text) {
            if (titleDepth !== undefined)
                title += text;
        },
        onclosetag() {
            if (titleDepth === depth) {
                group = title.replace(/\s+/g, ' ').trim() || group;
                titleDepth = undefined;
            }
            if (sidebarDepth === depth)
                parser.pause();
            depth--;
        },
    }, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
    parser.end(html);
    return links;
}
/**
 * With `agent-files: auto`, sidebar reads in a row of pages of one folder that add no page, after which that folder's
 * other pages are not read for their sidebar: pages missing from every sidebar read so far (hidden pages, such as a
 * changelog's) would otherwise each cost a read of the whole page. The count is per folder (a page's first path
 * segment), so the pages of a tab whose sidebar no page read so far carried (another folder) are still read.
 */
const FRUITLESS_READS = 8;
/** A page's folder: its first path segment, '' for a page at the root. */
const folderOf = (page) => (page.includes('/') ? page.slice(0, page.indexOf('/')) : '');
/**
 * The sidebar group of each page, from the sidebars of the pages read (issue 39 #6): Mintlify gives every page of
 * a tab the same sidebar, so a few pages' sidebars name the groups of most pages. A page keeps the first group a
 * sidebar lists it under.
 */
class PageGroups {
    groups = new Map();
    /** Per folder, sidebar reads in a row of its pages that added no page. */
    fruitless = new Map();
    every;
    /**
     * @param every read the sidebar of every page no sidebar read so far lists (`agent-files: full`, which reads each
     *   page whole anyway); else stop reading a folder's pages after {@link FRUITLESS_READS} fruitless reads in a row
     */
    constructor(every = false) {
        this.every = every;
    }
    /** Whether `page`'s own sidebar should be read: it has no group, and recent sidebars of its folder added pages. */
    wants(page) {
        if (this.groups.has(page))
            return false;
        return this.every || (this.fruitless.get(folderOf(page)) ?? 0) < FRUITLESS_READS;
    }
    /**
     * Records the sidebar of `page`: its links, each with the site file it leads to (undefined: another site, or no
     * file).
     */
    add(page, links) {
        const before = this.groups.size;
        for (const { file, group } of links)
            if (file !== undefined && !this.groups.has(file))
                this.groups.set(file, group);
        const folder = folderOf(page);
        this.fruitless.set(folder, this.groups.size > before ? 0 : (this.fruitless.get(folder) ?? 0) + 1);
    }
    /** The title of the group `page` is listed under, if a sidebar read lists it. */
    groupOf(page) {
        return this.groups.get(page);
    }
}

// EXTERNAL MODULE: ./src/site/agent-files/page.ts
var agent_files_page = __webpack_require__(4656);
// EXTERNAL MODULE: ./src/archive/guard.ts + 5 modules
var guard = __webpack_require__(8033);
// EXTERNAL MODULE: ./src/web/charset.ts
var charset = __webpack_require__(1334);
// EXTERNAL MODULE: ./src/common/flat.ts
var flat = __webpack_require__(9786);
// EXTERNAL MODULE: ./src/site/rebase/rebase-url.ts
var rebase_url = __webpack_require__(1794);
// EXTERNAL MODULE: ./src/site/hosts/urls.ts
var urls = __webpack_require__(325);
// EXTERNAL MODULE: ./src/common/turns.ts
var common_turns = __webpack_require__(2225);
// EXTERNAL MODULE: ./src/site/agent-files/agent-files-mode.ts
var agent_files_mode = __webpack_require__(4494);
;// CONCATENATED MODULE: ./src/site/agent-files/agent-files.ts

















/** In the page's own encoding (its <meta charset>), or a windows-1252 title reads as mojibake in llms.txt. */
const pageText = (bytes) => new TextDecoder((0,charset/* pageEncoding */.V5)(bytes)).decode(bytes);
const pageInfo = (bytes, headOnly) => (0,agent_files_page/* readPage */.SP)(pageText(bytes), headOnly);
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
function headOf(size, prefix) {
    let end = size;
    // Growing reads: the tag is looked for in the whole prefix each time, so one across two reads is found too.
    for (let length = Math.min(size, HEAD_READ_BYTES);; length = Math.min(size, length * 2)) {
        if (BODY_TAG.test(prefix(length).toString('latin1'))) {
            end = length;
            break;
        }
        if (length >= size)
            break;
    }
    const head = pageInfo(prefix(end), true);
    return head.bodyReached || end >= size ? head : pageInfo(prefix(size), true);
}
const BODY_TAG = /<body(?:[\s/][^>]*)?>/i;
/** {@link headOf} a page on disk. */
function headInfo(file) {
    const fd = external_node_fs_default().openSync(file, 'r');
    try {
        const prefix = (length) => {
            const bytes = Buffer.allocUnsafe(length);
            let read = 0;
            for (let n = -1; n !== 0 && read < length; read += n)
                n = external_node_fs_default().readSync(fd, bytes, read, length - read, read);
            return bytes.subarray(0, read);
        };
        return headOf(external_node_fs_default().fstatSync(fd).size, prefix);
    }
    finally {
        external_node_fs_default().closeSync(fd);
    }
}
/** A flat copy: a slice would keep the whole decoded head alive. */
const agent_files_flat = (text) => (text === undefined ? undefined : (0,flat/* copy */.C)(text));
/**
 * Pages' heads read as the unpack wrote them (issue 32 #3), so that `agent-files: auto` need not read the pages back
 * from disk; only when no stage edits the pages before the agent files are written.
 */
class PageHeads {
    heads = new Map();
    /** Reads `page`'s head now; `file` as the unpacker wrote it. A page added again replaces the first. */
    add(file, page) {
        this.heads.delete(file);
        const head = headOf(page.length, (length) => page.bytes(0, length));
        this.heads.set(file, {
            title: agent_files_flat(head.title),
            description: agent_files_flat(head.description),
            siteName: agent_files_flat(head.siteName),
        });
    }
    /** Forgets every page: the unpack started over, and what it wrote before is not the bundle's. */
    clear() {
        this.heads.clear();
    }
    /** The head read of `file`, then forgotten; undefined for a page not read here. */
    take(file) {
        const head = this.heads.get(file);
        this.heads.delete(file);
        return head;
    }
}
/** Error pages are not documentation. */
const NOT_PAGES = new Set(['404.html', '500.html', '404/index.html', '500/index.html']);
const ORIGIN_PLACEHOLDER = 'https://site.invalid';
/**
 * Writes the agent files of issue 22 into the staged site, one page in memory at a time: with `auto`, `llms.txt`
 * when the export has none (llmstxt.org format: `# name`, `> summary`, then `- [Title](URL): description` per page,
 * in sections by first path segment, in sitemap order when there is a `sitemap.xml`); with `full`, also
 * `llms-full.txt` (every page's main content as Markdown, same order) and the Markdown copy of each page that a
 * `<link rel=alternate type=text/markdown>` names. A file the export has is never overwritten.
 * @throws the file system's error, or the signal's reason once it is aborted
 */
async function writeAgentFiles(options) {
    const result = { written: [], markdownCopies: 0, kept: [], pages: 0, warnings: [] };
    if (options.mode === 'off')
        return result;
    const fileSet = new Set(options.files);
    const layout = (0,hosts/* detectLayout */.ey)(options.files);
    const full = options.mode === 'full';
    const want = (name) => {
        if (!fileSet.has(name))
            return true;
        result.kept.push(name);
        return false;
    };
    const writeIndex = want('llms.txt');
    const writeFull = full && want('llms-full.txt');
    if (!writeIndex && !full)
        return result;
    const pages = await pageOrder(options, fileSet);
    result.pages = pages.length;
    const entries = [];
    const copies = [];
    let siteName;
    let summary;
    let rootTitle;
    const fullPath = external_node_path_default().join(options.root, 'llms-full.txt');
    const fullFile = writeFull ? await external_node_fs_default().promises.open(fullPath, 'wx') : undefined;
    const turns = new common_turns/* EventLoopTurns */.j(options.signal);
    const groups = new PageGroups(full);
    try {
        for (const file of pages) {
            await turns.pause();
            const urlPath = (0,urls/* canonicalUrlPath */.tY)(options.host, file, fileSet, layout);
            const text = full ? pageText(await external_node_fs_default().promises.readFile(external_node_path_default().join(options.root, file))) : undefined;
            if (groups.wants(file)) {
                const html = text ?? pageText(await external_node_fs_default().promises.readFile(external_node_path_default().join(options.root, file)));
                const links = sidebarLinks(html).map(({ href, group }) => ({
                    file: linkedFile(href, urlPath, options.basePath, fileSet),
                    group,
                }));
                groups.add(file, links);
            }
            const whole = text === undefined ? undefined : (0,agent_files_page/* readPage */.SP)(text);
            const read = whole ?? options.heads?.(file) ?? headInfo(external_node_path_default().join(options.root, file));
            siteName ??= read.siteName ?? (0,agent_files_page/* titleSuffix */.QL)(read.title);
            const content = whole?.main === undefined ? undefined : pageContent(whole.main, whole.cuts);
            const title = (read.title && siteName ? (0,agent_files_page/* pageTitle */.W)(read.title, siteName) : read.title) ?? content?.heading;
            const url = (0,urls/* publicUrl */.x6)(options.siteUrl, options.basePath, urlPath);
            if (file === 'index.html') {
                summary = read.description;
                rootTitle = title;
            }
            const group = groups.groupOf(file);
            entries.push({ urlPath, url, title: title ?? urlPath, description: read.description, group });
            if (!whole)
                continue;
            const page = { ...whole, title: title ?? urlPath };
            let markdown = '';
            try {
                markdown = content ? pageMarkdown(content.html, content.cuts, page.title, url, options) : '';
            }
            catch (error) {
                // One page's markup the converter cannot take must not fail the step, nor cost the other pages their copies.
                markdown = textMarkdown(content.html);
                result.warnings.push(`Could not convert ${(0,redact/* visible */.RK)(file)} to Markdown (${(0,redact/* visible */.RK)(String(error?.message ?? error))}): ` +
                    "its Markdown copy and its llms-full.txt entry hold the page's text only. Check the page's markup " +
                    '(every other page was converted), or set agent-files: auto to write llms.txt only.');
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
    }
    finally {
        await fullFile?.close();
    }
    if (fullFile)
        result.written.push('llms-full.txt');
    result.written.push(...copies);
    result.markdownCopies = copies.length;
    if (writeIndex) {
        siteName ??= rootTitle ?? hostOf(options.siteUrl) ?? 'Documentation';
        const text = llmsTxt(siteName, summary, entries);
        await external_node_fs_default().promises.writeFile(external_node_path_default().join(options.root, 'llms.txt'), text, { flag: 'wx' });
        result.written.unshift('llms.txt');
    }
    return result;
}
/**
 * One page of `llms-full.txt`, as Mintlify's hosted file has it: `# Title`, `Source: URL`, the description, the
 * content (which has no H1 of the title: `pageMarkdown`).
 */
function fullEntry(title, description, url, markdown) {
    // A page that shows its description under its title has it as the content's first paragraph already.
    const shown = description !== undefined && markdown.split('\n\n', 1)[0].replace(/\s+/g, ' ').trim() === description;
    const about = description && !shown ? `${description}\n\n` : '';
    return `# ${title}\nSource: ${url}\n\n${about}${markdown.trimStart()}\n\n`;
}
/** Codes with which a new file cannot be made where a folder or file of the export already is. */
const IN_THE_WAY = new Set(['EEXIST', 'ENOTDIR', 'EISDIR']);
/** Writes a file the site does not have; false (nothing written) when a file or folder of the export is in the way. */
async function writeNew(root, file, text) {
    const target = external_node_path_default().join(root, ...file.split('/'));
    try {
        await external_node_fs_default().promises.mkdir(external_node_path_default().dirname(target), { recursive: true });
        await external_node_fs_default().promises.writeFile(target, text, { flag: 'wx' });
        return true;
    }
    catch (error) {
        if (IN_THE_WAY.has(error.code ?? ''))
            return false;
        throw error;
    }
}
/**
 * A page's content ({@link pageContent}) as Markdown, its links made to work from its public URL, without an H1 of
 * `title` (the caller writes it).
 */
function pageMarkdown(html, cuts, title, url, options) {
    const base = new URL(url, ORIGIN_PLACEHOLDER);
    const rebase = (href) => {
        if (href.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//'))
            return href;
        // The staged pages are rebased already; the rebase's own rule leaves `/docs` and `/docs#faq` as they are.
        const rooted = options.basePath ? (0,rebase_url/* rebasedUrl */.Un)(href, { prefix: options.basePath, origins: [] }) : href;
        let resolved;
        try {
            resolved = new URL(rooted, base);
        }
        catch {
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
function linkedFile(href, urlPath, basePath, files) {
    let pathname;
    try {
        const url = new URL(href, new URL(`${basePath}${urlPath}`, ORIGIN_PLACEHOLDER));
        if (url.origin !== ORIGIN_PLACEHOLDER)
            return undefined;
        pathname = decodeURIComponent(url.pathname);
    }
    catch {
        return undefined;
    }
    if (basePath && (pathname === basePath || pathname.startsWith(`${basePath}/`)))
        pathname = pathname.slice(basePath.length) || '/';
    const resolution = (0,hosts/* resolveOnHost */.IP)('auto', pathname, files);
    return resolution.kind === 'missing' ? undefined : resolution.file;
}
/**
 * The site file a Markdown alternate names (`/guides/a.md` → `guides/a.md`), resolved against the page's URL path
 * with the base path removed; undefined for another origin, a file not ending `.md`, or a path leaving the site.
 */
function markdownFile(href, urlPath, basePath) {
    if (!href)
        return undefined;
    let url;
    try {
        url = new URL(href, new URL(`${basePath}${urlPath}`, ORIGIN_PLACEHOLDER));
    }
    catch {
        return undefined;
    }
    if (url.origin !== ORIGIN_PLACEHOLDER)
        return undefined;
    let pathname = url.pathname;
    if (basePath && pathname.startsWith(`${basePath}/`))
        pathname = pathname.slice(basePath.length);
    let decoded;
    try {
        decoded = decodeURIComponent(pathname);
    }
    catch {
        return undefined;
    }
    let file;
    try {
        // The names the unpacker would take: no control character, nothing Windows cannot hold, no `..`.
        file = (0,guard/* safeRelativePath */.lV)(external_node_path_default().posix.normalize(decoded).replace(/^\/+/, ''));
    }
    catch {
        return undefined;
    }
    return file.endsWith('.md') ? file : undefined;
}
/** HTML pages in sitemap order (when the site has a `sitemap.xml`), then the rest by path. */
async function pageOrder(options, fileSet) {
    // Without a sitemap: the home page first, then by path.
    const pages = options.files
        .filter((f) => f.endsWith('.html') && !NOT_PAGES.has(f))
        .sort((a, b) => Number(b === 'index.html') - Number(a === 'index.html') || (a < b ? -1 : Number(a > b)));
    if (!fileSet.has('sitemap.xml'))
        return pages;
    const xml = await external_node_fs_default().promises.readFile(external_node_path_default().join(options.root, 'sitemap.xml'), 'utf8');
    const { index, locs } = (0,sitemap/* sitemapLocs */.J)(xml);
    if (index)
        return pages;
    const pageSet = new Set(pages);
    const ordered = [];
    const seen = new Set();
    for (const loc of locs) {
        let pathname;
        try {
            pathname = decodeURIComponent(new URL(loc, ORIGIN_PLACEHOLDER).pathname);
        }
        catch {
            continue;
        }
        const prefix = options.basePath && pathname.startsWith(`${options.basePath}/`) ? options.basePath.length : 0;
        const resolution = (0,hosts/* resolveOnHost */.IP)('auto', pathname.slice(prefix) || '/', fileSet);
        if (resolution.kind === 'missing' || !pageSet.has(resolution.file) || seen.has(resolution.file))
            continue;
        seen.add(resolution.file);
        ordered.push(resolution.file);
    }
    return [...ordered, ...pages.filter((p) => !seen.has(p))];
}
/** A title as link text: control and bidi characters written out (as the step summary does), brackets escaped. */
const escapeLinkText = (text) => (0,redact/* visible */.RK)(text).replace(/[[\]\\]/g, (c) => `\\${c}`);
/** `api-reference` → `Api reference`; the root's pages go under `Pages`. */
function sectionTitle(segment) {
    if (segment === '')
        return 'Pages';
    const words = segment.replace(/[-_]+/g, ' ').trim();
    return words.charAt(0).toUpperCase() + words.slice(1);
}
/** The llms.txt text (https://llmstxt.org/: H1 name, blockquote summary, H2 sections of link lists). */
function llmsTxt(siteName, summary, entries) {
    const sections = new Map();
    for (const entry of entries) {
        const segment = entry.urlPath.split('/').filter(Boolean);
        // A section title is a heading of its own: no character of the site's may make a link, a list or a line of it.
        const key = (0,markdown/* markdownText */.p7)(entry.group ?? sectionTitle(segment.length > 1 ? segment[0] : ''));
        const title = escapeLinkText(entry.title);
        const line = `- [${title}](${entry.url})${entry.description ? `: ${entry.description}` : ''}`;
        if (!sections.has(key))
            sections.set(key, []);
        sections.get(key).push(line);
    }
    const parts = [`# ${siteName}`, ''];
    if (summary)
        parts.push(`> ${summary}`, '');
    for (const [key, lines] of sections)
        parts.push(`## ${key}`, '', ...lines, '');
    return parts.join('\n');
}
function hostOf(siteUrl) {
    return siteUrl === undefined ? undefined : new URL(siteUrl).host;
}


/***/ }),

/***/ 4656:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QL: () => (/* binding */ titleSuffix),
/* harmony export */   SP: () => (/* binding */ readPage),
/* harmony export */   W: () => (/* binding */ pageTitle)
/* harmony export */ });
/* harmony import */ var htmlparser2__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5867);

/** A letter or a digit: text that names something, which a heading anchor's glyph does not. */
const WORDS = /[\p{L}\p{N}]/u;
const HEADING = /^h[1-6]$/;
/** Main-content containers, most specific first. */
const MAIN = ['#content-area', 'main', 'article', 'body'];
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
const collapse = (text) => text.replace(/\s+/g, ' ').trim() || undefined;
/**
 * Reads a page's title, description, Markdown alternate and main content in one pass of htmlparser2 (the
 * parser the verification uses), keeping only offsets into `html` for the content.
 * @param html the page's text, whole or in pieces (`pageTextPieces`, `web/charset.ts`): pieces are read only until
 *   the parser stops, and a page's text in one string costs a large allocation (issue 47)
 * @param headOnly stop at `<body>`: the title, description and site name only (`llms.txt`), no content (`main`
 *   undefined); a page's body is most of its bytes (measured with `npm run bench -- site`: 1,000 pages in 5.2 s
 *   read whole, 0.53 s head only)
 */
function readPage(html, headOnly = false) {
    /** What the parser was given: the page's text, or as much of it as was read before the parser stopped. */
    const read = [];
    let readLength = 0;
    let stopped = false;
    let title = '';
    let inTitle = false;
    let titleDone = false;
    let svgDepth = 0;
    const meta = {};
    let markdownHref;
    let lang;
    let refresh = false;
    let headEnd;
    let bodyReached = false;
    const depth = [];
    /** Offsets of the start tags of the elements in `depth`. */
    const starts = [];
    let ending = false;
    const cuts = [];
    let headings = 0;
    /** The open fragment link inside a heading: where its name ends, its text so far, and its depth. */
    let glyph;
    const glyphs = [];
    let nonNeutral = 0;
    const spans = new Map();
    const parser = new htmlparser2__WEBPACK_IMPORTED_MODULE_0__/* .Parser */ .i({
        onopentag(name, attribs) {
            if (name === 'body')
                bodyReached = true;
            if (headOnly && name === 'body')
                return stop();
            if (name === 'html' && lang === undefined)
                lang = attribs.lang?.trim().toLowerCase() || '';
            if (name === 'meta' && (attribs['http-equiv'] ?? '').toLowerCase() === 'refresh')
                refresh = true;
            depth.push(name);
            starts.push(parser.startIndex);
            if (!NEUTRAL.has(name))
                nonNeutral++;
            if (name === 'svg')
                svgDepth++;
            if (name === 'title' && svgDepth === 0 && !titleDone)
                inTitle = true;
            if (HEADING.test(name))
                headings++;
            if (name === 'a' && headings > 0 && !glyph && (attribs.href ?? '').trim().startsWith('#'))
                glyph = { at: parser.startIndex + 2, text: '', depth: depth.length };
            if (name === 'meta') {
                const key = (attribs.property ?? attribs.name ?? '').toLowerCase();
                if (key && attribs.content !== undefined && !(key in meta))
                    meta[key] = attribs.content;
            }
            const rel = (attribs.rel ?? '').toLowerCase().split(/\s+/);
            if (name === 'link' && rel.includes('alternate') && (attribs.type ?? '').toLowerCase() === 'text/markdown')
                markdownHref ??= attribs.href?.trim() || undefined;
            const key = attribs.id === 'content-area' ? '#content-area' : name;
            if (MAIN.includes(key) && !spans.has(key))
                spans.set(key, { start: parser.startIndex, depth: depth.length });
        },
        ontext(text) {
            if (inTitle)
                title += text;
            if (glyph)
                glyph.text += text;
        },
        onclosetag(name, implied) {
            if (name === 'head' && headEnd === undefined)
                headEnd = parser.startIndex;
            // An element the parser closes (`<p>` by a `<div>`, `<li>` by the next `<li>`, anything by its parent's end
            // tag) ends where that tag starts, so no cut falls inside the next element; a void one at its tag's end.
            const start = starts.pop();
            const closedBy = implied && parser.startIndex !== start;
            let end = closedBy ? parser.startIndex : parser.endIndex + 1;
            if (ending)
                end = readLength;
            for (const span of spans.values()) {
                if (span.end === undefined && span.depth === depth.length)
                    span.end = end;
            }
            if (name === 'title' && inTitle) {
                inTitle = false;
                titleDone = true;
            }
            if (name === 'svg')
                svgDepth--;
            if (glyph?.depth === depth.length) {
                if (!WORDS.test(glyph.text))
                    glyphs.push(glyph.at);
                glyph = undefined;
            }
            if (HEADING.test(name) && headings > 0)
                headings--;
            depth.pop();
            if (!NEUTRAL.has(name))
                nonNeutral--;
            if (nonNeutral === 0 && BLOCKS.has(name))
                cuts.push(end);
            // Mintlify's content area is all that is read after the head: the rest of the page (the furniture and the
            // inline RSC payload, most of its bytes) is not parsed (issue 32 #2, `npm run bench -- search`).
            if (spans.get('#content-area')?.end !== undefined)
                stop();
        },
    }, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
    const stop = () => {
        stopped = true;
        parser.pause();
    };
    for (const piece of typeof html === 'string' ? [html] : html) {
        read.push(piece);
        readLength += piece.length;
        parser.write(piece);
        if (stopped)
            break;
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
function textBetween(pieces, start, end) {
    if (pieces.length === 1)
        return pieces[0].slice(start, end);
    let text = '';
    let at = 0;
    for (const piece of pieces) {
        if (at + piece.length > start && at < end)
            text += piece.slice(Math.max(0, start - at), end - at);
        at += piece.length;
    }
    return text;
}
const TITLE_SEPARATORS = [' - ', ' | ', ' – ', ' — '];
/**
 * The site name a page title ends with (`Install - Acme` → `Acme`), for exports without `og:site_name`: Mintlify
 * writes `<title>` as the page's title, a separator, then the site's name.
 */
function titleSuffix(title) {
    if (!title)
        return undefined;
    const at = Math.max(...TITLE_SEPARATORS.map((separator) => title.lastIndexOf(separator)));
    if (at <= 0)
        return undefined;
    const separator = TITLE_SEPARATORS.find((candidate) => title.startsWith(candidate, at));
    return title.slice(at + separator.length).trim() || undefined;
}
/** A page title without the ` - Site` or ` | Site` suffix Mintlify adds to `<title>`. */
function pageTitle(title, siteName) {
    for (const separator of TITLE_SEPARATORS) {
        const suffix = `${separator}${siteName}`;
        if (title.endsWith(suffix) && title.length > suffix.length)
            return title.slice(0, -suffix.length);
    }
    return title;
}


/***/ }),

/***/ 1794:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I1: () => (/* binding */ onExportOrigin),
/* harmony export */   PA: () => (/* binding */ urlEditAt),
/* harmony export */   QS: () => (/* binding */ originEditAt),
/* harmony export */   Un: () => (/* binding */ rebasedUrl),
/* harmony export */   ct: () => (/* binding */ applyEdits),
/* harmony export */   qF: () => (/* binding */ rebaseUrl)
/* harmony export */ });
/* unused harmony export applyUrlEdit */
/**
 * The one rule of the rebase (issue 21 "The feature"): which URLs as written get the base path, and where it goes.
 * Every file kind (`rebase-html.ts`, `rebase-css.ts`, `rsc.ts`, `rebase-files.ts`) finds its URLs its own way and
 * asks this module what to change.
 */
const ABSOLUTE = /^([a-z][a-z0-9+.-]*):\/\/([^/?#\\]*)/i;
/**
 * The edit that makes `url` (a URL exactly as written, without surrounding white space) carry the base path, or
 * undefined to leave it:
 * - root-absolute (`/guides/x`): prefixed (`/docs/guides/x`); the root itself (`/`, `/?q`, `/#a`) becomes `/docs`,
 *   `/docs?q`, `/docs#a`, as Next.js's own `basePath` build writes it;
 * - absolute or scheme-relative on one of `base.origins`: the same, after the authority;
 * - anything else is left: relative URLs (they resolve against the page, which moves with the site), fragments,
 *   queries, other origins, `mailto:`, `tel:`, `data:`, `javascript:`;
 * - a path that already is the prefix or starts with `prefix/`: left, so that rebasing twice equals rebasing once;
 * - absolute or scheme-relative on one of `base.served.from` (the export's origin, issue 30): that origin becomes the
 *   served one, and the path gets the prefix as above; counted in `base.served.rewritten`.
 * @param role what the position is ({@link UrlRole})
 */
function rebaseUrl(url, base, role = 'url') {
    const served = base.served;
    let pathAt;
    /** The export's origin the URL names, when it is to become the served one. */
    let from;
    if (url.charCodeAt(0) === 47 /* / */ && url.charCodeAt(1) !== 47 && url.charCodeAt(1) !== 92)
        pathAt = 0;
    else if (url.startsWith('//')) {
        const end = authorityEnd(url, 2);
        from = served?.from.find((origin) => sameHost(origin, url.slice(2, end)));
        if (!from && !base.origins.some((origin) => sameHost(origin, url.slice(2, end))))
            return undefined;
        pathAt = end;
    }
    else {
        const match = ABSOLUTE.exec(url);
        const origin = match && normalOrigin(match[1], match[2]);
        from = origin ? served?.from.find((o) => o === origin) : undefined;
        if (!match || (!from && !base.origins.includes(origin)))
            return undefined;
        pathAt = match[0].length;
    }
    if (from && role === 'own-address' && served.keepOwnAddress)
        return undefined;
    const path = pathEdit(url, pathAt, base.prefix, role);
    if (!from)
        return path;
    served.rewritten.set(from, (served.rewritten.get(from) ?? 0) + 1);
    // `//host/x` stays scheme-relative: only its authority changes.
    const start = url.startsWith('//') ? 2 : 0;
    const origin = start === 2 ? served.origin.slice(served.origin.indexOf('//') + 2) : served.origin;
    return { at: start, remove: pathAt - start + (path?.remove ?? 0), insert: origin + (path?.insert ?? '') };
}
/** The edit of the path that starts at `pathAt` (always made at `pathAt`), or undefined when it keeps its path. */
function pathEdit(url, pathAt, prefix, role) {
    if (!prefix)
        return undefined;
    const first = url.charCodeAt(pathAt);
    // `https://docs.example.com`, `https://docs.example.com?q`: the root, with no path written.
    if (Number.isNaN(first) || first === 63 /* ? */ || first === 35 /* # */)
        return { at: pathAt, remove: 0, insert: role === 'folder' ? `${prefix}/` : prefix };
    if (first !== 47)
        return undefined;
    if (url.startsWith(prefix, pathAt)) {
        const after = url.charCodeAt(pathAt + prefix.length);
        if (Number.isNaN(after) || after === 47 || after === 63 || after === 35)
            return undefined;
    }
    const next = url.charCodeAt(pathAt + 1);
    if (role !== 'folder' && (Number.isNaN(next) || next === 63 || next === 35))
        return { at: pathAt, remove: 1, insert: prefix };
    return { at: pathAt, remove: 0, insert: prefix };
}
/** `url` with `edit` applied. */
function applyUrlEdit(url, edit) {
    return url.slice(0, edit.at) + edit.insert + url.slice(edit.at + edit.remove);
}
/** `url` rebased, or as it was. */
function rebasedUrl(url, base) {
    const edit = rebaseUrl(url, base);
    return edit ? applyUrlEdit(url, edit) : url;
}
/**
 * The file edit for a URL written at byte `start` of a file, or undefined. `raw` is the URL as the file holds it; a
 * value whose first characters are escaped (so `raw` does not start like the URL) is left alone.
 */
function urlEditAt(raw, start, base, role = 'url') {
    const edit = rebaseUrl(raw, base, role);
    if (!edit)
        return undefined;
    return { start: start + edit.at, end: start + edit.at + edit.remove, text: edit.insert };
}
/** Whether `url` (as written, trimmed) is an absolute or scheme-relative URL on the export's origin that moves. */
function onExportOrigin(url, base) {
    const served = base.served;
    if (!served)
        return false;
    if (url.startsWith('//'))
        return served.from.some((origin) => sameHost(origin, url.slice(2, authorityEnd(url, 2))));
    const match = ABSOLUTE.exec(url);
    return match !== null && served.from.includes(normalOrigin(match[1], match[2]));
}
/**
 * The file edit that moves a host or origin written at byte `start` (`docs.example.com`, `https://docs.example.com`,
 * as robots.txt's `Host:` writes it) from the export's origin to the served one, in the same form: a bare host stays
 * a bare host. Nothing else is written there, so no path is added. Counted in `base.served.rewritten`.
 * @returns undefined without a served address, or for any other host
 */
function originEditAt(value, start, base) {
    const served = base.served;
    if (!served)
        return undefined;
    const match = ABSOLUTE.exec(value);
    const authority = match ? match[2] : value.slice(0, authorityEnd(value, 0));
    if (/[^A-Za-z0-9.:[\]-]/.test(authority))
        return undefined;
    const from = match
        ? served.from.find((o) => o === normalOrigin(match[1], authority))
        : served.from.find((o) => sameHost(o, authority));
    if (!from)
        return undefined;
    served.rewritten.set(from, (served.rewritten.get(from) ?? 0) + 1);
    const host = served.origin.slice(served.origin.indexOf('//') + 2);
    const end = match ? match[0].length : authority.length;
    return { start, end: start + end, text: match ? served.origin : host };
}
function authorityEnd(url, from) {
    let i = from;
    while (i < url.length && !'/?#\\'.includes(url[i]))
        i++;
    return i;
}
function sameHost(origin, authority) {
    const scheme = origin.slice(0, origin.indexOf(':'));
    return normalOrigin(scheme, authority) === origin;
}
/**
 * `scheme://authority` as a browser compares origins: lower-case, without the host's trailing dot and without the
 * scheme's default port (`https://Docs.Example.com.:443` is `https://docs.example.com`). Userinfo is kept, so a URL
 * that carries credentials is never taken for the site's own.
 */
function normalOrigin(scheme, authority) {
    const lower = scheme.toLowerCase();
    let rest = authority.toLowerCase();
    const defaultPort = { https: ':443', http: ':80' }[lower];
    if (defaultPort && rest.endsWith(defaultPort))
        rest = rest.slice(0, -defaultPort.length);
    const port = /:\d+$/.exec(rest)?.[0] ?? '';
    return `${lower}://${rest.slice(0, rest.length - port.length).replace(/\.$/, '')}${port}`;
}
/**
 * `source` with `edits` applied, untouched bytes copied as they are. `edits` must not overlap; they are sorted here.
 * @returns `source` itself when there is nothing to change
 */
function applyEdits(source, edits) {
    if (edits.length === 0)
        return source;
    edits.sort((a, b) => a.start - b.start || a.end - b.end);
    const parts = [];
    let at = 0;
    for (const edit of edits) {
        if (edit.start < at)
            continue;
        parts.push(source.subarray(at, edit.start), Buffer.from(edit.text, 'utf8'));
        at = edit.end;
    }
    parts.push(source.subarray(at));
    return Buffer.concat(parts);
}


/***/ }),

/***/ 1334:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V5: () => (/* binding */ pageEncoding),
/* harmony export */   qz: () => (/* binding */ pageTextPieces),
/* harmony export */   yc: () => (/* binding */ stylesheetEncoding)
/* harmony export */ });
/**
 * How many bytes of a page are searched for its `<meta charset>`: the HTML standard's prescan ("Determining the
 * character encoding", step "prescan a byte stream") looks at the first 1,024.
 */
const PRESCAN_BYTES = 1024;
/** `<meta charset=x>` or `<meta http-equiv=content-type content="text/html; charset=x">`, in the prescanned bytes. */
const META_CHARSET = /<meta\b[^>]*?\bcharset\s*=\s*["']?\s*([A-Za-z0-9._:-]+)/i;
/**
 * The encoding of an HTML page as a browser would take it without an HTTP header: a byte order mark, else the
 * `<meta>` charset in its first 1,024 bytes, else UTF-8 (what exports write). A `utf-16` label in a `<meta>` means
 * UTF-8, as the standard says (a page that can be read to find it is not UTF-16).
 * @returns an encoding label `TextDecoder` takes (`utf-8`, `windows-1252`, `shift_jis`, …)
 */
function pageEncoding(page) {
    if (page[0] === 0xef && page[1] === 0xbb && page[2] === 0xbf)
        return 'utf-8';
    if (page[0] === 0xff && page[1] === 0xfe)
        return 'utf-16le';
    if (page[0] === 0xfe && page[1] === 0xff)
        return 'utf-16be';
    const label = META_CHARSET.exec(page.toString('latin1', 0, PRESCAN_BYTES))?.[1]?.toLowerCase();
    if (!label || label.startsWith('utf-16'))
        return 'utf-8';
    try {
        return new TextDecoder(label).encoding;
    }
    catch {
        return 'utf-8';
    }
}
/** `@charset "label";` exactly so, at the very start (CSS Syntax Level 3 §3.2: 1,024 bytes at most). */
// eslint-disable-next-line no-control-regex -- the bytes CSS Syntax allows in the label, controls included
const CSS_CHARSET = /^@charset "([\x00-\x21\x23-\x7f]*)";/;
/**
 * The encoding of a stylesheet as a browser takes it (CSS Syntax Level 3 §3.2, "The input byte stream"): a byte order
 * mark, else the `charset` of the response's `Content-Type`, else an `@charset "…";` at its very start (a `utf-16`
 * label there means UTF-8), else UTF-8 (the referring document's encoding, the step after, is not taken: the pages of
 * an export are UTF-8). A label `TextDecoder` does not know is passed over.
 * @param contentType the response's `Content-Type`, parameters and all, when the stylesheet was fetched
 * @returns an encoding label `TextDecoder` takes (`utf-8`, `windows-1252`, …)
 */
function stylesheetEncoding(css, contentType) {
    if (css[0] === 0xef && css[1] === 0xbb && css[2] === 0xbf)
        return 'utf-8';
    if (css[0] === 0xff && css[1] === 0xfe)
        return 'utf-16le';
    if (css[0] === 0xfe && css[1] === 0xff)
        return 'utf-16be';
    const protocol = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1];
    const fromProtocol = protocol === undefined ? undefined : known(protocol);
    if (fromProtocol)
        return fromProtocol;
    const declared = CSS_CHARSET.exec(css.toString('latin1', 0, PRESCAN_BYTES))?.[1];
    const fromRule = declared === undefined ? undefined : known(declared);
    if (fromRule)
        return fromRule.startsWith('utf-16') ? 'utf-8' : fromRule;
    return 'utf-8';
}
/** The encoding `label` names (WHATWG Encoding's labels: `iso-8859-1` is `windows-1252`), or undefined. */
function known(label) {
    try {
        return new TextDecoder(label.trim()).encoding;
    }
    catch {
        return undefined;
    }
}
/**
 * Bytes of a page decoded at a time by {@link pageTextPieces}: at most 64 KiB of UTF-16, below V8's 128 KiB for an
 * ordinary heap object. A larger string is mapped into memory of its own, which cost ~0.8 ms a page on the 2-core
 * machine of issue 47 (`npm run bench -- search`), against ~0.01 ms for the same bytes in pieces.
 */
const PIECE_BYTES = 32 << 10;
/**
 * A page's text in pieces, for a parser that takes its input a piece at a time (htmlparser2's `write`), decoded
 * lazily so that a parser that stops early decodes no more.
 * @param encoding a `TextDecoder` label ({@link pageEncoding}), or `bytes` for one character per byte (Latin-1), so
 *   that offsets in the text are offsets in the bytes
 * @param pieceBytes bytes decoded at a time (tests cut pages at every place with small ones)
 * @returns strings of at most `pieceBytes` characters whose concatenation is the page's text
 */
function* pageTextPieces(page, encoding, pieceBytes = PIECE_BYTES) {
    if (encoding === 'bytes') {
        for (let at = 0; at < page.length; at += pieceBytes)
            yield page.toString('latin1', at, Math.min(page.length, at + pieceBytes));
        return;
    }
    const decoder = new TextDecoder(encoding);
    for (let at = 0; at < page.length; at += pieceBytes) {
        const piece = decoder.decode(page.subarray(at, at + pieceBytes), { stream: true });
        if (piece)
            yield piece;
    }
    const rest = decoder.decode();
    if (rest)
        yield rest;
}


/***/ }),

/***/ 2197:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ sitemapLocs)
/* harmony export */ });
/* unused harmony export walkSitemap */
/* harmony import */ var entities__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7031);
/* harmony import */ var htmlparser2__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5455);


/**
 * Walks a sitemap or sitemap index (https://www.sitemaps.org/protocol.html) with htmlparser2's `Tokenizer` in XML
 * mode: the one reader of sitemaps, for verification ({@link sitemapLocs}) and the rebase
 * (`site/rebase/rebase-files.ts`, which edits the `<loc>`s where they are written).
 * @param xml the file as text; offsets are this string's (a Latin-1 string of the bytes gives byte offsets)
 */
function walkSitemap(xml, visitor) {
    /** Where the open `<loc>`'s content starts; -1 outside one. */
    let content = -1;
    let inLoc = false;
    const localName = (start, end) => {
        const name = xml.slice(start, end).toLowerCase();
        // Namespaced sitemaps (`<sm:loc>`) are rare but valid.
        return name.slice(name.indexOf(':') + 1);
    };
    const callbacks = {
        onopentagname(start, end) {
            const name = localName(start, end);
            visitor.element?.(name);
            inLoc = name === 'loc';
            content = -1;
        },
        onopentagend(endIndex) {
            if (inLoc)
                content = endIndex + 1;
        },
        onclosetag(start, end) {
            // `start` is the name's, after `</`.
            if (content >= 0 && localName(start, end) === 'loc')
                visitor.loc(content, start - 2);
            inLoc = false;
            content = -1;
        },
        onselfclosingtag() {
            inLoc = false;
            content = -1;
        },
        onattribdata() { },
        onattribentity() { },
        onattribend() { },
        onattribname() { },
        oncdata() { },
        oncomment() { },
        ondeclaration() { },
        onend() { },
        onprocessinginstruction() { },
        ontext() { },
        ontextentity() { },
    };
    const tokenizer = new htmlparser2__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A({ xmlMode: true, decodeEntities: false }, callbacks);
    tokenizer.write(xml);
    tokenizer.end();
}
const CDATA = /<!\[CDATA\[([\s\S]*?)\]\]>/g;
/**
 * The `<loc>` entries of a sitemap (their text: entities decoded, CDATA unwrapped, trimmed; empty ones left out), and
 * whether the file is a sitemap index (its `<loc>`s name more sitemaps).
 */
function sitemapLocs(xml) {
    const locs = [];
    let index = false;
    walkSitemap(xml, {
        element(name) {
            if (name === 'sitemapindex')
                index = true;
        },
        loc(start, end) {
            const raw = xml.slice(start, end);
            let text = '';
            let at = 0;
            for (const m of raw.matchAll(CDATA)) {
                text += (0,entities__WEBPACK_IMPORTED_MODULE_1__/* .decodeXML */ .ey)(raw.slice(at, m.index)) + m[1];
                at = m.index + m[0].length;
            }
            const loc = (text + (0,entities__WEBPACK_IMPORTED_MODULE_1__/* .decodeXML */ .ey)(raw.slice(at))).trim();
            if (loc)
                locs.push(loc);
        },
    });
    return { index, locs };
}


/***/ })

};

//# sourceMappingURL=648.index.js.map