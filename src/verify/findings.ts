/** What the check found, in the shapes the report, the outputs and `verify-report` share. */
import type { ExternalAsset } from '../external/assets.ts';
import type { Layout } from '../site/hosts/hosts.ts';

export type Severity = 'error' | 'warning';

/**
 * One row of the issue's "What it checks" table each:
 * `missing-page` `a`/`area` target absent; `case-mismatch` present only in another letter case;
 * `redirect` a page link the host answers with a redirect; `missing-asset` something a page loads;
 * `missing-css-url` a stylesheet's `url()`/`@import`; `missing-fragment` no such `id`/`a name`;
 * `sitemap` a `<loc>` the host does not serve; `canonical` `rel=canonical`/`og:url` not served;
 * `social-image` `og:image`/`twitter:image` absent; `mintlify-app` a link to `*.mintlify.app`;
 * `page-count` HTML pages against the job's `pageCount`; `deploy` what the host needs besides pages;
 * `agent-file` an agent file the hosted site serves and the export lacks (`/llms.txt`, `/llms-full.txt`, a page's
 * Markdown copy `/<page>.md`; platform facts "Real pages"), one finding per file name (all Markdown copies in one);
 * `relative-404` a URL in `404.html` that resolves elsewhere at a missing URL (`/a/b/missing`), where hosts serve it;
 * `outside-base` a URL on the site's origin outside the path it is served under (`base-path`, or `site-url`'s path);
 * `unserved-file` a file of the site that the host does not serve at its own URL (a CloudFront function took it for a
 * page), referenced or not: not a missing file; `unreadable-payload` a file whose RSC payload has rows that are not
 * JSON or nest deeper than `MAX_JSON_DEPTH`, left as they are: what they name is neither checked nor rebased;
 * `url-expression` a compiled MDX `href:`/`src:` written as a template literal with `${…}` (issue 44 item 3), a URL
 * the page builds when it runs, which is neither checked nor rebased: its target is the member as written;
 * `redirect-destination` a redirect of `docs.json` (issue 45) whose on-site destination the host does not serve (for
 * a destination with params, no page below its fixed part); `redirect-loop` one that comes back to where it started;
 * `redirect-source-page` one whose exact source is also a page of the site (a warning): each names the rule.
 */
export type FindingKind =
  | 'missing-page'
  | 'case-mismatch'
  | 'redirect'
  | 'missing-asset'
  | 'missing-css-url'
  | 'missing-fragment'
  | 'sitemap'
  | 'canonical'
  | 'social-image'
  | 'mintlify-app'
  | 'page-count'
  | 'deploy'
  | 'agent-file'
  | 'relative-404'
  | 'outside-base'
  | 'unserved-file'
  | 'unreadable-payload'
  | 'url-expression'
  | 'redirect-destination'
  | 'redirect-loop'
  | 'redirect-source-page';

/** One distinct target of one kind, with where it is referenced. */
export interface Finding {
  severity: Severity;
  kind: FindingKind;
  /** The missing thing: a site path (`/guides/x.html`), `path#fragment`, an origin, or a file name. */
  target: string;
  /** What is wrong, in a sentence (names the real file for a case mismatch, the redirect's location). */
  message: string;
  /** Number of files (pages, stylesheets, the sitemap) that reference the target; 0 for site-wide findings. */
  pages: number;
  /** The first referencing files, site-relative, at most `EXAMPLE_PAGES`. */
  examples: string[];
}

/** How many referencing files a finding keeps by name (the summary shows 3; the JSON report all of these). */
export const EXAMPLE_PAGES = 20;

/** `verifyResult`: what was found, whatever `verify-fail-on` makes of it. */
export type VerifyResult = 'passed' | 'warnings' | 'failed';

/** The outcome of one check of the site. */
export interface VerifyReport {
  host: string;
  /** The export's layout: `html` (`guides/a.html`) or `folders` (`guides/a/index.html`), detected from its files. */
  layout: Layout;
  /** HTML files read, `404.html` included (output `verifiedPages`). */
  pages: number;
  /** References checked (internal, external and skipped schemes excluded). */
  references: number;
  /**
   * Distinct URLs on the site that references name (decoded paths: resolved, outside the site's path, or undecodable);
   * a same-page `#fragment` and external URLs are not counted.
   */
  targets: number;
  /** Sorted: errors first, then by `pages` descending, then by target. */
  findings: Finding[];
  /**
   * External hosts the site still loads from or links to, by how many pages reference them; not a host only named by
   * `preconnect`/`dns-prefetch` hints, which load nothing.
   */
  externalHosts: { host: string; pages: number }[];
  /** With `external-assets: report`: every off-site URL the site requests, by URL (`src/external/assets.ts`). */
  externalAssets?: ExternalAsset[];
  /**
   * With `external-assets: report`: pages and `.txt` payloads whose RSC rows cannot be read, whose off-site URLs are
   * therefore not in `externalAssets` (warned about once).
   */
  externalAssetsUnreadable?: string[];
  /** Error findings counted once per referencing file (output `brokenLinks`). */
  brokenLinks: number;
  /** Distinct error targets (output `brokenTargets`). */
  brokenTargets: number;
  result: VerifyResult;
  /** Things the log should say that are not findings (e.g. the page count check was skipped). */
  notes: string[];
  /** Time the check took, ms. */
  durationMs: number;
}

/** Collects findings by kind and target, counting each referencing file once. */
export class FindingSet {
  private readonly byKey = new Map<string, Finding & { lastPage: string }>();

  /** Records that `page` (or nothing, for site-wide findings) references a broken `target`. */
  add(severity: Severity, kind: FindingKind, target: string, message: () => string, page?: string): void {
    const key = `${kind}\n${target}`;
    let finding = this.byKey.get(key);
    if (!finding) {
      finding = { severity, kind, target, message: message(), pages: 0, examples: [], lastPage: '' };
      this.byKey.set(key, finding);
    }
    // Pages are read one after another, so a repeat within a page is always the last one seen.
    if (page === undefined || finding.lastPage === page) return;
    finding.lastPage = page;
    finding.pages++;
    if (finding.examples.length < EXAMPLE_PAGES) finding.examples.push(page);
  }

  /** Every finding, errors first, then by referencing files descending, then by target. */
  sorted(): Finding[] {
    const rank = (f: Finding): number => (f.severity === 'error' ? 0 : 1);
    return [...this.byKey.values()]
      .map(({ lastPage: _lastPage, ...finding }) => finding)
      .sort((a, b) => rank(a) - rank(b) || b.pages - a.pages || a.target.localeCompare(b.target));
  }
}
