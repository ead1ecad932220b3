/**
 * The redirects in the form a host reads itself (issue 45 "Each host in its own form"): `_redirects` for Netlify and
 * Cloudflare Pages, `vercel.json` `redirects` for Vercel. Pure: each returns the text and which rules it expresses;
 * the rest fall back to redirect pages and the `404.html` script (`pages.ts`).
 */
import { titledError } from '../../common/errors.ts';
import type { Layout } from '../hosts/hosts.ts';
import { encodePathText, redirectIndex, type PublishedRule, type SourcePiece } from './rules.ts';

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
 * @returns the lines in order, or why the syntax cannot say it
 */
function splatLines(rule: PublishedRule, partialSplat: boolean): Line[] | string {
  const pieces = rule.matcher.pieces;
  let from = '';
  /** The source's text before its `:param*`, decoded: the path its own line for no segment matches. */
  let text = '';
  let rest: string | undefined;
  for (const [i, piece] of pieces.entries()) {
    const next: SourcePiece | undefined = pieces[i + 1];
    if (piece.kind === 'text') {
      from += encodePathText(piece.text);
      text += piece.text;
    } else if (piece.kind === 'param') {
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
  if (rest === undefined) return [{ from, to: destination, path: rule.matcher.pattern ? undefined : rule.source }];
  // The destination may name the rest with or without its star (`/v2/:slug`), as Mintlify fills either.
  const named = `:${rest}\\*?(?![A-Za-z0-9_])`;
  const to = destination.replace(new RegExp(named, 'g'), ':splat');
  const bare = from.slice(0, -'/*'.length) || '/';
  const empty = destination.replace(new RegExp(`/?${named}`, 'g'), '') || '/';
  return [
    { from: bare, to: empty, path: text.replace(/\/$/, '') || '/' },
    { from, to },
  ];
}

/** A `_redirects` line of a rule. */
interface Line {
  from: string;
  to: string;
  /** The one path (decoded, as the rules match) a line without splat or placeholder answers; undefined for others. */
  path?: string;
}

/**
 * Whether Cloudflare reads a line's source as dynamic: a splat or a placeholder (its parser's `SPLAT_REGEX` and
 * `PLACEHOLDER_REGEX`, miniflare's `parseRedirects`, which `wrangler pages dev` runs).
 */
const CLOUDFLARE_DYNAMIC = /\*|:[A-Za-z]\w*/;

/**
 * Whether Cloudflare drops a line as a loop: a source ending in `/` or `/*` sent to a path ending in `/index` or
 * `/index.html`, which its asset server would send back (miniflare's `parseRedirects`: "Infinite loop detected").
 */
function cloudflareDropsAsLoop({ from, to }: Line): boolean {
  return (from.endsWith('/') || from.endsWith('/*')) && to.startsWith('/') && /\/index(\.html)?$/.test(to);
}

/**
 * `_redirects` for Netlify: every status written out (a line without one is a 301), and every rule forced (`!`), as
 * Netlify applies a rule over an existing file only then (issue 45): the rule wins over a page at its source, as on
 * hosted Mintlify, and no redirect page is needed for it.
 * @param existing the export's own `_redirects`, kept after ours (the first rule that matches wins)
 */
export function netlifyRedirects(rules: readonly PublishedRule[], existing = ''): HostRedirects {
  return redirectsFile(rules, existing, (status) => `${status}!`, 'in order');
}

/**
 * `_redirects` for Cloudflare Pages: every status written out (a line without one is a 302), within the documented
 * limits (2,000 static and 100 dynamic rules, 1,000 characters a line: platform facts, "Redirects"). Cloudflare's
 * engine (`wrangler pages dev`) matches `/old/` to no rule for `/old`, where hosted Mintlify ignores the slash: in the
 * folders layout its asset server then served the redirect page `old/index.html` with status 200, and a later rule
 * that matches `/old/` (`/old/:slug*`, `/old*`) answered there instead of the first. So each line without a trailing
 * splat gets a second line with a trailing slash, right after it. When those lines would pass a limit, the dynamic
 * ones are left out first, then all, with a note.
 * @param layout the export's layout, which says what answers `/old/` without its line (in the note)
 * @throws RedirectLimitError naming the limit, the count and the way out
 */
export function cloudflareRedirects(
  rules: readonly PublishedRule[],
  existing = '',
  layout: Layout = 'html',
): HostRedirects {
  // A splat inside a segment too: Cloudflare documents "a single splat" anywhere in the source, and its engine
  // (workers-shared rules-engine, run by `wrangler pages dev`) reads every `*` as `(?<splat>.*)`.
  const write = (slashes: Slashes): HostRedirects => redirectsFile(rules, existing, String, 'cloudflare', slashes);
  const all = write('all');
  if (cloudflareLimitError(all.text) === undefined) return all;
  const paths = write('paths');
  const result = cloudflareLimitError(paths.text) === undefined ? paths : write('none');
  const error = cloudflareLimitError(result.text);
  if (error) throw error;
  const answers =
    layout === 'folders'
      ? "each source's redirect page answers /old/ with status 200 and a refresh instead of the rule's 308 or 307"
      : 'the host sends /old/ to /old unless a later rule with a splat or placeholder matches /old/ first';
  result.notes.push(
    `Cloudflare Pages matches /old/ to no rule for /old, and a second line with the trailing slash for ` +
      `${result === paths ? 'each rule with a placeholder' : 'each rule'} would pass its limits of ` +
      `${CLOUDFLARE_LIMITS.static} static and ${CLOUDFLARE_LIMITS.dynamic} dynamic rules: there ${answers}.`,
  );
  return result;
}

/** Which `_redirects` lines get a second line with a trailing slash: all, those of one path only, or none. */
type Slashes = 'all' | 'paths' | 'none';

/** The documented limit a Cloudflare `_redirects` text passes, as the step's error, or undefined when it fits. */
function cloudflareLimitError(text: string): InstanceType<typeof RedirectLimitError> | undefined {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  // As Cloudflare's parser counts: a line is static only before the first dynamic one; every line after it is
  // dynamic, whatever its source (miniflare's `parseRedirects`, `canCreateStaticRule`).
  const firstDynamic = lines.findIndex((line) => CLOUDFLARE_DYNAMIC.test(line.split(/\s+/)[0]!));
  const dynamic = firstDynamic === -1 ? 0 : lines.length - firstDynamic;
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

/**
 * The `_redirects` text of the rules, the export's own file kept after them.
 * - `in order` (Netlify): each rule's lines in the config's order; the host tries them in order.
 * - `cloudflare`: Cloudflare's parser counts every line after the first splat or placeholder as dynamic (limit 100),
 *   and answers its static lines first. So the lines that answer one path come first, each only where its rule is
 *   the first that matches that path (a later one never answers there, on hosted Mintlify either); the lines with
 *   splats and placeholders follow in the config's order. A rule Cloudflare would drop as a loop is left to the pages.
 * @param slashes which lines get a second one with a trailing slash, right after them (see {@link cloudflareRedirects})
 */
function redirectsFile(
  rules: readonly PublishedRule[],
  existing: string,
  status: (code: number) => string,
  form: 'in order' | 'cloudflare',
  slashes: Slashes = 'none',
): HostRedirects {
  const expressed = new Set<PublishedRule>();
  const fallback: HostRedirects['fallback'] = [];
  const first: string[] = [];
  const then: string[] = [];
  const written = new Set<string>();
  const find = form === 'in order' ? undefined : redirectIndex(rules);
  const write = (to: string[], line: Line, rule: PublishedRule): void => {
    // A second line from the same source never answers (the first wins) and Cloudflare logs it as invalid.
    if (written.has(line.from)) return;
    written.add(line.from);
    to.push(`${line.from}  ${line.to}  ${status(rule.status)}`);
    const slashed = { ...line, from: `${line.from}/` };
    const wanted = slashes === 'all' || (slashes === 'paths' && to === first);
    if (wanted && !/[*/]$/.test(line.from) && !cloudflareDropsAsLoop(slashed) && !written.has(slashed.from)) {
      written.add(slashed.from);
      to.push(`${slashed.from}  ${line.to}  ${status(rule.status)}`);
    }
  };
  for (const rule of rules) {
    const lines = splatLines(rule, true);
    // Netlify's engine matches a source as written, and browsers percent-encode `" < > \` { }` in a path (the URL
    // standard's path percent-encode set): `/a{b}` matched no request. Cloudflare's engine matched either form.
    if (!find && typeof lines !== 'string')
      for (const line of lines) line.from = line.from.replace(/["<>`{}]/g, (c) => encodeURIComponent(c));
    if (typeof lines === 'string') {
      fallback.push({ rule, reason: lines });
      continue;
    }
    // Cloudflare reads a placeholder only as `:[A-Za-z]\w*` (its parser's PLACEHOLDER_REGEX): `:_id` is text there.
    if (find && rule.matcher.pieces.some((piece) => piece.kind === 'param' && !/^[A-Za-z]/.test(piece.name))) {
      fallback.push({ rule, reason: 'Cloudflare reads a placeholder only when its name starts with a letter' });
      continue;
    }
    if (find && lines.some(cloudflareDropsAsLoop)) {
      fallback.push({ rule, reason: 'Cloudflare drops a rule from /x/ or /x/* to a path ending in /index as a loop' });
      continue;
    }
    expressed.add(rule);
    for (const line of lines) {
      if (!find) write(first, line, rule);
      else if (line.path === undefined || CLOUDFLARE_DYNAMIC.test(line.from)) write(then, line, rule);
      else if (find(line.path)?.rule === rule) write(first, line, rule);
    }
  }
  const header = '# Redirects of docs.json, written by the Mintlify static export action; first match wins.';
  const kept = existing.trim() ? ['', "# The export's own _redirects:", existing.replace(/\n*$/, '')] : [];
  return { text: `${[header, ...first, ...then, ...kept].join('\n')}\n`, expressed, fallback, notes: [] };
}

/** The step fails: the export's own `vercel.json` cannot take the redirects and be kept as it is. */
export const VercelConfigError = titledError("The export's vercel.json cannot be kept", 'VercelConfigError');

/**
 * `vercel.json` with the rules as Vercel's `redirects` (platform facts, "Redirects": the same `source`,
 * `destination` and `permanent` as Mintlify's), a partial wildcard as a regex param (`/x-:wildcard(.*)`), the
 * export's own `vercel.json` kept with its redirects after ours.
 * @param existing the export's own `vercel.json`, or undefined
 * @throws VercelConfigError when the export's `vercel.json` is not a JSON object, or its `redirects` not an array
 */
export function vercelConfig(rules: readonly PublishedRule[], existing: string | undefined): HostRedirects {
  let config: Record<string, unknown> = {};
  const way = 'Fix vercel.json in the export (its project), or set redirects: off; nothing was placed.';
  if (existing !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(existing.replace(/^\uFEFF/, ''));
    } catch (error) {
      throw new VercelConfigError(`The export's vercel.json is not JSON (${(error as Error).message}).`, way);
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new VercelConfigError(
        `The export's vercel.json is ${Array.isArray(parsed) ? 'an array' : JSON.stringify(parsed).slice(0, 40)}, ` +
          'not an object: ' +
          'the action adds its redirects to that object and keeps the rest.',
        way,
      );
    config = parsed as Record<string, unknown>;
  }
  if (config.redirects !== undefined && !Array.isArray(config.redirects))
    throw new VercelConfigError(
      "The export's vercel.json has redirects that are not an array: its own rules would be lost beside ours.",
      way,
    );
  const own = (config.redirects as unknown[] | undefined) ?? [];
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
