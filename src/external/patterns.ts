import { InputError } from '../common/errors.ts';

/**
 * Inputs `external-assets-include` and `external-assets-exclude` (issue 38: "Include and exclude patterns let a user
 * skip a host"), after the `assets_include`/`assets_exclude` of Material for MkDocs' privacy plugin, which match
 * shell-style wildcards against a URL's host and path. Pure functions.
 *
 * The syntax, defined here once: one pattern per line, `HOST/PATH`, where
 * - `HOST` is a host name or IP address (`[::1]` for IPv6), optionally with `:PORT`; without a port any port matches.
 *   Compared without regard to case;
 * - `PATH` starts at the `/` after the host and is compared with the URL's path as it is written (percent-encoding
 *   kept, case kept); the query string and the fragment are not part of it;
 * - `*` matches any run of characters, none included: within `HOST` any characters of a host name (so
 *   `*.googleapis.com` matches `fonts.googleapis.com` and `a.b.googleapis.com`, not `googleapis.com`), within `PATH`
 *   any characters, `/` included. No other character is special.
 */

/** One parsed pattern. */
export interface AssetPattern {
  /** The line as written, for messages. */
  text: string;
  /** Lower-case host part without the port, `*` kept; IPv6 in brackets. */
  host: string;
  /** The port the pattern names, or undefined for any. */
  port: string | undefined;
  /** The path part, from its leading `/`. */
  path: string;
}

const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9*](?:[a-z0-9*.-]*[a-z0-9*])?)(?::(\d{1,5}))?$/;

/**
 * Reads a multi-line pattern input: one pattern per line; blank lines and lines starting with `#` are left out.
 * @param input the input's name, for the error
 * @returns the patterns, in order (empty when none is given)
 * @throws InputError listing every invalid line at once, each with what is wrong and the form to use
 */
export function parseAssetPatterns(input: string, text: string): AssetPattern[] {
  const patterns: AssetPattern[] = [];
  const problems: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const problem = patternProblem(line);
    if (problem) {
      problems.push(`'${line}' ${problem}`);
      continue;
    }
    const slash = line.indexOf('/');
    const [, host, port] = HOST.exec(line.slice(0, slash).toLowerCase())!;
    // A literal host in the form URLs give it (`127.1` is `127.0.0.1`, `[0::1]` is `[::1]`), as it is compared.
    const normal = host!.includes('*') ? host! : new URL(`http://${host!}/`).hostname;
    patterns.push({ text: line, host: normal, port, path: line.slice(slash) });
  }
  if (problems.length > 0)
    throw new InputError(
      input,
      `${problems.join('; ')}. Write one HOST/PATH per line, * for any run of characters, ` +
        'e.g. cdn.example.com/icons/* or *.googleapis.com/*',
    );
  return patterns;
}

/** What is wrong with one pattern line, or undefined. */
function patternProblem(line: string): string | undefined {
  if (/\s/.test(line)) return 'contains white space';
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(line)) return 'names a scheme: leave it out (the pattern matches host and path)';
  if (/[?#]/.test(line)) return 'contains ? or #: the query string and the fragment are not matched';
  const slash = line.indexOf('/');
  if (slash < 0) return `has no path: add /* to match every path on the host (${line}/*)`;
  if (slash === 0) return 'has no host: start with the host, or * for any';
  const host = line.slice(0, slash).toLowerCase();
  const match = HOST.exec(host);
  if (!match) return `has an invalid host '${host}' (letters, digits, ., -, * and an optional :PORT)`;
  if (match[2] !== undefined && Number(match[2]) > 65535) return `has a port past 65535`;
  if (!match[1]!.includes('*') && !URL.canParse(`http://${match[1]!}/`)) return `has an invalid host '${match[1]!}'`;
  return undefined;
}

/** `*` as any run of `any`, every other character as itself. */
function wildcard(pattern: string, any: string): RegExp {
  const body = pattern
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join(`${any}*`);
  return new RegExp(`^${body}$`);
}

/** Whether `pattern` matches the URL's host, port and path. */
export function matchesPattern(pattern: AssetPattern, url: URL): boolean {
  // `host.` is `host` (one trailing dot: the root of DNS), as the address guard reads it (`forbiddenHost`).
  if (!wildcard(pattern.host, '[^/]').test(url.hostname.toLowerCase().replace(/\.$/, ''))) return false;
  if (pattern.port !== undefined && pattern.port !== effectivePort(url)) return false;
  return wildcard(pattern.path, '[^]').test(url.pathname);
}

function effectivePort(url: URL): string {
  return url.port || (url.protocol === 'http:' ? '80' : '443');
}

/** What `bundle` fetches, by the include and exclude patterns. */
export interface AssetSelection {
  /**
   * Whether an off-site URL (as the page or stylesheet names it) is fetched: it matches no exclude pattern and (no
   * include pattern is given, or it matches one). Any other is left as it is.
   */
  wanted: (url: string) => boolean;
  /**
   * Whether the fetcher may reach a URL on a loopback, private or link-local address (issue 38 "Safety": "unless a
   * pattern names it"): an include pattern whose host has no `*` names its host and matches the URL. A wildcard host
   * (`*`, `*.example.com/*`) never opens the runner's network.
   */
  allowPrivate: (url: URL) => boolean;
}

/** The selection the two inputs make (none given: every off-site URL is fetched, none on a private address). */
export function assetSelection(include: readonly AssetPattern[], exclude: readonly AssetPattern[]): AssetSelection {
  const any = (patterns: readonly AssetPattern[], url: URL): boolean => patterns.some((p) => matchesPattern(p, url));
  return {
    wanted: (text) => {
      let url: URL;
      try {
        url = new URL(text);
      } catch {
        return true; // the fetcher reports it as not an absolute URL
      }
      return !any(exclude, url) && (include.length === 0 || any(include, url));
    },
    allowPrivate: (url) =>
      !ambiguousPath(url.pathname) && include.some((p) => !p.host.includes('*') && matchesPattern(p, url)),
  };
}

/**
 * Whether a path could mean another path to the server than the one a pattern matched: a segment that, percent-decoded
 * once or more, holds `/` or `\` (`..%2Fadmin`, `%5C`, `%252F`) or is a dot segment (`%2e%2e`, `%252e%252e`). Servers
 * and the proxies before them differ in what they decode, so `127.0.0.1/public/*` must not open
 * `/public/..%2Fadmin/secret.png`: such a path on the runner's network is refused.
 */
export function ambiguousPath(pathname: string): boolean {
  return pathname.split('/').some((segment) => {
    let text = segment;
    // Each round decodes one layer; a segment with no `%` left is what any server sees.
    for (let round = 0; round < 4; round++) {
      if (text.includes('\\') || text.includes('/') || text === '.' || text === '..') return true;
      if (!text.includes('%')) return false;
      try {
        text = decodeURIComponent(text);
      } catch {
        return true; // a malformed escape: what a server makes of it is anyone's guess
      }
    }
    return true;
  });
}
