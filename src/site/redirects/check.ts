/**
 * What verification says of the redirects (issue 45 "Verification reads the rules"): an on-site destination the host
 * does not serve, or a loop, is an error naming the rule; a source that is a real page is a warning. Pure: the host's
 * rules come in as `served`.
 */
import { redirectIndex, substitute, type PublishedRule } from './rules.ts';

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

/** More hops than any browser follows (Chromium and Firefox stop at 20). */
const MAX_HOPS = 20;

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
 * The findings of the rules on a host.
 * @param served whether the host serves a page at a URL path (decoded, with the base path)
 * @param below whether any file of the site is served below a path prefix (`/docs/v2/`), for wildcard destinations
 */
export function redirectFindings(
  check: RedirectsToCheck,
  served: (urlPath: string) => boolean,
  below: (prefix: string) => boolean,
  host: string,
): RedirectFinding[] {
  const findings: RedirectFinding[] = [];
  const find = redirectIndex(check.rules);
  const name = (rule: PublishedRule): string =>
    `${check.config} redirects[${rule.rule.index}] (${rule.rule.source} → ${rule.rule.destination})`;
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
    const seen = new Set<string>([sample.path.replace(/(.)\/$/, '$1')]);
    let location = substitute(rule.destination, sample.params);
    let current: PublishedRule = rule;
    for (let hop = 1; ; hop++) {
      const at = sitePathOf(location, current);
      if (at === undefined) break;
      const key = at.replace(/(.)\/$/, '$1');
      if (seen.has(key) || hop > MAX_HOPS) {
        findings.push({
          severity: 'error',
          kind: 'redirect-loop',
          target: name(rule),
          message:
            `Following it from ${sample.path} comes back to ${at}` +
            `${hop > MAX_HOPS ? ` after ${MAX_HOPS} hops` : ''}: browsers stop with too many redirects.`,
        });
        break;
      }
      seen.add(key);
      const next = find(safeDecode(at));
      if (!next) {
        if (!param && !served(safeDecode(at)))
          findings.push({
            severity: 'error',
            kind: 'redirect-destination',
            target: name(rule),
            message: `Its destination ${at} is not a page the site serves on host ${host}.`,
          });
        break;
      }
      location = next.location;
      current = next.rule;
    }
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

function safeDecode(urlPath: string): string {
  try {
    return decodeURI(urlPath);
  } catch {
    return urlPath;
  }
}
