/**
 * The URLs of a `srcset` (or `imagesrcset`) attribute, split as the WHATWG HTML standard's
 * "parse a srcset attribute" does (https://html.spec.whatwg.org/multipage/images.html#parsing-a-srcset-attribute):
 * a candidate's URL runs to the next white space, so a comma inside a URL belongs to it; trailing commas
 * end the candidate; descriptors run to the next comma outside parentheses.
 * @returns each candidate's URL, in order; invalid descriptors do not drop a URL (a missing file still matters)
 */
export function srcsetUrls(value: string): string[] {
  return srcsetRanges(value).map(({ start, end }) => value.slice(start, end));
}

/**
 * Where each candidate URL of a `srcset` lies in `value`, split by the same WHATWG rules as {@link srcsetUrls}
 * (the rebase edits URLs in place, `site/rebase/rebase-html.ts`): `[start, end)` offsets, in order.
 */
export function srcsetRanges(value: string): { start: number; end: number }[] {
  const ranges: { start: number; end: number }[] = [];
  const n = value.length;
  let i = 0;
  const isSpace = (c: string): boolean => c === ' ' || c === '\t' || c === '\n' || c === '\f' || c === '\r';
  while (i < n) {
    while (i < n && (isSpace(value[i]!) || value[i] === ',')) i++;
    if (i >= n) break;
    const start = i;
    while (i < n && !isSpace(value[i]!)) i++;
    let end = i;
    if (value[end - 1] === ',') {
      while (end > start && value[end - 1] === ',') end--;
    } else {
      let inParens = false;
      for (; i < n; i++) {
        const c = value[i]!;
        if (c === '(') inParens = true;
        else if (c === ')') inParens = false;
        else if (c === ',' && !inParens) {
          i++;
          break;
        }
      }
    }
    if (end > start) ranges.push({ start, end });
  }
  return ranges;
}
