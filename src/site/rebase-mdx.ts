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
const URL_MEMBER = /(?<![\w$.])(?:href|src)\s*:\s*(["'])([^"'\\\n]*)\1/y;

/**
 * The edits that rebase compiled MDX: the `href:`/`src:` members of the props objects it passes to `_jsx`, which its
 * client renders as links and images. Code in the page (a code block's text) is a string literal of the compiled code:
 * string and template literals and comments are skipped, so text that looks like a member is never changed. A regular
 * expression literal is not told from a division (compiled MDX writes none).
 * @param code the compiled code, as a Latin-1 string of its UTF-8 bytes (its syntax is ASCII)
 * @returns edits in offsets of `code`; none when it is not compiled MDX
 */
export function mdxEdits(code: string, base: BasePath): Edit[] {
  if (!isCompiledMdx(code)) return [];
  const edits: Edit[] = [];
  let i = 0;
  while (i < code.length) {
    const c = code[i]!;
    if (c === '"' || c === "'" || c === '`') {
      i = literalEnd(code, i);
      continue;
    }
    if (c === '/' && code[i + 1] === '/') {
      const newline = code.indexOf('\n', i);
      i = newline < 0 ? code.length : newline;
      continue;
    }
    if (c === '/' && code[i + 1] === '*') {
      const close = code.indexOf('*/', i + 2);
      i = close < 0 ? code.length : close + 2;
      continue;
    }
    if (c === 'h' || c === 's') {
      URL_MEMBER.lastIndex = i;
      const member = URL_MEMBER.exec(code);
      if (member) {
        const value = member[2]!;
        const edit = urlEditAt(value, URL_MEMBER.lastIndex - 1 - value.length, base);
        if (edit) edits.push(edit);
        i = URL_MEMBER.lastIndex;
        continue;
      }
    }
    i++;
  }
  return edits;
}

/** Where the string or template literal opening at `at` ends (after its quote; a template's `${}` is in it). */
function literalEnd(code: string, at: number): number {
  const quote = code[at]!;
  let i = at + 1;
  while (i < code.length) {
    const c = code[i]!;
    if (c === '\\') i += 2;
    else if (c === quote) return i + 1;
    else if (c === '\n' && quote !== '`') return i;
    else i++;
  }
  return i;
}
