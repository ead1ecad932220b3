import { tokenizer, TokenType } from '@csstools/css-tokenizer';

/** Functions whose bare strings are URLs (CSS Images 4 `image-set()`, with its prefixed form). */
const IMAGE_SETS = new Set(['image-set', '-webkit-image-set']);

/**
 * The URLs a stylesheet (or a `style` attribute's declarations) loads: every `url(…)` (bare or quoted), every
 * `@import "…"` and every string in an `image-set()`, read with `@csstools/css-tokenizer` (CSS Syntax Level 3),
 * so comments, escapes and strings are handled as browsers do. Values are unescaped; empty ones are dropped.
 */
export function cssUrls(css: string): string[] {
  const urls: string[] = [];
  const t = tokenizer({ css });
  // Whether the previous significant token opened `url(` or `@import`, so the next string is a URL.
  let expectString = false;
  /** Open blocks and functions, innermost last: whether each is an image-set(). */
  const open: boolean[] = [];
  while (!t.endOfFile()) {
    const token = t.nextToken();
    const type = token[0];
    if (type === TokenType.Whitespace || type === TokenType.Comment) continue;
    if (type === TokenType.URL) {
      push(urls, token[4].value);
      expectString = false;
    } else if (type === TokenType.String) {
      if (expectString || open[open.length - 1] === true) push(urls, token[4].value);
      expectString = false;
    } else if (type === TokenType.Function) {
      const name = token[4].value.toLowerCase();
      expectString = name === 'url' || name === 'src';
      open.push(IMAGE_SETS.has(name));
    } else if (type === TokenType.OpenParen) {
      open.push(false);
      expectString = false;
    } else if (type === TokenType.CloseParen) {
      open.pop();
      expectString = false;
    } else if (type === TokenType.AtKeyword) {
      expectString = token[4].value.toLowerCase() === 'import';
    } else {
      expectString = false;
    }
  }
  return urls;
}

function push(urls: string[], value: string): void {
  const trimmed = value.trim();
  if (trimmed) urls.push(trimmed);
}
