/**
 * The redirects in the form a host reads itself (issue 45 "Each host in its own form"): `_redirects` for Netlify and
 * Cloudflare Pages, `vercel.json` `redirects` for Vercel. Pure: each returns the text and which rules it expresses;
 * the rest fall back to redirect pages and the `404.html` script (`pages.ts`).
 */
import { titledError } from '../../common/errors.ts';
import type { Layout } from '../hosts/hosts.ts';
import { encodePathText, type PublishedRule, type SourcePiece } from './rules.ts';

/** The step fails: the rules do not fit a host's documented limits. */
export const RedirectLimitError = titledError('Too many redirects for the host', 'RedirectLimitError');

/** A host file and the rules it expresses. */
export interface HostRedirects {
  /** The file's text. */
  text: string;
  /** The rules written into it. */
  expressed: Set<PublishedRule>;
  /** The rules the host's syntax cannot express, with why: left to redirect pages and the `404.html` script. */
  fallback: { rule: PublishedRule; reason: string }[];
  /** What the file leaves to the redirect pages although the host could say it, for the log: a warning each. */
  notes: string[];
}

/** Cloudflare Pages' limits on `_redirects` (platform facts, "Redirects"). */
export const CLOUDFLARE_LIMITS = { static: 2000, dynamic: 100, characters: 1000 } as const;

/**
 * A rule in `_redirects` syntax (platform facts, "Redirects": splat `*` → `:splat`, placeholders `:name`): `:param` as
 * a placeholder when it is a whole segment, a last `:param*` as a splat (`/beta/*` → `/v2/:splat`), a partial
 * wildcard as a splat where the host reads one inside a segment (`partialSplat`). A rule whose `:param*` may match no
 * segment gets a line of its own first for that case, as `_redirects` sends `/beta` to `/v2/` where Mintlify sends
 * it to `/v2`.
 * @returns the `[from, to]` pairs in order, or why the syntax cannot say it
 */
function splatLines(rule: PublishedRule, partialSplat: boolean): [string, string][] | string {
  const pieces = rule.matcher.pieces;
  let from = '';
  let rest: string | undefined;
  for (const [i, piece] of pieces.entries()) {
    const next: SourcePiece | undefined = pieces[i + 1];
    if (piece.kind === 'text') from += encodePathText(piece.text);
    else if (piece.kind === 'param') {
      const whole = from.endsWith('/') && (next === undefined || (next.kind === 'text' && next.text.startsWith('/')));
      if (!whole) return `:${piece.name} is only part of a segment, and _redirects placeholders are whole segments`;
      from += `:${piece.name}`;
    } else if (piece.kind === 'rest') {
      rest = piece.name;
      from = `${from.replace(/\/$/, '')}/*`;
    } else {
      if (!partialSplat && !from.endsWith('/'))
        return 'a wildcard inside a segment is not documented for this host’s _redirects';
      from += '*';
    }
  }
  // Both hosts document one splat a rule; a second would be read as text or refused.
  if (from.split('*').length > 2) return '_redirects allows one * (splat) a rule, and this source needs two';
  const destination = rule.destination;
  // The host fills :splat and placeholders with the path as sent, unencoded: /docs//evil.example under /docs/* →
  // /:splat would send browsers to //evil.example, another host. The 404.html script encodes the value instead.
  if (/^\/:[A-Za-z_]/.test(destination))
    return (
      'its destination starts with a param at the site’s root, which the host would fill with //host from a URL ' +
      'such as /docs//evil.example, another site: the 404.html script answers it instead'
    );
  if (/(?<!\/):[A-Za-z_]/.test(destination.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '')))
    return 'its destination puts a param inside a segment, which _redirects does not substitute';
  if (rest === undefined) return [[from, destination]];
  // The destination may name the rest with or without its star (`/v2/:slug`), as Mintlify fills either.
  const named = `:${rest}\\*?(?![A-Za-z0-9_])`;
  const to = destination.replace(new RegExp(named, 'g'), ':splat');
  const bare = from.slice(0, -'/*'.length) || '/';
  const empty = destination.replace(new RegExp(`/?${named}`, 'g'), '') || '/';
  return [
    [bare, empty],
    [from, to],
  ];
}

/**
 * `_redirects` for Netlify: every status written out (a line without one is a 301), and every rule forced (`!`), as
 * Netlify applies a rule over an existing file only then (issue 45): the rule wins over a page at its source, as on
 * hosted Mintlify, and no redirect page is needed for it.
 * @param existing the export's own `_redirects`, kept after ours (the first rule that matches wins)
 */
export function netlifyRedirects(rules: readonly PublishedRule[], existing = ''): HostRedirects {
  return redirectsFile(rules, existing, (status) => `${status}!`, true, false);
}

/**
 * `_redirects` for Cloudflare Pages: every status written out (a line without one is a 302), within the documented
 * limits (2,000 static and 100 dynamic rules, 1,000 characters a line: platform facts, "Redirects"). In the folders
 * layout each exact source gets a second line with a trailing slash: Cloudflare's engine (`wrangler pages dev`) does
 * not match `/old/` to a rule for `/old`, and its asset server then serves the redirect page `old/index.html` with
 * status 200, where the rule's 308 or 307 is due. When those lines would pass the static limit they are left out,
 * with a note, and the redirect page answers `/old/` as before.
 * @param layout the export's layout; the input-time check passes none, as the lines it may add are optional
 * @throws RedirectLimitError naming the limit, the count and the way out
 */
export function cloudflareRedirects(
  rules: readonly PublishedRule[],
  existing = '',
  layout: Layout = 'html',
): HostRedirects {
  // A splat inside a segment too: Cloudflare documents "a single splat" anywhere in the source, and its engine
  // (workers-shared rules-engine, run by `wrangler pages dev`) reads every `*` as `(?<splat>.*)`.
  if (layout === 'folders') {
    const slashed = redirectsFile(rules, existing, (status) => String(status), true, true);
    if (cloudflareLimitError(slashed.text) === undefined) return slashed;
  }
  const result = redirectsFile(rules, existing, (status) => String(status), true, false);
  const error = cloudflareLimitError(result.text);
  if (error) throw error;
  const exact = rules.filter((rule) => !rule.matcher.pattern && result.expressed.has(rule)).length;
  if (layout === 'folders' && exact > 0)
    result.notes.push(
      `Cloudflare Pages matches /old/ to no rule for /old, and a second line for each of the ${exact} exact ` +
        `sources would pass its ${CLOUDFLARE_LIMITS.static} static rules: there each source's redirect page ` +
        `answers /old/ with status 200 and a refresh instead of the rule's 308 or 307.`,
    );
  return result;
}

/** The documented limit a Cloudflare `_redirects` text passes, as the step's error, or undefined when it fits. */
function cloudflareLimitError(text: string): InstanceType<typeof RedirectLimitError> | undefined {
  const lines = text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
  const dynamic = lines.filter((line) => /[*:]/.test(line.split(/\s+/)[0]!)).length;
  const long = lines.find((line) => line.length > CLOUDFLARE_LIMITS.characters);
  const way =
    'Shorten the list in docs.json (a :slug* rule can replace many exact ones), or publish to a host without the ' +
    'limit (redirect pages work on every host).';
  if (lines.length - dynamic > CLOUDFLARE_LIMITS.static)
    return new RedirectLimitError(
      `_redirects would have ${lines.length - dynamic} static rules; Cloudflare Pages allows ` +
        `${CLOUDFLARE_LIMITS.static}.`,
      way,
    );
  if (dynamic > CLOUDFLARE_LIMITS.dynamic)
    return new RedirectLimitError(
      `_redirects would have ${dynamic} dynamic rules (with * or :placeholders); Cloudflare Pages allows ` +
        `${CLOUDFLARE_LIMITS.dynamic}.`,
      way,
    );
  if (long)
    return new RedirectLimitError(
      `A _redirects rule is ${long.length} characters long (${long.slice(0, 80)}…); Cloudflare Pages allows ` +
        `${CLOUDFLARE_LIMITS.characters}.`,
      'Shorten that rule in docs.json.',
    );
  return undefined;
}

function redirectsFile(
  rules: readonly PublishedRule[],
  existing: string,
  status: (code: number) => string,
  partialSplat: boolean,
  slashLines: boolean,
): HostRedirects {
  const expressed = new Set<PublishedRule>();
  const fallback: HostRedirects['fallback'] = [];
  const lines = ['# Redirects of docs.json, written by the Mintlify static export action; first match wins.'];
  for (const rule of rules) {
    const pairs = splatLines(rule, partialSplat);
    if (typeof pairs === 'string') {
      fallback.push({ rule, reason: pairs });
      continue;
    }
    expressed.add(rule);
    for (const [from, to] of pairs) lines.push(`${from}  ${to}  ${status(rule.status)}`);
    const [source, destination] = pairs[0]!;
    if (slashLines && !rule.matcher.pattern && source !== '/')
      lines.push(`${source}/  ${destination}  ${status(rule.status)}`);
  }
  const kept = existing.trim() ? ['', "# The export's own _redirects:", existing.replace(/\n*$/, '')] : [];
  return { text: `${[...lines, ...kept].join('\n')}\n`, expressed, fallback, notes: [] };
}

/**
 * `vercel.json` with the rules as Vercel's `redirects` (platform facts, "Redirects": the same `source`,
 * `destination` and `permanent` as Mintlify's), a partial wildcard as a regex param (`/x-:wildcard(.*)`), the
 * export's own `vercel.json` kept with its redirects after ours.
 * @param existing the export's own `vercel.json`, or undefined
 * @throws SyntaxError when the export's `vercel.json` is not JSON
 */
export function vercelConfig(rules: readonly PublishedRule[], existing: string | undefined): HostRedirects {
  const config = existing === undefined ? {} : (JSON.parse(existing) as Record<string, unknown>);
  const own = Array.isArray(config.redirects) ? (config.redirects as unknown[]) : [];
  const redirects = rules.map((rule) => ({
    source: rule.matcher.pieces
      .map((piece) => {
        // path-to-regexp reads ( ) { } + ? * : as syntax (/a+b threw, /foo(1) matched /foo1): escaped, they are text.
        if (piece.kind === 'text') return encodePathText(piece.text).replace(/[()[\]{}+?*:\\]/g, '\\$&');
        if (piece.kind === 'param') return `:${piece.name}`;
        if (piece.kind === 'rest') return `:${piece.name}*`;
        return ':wildcard(.*)';
      })
      .join(''),
    destination: rule.destination,
    permanent: rule.status === 308,
  }));
  const text = `${JSON.stringify({ ...config, redirects: [...redirects, ...own] }, null, 2)}\n`;
  return { text, expressed: new Set(rules), fallback: [], notes: [] };
}
