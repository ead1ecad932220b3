import fs from 'node:fs';
import path from 'node:path';
import { cssUrls } from './css.ts';
import { stylesheetEncoding } from '../web/charset.ts';
import { FindingSet, type Finding, type VerifyReport } from './findings.ts';
import {
  cloudfrontNames,
  cloudfrontRequest,
  detectLayout,
  resolveOnHost,
  type Host,
  type HostContext,
  type Layout,
  type Resolution,
} from '../site/hosts/hosts.ts';
import { copy } from '../common/flat.ts';
import { payloadRefs, scanHtml, type HtmlSink, type RefKind } from './html.ts';
import type { PageScans } from './page-scans.ts';
import { isHtmlPage } from '../common/page-file.ts';
import type { IgnoreMatcher } from './ignore.ts';
import type { BuiltFor } from './inputs.ts';
import { sitemapLocs } from '../web/sitemap.ts';
import { EventLoopTurns } from '../common/turns.ts';
import { ExternalAssets } from '../external/assets.ts';
import { namedUrls } from '../external/literals.ts';
import { payloadRule, type AssetRule } from '../external/rules.ts';
import { MAX_JSON_DEPTH } from '../web/json-offsets.ts';
import { payloadText, rscFileEdits, rscStreamEdits } from '../site/rebase/rsc.ts';
import { mayBeRscPayload, RSC_START } from '../web/rsc-start.ts';
import { sitePaths } from '../site/rebase/site-paths.ts';
import {
  onlyThroughScript,
  redirectFindings,
  ruleAnswers,
  type RedirectsToCheck,
  type RuleAnswer,
} from '../site/redirects/check.ts';

/** What to check and on which rules. */
export interface CheckOptions {
  /** Absolute path of the site folder. */
  root: string;
  /** Every file of the site, relative to `root` with `/` separators (the unpacker's list). */
  files: readonly string[];
  host: Host;
  /**
   * The public origin, with an optional path prefix (`https://docs.example.com`); absolute links to it are internal.
   */
  siteUrl: string | undefined;
  ignore: IgnoreMatcher | undefined;
  /**
   * The URL path the site is served under, percent-encoded, no trailing slash (`/docs`); `''` or absent at the
   * origin's root. Pages are read at their URL under it, and a root-absolute URL outside it leaves the site.
   */
  basePath?: string;
  /** The export was rebased to `basePath` (input `base-path`): a URL outside it is one the rebase did not reach. */
  rebased?: boolean;
  /**
   * The export was already built for `basePath` and is served as it is, not rebased
   * (`site/rebase/export-base-path.ts`): `next` Next's own `basePath` build, whose router adds the base path to the
   * links it navigates to; `mintlify` a deployment built for that path (its base-path script's `var b`), whose links
   * carry it.
   */
  builtFor?: BuiltFor;
  /** `host: cloudfront` with the function the action writes for this site (input `cloudfront-function`). */
  cloudfrontFunction?: boolean;
  /** The job's `pageCount` (spec §3.2), when it gave one. */
  pageCount: number | undefined;
  /** Clock for `durationMs`, ms. */
  now?: () => number;
  /** Checked between pages, with a turn of the event loop now and then, so a cancellation stops the check. */
  signal?: AbortSignal;
  /**
   * Pages scanned as they were unpacked, which are then not read again; `prefix` is the folder the unpack took the
   * site out of (`site/`, or `''`), which their names there carry.
   */
  scanned?: { scans: PageScans; prefix: string };
  /**
   * List every off-site URL the site requests (`external-assets: report`, issue 38) in the report's `externalAssets`:
   * what pages and stylesheets load, and where script text and RSC payloads name the same URLs. Pages are then read
   * whole (their scripts too), not replayed from `scanned`.
   */
  externalAssets?: boolean;
  /** The redirects published into the site (issue 45): each rule's destination and loops are checked. */
  redirects?: RedirectsToCheck;
}

/** Page URLs are resolved against this origin, which no real link can name. */
const INTERNAL = 'https://site.invalid';

/** What a URL as written in a page refers to. */
type Target =
  | { type: 'skip' }
  /** `url`: the absolute URL, for `externalAssets`. */
  | { type: 'external'; host: string; url: string }
  | { type: 'mintlify'; origin: string; url: string }
  /** Percent-encoding that does not decode: no file can match. */
  | { type: 'malformed'; target: string }
  /** On the site's origin but outside its base path: it leaves the site. */
  | { type: 'outside'; path: string }
  | { type: 'internal'; path: string; fragment: string; resolution: Resolution; ignored: boolean };

const SKIP: Target = { type: 'skip' };
/** A missing URL two folders deep, where the host serves 404.html. */
const MISSING_PATH = '/a/b/missing';
/** U+0000 cannot occur in an id: the HTML parser replaces it. */
const ANCHOR_SEPARATOR = '\u0000';
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;

/**
 * Checks the unpacked site offline against the host's rules (issue 13 "What it checks"): every page's
 * links, assets and fragments, the stylesheets' `url()`s, the sitemap, canonical and social tags,
 * `*.mintlify.app` links, the page count and what the host needs to serve the site. Nothing is fetched.
 * @throws file system errors reading the site; the signal's reason once it is aborted
 */
export async function checkSite(options: CheckOptions): Promise<VerifyReport> {
  const now = options.now ?? Date.now;
  const turns = new EventLoopTurns(options.signal);
  const started = now();
  const { host, ignore } = options;
  const files = new Set(options.files);
  const findings = new FindingSet();
  const prefix = options.basePath ?? '';
  const site = parseSiteUrl(options.siteUrl, prefix);
  /** Where 404.html is read: a missing URL two folders deep in the site. */
  const missingUrl = `${INTERNAL}${prefix}${MISSING_PATH}`;
  const layout = detectLayout(options.files);
  const contextFor = (names: ReadonlySet<string>): HostContext => ({
    basePath: prefix,
    cloudfront: options.cloudfrontFunction && host === 'cloudfront' ? cloudfrontNames(names, layout) : undefined,
  });
  const context = contextFor(files);
  /** Links to a folder page without its slash that the host redirects to `/x/`, in the folder layout. */
  const slashRedirects = new Set<string>();
  const memo = new Map<string, Target>();
  const resolved = new Map<string, Resolution>();
  const external = new Map<string, { pages: number; last: string }>();
  const externalAssets = options.externalAssets ? new ExternalAssets() : undefined;
  /** Fragments to look up once every page's anchors are known: file → fragment → referencing files. */
  const pendingFragments = new Map<string, Map<string, Set<string>>>();
  /** Each page's ids and `a` names, joined by ANCHOR_SEPARATOR and wrapped in it. */
  const anchors = new Map<string, string>();
  let references = 0;
  /** Distinct URLs on the site that references name: resolved, outside the site's path, or undecodable. */
  const named = new Set<string>();
  let lowerCase: Map<string, string> | undefined;
  let lowered: Set<string> | undefined;
  let loweredContext: HostContext | undefined;

  const resolvePath = (urlPath: string): Resolution => {
    let resolution = resolved.get(urlPath);
    if (!resolution) {
      resolution = resolveOnHost(host, urlPath, files, layout, context);
      resolved.set(urlPath, resolution);
    }
    return resolution;
  };

  // The redirect pages the action wrote are served, but are no pages of the site: their one link is a rule's
  // destination, judged below by rule, and the job's pageCount does not count them.
  const redirectPages = new Set(options.redirects?.pageFiles);
  /** The file the host answers a URL path (decoded, with the base path) with, as the redirects' checks read it. */
  const fileAt = (urlPath: string): string | undefined => {
    if (urlPath !== prefix && !urlPath.startsWith(`${prefix}/`)) return undefined;
    const resolution = resolvePath(urlPath.slice(prefix.length) || '/');
    return resolution.kind === 'missing' ? undefined : resolution.file;
  };
  /**
   * The rules answer a URL no file answers only through the script in 404.html (github-pages, s3, …): in a browser
   * that runs JavaScript, and only while the site has its 404.html.
   */
  const throughScript = onlyThroughScript(host, options.cloudfrontFunction === true);
  let answerOf: ((urlPath: string) => RuleAnswer | undefined) | undefined;
  /**
   * The published rule that answers a link's target the host serves no file at (decoded, below the base path), and
   * where following the rules ends; built on the first such target, as most sites have none.
   */
  const ruleAnswer = (at: string): RuleAnswer | undefined => {
    if (!options.redirects || (throughScript && !files.has('404.html'))) return undefined;
    answerOf ??= ruleAnswers(options.redirects, fileAt);
    return answerOf(`${prefix}${at}`);
  };

  /** The rebase's own test of data (`site-paths.ts`): whether a root-absolute path names a file of the site. */
  const siteHas = sitePaths(options.files);
  /** Next's own `basePath` build: its router adds the base path to a root-absolute link (its `addBasePath`). */
  const routerPrefix = options.builtFor === 'next' ? prefix : '';
  /**
   * An export built for the path, either kind (issue 44 item 6): the client renders a data link (the sidebar's
   * `navigation`, from the docs configuration) through `next/link`, which adds the base path, so the data holds
   * `/api-reference/auth` for `/docs/api-reference/auth`. Not a data asset: Next adds no base path to an image's or an
   * icon's `src` (Next's `basePath` docs: "you will need to add the basePath in front of src"), so it is read as
   * written.
   */
  const dataPrefix = options.builtFor ? prefix : '';
  /**
   * Whether a data member of a payload is a link or an asset (issue 37 item 5): by the rule the rebase applies, it
   * names a file of the site, as written (the export as built) or under the base path (as rebased).
   */
  const isSiteData = (raw: string): boolean => {
    if (siteHas(raw)) return true;
    const under = prefix ? underPrefix(raw.replace(/[?#].*$/s, ''), `${prefix}/`) : undefined;
    return under !== undefined && siteHas(under);
  };
  /**
   * A compiled MDX link or image built from a template's `${…}` (issue 44 item 3), as written: it names no URL to
   * check, and the rebase leaves it, so it is a warning of its own, unless `verify-ignore` matches it as written.
   */
  const builtAtRunTime = (written: string, file: string): void => {
    if (ignore?.(written, undefined)) return;
    const what = written.startsWith('src') ? 'image' : 'link';
    const target = written.length > MAX_EXPRESSION ? `${written.slice(0, MAX_EXPRESSION - 1)}…` : written;
    const message = (): string =>
      `Compiled MDX builds this ${what} from a template literal with \${…} when the page runs: where it leads is ` +
      `not checked${options.rebased ? `, and base-path cannot add ${prefix} to it` : ''}. Write the URL out in ` +
      "the page's MDX, or add the expression as written to verify-ignore.";
    findings.add('warning', 'url-expression', copy(target), message, file);
  };
  /**
   * A reference as the client follows it, handed to `then` as a page's: a payload's links with the base path Next's
   * router adds, its data only where it names the site's files (else it is data, and nothing is handed on), its data
   * links with the base path `next/link` adds in an export built for the path; a link built at run time is a finding
   * of `file`'s, handed on to nothing.
   */
  const followed = (kind: RefKind, raw: string, file: string, then: (kind: RefKind, raw: string) => void): void => {
    if (kind === 'expression') return builtAtRunTime(raw, file);
    if (kind === 'data-link' || kind === 'data-asset') {
      if (!isSiteData(raw)) return;
      if (kind === 'data-asset') return then('asset', raw);
    } else if (kind !== 'client-link') return then(kind, raw);
    const added = kind === 'data-link' ? dataPrefix : routerPrefix;
    const rootAbsolute = raw[0] === '/' && raw[1] !== '/' && raw[1] !== '\\';
    then('link', added && rootAbsolute ? `${added}${raw}` : raw);
  };

  /** The real file a path would reach if letters' case were ignored. */
  const caseTwin = (urlPath: string): string | undefined => {
    if (!lowerCase) {
      lowerCase = new Map();
      for (const file of files) lowerCase.set(file.toLowerCase(), file);
      lowered = new Set(lowerCase.keys());
      loweredContext = contextFor(lowered);
    }
    const twin = resolveOnHost(host, urlPath.toLowerCase(), lowered!, layout, loweredContext);
    return twin.kind === 'missing' ? undefined : lowerCase.get(twin.file);
  };

  /** Maps an absolute URL on the site (or the internal origin) to a site path, else undefined. */
  const sitePathOf = (url: URL): string | undefined => {
    if (url.origin === INTERNAL) return underPrefix(url.pathname, `${prefix}/`);
    return site ? sitePathFor(url, site) : undefined;
  };

  const classify = (raw: string, url: URL): Target => {
    const sitePath = sitePathOf(url);
    if (sitePath === undefined) {
      if (url.protocol !== 'https:' && url.protocol !== 'http:') return SKIP;
      if (url.origin === INTERNAL || url.hostname === site?.hostname)
        return { type: 'outside', path: copy(url.pathname) };
      const hostname = url.hostname;
      const onMintlify = hostname === 'mintlify.app' || hostname.endsWith('.mintlify.app');
      const href = copy(url.href);
      if (onMintlify && !site?.mintlify) return { type: 'mintlify', origin: url.origin, url: href };
      return { type: 'external', host: hostname, url: href };
    }
    let decoded: string;
    const fragment = decodeFragment(url.hash.slice(1));
    try {
      decoded = decodeURIComponent(sitePath);
    } catch {
      // Name it as readably as possible: every segment that does decode, decoded.
      const readable = sitePath
        .split('/')
        .map((segment) => safeDecode(segment) ?? segment)
        .join('/');
      return { type: 'malformed', target: copy(readable) };
    }
    const ignored = ignore !== undefined && ignore(raw, decoded);
    return {
      type: 'internal',
      path: copy(decoded),
      fragment: copy(fragment),
      resolution: resolvePath(decoded),
      ignored,
    };
  };

  /** Resolves a URL as written against a base URL, memoised by the base's folder and the raw text. */
  const resolve = (raw: string, base: string, baseInternal: boolean): Target => {
    if (raw === '') return SKIP;
    const scheme = SCHEME.exec(raw);
    if (scheme && !/^https?$/i.test(scheme[1]!)) return SKIP;
    let key: string;
    const c1 = raw.charCodeAt(1);
    // An absolute path does not depend on the page (with an internal base); '#…' and '?…' depend on the file.
    if (baseInternal && raw[0] === '/' && c1 !== 47 && c1 !== 92) key = raw;
    else if (raw[0] === '#' || raw[0] === '?') key = `${base}\n${raw}`;
    else key = `${base.slice(0, base.lastIndexOf('/') + 1)}\n${raw}`;
    let target = memo.get(key);
    if (target === undefined) {
      let url: URL | undefined;
      try {
        url = new URL(raw, base);
      } catch {
        url = undefined;
      }
      target = url ? classify(raw, url) : SKIP;
      memo.set(copy(key), target);
    }
    return target;
  };

  const noteExternal = (hostname: string, file: string): void => {
    const entry = external.get(hostname);
    if (!entry) external.set(hostname, { pages: 1, last: file });
    else if (entry.last !== file) {
      entry.pages++;
      entry.last = file;
    }
  };

  const servedMessage = (target: string, resolution: Resolution): string => {
    if (s3BaseRoot(target)) return s3BaseRootMessage(prefix);
    if (resolution.kind === 'redirect')
      return `${target} is served only through a redirect to ${resolution.location} on ${host}.`;
    const auto = resolveOnHost('auto', target, files);
    if (auto.kind !== 'missing')
      return `${target} is not served on ${host}, although the site has ${auto.file} (see the hosts table).`;
    return `${target} has no page in the site.`;
  };

  /**
   * A link of an export built for the path that already carries it, which the client's `next/link` prefixes again
   * (`/docs/guides/start` to `/docs/docs/guides/start`): how to write it. `''` for any other missing page.
   */
  const twiceFix = (at: string): string => {
    if (!options.builtFor || !prefix || !at.startsWith(`${prefix}/`)) return '';
    const meant = at.slice(prefix.length);
    if (resolvePath(meant).kind === 'missing') return '';
    return (
      ` The export was built for ${prefix}, and its client adds ${prefix} to the links it navigates to ` +
      `(next/link): a link written ${prefix}${meant} leads to ${prefix}${at}. Write it as ${meant} in the source.`
    );
  };

  /**
   * A link the host serves no file at, which a rule answers (issue 45), with where the rules end on a page or another
   * site: a redirect, as the host's own. Through the 404.html script only a browser running JavaScript follows it.
   */
  const ruleRedirectMessage = (at: string, answer: RuleAnswer): string =>
    `${at} answers with ${answer.rule} to ${answer.location} on ${host}` +
    (throughScript
      ? ", through the 404.html script: only in a browser that runs JavaScript (other clients get 404.html's 404). " +
        `Link ${answer.last} itself.`
      : '.');

  /** On `s3` below a base path, the site's root: CloudFront's default root object does not reach `/docs/`. */
  const s3BaseRoot = (at: string): boolean => host === 's3' && prefix !== '' && at === '/' && files.has('index.html');

  /**
   * In the folder layout, `/x` answered with the host's redirect to `/x/` (`x/index.html`) is how that host
   * serves every page of such an export: counted for one note, not a finding per target.
   */
  const slashRedirect = (at: string, resolution: Resolution): boolean => {
    if (layout !== 'folders' || resolution.kind !== 'redirect' || resolution.location !== `${at}/`) return false;
    if (slashRedirects.size < SLASH_REDIRECT_TARGETS) slashRedirects.add(copy(at));
    return true;
  };

  /** Records what one reference from `file` found. */
  const check = (kind: RefKind, target: Target, file: string): void => {
    if (target.type === 'skip') return;
    references++;
    // Only what the browser fetches: not links, canonical or social tags, connection hints or alternates.
    if (externalAssets && kind === 'asset' && (target.type === 'external' || target.type === 'mintlify'))
      // As the browser requests it, and `bundle` fetches it: without its fragment (`sprite.svg#icon`).
      externalAssets.add(target.url.replace(/#.*$/s, ''), file);
    // A connection hint (`preconnect`, `dns-prefetch`) loads nothing: a host only hinted at is not needed online, as
    // `external-assets: report`, which lists what the site requests, says (issue 44 item 11).
    if (target.type === 'external') return kind === 'external' ? undefined : noteExternal(target.host, file);
    if (target.type === 'internal' || target.type === 'outside') named.add(target.path);
    else if (target.type === 'malformed') named.add(target.target);
    if (target.type === 'mintlify') {
      // A connection hint loads nothing: it fails silently once that host is gone, and the site does not need it.
      if (kind === 'external') return;
      if (kind === 'social-image') {
        const message = (): string =>
          `The social preview image is on ${target.origin}: previews show it only while that host serves it.`;
        return findings.add('warning', 'social-image', target.origin, message, file);
      }
      const message = (): string =>
        `Links to ${target.origin}, not to the address the site is served at: set site-url to that address (URLs on ` +
        `the export's own origin are rewritten to it), or add ${target.origin}/** to verify-ignore.`;
      return findings.add('error', 'mintlify-app', target.origin, message, file);
    }
    if (target.type === 'outside') {
      if (kind === 'external' || (ignore !== undefined && ignore(target.path, target.path))) return;
      const at = target.path;
      const message = (): string =>
        `${at} is outside the site's path ${prefix}/: served there, it leads off the site` +
        outsideFix(at, prefix, options);
      if (kind === 'canonical') return findings.add('warning', 'canonical', at, message, file);
      return findings.add('error', 'outside-base', at, message, file);
    }
    if (target.type === 'malformed') {
      if (kind === 'canonical' || kind === 'external') return;
      const message = (): string => `${target.target} has percent-encoding that does not decode to a file name.`;
      return findings.add('error', kind === 'link' ? 'missing-page' : 'missing-asset', target.target, message, file);
    }
    if (target.ignored || kind === 'external') return;
    const { resolution } = target;
    const at = target.path;
    if (kind === 'canonical') {
      if (resolution.kind !== 'direct' && !slashRedirect(at, resolution))
        findings.add('warning', 'canonical', at, () => servedMessage(at, resolution), file);
      return;
    }
    if (resolution.kind === 'missing') {
      // A rule of docs.json may answer where no file does: the link is judged by where the rules send it.
      const answer = kind === 'link' ? ruleAnswer(at) : undefined;
      if (answer?.end === 'page' || answer?.end === 'elsewhere')
        return findings.add('warning', 'redirect', at, () => ruleRedirectMessage(at, answer), file);
      const agent = kind === 'link' || kind === 'alternate' ? agentFile(at, files) : undefined;
      if (agent) return findings.add('warning', 'agent-file', agent.target, agent.message, file);
      if (files.has(at.slice(1))) {
        const message = (): string => unservedMessage(at, host, layout, context);
        return findings.add('error', 'unserved-file', at, message, file);
      }
      if (s3BaseRoot(at))
        return findings.add('error', 'missing-page', `${prefix}/`, () => s3BaseRootMessage(prefix), file);
      const twin = caseTwin(at);
      if (twin !== undefined) {
        const message = (): string =>
          `${at} does not exist; ${twin} differs only in letter case (hosts other than Windows are case-sensitive).`;
        return findings.add('error', 'case-mismatch', at, message, file);
      }
      if (kind === 'link') {
        const message = (): string => {
          const auto = resolveOnHost('auto', at, files);
          // A redirect page is no page the link could reach on another host's rules.
          if (auto.kind === 'missing' || redirectPages.has(auto.file))
            return `${at}: no such page on ${host}.${twiceFix(at)}${brokenRule(answer)}`;
          const folder = auto.file === 'index.html' || auto.file.endsWith('/index.html');
          const hint = host === 's3' && folder ? ': the S3 REST endpoint has no index documents' : '';
          return (
            `${at} is not served on ${host}, although the site has ${auto.file}${hint} (see the hosts table).` +
            brokenRule(answer)
          );
        };
        return findings.add('error', 'missing-page', at, message, file);
      }
      if (kind === 'alternate') {
        const message = (): string => `${at}: no such file on ${host} (a link rel=alternate).`;
        return findings.add('warning', 'missing-page', at, message, file);
      }
      if (kind === 'social-image')
        return findings.add('error', 'social-image', at, () => `${at}: the social preview image is missing.`, file);
      return findings.add('error', 'missing-asset', at, () => `${at}: no such file.`, file);
    }
    if (kind !== 'link') return;
    if (resolution.kind === 'redirect' && !slashRedirect(at, resolution)) {
      findings.add(
        'warning',
        'redirect',
        at,
        () => `${at} answers with a redirect to ${resolution.location} on ${host}.`,
        file,
      );
    }
    const fragment = target.fragment;
    if (fragment && fragment.toLowerCase() !== 'top' && resolution.file.endsWith('.html')) {
      let byFragment = pendingFragments.get(resolution.file);
      if (!byFragment) pendingFragments.set(resolution.file, (byFragment = new Map<string, Set<string>>()));
      let pages = byFragment.get(fragment);
      if (!pages) byFragment.set(fragment, (pages = new Set()));
      pages.add(file);
    }
  };

  /** Files whose payload rows cannot be read (`external-assets: report`): what those rows load is not listed. */
  const unreadableFiles = new Set<string>();
  const unreadable = (file: string): void => void unreadableFiles.add(file);
  /** Lists each off-site URL a file's payload loads (`external-assets: report`). */
  const listed =
    (file: string): AssetRule =>
    (url, use) => {
      if (use !== 'named') externalAssets?.add(url, file);
      return undefined;
    };

  const pages = options.files.filter((file) => isHtmlPage(file) && !redirectPages.has(file));
  /** A page's references before its `<base href>` (or its end): the base applies to the whole document. */
  const pendingKinds: RefKind[] = [];
  const pendingRaws: string[] = [];
  const scanned = options.externalAssets ? undefined : options.scanned;
  /** Each page's inline script text, when `externalAssets` looks for URLs in it once every page has been read. */
  const scripts = new Map<string, string[]>();
  /** Checks one page from what `scan` reports of it. */
  /** A file whose RSC payload has rows the reader cannot parse: one finding names them all. */
  const unreadablePayload = (file: string): void =>
    findings.add(
      'warning',
      'unreadable-payload',
      'RSC payload rows',
      () =>
        'React Server Components payload rows that are not valid JSON or nest deeper than ' +
        `${MAX_JSON_DEPTH.toLocaleString('en-US')} levels were left as they are: the links and assets they name are ` +
        'not checked, nor rebased by base-path. Check how the export was built.',
      file,
    );
  const checkPage = (file: string, scan: (sink: HtmlSink) => void): void => {
    const pageUrl = `${INTERNAL}${prefix}${servedAt(file, resolvePath)}`;
    let base = pageUrl;
    let baseInternal = true;
    let baseSeen = false;
    /** 404.html is served at every missing URL: its URLs are resolved at one too, with its base resolved there. */
    const notFound = file === '404.html';
    let baseAtMissing = missingUrl;
    const ids = new Set<string>();
    const sameScroll: string[] = [];
    const handle = (kind: RefKind, raw: string): void => {
      // 404.html is no page of the docs (not in pageCount, the sitemap or llms.txt): no Markdown copy is made of it.
      if (notFound && kind === 'alternate' && /\.md(?:[?#]|$)/i.test(raw)) return;
      if (raw[0] === '#' && base === pageUrl) {
        // Same page: no URL parsing; checked once the whole page (every id) has been read.
        const fragment = decodeFragment(raw.slice(1));
        if (fragment === '' || fragment.toLowerCase() === 'top' || kind !== 'link') return;
        references++;
        sameScroll.push(fragment);
        return;
      }
      const target = resolve(raw, base, baseInternal);
      check(kind, target, file);
      if (notFound && target.type === 'internal' && raw[0] !== '#' && raw[0] !== '?') {
        const there = resolve(raw, baseAtMissing, true);
        if (there.type === 'internal' && there.path !== target.path) {
          const message = (): string =>
            `404.html is served at every missing URL, where ${raw} is relative to that URL: at ` +
            `${MISSING_PATH} it loads ${there.path}, not ${target.path}. Make it root-absolute (${target.path}).`;
          findings.add('error', 'relative-404', copy(raw), message, file);
        }
      }
    };
    const flush = (): void => {
      for (let i = 0; i < pendingKinds.length; i++) handle(pendingKinds[i]!, pendingRaws[i]!);
      pendingKinds.length = 0;
      pendingRaws.length = 0;
    };
    const pend = (kind: RefKind, raw: string): void => {
      if (baseSeen) return handle(kind, raw);
      pendingKinds.push(kind);
      pendingRaws.push(raw);
    };
    scan({
      ref: (kind, raw) => followed(kind, raw, file, pend),
      anchor: (name) => {
        ids.add(name);
      },
      unreadable: () => unreadablePayload(file),
      ...(externalAssets && {
        // What the payload loads, as the bundler reads it: a page reached by client navigation renders from it.
        payload: (payload: string) => void rscStreamEdits(payload, payloadRule(file, listed(file), unreadable)),
        script: (text: string) => {
          if (!text.includes('http')) return;
          let list = scripts.get(file);
          if (!list) scripts.set(file, (list = []));
          list.push(text);
        },
      }),
      base: (href) => {
        baseSeen = true;
        try {
          const url = new URL(href, pageUrl);
          const sitePath = sitePathOf(url);
          baseInternal = sitePath !== undefined;
          // Resolved where the page is served (under the base path), as the browser resolves it (issue 29 item 6).
          base = copy(baseInternal ? `${INTERNAL}${prefix}${sitePath}` : url.href);
          if (notFound) baseAtMissing = new URL(href, missingUrl).href;
        } catch {
          // An unparsable base is ignored by browsers too.
        }
        flush();
      },
    });
    flush();
    for (const fragment of sameScroll) {
      if (!ids.has(fragment)) {
        const target = `/${file}#${fragment}`;
        findings.add(
          'warning',
          'missing-fragment',
          copy(target),
          () => `${file} has no element with id or name "${fragment}".`,
          file,
        );
      }
    }
    // Kept for links from other pages as one string, not a set of strings: a fraction of the memory.
    if (ids.size > 0)
      anchors.set(file, copy(`${ANCHOR_SEPARATOR}${[...ids].join(ANCHOR_SEPARATOR)}${ANCHOR_SEPARATOR}`));
  };
  // In the list's order (the notes' examples are the first found); a page scanned as it was unpacked is not read.
  await forEachFile(
    options.root,
    pages,
    turns,
    (file, content) => checkPage(file, (sink) => scanHtml(content, sink)),
    scanned &&
      ((file) => {
        const key = `${scanned.prefix}${file}`;
        if (!scanned.scans.has(key)) return false;
        checkPage(file, (sink) => scanned.scans.replay(key, sink));
        return true;
      }),
  );

  // The payloads client navigation fetches (`<page>.txt`, issue 37 item 5): what each makes the client follow, read
  // as the page's inline payload is, at the page's URL, and named with the `.txt` file.
  const payloads = options.files.filter(mayBeRscPayload);
  const fromPayload = (file: string, pageUrl: string) => (kind: RefKind, raw: string) =>
    check(kind, resolve(raw, pageUrl, true), file);
  await forEachFile(options.root, payloads, turns, (file, content) => {
    const text = payloadText(content);
    if (!RSC_START.test(text)) return;
    const page = `${file.slice(0, -'.txt'.length)}.html`;
    const pageUrl = `${INTERNAL}${prefix}${files.has(page) ? servedAt(page, resolvePath) : `/${encodePath(file)}`}`;
    const add = fromPayload(file, pageUrl);
    payloadRefs(text, {
      ref: (kind, raw) => followed(kind, raw, file, add),
      unreadable: () => unreadablePayload(file),
    });
  });

  for (const [file, byFragment] of pendingFragments) {
    const ids = anchors.get(file) ?? '';
    for (const [fragment, from] of byFragment) {
      // Ids never hold the separator (scanHtml replaces U+0000 as the HTML parser does): no match across ids.
      const found =
        !fragment.includes(ANCHOR_SEPARATOR) && ids.includes(`${ANCHOR_SEPARATOR}${fragment}${ANCHOR_SEPARATOR}`);
      if (found) continue;
      const target = `/${file}#${fragment}`;
      for (const page of from) {
        findings.add(
          'warning',
          'missing-fragment',
          target,
          () => `${file} has no element with id or name "${fragment}".`,
          page,
        );
      }
    }
  }

  const stylesheets = options.files.filter((f) => f.endsWith('.css'));
  await forEachFile(options.root, stylesheets, turns, (file, content) => {
    const url = `${INTERNAL}${prefix}/${encodePath(file)}`;
    // In its own encoding (BOM, @charset), as browsers and the bundler (`external/bundle.ts`) read it.
    for (const raw of cssUrls(new TextDecoder(stylesheetEncoding(content)).decode(content))) {
      const target = resolve(raw, url, true);
      if (target.type === 'internal' && target.resolution.kind === 'missing' && !target.ignored) {
        references++;
        named.add(target.path);
        const at = target.path;
        findings.add('error', 'missing-css-url', at, () => `${at}: no such file (from a stylesheet).`, file);
      } else check('asset', target, file);
    }
  });

  if (externalAssets) {
    // The `.txt` payloads (what client navigation fetches) load what their elements name, as the bundler reads them.
    await forEachFile(options.root, payloads, turns, (file, content) => {
      if (RSC_START.test(content.toString('latin1', 0, 64)))
        rscFileEdits(content, payloadRule(file, listed(file), unreadable));
    });
    // Inline scripts name the URLs the site loads (KaTeX's preload switch): each found where it is named, once every
    // loaded URL is known.
    const known = (url: string): boolean => externalAssets.has(url);
    for (const [file, texts] of scripts)
      for (const text of texts) for (const url of namedUrls(text, known)) externalAssets.add(url, file);
    scripts.clear();
  }

  await checkSitemaps(options.root, files, {
    site,
    add: (severity, target, message, from) =>
      findings.add(severity, severity === 'error' ? 'mintlify-app' : 'sitemap', target, () => message, from),
    ignore,
    resolve: resolvePath,
    served: servedMessage,
    slashRedirect,
  });

  const notes: string[] = [];
  if (slashRedirects.size > 0) {
    const examples = [...slashRedirects].slice(0, 3).join(', ');
    notes.push(
      `Folder layout on ${host}: page URLs without a trailing slash (${examples}) answer with the host's redirect ` +
        'to the same URL with a slash, as this host serves every x/index.html: not counted as findings.',
    );
  }
  checkDeployability(files, host, pages, findings);
  checkServedFiles(files, host, layout, context, findings);
  const counted = pages.filter((f) => f !== '404.html').length;
  if (options.pageCount === undefined) {
    notes.push(
      'No page count to check against (the job gave none, or the export is local): the page count check was skipped.',
    );
  } else if (counted < options.pageCount) {
    const message = (): string =>
      `The site has ${counted} HTML pages (404.html not counted); the job exported ${options.pageCount}.`;
    findings.add('error', 'page-count', `${counted} of ${options.pageCount} pages`, message);
  } else if (counted > options.pageCount) {
    const message = (): string =>
      `The site has ${counted} HTML pages (404.html not counted), more than the job's pageCount ${options.pageCount}.`;
    findings.add('warning', 'page-count', `${counted} of ${options.pageCount} pages`, message);
  }

  if (options.redirects) {
    // Redirect pages are no pages a wildcard destination could land on.
    const below = (sitePrefix: string): boolean => {
      const inside = safeDecode(sitePrefix.slice(prefix.length)) ?? sitePrefix.slice(prefix.length);
      return (
        sitePrefix.startsWith(`${prefix}/`) &&
        options.files.some((file) => `/${file}`.startsWith(inside) && !redirectPages.has(file))
      );
    };
    for (const finding of redirectFindings(options.redirects, fileAt, below, host))
      findings.add(finding.severity, finding.kind, finding.target, () => finding.message);
  }

  const sorted = findings.sorted();
  return summarise(sorted, {
    host,
    layout,
    pages: pages.length,
    references,
    targets: named.size,
    externalHosts: [...external]
      .map(([name, entry]) => ({ host: name, pages: entry.pages }))
      .sort((a, b) => b.pages - a.pages || a.host.localeCompare(b.host)),
    notes,
    ...(externalAssets && { externalAssets: externalAssets.list() }),
    ...(unreadableFiles.size > 0 && { externalAssetsUnreadable: [...unreadableFiles] }),
    durationMs: now() - started,
  });
}

/**
 * What to do about a URL outside the site's path (`at`, decoded), by how the export came to be served under it: the
 * rebase did not reach it; the export was built for the path and its pages wrote this URL outside it (Next's
 * `basePath` adds the path to the router's links only); or nothing set the path (`base-path` would).
 */
function outsideFix(at: string, prefix: string, how: Pick<CheckOptions, 'rebased' | 'builtFor'>): string {
  const elsewhere = 'if it names a page of the rest of the origin, not of this site, add it to verify-ignore.';
  if (how.builtFor === 'next')
    return (
      `. The export was built with Next's basePath ${prefix}, which Next adds to the links its router follows and ` +
      'to its own assets, not to a URL written out in full (a plain <a href> or <img src>, metadata, a CSS url()): ' +
      `write it as ${prefix}${at} in the source, or make it relative; ${elsewhere}`
    );
  if (how.builtFor === 'mintlify')
    return (
      `. The export was built for ${prefix} (Mintlify's base-path script says so) and is published as it is, not ` +
      `rebased: the page names this URL outside that path. Fix the link in the docs' source (under ${prefix}/, or ` +
      `relative); ${elsewhere}`
    );
  if (how.rebased) return ' (the rebase does not reach it: make it relative or put it under the path).';
  return '; set base-path?';
}

/**
 * What a missing page's finding adds when a rule answers the link (issue 45) but the rules end on no page: the rule,
 * which has its own finding for that; `''` when no rule answers.
 */
function brokenRule(answer: RuleAnswer | undefined): string {
  if (!answer) return '';
  const end =
    answer.end === 'loop' ? 'comes back round a loop' : `ends at ${answer.last}, which is no page the site serves`;
  return ` ${answer.rule} answers it with ${answer.location}, where following the rules ${end}.`;
}

/** How many characters of a link built at run time its finding names (the rest is cut, with an ellipsis). */
const MAX_EXPRESSION = 200;

/** Targets the folder layout's redirect note keeps as examples. */
const SLASH_REDIRECT_TARGETS = 3;

/**
 * The URL path a page is read at, which its relative URLs resolve against as a browser's do: a folder's
 * `x/index.html` is at `/x` when the host serves `/x` itself (a link `/x` stays `/x` in the address bar), else at
 * `/x/` (served there, or reached through the host's redirect, or, on hosts with no index documents, at
 * `/x/index.html`, which resolves relative URLs alike); any other file at its own path.
 */
function servedAt(file: string, resolve: (urlPath: string) => Resolution): string {
  if (file === 'index.html' || !file.endsWith('/index.html')) return `/${encodePath(file)}`;
  const stem = file.slice(0, -'/index.html'.length);
  const atStem = resolve(`/${stem}`);
  if (atStem.kind === 'direct' && atStem.file === file) return `/${encodePath(stem)}`;
  return `/${encodePath(stem)}/`;
}

/** The error for a link to the site's root on `s3` below a base path, with the two ways out. */
function s3BaseRootMessage(prefix: string): string {
  return (
    `${prefix} and ${prefix}/ are not served on s3: CloudFront's default root object answers the origin's / ` +
    `only, and the S3 REST endpoint has no index documents. Use host: cloudfront with its viewer-request ` +
    `function (recipes/cloudfront), or link ${prefix}/index.html.`
  );
}

/**
 * Why `host` does not serve a file of the site at its own URL (`at`, decoded): on `cloudfront`, the function took the
 * URL for a page's (the shipped functions know the site's names only by their shape). The only host that does so.
 */
function unservedMessage(at: string, host: Host, layout: Layout, context: HostContext): string {
  const answer = host === 'cloudfront' ? cloudfrontRequest(at, layout, context.cloudfront) : undefined;
  const rewritten =
    answer && 'uri' in answer && answer.uri !== at ? `, which it rewrites to ${answer.uri} as a page` : '';
  const fix = context.cloudfront
    ? 'a page of the site has the same URL: rename one of them'
    : 'write the function for this site with cloudfront-function (docs/hosts/s3-cloudfront.md)';
  return `${at} is in the site, but ${host} does not serve it at its URL${rewritten}: ${fix}.`;
}

/** Files the site check lists by name in the finding for files the host does not serve. */
const UNSERVED_EXAMPLES = 3;

/**
 * Every file of the site must be served at its own URL (platform facts "Real pages": captions, PDFs and Pagefind's
 * files, which JavaScript fetches and no page references): one finding for those the host leaves out.
 */
function checkServedFiles(
  files: ReadonlySet<string>,
  host: Host,
  layout: Layout,
  context: HostContext,
  findings: FindingSet,
): void {
  const unserved: string[] = [];
  for (const file of files) {
    const resolution = resolveOnHost(host, `/${file}`, files, layout, context);
    if (resolution.kind === 'missing' || resolution.file !== file) unserved.push(file);
  }
  if (unserved.length === 0) return;
  unserved.sort();
  const first = `/${unserved[0]}`;
  const examples = unserved.slice(0, UNSERVED_EXAMPLES).join(', ');
  findings.add(
    'error',
    'unserved-file',
    `${unserved.length} file${unserved.length === 1 ? '' : 's'} not served`,
    () =>
      `${unserved.length} files of the site are not served at their own URL on ${host} (${examples}): ` +
      unservedMessage(first, host, layout, context),
  );
}

/** Agent files by name: what the hosted site serves at the site's root (platform facts "Real pages"). */
const AGENT_INDEXES = new Set(['llms.txt', 'llms-full.txt']);

/**
 * The aggregated finding for a missing agent file, or undefined when `at` is not one: `llms.txt` and
 * `llms-full.txt` by name, and a page's Markdown copy (`/<page>.md` where the site has `<page>.html` or
 * `<page>/index.html`, in either export layout), all of which are one finding, since every page links its own.
 */
function agentFile(at: string, files: ReadonlySet<string>): { target: string; message: () => string } | undefined {
  const name = at.slice(at.lastIndexOf('/') + 1);
  if (AGENT_INDEXES.has(name))
    return {
      target: at,
      message: () =>
        `${at} is not in the export: the hosted site serves it as the docs' index for AI agents, ` +
        'so agents that follow the link here get a 404.',
    };
  const page = at.slice(1, -'.md'.length);
  const isPage =
    files.has(`${page}.html`) || files.has(`${page}/index.html`) || (page === 'index' && files.has('index.html'));
  if (!at.endsWith('.md') || !isPage) return undefined;
  return {
    target: 'Markdown copies of pages (/<page>.md)',
    message: () =>
      `Pages link a Markdown copy of themselves (e.g. ${at}) that the export does not have: the hosted site ` +
      'serves one for every page, for AI agents.',
  };
}

/** Counts and the overall result from the sorted findings. */
function summarise(
  findings: Finding[],
  rest: Omit<VerifyReport, 'findings' | 'brokenLinks' | 'brokenTargets' | 'result'>,
): VerifyReport {
  const errors = findings.filter((f) => f.severity === 'error');
  const brokenLinks = errors.reduce((sum, f) => sum + Math.max(1, f.pages), 0);
  let result: VerifyReport['result'] = 'passed';
  if (errors.length > 0) result = 'failed';
  else if (findings.length > 0) result = 'warnings';
  return { ...rest, findings, brokenLinks, brokenTargets: errors.length, result };
}

interface SitemapPorts {
  site: SiteUrl | undefined;
  add: (severity: 'error' | 'warning', target: string, message: string, from: string) => void;
  ignore: IgnoreMatcher | undefined;
  resolve: (urlPath: string) => Resolution;
  served: (target: string, resolution: Resolution) => string;
  /** Whether a redirect is the folder layout's expected `/x` → `/x/` (then no finding). */
  slashRedirect: (target: string, resolution: Resolution) => boolean;
}

/** `sitemap.xml`'s `<loc>`s (and those of the sitemaps a sitemap index names) against the host. */
async function checkSitemaps(root: string, files: ReadonlySet<string>, ports: SitemapPorts): Promise<void> {
  if (!files.has('sitemap.xml')) return;
  const queue = ['sitemap.xml'];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const file = queue.shift()!;
    const { index, locs } = sitemapLocs(await fs.promises.readFile(path.join(root, file), 'utf8'));
    for (const loc of locs) {
      let url: URL;
      try {
        url = new URL(loc);
      } catch {
        ports.add('warning', loc, `${loc} is not an absolute URL.`, file);
        continue;
      }
      const onMintlify = url.hostname === 'mintlify.app' || url.hostname.endsWith('.mintlify.app');
      if (onMintlify && !ports.site?.mintlify) {
        ports.add('error', url.origin, `Links to ${url.origin}, not to the site's own address (site-url).`, file);
        continue;
      }
      const sitePath = sitePathFor(url, ports.site);
      if (sitePath === undefined) {
        ports.add(
          'warning',
          url.origin,
          `${url.origin} is not the site's address (site-url): search engines ignore such entries.`,
          file,
        );
        continue;
      }
      const decoded = safeDecode(sitePath);
      if (decoded === undefined || ports.ignore?.(loc, decoded)) continue;
      if (index) {
        const child = decoded.slice(1);
        if (files.has(child)) {
          if (!seen.has(child)) {
            queue.push(child);
            seen.add(child);
          }
        } else
          ports.add('warning', decoded, `${decoded}: the sitemap index names a sitemap that is not in the site.`, file);
        continue;
      }
      const resolution = ports.resolve(decoded);
      if (resolution.kind !== 'direct' && !ports.slashRedirect(decoded, resolution))
        ports.add('warning', decoded, ports.served(decoded, resolution), file);
    }
  }
}

/** Root `index.html`, `404.html`, `.nojekyll` for GitHub Pages, and RSC payloads for every page or none. */
function checkDeployability(
  files: ReadonlySet<string>,
  host: Host,
  pages: readonly string[],
  findings: FindingSet,
): void {
  if (!files.has('index.html')) {
    findings.add('error', 'deploy', '/index.html', () => 'The site has no root index.html: its home page answers 404.');
  }
  if (!files.has('404.html')) {
    findings.add(
      'warning',
      'deploy',
      '/404.html',
      () => "The site has no 404.html: missing pages show the host's bare error page.",
    );
  }
  if (host === 'github-pages' && !files.has('.nojekyll') && [...files].some((f) => f.startsWith('_next/'))) {
    findings.add(
      'warning',
      'deploy',
      '/.nojekyll',
      () => 'GitHub Pages runs Jekyll, which drops folders starting with _ such as _next/, unless .nojekyll exists.',
    );
  }
  const content = pages.filter((f) => f !== '404.html' && f.endsWith('.html'));
  const withoutPayload = content.filter((f) => !files.has(`${f.slice(0, -'.html'.length)}.txt`));
  if (withoutPayload.length > 0 && withoutPayload.length < content.length) {
    const examples = withoutPayload.slice(0, 3).join(', ');
    findings.add(
      'warning',
      'deploy',
      'RSC payloads (.txt)',
      () =>
        `${withoutPayload.length} of ${content.length} pages have no React Server Component .txt beside them ` +
        `(${examples}): client navigation to them reloads.`,
    );
  }
}

interface SiteUrl {
  hostname: string;
  /** Path prefix ending with `/`: `/` for a site at the origin's root. */
  prefix: string;
  /** The site itself is on `*.mintlify.app`, so links there are its own. */
  mintlify: boolean;
}

/**
 * @param basePath the site's path under the origin (`/docs` or `''`): the input `base-path`, which agrees with
 *   `site-url`'s path when that has one (`src/inputs.ts`), else `site-url`'s path
 */
function parseSiteUrl(text: string | undefined, basePath: string): SiteUrl | undefined {
  if (!text) return undefined;
  const url = new URL(text);
  return { hostname: url.hostname, prefix: `${basePath}/`, mintlify: url.hostname.endsWith('.mintlify.app') };
}

/** The path under `prefix` (ending with `/`) as a site path starting with `/`, or undefined outside it. */
function underPrefix(pathname: string, prefix: string): string | undefined {
  if (prefix === '/') return pathname;
  if (pathname === prefix.slice(0, -1)) return '/';
  return pathname.startsWith(prefix) ? pathname.slice(prefix.length - 1) : undefined;
}

/** The site path of an absolute URL on the site, or, with no site-url, of any http(s) URL. */
function sitePathFor(url: URL, site: SiteUrl | undefined): string | undefined {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (!site) return url.pathname;
  if (url.hostname !== site.hostname) return undefined;
  return underPrefix(url.pathname, site.prefix);
}

/**
 * A URL fragment as browsers look it up (HTML "the indicated part of the document"): percent-decoded as bytes,
 * where `%` not followed by two hex digits stays as it is, then UTF-8 decoded with U+FFFD for invalid bytes.
 */
export function decodeFragment(fragment: string): string {
  if (!fragment.includes('%')) return fragment;
  const bytes = Buffer.from(fragment, 'utf8');
  const out = Buffer.allocUnsafe(bytes.length);
  let length = 0;
  for (let i = 0; i < bytes.length; i++) {
    const hex = bytes[i] === 37 && i + 2 < bytes.length ? bytes.toString('latin1', i + 1, i + 3) : '';
    if (/^[0-9a-fA-F]{2}$/.test(hex)) {
      out[length++] = parseInt(hex, 16);
      i += 2;
    } else out[length++] = bytes[i]!;
  }
  return out.toString('utf8', 0, length);
}

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** A site-relative file path as a URL path: each segment percent-encoded as a browser would request it. */
function encodePath(file: string): string {
  return file.split('/').map(encodeURIComponent).join('/');
}

/**
 * Reads the files one after another into one reused buffer: `content` is valid only during `each`.
 * Synchronous reads, because nothing else runs meanwhile and a promise-based read of each small file
 * costs more than the read itself; one buffer, because a fresh Buffer per page is memory outside the
 * V8 heap that V8 collects only lazily, which would add tens of MB to the peak. Between files, `turns` lets a
 * signal handler run now and then.
 */
async function forEachFile(
  root: string,
  list: readonly string[],
  turns: EventLoopTurns,
  each: (file: string, content: Buffer) => void,
  already?: (file: string) => boolean,
): Promise<void> {
  let buffer = Buffer.allocUnsafe(1 << 20);
  for (const file of list) {
    await turns.pause();
    if (already?.(file)) continue;
    const fd = fs.openSync(path.join(root, file), 'r');
    let length = 0;
    try {
      const size = fs.fstatSync(fd).size;
      if (size > buffer.length) buffer = Buffer.allocUnsafe(size);
      for (let read = -1; read !== 0 && length < size; length += read)
        read = fs.readSync(fd, buffer, length, size - length, length);
    } finally {
      fs.closeSync(fd);
    }
    each(file, buffer.subarray(0, length));
  }
}
