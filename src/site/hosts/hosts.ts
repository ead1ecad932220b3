/**
 * How each static host maps a URL path to a file of the site: served directly, served only after a
 * redirect, or not at all. Pure: the site is a set of relative paths (`guides/x.html`).
 *
 * Sources, per host (the measured table of slorber/trailing-slash-guide, README "Summary", agrees with
 * each vendor page below for a `file.html`, a `folder/index.html` and both at once):
 * - `s3`: Amazon S3 serves exact keys; CloudFront's default root object applies to `/` only
 *   (platform facts "The bundle"; AWS CloudFront guide "Specify a default root object").
 * - `s3-website`: AWS S3 guide "Configuring an index document": `/folder/` serves `folder/index.html`;
 *   `/folder` without the slash answers 302 to `/folder/`.
 * - `cloudfront`: the viewer-request functions this project ships, one per export layout:
 *   `recipes/cloudfront/viewer-request.js` (`.html` files) and `recipes/cloudfront/viewer-request-folders.js`
 *   (`x/index.html`); `host: cloudfront` assumes the one matching the export's layout, or the one the action
 *   writes for the site (input `cloudfront-function`, `src/site/hosts/cloudfront-function.ts`).
 * - `cloudflare-pages`: https://developers.cloudflare.com/pages/configuration/serving-pages/ "Route
 *   matching": an HTML file is served at its extension-less path; `/x.html` redirects to `/x` and
 *   `/folder/index.html` to `/folder/`; `/x/` redirects to `/x` and `/folder` to `/folder/`. The order of those
 *   rules is Cloudflare's asset server's (`generateHandler` in `@cloudflare/pages-shared`, which `wrangler pages dev`
 *   runs; a test holds this model against it): an exact file before `x.html`, `/x/index` redirected to `/x/`.
 * - `netlify`: https://docs.netlify.com/routing/redirects/redirect-options/#trailing-slash: `/x` serves
 *   `x.html`; `/x/` redirects to `/x` when `x.html` exists; `/folder` redirects to `/folder/`.
 * - `github-pages`: `/x` serves `x.html`; `/x/` is 404 without `x/index.html`; `/folder` answers 301 to
 *   `/folder/` (https://docs.github.com/en/pages, and the measured table).
 * - `vercel`: defaults `cleanUrls: false`, `trailingSlash` unset
 *   (https://vercel.com/docs/project-configuration#cleanurls): `/x` is 404 for `x.html`; `/folder` and
 *   `/folder/` both serve `folder/index.html`.
 */

/** The `host` input's values. */
export const HOSTS = [
  'auto',
  's3',
  's3-website',
  'cloudfront',
  'cloudflare-pages',
  'netlify',
  'github-pages',
  'vercel',
] as const;
export type Host = (typeof HOSTS)[number];

/** Where a URL path ends up on a host. `file` is relative to the site root; `location` is the redirect's path. */
export type Resolution =
  { kind: 'direct'; file: string } | { kind: 'redirect'; file: string; location: string } | { kind: 'missing' };

const MISSING: Resolution = { kind: 'missing' };

/**
 * The two layouts of an export (platform facts "Real pages"): the API export writes `guides/a.html`
 * (`.html` link mode), the CLI's `mint export` writes `guides/a/index.html`.
 */
export type Layout = 'html' | 'folders';

/**
 * The export's layout (platform facts "Real pages"): `folders` when more content pages are `x/index.html` than
 * `x.html` (the root `index.html` and `404.html` are in both), else `html`.
 */
export function detectLayout(files: readonly string[]): Layout {
  let folders = 0;
  let html = 0;
  for (const file of files) {
    if (!file.endsWith('.html') || file === 'index.html' || file === '404.html') continue;
    if (file.endsWith('/index.html')) folders++;
    else html++;
  }
  return folders > html ? 'folders' : 'html';
}

/** What a CloudFront function does with a request: a new URI for the origin, or a 301 to `location`. */
export type CloudfrontAnswer = { uri: string } | { redirect: string };

/**
 * What a generated CloudFront function (input `cloudfront-function`, `src/site/hosts/cloudfront-function.ts`) knows of
 * its site: the exceptions to "a last segment with a dot is a file, one without is a page", and the pages kept in
 * the other layout's form. Decoded URL paths below the base path, starting with `/`.
 */
export interface CloudfrontNames {
  /** Pages whose last segment has a dot (`/changelog/v1.2`, `/frameworks/vue.js`). */
  pages: ReadonlySet<string>;
  /** Files whose last segment has none (`/CNAME`), unless a page has the same URL. */
  files: ReadonlySet<string>;
  /**
   * Pages whose file has only the other layout's form: `/embeds/playground` for `embeds/playground.html` in a folder
   * site, or for `embeds/playground/index.html` in an `.html` one (a mixed export).
   */
  others: ReadonlySet<string>;
}

/**
 * The shipped functions' rule for a last segment with a dot (they know nothing of the site): it names a file when the
 * part after its last dot looks like a file extension (a letter, then letters, digits or `_`: `.vtt`, `.pf_meta`,
 * `.woff2`), else a page (`/changelog/v1.2`, `/v1.2.0-beta`). No list of extensions: every file type an export may
 * carry is served (platform facts "Real pages"). Kept equal to `FILE_EXTENSION` in both recipes (tested).
 */
export const FILE_EXTENSION = /^[A-Za-z][A-Za-z0-9_]*$/;

/**
 * The file `bundle` writes to answer Mintlify's client's call to `<base-path>/_mintlify/api/user`
 * (`external/cloud.ts`), relative to the site root: a file whose last segment has no dot, which the shipped CloudFront
 * functions serve as a file.
 */
export const USER_FILE = '_mintlify/api/user';

/**
 * The files without a dot the shipped functions serve as files (their `FILES`): the answer to Mintlify's
 * `/_mintlify/api/user` that `external-assets: bundle` writes (`src/external/cloud.ts`).
 */
export const SHIPPED_FILES: ReadonlySet<string> = new Set([`/${USER_FILE}`]);

/** The page file suffix of each layout: `x.html` or `x/index.html` is served at `/x`. */
const PAGE_SUFFIX: Record<Layout, string> = { html: '.html', folders: '/index.html' };
const OTHER_LAYOUT: Record<Layout, Layout> = { html: 'folders', folders: 'html' };

/**
 * The site's dotted page names, undotted file names and pages in the other layout's form, which a generated function
 * carries: a page is a file `x.html` or `x/index.html`, served at `/x`, in the layout's form when the site has both.
 * @param files every file of the site, relative to its root with `/` separators
 */
export function cloudfrontNames(files: Iterable<string>, layout: Layout): CloudfrontNames {
  const all = [...files];
  const own = PAGE_SUFFIX[layout];
  const other = PAGE_SUFFIX[OTHER_LAYOUT[layout]];
  const urlsOf = (suffix: string): Set<string> =>
    new Set(all.filter((f) => f.endsWith(suffix) && f !== 'index.html').map((f) => `/${f.slice(0, -suffix.length)}`));
  const ownPages = urlsOf(own);
  // `/x/index.html` read as an `.html` page would be `/x/index`, which is a folder page's file, not a page URL.
  const otherPages = new Set([...urlsOf(other)].filter((p) => !ownPages.has(p) && !p.endsWith('/index')));
  const pageUrls = new Set([...ownPages, ...otherPages]);
  const dotted = (p: string): boolean => p.slice(p.lastIndexOf('/') + 1).includes('.');
  const undotted = all.map((f) => `/${f}`).filter((p) => !dotted(p));
  return {
    pages: new Set([...pageUrls].filter(dotted)),
    files: new Set(undotted.filter((p) => !pageUrls.has(p))),
    others: otherPages,
  };
}

/**
 * Whether a CloudFront function maps a last segment to a page: the shipped functions (`names` undefined) by the
 * shape of its extension (`FILE_EXTENSION`), a generated one by the site's names.
 * @param uri the URI as requested (may be percent-encoded); `decoded` the same path decoded, for the names
 */
function isCloudfrontPage(uri: string, decoded: string | undefined, names: CloudfrontNames | undefined): boolean {
  // The decoded name, as S3 looks it up: /files/report%2Epdf is the file report.pdf.
  const name = decoded ?? uri;
  const last = name.slice(name.lastIndexOf('/') + 1);
  const dot = last.lastIndexOf('.');
  if (!names)
    return dot === -1
      ? decoded === undefined || !SHIPPED_FILES.has(decoded)
      : !FILE_EXTENSION.test(last.slice(dot + 1));
  if (decoded === undefined) return dot === -1;
  return dot === -1 ? !names.files.has(decoded) : names.pages.has(decoded);
}

/**
 * What a CloudFront function of `recipes/cloudfront/` (or one the action generated, with `names`) does with a URI
 * (query string left out), for a site under `basePath` (its `BASE`): `BASE` and `BASE/` → `BASE/index.html`; a URI
 * outside `BASE/` is not the site's (`/` when the function is associated with `/docs*` only reaches it through
 * another behaviour) and goes to the origin unchanged; `BASE/x/` → 301 to `BASE/x` (the query string kept) on the
 * same host (`cloudfrontLocation`); a page `BASE/x` → `BASE/x.html` (`html`) or `BASE/x/index.html` (`folders`), or
 * the other form for a page the site keeps only in that one (`names.others`); any other path unchanged, a file
 * served at its own URL. Which last segments are pages: `isCloudfrontPage`. A test runs the shipped and generated
 * functions against this one so they cannot drift apart.
 * @param uri as the viewer sent it, percent-encoded
 * @param basePath the site's base path (`/docs`), `''` at the root
 */
export function cloudfrontRequest(
  uri: string,
  layout: Layout,
  names?: CloudfrontNames,
  basePath = '',
): CloudfrontAnswer {
  if (uri === basePath || uri === `${basePath}/`) return { uri: `${basePath}/index.html` };
  if (!uri.startsWith(`${basePath}/`)) return { uri };
  let decoded: string | undefined;
  try {
    decoded = decodeURIComponent(uri.slice(basePath.length));
  } catch {
    decoded = undefined;
  }
  return cloudfrontAnswer(uri, decoded, layout, names, basePath.length);
}

/**
 * The redirect's `Location` for a URI that ends in `/`: the URI without its trailing slashes, and with one leading
 * slash. A browser reads `//evil.example` (or `/\evil.example`, or a tab between the slashes, which URL parsing drops)
 * as another host: the function must never send a viewer off the docs host (an open redirect).
 */
export function cloudfrontLocation(uri: string): string {
  return `/${uri.replace(/\/+$/, '').replace(/^[/\\\t\n\r]+/, '')}`;
}

/** `cloudfrontRequest` below the base path; `base` is the base path's length in `uri`. */
function cloudfrontAnswer(
  uri: string,
  decoded: string | undefined,
  layout: Layout,
  names: CloudfrontNames | undefined,
  base = 0,
): CloudfrontAnswer {
  if (uri.length === base + 1) return { uri: `${uri.slice(0, base)}/index.html` };
  if (uri.endsWith('/')) return { redirect: cloudfrontLocation(uri) };
  const below = uri.slice(base);
  if (!isCloudfrontPage(below, decoded, names)) return { uri };
  const other = decoded !== undefined && names?.others.has(decoded) === true;
  return { uri: `${uri}${PAGE_SUFFIX[other ? OTHER_LAYOUT[layout] : layout]}` };
}

/** What a host's rules depend on besides the site's files. */
export interface HostContext {
  /**
   * The URL path the site is served under (`/docs`, input `base-path`), `''` at the root: on `s3`, CloudFront's
   * default root object answers the origin's `/` only, so below a base path the site's `/` is not served.
   */
  basePath?: string;
  /** `host: cloudfront` with the function the action generated for the site (input `cloudfront-function`). */
  cloudfront?: CloudfrontNames;
}

/**
 * Resolves a decoded URL path (starting with `/`, no query or fragment) on `host`.
 * @param files every file of the site, relative to its root with `/` separators
 * @param layout the export's layout, which picks the CloudFront function `host: cloudfront` assumes
 * @param context the base path (for `s3`) and the generated CloudFront function's names, if any
 */
export function resolveOnHost(
  host: Host,
  urlPath: string,
  files: ReadonlySet<string>,
  layout: Layout = 'html',
  context: HostContext = {},
): Resolution {
  const p = urlPath.slice(1);
  const isDir = p === '' || p.endsWith('/');
  const stem = isDir ? p.slice(0, -1) : p;
  const index = stem === '' ? 'index.html' : `${stem}/index.html`;
  const has = (file: string): boolean => files.has(file);
  const direct = (file: string): Resolution => ({ kind: 'direct', file });
  const redirect = (file: string, location: string): Resolution => ({ kind: 'redirect', file, location });
  switch (host) {
    case 'auto':
      if (isDir) return has(index) ? direct(index) : MISSING;
      if (has(p)) return direct(p);
      if (has(index)) return direct(index);
      return has(`${p}.html`) ? direct(`${p}.html`) : MISSING;
    case 's3':
      if (p === '') return has(index) && !context.basePath ? direct(index) : MISSING;
      return has(p) ? direct(p) : MISSING;
    case 's3-website':
      if (isDir) return has(index) ? direct(index) : MISSING;
      if (has(p)) return direct(p);
      return has(index) ? redirect(index, `/${p}/`) : MISSING;
    case 'cloudfront': {
      // urlPath is decoded: it is both the URI and its decoding (a redirect's Location comes from it as well).
      const answer = cloudfrontAnswer(urlPath, urlPath, layout, context.cloudfront);
      if ('uri' in answer) return has(answer.uri.slice(1)) ? direct(answer.uri.slice(1)) : MISSING;
      const next = cloudfrontAnswer(answer.redirect, answer.redirect, layout, context.cloudfront);
      const file = 'uri' in next ? next.uri.slice(1) : '';
      return has(file) ? redirect(file, answer.redirect) : MISSING;
    }
    case 'cloudflare-pages':
      return cloudflarePages(urlPath, has);
    case 'netlify':
      if (isDir) {
        if (stem !== '' && has(`${stem}.html`)) return redirect(`${stem}.html`, `/${stem}`);
        return has(index) ? direct(index) : MISSING;
      }
      return fileThenHtmlThenFolder(p, index, has);
    case 'github-pages':
      if (isDir) return has(index) ? direct(index) : MISSING;
      return fileThenHtmlThenFolder(p, index, has);
    case 'vercel':
      if (isDir) return has(index) ? direct(index) : MISSING;
      if (has(p)) return direct(p);
      return has(index) ? direct(index) : MISSING;
  }
}

/** GitHub Pages and Netlify: the exact file, then `x.html`, then a redirect to the folder's slash. */
function fileThenHtmlThenFolder(p: string, index: string, has: (file: string) => boolean): Resolution {
  if (has(p)) return { kind: 'direct', file: p };
  if (has(`${p}.html`)) return { kind: 'direct', file: `${p}.html` };
  return has(index) ? { kind: 'redirect', file: index, location: `/${p}/` } : MISSING;
}

/**
 * Cloudflare Pages' asset server, step for step (`generateResponse` of `generateHandler`, `@cloudflare/pages-shared`
 * as bundled in wrangler 4): `urlPath` is decoded and starts with `/`. A redirect's file is where its location ends,
 * followed at most a few times (the server never chains more than two); one that ends nowhere is missing.
 */
function cloudflarePages(urlPath: string, has: (file: string) => boolean, hops = 0): Resolution {
  const exists = (asset: string): boolean => has(asset.slice(1));
  const redirect = (location: string): Resolution => {
    const next = hops < 3 ? cloudflarePages(location, has, hops + 1) : MISSING;
    return next.kind === 'missing' ? MISSING : { kind: 'redirect', file: next.file, location };
  };
  const direct = (asset: string): Resolution => ({ kind: 'direct', file: asset.slice(1) });
  if (urlPath.endsWith('/')) {
    if (exists(`${urlPath}index.html`)) return direct(`${urlPath}index.html`);
    if (urlPath.endsWith('/index/')) return redirect(urlPath.slice(0, -'index/'.length));
    if (exists(`${urlPath.slice(0, -1)}.html`)) return redirect(urlPath.slice(0, -1));
    return MISSING;
  }
  if (exists(urlPath)) {
    if (!urlPath.endsWith('.html')) return direct(urlPath);
    const extensionless = urlPath.slice(0, -'.html'.length);
    if (extensionless.endsWith('/index')) return redirect(extensionless.slice(0, -'index'.length));
    if (exists(extensionless) || extensionless === '/') return direct(urlPath);
    return redirect(extensionless);
  }
  if (urlPath.endsWith('/index')) return redirect(urlPath.slice(0, -'index'.length));
  if (exists(`${urlPath}.html`)) return direct(`${urlPath}.html`);
  return exists(`${urlPath}/index.html`) ? redirect(`${urlPath}/`) : MISSING;
}
