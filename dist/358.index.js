export const id = 358;
export const ids = [358,977];
export const modules = {

/***/ 4358:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkPagefindBinary: () => (/* binding */ checkPagefindBinary),
/* harmony export */   fetchPagefind: () => (/* binding */ fetchPagefind)
/* harmony export */ });
/* unused harmony exports PAGEFIND_VERSION, PAGEFIND_RELEASES, PAGEFIND_RELEASE_URL */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _actions_tool_cache__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9805);
/* harmony import */ var _archive_unpack_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7418);
/* harmony import */ var _transfer_download_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4507);
/* harmony import */ var _common_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1922);
/* harmony import */ var _common_remove_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8861);
/* harmony import */ var _http_retry_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8902);









/** The Pagefind release the action indexes with (issue 25 "The binary": one pinned version). */
const PAGEFIND_VERSION = '1.6.0';
/**
 * SHA-256 of each platform's release archive of the extended build (which segments Chinese and Japanese), as Pagefind
 * publishes them: the `pagefind` npm package's `checksums/pagefind_extended-v1.6.0-<target>.tar.gz.sha256`
 * (a test compares this table with those files).
 */
const PAGEFIND_RELEASES = {
    'linux-x64': {
        target: 'x86_64-unknown-linux-musl',
        sha256: '20a992fd64af2ee4fbf39b99245a1135303b6813f79af7ac72a5e27247919b07',
    },
    'linux-arm64': {
        target: 'aarch64-unknown-linux-musl',
        sha256: '46bc248d9b9fa361044d90d7adce4e7fb42156da5256c16da3c7ca6fbc15c9eb',
    },
    'darwin-x64': {
        target: 'x86_64-apple-darwin',
        sha256: '9bc236d1551fe7fcd6f89eee37320246c2105bb3b8eb5aff58cf2e448b001056',
    },
    'darwin-arm64': {
        target: 'aarch64-apple-darwin',
        sha256: '4b4b97af1ae233b53a388f1cb180f341c88f1e5e49b12406d9f2e725e8c4e6f8',
    },
    'win32-x64': {
        target: 'x86_64-pc-windows-msvc',
        sha256: 'e7abb1f50f89a2c96913bb18400d1fbcb2bbd7933d2589642fe6b5506ac5471b',
    },
};
/** Where Pagefind publishes its releases (GitHub releases of Pagefind/pagefind). */
const PAGEFIND_RELEASE_URL = `https://github.com/Pagefind/pagefind/releases/download/v${PAGEFIND_VERSION}`;
const TOOL = 'pagefind_extended';
/**
 * Checks `PAGEFIND_BINARY_PATH` before any request (issue 25: naming no file is a titled error).
 * @throws ActionError when it names no file
 */
async function checkPagefindBinary(binaryPath) {
    const stat = await node_fs__WEBPACK_IMPORTED_MODULE_1___default().promises.stat(binaryPath).catch(() => undefined);
    if (stat?.isFile())
        return;
    throw new _common_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .ActionError */ .lZ('Search', `PAGEFIND_BINARY_PATH (${binaryPath}) names no file.`, `Point it at Pagefind ${PAGEFIND_VERSION}'s pagefind_extended binary, or unset it to fetch that release.`);
}
/**
 * The path of Pagefind's extended binary for this runner: from the tool cache when an earlier run put it there, else
 * the pinned release downloaded through the action's download path (retries, stall timer), checked against its
 * published SHA-256, unpacked with the action's own unpacker, and cached for the next run.
 * @throws ActionError when the platform has no release, the download fails, or the checksum differs
 */
async function fetchPagefind(ports) {
    const platform = ports.platform ?? `${process.platform}-${process.arch}`;
    const release = (ports.releases ?? PAGEFIND_RELEASES)[platform];
    if (!release) {
        throw new _common_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .ActionError */ .lZ('Search', `Pagefind publishes no release for this runner (${platform}).`, 'Use a Linux, macOS or Windows x64 runner, or set PAGEFIND_BINARY_PATH to a Pagefind binary.');
    }
    const executable = platform.startsWith('win32') ? `${TOOL}.exe` : TOOL;
    if (ports.toolCache) {
        const cached = _actions_tool_cache__WEBPACK_IMPORTED_MODULE_3__/* .find */ .I6(TOOL, PAGEFIND_VERSION, platform);
        if (cached) {
            ports.log.info(`Pagefind ${PAGEFIND_VERSION} from the tool cache.`);
            return node_path__WEBPACK_IMPORTED_MODULE_2___default().join(cached, executable);
        }
    }
    const name = `${TOOL}-v${PAGEFIND_VERSION}-${release.target}.tar.gz`;
    const url = `${ports.releaseUrl ?? PAGEFIND_RELEASE_URL}/${name}`;
    const work = await node_fs__WEBPACK_IMPORTED_MODULE_1___default().promises.mkdtemp(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(ports.tempDir, 'pagefind-'));
    try {
        const archive = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(work, name);
        try {
            // A runner without internet access refuses or cannot resolve the host: fail in a moment, not after backoff.
            const fetching = { subject: "Pagefind's release", fastFail: _http_retry_js__WEBPACK_IMPORTED_MODULE_8__/* .isUnreachable */ .R0 };
            await (0,_transfer_download_js__WEBPACK_IMPORTED_MODULE_5__/* .download */ .RG)({ url, file: archive, expectedBytes: undefined, ...fetching, ...ports });
        }
        catch (error) {
            throw new _common_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .ActionError */ .lZ('Search', `Fetching Pagefind ${PAGEFIND_VERSION} from ${url}: ${(0,_common_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .messageOf */ .bD)(error)}`, 'On a runner without internet access, set PAGEFIND_BINARY_PATH to a Pagefind binary.');
        }
        const sha256 = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
            .update(await node_fs__WEBPACK_IMPORTED_MODULE_1___default().promises.readFile(archive))
            .digest('hex');
        if (sha256 !== release.sha256) {
            throw new _common_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .ActionError */ .lZ('Search', `Pagefind's release archive ${name} has SHA-256 ${sha256}, not the ${release.sha256} Pagefind publishes.`, 'It was not used. Re-run the step; if it happens again, report it.');
        }
        await node_fs__WEBPACK_IMPORTED_MODULE_1___default().promises.mkdir(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(work, 'bin'));
        const unpacked = await (0,_archive_unpack_js__WEBPACK_IMPORTED_MODULE_4__/* .unpackArchive */ .b)(archive, node_path__WEBPACK_IMPORTED_MODULE_2___default().join(work, 'bin'), { signal: ports.signal });
        const binary = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(unpacked.siteRoot, executable);
        if (!node_fs__WEBPACK_IMPORTED_MODULE_1___default().existsSync(binary))
            throw new _common_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .ActionError */ .lZ('Search', `Pagefind's release archive ${name} has no ${executable}.`, undefined);
        await node_fs__WEBPACK_IMPORTED_MODULE_1___default().promises.chmod(binary, 0o755);
        if (!ports.toolCache)
            return keep(binary, ports.tempDir, executable);
        const dir = await _actions_tool_cache__WEBPACK_IMPORTED_MODULE_3__/* .cacheDir */ .e8(unpacked.siteRoot, TOOL, PAGEFIND_VERSION, platform);
        ports.log.info(`Fetched Pagefind ${PAGEFIND_VERSION} (${name}, SHA-256 checked) into the tool cache.`);
        return node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, executable);
    }
    finally {
        await (0,_common_remove_js__WEBPACK_IMPORTED_MODULE_7__/* .removeLeftover */ .M)(work, ports.log.warning);
    }
}
/** Without a tool cache: the binary is moved beside the temp folder's other files, for this run only. */
async function keep(binary, tempDir, executable) {
    const dir = await node_fs__WEBPACK_IMPORTED_MODULE_1___default().promises.mkdtemp(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(tempDir, 'pagefind-bin-'));
    const target = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, executable);
    await node_fs__WEBPACK_IMPORTED_MODULE_1___default().promises.rename(binary, target);
    return target;
}


/***/ })

};

//# sourceMappingURL=358.index.js.map