export const id = 626;
export const ids = [626];
export const modules = {

/***/ 4481:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BS: () => (/* binding */ bodyHash),
/* harmony export */   FZ: () => (/* binding */ cacheDirectives),
/* harmony export */   I9: () => (/* binding */ freshness),
/* harmony export */   NZ: () => (/* binding */ conditionalHeaders),
/* harmony export */   fS: () => (/* binding */ AssetCache)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _common_atomic_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8372);
/* harmony import */ var _common_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1922);





/** Parses `Cache-Control` (RFC 9111 §5.2): directive names without regard to case, a quoted `max-age` accepted. */
function cacheDirectives(text) {
    const found = new Map();
    for (const part of (text ?? '').split(',')) {
        const [name, value] = part.split('=', 2).map((s) => s.trim());
        if (name)
            found.set(name.toLowerCase(), (value ?? '').replace(/^"(.*)"$/, '$1'));
    }
    const maxAge = found.get('max-age');
    return {
        maxAge: maxAge !== undefined && /^\d+$/.test(maxAge) ? Number(maxAge) : undefined,
        immutable: found.has('immutable'),
        noCache: found.has('no-cache'),
        noStore: found.has('no-store'),
    };
}
/**
 * Whether an entry is used without a request (`fresh`: its `max-age` has not passed, or it is `immutable`), asked
 * about with its validators (`revalidate`), or fetched again (`stale`: no validator, or dated after `now`).
 * @param now epoch ms (the wall clock: entries are dated by it across runs)
 */
function freshness(entry, now) {
    // Dated in the future: a clock that jumped, or a forged entry that would otherwise stay fresh for ever.
    if (entry.fetchedAt > now)
        return 'stale';
    const directives = cacheDirectives(entry.cacheControl);
    const ageMs = Math.max(0, now - entry.fetchedAt) + entry.age * 1000;
    if (!directives.noCache) {
        if (directives.maxAge !== undefined && ageMs < directives.maxAge * 1000)
            return 'fresh';
        // immutable: "will not be updated while fresh"; without max-age it says no more, and is taken as lasting.
        if (directives.immutable && directives.maxAge === undefined)
            return 'fresh';
    }
    return entry.etag !== undefined || entry.lastModified !== undefined ? 'revalidate' : 'stale';
}
/** The request headers that revalidate an entry (RFC 9110 §13.1.1, §13.1.3). */
function conditionalHeaders(entry) {
    return {
        ...(entry.etag !== undefined && { 'if-none-match': entry.etag }),
        ...(entry.lastModified !== undefined && { 'if-modified-since': entry.lastModified }),
    };
}
/**
 * The cache folder, with counts of what it saved this run. The cache only saves requests, as `actions/cache` treats
 * its own: an entry that cannot be read is fetched again, and a folder that cannot be written (EACCES, ENOSPC, a
 * read-only mount) is warned about once and left alone for the rest of the run, never failing it.
 */
class AssetCache {
    folder;
    /** Entries used without a request. */
    fresh = 0;
    /** Entries kept after a `304`. */
    revalidated = 0;
    /** Why the folder could not be written, once it could not: nothing more is written to it this run. */
    unwritable;
    warn;
    /** @param warn told once, the first time an entry cannot be written (`core.warning` in production) */
    constructor(folder, warn) {
        this.folder = folder;
        this.warn = warn;
    }
    files(url) {
        const key = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(url).digest('hex');
        return { meta: node_path__WEBPACK_IMPORTED_MODULE_2___default().join(this.folder, `${key}.json`), body: node_path__WEBPACK_IMPORTED_MODULE_2___default().join(this.folder, `${key}.body`) };
    }
    /**
     * The entry for `url` and its body's path, when both are whole: the facts parse, name this URL, and the body has
     * the size and SHA-256 they record. Anything else (missing, partial, corrupt, another version's) is undefined.
     */
    async read(url) {
        const files = this.files(url);
        // A restored cache is a tar anyone who can save one wrote: a link would publish a file of the runner's.
        if (!(await isPlainFile(files.meta)) || !(await isPlainFile(files.body)))
            return undefined;
        let entry;
        try {
            entry = JSON.parse(await node_fs__WEBPACK_IMPORTED_MODULE_1___default().promises.readFile(files.meta, 'utf8'));
        }
        catch {
            return undefined;
        }
        // The first hop is the URL requested: an entry whose hops start elsewhere would dodge the address guard.
        if (!wellFormed(entry) || entry.url !== url || entry.hops[0] !== url)
            return undefined;
        try {
            const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
            let bytes = 0;
            for await (const chunk of node_fs__WEBPACK_IMPORTED_MODULE_1___default().createReadStream(files.body)) {
                hash.update(chunk);
                bytes += chunk.length;
                if (bytes > entry.bytes)
                    return undefined;
            }
            if (bytes !== entry.bytes || hash.digest('hex') !== entry.sha256)
                return undefined;
        }
        catch {
            return undefined;
        }
        return { entry, body: files.body };
    }
    /**
     * Stores `entry` with the body copied from `from` (body first, then the facts, each in one atomic write: a run cut
     * in between leaves facts that do not match the body, which {@link read} ignores). A write that fails is warned
     * about once (the folder and the error), and the folder is not written again this run: the run goes on without
     * storing, as the cache only saves requests.
     */
    async write(entry, from) {
        if (this.unwritable !== undefined)
            return;
        const files = this.files(entry.url);
        try {
            await node_fs__WEBPACK_IMPORTED_MODULE_1___default().promises.mkdir(this.folder, { recursive: true });
            // writeFileAtomic writes through a link: whatever is there that is not a plain file goes first.
            for (const file of [files.body, files.meta])
                if (!(await isPlainFile(file)))
                    await node_fs__WEBPACK_IMPORTED_MODULE_1___default().promises.rm(file, { recursive: true, force: true });
            if (from !== undefined)
                await (0,_common_atomic_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomic */ .Z)(files.body, { copyFrom: from });
            await (0,_common_atomic_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomic */ .Z)(files.meta, `${JSON.stringify(entry, null, 1)}\n`);
        }
        catch (error) {
            // Several fetches write at once: the first failure is the one told.
            if (this.unwritable !== undefined)
                return;
            const code = error.code;
            this.unwritable = `${(0,_common_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .localFailureReason */ .gw)(code) ?? (0,_common_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .bD)(error)}${code ? ` [${code}]` : ''}`;
            this.warn(`The external assets cache (external-assets-cache: ${this.folder}) cannot be written: ${this.unwritable}. ` +
                'The assets are fetched and bundled without storing them there, so the next run fetches them again. ' +
                "Give the runner's user write access to that folder and room on its disk, or remove external-assets-cache.");
        }
    }
    /** The log's line: how many files came from the cache. */
    describe(fetched) {
        const used = this.fresh + this.revalidated;
        return (`External assets cache (${this.folder}): ${used} of ${fetched} files from the cache (${this.fresh} fresh, ` +
            `${this.revalidated} revalidated with 304), ${fetched - used} fetched` +
            `${this.unwritable === undefined ? '' : `; nothing stored (${this.unwritable})`}.`);
    }
}
/** Whether `file` is a regular file itself, not a link, a folder or missing. */
async function isPlainFile(file) {
    const stat = await node_fs__WEBPACK_IMPORTED_MODULE_1___default().promises.lstat(file).catch(() => undefined);
    return stat?.isFile() === true;
}
function wellFormed(entry) {
    const optional = (value) => value === undefined || typeof value === 'string';
    return (typeof entry === 'object' &&
        entry !== null &&
        typeof entry.url === 'string' &&
        Array.isArray(entry.hops) &&
        entry.hops.length > 0 &&
        entry.hops.every((hop) => typeof hop === 'string' && /^https?:$/.test(URL.parse(hop)?.protocol ?? '')) &&
        typeof entry.private === 'boolean' &&
        typeof entry.contentType === 'string' &&
        optional(entry.etag) &&
        optional(entry.lastModified) &&
        optional(entry.cacheControl) &&
        Number.isFinite(entry.age) &&
        entry.age >= 0 &&
        Number.isFinite(entry.fetchedAt) &&
        Number.isSafeInteger(entry.bytes) &&
        entry.bytes >= 0 &&
        typeof entry.sha256 === 'string');
}
/** Hashes a body as it streams, for {@link CacheEntry.sha256}. */
function bodyHash() {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    return { update: (chunk) => void hash.update(chunk), digest: () => hash.digest('hex') };
}


/***/ }),

/***/ 2012:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  rJ: () => (/* binding */ AssetFetchError),
  ES: () => (/* binding */ fetchAssets)
});

// UNUSED EXPORTS: contentTypeFits, guardedLookup

// EXTERNAL MODULE: external "node:dns"
var external_node_dns_ = __webpack_require__(610);
var external_node_dns_default = /*#__PURE__*/__webpack_require__.n(external_node_dns_);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
var external_node_fs_default = /*#__PURE__*/__webpack_require__.n(external_node_fs_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/common/atomic.ts
var atomic = __webpack_require__(8372);
// EXTERNAL MODULE: ./src/common/format.ts
var format = __webpack_require__(6950);
// EXTERNAL MODULE: ./src/http/http.ts + 1 modules
var http = __webpack_require__(7865);
// EXTERNAL MODULE: ./src/http/retry.ts
var retry = __webpack_require__(8902);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
var external_node_net_default = /*#__PURE__*/__webpack_require__.n(external_node_net_);
;// CONCATENATED MODULE: ./src/external/address.ts

/**
 * Which addresses the asset fetcher (issue 38 "Safety") never connects to: a page is content many people edit, and a
 * URL in it must not make the runner fetch from itself, its network or the cloud's metadata service. Pure functions.
 */
/** IPv4 blocks no public asset lives in: [first address as a 32-bit number, prefix length, what it is]. */
const IPV4_BLOCKS = [
    [ipv4('0.0.0.0'), 8, '"this network" (0.0.0.0/8)'],
    [ipv4('10.0.0.0'), 8, 'private (10.0.0.0/8)'],
    [ipv4('100.64.0.0'), 10, 'shared address space (100.64.0.0/10)'],
    [ipv4('127.0.0.0'), 8, 'loopback (127.0.0.0/8)'],
    [ipv4('169.254.0.0'), 16, 'link-local, where cloud metadata services answer (169.254.0.0/16)'],
    [ipv4('172.16.0.0'), 12, 'private (172.16.0.0/12)'],
    [ipv4('192.0.0.0'), 24, 'IETF protocol assignments (192.0.0.0/24)'],
    [ipv4('192.168.0.0'), 16, 'private (192.168.0.0/16)'],
    [ipv4('198.18.0.0'), 15, 'benchmarking (198.18.0.0/15)'],
    [ipv4('224.0.0.0'), 4, 'multicast (224.0.0.0/4)'],
    [ipv4('240.0.0.0'), 4, 'reserved (240.0.0.0/4)'],
];
/** A dotted IPv4 address as an unsigned 32-bit number. */
function ipv4(text) {
    return text.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
}
function ipv4Reason(value) {
    for (const [start, bits, what] of IPV4_BLOCKS) {
        const size = 2 ** (32 - bits);
        if (value >= start && value < start + size)
            return what;
    }
    return undefined;
}
/** The eight 16-bit groups of an IPv6 address (`::` expanded, a trailing dotted IPv4 part folded in, no zone). */
function ipv6Groups(text) {
    let address = text.replace(/%.*$/, '');
    const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
    if (dotted) {
        const v4 = ipv4(dotted[1]);
        address = `${address.slice(0, dotted.index)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
    }
    const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
    const parse = (part) => part ? part.split(':').map((group) => parseInt(group, 16)) : [];
    const front = parse(head);
    if (tail === undefined)
        return front;
    const back = parse(tail);
    return [...front, ...new Array(8 - front.length - back.length).fill(0), ...back];
}
function ipv6Reason(text) {
    const g = ipv6Groups(text);
    const embedded = (high, low) => high * 65536 + low;
    const zeroes = (from, to) => g.slice(from, to).every((x) => x === 0);
    if (zeroes(0, 8))
        return 'unspecified (::)';
    if (zeroes(0, 7) && g[7] === 1)
        return 'loopback (::1)';
    const v4 = (what, value) => {
        const reason = ipv4Reason(value);
        return reason && `${what} of an IPv4 address that is ${reason}`;
    };
    // IPv4-mapped (::ffff:a.b.c.d) and the deprecated IPv4-compatible (::a.b.c.d): the IPv4 address is connected to.
    if (zeroes(0, 5) && g[5] === 0xffff)
        return v4('IPv4-mapped form', embedded(g[6], g[7]));
    if (zeroes(0, 6))
        return v4('IPv4-compatible form', embedded(g[6], g[7]));
    // NAT64 (64:ff9b::/96) reaches the IPv4 address it embeds; 64:ff9b:1::/48 is for local translation.
    if (g[0] === 0x64 && g[1] === 0xff9b && zeroes(2, 6))
        return v4('NAT64 form', embedded(g[6], g[7]));
    if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1)
        return 'local-use NAT64 (64:ff9b:1::/48)';
    // 6to4 (2002::/16) embeds the IPv4 address of its relay.
    if (g[0] === 0x2002)
        return v4('6to4 form', embedded(g[1], g[2]));
    if ((g[0] & 0xfe00) === 0xfc00)
        return 'unique local, where cloud metadata services answer too (fc00::/7)';
    if ((g[0] & 0xffc0) === 0xfe80)
        return 'link-local (fe80::/10)';
    if ((g[0] & 0xffc0) === 0xfec0)
        return 'site-local (fec0::/10)';
    if ((g[0] & 0xff00) === 0xff00)
        return 'multicast (ff00::/8)';
    return undefined;
}
/**
 * Why the fetcher must not connect to an IP address, or undefined when it may: loopback, private, link-local (the
 * metadata service at 169.254.169.254, fd00:ec2::254), unspecified, shared, multicast and reserved blocks, in IPv4 and
 * IPv6, including IPv6 forms that reach an IPv4 address (mapped, compatible, NAT64, 6to4).
 * @param address an IP address as `dns.lookup` or `socket.remoteAddress` gives it (no brackets)
 * @returns undefined as well for text that is no IP address
 */
function forbiddenAddress(address) {
    if (external_node_net_default().isIPv4(address))
        return ipv4Reason(ipv4(address));
    if (external_node_net_default().isIPv6(address.replace(/%.*$/, '')))
        return ipv6Reason(address);
    return undefined;
}
/**
 * Why the fetcher must not request a URL by its host alone, or undefined: a host written as an IP address that
 * {@link forbiddenAddress} refuses (WHATWG URL has already turned `2130706433`, `0x7f.1` and `017700000001` into
 * `127.0.0.1`, and `[::ffff:127.0.0.1]` into `[::ffff:7f00:1]`), or `localhost` and its subdomains, which resolve to
 * loopback on the runner and on a proxy alike. Other names are for the resolver: see `guardedLookup` (`fetch.ts`).
 */
function forbiddenHost(url) {
    const host = url.hostname.replace(/\.$/, '').toLowerCase();
    if (host === 'localhost' || host.endsWith('.localhost'))
        return 'loopback (localhost)';
    if (host.startsWith('[') && host.endsWith(']'))
        return forbiddenAddress(host.slice(1, -1));
    return forbiddenAddress(host);
}

// EXTERNAL MODULE: ./src/external/cache.ts
var cache = __webpack_require__(4481);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/external/names.ts

/**
 * Where a fetched asset is stored under the asset folder (issue 38 "What bundle fetches"): a stable name per URL that
 * every host serves at its own path with the right `Content-Type`. Pure functions.
 */
/** The extension a host's type table maps to each content type the fetcher accepts (without parameters). */
const EXTENSIONS = {
    'text/css': '.css',
    'text/javascript': '.js',
    'application/javascript': '.js',
    'application/x-javascript': '.js',
    'application/json': '.json',
    'application/manifest+json': '.webmanifest',
    'image/svg+xml': '.svg',
    'image/png': '.png',
    'image/jpeg': '.jpg',
    'image/gif': '.gif',
    'image/webp': '.webp',
    'image/avif': '.avif',
    'image/x-icon': '.ico',
    'image/vnd.microsoft.icon': '.ico',
    'font/woff2': '.woff2',
    'font/woff': '.woff',
    'font/ttf': '.ttf',
    'font/otf': '.otf',
    'application/font-woff': '.woff',
    'application/font-woff2': '.woff2',
    'application/x-font-woff': '.woff',
    'application/x-font-ttf': '.ttf',
    'application/vnd.ms-fontobject': '.eot',
    'video/mp4': '.mp4',
    'video/webm': '.webm',
    'audio/mpeg': '.mp3',
};
/** Extensions kept from the URL's path when the content type does not name one (`application/octet-stream`). */
const KNOWN = new Set(Object.values(EXTENSIONS).concat(['.jpeg', '.mjs', '.otf']));
/** Longest stem kept from the URL's last segment, characters: names stay well within every host's limits. */
const STEM_CHARS = 60;
/** Longest folder segment kept, characters. */
const SEGMENT_CHARS = 60;
/** Folder segments kept from the URL's path: deeper ones are dropped (the hash keeps names distinct). */
const MAX_FOLDERS = 6;
/** Characters every host and file system takes in a name: no `?`, `%`, `:`, `\`, spaces or case tricks. */
const unsafe = /[^a-z0-9._-]+/g;
function safeSegment(text, max) {
    let decoded;
    try {
        decoded = decodeURIComponent(text);
    }
    catch {
        decoded = text;
    }
    // Lower case: on case-insensitive hosts (macOS, Windows, some CDNs) two names differing in case would collide.
    const cleaned = decoded
        .toLowerCase()
        .replace(unsafe, '-')
        .replace(/^[.-]+|[.-]+$/g, '')
        .slice(0, max);
    // Windows' reserved device names, whatever the extension.
    return /^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/.test(cleaned) ? `_${cleaned}` : cleaned;
}
/**
 * The extension of a file no entry of {@link EXTENSIONS} fits (`image/bmp`, `application/octet-stream` from a URL
 * without a known extension): hosts serve `.bin` as `application/octet-stream`, which browsers still load as an image
 * or a font (only scripts and stylesheets are held to their type, and the fetcher takes those only with a type that
 * maps).
 */
const UNKNOWN = '.bin';
/**
 * The extension a stored asset gets: the content type's (`text/css` → `.css`, whatever the URL says), else the
 * URL path's own when it is a known one, else `.bin`. Never none: the name would end in the hash, whose hex digits a
 * host's rules read as no extension when the first is a digit (the CloudFront functions' `FILE_EXTENSION`, issue 44
 * item 5), serving `pic.7f1da209b9bf.html` in its place. Every extension here starts with a letter and holds only
 * letters and digits.
 * @param contentType the response's `Content-Type`, parameters and all
 */
function extensionFor(url, contentType) {
    const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
    const byType = EXTENSIONS[type];
    if (byType)
        return byType;
    const last = url.pathname.slice(url.pathname.lastIndexOf('/') + 1).toLowerCase();
    const dot = last.lastIndexOf('.');
    const own = dot > 0 ? last.slice(dot) : '';
    return KNOWN.has(own) ? own : UNKNOWN;
}
/**
 * The path of a fetched asset relative to the asset folder, `/`-separated:
 * `<host>[_<port>]/<up to 6 folders>/<stem>.<hash>.<ext>` (an extension always, `.bin` at worst), every segment lower
 * case `[a-z0-9._-]`, never `.` or `..`. The hash (12 hex digits of SHA-256) is of the whole URL, query string
 * included and fragment excluded, so `css2?family=A` and `css2?family=B` get two files and a URL always gets the same
 * one; it also keeps apart URLs that the shortening or the lower-casing would merge.
 * @param contentType the response's `Content-Type`: the extension follows it ({@link extensionFor})
 */
function assetPath(url, contentType) {
    const identity = new URL(url.href);
    identity.hash = '';
    const hash = (0,external_node_crypto_.createHash)('sha256').update(identity.href).digest('hex').slice(0, 12);
    const host = safeSegment(url.hostname.replace(/^\[|\]$/g, '').replaceAll(':', '-'), 100) || 'host';
    const origin = url.port ? `${host}_${url.port}` : host;
    const segments = url.pathname.split('/').filter(Boolean);
    const last = segments.pop() ?? '';
    const folders = segments
        .map((s) => safeSegment(s, SEGMENT_CHARS))
        .filter(Boolean)
        .slice(0, MAX_FOLDERS);
    const ext = extensionFor(url, contentType);
    const dot = last.lastIndexOf('.');
    const stem = safeSegment(dot > 0 ? last.slice(0, dot) : last, STEM_CHARS) || 'index';
    return [origin, ...folders, `${stem}.${hash}${ext}`].join('/');
}

// EXTERNAL MODULE: ./src/external/patterns.ts
var patterns = __webpack_require__(3848);
;// CONCATENATED MODULE: ./src/external/fetch.ts











/** Redirects followed per URL, as browsers' fetch allows 20; assets rarely take more than one. */
const MAX_REDIRECTS = 5;
/** Why one URL could not be fetched; `url` is the URL as the page names it. */
class AssetFetchError extends Error {
    url;
    /** What went wrong, without the URL. */
    reason;
    /** The stylesheet that named `url`, when it was found in one (`tree.ts`). */
    namedBy;
    /**
     * The URL of the first request (the one a page names) that led to `url` through stylesheets, when `url` was found
     * in one (`tree.ts`): the pages that load it are the ones to name.
     */
    root;
    constructor(url, reason, namedBy, root) {
        super(`${url}: ${reason}`);
        this.name = 'AssetFetchError';
        this.url = url;
        this.reason = reason;
        this.namedBy = namedBy;
        this.root = root;
    }
}
/** Content types each kind accepts (without parameters); `application/octet-stream` passes for binary kinds. */
const ACCEPTED = {
    stylesheet: (t) => t === 'text/css',
    script: (t) => /^(text|application)\/(x-)?(javascript|ecmascript)$/.test(t),
    image: (t) => t.startsWith('image/') || t === 'application/octet-stream',
    font: (t) => t.startsWith('font/') || /^application\/(x-)?font-/.test(t) || binary(t),
    media: (t) => t.startsWith('video/') || t.startsWith('audio/') || t === 'application/octet-stream',
    manifest: (t) => t === 'application/manifest+json' || t === 'application/json',
    // Anything but a page: an HTML answer is a captive portal, a proxy's error page or a login wall, not an asset.
    any: (t) => t !== 'text/html' && t !== 'application/xhtml+xml',
};
function binary(t) {
    return t === 'application/octet-stream' || t === 'application/vnd.ms-fontobject';
}
/**
 * Whether a response's `Content-Type` fits what the reference expects (browsers refuse a stylesheet served as
 * anything but `text/css`; an image answered with an HTML page is an error page).
 */
function contentTypeFits(kind, contentType) {
    const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
    return type !== '' && ACCEPTED[kind](type);
}
/**
 * A `lookup` for direct connections that refuses names resolving to an address {@link forbiddenAddress} refuses: the
 * addresses the socket would connect to are the ones checked, so a name that resolves to 127.0.0.1 or the metadata
 * service (or a redirect to one) gets no connection.
 */
function guardedLookup(allowed) {
    return ((hostname, options, callback) => {
        external_node_dns_default().lookup(hostname, { ...options, all: true }, (error, addresses) => {
            if (error)
                return callback(error);
            const refused = allowed ? undefined : addresses.find((a) => forbiddenAddress(a.address) !== undefined);
            if (refused) {
                const reason = forbiddenAddress(refused.address);
                const refusal = new http/* NetworkError */.Dr('EFORBIDDENADDRESS', `${hostname} resolves to ${refused.address}, ${reason}`);
                return callback(refusal);
            }
            if (options.all)
                return callback(null, addresses);
            return callback(null, addresses[0].address, addresses[0].family);
        });
    });
}
/**
 * Fetches every URL into `options.folder` ({@link assetPath} names), `concurrency` at a time. The first failure stops
 * the rest (requests in flight are aborted) and is thrown; files already written stay in the folder, which the caller
 * discards with the staged site.
 * @returns what was stored, by URL
 * @throws AssetFetchError naming the URL and what went wrong; the signal's reason when it aborts
 */
async function fetchAssets(requests, options) {
    const stop = new AbortController();
    const signal = AbortSignal.any([options.signal, stop.signal]);
    const fetched = new Map();
    const total = options.spent ?? { bytes: 0 };
    const queue = [...new Map(requests.map((r) => [r.url, r])).values()];
    let failure;
    const worker = async () => {
        while (queue.length > 0 && failure === undefined) {
            const request = queue.shift();
            try {
                fetched.set(request.url, await fetchOne(request, options, total, signal));
            }
            catch (error) {
                failure ??= error;
                stop.abort(error);
            }
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency, queue.length)) }, worker));
    if (failure !== undefined)
        throw options.signal.aborted ? options.signal.reason : failure;
    return fetched;
}
/** One URL: redirects followed by hand (each hop checked), transient failures retried. */
async function fetchOne(request, options, total, signal) {
    const fail = (message) => {
        throw new AssetFetchError(request.url, message);
    };
    let url = parseAssetUrl(request.url, fail);
    let cached = options.cache && (await options.cache.read(request.url));
    if (cached && cached.entry.private && !cached.entry.hops.every((hop) => options.allowPrivate(new URL(hop))))
        cached = undefined; // fetched from the runner's network by a pattern no longer given: asked again, and refused
    const state = cached && (0,cache/* freshness */.I9)(cached.entry, options.clock.wallNow());
    if (cached && state === 'fresh') {
        // The URL itself as well as the hops: an entry is a file anyone who can save the cache wrote.
        for (const hop of [url.href, ...cached.entry.hops])
            guardHost(new URL(hop), request.url, options);
        options.cache.fresh++;
        return await fromCache(request, cached, cached.entry, options, total, fail);
    }
    const conditional = cached && state === 'revalidate' ? (0,cache/* conditionalHeaders */.NZ)(cached.entry) : {};
    const hops = [];
    let reachedPrivate = false;
    for (let hop = 0;; hop++) {
        hops.push(url.href);
        reachedPrivate ||= options.allowPrivate(url);
        const { response, timeout } = await attempt(url, request.url, options, signal, conditional);
        const status = response.statusCode ?? 0;
        const location = (0,http/* header */.wx)(response, 'location');
        if (status >= 300 && status < 400 && location !== undefined) {
            response.resume();
            if (hop >= MAX_REDIRECTS)
                fail(`more than ${MAX_REDIRECTS} redirects`);
            let next;
            try {
                next = new URL(location, url);
            }
            catch {
                fail(`redirected to an invalid URL`);
            }
            url = parseAssetUrl(next.href, (message) => fail(`redirected to ${next.href}, which ${message}`));
            continue;
        }
        if (status === 304 && cached && Object.keys(conditional).length > 0) {
            response.resume();
            // RFC 9111 §4.3.4: the stored response is used, its facts updated by the 304's.
            const entry = {
                ...cached.entry,
                hops,
                private: reachedPrivate,
                etag: (0,http/* header */.wx)(response, 'etag') ?? cached.entry.etag,
                lastModified: (0,http/* header */.wx)(response, 'last-modified') ?? cached.entry.lastModified,
                cacheControl: (0,http/* header */.wx)(response, 'cache-control') ?? cached.entry.cacheControl,
                age: ageOf(response),
                fetchedAt: options.clock.wallNow(),
            };
            const asset = await fromCache(request, cached, entry, options, total, fail);
            await options.cache.write(entry, undefined);
            options.cache.revalidated++;
            return asset;
        }
        if (status !== 200) {
            response.resume();
            fail(`HTTP ${status}${url.href === request.url ? '' : ` from ${url.href}`}`);
        }
        const contentType = (0,http/* header */.wx)(response, 'content-type') ?? '';
        if (!contentTypeFits(request.kind, contentType)) {
            response.resume();
            fail(`answered with Content-Type '${contentType || 'none'}', not what a ${request.kind} reference loads`);
        }
        const encoding = ((0,http/* header */.wx)(response, 'content-encoding') ?? '').trim().toLowerCase();
        if (encoding !== '' && encoding !== 'identity') {
            response.resume();
            fail(`answered with Content-Encoding '${encoding}' although asked for identity; it would be stored compressed`);
        }
        // Node's parser hands over the body of any transfer coding it does not know (`gzip, chunked`) still coded.
        const transfer = ((0,http/* header */.wx)(response, 'transfer-encoding') ?? '').trim().toLowerCase();
        if (transfer !== '' && transfer !== 'chunked') {
            response.destroy();
            fail(`answered with Transfer-Encoding '${transfer}': only chunked is read; the body would be stored coded`);
        }
        const length = Number((0,http/* header */.wx)(response, 'content-length'));
        if (Number.isFinite(length) && length > options.maxFileBytes) {
            response.destroy();
            fail(`is ${(0,format/* formatBytes */.z)(length)}, more than the ${(0,format/* formatBytes */.z)(options.maxFileBytes)} a file may take`);
        }
        const file = assetPath(new URL(request.url), contentType);
        const target = external_node_path_default().resolve(options.folder, ...file.split('/'));
        // assetPath never yields `..`; this keeps it so whatever it yields.
        if (!target.startsWith(external_node_path_default().resolve(options.folder) + (external_node_path_default()).sep))
            fail(`would be written outside the folder`);
        await external_node_fs_default().promises.mkdir(external_node_path_default().dirname(target), { recursive: true });
        let bytes = 0;
        const hash = (0,cache/* bodyHash */.BS)();
        const capped = async function* () {
            for await (const chunk of response) {
                const piece = chunk;
                hash.update(piece);
                bytes += piece.length;
                total.bytes += piece.length;
                if (bytes > options.maxFileBytes) {
                    response.destroy();
                    fail(`is larger than the ${(0,format/* formatBytes */.z)(options.maxFileBytes)} a file may take`);
                }
                if (total.bytes > options.maxTotalBytes) {
                    response.destroy();
                    fail(`takes the assets past their total of ${(0,format/* formatBytes */.z)(options.maxTotalBytes)}`);
                }
                yield piece;
            }
            if (!response.complete)
                fail('the connection closed before the body was complete');
        };
        try {
            await (0,atomic/* writeFileAtomic */.Z)(target, capped());
        }
        catch (error) {
            if (signal.aborted && !(error instanceof AssetFetchError))
                throw signal.reason;
            if (error instanceof AssetFetchError)
                throw error;
            // The request's own time-out (`attempt`) also bounds its body.
            const message = timeout.aborted ? `no complete answer within ${options.timeoutMs} ms` : error.message;
            throw new AssetFetchError(request.url, message);
        }
        const cacheControl = (0,http/* header */.wx)(response, 'cache-control');
        if (options.cache && !(0,cache/* cacheDirectives */.FZ)(cacheControl).noStore)
            await options.cache.write({
                url: request.url,
                hops,
                private: reachedPrivate,
                contentType,
                etag: (0,http/* header */.wx)(response, 'etag'),
                lastModified: (0,http/* header */.wx)(response, 'last-modified'),
                cacheControl,
                age: ageOf(response),
                fetchedAt: options.clock.wallNow(),
                bytes,
                sha256: hash.digest(),
            }, target);
        return { url: request.url, file, contentType, bytes, finalUrl: url.href };
    }
}
/** The response's `Age`, seconds (RFC 9111 §5.1); 0 when absent or invalid. */
function ageOf(response) {
    const age = (0,http/* header */.wx)(response, 'age')?.trim() ?? '';
    return /^\d+$/.test(age) ? Number(age) : 0;
}
/**
 * Stores a cache entry's body as a fetched file, through the checks a response meets: the content type, the per-file
 * size and the total.
 */
async function fromCache(request, cached, entry, options, total, fail) {
    if (!contentTypeFits(request.kind, entry.contentType))
        fail(`answered with Content-Type '${entry.contentType || 'none'}', not what a ${request.kind} reference loads`);
    if (entry.bytes > options.maxFileBytes)
        fail(`is ${(0,format/* formatBytes */.z)(entry.bytes)}, more than the ${(0,format/* formatBytes */.z)(options.maxFileBytes)} a file may take`);
    total.bytes += entry.bytes;
    if (total.bytes > options.maxTotalBytes)
        fail(`takes the assets past their total of ${(0,format/* formatBytes */.z)(options.maxTotalBytes)}`);
    const file = assetPath(new URL(request.url), entry.contentType);
    const target = external_node_path_default().resolve(options.folder, ...file.split('/'));
    if (!target.startsWith(external_node_path_default().resolve(options.folder) + (external_node_path_default()).sep))
        fail(`would be written outside the folder`);
    await external_node_fs_default().promises.mkdir(external_node_path_default().dirname(target), { recursive: true });
    await (0,atomic/* writeFileAtomic */.Z)(target, { copyFrom: cached.body });
    return { url: request.url, file, contentType: entry.contentType, bytes: entry.bytes, finalUrl: entry.hops.at(-1) };
}
/**
 * The address guard by host: refuses a host written as a forbidden address (or `localhost`) unless an include
 * pattern names it.
 * @returns whether an include pattern names it (the resolver's check is then off too)
 * @throws AssetFetchError
 */
function guardHost(url, named, options) {
    const allowed = options.allowPrivate(url);
    const hostReason = forbiddenHost(url);
    if (hostReason && !allowed)
        throw new AssetFetchError(named, `${url.href === named ? '' : `redirects to ${url.href}, `}${url.hostname} is ${hostReason}: assets are not ` +
            'fetched from the runner or its network unless an include pattern names them' +
            ((0,patterns/* ambiguousPath */.MF)(url.pathname)
                ? ' (and none opens a path with an encoded / or \\ or a dot segment, which servers read differently)'
                : ''));
    return allowed;
}
/** Refuses what is never fetched: another scheme, credentials in the URL, a host on a forbidden address. */
function parseAssetUrl(text, fail) {
    let url;
    try {
        url = new URL(text);
    }
    catch {
        return fail('is not an absolute URL');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
        fail(`is not http or https (${url.protocol})`);
    // Node's request would send them as an Authorization header: nothing of the kind leaves the runner.
    if (url.username || url.password)
        fail('carries credentials, which are never sent');
    return url;
}
/**
 * One request to `url` with retries: a head that is not a transient failure (any status but 408, 429, 5xx) is
 * returned; network failures and transient statuses are retried on the backoff (or `Retry-After`), up to
 * `attempts`. The safety rule is checked before each attempt.
 */
async function attempt(url, named, options, signal, conditional) {
    const allowed = guardHost(url, named, options);
    const direct = (0,http/* proxyFor */.iJ)(url.href) === undefined;
    for (let tries = 1;; tries++) {
        signal.throwIfAborted();
        let retryAfterMs;
        let why;
        const timeout = AbortSignal.timeout(options.timeoutMs);
        try {
            const response = await (0,http/* send */.tN)({
                method: 'GET',
                url: url.href,
                // Stored as served: a compressed body would be written as the file (gzip bytes in a .css).
                headers: { accept: '*/*', 'accept-encoding': 'identity', ...conditional },
                signal: AbortSignal.any([signal, timeout]),
                // Through a proxy the proxy resolves names: only a host written as an address can be checked (above).
                ...(direct && { lookup: guardedLookup(allowed) }),
            });
            const status = response.statusCode ?? 0;
            if (!retry/* TRANSIENT_STATUSES */.SS.has(status))
                return { response, timeout };
            response.resume();
            why = `HTTP ${status}`;
            retryAfterMs = (0,retry/* parseRetryAfter */.mu)((0,http/* header */.wx)(response, 'retry-after'), options.clock.wallNow());
        }
        catch (error) {
            if (signal.aborted)
                throw signal.reason;
            if (timeout.aborted)
                why = `no answer within ${options.timeoutMs} ms`;
            else if (!(error instanceof http/* NetworkError */.Dr))
                throw error;
            else {
                if (error.code === 'EFORBIDDENADDRESS')
                    throw new AssetFetchError(named, `${url.href === named ? '' : `redirects to ${url.href}: `}${error.message}: assets are not fetched from ` +
                        'the runner or its network unless an include pattern names them');
                if ((0,retry/* isUnreachable */.R0)(error.code))
                    throw new AssetFetchError(named, `${url.host} cannot be reached (${error.code})`);
                why = error.message;
            }
        }
        if (tries >= options.attempts)
            throw new AssetFetchError(named, `${why} (${tries} attempt${tries === 1 ? '' : 's'})`);
        // A page's server may ask for an hour: its Retry-After counts up to the backoff's longest wait.
        const wait = retryAfterMs === undefined
            ? (0,retry/* backoffDelay */.EY)(tries, options.clock.random(), options.backoff)
            : Math.min(retryAfterMs, options.backoff.maxMs);
        await options.clock.sleep(wait, signal);
    }
}


/***/ }),

/***/ 4959:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ urlLiterals),
/* harmony export */   k: () => (/* binding */ namedUrls)
/* harmony export */ });
/**
 * Off-site URLs named whole in script text (issue 38): a string literal of an inline script (KaTeX's preload switch
 * names its stylesheet so), its slashes maybe escaped. RSC payloads are read by their structure instead
 * (`rules.ts`): there a URL is rewritten by what names it, never for looking like one.
 */
/**
 * An absolute http(s) URL opened by a quote, `url(`, white space or a comma (a `srcSet` candidate) and closed by a
 * quote (maybe escaped, once or more), `)` or white space: a whole token, not part of a longer URL. Its slashes may be
 * escaped as a JSON or JavaScript string escapes them (`https:\/\/host\/x.css`, `\u002F`).
 */
const LITERAL = /(?<=["'`(\s,])https?:(?:\/|\\\/|\\u002[fF]){2}[^\s"'`()<>]*?(?=\\*["'`)]|\s)/g;
/** How a literal writes `/`, when it escapes it. */
const ESCAPED_SLASH = /\\\/|\\u002[fF]/;
/** JavaScript escapes a JSON string in a script may hold inside a URL (`\u0026` is Next's escape of `&`). */
const ESCAPE = /\\u([0-9a-fA-F]{4})|\\\//g;
/** Every whole-token absolute http(s) URL of `text` (see `LITERAL`), escapes undone; not one that does not parse. */
function urlLiterals(text) {
    // Most scripts name no URL: skip the pattern then.
    if (!text.includes('http'))
        return [];
    const literals = [];
    for (const match of text.matchAll(LITERAL)) {
        const raw = match[0];
        const unescaped = raw.includes('\\')
            ? raw.replace(ESCAPE, (escape, hex) => (hex ? String.fromCharCode(parseInt(hex, 16)) : '/'))
            : raw;
        try {
            const slash = ESCAPED_SLASH.exec(raw)?.[0] ?? '/';
            literals.push({ start: match.index, end: match.index + raw.length, url: new URL(unescaped).href, slash });
        }
        catch {
            // Not a URL after all.
        }
    }
    return literals;
}
/**
 * The URLs of `known` that `text` names as a whole literal, each once, in the order first found.
 * @param text an inline script's text
 * @param known whether an absolute URL (`new URL(…).href`) is one to look for: the URLs the site's pages load
 */
function namedUrls(text, known) {
    return [...new Set(urlLiterals(text).map((l) => l.url))].filter(known);
}


/***/ }),

/***/ 8684:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qb: () => (/* binding */ pageRule),
/* harmony export */   TN: () => (/* binding */ unreadablePayloads),
/* harmony export */   X6: () => (/* binding */ scriptEdits),
/* harmony export */   it: () => (/* binding */ cssRule),
/* harmony export */   t5: () => (/* binding */ payloadRule)
/* harmony export */ });
/* harmony import */ var entities__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7031);
/* harmony import */ var _site_rebase_rebase_css_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2217);
/* harmony import */ var _site_rebase_rebase_html_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9846);
/* harmony import */ var _site_rebase_rebase_mdx_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2224);
/* harmony import */ var _web_js_code_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4121);
/* harmony import */ var _literals_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4959);
/* harmony import */ var _tree_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4167);
/**
 * How `external-assets` (issue 38) reads an off-site URL where a site file writes it, for both of its passes: `bundle`
 * (`bundle.ts`) first notes what is loaded, then points it at the stored file; `report` (`verify/check.ts`) lists what
 * payloads load. One decision per place, so that `report` lists what `bundle` fetches:
 * - a page's attributes, `style=""` and `<style>`, read by the HTML rebase's reader (`site/rebase/rebase-html.ts`);
 * - a stylesheet's `url()` and `@import`, by the CSS rebase's reader (`site/rebase/rebase-css.ts`);
 * - an inline script's literal that is exactly a URL loaded elsewhere (KaTeX's preload switch, `literals.ts`);
 * - an RSC payload, inline or in a `.txt` file, by the RSC rebase's reader (`site/rebase/rsc.ts`): the props of
 *   elements that load what they name (`src`, `srcSet`, a loading `link`'s `href`, `url()` in a `style` prop, hint
 *   rows), the markup React inserts (HTML, `<style>`, scripts), and the members of compiled MDX's `_jsx` props that
 *   load what they name (`src:`). Links, iframes, metas and components' props are left.
 */







/** Site files are read at this origin, which no real URL names: a URL that stays on it is the site's own. */
const INTERNAL = 'https://site.invalid';
/** The rule for a page's URLs (attributes, `style=""`, `<style>`) at `file` (site-relative). */
function pageRule(file, rule) {
    const base = siteUrl(file);
    return (raw, start, _role, place, destination) => {
        const use = loadedAs(place);
        const url = use && parsed(raw, base, true);
        const served = url && offsite(url) ? rule(withoutHash(url), use, kindOf(place, destination)) : undefined;
        if (served === undefined)
            return undefined;
        // The fragment is the decoded URL's (`&#x23;` is a `#`, the `#` of `&#38;` is none), written back so that an
        // attribute in either quotes reads it as it is.
        const hash = url.hash.replaceAll('&', '&amp;').replaceAll("'", '&#39;');
        return { start, end: start + raw.length, text: `${served}${hash}` };
    };
}
/** The rule for a stylesheet's URLs at `file` (`cssUrlEdits`' callback); `imported` ones are stylesheets. */
function cssRule(file, rule) {
    const base = siteUrl(file);
    return (raw, start, imported) => {
        const url = parsed(raw, base, true);
        const served = url && offsite(url) ? rule(withoutHash(url), imported ? 'stylesheet' : 'asset') : undefined;
        if (served === undefined)
            return undefined;
        // The decoded URL's fragment (`\23 x` is `#x`), as URL parsing serialises it: non-ASCII, spaces and quotes
        // percent-encoded, so that it reads back the same wherever the URL is written (`cssUrlEdits` escapes the rest).
        return { start, end: start + raw.length, text: `${served}${fragmentOf(url)}` };
    };
}
/**
 * The edits of an inline script's text (a Latin-1 string of its bytes, at byte `offset` of its file): each literal
 * that is exactly a URL the rule rewrites, written back with `/` escaped as the literal escapes it.
 */
function scriptEdits(rule) {
    return (text, offset) => (0,_literals_js__WEBPACK_IMPORTED_MODULE_5__/* .urlLiterals */ .W)(text).flatMap(({ start, end, url, slash }) => {
        const served = rule(url, 'named');
        return served === undefined
            ? []
            : [{ start: offset + start, end: offset + end, text: served.replaceAll('/', slash) }];
    });
}
/**
 * The rule for an RSC payload of `file` (a page's inline payload, or a `.txt` payload): see the module's comment.
 * @param unreadable told with `file` when a row cannot be read (`rsc.ts`): the URLs it holds are neither listed nor
 * rewritten ({@link unreadablePayloads} says so)
 */
function payloadRule(file, rule, unreadable) {
    const base = siteUrl(file);
    return {
        unreadable: () => unreadable?.(file),
        url: (value, _role, place) => {
            const use = PAYLOAD_USES[place];
            // A payload's strings are text: `&amp;` is four characters there.
            const url = use && parsed(value, base, false);
            const served = url && offsite(url) ? rule(withoutHash(url), use) : undefined;
            if (served === undefined)
                return undefined;
            const sharp = value.indexOf('#');
            return { at: 0, remove: value.length, insert: `${served}${sharp < 0 ? '' : value.slice(sharp)}` };
        },
        markup: (bytes, kind) => {
            if (kind === 'html')
                return (0,_site_rebase_rebase_html_js__WEBPACK_IMPORTED_MODULE_1__/* .pageUrlEdits */ .e2)(bytes, pageRule(file, rule), scriptEdits(rule));
            if (kind === 'css' || kind === 'style')
                return (0,_site_rebase_rebase_css_js__WEBPACK_IMPORTED_MODULE_0__/* .cssUrlEdits */ .Gb)(bytes.toString('latin1'), cssRule(file, rule));
            if (kind === 'script')
                return scriptEdits(rule)(bytes.toString('latin1'), 0);
            if (kind === 'mdx')
                return mdxAssetEdits(bytes.toString('latin1'), base, rule);
            return [];
        },
    };
}
/**
 * The edits of compiled MDX a client component renders (`site/rebase/rebase-mdx.ts`): the members of a `_jsx` call's
 * props that load what they name (all but `href`, a link), read as verification reads them (`rsc.ts`'s `rscUrls`
 * lists them as assets, so `report` lists them: issue 44 review, finding 3). A component's data is left. The URL is
 * replaced up to its fragment, written as its literal needs ({@link templateText} in backquotes).
 * @param code the compiled code, a Latin-1 string of its UTF-8 bytes
 * @param base where the file is read (`siteUrl`)
 * @returns edits in offsets of `code`
 */
function mdxAssetEdits(code, base, rule) {
    const edits = [];
    (0,_site_rebase_rebase_mdx_js__WEBPACK_IMPORTED_MODULE_2__/* .mdxUrlMembers */ .kL)(code, (member) => {
        if (member.data || member.key === 'href')
            return;
        const value = member.value.trimStart();
        const url = parsed((0,_tree_js__WEBPACK_IMPORTED_MODULE_4__/* .bytesAsText */ .f)(value), base, false);
        const served = url && offsite(url) ? rule(withoutHash(url), 'asset') : undefined;
        if (served === undefined)
            return;
        const lead = member.value.length - value.length;
        const sharp = value.indexOf('#');
        edits.push({
            start: member.at(lead),
            end: member.at(lead + (sharp < 0 ? value.length : sharp)),
            text: member.quote === '`' ? (0,_web_js_code_js__WEBPACK_IMPORTED_MODULE_3__/* .templateText */ .uO)(served) : served,
        });
    });
    return edits;
}
/**
 * The one warning of a run about payload rows that cannot be read, as the base-path rebase warns (`site/stage.ts`).
 * @param files the pages and `.txt` payloads holding them, site-relative
 * @param outcome what became of the off-site URLs they may hold (`not bundled: they stay off-site`)
 */
function unreadablePayloads(files, outcome) {
    return (`${files.length === 1 ? '1 file has' : `${files.length} files have`} React Server Components payload rows that ` +
        `are not valid JSON, nest too deep or are written in a multi-byte charset other than UTF-8, e.g. ` +
        `${files.slice(0, 3).join(', ')}: the off-site URLs those rows may ` +
        `name were ${outcome}. Check how the export was built.`);
}
const PAYLOAD_USES = {
    asset: 'asset',
    stylesheet: 'stylesheet',
    link: undefined,
    component: undefined,
    data: undefined,
    chunk: undefined,
};
/** The kind of asset a reference in this place loads: a stylesheet, or what a `link` says it preloads. */
function kindOf(place, destination) {
    if (place === 'stylesheet' || destination === 'style')
        return 'stylesheet';
    return destination ?? 'any';
}
/** How a page loads what is at a URL in this place; undefined for iframes, links and `<base>`. */
function loadedAs(place) {
    return place === 'asset' || place === 'stylesheet' ? place : undefined;
}
/** Where a site file is read: its path under the internal origin. */
function siteUrl(file) {
    return `${INTERNAL}/${file.split('/').map(encodeURIComponent).join('/')}`;
}
/** Whether a URL is an http(s) URL on another origin than the site's. */
function offsite(url) {
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin !== INTERNAL;
}
/** `url`'s fragment with its `#` (a `#` alone kept), as `URL.href` writes it; `''` when it has none. */
function fragmentOf(url) {
    const sharp = url.href.indexOf('#');
    return sharp < 0 ? '' : url.href.slice(sharp);
}
function withoutHash(url) {
    const copy = new URL(url.href);
    copy.hash = '';
    return copy.href;
}
/**
 * The URL `raw` names at `base`; undefined if none.
 * @param bytes `raw` is a Latin-1 string of a file's bytes (read as UTF-8), in a page or stylesheet, whose character
 *   references are decoded; otherwise it is text (a payload's string)
 */
function parsed(raw, base, bytes) {
    let text = raw;
    if (bytes) {
        text = (0,_tree_js__WEBPACK_IMPORTED_MODULE_4__/* .bytesAsText */ .f)(raw);
        if (text.includes('&'))
            text = (0,entities__WEBPACK_IMPORTED_MODULE_6__/* .decodeHTMLAttribute */ .Im)(text);
    }
    try {
        return new URL(text, base);
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 4167:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  f: () => (/* binding */ bytesAsText),
  R: () => (/* binding */ fetchAssetTree)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
var external_node_fs_default = /*#__PURE__*/__webpack_require__.n(external_node_fs_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/common/atomic.ts
var atomic = __webpack_require__(8372);
// EXTERNAL MODULE: ./src/web/charset.ts
var charset = __webpack_require__(1334);
// EXTERNAL MODULE: ./src/site/rebase/rebase-css.ts + 1 modules
var rebase_css = __webpack_require__(2217);
// EXTERNAL MODULE: ./src/site/rebase/rebase-url.ts
var rebase_url = __webpack_require__(1794);
// EXTERNAL MODULE: ./src/external/fetch.ts + 2 modules
var fetch = __webpack_require__(2012);
// EXTERNAL MODULE: ./node_modules/htmlparser2/dist/Parser.js
var Parser = __webpack_require__(5867);
;// CONCATENATED MODULE: ./src/external/svg.ts

/**
 * What makes a third-party SVG unsafe to serve from the docs site (issue 38, review): a stored file is same-origin, so
 * an SVG opened directly (`/_external/…/icon.svg`) runs its scripts with the site's cookies and storage. As an image
 * (`<img>`, a CSS mask) nothing in it runs; the check is for the file opened as a document. Pure.
 */
/** Elements that run script or hold HTML (`foreignObject` embeds XHTML: iframes, forms, scripts), by local name. */
const ACTIVE_ELEMENTS = new Set([
    'script',
    'foreignobject',
    'handler',
    'listener',
    'iframe',
    'frame',
    'frameset',
    'fencedframe',
    'embed',
    'object',
]);
const XHTML = 'http://www.w3.org/1999/xhtml';
/** A document that declares XSLT's namespace can be its own stylesheet (`xsl:version` on the root). */
const XSLT = 'http://www.w3.org/1999/XSL/Transform';
/** What URL parsing drops or strips (tabs and newlines anywhere, controls and spaces at the ends), dropped anywhere. */
// eslint-disable-next-line no-control-regex -- controls are what it drops
const CONTROLS = /[\x00-\x20\x7f]/g;
/**
 * Why an SVG file would run script when opened as a document, or undefined when it would not: a `<script>` (in any
 * namespace prefix), `<foreignObject>` or other active element, an event handler attribute (`onload`, `onclick`, any
 * `on…`), an animation of one, a `javascript:` URL in any attribute (as URL parsing reads it: entities decoded, tabs,
 * newlines and controls dropped), an element in the XHTML or XSLT namespace, a frame, a control character, a named
 * entity reference beyond XML's five, a DOCTYPE with an internal subset, of another language than SVG, or any markup
 * declaration (default attributes and entities that a browser's XML parser applies where this check does not see them,
 * {@link markupDeclaration}), or an XSLT stylesheet. Read as the bytes' encoding says (byte
 * order mark, XML declaration) and as UTF-8, which a host's `charset=utf-8` imposes: refused if either shows one.
 * @returns what was found, for an error message (`a <script> element`)
 */
function svgActiveContent(bytes) {
    const declared = svgEncoding(bytes);
    if (declared === undefined)
        return 'an encoding declaration this check cannot read';
    for (const encoding of new Set([declared, 'utf-8'])) {
        // UTF-16 read as UTF-8 is full of NULs, which XML refuses outright: that reading cannot run anything.
        const controls = !(encoding === 'utf-8' && declared.startsWith('utf-16'));
        const found = activeIn(new TextDecoder(encoding).decode(bytes), controls);
        if (found)
            return found;
    }
    return undefined;
}
/** The encoding an XML parser takes for `bytes`: a byte order mark, UTF-16 sniffed, the declaration, else UTF-8. */
function svgEncoding(bytes) {
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
        return 'utf-8';
    if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0x3c && bytes[1] === 0 && bytes[2] === 0x3f))
        return 'utf-16le';
    if ((bytes[0] === 0xfe && bytes[1] === 0xff) || (bytes[0] === 0 && bytes[1] === 0x3c && bytes[2] === 0))
        return 'utf-16be';
    // The declaration is read to its `>` however far that is: a browser has no window, and a label past one was missed.
    const head = bytes.toString('latin1');
    if (head.startsWith('<?xml') && !head.includes('>'))
        return undefined;
    const label = /^<\?xml[^>]*?\sencoding\s*=\s*["']([^"']*)["']/.exec(head)?.[1];
    if (label === undefined)
        return 'utf-8';
    try {
        return new TextDecoder(label.trim()).encoding;
    }
    catch {
        return undefined;
    }
}
/** @param controls whether a control character XML forbids refuses the file (not for UTF-16 read as UTF-8) */
function activeIn(text, controls) {
    // XML forbids these; a stateful encoding (ISO-2022-JP's ESC sequences) hides `onload` behind them from a UTF-8 read.
    // eslint-disable-next-line no-control-regex -- controls are what it looks for
    if (controls && /[\x00-\x08\x0b\x0c\x0e-\x1f]/.test(text))
        return 'a control character XML does not allow';
    const declaration = markupDeclaration(text);
    if (declaration)
        return declaration;
    // Beyond XML's five, a named reference comes from a DTD: Chromium expands HTML's entities for XHTML's public ids,
    // so `javascript&colon;` is a URL to the browser and not to this check.
    const named = /&(?!(?:amp|lt|gt|quot|apos);)[A-Za-z_:][\w.:-]*;/.exec(text);
    if (named)
        return `an entity reference that only a DTD defines (${named[0]})`;
    let found;
    const parser = new Parser/* Parser */.i({
        onopentag(name, attributes) {
            if (found)
                return;
            const local = localName(name);
            if (ACTIVE_ELEMENTS.has(local)) {
                found = `a <${name}> element`;
                return;
            }
            for (const [attribute, value] of Object.entries(attributes)) {
                const attr = localName(attribute);
                const url = value.replace(CONTROLS, '').toLowerCase();
                if (attr.startsWith('on'))
                    found = `an event handler attribute (${attribute})`;
                else if (url.includes('javascript:'))
                    found = `a javascript: URL (in ${attribute})`;
                else if (attr === 'attributename' && url.replace(/^[^:]*:/, '').startsWith('on'))
                    found = `an animation of an event handler attribute (${value})`;
                else if ((attribute === 'xmlns' || attribute.startsWith('xmlns:')) && value.trim() === XHTML)
                    found = 'an element in the XHTML namespace';
                else if ((attribute === 'xmlns' || attribute.startsWith('xmlns:')) && value.trim() === XSLT)
                    found = 'the XSLT namespace';
                if (found)
                    return;
            }
        },
        onprocessinginstruction(name, data) {
            if (found || localName(name.replace(/^\?/, '')) !== 'xml-stylesheet')
                return;
            if (!cssStylesheet(data))
                found = 'an XSLT stylesheet (<?xml-stylesheet?>)';
        },
    }, { xmlMode: true, decodeEntities: true });
    parser.end(text);
    return found;
}
/**
 * A document type declaration that can change the document (XML 1.0 §2.8): an internal subset (`<!DOCTYPE svg [ … ]>`),
 * whose `<!ATTLIST svg onload CDATA "…">` gives every `<svg>` an event handler that no tag shows, or whose `<!ENTITY>`
 * expands into markup; or a markup declaration anywhere (`<!ATTLIST`, `<!ENTITY`, `<!ELEMENT`, `<!NOTATION`). The
 * declaration is read to its end as an XML parser reads it, quoted literals and all, not to its first `>`. A DOCTYPE
 * with only a name and an external identifier (`<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "…svg11.dtd">`, as
 * editors write it) is kept: browsers do not load external DTDs.
 * @returns what was found, for an error message, or undefined
 */
function markupDeclaration(text) {
    const declared = /<!(ATTLIST|ENTITY|ELEMENT|NOTATION)\b/i.exec(text);
    if (declared?.[1]?.toUpperCase() === 'ENTITY')
        return 'an entity declaration';
    if (declared)
        return `a markup declaration (<!${declared[1].toUpperCase()}>)`;
    for (let at = text.search(/<!DOCTYPE/i); at !== -1;) {
        let quote = '';
        let end = -1;
        for (let i = at + '<!DOCTYPE'.length; i < text.length && end === -1; i++) {
            const c = text[i];
            if (quote) {
                if (c === quote)
                    quote = '';
            }
            else if (c === '"' || c === "'")
                quote = c;
            else if (c === '[')
                return 'a DOCTYPE with an internal subset';
            else if (c === '>')
                end = i;
        }
        if (end === -1)
            return 'a DOCTYPE that does not end';
        // Only SVG's public ids: for XHTML's and MathML's, Chromium defines HTML's named entities without loading a DTD.
        const publicId = /^<!DOCTYPE\s+\S+\s+PUBLIC\s+(?:"([^"]*)"|'([^']*)')/i.exec(text.slice(at, end + 1));
        const id = publicId?.[1] ?? publicId?.[2];
        if (id !== undefined && !/^-\/\/W3C\/\/DTD SVG /.test(id))
            return `a DOCTYPE of another language (${id})`;
        const next = text.slice(end + 1).search(/<!DOCTYPE/i);
        at = next === -1 ? -1 : end + 1 + next;
    }
    return undefined;
}
/** A pseudo-attribute of `<?xml-stylesheet?>`: a name, then a value in either quote (Associating Style Sheets §2). */
const PSEUDO_ATTRIBUTE = /\s*([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
/**
 * Whether an `<?xml-stylesheet?>` is plainly a CSS one, read as the browser reads its pseudo-attributes: case-sensitive
 * names, each once, nothing else in it, and `type` exactly `text/css`. A looser read took the first `type=` it saw,
 * even inside another value (`title=" type='text/css'" type="text/xsl"`), while the browser ran the XSLT.
 * @param data the instruction as the parser hands it (`?xml-stylesheet type="…" href="…"?`)
 */
function cssStylesheet(data) {
    const pseudo = data.replace(/^\?\S+/, '').replace(/\?$/, '');
    const pairs = [...pseudo.matchAll(PSEUDO_ATTRIBUTE)];
    const names = pairs.map((pair) => pair[1]);
    const type = pairs.find((pair) => pair[1] === 'type');
    return (pseudo.replace(PSEUDO_ATTRIBUTE, '').trim() === '' &&
        new Set(names).size === names.length &&
        type !== undefined &&
        (type[2] ?? type[3]) === 'text/css');
}
/** A name without its namespace prefix, lower case (`svg:script` → `script`). */
function localName(name) {
    return name.slice(name.indexOf(':') + 1).toLowerCase();
}

;// CONCATENATED MODULE: ./src/external/tree.ts








const isCss = (contentType) => contentType.split(';')[0].trim().toLowerCase() === 'text/css';
/**
 * Fetches `roots` ({@link fetchAssets}), then what each fetched stylesheet loads (`url()`, `@import`, `image-set()`,
 * read in the stylesheet's encoding: `charset.ts`), resolved against the URL that answered, level by level, each URL
 * once (a stylesheet that imports itself, or two that import each other, end there); then rewrites every fetched
 * stylesheet so that each URL it names is the stored file's, relative to the stylesheet
 * (`../fonts.googleapis.com/...`), so it works under any base path; a URL not fetched (`wanted` left it) is written as
 * the absolute URL it resolves to, so it still loads from its origin. `data:` URLs and fragments alone (`url(#clip)`)
 * are left as they are. An SVG that would run script when opened from the site
 * (`svg.ts`) fails the run.
 * @returns every stored file, by URL (fragment removed)
 * @throws AssetFetchError naming the URL (and the stylesheet that named it, and the root request that led to it); the
 * signal's reason when it aborts
 */
async function fetchAssetTree(roots, options) {
    const all = new Map();
    /** The stylesheet that named each URL found in one, for the error. */
    const namedBy = new Map();
    /** The root request that led to `url`, through the stylesheets that named it. */
    const rootOf = (url) => {
        let at = url;
        // Each URL is named once, and roots by none: the walk ends.
        for (let by = namedBy.get(at); by !== undefined; by = namedBy.get(at))
            at = by;
        return at;
    };
    const spent = options.spent ?? { bytes: 0 };
    const wanted = (url) => {
        if (!options.wanted || options.wanted(url))
            return true;
        options.skipped?.add(url);
        return false;
    };
    const queued = new Set(roots.map((r) => withoutFragment(r.url)));
    let level = [
        ...new Map(roots.map((r) => [withoutFragment(r.url), { ...r, url: withoutFragment(r.url) }])).values(),
    ].filter((r) => wanted(r.url));
    for (let depth = 0; level.length > 0; depth++) {
        if (depth > options.maxDepth) {
            const url = level[0].url;
            throw new fetch/* AssetFetchError */.rJ(url, `stylesheets load one another more than ${options.maxDepth} levels deep (named by ${namedBy.get(url)})`, namedBy.get(url), rootOf(url));
        }
        let got;
        try {
            got = await (0,fetch/* fetchAssets */.ES)(level, { ...options, spent });
        }
        catch (error) {
            if (!(error instanceof fetch/* AssetFetchError */.rJ))
                throw error;
            const by = namedBy.get(error.url);
            throw by ? new fetch/* AssetFetchError */.rJ(error.url, `${error.reason} (named by ${by})`, by, rootOf(error.url)) : error;
        }
        const next = [];
        /** URLs fetched at the levels above, towards `maxUrls` (each URL is queued once: the levels never overlap). */
        const above = all.size;
        for (const asset of got.values()) {
            all.set(asset.url, asset);
            const fail = (reason) => {
                const by = namedBy.get(asset.url);
                throw new fetch/* AssetFetchError */.rJ(asset.url, by ? `${reason} (named by ${by})` : reason, by, rootOf(asset.url));
            };
            if (asset.file.endsWith('.svg')) {
                const active = svgActiveContent(await external_node_fs_default().promises.readFile(external_node_path_default().join(options.folder, asset.file)));
                if (active)
                    fail(`is an SVG with ${active}: stored in the site it would run as the site's own script when opened ` +
                        'directly, so it is not bundled. Use an SVG without scripts, or host a cleaned copy with the site');
            }
            if (!isCss(asset.contentType))
                continue;
            const bytes = await external_node_fs_default().promises.readFile(external_node_path_default().join(options.folder, asset.file));
            const encoding = (0,charset/* stylesheetEncoding */.yc)(bytes, asset.contentType);
            if (encoding.startsWith('utf-16'))
                fail(`is a UTF-16 stylesheet, whose url()s the bundler cannot read`);
            const css = bytes.toString('latin1');
            (0,rebase_css/* cssUrlEdits */.Gb)(css, (raw, _start, imported) => {
                const url = resolved(raw, asset.finalUrl);
                if (url === undefined || queued.has(url))
                    return undefined;
                queued.add(url);
                if (!wanted(url))
                    return undefined;
                namedBy.set(url, asset.url);
                next.push({ url, kind: imported ? 'stylesheet' : 'any' });
                return undefined;
            }, 0, encoding);
            const count = above + got.size + next.length;
            if (options.maxUrls !== undefined && count > options.maxUrls)
                fail(`names URLs that take what the site loads to ${count} distinct off-site URLs, more than ` +
                    `external-assets: bundle fetches (${options.maxUrls})`);
        }
        level = next;
    }
    for (const asset of all.values())
        if (isCss(asset.contentType))
            await rewriteStylesheet(asset, all, options.folder);
    return all;
}
/**
 * Points every URL of a stored stylesheet at the stored file, relative to it; a URL that was not fetched (the
 * patterns left it) at where it resolves from the stylesheet's own address ({@link absoluteUrl}), which a relative URL
 * no longer names once the stylesheet is stored in the site (issue 44 item 4).
 */
async function rewriteStylesheet(asset, all, folder) {
    const file = external_node_path_default().join(folder, asset.file);
    const bytes = await external_node_fs_default().promises.readFile(file);
    const here = external_node_path_default().posix.dirname(asset.file);
    const edits = (0,rebase_css/* cssUrlEdits */.Gb)(bytes.toString('latin1'), (raw, start) => {
        const url = resolved(raw, asset.finalUrl);
        if (url === undefined)
            return undefined;
        const target = all.get(url);
        if (!target) {
            const absolute = absoluteUrl(raw, asset.finalUrl);
            return absolute === undefined ? undefined : { start, end: start + raw.length, text: absolute };
        }
        const hash = raw.indexOf('#') >= 0 ? bytesAsText(raw.slice(raw.indexOf('#'))) : '';
        return { start, end: start + raw.length, text: `${external_node_path_default().posix.relative(here, target.file)}${hash}` };
    }, 0, 
    // Read in the stylesheet's encoding; only the URLs change, every other byte stays as fetched.
    (0,charset/* stylesheetEncoding */.yc)(bytes, asset.contentType));
    if (edits.length > 0)
        await (0,atomic/* writeFileAtomic */.Z)(file, (0,rebase_url/* applyEdits */.ct)(bytes, edits));
}
/**
 * A URL as read from a file's bytes taken one per character (Latin-1, so offsets are byte offsets), as the text it
 * is: its bytes decoded as UTF-8, the encoding of pages and stylesheets (`naïve.png` written as UTF-8 is fetched as
 * `na%C3%AFve.png`, as browsers and `report` do, not double-encoded).
 */
function bytesAsText(latin1) {
    return /[\u0080-\u00ff]/.test(latin1) ? Buffer.from(latin1, 'latin1').toString('utf8') : latin1;
}
/** The absolute http(s) URL `raw` names from a stylesheet at `base`, without its fragment; undefined for others. */
function resolved(raw, base) {
    if (raw === '' || raw.startsWith('#') || /^data:/i.test(raw))
        return undefined;
    let url;
    try {
        url = new URL(bytesAsText(raw), base);
    }
    catch {
        return undefined;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
        return undefined;
    url.hash = '';
    return url.href;
}
/**
 * The absolute URL, fragment and query kept, that `raw` (an http(s) URL a stylesheet at `base` names) resolves to, to
 * write in place of a relative one; undefined when `raw` is already written absolute (left byte for byte). `(`, `)`,
 * `'` and `\`, which URL serialisation keeps but which would end or break a bare `url(…)` or a quoted one, are
 * percent-encoded: servers read `%28` as `(`.
 * @param raw the URL as written (UTF-8 bytes in a Latin-1 string); `base` the URL that answered with the stylesheet
 */
function absoluteUrl(raw, base) {
    const text = bytesAsText(raw);
    const url = new URL(text, base).href;
    let alone;
    try {
        alone = new URL(text).href;
    }
    catch {
        alone = undefined;
    }
    if (alone === url)
        return undefined;
    return url.replace(/['()\\]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
function withoutFragment(text) {
    const at = text.indexOf('#');
    return at < 0 ? text : text.slice(0, at);
}


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

//# sourceMappingURL=626.index.js.map