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
 * - `cloudfront`: the viewer-request function this project ships, `recipes/cloudfront/viewer-request.js`.
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
 * The rewrite of `recipes/cloudfront/viewer-request.js`, for a URI path: `/` → `/index.html`,
 * `/x/` → `/x/index.html`, `/x` (no `.` in the last segment) → `/x.html`, anything else unchanged.
 * A test evaluates the shipped function against this one so they cannot drift apart.
 */
export function cloudfrontRewrite(uri: string): string {
  if (uri.endsWith('/')) return `${uri}index.html`;
  const last = uri.slice(uri.lastIndexOf('/') + 1);
  return last.includes('.') ? uri : `${uri}.html`;
}

/**
 * Resolves a decoded URL path (starting with `/`, no query or fragment) on `host`.
 * @param files every file of the site, relative to its root with `/` separators
 */
export function resolveOnHost(host: Host, urlPath: string, files: ReadonlySet<string>): Resolution {
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
      if (p === '') return has(index) ? direct(index) : MISSING;
      return has(p) ? direct(p) : MISSING;
    case 's3-website':
      if (isDir) return has(index) ? direct(index) : MISSING;
      if (has(p)) return direct(p);
      return has(index) ? redirect(index, `/${p}/`) : MISSING;
    case 'cloudfront': {
      const file = cloudfrontRewrite(urlPath).slice(1);
      return has(file) ? direct(file) : MISSING;
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
