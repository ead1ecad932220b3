export const id = 92;
export const ids = [92];
export const modules = {

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

/***/ 8092:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  VerificationError: () => (/* reexport */ failed/* VerificationError */.mk),
  listExternalAssets: () => (/* binding */ listExternalAssets),
  skipVerification: () => (/* reexport */ failed/* skipVerification */.Td),
  verifySite: () => (/* binding */ verifySite)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
var external_node_fs_default = /*#__PURE__*/__webpack_require__.n(external_node_fs_);
// EXTERNAL MODULE: ./src/common/atomic.ts
var atomic = __webpack_require__(8372);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/common/format.ts
var format = __webpack_require__(6950);
// EXTERNAL MODULE: ./src/common/redact.ts
var redact = __webpack_require__(6800);
// EXTERNAL MODULE: ./src/external/assets.ts
var external_assets = __webpack_require__(7158);
// EXTERNAL MODULE: ./src/external/rules.ts
var rules = __webpack_require__(8684);
// EXTERNAL MODULE: ./src/verify/css.ts
var css = __webpack_require__(130);
// EXTERNAL MODULE: ./src/web/charset.ts
var charset = __webpack_require__(1334);
;// CONCATENATED MODULE: ./src/verify/findings.ts
/** How many referencing files a finding keeps by name (the summary shows 3; the JSON report all of these). */
const EXAMPLE_PAGES = 20;
/** Collects findings by kind and target, counting each referencing file once. */
class FindingSet {
    byKey = new Map();
    /** Records that `page` (or nothing, for site-wide findings) references a broken `target`. */
    add(severity, kind, target, message, page) {
        const key = `${kind}\n${target}`;
        let finding = this.byKey.get(key);
        if (!finding) {
            finding = { severity, kind, target, message: message(), pages: 0, examples: [], lastPage: '' };
            this.byKey.set(key, finding);
        }
        // Pages are read one after another, so a repeat within a page is always the last one seen.
        if (page === undefined || finding.lastPage === page)
            return;
        finding.lastPage = page;
        finding.pages++;
        if (finding.examples.length < EXAMPLE_PAGES)
            finding.examples.push(page);
    }
    /** Every finding, errors first, then by referencing files descending, then by target. */
    sorted() {
        const rank = (f) => (f.severity === 'error' ? 0 : 1);
        return [...this.byKey.values()]
            .map(({ lastPage: _lastPage, ...finding }) => finding)
            .sort((a, b) => rank(a) - rank(b) || b.pages - a.pages || a.target.localeCompare(b.target));
    }
}

// EXTERNAL MODULE: ./src/site/hosts/hosts.ts
var hosts = __webpack_require__(9208);
// EXTERNAL MODULE: ./src/common/flat.ts
var flat = __webpack_require__(9786);
// EXTERNAL MODULE: ./src/verify/html.ts
var html = __webpack_require__(8560);
// EXTERNAL MODULE: ./src/common/page-file.ts
var page_file = __webpack_require__(3657);
// EXTERNAL MODULE: ./src/web/sitemap.ts
var sitemap = __webpack_require__(2197);
// EXTERNAL MODULE: ./src/common/turns.ts
var common_turns = __webpack_require__(2225);
// EXTERNAL MODULE: ./src/external/literals.ts
var literals = __webpack_require__(4959);
// EXTERNAL MODULE: ./src/web/json-offsets.ts
var json_offsets = __webpack_require__(5151);
// EXTERNAL MODULE: ./src/site/rebase/rsc.ts
var rsc = __webpack_require__(2164);
// EXTERNAL MODULE: ./src/web/rsc-start.ts
var rsc_start = __webpack_require__(1255);
// EXTERNAL MODULE: ./src/site/rebase/site-paths.ts
var site_paths = __webpack_require__(2180);
// EXTERNAL MODULE: ./src/site/redirects/rules.ts
var redirects_rules = __webpack_require__(2678);
;// CONCATENATED MODULE: ./src/site/redirects/check.ts

/** More hops than any browser follows (Chromium and Firefox stop at 20). */
const MAX_HOPS = 20;
/** A rule as messages name it: `docs.json redirects[3] (/old → /new)`. */
function ruleName(config, rule) {
    return `${config} redirects[${rule.rule.index}] (${rule.rule.source} → ${rule.rule.destination})`;
}
/** A path the source matches: each param, rest and wildcard given one segment. */
function sampleOf(rule) {
    const params = new Map();
    const path = rule.matcher.pieces
        .map((piece) => {
        if (piece.kind === 'text')
            return piece.text;
        params.set(piece.kind === 'prefix' ? '*' : piece.name, 'x');
        return piece.kind === 'rest' ? '/x' : 'x';
    })
        .join('')
        .replace(/\/\/x$/, '/x');
    return { path, params };
}
/** The path of a location on the site (no query or fragment), or undefined for another site. */
function sitePathOf(location, rule) {
    if (rule.sitePath === undefined)
        return undefined;
    const pathname = location.startsWith('/') ? location : location.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
    return pathname.replace(/[?#].*$/s, '') || '/';
}
/** Follows the rules from `from` (decoded), which `first` answers ({@link Followed}). */
function follow(find, from, first) {
    const seen = new Set([from.replace(/(.)\/$/, '$1')]);
    let { location, rule } = first;
    for (let hop = 1;; hop++) {
        const at = sitePathOf(location, rule);
        if (at === undefined)
            return { end: 'elsewhere', location };
        const key = at.replace(/(.)\/$/, '$1');
        if (seen.has(key) || hop > MAX_HOPS)
            return { end: 'loop', location, at, hops: hop };
        seen.add(key);
        const next = find(safeDecode(at));
        if (!next)
            return { end: 'path', location, at, hops: hop };
        ({ location, rule } = next);
    }
}
/**
 * A redirect page the action wrote (one of `pageFiles`) is no page: it refreshes to its rule's destination. So a
 * destination the host answers only with one is not served, and where it is the rule's own (`/old` → `/old.html`,
 * whose page `old.html` is also what `/old.html` serves), browsers go round it forever (a refresh to itself, or on
 * Cloudflare Pages the host's `/old.html` → `/old` and the rule's way back).
 * @returns the sentence for a destination `at` (as the last location names it) that is no page of the site
 */
function destinationMessage(rule, at, fileAt, pageFiles, host) {
    const file = fileAt(safeDecode(at));
    if (file === undefined || !pageFiles.has(file))
        return `Its destination ${at} is not a page the site serves on host ${host}.`;
    const answered = `Its destination ${at} is answered on host ${host} only by ${file}`;
    const fix = 'Send the rule to a page of the site.';
    if (fileAt(rule.source) === file)
        return `${answered}, the rule's own redirect page: browsers go round it forever. ${fix}`;
    return `${answered}, a redirect page the action wrote, which is no page of the site. ${fix}`;
}
/**
 * The findings of the rules on a host.
 * @param fileAt the file the host answers a URL path with: a page, unless it is one of `check.pageFiles`
 * @param below whether any page of the site is served below a path prefix (`/docs/v2/`), for wildcard destinations
 */
function redirectFindings(check, fileAt, below, host) {
    const findings = [];
    const find = (0,redirects_rules/* redirectIndex */.Nv)(check.rules);
    const pageFiles = new Set(check.pageFiles);
    const served = servedAsPage(fileAt, pageFiles);
    const name = (rule) => ruleName(check.config, rule);
    for (const rule of check.rules) {
        if (rule.sitePath === undefined)
            continue;
        const param = /:[A-Za-z_]/.exec(rule.sitePath);
        const sample = sampleOf(rule);
        if (param) {
            // A destination with params: judged by the pages its matches could reach, below its fixed part, unless another
            // rule answers there (`/a/:slug*` → `/b/:slug*` → `/v2/:slug*`): then that rule is followed below, and judged
            // on its own destination. A rule answering its own destination grows, and stays an error here.
            const prefix = rule.sitePath.slice(0, rule.sitePath.lastIndexOf('/', param.index) + 1);
            const reached = sitePathOf((0,redirects_rules/* substitute */.V2)(rule.destination, sample.params), rule);
            const next = reached === undefined ? undefined : find(safeDecode(reached));
            const chained = next !== undefined && next.rule !== rule;
            if (!chained && !below(prefix) && !served(prefix.replace(/(.)\/$/, '$1')))
                findings.push({
                    severity: 'error',
                    kind: 'redirect-destination',
                    target: name(rule),
                    message: `No page of the site lies at or below ${prefix}, where it sends every match, on host ${host}.`,
                });
        }
        // Follow the rule from a path its source matches, as a browser would.
        const followed = follow(find, sample.path, { rule, location: (0,redirects_rules/* substitute */.V2)(rule.destination, sample.params) });
        if (followed.end === 'loop')
            findings.push({
                severity: 'error',
                kind: 'redirect-loop',
                target: name(rule),
                message: `Following it from ${sample.path} comes back to ${followed.at}` +
                    `${followed.hops > MAX_HOPS ? ` after ${MAX_HOPS} hops` : ''}: browsers stop with too many redirects.`,
            });
        else if (followed.end === 'path' && !param && !served(safeDecode(followed.at)))
            findings.push({
                severity: 'error',
                kind: 'redirect-destination',
                target: name(rule),
                message: destinationMessage(rule, followed.at, fileAt, pageFiles, host),
            });
    }
    for (const rule of check.realPages)
        findings.push({
            severity: 'warning',
            kind: 'redirect-source-page',
            target: name(rule),
            message: check.ruleWins
                ? `Its source ${rule.source} is also a page of the site; the rule in _redirects answers there, as on hosted ` +
                    'Mintlify.'
                : `Its source ${rule.source} is also a page of the site: on host ${host} the page is served, while on hosted ` +
                    'Mintlify the redirect wins. Remove the rule or the page.',
        });
    return findings;
}
/** Whether the host serves a page at a URL path: a file that is no redirect page ({@link destinationMessage}). */
function servedAsPage(fileAt, pageFiles) {
    return (urlPath) => {
        const file = fileAt(urlPath);
        return file !== undefined && !pageFiles.has(file);
    };
}
/**
 * Hosts whose own form of the rules answers a URL no file answers, in every client (`_redirects`, `vercel.json`:
 * `host-files.ts`; `RULES_ANSWER_FIRST` of `pages.ts`). A rule their file cannot express falls back to the
 * `404.html` script there too, which {@link onlyThroughScript} does not tell apart.
 */
const HOST_FILE_HOSTS = new Set(['netlify', 'cloudflare-pages', 'vercel']);
/**
 * Whether a URL path no file answers reaches the rules only through the script in `404.html` (`pages.ts`), so only
 * in a browser that runs JavaScript: on every host without a form of its own, unless the generated CloudFront
 * function answers every rule (`functionRedirects` of `publish.ts`, input `cloudfront-function`).
 */
function onlyThroughScript(host, cloudfrontFunction) {
    return !HOST_FILE_HOSTS.has(host) && !(host === 'cloudfront' && cloudfrontFunction);
}
/**
 * The lookup of {@link RuleAnswer}s for links whose target the host serves no file at: the rules indexed once
 * (`redirectIndex`), then one lookup a target.
 * @param fileAt as for {@link redirectFindings}
 * @returns the answer for a URL path (decoded, with the base path), or undefined when no rule matches it
 */
function ruleAnswers(check, fileAt) {
    const find = (0,redirects_rules/* redirectIndex */.Nv)(check.rules);
    const served = servedAsPage(fileAt, new Set(check.pageFiles));
    return (urlPath) => {
        const first = find(urlPath);
        if (!first)
            return undefined;
        const followed = follow(find, urlPath, first);
        const answer = { rule: ruleName(check.config, first.rule), location: first.location, last: followed.location };
        if (followed.end !== 'path')
            return { ...answer, end: followed.end };
        const reached = served(safeDecode(followed.at));
        return { ...answer, end: reached ? 'page' : 'missing', last: reached ? followed.location : followed.at };
    };
}
function safeDecode(urlPath) {
    try {
        return decodeURI(urlPath);
    }
    catch {
        return urlPath;
    }
}

;// CONCATENATED MODULE: ./src/verify/check.ts



















/** Page URLs are resolved against this origin, which no real link can name. */
const INTERNAL = 'https://site.invalid';
const SKIP = { type: 'skip' };
/** A missing URL two folders deep, where the host serves 404.html. */
const MISSING_PATH = '/a/b/missing';
/** U+0000 cannot occur in an id: the HTML parser replaces it. */
const ANCHOR_SEPARATOR = '\u0000';
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;
/**
 * Checks the unpacked site offline against the host's rules (issue 13 "What it checks"): every page's
 * links, assets and fragments, the stylesheets' `url()`s, the sitemap, canonical and social tags,
 * `*.mintlify.app` links, the page count and what the host needs to serve the site. Nothing is fetched.
 * @throws file system errors reading the site; the signal's reason once it is aborted
 */
async function checkSite(options) {
    const now = options.now ?? Date.now;
    const turns = new common_turns/* EventLoopTurns */.j(options.signal);
    const started = now();
    const { host, ignore } = options;
    const files = new Set(options.files);
    const findings = new FindingSet();
    const prefix = options.basePath ?? '';
    const site = parseSiteUrl(options.siteUrl, prefix);
    /** Where 404.html is read: a missing URL two folders deep in the site. */
    const missingUrl = `${INTERNAL}${prefix}${MISSING_PATH}`;
    const layout = (0,hosts/* detectLayout */.ey)(options.files);
    const contextFor = (names) => ({
        basePath: prefix,
        cloudfront: options.cloudfrontFunction && host === 'cloudfront' ? (0,hosts/* cloudfrontNames */.Dc)(names, layout) : undefined,
    });
    const context = contextFor(files);
    /** Links to a folder page without its slash that the host redirects to `/x/`, in the folder layout. */
    const slashRedirects = new Set();
    const memo = new Map();
    const resolved = new Map();
    const external = new Map();
    const externalAssets = options.externalAssets ? new external_assets/* ExternalAssets */.dd() : undefined;
    /** Fragments to look up once every page's anchors are known: file → fragment → referencing files. */
    const pendingFragments = new Map();
    /** Each page's ids and `a` names, joined by ANCHOR_SEPARATOR and wrapped in it. */
    const anchors = new Map();
    let references = 0;
    /** Distinct URLs on the site that references name: resolved, outside the site's path, or undecodable. */
    const named = new Set();
    let lowerCase;
    let lowered;
    let loweredContext;
    const resolvePath = (urlPath) => {
        let resolution = resolved.get(urlPath);
        if (!resolution) {
            resolution = (0,hosts/* resolveOnHost */.IP)(host, urlPath, files, layout, context);
            resolved.set(urlPath, resolution);
        }
        return resolution;
    };
    // The redirect pages the action wrote are served, but are no pages of the site: their one link is a rule's
    // destination, judged below by rule, and the job's pageCount does not count them.
    const redirectPages = new Set(options.redirects?.pageFiles);
    /** The file the host answers a URL path (decoded, with the base path) with, as the redirects' checks read it. */
    const fileAt = (urlPath) => {
        if (urlPath !== prefix && !urlPath.startsWith(`${prefix}/`))
            return undefined;
        const resolution = resolvePath(urlPath.slice(prefix.length) || '/');
        return resolution.kind === 'missing' ? undefined : resolution.file;
    };
    /**
     * The rules answer a URL no file answers only through the script in 404.html (github-pages, s3, …): in a browser
     * that runs JavaScript, and only while the site has its 404.html.
     */
    const throughScript = onlyThroughScript(host, options.cloudfrontFunction === true);
    let answerOf;
    /**
     * The published rule that answers a link's target the host serves no file at (decoded, below the base path), and
     * where following the rules ends; built on the first such target, as most sites have none.
     */
    const ruleAnswer = (at) => {
        if (!options.redirects || (throughScript && !files.has('404.html')))
            return undefined;
        answerOf ??= ruleAnswers(options.redirects, fileAt);
        return answerOf(`${prefix}${at}`);
    };
    /** The rebase's own test of data (`site-paths.ts`): whether a root-absolute path names a file of the site. */
    const siteHas = (0,site_paths/* sitePaths */.a)(options.files);
    /** Next's own `basePath` build: its router adds the base path to a root-absolute link (its `addBasePath`). */
    const routerPrefix = options.builtFor === 'next' ? prefix : '';
    /**
     * An export built for the path, either kind (issue 44 item 6): the client renders a data link (the sidebar's
     * `navigation`, from the docs configuration) through `next/link`, which adds the base path, so the data holds
     * `/api-reference/auth` for `/docs/api-reference/auth`. Not a data asset: Next adds no base path to an image's or an
     * icon's `src` (Next's `basePath` docs: "you will need to add the basePath in front of src"), so it is read as
     * written.
     */
    const dataPrefix = options.builtFor ? prefix : '';
    /**
     * Whether a data member of a payload is a link or an asset (issue 37 item 5): by the rule the rebase applies, it
     * names a file of the site, as written (the export as built) or under the base path (as rebased).
     */
    const isSiteData = (raw) => {
        if (siteHas(raw))
            return true;
        const under = prefix ? underPrefix(raw.replace(/[?#].*$/s, ''), `${prefix}/`) : undefined;
        return under !== undefined && siteHas(under);
    };
    /**
     * A compiled MDX link or image built from a template's `${…}` (issue 44 item 3), as written: it names no URL to
     * check, and the rebase leaves it, so it is a warning of its own, unless `verify-ignore` matches it as written.
     */
    const builtAtRunTime = (written, file) => {
        if (ignore?.(written, undefined))
            return;
        const what = written.startsWith('src') ? 'image' : 'link';
        const target = written.length > MAX_EXPRESSION ? `${written.slice(0, MAX_EXPRESSION - 1)}…` : written;
        const message = () => `Compiled MDX builds this ${what} from a template literal with \${…} when the page runs: where it leads is ` +
            `not checked${options.rebased ? `, and base-path cannot add ${prefix} to it` : ''}. Write the URL out in ` +
            "the page's MDX, or add the expression as written to verify-ignore.";
        findings.add('warning', 'url-expression', (0,flat/* copy */.C)(target), message, file);
    };
    /**
     * A reference as the client follows it, handed to `then` as a page's: a payload's links with the base path Next's
     * router adds, its data only where it names the site's files (else it is data, and nothing is handed on), its data
     * links with the base path `next/link` adds in an export built for the path; a link built at run time is a finding
     * of `file`'s, handed on to nothing.
     */
    const followed = (kind, raw, file, then) => {
        if (kind === 'expression')
            return builtAtRunTime(raw, file);
        if (kind === 'data-link' || kind === 'data-asset') {
            if (!isSiteData(raw))
                return;
            if (kind === 'data-asset')
                return then('asset', raw);
        }
        else if (kind !== 'client-link')
            return then(kind, raw);
        const added = kind === 'data-link' ? dataPrefix : routerPrefix;
        const rootAbsolute = raw[0] === '/' && raw[1] !== '/' && raw[1] !== '\\';
        then('link', added && rootAbsolute ? `${added}${raw}` : raw);
    };
    /** The real file a path would reach if letters' case were ignored. */
    const caseTwin = (urlPath) => {
        if (!lowerCase) {
            lowerCase = new Map();
            for (const file of files)
                lowerCase.set(file.toLowerCase(), file);
            lowered = new Set(lowerCase.keys());
            loweredContext = contextFor(lowered);
        }
        const twin = (0,hosts/* resolveOnHost */.IP)(host, urlPath.toLowerCase(), lowered, layout, loweredContext);
        return twin.kind === 'missing' ? undefined : lowerCase.get(twin.file);
    };
    /** Maps an absolute URL on the site (or the internal origin) to a site path, else undefined. */
    const sitePathOf = (url) => {
        if (url.origin === INTERNAL)
            return underPrefix(url.pathname, `${prefix}/`);
        return site ? sitePathFor(url, site) : undefined;
    };
    const classify = (raw, url) => {
        const sitePath = sitePathOf(url);
        if (sitePath === undefined) {
            if (url.protocol !== 'https:' && url.protocol !== 'http:')
                return SKIP;
            if (url.origin === INTERNAL || url.hostname === site?.hostname)
                return { type: 'outside', path: (0,flat/* copy */.C)(url.pathname) };
            const hostname = url.hostname;
            const onMintlify = hostname === 'mintlify.app' || hostname.endsWith('.mintlify.app');
            const href = (0,flat/* copy */.C)(url.href);
            if (onMintlify && !site?.mintlify)
                return { type: 'mintlify', origin: url.origin, url: href };
            return { type: 'external', host: hostname, url: href };
        }
        let decoded;
        const fragment = decodeFragment(url.hash.slice(1));
        try {
            decoded = decodeURIComponent(sitePath);
        }
        catch {
            // Name it as readably as possible: every segment that does decode, decoded.
            const readable = sitePath
                .split('/')
                .map((segment) => check_safeDecode(segment) ?? segment)
                .join('/');
            return { type: 'malformed', target: (0,flat/* copy */.C)(readable) };
        }
        const ignored = ignore !== undefined && ignore(raw, decoded);
        return {
            type: 'internal',
            path: (0,flat/* copy */.C)(decoded),
            fragment: (0,flat/* copy */.C)(fragment),
            resolution: resolvePath(decoded),
            ignored,
        };
    };
    /** Resolves a URL as written against a base URL, memoised by the base's folder and the raw text. */
    const resolve = (raw, base, baseInternal) => {
        if (raw === '')
            return SKIP;
        const scheme = SCHEME.exec(raw);
        if (scheme && !/^https?$/i.test(scheme[1]))
            return SKIP;
        let key;
        const c1 = raw.charCodeAt(1);
        // An absolute path does not depend on the page (with an internal base); '#…' and '?…' depend on the file.
        if (baseInternal && raw[0] === '/' && c1 !== 47 && c1 !== 92)
            key = raw;
        else if (raw[0] === '#' || raw[0] === '?')
            key = `${base}\n${raw}`;
        else
            key = `${base.slice(0, base.lastIndexOf('/') + 1)}\n${raw}`;
        let target = memo.get(key);
        if (target === undefined) {
            let url;
            try {
                url = new URL(raw, base);
            }
            catch {
                url = undefined;
            }
            target = url ? classify(raw, url) : SKIP;
            memo.set((0,flat/* copy */.C)(key), target);
        }
        return target;
    };
    const noteExternal = (hostname, file) => {
        const entry = external.get(hostname);
        if (!entry)
            external.set(hostname, { pages: 1, last: file });
        else if (entry.last !== file) {
            entry.pages++;
            entry.last = file;
        }
    };
    const servedMessage = (target, resolution) => {
        if (s3BaseRoot(target))
            return s3BaseRootMessage(prefix);
        if (resolution.kind === 'redirect')
            return `${target} is served only through a redirect to ${resolution.location} on ${host}.`;
        const auto = (0,hosts/* resolveOnHost */.IP)('auto', target, files);
        if (auto.kind !== 'missing')
            return `${target} is not served on ${host}, although the site has ${auto.file} (see the hosts table).`;
        return `${target} has no page in the site.`;
    };
    /**
     * A link of an export built for the path that already carries it, which the client's `next/link` prefixes again
     * (`/docs/guides/start` to `/docs/docs/guides/start`): how to write it. `''` for any other missing page.
     */
    const twiceFix = (at) => {
        if (!options.builtFor || !prefix || !at.startsWith(`${prefix}/`))
            return '';
        const meant = at.slice(prefix.length);
        if (resolvePath(meant).kind === 'missing')
            return '';
        return (` The export was built for ${prefix}, and its client adds ${prefix} to the links it navigates to ` +
            `(next/link): a link written ${prefix}${meant} leads to ${prefix}${at}. Write it as ${meant} in the source.`);
    };
    /**
     * A link the host serves no file at, which a rule answers (issue 45), with where the rules end on a page or another
     * site: a redirect, as the host's own. Through the 404.html script only a browser running JavaScript follows it.
     */
    const ruleRedirectMessage = (at, answer) => `${at} answers with ${answer.rule} to ${answer.location} on ${host}` +
        (throughScript
            ? ", through the 404.html script: only in a browser that runs JavaScript (other clients get 404.html's 404). " +
                `Link ${answer.last} itself.`
            : '.');
    /** On `s3` below a base path, the site's root: CloudFront's default root object does not reach `/docs/`. */
    const s3BaseRoot = (at) => host === 's3' && prefix !== '' && at === '/' && files.has('index.html');
    /**
     * In the folder layout, `/x` answered with the host's redirect to `/x/` (`x/index.html`) is how that host
     * serves every page of such an export: counted for one note, not a finding per target.
     */
    const slashRedirect = (at, resolution) => {
        if (layout !== 'folders' || resolution.kind !== 'redirect' || resolution.location !== `${at}/`)
            return false;
        if (slashRedirects.size < SLASH_REDIRECT_TARGETS)
            slashRedirects.add((0,flat/* copy */.C)(at));
        return true;
    };
    /** Records what one reference from `file` found. */
    const check = (kind, target, file) => {
        if (target.type === 'skip')
            return;
        references++;
        // Only what the browser fetches: not links, canonical or social tags, connection hints or alternates.
        if (externalAssets && kind === 'asset' && (target.type === 'external' || target.type === 'mintlify'))
            // As the browser requests it, and `bundle` fetches it: without its fragment (`sprite.svg#icon`).
            externalAssets.add(target.url.replace(/#.*$/s, ''), file);
        // A connection hint (`preconnect`, `dns-prefetch`) loads nothing: a host only hinted at is not needed online, as
        // `external-assets: report`, which lists what the site requests, says (issue 44 item 11).
        if (target.type === 'external')
            return kind === 'external' ? undefined : noteExternal(target.host, file);
        if (target.type === 'internal' || target.type === 'outside')
            named.add(target.path);
        else if (target.type === 'malformed')
            named.add(target.target);
        if (target.type === 'mintlify') {
            // A connection hint loads nothing: it fails silently once that host is gone, and the site does not need it.
            if (kind === 'external')
                return;
            if (kind === 'social-image') {
                const message = () => `The social preview image is on ${target.origin}: previews show it only while that host serves it.`;
                return findings.add('warning', 'social-image', target.origin, message, file);
            }
            const message = () => `Links to ${target.origin}, not to the address the site is served at: set site-url to that address (URLs on ` +
                `the export's own origin are rewritten to it), or add ${target.origin}/** to verify-ignore.`;
            return findings.add('error', 'mintlify-app', target.origin, message, file);
        }
        if (target.type === 'outside') {
            if (kind === 'external' || (ignore !== undefined && ignore(target.path, target.path)))
                return;
            const at = target.path;
            const message = () => `${at} is outside the site's path ${prefix}/: served there, it leads off the site` +
                outsideFix(at, prefix, options);
            if (kind === 'canonical')
                return findings.add('warning', 'canonical', at, message, file);
            return findings.add('error', 'outside-base', at, message, file);
        }
        if (target.type === 'malformed') {
            if (kind === 'canonical' || kind === 'external')
                return;
            const message = () => `${target.target} has percent-encoding that does not decode to a file name.`;
            return findings.add('error', kind === 'link' ? 'missing-page' : 'missing-asset', target.target, message, file);
        }
        if (target.ignored || kind === 'external')
            return;
        const { resolution } = target;
        const at = target.path;
        if (kind === 'canonical') {
            if (resolution.kind !== 'direct' && !slashRedirect(at, resolution))
                findings.add('warning', 'canonical', at, () => servedMessage(at, resolution), file);
            return;
        }
        if (resolution.kind === 'missing') {
            // A rule of docs.json may answer where no file does: the link is judged by where the rules send it.
            const answer = kind === 'link' ? ruleAnswer(at) : undefined;
            if (answer?.end === 'page' || answer?.end === 'elsewhere')
                return findings.add('warning', 'redirect', at, () => ruleRedirectMessage(at, answer), file);
            const agent = kind === 'link' || kind === 'alternate' ? agentFile(at, files) : undefined;
            if (agent)
                return findings.add('warning', 'agent-file', agent.target, agent.message, file);
            if (files.has(at.slice(1))) {
                const message = () => unservedMessage(at, host, layout, context);
                return findings.add('error', 'unserved-file', at, message, file);
            }
            if (s3BaseRoot(at))
                return findings.add('error', 'missing-page', `${prefix}/`, () => s3BaseRootMessage(prefix), file);
            const twin = caseTwin(at);
            if (twin !== undefined) {
                const message = () => `${at} does not exist; ${twin} differs only in letter case (hosts other than Windows are case-sensitive).`;
                return findings.add('error', 'case-mismatch', at, message, file);
            }
            if (kind === 'link') {
                const message = () => {
                    const auto = (0,hosts/* resolveOnHost */.IP)('auto', at, files);
                    // A redirect page is no page the link could reach on another host's rules.
                    if (auto.kind === 'missing' || redirectPages.has(auto.file))
                        return `${at}: no such page on ${host}.${twiceFix(at)}${brokenRule(answer)}`;
                    const folder = auto.file === 'index.html' || auto.file.endsWith('/index.html');
                    const hint = host === 's3' && folder ? ': the S3 REST endpoint has no index documents' : '';
                    return (`${at} is not served on ${host}, although the site has ${auto.file}${hint} (see the hosts table).` +
                        brokenRule(answer));
                };
                return findings.add('error', 'missing-page', at, message, file);
            }
            if (kind === 'alternate') {
                const message = () => `${at}: no such file on ${host} (a link rel=alternate).`;
                return findings.add('warning', 'missing-page', at, message, file);
            }
            if (kind === 'social-image')
                return findings.add('error', 'social-image', at, () => `${at}: the social preview image is missing.`, file);
            return findings.add('error', 'missing-asset', at, () => `${at}: no such file.`, file);
        }
        if (kind !== 'link')
            return;
        if (resolution.kind === 'redirect' && !slashRedirect(at, resolution)) {
            findings.add('warning', 'redirect', at, () => `${at} answers with a redirect to ${resolution.location} on ${host}.`, file);
        }
        const fragment = target.fragment;
        if (fragment && fragment.toLowerCase() !== 'top' && resolution.file.endsWith('.html')) {
            let byFragment = pendingFragments.get(resolution.file);
            if (!byFragment)
                pendingFragments.set(resolution.file, (byFragment = new Map()));
            let pages = byFragment.get(fragment);
            if (!pages)
                byFragment.set(fragment, (pages = new Set()));
            pages.add(file);
        }
    };
    /** Files whose payload rows cannot be read (`external-assets: report`): what those rows load is not listed. */
    const unreadableFiles = new Set();
    const unreadable = (file) => void unreadableFiles.add(file);
    /** Lists each off-site URL a file's payload loads (`external-assets: report`). */
    const listed = (file) => (url, use) => {
        if (use !== 'named')
            externalAssets?.add(url, file);
        return undefined;
    };
    const pages = options.files.filter((file) => (0,page_file/* isHtmlPage */.r)(file) && !redirectPages.has(file));
    /** A page's references before its `<base href>` (or its end): the base applies to the whole document. */
    const pendingKinds = [];
    const pendingRaws = [];
    const scanned = options.externalAssets ? undefined : options.scanned;
    /** Each page's inline script text, when `externalAssets` looks for URLs in it once every page has been read. */
    const scripts = new Map();
    /** Checks one page from what `scan` reports of it. */
    /** A file whose RSC payload has rows the reader cannot parse: one finding names them all. */
    const unreadablePayload = (file) => findings.add('warning', 'unreadable-payload', 'RSC payload rows', () => 'React Server Components payload rows that are not valid JSON or nest deeper than ' +
        `${json_offsets/* MAX_JSON_DEPTH */.KX.toLocaleString('en-US')} levels were left as they are: the links and assets they name are ` +
        'not checked, nor rebased by base-path. Check how the export was built.', file);
    const checkPage = (file, scan) => {
        const pageUrl = `${INTERNAL}${prefix}${servedAt(file, resolvePath)}`;
        let base = pageUrl;
        let baseInternal = true;
        let baseSeen = false;
        /** 404.html is served at every missing URL: its URLs are resolved at one too, with its base resolved there. */
        const notFound = file === '404.html';
        let baseAtMissing = missingUrl;
        const ids = new Set();
        const sameScroll = [];
        const handle = (kind, raw) => {
            // 404.html is no page of the docs (not in pageCount, the sitemap or llms.txt): no Markdown copy is made of it.
            if (notFound && kind === 'alternate' && /\.md(?:[?#]|$)/i.test(raw))
                return;
            if (raw[0] === '#' && base === pageUrl) {
                // Same page: no URL parsing; checked once the whole page (every id) has been read.
                const fragment = decodeFragment(raw.slice(1));
                if (fragment === '' || fragment.toLowerCase() === 'top' || kind !== 'link')
                    return;
                references++;
                sameScroll.push(fragment);
                return;
            }
            const target = resolve(raw, base, baseInternal);
            check(kind, target, file);
            if (notFound && target.type === 'internal' && raw[0] !== '#' && raw[0] !== '?') {
                const there = resolve(raw, baseAtMissing, true);
                if (there.type === 'internal' && there.path !== target.path) {
                    const message = () => `404.html is served at every missing URL, where ${raw} is relative to that URL: at ` +
                        `${MISSING_PATH} it loads ${there.path}, not ${target.path}. Make it root-absolute (${target.path}).`;
                    findings.add('error', 'relative-404', (0,flat/* copy */.C)(raw), message, file);
                }
            }
        };
        const flush = () => {
            for (let i = 0; i < pendingKinds.length; i++)
                handle(pendingKinds[i], pendingRaws[i]);
            pendingKinds.length = 0;
            pendingRaws.length = 0;
        };
        const pend = (kind, raw) => {
            if (baseSeen)
                return handle(kind, raw);
            pendingKinds.push(kind);
            pendingRaws.push(raw);
        };
        scan({
            ref: (kind, raw) => followed(kind, raw, file, pend),
            anchor: (name) => {
                ids.add(name);
            },
            unreadable: () => unreadablePayload(file),
            ...(externalAssets && {
                // What the payload loads, as the bundler reads it: a page reached by client navigation renders from it.
                payload: (payload) => void (0,rsc/* rscStreamEdits */.Mf)(payload, (0,rules/* payloadRule */.t5)(file, listed(file), unreadable)),
                script: (text) => {
                    if (!text.includes('http'))
                        return;
                    let list = scripts.get(file);
                    if (!list)
                        scripts.set(file, (list = []));
                    list.push(text);
                },
            }),
            base: (href) => {
                baseSeen = true;
                try {
                    const url = new URL(href, pageUrl);
                    const sitePath = sitePathOf(url);
                    baseInternal = sitePath !== undefined;
                    // Resolved where the page is served (under the base path), as the browser resolves it (issue 29 item 6).
                    base = (0,flat/* copy */.C)(baseInternal ? `${INTERNAL}${prefix}${sitePath}` : url.href);
                    if (notFound)
                        baseAtMissing = new URL(href, missingUrl).href;
                }
                catch {
                    // An unparsable base is ignored by browsers too.
                }
                flush();
            },
        });
        flush();
        for (const fragment of sameScroll) {
            if (!ids.has(fragment)) {
                const target = `/${file}#${fragment}`;
                findings.add('warning', 'missing-fragment', (0,flat/* copy */.C)(target), () => `${file} has no element with id or name "${fragment}".`, file);
            }
        }
        // Kept for links from other pages as one string, not a set of strings: a fraction of the memory.
        if (ids.size > 0)
            anchors.set(file, (0,flat/* copy */.C)(`${ANCHOR_SEPARATOR}${[...ids].join(ANCHOR_SEPARATOR)}${ANCHOR_SEPARATOR}`));
    };
    // In the list's order (the notes' examples are the first found); a page scanned as it was unpacked is not read.
    await forEachFile(options.root, pages, turns, (file, content) => checkPage(file, (sink) => (0,html/* scanHtml */.LR)(content, sink)), scanned &&
        ((file) => {
            const key = `${scanned.prefix}${file}`;
            if (!scanned.scans.has(key))
                return false;
            checkPage(file, (sink) => scanned.scans.replay(key, sink));
            return true;
        }));
    // The payloads client navigation fetches (`<page>.txt`, issue 37 item 5): what each makes the client follow, read
    // as the page's inline payload is, at the page's URL, and named with the `.txt` file.
    const payloads = options.files.filter(rsc_start/* mayBeRscPayload */.n);
    const fromPayload = (file, pageUrl) => (kind, raw) => check(kind, resolve(raw, pageUrl, true), file);
    await forEachFile(options.root, payloads, turns, (file, content) => {
        const text = (0,rsc/* payloadText */.Ai)(content);
        if (!rsc_start/* RSC_START */.w.test(text))
            return;
        const page = `${file.slice(0, -'.txt'.length)}.html`;
        const pageUrl = `${INTERNAL}${prefix}${files.has(page) ? servedAt(page, resolvePath) : `/${encodePath(file)}`}`;
        const add = fromPayload(file, pageUrl);
        (0,html/* payloadRefs */.xl)(text, {
            ref: (kind, raw) => followed(kind, raw, file, add),
            unreadable: () => unreadablePayload(file),
        });
    });
    for (const [file, byFragment] of pendingFragments) {
        const ids = anchors.get(file) ?? '';
        for (const [fragment, from] of byFragment) {
            // Ids never hold the separator (scanHtml replaces U+0000 as the HTML parser does): no match across ids.
            const found = !fragment.includes(ANCHOR_SEPARATOR) && ids.includes(`${ANCHOR_SEPARATOR}${fragment}${ANCHOR_SEPARATOR}`);
            if (found)
                continue;
            const target = `/${file}#${fragment}`;
            for (const page of from) {
                findings.add('warning', 'missing-fragment', target, () => `${file} has no element with id or name "${fragment}".`, page);
            }
        }
    }
    const stylesheets = options.files.filter((f) => f.endsWith('.css'));
    await forEachFile(options.root, stylesheets, turns, (file, content) => {
        const url = `${INTERNAL}${prefix}/${encodePath(file)}`;
        // In its own encoding (BOM, @charset), as browsers and the bundler (`external/bundle.ts`) read it.
        for (const raw of (0,css/* cssUrls */.Q)(new TextDecoder((0,charset/* stylesheetEncoding */.yc)(content)).decode(content))) {
            const target = resolve(raw, url, true);
            if (target.type === 'internal' && target.resolution.kind === 'missing' && !target.ignored) {
                references++;
                named.add(target.path);
                const at = target.path;
                findings.add('error', 'missing-css-url', at, () => `${at}: no such file (from a stylesheet).`, file);
            }
            else
                check('asset', target, file);
        }
    });
    if (externalAssets) {
        // The `.txt` payloads (what client navigation fetches) load what their elements name, as the bundler reads them.
        await forEachFile(options.root, payloads, turns, (file, content) => {
            if (rsc_start/* RSC_START */.w.test(content.toString('latin1', 0, 64)))
                (0,rsc/* rscFileEdits */.EI)(content, (0,rules/* payloadRule */.t5)(file, listed(file), unreadable));
        });
        // Inline scripts name the URLs the site loads (KaTeX's preload switch): each found where it is named, once every
        // loaded URL is known.
        const known = (url) => externalAssets.has(url);
        for (const [file, texts] of scripts)
            for (const text of texts)
                for (const url of (0,literals/* namedUrls */.k)(text, known))
                    externalAssets.add(url, file);
        scripts.clear();
    }
    await checkSitemaps(options.root, files, {
        site,
        add: (severity, target, message, from) => findings.add(severity, severity === 'error' ? 'mintlify-app' : 'sitemap', target, () => message, from),
        ignore,
        resolve: resolvePath,
        served: servedMessage,
        slashRedirect,
    });
    const notes = [];
    if (slashRedirects.size > 0) {
        const examples = [...slashRedirects].slice(0, 3).join(', ');
        notes.push(`Folder layout on ${host}: page URLs without a trailing slash (${examples}) answer with the host's redirect ` +
            'to the same URL with a slash, as this host serves every x/index.html: not counted as findings.');
    }
    checkDeployability(files, host, pages, findings);
    checkServedFiles(files, host, layout, context, findings);
    const counted = pages.filter((f) => f !== '404.html').length;
    if (options.pageCount === undefined) {
        notes.push('No page count to check against (the job gave none, or the export is local): the page count check was skipped.');
    }
    else if (counted < options.pageCount) {
        const message = () => `The site has ${counted} HTML pages (404.html not counted); the job exported ${options.pageCount}.`;
        findings.add('error', 'page-count', `${counted} of ${options.pageCount} pages`, message);
    }
    else if (counted > options.pageCount) {
        const message = () => `The site has ${counted} HTML pages (404.html not counted), more than the job's pageCount ${options.pageCount}.`;
        findings.add('warning', 'page-count', `${counted} of ${options.pageCount} pages`, message);
    }
    if (options.redirects) {
        // Redirect pages are no pages a wildcard destination could land on.
        const below = (sitePrefix) => {
            const inside = check_safeDecode(sitePrefix.slice(prefix.length)) ?? sitePrefix.slice(prefix.length);
            return (sitePrefix.startsWith(`${prefix}/`) &&
                options.files.some((file) => `/${file}`.startsWith(inside) && !redirectPages.has(file)));
        };
        for (const finding of redirectFindings(options.redirects, fileAt, below, host))
            findings.add(finding.severity, finding.kind, finding.target, () => finding.message);
    }
    const sorted = findings.sorted();
    return summarise(sorted, {
        host,
        layout,
        pages: pages.length,
        references,
        targets: named.size,
        externalHosts: [...external]
            .map(([name, entry]) => ({ host: name, pages: entry.pages }))
            .sort((a, b) => b.pages - a.pages || a.host.localeCompare(b.host)),
        notes,
        ...(externalAssets && { externalAssets: externalAssets.list() }),
        ...(unreadableFiles.size > 0 && { externalAssetsUnreadable: [...unreadableFiles] }),
        durationMs: now() - started,
    });
}
/**
 * What to do about a URL outside the site's path (`at`, decoded), by how the export came to be served under it: the
 * rebase did not reach it; the export was built for the path and its pages wrote this URL outside it (Next's
 * `basePath` adds the path to the router's links only); or nothing set the path (`base-path` would).
 */
function outsideFix(at, prefix, how) {
    const elsewhere = 'if it names a page of the rest of the origin, not of this site, add it to verify-ignore.';
    if (how.builtFor === 'next')
        return (`. The export was built with Next's basePath ${prefix}, which Next adds to the links its router follows and ` +
            'to its own assets, not to a URL written out in full (a plain <a href> or <img src>, metadata, a CSS url()): ' +
            `write it as ${prefix}${at} in the source, or make it relative; ${elsewhere}`);
    if (how.builtFor === 'mintlify')
        return (`. The export was built for ${prefix} (Mintlify's base-path script says so) and is published as it is, not ` +
            `rebased: the page names this URL outside that path. Fix the link in the docs' source (under ${prefix}/, or ` +
            `relative); ${elsewhere}`);
    if (how.rebased)
        return ' (the rebase does not reach it: make it relative or put it under the path).';
    return '; set base-path?';
}
/**
 * What a missing page's finding adds when a rule answers the link (issue 45) but the rules end on no page: the rule,
 * which has its own finding for that; `''` when no rule answers.
 */
function brokenRule(answer) {
    if (!answer)
        return '';
    const end = answer.end === 'loop' ? 'comes back round a loop' : `ends at ${answer.last}, which is no page the site serves`;
    return ` ${answer.rule} answers it with ${answer.location}, where following the rules ${end}.`;
}
/** How many characters of a link built at run time its finding names (the rest is cut, with an ellipsis). */
const MAX_EXPRESSION = 200;
/** Targets the folder layout's redirect note keeps as examples. */
const SLASH_REDIRECT_TARGETS = 3;
/**
 * The URL path a page is read at, which its relative URLs resolve against as a browser's do: a folder's
 * `x/index.html` is at `/x` when the host serves `/x` itself (a link `/x` stays `/x` in the address bar), else at
 * `/x/` (served there, or reached through the host's redirect, or, on hosts with no index documents, at
 * `/x/index.html`, which resolves relative URLs alike); any other file at its own path.
 */
function servedAt(file, resolve) {
    if (file === 'index.html' || !file.endsWith('/index.html'))
        return `/${encodePath(file)}`;
    const stem = file.slice(0, -'/index.html'.length);
    const atStem = resolve(`/${stem}`);
    if (atStem.kind === 'direct' && atStem.file === file)
        return `/${encodePath(stem)}`;
    return `/${encodePath(stem)}/`;
}
/** The error for a link to the site's root on `s3` below a base path, with the two ways out. */
function s3BaseRootMessage(prefix) {
    return (`${prefix} and ${prefix}/ are not served on s3: CloudFront's default root object answers the origin's / ` +
        `only, and the S3 REST endpoint has no index documents. Use host: cloudfront with its viewer-request ` +
        `function (recipes/cloudfront), or link ${prefix}/index.html.`);
}
/**
 * Why `host` does not serve a file of the site at its own URL (`at`, decoded): on `cloudfront`, the function took the
 * URL for a page's (the shipped functions know the site's names only by their shape). The only host that does so.
 */
function unservedMessage(at, host, layout, context) {
    const answer = host === 'cloudfront' ? (0,hosts/* cloudfrontRequest */.gU)(at, layout, context.cloudfront) : undefined;
    const rewritten = answer && 'uri' in answer && answer.uri !== at ? `, which it rewrites to ${answer.uri} as a page` : '';
    const fix = context.cloudfront
        ? 'a page of the site has the same URL: rename one of them'
        : 'write the function for this site with cloudfront-function (docs/hosts/s3-cloudfront.md)';
    return `${at} is in the site, but ${host} does not serve it at its URL${rewritten}: ${fix}.`;
}
/** Files the site check lists by name in the finding for files the host does not serve. */
const UNSERVED_EXAMPLES = 3;
/**
 * Every file of the site must be served at its own URL (platform facts "Real pages": captions, PDFs and Pagefind's
 * files, which JavaScript fetches and no page references): one finding for those the host leaves out.
 */
function checkServedFiles(files, host, layout, context, findings) {
    const unserved = [];
    for (const file of files) {
        const resolution = (0,hosts/* resolveOnHost */.IP)(host, `/${file}`, files, layout, context);
        if (resolution.kind === 'missing' || resolution.file !== file)
            unserved.push(file);
    }
    if (unserved.length === 0)
        return;
    unserved.sort();
    const first = `/${unserved[0]}`;
    const examples = unserved.slice(0, UNSERVED_EXAMPLES).join(', ');
    findings.add('error', 'unserved-file', `${unserved.length} file${unserved.length === 1 ? '' : 's'} not served`, () => `${unserved.length} files of the site are not served at their own URL on ${host} (${examples}): ` +
        unservedMessage(first, host, layout, context));
}
/** Agent files by name: what the hosted site serves at the site's root (platform facts "Real pages"). */
const AGENT_INDEXES = new Set(['llms.txt', 'llms-full.txt']);
/**
 * The aggregated finding for a missing agent file, or undefined when `at` is not one: `llms.txt` and
 * `llms-full.txt` by name, and a page's Markdown copy (`/<page>.md` where the site has `<page>.html` or
 * `<page>/index.html`, in either export layout), all of which are one finding, since every page links its own.
 */
function agentFile(at, files) {
    const name = at.slice(at.lastIndexOf('/') + 1);
    if (AGENT_INDEXES.has(name))
        return {
            target: at,
            message: () => `${at} is not in the export: the hosted site serves it as the docs' index for AI agents, ` +
                'so agents that follow the link here get a 404.',
        };
    const page = at.slice(1, -'.md'.length);
    const isPage = files.has(`${page}.html`) || files.has(`${page}/index.html`) || (page === 'index' && files.has('index.html'));
    if (!at.endsWith('.md') || !isPage)
        return undefined;
    return {
        target: 'Markdown copies of pages (/<page>.md)',
        message: () => `Pages link a Markdown copy of themselves (e.g. ${at}) that the export does not have: the hosted site ` +
            'serves one for every page, for AI agents.',
    };
}
/** Counts and the overall result from the sorted findings. */
function summarise(findings, rest) {
    const errors = findings.filter((f) => f.severity === 'error');
    const brokenLinks = errors.reduce((sum, f) => sum + Math.max(1, f.pages), 0);
    let result = 'passed';
    if (errors.length > 0)
        result = 'failed';
    else if (findings.length > 0)
        result = 'warnings';
    return { ...rest, findings, brokenLinks, brokenTargets: errors.length, result };
}
/** `sitemap.xml`'s `<loc>`s (and those of the sitemaps a sitemap index names) against the host. */
async function checkSitemaps(root, files, ports) {
    if (!files.has('sitemap.xml'))
        return;
    const queue = ['sitemap.xml'];
    const seen = new Set(queue);
    while (queue.length > 0) {
        const file = queue.shift();
        const { index, locs } = (0,sitemap/* sitemapLocs */.J)(await external_node_fs_default().promises.readFile(external_node_path_default().join(root, file), 'utf8'));
        for (const loc of locs) {
            let url;
            try {
                url = new URL(loc);
            }
            catch {
                ports.add('warning', loc, `${loc} is not an absolute URL.`, file);
                continue;
            }
            const onMintlify = url.hostname === 'mintlify.app' || url.hostname.endsWith('.mintlify.app');
            if (onMintlify && !ports.site?.mintlify) {
                ports.add('error', url.origin, `Links to ${url.origin}, not to the site's own address (site-url).`, file);
                continue;
            }
            const sitePath = sitePathFor(url, ports.site);
            if (sitePath === undefined) {
                ports.add('warning', url.origin, `${url.origin} is not the site's address (site-url): search engines ignore such entries.`, file);
                continue;
            }
            const decoded = check_safeDecode(sitePath);
            if (decoded === undefined || ports.ignore?.(loc, decoded))
                continue;
            if (index) {
                const child = decoded.slice(1);
                if (files.has(child)) {
                    if (!seen.has(child)) {
                        queue.push(child);
                        seen.add(child);
                    }
                }
                else
                    ports.add('warning', decoded, `${decoded}: the sitemap index names a sitemap that is not in the site.`, file);
                continue;
            }
            const resolution = ports.resolve(decoded);
            if (resolution.kind !== 'direct' && !ports.slashRedirect(decoded, resolution))
                ports.add('warning', decoded, ports.served(decoded, resolution), file);
        }
    }
}
/** Root `index.html`, `404.html`, `.nojekyll` for GitHub Pages, and RSC payloads for every page or none. */
function checkDeployability(files, host, pages, findings) {
    if (!files.has('index.html')) {
        findings.add('error', 'deploy', '/index.html', () => 'The site has no root index.html: its home page answers 404.');
    }
    if (!files.has('404.html')) {
        findings.add('warning', 'deploy', '/404.html', () => "The site has no 404.html: missing pages show the host's bare error page.");
    }
    if (host === 'github-pages' && !files.has('.nojekyll') && [...files].some((f) => f.startsWith('_next/'))) {
        findings.add('warning', 'deploy', '/.nojekyll', () => 'GitHub Pages runs Jekyll, which drops folders starting with _ such as _next/, unless .nojekyll exists.');
    }
    const content = pages.filter((f) => f !== '404.html' && f.endsWith('.html'));
    const withoutPayload = content.filter((f) => !files.has(`${f.slice(0, -'.html'.length)}.txt`));
    if (withoutPayload.length > 0 && withoutPayload.length < content.length) {
        const examples = withoutPayload.slice(0, 3).join(', ');
        findings.add('warning', 'deploy', 'RSC payloads (.txt)', () => `${withoutPayload.length} of ${content.length} pages have no React Server Component .txt beside them ` +
            `(${examples}): client navigation to them reloads.`);
    }
}
/**
 * @param basePath the site's path under the origin (`/docs` or `''`): the input `base-path`, which agrees with
 *   `site-url`'s path when that has one (`src/inputs.ts`), else `site-url`'s path
 */
function parseSiteUrl(text, basePath) {
    if (!text)
        return undefined;
    const url = new URL(text);
    return { hostname: url.hostname, prefix: `${basePath}/`, mintlify: url.hostname.endsWith('.mintlify.app') };
}
/** The path under `prefix` (ending with `/`) as a site path starting with `/`, or undefined outside it. */
function underPrefix(pathname, prefix) {
    if (prefix === '/')
        return pathname;
    if (pathname === prefix.slice(0, -1))
        return '/';
    return pathname.startsWith(prefix) ? pathname.slice(prefix.length - 1) : undefined;
}
/** The site path of an absolute URL on the site, or, with no site-url, of any http(s) URL. */
function sitePathFor(url, site) {
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
        return undefined;
    if (!site)
        return url.pathname;
    if (url.hostname !== site.hostname)
        return undefined;
    return underPrefix(url.pathname, site.prefix);
}
/**
 * A URL fragment as browsers look it up (HTML "the indicated part of the document"): percent-decoded as bytes,
 * where `%` not followed by two hex digits stays as it is, then UTF-8 decoded with U+FFFD for invalid bytes.
 */
function decodeFragment(fragment) {
    if (!fragment.includes('%'))
        return fragment;
    const bytes = Buffer.from(fragment, 'utf8');
    const out = Buffer.allocUnsafe(bytes.length);
    let length = 0;
    for (let i = 0; i < bytes.length; i++) {
        const hex = bytes[i] === 37 && i + 2 < bytes.length ? bytes.toString('latin1', i + 1, i + 3) : '';
        if (/^[0-9a-fA-F]{2}$/.test(hex)) {
            out[length++] = parseInt(hex, 16);
            i += 2;
        }
        else
            out[length++] = bytes[i];
    }
    return out.toString('utf8', 0, length);
}
function check_safeDecode(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return undefined;
    }
}
/** A site-relative file path as a URL path: each segment percent-encoded as a browser would request it. */
function encodePath(file) {
    return file.split('/').map(encodeURIComponent).join('/');
}
/**
 * Reads the files one after another into one reused buffer: `content` is valid only during `each`.
 * Synchronous reads, because nothing else runs meanwhile and a promise-based read of each small file
 * costs more than the read itself; one buffer, because a fresh Buffer per page is memory outside the
 * V8 heap that V8 collects only lazily, which would add tens of MB to the peak. Between files, `turns` lets a
 * signal handler run now and then.
 */
async function forEachFile(root, list, turns, each, already) {
    let buffer = Buffer.allocUnsafe(1 << 20);
    for (const file of list) {
        await turns.pause();
        if (already?.(file))
            continue;
        const fd = external_node_fs_default().openSync(external_node_path_default().join(root, file), 'r');
        let length = 0;
        try {
            const size = external_node_fs_default().fstatSync(fd).size;
            if (size > buffer.length)
                buffer = Buffer.allocUnsafe(size);
            for (let read = -1; read !== 0 && length < size; length += read)
                read = external_node_fs_default().readSync(fd, buffer, length, size - length, length);
        }
        finally {
            external_node_fs_default().closeSync(fd);
        }
        each(file, buffer.subarray(0, length));
    }
}

;// CONCATENATED MODULE: ./src/verify/ignore.ts
/** Compiles one glob into an anchored regular expression. */
function globToRegExp(glob) {
    let source = '';
    for (let i = 0; i < glob.length; i++) {
        const c = glob[i];
        if (c === '*' && glob[i + 1] === '*') {
            source += '.*';
            i++;
        }
        else if (c === '*') {
            source += '[^/]*';
        }
        else {
            source += c.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
        }
    }
    return new RegExp(`^${source}$`);
}
/**
 * A matcher for the patterns, tried against the URL as written in the page and against the path it
 * resolves to from the site root (`/guides/x.html`, also tried without its leading `/`).
 * @returns undefined when there are no patterns, so callers skip the test entirely
 */
function ignoreMatcher(patterns) {
    if (patterns.length === 0)
        return undefined;
    const res = patterns.map(globToRegExp);
    const test = (text) => res.some((re) => re.test(text));
    return (written, sitePath) => test(written) || (sitePath !== undefined && (test(sitePath) || test(sitePath.slice(1))));
}

// EXTERNAL MODULE: ./src/verify/report.ts
var verify_report = __webpack_require__(5271);
// EXTERNAL MODULE: ./src/verify/failed.ts
var failed = __webpack_require__(4136);
;// CONCATENATED MODULE: ./src/verify/step.ts












/**
 * Checks the unpacked site (issue 13), logs the table, sets the outputs `verifyResult`, `brokenLinks`,
 * `brokenTargets`, `verifiedPages`, writes `verify-report` (whether it passes or not) and annotates.
 * @param files the unpacker's list, relative to `siteRoot`
 * @param pageCount the job's `pageCount` (spec §3.2), if it gave one
 * @param scanned pages scanned as they were unpacked (`PageScans`), not read again
 * @param externalAssets list every off-site URL the site requests (`external-assets: report`) in the log, the summary
 * and the report's `externalAssets`
 * @throws VerificationError when `verify-fail-on` says the findings fail the step
 */
async function verifySite(siteRoot, files, pageCount, inputs, ports, scanned, externalAssets = false) {
    const report = await checkSite({
        root: siteRoot,
        files,
        host: inputs.host,
        siteUrl: inputs.siteUrl,
        basePath: inputs.basePath,
        rebased: inputs.rebased,
        builtFor: inputs.builtFor,
        cloudfrontFunction: inputs.cloudfrontFunction,
        ignore: ignoreMatcher(inputs.ignore),
        pageCount,
        now: () => ports.clock.now(),
        signal: ports.signal,
        scanned,
        externalAssets,
        redirects: inputs.redirects,
    });
    for (const line of (0,verify_report/* verifyLog */.IO)(report))
        ports.log.info(line);
    if (report.externalAssetsUnreadable)
        ports.log.warning((0,rules/* unreadablePayloads */.TN)(report.externalAssetsUnreadable, 'not listed: the site may load more'));
    ports.output('verifyResult', report.result);
    ports.output('brokenLinks', String(report.brokenLinks));
    ports.output('brokenTargets', String(report.brokenTargets));
    ports.output('verifiedPages', String(report.pages));
    if (inputs.reportPath) {
        await external_node_fs_default().promises.mkdir(external_node_path_default().dirname(inputs.reportPath), { recursive: true });
        await (0,atomic/* writeFileAtomic */.Z)(inputs.reportPath, (0,verify_report/* reportJson */.Ep)(report));
        ports.log.info(`Wrote ${report.findings.length} findings to ${inputs.reportPath}.`);
    }
    const fails = (inputs.failOn === 'broken' && report.result === 'failed') ||
        (inputs.failOn === 'warnings' && report.result !== 'passed');
    // The step's own failure is one more error annotation: keep the total within what GitHub shows.
    const annotations = (0,verify_report/* annotationsFor */.gX)(report, fails ? verify_report/* ANNOTATIONS_PER_LEVEL */.eA - 1 : verify_report/* ANNOTATIONS_PER_LEVEL */.eA);
    if (ports.annotate)
        annotations.forEach(ports.annotate);
    if (fails)
        throw new failed/* VerificationError */.mk(report, inputs, inputs.reportPath);
    ports.log.info(`Verified ${report.pages} pages on host ${inputs.host} in ${(0,format/* formatDuration */.a)(report.durationMs)}: ${report.result}.`);
    return report;
}
/**
 * `external-assets: report` with `verify: off` (issue 44 item 7): the verification's scan run for the listing alone.
 * Logs every off-site URL the site requests, as `verifySite` does; its findings are dropped, and no output, report
 * file or annotation is made of them.
 * @param files the site's files, relative to `siteRoot`
 * @returns the off-site URLs, each with the files that load it
 * @throws file system errors reading the site; the signal's reason once it is aborted
 */
async function listExternalAssets(siteRoot, files, inputs, ports) {
    const report = await checkSite({
        root: siteRoot,
        files,
        host: inputs.host,
        siteUrl: inputs.siteUrl,
        basePath: inputs.basePath,
        rebased: inputs.rebased,
        builtFor: inputs.builtFor,
        cloudfrontFunction: inputs.cloudfrontFunction,
        ignore: undefined,
        pageCount: undefined,
        now: () => ports.clock.now(),
        signal: ports.signal,
        externalAssets: true,
    });
    const assets = report.externalAssets ?? [];
    for (const line of (0,external_assets/* externalAssetsLog */.dJ)(assets))
        ports.log.info((0,redact/* visible */.RK)(line));
    if (report.externalAssetsUnreadable)
        ports.log.warning((0,rules/* unreadablePayloads */.TN)(report.externalAssetsUnreadable, 'not listed: the site may load more'));
    return assets;
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

//# sourceMappingURL=92.index.js.map