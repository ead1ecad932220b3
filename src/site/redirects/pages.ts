/**
 * Redirect pages (issue 45 "Every host"): the one form of a redirect that every static host serves. A page at each
 * exact source, in the export's layout, and a small script in `404.html` that applies every rule, wildcards
 * included, to a URL no file answers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { titledError } from '../../common/errors.ts';
import { isStrictlyInside } from '../../workspace/paths.ts';
import { ENCODE_VALUE } from '../hosts/cloudfront-function.ts';
import { FILE_EXTENSION, resolveOnHost, type Host, type Layout } from '../hosts/hosts.ts';
import { redirectIndex, safeDecodeURI, type PublishedRule, type RedirectRule } from './rules.ts';

/** What {@link writeRedirectPages} did. */
export interface RedirectPagesResult {
  /** The redirect pages written, relative to the site root (`old.html`, `old/index.html`); not `404.html`. */
  written: string[];
  /** Exact sources that are a real page of the site on the host, so no page was written (the page wins there). */
  realPages: PublishedRule[];
  /** Exact sources served by no page of their own (a file name such as `/guide.pdf`): the `404.html` script's. */
  scriptOnly: PublishedRule[];
  /** Rules whose page the host would serve where it does not belong, with why: left to the `404.html` script. */
  leftOut: { rule: PublishedRule; reason: string }[];
  /** `404.html` was given the script (every rule, in order); `created` when the export had none. */
  notFound: 'edited' | 'created' | undefined;
}

/** Marks the script in `404.html`, so a second run replaces it rather than adding another. */
const SCRIPT_ID = 'mintlify-redirects';

/** Text for an HTML attribute or element. */
function html(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A value as a JavaScript literal inside `<script>`: no `</script>`, `<!--`, or line separators. */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The page file a host serves at an exact source, in the export's layout (`/old` is `old.html` or `old/index.html`);
 * `/old.html` is that file itself. Undefined when no page can answer there: a last segment that names a file type
 * (`/guide.pdf`, as the CloudFront functions read it).
 * @param decoded the source below the base path, starting with `/`, decoded once (`PublishedRule.source`): never
 *   decoded again, or `%252e%252e` would name `..`
 */
export function redirectPageFile(decoded: string, layout: Layout): string | undefined {
  const stem = decoded.replace(/^\/+|\/+$/g, '');
  if (stem === '') return 'index.html';
  const last = stem.slice(stem.lastIndexOf('/') + 1);
  if (/\.html?$/i.test(last)) return stem;
  const dot = last.lastIndexOf('.');
  if (dot !== -1 && FILE_EXTENSION.test(last.slice(dot + 1))) return undefined;
  return layout === 'folders' ? `${stem}/index.html` : `${stem}.html`;
}

/**
 * A redirect page (issue 45): a `meta refresh` to the destination for browsers without scripts, `rel=canonical` to
 * it so search engines move the old URL's standing there, `noindex`, and a script that goes first, keeping the
 * request's query (after the destination's own) and its fragment (unless the destination has one).
 * @param location the destination as published (a path under the base path, or an absolute URL)
 * @param canonical the destination as an absolute URL when the served address is known, else `location`
 */
export function redirectPage(location: string, canonical: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Moved</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${html(canonical)}">
<script>${KEEP_QUERY_AND_FRAGMENT}(${scriptLiteral(location)});</script>
<meta http-equiv="refresh" content="0; url=${html(location)}">
</head>
<body>
<p>This page has moved to <a href="${html(location)}">${html(location)}</a>.</p>
</body>
</html>
`;
}

/** Goes to `d` with the request's query and fragment kept: the destination's own query first, its own fragment wins. */
const KEEP_QUERY_AND_FRAGMENT =
  '(function(d){var l=window.location,h=d.indexOf("#"),f=h<0?"":d.slice(h);d=h<0?d:d.slice(0,h);' +
  'if(l.search)d+=(d.indexOf("?")<0?"?":"&")+l.search.slice(1);l.replace(d+(f||l.hash));})';

/**
 * The script `404.html` carries (issue 45): the rules in order, each as the expression its source compiles to, its
 * params' names and its destination; for the path that was not found (decoded, one trailing slash ignored), the first
 * rule that matches sends the browser to its destination with the params substituted, as `substitute` in `rules.ts`
 * does, keeping the query and fragment. A destination that is the page itself is not followed (no loop).
 */
export function notFoundScript(rules: readonly PublishedRule[]): string {
  const table = rules.map((rule) => [rule.matcher.expression, rule.matcher.names, rule.destination]);
  return (
    `<script id="${SCRIPT_ID}">(function(r){${ENCODE_VALUE.replace(/\n\s*/g, '')}` +
    'var l=window.location,p=l.pathname;try{p=decodeURI(p)}catch(e){}' +
    'if(p.length>1&&p.charAt(p.length-1)==="/")p=p.slice(0,-1);' +
    'for(var i=0;i<r.length;i++){var m=new RegExp("^"+r[i][0]+"$","s").exec(p);if(!m)continue;var n=r[i][1],' +
    'v={};for(var j=0;j<n.length;j++)v[n[j]]=m[j+1]||"";var d=r[i][2],o=/^[a-z][a-z0-9+.-]*:\\/\\/[^\\/?#]*/i' +
    '.exec(d);o=o?o[0]:"";d=d.slice(o.length).replace(/(\\/)?:([A-Za-z_][A-Za-z0-9_]*)(\\*)?/g,' +
    'function(w,s,k){if(!(k in v))return w;return v[k]===""?"":(s||"")+encodeValue(v[k])});d=o+(d||(o?"":"/"));' +
    'if(!o&&d.replace(/[?#].*$/s,"").replace(/(.)\\/$/,"$1")===p)return;' +
    `${KEEP_QUERY_AND_FRAGMENT}(d);return}})(${scriptLiteral(table)});</script>`
  );
}

/** A plain not-found page for an export without `404.html`, to carry the script. */
const NOT_FOUND_PAGE =
  '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Page not found</title>\n' +
  '<meta name="robots" content="noindex">\n</head>\n<body>\n<p>Page not found.</p>\n</body>\n</html>\n';

/** A redirect page a rule needs: the file, relative to the site root, and where the page sends. */
export interface PagePlan<R> {
  rule: R;
  file: string;
  location: string;
}

/** Why a planned page cannot be written as it is. */
export interface PageConflict<R> {
  rule: R;
  /**
   * `same`: another rule with another source needs the same file for another destination (`/a` and `/a.html` are
   * both `a.html` in the `.html` layout); `below`: the page lies below `at`, which is a file (the site's, or
   * `other`'s page); `folder`: the page's file is a folder of the site.
   */
  kind: 'same' | 'below' | 'folder';
  /** The file or folder in the way, relative to the site root. */
  at: string;
  /** The rule whose page is in the way; undefined when it is the site's own. */
  other?: R;
}

/**
 * The pages that can be written, and the conflicts between them and with the site's files, found before anything is
 * written. Pages at one file with the same location are one page (the first rule's); with different locations the
 * later rule conflicts, as no static host can tell `/a` from `/a.html` when both are `a.html`.
 * @param plans in the config's order
 * @param siteFiles the site's files, relative to its root with `/` separators
 */
export function planPages<R>(
  plans: readonly PagePlan<R>[],
  siteFiles: ReadonlySet<string>,
): { pages: PagePlan<R>[]; conflicts: PageConflict<R>[] } {
  const byFile = new Map<string, PagePlan<R>>();
  const conflicts: PageConflict<R>[] = [];
  for (const plan of plans) {
    const first = byFile.get(plan.file);
    if (first === undefined) byFile.set(plan.file, plan);
    else if (first.location !== plan.location)
      conflicts.push({ rule: plan.rule, kind: 'same', at: plan.file, other: first.rule });
  }
  const siteFolders = new Set<string>();
  for (const file of siteFiles)
    for (let slash = file.indexOf('/'); slash !== -1; slash = file.indexOf('/', slash + 1))
      siteFolders.add(file.slice(0, slash));
  const pages: PagePlan<R>[] = [];
  for (const plan of byFile.values()) {
    let conflict: PageConflict<R> | undefined;
    if (siteFolders.has(plan.file)) conflict = { rule: plan.rule, kind: 'folder', at: plan.file };
    for (let slash = plan.file.indexOf('/'); slash !== -1 && !conflict; slash = plan.file.indexOf('/', slash + 1)) {
      const at = plan.file.slice(0, slash);
      if (siteFiles.has(at)) conflict = { rule: plan.rule, kind: 'below', at };
      else if (byFile.has(at)) conflict = { rule: plan.rule, kind: 'below', at, other: byFile.get(at)!.rule };
    }
    if (conflict) conflicts.push(conflict);
    else pages.push(plan);
  }
  return { pages, conflicts };
}

/**
 * A conflict as a sentence that names the rule, what is in the way and what to change.
 * @param name how messages name a rule (`docs.json redirects[3] (/old)`)
 */
export function conflictMessage<R>(conflict: PageConflict<R>, name: (rule: R) => string): string {
  const { rule, kind, at, other } = conflict;
  if (kind === 'same')
    return (
      `${name(rule)} and ${name(other!)} both need the redirect page ${at}, for different destinations: a static ` +
      'host serves one file for both URLs. Remove one of the rules, or give them the same destination.'
    );
  if (kind === 'folder')
    return `${name(rule)} needs the redirect page ${at}, which is a folder of the site: change or remove the rule.`;
  const whose = other === undefined ? 'a file of the site' : `the redirect page of ${name(other)}`;
  return (
    `${name(rule)} needs a redirect page below ${at}, which is ${whose}, so it cannot be a folder: change or ` +
    'remove one of them.'
  );
}

/** Rules whose redirect pages cannot be written (a conflict of {@link planPages}): the config is to be changed. */
export const RedirectConflictError = titledError('Redirects conflict', 'RedirectConflictError');

/**
 * The page conflicts among a config's rules that hold in both layouts, so can be refused before the export is known
 * (`/v2.html` and `/v2.html/x`: `v2.html` cannot be a page and a folder).
 * @param rules the config's rules, checked
 * @returns one sentence per conflict, without the file's name (`redirects[1] (/v2.html/x) needs …`)
 */
export function ruleConflicts(rules: readonly RedirectRule[]): string[] {
  const name = (rule: RedirectRule): string => `redirects[${rule.index}] (${rule.source})`;
  const messages = (['html', 'folders'] as const).map((layout) => {
    const plans = rules.flatMap((rule) => {
      const file = /[:*]/.test(rule.source) ? undefined : redirectPageFile(safeDecodeURI(rule.source), layout);
      return file === undefined ? [] : [{ rule, file, location: rule.destination }];
    });
    return planPages(plans, new Set())
      .conflicts.filter((conflict) => conflict.kind === 'below')
      .map((conflict) => conflictMessage(conflict, name));
  });
  return messages[0]!.filter((message) => messages[1]!.includes(message));
}

/** What writing the pages needs. */
export interface RedirectPagesOptions {
  /** The staging folder. */
  root: string;
  /** Every file of the site, relative to the root with `/` separators. */
  files: readonly string[];
  /** The rules as published, in the config's order. */
  rules: readonly PublishedRule[];
  layout: Layout;
  host: Host;
  /** Input `base-path`, normalised (`/docs`), `''` at the root. */
  basePath: string;
  /** The origin the site is served at (`site-url`'s), for absolute canonical URLs; undefined: root-relative. */
  servedOrigin: string | undefined;
  /** The config as messages name it (`docs.json`). */
  configName?: string;
  /** Sources the host's own rules already answer over any file (Netlify's forced rules): no page for them. */
  handled?: ReadonlySet<PublishedRule>;
}

/**
 * Writes a redirect page at each exact source that is no real page on the host, and the script into `404.html`.
 * A page answers with the destination of the first rule that matches its source, as the edge would. Pages are
 * written after the pages were indexed (search, agent files), so they are in none of those, and are in the file list
 * the change list and verification read.
 * @throws a file system error
 */
export async function writeRedirectPages(options: RedirectPagesOptions): Promise<RedirectPagesResult> {
  const { root, rules, layout, host, basePath } = options;
  const siteFiles = new Set(options.files);
  const files = new Set(options.files);
  const written: string[] = [];
  const realPages: PublishedRule[] = [];
  const scriptOnly: PublishedRule[] = [];
  const plans: PagePlan<PublishedRule>[] = [];
  const find = redirectIndex(rules);
  // Judged against the site's own files, before any page is written, so a rule's page is never taken for a real one.
  const served = (urlPath: string): boolean => resolveOnHost(host, urlPath, siteFiles, layout).kind !== 'missing';
  for (const rule of rules) {
    if (rule.matcher.pattern) continue;
    const below = rule.source.slice(basePath.length) || '/';
    if (served(below) || served(`${below.replace(/\/$/, '')}/`)) {
      if (!realPages.includes(rule)) realPages.push(rule);
      continue;
    }
    if (options.handled?.has(rule)) continue;
    const file = redirectPageFile(below, layout);
    // Cloudflare Pages reads these names at the root of the upload itself: a folder `_worker.js/` is a Worker and a
    // folder `_headers/` stops the deployment (wrangler pages dev). Its _redirects line answers the source there.
    const root = file?.includes('/') && basePath === '' ? file.slice(0, file.indexOf('/')) : undefined;
    if (host === 'cloudflare-pages' && root !== undefined && CLOUDFLARE_ROOT_NAMES.has(root)) continue;
    if (file === undefined || files.has(file)) {
      if (file === undefined) scriptOnly.push(rule);
      continue;
    }
    plans.push({ rule, file, location: find(rule.source)!.location });
  }
  const planned = planPages(plans, siteFiles);
  const { conflicts } = planned;
  const leftOut = RULES_ANSWER_FIRST.has(host) ? [] : mixedUpPages(planned.pages, siteFiles, host, layout, basePath);
  const pages = planned.pages.filter((page) => !leftOut.some((left) => left.rule === page.rule));
  const layoutName = layout === 'folders' ? 'a folder' : 'an .html file';
  if (conflicts.length > 0)
    throw new RedirectConflictError(
      `${conflicts.length} redirects cannot be published on this site (${layoutName} per page): ` +
        conflicts
          .map((conflict) =>
            conflictMessage(
              conflict,
              (rule) => `${options.configName ?? 'the config'} redirects[${rule.rule.index}] (${rule.rule.source})`,
            ),
          )
          .join(' '),
      'Change the rules named in the project’s config, or set redirects: off; nothing was placed.',
    );
  for (const { file, location } of pages) {
    const canonical =
      location.startsWith('/') && options.servedOrigin ? `${options.servedOrigin}${location}` : location;
    const target = path.join(root, ...file.split('/'));
    // The rules' checks keep every page inside the site; this makes sure no change to them can write elsewhere.
    if (!isStrictlyInside(target, root)) throw new Error(`A redirect page would be written outside the site: ${file}`);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.writeFile(target, redirectPage(location, canonical), { flag: 'wx' });
    files.add(file);
    written.push(file);
  }
  const notFound = rules.length > 0 ? await addNotFoundScript(root, files.has('404.html'), rules) : undefined;
  return { written, realPages, scriptOnly, leftOut, notFound };
}

/**
 * Files Cloudflare Pages reads at the root of what it deploys as its own configuration, which a redirect page's folder
 * must not take (`_redirects`, which the action writes, is a file of the site there: a page below it is a conflict).
 */
const CLOUDFLARE_ROOT_NAMES: ReadonlySet<string> = new Set(['_worker.js', '_headers', '_routes.json']);

/**
 * Hosts whose own redirect rules answer a source before any file (`_redirects`, `vercel.json`): there a page is only
 * a fallback, and which file the host would serve at the source does not decide where it goes.
 */
const RULES_ANSWER_FIRST: ReadonlySet<Host> = new Set(['netlify', 'cloudflare-pages', 'vercel']);

/**
 * The URL paths (below the base path) a host may serve a page file at: `a.html` at `/a`, `/a/` and `/a.html`;
 * `a/index.html` at `/a`, `/a/`, `/a/index` and `/a/index.html`.
 */
function pageUrls(file: string): string[] {
  const folder = /^(.*)\/index\.html$/.exec(file)?.[1];
  if (folder !== undefined) return [`/${folder}`, `/${folder}/`, `/${folder}/index`, `/${file}`];
  const stem = file.replace(/\.html?$/i, '');
  return [`/${stem}`, `/${stem}/`, `/${file}`];
}

/**
 * Pages the host would serve where they do not belong, to be left out (the `404.html` script answers their rule, in a
 * browser), with why. With every page in place, by the host's own serving (`resolveOnHost`):
 * - another page's source answered by this page, for another destination: in the folders layout `/a` is
 *   `a/index.html` and `/a.html` is `a.html`, but GitHub Pages answers `/a` with `a.html`;
 * - a URL where the site served its own file answered by this page instead: `guide.html` at `/guide` in place of
 *   `guide/index.html` on GitHub Pages, `guide/index.html` at `/guide` in place of `guide.html` on `auto`.
 * Left out until none is left, since leaving one out changes what the others' URLs serve.
 */
function mixedUpPages(
  pages: readonly PagePlan<PublishedRule>[],
  siteFiles: ReadonlySet<string>,
  host: Host,
  layout: Layout,
  basePath: string,
): { rule: PublishedRule; reason: string }[] {
  const leftOut: { rule: PublishedRule; reason: string }[] = [];
  let kept = [...pages];
  for (let changed = true; changed && kept.length > 0;) {
    changed = false;
    const byFile = new Map(kept.map((page) => [page.file, page]));
    const files = new Set([...siteFiles, ...byFile.keys()]);
    const servedAt = (urlPath: string, among: ReadonlySet<string>): string | undefined => {
      const resolved = resolveOnHost(host, urlPath, among, layout);
      return resolved.kind === 'missing' ? undefined : resolved.file;
    };
    for (const page of kept) {
      const below = page.rule.source.slice(basePath.length) || '/';
      let reason: string | undefined;
      let drop = page;
      for (const urlPath of new Set([below, `${below.replace(/\/$/, '')}/`])) {
        const other = byFile.get(servedAt(urlPath, files) ?? '');
        if (other === undefined || other === page || other.location === page.location) continue;
        drop = other;
        const index = page.rule.rule.index;
        reason = `its page ${other.file} would also answer ${urlPath}, the source of redirects[${index}]`;
        break;
      }
      for (const urlPath of reason === undefined ? pageUrls(page.file) : []) {
        const before = servedAt(urlPath, siteFiles);
        if (before !== undefined && servedAt(urlPath, files) === page.file)
          reason = `its page ${page.file} would answer ${urlPath} in place of the site's ${before}`;
        if (reason !== undefined) break;
      }
      if (reason === undefined) continue;
      leftOut.push({ rule: drop.rule, reason });
      kept = kept.filter((plan) => plan !== drop);
      changed = true;
      break;
    }
  }
  return leftOut;
}

/** Puts the script at the start of `404.html`'s head (before Next's scripts load), replacing one a run put there. */
async function addNotFoundScript(
  root: string,
  exists: boolean,
  rules: readonly PublishedRule[],
): Promise<'edited' | 'created'> {
  const file = path.join(root, '404.html');
  const script = notFoundScript(rules);
  const text = exists ? await fs.promises.readFile(file, 'utf8') : NOT_FOUND_PAGE;
  const previous = new RegExp(`<script id="${SCRIPT_ID}">.*?</script>`, 's');
  let edited: string;
  if (previous.test(text)) edited = text.replace(previous, () => script);
  else {
    const head = /<head(?:\s[^>]*)?>/i.exec(text);
    const at = head ? head.index + head[0].length : 0;
    edited = `${text.slice(0, at)}${script}${text.slice(at)}`;
  }
  await fs.promises.writeFile(file, edited);
  return exists ? 'edited' : 'created';
}
