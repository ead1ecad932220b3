export const id = 936;
export const ids = [936];
export const modules = {

/***/ 3138:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RG: () => (/* binding */ download),
/* harmony export */   SM: () => (/* binding */ LinkExpiredError),
/* harmony export */   qD: () => (/* binding */ PartialDownload)
/* harmony export */ });
/* unused harmony export DownloadError */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4533);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(313);
/* harmony import */ var _describe_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7227);
/* harmony import */ var _integrity_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9271);
/* harmony import */ var _http_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3605);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5307);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2486);









/**
 * Storage refused the link because it expired: S3's `403 AccessDenied` "Request has expired", or `400 ExpiredToken`
 * / `TokenRefreshRequired` for a link signed with temporary credentials whose session ended, which can be before
 * `expiresAt` (platform facts "The presigned link").
 */
class LinkExpiredError extends _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ActionError */ .lZ {
    constructor(detail) {
        super('Bundle link expired', `The bundle link was refused as expired (${detail}).`, 'Re-run the step with job-id to generate a fresh link; the job and its files stay reusable.');
        this.name = 'LinkExpiredError';
    }
}
/** The download failed for good. */
const DownloadError = (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .titledError */ .X2)('Bundle download failed', 'DownloadError');
/**
 * A download's progress, kept across calls so that a fresh link (spec §4.4 rule 3: a new `bundleUrl` for the same
 * object) resumes where the expired one stopped. `If-Match` on the ETag seen before makes storage refuse (`412`)
 * when the object changed, and the download then starts over.
 */
class PartialDownload {
    /** Bytes written and hashed so far. */
    received = 0;
    /** What the object is checked against, from its first full answer. */
    plan;
    /** Digests of the bytes received so far. */
    digests = new _integrity_js__WEBPACK_IMPORTED_MODULE_3__/* .Digests */ .oG(undefined);
    /** `Content-Length` of the whole object, from its first full answer. */
    total;
    /** The object's ETag, unquoted, from its first full answer. */
    etag;
    /** Whether storage said it serves ranges (`Accept-Ranges: bytes`). */
    rangeable = false;
}
/** A failure worth another attempt; `retryAfterMs` is storage's `Retry-After`, when it sent one. */
class Retryable extends Error {
    retryAfterMs;
    constructor(message, retryAfterMs) {
        super(message);
        this.retryAfterMs = retryAfterMs;
    }
}
/** The longest `Retry-After` from storage that is waited out, ms; a longer one waits this long. */
const MAX_STORAGE_RETRY_AFTER_MS = 60_000;
/**
 * Streams a presigned link to a file, never holding the archive in memory. Network errors, `5xx`, a
 * body that ends early and a stall are retried with backoff, resuming with `Range` (and `If-Match`
 * on the ETag, so a replaced object is never spliced in) when storage allows it, otherwise starting
 * over. The result is checked: byte count against `Content-Length` and `expectedBytes`, the MD5 against an ETag
 * that is one, and a whole-object `x-amz-checksum-*` when storage sends it (`integrity.ts`).
 * @throws LinkExpiredError when storage says the link expired, DownloadError otherwise
 */
async function download(options) {
    const { url, file, clock, log, signal } = options;
    const stallMs = options.stallMs ?? 30_000;
    const maxAttempts = options.maxAttempts ?? 6;
    const backoff = options.backoff ?? { initialMs: 1000, factor: 2, maxMs: 20_000 };
    const progressEveryMs = options.progressEveryMs ?? 5000;
    const shownUrl = (0,_redact_js__WEBPACK_IMPORTED_MODULE_6__/* .withoutQuery */ .j)(url);
    const part = options.partial ?? new PartialDownload();
    // Bytes already on disk from an earlier link are kept: the first attempt resumes them with Range + If-Match.
    const fd = node_fs__WEBPACK_IMPORTED_MODULE_0___default().openSync(file, part.received > 0 ? 'r+' : 'w', 0o600);
    const startedAt = clock.now();
    let lastLine = startedAt;
    // Digests start anew with the plan of the latest full answer; the file is truncated only when it holds bytes.
    const restart = () => {
        if (part.received > 0)
            node_fs__WEBPACK_IMPORTED_MODULE_0___default().ftruncateSync(fd, 0);
        part.received = 0;
        part.digests = new _integrity_js__WEBPACK_IMPORTED_MODULE_3__/* .Digests */ .oG(part.plan?.checksum?.algorithm);
    };
    try {
        for (let attempt = 1;; attempt++) {
            const resuming = part.received > 0 && part.rangeable && part.etag !== undefined;
            if (part.received > 0 && !resuming)
                restart();
            const stall = new AbortController();
            const attemptSignal = AbortSignal.any([signal, stall.signal]);
            const timer = setTimeout(() => stall.abort(new Retryable(`no data for ${stallMs / 1000}s`)), stallMs);
            try {
                const headers = {};
                if (resuming) {
                    headers.range = `bytes=${part.received}-`;
                    headers['if-match'] = `"${part.etag}"`;
                }
                const response = await followRedirects(url, headers, attemptSignal);
                timer.refresh();
                const status = response.statusCode ?? 0;
                if (status === 200 || status === 206) {
                    const tag = unquote((0,_http_js__WEBPACK_IMPORTED_MODULE_4__/* .header */ .wx)(response, 'etag'));
                    if (status === 206) {
                        const start = Number(/^bytes (\d+)-/.exec((0,_http_js__WEBPACK_IMPORTED_MODULE_4__/* .header */ .wx)(response, 'content-range') ?? '')?.[1]);
                        if (!resuming || start !== part.received || (tag && tag !== part.etag)) {
                            response.destroy();
                            part.rangeable = false;
                            throw new Retryable('storage answered a range that does not continue the download');
                        }
                        log.info(`Resuming the download at ${(0,_format_js__WEBPACK_IMPORTED_MODULE_7__/* .formatBytes */ .z)(part.received)}.`);
                    }
                    else {
                        part.etag = tag;
                        part.plan = (0,_integrity_js__WEBPACK_IMPORTED_MODULE_3__/* .planIntegrity */ .rl)(tag, (name) => (0,_http_js__WEBPACK_IMPORTED_MODULE_4__/* .header */ .wx)(response, name));
                        restart();
                        part.rangeable = (0,_http_js__WEBPACK_IMPORTED_MODULE_4__/* .header */ .wx)(response, 'accept-ranges') === 'bytes';
                        const length = Number((0,_http_js__WEBPACK_IMPORTED_MODULE_4__/* .header */ .wx)(response, 'content-length'));
                        part.total =
                            Number.isFinite(length) && (0,_http_js__WEBPACK_IMPORTED_MODULE_4__/* .header */ .wx)(response, 'content-length') !== undefined ? length : undefined;
                    }
                    for await (const chunk of response) {
                        timer.refresh();
                        writeAt(fd, chunk, part.received);
                        part.digests.update(chunk);
                        part.received += chunk.length;
                        const now = clock.now();
                        if (now - lastLine >= progressEveryMs) {
                            lastLine = now;
                            log.info(progressLine(part.received, options.expectedBytes ?? part.total, now - startedAt));
                        }
                    }
                    if (!response.complete || (part.total !== undefined && part.received < part.total)) {
                        throw new Retryable(`the body ended after ${part.received} of ${part.total ?? '?'} bytes`);
                    }
                    clearTimeout(timer);
                    const integrity = verify(part, options.expectedBytes);
                    return { bytes: part.received, etag: part.etag, integrity };
                }
                const body = await (0,_http_js__WEBPACK_IMPORTED_MODULE_4__/* .readText */ .yR)(response, attemptSignal, 64 << 10).catch(() => '');
                if (isExpiredLink(status, body))
                    throw new LinkExpiredError(`HTTP ${status}: ${(0,_describe_js__WEBPACK_IMPORTED_MODULE_8__/* .describeBody */ .MP)(body)}`);
                if (status === 412 || status === 416) {
                    part.rangeable = false;
                    throw new Retryable(`HTTP ${status}: the object changed or the range is not satisfiable; starting over`);
                }
                if (status >= 500 || status === 408 || status === 429) {
                    const retryAfterMs = (0,_retry_js__WEBPACK_IMPORTED_MODULE_5__/* .parseRetryAfter */ .mu)((0,_http_js__WEBPACK_IMPORTED_MODULE_4__/* .header */ .wx)(response, 'retry-after'), clock.wallNow());
                    throw new Retryable(`HTTP ${status}: ${(0,_describe_js__WEBPACK_IMPORTED_MODULE_8__/* .describeBody */ .MP)(body)}`, retryAfterMs);
                }
                throw new DownloadError(`Storage answered HTTP ${status} for ${shownUrl}: ${(0,_describe_js__WEBPACK_IMPORTED_MODULE_8__/* .describeBody */ .MP)(body)}.`, hintForStorage(status));
            }
            catch (error) {
                clearTimeout(timer);
                if (signal.aborted)
                    throw signal.reason;
                if (error instanceof LinkExpiredError || error instanceof DownloadError)
                    throw error;
                // A full disk or a write refused is final: another attempt would fail the same way.
                const local = (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .asLocalFileError */ .kH)(error, node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file));
                if (local)
                    throw local;
                let reason;
                let unreachable = false;
                if (error instanceof Retryable)
                    reason = error.message;
                else if (stall.signal.aborted)
                    reason = (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .messageOf */ .bD)(stall.signal.reason);
                else {
                    const network = (0,_http_js__WEBPACK_IMPORTED_MODULE_4__/* .toNetworkError */ .Ur)(error);
                    reason = network.message;
                    unreachable = options.fastFail?.(network.code) ?? false;
                }
                if (attempt >= maxAttempts || unreachable) {
                    const subject = options.subject ?? 'the bundle';
                    const attempts = `${attempt} attempt${attempt === 1 ? '' : 's'}`;
                    const why = unreachable ? ' (the host cannot be reached from this runner: not retried)' : '';
                    throw new DownloadError(`${subject[0].toUpperCase()}${subject.slice(1)} download failed after ${attempts}: ${reason}${why}.`, 'Re-run the step with job-id; the job and its files stay reusable.');
                }
                const retryAfterMs = error instanceof Retryable ? error.retryAfterMs : undefined;
                const wait = retryAfterMs === undefined
                    ? (0,_retry_js__WEBPACK_IMPORTED_MODULE_5__/* .backoffDelay */ .EY)(attempt, clock.random(), backoff)
                    : Math.min(retryAfterMs, MAX_STORAGE_RETRY_AFTER_MS);
                const why = retryAfterMs === undefined ? '' : ' (Retry-After)';
                log.warning(`Download attempt ${attempt} failed (${reason}); retrying in ${(wait / 1000).toFixed(1)}s${why}.`);
                await clock.sleep(wait, signal);
            }
        }
    }
    finally {
        node_fs__WEBPACK_IMPORTED_MODULE_0___default().closeSync(fd);
    }
}
/** S3 error codes that mean the link's temporary credentials ended: a fresh link works (platform facts). */
const EXPIRED_TOKEN_CODES = new Set(['ExpiredToken', 'TokenRefreshRequired']);
/** Whether storage's answer says the link expired (see {@link LinkExpiredError}). */
function isExpiredLink(status, body) {
    const code = /<Code>\s*([^<\s]+)\s*<\/Code>/.exec(body)?.[1];
    if ((status === 400 || status === 403) && code !== undefined && EXPIRED_TOKEN_CODES.has(code))
        return true;
    return status === 403 && /Request has expired|expired/i.test(body);
}
/** Most redirects one storage request follows (S3 answers 307 for a bucket in another region). */
const MAX_REDIRECTS = 5;
/**
 * GETs `url`, following up to {@link MAX_REDIRECTS} redirects. The request carries no credentials (the link
 * signs itself), so following is safe; a redirect from https to http is refused.
 * @throws DownloadError for a redirect without Location, a downgrade, or too many hops
 */
async function followRedirects(url, headers, signal) {
    let target = url;
    for (let hops = 0;; hops++) {
        const response = await (0,_http_js__WEBPACK_IMPORTED_MODULE_4__/* .send */ .tN)({ method: 'GET', url: target, headers, signal });
        const status = response.statusCode ?? 0;
        if (![301, 302, 303, 307, 308].includes(status))
            return response;
        response.resume();
        const location = (0,_http_js__WEBPACK_IMPORTED_MODULE_4__/* .header */ .wx)(response, 'location');
        const shown = (0,_redact_js__WEBPACK_IMPORTED_MODULE_6__/* .withoutQuery */ .j)(target);
        if (!location)
            throw new DownloadError(`Storage answered HTTP ${status} without a Location for ${shown}.`, REDIRECT_HINT);
        if (hops >= MAX_REDIRECTS)
            throw new DownloadError(`Storage redirected more than ${MAX_REDIRECTS} times from ${(0,_redact_js__WEBPACK_IMPORTED_MODULE_6__/* .withoutQuery */ .j)(url)}.`, REDIRECT_HINT);
        const next = new URL(location, target);
        if (new URL(target).protocol === 'https:' && next.protocol !== 'https:') {
            throw new DownloadError(`Storage redirected ${shown} from https to ${next.protocol}//${next.host}, which would expose the link.`, REDIRECT_HINT);
        }
        target = next.toString();
    }
}
const REDIRECT_HINT = 'Check the bundle link and any proxy between the runner and storage; re-run the step with job-id.';
/** Writes at an explicit offset: after a restart truncates the file, the descriptor's own offset would leave a hole. */
function writeAt(fd, chunk, position) {
    let written = 0;
    while (written < chunk.length)
        written += node_fs__WEBPACK_IMPORTED_MODULE_0___default().writeSync(fd, chunk, written, chunk.length - written, position + written);
}
function unquote(value) {
    return value?.replace(/^W\//, '').replace(/^"|"$/g, '');
}
/**
 * Checks the finished download: its size against `Content-Length` and `sizeBytes`, its digests against the plan.
 * @throws DownloadError naming what differs
 */
function verify(part, expected) {
    const { received, total } = part;
    const retryHint = 'Re-run the step with job-id to download the bundle again.';
    if (total !== undefined && received !== total) {
        throw new DownloadError(`The bundle download ended with ${received} bytes where Content-Length said ${total}.`, retryHint);
    }
    if (expected !== undefined && received !== expected) {
        throw new DownloadError(`The bundle has ${received} bytes but the service announced sizeBytes ${expected}.`, retryHint);
    }
    const checked = (0,_integrity_js__WEBPACK_IMPORTED_MODULE_3__/* .checkIntegrity */ ._D)(part.plan ?? (0,_integrity_js__WEBPACK_IMPORTED_MODULE_3__/* .planIntegrity */ .rl)(undefined, () => undefined), part.digests.finish());
    if (checked.mismatch !== undefined)
        throw new DownloadError(`${checked.mismatch}: it was corrupted on the way.`, retryHint);
    return checked.result;
}
function progressLine(bytes, of, elapsedMs) {
    const rate = elapsedMs > 0 ? `${(0,_format_js__WEBPACK_IMPORTED_MODULE_7__/* .formatBytes */ .z)((bytes / elapsedMs) * 1000)}/s` : '';
    const percent = of ? ` (${Math.floor((bytes / of) * 100)}%)` : '';
    return `Downloaded ${(0,_format_js__WEBPACK_IMPORTED_MODULE_7__/* .formatBytes */ .z)(bytes)}${of ? ` of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_7__/* .formatBytes */ .z)(of)}` : ''}${percent}, ${rate}`;
}
function hintForStorage(status) {
    if (status === 400)
        return ('Storage refused the request; presigned links must be fetched without an Authorization header ' +
            '(a proxy may be adding one).');
    if (status === 403)
        return 'Storage refused the link: re-run with job-id to generate a fresh one.';
    if (status === 404)
        return 'The bundle is missing from storage: re-run with job-id to generate it again.';
    return 'Re-run the step with job-id.';
}


/***/ }),

/***/ 9271:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dm: () => (/* binding */ describeIntegrity),
/* harmony export */   _D: () => (/* binding */ checkIntegrity),
/* harmony export */   oG: () => (/* binding */ Digests),
/* harmony export */   rl: () => (/* binding */ planIntegrity)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_1__);


const CHECKSUM_HEADERS = [
    ['sha256', 'x-amz-checksum-sha256'],
    ['sha1', 'x-amz-checksum-sha1'],
    ['crc32', 'x-amz-checksum-crc32'],
];
/** Decides what the bytes of one object are checked against, from the headers of its full (`200`) answer. */
function planIntegrity(etag, header) {
    const sse = header('x-amz-server-side-encryption')?.toLowerCase();
    let md5Skipped;
    if (etag === undefined)
        md5Skipped = 'storage sent no ETag';
    else if (header('x-amz-server-side-encryption-customer-algorithm') !== undefined)
        md5Skipped = 'the object is encrypted with SSE-C, so its ETag is not an MD5';
    else if (sse === 'aws:kms' || sse === 'aws:kms:dsse')
        md5Skipped = `the object is encrypted with SSE-KMS (${sse}), so its ETag is not an MD5`;
    else if (/^[0-9a-f]{32}-\d+$/i.test(etag))
        md5Skipped = 'the ETag is that of a multipart upload, not an MD5';
    else if (!/^[0-9a-f]{32}$/i.test(etag))
        md5Skipped = 'the ETag is not an MD5';
    const composite = header('x-amz-checksum-type')?.toUpperCase() === 'COMPOSITE';
    let checksum;
    for (const [algorithm, name] of CHECKSUM_HEADERS) {
        const value = header(name)?.trim();
        if (value && !composite && /^[A-Za-z0-9+/]+={0,2}$/.test(value)) {
            checksum = { algorithm, expected: value };
            break;
        }
    }
    return { md5Etag: md5Skipped ? undefined : etag.toLowerCase(), md5Skipped, checksum };
}
/** A running digest of the bytes received, for the MD5 and the planned checksum; fed in order, resumable. */
class Digests {
    md5 = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('md5');
    other;
    crc = 0;
    algorithm;
    constructor(algorithm) {
        this.algorithm = algorithm;
        if (algorithm === 'sha256' || algorithm === 'sha1')
            this.other = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)(algorithm);
    }
    update(chunk) {
        this.md5.update(chunk);
        if (this.algorithm === 'crc32')
            this.crc = (0,node_zlib__WEBPACK_IMPORTED_MODULE_1__.crc32)(chunk, this.crc);
        else
            this.other?.update(chunk);
    }
    /** Hex MD5 and the checksum as S3 writes it (base64 of the big-endian digest); call once. */
    finish() {
        const md5 = this.md5.digest('hex');
        if (this.algorithm === 'crc32') {
            const bytes = Buffer.alloc(4);
            bytes.writeUInt32BE(this.crc >>> 0);
            return { md5, checksum: bytes.toString('base64') };
        }
        return { md5, checksum: this.other?.digest('base64') };
    }
}
/**
 * Compares the digests of the received bytes with the plan.
 * @returns the result, or a sentence saying what did not match
 */
function checkIntegrity(plan, digests) {
    const { md5, checksum } = digests;
    if (plan.md5Etag !== undefined && md5 !== plan.md5Etag)
        return { mismatch: `The bundle's MD5 ${md5} does not match the storage ETag ${plan.md5Etag}` };
    if (plan.checksum && checksum !== plan.checksum.expected) {
        const name = `x-amz-checksum-${plan.checksum.algorithm}`;
        return { mismatch: `The bundle's ${name} ${checksum} does not match the ${plan.checksum.expected} storage sent` };
    }
    const result = {
        md5,
        md5Verified: plan.md5Etag !== undefined,
        md5Skipped: plan.md5Skipped,
        checksumVerified: plan.checksum?.algorithm,
    };
    return { result };
}
/** One sentence on what the bytes were checked against, e.g. "MD5 … matches the ETag". */
function describeIntegrity(result) {
    const parts = [];
    if (result.md5Verified)
        parts.push(`MD5 ${result.md5} matches the ETag`);
    else
        parts.push(`MD5 ${result.md5} not compared with the ETag (${result.md5Skipped})`);
    if (result.checksumVerified)
        parts.push(`x-amz-checksum-${result.checksumVerified} matches`);
    return parts.join('; ');
}


/***/ }),

/***/ 1194:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ removeLeftover)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4533);


/** Windows keeps a removed folder busy while an indexer or antivirus holds a handle: retried, as `fs.rm` allows. */
const RM_OPTIONS = { recursive: true, force: true, maxRetries: 5, retryDelay: 200 };
/**
 * Removes a file or folder the action made, retrying where Windows holds it busy (`EBUSY`, `EPERM` while an
 * antivirus scans it; `fs.rm`'s `maxRetries`: five retries, 200 ms apart, growing). A removal that still fails never
 * fails the step nor hides the error being reported: it becomes a warning naming what was left where, or nothing
 * when `warn` is not given (a partial file whose own error is being reported).
 * @param what how the warning names it, e.g. "the temporary folder"
 */
async function removeLeftover(target, warn, what = 'the temporary folder') {
    await node_fs__WEBPACK_IMPORTED_MODULE_0___default().promises.rm(target, RM_OPTIONS).catch((error) => {
        warn?.(`Could not remove ${what} ${target} (${error.code ?? (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(error)}); it was left behind. ` +
            'Remove it by hand if it is in the way (the runner empties RUNNER_TEMP after each job).');
    });
}


/***/ }),

/***/ 7828:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ EventLoopTurns)
/* harmony export */ });
/* unused harmony export YIELD_EVERY_MS */
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);

/**
 * Most milliseconds of synchronous work between two turns of the event loop. Unpacking small files and checking
 * pages are synchronous loops; without a turn, a SIGINT or SIGTERM handler cannot run until the loop ends, and a
 * cancelled step would keep running that long (issue 20 #7: a cancel ends the step within 2 s).
 */
const YIELD_EVERY_MS = 50;
/**
 * Gives the event loop a turn once {@link YIELD_EVERY_MS} of work has passed since the last one, so a signal
 * handler can run, then checks the signal. Call `pause()` between units of work (a file, a page); it costs a clock
 * read otherwise.
 */
class EventLoopTurns {
    lastTurn = performance.now();
    signal;
    constructor(signal) {
        this.signal = signal;
    }
    /** @throws the signal's reason once it is aborted */
    async pause() {
        if (performance.now() - this.lastTurn < YIELD_EVERY_MS)
            return;
        await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setImmediate)();
        this.lastTurn = performance.now();
        this.signal?.throwIfAborted();
    }
}


/***/ })

};

//# sourceMappingURL=936.index.js.map