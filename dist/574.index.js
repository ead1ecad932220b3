export const id = 574;
export const ids = [574];
export const modules = {

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

/***/ 2180:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ sitePaths)
/* harmony export */ });
/**
 * Which root-absolute paths name a file or page of the site (issue 37 item 3): the test the rebase applies to a URL
 * written as data (an `href` member of an object prop), where a URL the site does not have is taken for data.
 */
/**
 * A predicate over URL paths: whether `/x` names one of `files` as a static host serves it (`/x` as `x`, `x.html` or
 * `x/index.html`; `/x/` as `x/index.html`; `/` as `index.html`). The query and fragment are ignored; the path is
 * percent-decoded (a path that does not decode names nothing).
 * @param files the site's files, relative to its root with `/` separators (the unpack's list)
 */
function sitePaths(files) {
    const set = new Set(files);
    return (url) => {
        let path = url.replace(/[?#].*$/s, '');
        if (!path.startsWith('/') || path.startsWith('//'))
            return false;
        try {
            path = decodeURIComponent(path.slice(1));
        }
        catch {
            return false;
        }
        if (path === '' || path.endsWith('/'))
            return set.has(`${path}index.html`);
        return set.has(path) || set.has(`${path}.html`) || set.has(`${path}/index.html`);
    };
}


/***/ }),

/***/ 8574:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  BasePathConflictError: () => (/* binding */ BasePathConflictError),
  siteStage: () => (/* binding */ siteStage)
});

// EXTERNAL MODULE: ./src/common/format.ts
var format = __webpack_require__(6950);
// EXTERNAL MODULE: ./src/common/errors.ts
var errors = __webpack_require__(1922);
// EXTERNAL MODULE: ./src/site/search/describe-search.ts
var describe_search = __webpack_require__(928);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
var external_node_fs_default = /*#__PURE__*/__webpack_require__.n(external_node_fs_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/site/rebase/base-path-script.ts
var base_path_script = __webpack_require__(4095);
;// CONCATENATED MODULE: ./src/site/rebase/export-base-path.ts



/** The start of an inline script's text, where Mintlify's base-path script begins (`base-path-script.ts`). */
const SCRIPT_OPEN = /<script\b[^>]*>/gi;
/**
 * An asset of Next's own `basePath` build: `src="/docs/_next/static/…"` (or `href`). Not a protocol-relative URL
 * (`//cdn.example.com/_next/static/…`, or `/\cdn…` as browsers read it): that names another host, not a path.
 */
const NEXT_ASSET = /\s(?:src|href)=["']?(\/(?![/\\])[^"'\s?#>]*?)\/_next\/static\//;
/**
 * The base path the export's pages already carry (issue 37 items 4 and 5): Mintlify's inline script with a non-empty
 * `var b` (a deployment served under a path), or Next's own `basePath` build (its assets under `/docs/_next/static/`
 * while the site's `_next/` folder is at its root). Read from `index.html`, or the first page.
 * @param files the site's files, relative to `siteRoot` with `/` separators
 * @returns undefined for an export built for the root
 * @throws a file system error
 */
function exportBasePath(siteRoot, files) {
    const page = files.includes('index.html') ? 'index.html' : files.find((file) => /\.html?$/i.test(file));
    if (!page)
        return undefined;
    const html = external_node_fs_default().readFileSync(external_node_path_default().join(siteRoot, page), 'latin1');
    const script = mintlifyBasePath(html);
    if (script)
        return { ...script, page, by: 'mintlify' };
    const asset = NEXT_ASSET.exec(html);
    const prefix = asset?.[1];
    if (!prefix || !files.some((file) => file.startsWith('_next/static/')))
        return undefined;
    // A folder of the site that holds its own `_next/` is no base path.
    if (files.some((file) => file.startsWith(`${prefix.slice(1)}/_next/`)))
        return undefined;
    return { prefix, page, evidence: `its Next.js assets load from ${prefix}/_next/static/`, by: 'next' };
}
/**
 * The base path in Mintlify's inline base-path script of a page, in any spelling that names one (`"/docs"`,
 * `'/docs/'`, `var b = "/docs"`), as `/docs`; none for an empty one or a value that is no base path.
 */
function mintlifyBasePath(html) {
    for (const open of html.matchAll(SCRIPT_OPEN)) {
        const from = open.index + open[0].length;
        const script = (0,base_path_script/* basePathScript */.Yj)(html.slice(from, from + 1024));
        const prefix = script && (0,base_path_script/* scriptBasePath */.Yf)(script.value);
        if (script && prefix)
            return {
                prefix,
                evidence: `Mintlify's base-path script has var b=${script.quote}${script.value}${script.quote}`,
            };
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/site/rebase/rebase-css.ts + 1 modules
var rebase_css = __webpack_require__(2217);
// EXTERNAL MODULE: ./src/site/rebase/rebase-html.ts
var rebase_html = __webpack_require__(9846);
// EXTERNAL MODULE: ./src/web/js-code.ts
var js_code = __webpack_require__(4121);
// EXTERNAL MODULE: ./src/site/rebase/rebase-url.ts
var rebase_url = __webpack_require__(1794);
;// CONCATENATED MODULE: ./src/site/rebase/rebase-markdown.ts
/**
 * The URLs of a Markdown file (issue 39 #5): the export's own `llms.txt`, `llms-full.txt` and `.md` copies of pages.
 * They follow the rule of pages: inline links and images, reference definitions, autolinks (`<https://…>`),
 * `Source: <url>` lines (Mintlify's `llms-full.txt` names each page's address so) and the `href`/`src` of raw HTML are
 * URL positions; code spans, fenced code blocks (``` and ~~~, any length), indented code blocks and text are not.
 *
 * No Markdown parser is a dependency of the action (`marked` is a test dependency, and the tests check this scanner
 * against it), so this is a scanner of the CommonMark structure that decides what is code: a line-based pass over the
 * blocks (block quotes, list items and their indentation, fences, indented code, HTML blocks), then an inline pass
 * over each paragraph and heading (backslash escapes, code spans, raw HTML, autolinks, link brackets). Where the
 * structure is unclear it errs towards code: a URL taken for code is left as it is, never text changed.
 */

/**
 * HTML blocks whose content is raw text, code or a comment (CommonMark 4.6, kinds 1 to 5), by the text that ends
 * them: nothing in them changes. (The other kinds, a line of tags, are read as MDX reads them: their `href`/`src`
 * follow the rule, and the Markdown between them is Markdown.)
 */
const RAW_BLOCKS = [
    { start: /^<(?:script|pre|style|textarea)(?=[\s>]|$)/i, end: /<\/(?:script|pre|style|textarea)>/i },
    { start: /^<!--/, end: /-->/ },
    { start: /^<\?/, end: /\?>/ },
    { start: /^<![A-Za-z]/, end: />/ },
    { start: /^<!\[CDATA\[/, end: /\]\]>/ },
];
/** HTML block 6: a line that starts with a block-level tag, which may interrupt a paragraph. */
const BLOCK_TAG = new RegExp('^</?(?:address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|' +
    'div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|' +
    'li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|' +
    'tfoot|th|thead|title|tr|track|ul)(?:[\\s>]|/>|$)', 'i');
/** An open or closing tag (CommonMark 6.6). */
const TAG = new RegExp('<[A-Za-z][A-Za-z0-9-]*(?:\\s+[A-Za-z_:][A-Za-z0-9_.:-]*' +
    '(?:\\s*=\\s*(?:[^\\s"\'=<>`]+|\'[^\']*\'|"[^"]*"))?)*\\s*/?>' +
    '|</[A-Za-z][A-Za-z0-9-]*\\s*>', 'y');
/** An attribute of a tag, and its value. */
const ATTRIBUTE = /\s([A-Za-z_:][A-Za-z0-9_.:-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** Attributes whose value is a URL, on any element (an MDX component's `href` is a link: `<Card href="/x">`). */
const URL_ATTRIBUTES = new Set(['href', 'src', 'poster']);
/** HTML block 7: one complete tag alone on its line (it cannot interrupt a paragraph). */
const TAG_LINE = new RegExp(`^(?:${TAG.source})[ \\t]*$`);
/** An autolink, `<scheme:…>` (CommonMark 6.5); email autolinks name no URL of the site. */
const AUTOLINK = /<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*)>/y;
const FENCE_OPEN = /^(`{3,}|~{3,})(.*)$/;
const ATX_HEADING = /^#{1,6}(?:[ \t]|$)/;
const THEMATIC_BREAK = /^([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const SETEXT_UNDERLINE = /^(?:=+|-+)[ \t]*$/;
const LIST_MARKER = /^(?:([-+*])|(\d{1,9})[.)])(?=[ \t]|$)/;
/** A link reference definition's label and colon (CommonMark 4.7). */
const DEFINITION = /^\[((?:[^[\]\\]|\\.){0,999})\]:/;
/** Mintlify's `llms-full.txt` line naming a page's address (and its `.md` copies'), a bare URL. */
const SOURCE_LINE = /^Source:[ \t]+([^\s<]\S*)[ \t]*$/;
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
/**
 * How deep unescaped parentheses may nest in a link destination. CommonMark lets implementations limit it "to avoid
 * performance issues" (6.3; cmark stops at 32): with a limit, a `](` reads at most that many `(` ahead of the one
 * before it, so `[](` repeated is read in linear time, not to the end of the paragraph for every `](`.
 */
const MAX_PAREN_DEPTH = 32;
function nextIndexIn(text) {
    const known = new Map();
    return (needle, from) => {
        const last = known.get(needle);
        // The first occurrence at or after `last.from` is also the first at or after any `from` up to it.
        if (last && last.from <= from && (last.at < 0 || last.at >= from))
            return last.at;
        const at = text.indexOf(needle, from);
        known.set(needle, { from, at });
        return at;
    };
}
/**
 * The edits that make a Markdown file's URLs follow `base` (`rebase-url.ts`), in offsets of `text`.
 * @param text the file, one character per byte (Latin-1), so offsets are byte offsets
 */
function markdownEdits(text, base) {
    const edits = [];
    const url = (start, end) => {
        const edit = (0,rebase_url/* urlEditAt */.PA)(text.slice(start, end), start, base);
        if (edit)
            edits.push(edit);
    };
    const lines = splitLines(text);
    const next = nextIndexIn(text);
    /** The open paragraph's range, scanned for inline URLs when it ends. */
    let paragraph;
    let fence;
    /** What ends the open raw HTML block. */
    let rawBlock;
    let quoteDepth = 0;
    /** Content columns of the open list items, innermost last. */
    const lists = [];
    const closeParagraph = () => {
        if (paragraph)
            inlineEdits(text, paragraph.start, paragraph.end, url, next);
        paragraph = undefined;
    };
    for (const line of lines) {
        const shape = shapeOf(text, line);
        const blank = shape.pos === line.end;
        if (fence) {
            const left = !blank && (shape.quotes < fence.quotes || shape.col < fence.listCol);
            if (!left) {
                const closer = new RegExp(`^\\${fence.char}{${fence.length},}[ \\t]*$`);
                if (!blank && shape.col - fence.col <= 3 && closer.test(text.slice(shape.pos, line.end)))
                    fence = undefined;
                continue;
            }
            fence = undefined;
        }
        if (rawBlock) {
            if (rawBlock.test(text.slice(line.start, line.end)))
                rawBlock = undefined;
            continue;
        }
        if (blank) {
            closeParagraph();
            continue;
        }
        // The deepest list item the line is in: the last whose content column it reaches.
        let depth = lists.length;
        while (depth > 0 && shape.col < lists[depth - 1])
            depth--;
        let pos = shape.pos;
        let col = shape.col;
        const containerCol = () => (depth > 0 ? lists[depth - 1] : shape.baseCol);
        const rest = () => text.slice(pos, line.end);
        if (paragraph) {
            // A paragraph goes on (lazily too: less indented, or without its `>`) unless a block interrupts it.
            const near = col - containerCol() <= 3;
            if (near && shape.quotes === quoteDepth && SETEXT_UNDERLINE.test(rest())) {
                closeParagraph();
                continue;
            }
            if (shape.quotes <= quoteDepth && !(near && interrupts(rest(), lists.length > 0))) {
                sourceLine(rest(), pos, url);
                paragraph.end = line.end;
                continue;
            }
            closeParagraph();
        }
        if (shape.quotes !== quoteDepth) {
            quoteDepth = shape.quotes;
            depth = 0;
        }
        lists.length = depth;
        // List markers open items; what follows them is read as the item's first line.
        for (;;) {
            if (col - containerCol() > 3 || THEMATIC_BREAK.test(rest()))
                break;
            const marker = LIST_MARKER.exec(rest());
            if (!marker)
                break;
            const markerEnd = col + marker[0].length;
            pos += marker[0].length;
            col = markerEnd;
            while (pos < line.end && (text[pos] === ' ' || text[pos] === '\t')) {
                col = text[pos] === '\t' ? col + 4 - (col % 4) : col + 1;
                pos++;
            }
            // An empty item, or five spaces or more: the content column is one past the marker (the rest is indented code).
            lists.push(pos === line.end || col - markerEnd > 4 ? markerEnd + 1 : col);
            depth = lists.length;
        }
        if (pos === line.end || col - containerCol() >= 4)
            continue; // an empty item, or indented code
        const first = rest();
        const open = FENCE_OPEN.exec(first);
        if (open && !(open[1][0] === '`' && open[2].includes('`'))) {
            const listCol = depth > 0 ? containerCol() : -1;
            fence = { char: open[1][0], length: open[1].length, quotes: shape.quotes, listCol, col: containerCol() };
            continue;
        }
        const raw = RAW_BLOCKS.find((block) => block.start.test(first));
        if (raw) {
            if (!raw.end.test(first.slice(raw.start.exec(first)[0].length)))
                rawBlock = raw.end;
            continue;
        }
        if (ATX_HEADING.test(first) || BLOCK_TAG.test(first) || TAG_LINE.test(first)) {
            // A heading, or a line of tags (an MDX component such as `<Card href="/x">`): one line of inline content.
            inlineEdits(text, pos, line.end, url, next);
            continue;
        }
        if (THEMATIC_BREAK.test(first))
            continue;
        const definition = DEFINITION.exec(first);
        if (definition && /\S/.test(definition[1]) && definitionEdit(text, pos + definition[0].length, line.end, url))
            continue;
        sourceLine(first, pos, url);
        paragraph = { start: pos, end: line.end };
    }
    closeParagraph();
    return edits;
}
/**
 * Whether a line that follows a paragraph line starts a block of its own (CommonMark: fences, ATX headings, thematic
 * breaks, block quotes, HTML blocks 1 to 6, list items; an ordered list only from 1, and no empty item, interrupts a
 * paragraph unless a list is open there).
 */
function interrupts(rest, inList) {
    if (FENCE_OPEN.test(rest) || ATX_HEADING.test(rest) || THEMATIC_BREAK.test(rest) || rest.startsWith('>'))
        return true;
    if (RAW_BLOCKS.some((block) => block.start.test(rest)) || BLOCK_TAG.test(rest))
        return true;
    const marker = LIST_MARKER.exec(rest);
    if (!marker)
        return false;
    if (inList)
        return true;
    const empty = rest.slice(marker[0].length).trim() === '';
    return !empty && (marker[1] !== undefined || marker[2] === '1');
}
/** The URL of a `Source: <url>` line, at `pos` in the file. */
function sourceLine(rest, pos, url) {
    const source = SOURCE_LINE.exec(rest);
    if (!source)
        return;
    const at = pos + rest.length - source[0].length + source[0].indexOf(source[1], 7);
    url(at, at + source[1].length);
}
/**
 * The destination of a link reference definition whose `[label]:` ends at `at`, on the same line.
 * @returns whether the line is a definition (else it is read as a paragraph)
 */
function definitionEdit(text, at, end, url) {
    let i = at;
    while (i < end && (text[i] === ' ' || text[i] === '\t'))
        i++;
    if (i === end)
        return false;
    const destination = linkDestination(text, i, end, false);
    if (!destination || destination.end === destination.urlStart)
        return false;
    const after = text.slice(destination.end, end);
    // Only a title may follow, after white space.
    if (after !== '' && !/^[ \t]+(?:["'(]|$)/.test(after))
        return false;
    url(destination.urlStart, destination.urlEnd);
    return true;
}
/** The lines of `text`, split at `\n`, `\r\n` and `\r`; a UTF-8 byte order mark before the first is no part of it. */
function splitLines(text) {
    const lines = [];
    // Read as Latin-1, the mark is 3 characters that would indent line 1 out of a fence or an indented code block.
    let start = text.startsWith('\xEF\xBB\xBF') ? 3 : 0;
    for (const m of text.matchAll(/\r\n?|\n/g)) {
        lines.push({ start, end: m.index });
        start = m.index + m[0].length;
    }
    if (start < text.length)
        lines.push({ start, end: text.length });
    return lines;
}
/** Reads a line's block quote markers and indentation. */
function shapeOf(text, line) {
    let i = line.start;
    let col = 0;
    let quotes = 0;
    let baseCol = 0;
    for (;;) {
        let j = i;
        let c = col;
        while (j < line.end && text[j] === ' ' && c - col < 4) {
            j++;
            c++;
        }
        if (c - col > 3 || text[j] !== '>')
            break;
        quotes++;
        i = j + 1;
        col = c + 1;
        if (text[i] === ' ') {
            i++;
            col++;
        }
        baseCol = col;
    }
    let pos = i;
    while (pos < line.end && (text[pos] === ' ' || text[pos] === '\t')) {
        col = text[pos] === '\t' ? col + 4 - (col % 4) : col + 1;
        pos++;
    }
    return { quotes, baseCol, pos, col };
}
/**
 * A link destination at `i` (CommonMark 6.3): `<…>` without line endings or unescaped `<`, `>`; or characters other
 * than spaces and controls, with balanced unescaped parentheses nested at most {@link MAX_PAREN_DEPTH} deep (empty
 * only in an inline link).
 */
function linkDestination(text, i, end, inline) {
    if (text[i] === '<') {
        for (let j = i + 1; j < end; j++) {
            const c = text[j];
            if (c === '\\' && j + 1 < end)
                j++;
            else if (c === '\n' || c === '\r' || c === '<')
                return undefined;
            else if (c === '>')
                return { urlStart: i + 1, urlEnd: j, end: j + 1 };
        }
        return undefined;
    }
    let depth = 0;
    let j = i;
    for (; j < end; j++) {
        const code = text.charCodeAt(j);
        if (code <= 0x20 || code === 0x7f)
            break;
        if (code === 0x5c /* \ */ && j + 1 < end && ASCII_PUNCTUATION.test(text[j + 1]))
            j++;
        else if (code === 0x28 /* ( */) {
            if (++depth > MAX_PAREN_DEPTH)
                return undefined;
        }
        else if (code === 0x29 /* ) */) {
            if (depth === 0)
                break;
            depth--;
        }
    }
    if (depth !== 0 || (j === i && !inline))
        return undefined;
    return { urlStart: i, urlEnd: j, end: j };
}
/** Spaces and tabs, and at most one line ending, from `i`. */
function skipSpace(text, i, end) {
    let lineEndings = 0;
    while (i < end) {
        const c = text[i];
        if (c === ' ' || c === '\t')
            i++;
        else if ((c === '\n' || c === '\r') && lineEndings === 0) {
            lineEndings++;
            i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
        }
        else
            break;
    }
    return i;
}
/** The end of a link title at `i` (`"…"`, `'…'` or `(…)`, escapes allowed, no blank line), else -1. */
function titleEnd(text, i, end) {
    const open = text[i];
    const close = open === '(' ? ')' : open;
    if (open !== '"' && open !== "'" && open !== '(')
        return -1;
    for (let j = i + 1; j < end; j++) {
        const c = text[j];
        if (c === '\\' && j + 1 < end)
            j++;
        else if (c === close)
            return j + 1;
        else if (open === '(' && c === '(')
            return -1;
    }
    return -1;
}
/**
 * The inline link `(destination "title")` after a `]` at `i` (the `(`), or undefined when there is none there.
 */
function inlineLink(text, i, end) {
    let j = skipSpace(text, i + 1, end);
    const destination = linkDestination(text, j, end, true);
    if (!destination)
        return undefined;
    j = skipSpace(text, destination.end, end);
    if (j > destination.end && j < end && text[j] !== ')') {
        const close = titleEnd(text, j, end);
        if (close < 0)
            return undefined;
        j = skipSpace(text, close, end);
    }
    if (text[j] !== ')')
        return undefined;
    return { urlStart: destination.urlStart, urlEnd: destination.urlEnd, end: j + 1 };
}
/**
 * The URLs of one paragraph or heading, `[start, end)`, read left to right as CommonMark's inline parser does: a
 * backslash escapes punctuation; a run of backticks opens a code span that ends at the next run of the same length
 * (none: the backticks are text); raw HTML and autolinks are read whole; `[`/`![` open link text that a `]` followed by
 * `(destination)` closes, and a link deactivates the `[` before it (links do not nest).
 *
 * Every look ahead that fails is remembered or bounded, as CommonMark's parsers do, so a paragraph is read in linear
 * time: the code spans' runs of backticks ({@link Backticks}), the ends of raw HTML ({@link NextIndex}), the depth of
 * a destination's parentheses ({@link MAX_PAREN_DEPTH}), and which `[` a link deactivated (a mark, not a loop).
 */
function inlineEdits(text, start, end, url, next) {
    const openers = [];
    /** The `[` openers below this index are inactive: a link was made after them. */
    let inactiveBelow = 0;
    const backticks = { last: new Map(), complete: false };
    let i = start;
    while (i < end) {
        const c = text[i];
        if (c === '\\') {
            i += i + 1 < end && ASCII_PUNCTUATION.test(text[i + 1]) ? 2 : 1;
        }
        else if (c === '`') {
            let run = i;
            while (run < end && text[run] === '`')
                run++;
            const length = run - i;
            i = codeSpanEnd(text, run, end, length, backticks) ?? run;
        }
        else if (c === '<') {
            AUTOLINK.lastIndex = i;
            const autolink = AUTOLINK.exec(text);
            if (autolink && AUTOLINK.lastIndex <= end) {
                url(i + 1, AUTOLINK.lastIndex - 1);
                i = AUTOLINK.lastIndex;
                continue;
            }
            TAG.lastIndex = i;
            if (TAG.exec(text) && TAG.lastIndex <= end) {
                tagEdits(text, i, TAG.lastIndex, url);
                i = TAG.lastIndex;
            }
            else
                i = otherHtmlEnd(text, i, end, next) ?? i + 1;
        }
        else if (c === '[' || (c === '!' && text[i + 1] === '[')) {
            openers.push({ image: c === '!' });
            i += c === '!' ? 2 : 1;
        }
        else if (c === ']') {
            const opener = openers.pop();
            inactiveBelow = Math.min(inactiveBelow, openers.length);
            const active = opener !== undefined && (opener.image || openers.length >= inactiveBelow);
            const link = active && text[i + 1] === '(' ? inlineLink(text, i + 1, end) : undefined;
            if (link) {
                url(link.urlStart, link.urlEnd);
                if (!opener.image)
                    inactiveBelow = openers.length;
                i = link.end;
            }
            else
                i++;
        }
        else
            i++;
    }
}
/**
 * The end of raw inline HTML other than a tag at `i` (CommonMark 6.6: a comment, a processing instruction, a
 * declaration, a CDATA section) when it ends by `end`, else undefined.
 */
function otherHtmlEnd(text, i, end, next) {
    const through = (needle, from) => {
        const at = next(needle, from);
        return at >= 0 && at + needle.length <= end ? at + needle.length : undefined;
    };
    if (text.startsWith('<!--', i)) {
        if (text.startsWith('>', i + 4))
            return i + 5; // <!-->
        if (text.startsWith('->', i + 4))
            return i + 6; // <!--->
        return through('-->', i + 4);
    }
    if (text.startsWith('<?', i))
        return through('?>', i + 2);
    if (text.startsWith('<![CDATA[', i))
        return through(']]>', i + 9);
    if (text[i + 1] === '!' && /[A-Za-z]/.test(text[i + 2] ?? ''))
        return through('>', i + 3);
    return undefined;
}
/** The URL attributes ({@link URL_ATTRIBUTES}) of the tag at `[start, end)`. */
function tagEdits(text, start, end, url) {
    const tag = text.slice(start, end);
    for (const m of tag.matchAll(ATTRIBUTE)) {
        const value = m[2] ?? m[3] ?? m[4];
        if (value === undefined || !URL_ATTRIBUTES.has(m[1].toLowerCase()))
            continue;
        const at = start + m.index + m[0].length - value.length - (m[4] === undefined ? 1 : 0);
        const lead = value.length - value.trimStart().length;
        url(at + lead, at + lead + value.trim().length);
    }
}
/** The end of a code span whose opening run of `length` backticks ends at `from`, or undefined when none closes it. */
function codeSpanEnd(text, from, end, length, seen) {
    if (seen.complete && (seen.last.get(length) ?? -1) < from)
        return undefined;
    let i = from;
    while (i < end) {
        const at = text.indexOf('`', i);
        if (at < 0 || at >= end)
            break;
        let run = at;
        while (run < end && text[run] === '`')
            run++;
        if (at > (seen.last.get(run - at) ?? -1))
            seen.last.set(run - at, at);
        if (run - at === length)
            return run;
        i = run;
    }
    seen.complete = true;
    return undefined;
}

// EXTERNAL MODULE: ./node_modules/entities/dist/decode.js + 2 modules
var decode = __webpack_require__(7031);
// EXTERNAL MODULE: ./node_modules/htmlparser2/dist/Tokenizer.js
var Tokenizer = __webpack_require__(5455);
;// CONCATENATED MODULE: ./src/site/rebase/rebase-xml.ts




/**
 * Elements whose text is a URL, by local name (namespace prefix dropped): the sitemaps protocol's `<loc>` (and the
 * image and video extensions' `<image:loc>`, `<video:content_loc>`, `<video:player_loc>`, `<video:thumbnail_loc>`),
 * RSS 2.0's `<link>`, `<guid>` (a permalink unless `isPermaLink="false"`), `<comments>`, `<image><url>`, `<docs>`,
 * `wfw:commentRss`, and Atom's `<icon>`, `<logo>` and `<uri>`. Atom's `<id>` and a `<guid isPermaLink="false">` are
 * identifiers, which must never change (RFC 4287 4.2.6; RSS 2.0 "guid"): they are left.
 */
const URL_ELEMENTS = new Set(['loc', 'link', 'guid', 'comments', 'url', 'docs', 'commentrss', 'icon', 'logo', 'uri']);
/** Attributes whose value is a URL, by local name: `xhtml:link href`, `atom:link href`, `enclosure url`, … */
const rebase_xml_URL_ATTRIBUTES = new Set(['href', 'src', 'url']);
/**
 * Elements whose text is HTML (escaped or in CDATA): RSS's `<description>` and `<content:encoded>`, and Atom's text
 * constructs with `type="html"` (RFC 4287 3.1). Their links are rebased as a page's are.
 */
const HTML_ELEMENTS = new Set(['description', 'encoded']);
const ATOM_TEXT = new Set(['title', 'subtitle', 'summary', 'content', 'rights']);
/** An `href` in a processing instruction, `<?xml-stylesheet type="text/xsl" href="/sitemap.xsl"?>`. */
const PI_HREF = /\shref\s*=\s*(["'])([^"']*)\1/;
const CDATA = /<!\[CDATA\[([\s\S]*?)\]\]>/g;
const ENTITY = /&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/gi;
/**
 * The edits that make an XML file's URLs follow `base` (issue 39 #7): sitemaps and sitemap indexes (`<loc>`, the
 * `<xhtml:link rel="alternate" hreflang href>` of each language), RSS and Atom feeds (`<link>`, permalink `<guid>`,
 * `<atom:link href>`, `<enclosure url>`, the HTML of descriptions and contents), `xml:base`, and the `href` of an
 * `<?xml-stylesheet?>`. Read with htmlparser2's tokenizer in XML mode, as verification reads sitemaps; values are
 * edited where written (entities and CDATA kept), so every other byte stays.
 * @param xml the file, one character per byte (Latin-1), so offsets are byte offsets
 * @param kept told of each identifier left on the export's origin (`Atom <id>`, `<guid isPermaLink="false">`)
 */
function xmlEdits(xml, base, kept) {
    const edits = [];
    /** `folder`: the URL names a folder (`xml:base`), whose trailing slash relative URLs below it resolve against. */
    const url = (range, folder = false) => {
        const value = xml.slice(range.start, range.end);
        const lead = value.length - value.trimStart().length;
        const edit = (0,rebase_url/* urlEditAt */.PA)(value.trim(), range.start + lead, base);
        const end = range.start + lead + value.trim().length;
        if (edit && folder && value.trim().endsWith('/') && edit.end === end && !edit.text.endsWith('/'))
            edit.text += '/';
        if (edit)
            edits.push(edit);
    };
    const stack = [];
    let tagName = '';
    let attributes = new Map();
    let attribute = '';
    let valueStart = -1;
    let valueEnd = -1;
    const localName = (name) => name.slice(name.indexOf(':') + 1);
    const value = (open, name) => {
        const range = open.attributes.get(name);
        return range ? xml.slice(range.start, range.end).trim().toLowerCase() : '';
    };
    const opened = () => {
        for (const [name, range] of attributes)
            if (name === 'xml:base')
                url(range, true);
            else if (rebase_xml_URL_ATTRIBUTES.has(localName(name)))
                url(range);
        return { name: localName(tagName), attributes, content: -1 };
    };
    const callbacks = {
        onopentagname(start, end) {
            tagName = xml.slice(start, end).toLowerCase();
            attributes = new Map();
        },
        onattribname(start, end) {
            attribute = xml.slice(start, end).toLowerCase();
            valueStart = -1;
        },
        onattribdata(start, end) {
            if (valueStart < 0)
                valueStart = start;
            valueEnd = end;
        },
        onattribentity() { },
        onattribend(_quote, endIndex) {
            if (!attributes.has(attribute))
                attributes.set(attribute, valueStart < 0 ? { start: endIndex, end: endIndex } : { start: valueStart, end: valueEnd });
        },
        onopentagend(endIndex) {
            stack.push({ ...opened(), content: endIndex + 1 });
        },
        onselfclosingtag() {
            opened();
        },
        onclosetag(start, end) {
            const name = localName(xml.slice(start, end).toLowerCase());
            // `start` is the name's, after `</`; an unclosed element inside is dropped, as a parser would.
            let open;
            while (stack.length > 0 && (open = stack.pop()).name !== name)
                open = undefined;
            if (!open)
                return;
            const content = { start: open.content, end: start - 2 };
            const permalink = value(open, 'ispermalink') !== 'false';
            const text = open.name === 'guid' ? permalink : URL_ELEMENTS.has(open.name);
            if ((open.name === 'id' || (open.name === 'guid' && !permalink)) && kept) {
                const identifier = xml.slice(content.start, content.end).trim();
                if ((0,rebase_url/* onExportOrigin */.I1)(identifier, base))
                    kept(open.name === 'id' ? 'Atom <id>' : '<guid isPermaLink="false">');
            }
            if (text || open.name.endsWith('_loc')) {
                const cdata = /^\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*$/.exec(xml.slice(content.start, content.end));
                const at = cdata ? content.start + cdata[0].indexOf('<![CDATA[') + 9 : content.start;
                url(cdata ? { start: at, end: at + cdata[1].length } : content);
            }
            else if (HTML_ELEMENTS.has(open.name) || (ATOM_TEXT.has(open.name) && value(open, 'type') === 'html'))
                edits.push(...escapedHtmlEdits(xml, content, base));
        },
        onprocessinginstruction(start, end) {
            const m = PI_HREF.exec(xml.slice(start, end));
            if (m)
                url({ start: start + m.index + m[0].length - 1 - m[2].length, end: start + m.index + m[0].length - 1 });
        },
        oncdata() { },
        oncomment() { },
        ondeclaration() { },
        onend() { },
        ontext() { },
        ontextentity() { },
    };
    const tokenizer = new Tokenizer/* default */.A({ xmlMode: true, decodeEntities: false }, callbacks);
    tokenizer.write(xml);
    tokenizer.end();
    return edits;
}
/**
 * The edits of HTML held as XML text, `&lt;a href=&quot;/x&quot;&gt;` or in CDATA sections: the text is decoded
 * (each decoded byte remembers where it was written), rebased as a page, and each edit made where its bytes are
 * written, the inserted text escaped outside CDATA.
 */
function escapedHtmlEdits(xml, content, base) {
    let decoded = '';
    /** For each byte of `decoded`: where it is written, and whether in a CDATA section; one more for the end. */
    const at = [];
    const inCdata = [];
    const text = (start, end) => {
        let i = start;
        for (const m of xml.slice(start, end).matchAll(ENTITY)) {
            const entity = start + m.index;
            for (; i < entity; i++)
                push(xml[i], i, false);
            const value = (0,decode/* decodeXML */.ey)(m[0]);
            for (const byte of Buffer.from(value, 'utf8').toString('latin1'))
                push(byte, entity, false);
            i = entity + m[0].length;
        }
        for (; i < end; i++)
            push(xml[i], i, false);
    };
    const push = (byte, where, cdata) => {
        decoded += byte;
        at.push(where);
        inCdata.push(cdata);
    };
    let from = content.start;
    for (const m of xml.slice(content.start, content.end).matchAll(CDATA)) {
        const start = content.start + m.index;
        text(from, start);
        for (let i = start + 9; i < start + 9 + m[1].length; i++)
            push(xml[i], i, true);
        from = start + m[0].length;
    }
    text(from, content.end);
    at.push(content.end);
    inCdata.push(false);
    return (0,rebase_html/* htmlEdits */.l2)(Buffer.from(decoded, 'latin1'), base).map((edit) => ({
        start: at[edit.start],
        end: at[edit.end],
        text: inCdata[edit.start] ? edit.text : edit.text.replace(/&/g, '&amp;').replace(/</g, '&lt;'),
    }));
}

// EXTERNAL MODULE: ./src/site/rebase/rsc.ts
var rsc = __webpack_require__(2164);
// EXTERNAL MODULE: ./src/web/rsc-start.ts
var rsc_start = __webpack_require__(1255);
;// CONCATENATED MODULE: ./src/site/rebase/rebase-files.ts









/**
 * The kind of a file by its path relative to the site root (`/` separators). `llms.txt`, `llms-full.txt` and `.md`
 * files are Markdown (the export's agent files, issue 39 #5); other `.txt` files than `robots.txt` are taken for RSC
 * payloads when their content looks like one (see {@link rebaseFile}).
 */
function rebaseKind(file) {
    const name = external_node_path_default().posix.basename(file).toLowerCase();
    const ext = external_node_path_default().posix.extname(name);
    if (ext === '.html' || ext === '.htm')
        return 'html';
    if (ext === '.css')
        return 'css';
    if (ext === '.js' || ext === '.mjs')
        return 'js';
    if (ext === '.xml' || ext === '.rss' || ext === '.atom')
        return 'xml';
    if (ext === '.webmanifest' || name === 'manifest.json')
        return 'manifest';
    if (file.toLowerCase() === 'robots.txt')
        return 'robots';
    if (/^llms(-full)?\.txt$/.test(name) || ext === '.md')
        return 'markdown';
    if (ext === '.txt')
        return 'rsc';
    return undefined;
}
/**
 * Rebases one file's bytes by its kind.
 * @param kept told of each feed identifier left on the export's origin ({@link xmlEdits})
 * @returns the new bytes, or undefined when nothing changed
 */
function rebaseFile(kind, bytes, base, kept) {
    switch (kind) {
        case 'html':
            return (0,rebase_html/* rebaseHtml */.u6)(bytes, base);
        case 'css':
            return changed(bytes, (0,rebase_css/* cssEdits */.HD)(bytes.toString('latin1'), base));
        case 'js':
            // Only the runtime's public path, which moves with a base path alone.
            return base.prefix ? changed(bytes, jsEdits(bytes.toString('latin1'), base)) : undefined;
        case 'rsc':
            if (!rsc_start/* RSC_START */.w.test(bytes.toString('latin1', 0, 64)))
                return undefined;
            return changed(bytes, (0,rsc/* rscFileEdits */.EI)(bytes, (0,rsc/* rebaseRule */.Nt)(base, (page) => (0,rebase_html/* htmlEdits */.l2)(page, base))));
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
function changed(bytes, edits) {
    return edits.length > 0 ? (0,rebase_url/* applyEdits */.ct)(bytes, edits) : undefined;
}
/**
 * Next.js's webpack runtime sets its public path, `r.p="/_next/"`, from which it loads lazy chunks and their CSS;
 * Turbopack's runtime (`turbopack-*.js`, issue 37) holds it as `let t="/_next/"` and loads chunks from there; a static
 * image import is compiled into a chunk as `src:"/_next/static/media/<name>.<hash>.svg"` (issue 21 "Traps"). Only
 * these are rebased: `"/_next/data/"` and `"/_next/image"` in `main-*.js` go through the router's own base path.
 * Tried at each word or punctuator that is code ({@link walkCode}): the same characters in a string, a template, a
 * comment or a regular expression (a code sample a chunk ships) are text.
 */
const JS_PATH = new RegExp([
    /(\.p\s*=\s*["'])\/_next\//.source,
    /((?:let|var|const)\s+[\w$]+\s*=\s*["'])\/_next\/(?=["'])/.source,
    /(src:["'])\/_next\/static\/media\/(?=[^"'\s])/.source,
].join('|'), 'y');
/**
 * The edits that rebase a script file: its runtime's public path and static media imports ({@link JS_PATH}).
 * @param js the script, as a Latin-1 string of its bytes
 * @returns insertions of the base path, in offsets of `js`
 */
function jsEdits(js, base) {
    const edits = [];
    // Most chunks name no path of Next's: not walked.
    if (!js.includes('/_next/'))
        return edits;
    (0,js_code/* walkCode */.zX)(js, (at) => {
        const c = js[at];
        if (c !== '.' && c !== 'l' && c !== 'v' && c !== 'c' && c !== 's')
            return undefined;
        JS_PATH.lastIndex = at;
        const m = JS_PATH.exec(js);
        if (!m)
            return undefined;
        const opened = at + (m[1] ?? m[2] ?? m[3]).length;
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
function turbopackPrefix(prefix) {
    const decoded = prefix.replace(/(?:%[89a-fA-F][0-9a-fA-F])+/g, (run) => {
        try {
            return decodeURIComponent(run);
        }
        catch {
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
function robotsHostEdits(text, base) {
    const edits = [];
    for (const m of text.matchAll(ROBOTS_HOST)) {
        const edit = (0,rebase_url/* originEditAt */.QS)(m[1], m.index + m[0].length - m[1].length, base);
        if (edit)
            edits.push(edit);
    }
    return edits;
}
/** The URL members of a web manifest: `start_url`, `scope`, `icons[].src`, `shortcuts[].url`, `screenshots[].src`. */
const MANIFEST_URL = /"(?:start_url|scope|src|url)"\s*:\s*"((?:[^"\\]|\\.)*)"/g;
/** The edits of the URLs a pattern's first group captures (the match ends with the URL). */
function patternEdits(text, pattern, base) {
    const edits = [];
    for (const m of text.matchAll(pattern)) {
        const raw = m[1];
        const at = pattern === MANIFEST_URL ? m.index + m[0].length - 1 - raw.length : m.index + m[0].length - raw.length;
        const edit = (0,rebase_url/* urlEditAt */.PA)(raw, at, base);
        if (edit)
            edits.push(edit);
    }
    return edits;
}

// EXTERNAL MODULE: ./src/site/rebase/site-paths.ts
var site_paths = __webpack_require__(2180);
// EXTERNAL MODULE: ./src/common/turns.ts
var common_turns = __webpack_require__(2225);
;// CONCATENATED MODULE: ./src/site/rebase/rebase.ts





/**
 * The site's one edit pass (issue 21, and issue 25 "one place edits pages, in one pass"): each file is read whole,
 * rebased by its kind (`rebase-files.ts`) when there is a base path, each HTML page then handed to `editPage` when
 * there is one, and the file written back only when it changed, so memory holds one file at a time whatever the
 * site's size. Idempotent without `editPage`: rebasing a rebased site changes nothing. The files are read and written
 * with synchronous calls, with a turn of the event loop every 50 ms (`EventLoopTurns`): most are small, and the
 * promise-based calls cost more than the reading (measured with `npm run bench -- rebase`).
 * @param siteRoot absolute folder of the site (the staged folder, before it replaces `path`)
 * @param files every file of the site, relative to `siteRoot` with `/` separators (the unpack's list)
 * @param base where the site is served; undefined: nothing is rebased
 * @throws a file system error, what `editPage` throws, or the signal's reason
 */
async function rebaseSite(siteRoot, files, base, signal, editPage) {
    const result = {
        prefix: base?.prefix ?? '',
        files: 0,
        scanned: 0,
        utf16: [],
        identifiers: [],
        unreadable: [],
    };
    const turns = new common_turns/* EventLoopTurns */.j(signal);
    // Data in RSC payloads is rebased where it names the site's own files (issue 37 item 3).
    if (base)
        base = { ...base, has: (0,site_paths/* sitePaths */.a)(files) };
    for (const file of files) {
        await turns.pause();
        const kind = rebaseKind(file);
        if (!kind || (!base && kind !== 'html') || (!base && !editPage))
            continue;
        const absolute = external_node_path_default().join(siteRoot, file);
        const bytes = external_node_fs_default().readFileSync(absolute);
        // The edits read ASCII tags in the page's own bytes: a UTF-16 page has none to find (exports are UTF-8).
        const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
        if (base && kind === 'html' && utf16)
            result.utf16.push(file);
        const kinds = new Set();
        let unreadable = false;
        const fileBase = base && {
            ...base,
            unreadable: () => {
                unreadable = true;
            },
        };
        const rebased = fileBase ? rebaseFile(kind, bytes, fileBase, (identifier) => kinds.add(identifier)) : undefined;
        if (unreadable)
            result.unreadable.push(file);
        if (kinds.size > 0)
            result.identifiers.push({ file, kinds: [...kinds] });
        result.scanned++;
        const edited = editPage && kind === 'html' ? await editPage(file, rebased ?? bytes) : rebased;
        if (!edited || edited === bytes)
            continue;
        external_node_fs_default().writeFileSync(absolute, edited);
        if (rebased)
            result.files++;
    }
    return result;
}

// EXTERNAL MODULE: ./src/site/hosts/served.ts
var hosts_served = __webpack_require__(8982);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./src/common/child.ts

/**
 * Environment variables a child process is given, and no others: what a program needs to find its libraries, a
 * temporary folder and the locale. Never `INPUT_*` (the API key and GitHub token are inputs), `ACTIONS_*` (the
 * runtime token), `GITHUB_TOKEN` or cloud credentials: a child can be any binary (`PAGEFIND_BINARY_PATH`), and
 * docs/security.md promises the key is never passed to another process.
 */
const PASSED_ENV = [
    'PATH',
    'HOME',
    'TMPDIR',
    'TMP',
    'TEMP',
    'LANG',
    'LANGUAGE',
    'LC_ALL',
    'LC_CTYPE',
    'LC_MESSAGES',
    // Windows needs these to load system DLLs and resolve executables.
    'SystemRoot',
    'SYSTEMROOT',
    'windir',
    'PATHEXT',
    'USERPROFILE',
];
/**
 * The environment for a child process: the variables of {@link PASSED_ENV} that are set in `env`.
 * @param env the action's own environment (`process.env`)
 */
function childEnv(env) {
    const out = {};
    for (const name of PASSED_ENV)
        if (env[name] !== undefined)
            out[name] = env[name];
    return out;
}
/** Most bytes of a child's stderr kept for its error message (the end of what it wrote). */
const STDERR_KEPT = 4096;
/** Most ms to wait for a child's stderr after it exited (a grandchild may hold the pipe). */
const STDERR_DRAIN_MS = 200;
/** Most lines of stderr an error message quotes. */
const STDERR_LINES = 8;
/** A child process that ended on its own (crashed, was killed by the OOM killer, or exited) before it was stopped. */
class ChildExitError extends Error {
    /** Exit code, or null when a signal ended it. */
    code;
    /** The signal that ended it (`SIGKILL`), or null. */
    signal;
    /** Its last stderr lines (at most 8), trimmed; '' when it wrote none. */
    stderr;
    constructor(name, code, signal, stderr) {
        const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
        super(`${name} ${how}${stderr ? `; its last output:\n${stderr}` : ' and wrote nothing to stderr'}`);
        this.name = 'ChildExitError';
        this.code = code;
        this.signal = signal;
        this.stderr = stderr;
    }
}
/**
 * Starts `binary` with the minimal environment of {@link childEnv}, stdin and stdout piped, and stderr kept (its last
 * 4 KB) for the error message. The child stays referenced, so the event loop waits for it and an unexpected end is
 * always observed: the action can never exit while a child it waits on is silently gone (issue 29 #1).
 * @param name how messages name it ("Pagefind's process")
 */
function startChild(name, binary, args, env) {
    const child = (0,external_node_child_process_.spawn)(binary, args, { stdio: ['pipe', 'pipe', 'pipe'], env: childEnv(env), windowsHide: true });
    let stderr = Buffer.alloc(0);
    child.stderr.on('data', (chunk) => {
        stderr = Buffer.concat([stderr, chunk]);
        if (stderr.length > STDERR_KEPT)
            stderr = stderr.subarray(stderr.length - STDERR_KEPT);
    });
    // A write to a child that has died fails with EPIPE; the exit below says why it died.
    child.stdin.on('error', () => { });
    let stopping = false;
    let stderrClosed = false;
    child.stderr.once('close', () => (stderrClosed = true));
    const ended = new Promise((resolve, reject) => {
        child.once('error', reject);
        // 'exit', not 'close': a grandchild that keeps the pipes open must not keep the step waiting for it.
        child.once('exit', (code, signal) => {
            if (stopping)
                return resolve();
            const settle = () => {
                const lines = stderr.toString('utf8').trimEnd().split('\n').slice(-STDERR_LINES).join('\n').trim();
                reject(new ChildExitError(name, code, signal, lines));
            };
            if (stderrClosed)
                return settle();
            // Its last words may still be in the pipe: wait for them a little, never for the pipe to close.
            const timer = setTimeout(settle, STDERR_DRAIN_MS);
            child.stderr.once('close', () => {
                clearTimeout(timer);
                settle();
            });
        });
    });
    ended.catch(() => { });
    // Once it has ended, its pipes are of no use, whoever else holds them.
    void ended
        .finally(() => [child.stdin, child.stdout, child.stderr].forEach((stream) => stream.destroy()))
        .catch(() => { });
    return {
        stdin: child.stdin,
        stdout: child.stdout,
        ended,
        async stop() {
            stopping = true;
            if (child.exitCode === null && child.signalCode === null)
                child.kill('SIGKILL');
            await ended.catch(() => { });
        },
    };
}

// EXTERNAL MODULE: ./src/site/hosts/hosts.ts
var hosts = __webpack_require__(9208);
// EXTERNAL MODULE: ./src/site/agent-files/page.ts
var agent_files_page = __webpack_require__(4656);
// EXTERNAL MODULE: ./src/web/charset.ts
var charset = __webpack_require__(1334);
;// CONCATENATED MODULE: ./src/site/search/pagefind-service.ts

/** Most characters of one message: the service's answers are small (ids, counts, a path). */
const MAX_MESSAGE_CHARS = 16 * 1024 * 1024;
/** Most ms the service may stay silent while a request waits; then it is taken for hung and ended. */
const SILENCE_MS = 5 * 60_000;
/**
 * A client of Pagefind's service mode (`pagefind_extended --service`). Why not the `pagefind` package's own client:
 * it spawns the binary with the action's whole environment (the API key is an `INPUT_*` variable), unrefs the
 * child and never listens for its exit, so a killed or panicking Pagefind left every await pending and Node exited 0
 * with no site (issue 29 #1, #4). Here the child gets a minimal environment (`child.ts`), and its end, a silence of
 * 5 minutes or the signal rejects every request waiting.
 *
 * The protocol (Pagefind's `lib/service.js`): each message is JSON `{ message_id, payload }`, base64-encoded and
 * followed by `,`, in both directions.
 */
class PagefindService {
    child;
    pending = new Map();
    nextId = 0;
    buffered = '';
    failure;
    silence;
    /**
     * Starts the service.
     * @param binaryPath Pagefind's extended binary
     * @param env the action's environment, of which the child sees only `childEnv`'s few variables
     * @param signal a cancellation ends the process and rejects what waits with the signal's reason
     */
    constructor(binaryPath, env, signal) {
        this.child = startChild(`Pagefind's process (${binaryPath})`, binaryPath, ['--service'], env);
        this.child.stdout.setEncoding('ascii');
        this.child.stdout.on('data', (chunk) => this.receive(chunk));
        this.child.ended.catch((error) => this.fail(error));
        const onAbort = () => {
            this.fail(signal.reason);
            void this.child.stop();
        };
        if (signal?.aborted)
            onAbort();
        else
            signal?.addEventListener('abort', onAbort, { once: true });
        void this.child.ended.finally(() => signal?.removeEventListener('abort', onAbort)).catch(() => { });
    }
    /**
     * Sends one request and waits for its answer.
     * @param payload `{ type: 'NewIndex' | 'AddFile' | 'WriteFiles' | …, ... }` as Pagefind's service reads it
     * @returns the answer's payload; an `Error` payload is returned, not thrown (the caller words it)
     * @throws ChildExitError when the process ended on its own, a spawn error, the signal's reason, or an Error when
     *   the process sent what is not a message of the protocol or stayed silent for 5 minutes
     */
    request(payload) {
        if (this.failure !== undefined)
            return Promise.reject(this.failure);
        const id = ++this.nextId;
        const answer = new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }));
        this.child.stdin.write(`${Buffer.from(JSON.stringify({ message_id: id, payload })).toString('base64')},`);
        this.watch();
        return answer;
    }
    /** Ends the process and waits until it has; what still waits is rejected. Safe to call twice. */
    async close() {
        this.fail(new Error("Pagefind's process was closed"));
        await this.child.stop();
    }
    receive(chunk) {
        // Only the new text can hold the next comma: a stream without one costs no rescanning.
        let comma = chunk.indexOf(',');
        comma = comma === -1 ? -1 : this.buffered.length + comma;
        this.buffered += chunk;
        while (comma !== -1) {
            const message = this.buffered.slice(0, comma);
            this.buffered = this.buffered.slice(comma + 1);
            if (!this.handle(message))
                return;
            // Only a whole message is a sign of life: bytes that never end one must not keep the step waiting.
            this.watch();
            comma = this.buffered.indexOf(',');
        }
        if (this.buffered.length > MAX_MESSAGE_CHARS)
            this.protocolError(`more than ${MAX_MESSAGE_CHARS / 1024 / 1024} MB without the end of a message`);
    }
    /** Settles the request a message answers; false when the message broke the protocol (the service is then ended). */
    handle(message) {
        let parsed;
        try {
            parsed = JSON.parse(Buffer.from(message, 'base64').toString('utf8'));
        }
        catch {
            parsed = undefined;
        }
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
            this.protocolError(`what is not a message of its protocol: ${JSON.stringify(message.slice(0, 80))}`);
            return false;
        }
        const { message_id: id, payload } = parsed;
        const answer = typeof payload === 'object' && payload !== null ? payload : undefined;
        const waiting = typeof id === 'number' ? this.pending.get(id) : undefined;
        if (waiting && answer && typeof answer.type === 'string') {
            this.pending.delete(id);
            waiting.resolve(answer);
        }
        else if (answer?.type === 'Error') {
            // An error about a message it could not read names no id: it can only be about the requests waiting.
            this.fail(new Error(`Pagefind's process could not read a request: ${String(answer.message)}`));
            void this.child.stop();
            return false;
        }
        return true;
    }
    protocolError(what) {
        this.fail(new Error(`Pagefind's process sent ${what}`));
        void this.child.stop();
    }
    /** (Re)arms the silence timer while requests wait; unreferenced, as the child itself keeps the loop alive. */
    watch() {
        clearTimeout(this.silence);
        if (this.pending.size === 0)
            return;
        this.silence = setTimeout(() => {
            this.fail(new Error(`Pagefind's process answered nothing for ${SILENCE_MS / 60_000} minutes`));
            void this.child.stop();
        }, SILENCE_MS).unref();
    }
    fail(error) {
        this.failure ??= error instanceof Error ? error : new Error(String(error));
        clearTimeout(this.silence);
        for (const waiting of this.pending.values())
            waiting.reject(this.failure);
        this.pending.clear();
    }
}

;// CONCATENATED MODULE: ./src/site/search/search-wire.ts
/**
 * What wires Pagefind's search into Mintlify's own search box (issue 25 "Wiring"): the tags each page gets in its
 * `<head>`, and the script they load. Everything is a file under `pagefind/`, so nothing leaves the site and a strict
 * Content-Security-Policy can allow the scripts by path (Pagefind's WebAssembly also needs `'wasm-unsafe-eval'`).
 */
/** The wiring script's file name, inside the `pagefind/` folder Pagefind writes. */
const WIRE_SCRIPT = 'mintlify-search.js';
/**
 * The tags added before a page's `</head>`: Pagefind's Component UI (stylesheet and module) and the wiring script.
 * @param basePath '' or the site's base path (`/docs`): the bundle is loaded from `${basePath}/pagefind/`, never
 *   from the root (under `/docs` the default `/pagefind/pagefind.js` is a 404)
 */
function headTags(basePath) {
    const bundle = `${basePath}/pagefind/`;
    return (`<link rel="stylesheet" href="${bundle}pagefind-component-ui.css">` +
        `<script type="module" src="${bundle}pagefind-component-ui.js"></script>` +
        `<script defer src="${bundle}${WIRE_SCRIPT}"></script>`);
}
/**
 * The wiring script. It listens once on `window`, in the capture phase, so it sees a click on `#search-bar-entry`
 * (or `#search-bar-entry-mobile`) and ⌘K/Ctrl+K before the page's own handlers (which would open the cloud search),
 * and it keeps working after React re-renders the navbar or navigates on the client. The bundle path is the folder
 * the script itself was loaded from, so the same file works at the root and under any base path. Pagefind's modal
 * (`<pagefind-modal>`, Component UI 1.6) is added to `<body>` once; Escape closes it and results are plain links.
 */
const WIRE_SCRIPT_SOURCE = `// Written by the Mintlify static export action (search: pagefind): opens Pagefind's
// search from Mintlify's search box and its keyboard shortcut, instead of the hosted (cloud) search.
(function () {
  var script = document.currentScript;
  var bundle = script ? new URL('./', script.src).pathname : '/pagefind/';
  var ENTRY = '#search-bar-entry, #search-bar-entry-mobile';
  var modal;
  function ensureModal() {
    if (modal && modal.isConnected) return modal;
    var config = document.createElement('pagefind-config');
    config.setAttribute('bundle-path', bundle);
    config.setAttribute('base-url', '/');
    modal = document.createElement('pagefind-modal');
    document.body.appendChild(config);
    document.body.appendChild(modal);
    return modal;
  }
  function open(event) {
    event.preventDefault();
    event.stopImmediatePropagation();
    var target = ensureModal();
    customElements.whenDefined('pagefind-modal').then(function () {
      target.open();
    });
  }
  window.addEventListener(
    'click',
    function (event) {
      var element = event.target;
      if (element && element.closest && element.closest(ENTRY)) open(event);
    },
    true,
  );
  window.addEventListener(
    'keydown',
    function (event) {
      var k = (event.key || '').toLowerCase();
      if (k === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) open(event);
    },
    true,
  );
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ensureModal);
  else ensureModal();
})();
`;

// EXTERNAL MODULE: ./src/site/hosts/urls.ts
var urls = __webpack_require__(325);
;// CONCATENATED MODULE: ./src/site/search/search.ts











/** The folder of the site Pagefind's bundle is written to (issue 25 "The feature"). */
const SEARCH_FOLDER = 'pagefind';
/** Pages that are no content of the docs: not indexed (they still get the search box's wiring). */
const NOT_INDEXED = new Set(['404.html', '500.html', '404/index.html', '500/index.html']);
/**
 * A `lang` Pagefind may name files after: a BCP 47 tag of letters, digits and hyphens, at most 32 bytes. Pagefind 1.6
 * puts the language into its output paths unchecked (`../../x` wrote outside the site) and panics on one longer than
 * 32 bytes (`index/mod.rs:582`), so any other value is indexed as `unknown` (issue 29 #2, #3).
 */
const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[a-z0-9]{1,8})*$/;
const MAX_LANGUAGE_BYTES = 32;
/**
 * Most pages handed to Pagefind and not yet answered: Pagefind indexes them while the next pages are read, rebased
 * and written (`npm run bench -- search`, docs/performance.md). Each holds a page's content area in memory.
 */
const IN_FLIGHT = 16;
/** The language a page is indexed under: its `lang` when {@link LANGUAGE_TAG} allows it, else undefined. */
function indexLanguage(lang) {
    return lang !== undefined && lang.length <= MAX_LANGUAGE_BYTES && LANGUAGE_TAG.test(lang) ? lang : undefined;
}
/**
 * Pagefind's index of a site, built one page at a time during the site's one edit pass (issue 25 "Where it goes"):
 * {@link page} indexes a page's content area and returns the page with the search wiring in its head; {@link finish}
 * writes the bundle to `pagefind/` with the wiring script. Pagefind runs as its own process (`pagefind-service.ts`,
 * started on the first page), which {@link close} ends.
 */
class SearchIndex {
    options;
    fileSet;
    layout;
    tags;
    service;
    indexId;
    inFlight = new Set();
    failure;
    languages = new Set();
    fallbacks = [];
    badLanguages = [];
    pages = 0;
    words = 0;
    constructor(options) {
        this.options = options;
        this.fileSet = new Set(options.files);
        this.layout = (0,hosts/* detectLayout */.ey)(options.files);
        this.tags = Buffer.from(headTags(options.basePath));
        if (this.fileSet.has(SEARCH_FOLDER) || options.files.some((f) => f.startsWith(`${SEARCH_FOLDER}/`)))
            throw new errors/* ActionError */.lZ('Search', 'The export already has a pagefind/ folder, which search: pagefind would replace.', 'Remove it from the docs, or set search: off to keep the export as it is.');
    }
    /** The markup {@link page} inserts into each page it wires (`headTags`), as bytes. */
    get wiring() {
        return this.tags;
    }
    /**
     * Indexes one HTML page (unless it is an error or redirect page) and adds the wiring to its head.
     * @param file relative to the site root, `/` separators
     * @param page the page's bytes (after the rebase, when there is one)
     * @returns the page with the wiring tags before `</head>`
     * @throws ActionError when Pagefind cannot start or refuses the page
     */
    async page(file, page) {
        const encoding = (0,charset/* pageEncoding */.V5)(page);
        const info = (0,agent_files_page/* readPage */.SP)((0,charset/* pageTextPieces */.qz)(page, encoding));
        if (!NOT_INDEXED.has(file) && !info.refresh && info.main !== undefined) {
            if (!/^<[^>]*\bid=["']?content-area\b/i.test(info.main))
                this.fallbacks.push(file);
            const lang = indexLanguage(info.lang);
            if (info.lang !== undefined && lang === undefined)
                this.badLanguages.push(file);
            this.languages.add(lang ?? 'unknown');
            const urlPath = (0,urls/* canonicalUrlPath */.tY)(this.options.host, file, this.fileSet, this.layout);
            // Without the ` - Site` suffix of `<title>`, as the search box lists pages.
            const siteName = info.siteName ?? (0,agent_files_page/* titleSuffix */.QL)(info.title);
            const title = escapeText(info.title && siteName ? (0,agent_files_page/* pageTitle */.W)(info.title, siteName) : (info.title ?? urlPath));
            // Pagefind would file a page without lang under the site's main language; the summary says `unknown`, as here.
            // The title is a meta read from an attribute: as an element's text it would be indexed and open every excerpt.
            const content = `<!DOCTYPE html><html lang="${lang ?? 'unknown'}"><head><title>${title}</title></head>` +
                `<body data-pagefind-body data-pagefind-meta="title[data-title]" data-title="${title}">` +
                `${ignoreAt(info.main, info.headingGlyphs)}</body></html>`;
            const url = `${this.options.basePath}${(0,urls/* encodeUrlPath */.xn)(urlPath)}`;
            this.track(this.send({ type: 'AddFile', url, file_contents: content }, file).then((indexed) => {
                if (indexed.type === 'Error')
                    throw pagefindError(`Pagefind could not index ${file}: ${String(indexed.message)}`);
                this.pages++;
                this.words += typeof indexed.page_word_count === 'number' ? indexed.page_word_count : 0;
            }));
            if (this.inFlight.size >= IN_FLIGHT)
                await Promise.race(this.inFlight);
            if (this.failure)
                throw this.failure.error;
        }
        // A UTF-16 page has no ASCII tags to find, and UTF-8 tags would corrupt it: it is indexed, not wired.
        if (encoding.startsWith('utf-16'))
            return page;
        // In the page's own bytes, whatever its encoding: the Latin-1 reading keeps one character per byte.
        const headEnd = (0,agent_files_page/* readPage */.SP)((0,charset/* pageTextPieces */.qz)(page, 'bytes'), true).headEnd;
        // Without a head, at the page's end: before a doctype, tags would put the page in quirks mode.
        const at = headEnd ?? page.length;
        return (0,rebase_url/* applyEdits */.ct)(page, [{ start: at, end: at, text: this.tags.toString('utf8') }]);
    }
    /**
     * Writes Pagefind's bundle and the wiring script to `pagefind/` in `siteRoot`.
     * @throws ActionError when Pagefind fails to write
     */
    async finish(siteRoot) {
        await Promise.all(this.inFlight);
        if (this.failure)
            throw this.failure.error;
        const folder = external_node_path_default().join(siteRoot, SEARCH_FOLDER);
        const written = await this.send({ type: 'WriteFiles', output_path: folder }, undefined);
        if (written.type === 'Error')
            throw pagefindError(`Pagefind could not write its index: ${String(written.message)}`);
        if (!external_node_fs_default().existsSync(external_node_path_default().join(folder, 'pagefind.js')))
            throw pagefindError(`Pagefind answered that it wrote its index, but ${SEARCH_FOLDER}/pagefind.js is not there.`);
        await external_node_fs_default().promises.writeFile(external_node_path_default().join(folder, WIRE_SCRIPT), WIRE_SCRIPT_SOURCE, { flag: 'wx' });
        const files = [];
        let bytes = 0;
        for (const entry of await external_node_fs_default().promises.readdir(folder, { recursive: true, withFileTypes: true })) {
            if (!entry.isFile())
                continue;
            const full = external_node_path_default().join(entry.parentPath, entry.name);
            files.push(external_node_path_default().relative(siteRoot, full).split((external_node_path_default()).sep).join('/'));
            bytes += (await external_node_fs_default().promises.stat(full)).size;
        }
        return {
            pages: this.pages,
            words: this.words,
            languages: [...this.languages].sort(),
            bytes,
            files: files.sort(),
            fallbacks: this.fallbacks,
            badLanguages: this.badLanguages,
        };
    }
    /** Ends Pagefind's process; safe to call more than once. */
    async close() {
        await this.service?.close();
        this.service = undefined;
    }
    /**
     * Sends one request about the index (started with the first), naming `file` in the error if the process dies.
     * @throws ActionError when Pagefind's process does not start, ends on its own, or stops answering; the signal's
     *   reason after a cancellation
     */
    async send(payload, file) {
        try {
            this.service ??= new PagefindService(this.options.binaryPath, this.options.env, this.options.signal);
            this.indexId ??= this.service.request({ type: 'NewIndex', config: {} }).then((created) => {
                if (created.type !== 'NewIndex')
                    throw new Error(`it answered ${describePayload(created)}`);
                return created.index_id;
            });
            return await this.service.request({ ...payload, index_id: await this.indexId });
        }
        catch (error) {
            if (this.options.signal?.aborted)
                throw this.options.signal.reason;
            throw processError(error, this.options.binaryPath, file);
        }
    }
    /** Keeps `request` among those in flight until it settles; its failure, the first, fails the next page. */
    track(request) {
        const tracked = request
            .catch((error) => {
            this.failure ??= { error };
        })
            .finally(() => this.inFlight.delete(tracked));
        this.inFlight.add(tracked);
    }
}
/** The step's error when Pagefind's process failed: how it ended, its last stderr lines, and what to try. */
function processError(error, binaryPath, file) {
    const doing = file ? `while indexing ${file}` : 'while writing its index';
    if (!(error instanceof ChildExitError))
        return pagefindError(`Pagefind (${binaryPath}) failed ${doing}: ${(0,errors/* messageOf */.bD)(error)}`);
    const killed = error.signal === 'SIGKILL' || error.code === 137;
    let hint = 'Pagefind stopped on this site: report the page named above to Pagefind, or set search: off.';
    if (killed)
        hint = 'A SIGKILL is most often the runner running out of memory: use a larger runner, or set search: off.';
    // Pagefind's service never ends by itself: exit 0 is a binary that is not it (or not in service mode).
    else if (error.code === 0)
        hint = BINARY_HINT;
    else if (!file)
        hint = 'Pagefind stopped while writing its index: report it to Pagefind, or set search: off.';
    return new errors/* ActionError */.lZ('Search', `${error.message}\n(${doing})`, hint);
}
const describePayload = (payload) => payload.type === 'Error' ? `an error: ${String(payload.message)}` : `a ${payload.type} message`;
/** What to check when Pagefind does not behave as its service should. */
const BINARY_HINT = "Check that PAGEFIND_BINARY_PATH (if set) names Pagefind 1.6's extended binary for this runner, or set search: off.";
/**
 * `html` with `data-pagefind-ignore="all"` written at each offset (just after `<a`), so Pagefind names a heading's
 * sub-result `Overview` rather than `#Overview` (shown as `# #Overview`).
 */
function ignoreAt(html, offsets) {
    let out = html;
    for (const at of [...offsets].reverse())
        out = `${out.slice(0, at)} data-pagefind-ignore="all"${out.slice(at)}`;
    return out;
}
function pagefindError(message) {
    return new errors/* ActionError */.lZ('Search', message, BINARY_HINT);
}
const escapeText = (text) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

;// CONCATENATED MODULE: ./src/site/stage.ts







/**
 * The site stage (issue 21 and 25 "Where it goes"): between unpacking and verification, on the staged folder, so
 * that the site verified and placed is the one served under `base-path`, with its search. One pass over the files
 * rebases them and, with search, indexes each page and adds the search wiring to it; then Pagefind's bundle is written
 * to `pagefind/`.
 * @returns what was done; an empty object without `base-path` and search
 * @throws a file system error, ActionError from Pagefind, or the signal's reason (the caller removes the staged folder)
 */
async function siteStage(siteRoot, files, inputs, ports) {
    const served = (0,hosts_served/* servedAddress */.Y)(inputs.domain, inputs.siteUrl, inputs.canonical);
    if (!inputs.basePath && !inputs.search && !served)
        return {};
    const start = ports.clock.now();
    const origins = inputs.siteUrl ? [new URL(inputs.siteUrl).origin.toLowerCase()] : [];
    const built = inputs.basePath ? builtFor(siteRoot, files, inputs.basePath, ports.log) : undefined;
    const prefix = built ? '' : inputs.basePath;
    const base = prefix || served ? { prefix, origins, ...(served ? { served } : {}) } : undefined;
    const search = inputs.search &&
        new SearchIndex({ ...inputs.search, files, basePath: inputs.basePath, env: ports.env, signal: ports.signal });
    try {
        const wire = search &&
            (async (file, page) => {
                const wired = await search.page(file, page);
                if (wired !== page)
                    ports.wired?.(file, search.wiring);
                return wired;
            });
        const rebase = await rebaseSite(siteRoot, files, base, ports.signal, wire);
        const result = built ? { built } : {};
        if (prefix) {
            const on = origins.length > 0 ? ` (root-absolute URLs, and absolute ones on ${origins[0]})` : '';
            ports.log.info(`Rebased ${rebase.files} of ${rebase.scanned} files read to be served under ${inputs.basePath}/${on} ` +
                `in ${(0,format/* formatDuration */.a)(ports.clock.now() - start)}.`);
        }
        if (served) {
            const rewritten = [...served.rewritten].map(([from, urls]) => ({ from, urls }));
            // Where the URLs now point: the origin, and the path the rebase put on them.
            rebase.served = { to: `${served.origin}${inputs.basePath}`, rewritten, keptOwnAddress: served.keepOwnAddress };
            ports.log.info((0,hosts_served/* describeServed */.J)(rebase.served));
            if (rebase.identifiers.length > 0) {
                const kinds = [...new Set(rebase.identifiers.flatMap((entry) => entry.kinds))].join(' and ');
                ports.log.info(`Kept the ${kinds} of ${rebase.identifiers.length === 1 ? '1 feed' : `${rebase.identifiers.length} feeds`} ` +
                    `on the export's origin, e.g. ${examples(rebase.identifiers.map((entry) => entry.file))}: they identify ` +
                    'items, not where they are, and feed readers would show every item again as new if they changed.');
            }
        }
        if (rebase.unreadable.length > 0)
            ports.log.warning(`${rebase.unreadable.length === 1 ? '1 file has' : `${rebase.unreadable.length} files have`} React Server ` +
                `Components payload rows that are not valid JSON, nest too deep or are written in a multi-byte charset ` +
                `other than UTF-8, e.g. ${examples(rebase.unreadable)}: ` +
                'those rows were left as they are (their URLs not rebased, not checked). Check how the export was built.');
        if (rebase.utf16.length > 0)
            ports.log.warning(`${rebase.utf16.length === 1 ? '1 page is' : `${rebase.utf16.length} pages are`} in UTF-16, e.g. ` +
                `${examples(rebase.utf16)}: their ` +
                'URLs were left as they are (not rebased, not pointed at site-url). Save them as UTF-8.');
        if (base)
            result.rebase = rebase;
        if (search) {
            result.search = await search.finish(siteRoot);
            ports.log.info((0,describe_search/* describeSearch */.e)(result.search));
            const { fallbacks, badLanguages } = result.search;
            if (fallbacks.length > 0)
                ports.log.warning(`${pagesHave(fallbacks)} no #content-area (Mintlify's content), e.g. ${examples(fallbacks)}: ` +
                    'they were indexed from <main>, <article> or <body>, so words of their navigation match too.');
            if (badLanguages.length > 0)
                ports.log.warning(`${pagesHave(badLanguages)} an <html lang> that is no language tag (letters, digits and hyphens, at most ` +
                    `32 bytes), e.g. ${examples(badLanguages)}: they were indexed without a language ("unknown"), which ` +
                    "Pagefind files under the site's main language. Fix their lang.");
        }
        return result;
    }
    finally {
        await search?.close();
    }
}
/** The step fails: the export already carries another base path than `base-path`. */
const BasePathConflictError = (0,errors/* titledError */.X2)('Export built for another base path', 'BasePathConflictError');
/**
 * Whether the export's pages already carry input `base-path` (issue 37 item 4: a deployment served under that path,
 * or Next's own `basePath` build), so that nothing is rebased twice.
 * @returns how they carry it; undefined when they carry none (the site is rebased to `base-path`)
 * @throws BasePathConflictError when they carry another one: rebasing would put its links at `/help/docs/…`
 */
function builtFor(siteRoot, files, basePath, log) {
    const built = exportBasePath(siteRoot, files);
    if (!built)
        return undefined;
    const where = `${built.evidence} in ${built.page}`;
    if (built.prefix === basePath) {
        log.info(`Not rebased: the export is already built for ${basePath} (${where}), the base-path given; its links are ` +
            'served as they are.');
        return built;
    }
    throw new BasePathConflictError(`The export is built for the base path ${built.prefix} (${where}), but base-path is ${basePath}: rebased, its ` +
        `pages would be served under ${basePath}/ and link to ${basePath}${built.prefix}/…, outside the site. The ` +
        'previous site was left in place.', `Set base-path: ${built.prefix} to publish the export as it was built, or export a deployment built for the root ` +
        `(no base path in Mintlify) to serve it under ${basePath}.`);
}
const pagesHave = (pages) => (pages.length === 1 ? '1 page has' : `${pages.length} pages have`);
const examples = (pages) => pages.slice(0, 3).join(', ');


/***/ }),

/***/ 1255:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ mayBeRscPayload),
/* harmony export */   w: () => (/* binding */ RSC_START)
/* harmony export */ });
/**
 * An RSC payload starts with a row: `<hex id>:` and a JSON value, a client reference, a hint or a text row. Tested
 * on a `.txt` file's first bytes by the rebase (`rebase-files.ts`) and `external-assets: report` (`verify/check.ts`).
 */
const RSC_START = /^[0-9a-f]{0,8}:(?:["[{]|I\[|H[A-Za-z]|T[0-9a-f]+,)/;
/**
 * Whether a site file may be an RSC payload by its name (relative to the site root, `/` separators): a `.txt` file
 * other than `robots.txt`, `llms.txt` and `llms-full.txt`; its content then tells ({@link RSC_START}).
 */
function mayBeRscPayload(file) {
    const name = file.slice(file.lastIndexOf('/') + 1).toLowerCase();
    return name.endsWith('.txt') && file.toLowerCase() !== 'robots.txt' && !/^llms(-full)?\.txt$/.test(name);
}


/***/ })

};

//# sourceMappingURL=574.index.js.map