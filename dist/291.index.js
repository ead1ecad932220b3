export const id = 291;
export const ids = [291];
export const modules = {

/***/ 291:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runExport: () => (/* binding */ runExport)
});

// UNUSED EXPORTS: DeadlineError, JobFailedError, VIEWER_FILES

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
var external_node_fs_default = /*#__PURE__*/__webpack_require__.n(external_node_fs_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/archive/unpack.ts + 2 modules
var archive_unpack = __webpack_require__(7418);
// EXTERNAL MODULE: ./src/transfer/download.ts
var download = __webpack_require__(4507);
// EXTERNAL MODULE: ./src/archive/contiguous.ts
var contiguous = __webpack_require__(972);
// EXTERNAL MODULE: ./src/transfer/partial.ts
var transfer_partial = __webpack_require__(2666);
;// CONCATENATED MODULE: ./src/transfer/overlap.ts




/**
 * Downloads the archive and unpacks it at once: the unpacker reads the bytes as they become contiguous on disk
 * (a zip waits for the whole file). The site is unpacked into `staging` before the download is verified; nothing
 * leaves `staging` unless both succeed. When both fail, the download's error is thrown: bytes corrupted on the way
 * explain a broken archive, not the other way round. When the object changed during the download (which then
 * started over), the archive is unpacked again from the verified file.
 * @param fetch downloads into `archive`, publishing its progress through the given PartialDownload
 * @param pages told of each page the unpack writes, and told to forget them when the unpack starts over
 * @throws the download's error, else the unpack's (see `unpackArchive`), or the signal's reason
 */
async function downloadWhileUnpacking(fetch, archive, staging, signal, clock, pages) {
    const onPage = pages?.onPage;
    const start = clock.now();
    const partial = new transfer_partial/* PartialDownload */.q();
    let downloadMs = 0;
    const downloading = fetch(partial).then((result) => {
        downloadMs = clock.now() - start;
        return result;
    }, (error) => {
        partial.fail(error);
        throw error;
    });
    // The unpacker waits for the archive file, which the download creates.
    const unpacking = (0,archive_unpack/* unpackArchive */.b)(archive, staging, { signal, source: partial, onPage });
    const [downloaded, unpacked] = await Promise.allSettled([downloading, unpacking]);
    if (downloaded.status === 'rejected')
        throw downloaded.reason;
    if (unpacked.status === 'fulfilled')
        return { downloaded: downloaded.value, unpacked: unpacked.value, downloadMs, unpackMs: clock.now() - start };
    if (!(unpacked.reason instanceof contiguous/* SourceRestartedError */.m))
        throw unpacked.reason;
    await external_node_fs_default().promises.rm(staging, { recursive: true, force: true });
    await external_node_fs_default().promises.mkdir(staging);
    pages?.restart();
    const again = await (0,archive_unpack/* unpackArchive */.b)(archive, staging, { signal, onPage });
    return { downloaded: downloaded.value, unpacked: again, downloadMs, unpackMs: clock.now() - start };
}

// EXTERNAL MODULE: ./src/transfer/ranged.ts + 1 modules
var ranged = __webpack_require__(6803);
// EXTERNAL MODULE: ./src/common/format.ts
var format = __webpack_require__(6950);
// EXTERNAL MODULE: ./src/transfer/integrity.ts
var integrity = __webpack_require__(5160);
// EXTERNAL MODULE: ./src/common/errors.ts
var errors = __webpack_require__(1922);
// EXTERNAL MODULE: ./src/archive/guard.ts + 5 modules
var guard = __webpack_require__(8033);
// EXTERNAL MODULE: ./src/workspace/place.ts
var place = __webpack_require__(7398);
// EXTERNAL MODULE: ./src/workspace/local-export.ts
var local_export = __webpack_require__(3533);
// EXTERNAL MODULE: ./src/common/remove.ts
var remove = __webpack_require__(8861);
// EXTERNAL MODULE: ./src/common/atomic.ts
var atomic = __webpack_require__(8372);
// EXTERNAL MODULE: ./src/workspace/site-archive.ts + 1 modules
var site_archive = __webpack_require__(5308);
// EXTERNAL MODULE: ./src/verify/failed.ts
var failed = __webpack_require__(4136);
// EXTERNAL MODULE: ./src/site/hosts/hosts.ts
var hosts = __webpack_require__(9208);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/site/hosts/urls.ts
var hosts_urls = __webpack_require__(325);
// EXTERNAL MODULE: ./src/common/turns.ts
var common_turns = __webpack_require__(2225);
;// CONCATENATED MODULE: ./src/site/hosts/changes.ts






/**
 * Runs `task` on every item, giving the event loop a turn every 50 ms of work (`EventLoopTurns`). Files are read with
 * synchronous calls: per small file, a promise-based open/read/close costs several times the reading itself
 * (measured: 20,000 files of 0.5–7.5 KB hashed in 3.2 s with streams, 0.65 s with synchronous reads).
 * @throws the signal's reason once it is aborted
 */
async function inTurns(items, task, signal) {
    const turns = new common_turns/* EventLoopTurns */.j(signal);
    for (const item of items) {
        task(item);
        await turns.pause();
    }
}
/**
 * The regular files under `root` and their sizes in bytes; links and special files are not site files. A missing
 * `root` (first run) is an empty site.
 */
async function listFiles(root, signal) {
    const entries = await external_node_fs_default().promises.readdir(root, { recursive: true, withFileTypes: true }).catch((error) => {
        if (error.code === 'ENOENT')
            return [];
        throw error;
    });
    const files = new Map();
    await inTurns(entries.filter((entry) => entry.isFile()), (entry) => {
        const full = external_node_path_default().join(entry.parentPath, entry.name);
        files.set(external_node_path_default().relative(root, full).split((external_node_path_default()).sep).join('/'), external_node_fs_default().lstatSync(full).size);
    }, signal);
    return files;
}
/** Bytes read at a time while hashing: the whole file is never in memory. */
const CHUNK_BYTES = 64 * 1024;
/** SHA-256 of a file, read in {@link CHUNK_BYTES} chunks into `buffer`. */
function hashFile(file, buffer) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    const fd = external_node_fs_default().openSync(file, 'r');
    try {
        for (let read = external_node_fs_default().readSync(fd, buffer); read > 0; read = external_node_fs_default().readSync(fd, buffer)) {
            hash.update(buffer.subarray(0, read));
        }
    }
    finally {
        external_node_fs_default().closeSync(fd);
    }
    return hash.digest('hex');
}
/**
 * Compares the staged site with the previous contents of the site folder. A file in both is modified when the sizes
 * differ, or else when the SHA-256 of the contents differs (read in chunks, never whole).
 * @param newRoot the staged site; `oldRoot` the site folder before it is replaced (may not exist)
 * @throws the file system's error, or the signal's reason once it is aborted
 */
async function compareSites(newRoot, oldRoot, { host, basePath, cloudfrontFunction }, signal) {
    const [next, previous] = await Promise.all([listFiles(newRoot, signal), listFiles(oldRoot, signal)]);
    const added = [];
    const removed = [];
    const sameSize = [];
    const modified = [];
    for (const [file, size] of next) {
        const before = previous.get(file);
        if (before === undefined)
            added.push(file);
        else if (before !== size)
            modified.push(file);
        else
            sameSize.push(file);
    }
    for (const file of previous.keys())
        if (!next.has(file))
            removed.push(file);
    const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    await inTurns(sameSize, (file) => {
        const native = file.split('/');
        if (hashFile(external_node_path_default().join(newRoot, ...native), buffer) !== hashFile(external_node_path_default().join(oldRoot, ...native), buffer))
            modified.push(file);
    }, signal);
    const nextSet = new Set(next.keys());
    const previousSet = new Set(previous.keys());
    const urls = new Set();
    const addUrls = (file, files, layout, context) => {
        for (const urlPath of (0,hosts_urls/* urlPathsFor */.ty)(host, file, files, layout, context)) {
            urls.add(`${basePath}${(0,hosts_urls/* encodeUrlPath */.xn)(urlPath)}`);
            // The function serves the home page at /docs too (BASE alone): AWS's invalidation guide asks for every URI a
            // viewer requests as well as the one a function rewrites it to.
            if (urlPath === '/' && basePath !== '' && host === 'cloudfront')
                urls.add(basePath);
        }
    };
    const contextOf = (files, layout) => ({
        basePath,
        cloudfront: cloudfrontFunction ? (0,hosts/* cloudfrontNames */.Dc)(files, layout) : undefined,
    });
    const nextLayout = (0,hosts/* detectLayout */.ey)([...nextSet]);
    const previousLayout = (0,hosts/* detectLayout */.ey)([...previousSet]);
    const nextContext = contextOf(nextSet, nextLayout);
    const previousContext = contextOf(previousSet, previousLayout);
    for (const file of [...added, ...modified])
        addUrls(file, nextSet, nextLayout, nextContext);
    for (const file of removed)
        addUrls(file, previousSet, previousLayout, previousContext);
    return { added: added.sort(), modified: modified.sort(), removed: removed.sort(), urls: [...urls].sort() };
}
/** How many files changed: the `changedFiles` output. */
function changedCount(list) {
    return list.added.length + list.modified.length + list.removed.length;
}

// EXTERNAL MODULE: ./src/site/hosts/cloudfront-function.ts
var cloudfront_function = __webpack_require__(5520);
;// CONCATENATED MODULE: ./src/site/hosts/nojekyll.ts


/**
 * With `host: github-pages`, writes an empty `.nojekyll` at the site's root when the site has none and holds a
 * folder whose name starts with `_` (Next.js' `_next/`): GitHub Pages builds a branch with Jekyll, which leaves such
 * folders out unless `.nojekyll` exists (GitHub Docs, "About GitHub Pages and Jekyll"), and `actions/deploy-pages`
 * serves the file harmlessly. The file list is updated so verification sees the file.
 * @param files the site's files, relative to `root` with `/` separators; `.nojekyll` is appended when written
 * @returns whether the file was written
 */
async function addNojekyll(root, files, host) {
    if (host !== 'github-pages' || files.includes('.nojekyll'))
        return false;
    if (!files.some((file) => file.startsWith('_') || file.includes('/_')))
        return false;
    await external_node_fs_default().promises.writeFile(external_node_path_default().join(root, '.nojekyll'), '', { flag: 'wx' });
    files.push('.nojekyll');
    return true;
}

// EXTERNAL MODULE: ./src/external/mode.ts
var mode = __webpack_require__(1392);
// EXTERNAL MODULE: ./src/external/patterns.ts
var patterns = __webpack_require__(3848);
// EXTERNAL MODULE: ./src/site/hosts/served.ts
var hosts_served = __webpack_require__(8982);
;// CONCATENATED MODULE: ./src/pipeline.ts
/**
 * The site pipeline (issue 32 #3): what the unpacked site goes through in its staging folder before it replaces
 * `path`, stage by stage, in this order. Each stage sees the folder as the one before left it, and the first that
 * fails leaves the previous site in place (the caller removes the staging folder).
 *
 * 1. `.nojekyll`, for host `github-pages` (from the unpacker's file list).
 * 2. The site stage (`base-path`, `site-url` on another origin, `search`): one pass over the files, each page edited
 *    once (rebased, pointed at the address it is served at, wired to search) and indexed; then Pagefind's bundle.
 * 3. Agent files (`agent-files`): `llms.txt` and the rest added from the pages' heads (or content, `full`).
 *    Then the redirects of `docs.json` (`redirects`, issue 45), in the host's form: after the index and the agent
 *    files, so redirect pages are in neither.
 * 4. Verification (`verify`): the site as it will be served, with the files of 2 and 3; with `verify: off`, the
 *    listing of `external-assets: report` alone.
 * 5. The change list (`changes-file`), against the previous site while it is still in `path`.
 * 6. The CloudFront function (`cloudfront-function`), for the final file list.
 * 7. The archive (`archive`) and the site archive (`site-archive`), of the tree about to be placed.
 * 8. Placed: the staging folder replaces `path`; then the change list and the function are written, and the outputs
 *    set.
 */














/**
 * What to read of each page as the unpack writes it, from the bytes the archive reader holds, instead of reading
 * every page back from disk after it (issue 32 #3): the link check's scan and the agent files' heads. Only when no
 * stage changes what they read before them: the site stage (2) rebases with `base-path` or a `site-url` on another
 * origin, and the bundler rewrites off-site URLs; `search` only adds its wiring. Undefined when nothing is to be read
 * so.
 */
async function pageReaders(inputs, pagefindBinary) {
    // Pages edited after the unpack (the rebase, the external-assets bundler) are read once edited. Search's only edit
    // is its wiring in each head, which the site stage adds to the scans (`PageScans.amend`): no title, text or link
    // of the page changes, so the scans and heads taken as unpacked hold (issue 47).
    const parts = siteStageParts(inputs, pagefindBinary);
    const searchOnly = parts.length === 1 && pagefindBinary !== undefined;
    if ((parts.length > 0 && !searchOnly) || inputs.externalAssets === 'bundle')
        return undefined;
    // external-assets: report reads each page whole, its scripts too: a scan as unpacked would be read for nothing.
    const scans = inputs.verify.mode === 'off' || inputs.externalAssets === 'report'
        ? undefined
        : new (await Promise.all(/* import() */[__webpack_require__.e(455), __webpack_require__.e(846), __webpack_require__.e(811), __webpack_require__.e(873)]).then(__webpack_require__.bind(__webpack_require__, 3254))).PageScans();
    const heads = inputs.agentFiles === 'auto' ? new (await Promise.all(/* import() */[__webpack_require__.e(455), __webpack_require__.e(867), __webpack_require__.e(653), __webpack_require__.e(648)]).then(__webpack_require__.bind(__webpack_require__, 5648))).PageHeads() : undefined;
    if (!scans && !heads)
        return undefined;
    const onPage = (file, page) => {
        scans?.add(file, page);
        heads?.add(file, page);
    };
    const restart = () => {
        scans?.clear();
        heads?.clear();
    };
    return { scans, heads, onPage, restart };
}
/**
 * What the site stage (2) does for these inputs, one part each, in the words of its log group's title; none when it
 * does not run. The one place that says whether pages are edited after the unpack.
 */
function siteStageParts(inputs, pagefindBinary) {
    const served = (0,hosts_served/* servedAddress */.Y)(inputs.domain, inputs.verify.siteUrl, inputs.canonical);
    return [
        ...(inputs.basePath ? [`rebase the site to ${inputs.basePath}/`] : []),
        ...(served ? [`name ${served.origin} as its address`] : []),
        ...(pagefindBinary ? ['index the site for search'] : []),
    ];
}
/**
 * Takes the staged site through the stages above and places it at `inputs.sitePath`.
 * @param pagefindBinary Pagefind's binary with `search: pagefind`, else undefined
 * @throws VerificationError when the check fails the step; ActionError from Pagefind or a file input; a file system
 * error; or the signal's reason. `path` then still holds the previous site.
 */
async function finishSite(staged, status, inputs, ports, times, pagefindBinary) {
    const { unpack, archive } = staged;
    /** The folder the unpack took the site out of, as the names of pages read as unpacked start. */
    const unwrapped = unpack.unwrapped === undefined ? '' : `${unpack.unwrapped}/`;
    const { clock, log, output, group } = ports;
    /** Runs one stage in a log group and records how long it took. */
    const timed = async (phase, title, work) => {
        const start = clock.now();
        try {
            return await group(title, work);
        }
        finally {
            times[phase] = clock.now() - start;
        }
    };
    // 1. .nojekyll
    if (await addNojekyll(unpack.siteRoot, unpack.files, inputs.verify.host))
        log.info('Added an empty .nojekyll: GitHub Pages would otherwise leave out folders starting with _ (_next/).');
    // 2. The site stage. Before verification, so the site checked is the one served under base-path, with its search.
    const search = pagefindBinary ? { binaryPath: pagefindBinary, host: inputs.verify.host } : undefined;
    const stageInputs = {
        basePath: inputs.basePath,
        siteUrl: inputs.verify.siteUrl,
        domain: inputs.domain,
        canonical: inputs.canonical,
        search,
    };
    if (!inputs.domain && inputs.verify.siteUrl)
        log.warning(`With job-id and no domain the export's own origin is unknown, so its absolute URLs (canonical, og:url, ` +
            `sitemap) are left as they are instead of naming ${inputs.verify.siteUrl}: give domain, the one the job ` +
            'exported, to have them rewritten.');
    const stageTitle = listed(siteStageParts(inputs, pagefindBinary));
    /** Pages the check scanned as they were unpacked: with search alone, the stage's only edit is added to them. */
    const scans = staged.read?.scans;
    const stage = stageTitle
        ? await timed(search ? 'search' : 'rebase', stageTitle, async () => (await Promise.all(/* import() */[__webpack_require__.e(455), __webpack_require__.e(867), __webpack_require__.e(846), __webpack_require__.e(574)]).then(__webpack_require__.bind(__webpack_require__, 8574))).siteStage(unpack.siteRoot, unpack.files, stageInputs, {
            ...ports,
            wired: scans && ((file, inserted) => scans.amend(unwrapped + file, inserted)),
        }))
        : {};
    const { rebase } = stage;
    // 2b. External assets (issue 38): after the rebase, whose base path the stored files' URLs carry; before the agent
    // files and the check, which see the pages as served.
    const bundled = inputs.externalAssets === 'bundle'
        ? await group('Bundle external assets', async () => {
            const files = [...unpack.files, ...(stage.search?.files ?? [])];
            const cloud = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 3054));
            // First: an export that has the answer's path fails before anything is fetched.
            const userAnswer = await cloud.answerUserCall(unpack.siteRoot, files);
            const bundler = await Promise.all(/* import() */[__webpack_require__.e(455), __webpack_require__.e(867), __webpack_require__.e(846), __webpack_require__.e(626), __webpack_require__.e(145)]).then(__webpack_require__.bind(__webpack_require__, 1145));
            const result = await bundler.bundleSite({
                root: unpack.siteRoot,
                files,
                basePath: inputs.basePath,
                selection: (0,patterns/* assetSelection */.XA)(inputs.externalAssetsInclude, inputs.externalAssetsExclude),
                cacheFolder: inputs.externalAssetsCache,
                clock,
                log,
                signal: ports.signal,
            });
            const offline = {
                userAnswer,
                userUrl: `${inputs.basePath}/${userAnswer}`,
                hintsRemoved: result.hintsRemoved,
                mintlify: await cloud.isMintlifyExport(unpack.siteRoot, files),
                bundled: bundler.bundleCounts(result),
            };
            for (const line of cloud.cloudLog(offline))
                log.info(line);
            return { ...result, written: [...result.written, userAnswer], offline };
        })
        : undefined;
    // GitHub Pages' Jekyll leaves out _external/ and _mintlify/ too, in an export that had no other folder starting
    // with _.
    if (bundled && (await addNojekyll(unpack.siteRoot, [...unpack.files, ...bundled.written], inputs.verify.host))) {
        unpack.files.push('.nojekyll');
        log.info(`Added an empty .nojekyll: GitHub Pages would otherwise leave out ${mode/* ASSET_FOLDER */.CA}/ and _mintlify/.`);
    }
    // 3. Agent files. Before verification, which checks the agent links against the files written here.
    const heads = staged.read?.heads;
    const agentFiles = inputs.agentFiles === 'off'
        ? undefined
        : await timed('agentFiles', 'Write agent files', () => addAgentFiles(unpack, inputs, log, ports.signal, heads && ((file) => heads.take(unwrapped + file))));
    // 3b. Redirects (issue 45): after the search index and the agent files, which must not list redirect pages; before
    // verification and the change list, which must see them.
    const indexed = [
        ...unpack.files,
        ...(stage.search?.files ?? []),
        ...(bundled?.written ?? []),
        ...(agentFiles?.written ?? []),
    ];
    const redirects = inputs.redirects && inputs.redirects.rules.length > 0
        ? await group(`Publish the redirects of ${inputs.redirects.name}`, async () => (await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 2662))).publishRedirects({
            root: unpack.siteRoot,
            files: indexed,
            config: inputs.redirects,
            host: inputs.verify.host,
            layout: (0,hosts/* detectLayout */.ey)(indexed),
            basePath: inputs.basePath,
            domain: inputs.domain,
            siteUrl: inputs.verify.siteUrl,
            log,
        }))
        : undefined;
    const siteFiles = [...new Set([...indexed, ...(redirects?.written ?? [])])];
    // 4. Verification. Before the folder is replaced, so a site that fails the check leaves the previous one in place.
    // An export already built for base-path was not rebased: its links are judged as its client follows them.
    const checked = redirects && {
        redirects: {
            config: redirects.config,
            rules: redirects.rules,
            realPages: redirects.realPages,
            pageFiles: redirects.pageFiles,
            ruleWins: inputs.verify.host === 'netlify' || inputs.verify.host === 'cloudflare-pages',
        },
    };
    const verifyInputs = {
        ...(stage.built ? { ...inputs.verify, rebased: false, builtFor: stage.built.by } : inputs.verify),
        ...checked,
    };
    let verification;
    let offsiteUrls;
    if (inputs.verify.mode === 'off') {
        (0,failed/* skipVerification */.Td)(output);
        // external-assets: report reads the site with the verification's scan, which then lists and judges nothing else.
        if (inputs.externalAssets === 'report')
            offsiteUrls = await group('List off-site URLs', async () => (await Promise.all(/* import() */[__webpack_require__.e(455), __webpack_require__.e(867), __webpack_require__.e(846), __webpack_require__.e(626), __webpack_require__.e(811), __webpack_require__.e(92)]).then(__webpack_require__.bind(__webpack_require__, 8092))).listExternalAssets(unpack.siteRoot, siteFiles, verifyInputs, ports));
    }
    else {
        verification = await timed('verify', 'Verify the site', async () => (await Promise.all(/* import() */[__webpack_require__.e(455), __webpack_require__.e(867), __webpack_require__.e(846), __webpack_require__.e(626), __webpack_require__.e(811), __webpack_require__.e(92)]).then(__webpack_require__.bind(__webpack_require__, 8092))).verifySite(unpack.siteRoot, siteFiles, status.pageCount, verifyInputs, ports, staged.read?.scans && { scans: staged.read.scans, prefix: unwrapped }, inputs.externalAssets === 'report'));
    }
    // 5. The change list, while the previous site is still in the folder; written once the new one is placed.
    const changes = inputs.changesFile
        ? await timed('compare', 'Compare with the previous site', async () => {
            const list = await compareSites(unpack.siteRoot, inputs.sitePath, {
                host: inputs.verify.host,
                basePath: inputs.basePath,
                cloudfrontFunction: inputs.verify.cloudfrontFunction,
            }, ports.signal);
            log.info(`${list.added.length} added, ${list.modified.length} modified, ${list.removed.length} removed; ` +
                `${list.urls.length} URLs on host ${inputs.verify.host}.`);
            return list;
        })
        : undefined;
    // 6. The CloudFront function, before the folder is replaced: one CloudFront would refuse (too large) leaves the
    // previous site.
    const layout = (0,hosts/* detectLayout */.ey)(siteFiles);
    const functionSite = { basePath: inputs.verify.basePath, names: (0,hosts/* cloudfrontNames */.Dc)(siteFiles, layout) };
    // With redirects (issue 45) the function answers every source first; a list too long for it goes to a store.
    let viewerRequest;
    if (inputs.cloudfrontFunction && redirects) {
        const { functionRedirects } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 2662));
        viewerRequest = (0,cloudfront_function/* cloudfrontFunctionWithRedirects */.iH)(layout, functionSite, functionRedirects(redirects.rules));
    }
    else if (inputs.cloudfrontFunction)
        viewerRequest = { code: (0,cloudfront_function/* cloudfrontFunction */.RQ)(layout, functionSite) };
    // 7. The archives. The bundle is kept first: when keeping it fails, the site folder is still the previous one.
    if (inputs.archivePath) {
        await external_node_fs_default().promises.mkdir(external_node_path_default().dirname(inputs.archivePath), { recursive: true });
        await (0,atomic/* writeFileAtomic */.Z)(inputs.archivePath, { copyFrom: archive });
        log.info(`Kept the archive at ${inputs.archivePath}.`);
    }
    // After every edit and the check: the tree about to be placed, byte for byte.
    const siteArchive = inputs.siteArchive
        ? await timed('siteArchive', 'Write the site archive', () => keepSiteArchive(unpack.siteRoot, inputs.siteArchive, staged.time ?? (0,site_archive/* archiveTime */.Ku)(status), ports))
        : undefined;
    // 8. Placed.
    await (0,place/* replaceFolder */.xn)(unpack.siteRoot, inputs.sitePath, log.warning, () => ports.signal.throwIfAborted());
    log.info(`The site is in ${inputs.sitePath}.`);
    output('path', inputs.sitePath);
    output('layout', (0,hosts/* detectLayout */.ey)(unpack.files));
    if (changes && inputs.changesFile) {
        await external_node_fs_default().promises.mkdir(external_node_path_default().dirname(inputs.changesFile), { recursive: true });
        await (0,atomic/* writeFileAtomic */.Z)(inputs.changesFile, `${JSON.stringify(changes, null, 2)}\n`);
        log.info(`Wrote the change list to ${inputs.changesFile}.`);
        output('changedFiles', String(changedCount(changes)));
    }
    if (viewerRequest !== undefined && inputs.cloudfrontFunction) {
        await external_node_fs_default().promises.mkdir(external_node_path_default().dirname(inputs.cloudfrontFunction), { recursive: true });
        await (0,atomic/* writeFileAtomic */.Z)(inputs.cloudfrontFunction, viewerRequest.code);
        log.info(`Wrote the CloudFront function for this site to ${inputs.cloudfrontFunction}.`);
        if (viewerRequest.keyValueStore !== undefined && inputs.keyValueStoreFile) {
            await (0,atomic/* writeFileAtomic */.Z)(inputs.keyValueStoreFile, viewerRequest.keyValueStore);
            log.info(`The redirects' exact sources do not fit in CloudFront's 10 KB with the function: they are in ` +
                `${inputs.keyValueStoreFile}, a KeyValueStore import file, which the function reads with cf.kvs(). Load ` +
                'it into the KeyValueStore associated with the function before publishing the function ' +
                '(docs/redirects.md, recipes/s3-cloudfront.yml).');
        }
    }
    if (inputs.archivePath)
        output('archive', inputs.archivePath);
    if (siteArchive) {
        output('siteArchive', siteArchive.path);
        output('siteArchiveSha256', siteArchive.sha256);
    }
    return {
        verification,
        offsiteUrls,
        rebase,
        search: stage.search,
        agentFiles,
        changes,
        siteArchive,
        offline: bundled?.offline,
        redirects,
    };
}
/** Writes the site archive of the staged site (`site-archive.ts`) and logs where, how big, its SHA-256 and its time. */
async function keepSiteArchive(root, target, time, ports) {
    const written = await (0,site_archive/* writeSiteArchive */.RF)(root, target, time.seconds, ports.signal);
    const from = time.source === 'local-export' ? "the local export's modification time" : `the job's ${time.source}`;
    const dated = time.source
        ? `dated ${new Date(time.seconds * 1000).toISOString()} (${from})`
        : 'dated 1970-01-01 (the service gave no time for the job)';
    ports.log.info(`Wrote the site archive to ${written.path} (${written.files} files, ${(0,format/* formatBytes */.z)(written.bytes)}, ${dated}); ` +
        `SHA-256 ${written.sha256}, also in ${external_node_path_default().basename(written.checksumPath)}.`);
    return written;
}
/** "A, b and c", capitalised: the title of a log group that does several things. */
function listed(parts) {
    const text = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
    return text.replace(/^./, (c) => c.toUpperCase());
}
/** Writes the agent files into the staged site and logs what was written and what the export already had. */
async function addAgentFiles(unpack, inputs, log, signal, heads) {
    const { writeAgentFiles } = await Promise.all(/* import() */[__webpack_require__.e(455), __webpack_require__.e(867), __webpack_require__.e(653), __webpack_require__.e(648)]).then(__webpack_require__.bind(__webpack_require__, 5648));
    const result = await writeAgentFiles({
        mode: inputs.agentFiles,
        root: unpack.siteRoot,
        files: unpack.files,
        host: inputs.verify.host,
        siteUrl: inputs.verify.siteUrl,
        basePath: inputs.basePath,
        signal,
        heads,
    });
    for (const warning of result.warnings)
        log.warning(warning);
    if (result.kept.length > 0)
        log.info(`The export has ${result.kept.join(' and ')}; kept as it is.`);
    const named = result.written.filter((file) => !file.endsWith('.md'));
    const copies = result.markdownCopies > 0 ? [`${result.markdownCopies} Markdown copies of pages`] : [];
    const all = [...named, ...copies];
    log.info(all.length > 0 ? `Wrote ${all.join(', ')} (${result.pages} pages).` : 'No agent files to write.');
    if (inputs.verify.siteUrl === undefined && named.includes('llms.txt'))
        log.warning('llms.txt lists root-relative URLs: set site-url (or domain) to give agents absolute ones.');
    return result;
}

// EXTERNAL MODULE: ./src/common/redact.ts
var redact = __webpack_require__(6800);
// EXTERNAL MODULE: ./src/service/update.ts
var service_update = __webpack_require__(4130);
// EXTERNAL MODULE: ./src/service/polling.ts
var polling = __webpack_require__(3540);
;// CONCATENATED MODULE: ./src/site/hosts/server-files.ts
/**
 * Files Cloudflare Pages reads from the deployed folder as the deployment's code or configuration, not as pages
 * (Cloudflare's Pages docs: "Advanced mode" `_worker.js`, a file or a folder; "Functions" `functions/` and its
 * `_routes.json`; "Headers" `_headers`; "Redirects" `_redirects`). Names compare exactly: Cloudflare reads them so.
 */
const CLOUDFLARE_CODE = ['_worker.js', 'functions', '_routes.json'];
const CLOUDFLARE_CONFIG = ['_headers', '_redirects'];
/**
 * The files of a local export (issue 46) that the host would run or obey as server-side code or configuration:
 * an export built from a pull request, a fork's included, must not put code or headers on the owner's deployment.
 * Pure. Only `cloudflare-pages` has any; other hosts serve every file as it is.
 * @param files the site's files, relative, with `/` separators (`_worker.js/index.js`)
 * @returns each offending top-level name once, in the order of `files`; empty when none
 */
function serverFiles(host, files) {
    if (host !== 'cloudflare-pages')
        return [];
    const found = new Map();
    for (const file of files) {
        const slash = file.indexOf('/');
        const top = slash === -1 ? file : file.slice(0, slash);
        const label = slash === -1 ? top : `${top}/`;
        if (found.has(label))
            continue;
        if (CLOUDFLARE_CODE.includes(top))
            found.set(label, { file: label, why: "Cloudflare Pages runs it as the deployment's code (a Worker)" });
        else if (slash === -1 && CLOUDFLARE_CONFIG.includes(top))
            found.set(label, { file: label, why: 'Cloudflare Pages applies it to every response of the deployment' });
    }
    return [...found.values()];
}

// EXTERNAL MODULE: ./src/workspace/site-folder.ts
var site_folder = __webpack_require__(7887);
;// CONCATENATED MODULE: ./src/export.ts




















/** The export job ended `failed` (spec §3.2). */
class JobFailedError extends errors/* ActionError */.lZ {
    constructor(jobId, error) {
        super('Export job failed', `Export job ${jobId} failed: ${error ?? 'the service gave no reason'}.`, 'Fix the cause the service names (often a page that does not build), publish again, and re-run the step.');
        this.name = 'JobFailedError';
    }
}
/**
 * The `timeout` input passed before the job completed. With `update: true` the update and the export share the
 * timeout, so the message says how much of it the update took.
 */
class DeadlineError extends errors/* ActionError */.lZ {
    /** @param updateMs how long the update before the export took, ms; undefined without `update: true` */
    constructor(jobId, timeoutMs, last, updateMs) {
        let state = 'no status received';
        if (last) {
            const progress = last.progress === undefined ? '' : `, ${last.progress}%`;
            const pages = last.pageCount === undefined ? '' : `, ${last.pageCount} pages`;
            state = `${last.status}${progress}${pages}`;
        }
        const job = `Export job ${jobId} did not complete within`;
        const message = updateMs === undefined
            ? `${job} ${(0,format/* formatDuration */.a)(timeoutMs)} (last status: ${state}).`
            : `${job} the ${(0,format/* formatDuration */.a)(timeoutMs)} timeout, of which the deployment update took ` +
                `${(0,format/* formatDuration */.a)(updateMs)} (last status: ${state}).`;
        const hint = updateMs === undefined
            ? `To pick it up without starting another export, re-run the step with job-id: ${jobId} ` +
                '(and a longer timeout if needed).'
            : `The update is done: to pick the export up without updating again, re-run the step with job-id: ${jobId} ` +
                'and update: false (and a longer timeout if needed; it covers the update and the export).';
        super('Timed out', `${message} The job continues on the service.`, hint);
        this.name = 'DeadlineError';
    }
}
/** How many fresh links one run asks for when storage says a link expired. */
const MAX_LINKS = 3;
/**
 * A link whose `expiresAt` has passed, or passes within this many ms, is replaced before the download
 * starts. Kept small: a link with any life left is tried, and storage's 403 "Request has expired"
 * is caught during the download anyway.
 */
const EXPIRY_MARGIN_MS = 1000;
/**
 * Runs the static export (spec §1 "Static export flow"), after the update phase with `update: true`
 * (`update.ts`, within the same deadline and cancellation): start a job (or take `job-id`), poll it
 * until `completed` or `failed`, generate the bundle, download it, unpack it into a fresh folder
 * under `RUNNER_TEMP`, and replace the site folder with it in one move.
 * @throws ActionError subclasses (ApiError, JobFailedError, DeadlineError, DownloadError, …);
 * the site folder is then as it was
 */
async function runExport(inputs, ports) {
    const { api, clock, log, output, group } = ports;
    // The site folder and every file written as named were checked on disk with the inputs (inputs.ts); the values
    // file is followed through a link, here, before any request, so an unusable one does not cost an export.
    const written = inputs.filesWritten.filter(([input]) => input !== 'helm-values');
    // The heavy modules (parsers, the archive readers, the site stage, the checker) load when a run needs them.
    const helm = inputs.helmValues
        ? await (await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(263)]).then(__webpack_require__.bind(__webpack_require__, 4263))).loadHelmValues(await (0,place/* resolveEditedFile */.uM)(inputs.workspace, inputs.helmValues, 'helm-values', inputs.download ? inputs.sitePath : undefined, written), inputs.version)
        : undefined;
    // Before the first request: a search that cannot run must not cost an export.
    const pagefindBinary = inputs.search.mode === 'pagefind' ? await searchBinary(inputs, ports) : undefined;
    if (inputs.localExport)
        return publishLocal(inputs, inputs.localExport, ports, pagefindBinary);
    const adopt = async (bundle) => {
        ports.maskLink(bundle.bundleUrl);
        output('bundleUrl', bundle.bundleUrl);
        output('expiresAt', bundle.expiresAt);
        if (bundle.sizeBytes !== undefined)
            output('sizeBytes', String(bundle.sizeBytes));
        if (helm) {
            const { writeHelmValues } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(263)]).then(__webpack_require__.bind(__webpack_require__, 4263));
            await writeHelmValues(helm, { bundleUrl: bundle.bundleUrl, version: inputs.version });
            const keys = inputs.version === undefined
                ? 'staticExport.enabled, staticExport.bundleUrl'
                : 'staticExport.enabled, staticExport.bundleUrl and staticExport.version';
            log.info(`Set ${keys} in ${inputs.helmValues}.`);
        }
        return bundle;
    };
    let update;
    let updateMs;
    if (inputs.update) {
        ports.onPhase?.('update');
        const updateStart = clock.now();
        update = await (0,service_update/* runUpdate */.PG)(inputs.update, inputs.timeoutMs, ports);
        updateMs = clock.now() - updateStart;
    }
    ports.onPhase?.('export');
    const times = {};
    const started = inputs.jobId === undefined;
    let createdAtMs;
    let jobId;
    if (inputs.jobId !== undefined) {
        jobId = inputs.jobId;
        log.info(`Using export job ${jobId} (job-id); no new job is started.`);
        if (inputs.version !== undefined || inputs.paths !== undefined)
            log.warning('version and paths apply only when a job is started; with job-id they are ignored.');
    }
    else {
        const request = {
            domain: inputs.domain,
            ...(inputs.version !== undefined && { version: inputs.version }),
            ...(inputs.paths && { paths: inputs.paths }),
        };
        jobId = await group('Start the export', async () => {
            const id = await api.startExport(request);
            log.info(`Started export job ${id} for ${inputs.domain}.`);
            return id;
        });
        createdAtMs = clock.now();
    }
    output('jobId', jobId);
    const status = await group(`Wait for export job ${jobId}`, () => waitForJob(jobId, createdAtMs, inputs.timeoutMs, updateMs, ports, times));
    const completedAtMs = clock.now();
    output('status', status.status);
    if (status.pageCount !== undefined)
        output('pageCount', String(status.pageCount));
    const bundleStart = clock.now();
    const bundle = await group('Generate the bundle', async () => {
        const fresh = await freshBundle(jobId, completedAtMs, status.bundle, ports, adopt);
        log.info(`Bundle link ready${sizeNote(fresh.sizeBytes)}; it expires at ${fresh.expiresAt}.`);
        return fresh;
    });
    times.bundle = clock.now() - bundleStart;
    if (!inputs.download) {
        (0,failed/* skipVerification */.Td)(output);
        log.info('download is false: the link is in the outputs; nothing was downloaded.');
        return { jobId, started, status, bundle, transfer: undefined, times, update };
    }
    const transfer = await transferSite(jobId, bundle, status, inputs, ports, times, adopt, pagefindBinary);
    return { jobId, started, status, bundle: transfer.bundle, transfer, times, update };
}
/**
 * Downloads the bundle (asking for a fresh link when storage says it expired) and unpacks it under `RUNNER_TEMP`
 * (while it arrives, when it comes in parts), then hands the staged site to the site pipeline (`pipeline.ts`),
 * which ends by placing it as the site folder. Temporary files are removed whatever happens.
 */
async function transferSite(jobId, first, status, inputs, ports, times, adopt, pagefindBinary) {
    const { api, clock, log, group } = ports;
    let bundle = first;
    const workDir = await external_node_fs_default().promises.mkdtemp(external_node_path_default().join(inputs.tempDir, 'mintlify-export-'));
    try {
        const archive = external_node_path_default().join(workDir, 'bundle');
        /**
         * Downloads the bundle, asking for a fresh link when storage says one expired (bounded); the bytes that arrived
         * through the expired link are resumed, not fetched again, while the object is unchanged.
         */
        const downloadWithFreshLinks = async (partial) => {
            for (let link = 1;; link++) {
                log.info(`Downloading ${(0,redact/* withoutQuery */.j$)(bundle.bundleUrl)}${sizeNote(bundle.sizeBytes)}.`);
                try {
                    return await (0,download/* download */.RG)({
                        url: bundle.bundleUrl,
                        file: archive,
                        expectedBytes: bundle.sizeBytes,
                        clock,
                        log,
                        signal: ports.signal,
                        stallMs: ports.stallMs,
                        partial,
                        ranges: ranged/* DEFAULT_RANGES */.LD,
                    });
                }
                catch (error) {
                    if (!(error instanceof download/* LinkExpiredError */.SM) || link >= MAX_LINKS)
                        throw error;
                    log.warning(`${error.message} Generating a fresh link (spec §4.4 rule 3).`);
                    bundle = await adopt(await api.generateBundle(jobId));
                }
            }
        };
        const logDownloaded = (downloaded, ms) => {
            const parts = downloaded.parts > 1 ? ` in ${downloaded.parts} parts` : '';
            log.info(`Downloaded ${(0,format/* formatBytes */.z)(downloaded.bytes)}${parts} in ${(0,format/* formatDuration */.a)(ms)}; ` +
                `${(0,integrity/* describeIntegrity */.Dm)(downloaded.integrity)}.`);
        };
        const logUnpacked = (unpacked, when) => {
            for (const warning of unpacked.warnings)
                log.warning(warning);
            if (unpacked.unwrapped)
                log.info(`The bundle wraps the site in the folder '${unpacked.unwrapped}/'; its contents become the site.`);
            log.info(`Unpacked ${unpacked.counts.files} files (${(0,format/* formatBytes */.z)(unpacked.counts.bytes)}) ${when}.`);
        };
        const staging = external_node_path_default().join(workDir, 'site');
        const read = await pageReaders(inputs, pagefindBinary);
        const onPage = read?.onPage;
        // A bundle fetched in parts is unpacked while it arrives; a small one is downloaded, then unpacked.
        const inParts = bundle.sizeBytes === undefined || bundle.sizeBytes >= ranged/* DEFAULT_RANGES */.LD.minBytes;
        let result;
        let unpack;
        if (inParts) {
            ({ download: result, unpack } = await group('Download and unpack the bundle', async () => {
                await external_node_fs_default().promises.mkdir(staging);
                const both = await downloadWhileUnpacking(downloadWithFreshLinks, archive, staging, ports.signal, clock, read);
                times.download = both.downloadMs;
                times.unpack = Math.max(0, both.unpackMs - both.downloadMs);
                logDownloaded(both.downloaded, both.downloadMs);
                logUnpacked(both.unpacked, `while downloading, in ${(0,format/* formatDuration */.a)(both.unpackMs)} from the first byte`);
                return { download: both.downloaded, unpack: both.unpacked };
            }));
        }
        else {
            const downloadStart = clock.now();
            result = await group('Download the bundle', async () => {
                const downloaded = await downloadWithFreshLinks(new download/* PartialDownload */.qD());
                times.download = clock.now() - downloadStart;
                logDownloaded(downloaded, times.download);
                return downloaded;
            });
            const unpackStart = clock.now();
            unpack = await group('Unpack the site', async () => {
                await external_node_fs_default().promises.mkdir(staging);
                const unpacked = await (0,archive_unpack/* unpackArchive */.b)(archive, staging, { signal: ports.signal, onPage });
                times.unpack = clock.now() - unpackStart;
                logUnpacked(unpacked, `in ${(0,format/* formatDuration */.a)(times.unpack)}`);
                return unpacked;
            });
        }
        const finished = await finishSite({ unpack, archive, read }, status, inputs, ports, times, pagefindBinary);
        return {
            bundle,
            download: result,
            unpack,
            sitePath: inputs.sitePath,
            archivePath: inputs.archivePath,
            ...finished,
        };
    }
    finally {
        await (0,remove/* removeLeftover */.M)(workDir, log.warning);
        log.debug(`Removed the temporary folder ${workDir}.`);
    }
}
/**
 * Polls the job until `completed` or `failed` (spec §3.2) and records how long it queued and ran.
 * @param updateMs how long the update before it took, ms, for the time-out's message
 * @throws JobFailedError, DeadlineError, ApiError
 */
async function waitForJob(jobId, createdAtMs, timeoutMs, updateMs, ports, times) {
    const waitStart = ports.clock.now();
    let runningSince;
    let endedAt = waitStart;
    const status = await (0,polling/* pollUntil */.g3)({
        label: `Job ${jobId}`,
        fetch: () => ports.api.getExportStatus(jobId, createdAtMs),
        status: (s) => s.status,
        progress: (s) => s.progress,
        describe,
        isFinal: (s) => s.status === 'completed' || s.status === 'failed',
        known: new Set(['queued', 'running']),
        onAnswer: (s, atMs) => {
            if (runningSince === undefined && s.status !== 'queued')
                runningSince = atMs;
            endedAt = atMs;
        },
        timedOut: (last) => new DeadlineError(jobId, timeoutMs, last, updateMs),
    }, ports);
    if (status.status === 'failed')
        throw new JobFailedError(jobId, status.error);
    times.queued = (runningSince ?? endedAt) - waitStart;
    times.exporting = endedAt - (runningSince ?? endedAt);
    ports.log.info(`Job ${jobId} completed after ${(0,format/* formatDuration */.a)(times.queued)} queued ` +
        `and ${(0,format/* formatDuration */.a)(times.exporting)} exporting.`);
    return status;
}
function describe(status) {
    const parts = [status.status];
    if (status.progress !== undefined)
        parts.push(`${Math.floor(status.progress)}%`);
    if (status.pageCount !== undefined)
        parts.push(`${status.pageCount} pages`);
    return parts.join(', ');
}
/**
 * A link that will outlive the start of the download: the one on a completed status (newer API
 * revision) when it has time left, otherwise a new one from the bundle endpoint (spec §4.4).
 */
async function freshBundle(jobId, completedAtMs, onStatus, ports, adopt) {
    const usable = (bundle) => bundle.expiresAtMs === undefined || bundle.expiresAtMs - ports.clock.wallNow() > EXPIRY_MARGIN_MS;
    if (onStatus && usable(onStatus))
        return adopt(onStatus);
    let bundle = await ports.api.generateBundle(jobId, completedAtMs);
    for (let link = 1; !usable(bundle) && link < MAX_LINKS; link++) {
        ports.log.warning(`The bundle link expires at ${bundle.expiresAt}, too soon to download; asking for a fresh one.`);
        bundle = await ports.api.generateBundle(jobId, completedAtMs);
    }
    if (!usable(bundle)) {
        throw new errors/* ActionError */.lZ('Bundle link expired', `The service returned links that expire at ${bundle.expiresAt}, before a download could start.`, "Check the runner's clock; re-run the step with job-id.");
    }
    return adopt(bundle);
}
/** ` (4.2 MB)` when the size is known, else nothing. */
function sizeNote(bytes) {
    return bytes === undefined ? '' : ` (${(0,format/* formatBytes */.z)(bytes)})`;
}
/**
 * Pagefind's binary for `search: pagefind` (issue 25 "The binary"): `PAGEFIND_BINARY_PATH`, checked to be a file, or
 * the pinned release through `ports.fetchPagefind`.
 * @throws ActionError when neither gives one
 */
async function searchBinary(inputs, ports) {
    if (inputs.search.binaryPath) {
        const { checkPagefindBinary } = await Promise.all(/* import() */[__webpack_require__.e(805), __webpack_require__.e(977)]).then(__webpack_require__.bind(__webpack_require__, 4358));
        await checkPagefindBinary(inputs.search.binaryPath);
        return inputs.search.binaryPath;
    }
    if (!ports.fetchPagefind)
        throw new errors/* ActionError */.lZ('Search', 'No way to fetch Pagefind here.', undefined);
    return ports.group(`Fetch Pagefind`, ports.fetchPagefind);
}
/**
 * The offline viewer `mint export` puts at the top of its zip beside the site (platform facts "The CLI's export"):
 * `serve.js` and the two launchers. Not part of the site, so not published; `archive` keeps the export as it was.
 */
const VIEWER_FILES = ['serve.js', 'Start Docs.command', 'Start Docs.bat'];
/**
 * Publishes a local export (input `local-export`, issue 46) with no request to any API: a file (zip, tar.gz, tar) is
 * unpacked as a downloaded bundle is; a folder is packed as a tar first (`workspace/local-export.ts`), so both go
 * through the one unpack with its limits and refusals. The viewer files of `mint export` are then left out, and the
 * staged site goes through the same pipeline (`pipeline.ts`) as the API's. Temporary files are removed whatever
 * happens; the export itself is only read.
 * @throws ActionError (UnsafeArchiveError and ArchiveFormatError with a hint about the local export, the folder changed
 * while read, and whatever the pipeline throws); `path` then still holds the previous site
 */
async function publishLocal(inputs, local, ports, pagefindBinary) {
    const { clock, log, group } = ports;
    ports.onPhase?.('export');
    const times = {};
    // A local export has no job: the fields the pipeline reads of one stay empty (no page count, no time).
    const status = {
        status: 'completed',
        progress: undefined,
        pageCount: undefined,
        error: undefined,
        bundle: undefined,
        createdAt: undefined,
        updatedAt: undefined,
    };
    const bundle = { bundleUrl: '', expiresAt: '', expiresAtMs: undefined, sizeBytes: undefined };
    const workDir = await external_node_fs_default().promises.mkdtemp(external_node_path_default().join(inputs.tempDir, 'mintlify-export-'));
    try {
        let archive = local.path;
        if (local.kind === 'folder') {
            archive = external_node_path_default().join(workDir, 'bundle.tar');
            await group(`Read the folder ${local.text}`, async () => {
                const { packFolder } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 3533));
                const packed = await localRefusal(() => packFolder(local.path, archive, ports.signal), local);
                log.info(`Read ${packed.files} files (${(0,format/* formatBytes */.z)(packed.bytes)}) from ${local.path}; the folder is left as it is.`);
            });
        }
        const bytes = (await external_node_fs_default().promises.stat(archive)).size;
        // Dated by the export itself, as a job's archive is by the job: the same export gives the same archive.
        const time = {
            seconds: Math.max(0, Math.floor((await external_node_fs_default().promises.stat(local.path)).mtimeMs / 1000)),
            source: 'local-export',
        };
        const staging = external_node_path_default().join(workDir, 'site');
        const read = await pageReaders(inputs, pagefindBinary);
        const unpackStart = clock.now();
        const unpack = await group('Unpack the site', async () => {
            await external_node_fs_default().promises.mkdir(staging);
            const unpacked = await localRefusal(() => (0,archive_unpack/* unpackArchive */.b)(archive, staging, { signal: ports.signal, onPage: read?.onPage }), local);
            times.unpack = clock.now() - unpackStart;
            for (const warning of unpacked.warnings)
                log.warning(warning);
            if (unpacked.unwrapped)
                log.info(`The export wraps the site in the folder '${unpacked.unwrapped}/'; its contents become the site.`);
            const what = local.kind === 'folder' ? `the folder ${local.text}` : `${local.text} (${unpacked.format})`;
            log.info(`Unpacked ${unpacked.counts.files} files (${(0,format/* formatBytes */.z)(unpacked.counts.bytes)}) of ${what} ` +
                `in ${(0,format/* formatDuration */.a)(times.unpack)}.`);
            const viewer = await leaveOutViewer(unpacked);
            if (viewer.length > 0)
                log.info(`Left out the offline viewer of mint export (${viewer.join(', ')}): it is not part of the site.`);
            refuseServerFiles(unpacked.files, inputs.verify.host, local.text);
            refuseSources(unpacked.files, local.text);
            return unpacked;
        });
        const finished = await finishSite({ unpack, archive, read, time }, status, inputs, ports, times, pagefindBinary);
        const integrity = { md5: '', md5Verified: false, md5Skipped: 'a local export', checksumVerified: undefined };
        return {
            jobId: '',
            started: false,
            status,
            bundle,
            local: { text: local.text, kind: local.kind },
            transfer: {
                download: { bytes, etag: undefined, integrity, parts: 1 },
                unpack,
                sitePath: inputs.sitePath,
                archivePath: inputs.archivePath,
                ...finished,
            },
            times,
            update: undefined,
        };
    }
    finally {
        await (0,remove/* removeLeftover */.M)(workDir, log.warning);
    }
}
/**
 * Removes the viewer files at the top of the unpacked export, from the folder, its list and its counts (the summary's
 * Files row counts what is published); returns their names.
 */
async function leaveOutViewer(unpack) {
    const viewer = VIEWER_FILES.filter((file) => unpack.files.includes(file));
    for (const file of viewer) {
        const absolute = external_node_path_default().join(unpack.siteRoot, file);
        const { size } = await external_node_fs_default().promises.lstat(absolute);
        await external_node_fs_default().promises.rm(absolute);
        unpack.counts = { ...unpack.counts, files: unpack.counts.files - 1, bytes: unpack.counts.bytes - size };
    }
    if (viewer.length > 0)
        unpack.files = unpack.files.filter((file) => !VIEWER_FILES.includes(file));
    return viewer;
}
/**
 * Refuses a local export holding files its host runs or obeys as the deployment's code or configuration
 * (`site/hosts/server-files.ts`): a preview of a fork's pull request would run the fork's code on the owner's hosting.
 * @throws ActionError naming each file and what the host does with it
 */
function refuseServerFiles(files, host, text) {
    const found = serverFiles(host, files);
    if (found.length === 0)
        return;
    throw new errors/* ActionError */.lZ('Unsafe local export refused', `The local export ${text} holds files that ${host} does not serve but runs or applies: ` +
        `${found.map((entry) => `${entry.file} (${entry.why})`).join('; ')}. A local export is published as data ` +
        'only, so nothing was published.', 'Remove them from the export (mint export writes none); configure headers, redirects and Functions in the ' +
        'repository that deploys, not in the export.');
}
/**
 * Refuses a local export holding a project's or another generator's sources (`.git/`, `docs.json`, `package.json`,
 * `.github/`, `_config.yml`…, the list `checkSiteFolder` refuses in `path`): published, the next run would refuse its
 * own site folder, and `.git/config` may hold a credential.
 * @throws ActionError naming the first of them
 */
function refuseSources(files, text) {
    const entries = new Map();
    for (const file of files) {
        const parts = file.split('/');
        for (let i = 1; i < parts.length; i++)
            entries.set(parts.slice(0, i).join('/'), true);
        entries.set(file, false);
    }
    const found = [...entries].filter(([entry, directory]) => (0,site_folder/* isSource */.__)({ path: entry, directory }));
    if (found.length === 0)
        return;
    const names = found.slice(0, 5).map(([entry, directory]) => (directory ? `${entry}/` : entry));
    throw new errors/* ActionError */.lZ('Unsafe local export refused', `The local export ${text} holds a project's or another site generator's sources (${names.join(', ')}` +
        `${found.length > 5 ? ', …' : ''}), which no Mintlify export holds: published, the next run would refuse to ` +
        'replace its own site folder. Nothing was published.', 'Give local-export the export.zip mint export writes, or the folder of an export alone, not the project.');
}
/**
 * Runs a read of the local export, giving the unpack's refusals a hint about the export (which the user built)
 * instead of one about the service's bundle, and an export file the runner cannot read its own error.
 * @param local the export `work` reads: a file's own read failure is named as such; a folder's limits are not worded
 * as a compression bomb
 */
async function localRefusal(work, local) {
    try {
        return await work();
    }
    catch (error) {
        const unreadable = local?.kind === 'file' ? (0,local_export/* unreadableFile */._s)(error, local.path, local.text) : undefined;
        if (unreadable)
            throw unreadable;
        if (!(error instanceof guard/* UnsafeArchiveError */.td || error instanceof guard/* ArchiveFormatError */.Y3))
            throw error;
        const message = error.message.replace(/^The bundle/, 'The local export');
        throw new errors/* ActionError */.lZ(error instanceof guard/* UnsafeArchiveError */.td ? 'Unsafe local export refused' : 'Local export unreadable', 
        // A folder is no archive: its size passes a limit by itself, not by a compression bomb.
        local?.kind === 'folder' ? message.replace(' (a compression bomb?)', '') : message, 'local-export takes the export.zip mint export writes, a .tar.gz/.tgz or a folder of regular files and ' +
            'folders; build it again from the docs sources alone (not a folder holding earlier output).');
    }
}


/***/ }),

/***/ 325:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   tY: () => (/* binding */ canonicalUrlPath),
/* harmony export */   ty: () => (/* binding */ urlPathsFor),
/* harmony export */   x6: () => (/* binding */ publicUrl),
/* harmony export */   xn: () => (/* binding */ encodeUrlPath)
/* harmony export */ });
/* harmony import */ var _hosts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9208);

/**
 * The URL paths a file of the site could answer to, most canonical first: `guides/a.html` → `/guides/a`,
 * `/guides/a/`, `/guides/a.html`; `guides/a/index.html` → `/guides/a`, `/guides/a/`, `/guides/a/index.html`;
 * `index.html` → `/`, `/index.html`. Which of them a host really serves is for `resolveOnHost` to say.
 */
function candidates(file) {
    if (file === 'index.html')
        return ['/', '/index.html'];
    if (file.endsWith('/index.html')) {
        const folder = file.slice(0, -'/index.html'.length);
        return [`/${folder}`, `/${folder}/`, `/${file}`];
    }
    if (file.endsWith('.html')) {
        const stem = file.slice(0, -'.html'.length);
        return [`/${stem}`, `/${stem}/`, `/${file}`];
    }
    return [`/${file}`];
}
/**
 * Every URL path (decoded, starting with `/`) at which `host` answers with `file`, directly or with a redirect to
 * it (host rules: `src/site/hosts/hosts.ts`), e.g. `/guides/a` and `/guides/a.html` for `guides/a.html` on `cloudfront`
 * (whose redirects are left out: nothing caches them).
 * @param file relative to the site root, `/` separators
 * @param files every file of the site the host serves
 * @param layout the site's layout (`detectLayout`), which picks the CloudFront function `host: cloudfront` assumes
 * @param context the base path and the generated CloudFront function's names (`resolveOnHost`)
 */
function urlPathsFor(host, file, files, layout, context = {}) {
    return candidates(file).filter((urlPath) => {
        const resolution = (0,_hosts_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveOnHost */ .IP)(host, urlPath, files, layout, context);
        if (resolution.kind === 'missing' || resolution.file !== file)
            return false;
        // CloudFront's redirects come from the viewer-request function, which runs before the cache: none is cached.
        return resolution.kind === 'direct' || host !== 'cloudfront';
    });
}
/**
 * The URL path to link `file` at: the first candidate the host serves directly, else the first it redirects,
 * else the file's own path.
 */
function canonicalUrlPath(host, file, files, layout) {
    const all = candidates(file);
    const direct = all.find((urlPath) => {
        const resolution = (0,_hosts_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveOnHost */ .IP)(host, urlPath, files, layout);
        return resolution.kind === 'direct' && resolution.file === file;
    });
    return direct ?? urlPathsFor(host, file, files, layout)[0] ?? `/${file}`;
}
/**
 * Percent-encodes a decoded URL path segment by segment, including `!'()*`: a `*` is a wildcard in a CloudFront
 * invalidation path and `(`/`)` end a Markdown link (AWS CloudFront guide, "What you need to know when
 * invalidating files": URL-encode unsafe characters).
 */
function encodeUrlPath(urlPath) {
    return urlPath
        .split('/')
        .map((segment) => encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
        .join('/');
}
/**
 * The public URL of a URL path: `siteUrl` (input `site-url`, which may carry a path prefix), then the base path
 * unless `siteUrl` already ends with it, then the encoded path. Without a site URL, a root-relative URL.
 * @param basePath '' or a path like `/docs` (no trailing slash)
 */
function publicUrl(siteUrl, basePath, urlPath) {
    const prefix = siteUrl === undefined || !siteUrl.endsWith(basePath) ? basePath : '';
    return `${siteUrl ?? ''}${prefix}${encodeUrlPath(urlPath)}`;
}


/***/ }),

/***/ 3533:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _s: () => (/* binding */ unreadableFile),
/* harmony export */   packFolder: () => (/* binding */ packFolder)
/* harmony export */ });
/* unused harmony exports openListed, unreadableExport */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6466);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_stream_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _common_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1922);
/* harmony import */ var _common_atomic_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8372);
/* harmony import */ var _archive_guard_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8033);
/* harmony import */ var _site_archive_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5308);
/**
 * A `local-export` folder (issue 46) packed as a tar, so that it reaches the site through the one unpack
 * (`archive/unpack.ts`) with its limits and refusals, as a downloaded bundle does. Packing rather than copying keeps a
 * single writer of the staging folder and a single place for every refusal: the folder is listed once, each entry goes
 * through an `EntryGuard` (links, devices, names, case collisions, the entry and byte limits) before one byte is
 * copied, and the tar is then unpacked as any archive is. The folder is only read: nothing in it is opened for
 * writing, moved or changed, and a file is read only if it is still the one listed (same file, same size).
 */







/**
 * Where the kernel names an open file (Linux): a file reached through a folder swapped for a link after the listing
 * has its real path outside the export, though its own name and identity match.
 */
const FD_PATHS = '/proc/self/fd';
const namesOpenFiles = node_fs__WEBPACK_IMPORTED_MODULE_0___default().existsSync(FD_PATHS);
/** O_NOFOLLOW where the platform has it (not on Windows, where the listing's identity check still holds). */
const NO_FOLLOW = (node_fs__WEBPACK_IMPORTED_MODULE_0___default().constants).O_NOFOLLOW ?? 0;
/**
 * O_NONBLOCK where the platform has it: opening a FIFO swapped in after the listing for reading would otherwise wait
 * for a writer for good, in a thread no signal ends; opened at once, the identity check below refuses it.
 */
const NON_BLOCK = (node_fs__WEBPACK_IMPORTED_MODULE_0___default().constants).O_NONBLOCK ?? 0;
/**
 * Packs `folder` into the tar `target` (uncompressed; entries in byte order of their names, every time 0).
 * @param limits the unpack's limits (default `DEFAULT_LIMITS`): a folder past them is refused before anything is copied
 * @returns counts of what was packed
 * @throws UnsafeArchiveError (a link, a device, a name or collision the unpack refuses, a limit passed); ActionError
 * when the folder changes while it is read (a file removed, swapped or resized after the listing); the signal's reason
 */
async function packFolder(folder, target, signal, limits) {
    const guard = new _archive_guard_js__WEBPACK_IMPORTED_MODULE_5__/* .EntryGuard */ .If(limits, signal);
    const entries = [];
    const realRoot = await node_fs__WEBPACK_IMPORTED_MODULE_0___default().promises.realpath(folder);
    const walk = async (absoluteFolder, prefix, listed) => {
        let names;
        try {
            // As bytes: a name that is not UTF-8 read as a string is changed (U+FFFD), and then names no file.
            names = await node_fs__WEBPACK_IMPORTED_MODULE_0___default().promises.readdir(absoluteFolder, { encoding: 'buffer' });
        }
        catch (error) {
            // The folder itself by its path (`.` told the user nothing); a sub-folder by its name in the export.
            throw readFailure(prefix === '' ? folder : prefix, error);
        }
        for (const raw of names) {
            const name = utf8Name(raw, prefix);
            const absolute = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(absoluteFolder, name);
            const relative = `${prefix}${name}`;
            let stat;
            try {
                stat = await node_fs__WEBPACK_IMPORTED_MODULE_0___default().promises.lstat(absolute, { bigint: true });
            }
            catch (error) {
                throw readFailure(relative, error);
            }
            const kind = kindOf(stat);
            // The guard refuses what the unpack would refuse, by the same words, before anything is copied.
            guard.admit(relative, kind, kind === 'file' ? Number(stat.size) : 0);
            const real = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(realRoot, relative);
            const identity = { dev: Number(stat.dev), ino: Number(stat.ino), mtimeSec: 0, absolute, real };
            if (kind === 'directory') {
                entries.push({ name: `${relative}/`, kind, size: 0, ...identity });
                await walk(absolute, `${relative}/`, identity);
            }
            else
                entries.push({ name: relative, kind: 'file', size: Number(stat.size), ...identity });
            await guard.pause();
        }
        // A folder swapped for a link while its children were listed gave the children of another: refused.
        if (listed) {
            const now = await node_fs__WEBPACK_IMPORTED_MODULE_0___default().promises.lstat(absoluteFolder, { bigint: true }).catch(() => undefined);
            if (!now?.isDirectory() || Number(now.dev) !== listed.dev || Number(now.ino) !== listed.ino)
                throw changedWhileRead(prefix, new Error('the folder was replaced while it was listed'));
        }
    };
    await walk(folder, '');
    const keyed = entries.map((entry) => ({ entry, key: Buffer.from(entry.name, 'utf8') }));
    keyed.sort((a, b) => Buffer.compare(a.key, b.key));
    const sorted = keyed.map(({ entry }) => ({ ...entry, open: () => openListed(entry) }));
    let tarBytes = 0;
    const counted = async function* (tar) {
        for await (const chunk of tar) {
            // The pipeline's own abort rejects at once but leaves the writer draining the stream: stop what it is fed, so
            // the write fails and removes its temporary file rather than finishing after a cancellation.
            signal.throwIfAborted();
            tarBytes += chunk.length;
            yield chunk;
        }
    };
    await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_2__.pipeline)((0,_site_archive_js__WEBPACK_IMPORTED_MODULE_6__/* .tarStream */ .eu)(sorted, (entry, read) => changedWhileRead(entry.name, new Error(`${entry.size} bytes listed, ${read} read`))), counted, (tar) => (0,_common_atomic_js__WEBPACK_IMPORTED_MODULE_4__/* .writeFileAtomic */ .Z)(target, tar), { signal });
    const files = entries.filter((entry) => entry.kind === 'file');
    return { files: files.length, bytes: files.reduce((sum, entry) => sum + entry.size, 0), tarBytes };
}
/** The kind of entry an archive would declare for what `lstat` found. */
function kindOf(stat) {
    if (stat.isDirectory())
        return 'directory';
    if (stat.isFile())
        return 'file';
    if (stat.isSymbolicLink())
        return 'symlink';
    if (stat.isFIFO())
        return 'fifo';
    if (stat.isBlockDevice() || stat.isCharacterDevice())
        return 'device';
    return 'other';
}
/**
 * Opens a listed file for reading, without following a link at its name, and checks that it is the file listed: a
 * file replaced after the listing (by another, or by a link to one outside the folder) is not read.
 * @throws ActionError naming the file: changed since it was listed, or not readable (permission denied)
 */
async function openListed(entry) {
    let handle;
    try {
        handle = await node_fs__WEBPACK_IMPORTED_MODULE_0___default().promises.open(entry.absolute, (node_fs__WEBPACK_IMPORTED_MODULE_0___default().constants).O_RDONLY | NO_FOLLOW | NON_BLOCK);
    }
    catch (error) {
        throw readFailure(entry.name, error);
    }
    const stat = await handle.stat({ bigint: true });
    if (!stat.isFile() || Number(stat.dev) !== entry.dev || Number(stat.ino) !== entry.ino) {
        await handle.close();
        throw changedWhileRead(entry.name, new Error('it is no longer the file listed'));
    }
    if (namesOpenFiles) {
        const actual = await node_fs__WEBPACK_IMPORTED_MODULE_0___default().promises.readlink(`${FD_PATHS}/${handle.fd}`).catch(() => undefined);
        if (actual !== entry.real) {
            await handle.close();
            throw changedWhileRead(entry.name, new Error('a folder above it was replaced by a link to another place'));
        }
    }
    return handle;
}
function changedWhileRead(name, cause) {
    const reason = cause.code ?? cause.message;
    return new _common_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ActionError */ .lZ('Local export changed', `The local export changed while it was read: ${name} (${reason}). Nothing was published.`, 'Nothing may write into the export folder while the step runs: run the step after the build that writes it.');
}
/**
 * Codes of a failed read that mean the folder changed since it was listed: the name is gone or no longer a file or a
 * folder (a link, under O_NOFOLLOW). Any other code (EACCES, EIO) is the file system's answer about the file as it is.
 */
const CHANGED_CODES = new Set(['ENOENT', 'ENOTDIR', 'ELOOP', 'EISDIR']);
/**
 * The error for a failed read of `name` (relative to the export, a folder's ending in `/`): the folder changed, or
 * it cannot be read (permission denied, an I/O error), said as such with what to do.
 */
function readFailure(name, cause) {
    const code = cause.code;
    if (code === undefined || CHANGED_CODES.has(code))
        return changedWhileRead(name, cause);
    return unreadableExport(name, code);
}
/**
 * The error for a file or folder of `local-export` the runner user cannot read (EACCES, EPERM) or the disk cannot give
 * (EIO): `cannot read <name> (permission denied)`, as an error of the input.
 * @param name the file's name as the user knows it (relative to the export, or the archive's path)
 * @param code the errno code, said in words where it is a known local failure
 */
function unreadableExport(name, code) {
    return new _common_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ActionError */ .lZ('Local export unreadable', `Input 'local-export': cannot read ${(0,_common_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .printableName */ .Nt)(name)} (${(0,_common_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .localFailureReason */ .gw)(code) ?? code}). ` +
        'Nothing was published.', code === 'EACCES' || code === 'EPERM'
        ? 'Let the runner user read every file and folder of the export (chmod -R a+rX), or build it as that user.'
        : 'Check the disk that holds the export, or build the export again, then re-run.');
}
/** Codes of a file that cannot be read as it is: permissions, or the disk. */
const UNREADABLE_CODES = new Set(['EACCES', 'EPERM', 'EIO']);
/**
 * The export file's own read failure (a zip or tar.gz the runner user may not read) as {@link unreadableExport}, so
 * that it is not reported as a failed write under RUNNER_TEMP (`asLocalFileError`); undefined for any other error.
 * @param file the export file's absolute path; `text` its name as the input gave it
 */
function unreadableFile(error, file, text) {
    const { code, path: where } = (error ?? {});
    return code && UNREADABLE_CODES.has(code) && where === file ? unreadableExport(text, code) : undefined;
}
/**
 * A name read from the folder, decoded: a name that is not UTF-8 is refused, naming its bytes (`bad-\xff.html`), since
 * no URL names it and any decoding would publish another name than the file's.
 * @throws ActionError naming the folder and the name's bytes
 */
function utf8Name(raw, prefix) {
    try {
        return UTF8.decode(raw);
    }
    catch {
        const shown = [...raw]
            .map((byte) => (byte < 0x80 ? String.fromCharCode(byte) : `\\x${byte.toString(16)}`))
            .join('');
        throw new _common_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ActionError */ .lZ('Local export unreadable', `Input 'local-export': the name ${(0,_common_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .printableName */ .Nt)(`${prefix}${shown}`)} is not UTF-8; a published page's name ` +
            'must be. Nothing was published.', 'Rename the file or folder to a UTF-8 name (or remove it), or build the export again on a system that writes ' +
            'UTF-8 names.');
    }
}
/** Decodes UTF-8 and refuses anything else (an invalid byte would otherwise become U+FFFD). */
const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });


/***/ }),

/***/ 5308:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ku: () => (/* binding */ archiveTime),
  eu: () => (/* binding */ tarStream),
  RF: () => (/* binding */ writeSiteArchive)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
var external_node_fs_default = /*#__PURE__*/__webpack_require__.n(external_node_fs_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:stream/promises"
var promises_ = __webpack_require__(6466);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
var external_node_zlib_default = /*#__PURE__*/__webpack_require__.n(external_node_zlib_);
// EXTERNAL MODULE: ./src/common/atomic.ts
var atomic = __webpack_require__(8372);
// EXTERNAL MODULE: ./src/common/errors.ts
var errors = __webpack_require__(1922);
// EXTERNAL MODULE: ./src/http/dates.ts
var dates = __webpack_require__(3049);
// EXTERNAL MODULE: ./src/archive/tar.ts
var tar = __webpack_require__(9661);
;// CONCATENATED MODULE: ./src/archive/tar-writer.ts
/**
 * Tar headers for the site archive (input `site-archive`): POSIX ustar (IEEE Std 1003.1-2017, `pax` "ustar Interchange
 * Format"), with a pax extended header (`x`) only for what ustar cannot hold (a long name, a file of 8 GiB or more).
 * Every field a tool could fill from the machine is fixed: mode, owner, group, names of owner and group, time.
 */

/** Two zero blocks: the end of an archive (ustar). */
const TAR_END = Buffer.alloc(2 * tar/* BLOCK */.IE);
/** The zero bytes that follow a payload of `size` bytes. */
function tarPadding(size) {
    return Buffer.alloc((0,tar/* pad */.eV)(size));
}
/** Largest value of an 11-digit octal field (sizes, times): 8 GiB − 1. */
const MAX_OCTAL_11 = 0o77777777777;
/** Name of every pax header entry: fixed, where GNU tar puts its process id (`%d/PaxHeaders.%p/%f`). */
const PAX_HEADER_NAME = 'PaxHeader';
/**
 * The header blocks of one entry: a pax extended header first when the name or size does not fit ustar, then the
 * ustar header. The payload (for a file) follows, then {@link tarPadding}.
 * @returns a multiple of 512 bytes
 */
function tarHeader(entry) {
    const name = Buffer.from(entry.name, 'utf8');
    const split = splitName(name);
    const bigSize = entry.size > MAX_OCTAL_11;
    const records = [];
    if (!split) {
        // Without BINARY, bsdtar converts a pax path from UTF-8 to the locale's charset and fails in the C locale; with it
        // both tools take the bytes as they are, as they take a ustar name (pax: `hdrcharset`).
        if (!/^[\x20-\x7e]*$/.test(entry.name))
            records.push(paxRecord('hdrcharset', 'BINARY'));
        records.push(paxRecord('path', entry.name));
    }
    if (bigSize)
        records.push(paxRecord('size', `${entry.size}`));
    const ustar = ustarHeader({
        name: split?.name ?? truncateUtf8(name, 100),
        prefix: split?.prefix ?? Buffer.alloc(0),
        mode: entry.kind === 'directory' ? 0o755 : 0o644,
        size: entry.kind === 'directory' || bigSize ? 0 : entry.size,
        mtimeSec: entry.mtimeSec,
        type: entry.kind === 'directory' ? '5' : '0',
    });
    if (records.length === 0)
        return ustar;
    const body = Buffer.concat(records);
    const pax = ustarHeader({
        name: Buffer.from(PAX_HEADER_NAME),
        prefix: Buffer.alloc(0),
        mode: 0o644,
        size: body.length,
        mtimeSec: entry.mtimeSec,
        type: 'x',
    });
    return Buffer.concat([pax, body, tarPadding(body.length), ustar]);
}
/**
 * The ustar `prefix` and `name` fields for a name: the whole name when it fits 100 bytes, else split at a `/` into a
 * prefix of at most 155 bytes and a name of 1 to 100 bytes (the latest such `/`, as GNU tar and bsdtar split).
 * @returns undefined when no split fits (a pax `path` record is needed)
 */
function splitName(name) {
    if (name.length <= 100)
        return { prefix: Buffer.alloc(0), name };
    // A folder's trailing slash is part of its name field, so the split point is searched before it.
    for (let i = Math.min(name.length - 2, 155); i > 0; i--) {
        if (name[i] !== 0x2f)
            continue;
        const rest = name.length - i - 1;
        if (rest > 100)
            return undefined;
        if (rest >= 1)
            return { prefix: name.subarray(0, i), name: name.subarray(i + 1) };
    }
    return undefined;
}
/** `"<length> <key>=<value>\n"`, where the length counts the whole record, its own digits included (pax). */
function paxRecord(key, value) {
    const rest = Buffer.byteLength(` ${key}=${value}\n`);
    let length = rest + 1;
    while (`${length}`.length + rest !== length)
        length = `${length}`.length + rest;
    return Buffer.from(`${length} ${key}=${value}\n`, 'utf8');
}
/** The first bytes of a name, cut at a character boundary, for the ustar field of a name carried by pax. */
function truncateUtf8(name, max) {
    if (name.length <= max)
        return name;
    let end = max;
    // Continuation bytes are 10xxxxxx: back off to the start of the character they belong to.
    while (end > 0 && (name[end] & 0xc0) === 0x80)
        end--;
    return name.subarray(0, end);
}
/** One 512-byte ustar header with owner and group 0, no owner or group names, and its checksum. */
function ustarHeader(fields) {
    const h = Buffer.alloc(tar/* BLOCK */.IE);
    fields.name.copy(h, 0);
    octal(h, 100, 8, fields.mode);
    octal(h, 108, 8, 0);
    octal(h, 116, 8, 0);
    octal(h, 124, 12, fields.size);
    octal(h, 136, 12, Math.min(fields.mtimeSec, MAX_OCTAL_11));
    h.write(fields.type, 156, 'latin1');
    h.write('ustar\u000000', 257, 'latin1');
    octal(h, 329, 8, 0);
    octal(h, 337, 8, 0);
    fields.prefix.copy(h, 345);
    // The checksum is the byte sum with its own field read as eight spaces (ustar).
    h.fill(0x20, 148, 156);
    let sum = 0;
    for (const byte of h)
        sum += byte;
    h.write(`${sum.toString(8).padStart(6, '0')}\u0000 `, 148, 'latin1');
    return h;
}
/** A zero-padded octal number filling a field but its last byte, which stays NUL. */
function octal(h, start, length, value) {
    h.write(value.toString(8).padStart(length - 1, '0'), start, 'latin1');
}

;// CONCATENATED MODULE: ./src/workspace/site-archive.ts
/**
 * The site archive (input `site-archive`, issue 30): the published site folder as a reproducible `.tar.gz`, so what is
 * carried into a network (air-gapped, a Helm release reading a copy) is the site that was verified, search, base path
 * and agent files included. The same tree and the same time give the same bytes: entries in byte order of their
 * names, fixed modes, owner and group 0 without names, one time for every entry, and a gzip header without a name or
 * time. The compressed bytes are Node's zlib's; a Node release that changes its zlib may compress differently (the
 * tar inside stays the same).
 */









/**
 * The export's time, from the job record (platform facts "Get static export job status": `createdAt`, `updatedAt`).
 * `createdAt` first: a job's creation never changes, so every run on the same job (`job-id`) dates the entries the
 * same, whereas whether the service touches `updatedAt` after completion (a bundle call) is not documented, and the
 * bundle response's only time, `expiresAt`, changes with every link. Never the runner's clock.
 */
function archiveTime(job) {
    for (const source of ['createdAt', 'updatedAt']) {
        const ms = job[source] === undefined ? undefined : (0,dates/* parseIsoTime */.s)(job[source]);
        if (ms !== undefined && ms >= 0)
            return { seconds: Math.floor(ms / 1000), source };
    }
    return { seconds: 0, source: undefined };
}
/**
 * Writes `root` (the site folder as it will be published) to `target` as a reproducible `.tar.gz`, streamed: each
 * file is read ({@link tarStream}) into the tar and gzip streams, and memory stays flat whatever the site's size. The
 * archive is written beside `target` and renamed into place (`atomic.ts`), its SHA-256 computed on the way; then
 * `<target>.sha256` is written the same way, in `sha256sum` format (`<hex>  <basename>\n`).
 * @param mtimeSec the time every entry carries ({@link archiveTime}), seconds
 * @throws ActionError when the site holds anything but regular files and folders (a symbolic link), or a file changes
 * size while it is read; the file system's error otherwise. `target` is then as it was.
 */
async function writeSiteArchive(root, target, mtimeSec, signal) {
    const entries = await listSite(root, mtimeSec, signal);
    const hash = (0,external_node_crypto_.createHash)('sha256');
    let bytes = 0;
    let crc = 0;
    let size = 0;
    /** Counts and checksums the tar stream (gzip's trailer holds its CRC-32 and length). */
    const measured = async function* (tar) {
        for await (const chunk of tar) {
            crc = external_node_zlib_default().crc32(chunk, crc);
            size += chunk.length;
            yield chunk;
        }
    };
    /** Wraps the deflate stream in a gzip member (RFC 1952) and hashes what is written. */
    const gzipped = async function* (deflated) {
        const take = (chunk) => {
            hash.update(chunk);
            bytes += chunk.length;
            return chunk;
        };
        yield take(GZIP_HEADER);
        for await (const chunk of deflated)
            yield take(chunk);
        const trailer = Buffer.alloc(8);
        trailer.writeUInt32LE(crc >>> 0, 0);
        // ISIZE is the length modulo 2^32 (RFC 1952).
        trailer.writeUInt32LE(size % 2 ** 32, 4);
        yield take(trailer);
    };
    await external_node_fs_default().promises.mkdir(external_node_path_default().dirname(target), { recursive: true });
    await (0,promises_.pipeline)(tarStream(entries), measured, external_node_zlib_default().createDeflateRaw(DEFLATE_OPTIONS), gzipped, (gz) => (0,atomic/* writeFileAtomic */.Z)(target, gz), { signal });
    const sha256 = hash.digest('hex');
    const checksumPath = `${target}.sha256`;
    await (0,atomic/* writeFileAtomic */.Z)(checksumPath, `${sha256}  ${external_node_path_default().basename(target)}\n`);
    const files = entries.filter((entry) => entry.kind === 'file').length;
    return { path: target, checksumPath, sha256, bytes, files, mtimeSec };
}
/**
 * A gzip member header (RFC 1952) with nothing from the machine: no name, no comment, MTIME 0, XFL 0, and OS 255
 * ("unknown"), where zlib writes the platform it was built for (3 on Linux, 19 on macOS, 10 on Windows).
 */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** Every parameter spelled out, so a change of Node's defaults does not change the bytes. */
const DEFLATE_OPTIONS = {
    level: 6,
    windowBits: 15,
    memLevel: 8,
    strategy: (external_node_zlib_default()).constants.Z_DEFAULT_STRATEGY,
};
/** Files are read in pieces of this many bytes. */
const READ_CHUNK = 256 * 1024;
/**
 * A file this size or smaller is read in one read into a buffer of its size, and headers, payloads and padding are
 * gathered into writes of about {@link READ_CHUNK} bytes: a stream per file (its 256 KiB buffer, its events) and three
 * writes per file made a folder of 100,000 small files take minutes (issue 46, finding 7). Memory stays bounded by
 * two chunks: what is gathered, and the one file being read.
 */
const SMALL_FILE = READ_CHUNK;
/**
 * The tar stream of `entries`: header, payload and padding of each, then the end blocks. Also packs a `local-export`
 * folder for the unpack (`local-export.ts`). A small file is read in one read, bigger ones are streamed in
 * {@link READ_CHUNK} pieces; what is yielded comes in pieces of about that size whatever the files' sizes.
 * @param changed the error for a file whose size is not the one listed (it changed while it was read)
 * @throws that error; the file system's (a file removed after it was listed)
 */
async function* tarStream(entries, changed = siteChanged) {
    let gathered = [];
    let gatheredBytes = 0;
    const gather = (chunk) => {
        gathered.push(chunk);
        gatheredBytes += chunk.length;
    };
    const take = () => {
        const chunk = gathered.length === 1 ? gathered[0] : Buffer.concat(gathered, gatheredBytes);
        gathered = [];
        gatheredBytes = 0;
        return chunk;
    };
    for (const entry of entries) {
        gather(tarHeader(entry));
        if (entry.kind === 'file') {
            // Before the open: a generator stopped at a yield (a cancellation) would leave an open file to the collector.
            if (entry.size > SMALL_FILE)
                yield take();
            const handle = entry.open ? await entry.open() : await external_node_fs_default().promises.open(entry.absolute, 'r');
            if (entry.size <= SMALL_FILE) {
                let data;
                try {
                    data = await readSmall(handle, entry.size);
                }
                finally {
                    await handle.close();
                }
                // The header already holds the size: a file that changed meanwhile would make the archive lie.
                if (data.length !== entry.size)
                    throw changed(entry, data.length);
                gather(data);
            }
            else {
                let read = 0;
                for await (const chunk of external_node_fs_default().createReadStream(entry.absolute, {
                    highWaterMark: READ_CHUNK,
                    fd: handle,
                })) {
                    read += chunk.length;
                    if (read > entry.size)
                        break;
                    yield chunk;
                }
                if (read !== entry.size)
                    throw changed(entry, read);
            }
            gather(tarPadding(entry.size));
        }
        if (gatheredBytes >= READ_CHUNK)
            yield take();
    }
    gather(TAR_END);
    yield take();
}
/**
 * Reads a file of `size` bytes (as listed) from its start: one read of `size + 1` bytes, so that a file grown since
 * it was listed shows as longer; more reads only when the first stops short (a file shrunk, or a short read).
 * @returns the bytes read: `size` of them when the file is as listed, fewer when it shrank, `size + 1` when it grew
 */
async function readSmall(handle, size) {
    const buffer = Buffer.allocUnsafe(size + 1);
    let read = 0;
    for (;;) {
        const { bytesRead } = await handle.read(buffer, read, buffer.length - read, read);
        read += bytesRead;
        if (bytesRead === 0 || read >= size)
            break;
    }
    return buffer.subarray(0, read);
}
function siteChanged(entry, read) {
    return new errors/* ActionError */.lZ('Site archive', `${entry.name} changed size while it was archived (${entry.size} bytes listed, ${read} read).`, 'Nothing else may write into the site while the step runs; re-run the step.');
}
/**
 * Every file and folder below `root`, sorted by the byte order of their names in the archive (UTF-8, a folder's name
 * ending in `/`), which puts each folder before what it holds.
 * @throws ActionError at the first entry that is neither a regular file nor a folder
 */
async function listSite(root, mtimeSec, signal) {
    const entries = [];
    const walk = async (folder, prefix) => {
        signal.throwIfAborted();
        for (const name of await external_node_fs_default().promises.readdir(folder)) {
            const absolute = external_node_path_default().join(folder, name);
            const relative = `${prefix}${name}`;
            const stat = await external_node_fs_default().promises.lstat(absolute);
            if (stat.isDirectory()) {
                entries.push({ name: `${relative}/`, kind: 'directory', size: 0, mtimeSec, absolute });
                await walk(absolute, `${relative}/`);
            }
            else if (stat.isFile()) {
                entries.push({ name: relative, kind: 'file', size: stat.size, mtimeSec, absolute });
            }
            else {
                const what = stat.isSymbolicLink() ? 'a symbolic link' : 'neither a regular file nor a folder';
                throw new errors/* ActionError */.lZ('Site archive', `The site holds ${relative}, which is ${what}: the site archive holds regular files and folders only.`, 'Nothing else may write into the site while the step runs; re-run the step.');
            }
        }
    };
    await walk(root, '');
    const keyed = entries.map((entry) => ({ entry, key: Buffer.from(entry.name, 'utf8') }));
    keyed.sort((a, b) => Buffer.compare(a.key, b.key));
    return keyed.map(({ entry }) => entry);
}


/***/ })

};

//# sourceMappingURL=291.index.js.map