/**
 * `verify-ignore` patterns: one per line; `**` matches across folders, `*` within one folder segment
 * (no `/`); everything else is literal. A pattern matches a whole string.
 */
export type IgnoreMatcher = (written: string, sitePath: string | undefined) => boolean;

/** Compiles one glob into an anchored regular expression. */
export function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*' && glob[i + 1] === '*') {
      source += '.*';
      i++;
    } else if (c === '*') {
      source += '[^/]*';
    } else {
      source += c.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${source}$`);
}

/**
 * A matcher for the patterns, tried against the URL as written in the page and against the path it
 * resolves to from the site root (`/guides/x.html`, also tried without its leading `/`).
 * @returns undefined when there are no patterns, so callers skip the test entirely
 */
export function ignoreMatcher(patterns: readonly string[]): IgnoreMatcher | undefined {
  if (patterns.length === 0) return undefined;
  const res = patterns.map(globToRegExp);
  const test = (text: string): boolean => res.some((re) => re.test(text));
  return (written, sitePath) =>
    test(written) || (sitePath !== undefined && (test(sitePath) || test(sitePath.slice(1))));
}
