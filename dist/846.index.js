export const id = 846;
export const ids = [846];
export const modules = {

/***/ 4095:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Yf: () => (/* binding */ scriptBasePath),
/* harmony export */   Yj: () => (/* binding */ basePathScript),
/* harmony export */   xO: () => (/* binding */ basePathScriptEdits)
/* harmony export */ });
/* harmony import */ var _base_path_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1175);

/**
 * Mintlify's inline base-path script (issue 37 item 4), as its pages begin: `!function(){var b="";…}()`, where `b` is
 * the deployment's base path, stripped from `location.pathname` before the rest is written to
 * `<html data-current-path>`. Read in any spelling a minifier may leave: single quotes, white space between tokens.
 */
const BASE_PATH_SCRIPT = /^\s*!\s*function\s*\(\s*\)\s*\{\s*var\s+b\s*=\s*(["'])([^"'\\\n]*)\1/;
/**
 * The `var b` of Mintlify's base-path script, when `script` (the text of a `<script>` element) is one.
 * @returns undefined for any other script
 */
function basePathScript(script) {
    const match = BASE_PATH_SCRIPT.exec(script);
    if (!match)
        return undefined;
    const value = match[2];
    return { value, quote: match[1], at: match[0].length - 1 - value.length };
}
/**
 * The base path a script's `var b` names, in the form `base-path` is compared in (`/docs`: one leading slash, none
 * trailing); `''` for the root (`""`, `"/"`). A value that is no base path (`docs`, `//cdn.example.com`, `/a//b`,
 * `/a/../b`, a path Mintlify reserves) names none.
 * @returns undefined when `value` is no base path
 */
function scriptBasePath(value) {
    if (!value.startsWith('/') && value !== '')
        return undefined;
    try {
        return (0,_base_path_js__WEBPACK_IMPORTED_MODULE_0__/* .parseBasePath */ .GH)(value);
    }
    catch {
        return undefined;
    }
}
/**
 * The edit that gives Mintlify's base-path script the base path, or none. Only an empty `b` (an export built for the
 * root) is given it, inside its own quotes, without a trailing slash (the one form written); one that already names
 * a path is the deployment's own and is left, so rebasing twice equals rebasing once.
 * @param script the script's text, as a Latin-1 string of its bytes (its start is ASCII)
 * @param offset where the text starts in the file
 * @returns at most one edit, in offsets of the file
 */
function basePathScriptEdits(script, base, offset = 0) {
    const found = basePathScript(script);
    if (!found || found.value !== '' || !base.prefix)
        return [];
    return [{ start: offset + found.at, end: offset + found.at, text: base.prefix }];
}


/***/ }),

/***/ 3247:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ nextScriptEdits),
/* harmony export */   t: () => (/* binding */ nextScriptUrl)
/* harmony export */ });
/* harmony import */ var _web_json_offsets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5151);
/* harmony import */ var _rebase_url_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1794);


/**
 * How Next.js writes a `next/script` with `strategy="beforeInteractive"` in the App Router (`next/dist/client/
 * script.js`): an inline script `(self.__next_s=self.__next_s||[]).push(<JSON>)`, whose JSON is `[src, props]` for a
 * script with a `src` and `[0, props]` for an inline one (its code in `props.children`). Its bootstrap
 * (`app-bootstrap.js`, `loadScriptsInSequence`) sets `el.src = src` before hydration; the props become attributes and
 * never hold `src` (Next takes it out of them), so the first element is the one URL the browser loads.
 */
const NEXT_SCRIPT_PUSH = '(self.__next_s=self.__next_s||[]).push(';
/**
 * The URL a `beforeInteractive` script push makes the browser load, when `script` (the text of an inline `<script>`)
 * is one with a `src` (`[src, props]`): as Next.js writes it, maybe with white space around it and a `;` after.
 * @param script the script's text: a Latin-1 string of its bytes (offsets are byte offsets), or its decoded text
 * @returns undefined for any other script, an inline one's push (`[0, props]`) and a JSON argument that does not parse
 */
function nextScriptUrl(script) {
    const lead = script.length - script.trimStart().length;
    if (!script.startsWith(NEXT_SCRIPT_PUSH, lead))
        return undefined;
    // The script ends `)`, maybe `;`, maybe white space: trimmed, not matched with `\)\s*;?\s*$`, whose two `\s*`
    // backtrack against each other (quadratic on a run of white space before other text).
    let end = script.trimEnd().length;
    if (script[end - 1] === ';')
        end = script.slice(0, end - 1).trimEnd().length;
    if (script[end - 1] !== ')')
        return undefined;
    const node = (0,_web_json_offsets_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJson */ .qF)(script, lead + NEXT_SCRIPT_PUSH.length, end - 1);
    const src = node?.kind === 'array' ? node.items[0] : undefined;
    if (src?.kind !== 'string')
        return undefined;
    return { value: (0,_web_json_offsets_js__WEBPACK_IMPORTED_MODULE_0__/* .jsonString */ .I)(script, src), start: src.start, end: src.end };
}
/**
 * The edit that gives a `beforeInteractive` script push's URL the base path ({@link nextScriptUrl}), made where its
 * characters are written (escapes kept), by the rebase's one rule (`rebaseUrl`). The preload hint Next writes beside
 * it is a `<link>`, rebased as one.
 * @param script the script's text, as a Latin-1 string of its bytes
 * @param offset where the text starts in its file, bytes
 * @returns at most one edit, in offsets of the file
 */
function nextScriptEdits(script, base, offset = 0) {
    const found = nextScriptUrl(script);
    if (!found)
        return [];
    const lead = found.value.length - found.value.trimStart().length;
    const edit = (0,_rebase_url_js__WEBPACK_IMPORTED_MODULE_1__/* .rebaseUrl */ .qF)(found.value.slice(lead).trimEnd(), base);
    if (!edit)
        return [];
    const at = lead + edit.at;
    const [start, end] = (0,_web_json_offsets_js__WEBPACK_IMPORTED_MODULE_0__/* .escapedOffsets */ .Iy)(script, found.start, found.end, [at, at + edit.remove], true);
    // `<`, `>` and `&` as Next escapes them in a script (its `htmlEscapeJsonString`).
    const text = (0,_web_json_offsets_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeJson */ .GO)(edit.insert).replace(/[&<>]/g, (c) => `\\u00${c.charCodeAt(0).toString(16)}`);
    return [{ start: offset + start, end: offset + end, text }];
}


/***/ }),

/***/ 2217:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  HD: () => (/* binding */ cssEdits),
  Gb: () => (/* binding */ cssUrlEdits),
  Ju: () => (/* binding */ cssUrlsIn)
});

// UNUSED EXPORTS: decodeBytes, plainUrl

;// CONCATENATED MODULE: ./node_modules/@csstools/css-tokenizer/dist/index.mjs
class ParseError extends Error{sourceStart;sourceEnd;parserState;constructor(e,n,t,o){super(e),this.name="ParseError",this.sourceStart=n,this.sourceEnd=t,this.parserState=o}}class ParseErrorWithToken extends ParseError{token;constructor(e,n,t,o,r){super(e,n,t,o),this.token=r}}const e={UnexpectedNewLineInString:"Unexpected newline while consuming a string token.",UnexpectedEOFInString:"Unexpected EOF while consuming a string token.",UnexpectedEOFInComment:"Unexpected EOF while consuming a comment.",UnexpectedEOFInURL:"Unexpected EOF while consuming a url token.",UnexpectedEOFInEscapedCodePoint:"Unexpected EOF while consuming an escaped code point.",UnexpectedCharacterInURL:"Unexpected character while consuming a url token.",InvalidEscapeSequenceInURL:"Invalid escape sequence while consuming a url token.",InvalidEscapeSequenceAfterBackslash:'Invalid escape sequence after "\\"'},n="undefined"!=typeof globalThis&&"structuredClone"in globalThis;function cloneTokens(e){return n?structuredClone(e):JSON.parse(JSON.stringify(e))}function stringify(...e){if(!e||!e.length)return"";if(Array.isArray(e[0])&&!e[0].length)return"";let n;n=Array.isArray(e[0])&&Array.isArray(e[0][0])?e[0]:e;let t="";for(let e=0;e<n.length;e++)t+=n[e][1];return t}const t=13,o=45,r=10,i=43,c=65533,s=92;var u,a,d;function mirrorVariantType(e){switch(e){case u.OpenParen:return u.CloseParen;case u.CloseParen:return u.OpenParen;case u.OpenCurly:return u.CloseCurly;case u.CloseCurly:return u.OpenCurly;case u.OpenSquare:return u.CloseSquare;case u.CloseSquare:return u.OpenSquare;default:return null}}function mirrorVariant(e){switch(e[0]){case u.OpenParen:return[u.CloseParen,")",-1,-1,void 0];case u.CloseParen:return[u.OpenParen,"(",-1,-1,void 0];case u.OpenCurly:return[u.CloseCurly,"}",-1,-1,void 0];case u.CloseCurly:return[u.OpenCurly,"{",-1,-1,void 0];case u.OpenSquare:return[u.CloseSquare,"]",-1,-1,void 0];case u.CloseSquare:return[u.OpenSquare,"[",-1,-1,void 0];default:return null}}function isHexDigitCodePoint(e){return e>=48&&e<=57||e>=97&&e<=102||e>=65&&e<=70}function isIdentStartCodePoint(e){return e>=97&&e<=122||e>=65&&e<=90||95===e||isNonASCII_IdentCodePoint(e)}function isIdentCodePoint(e){return e>=97&&e<=122||e>=65&&e<=90||e>=48&&e<=57||e===o||95===e||isNonASCII_IdentCodePoint(e)}function isNonASCII_IdentCodePoint(e){return e<183?0===e:183===e||8204===e||8205===e||8255===e||8256===e||8204===e||(192<=e&&e<=214||216<=e&&e<=246||248<=e&&e<=893||895<=e&&e<=8191||8304<=e&&e<=8591||11264<=e&&e<=12271||12289<=e&&e<=55295||63744<=e&&e<=64975||65008<=e&&e<=65533||(0===e||(e>=55296&&e<=57343||e>=65536)))}function isNonPrintableCodePoint(e){return 11===e||127===e||0<=e&&e<=8||14<=e&&e<=31}function isNewLine(e){return e===r||e===t||12===e}function isWhitespace(e){return 32===e||e===r||9===e||e===t||12===e}function isSurrogate(e){return e>=55296&&e<=57343}function tokenize(e,n){const t=tokenizer(e,n),o=[];for(;!t.endOfFile();)o.push(t.nextToken());return o.push(t.nextToken()),o}function tokenizer(n,l){const C=n.css.valueOf(),f=n.unicodeRangesAllowed??!1;let h=0,m=0,k=-1,P=!1;const p=l?.onParseError??noop;function consumeIdentSequence(){const e=h;for(;;){const e=C.charCodeAt(h);if(e>=65&&e<=90||e>=97&&e<=122||e>=48&&e<=57||e===o||95===e){h+=1;continue}const n=C.codePointAt(h)??-1;if(0===n||n>=55296&&n<=57343||n===s&&!isNewLine(C.codePointAt(h+1)??-1))break;if(!isNonASCII_IdentCodePoint(n))break;h+=+(n>65535)+1}const n=C.codePointAt(h)??-1;if(0!==n&&!(n>=55296&&n<=57343)&&(n!==s||isNewLine(C.codePointAt(h+1)??-1)))return P=!0,k=h-1,C.slice(e,h);P=!1,h=e,k=-1;let t="";for(;;){const e=C.codePointAt(h)??-1;if(0===e||isSurrogate(e))t+=String.fromCharCode(c),h+=+(e>65535)+1,k=h-1;else if(e>=65&&e<=90||e>=97&&e<=122||e>=48&&e<=57||e===o||95===e||isNonASCII_IdentCodePoint(e))t+=e>65535?String.fromCodePoint(e):String.fromCharCode(e),h+=+(e>65535)+1,k=h-1;else{if(C.codePointAt(h)!==s||isNewLine(C.codePointAt(h+1)??-1))return t;h+=1,k=h-1,t+=String.fromCodePoint(consumeEscapedCodePoint())}}}function consumeEscapedCodePoint(){const n=C.codePointAt(h);if(void 0===n)return p(new ParseError(e.UnexpectedEOFInEscapedCodePoint,m,k,["4.3.7. Consume an escaped code point","Unexpected EOF"])),c;if(h+=+(n>65535)+1,k=h-1,isHexDigitCodePoint(n)){const e=[n];let o;for(;void 0!==(o=C.codePointAt(h))&&isHexDigitCodePoint(o)&&e.length<6;)e.push(o),h+=1,k=h-1;isWhitespace(C.codePointAt(h)??-1)&&(C.codePointAt(h)===t&&C.codePointAt(h+1)===r&&(h+=1),h+=1,k=h-1);const i=parseInt(String.fromCodePoint(...e),16);return 0===i||isSurrogate(i)||i>1114111?c:i}return 0===n||isSurrogate(n)?c:n}function consumeBadURL(){for(;;){const e=C.codePointAt(h);if(void 0===e)return;if(41===e)return h+=1,void(k=h-1);e!==s||isNewLine(C.codePointAt(h+1)??-1)?(h+=1,k=h-1):(h+=1,k=h-1,consumeEscapedCodePoint())}}function consumeComment(){for(h+=2,k=h-1;;){const n=C.codePointAt(h);if(void 0===n){const n=[u.Comment,C.slice(m,k+1),m,k,void 0];return p(new ParseErrorWithToken(e.UnexpectedEOFInComment,m,k,["4.3.2. Consume comments","Unexpected EOF"],n)),n}if(h+=1,k=h-1,42===n&&void 0!==C.codePointAt(h)&&47===C.codePointAt(h)){h+=1,k=h-1;break}}return[u.Comment,C.slice(m,k+1),m,k,void 0]}function consumeStringToken(){let n="";const o=C.codePointAt(h);for(h+=1,k=h-1;;){const i=C.charCodeAt(h);if(h>=C.length){const t=[u.String,C.slice(m,k+1),m,k,{value:n}];return p(new ParseErrorWithToken(e.UnexpectedEOFInString,m,k,["4.3.5. Consume a string token","Unexpected EOF"],t)),t}if(h+=1,k=h-1,isNewLine(i)){h-=1,k=h-1;const n=[u.BadString,C.slice(m,k+1),m,k,void 0];return p(new ParseErrorWithToken(e.UnexpectedNewLineInString,m,C.codePointAt(h)===t&&C.codePointAt(h+1)===r?k+2:k+1,["4.3.5. Consume a string token","Unexpected newline"],n)),n}if(i===o)return[u.String,C.slice(m,k+1),m,k,{value:n}];if(i!==s)if(0!==i)if(i<128)n+=String.fromCharCode(i);else{if(i>=55296&&i<=57343){const e=C.codePointAt(h-1)??-1;e>=65536?(n+=String.fromCodePoint(e),h+=1,k=h-1):n+=String.fromCharCode(c);continue}n+=String.fromCharCode(i)}else n+=String.fromCharCode(c);else{if(void 0===C.codePointAt(h))continue;if(isNewLine(C.codePointAt(h)??-1)){C.codePointAt(h)===t&&C.codePointAt(h+1)===r&&(h+=1),h+=1,k=h-1;continue}n+=String.fromCodePoint(consumeEscapedCodePoint())}}}function consumeUnicodeRangeToken(){h+=2,k=h-1;const e=[],n=[];let t;for(;void 0!==(t=C.codePointAt(h))&&e.length<6&&isHexDigitCodePoint(t);)e.push(t),h+=1,k=h-1;for(;void 0!==(t=C.codePointAt(h))&&e.length<6&&63===t;)0===n.length&&n.push(...e),e.push(48),n.push(70),h+=1,k=h-1;if(!n.length&&C.codePointAt(h)===o&&isHexDigitCodePoint(C.codePointAt(h+1)??-1))for(h+=1,k=h-1;void 0!==(t=C.codePointAt(h))&&n.length<6&&isHexDigitCodePoint(t);)n.push(t),h+=1,k=h-1;if(!n.length){const n=parseInt(String.fromCodePoint(...e),16);return[u.UnicodeRange,C.slice(m,k+1),m,k,{startOfRange:n,endOfRange:n}]}const r=parseInt(String.fromCodePoint(...e),16),i=parseInt(String.fromCodePoint(...n),16);return[u.UnicodeRange,C.slice(m,k+1),m,k,{startOfRange:r,endOfRange:i}]}function consumeUrlToken(){for(;isWhitespace(C.codePointAt(h)??-1);)h+=1,k=h-1;let n="";for(;;){if(void 0===C.codePointAt(h)){const t=[u.URL,C.slice(m,k+1),m,k,{value:n}];return p(new ParseErrorWithToken(e.UnexpectedEOFInURL,m,k,["4.3.6. Consume a url token","Unexpected EOF"],t)),t}if(41===C.codePointAt(h))return h+=1,k=h-1,[u.URL,C.slice(m,k+1),m,k,{value:n}];if(isWhitespace(C.codePointAt(h)??-1)){for(h+=1,k=h-1;isWhitespace(C.codePointAt(h)??-1);)h+=1,k=h-1;if(void 0===C.codePointAt(h)){const t=[u.URL,C.slice(m,k+1),m,k,{value:n}];return p(new ParseErrorWithToken(e.UnexpectedEOFInURL,m,k,["4.3.6. Consume a url token","Consume as much whitespace as possible","Unexpected EOF"],t)),t}return 41===C.codePointAt(h)?(h+=1,k=h-1,[u.URL,C.slice(m,k+1),m,k,{value:n}]):(consumeBadURL(),[u.BadURL,C.slice(m,k+1),m,k,void 0])}const t=C.codePointAt(h);if(34===t||39===t||40===t||isNonPrintableCodePoint(t??-1)){consumeBadURL();const n=[u.BadURL,C.slice(m,k+1),m,k,void 0];return p(new ParseErrorWithToken(e.UnexpectedCharacterInURL,m,k,["4.3.6. Consume a url token","Unexpected U+0022 QUOTATION MARK (\"), U+0027 APOSTROPHE ('), U+0028 LEFT PARENTHESIS (() or non-printable code point"],n)),n}if(t===s){if(t===s&&!isNewLine(C.codePointAt(h+1)??-1)){h+=1,k=h-1,n+=String.fromCodePoint(consumeEscapedCodePoint());continue}consumeBadURL();const o=[u.BadURL,C.slice(m,k+1),m,k,void 0];return p(new ParseErrorWithToken(e.InvalidEscapeSequenceInURL,m,k,["4.3.6. Consume a url token","U+005C REVERSE SOLIDUS (\\)","The input stream does not start with a valid escape sequence"],o)),o}0===t||isSurrogate(t??-1)?(n+=String.fromCharCode(c),h+=1,k=h-1):(n+=String.fromCodePoint(t??c),h+=+((t??-1)>65535)+1,k=h-1)}}function consumeNumericToken(){let e;{const n=C.charCodeAt(h);n===o?e="-":n===i&&(e="+")}let n=a.Integer;const t=C.charCodeAt(h);t!==i&&t!==o||(h+=1);let r=C.charCodeAt(h);for(;r>=48&&r<=57;)h+=1,r=C.charCodeAt(h);if(46===C.charCodeAt(h)&&C.charCodeAt(h+1)>=48&&C.charCodeAt(h+1)<=57)for(h+=2,n=a.Number,r=C.charCodeAt(h);r>=48&&r<=57;)h+=1,r=C.charCodeAt(h);const c=C.charCodeAt(h);if(101===c||69===c){const e=C.charCodeAt(h+1);if(e>=48&&e<=57)for(h+=2,n=a.Number,r=C.charCodeAt(h);r>=48&&r<=57;)h+=1,r=C.charCodeAt(h);else if((e===o||e===i)&&C.charCodeAt(h+2)>=48&&C.charCodeAt(h+2)<=57)for(h+=3,n=a.Number,r=C.charCodeAt(h);r>=48&&r<=57;)h+=1,r=C.charCodeAt(h)}k=h-1;const s=parseFloat(C.slice(m,k+1));if(checkIfThreeCodePointsWouldStartAnIdentSequence()){const t=consumeIdentSequence();return[u.Dimension,C.slice(m,k+1),m,k,{value:s,signCharacter:e,type:n,unit:t}]}return 37===C.charCodeAt(h)?(h+=1,k=h-1,[u.Percentage,C.slice(m,k+1),m,k,{value:s,signCharacter:e}]):[u.Number,C.slice(m,k+1),m,k,{value:s,signCharacter:e,type:n}]}function consumeIdentLikeToken(){const e=consumeIdentSequence();if(40!==C.charCodeAt(h))return[u.Ident,P?e:C.slice(m,k+1),m,k,{value:e}];if(!(3!==e.length||117!==e.charCodeAt(0)&&85!==e.charCodeAt(0)||114!==e.charCodeAt(1)&&82!==e.charCodeAt(1)||108!==e.charCodeAt(2)&&76!==e.charCodeAt(2))){h+=1,k=h-1;let n=0;for(;isWhitespace(C.charCodeAt(h));)n+=1,h+=1,k=h-1;const t=C.charCodeAt(h);return 34===t||39===t?(n>0&&(h-=n,k=h-1),[u.Function,C.slice(m,k+1),m,k,{value:e}]):consumeUrlToken()}return h+=1,k=h-1,[u.Function,C.slice(m,k+1),m,k,{value:e}]}function consumeHashToken(){h+=1,k=h-1;const e=C.charCodeAt(h);if(e>=65&&e<=90||e>=97&&e<=122||e>=48&&e<=57||e===o||95===e||isNonASCII_IdentCodePoint(e)||e===s&&!isNewLine(C.codePointAt(h+1)??-1)){let e=d.Unrestricted;checkIfThreeCodePointsWouldStartAnIdentSequence()&&(e=d.ID);const n=consumeIdentSequence();return[u.Hash,C.slice(m,k+1),m,k,{value:n,type:e}]}return[u.Delim,"#",m,k,{value:"#"}]}function consumeAtKeywordToken(){if(h+=1,k=h-1,checkIfThreeCodePointsWouldStartAnIdentSequence()){const e=consumeIdentSequence();return[u.AtKeyword,C.slice(m,k+1),m,k,{value:e}]}return[u.Delim,"@",m,k,{value:"@"}]}function consumeInvalidEscapeToken(){h+=1,k=h-1;const n=[u.Delim,"\\",m,k,{value:"\\"}];return p(new ParseErrorWithToken(e.InvalidEscapeSequenceAfterBackslash,m,k,["4.3.1. Consume a token","U+005C REVERSE SOLIDUS (\\)","The input stream does not start with a valid escape sequence"],n)),n}function checkIfThreeCodePointsWouldStartAnIdentSequence(e){const n=void 0===e?C.charCodeAt(h):e;return n===o?C.charCodeAt(h+1)===o||(!!isIdentStartCodePoint(C.charCodeAt(h+1))||C.charCodeAt(h+1)===s&&!isNewLine(C.charCodeAt(h+2))):!!isIdentStartCodePoint(n)||C.charCodeAt(h)===s&&!isNewLine(C.charCodeAt(h+1))}function checkIfThreeCodePointsWouldStartANumber(e){return e===i||e===o?C.charCodeAt(h+1)>=48&&C.charCodeAt(h+1)<=57||46===C.charCodeAt(h+1)&&(C.charCodeAt(h+2)>=48&&C.charCodeAt(h+2)<=57):46===e?C.charCodeAt(h+1)>=48&&C.charCodeAt(h+1)<=57:e>=48&&e<=57}return{nextToken:function nextToken(){if(m=h,k=-1,h>=C.length)return[u.EOF,"",-1,-1,void 0];const e=C.charCodeAt(h);if(47===e&&42===C.charCodeAt(h+1))return consumeComment();if(f&&(117===e||85===e)&&C.codePointAt(h+1)===i&&(63===C.codePointAt(h+2)||isHexDigitCodePoint(C.codePointAt(h+2)??-1)))return consumeUnicodeRangeToken();if(isIdentStartCodePoint(e))return consumeIdentLikeToken();if((n=e)>=48&&n<=57)return consumeNumericToken();switch(e){case 44:return h+=1,k=h-1,[u.Comma,",",m,k,void 0];case 58:return h+=1,k=h-1,[u.Colon,":",m,k,void 0];case 59:return h+=1,k=h-1,[u.Semicolon,";",m,k,void 0];case 40:return h+=1,k=h-1,[u.OpenParen,"(",m,k,void 0];case 41:return h+=1,k=h-1,[u.CloseParen,")",m,k,void 0];case 91:return h+=1,k=h-1,[u.OpenSquare,"[",m,k,void 0];case 93:return h+=1,k=h-1,[u.CloseSquare,"]",m,k,void 0];case 123:return h+=1,k=h-1,[u.OpenCurly,"{",m,k,void 0];case 125:return h+=1,k=h-1,[u.CloseCurly,"}",m,k,void 0];case 39:case 34:return consumeStringToken();case 35:return consumeHashToken();case i:case 46:return checkIfThreeCodePointsWouldStartANumber(e)?consumeNumericToken():(h+=1,k=h-1,[u.Delim,C[m],m,k,{value:C[m]}]);case r:case t:case 12:case 9:case 32:{let e=C.charCodeAt(h);for(;32===e||e===r||9===e||e===t||12===e;)h+=1,e=C.charCodeAt(h);k=h-1}return[u.Whitespace,C.slice(m,k+1),m,k,void 0];case o:return checkIfThreeCodePointsWouldStartANumber(e)?consumeNumericToken():C.charCodeAt(h+1)===o&&62===C.charCodeAt(h+2)?(h+=3,k=h-1,[u.CDC,"--\x3e",m,k,void 0]):checkIfThreeCodePointsWouldStartAnIdentSequence(e)?consumeIdentLikeToken():(h+=1,k=h-1,[u.Delim,"-",m,k,{value:"-"}]);case 60:return 33===C.charCodeAt(h+1)&&C.charCodeAt(h+2)===o&&C.charCodeAt(h+3)===o?(h+=4,k=h-1,[u.CDO,"\x3c!--",m,k,void 0]):(h+=1,k=h-1,[u.Delim,"<",m,k,{value:"<"}]);case 64:return consumeAtKeywordToken();case s:return e!==s||isNewLine(C.charCodeAt(h+1))?consumeInvalidEscapeToken():consumeIdentLikeToken();default:return h+=1,k=h-1,[u.Delim,C[m],m,k,{value:C[m]}]}var n},endOfFile:function endOfFile(){return h>=C.length}}}function noop(){}function mutateIdent(e,n){const t=[];for(const e of n)t.push(e.codePointAt(0));const o=String.fromCodePoint(...serializeIdent(t));e[1]=o,e[4].value=n}function mutateUnit(e,n){const t=[];for(const e of n)t.push(e.codePointAt(0));const o=serializeIdent(t);101===o[0]&&insertEscapedCodePoint(o,0,o[0]);const r=String.fromCodePoint(...o),i="+"===e[4].signCharacter?e[4].signCharacter:"",c=e[4].value.toString();e[1]=`${i}${c}${r}`,e[4].unit=n}function serializeIdent(e){let n;if(0===e[0])e.splice(0,1,c),n=1;else if(e[0]===o&&e[1]===o)n=2;else if(e[0]===o&&e[1])n=2,isIdentStartCodePoint(e[1])||(n+=insertEscapedCodePoint(e,1,e[1]));else{if(e[0]===o&&!e[1])return[92,e[0]];isIdentStartCodePoint(e[0])?n=1:(n=1,n+=insertEscapedCodePoint(e,0,e[0]))}for(let t=n;t<e.length;t++)0!==e[t]?isIdentCodePoint(e[t])||(t+=insertEscapedCharacter(e,t,e[t])):(e.splice(t,1,c),t++);return e}function insertEscapedCharacter(e,n,t){return e.splice(n,1,92,t),1}function insertEscapedCodePoint(e,n,t){const o=t.toString(16),r=[];for(const e of o)r.push(e.codePointAt(0));return e.splice(n,1,92,...r,32),1+r.length}!function(e){e.Comment="comment",e.AtKeyword="at-keyword-token",e.BadString="bad-string-token",e.BadURL="bad-url-token",e.CDC="CDC-token",e.CDO="CDO-token",e.Colon="colon-token",e.Comma="comma-token",e.Delim="delim-token",e.Dimension="dimension-token",e.EOF="EOF-token",e.Function="function-token",e.Hash="hash-token",e.Ident="ident-token",e.Number="number-token",e.Percentage="percentage-token",e.Semicolon="semicolon-token",e.String="string-token",e.URL="url-token",e.Whitespace="whitespace-token",e.OpenParen="(-token",e.CloseParen=")-token",e.OpenSquare="[-token",e.CloseSquare="]-token",e.OpenCurly="{-token",e.CloseCurly="}-token",e.UnicodeRange="unicode-range-token"}(u||(u={})),function(e){e.Integer="integer",e.Number="number"}(a||(a={})),function(e){e.Unrestricted="unrestricted",e.ID="id"}(d||(d={}));const l=Object.values(u);function isToken(e){return!!Array.isArray(e)&&(!(e.length<4)&&(!!l.includes(e[0])&&("string"==typeof e[1]&&("number"==typeof e[2]&&"number"==typeof e[3]))))}function isTokenNumeric(e){if(!e)return!1;switch(e[0]){case u.Dimension:case u.Number:case u.Percentage:return!0;default:return!1}}function isTokenWhiteSpaceOrComment(e){if(!e)return!1;switch(e[0]){case u.Whitespace:case u.Comment:return!0;default:return!1}}function isTokenAtKeyword(e){return!!e&&e[0]===u.AtKeyword}function isTokenBadString(e){return!!e&&e[0]===u.BadString}function isTokenBadURL(e){return!!e&&e[0]===u.BadURL}function isTokenCDC(e){return!!e&&e[0]===u.CDC}function isTokenCDO(e){return!!e&&e[0]===u.CDO}function isTokenColon(e){return!!e&&e[0]===u.Colon}function isTokenComma(e){return!!e&&e[0]===u.Comma}function isTokenComment(e){return!!e&&e[0]===u.Comment}function isTokenDelim(e){return!!e&&e[0]===u.Delim}function isTokenDimension(e){return!!e&&e[0]===u.Dimension}function isTokenEOF(e){return!!e&&e[0]===u.EOF}function isTokenFunction(e){return!!e&&e[0]===u.Function}function isTokenHash(e){return!!e&&e[0]===u.Hash}function isTokenIdent(e){return!!e&&e[0]===u.Ident}function isTokenNumber(e){return!!e&&e[0]===u.Number}function isTokenPercentage(e){return!!e&&e[0]===u.Percentage}function isTokenSemicolon(e){return!!e&&e[0]===u.Semicolon}function isTokenString(e){return!!e&&e[0]===u.String}function isTokenURL(e){return!!e&&e[0]===u.URL}function isTokenWhitespace(e){return!!e&&e[0]===u.Whitespace}function isTokenOpenParen(e){return!!e&&e[0]===u.OpenParen}function isTokenCloseParen(e){return!!e&&e[0]===u.CloseParen}function isTokenOpenSquare(e){return!!e&&e[0]===u.OpenSquare}function isTokenCloseSquare(e){return!!e&&e[0]===u.CloseSquare}function isTokenOpenCurly(e){return!!e&&e[0]===u.OpenCurly}function isTokenCloseCurly(e){return!!e&&e[0]===u.CloseCurly}function isTokenUnicodeRange(e){return!!e&&e[0]===u.UnicodeRange}

// EXTERNAL MODULE: ./src/site/rebase/rebase-url.ts
var rebase_url = __webpack_require__(1794);
;// CONCATENATED MODULE: ./src/site/rebase/rebase-css.ts


/** Functions whose string arguments are URLs (`image-set("/a.png" 1x)`), besides `url()` and `src()`. */
const URL_FUNCTIONS = new Set(['url', 'src', 'image-set', '-webkit-image-set']);
/** What URLs strip at their ends when parsed (C0 controls and space): CSS white space is among them. */
// eslint-disable-next-line no-control-regex -- controls are what URL parsing strips
const ENDS = /^[\x00-\x20]+|[\x00-\x20]+$/g;
// eslint-disable-next-line no-control-regex -- controls are what URL parsing strips
const LEADING = /^[\x00-\x20]+/;
/**
 * Every URL of a stylesheet (a CSS file, an inline `<style>`, or a `style=""` value): each `url(…)` bare or quoted,
 * `@import "…"`, and the strings of `image-set()`, in order. Read with `@csstools/css-tokenizer`, so comments, strings
 * and escapes are told apart as browsers do: the one reader of URLs in CSS, for the rebase, the external-assets
 * bundler (`external/tree.ts`) and verification (`verify/css.ts`).
 * @param decode the text of a piece of `css` (identity when `css` is text; bytes to text when it is a Latin-1 string
 * of a file's bytes, {@link decodeBytes})
 * @param offset where `css` starts in the file, added to every `start`
 */
function cssUrlsIn(css, decode = (s) => s, offset = 0) {
    const urls = [];
    const t = tokenizer({ css });
    /** The names of the functions open around the current token (`''` for a plain parenthesis). */
    const open = [];
    let afterImport = false;
    /** Within an `@import` rule (to its `;`): its first URL is the imported stylesheet's, however it is written. */
    let inImport = false;
    const add = (written, start, quote, token) => {
        const lead = written.length - written.replace(LEADING, '').length;
        const raw = written.replace(ENDS, '');
        // An escape is read from the token as the text it is (bytes decoded first), so `\e9` and a UTF-8 `é` agree.
        const value = raw.includes('\\') ? unescaped(decode(token[1])) : decode(raw);
        urls.push({ start: offset + start + lead, raw, value: value.replace(ENDS, ''), imported: inImport, quote });
        inImport = false;
    };
    while (!t.endOfFile()) {
        const token = t.nextToken();
        const type = token[0];
        if (type === u.Whitespace || type === u.Comment)
            continue;
        if (type === u.URL) {
            // `url(  /a.png  )`: the value starts after `url(`.
            const representation = token[1];
            const inner = representation.indexOf('(') + 1;
            const end = representation.endsWith(')') ? -1 : representation.length;
            add(representation.slice(inner, end), token[2] + inner, '', token);
        }
        else if (type === u.String) {
            if (afterImport || URL_FUNCTIONS.has(open[open.length - 1] ?? '')) {
                const quote = token[1][0] === "'" ? "'" : '"';
                const end = token[1].length > 1 && token[1].endsWith(quote) ? -1 : token[1].length;
                add(token[1].slice(1, end), token[2] + 1, quote, token);
            }
        }
        else if (type === u.Function) {
            open.push(token[4].value.toLowerCase());
        }
        else if (type === u.OpenParen) {
            open.push('');
        }
        else if (type === u.CloseParen) {
            open.pop();
        }
        afterImport = type === u.AtKeyword && token[4].value.toLowerCase() === 'import';
        if (afterImport)
            inImport = true;
        else if (type === u.Semicolon)
            inImport = false;
    }
    return urls;
}
/** The value of the one URL or string token that `representation` is, escapes decoded. */
function unescaped(representation) {
    const token = tokenizer({ css: representation }).nextToken();
    return token[0] === u.URL || token[0] === u.String ? token[4].value : representation;
}
/**
 * A Latin-1 string of a file's bytes as the text it is in `encoding` (a label `TextDecoder` takes): UTF-8 by default,
 * the encoding of pages and stylesheets, so `naïve.png` written as UTF-8 is `naïve.png`, not `naÃ¯ve.png`.
 */
function decodeBytes(latin1, encoding = 'utf-8') {
    if (!/[\u0080-\u00ff]/.test(latin1) && isAsciiCompatible(encoding))
        return latin1;
    return new TextDecoder(encoding).decode(Buffer.from(latin1, 'latin1'));
}
function isAsciiCompatible(encoding) {
    return !/^utf-16/i.test(encoding);
}
/**
 * The edits that rebase a stylesheet (a CSS file, an inline `<style>`, or a `style=""` value): every `url(…)` bare or
 * quoted, `@import "…"`, and the strings of `image-set()`, read as {@link cssUrlsIn} reads them.
 * @param css the stylesheet as a Latin-1 string of its bytes, so that offsets are byte offsets
 * @param offset where `css` starts in the file, added to every edit
 */
function cssEdits(css, base, offset = 0) {
    return cssUrlEdits(css, (raw, start) => (0,rebase_url/* urlEditAt */.PA)(raw, start, base), offset);
}
/**
 * The edits `edit` makes to each URL of a stylesheet, found as {@link cssUrlsIn} finds them, for the rebase and for
 * the external-assets bundler (`external/tree.ts`). `edit` sees each URL as the text it names, as UTF-8 bytes in a
 * Latin-1 string: as written when it is written so; otherwise (escapes, another encoding) decoded, and the URL its
 * edit makes is written back plain in place of the whole value (escaped only where CSS must, non-ASCII
 * percent-encoded, so that the file's encoding does not matter).
 * @param css the stylesheet as a Latin-1 string of its bytes, so that offsets are byte offsets
 * @param edit the edit for a URL at byte `start` of the file, or undefined to leave it; `imported` when it is an
 * `@import`'s
 * @param encoding the stylesheet's encoding (`charset.ts` `stylesheetEncoding`), a label `TextDecoder` takes
 */
function cssUrlEdits(css, edit, offset = 0, encoding = 'utf-8') {
    const edits = [];
    for (const url of cssUrlsIn(css, (piece) => decodeBytes(piece, encoding), offset)) {
        const bytes = Buffer.from(url.value, 'utf8').toString('latin1');
        // Written as the text it names: edited where written, every other byte kept (an invalid UTF-8 byte too).
        if (bytes === url.raw || (!url.raw.includes('\\') && /^utf-?8$/i.test(encoding))) {
            const made = edit(url.raw, url.start, url.imported);
            if (made)
                edits.push(made);
            continue;
        }
        const made = edit(bytes, url.start, url.imported);
        if (!made)
            continue;
        const text = decodeBytes(bytes.slice(0, made.start - url.start)) + made.text + decodeBytes(bytes.slice(made.end - url.start));
        edits.push({ start: url.start, end: url.start + url.raw.length, text: plainUrl(text, url.quote) });
    }
    return edits;
}
/** What ends or breaks a URL's value where it is written: in a bare `url(…)`, in a `"…"` string, in a `'…'` one. */
const SPECIAL = {
    // eslint-disable-next-line no-control-regex -- controls end a bare url(): they are escaped
    '': /[\x00-\x20"'()\\\x7f]/g,
    '"': /["\\\n\r\f]/g,
    "'": /['\\\n\r\f]/g,
};
/**
 * `url` written where `quote` says (`''` a bare `url(…)`): non-ASCII characters percent-encoded as UTF-8 (what URL
 * parsing makes of them), and escaped only what would end or break the value there (a control or a space as a hex
 * escape, anything else after a backslash).
 */
function plainUrl(url, quote) {
    return url
        .replace(/[^\p{ASCII}]+/gu, (run) => encodeURIComponent(run))
        .replace(SPECIAL[quote], (c) => (c > ' ' && c !== '\x7f' ? `\\${c}` : `\\${c.charCodeAt(0).toString(16)} `));
}


/***/ }),

/***/ 9846:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IY: () => (/* binding */ scriptType),
/* harmony export */   Wk: () => (/* binding */ RSC_OPEN),
/* harmony export */   e2: () => (/* binding */ pageUrlEdits),
/* harmony export */   l2: () => (/* binding */ htmlEdits),
/* harmony export */   u6: () => (/* binding */ rebaseHtml),
/* harmony export */   u_: () => (/* binding */ RSC_CLOSE)
/* harmony export */ });
/* harmony import */ var htmlparser2__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5455);
/* harmony import */ var _web_srcset_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5330);
/* harmony import */ var _rebase_css_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2217);
/* harmony import */ var _web_url_places_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1436);
/* harmony import */ var _rebase_json_ld_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8434);
/* harmony import */ var _rebase_url_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1794);
/* harmony import */ var _rsc_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2164);
/* harmony import */ var _base_path_script_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4095);
/* harmony import */ var _next_script_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3247);









/** Attributes read; the first of duplicates wins, as in browsers. */
const READ = new Set([
    'href',
    'src',
    'srcset',
    'imagesrcset',
    'poster',
    'action',
    'formaction',
    'data',
    'xlink:href',
    'style',
    'rel',
    'content',
    'property',
    'name',
    'http-equiv',
    'type',
    'as',
]);
/** Tags whose name matters (beyond their URL attributes, read on every tag). */
const NAMED_TAGS = new Set([
    'a',
    'area',
    'link',
    'base',
    'use',
    'image',
    'object',
    'meta',
    'script',
    'style',
    'iframe',
]);
/**
 * `length * 128 + first letter` of the names in a set: most tags and attributes (`div`, `class`, `aria-*`) are ruled
 * out by two comparisons, without copying their names out of the page.
 */
const keysOf = (names) => new Set([...names].map((n) => n.length * 128 + n.charCodeAt(0)));
const READ_KEYS = keysOf(READ);
const NAMED_TAG_KEYS = keysOf(NAMED_TAGS);
/** The inline RSC payload chunk Next.js writes: `self.__next_f.push([1,"<JSON string>"])`. */
const RSC_OPEN = 'self.__next_f.push([1,"';
const RSC_CLOSE = '"])';
/**
 * Quotes as character references in a `style=""` value, as an attribute's value decodes them (HTML "character
 * reference state"): `&quot;`, `&QUOT;`, `&apos;`, decimal and hexadecimal with any leading zeros (`&#0034;`,
 * `&#x22;`), and the forms without `;` that attributes still decode (`&quot` not followed by a letter, digit or `=`;
 * `&#34` not followed by a digit). Replaced by same-length text the CSS tokenizer reads.
 */
const QUOTE_REFERENCES = /&(?:(?:quot|QUOT)(?:;|(?![A-Za-z0-9=]))|apos;|#0*(?:34|39)(?![0-9]);?|#[xX]0*(?:22|27)(?![0-9A-Fa-f]);?)/g;
/**
 * Rebases one HTML page (issue 21 "HTML"): `href`, `src`, every `srcset`/`imagesrcset` candidate, `poster`,
 * `action`, `formaction`, `object data`, `<link href>` of every `rel` but `preconnect`/`dns-prefetch`, `<meta
 * http-equiv=refresh>`, `og:url`/`og:image`/`twitter:image` and kin, `url()` in `<style>` and `style=""`, and the
 * Next.js RSC payload in `self.__next_f.push` scripts, and the URL a `beforeInteractive` script's
 * `self.__next_s.push` names. Read with htmlparser2's `Tokenizer`, the tokenizer verification
 * uses (`verify/html.ts`); values are edited in place, by byte ranges, so every other byte is kept as it is.
 * A URL whose first characters are written as character references is left. `<base href="/">` becomes
 * `<base href="/docs/">` (a folder: relative URLs resolve under it).
 * @returns the rebased page, or undefined when nothing changed
 */
function rebaseHtml(page, base) {
    const edits = htmlEdits(page, base);
    return edits.length > 0 ? (0,_rebase_url_js__WEBPACK_IMPORTED_MODULE_6__/* .applyEdits */ .ct)(page, edits) : undefined;
}
/**
 * The edits {@link rebaseHtml} makes, in byte offsets of the page: each one inside a URL as the page writes it, or,
 * in an RSC payload chunk, a text row's byte length.
 */
function htmlEdits(page, base) {
    const payload = (0,_rsc_js__WEBPACK_IMPORTED_MODULE_3__/* .rebaseRule */ .Nt)(base, (text) => htmlEdits(text, base));
    return pageEdits(page, (raw, start, role) => (0,_rebase_url_js__WEBPACK_IMPORTED_MODULE_6__/* .urlEditAt */ .PA)(raw, start, base, role), base, undefined, payload);
}
/**
 * The edits `rule` makes to the URLs of a page's attributes, `style=""` values and `<style>` elements, found as
 * {@link htmlEdits} finds them (the one reader of URL positions in HTML); with `script`, the edits it makes to the
 * text of each inline script that runs ({@link scriptType}: no data block) and is no RSC payload chunk
 * (`self.__next_f.push`); with `payload`,
 * the edits that rule makes to the page's RSC payload (read across its chunks, `rsc.ts`).
 * @param script the edits to a script's text (a Latin-1 string of its bytes), at byte `offset` of the page
 */
function pageUrlEdits(page, rule, script, payload) {
    return pageEdits(page, rule, undefined, script, payload);
}
/**
 * {@link htmlEdits} with any rule; JSON-LD, Mintlify's base-path script and Next's `beforeInteractive` script pushes
 * (`next-script.ts`) only with `base` (the rebase's).
 */
function pageEdits(page, rule, base, script, payload) {
    // One byte per character: offsets are byte offsets, and HTML's syntax is ASCII.
    const html = page.toString('latin1');
    const edits = [];
    const rscBodies = [];
    let tag = '';
    const attrs = new Map();
    let attrName;
    let valueStart = -1;
    let valueEnd = -1;
    /** `script` or `style` while inside one, with the range of its text. */
    let rawTag = '';
    let rawText;
    const url = (range, role = 'url', place = 'asset', destination) => {
        if (!range)
            return;
        const value = html.slice(range.start, range.end);
        const lead = value.length - value.trimStart().length;
        const edit = rule(value.trim(), range.start + lead, role, place, destination);
        if (edit)
            edits.push(edit);
    };
    const css = (text, offset) => (0,_rebase_css_js__WEBPACK_IMPORTED_MODULE_0__/* .cssUrlEdits */ .Gb)(text, (raw, start, imported) => rule(raw, start, 'url', imported ? 'stylesheet' : 'asset'), offset);
    const value = (name) => {
        const range = attrs.get(name);
        return range ? html.slice(range.start, range.end).trim().toLowerCase() : '';
    };
    const emit = () => {
        if (attrs.size === 0)
            return;
        const destination = tag === 'link' ? linkDestination(value('rel'), value('as')) : undefined;
        url(attrs.get('src'), 'url', tag === 'iframe' ? 'frame' : 'asset');
        url(attrs.get('poster'));
        url(attrs.get('action'), 'url', 'link');
        url(attrs.get('formaction'), 'url', 'link');
        if (tag === 'object')
            url(attrs.get('data'));
        if (_web_url_places_js__WEBPACK_IMPORTED_MODULE_1__/* .HREF_TAGS */ .ec.has(tag)) {
            const rels = tag === 'link' ? value('rel').split(/[\t\n\f\r ]+/) : [];
            let role = rels.includes('canonical') ? 'own-address' : 'url';
            if (tag === 'base')
                role = 'folder';
            let place = tag === 'use' || tag === 'image' ? 'asset' : 'link';
            if (tag === 'link' && rels.some((rel) => _web_url_places_js__WEBPACK_IMPORTED_MODULE_1__/* .LOADED_RELS */ .X5.has(rel)))
                place = rels.includes('stylesheet') || destination === 'style' ? 'stylesheet' : 'asset';
            if (tag === 'base')
                place = 'folder';
            if (!rels.some((rel) => _web_url_places_js__WEBPACK_IMPORTED_MODULE_1__/* .CONNECT_RELS */ .eb.has(rel)))
                url(attrs.get('href'), role, place, destination);
            url(attrs.get('xlink:href'), 'url', place);
        }
        for (const name of ['srcset', 'imagesrcset']) {
            const range = attrs.get(name);
            if (!range)
                continue;
            for (const candidate of (0,_web_srcset_js__WEBPACK_IMPORTED_MODULE_7__/* .srcsetRanges */ .b)(html.slice(range.start, range.end)))
                url({ start: range.start + candidate.start, end: range.start + candidate.end }, 'url', 'asset', destination);
        }
        const style = attrs.get('style');
        if (style) {
            const text = html
                .slice(style.start, style.end)
                .replace(QUOTE_REFERENCES, (ref) => ' '.repeat(ref.length - 1) + '"');
            edits.push(...css(text, style.start));
        }
        if (tag === 'meta')
            metaEdits();
    };
    const metaEdits = () => {
        const content = attrs.get('content');
        if (!content)
            return;
        if (value('http-equiv') === 'refresh') {
            // `5; url=/next` (HTML "shared declarative refresh steps"): the URL follows `url=`, maybe quoted.
            const text = html.slice(content.start, content.end);
            const m = /^\s*[\d.]*\s*[;,]?\s*(?:url\s*=\s*)?(['"]?)/i.exec(text);
            if (m && m[0].length < text.length) {
                const rest = text.slice(m[0].length);
                const end = m[1] ? rest.indexOf(m[1]) : rest.length;
                const at = content.start + m[0].length;
                url({ start: at, end: at + (end < 0 ? rest.length : end) }, 'url', 'link');
            }
        }
        else if (_web_url_places_js__WEBPACK_IMPORTED_MODULE_1__/* .URL_METAS */ .rM.has(value('property')) || _web_url_places_js__WEBPACK_IMPORTED_MODULE_1__/* .URL_METAS */ .rM.has(value('name'))) {
            const own = _web_url_places_js__WEBPACK_IMPORTED_MODULE_1__/* .OWN_ADDRESS_METAS */ .$r.has(value('property')) || _web_url_places_js__WEBPACK_IMPORTED_MODULE_1__/* .OWN_ADDRESS_METAS */ .$r.has(value('name'));
            url(content, own ? 'own-address' : 'url', 'link');
        }
        else if (_web_url_places_js__WEBPACK_IMPORTED_MODULE_1__/* .LOADED_METAS */ .ZK.has(value('name')))
            url(content, 'url', 'asset');
    };
    const callbacks = {
        onopentagname(start, end) {
            if (attrs.size > 0)
                attrs.clear();
            const named = NAMED_TAG_KEYS.has((end - start) * 128 + (html.charCodeAt(start) | 32));
            tag = named ? html.slice(start, end).toLowerCase() : '';
        },
        onattribname(start, end) {
            attrName = undefined;
            valueStart = -1;
            if (!READ_KEYS.has((end - start) * 128 + (html.charCodeAt(start) | 32)))
                return;
            const name = html.slice(start, end).toLowerCase();
            if (READ.has(name) && !attrs.has(name))
                attrName = name;
        },
        onattribdata(start, end) {
            if (!attrName)
                return;
            if (valueStart < 0)
                valueStart = start;
            valueEnd = end;
        },
        onattribentity() { },
        onattribend(_quote, endIndex) {
            if (attrName)
                attrs.set(attrName, valueStart < 0 ? { start: endIndex, end: endIndex } : { start: valueStart, end: valueEnd });
            attrName = undefined;
        },
        onopentagend() {
            emit();
            if ((tag === 'script' && !attrs.has('src')) || tag === 'style') {
                const type = tag === 'script' ? scriptType(value('type')) : 'script';
                rawTag = { script: tag, data: 'data', 'application/ld+json': 'json-ld' }[type];
                rawText = undefined;
            }
        },
        onselfclosingtag() {
            emit();
        },
        ontext(start, end) {
            if (!rawTag)
                return;
            if (rawText)
                rawText.end = end;
            else
                rawText = { start, end };
        },
        onclosetag() {
            if (rawTag && rawText) {
                if (rawTag === 'style')
                    edits.push(...css(html.slice(rawText.start, rawText.end), rawText.start));
                // JSON-LD and the RSC payload are the rebase's own.
                else if (base && rawTag === 'json-ld')
                    edits.push(...(0,_rebase_json_ld_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonLdEdits */ .M)(html.slice(rawText.start, rawText.end), base, rawText.start));
                else if (rawTag === 'script' &&
                    html.startsWith(RSC_OPEN, rawText.start) &&
                    html.endsWith(RSC_CLOSE, rawText.end)) {
                    if (payload)
                        rscBodies.push({ start: rawText.start + RSC_OPEN.length, end: rawText.end - RSC_CLOSE.length });
                }
                else if (rawTag !== 'data') {
                    const text = html.slice(rawText.start, rawText.end);
                    if (base)
                        edits.push(...(0,_base_path_script_js__WEBPACK_IMPORTED_MODULE_4__/* .basePathScriptEdits */ .xO)(text, base, rawText.start));
                    if (base)
                        edits.push(...(0,_next_script_js__WEBPACK_IMPORTED_MODULE_5__/* .nextScriptEdits */ .M)(text, base, rawText.start));
                    if (script && rawTag === 'script')
                        edits.push(...script(text, rawText.start));
                }
            }
            rawTag = '';
        },
        oncdata() { },
        oncomment() { },
        ondeclaration() { },
        onend() { },
        onprocessinginstruction() { },
        ontextentity() { },
    };
    const tokenizer = new htmlparser2__WEBPACK_IMPORTED_MODULE_8__/* ["default"] */ .A({ decodeEntities: false }, callbacks);
    tokenizer.write(html);
    tokenizer.end();
    if (payload && rscBodies.length > 0)
        edits.push(...(0,_rsc_js__WEBPACK_IMPORTED_MODULE_3__/* .rscChunkEdits */ .X9)(html, rscBodies, payload));
    return edits;
}
/** JavaScript MIME type essences (WHATWG MIME Sniffing §4.6): each makes a `<script>` run as a classic script. */
const JAVASCRIPT_TYPES = new Set([
    'application/ecmascript',
    'application/javascript',
    'application/x-ecmascript',
    'application/x-javascript',
    'text/ecmascript',
    'text/javascript',
    'text/javascript1.0',
    'text/javascript1.1',
    'text/javascript1.2',
    'text/javascript1.3',
    'text/javascript1.4',
    'text/javascript1.5',
    'text/jscript',
    'text/livescript',
    'text/x-ecmascript',
    'text/x-javascript',
]);
/**
 * What a `<script>`'s `type` makes of its text (HTML "prepare the script element"): `script` when it runs (no `type`,
 * an empty one, a JavaScript MIME type or `module`), `application/ld+json` for JSON-LD, `data` for any other data
 * block (`text/plain`, `application/json`, a template), which browsers never run and no rule rewrites: one rule for the
 * base-path rebase and the asset bundler alike.
 */
function scriptType(type) {
    const essence = (type ?? '').split(';')[0].trim().toLowerCase();
    if (essence === '' || essence === 'module' || JAVASCRIPT_TYPES.has(essence))
        return 'script';
    return essence === 'application/ld+json' ? essence : 'data';
}
/** What a `link` with these `rel` and `as` values says it loads ({@link LinkDestination}), when it says. */
function linkDestination(rel, as) {
    const rels = rel.split(/[\t\n\f\r ]+/);
    if (rels.includes('stylesheet'))
        return 'style';
    if (rels.includes('modulepreload'))
        return 'script';
    if (!rels.includes('preload'))
        return undefined;
    return as === 'style' || as === 'script' || as === 'font' || as === 'image' ? as : undefined;
}


/***/ }),

/***/ 8434:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ jsonLdEdits)
/* harmony export */ });
/* harmony import */ var _rebase_url_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1794);

/**
 * Schema.org properties whose values are URLs (https://schema.org: `Thing`'s `url`, `sameAs`, `image`,
 * `mainEntityOfPage`, `CreativeWork`'s `license`, `isBasedOn`, `discussionUrl`, `MediaObject`'s `contentUrl` and
 * `embedUrl`, `ListItem`'s `item`, `Action`'s `target` and `EntryPoint`'s `urlTemplate` (a `SearchAction`'s
 * `target`, a string or an `EntryPoint`), `Organization`'s `logo`), `@id`, and any other whose name ends in `Url`.
 * Text properties (`name`, `description`, `text`) are text, even when they hold a URL.
 */
const URL_PROPERTIES = new Set([
    '@id',
    'url',
    'sameAs',
    'image',
    'logo',
    'mainEntityOfPage',
    'license',
    'isBasedOn',
    'item',
    'target',
    'urlTemplate',
    'significantLink',
    'relatedLink',
    'archivedAt',
]);
/**
 * A property and its value: one string, or an array of strings. An array that holds objects is not matched whole, so
 * the properties of its objects are read on their own (`potentialAction: [{target: …}]`).
 */
const PROPERTY = /"([^"\\]+)"\s*:\s*("(?:[^"\\]|\\.)*"|\[(?:\s*"(?:[^"\\]|\\.)*"\s*,?)*\s*\])/g;
/** A URL written as a whole JSON string without escapes (`JSON.stringify` writes `/` as it is). */
const URL_STRING = /"((?:https?:)?\/\/[^"\\\s]+)"/gi;
/**
 * The edits of the URLs in a JSON-LD block (`<script type="application/ld+json">`): structured data names the page's
 * own address (`url`, `@id`, `mainEntityOfPage`) and the site's (`logo`, `sameAs`), which crawlers read like
 * canonical (issue 30). Only URL-valued properties ({@link URL_PROPERTIES}) are URL positions, each an own-address
 * one, so `canonical: domain` keeps them on the export's origin; a `description` that is a URL is text.
 * @param json the block's text; offsets are Latin-1 (byte) offsets in it
 * @param offset where the block starts in its file, bytes
 */
function jsonLdEdits(json, base, offset = 0) {
    const edits = [];
    for (const property of json.matchAll(PROPERTY)) {
        const name = property[1];
        if (!URL_PROPERTIES.has(name) && !name.endsWith('Url'))
            continue;
        const valueAt = property.index + property[0].length - property[2].length;
        for (const m of property[2].matchAll(URL_STRING)) {
            const edit = (0,_rebase_url_js__WEBPACK_IMPORTED_MODULE_0__/* .urlEditAt */ .PA)(m[1], offset + valueAt + m.index + 1, base, 'own-address');
            if (edit)
                edits.push(edit);
        }
    }
    return edits;
}


/***/ }),

/***/ 2224:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   kL: () => (/* binding */ mdxUrlMembers),
/* harmony export */   n$: () => (/* binding */ isCompiledMdx),
/* harmony export */   x2: () => (/* binding */ mdxEdits)
/* harmony export */ });
/* harmony import */ var _web_js_code_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4121);
/* harmony import */ var _web_srcset_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5330);
/* harmony import */ var _rebase_url_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1794);



/**
 * MDX compiled to a function body, as `@mdx-js/mdx` writes it with `outputFormat: 'function-body'` (what
 * `@mintlify/mdx`'s `serialize` passes to its client, issue 37 item 3): it starts by taking the JSX runtime from
 * `arguments[0]`.
 */
const COMPILED_MDX = /^\s*(?:(["'])use strict\1;?\s*)?const\s*\{[^}]*\}\s*=\s*arguments\[0\]/;
/** Whether a string is compiled MDX ({@link mdxEdits} reads it). */
function isCompiledMdx(text) {
    return COMPILED_MDX.test(text);
}
/**
 * A link or image member of compiled JSX props: `href: "/x"` or `src: '/x'` (and `poster:`, `srcSet:`, `data:`, as the
 * element attributes a page loads, issue 44 review finding 4), with no escape in its value, or `href:` followed by a
 * template literal (`` href:`/x` ``, as a minified export writes it, issue 44 item 3), read by {@link fixedTemplate}.
 * `srcset` is JSX's spelling of the attribute as an author writes it in MDX; React passes it to the element as is.
 */
const URL_MEMBER = /(?<![\w$.])(href|src|poster|srcSet|srcset|data)\s*:\s*(?:(["'])([^"'\\\n]*)\2|`)/y;
/** A `_jsx` call of an `<object>`, whose `data` is what it loads: `("object", …` or `(_components.object, …`. */
const OBJECT_CALL = /\(\s*(?:(["'])object\1|_components\.object)\s*,/y;
/** The JSX runtime's functions as compiled MDX names them (`jsx: _jsx`, `jsxs: _jsxs`, `jsxDEV: _jsxDEV`). */
const JSX_CALLEE = /_jsx(?:s|DEV)?(?![\w$])/y;
/**
 * The edits that rebase compiled MDX: the `href:`/`src:` members of the props objects it passes to `_jsx`, which its
 * client renders as links and images, and their `poster:`, `srcSet:` (each candidate) and an `<object>`'s `data:`; an
 * `href:`/`src:` of an object nested in props (a component's data, `example: {href: "/orders/1"}`) only when it names
 * a file or page of the site (`base.has`), as the RSC payload's data is rebased ({@link mdxUrlMembers}). A member
 * written as a template literal gets the base path inside its backquotes, escaped as its text needs
 * ({@link templateText}); one with a `${…}` is no fixed URL and stays as written (verification warns of it: `rsc.ts`'s
 * `rscUrls`).
 * @param code the compiled code, as a Latin-1 string of its UTF-8 bytes (its syntax is ASCII)
 * @returns edits in offsets of `code`; none when it is not compiled MDX
 */
function mdxEdits(code, base) {
    const edits = [];
    mdxUrlMembers(code, (member) => {
        if (member.data && !(member.value.startsWith('/') && base.has?.(member.value)))
            return;
        const edit = (0,_rebase_url_js__WEBPACK_IMPORTED_MODULE_1__/* .rebaseUrl */ .qF)(member.value, base);
        if (!edit)
            return;
        const text = member.quote === '`' ? (0,_web_js_code_js__WEBPACK_IMPORTED_MODULE_0__/* .templateText */ .uO)(edit.insert) : edit.insert;
        edits.push({ start: member.at(edit.at), end: member.at(edit.at + edit.remove), text });
    });
    return edits;
}
/** What encloses a position of compiled code: a `_jsx(…)` call's arguments, the props object it is passed, other. */
const OTHER = 0;
const JSX_CALL = 1;
const PROPS = 2;
/**
 * Finds the URL members in compiled MDX ({@link MdxMember}): those of the props objects it passes to `_jsx`/`_jsxs`/
 * `_jsxDEV` (the second argument), which its client renders as links and images (`href:`, `src:`, `poster:`, each
 * candidate of `srcSet:`, an `<object>`'s `data:`), and the `href:`/`src:` of any other object (`data`: a
 * component's data, as `example: {href: "/orders/1"}` in `_jsx(ResponseField, {example: …})`, which is text it shows
 * unless it names the site's own file). What the rebase changes ({@link mdxEdits}) and verification reads (`rsc.ts`'s
 * `rscUrls`, issue 37 item 5). Code in the page (a code block's text) is a string literal of the compiled code:
 * string, template and regular expression literals and comments are skipped ({@link walkCode}), so text that looks
 * like a member is never taken for one, and a member in a template's `${…}` is still read. A value is a quoted string
 * with no escape, or a template literal: a fixed one is a value like a quoted one (issue 44 item 3), one with a `${…}`
 * is built when the page runs, and told to `expression` once its end is read (after the members inside it).
 * @param code the compiled code (its syntax is ASCII: a Latin-1 string of its bytes, or the decoded text)
 * @param visit told of each member with a fixed value ({@link MdxMember}); nothing when `code` is not compiled MDX
 * @param expression told of each member whose template has a `${…}`: the member as written, from its key to its
 *   closing backquote (`` href:`/tree/${e.slug}` ``), and whether it is data
 */
function mdxUrlMembers(code, visit, expression) {
    if (!isCompiledMdx(code))
        return;
    /** The open brackets, parentheses and braces around the position, and the commas read at each one's level. */
    const frames = [];
    const commas = [];
    /** For each frame, whether it is the arguments of a `_jsx` call of an `<object>` ({@link OBJECT_CALL}). */
    const objects = [];
    /** Whether the token before is a `_jsx` callee, so a `(` opens its arguments. */
    let callee = false;
    /** Members whose template has a `${…}`, by where the template opens: where the member starts, and whether data. */
    const open = new Map();
    const templates = (start, end) => {
        const member = open.get(start);
        if (!member)
            return;
        open.delete(start);
        expression?.(code.slice(member.at, end), member.data);
    };
    (0,_web_js_code_js__WEBPACK_IMPORTED_MODULE_0__/* .walkCode */ .zX)(code, (at) => {
        const c = code.charCodeAt(at);
        const opens = callee;
        callee = false;
        if (c === 0x28 || c === 0x5b || c === 0x7b) {
            // `_jsx(type, {…})`: the object that opens after the call's first comma is its props.
            const top = frames.length - 1;
            let frame = OTHER;
            if (c === 0x28 && opens)
                frame = JSX_CALL;
            else if (c === 0x7b && frames[top] === JSX_CALL && commas[top] === 1)
                frame = PROPS;
            frames.push(frame);
            commas.push(0);
            if (frame === JSX_CALL)
                OBJECT_CALL.lastIndex = at;
            objects.push(frame === JSX_CALL && OBJECT_CALL.test(code));
            return undefined;
        }
        if (c === 0x29 || c === 0x5d || c === 0x7d) {
            frames.pop();
            commas.pop();
            objects.pop();
            return undefined;
        }
        if (c === 0x2c) {
            if (commas.length > 0)
                commas[commas.length - 1]++;
            return undefined;
        }
        if (c === 0x5f && code.charCodeAt(at - 1) !== 0x2e) {
            JSX_CALLEE.lastIndex = at;
            callee = JSX_CALLEE.test(code);
            return undefined;
        }
        // h(ref), s(rc, rcSet), p(oster), d(ata)
        if (c !== 0x68 && c !== 0x73 && c !== 0x70 && c !== 0x64)
            return undefined;
        URL_MEMBER.lastIndex = at;
        const member = URL_MEMBER.exec(code);
        if (!member)
            return undefined;
        const key = (member[1] === 'srcset' ? 'srcSet' : member[1]);
        const data = frames.at(-1) !== PROPS;
        // A component's data is read at `href` and `src` only, as the payload's (`rsc.ts`); `data:` loads on an <object>.
        if (data ? key !== 'href' && key !== 'src' : key === 'data' && !objects.at(-2))
            return undefined;
        const found = (value, quote, at) => {
            if (key !== 'srcSet')
                return visit({ key, value, data, quote, at });
            for (const range of (0,_web_srcset_js__WEBPACK_IMPORTED_MODULE_2__/* .srcsetRanges */ .b)(value))
                visit({ key, value: value.slice(range.start, range.end), data, quote, at: (k) => at(range.start + k) });
        };
        const quote = member[2];
        if (quote) {
            const value = member[3];
            const start = URL_MEMBER.lastIndex - 1 - value.length;
            found(value, quote, (k) => start + k);
            return URL_MEMBER.lastIndex;
        }
        const tick = URL_MEMBER.lastIndex - 1;
        const template = (0,_web_js_code_js__WEBPACK_IMPORTED_MODULE_0__/* .fixedTemplate */ .fe)(code, tick);
        if (template === 'substitution')
            open.set(tick, { at, data });
        if (typeof template !== 'object')
            return undefined;
        found(template.value, '`', template.at);
        return template.end;
    }, templates);
}


/***/ }),

/***/ 1794:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I1: () => (/* binding */ onExportOrigin),
/* harmony export */   PA: () => (/* binding */ urlEditAt),
/* harmony export */   QS: () => (/* binding */ originEditAt),
/* harmony export */   Un: () => (/* binding */ rebasedUrl),
/* harmony export */   ct: () => (/* binding */ applyEdits),
/* harmony export */   qF: () => (/* binding */ rebaseUrl)
/* harmony export */ });
/* unused harmony export applyUrlEdit */
/**
 * The one rule of the rebase (issue 21 "The feature"): which URLs as written get the base path, and where it goes.
 * Every file kind (`rebase-html.ts`, `rebase-css.ts`, `rsc.ts`, `rebase-files.ts`) finds its URLs its own way and
 * asks this module what to change.
 */
const ABSOLUTE = /^([a-z][a-z0-9+.-]*):\/\/([^/?#\\]*)/i;
/**
 * The edit that makes `url` (a URL exactly as written, without surrounding white space) carry the base path, or
 * undefined to leave it:
 * - root-absolute (`/guides/x`): prefixed (`/docs/guides/x`); the root itself (`/`, `/?q`, `/#a`) becomes `/docs`,
 *   `/docs?q`, `/docs#a`, as Next.js's own `basePath` build writes it;
 * - absolute or scheme-relative on one of `base.origins`: the same, after the authority;
 * - anything else is left: relative URLs (they resolve against the page, which moves with the site), fragments,
 *   queries, other origins, `mailto:`, `tel:`, `data:`, `javascript:`;
 * - a path that already is the prefix or starts with `prefix/`: left, so that rebasing twice equals rebasing once;
 * - absolute or scheme-relative on one of `base.served.from` (the export's origin, issue 30): that origin becomes the
 *   served one, and the path gets the prefix as above; counted in `base.served.rewritten`.
 * @param role what the position is ({@link UrlRole})
 */
function rebaseUrl(url, base, role = 'url') {
    const served = base.served;
    let pathAt;
    /** The export's origin the URL names, when it is to become the served one. */
    let from;
    if (url.charCodeAt(0) === 47 /* / */ && url.charCodeAt(1) !== 47 && url.charCodeAt(1) !== 92)
        pathAt = 0;
    else if (url.startsWith('//')) {
        const end = authorityEnd(url, 2);
        from = served?.from.find((origin) => sameHost(origin, url.slice(2, end)));
        if (!from && !base.origins.some((origin) => sameHost(origin, url.slice(2, end))))
            return undefined;
        pathAt = end;
    }
    else {
        const match = ABSOLUTE.exec(url);
        const origin = match && normalOrigin(match[1], match[2]);
        from = origin ? served?.from.find((o) => o === origin) : undefined;
        if (!match || (!from && !base.origins.includes(origin)))
            return undefined;
        pathAt = match[0].length;
    }
    if (from && role === 'own-address' && served.keepOwnAddress)
        return undefined;
    const path = pathEdit(url, pathAt, base.prefix, role);
    if (!from)
        return path;
    served.rewritten.set(from, (served.rewritten.get(from) ?? 0) + 1);
    // `//host/x` stays scheme-relative: only its authority changes.
    const start = url.startsWith('//') ? 2 : 0;
    const origin = start === 2 ? served.origin.slice(served.origin.indexOf('//') + 2) : served.origin;
    return { at: start, remove: pathAt - start + (path?.remove ?? 0), insert: origin + (path?.insert ?? '') };
}
/** The edit of the path that starts at `pathAt` (always made at `pathAt`), or undefined when it keeps its path. */
function pathEdit(url, pathAt, prefix, role) {
    if (!prefix)
        return undefined;
    const first = url.charCodeAt(pathAt);
    // `https://docs.example.com`, `https://docs.example.com?q`: the root, with no path written.
    if (Number.isNaN(first) || first === 63 /* ? */ || first === 35 /* # */)
        return { at: pathAt, remove: 0, insert: role === 'folder' ? `${prefix}/` : prefix };
    if (first !== 47)
        return undefined;
    if (url.startsWith(prefix, pathAt)) {
        const after = url.charCodeAt(pathAt + prefix.length);
        if (Number.isNaN(after) || after === 47 || after === 63 || after === 35)
            return undefined;
    }
    const next = url.charCodeAt(pathAt + 1);
    if (role !== 'folder' && (Number.isNaN(next) || next === 63 || next === 35))
        return { at: pathAt, remove: 1, insert: prefix };
    return { at: pathAt, remove: 0, insert: prefix };
}
/** `url` with `edit` applied. */
function applyUrlEdit(url, edit) {
    return url.slice(0, edit.at) + edit.insert + url.slice(edit.at + edit.remove);
}
/** `url` rebased, or as it was. */
function rebasedUrl(url, base) {
    const edit = rebaseUrl(url, base);
    return edit ? applyUrlEdit(url, edit) : url;
}
/**
 * The file edit for a URL written at byte `start` of a file, or undefined. `raw` is the URL as the file holds it; a
 * value whose first characters are escaped (so `raw` does not start like the URL) is left alone.
 */
function urlEditAt(raw, start, base, role = 'url') {
    const edit = rebaseUrl(raw, base, role);
    if (!edit)
        return undefined;
    return { start: start + edit.at, end: start + edit.at + edit.remove, text: edit.insert };
}
/** Whether `url` (as written, trimmed) is an absolute or scheme-relative URL on the export's origin that moves. */
function onExportOrigin(url, base) {
    const served = base.served;
    if (!served)
        return false;
    if (url.startsWith('//'))
        return served.from.some((origin) => sameHost(origin, url.slice(2, authorityEnd(url, 2))));
    const match = ABSOLUTE.exec(url);
    return match !== null && served.from.includes(normalOrigin(match[1], match[2]));
}
/**
 * The file edit that moves a host or origin written at byte `start` (`docs.example.com`, `https://docs.example.com`,
 * as robots.txt's `Host:` writes it) from the export's origin to the served one, in the same form: a bare host stays
 * a bare host. Nothing else is written there, so no path is added. Counted in `base.served.rewritten`.
 * @returns undefined without a served address, or for any other host
 */
function originEditAt(value, start, base) {
    const served = base.served;
    if (!served)
        return undefined;
    const match = ABSOLUTE.exec(value);
    const authority = match ? match[2] : value.slice(0, authorityEnd(value, 0));
    if (/[^A-Za-z0-9.:[\]-]/.test(authority))
        return undefined;
    const from = match
        ? served.from.find((o) => o === normalOrigin(match[1], authority))
        : served.from.find((o) => sameHost(o, authority));
    if (!from)
        return undefined;
    served.rewritten.set(from, (served.rewritten.get(from) ?? 0) + 1);
    const host = served.origin.slice(served.origin.indexOf('//') + 2);
    const end = match ? match[0].length : authority.length;
    return { start, end: start + end, text: match ? served.origin : host };
}
function authorityEnd(url, from) {
    let i = from;
    while (i < url.length && !'/?#\\'.includes(url[i]))
        i++;
    return i;
}
function sameHost(origin, authority) {
    const scheme = origin.slice(0, origin.indexOf(':'));
    return normalOrigin(scheme, authority) === origin;
}
/**
 * `scheme://authority` as a browser compares origins: lower-case, without the host's trailing dot and without the
 * scheme's default port (`https://Docs.Example.com.:443` is `https://docs.example.com`). Userinfo is kept, so a URL
 * that carries credentials is never taken for the site's own.
 */
function normalOrigin(scheme, authority) {
    const lower = scheme.toLowerCase();
    let rest = authority.toLowerCase();
    const defaultPort = { https: ':443', http: ':80' }[lower];
    if (defaultPort && rest.endsWith(defaultPort))
        rest = rest.slice(0, -defaultPort.length);
    const port = /:\d+$/.exec(rest)?.[0] ?? '';
    return `${lower}://${rest.slice(0, rest.length - port.length).replace(/\.$/, '')}${port}`;
}
/**
 * `source` with `edits` applied, untouched bytes copied as they are. `edits` must not overlap; they are sorted here.
 * @returns `source` itself when there is nothing to change
 */
function applyEdits(source, edits) {
    if (edits.length === 0)
        return source;
    edits.sort((a, b) => a.start - b.start || a.end - b.end);
    const parts = [];
    let at = 0;
    for (const edit of edits) {
        if (edit.start < at)
            continue;
        parts.push(source.subarray(at, edit.start), Buffer.from(edit.text, 'utf8'));
        at = edit.end;
    }
    parts.push(source.subarray(at));
    return Buffer.concat(parts);
}


/***/ }),

/***/ 2164:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AJ: () => (/* binding */ payloadFileEdits),
/* harmony export */   Ai: () => (/* binding */ payloadText),
/* harmony export */   EI: () => (/* binding */ rscFileEdits),
/* harmony export */   F4: () => (/* binding */ rscUrls),
/* harmony export */   Mf: () => (/* binding */ rscStreamEdits),
/* harmony export */   Nt: () => (/* binding */ rebaseRule),
/* harmony export */   X9: () => (/* binding */ rscChunkEdits),
/* harmony export */   oI: () => (/* binding */ rscRows),
/* harmony export */   vW: () => (/* binding */ payloadChunkEdits)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _web_srcset_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(5330);
/* harmony import */ var _web_json_offsets_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5151);
/* harmony import */ var _web_charset_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(1334);
/* harmony import */ var _web_offsets_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1630);
/* harmony import */ var _rebase_css_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2217);
/* harmony import */ var _web_url_places_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1436);
/* harmony import */ var _rebase_json_ld_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8434);
/* harmony import */ var _base_path_script_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4095);
/* harmony import */ var _next_script_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3247);
/* harmony import */ var _rebase_mdx_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2224);
/* harmony import */ var _rebase_url_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1794);












/**
 * The rebase's payload rule: every URL position but a `data` member that names no file of the site (`base.has`) gets
 * the base path ({@link rebaseUrl}); inserted markup is rebased by its kind, HTML by `htmlEdits`. A tag's `style`
 * prop is rebased as the page's `style=""` is (`rebase-css.ts`), so that the page and its payload name the same URLs:
 * React re-renders from the payload where they differ, and client navigation renders from it alone (issue 37).
 */
function rebaseRule(base, htmlEdits) {
    return {
        url: (value, role, place) => (place === 'data' && !base.has?.(value) ? undefined : (0,_rebase_url_js__WEBPACK_IMPORTED_MODULE_9__/* .rebaseUrl */ .qF)(value, base, role)),
        markup: (bytes, kind) => MARKUP_EDITS[kind](bytes, base, htmlEdits),
        unreadable: () => base.unreadable?.(),
    };
}
/** Length-prefixed row tags of React 19's Flight protocol: text (`T`) and the binary kinds, read by byte count. */
const LENGTH_TAG = /[TAOoUSsLlGgMmVb]([0-9a-fA-F]+),/y;
const ROW_ID = /[0-9a-fA-F]*:/y;
/** A reference to another row (`"$5"`); a string that starts with `$` is written `$$…` (React's Flight server). */
const ROW_REFERENCE = /^\$(?:L)?([0-9a-fA-F]+)$/;
/** A model string that is another row's value (`"$1f"`: a text row's, for a long string); `"$L1f"` is an element. */
const TEXT_REFERENCE = /^\$([0-9a-fA-F]+)$/;
/** A style prop's value that may hold a URL (most are lengths and colours: not read). */
const STYLE_URL = /url\(|image-set\(/i;
/** Props that hold a URL on any element. */
const URL_PROPS = new Set(['src', 'poster', 'action', 'formAction']);
const SRCSET_PROPS = new Set(['srcSet', 'imageSrcSet']);
/** Props of a client component taken for links: `next/link`'s `href`, and the same names as on elements. */
const COMPONENT_URL_PROPS = new Set(['href', ...URL_PROPS]);
/**
 * Members of a client component's object props that its client renders as links or images when they name the site's
 * own files (issue 37 item 3): Mintlify's docs configuration (navigation `href`s, the logo's `light`, `dark` and
 * `href`, the `favicon`).
 */
const DATA_URL_KEYS = new Set(['href', 'src', 'light', 'dark', 'favicon']);
/**
 * The edits that rebase a React Server Components payload as Next.js writes it (issue 21 "Next.js", issue 29 item 5):
 * a stream of rows `<hex id>:<json>\n`, hint rows `:H<code><json>\n`, and length-prefixed rows
 * `<hex id>:T<hex byte length>,<text>` with no terminator. Only what the browser or the router follows is rebased,
 * as Next's own `basePath` build has it; text and data are kept:
 * - the URL props of React elements `["$", type, key, props]`: of a tag (`href` of `a`/`area`/`link`/`base`/`use`/
 *   `image` but `preconnect`/`dns-prefetch` links, `src`, `srcSet`, `imageSrcSet`, `poster`, `action`,
 *   `formAction`, `object data`, `xlinkHref`, `content` of `og:url`/`og:image`/`twitter:image` metas), and of a client
 *   component (`href`, `src`, `poster`, `action`, `formAction`, srcsets; the `src` member of a static image import):
 *   production builds name client components by module number only, so `next/link` cannot be told from Mintlify's
 *   link components, which take the same props. A value of 1,024 UTF-16 units or more (a signed srcset) is in the text
 *   row the prop references (`"srcSet":"$1"`, issue 44 item 2): that row is edited as the prop would be, and its length
 *   recomputed; a text row referenced from any other prop (`children`) is text, and stays;
 * - the links a client renders from data (issue 37 item 3): in a client component's object props, at any depth, the
 *   `href`, `src`, `light`, `dark` and `favicon` members that name a file or page the site has (`base.has`), as
 *   Mintlify's docs configuration holds its navigation, logo and favicon. Any other member, and a URL the site does
 *   not have (an API response's `{"href":"/orders/1"}` shown on the page), is data and stays;
 * - compiled MDX passed to a client component (`rebase-mdx.ts`): the `href:`/`src:` (and `poster:`, `srcSet:`,
 *   an `<object>`'s `data:`) members of its JSX props,
 *   outside its string literals, so a code block's text stays;
 * - HTML that React inserts as HTML (`dangerouslySetInnerHTML.__html`), the CSS of a `style` element and the `url()`s
 *   of a tag's `style` prop (`{"maskImage":"url(\"/icons/x.svg\")"}`, read as the page's `style=""` is), inline or in
 *   the text row they reference (`"$<id>"`, a style value of 1,024 UTF-16 units or more included: `"backgroundImage":
 *   "$2"`): only these text rows are read, as markup, and their length is then
 *   recomputed in UTF-8 bytes (React reads exactly that many bytes: a stale length breaks hydration);
 * - the chunk URLs of client reference rows (`I[…]`), which Turbopack writes root-absolute (issue 37);
 * - the target of `redirect()`/`permanentRedirect()` in an error row's digest (`E{"digest":"NEXT_REDIRECT;replace;
 *   /x;307;"}`): a static export has no other trace of it, and the client's router navigates to it;
 * - the hints of React's Flight client (`dispatchHint` in `react-server-dom-webpack`): `:HL` preload `[href, as,
 *   options?]` with `options.imageSrcSet`, `:HS` stylesheet, `:HX` script, `:HM` module script and `:Hm` module
 *   preload (each a URL string or `[url, …]`); `:HD`/`:HC` only name origins.
 * Edits are made where the characters are written: escapes and every other character are kept.
 * The same reader serves another rule (`rule`): the external-assets bundler's, which tells the places apart
 * ({@link PayloadPlace}).
 * @param s the payload, decoded
 * @param rule what each URL and each inserted markup becomes ({@link rebaseRule} for the rebase)
 * @returns the edits, sorted, none overlapping
 */
function rscStreamEdits(s, rule, found) {
    const edits = [];
    const textRows = new Map();
    const jsonRows = [];
    const imports = new Set();
    rscRows(s, (row) => {
        const tag = s[row.at];
        if (row.text !== undefined) {
            if (tag === 'T')
                textRows.set(row.id, { start: row.text, end: row.end, header: row.at + 1 });
        }
        else if (row.id !== undefined && tag === 'I') {
            imports.add(row.id);
            moduleRowEdits(s, readRow(s, row.at + 1, row.end, rule), rule, edits, found);
        }
        else if (row.id !== undefined && tag === 'H')
            hintEdits(s, s[row.at + 1], readRow(s, row.at + 2, row.end, rule), rule, edits, found);
        else if (row.id !== undefined && tag === 'E')
            redirectEdits(s, readRow(s, row.at + 1, row.end, rule), rule, edits, found);
        else if (row.id !== undefined && '[{"'.includes(tag))
            jsonRows.push({ start: row.at, end: row.end });
    });
    const markup = new Map();
    const urlRows = new Map();
    const context = { s, rule, edits, imports, markup, urlRows, found };
    for (const row of jsonRows) {
        const node = readRow(s, row.start, row.end, rule);
        if (node)
            walk(node, context);
    }
    // A row a URL prop references is not compiled MDX, which is only a guess (from a component's prop).
    for (const [id, kind] of markup)
        if (kind === 'mdx' && urlRows.has(id))
            markup.delete(id);
    for (const [id, kind] of markup) {
        const row = textRows.get(id);
        if (!row)
            continue;
        if (found) {
            foundIn(s.slice(row.start, row.end), kind, found);
            continue;
        }
        textRowEdits(s, row, markupEdits(s.slice(row.start, row.end), kind, context), edits);
    }
    for (const [id, url] of urlRows) {
        const row = textRows.get(id);
        // A row read as markup is edited once, as markup.
        if (!row || markup.has(id))
            continue;
        const text = s.slice(row.start, row.end);
        if (found)
            foundInUrlRow(text, url, found);
        else
            textRowEdits(s, row, urlRowEdits(text, url, rule), edits);
    }
    return edits.sort((a, b) => a.start - b.start || a.end - b.end);
}
/**
 * Adds the edits of a text row's content (`inner`, in the content's own offsets) to `edits`, and the edit of its
 * header's byte length when any: React's Flight client reads exactly that many UTF-8 bytes, so a stale length breaks
 * hydration and every later row.
 * @param row where the content starts and ends, and where its hex length starts (`header`), in `s`
 */
function textRowEdits(s, row, inner, edits) {
    if (inner.length === 0)
        return;
    let length = Buffer.byteLength(s.slice(row.start, row.end), 'utf8');
    for (const edit of inner) {
        const start = row.start + edit.start;
        const end = row.start + edit.end;
        edits.push({ start, end, text: edit.text });
        length += Buffer.byteLength(edit.text, 'utf8') - Buffer.byteLength(s.slice(start, end), 'utf8');
    }
    edits.push({ start: row.header, end: row.start - 1, text: length.toString(16) });
}
/** The edits of a text row a URL prop references ({@link UrlRow}), in the row's own offsets, as the prop's would be. */
function urlRowEdits(text, url, rule) {
    const ranges = url.srcset ? (0,_web_srcset_js__WEBPACK_IMPORTED_MODULE_10__/* .srcsetRanges */ .b)(text) : [{ start: text.length - text.trimStart().length, end: text.length }];
    const out = [];
    for (const range of ranges) {
        const edit = rule.url(text.slice(range.start, range.end), url.role, url.place);
        if (edit)
            out.push({ start: range.start + edit.at, end: range.start + edit.at + edit.remove, text: edit.insert });
    }
    return out;
}
/** Reading ({@link rscUrls}): tells `found` of the URLs of a text row a URL prop references. */
function foundInUrlRow(text, url, found) {
    if (!url.kind)
        return;
    const urls = url.srcset ? (0,_web_srcset_js__WEBPACK_IMPORTED_MODULE_10__/* .srcsetRanges */ .b)(text).map((range) => text.slice(range.start, range.end)) : [text];
    for (const value of urls)
        if (value.trim())
            found(value.trim(), url.kind);
}
/** Calls `visit` with each row of a payload, in order: the one reader of its row boundaries. */
function rscRows(s, visit) {
    let i = 0;
    while (i < s.length) {
        ROW_ID.lastIndex = i;
        const id = ROW_ID.exec(s);
        const at = id ? i + id[0].length : i;
        const key = id?.[0].slice(0, -1).toLowerCase();
        if (id) {
            LENGTH_TAG.lastIndex = at;
            const tagged = LENGTH_TAG.exec(s);
            if (tagged) {
                const text = LENGTH_TAG.lastIndex;
                const end = (0,_web_offsets_js__WEBPACK_IMPORTED_MODULE_2__/* .advanceBytes */ ._y)(s, text, parseInt(tagged[1], 16));
                visit({ start: i, at, end, id: key, text });
                i = end;
                continue;
            }
        }
        const newline = s.indexOf('\n', i);
        const end = newline < 0 ? s.length : newline;
        visit({ start: i, at, end, id: key });
        i = end + 1;
    }
}
/**
 * A row's JSON; undefined, and `rule.unreadable` told, when it cannot be read (an invalid escape, nesting deeper than
 * `MAX_JSON_DEPTH`): the row is then left as it is, and verification skips it, rather than failing the step.
 */
function readRow(s, start, end, rule) {
    const node = (0,_web_json_offsets_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJson */ .qF)(s, start, end);
    if (!node)
        rule.unreadable?.();
    return node;
}
/**
 * The URLs a payload makes the client follow (issue 37 item 5), read where the rebase writes, for verification:
 * client components' links (`next/link`'s `href`: client navigation, which fetches the target's `.txt`), the data
 * members the rebase reads as URLs when the site has them (a sidebar rendered from the docs configuration), compiled
 * MDX's `href:`/`src:` members and what else its elements load (`poster:`, `srcSet:` candidates, an `<object>`'s
 * `data:`; those built from a `${…}` as an `expression`), a `redirect()`'s target (a link), the
 * chunks of client reference rows (`I[…]`, what a Turbopack build loads), the URLs of resource hints (chunks, CSS,
 * fonts) and the `url()`s of tags' `style` props (what React renders after hydration and on client navigation; the
 * rebase writes them). Tags' other props are left out: React renders them into the page's HTML, where they are read;
 * but the URLs of a text row that a prop references (issue 44 item 2) are reported, what it loads as an `asset` and a
 * component's `href` as a `link`, as nothing else checks the row that client navigation renders from (a `.txt`
 * payload's, or one the rebase did not reach).
 * @param s the payload, decoded
 * @param unreadable told of each row that cannot be read (not JSON, too deep): what it names is not reported
 */
function rscUrls(s, found, unreadable) {
    rscStreamEdits(s, rebaseRule({ prefix: '', origins: [], unreadable }, () => []), found);
}
/** Finds the React elements in a JSON value (a `["$", …]` array is always one: Flight writes a `$` string `$$`). */
function walk(node, w) {
    if (node.kind === 'array') {
        const [, type, , props] = node.items;
        if (isElement(node, w.s))
            element((0,_web_json_offsets_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonString */ .I)(w.s, type), props, w);
        for (const item of node.items)
            walk(item, w);
    }
    else if (node.kind === 'object')
        for (const value of node.values)
            walk(value, w);
}
/** Whether an array is a React element `["$", type, key, props]`. */
function isElement(node, s) {
    const [dollar, type] = node.items;
    return (dollar?.kind === 'string' && dollar.end - dollar.start === 1 && s[dollar.start] === '$' && type?.kind === 'string');
}
/**
 * The links in a client component's prop that is data (see {@link rscStreamEdits}): members at {@link DATA_URL_KEYS}
 * that name the site's own files, and compiled MDX. Elements inside are left to {@link walk}.
 */
function dataEdits(node, w, key = '') {
    if (node.kind === 'array') {
        if (!isElement(node, w.s))
            for (const item of node.items)
                dataEdits(item, w);
    }
    else if (node.kind === 'object')
        node.keys.forEach((k, n) => dataEdits(node.values[n], w, k));
    else if (node.kind === 'string') {
        if (DATA_URL_KEYS.has(key) && (0,_web_json_offsets_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonString */ .I)(w.s, node).startsWith('/')) {
            const value = (0,_web_json_offsets_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonString */ .I)(w.s, node);
            // Reading: whether the site has it is the check's to decide, with the same predicate.
            if (w.found)
                return w.found(value.trim(), key === 'href' ? 'data-link' : 'data-asset');
            if (urlEdits(node, w, 'data', 'url', null))
                return;
        }
        compiledMdx(node, w);
    }
}
/** Compiled MDX in a string, inline or in the text row it references, marked to be read ({@link mdxEdits}). */
function compiledMdx(node, w) {
    const raw = w.s.slice(node.start, node.end);
    // Cheap tests first: most strings are short words.
    if (TEXT_REFERENCE.test(raw) || (raw.includes('arguments[0]') && (0,_rebase_mdx_js__WEBPACK_IMPORTED_MODULE_8__/* .isCompiledMdx */ .n$)((0,_web_json_offsets_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonString */ .I)(w.s, node))))
        inlineMarkup(node, 'mdx', w);
}
const MARKUP_EDITS = {
    html: (bytes, _base, htmlEdits) => htmlEdits(bytes),
    script: (bytes, base, htmlEdits) => {
        const text = bytes.toString('latin1');
        const edits = [...(0,_base_path_script_js__WEBPACK_IMPORTED_MODULE_6__/* .basePathScriptEdits */ .xO)(text, base), ...(0,_next_script_js__WEBPACK_IMPORTED_MODULE_7__/* .nextScriptEdits */ .M)(text, base)];
        return edits.length > 0 ? edits : htmlEdits(bytes);
    },
    css: (bytes, base) => (0,_rebase_css_js__WEBPACK_IMPORTED_MODULE_3__/* .cssEdits */ .HD)(bytes.toString('latin1'), base),
    'json-ld': (bytes, base) => (0,_rebase_json_ld_js__WEBPACK_IMPORTED_MODULE_5__/* .jsonLdEdits */ .M)(bytes.toString('latin1'), base),
    mdx: (bytes, base) => (0,_rebase_mdx_js__WEBPACK_IMPORTED_MODULE_8__/* .mdxEdits */ .x2)(bytes.toString('latin1'), base),
    // A declaration's value is read as a `style=""` value is, so both forms of a tag's style name the same URLs.
    style: (bytes, base) => (0,_rebase_css_js__WEBPACK_IMPORTED_MODULE_3__/* .cssEdits */ .HD)(bytes.toString('latin1'), base),
};
/** The edits of one element's props. */
function element(type, props, w) {
    if (props?.kind !== 'object')
        return;
    const reference = ROW_REFERENCE.exec(type);
    const component = reference !== null && w.imports.has(reference[1].toLowerCase());
    if (type.startsWith('$') && !component)
        return;
    const text = (name) => {
        const value = (0,_web_json_offsets_js__WEBPACK_IMPORTED_MODULE_1__/* .member */ .Dc)(props, name);
        return value?.kind === 'string' ? (0,_web_json_offsets_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonString */ .I)(w.s, value).trim().toLowerCase() : '';
    };
    props.keys.forEach((key, k) => {
        const value = props.values[k];
        if (key === 'dangerouslySetInnerHTML') {
            let kind = type === 'script' ? 'script' : 'html';
            if (type === 'script' && text('type') === 'application/ld+json')
                kind = 'json-ld';
            return inlineMarkup((0,_web_json_offsets_js__WEBPACK_IMPORTED_MODULE_1__/* .member */ .Dc)(value, '__html'), kind, w);
        }
        if (type === 'style' && key === 'children')
            return inlineMarkup(value, 'css', w);
        if (component && key === 'src' && value.kind === 'object') {
            // A static image import (`next/image`'s `src={logo}`): `{src, width, height, blurDataURL}`.
            const src = (0,_web_json_offsets_js__WEBPACK_IMPORTED_MODULE_1__/* .member */ .Dc)(value, 'src');
            if (src?.kind === 'string')
                urlEdits(src, w, 'component', 'url', null, 'asset');
            return;
        }
        if (component && (value.kind === 'object' || value.kind === 'array'))
            return dataEdits(value, w);
        if (!component && key === 'style' && value.kind === 'object') {
            // A value of 1,024 UTF-16 units or more is in the text row it references (`"backgroundImage":"$2"`), read as
            // the value (issue 44 review, finding 2), as a URL prop's row is.
            for (const declaration of value.values) {
                if (declaration.kind !== 'string')
                    continue;
                const raw = w.s.slice(declaration.start, declaration.end);
                if (STYLE_URL.test(raw) || TEXT_REFERENCE.test(raw))
                    inlineMarkup(declaration, 'style', w);
            }
            return;
        }
        if (value.kind !== 'string')
            return;
        if (SRCSET_PROPS.has(key))
            return srcsetEdits(value, w, component ? 'component' : 'asset');
        const rels = () => text('rel').split(/\s+/);
        let place;
        if (component)
            place = COMPONENT_URL_PROPS.has(key) ? 'component' : undefined;
        else if (key === 'href' || key === 'xlinkHref') {
            if (type === 'use' || type === 'image')
                place = 'asset';
            else if (key === 'href' && _web_url_places_js__WEBPACK_IMPORTED_MODULE_4__/* .HREF_TAGS */ .ec.has(type) && !rels().some((r) => _web_url_places_js__WEBPACK_IMPORTED_MODULE_4__/* .CONNECT_RELS */ .eb.has(r))) {
                place = 'link';
                if (type === 'link' && rels().some((r) => _web_url_places_js__WEBPACK_IMPORTED_MODULE_4__/* .LOADED_RELS */ .X5.has(r)))
                    place = rels().includes('stylesheet') ? 'stylesheet' : 'asset';
            }
        }
        else if (key === 'data')
            place = type === 'object' ? 'asset' : undefined;
        else if (key === 'content')
            place = type === 'meta' && (_web_url_places_js__WEBPACK_IMPORTED_MODULE_4__/* .URL_METAS */ .rM.has(text('property')) || _web_url_places_js__WEBPACK_IMPORTED_MODULE_4__/* .URL_METAS */ .rM.has(text('name'))) ? 'link' : undefined;
        else if (URL_PROPS.has(key))
            place = key === 'action' || key === 'formAction' || type === 'iframe' ? 'link' : 'asset';
        if (!place)
            return component ? compiledMdx(value, w) : undefined;
        let role = 'url';
        if (!component && type === 'base')
            role = 'folder';
        else if (!component && type === 'link' && rels().includes('canonical'))
            role = 'own-address';
        else if (key === 'content' && (_web_url_places_js__WEBPACK_IMPORTED_MODULE_4__/* .OWN_ADDRESS_METAS */ .$r.has(text('property')) || _web_url_places_js__WEBPACK_IMPORTED_MODULE_4__/* .OWN_ADDRESS_METAS */ .$r.has(text('name'))))
            role = 'own-address';
        // Reading: a tag's URLs, and a component's other than its link, are in the page's HTML. A text row's are read: what
        // the client loads or navigates to from it (the page may name none of it, and client navigation reads the `.txt`).
        let rowKind = place === 'asset' || place === 'stylesheet' ? 'asset' : null;
        if (component && key === 'href')
            rowKind = 'link';
        else if (component)
            rowKind = key === 'src' || key === 'poster' ? 'asset' : null;
        urlEdits(value, w, place, role, component && key === 'href' ? 'link' : null, rowKind);
    });
}
/** HTML or CSS React inserts as it is: read now when inline, or its text row marked to be read. */
function inlineMarkup(node, kind, w) {
    if (node?.kind !== 'string')
        return;
    const value = (0,_web_json_offsets_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonString */ .I)(w.s, node);
    const reference = TEXT_REFERENCE.exec(value);
    if (reference) {
        // A row read as markup of another kind is not compiled MDX (which is only a guess, from a component's prop).
        const id = reference[1].toLowerCase();
        if (kind !== 'mdx' || !w.markup.has(id))
            w.markup.set(id, kind);
        return;
    }
    // `$$…` is a string that starts with `$`; any other `$…` is a reference to something else.
    const skip = value.startsWith('$$') ? 1 : 0;
    if (value.startsWith('$') && !skip)
        return;
    if (w.found)
        return foundIn(value.slice(skip), kind, w.found);
    const inner = markupEdits(value.slice(skip), kind, w);
    if (inner.length === 0)
        return;
    const positions = inner.flatMap((edit) => [edit.start + skip, edit.end + skip]);
    const offsets = (0,_web_json_offsets_js__WEBPACK_IMPORTED_MODULE_1__/* .escapedOffsets */ .Iy)(w.s, node.start, node.end, positions);
    inner.forEach((edit, k) => w.edits.push({ start: offsets[2 * k], end: offsets[2 * k + 1], text: (0,_web_json_offsets_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeJson */ .GO)(edit.text) }));
}
/**
 * Reading ({@link rscUrls}): tells `found` of what markup makes the client follow. Compiled MDX renders its links and
 * images on the client; a tag's `style` prop loads its `url()`s, in a `.txt` payload too, which no page's HTML holds.
 * Inserted HTML and `<style>` text are in the page's own HTML, where they are read.
 */
function foundIn(text, kind, found) {
    if (kind === 'mdx')
        mdxUrls(text, found);
    else if (kind === 'style')
        for (const url of (0,_rebase_css_js__WEBPACK_IMPORTED_MODULE_3__/* .cssUrlsIn */ .Ju)(text))
            if (url.value)
                found(url.value, 'asset');
}
/**
 * Tells `found` of compiled MDX's links and images ({@link mdxUrlMembers}); a member of a component's data is one only
 * when it names the site's file, as the payload's data. A link or image built from a `${…}` is an `expression`; in
 * data it is text the page shows, as other data that names no file of the site.
 */
function mdxUrls(code, found) {
    (0,_rebase_mdx_js__WEBPACK_IMPORTED_MODULE_8__/* .mdxUrlMembers */ .kL)(code, ({ value, key, data }) => {
        if (!value.trim() || (data && !value.startsWith('/')))
            return;
        if (data)
            found(value.trim(), key === 'href' ? 'data-link' : 'data-asset');
        else
            found(value.trim(), key === 'href' ? 'link' : 'asset');
    }, (written, data) => (data ? undefined : found(written, 'expression')));
}
/** The edits of markup text, in its own UTF-16 offsets. */
function markupEdits(text, kind, w) {
    if (kind === 'html' && !text.includes('<'))
        return [];
    if (kind === 'script' && !text.includes('<') && !(0,_base_path_script_js__WEBPACK_IMPORTED_MODULE_6__/* .basePathScript */ .Yj)(text) && !(0,_next_script_js__WEBPACK_IMPORTED_MODULE_7__/* .nextScriptUrl */ .t)(text))
        return [];
    if (kind === 'mdx' && !(0,_rebase_mdx_js__WEBPACK_IMPORTED_MODULE_8__/* .isCompiledMdx */ .n$)(text))
        return [];
    const bytes = Buffer.from(text, 'utf8');
    const edits = w.rule.markup(bytes, kind);
    edits.sort((a, b) => a.start - b.start);
    const out = [];
    let unit = 0;
    let byte = 0;
    for (const edit of edits) {
        const start = (0,_web_offsets_js__WEBPACK_IMPORTED_MODULE_2__/* .advanceBytes */ ._y)(text, unit, edit.start - byte);
        const end = (0,_web_offsets_js__WEBPACK_IMPORTED_MODULE_2__/* .advanceBytes */ ._y)(text, start, edit.end - edit.start);
        out.push({ start, end, text: edit.text });
        unit = end;
        byte = edit.end;
    }
    return out;
}
/**
 * The edit of a JSON string that holds one URL (leading white space allowed), as `w.rule` makes it for `place`. In the
 * model's rows, a reference to a text row (`"$1"`) marks the row to be read as this URL ({@link UrlRow}), and `$$…` is
 * a string that starts with `$`.
 * @param kind reading ({@link rscUrls}): what to tell `w.found` the URL is, or null to leave it out
 * @param rowKind reading: what to tell `w.found` the URL is when it is in a text row, which the page's HTML need not
 *   name as the prop does
 * @returns whether an edit was made
 */
function urlEdits(node, w, place, role = 'url', kind = 'asset', rowKind = kind) {
    const full = (0,_web_json_offsets_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonString */ .I)(w.s, node);
    const skip = modelString(full, w, { srcset: false, place, role, kind: rowKind });
    if (skip === undefined)
        return false;
    const value = full.slice(skip);
    if (w.found) {
        if (kind && value.trim())
            w.found(value.trim(), kind);
        return false;
    }
    const lead = skip + value.length - value.trimStart().length;
    const edit = w.rule.url(full.slice(lead), role, place);
    if (!edit)
        return false;
    pushEdit(node, w, lead + edit.at, lead + edit.at + edit.remove, edit.insert);
    return true;
}
/**
 * How a URL prop's string reads in the model's rows (React's Flight server, `renderModelDestructive` in
 * `react-server-dom-webpack`: a string of 1,024 UTF-16 units or more becomes a text row referenced as `"$<hex id>"`,
 * and a string that starts with `$` is written `$$…`): the number of characters before the string's own text (1 for
 * `$$`, else 0), or undefined when it is no string of its own: a text row's reference, then marked in `w.urlRows` to
 * be read as `url` says, or another reference (`$L…`, `$@…`, `$undefined`).
 */
function modelString(value, w, url) {
    if (!w.urlRows || value[0] !== '$')
        return 0;
    if (value[1] === '$')
        return 1;
    const reference = TEXT_REFERENCE.exec(value);
    const id = reference?.[1].toLowerCase();
    if (id !== undefined && !w.urlRows.has(id))
        w.urlRows.set(id, url);
    return undefined;
}
/**
 * Replaces `[from, to)` of a JSON string's text with `text`, where those characters are written. Text that replaces
 * characters written with `\/` or `\u002F` for `/` is written in the same form.
 */
function pushEdit(node, w, from, to, text) {
    const [start, end] = (0,_web_json_offsets_js__WEBPACK_IMPORTED_MODULE_1__/* .escapedOffsets */ .Iy)(w.s, node.start, node.end, [from, to]);
    const written = w.s.slice(start, end);
    const slash = /\\u002[fF]/.exec(written)?.[0] ?? (written.includes('\\/') ? '\\/' : '/');
    w.edits.push({ start: start, end: end, text: (0,_web_json_offsets_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeJson */ .GO)(text).replaceAll('/', slash) });
}
/** The edits of a JSON string that holds a srcset, or of the text row it references ({@link modelString}). */
function srcsetEdits(node, w, place) {
    const full = (0,_web_json_offsets_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonString */ .I)(w.s, node);
    const skip = modelString(full, w, { srcset: true, place, role: 'url', kind: 'asset' });
    // Reading: the images of an inline srcset are rendered into the page's HTML.
    if (skip === undefined || w.found)
        return;
    const value = full.slice(skip);
    for (const range of (0,_web_srcset_js__WEBPACK_IMPORTED_MODULE_10__/* .srcsetRanges */ .b)(value)) {
        const edit = w.rule.url(value.slice(range.start, range.end), 'url', place);
        if (!edit)
            continue;
        const at = skip + range.start + edit.at;
        pushEdit(node, w, at, at + edit.remove, edit.insert);
    }
}
/**
 * The edits of a client reference row `I[<module id>, [<chunk>, …], <export name>]`: the chunks the browser loads for
 * the module. Webpack lists them relative to its public path (`"static/chunks/…"`, left: the runtime's `.p` is
 * rebased); Turbopack lists root-absolute URLs (`"/_next/static/chunks/…"`), which its runtime loads as they are.
 */
function moduleRowEdits(s, node, rule, edits, found) {
    const chunks = node?.kind === 'array' ? node.items[1] : undefined;
    if (chunks?.kind !== 'array')
        return;
    const w = { s, rule, edits, imports: new Set(), markup: new Map(), found };
    for (const chunk of chunks.items) {
        if (chunk.kind !== 'string')
            continue;
        // Reading: webpack's chunks are relative to its runtime's public path, not to the page; Turbopack's are absolute.
        urlEdits(chunk, w, 'chunk', 'url', (0,_web_json_offsets_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonString */ .I)(s, chunk).startsWith('/') ? 'asset' : null);
    }
}
/** The edits of a hint row's URLs (React's `dispatchHint`, `react-server-dom-webpack` client). */
function hintEdits(s, code, node, rule, edits, found) {
    if (!node || !'LSXMm'.includes(code))
        return;
    const w = { s, rule, edits, imports: new Set(), markup: new Map(), found };
    const url = node.kind === 'array' ? node.items[0] : node;
    if (url?.kind === 'string')
        urlEdits(url, w, code === 'S' ? 'stylesheet' : 'asset');
    if (code !== 'L' || node.kind !== 'array')
        return;
    const srcset = (0,_web_json_offsets_js__WEBPACK_IMPORTED_MODULE_1__/* .member */ .Dc)(node.items[2], 'imageSrcSet');
    if (srcset?.kind === 'string')
        srcsetEdits(srcset, w, 'asset');
}
/**
 * A redirect's error digest (Next.js's `getRedirectError`, `next/dist/client/components/redirect.js`):
 * `NEXT_REDIRECT;<push|replace>;<url>;<status>;`, the same for `redirect()` (307) and `permanentRedirect()` (308);
 * the URL may hold `;` (Next reads it as what lies between the second and the second-to-last `;`).
 */
const REDIRECT_DIGEST = /^(NEXT_REDIRECT;(?:push|replace);)([^]*);(\d+);$/;
/**
 * The edit of the target of a page that calls `redirect()`, written in an error row `E{"digest":"NEXT_REDIRECT;…"}`
 * ({@link REDIRECT_DIGEST}): a static export has no meta refresh for it, the client's router navigates to the URL, so
 * it is a link (`place` `link`, and a `link` to `found`).
 */
function redirectEdits(s, node, rule, edits, found) {
    const digest = (0,_web_json_offsets_js__WEBPACK_IMPORTED_MODULE_1__/* .member */ .Dc)(node, 'digest');
    if (digest?.kind !== 'string')
        return;
    const match = REDIRECT_DIGEST.exec((0,_web_json_offsets_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonString */ .I)(s, digest));
    if (!match)
        return;
    const url = match[2].trimStart();
    if (found)
        return url.trim() ? found(url.trim(), 'link') : undefined;
    const at = match[1].length + match[2].length - url.length;
    const edit = rule.url(url, 'url', 'link');
    const w = { s, rule, edits, imports: new Set(), markup: new Map() };
    if (edit)
        pushEdit(digest, w, at + edit.at, at + edit.at + edit.remove, edit.insert);
}
/**
 * The edits of an RSC payload file (`<page>.txt`), in byte offsets of the file ({@link payloadFileEdits}).
 */
function rscFileEdits(bytes, rule) {
    return payloadFileEdits(bytes, (s) => rscStreamEdits(s, rule));
}
/** An RSC payload file as its readers read it ({@link utf8View}: a byte of no UTF-8 sequence is one character). */
function payloadText(bytes) {
    return (0,_web_offsets_js__WEBPACK_IMPORTED_MODULE_2__/* .utf8View */ .xh)(bytes).text;
}
/**
 * The edits `streamEdits` makes to an RSC payload file (`<page>.txt`), in byte offsets of the file. A file that is not
 * valid UTF-8 is read through {@link utf8View}, so its text rows' byte lengths still hold; its invalid bytes are kept,
 * and an edit that would replace one is left out.
 */
function payloadFileEdits(bytes, streamEdits) {
    const { text: s, invalid } = (0,_web_offsets_js__WEBPACK_IMPORTED_MODULE_2__/* .utf8View */ .xh)(bytes);
    const edits = streamEdits(s);
    const offsets = (0,_web_offsets_js__WEBPACK_IMPORTED_MODULE_2__/* .utf8Offsets */ .WX)(s, edits.flatMap((e) => [e.start, e.end]));
    const out = edits.map((edit, k) => ({ start: offsets[2 * k], end: offsets[2 * k + 1], text: edit.text }));
    if (invalid.length === 0)
        return out;
    let k = 0;
    return out.filter((edit) => {
        while (k < invalid.length && invalid[k] < edit.start)
            k++;
        return k === invalid.length || invalid[k] >= edit.end;
    });
}
/**
 * The edits of a payload written in a page in chunks (`self.__next_f.push([1,"…"])`, one per script), in byte offsets
 * of the page. The chunks do not follow row boundaries (a text row's header ends one chunk while its text is the
 * next): the rows are read across them, and each edit is made in the chunk (or chunks) its characters came from,
 * escaped as Next.js escapes a chunk (its `htmlEscapeJsonString`, so that `</script>` cannot occur).
 * @param html the page as a Latin-1 string of its bytes
 * @param bodies each chunk's string body, in order; a body that is not a JSON string's is left out
 */
function rscChunkEdits(html, bodies, rule) {
    return payloadChunkEdits(html, bodies, (s) => rscStreamEdits(s, rule), () => rule.unreadable?.());
}
/**
 * The edits `streamEdits` makes to a payload written in a page in chunks, in byte offsets of the page, made as
 * {@link rscChunkEdits} makes them. Each chunk is read in the page's encoding ({@link pageJsonString}): a byte of no
 * UTF-8 sequence in a UTF-8 page is kept, and an edit that would replace it left out (as in a `.txt` payload); in a
 * single-byte charset (`windows-1252`) each byte is a character, and text written into the chunk is ASCII (`\u`
 * escapes); a chunk whose characters cannot be mapped back to its bytes (a multi-byte charset other than UTF-8) is
 * left as it is, and `inexact` told.
 * @param streamEdits the edits to the payload, decoded (all chunks joined): sorted, none overlapping
 * @param inexact told once when an edit was left out of a chunk that could not be mapped to its bytes
 */
function payloadChunkEdits(html, bodies, streamEdits, inexact) {
    const chunks = [];
    const kept = [];
    let encoding;
    for (const body of bodies) {
        const bytes = Buffer.from(html.slice(body.start, body.end), 'latin1');
        // Most pages are UTF-8 and most chunks ASCII: the page's <meta charset> is read only when a chunk is neither.
        encoding ??= (0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isAscii)(bytes) ? undefined : (0,_web_charset_js__WEBPACK_IMPORTED_MODULE_11__/* .pageEncoding */ .V5)(Buffer.from(html.slice(0, 1024), 'latin1'));
        const chunk = (0,_web_json_offsets_js__WEBPACK_IMPORTED_MODULE_1__/* .pageJsonString */ .Nw)(bytes, encoding ?? 'utf-8');
        // Not a JSON string: not a script Next.js wrote; left as it is.
        if (!chunk)
            continue;
        chunks.push(chunk);
        kept.push(body);
    }
    const edits = streamEdits(chunks.map((chunk) => chunk.text).join(''));
    const ascii = (encoding ?? 'utf-8') !== 'utf-8';
    const out = [];
    const cursors = [];
    let told = false;
    let k = 0;
    let chunkStart = 0;
    for (const edit of edits) {
        // The chunk that holds the edit's first character; an insertion at a chunk's end goes at the next one's start.
        while (k < chunks.length - 1 && edit.start >= chunkStart + chunks[k].text.length)
            chunkStart += chunks[k++].text.length;
        let start = edit.start;
        let text = htmlEscapeJson((0,_web_json_offsets_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeJson */ .GO)(edit.text));
        if (ascii)
            text = text.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
        const parts = [];
        let exact = true;
        for (;;) {
            const chunk = chunks[k];
            const chunkEnd = chunkStart + chunk.text.length;
            const end = Math.min(edit.end, chunkEnd);
            const body = kept[k];
            if (chunk.cursor === undefined)
                exact = false;
            else {
                // The edits are sorted and none overlap: each chunk is scanned once, whatever the number of edits in it.
                const at = (cursors[k] ??= (0,_web_json_offsets_js__WEBPACK_IMPORTED_MODULE_1__/* .escapedCursor */ .cF)(html, body.start, body.end, chunk.cursor === 'utf8'));
                const part = { start: at(start - chunkStart), end: at(end - chunkStart), text };
                if (chunk.invalid.some((byte) => body.start + byte >= part.start && body.start + byte < part.end))
                    break;
                parts.push(part);
            }
            if (end >= edit.end || k === chunks.length - 1) {
                if (exact)
                    out.push(...parts);
                break;
            }
            // The rest of the edit removes characters of the next chunk; its text went with the first part.
            text = '';
            start = chunkEnd;
            chunkStart = chunkEnd;
            k++;
        }
        if (!exact && !told) {
            told = true;
            inexact?.();
        }
    }
    return out;
}
/** What Next.js escapes in JSON it puts in a script (its `htmlEscapeJsonString`). */
function htmlEscapeJson(json) {
    return json.replace(/[&<>\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}



/***/ }),

/***/ 1334:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V5: () => (/* binding */ pageEncoding),
/* harmony export */   qz: () => (/* binding */ pageTextPieces),
/* harmony export */   yc: () => (/* binding */ stylesheetEncoding)
/* harmony export */ });
/**
 * How many bytes of a page are searched for its `<meta charset>`: the HTML standard's prescan ("Determining the
 * character encoding", step "prescan a byte stream") looks at the first 1,024.
 */
const PRESCAN_BYTES = 1024;
/** `<meta charset=x>` or `<meta http-equiv=content-type content="text/html; charset=x">`, in the prescanned bytes. */
const META_CHARSET = /<meta\b[^>]*?\bcharset\s*=\s*["']?\s*([A-Za-z0-9._:-]+)/i;
/**
 * The encoding of an HTML page as a browser would take it without an HTTP header: a byte order mark, else the
 * `<meta>` charset in its first 1,024 bytes, else UTF-8 (what exports write). A `utf-16` label in a `<meta>` means
 * UTF-8, as the standard says (a page that can be read to find it is not UTF-16).
 * @returns an encoding label `TextDecoder` takes (`utf-8`, `windows-1252`, `shift_jis`, …)
 */
function pageEncoding(page) {
    if (page[0] === 0xef && page[1] === 0xbb && page[2] === 0xbf)
        return 'utf-8';
    if (page[0] === 0xff && page[1] === 0xfe)
        return 'utf-16le';
    if (page[0] === 0xfe && page[1] === 0xff)
        return 'utf-16be';
    const label = META_CHARSET.exec(page.toString('latin1', 0, PRESCAN_BYTES))?.[1]?.toLowerCase();
    if (!label || label.startsWith('utf-16'))
        return 'utf-8';
    try {
        return new TextDecoder(label).encoding;
    }
    catch {
        return 'utf-8';
    }
}
/** `@charset "label";` exactly so, at the very start (CSS Syntax Level 3 §3.2: 1,024 bytes at most). */
// eslint-disable-next-line no-control-regex -- the bytes CSS Syntax allows in the label, controls included
const CSS_CHARSET = /^@charset "([\x00-\x21\x23-\x7f]*)";/;
/**
 * The encoding of a stylesheet as a browser takes it (CSS Syntax Level 3 §3.2, "The input byte stream"): a byte order
 * mark, else the `charset` of the response's `Content-Type`, else an `@charset "…";` at its very start (a `utf-16`
 * label there means UTF-8), else UTF-8 (the referring document's encoding, the step after, is not taken: the pages of
 * an export are UTF-8). A label `TextDecoder` does not know is passed over.
 * @param contentType the response's `Content-Type`, parameters and all, when the stylesheet was fetched
 * @returns an encoding label `TextDecoder` takes (`utf-8`, `windows-1252`, …)
 */
function stylesheetEncoding(css, contentType) {
    if (css[0] === 0xef && css[1] === 0xbb && css[2] === 0xbf)
        return 'utf-8';
    if (css[0] === 0xff && css[1] === 0xfe)
        return 'utf-16le';
    if (css[0] === 0xfe && css[1] === 0xff)
        return 'utf-16be';
    const protocol = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1];
    const fromProtocol = protocol === undefined ? undefined : known(protocol);
    if (fromProtocol)
        return fromProtocol;
    const declared = CSS_CHARSET.exec(css.toString('latin1', 0, PRESCAN_BYTES))?.[1];
    const fromRule = declared === undefined ? undefined : known(declared);
    if (fromRule)
        return fromRule.startsWith('utf-16') ? 'utf-8' : fromRule;
    return 'utf-8';
}
/** The encoding `label` names (WHATWG Encoding's labels: `iso-8859-1` is `windows-1252`), or undefined. */
function known(label) {
    try {
        return new TextDecoder(label.trim()).encoding;
    }
    catch {
        return undefined;
    }
}
/**
 * Bytes of a page decoded at a time by {@link pageTextPieces}: at most 64 KiB of UTF-16, below V8's 128 KiB for an
 * ordinary heap object. A larger string is mapped into memory of its own, which cost ~0.8 ms a page on the 2-core
 * machine of issue 47 (`npm run bench -- search`), against ~0.01 ms for the same bytes in pieces.
 */
const PIECE_BYTES = 32 << 10;
/**
 * A page's text in pieces, for a parser that takes its input a piece at a time (htmlparser2's `write`), decoded
 * lazily so that a parser that stops early decodes no more.
 * @param encoding a `TextDecoder` label ({@link pageEncoding}), or `bytes` for one character per byte (Latin-1), so
 *   that offsets in the text are offsets in the bytes
 * @param pieceBytes bytes decoded at a time (tests cut pages at every place with small ones)
 * @returns strings of at most `pieceBytes` characters whose concatenation is the page's text
 */
function* pageTextPieces(page, encoding, pieceBytes = PIECE_BYTES) {
    if (encoding === 'bytes') {
        for (let at = 0; at < page.length; at += pieceBytes)
            yield page.toString('latin1', at, Math.min(page.length, at + pieceBytes));
        return;
    }
    const decoder = new TextDecoder(encoding);
    for (let at = 0; at < page.length; at += pieceBytes) {
        const piece = decoder.decode(page.subarray(at, at + pieceBytes), { stream: true });
        if (piece)
            yield piece;
    }
    const rest = decoder.decode();
    if (rest)
        yield rest;
}


/***/ }),

/***/ 4121:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fe: () => (/* binding */ fixedTemplate),
/* harmony export */   uO: () => (/* binding */ templateText),
/* harmony export */   zX: () => (/* binding */ walkCode)
/* harmony export */ });
/**
 * Where JavaScript source is code, for the rebases that edit a script's own statements or props (Next's runtime
 * paths, compiled MDX) and never the same characters as text (issue 37): a code sample in a string, a template or a
 * comment, or a pattern in a regular expression literal, stays byte for byte.
 */
/**
 * Keywords after which a `/` opens a regular expression rather than dividing (`return /x/`, `else /x/`, `do /x/`);
 * after any other word, a number, `)`, `]` or a postfix `++` it divides (`a / b`, `(a) / 2`, `i++ / 2`), except after
 * the `)` that closes a statement's head ({@link HEAD_KEYWORDS}). After any other punctuator, `=>` among them, it
 * opens one. A `}` is taken for the end of a block (`}/x/.test(s)`): it ends an expression only in code that divides
 * an object literal or a function (`({})/2`, `x={}/2`), which no compiler writes; telling the two apart takes a
 * parser, and a guess either way is wrong for one of them.
 */
const REGEX_AFTER = new Set([
    'return',
    'typeof',
    'instanceof',
    'in',
    'of',
    'new',
    'delete',
    'void',
    'throw',
    'case',
    'do',
    'else',
    'yield',
    'await',
]);
/**
 * Keywords whose parenthesised head is followed by a statement: after the `)` that closes `if (…)`, `while (…)`,
 * `for (…)` or `with (…)`, a `/` opens a regular expression (`if(a)/"/.test(b)`), where after any other `)` it
 * divides. `do … while (…)` is a statement's end: what follows is a statement too.
 */
const HEAD_KEYWORDS = new Set(['if', 'while', 'for', 'with']);
/**
 * How many statement heads ({@link HEAD_KEYWORDS}) the walk keeps track of while open inside one another: compiled
 * code nests a few (`if(a(function(){for(…)…}))`). A head opened deeper is read as any parenthesis, a `/` after it as
 * a division, so the walk's memory stays bounded whatever the input.
 */
const MAX_OPEN_HEADS = 64;
/**
 * Walks `code` and calls `visit` at each word's start and each punctuator that is code: outside string, template
 * and regular expression literals and comments. A template's `${…}` is code again, nested to any depth; `templates`,
 * when given, is told where each template literal the walk reads starts (its backquote) and ends (after its closing
 * one), inner ones first, once its last `${…}` has been walked. A regular
 * expression is told from a division by the token before it, as JavaScript's tokenizers guess it ({@link REGEX_AFTER}),
 * and after a `)` by the `(` it closes: that of a statement's head (`if(a)/"/.test(b)`, issue 37) is followed by a
 * statement. One that does not close on its line is taken for a division, so the walk never runs past a line on a
 * wrong guess. Linear in `code`'s length; its memory beyond `code` is a byte per character.
 * @param code the source, as a Latin-1 string of its bytes (its syntax is ASCII; other bytes are read as letters)
 */
function walkCode(code, visit, templates) {
    /** Per open `${`: how many `{` are open inside it. */
    const substitutions = [];
    /** Where each template literal whose text has not ended yet opened: one more than `substitutions` while in text. */
    const openTemplates = [];
    let regexAllowed = true;
    /** One past the start of the word just read, when a `/` after it may open a regular expression; else 0. */
    let word = 0;
    /** How many `(` are open; per open statement head ({@link HEAD_KEYWORDS}), the depth its `(` opened at. */
    let depth = 0;
    const heads = [];
    let i = 0;
    const n = code.length;
    const regexEnd = regexScanner(code);
    while (i < n) {
        const c = code.charCodeAt(i);
        if (c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d) {
            i++;
            continue;
        }
        if (c === 0x2f && (code.charCodeAt(i + 1) === 0x2f || code.charCodeAt(i + 1) === 0x2a)) {
            i = commentEnd(code, i);
            continue;
        }
        if (c === 0x22 || c === 0x27) {
            i = stringEnd(code, i);
            regexAllowed = false;
            word = 0;
            continue;
        }
        if (c === 0x60 || (c === 0x7d && substitutions.at(-1) === 0)) {
            // A template opens, or its substitution closes: its text runs to its end or to the next `${`.
            if (c === 0x7d)
                substitutions.pop();
            else
                openTemplates.push(i);
            const end = templateEnd(code, i + 1);
            i = end.at;
            word = 0;
            if (end.substitution) {
                substitutions.push(0);
                regexAllowed = true;
            }
            else {
                regexAllowed = false;
                const start = openTemplates.pop();
                templates?.(start, i);
            }
            continue;
        }
        if (c === 0x2f && (regexAllowed || (word > 0 && wordBefore(code, word, i, REGEX_AFTER)))) {
            const end = regexEnd(i);
            if (end > 0) {
                i = end;
                regexAllowed = false;
                word = 0;
                continue;
            }
        }
        const next = visit(i);
        if (next !== undefined && next > i) {
            i = next;
            regexAllowed = false;
            word = 0;
            continue;
        }
        if (isWordCode(c)) {
            let end = i + 1;
            while (end < n && isWordCode(code.charCodeAt(end)))
                end++;
            // Whether the word is a keyword is asked only when a `/` follows.
            regexAllowed = false;
            word = code.charCodeAt(i - 1) === 0x2e ? 0 : i + 1;
            i = end;
            continue;
        }
        if (substitutions.length > 0) {
            if (c === 0x7b)
                substitutions[substitutions.length - 1]++;
            else if (c === 0x7d)
                substitutions[substitutions.length - 1]--;
        }
        if (c === 0x28) {
            depth++;
            if (word > 0 && heads.length < MAX_OPEN_HEADS && wordBefore(code, word, i, HEAD_KEYWORDS))
                heads.push(depth);
        }
        // After `)`, `]` or a postfix `++`/`--` (`i++ / 2`) a `/` divides; after the `)` of a statement's head, a statement
        // starts.
        let head = false;
        if (c === 0x29) {
            head = heads.at(-1) === depth;
            if (head)
                heads.pop();
            if (depth > 0)
                depth--;
        }
        regexAllowed = head || (c !== 0x29 && c !== 0x5d && !((c === 0x2b || c === 0x2d) && postfix(code, i)));
        word = 0;
        i++;
    }
}
/** Whether the word that starts at `word - 1` and ends before the white space up to `at` is one of `keywords`. */
function wordBefore(code, word, at, keywords) {
    let end = word;
    while (end < at && isWordCode(code.charCodeAt(end)))
        end++;
    return keywords.has(code.slice(word - 1, end));
}
/** Whether the `+` or `-` at `at` ends a postfix `++`/`--`: the same sign before it, a value before that. */
function postfix(code, at) {
    if (code.charCodeAt(at - 1) !== code.charCodeAt(at))
        return false;
    const before = code.charCodeAt(at - 2);
    return isWordCode(before) || before === 0x29 || before === 0x5d;
}
/** A letter, digit, `_`, `$`, `#` (a private name) or a non-ASCII byte (of an identifier, in UTF-8). */
function isWordCode(c) {
    return ((c >= 0x61 && c <= 0x7a) ||
        (c >= 0x41 && c <= 0x5a) ||
        (c >= 0x30 && c <= 0x39) ||
        c === 0x5f ||
        c === 0x24 ||
        c === 0x23 ||
        c >= 0x80);
}
/** Where the comment opening at `at` (`//` or `/*`) ends; an unclosed one runs to the end. */
function commentEnd(code, at) {
    if (code[at + 1] === '/') {
        const newline = code.indexOf('\n', at);
        return newline < 0 ? code.length : newline;
    }
    const close = code.indexOf('*/', at + 2);
    return close < 0 ? code.length : close + 2;
}
/** Where the string literal opening at `at` ends (after its quote; at a line break when unclosed). */
function stringEnd(code, at) {
    const quote = code.charCodeAt(at);
    let i = at + 1;
    while (i < code.length) {
        const c = code.charCodeAt(i);
        if (c === 0x5c)
            i += 2;
        else if (c === quote)
            return i + 1;
        else if (c === 0x0a)
            return i;
        else
            i++;
    }
    return code.length;
}
/** From `from` in a template's text: where it ends (after its backquote), or where a `${` opens (after it). */
function templateEnd(code, from) {
    let i = from;
    while (i < code.length) {
        const c = code.charCodeAt(i);
        if (c === 0x5c)
            i += 2;
        else if (c === 0x60)
            return { at: i + 1, substitution: false };
        else if (c === 0x24 && code.charCodeAt(i + 1) === 0x7b)
            return { at: i + 2, substitution: true };
        else
            i++;
    }
    return { at: code.length, substitution: false };
}
/**
 * Where the regular expression literal opening at a `/` of `code` ends (after its flags), or 0 when none closes on
 * its line (a line break, escaped or not, ends it: a literal holds none); called with ascending offsets.
 * Linear over all its calls: a scan is a deterministic walk whose state at a character is only whether it is in a
 * class (`[…]`), so one that reaches a character, in a state, that an earlier scan reached in the same state ends as
 * that one did. That one failed (a scan that succeeds ends a literal the walk jumps past: no later scan starts before
 * its end), so the scan stops there, and each character is read at most twice, once per state, over all scans, where
 * scanning each `/` of `x=/[/[/[…` to the line's end took time quadratic in the line (review 6 #3).
 */
function regexScanner(code) {
    /** Per character, the states scans reached it in: bit 1 outside a class, bit 2 inside one. */
    let reached;
    return (at) => {
        reached ??= new Uint8Array(code.length);
        let inClass = false;
        let i = at + 1;
        while (i < code.length) {
            const state = inClass ? 2 : 1;
            if ((reached[i] & state) !== 0)
                return 0;
            reached[i] |= state;
            const c = code.charCodeAt(i);
            if (c === 0x0a || c === 0x0d)
                return 0;
            if (c === 0x5c) {
                const next = code.charCodeAt(i + 1);
                if (next === 0x0a || next === 0x0d)
                    return 0;
                i += 2;
            }
            else if (c === 0x5b) {
                inClass = true;
                i++;
            }
            else if (c === 0x5d) {
                inClass = false;
                i++;
            }
            else if (c === 0x2f && !inClass) {
                i++;
                while (i < code.length && isWordCode(code.charCodeAt(i)))
                    i++;
                return i;
            }
            else
                i++;
        }
        return 0;
    };
}
/**
 * Reads the template literal whose backquote is at `at`, when it is a fixed string: no `${…}` in it (an escaped
 * `\${` is text). Escapes are JavaScript's (ECMA-262 "Template Literal Lexical Components", TV): `\`` and `\$` are
 * the characters, `\xHH`, `\uHHHH` and `\u{H…}` code units and points, a backslash before a line break a line
 * continuation.
 * @param code the source, as a Latin-1 string of its bytes or as decoded text (a byte of a UTF-8 sequence is then a
 *   character of the value, as a Latin-1 string's are)
 * @returns 'substitution' when a `${` opens in its text; undefined when it does not close, or holds an escape an
 *   untagged template refuses (`\1`, `\x4`: a SyntaxError, so code that holds it never ran)
 */
function fixedTemplate(code, at) {
    let value = '';
    /** Where each unit of `value` is written. */
    const written = [];
    let i = at + 1;
    while (i < code.length) {
        const c = code.charCodeAt(i);
        if (c === 0x60) {
            written.push(i);
            return { value, at: (k) => written[k], end: i + 1 };
        }
        if (c === 0x24 && code.charCodeAt(i + 1) === 0x7b)
            return 'substitution';
        let text = code[i];
        let length = 1;
        if (c === 0x5c) {
            const escape = templateEscape(code, i);
            if (!escape)
                return undefined;
            ({ text, length } = escape);
        }
        else if (c === 0x0d) {
            text = '\n';
            if (code.charCodeAt(i + 1) === 0x0a)
                length = 2;
        }
        value += text;
        for (let k = 0; k < text.length; k++)
            written.push(i);
        i += length;
    }
    return undefined;
}
/** What JavaScript reads an escape in a template's text as (its backslash at `at`), and its length as written. */
function templateEscape(code, at) {
    const next = code[at + 1];
    if (next === undefined)
        return undefined;
    const single = SINGLE_ESCAPES[next];
    if (single !== undefined)
        return { text: single, length: 2 };
    if (next === '\r')
        return { text: '', length: code[at + 2] === '\n' ? 3 : 2 };
    if (next === '\n' || next === '\u2028' || next === '\u2029')
        return { text: '', length: 2 };
    if (next === '0' && !/[0-9]/.test(code[at + 2] ?? ''))
        return { text: '\0', length: 2 };
    if (/[0-9]/.test(next))
        return undefined;
    const hex = next === 'x' ? /^[0-9a-fA-F]{2}/.exec(code.slice(at + 2, at + 4)) : undefined;
    if (next === 'x')
        return hex ? { text: String.fromCharCode(parseInt(hex[0], 16)), length: 4 } : undefined;
    if (next === 'u') {
        const unit = UNICODE_ESCAPE.exec(code.slice(at + 2, at + 2 + MAX_UNICODE_ESCAPE));
        if (!unit)
            return undefined;
        const point = parseInt(unit[1] ?? unit[2], 16);
        if (point > 0x10ffff)
            return undefined;
        return { text: String.fromCodePoint(point), length: 2 + unit[0].length };
    }
    // Any other character stands for itself (`\``, `\$`, `\{`, `\/`).
    return { text: next, length: 2 };
}
/** `\uHHHH` or `\u{H…}` after its `\u`: any number of leading zeros, a code point of at most six digits. */
const UNICODE_ESCAPE = /^(?:([0-9a-fA-F]{4})|\{0*([0-9a-fA-F]{1,6})\})/;
/** How far the code is read for one: leading zeros past these are left unread, and the escape refused. */
const MAX_UNICODE_ESCAPE = 64;
/** The one-character escapes of JavaScript strings and templates. */
const SINGLE_ESCAPES = {
    b: '\b',
    f: '\f',
    n: '\n',
    r: '\r',
    t: '\t',
    v: '\v',
    '"': '"',
    "'": "'",
    '\\': '\\',
};
/**
 * `text` as a template literal's text writes it: `\`, `` ` `` and `$` escaped, so it can neither end the literal nor
 * open a `${…}` whatever follows it, and JavaScript reads it back as `text`.
 */
function templateText(text) {
    return text.replace(/[\\`$]/g, '\\$&');
}


/***/ }),

/***/ 5151:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dc: () => (/* binding */ member),
/* harmony export */   GO: () => (/* binding */ escapeJson),
/* harmony export */   I: () => (/* binding */ jsonString),
/* harmony export */   Iy: () => (/* binding */ escapedOffsets),
/* harmony export */   KX: () => (/* binding */ MAX_JSON_DEPTH),
/* harmony export */   Nw: () => (/* binding */ pageJsonString),
/* harmony export */   cF: () => (/* binding */ escapedCursor),
/* harmony export */   qF: () => (/* binding */ parseJson)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _offsets_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1630);


const OTHER = { kind: 'other' };
/**
 * How deep arrays and objects may nest in a value {@link parseJson} reads (a payload's React tree nests two levels an
 * element): deeper is taken for no JSON, so neither the reader nor the walks over its nodes run out of stack.
 */
const MAX_JSON_DEPTH = 1024;
/**
 * A string body's escapes, each read whole (so `\\x` is an escaped backslash and an `x`), and what JSON's grammar
 * refuses: a control character, or a backslash that starts no escape (group 1).
 */
// eslint-disable-next-line no-control-regex -- JSON refuses these characters unescaped in a string
const STRING_BODY_PART = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})|([\x00-\x1f]|\\)/g;
/** Whether a string body breaks JSON's grammar. */
function badStringBody(body) {
    for (const match of body.matchAll(STRING_BODY_PART))
        if (match[1] !== undefined)
            return true;
    return false;
}
/**
 * Parses the JSON value at `s[from]` (RFC 8259, white space allowed around it) that ends before `to`.
 * @returns the value, or undefined when `s[from, to)` does not start with one (a string with an invalid escape, or
 *   nesting deeper than {@link MAX_JSON_DEPTH}, included), so {@link jsonString} never throws on its strings
 */
function parseJson(s, from, to) {
    let i = from;
    let depth = 0;
    const space = () => {
        while (i < to && (s[i] === ' ' || s[i] === '\t' || s[i] === '\n' || s[i] === '\r'))
            i++;
    };
    const fail = () => {
        throw new SyntaxError('not JSON');
    };
    const string = () => {
        const start = ++i;
        for (;;) {
            const quote = s.indexOf('"', i);
            if (quote < 0 || quote >= to)
                return fail();
            let backslashes = 0;
            while (s[quote - 1 - backslashes] === '\\')
                backslashes++;
            i = quote + 1;
            if (backslashes % 2 !== 0)
                continue;
            if (badStringBody(s.slice(start, quote)))
                return fail();
            return { kind: 'string', start, end: quote };
        }
    };
    const value = () => {
        space();
        const c = s[i];
        if (c === '"')
            return string();
        if (c === '[' || c === '{') {
            if (++depth > MAX_JSON_DEPTH)
                return fail();
            const node = container(c);
            depth--;
            return node;
        }
        const literal = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;
        literal.lastIndex = i;
        if (!literal.test(s) || literal.lastIndex > to)
            return fail();
        i = literal.lastIndex;
        return OTHER;
    };
    const container = (c) => {
        if (c === '[') {
            const start = i++;
            const items = [];
            space();
            if (s[i] === ']') {
                i++;
                return { kind: 'array', items, start, end: i };
            }
            for (;;) {
                items.push(value());
                space();
                if (s[i] === ',')
                    i++;
                else if (s[i] === ']') {
                    i++;
                    return { kind: 'array', items, start, end: i };
                }
                else
                    return fail();
            }
        }
        i++;
        const keys = [];
        const values = [];
        space();
        if (s[i] === '}') {
            i++;
            return { kind: 'object', keys, values };
        }
        for (;;) {
            space();
            if (s[i] !== '"')
                return fail();
            keys.push(jsonString(s, string()));
            space();
            if (s[i++] !== ':')
                return fail();
            values.push(value());
            space();
            if (s[i] === ',')
                i++;
            else if (s[i] === '}') {
                i++;
                return { kind: 'object', keys, values };
            }
            else
                return fail();
        }
    };
    try {
        return value();
    }
    catch (error) {
        if (error instanceof SyntaxError)
            return undefined;
        throw error;
    }
}
/** The text of a string node. */
function jsonString(s, node) {
    const raw = s.slice(node.start, node.end);
    return raw.includes('\\') ? JSON.parse(`"${raw}"`) : raw;
}
/** The members of an object node by name (the first of duplicate names, unlike `JSON.parse`: rare enough). */
function member(node, name) {
    if (node?.kind !== 'object')
        return undefined;
    const k = node.keys.indexOf(name);
    return k < 0 ? undefined : node.values[k];
}
/**
 * Where in the escaped body `s[start, end)` of a JSON string each of `positions` of its text falls.
 * @param positions offsets in the string's text (UTF-16 units), ascending; the text's length maps to `end`
 * @param utf8 `s` holds bytes (a Latin-1 string of a UTF-8 file): a multi-byte character counts as the UTF-16 units
 *   it decodes to, and a byte of no valid sequence as one (the `~` of `utf8View`); otherwise `s` holds characters, or
 *   the bytes of a charset that gives one character per byte
 * @returns the offsets in `s`, one per position
 */
function escapedOffsets(s, start, end, positions, utf8 = false) {
    const at = escapedCursor(s, start, end, utf8);
    return positions.map(at);
}
/**
 * {@link escapedOffsets} one position at a time, each scan going on from the last one's place, so that mapping every
 * edit of a long string costs one pass over it (the inline payload's chunks, `rsc.ts`).
 * @returns where a position of the text falls in `s`; call it with positions that never decrease
 */
function escapedCursor(s, start, end, utf8 = false) {
    let unit = 0;
    let i = start;
    const byteAt = (k) => s.charCodeAt(k);
    return (position) => {
        while (unit < position && i < end) {
            const c = s.charCodeAt(i);
            if (c === 92 /* \ */) {
                i += s[i + 1] === 'u' ? 6 : 2;
                unit += 1;
            }
            else if (utf8 && c >= 0x80) {
                // A byte of no valid sequence is one character, as `utf8View` reads it: a lead byte alone never skips the
                // bytes after it.
                const length = (0,_offsets_js__WEBPACK_IMPORTED_MODULE_1__/* .utf8SequenceLength */ .vg)(byteAt, i, end);
                i += length || 1;
                unit += length === 4 ? 2 : 1;
            }
            else {
                i += 1;
                unit += 1;
            }
        }
        return Math.min(i, end);
    };
}
/** `text` as the body of a JSON string. */
function escapeJson(text) {
    return JSON.stringify(text).slice(1, -1);
}
/**
 * Reads the body of a JSON string written in a page (quotes excluded) in the page's encoding, so that each of its
 * characters has the place a byte-offset edit needs: in a UTF-8 page through `utf8View` (a byte of no UTF-8 sequence
 * is one `~`, as `.txt` payloads are read: offsets never drift, issue 44 review finding 1); in another charset as a
 * browser decodes it (WHATWG Encoding, `TextDecoder`), exact when each byte is one character.
 * @param body the string's body, as written (escapes kept)
 * @param encoding the page's encoding (`charset.ts` `pageEncoding`): a label `TextDecoder` takes
 * @returns the text and its mapping, or undefined when the body is no JSON string's
 */
function pageJsonString(body, encoding) {
    let written;
    let cursor = 'utf8';
    let invalid = [];
    if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isAscii)(body))
        written = body.toString('latin1');
    else if (encoding === 'utf-8')
        ({ text: written, invalid } = (0,_offsets_js__WEBPACK_IMPORTED_MODULE_1__/* .utf8View */ .xh)(body));
    else {
        written = new TextDecoder(encoding).decode(body);
        // No sequence of WHATWG Encoding's decoders gives more UTF-16 units than it has bytes, so as many units as bytes
        // means every byte counts as one.
        cursor = written.length === body.length ? 'bytes' : undefined;
    }
    // Without an escape, a quote or a control character the body is its own text: JSON.parse would only copy it.
    if (!JSON_SPECIAL.test(written))
        return { text: written, cursor, invalid };
    try {
        return { text: JSON.parse(`"${written}"`), cursor, invalid };
    }
    catch {
        return undefined;
    }
}
/** What a JSON string's body must escape, and the escape itself (RFC 8259 section 7). */
// eslint-disable-next-line no-control-regex -- the controls a JSON string must escape
const JSON_SPECIAL = /["\\\u0000-\u001f]/;


/***/ }),

/***/ 1630:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WX: () => (/* binding */ utf8Offsets),
/* harmony export */   _y: () => (/* binding */ advanceBytes),
/* harmony export */   vg: () => (/* binding */ utf8SequenceLength),
/* harmony export */   xh: () => (/* binding */ utf8View)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);

/**
 * Offsets in UTF-16 units (a JavaScript string's) and in UTF-8 bytes (a file's) of the same text: the rebase reads
 * RSC payloads as strings and edits files by byte offsets.
 */
/** Each of `positions` (UTF-16 offsets in `s`, ascending) as a UTF-8 byte offset. */
function utf8Offsets(s, positions) {
    const out = [];
    let i = 0;
    let bytes = 0;
    for (const position of positions) {
        for (; i < position; i++) {
            const c = s.charCodeAt(i);
            if (c < 0x80)
                bytes += 1;
            else if (c < 0x800)
                bytes += 2;
            else if (c >= 0xd800 && c < 0xdc00 && i + 1 < s.length) {
                // A surrogate pair: one character of four bytes.
                bytes += 4;
                i++;
            }
            else
                bytes += 3;
        }
        out.push(bytes);
    }
    return out;
}
/** The UTF-16 offset in `s` after `bytes` UTF-8 bytes from `from` (an RSC text row's length counts bytes). */
function advanceBytes(s, from, bytes) {
    let i = from;
    let n = 0;
    while (n < bytes && i < s.length) {
        const c = s.charCodeAt(i);
        if (c < 0x80)
            n += 1;
        else if (c < 0x800)
            n += 2;
        else if (c >= 0xd800 && c < 0xdc00) {
            n += 4;
            i++;
        }
        else
            n += 3;
        i++;
    }
    return i;
}
/** The byte that stands for a byte of no valid UTF-8 sequence in {@link utf8View}: `~`, not a space or a quote. */
const STAND_IN = 0x7e;
/**
 * `bytes` decoded as UTF-8, each byte that is part of no valid sequence read as `~`, so that the text has one UTF-8
 * byte where the file has one: byte offsets and byte counts (an RSC text row's length) are the same in both. `~` is no
 * white space, quote, bracket or row syntax, so it reads as the U+FFFD a browser decodes there does. Valid UTF-8
 * (what Next.js writes) is decoded as it is.
 * @returns the text, and the byte offsets of the bytes read as `~`, ascending
 */
function utf8View(bytes) {
    if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(bytes))
        return { text: bytes.toString('utf8'), invalid: [] };
    const invalid = [];
    const view = Buffer.from(bytes);
    for (let i = 0; i < bytes.length;) {
        const length = utf8SequenceLength((k) => bytes[k], i, bytes.length);
        if (length > 0)
            i += length;
        else {
            invalid.push(i);
            view[i++] = STAND_IN;
        }
    }
    return { text: view.toString('utf8'), invalid };
}
/**
 * The bytes a second byte may take after each lead byte that starts a sequence of three or four (Unicode's table 3-7:
 * no overlong forms, surrogates or code points past U+10FFFF); any other continuation byte is 0x80 to 0xBF.
 */
const SECOND_BYTE = {
    0xe0: [0xa0, 0xbf],
    0xed: [0x80, 0x9f],
    0xf0: [0x90, 0xbf],
    0xf4: [0x80, 0x8f],
};
/**
 * The length in bytes of the valid UTF-8 sequence at byte `i` (Unicode's table 3-7), or 0 when none starts there: the
 * one test of a sequence, for {@link utf8View} and for the JSON cursor over a page's bytes (`json-offsets.ts`), so both
 * count a byte of no sequence as one character.
 * @param byteAt the byte at an offset below `end` (0 to 255)
 * @param end where the bytes end: a sequence cut there is none
 */
function utf8SequenceLength(byteAt, i, end) {
    const lead = byteAt(i);
    if (lead < 0x80)
        return 1;
    let length = 0;
    if (lead >= 0xc2 && lead <= 0xdf)
        length = 2;
    else if (lead >= 0xe0 && lead <= 0xef)
        length = 3;
    else if (lead >= 0xf0 && lead <= 0xf4)
        length = 4;
    if (length === 0 || i + length > end)
        return 0;
    const [low, high] = SECOND_BYTE[lead] ?? [0x80, 0xbf];
    const second = byteAt(i + 1);
    if (second < low || second > high)
        return 0;
    for (let k = 2; k < length; k++) {
        const next = byteAt(i + k);
        if (next < 0x80 || next > 0xbf)
            return 0;
    }
    return length;
}


/***/ }),

/***/ 5330:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ srcsetRanges),
/* harmony export */   r: () => (/* binding */ srcsetUrls)
/* harmony export */ });
/**
 * The URLs of a `srcset` (or `imagesrcset`) attribute, split as the WHATWG HTML standard's
 * "parse a srcset attribute" does (https://html.spec.whatwg.org/multipage/images.html#parsing-a-srcset-attribute):
 * a candidate's URL runs to the next white space, so a comma inside a URL belongs to it; trailing commas
 * end the candidate; descriptors run to the next comma outside parentheses.
 * @returns each candidate's URL, in order; invalid descriptors do not drop a URL (a missing file still matters)
 */
function srcsetUrls(value) {
    return srcsetRanges(value).map(({ start, end }) => value.slice(start, end));
}
/**
 * Where each candidate URL of a `srcset` lies in `value`, split by the same WHATWG rules as {@link srcsetUrls}
 * (the rebase edits URLs in place, `site/rebase/rebase-html.ts`): `[start, end)` offsets, in order.
 */
function srcsetRanges(value) {
    const ranges = [];
    const n = value.length;
    let i = 0;
    const isSpace = (c) => c === ' ' || c === '\t' || c === '\n' || c === '\f' || c === '\r';
    while (i < n) {
        while (i < n && (isSpace(value[i]) || value[i] === ','))
            i++;
        if (i >= n)
            break;
        const start = i;
        while (i < n && !isSpace(value[i]))
            i++;
        let end = i;
        if (value[end - 1] === ',') {
            while (end > start && value[end - 1] === ',')
                end--;
        }
        else {
            let inParens = false;
            for (; i < n; i++) {
                const c = value[i];
                if (c === '(')
                    inParens = true;
                else if (c === ')')
                    inParens = false;
                else if (c === ',' && !inParens) {
                    i++;
                    break;
                }
            }
        }
        if (end > start)
            ranges.push({ start, end });
    }
    return ranges;
}


/***/ }),

/***/ 1436:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $r: () => (/* binding */ OWN_ADDRESS_METAS),
/* harmony export */   X5: () => (/* binding */ LOADED_RELS),
/* harmony export */   ZK: () => (/* binding */ LOADED_METAS),
/* harmony export */   eb: () => (/* binding */ CONNECT_RELS),
/* harmony export */   ec: () => (/* binding */ HREF_TAGS),
/* harmony export */   rM: () => (/* binding */ URL_METAS)
/* harmony export */ });
/**
 * Where HTML holds URLs beyond the attributes every element reads: one list for the HTML rebase (`rebase-html.ts`)
 * and the RSC rebase (`rsc.ts`), which meets the same elements as React props.
 */
/** Elements whose `href` is a URL the page links to or loads (`base` names a folder). */
const HREF_TAGS = new Set(['a', 'area', 'link', 'base', 'use', 'image']);
/** `link rel` values whose `href` only names an origin to connect to: left, as on the root. */
const CONNECT_RELS = new Set(['preconnect', 'dns-prefetch']);
/** `meta` names and properties whose `content` is a URL of the site (issue 21: when on the site's own origin). */
const URL_METAS = new Set([
    'og:url',
    'og:image',
    'og:image:url',
    'og:image:secure_url',
    'og:video',
    'og:audio',
    'twitter:image',
    'twitter:image:src',
    'twitter:url',
]);
/**
 * `meta` names whose `content` is a file the browser loads for the page (issue 38 "`content` where a page loads it"):
 * Windows' tile images and `browserconfig.xml`, which a browser fetches when the site is pinned. Read as assets: the
 * rebase gives them the base path, verification checks them, `external-assets` fetches them.
 */
const LOADED_METAS = new Set([
    'msapplication-tileimage',
    'msapplication-square70x70logo',
    'msapplication-square150x150logo',
    'msapplication-wide310x150logo',
    'msapplication-square310x310logo',
    'msapplication-config',
]);
/** `meta` names and properties (of {@link URL_METAS}) whose `content` is the page's own address, like canonical. */
const OWN_ADDRESS_METAS = new Set(['og:url', 'twitter:url']);
/**
 * `link rel` values whose `href` the page loads: verification's (`verify/html.ts`), the HTML and RSC readers' (which
 * the external-assets bundler tells loaded URLs from links by).
 */
const LOADED_RELS = new Set([
    'stylesheet',
    'preload',
    'modulepreload',
    'icon',
    'shortcut',
    'apple-touch-icon',
    'mask-icon',
    'manifest',
    'prefetch',
]);


/***/ })

};

//# sourceMappingURL=846.index.js.map