import { cssUrlsIn } from '../site/rebase/rebase-css.ts';

/**
 * The URLs a stylesheet (or a `style` attribute's declarations) loads: every `url(…)` (bare or quoted), every
 * `@import "…"` and every string in an `image-set()`, read by the one reader of URLs in CSS
 * (`site/rebase/rebase-css.ts`, CSS Syntax Level 3), so comments, escapes and strings are handled as browsers do.
 * Values are unescaped; empty ones are dropped.
 */
export function cssUrls(css: string): string[] {
  return cssUrlsIn(css)
    .map((url) => url.value)
    .filter((value) => value !== '');
}
