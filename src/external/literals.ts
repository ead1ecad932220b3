/**
 * Off-site URLs named whole in script text (issue 38): a string literal of an inline script (KaTeX's preload switch
 * names its stylesheet so), its slashes maybe escaped. RSC payloads are read by their structure instead
 * (`rules.ts`): there a URL is rewritten by what names it, never for looking like one.
 */

/**
 * An absolute http(s) URL opened by a quote, `url(`, white space or a comma (a `srcSet` candidate) and closed by a
 * quote (maybe escaped, once or more), `)` or white space: a whole token, not part of a longer URL. Its slashes may be
 * escaped as a JSON or JavaScript string escapes them (`https:\/\/host\/x.css`, `\u002F`).
 */
const LITERAL = /(?<=["'`(\s,])https?:(?:\/|\\\/|\\u002[fF]){2}[^\s"'`()<>]*?(?=\\*["'`)]|\s)/g;
/** How a literal writes `/`, when it escapes it. */
const ESCAPED_SLASH = /\\\/|\\u002[fF]/;
/** JavaScript escapes a JSON string in a script may hold inside a URL (`\u0026` is Next's escape of `&`). */
const ESCAPE = /\\u([0-9a-fA-F]{4})|\\\//g;

/**
 * An absolute URL written whole in script text: `[start, end)` in the text, the URL it names (`URL.href`), and how
 * it writes `/` (`/`, `\/` or `\u002F`), for a URL written in its place to read the same.
 */
export interface UrlLiteral {
  start: number;
  end: number;
  url: string;
  slash: string;
}

/** Every whole-token absolute http(s) URL of `text` (see `LITERAL`), escapes undone; not one that does not parse. */
export function urlLiterals(text: string): UrlLiteral[] {
  // Most scripts name no URL: skip the pattern then.
  if (!text.includes('http')) return [];
  const literals: UrlLiteral[] = [];
  for (const match of text.matchAll(LITERAL)) {
    const raw = match[0];
    const unescaped = raw.includes('\\')
      ? raw.replace(ESCAPE, (escape, hex: string | undefined) => (hex ? String.fromCharCode(parseInt(hex, 16)) : '/'))
      : raw;
    try {
      const slash = ESCAPED_SLASH.exec(raw)?.[0] ?? '/';
      literals.push({ start: match.index, end: match.index + raw.length, url: new URL(unescaped).href, slash });
    } catch {
      // Not a URL after all.
    }
  }
  return literals;
}

/**
 * The URLs of `known` that `text` names as a whole literal, each once, in the order first found.
 * @param text an inline script's text
 * @param known whether an absolute URL (`new URL(…).href`) is one to look for: the URLs the site's pages load
 */
export function namedUrls(text: string, known: (url: string) => boolean): string[] {
  return [...new Set(urlLiterals(text).map((l) => l.url))].filter(known);
}
