import { walkCode } from '../../web/js-code.ts';
import { urlEditAt, type BasePath, type Edit } from './rebase-url.ts';

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

/** A link or image member of compiled JSX props, `href: "/x"` or `src: '/x'`, with no escape in its value. */
const URL_MEMBER = /(?<![\w$.])(href|src)\s*:\s*(["'])([^"'\\\n]*)\2/y;

/** The JSX runtime's functions as compiled MDX names them (`jsx: _jsx`, `jsxs: _jsxs`, `jsxDEV: _jsxDEV`). */
const JSX_CALLEE = /_jsx(?:s|DEV)?(?![\w$])/y;

/**
 * The edits that rebase compiled MDX: the `href:`/`src:` members of the props objects it passes to `_jsx`, which its
 * client renders as links and images; a member of an object nested in props (a component's data, `example: {href:
 * "/orders/1"}`) only when it names a file or page of the site (`base.has`), as the RSC payload's data is rebased
 * ({@link mdxUrlMembers}).
 * @param code the compiled code, as a Latin-1 string of its UTF-8 bytes (its syntax is ASCII)
 * @returns edits in offsets of `code`; none when it is not compiled MDX
 */
export function mdxEdits(code: string, base: BasePath): Edit[] {
  const edits: Edit[] = [];
  mdxUrlMembers(code, (value, at, _key, data) => {
    if (data && !(value.startsWith('/') && base.has?.(value))) return;
    const edit = urlEditAt(value, at, base);
    if (edit) edits.push(edit);
  });
  return edits;
}

/** What encloses a position of compiled code: a `_jsx(…)` call's arguments, the props object it is passed, other. */
const OTHER = 0;
const JSX_CALL = 1;
const PROPS = 2;

/**
 * Finds the `href:`/`src:` members in compiled MDX: those of the props objects it passes to `_jsx`/`_jsxs`/`_jsxDEV`
 * (the second argument), which its client renders as links and images, and those of any other object (`data`: a
 * component's data, as `example: {href: "/orders/1"}` in `_jsx(ResponseField, {example: …})`, which is text it shows
 * unless it names the site's own file). What the rebase changes ({@link mdxEdits}) and verification reads (`rsc.ts`'s
 * `rscUrls`, issue 37 item 5). Code in the page (a code block's text) is a string literal of the compiled code:
 * string, template and regular expression literals and comments are skipped ({@link walkCode}), so text that looks
 * like a member is never taken for one, and a member in a template's `${…}` is still read.
 * @param code the compiled code (its syntax is ASCII: a Latin-1 string of its bytes, or the decoded text)
 * @param visit told of each member's value (no escape in it), the offset in `code` where it starts, its key, and
 *   whether it is data (not a member of a `_jsx` call's props); nothing when `code` is not compiled MDX
 */
export function mdxUrlMembers(
  code: string,
  visit: (value: string, at: number, key: 'href' | 'src', data: boolean) => void,
): void {
  if (!isCompiledMdx(code)) return;
  /** The open brackets, parentheses and braces around the position, and the commas read at each one's level. */
  const frames: number[] = [];
  const commas: number[] = [];
  /** Whether the token before is a `_jsx` callee, so a `(` opens its arguments. */
  let callee = false;
  walkCode(code, (at) => {
    const c = code.charCodeAt(at);
    const open = callee;
    callee = false;
    if (c === 0x28 || c === 0x5b || c === 0x7b) {
      // `_jsx(type, {…})`: the object that opens after the call's first comma is its props.
      const top = frames.length - 1;
      let frame = OTHER;
      if (c === 0x28 && open) frame = JSX_CALL;
      else if (c === 0x7b && frames[top] === JSX_CALL && commas[top] === 1) frame = PROPS;
      frames.push(frame);
      commas.push(0);
      return undefined;
    }
    if (c === 0x29 || c === 0x5d || c === 0x7d) {
      frames.pop();
      commas.pop();
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
    if (c !== 0x68 && c !== 0x73) return undefined;
    URL_MEMBER.lastIndex = at;
    const member = URL_MEMBER.exec(code);
    if (!member) return undefined;
    const value = member[3]!;
    const data = frames.at(-1) !== PROPS;
    visit(value, URL_MEMBER.lastIndex - 1 - value.length, member[1] as 'href' | 'src', data);
    return URL_MEMBER.lastIndex;
  });
}
