/**
 * Where JavaScript source is code, for the rebases that edit a script's own statements or props (Next's runtime
 * paths, compiled MDX) and never the same characters as text (issue 37): a code sample in a string, a template or a
 * comment, or a pattern in a regular expression literal, stays byte for byte.
 */

/**
 * A visitor of code positions: returns where the walk goes on after a match it consumed (a match that ends with a
 * string literal, which must then not be read again), or undefined to go on as usual.
 */
export type CodeVisitor = (at: number) => number | undefined;

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
export function walkCode(code: string, visit: CodeVisitor, templates?: (start: number, end: number) => void): void {
  /** Per open `${`: how many `{` are open inside it. */
  const substitutions: number[] = [];
  /** Where each template literal whose text has not ended yet opened: one more than `substitutions` while in text. */
  const openTemplates: number[] = [];
  let regexAllowed = true;
  /** One past the start of the word just read, when a `/` after it may open a regular expression; else 0. */
  let word = 0;
  /** How many `(` are open; per open statement head ({@link HEAD_KEYWORDS}), the depth its `(` opened at. */
  let depth = 0;
  const heads: number[] = [];
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
      if (c === 0x7d) substitutions.pop();
      else openTemplates.push(i);
      const end = templateEnd(code, i + 1);
      i = end.at;
      word = 0;
      if (end.substitution) {
        substitutions.push(0);
        regexAllowed = true;
      } else {
        regexAllowed = false;
        const start = openTemplates.pop()!;
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
      while (end < n && isWordCode(code.charCodeAt(end))) end++;
      // Whether the word is a keyword is asked only when a `/` follows.
      regexAllowed = false;
      word = code.charCodeAt(i - 1) === 0x2e ? 0 : i + 1;
      i = end;
      continue;
    }
    if (substitutions.length > 0) {
      if (c === 0x7b) substitutions[substitutions.length - 1]!++;
      else if (c === 0x7d) substitutions[substitutions.length - 1]!--;
    }
    if (c === 0x28) {
      depth++;
      if (word > 0 && heads.length < MAX_OPEN_HEADS && wordBefore(code, word, i, HEAD_KEYWORDS)) heads.push(depth);
    }
    // After `)`, `]` or a postfix `++`/`--` (`i++ / 2`) a `/` divides; after the `)` of a statement's head, a statement
    // starts.
    let head = false;
    if (c === 0x29) {
      head = heads.at(-1) === depth;
      if (head) heads.pop();
      if (depth > 0) depth--;
    }
    regexAllowed = head || (c !== 0x29 && c !== 0x5d && !((c === 0x2b || c === 0x2d) && postfix(code, i)));
    word = 0;
    i++;
  }
}

/** Whether the word that starts at `word - 1` and ends before the white space up to `at` is one of `keywords`. */
function wordBefore(code: string, word: number, at: number, keywords: ReadonlySet<string>): boolean {
  let end = word;
  while (end < at && isWordCode(code.charCodeAt(end))) end++;
  return keywords.has(code.slice(word - 1, end));
}

/** Whether the `+` or `-` at `at` ends a postfix `++`/`--`: the same sign before it, a value before that. */
function postfix(code: string, at: number): boolean {
  if (code.charCodeAt(at - 1) !== code.charCodeAt(at)) return false;
  const before = code.charCodeAt(at - 2);
  return isWordCode(before) || before === 0x29 || before === 0x5d;
}

/** A letter, digit, `_`, `$`, `#` (a private name) or a non-ASCII byte (of an identifier, in UTF-8). */
function isWordCode(c: number): boolean {
  return (
    (c >= 0x61 && c <= 0x7a) ||
    (c >= 0x41 && c <= 0x5a) ||
    (c >= 0x30 && c <= 0x39) ||
    c === 0x5f ||
    c === 0x24 ||
    c === 0x23 ||
    c >= 0x80
  );
}

/** Where the comment opening at `at` (`//` or `/*`) ends; an unclosed one runs to the end. */
function commentEnd(code: string, at: number): number {
  if (code[at + 1] === '/') {
    const newline = code.indexOf('\n', at);
    return newline < 0 ? code.length : newline;
  }
  const close = code.indexOf('*/', at + 2);
  return close < 0 ? code.length : close + 2;
}

/** Where the string literal opening at `at` ends (after its quote; at a line break when unclosed). */
function stringEnd(code: string, at: number): number {
  const quote = code.charCodeAt(at);
  let i = at + 1;
  while (i < code.length) {
    const c = code.charCodeAt(i);
    if (c === 0x5c) i += 2;
    else if (c === quote) return i + 1;
    else if (c === 0x0a) return i;
    else i++;
  }
  return code.length;
}

/** From `from` in a template's text: where it ends (after its backquote), or where a `${` opens (after it). */
function templateEnd(code: string, from: number): { at: number; substitution: boolean } {
  let i = from;
  while (i < code.length) {
    const c = code.charCodeAt(i);
    if (c === 0x5c) i += 2;
    else if (c === 0x60) return { at: i + 1, substitution: false };
    else if (c === 0x24 && code.charCodeAt(i + 1) === 0x7b) return { at: i + 2, substitution: true };
    else i++;
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
function regexScanner(code: string): (at: number) => number {
  /** Per character, the states scans reached it in: bit 1 outside a class, bit 2 inside one. */
  let reached: Uint8Array | undefined;
  return (at) => {
    reached ??= new Uint8Array(code.length);
    let inClass = false;
    let i = at + 1;
    while (i < code.length) {
      const state = inClass ? 2 : 1;
      if ((reached[i]! & state) !== 0) return 0;
      reached[i]! |= state;
      const c = code.charCodeAt(i);
      if (c === 0x0a || c === 0x0d) return 0;
      if (c === 0x5c) {
        const next = code.charCodeAt(i + 1);
        if (next === 0x0a || next === 0x0d) return 0;
        i += 2;
      } else if (c === 0x5b) {
        inClass = true;
        i++;
      } else if (c === 0x5d) {
        inClass = false;
        i++;
      } else if (c === 0x2f && !inClass) {
        i++;
        while (i < code.length && isWordCode(code.charCodeAt(i))) i++;
        return i;
      } else i++;
    }
    return 0;
  };
}

/** A template literal with no `${…}`, read as JavaScript reads it ({@link fixedTemplate}). */
export interface FixedTemplate {
  /** Its value (the spec's TV): escapes decoded, line continuations dropped, a CR or CRLF in its text read as LF. */
  value: string;
  /**
   * Where the `k`-th UTF-16 unit of `value` is written in the code (the backslash of an escape, both units of a
   * character an escape makes), for `k` from 0 to `value.length` (the closing backquote).
   */
  at: (k: number) => number;
  /** Just after its closing backquote. */
  end: number;
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
export function fixedTemplate(code: string, at: number): FixedTemplate | 'substitution' | undefined {
  let value = '';
  /** Where each unit of `value` is written. */
  const written: number[] = [];
  let i = at + 1;
  while (i < code.length) {
    const c = code.charCodeAt(i);
    if (c === 0x60) {
      written.push(i);
      return { value, at: (k) => written[k]!, end: i + 1 };
    }
    if (c === 0x24 && code.charCodeAt(i + 1) === 0x7b) return 'substitution';
    let text = code[i]!;
    let length = 1;
    if (c === 0x5c) {
      const escape = templateEscape(code, i);
      if (!escape) return undefined;
      ({ text, length } = escape);
    } else if (c === 0x0d) {
      text = '\n';
      if (code.charCodeAt(i + 1) === 0x0a) length = 2;
    }
    value += text;
    for (let k = 0; k < text.length; k++) written.push(i);
    i += length;
  }
  return undefined;
}

/** What JavaScript reads an escape in a template's text as (its backslash at `at`), and its length as written. */
function templateEscape(code: string, at: number): { text: string; length: number } | undefined {
  const next = code[at + 1];
  if (next === undefined) return undefined;
  const single = SINGLE_ESCAPES[next];
  if (single !== undefined) return { text: single, length: 2 };
  if (next === '\r') return { text: '', length: code[at + 2] === '\n' ? 3 : 2 };
  if (next === '\n' || next === '\u2028' || next === '\u2029') return { text: '', length: 2 };
  if (next === '0' && !/[0-9]/.test(code[at + 2] ?? '')) return { text: '\0', length: 2 };
  if (/[0-9]/.test(next)) return undefined;
  const hex = next === 'x' ? /^[0-9a-fA-F]{2}/.exec(code.slice(at + 2, at + 4)) : undefined;
  if (next === 'x') return hex ? { text: String.fromCharCode(parseInt(hex[0], 16)), length: 4 } : undefined;
  if (next === 'u') {
    const unit = UNICODE_ESCAPE.exec(code.slice(at + 2, at + 2 + MAX_UNICODE_ESCAPE));
    if (!unit) return undefined;
    const point = parseInt(unit[1] ?? unit[2]!, 16);
    if (point > 0x10ffff) return undefined;
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
const SINGLE_ESCAPES: Record<string, string> = {
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
export function templateText(text: string): string {
  return text.replace(/[\\`$]/g, '\\$&');
}
