import { resolveOnHost, type Host, type HostContext, type Layout } from './hosts.ts';

/**
 * The URL paths a file of the site could answer to, most canonical first: `guides/a.html` → `/guides/a`,
 * `/guides/a/`, `/guides/a.html`; `guides/a/index.html` → `/guides/a`, `/guides/a/`, `/guides/a/index.html`;
 * `index.html` → `/`, `/index.html`. Which of them a host really serves is for `resolveOnHost` to say.
 */
function candidates(file: string): string[] {
  if (file === 'index.html') return ['/', '/index.html'];
  if (file.endsWith('/index.html')) {
    const folder = file.slice(0, -'/index.html'.length);
    return [`/${folder}`, `/${folder}/`, `/${file}`];
  }
  if (file.endsWith('.html')) {
    const stem = file.slice(0, -'.html'.length);
    return [`/${stem}`, `/${stem}/`, `/${file}`];
  }
  return [`/${file}`];
}

/**
 * Every URL path (decoded, starting with `/`) at which `host` answers with `file`, directly or with a redirect to
 * it (host rules: `src/site/hosts/hosts.ts`), e.g. `/guides/a` and `/guides/a.html` for `guides/a.html` on `cloudfront`
 * (whose redirects are left out: nothing caches them).
 * @param file relative to the site root, `/` separators
 * @param files every file of the site the host serves
 * @param layout the site's layout (`detectLayout`), which picks the CloudFront function `host: cloudfront` assumes
 * @param context the base path and the generated CloudFront function's names (`resolveOnHost`)
 */
export function urlPathsFor(
  host: Host,
  file: string,
  files: ReadonlySet<string>,
  layout: Layout,
  context: HostContext = {},
): string[] {
  return candidates(file).filter((urlPath) => {
    const resolution = resolveOnHost(host, urlPath, files, layout, context);
    if (resolution.kind === 'missing' || resolution.file !== file) return false;
    // CloudFront's redirects come from the viewer-request function, which runs before the cache: none is cached.
    return resolution.kind === 'direct' || host !== 'cloudfront';
  });
}

/**
 * The URL path to link `file` at: the first candidate the host serves directly, else the first it redirects,
 * else the file's own path.
 */
export function canonicalUrlPath(host: Host, file: string, files: ReadonlySet<string>, layout: Layout): string {
  const all = candidates(file);
  const direct = all.find((urlPath) => {
    const resolution = resolveOnHost(host, urlPath, files, layout);
    return resolution.kind === 'direct' && resolution.file === file;
  });
  return direct ?? urlPathsFor(host, file, files, layout)[0] ?? `/${file}`;
}

/**
 * Percent-encodes a decoded URL path segment by segment, including `!'()*`: a `*` is a wildcard in a CloudFront
 * invalidation path and `(`/`)` end a Markdown link (AWS CloudFront guide, "What you need to know when
 * invalidating files": URL-encode unsafe characters).
 */
export function encodeUrlPath(urlPath: string): string {
  return urlPath
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
    )
    .join('/');
}

/**
 * The public URL of a URL path: `siteUrl` (input `site-url`, which may carry a path prefix), then the base path
 * unless `siteUrl` already ends with it, then the encoded path. Without a site URL, a root-relative URL.
 * @param basePath '' or a path like `/docs` (no trailing slash)
 */
export function publicUrl(siteUrl: string | undefined, basePath: string, urlPath: string): string {
  const prefix = siteUrl === undefined || !siteUrl.endsWith(basePath) ? basePath : '';
  return `${siteUrl ?? ''}${prefix}${encodeUrlPath(urlPath)}`;
}
