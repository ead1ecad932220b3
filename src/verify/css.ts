import { tokenizer, TokenType } from '@csstools/css-tokenizer';

/**
 * The URLs a stylesheet loads: every `url(…)` (bare or quoted) and every `@import "…"`, read with
 * `@csstools/css-tokenizer` (CSS Syntax Level 3), so comments, escapes and strings are handled as
 * browsers do. Values are unescaped; empty ones are dropped.
 */
export function cssUrls(css: string): string[] {
  const urls: string[] = [];
  const t = tokenizer({ css });
  // Whether the previous significant token opened `url(` or `@import`, so the next string is a URL.
  let expectString = false;
  while (!t.endOfFile()) {
    const token = t.nextToken();
    const type = token[0];
    if (type === TokenType.Whitespace || type === TokenType.Comment) continue;
    if (type === TokenType.URL) {
      push(urls, token[4].value);
      expectString = false;
    } else if (type === TokenType.String) {
      if (expectString) push(urls, token[4].value);
      expectString = false;
    } else if (type === TokenType.Function) {
      const name = token[4].value.toLowerCase();
      expectString = name === 'url' || name === 'src';
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
