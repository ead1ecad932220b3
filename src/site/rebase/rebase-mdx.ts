import { fixedTemplate, templateText, walkCode } from '../../web/js-code.ts';
import { srcsetRanges } from '../../web/srcset.ts';
import { rebaseUrl, type BasePath, type Edit } from './rebase-url.ts';

/**
 * MDX compiled to a function body, as `@mdx-js/mdx` writes it with `outputFormat: 'function-body'` (what
 * `@mintlify/mdx`'s `serialize` passes to its client, issue 37 item 3): it starts by taking the JSX runtime from
 * `arguments[0]`.
 */
const COMPILED_MDX = /^\s*(?:(["'])use strict\1;?\s*)?const\s*\{[^}]*\}\s*=\s*arguments\[0\]/;

/** Whether a string is compiled MDX ({@link mdxEdits} reads it). */
export function isCompiledMdx(text: string): boolean {
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
export function mdxEdits(code: string, base: BasePath): Edit[] {
  const edits: Edit[] = [];
  mdxUrlMembers(code, (member) => {
    if (member.data && !(member.value.startsWith('/') && base.has?.(member.value))) return;
    const edit = rebaseUrl(member.value, base);
    if (!edit) return;
    const text = member.quote === '`' ? templateText(edit.insert) : edit.insert;
    edits.push({ start: member.at(edit.at), end: member.at(edit.at + edit.remove), text });
  });
  return edits;
}

/**
 * A URL member of compiled MDX whose value is a fixed string ({@link mdxUrlMembers}): `href` a link; `src`, `poster`,
 * `srcSet` (one member a candidate) and `data` (an `<object>`'s) what the element loads.
 */
export interface MdxMember {
  key: 'href' | 'src' | 'poster' | 'srcSet' | 'data';
  /** Its value as JavaScript reads it: a template literal's escapes decoded; a `srcSet` candidate's URL. */
  value: string;
  /** Whether it is a component's data, not a member of a `_jsx` call's props (an `href` or `src` only). */
  data: boolean;
  /** The quote its literal is written in: what text written into it must be escaped for. */
  quote: '"' | "'" | '`';
  /** Where the `k`-th UTF-16 unit of `value` is written in the code, for `k` from 0 to `value.length` (its quote). */
  at: (k: number) => number;
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
export function mdxUrlMembers(
  code: string,
  visit: (member: MdxMember) => void,
  expression?: (written: string, data: boolean) => void,
): void {
  if (!isCompiledMdx(code)) return;
  /** The open brackets, parentheses and braces around the position, and the commas read at each one's level. */
  const frames: number[] = [];
  const commas: number[] = [];
  /** For each frame, whether it is the arguments of a `_jsx` call of an `<object>` ({@link OBJECT_CALL}). */
  const objects: boolean[] = [];
  /** Whether the token before is a `_jsx` callee, so a `(` opens its arguments. */
  let callee = false;
  /** Members whose template has a `${…}`, by where the template opens: where the member starts, and whether data. */
  const open = new Map<number, { at: number; data: boolean }>();
  const templates = (start: number, end: number): void => {
    const member = open.get(start);
    if (!member) return;
    open.delete(start);
    expression?.(code.slice(member.at, end), member.data);
  };
  walkCode(
    code,
    (at) => {
      const c = code.charCodeAt(at);
      const opens = callee;
      callee = false;
      if (c === 0x28 || c === 0x5b || c === 0x7b) {
        // `_jsx(type, {…})`: the object that opens after the call's first comma is its props.
        const top = frames.length - 1;
        let frame = OTHER;
        if (c === 0x28 && opens) frame = JSX_CALL;
        else if (c === 0x7b && frames[top] === JSX_CALL && commas[top] === 1) frame = PROPS;
        frames.push(frame);
        commas.push(0);
        if (frame === JSX_CALL) OBJECT_CALL.lastIndex = at;
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
        if (commas.length > 0) commas[commas.length - 1]!++;
        return undefined;
      }
      if (c === 0x5f && code.charCodeAt(at - 1) !== 0x2e) {
        JSX_CALLEE.lastIndex = at;
        callee = JSX_CALLEE.test(code);
        return undefined;
      }
      // h(ref), s(rc, rcSet), p(oster), d(ata)
      if (c !== 0x68 && c !== 0x73 && c !== 0x70 && c !== 0x64) return undefined;
      URL_MEMBER.lastIndex = at;
      const member = URL_MEMBER.exec(code);
      if (!member) return undefined;
      const key = (member[1] === 'srcset' ? 'srcSet' : member[1]) as MdxMember['key'];
      const data = frames.at(-1) !== PROPS;
      // A component's data is read at `href` and `src` only, as the payload's (`rsc.ts`); `data:` loads on an <object>.
      if (data ? key !== 'href' && key !== 'src' : key === 'data' && !objects.at(-2)) return undefined;
      const found = (value: string, quote: MdxMember['quote'], at: (k: number) => number): void => {
        if (key !== 'srcSet') return visit({ key, value, data, quote, at });
        for (const range of srcsetRanges(value))
          visit({ key, value: value.slice(range.start, range.end), data, quote, at: (k) => at(range.start + k) });
      };
      const quote = member[2] as '"' | "'" | undefined;
      if (quote) {
        const value = member[3]!;
        const start = URL_MEMBER.lastIndex - 1 - value.length;
        found(value, quote, (k) => start + k);
        return URL_MEMBER.lastIndex;
      }
      const tick = URL_MEMBER.lastIndex - 1;
      const template = fixedTemplate(code, tick);
      if (template === 'substitution') open.set(tick, { at, data });
      if (typeof template !== 'object') return undefined;
      found(template.value, '`', template.at);
      return template.end;
    },
    templates,
  );
}
