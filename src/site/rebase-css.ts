import { tokenizer, TokenType } from '@csstools/css-tokenizer';
import { urlEditAt, type BasePath, type Edit } from './rebase-url.ts';

/** Functions whose string arguments are URLs (`image-set("/a.png" 1x)`), besides `url()` and `src()`. */
const URL_FUNCTIONS = new Set(['url', 'src', 'image-set', '-webkit-image-set']);

/**
 * The edits that rebase a stylesheet (a CSS file, an inline `<style>`, or a `style=""` value): every `url(…)` bare or
 * quoted, `@import "…"`, and the strings of `image-set()`. Read with `@csstools/css-tokenizer`, the tokenizer
 * verification uses (`verify/css.ts`), so comments and strings are told apart as browsers do.
 * @param css the stylesheet as a Latin-1 string of its bytes, so that offsets are byte offsets
 * @param offset where `css` starts in the file, added to every edit
 */
export function cssEdits(css: string, base: BasePath, offset = 0): Edit[] {
  return cssUrlEdits(css, (raw, start) => urlEditAt(raw, start, base), offset);
}

/**
 * The edits `edit` makes to each URL of a stylesheet, found as {@link cssEdits} finds them: the one reader of URL
 * positions in CSS, for the rebase and for the external-assets bundler (`external/tree.ts`).
 * @param edit the edit for a URL as written (trimmed) at byte `start` of the file, or undefined to leave it; `imported`
 * when it is an `@import`'s
 */
export function cssUrlEdits(
  css: string,
  edit: (raw: string, start: number, imported: boolean) => Edit | undefined,
  offset = 0,
): Edit[] {
  const edits: Edit[] = [];
  const t = tokenizer({ css });
  /** The names of the functions open around the current token (`''` for a plain parenthesis). */
  const open: string[] = [];
  let afterImport = false;
  /** Within an `@import` rule (to its `;`): its first URL is the imported stylesheet's, however it is written. */
  let inImport = false;
  const add = (raw: string, start: number): void => {
    const made = edit(raw.trimEnd(), offset + start, inImport);
    inImport = false;
    if (made) edits.push(made);
  };
  while (!t.endOfFile()) {
    const token = t.nextToken();
    const type = token[0];
    if (type === TokenType.Whitespace || type === TokenType.Comment) continue;
    if (type === TokenType.URL) {
      // `url(  /a.png  )`: the value starts after `url(` and any white space; an escaped value is left alone.
      const representation = token[1];
      const inner = representation.indexOf('(') + 1;
      const skip = representation.slice(inner).search(/\S/);
      add(representation.slice(inner + skip, -1).trimEnd(), token[2] + inner + skip);
    } else if (type === TokenType.String) {
      if (afterImport || URL_FUNCTIONS.has(open[open.length - 1] ?? '')) add(token[1].slice(1, -1), token[2] + 1);
    } else if (type === TokenType.Function) {
      open.push(token[4].value.toLowerCase());
    } else if (type === TokenType.OpenParen) {
      open.push('');
    } else if (type === TokenType.CloseParen) {
      open.pop();
    }
    afterImport = type === TokenType.AtKeyword && token[4].value.toLowerCase() === 'import';
    if (afterImport) inImport = true;
    else if (type === TokenType.Semicolon) inImport = false;
  }
  return edits;
}
