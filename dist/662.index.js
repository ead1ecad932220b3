export const id = 662;
export const ids = [662];
export const modules = {

/***/ 2662:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  functionRedirects: () => (/* binding */ functionRedirects),
  publishRedirects: () => (/* binding */ publishRedirects),
  publishedRules: () => (/* binding */ publishedRules)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
var external_node_fs_default = /*#__PURE__*/__webpack_require__.n(external_node_fs_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/common/errors.ts
var errors = __webpack_require__(1922);
// EXTERNAL MODULE: ./src/site/redirects/rules.ts
var redirects_rules = __webpack_require__(2678);
;// CONCATENATED MODULE: ./src/site/redirects/host-files.ts
/**
 * The redirects in the form a host reads itself (issue 45 "Each host in its own form"): `_redirects` for Netlify and
 * Cloudflare Pages, `vercel.json` `redirects` for Vercel. Pure: each returns the text and which rules it expresses;
 * the rest fall back to redirect pages and the `404.html` script (`pages.ts`).
 */


/** The step fails: the rules do not fit a host's documented limits. */
const RedirectLimitError = (0,errors/* titledError */.X2)('Too many redirects for the host', 'RedirectLimitError');
/** Cloudflare Pages' limits on `_redirects` (platform facts, "Redirects"). */
const CLOUDFLARE_LIMITS = { static: 2000, dynamic: 100, characters: 1000 };
/**
 * A rule in `_redirects` syntax (platform facts, "Redirects": splat `*` → `:splat`, placeholders `:name`): `:param` as
 * a placeholder when it is a whole segment, a last `:param*` as a splat (`/beta/*` → `/v2/:splat`), a partial
 * wildcard as a splat where the host reads one inside a segment (`partialSplat`). A rule whose `:param*` may match no
 * segment gets a line of its own first for that case, as `_redirects` sends `/beta` to `/v2/` where Mintlify sends
 * it to `/v2`.
 * @returns the `[from, to]` pairs in order, or why the syntax cannot say it
 */
function splatLines(rule, partialSplat) {
    const pieces = rule.matcher.pieces;
    let from = '';
    let rest;
    for (const [i, piece] of pieces.entries()) {
        const next = pieces[i + 1];
        if (piece.kind === 'text')
            from += (0,redirects_rules/* encodePathText */.hL)(piece.text);
        else if (piece.kind === 'param') {
            const whole = from.endsWith('/') && (next === undefined || (next.kind === 'text' && next.text.startsWith('/')));
            if (!whole)
                return `:${piece.name} is only part of a segment, and _redirects placeholders are whole segments`;
            from += `:${piece.name}`;
        }
        else if (piece.kind === 'rest') {
            rest = piece.name;
            from = `${from.replace(/\/$/, '')}/*`;
        }
        else {
            if (!partialSplat && !from.endsWith('/'))
                return 'a wildcard inside a segment is not documented for this host’s _redirects';
            from += '*';
        }
    }
    // Both hosts document one splat a rule; a second would be read as text or refused.
    if (from.split('*').length > 2)
        return '_redirects allows one * (splat) a rule, and this source needs two';
    const destination = rule.destination;
    // The host fills :splat and placeholders with the path as sent, unencoded: /docs//evil.example under /docs/* →
    // /:splat would send browsers to //evil.example, another host. The 404.html script encodes the value instead.
    if (/^\/:[A-Za-z_]/.test(destination))
        return ('its destination starts with a param at the site’s root, which the host would fill with //host from a URL ' +
            'such as /docs//evil.example, another site: the 404.html script answers it instead');
    if (/(?<!\/):[A-Za-z_]/.test(destination.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '')))
        return 'its destination puts a param inside a segment, which _redirects does not substitute';
    if (rest === undefined)
        return [[from, destination]];
    // The destination may name the rest with or without its star (`/v2/:slug`), as Mintlify fills either.
    const named = `:${rest}\\*?(?![A-Za-z0-9_])`;
    const to = destination.replace(new RegExp(named, 'g'), ':splat');
    const bare = from.slice(0, -'/*'.length) || '/';
    const empty = destination.replace(new RegExp(`/?${named}`, 'g'), '') || '/';
    return [
        [bare, empty],
        [from, to],
    ];
}
/**
 * `_redirects` for Netlify: every status written out (a line without one is a 301), and every rule forced (`!`), as
 * Netlify applies a rule over an existing file only then (issue 45): the rule wins over a page at its source, as on
 * hosted Mintlify, and no redirect page is needed for it.
 * @param existing the export's own `_redirects`, kept after ours (the first rule that matches wins)
 */
function netlifyRedirects(rules, existing = '') {
    return redirectsFile(rules, existing, (status) => `${status}!`, true);
}
/**
 * `_redirects` for Cloudflare Pages: every status written out (a line without one is a 302), within the documented
 * limits (2,000 static and 100 dynamic rules, 1,000 characters a line: platform facts, "Redirects").
 * @throws RedirectLimitError naming the limit, the count and the way out
 */
function cloudflareRedirects(rules, existing = '') {
    // A splat inside a segment too: Cloudflare documents "a single splat" anywhere in the source, and its engine
    // (workers-shared rules-engine, run by `wrangler pages dev`) reads every `*` as `(?<splat>.*)`.
    const result = redirectsFile(rules, existing, (status) => String(status), true);
    const lines = result.text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
    const dynamic = lines.filter((line) => /[*:]/.test(line.split(/\s+/)[0])).length;
    const long = lines.find((line) => line.length > CLOUDFLARE_LIMITS.characters);
    const way = 'Shorten the list in docs.json (a :slug* rule can replace many exact ones), or publish to a host without the ' +
        'limit (redirect pages work on every host).';
    if (lines.length - dynamic > CLOUDFLARE_LIMITS.static)
        throw new RedirectLimitError(`_redirects would have ${lines.length - dynamic} static rules; Cloudflare Pages allows ` +
            `${CLOUDFLARE_LIMITS.static}.`, way);
    if (dynamic > CLOUDFLARE_LIMITS.dynamic)
        throw new RedirectLimitError(`_redirects would have ${dynamic} dynamic rules (with * or :placeholders); Cloudflare Pages allows ` +
            `${CLOUDFLARE_LIMITS.dynamic}.`, way);
    if (long)
        throw new RedirectLimitError(`A _redirects rule is ${long.length} characters long (${long.slice(0, 80)}…); Cloudflare Pages allows ` +
            `${CLOUDFLARE_LIMITS.characters}.`, 'Shorten that rule in docs.json.');
    return result;
}
function redirectsFile(rules, existing, status, partialSplat) {
    const expressed = new Set();
    const fallback = [];
    const lines = ['# Redirects of docs.json, written by the Mintlify static export action; first match wins.'];
    for (const rule of rules) {
        const pairs = splatLines(rule, partialSplat);
        if (typeof pairs === 'string') {
            fallback.push({ rule, reason: pairs });
            continue;
        }
        expressed.add(rule);
        for (const [from, to] of pairs)
            lines.push(`${from}  ${to}  ${status(rule.status)}`);
    }
    const kept = existing.trim() ? ['', "# The export's own _redirects:", existing.replace(/\n*$/, '')] : [];
    return { text: `${[...lines, ...kept].join('\n')}\n`, expressed, fallback };
}
/**
 * `vercel.json` with the rules as Vercel's `redirects` (platform facts, "Redirects": the same `source`,
 * `destination` and `permanent` as Mintlify's), a partial wildcard as a regex param (`/x-:wildcard(.*)`), the
 * export's own `vercel.json` kept with its redirects after ours.
 * @param existing the export's own `vercel.json`, or undefined
 * @throws SyntaxError when the export's `vercel.json` is not JSON
 */
function vercelConfig(rules, existing) {
    const config = existing === undefined ? {} : JSON.parse(existing);
    const own = Array.isArray(config.redirects) ? config.redirects : [];
    const redirects = rules.map((rule) => ({
        source: rule.matcher.pieces
            .map((piece) => {
            // path-to-regexp reads ( ) { } + ? * : as syntax (/a+b threw, /foo(1) matched /foo1): escaped, they are text.
            if (piece.kind === 'text')
                return (0,redirects_rules/* encodePathText */.hL)(piece.text).replace(/[()[\]{}+?*:\\]/g, '\\$&');
            if (piece.kind === 'param')
                return `:${piece.name}`;
            if (piece.kind === 'rest')
                return `:${piece.name}*`;
            return ':wildcard(.*)';
        })
            .join(''),
        destination: rule.destination,
        permanent: rule.status === 308,
    }));
    const text = `${JSON.stringify({ ...config, redirects: [...redirects, ...own] }, null, 2)}\n`;
    return { text, expressed: new Set(rules), fallback: [] };
}

// EXTERNAL MODULE: ./src/site/redirects/pages.ts
var redirects_pages = __webpack_require__(1233);
;// CONCATENATED MODULE: ./src/site/redirects/publish.ts
/**
 * Publishes the config's redirects into the staged site (issue 45), in each host's own form, after the site stage and
 * the agent files (so redirect pages are in no index, `llms.txt` or sitemap) and before verification and the change
 * list (so they are checked and listed).
 */





/** The file each host reads its redirects from, and how it is written. */
const HOST_FILES = {
    netlify: { name: '_redirects', write: netlifyRedirects },
    'cloudflare-pages': { name: '_redirects', write: cloudflareRedirects },
    vercel: { name: 'vercel.json', write: vercelConfig },
};
/**
 * The rules under the base path and on the served address ({@link publishRule}).
 * @param domain input `domain`, for the export's own origin
 */
function publishedRules(config, basePath, domain, siteUrl) {
    const exportOrigins = domain ? [`https://${domain.toLowerCase()}`, `http://${domain.toLowerCase()}`] : [];
    const servedOrigin = siteUrl ? new URL(siteUrl).origin : undefined;
    return config.rules.map((rule) => (0,redirects_rules/* publishRule */.u9)(rule, { basePath, exportOrigins, servedOrigin }));
}
/**
 * Writes the redirects into the staged site: a page at each exact source and the script in `404.html` on every host.
 * @throws a file system error
 */
async function publishRedirects(options) {
    const { config, basePath, log, root, host } = options;
    const rules = publishedRules(config, basePath, options.domain, options.siteUrl);
    const servedOrigin = options.siteUrl ? new URL(options.siteUrl).origin : undefined;
    const forms = [];
    const written = [];
    // The host's own file first: on Netlify its forced rules answer over any file, so their sources need no page.
    const hostForm = HOST_FILES[host];
    let hostFile;
    let handled;
    if (hostForm) {
        const target = external_node_path_default().join(root, hostForm.name);
        const existing = options.files.includes(hostForm.name) ? await external_node_fs_default().promises.readFile(target, 'utf8') : undefined;
        const file = hostForm.write(rules, existing);
        await external_node_fs_default().promises.writeFile(target, file.text);
        written.push(hostForm.name);
        hostFile = { name: hostForm.name, rules: file.expressed.size };
        const kept = existing === undefined ? '' : ` (the export's own ${hostForm.name} kept after them)`;
        forms.push(`${file.expressed.size} in ${hostForm.name}${host === 'netlify' ? ', forced (!)' : ''}${kept}`);
        if (host === 'netlify')
            handled = file.expressed;
        if (file.fallback.length > 0)
            log.warning(`${file.fallback.length} redirects cannot be written in ${host}'s ${hostForm.name}, so a redirect page or ` +
                `the 404.html script answers them: ${file.fallback
                    .slice(0, 5)
                    .map(({ rule, reason }) => `${config.name} redirects[${rule.rule.index}] (${rule.rule.source}): ${reason}`)
                    .join('; ')}${file.fallback.length > 5 ? '; …' : ''}.`);
    }
    const pages = await (0,redirects_pages/* writeRedirectPages */.yM)({ ...options, configName: config.name, rules, servedOrigin, handled });
    const pageCount = pages.written.length - (pages.notFound === 'created' ? 1 : 0);
    const patterns = rules.filter((rule) => rule.matcher.pattern).length;
    const script = patterns + pages.scriptOnly.length;
    if (pageCount > 0)
        forms.push(`${pageCount} redirect pages`);
    if (pages.notFound)
        forms.push(`every rule in the 404.html script (${script} wildcard or file sources)`);
    written.push(...pages.written, ...(pages.notFound === 'edited' ? ['404.html'] : []));
    log.info(`Published ${rules.length} redirects of ${config.name}: ${forms.join('; ')}.`);
    if (pages.notFound === 'created')
        log.info('The export has no 404.html: wrote one to carry the redirect script.');
    return { config: config.name, rules, written, pages: pageCount, script, realPages: pages.realPages, hostFile, forms };
}
/**
 * The rules as a generated CloudFront function answers them (`cloudfrontFunctionWithRedirects`): each exact source
 * (published decoded, as the function decodes the URI) with the destination of the first rule that matches it, so
 * that looking it up first keeps the config's order; the `:param` and wildcard sources in order.
 */
function functionRedirects(rules) {
    const exact = new Map();
    const find = (0,redirects_rules/* redirectIndex */.Nv)(rules);
    for (const rule of rules) {
        if (rule.matcher.pattern)
            continue;
        const key = rule.source;
        const found = find(rule.source);
        if (!exact.has(key))
            exact.set(key, [key, found.location, found.rule.status]);
    }
    return {
        exact: [...exact.values()],
        patterns: rules
            .filter((rule) => rule.matcher.pattern)
            .map((rule) => [rule.matcher.expression, rule.matcher.names, rule.destination, rule.status]),
    };
}


/***/ })

};

//# sourceMappingURL=662.index.js.map