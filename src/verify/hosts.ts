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
 *   writes for the site (input `cloudfront-function`, `src/site/cloudfront-function.ts`).
 * - `cloudflare-pages`: https://developers.cloudflare.com/pages/configuration/serving-pages/ "Route
 *   matching": an HTML file is served at its extension-less path; `/x.html` redirects to `/x` and
 *   `/folder/index.html` to `/folder/`; `/x/` redirects to `/x` and `/folder` to `/folder/`.
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
 * What a generated CloudFront function (input `cloudfront-function`, `src/site/cloudfront-function.ts`) knows of
 * its site: the exceptions to "a last segment with a dot is a file, one without is a page". Decoded URL paths below
 * the base path, starting with `/`.
 */
export interface CloudfrontNames {
  /** Pages whose last segment has a dot (`/changelog/v1.2`, `/frameworks/vue.js`). */
  pages: ReadonlySet<string>;
  /** Files whose last segment has none (`/CNAME`), unless a page has the same URL. */
  files: ReadonlySet<string>;
}

/**
 * The shipped functions' rule for a last segment with a dot (they know nothing of the site): it names a file when the
 * part after its last dot looks like a file extension (a letter, then letters, digits or `_`: `.vtt`, `.pf_meta`,
 * `.woff2`), else a page (`/changelog/v1.2`, `/v1.2.0-beta`). No list of extensions: every file type an export may
 * carry is served (platform facts "Real pages"). Kept equal to `FILE_EXTENSION` in both recipes (tested).
 */
export const FILE_EXTENSION = /^[A-Za-z][A-Za-z0-9_]*$/;

/**
 * The site's dotted page names and undotted file names, which a generated function carries: a page is a file
 * `x.html` (`html` layout) or `x/index.html` (`folders`), served at `/x`.
 * @param files every file of the site, relative to its root with `/` separators
 */
export function cloudfrontNames(files: Iterable<string>, layout: Layout): CloudfrontNames {
  const all = [...files];
  const suffix = layout === 'folders' ? '/index.html' : '.html';
  const pages = new Set<string>();
  for (const file of all) {
    if (!file.endsWith(suffix) || file === 'index.html') continue;
    const urlPath = `/${file.slice(0, -suffix.length)}`;
    if (urlPath.slice(urlPath.lastIndexOf('/') + 1).includes('.')) pages.add(urlPath);
  }
  const pageUrls = new Set(all.filter((f) => f.endsWith(suffix)).map((f) => `/${f.slice(0, -suffix.length)}`));
  const undotted = all.map((f) => `/${f}`).filter((p) => !p.slice(p.lastIndexOf('/') + 1).includes('.'));
  return { pages, files: new Set(undotted.filter((p) => !pageUrls.has(p))) };
}

/**
 * Whether a CloudFront function maps a last segment to a page: the shipped functions (`names` undefined) by the
 * shape of its extension (`FILE_EXTENSION`), a generated one by the site's names.
 * @param uri the URI as requested (may be percent-encoded); `decoded` the same path decoded, for the names
 */
function isCloudfrontPage(uri: string, decoded: string | undefined, names: CloudfrontNames | undefined): boolean {
  const last = uri.slice(uri.lastIndexOf('/') + 1);
  const dot = last.lastIndexOf('.');
  if (!names) return dot === -1 || !FILE_EXTENSION.test(last.slice(dot + 1));
  if (decoded === undefined) return dot === -1;
  return dot === -1 ? !names.files.has(decoded) : names.pages.has(decoded);
}

/**
 * What a CloudFront function of `recipes/cloudfront/` (or one the action generated, with `names`) does with a URI
 * path below its base path (query string left out): `/` → `/index.html`; `/x/` → 301 to `/x` (the query string
 * kept); a page `/x` → `/x.html` (`html`) or `/x/index.html` (`folders`); any other path unchanged, a file served
 * at its own URL. Which last segments are pages: `isCloudfrontPage`. A test runs the shipped and generated
 * functions against this one so they cannot drift apart.
 * @param uri as the viewer sent it, percent-encoded
 */
export function cloudfrontRequest(uri: string, layout: Layout, names?: CloudfrontNames): CloudfrontAnswer {
  let decoded: string | undefined;
  try {
    decoded = decodeURIComponent(uri);
  } catch {
    decoded = undefined;
  }
  return cloudfrontAnswer(uri, decoded, layout, names);
}

function cloudfrontAnswer(
  uri: string,
  decoded: string | undefined,
  layout: Layout,
  names: CloudfrontNames | undefined,
): CloudfrontAnswer {
  if (uri === '/') return { uri: '/index.html' };
  if (uri.endsWith('/')) return { redirect: uri.replace(/\/+$/, '') || '/' };
  if (!isCloudfrontPage(uri, decoded, names)) return { uri };
  return { uri: layout === 'folders' ? `${uri}/index.html` : `${uri}.html` };
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
      return cloudflarePages(p, isDir, stem, index, has);
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

function cloudflarePages(
  p: string,
  isDir: boolean,
  stem: string,
  index: string,
  has: (file: string) => boolean,
): Resolution {
  if (p.endsWith('.html')) {
    if (!has(p)) return MISSING;
    if (p === 'index.html' || p.endsWith('/index.html'))
      return { kind: 'redirect', file: p, location: `/${p.slice(0, -'index.html'.length)}` };
    return { kind: 'redirect', file: p, location: `/${p.slice(0, -'.html'.length)}` };
  }
  if (isDir) {
    if (has(index)) return { kind: 'direct', file: index };
    return stem !== '' && has(`${stem}.html`)
      ? { kind: 'redirect', file: `${stem}.html`, location: `/${stem}` }
      : MISSING;
  }
  if (has(`${p}.html`)) return { kind: 'direct', file: `${p}.html` };
  if (has(p)) return { kind: 'direct', file: p };
  return has(index) ? { kind: 'redirect', file: index, location: `/${p}/` } : MISSING;
}
