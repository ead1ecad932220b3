/**
 * What verification says of the redirects (issue 45 "Verification reads the rules"): an on-site destination the host
 * does not serve as a page, or a loop, is an error naming the rule; a source that is a real page is a warning; a link
 * the host serves no file at is judged by the rule that answers it. Pure: the host's rules come in as `fileAt`.
 */
import type { Host } from '../hosts/hosts.ts';
import { redirectIndex, substitute, type PublishedRule, type RedirectMatch } from './rules.ts';

/** A finding of the redirects, in verification's terms (`verify/findings.ts`). */
export interface RedirectFinding {
  severity: 'error' | 'warning';
  kind: 'redirect-destination' | 'redirect-loop' | 'redirect-source-page';
  /** The rule, as the config names it: `docs.json redirects[3] (/old → /new)`. */
  target: string;
  message: string;
}

/** The rules as verification reads them (`RedirectsResult` of `publish.ts`). */
export interface RedirectsToCheck {
  /** The config, as messages name it (`docs.json`). */
  config: string;
  rules: readonly PublishedRule[];
  /** Exact sources that are real pages of the site. */
  realPages: readonly PublishedRule[];
  /**
   * The redirect pages written (`old.html`), relative to the site root. They are served, but they are no pages of
   * the site: their links are the rules' destinations, which {@link redirectFindings} judges by rule, and the job's
   * `pageCount` does not count them.
   */
  pageFiles: readonly string[];
  /**
   * The host's own file answers over a page at its source: Netlify's forced rules, and Cloudflare Pages, whose asset
   * server applies `_redirects` before it looks for a file (`generateResponse`, run by `wrangler pages dev`).
   */
  ruleWins: boolean;
}

/**
 * The file the host answers a URL path with (decoded, with the base path), directly or after its own redirect
 * (`/old` → `/old/`), relative to the site root; undefined when it serves none (`resolveOnHost`).
 */
export type FileAt = (urlPath: string) => string | undefined;

/** More hops than any browser follows (Chromium and Firefox stop at 20). */
const MAX_HOPS = 20;

/** A rule as messages name it: `docs.json redirects[3] (/old → /new)`. */
function ruleName(config: string, rule: PublishedRule): string {
  return `${config} redirects[${rule.rule.index}] (${rule.rule.source} → ${rule.rule.destination})`;
}

/** A path the source matches: each param, rest and wildcard given one segment. */
function sampleOf(rule: PublishedRule): { path: string; params: Map<string, string> } {
  const params = new Map<string, string>();
  const path = rule.matcher.pieces
    .map((piece) => {
      if (piece.kind === 'text') return piece.text;
      params.set(piece.kind === 'prefix' ? '*' : piece.name, 'x');
      return piece.kind === 'rest' ? '/x' : 'x';
    })
    .join('')
    .replace(/\/\/x$/, '/x');
  return { path, params };
}

/** The path of a location on the site (no query or fragment), or undefined for another site. */
function sitePathOf(location: string, rule: PublishedRule): string | undefined {
  if (rule.sitePath === undefined) return undefined;
  const pathname = location.startsWith('/') ? location : location.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  return pathname.replace(/[?#].*$/s, '') || '/';
}

/**
 * Where following the rules ends, from a path (`from`) the first match answers, as a browser follows them: on
 * another site; at a path on the site no rule answers (`at`, as the last location names it, which the host's files
 * then answer or not); or back at a path it passed (`at`), or past {@link MAX_HOPS}: a loop. `location` is the last
 * location a rule sent to.
 */
type Followed =
  { end: 'elsewhere'; location: string } | { end: 'path' | 'loop'; location: string; at: string; hops: number };

/** Follows the rules from `from` (decoded), which `first` answers ({@link Followed}). */
function follow(find: (urlPath: string) => RedirectMatch | undefined, from: string, first: RedirectMatch): Followed {
  const seen = new Set<string>([from.replace(/(.)\/$/, '$1')]);
  let { location, rule } = first;
  for (let hop = 1; ; hop++) {
    const at = sitePathOf(location, rule);
    if (at === undefined) return { end: 'elsewhere', location };
    const key = at.replace(/(.)\/$/, '$1');
    if (seen.has(key) || hop > MAX_HOPS) return { end: 'loop', location, at, hops: hop };
    seen.add(key);
    const next = find(safeDecode(at));
    if (!next) return { end: 'path', location, at, hops: hop };
    ({ location, rule } = next);
  }
}

/**
 * A redirect page the action wrote (one of `pageFiles`) is no page: it refreshes to its rule's destination. So a
 * destination the host answers only with one is not served, and where it is the rule's own (`/old` → `/old.html`,
 * whose page `old.html` is also what `/old.html` serves), browsers go round it forever (a refresh to itself, or on
 * Cloudflare Pages the host's `/old.html` → `/old` and the rule's way back).
 * @returns the sentence for a destination `at` (as the last location names it) that is no page of the site
 */
function destinationMessage(
  rule: PublishedRule,
  at: string,
  fileAt: FileAt,
  pageFiles: ReadonlySet<string>,
  host: string,
): string {
  const file = fileAt(safeDecode(at));
  if (file === undefined || !pageFiles.has(file))
    return `Its destination ${at} is not a page the site serves on host ${host}.`;
  const answered = `Its destination ${at} is answered on host ${host} only by ${file}`;
  const fix = 'Send the rule to a page of the site.';
  if (fileAt(rule.source) === file)
    return `${answered}, the rule's own redirect page: browsers go round it forever. ${fix}`;
  return `${answered}, a redirect page the action wrote, which is no page of the site. ${fix}`;
}

/**
 * The findings of the rules on a host.
 * @param fileAt the file the host answers a URL path with: a page, unless it is one of `check.pageFiles`
 * @param below whether any page of the site is served below a path prefix (`/docs/v2/`), for wildcard destinations
 */
export function redirectFindings(
  check: RedirectsToCheck,
  fileAt: FileAt,
  below: (prefix: string) => boolean,
  host: string,
): RedirectFinding[] {
  const findings: RedirectFinding[] = [];
  const find = redirectIndex(check.rules);
  const pageFiles = new Set(check.pageFiles);
  const served = servedAsPage(fileAt, pageFiles);
  const name = (rule: PublishedRule): string => ruleName(check.config, rule);
  for (const rule of check.rules) {
    if (rule.sitePath === undefined) continue;
    const param = /:[A-Za-z_]/.exec(rule.sitePath);
    const sample = sampleOf(rule);
    if (param) {
      // A destination with params: judged by the pages its matches could reach, below its fixed part, unless another
      // rule answers there (`/a/:slug*` → `/b/:slug*` → `/v2/:slug*`): then that rule is followed below, and judged
      // on its own destination. A rule answering its own destination grows, and stays an error here.
      const prefix = rule.sitePath.slice(0, rule.sitePath.lastIndexOf('/', param.index) + 1);
      const reached = sitePathOf(substitute(rule.destination, sample.params), rule);
      const next = reached === undefined ? undefined : find(safeDecode(reached));
      const chained = next !== undefined && next.rule !== rule;
      if (!chained && !below(prefix) && !served(prefix.replace(/(.)\/$/, '$1')))
        findings.push({
          severity: 'error',
          kind: 'redirect-destination',
          target: name(rule),
          message: `No page of the site lies at or below ${prefix}, where it sends every match, on host ${host}.`,
        });
    }
    // Follow the rule from a path its source matches, as a browser would.
    const followed = follow(find, sample.path, { rule, location: substitute(rule.destination, sample.params) });
    if (followed.end === 'loop')
      findings.push({
        severity: 'error',
        kind: 'redirect-loop',
        target: name(rule),
        message:
          `Following it from ${sample.path} comes back to ${followed.at}` +
          `${followed.hops > MAX_HOPS ? ` after ${MAX_HOPS} hops` : ''}: browsers stop with too many redirects.`,
      });
    else if (followed.end === 'path' && !param && !served(safeDecode(followed.at)))
      findings.push({
        severity: 'error',
        kind: 'redirect-destination',
        target: name(rule),
        message: destinationMessage(rule, followed.at, fileAt, pageFiles, host),
      });
  }
  for (const rule of check.realPages)
    findings.push({
      severity: 'warning',
      kind: 'redirect-source-page',
      target: name(rule),
      message: check.ruleWins
        ? `Its source ${rule.source} is also a page of the site; the rule in _redirects answers there, as on hosted ` +
          'Mintlify.'
        : `Its source ${rule.source} is also a page of the site: on host ${host} the page is served, while on hosted ` +
          'Mintlify the redirect wins. Remove the rule or the page.',
    });
  return findings;
}

/** Whether the host serves a page at a URL path: a file that is no redirect page ({@link destinationMessage}). */
function servedAsPage(fileAt: FileAt, pageFiles: ReadonlySet<string>): (urlPath: string) => boolean {
  return (urlPath) => {
    const file = fileAt(urlPath);
    return file !== undefined && !pageFiles.has(file);
  };
}

/**
 * Hosts whose own form of the rules answers a URL no file answers, in every client (`_redirects`, `vercel.json`:
 * `host-files.ts`; `RULES_ANSWER_FIRST` of `pages.ts`). A rule their file cannot express falls back to the
 * `404.html` script there too, which {@link onlyThroughScript} does not tell apart.
 */
const HOST_FILE_HOSTS: ReadonlySet<Host> = new Set(['netlify', 'cloudflare-pages', 'vercel']);

/**
 * Whether a URL path no file answers reaches the rules only through the script in `404.html` (`pages.ts`), so only
 * in a browser that runs JavaScript: on every host without a form of its own, unless the generated CloudFront
 * function answers every rule (`functionRedirects` of `publish.ts`, input `cloudfront-function`).
 */
export function onlyThroughScript(host: Host, cloudfrontFunction: boolean): boolean {
  return !HOST_FILE_HOSTS.has(host) && !(host === 'cloudfront' && cloudfrontFunction);
}

/**
 * How the rules answer a URL path the host serves no file at (a link's target): the first rule that matches, where it
 * sends the path, and where following the rules from there ends.
 */
export interface RuleAnswer {
  /** The rule, as messages name it (`docs.json redirects[0] (/beta/:slug* → /v2/:slug*)`). */
  rule: string;
  /** Where it sends the path: its destination with the params filled in (`/v2/a/b`). */
  location: string;
  /**
   * Where following the rules ends: `page` a page the site serves, `elsewhere` another site (both reached), `missing`
   * a path the site serves no page at (a redirect page is none), `loop` a loop.
   */
  end: 'page' | 'elsewhere' | 'missing' | 'loop';
  /** The last location a rule sent to: the page or the other site's URL (as the rules give it), or the missing path. */
  last: string;
}

/**
 * The lookup of {@link RuleAnswer}s for links whose target the host serves no file at: the rules indexed once
 * (`redirectIndex`), then one lookup a target.
 * @param fileAt as for {@link redirectFindings}
 * @returns the answer for a URL path (decoded, with the base path), or undefined when no rule matches it
 */
export function ruleAnswers(check: RedirectsToCheck, fileAt: FileAt): (urlPath: string) => RuleAnswer | undefined {
  const find = redirectIndex(check.rules);
  const served = servedAsPage(fileAt, new Set(check.pageFiles));
  return (urlPath) => {
    const first = find(urlPath);
    if (!first) return undefined;
    const followed = follow(find, urlPath, first);
    const answer = { rule: ruleName(check.config, first.rule), location: first.location, last: followed.location };
    if (followed.end !== 'path') return { ...answer, end: followed.end };
    const reached = served(safeDecode(followed.at));
    return { ...answer, end: reached ? 'page' : 'missing', last: reached ? followed.location : followed.at };
  };
}

function safeDecode(urlPath: string): string {
  try {
    return decodeURI(urlPath);
  } catch {
    return urlPath;
  }
}
