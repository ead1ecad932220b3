export const id = 811;
export const ids = [811];
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

/***/ 130:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ cssUrls)
/* harmony export */ });
/* harmony import */ var _site_rebase_rebase_css_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2217);

/**
 * The URLs a stylesheet (or a `style` attribute's declarations) loads: every `url(…)` (bare or quoted), every
 * `@import "…"` and every string in an `image-set()`, read by the one reader of URLs in CSS
 * (`site/rebase/rebase-css.ts`, CSS Syntax Level 3), so comments, escapes and strings are handled as browsers do.
 * Values are unescaped; empty ones are dropped.
 */
function cssUrls(css) {
    return (0,_site_rebase_rebase_css_js__WEBPACK_IMPORTED_MODULE_0__/* .cssUrlsIn */ .Ju)(css)
        .map((url) => url.value)
        .filter((value) => value !== '');
}


/***/ }),

/***/ 8560:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LR: () => (/* binding */ scanHtml),
/* harmony export */   Uy: () => (/* binding */ REF_KINDS),
/* harmony export */   xl: () => (/* binding */ payloadRefs)
/* harmony export */ });
/* unused harmony exports scriptTextEndAt, refreshUrl */
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var entities__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(7031);
/* harmony import */ var htmlparser2__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(5455);
/* harmony import */ var _css_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(130);
/* harmony import */ var _common_pieces_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9150);
/* harmony import */ var _web_srcset_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(5330);
/* harmony import */ var _web_charset_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1334);
/* harmony import */ var _web_json_offsets_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5151);
/* harmony import */ var _site_rebase_rsc_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2164);
/* harmony import */ var _site_rebase_next_script_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3247);
/* harmony import */ var _site_rebase_rebase_html_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9846);
/* harmony import */ var _web_url_places_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1436);












/**
 * What a reference is for, which decides its check and severity (issue "What it checks"):
 * `link` an `a`/`area` `href`; `asset` anything the page loads; `canonical` `link rel=canonical` and
 * `og:url`; `social-image` `og:image`/`twitter:image`; `external` an origin the page only connects to
 * (`preconnect`, `dns-prefetch`); `alternate` a `link rel=alternate` (a Markdown copy, a sitemap, a translation),
 * which readers do not follow; `frame` an `<iframe src>`, checked as an asset but a page of its own, so neither
 * listed nor fetched by `external-assets`. From an RSC payload (issue 37 item 5, `rscUrls`): `client-link` a link the
 * client's router navigates to, which Next's own `basePath` build writes without the base path (its router adds it);
 * `data-link` and `data-asset` a member of a client component's data that is a link or an asset only when it names a
 * file of the site (the rebase's rule, `site/rebase/site-paths.ts`), else data; `expression` a compiled MDX link or
 * image built from a template's `${…}` (issue 44 item 3), given as written (`` href:`/tree/${e.slug}` ``): no URL to
 * resolve, and one the rebase cannot reach.
 */
/** What a reference is to the check, in a fixed order (`PageScans` records a kind as its index here). */
const REF_KINDS = [
    'link',
    'asset',
    'canonical',
    'social-image',
    'external',
    'alternate',
    'frame',
    'client-link',
    'data-link',
    'data-asset',
    'expression',
];
/** Attributes materialised per tag; every other tag only has its `id` read. */
const URL_TAGS = new Map([
    ['a', ['href', 'name']],
    ['area', ['href']],
    ['img', ['src', 'srcset']],
    ['source', ['src', 'srcset']],
    ['link', ['rel', 'href', 'imagesrcset']],
    // `type`: a data block (`text/plain`, JSON) is text, not a script that runs (`scriptType`).
    ['script', ['src', 'type']],
    ['video', ['src', 'poster']],
    ['audio', ['src']],
    ['track', ['src']],
    ['iframe', ['src']],
    ['embed', ['src']],
    // An image button (`type=image`) loads its `src`, as the external-assets bundler reads it.
    ['input', ['src']],
    ['object', ['data']],
    ['use', ['href', 'xlink:href']],
    ['image', ['href', 'xlink:href']],
    ['meta', ['property', 'name', 'content', 'http-equiv']],
    ['base', ['href']],
].map(([tag, names]) => [tag, new Set([...names, 'id', 'style'])]));
/** First letters (lower case) of `URL_TAGS`' names, to rule most tags out before copying their names. */
const URL_TAG_INITIALS = new Set([...URL_TAGS.keys()].map((tag) => tag.charCodeAt(0)));
const LONGEST_URL_TAG = Math.max(...[...URL_TAGS.keys()].map((tag) => tag.length));
const NON_ASCII = /[\u0080-\uffff]/;
/** Bytes per chunk fed to the Tokenizer: well below V8's large-object size (128 KiB). */
const CHUNK_BYTES = 32 * 1024;
/** Elements whose references are plain attributes: (kind, attribute) pairs. */
const PLAIN_REFS = {
    area: [['link', 'href']],
    video: [
        ['asset', 'src'],
        ['asset', 'poster'],
    ],
    object: [['asset', 'data']],
};
/** `link rel` values whose `href` the page loads (one list, in `web/url-places.ts`). */

/** `link rel` values that only name an origin to connect to. */
const CONNECT_RELS = new Set(['preconnect', 'dns-prefetch']);
/**
 * Reads one HTML page with htmlparser2's `Tokenizer` (no tree is built) and reports its references
 * and fragment targets. The first of duplicate attributes wins, as in browsers; character references in
 * kept values are decoded (`entities`' attribute rules); `<template>` and `<noscript>` content is read like the rest.
 */
function scanHtml(input, sink) {
    // A UTF-16 page (a byte order mark, which browsers honour) is read as the same text in UTF-8: its tags are no ASCII
    // bytes, and would go unseen.
    if (typeof input !== 'string') {
        // The byte order mark is all `pageEncoding` needs: a UTF-16 `<meta charset>` means UTF-8.
        const bom = (0,_web_charset_js__WEBPACK_IMPORTED_MODULE_7__/* .pageEncoding */ .V5)(Buffer.isBuffer(input) ? input.subarray(0, 2) : input.bytes(0, Math.min(input.length, 2)));
        if (bom.startsWith('utf-16')) {
            const bytes = Buffer.isBuffer(input) ? input : input.bytes(0, input.length);
            return scanHtml(Buffer.from(new TextDecoder(bom).decode(bytes)), sink);
        }
    }
    const page = Buffer.isBuffer(input) ? new _common_pieces_js__WEBPACK_IMPORTED_MODULE_8__/* .Pieces */ .q([input]) : input;
    // Bytes are read as Latin-1: one byte per character keeps the string compact and the decoding cheap,
    // and HTML's syntax is ASCII. Values kept are turned back into UTF-8 text below (`text`).
    // Fed in chunks: a whole page as one string would be a large object that V8 promotes and frees only
    // in a full collection, so garbage pages would pile up; chunks die young (with the page).
    const bytes = typeof page !== 'string';
    /** Every chunk fed so far, and where each starts in the Tokenizer's offsets. */
    const chunks = [];
    const chunkStarts = [];
    let current = '';
    let currentStart = 0;
    /** The chunk holding offset `index`, searched from the newest: a section seldom reaches far back. */
    const chunkAt = (index) => {
        let i = chunks.length - 1;
        while (i > 0 && chunkStarts[i] > index)
            i--;
        return i;
    };
    /**
     * The page's characters [start, end): the Tokenizer's offsets are absolute, and a section it reports may start
     * chunks back (a `<` at two chunk ends in a `<style>` holds its text back twice).
     */
    const slice = (start, end) => {
        if (start >= currentStart)
            return current.slice(start - currentStart, end - currentStart);
        let text = '';
        for (let i = chunkAt(start); i < chunks.length && chunkStarts[i] < end; i++)
            text += chunks[i].slice(Math.max(0, start - chunkStarts[i]), end - chunkStarts[i]);
        return text;
    };
    const codeAt = (index) => {
        if (index >= currentStart)
            return current.charCodeAt(index - currentStart);
        const i = chunkAt(index);
        return chunks[i].charCodeAt(index - chunkStarts[i]);
    };
    const text = (value) => bytes && NON_ASCII.test(value) ? Buffer.from(value, 'latin1').toString('utf8') : value;
    let tag = '';
    let wanted;
    const attrs = new Map();
    let attrName;
    let value = '';
    let sawBase = false;
    /** Inside a `<style>` element: its text, whose `url()`s are read at `</style>`. */
    let inStyle = false;
    let styleText = '';
    /** The chunks of the page's inline RSC payload, decoded ({@link payloadChunk}). */
    const payload = [];
    /** Inside a `<script>` (bytes only): the page offset where its text starts, else -1. */
    let scriptTextFrom = -1;
    /** Where that text ends ({@link scriptTextEndAt}), once looked up. */
    let scriptTextEnd;
    /** Whether the reader jumped over that text to its end tag, reading it as a script there. */
    let scriptJumped = false;
    /** Bytes of script text not fed to the tokenizer. */
    let skipped = 0;
    /** Inside a `<script>`, when the sink wants its text: that text so far (as the page's characters, see `text`). */
    let inScript = false;
    let scriptText = '';
    const callbacks = {
        onopentagname(start, end) {
            // Map.clear() allocates a new table even when empty: most tags have nothing kept.
            if (attrs.size > 0)
                attrs.clear();
            const length = end - start;
            const initial = codeAt(start) | 32;
            if (length > LONGEST_URL_TAG || (length === 1 && initial !== 97) || !URL_TAG_INITIALS.has(initial)) {
                tag = '';
                wanted = undefined;
                return;
            }
            tag = slice(start, end).toLowerCase();
            wanted = URL_TAGS.get(tag);
        },
        onattribname(start, end) {
            if (wanted) {
                const name = slice(start, end).toLowerCase();
                attrName = wanted.has(name) && !attrs.has(name) ? name : undefined;
            }
            else {
                // Only `id` and `style` matter on other tags: compare in place rather than copy every attribute name.
                const length = end - start;
                const initial = codeAt(start) | 32;
                let name;
                if (length === 2 && initial === 105 && (codeAt(start + 1) | 32) === 100)
                    name = 'id';
                else if (length === 5 && initial === 115 && slice(start, end).toLowerCase() === 'style')
                    name = 'style';
                attrName = name !== undefined && !attrs.has(name) ? name : undefined;
            }
            value = '';
        },
        onattribdata(start, end) {
            if (attrName)
                value += slice(start, end);
        },
        onattribentity() { },
        onattribend() {
            // Entities are decoded here, only in the values kept, as the HTML standard decodes attribute values.
            if (attrName)
                attrs.set(attrName, value.includes('&') ? (0,entities__WEBPACK_IMPORTED_MODULE_9__/* .decodeHTMLAttribute */ .Im)(text(value)) : text(value));
            attrName = undefined;
        },
        onopentagend(endIndex) {
            const runs = runsScript();
            emit();
            enteredBody(endIndex, runs);
        },
        onselfclosingtag(endIndex) {
            const runs = runsScript();
            emit();
            // In HTML `<script/>` and `<style/>` open the element all the same, and the tokenizer reads its text so.
            enteredBody(endIndex, runs);
        },
        onclosetag(start) {
            // Inside a script the only end tag the tokenizer reports is the script's; a string page is read whole.
            if (typeof page === 'string' && scriptTextFrom >= 0)
                scriptRef(text(page.slice(scriptTextFrom, start - 2)));
            // A script the reader did not jump over (its `<script` fell across two of the unpack's buffers, or a 0x1C in
            // its text): the tokenizer read its text, which ends before `</` (page offsets count the bytes jumped over).
            else if (typeof page !== 'string' && scriptTextFrom >= 0 && !scriptJumped)
                scriptDone(page, scriptTextFrom, start + skipped - 2);
            scriptTextFrom = -1;
            if (inScript) {
                inScript = false;
                sink.script(text(scriptText));
                scriptText = '';
            }
            if (!inStyle)
                return;
            // Raw text: the only end tag the tokenizer reports inside <style> is </style>.
            inStyle = false;
            refCss(text(styleText));
            styleText = '';
        },
        oncdata() { },
        oncomment() { },
        ondeclaration() { },
        onend() { },
        onprocessinginstruction() { },
        ontext(start, end) {
            if (inStyle)
                styleText += slice(start, end);
            else if (inScript)
                scriptText += slice(start, end);
        },
        ontextentity() { },
    };
    /** Whether the tag just read is a `<script>` whose text runs: a data block's text is read as text (`scriptType`). */
    const runsScript = () => tag === 'script' && (0,_site_rebase_rebase_html_js__WEBPACK_IMPORTED_MODULE_5__/* .scriptType */ .IY)(attrs.get('type')) === 'script';
    /**
     * A start tag ended at `endIndex` (the tokenizer's offset): a style's or a script's text starts after it. A data
     * block's text is no payload, script push or script text (`runs` false): the tokenizer reads it as raw text.
     */
    const enteredBody = (endIndex, runs) => {
        if (tag === 'style') {
            inStyle = true;
            styleText = '';
        }
        else if (runs) {
            scriptTextFrom = endIndex + 1 + skipped;
            scriptTextEnd = undefined;
            scriptJumped = false;
            inScript = sink.script !== undefined;
            scriptText = '';
        }
    };
    /**
     * The script a `beforeInteractive` `next/script` loads (`site/rebase/next-script.ts`), read from an inline script.
     */
    const scriptRef = (script) => {
        const found = (0,_site_rebase_next_script_js__WEBPACK_IMPORTED_MODULE_4__/* .nextScriptUrl */ .t)(script);
        if (found)
            sink.ref('asset', found.value.trim());
    };
    /** A script's text [from, end) of the page's bytes, read whole: a payload chunk, or a script push's URL. */
    const scriptDone = (bytes, from, end) => {
        payloadChunk(bytes, from, end, payload);
        const push = nextScriptText(bytes, from, end);
        if (push !== undefined)
            scriptRef(text(push));
    };
    const refCss = (css) => {
        for (const url of (0,_css_js__WEBPACK_IMPORTED_MODULE_1__/* .cssUrls */ .Q)(css))
            sink.ref('asset', url);
    };
    const emit = () => {
        if (attrs.size === 0)
            return;
        const id = attrs.get('id');
        if (id)
            sink.anchor(anchorName(id));
        const style = attrs.get('style');
        if (style)
            refCss(style);
        if (wanted)
            emitUrls();
    };
    const emitUrls = () => {
        const get = (name) => {
            const v = attrs.get(name);
            return v === undefined ? undefined : v.trim();
        };
        const refSrcset = (name) => {
            const v = attrs.get(name);
            if (v)
                for (const url of (0,_web_srcset_js__WEBPACK_IMPORTED_MODULE_10__/* .srcsetUrls */ .r)(v))
                    sink.ref('asset', url);
        };
        const ref = (kind, name) => {
            const v = get(name);
            if (v !== undefined)
                sink.ref(kind, v);
        };
        switch (tag) {
            case 'a':
                if (attrs.has('name'))
                    sink.anchor(anchorName(attrs.get('name')));
                ref('link', 'href');
                return;
            case 'img':
            case 'source':
                ref('asset', 'src');
                refSrcset('srcset');
                return;
            case 'link': {
                const rels = (get('rel') ?? '').toLowerCase().split(/[\t\n\f\r ]+/);
                if (rels.includes('canonical'))
                    ref('canonical', 'href');
                else if (rels.some((r) => _web_url_places_js__WEBPACK_IMPORTED_MODULE_6__/* .LOADED_RELS */ .X5.has(r)))
                    ref('asset', 'href');
                else if (rels.some((r) => CONNECT_RELS.has(r)))
                    ref('external', 'href');
                else if (rels.includes('alternate'))
                    ref('alternate', 'href');
                refSrcset('imagesrcset');
                return;
            }
            case 'area':
            case 'video':
            case 'object':
                for (const [kind, attribute] of PLAIN_REFS[tag])
                    ref(kind, attribute);
                return;
            case 'use':
            case 'image':
                if (attrs.has('href'))
                    ref('asset', 'href');
                else
                    ref('asset', 'xlink:href');
                return;
            case 'meta': {
                if ((get('http-equiv') ?? '').toLowerCase() === 'refresh') {
                    const url = refreshUrl(attrs.get('content') ?? '');
                    if (url !== undefined)
                        sink.ref('link', url);
                    return;
                }
                const property = (get('property') ?? get('name') ?? '').toLowerCase();
                if (property === 'og:url')
                    ref('canonical', 'content');
                else if (property === 'og:image' || property === 'twitter:image')
                    ref('social-image', 'content');
                else if (_web_url_places_js__WEBPACK_IMPORTED_MODULE_6__/* .LOADED_METAS */ .ZK.has((get('name') ?? '').toLowerCase()))
                    ref('asset', 'content');
                return;
            }
            case 'base': {
                const href = get('href');
                if (href !== undefined && !sawBase) {
                    sawBase = true;
                    sink.base(href);
                }
                return;
            }
            case 'iframe':
                ref('frame', 'src');
                return;
            default:
                ref('asset', 'src');
        }
    };
    // Without entity decoding the tokenizer skips through text and attribute values with indexOf-like
    // loops instead of visiting every character: most of a page is text this check never reads.
    const tokenizer = new htmlparser2__WEBPACK_IMPORTED_MODULE_11__/* ["default"] */ .A({ decodeEntities: false }, callbacks);
    const write = (chunk) => {
        currentStart += current.length;
        current = chunk;
        chunks.push(chunk);
        chunkStarts.push(currentStart);
        tokenizer.write(chunk);
    };
    if (typeof page === 'string')
        write(page);
    else
        for (let at = 0, nextScript = page.indexOfText('<script', 0); at < page.length;) {
            if (scriptTextFrom >= 0) {
                // A script's text is read by the tokenizer only to find the script's end tag: most of a Next.js page is
                // inline script (the RSC payload), so jump to that end tag instead (issue 32 #3).
                scriptTextEnd ??= scriptTextEndAt(page, scriptTextFrom);
                if (scriptTextEnd > at) {
                    scriptDone(page, scriptTextFrom, scriptTextEnd);
                    scriptJumped = true;
                    if (inScript)
                        scriptText += page.latin1(at, scriptTextEnd);
                    skipped += scriptTextEnd - at;
                    at = scriptTextEnd;
                    if (at === page.length)
                        break;
                }
            }
            let next = Math.min(page.length, at + CHUNK_BYTES);
            // A chunk ends after the next `<script …>`, so that the jump above starts at its text. Only a hint (the tag
            // may be in a comment, or its `>` in an attribute): the tokenizer decides what is a script.
            if (nextScript >= 0 && nextScript < at)
                nextScript = page.indexOfText('<script', at);
            if (nextScript >= 0 && nextScript < next) {
                const close = page.indexOfByte(0x3e, nextScript);
                if (close >= 0 && close + 1 < next)
                    next = close + 1;
            }
            // The tokenizer reads a 0x1C at the start of a chunk as the `<` of an end tag, where it skips it elsewhere.
            while (next < page.length && page.at(next) === 0x1c)
                next++;
            write(page.latin1(at, next));
            at = next;
        }
    tokenizer.end();
    // What the page's RSC payload makes the client follow (issue 37 item 5): read once the page is, with the rebase's
    // own reader.
    if (payload.length > 0) {
        const joined = payload.join('');
        payloadRefs(joined, sink);
        sink.payload?.(joined);
    }
}
/** What each kind of URL a payload holds is to the check. */
const PAYLOAD_KINDS = {
    link: 'client-link',
    asset: 'asset',
    'data-link': 'data-link',
    'data-asset': 'data-asset',
    expression: 'expression',
};
/**
 * Reports what an RSC payload makes the client follow (issue 37 item 5): a page's inline payload, or a `.txt` payload
 * that client navigation fetches, read by the rebase's own reader (`rscUrls`).
 * @param payload the payload, decoded
 */
function payloadRefs(payload, sink) {
    (0,_site_rebase_rsc_js__WEBPACK_IMPORTED_MODULE_3__/* .rscUrls */ .F4)(payload, (url, kind) => sink.ref(PAYLOAD_KINDS[kind], url), sink.unreadable && (() => sink.unreadable()));
}
/**
 * How a `beforeInteractive` script push starts (`site/rebase/next-script.ts`): enough to tell it from other scripts.
 */
const NEXT_SCRIPT_HEAD = '(self.__next_s';
/** How a chunk of a page's inline RSC payload starts (Next.js's App Router). */
const PAYLOAD_PUSH = 'self.__next_f.push([1,"';
/**
 * Adds to `payload` the chunk a script's text holds, when it is one (`self.__next_f.push([1,"…"])`); other scripts
 * (the first `[0]` push, Mintlify's inline script, code) are skipped after a look at their first bytes.
 */
function payloadChunk(page, from, end, payload) {
    if (end - from < PAYLOAD_PUSH.length + 3 || page.latin1(from, from + PAYLOAD_PUSH.length) !== PAYLOAD_PUSH)
        return;
    // The call's end, then only white space, as JavaScript reads it in the page's charset (a no-break space is two
    // bytes in UTF-8): the browser runs the chunk all the same.
    const tailFrom = Math.max(from + PAYLOAD_PUSH.length - 1, end - TAIL_BYTES);
    const close = page.latin1(tailFrom, end).lastIndexOf('"])');
    if (close < 0)
        return;
    const last = tailFrom + close + 3;
    const charset = () => (0,_web_charset_js__WEBPACK_IMPORTED_MODULE_7__/* .pageEncoding */ .V5)(page.bytes(0, Math.min(page.length, 1024)));
    const after = page.bytes(last, end);
    if (after.length > 0 && !/^\s*$/.test(new TextDecoder((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isAscii)(after) ? 'latin1' : charset()).decode(after)))
        return;
    // The body's bytes, not a string of them: a chunk is often over V8's 128 KiB for ordinary heap objects, and each
    // large string costs a fresh mapping of memory (issue 47: four copies a chunk were most of the check's time).
    const body = page.bytes(from + PAYLOAD_PUSH.length, last - 3);
    // Read as the rebase reads it (`pageJsonString`): in the page's own charset, so a text row's byte length holds.
    const encoding = (0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isAscii)(body) ? 'utf-8' : charset();
    const chunk = (0,_web_json_offsets_js__WEBPACK_IMPORTED_MODULE_2__/* .pageJsonString */ .Nw)(body, encoding);
    // Not a JSON string: not a chunk Next.js wrote.
    if (chunk)
        payload.push(chunk.text);
}
/** How far from a script's end its payload call's `"])` is looked for: white space after it, at most. */
const TAIL_BYTES = 1024;
/**
 * The text of a script of the page, when it is a `beforeInteractive` script push (`site/rebase/next-script.ts`); other
 * scripts are skipped after a look at their first bytes.
 */
function nextScriptText(page, from, end) {
    const head = page.latin1(from, Math.min(end, from + 64)).trimStart();
    return head.startsWith(NEXT_SCRIPT_HEAD) ? page.latin1(from, end) : undefined;
}
/** `/script` as htmlparser2's tokenizer matches it after the `<`: each byte folded with `| 0x20`. */
const SCRIPT_END_REST = [0x2f, 0x73, 0x63, 0x72, 0x69, 0x70, 0x74];
/**
 * Where htmlparser2's tokenizer ends the text of a script that starts at `from`: the first `<` followed by `/script`
 * (each byte compared folded with `| 0x20`, as its matcher does, so 0x0F reads as `/`) and by `/`, `>` or white
 * space; the page's length when there is none (the text runs to the end). -1 when a 0x1C comes first: the matcher
 * reads it as `<` too, but only in some states (not while it skips ahead to a `<`), so where it ends the text
 * depends on more than the bytes.
 */
function scriptTextEndAt(page, from) {
    let end = page.length;
    for (let at = page.indexOfByte(0x3c, from); at >= 0; at = page.indexOfByte(0x3c, at + 1)) {
        let k = 0;
        while (k < SCRIPT_END_REST.length && (page.at(at + 1 + k) | 0x20) === SCRIPT_END_REST[k])
            k++;
        const after = page.at(at + 1 + k);
        if (k === SCRIPT_END_REST.length && after !== undefined && END_OF_TAG_SECTION.has(after)) {
            end = at;
            break;
        }
    }
    // Within the script's text only: a page of many scripts is searched once, not once per script.
    return page.indexOfByte(0x1c, from, end) >= 0 ? -1 : end;
}
/** `/`, `>` and HTML white space: what may follow a tag name (htmlparser2's `isEndOfTagSection`). */
const END_OF_TAG_SECTION = new Set([0x2f, 0x3e, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
/** An `id` or `a name` as the HTML parser stores it: U+0000 becomes U+FFFD, so no fragment can contain it. */
function anchorName(value) {
    return value.includes('\u0000') ? value.replaceAll('\u0000', '\ufffd') : value;
}
const WHITESPACE = /[\t\n\f\r ]/;
/**
 * The URL of a `<meta http-equiv=refresh content="…">`, parsed as the HTML standard's "shared declarative
 * refresh steps" do (`0; url='/x'`, `5,/x`, `0;URL = "x"`), or undefined when it names none (`30`) or is invalid.
 */
function refreshUrl(content) {
    let at = 0;
    const skipSpace = () => {
        while (at < content.length && WHITESPACE.test(content[at]))
            at++;
    };
    skipSpace();
    const timeStart = at;
    while (at < content.length && content[at] >= '0' && content[at] <= '9')
        at++;
    if (at === timeStart && content[at] !== '.')
        return undefined;
    while (at < content.length && ((content[at] >= '0' && content[at] <= '9') || content[at] === '.'))
        at++;
    if (at >= content.length)
        return undefined;
    if (!/[;,\t\n\f\r ]/.test(content[at]))
        return undefined;
    skipSpace();
    if (content[at] === ';' || content[at] === ',')
        at++;
    skipSpace();
    if (at >= content.length)
        return undefined;
    // "url =", letter by letter: a partial prefix is left consumed, as the standard's steps do.
    let prefixed = true;
    for (const letter of 'url') {
        if ((content[at] ?? '').toLowerCase() !== letter) {
            prefixed = false;
            break;
        }
        at++;
    }
    if (prefixed) {
        skipSpace();
        if (content[at] === '=') {
            at++;
            skipSpace();
        }
    }
    const quote = content[at] === '"' || content[at] === "'" ? content[at] : '';
    if (quote)
        at++;
    let url = content.slice(at);
    if (quote && url.includes(quote))
        url = url.slice(0, url.indexOf(quote));
    url = url.trim();
    return url === '' ? undefined : url;
}


/***/ })

};

//# sourceMappingURL=811.index.js.map