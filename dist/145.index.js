export const id = 145;
export const ids = [145];
export const modules = {

/***/ 1145:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  BUNDLE_LIMITS: () => (/* binding */ BUNDLE_LIMITS),
  bundleCounts: () => (/* binding */ bundleCounts),
  bundleSite: () => (/* binding */ bundleSite),
  loadedAssets: () => (/* binding */ loadedAssets)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
var external_node_fs_default = /*#__PURE__*/__webpack_require__.n(external_node_fs_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/common/atomic.ts
var atomic = __webpack_require__(8372);
// EXTERNAL MODULE: ./src/common/errors.ts
var errors = __webpack_require__(1922);
// EXTERNAL MODULE: ./src/common/format.ts
var format = __webpack_require__(6950);
// EXTERNAL MODULE: ./src/common/page-file.ts
var page_file = __webpack_require__(3657);
// EXTERNAL MODULE: ./src/common/redact.ts
var redact = __webpack_require__(6800);
// EXTERNAL MODULE: ./src/http/retry.ts
var retry = __webpack_require__(8902);
// EXTERNAL MODULE: ./src/site/rebase/rebase-css.ts + 1 modules
var rebase_css = __webpack_require__(2217);
// EXTERNAL MODULE: ./src/web/charset.ts
var charset = __webpack_require__(1334);
// EXTERNAL MODULE: ./src/site/rebase/rebase-html.ts
var rebase_html = __webpack_require__(9846);
// EXTERNAL MODULE: ./src/site/rebase/rebase-url.ts
var rebase_url = __webpack_require__(1794);
// EXTERNAL MODULE: ./src/site/rebase/rsc.ts
var rsc = __webpack_require__(2164);
// EXTERNAL MODULE: ./src/web/rsc-start.ts
var rsc_start = __webpack_require__(1255);
// EXTERNAL MODULE: ./src/external/cache.ts
var external_cache = __webpack_require__(4481);
// EXTERNAL MODULE: ./node_modules/entities/dist/decode.js + 2 modules
var decode = __webpack_require__(7031);
// EXTERNAL MODULE: ./node_modules/htmlparser2/dist/Tokenizer.js
var Tokenizer = __webpack_require__(5455);
// EXTERNAL MODULE: ./src/web/json-offsets.ts
var json_offsets = __webpack_require__(5151);
// EXTERNAL MODULE: ./src/web/url-places.ts
var url_places = __webpack_require__(1436);
;// CONCATENATED MODULE: ./src/external/connect-hints.ts
/**
 * Connection hints left pointing nowhere (issue 38: "Hints to origins that no longer serve anything are removed").
 * After `external-assets: bundle` has stored what the pages loaded from other origins, a `<link rel="preconnect">` or
 * `rel="dns-prefetch"` to such an origin only opens a connection the page never uses (and, offline, one that fails).
 * A hint is removed when no URL left in the site names its host: not a loaded URL of a page (attributes, `style`,
 * `<style>`, an iframe's page), not a URL of a stylesheet, and not a host written in an inline script or an RSC
 * payload. Hosts in scripts and payloads are read wholesale (any `http(s)://host`, escaped slashes included), since a
 * script may load from a host however it writes the URL: a hint is kept whenever in doubt, as a hint too many costs a
 * connection and one too few nothing that works.
 *
 * Where hints are: `<link>` elements whose every `rel` is `preconnect` or `dns-prefetch` (the element is removed, its
 * surrounding text kept byte for byte); in an RSC payload (inline `self.__next_f.push` chunks and `.txt` files), the
 * hint rows React's Flight server writes for `ReactDOM.preconnect` (`:HC"<href>"` or `:HC["<href>","<crossOrigin>"]`)
 * and `ReactDOM.prefetchDNS` (`:HD"<href>"`) (`emitHint` in `react-server-dom-webpack`; removed whole), and React
 * elements `["$","link",key,{"rel":"preconnect","href":…}]` (replaced by `null`, which renders nothing: left in the
 * payload, React would put the removed element back into the page's head when it hydrates).
 */













/** Pages are read at this origin, which no real URL names (as `bundle.ts` reads them). */
const INTERNAL = 'https://site.invalid';
/**
 * An absolute http(s) URL's host as scripts and payloads write it: slashes plain, escaped (`\/`, JSON) or as
 * `\u002F`. Group 1 is the host (and port).
 */
const SCRIPT_HOST = /https?:(?:\\?\/|\\u002[fF]){2}([A-Za-z0-9.\-[\]:_%]+)/g;
/**
 * Removes, from every page and payload of the site, the connection hints to hosts that no URL left in the site names
 * (see above). Run after the bundler has rewritten the site.
 * @param files the site's files, relative to `root` with `/` separators (the stored assets included)
 * @throws a file system error
 */
async function removeUnusedHints(root, files) {
    const read = files.filter((f) => (0,page_file/* isHtmlPage */.r)(f) || (0,rsc_start/* mayBeRscPayload */.n)(f) || f.toLowerCase().endsWith('.css'));
    const hinted = new Set();
    const used = new Set();
    const hinting = [];
    for (const file of read) {
        const hosts = fileHosts(file, await external_node_fs_default().promises.readFile(external_node_path_default().join(root, file)));
        for (const host of hosts.used)
            used.add(host);
        if (hosts.hinted.size === 0)
            continue;
        hinting.push(file);
        for (const host of hosts.hinted)
            hinted.add(host);
    }
    const removed = [...hinted].filter((host) => !used.has(host)).sort();
    if (removed.length === 0)
        return { hosts: [], files: 0 };
    const remove = (host) => removed.includes(host);
    let edited = 0;
    for (const file of hinting) {
        const target = external_node_path_default().join(root, file);
        const bytes = await external_node_fs_default().promises.readFile(target);
        const { edits } = fileHosts(file, bytes, remove);
        if (edits.length === 0)
            continue;
        await (0,atomic/* writeFileAtomic */.Z)(target, (0,rebase_url/* applyEdits */.ct)(bytes, edits));
        edited++;
    }
    return { hosts: removed, files: edited };
}
/**
 * The hosts one file hints at and uses, and with `remove` the edits removing its hints to those hosts.
 * @param file relative to the site root, `/`-separated: a page (`.html`), a payload (`.txt` starting with a row) or a
 * stylesheet (`.css`); any other file names nothing
 */
function fileHosts(file, bytes, remove) {
    const hosts = { hinted: new Set(), used: new Set(), edits: [] };
    const base = `${INTERNAL}/${file.split('/').map(encodeURIComponent).join('/')}`;
    if ((0,page_file/* isHtmlPage */.r)(file))
        pageHosts(bytes, base, hosts, remove);
    else if (file.toLowerCase().endsWith('.css'))
        (0,rebase_css/* cssUrlEdits */.Gb)(bytes.toString('latin1'), (raw) => void addHost(hosts.used, raw, base));
    else if ((0,rsc_start/* mayBeRscPayload */.n)(file) && rsc_start/* RSC_START */.w.test(bytes.subarray(0, 64).toString('latin1')))
        hosts.edits.push(...(0,rsc/* payloadFileEdits */.AJ)(bytes, (s) => streamHints(s, hosts, remove)));
    return hosts;
}
/** {@link fileHosts} of a page. */
function pageHosts(page, base, hosts, remove) {
    // What the page loads, found as the bundler finds it; and the hosts its inline scripts name.
    (0,rebase_html/* pageUrlEdits */.e2)(page, (raw, _start, _role, place) => place === 'asset' || place === 'stylesheet' || place === 'frame' ? addHost(hosts.used, raw, base) : undefined, (text) => {
        scriptHosts(text, hosts.used);
        return [];
    });
    const html = page.toString('latin1');
    const bodies = [];
    let tag = '';
    let open = -1;
    const attrs = new Map();
    let attrName = '';
    let value = '';
    let inScript = false;
    let text;
    const link = (end) => {
        if (tag !== 'link')
            return;
        const rels = (attrs.get('rel') ?? '')
            .toLowerCase()
            .split(/[\t\n\f\r ]+/)
            .filter(Boolean);
        if (rels.length === 0 || !rels.every((rel) => url_places/* CONNECT_RELS */.eb.has(rel)))
            return;
        const host = hostOf(attrs.get('href') ?? '', base, true);
        if (host === undefined)
            return;
        hosts.hinted.add(host);
        if (remove?.(host))
            hosts.edits.push({ start: open, end, text: '' });
    };
    const callbacks = {
        onopentagname(start, end) {
            tag = html.slice(start, end).toLowerCase();
            open = start - 1;
            attrs.clear();
        },
        onattribname(start, end) {
            attrName = html.slice(start, end).toLowerCase();
            value = '';
        },
        onattribdata(start, end) {
            value += html.slice(start, end);
        },
        onattribentity() { },
        onattribend() {
            // The first of duplicate attributes wins, as in browsers.
            if (!attrs.has(attrName))
                attrs.set(attrName, value);
        },
        onopentagend(endIndex) {
            link(endIndex + 1);
            // A data block (`text/plain`, JSON) is text, not a payload chunk (`scriptType`).
            inScript = tag === 'script' && !attrs.has('src') && (0,rebase_html/* scriptType */.IY)(attrs.get('type')) === 'script';
            text = undefined;
        },
        onselfclosingtag(endIndex) {
            link(endIndex + 1);
        },
        ontext(start, end) {
            if (!inScript)
                return;
            if (text)
                text.end = end;
            else
                text = { start, end };
        },
        onclosetag() {
            if (inScript && text && html.startsWith(rebase_html/* RSC_OPEN */.Wk, text.start) && html.endsWith(rebase_html/* RSC_CLOSE */.u_, text.end))
                bodies.push({ start: text.start + rebase_html/* RSC_OPEN */.Wk.length, end: text.end - rebase_html/* RSC_CLOSE */.u_.length });
            inScript = false;
            text = undefined;
        },
        oncdata() { },
        oncomment() { },
        ondeclaration() { },
        onend() { },
        onprocessinginstruction() { },
        ontextentity() { },
    };
    const tokenizer = new Tokenizer/* default */.A({ decodeEntities: false }, callbacks);
    tokenizer.write(html);
    tokenizer.end();
    if (bodies.length > 0)
        hosts.edits.push(...(0,rsc/* payloadChunkEdits */.vW)(html, bodies, (s) => streamHints(s, hosts, remove)));
}
/**
 * Reads a payload (decoded): records its hints' hosts and the hosts its other rows name, and returns the edits that
 * remove the hints `remove` accepts, sorted.
 */
function streamHints(s, hosts, remove) {
    const edits = [];
    (0,rsc/* rscRows */.oI)(s, (row) => {
        const tag = s[row.at];
        if (row.id !== undefined &&
            row.text === undefined &&
            tag === 'H' &&
            (s[row.at + 1] === 'C' || s[row.at + 1] === 'D')) {
            const node = (0,json_offsets/* parseJson */.qF)(s, row.at + 2, row.end);
            const href = node?.kind === 'array' ? node.items[0] : node;
            const host = href?.kind === 'string' ? hostOf((0,json_offsets/* jsonString */.I)(s, href), INTERNAL) : undefined;
            if (host !== undefined) {
                hosts.hinted.add(host);
                // The whole row, its newline too: nothing refers to a hint row.
                if (remove?.(host))
                    edits.push({ start: row.start, end: Math.min(row.end + 1, s.length), text: '' });
                return;
            }
        }
        /** Ranges of the row that are hint elements, whose hosts are not uses. */
        const hints = [];
        if (row.id !== undefined && row.text === undefined && (tag === '[' || tag === '{')) {
            const node = (0,json_offsets/* parseJson */.qF)(s, row.at, row.end);
            if (node)
                linkHints(node, s, (element, host) => {
                    hosts.hinted.add(host);
                    hints.push(element);
                    if (remove?.(host))
                        edits.push({ start: element.start, end: element.end, text: 'null' });
                });
        }
        let from = row.start;
        for (const hint of hints) {
            scriptHosts(s.slice(from, hint.start), hosts.used);
            from = hint.end;
        }
        scriptHosts(s.slice(from, row.end), hosts.used);
    });
    return edits.sort((a, b) => a.start - b.start);
}
/** Calls `found` with each React element of a JSON value that is a connection hint `<link>`, and its host. */
function linkHints(node, s, found) {
    if (node.kind === 'object') {
        for (const value of node.values)
            linkHints(value, s, found);
        return;
    }
    if (node.kind !== 'array')
        return;
    const [dollar, type, , props] = node.items;
    if (dollar?.kind === 'string' &&
        (0,json_offsets/* jsonString */.I)(s, dollar) === '$' &&
        type?.kind === 'string' &&
        (0,json_offsets/* jsonString */.I)(s, type) === 'link') {
        const rel = (0,json_offsets/* member */.Dc)(props, 'rel');
        const href = (0,json_offsets/* member */.Dc)(props, 'href');
        const rels = rel?.kind === 'string'
            ? (0,json_offsets/* jsonString */.I)(s, rel)
                .toLowerCase()
                .split(/[\t\n\f\r ]+/)
                .filter(Boolean)
            : [];
        const host = href?.kind === 'string' ? hostOf((0,json_offsets/* jsonString */.I)(s, href), INTERNAL) : undefined;
        if (host !== undefined && rels.length > 0 && rels.every((r) => url_places/* CONNECT_RELS */.eb.has(r)))
            return found(node, host);
    }
    for (const item of node.items)
        linkHints(item, s, found);
}
/** Adds the hosts of the absolute http(s) URLs written in script or payload text. */
function scriptHosts(text, into) {
    if (!text.includes('http'))
        return;
    for (const match of text.matchAll(SCRIPT_HOST)) {
        const host = hostOf(`https://${match[1]}/`, INTERNAL);
        if (host !== undefined)
            into.add(host);
    }
}
/** Adds the host of a URL (as an attribute or stylesheet writes it) that is on another origin; returns undefined. */
function addHost(into, raw, base) {
    const host = hostOf(raw, base, true);
    if (host !== undefined)
        into.add(host);
    return undefined;
}
/**
 * The host of the http(s) URL `raw` names at `base`, when it is another origin's; undefined otherwise.
 * @param html `raw` is an attribute's bytes (a Latin-1 string): read as UTF-8, character references decoded
 */
function hostOf(raw, base, html = false) {
    let text = raw.trim();
    if (html) {
        text = Buffer.from(text, 'latin1').toString('utf8');
        if (text.includes('&'))
            text = (0,decode/* decodeHTMLAttribute */.Im)(text);
    }
    let url;
    try {
        url = new URL(text, base);
    }
    catch {
        return undefined;
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin === INTERNAL)
        return undefined;
    return url.hostname;
}

// EXTERNAL MODULE: ./src/external/fetch.ts + 2 modules
var fetch = __webpack_require__(2012);
// EXTERNAL MODULE: ./src/external/mode.ts
var mode = __webpack_require__(1392);
// EXTERNAL MODULE: ./src/external/rules.ts
var rules = __webpack_require__(8684);
// EXTERNAL MODULE: ./src/external/tree.ts + 1 modules
var tree = __webpack_require__(4167);
;// CONCATENATED MODULE: ./src/external/bundle.ts




















/** Limits of `bundle` (not inputs yet). */
const BUNDLE_LIMITS = {
    concurrency: 8,
    /** Bytes, in the SI units `formatBytes` shows and the docs give: 25 MB. */
    maxFileBytes: 25_000_000,
    maxTotalBytes: 250_000_000,
    attempts: 3,
    timeoutMs: 30_000,
    maxDepth: 8,
    /**
     * Distinct off-site URLs `bundle` fetches, what fetched stylesheets load included; URLs the include and exclude
     * patterns leave are not counted. A real docs site names a few hundred (icons, fonts, images); past this the export
     * is not one to bundle whole, and fetching would take hours. What the site's own files load is checked before any
     * request, what stylesheets load as each is read (`tree.ts`).
     */
    maxUrls: 2_000,
};
/**
 * `external-assets: bundle` (issue 38): fetches what the site loads from other origins into {@link ASSET_FOLDER}, and
 * what fetched stylesheets load in turn (`tree.ts`); then points each of those references at the stored file. What
 * is read where is `rules.ts`': pages' attributes (`src`, loading `link`s, `srcset`, `poster`, `use`), `style=""` and
 * `<style>`; stylesheets; RSC payloads, inline and `.txt` (the props of elements that load a URL, hint rows), so that
 * a page reached by client navigation loads nothing off-site either; and each inline script's literal that is exactly
 * one of those URLs (KaTeX's preload switch). Links, iframes, meta tags and components' props are left as they are.
 * @throws ActionError when the site loads more than {@link BUNDLE_LIMITS}`.maxUrls` off-site URLs (before any
 * request); naming the URL and the files that load it when one cannot be fetched (the staged site is then discarded
 * and the previous one stays); the signal's reason when it aborts
 */
async function bundleSite(options) {
    const { root } = options;
    if (options.files.some((f) => f === mode/* ASSET_FOLDER */.CA || f.startsWith(`${mode/* ASSET_FOLDER */.CA}/`)))
        throw new errors/* ActionError */.lZ('External assets not bundled', `The export already has a ${mode/* ASSET_FOLDER */.CA}/ folder, where external-assets: bundle stores what it fetches.`, 'Use external-assets: report or keep for this site.');
    const { pages, stylesheets, payloads, loadedBy, kinds, unreadable } = await loadedAssets(root, options.files);
    if (unreadable.length > 0)
        options.log.warning((0,rules/* unreadablePayloads */.TN)(unreadable, 'not bundled: they stay off-site'));
    const selected = [...loadedBy.keys()].filter((url) => options.selection?.wanted(url) ?? true).length;
    if (selected > BUNDLE_LIMITS.maxUrls)
        throw new errors/* ActionError */.lZ('External assets not bundled', `The site loads ${selected} distinct off-site URLs to fetch, more than external-assets: bundle fetches ` +
            `(${BUNDLE_LIMITS.maxUrls}); nothing was fetched, and the previous site is left in place.`, 'Run with external-assets: report to see which URLs and pages, then remove those references or publish ' +
            'with external-assets: keep.');
    const roots = [...loadedBy.keys()].map((url) => ({ url, kind: kinds.get(url) ?? 'any' }));
    const folder = external_node_path_default().join(root, mode/* ASSET_FOLDER */.CA);
    const written = [];
    let bytes = 0;
    let fromSite = 0;
    let stored = new Map();
    const cache = options.cacheFolder === undefined ? undefined : new external_cache/* AssetCache */.fS(options.cacheFolder, options.log.warning);
    /** URLs the patterns leave as they are. */
    const skipped = new Set();
    if (roots.length > 0) {
        let fetched;
        try {
            fetched = await (0,tree/* fetchAssetTree */.R)(roots, {
                folder,
                ...BUNDLE_LIMITS,
                backoff: retry/* API_BACKOFF */.y8,
                wanted: options.selection?.wanted,
                skipped,
                allowPrivate: options.selection?.allowPrivate ?? (() => false),
                cache,
                clock: options.clock,
                signal: options.signal,
            });
        }
        catch (error) {
            if (!(error instanceof fetch/* AssetFetchError */.rJ))
                throw error;
            const from = loadedBy.get(error.url) ?? loadedBy.get(error.root ?? '') ?? [];
            const where = from.length > 0 ? ` (loaded by ${from.slice(0, 3).join(', ')}${from.length > 3 ? ', …' : ''})` : '';
            throw new errors/* ActionError */.lZ('External asset not fetched', `${(0,redact/* withUrlsShown */.cn)(error.message)}${where}. The previous site is left in place.`, 'Fix or remove the reference, or publish with external-assets: keep.');
        }
        for (const asset of fetched.values()) {
            written.push(`${mode/* ASSET_FOLDER */.CA}/${asset.file}`);
            bytes += asset.bytes;
        }
        stored = new Map([...fetched.values()].map((a) => [a.url, `${options.basePath}/${mode/* ASSET_FOLDER */.CA}/${a.file}`]));
        fromSite = roots.filter((r) => fetched.has(r.url)).length;
    }
    let rewritten = 0;
    /** Points each stored URL at its file, wherever it is loaded or named whole. */
    const rewrite = (url) => stored.get(url);
    const rewriteFile = async (file, edits) => {
        const target = external_node_path_default().join(root, file);
        const content = await external_node_fs_default().promises.readFile(target);
        const made = edits(content);
        if (made.length === 0)
            return;
        await (0,atomic/* writeFileAtomic */.Z)(target, (0,rebase_url/* applyEdits */.ct)(content, made));
        rewritten++;
    };
    if (stored.size > 0) {
        for (const file of pages)
            await rewriteFile(file, (page) => (0,rebase_html/* pageUrlEdits */.e2)(page, (0,rules/* pageRule */.Qb)(file, rewrite), (0,rules/* scriptEdits */.X6)(rewrite), (0,rules/* payloadRule */.t5)(file, rewrite)));
        for (const file of stylesheets)
            await rewriteFile(file, (css) => (0,rebase_css/* cssUrlEdits */.Gb)(css.toString('latin1'), (0,rules/* cssRule */.it)(file, rewrite), 0, (0,charset/* stylesheetEncoding */.yc)(css)));
        for (const file of payloads)
            await rewriteFile(file, (payload) => (0,rsc/* rscFileEdits */.EI)(payload, (0,rules/* payloadRule */.t5)(file, rewrite)));
    }
    // Last, once every reference is rewritten: a hint goes only when nothing left names its host.
    const hints = await removeUnusedHints(root, [...options.files, ...written]);
    const result = {
        written,
        rewritten,
        urls: fromSite,
        nested: written.length - fromSite,
        left: [...skipped],
        bytes,
        hintsRemoved: hints.hosts,
    };
    options.log.info(`${bundleCounts(result)}; rewrote ${rewritten} pages, stylesheets and payloads.`);
    if (skipped.size > 0) {
        const shown = [...skipped].slice(0, 20);
        options.log.info(`Left ${skipped.size} off-site URLs as they are (external-assets-include/exclude): ` +
            `${(0,redact/* withUrlsShown */.cn)(shown.join(', '))}` +
            `${skipped.size > shown.length ? ', …' : ''}.`);
    }
    if (cache)
        options.log.info(cache.describe(written.length));
    return result;
}
/**
 * What {@link bundleSite} fetched and what the patterns left, in words: the log's line and the step summary's, the
 * same numbers (what was left stays off-site: the verification lists its hosts under "External hosts").
 */
function bundleCounts(result) {
    const nested = result.nested > 0 ? ` and ${result.nested} that their stylesheets load` : '';
    const left = result.left.length > 0 ? `; left ${result.left.length} as they are (external-assets-include/exclude)` : '';
    return (`Bundled ${result.written.length} files (${(0,format/* formatBytes */.z)(result.bytes)}) into ${mode/* ASSET_FOLDER */.CA}/: ` +
        `${result.urls} off-site URLs the site loads${nested}${left}`);
}
/**
 * The first pass of {@link bundleSite}: what the site's pages, stylesheets and RSC payloads load from other origins,
 * read as `rules.ts` reads them (what `bundle` fetches first, and what `report` lists).
 * @param files the site's files, relative to `root`, `/`-separated
 */
async function loadedAssets(root, files) {
    const found = {
        pages: files.filter(page_file/* isHtmlPage */.r),
        stylesheets: files.filter((f) => f.toLowerCase().endsWith('.css')),
        payloads: [],
        loadedBy: new Map(),
        kinds: new Map(),
        unreadable: [],
    };
    const unreadable = (file) => {
        if (!found.unreadable.includes(file))
            found.unreadable.push(file);
    };
    const note = (file) => (url, use, kind = use === 'stylesheet' ? 'stylesheet' : 'any') => {
        if (use === 'named')
            return undefined;
        if (kind === 'stylesheet' || (kind !== 'any' && !found.kinds.has(url)))
            found.kinds.set(url, kind);
        const by = found.loadedBy.get(url);
        if (!by)
            found.loadedBy.set(url, [file]);
        else if (!by.includes(file))
            by.push(file);
        return undefined;
    };
    for (const file of found.pages) {
        const page = await external_node_fs_default().promises.readFile(external_node_path_default().join(root, file));
        (0,rebase_html/* pageUrlEdits */.e2)(page, (0,rules/* pageRule */.Qb)(file, note(file)), undefined, (0,rules/* payloadRule */.t5)(file, note(file), unreadable));
    }
    for (const file of found.stylesheets) {
        const css = await external_node_fs_default().promises.readFile(external_node_path_default().join(root, file));
        (0,rebase_css/* cssUrlEdits */.Gb)(css.toString('latin1'), (0,rules/* cssRule */.it)(file, note(file)), 0, (0,charset/* stylesheetEncoding */.yc)(css));
    }
    for (const file of files.filter(rsc_start/* mayBeRscPayload */.n)) {
        const bytes = await external_node_fs_default().promises.readFile(external_node_path_default().join(root, file));
        if (!rsc_start/* RSC_START */.w.test(bytes.toString('latin1', 0, 64)))
            continue;
        found.payloads.push(file);
        (0,rsc/* rscFileEdits */.EI)(bytes, (0,rules/* payloadRule */.t5)(file, note(file), unreadable));
    }
    return found;
}


/***/ })

};

//# sourceMappingURL=145.index.js.map