export const id = 873;
export const ids = [873];
export const modules = {

/***/ 3254:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PageScans: () => (/* binding */ PageScans)
/* harmony export */ });
/* harmony import */ var _common_flat_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9786);
/* harmony import */ var _html_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8560);


/** What a page reports, in order: each reference kind, then an anchor, a `<base href>`, an unreadable payload row. */
const OPS = [..._html_js__WEBPACK_IMPORTED_MODULE_0__/* .REF_KINDS */ .Uy, 'anchor', 'base', 'unreadable'];
const ANCHOR = OPS.indexOf('anchor');
const BASE = OPS.indexOf('base');
const UNREADABLE = OPS.indexOf('unreadable');
/**
 * What the records may take, about: past it, pages are read from disk by the check as before, so a site of very many
 * distinct URLs (20,000 pages of 100 links of their own) costs no more memory than it did.
 */
const BUDGET_BYTES = 64 << 20;
/** A string's cost besides its characters (header, map entry), and one report's (code, pointer), bytes. */
const STRING_BYTES = 64;
const ENTRY_BYTES = 9;
/**
 * Pages scanned while the unpacker wrote them (issue 32 #3): the link check reads a page's references, anchors and
 * `<base>` (`scanHtml`) from the bytes the archive reader already holds, while the rest of the bundle is unpacked,
 * instead of reading every page back from disk afterwards; resolving them waits for the whole file list
 * (`checkSite`), which replays what was recorded here. Strings are kept once each (a sidebar's links repeat on every
 * page), flat, so no page's text stays in memory.
 */
class PageScans {
    pages = new Map();
    strings = new Map();
    /** About how many bytes the records take; past the budget no page is recorded (the check reads it instead). */
    bytes = 0;
    budgetBytes;
    /** @param budgetBytes about how much memory the records may take, bytes */
    constructor(budgetBytes = BUDGET_BYTES) {
        this.budgetBytes = budgetBytes;
    }
    /**
     * Scans `page` now and keeps what it reports; a page added again replaces the first (an unpack that started over).
     * @param file the page's path as the unpacker wrote it, relative to its folder, `/` separators
     */
    add(file, page) {
        // A page scanned before (an unpack that started over) is not that page any more.
        this.pages.delete(file);
        if (this.bytes > this.budgetBytes)
            return;
        this.pages.set(file, this.scan(page));
    }
    /**
     * Adds what `inserted` reports to a page scanned here, as if the page held it: a stage that inserted markup into the
     * page after it was unpacked (search's wiring in the head, issue 47) leaves the check nothing to read again. Where
     * in the page it went does not matter to the check, which resolves every reference once the page's `<base>` is
     * known. Nothing for a page not scanned here.
     * @param file as given to {@link add}
     * @param inserted the markup inserted, as bytes of the page
     */
    amend(file, inserted) {
        const page = this.pages.get(file);
        if (!page)
            return;
        const more = this.scan(inserted);
        const ops = new Uint8Array(page.ops.length + more.ops.length);
        ops.set(page.ops);
        ops.set(more.ops, page.ops.length);
        this.pages.set(file, { ops, values: [...page.values, ...more.values] });
    }
    /** What `page` reports, recorded with its strings kept once each. */
    scan(page) {
        const ops = [];
        const values = [];
        const keep = (op, value) => {
            let kept = this.strings.get(value);
            if (kept === undefined) {
                this.strings.set((kept = (0,_common_flat_js__WEBPACK_IMPORTED_MODULE_1__/* .copy */ .C)(value)), kept);
                this.bytes += STRING_BYTES + 2 * kept.length;
            }
            ops.push(op);
            values.push(kept);
        };
        (0,_html_js__WEBPACK_IMPORTED_MODULE_0__/* .scanHtml */ .LR)(page, {
            ref: (kind, raw) => keep(OPS.indexOf(kind), raw),
            anchor: (name) => keep(ANCHOR, name),
            base: (href) => keep(BASE, href),
            unreadable: () => keep(UNREADABLE, ''),
        });
        this.bytes += ENTRY_BYTES * ops.length;
        return { ops: Uint8Array.from(ops), values };
    }
    /** Forgets every page: the unpack started over, and what it wrote before is not the bundle's. */
    clear() {
        this.pages.clear();
    }
    /** Whether `file` was scanned here. */
    has(file) {
        return this.pages.has(file);
    }
    /**
     * Reports what `file` held to `sink`, in the order the page held it, as `scanHtml` would have; then forgets it.
     * Nothing for a page not scanned here.
     */
    replay(file, sink) {
        const page = this.pages.get(file);
        if (!page)
            return;
        this.pages.delete(file);
        for (let i = 0; i < page.ops.length; i++) {
            const op = page.ops[i];
            const value = page.values[i];
            if (op === ANCHOR)
                sink.anchor(value);
            else if (op === BASE)
                sink.base(value);
            else if (op === UNREADABLE)
                sink.unreadable?.();
            else
                sink.ref(OPS[op], value);
        }
    }
    /** How many pages are held. */
    get size() {
        return this.pages.size;
    }
}


/***/ })

};

//# sourceMappingURL=873.index.js.map