import { walkCode } from './js-code.ts';
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

/**
 * The edits that rebase compiled MDX: the `href:`/`src:` members of the props objects it passes to `_jsx`, which its
 * client renders as links and images ({@link mdxUrlMembers}).
 * @param code the compiled code, as a Latin-1 string of its UTF-8 bytes (its syntax is ASCII)
 * @returns edits in offsets of `code`; none when it is not compiled MDX
 */
export function mdxEdits(code: string, base: BasePath): Edit[] {
  const edits: Edit[] = [];
  mdxUrlMembers(code, (value, at) => {
    const edit = urlEditAt(value, at, base);
    if (edit) edits.push(edit);
  });
  return edits;
}

/**
 * Finds the `href:`/`src:` members of the props objects compiled MDX passes to `_jsx`, which its client renders as
 * links and images: what the rebase changes ({@link mdxEdits}) and verification reads (`rsc.ts`'s `rscUrls`, issue
 * 37 item 5). Code in the page (a code block's text) is a string literal of the compiled code: string, template and
 * regular expression literals and comments are skipped ({@link walkCode}), so text that looks like a member is never
 * taken for one, and a member in a template's `${…}` is still read.
 * @param code the compiled code (its syntax is ASCII: a Latin-1 string of its bytes, or the decoded text)
 * @param visit told of each member's value (no escape in it), the offset in `code` where it starts, and its key;
 *   nothing when `code` is not compiled MDX
 */
export function mdxUrlMembers(code: string, visit: (value: string, at: number, key: 'href' | 'src') => void): void {
  if (!isCompiledMdx(code)) return;
  walkCode(code, (at) => {
    const c = code.charCodeAt(at);
    if (c !== 0x68 && c !== 0x73) return undefined;
    URL_MEMBER.lastIndex = at;
    const member = URL_MEMBER.exec(code);
    if (!member) return undefined;
    const value = member[3]!;
    visit(value, URL_MEMBER.lastIndex - 1 - value.length, member[1] as 'href' | 'src');
    return URL_MEMBER.lastIndex;
  });
}
