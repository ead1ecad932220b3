/**
 * A presigned link without its query string (the signature): what may appear in logs, outputs'
 * descriptions and the step summary. A presigned link is a bearer credential until it expires.
 */
export function withoutQuery(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.search = '';
    parsed.hash = '';
    return parsed.toString();
  } catch {
    return url.split('?', 1)[0] ?? '';
  }
}

/**
 * An off-site URL as the log, annotations and step summary show it (issue 38): no user name or password, and no query
 * string or fragment ({@link withoutQuery}, the presigned link's rule), `?…` marking where a query was. Which query
 * parameters are signatures differs by service (`X-Amz-Signature`, `Signature`, `sig`, `s`, `token`…), so none is
 * shown. Text that is no URL is returned as it is.
 */
export function shownUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const query = parsed.search !== '';
  parsed.username = '';
  parsed.password = '';
  parsed.search = '';
  parsed.hash = '';
  return `${parsed.href}${query ? '?…' : ''}`;
}

/**
 * `text` with every http(s) URL in it shown as {@link shownUrl} does: the one place messages that name off-site URLs
 * (fetch failures, the URLs left as they are, `report`'s listing) pass through. A URL runs to the next white space,
 * double quote, backtick or angle bracket, which a parsed URL (`URL.href`) always percent-encodes; an apostrophe it
 * keeps in a path (`it's.png?X-Amz-Signature=…`), so it is part of the URL unless it ends it. Punctuation that ends a
 * sentence or a parenthesis after it stays outside.
 */
export function withUrlsShown(text: string): string {
  return text.replace(/\bhttps?:\/\/[^\s"<>`]+/gi, (found) => {
    const trail = /[).,;:']+$/.exec(found)?.[0] ?? '';
    return `${shownUrl(found.slice(0, found.length - trail.length))}${trail}`;
  });
}

/**
 * `text` with every secret replaced by `***`. Call it before a message is clipped (one order everywhere: redact, then
 * clip): a clip that cuts through a secret leaves a prefix no later replacement (the runner's masking, the summary's
 * `withoutSecrets` in `markdown.ts`) recognises.
 * @param secrets the API key, a presigned link's signature values (shorter than 4 characters: ignored)
 */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (secret.length >= 4) out = out.split(secret).join('***');
  return out;
}

/** The query values of a presigned link that must be masked in logs (`X-Amz-Signature` and kin). */
export function secretsOf(url: string): string[] {
  try {
    const params = new URL(url).searchParams;
    return [...params.entries()]
      .filter(([key]) => /signature|credential|security-token|token|sig/i.test(key))
      .map(([, value]) => value)
      .filter((value) => value.length >= 8);
  } catch {
    return [];
  }
}

/**
 * C0 and C1 control characters and the Unicode line separators, each of which can end a log line or a Markdown line,
 * and the bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which make text read in another
 * order than it is (CVE-2021-42574).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * `text` with every control character written out (`\n` → `\u000a`), for one log line or one line of the step summary
 * that carries words of a page or a file name: a newline decoded from `%0A` in a URL would otherwise start a line the
 * runner reads as a workflow command (`::set-output …`, `::add-mask::`, `::stop-commands::`), or a Markdown heading.
 */
export function visible(text: string): string {
  return text.replace(CONTROLS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * `message` with no line the runner would take for a workflow command: a line starting (after white space) with `::`
 * gets a zero-width space before it. The action's own commands go through `@actions/core`'s functions, never through
 * a log line, so this only ever changes text that came from elsewhere (a safety net behind {@link visible}).
 */
export function withoutCommands(message: string): string {
  return message.replace(/^([ \t]*)::/gm, '$1\u200b::');
}
