/**
 * Where HTML holds URLs beyond the attributes every element reads: one list for the HTML rebase (`rebase-html.ts`)
 * and the RSC rebase (`rsc.ts`), which meets the same elements as React props.
 */

/** Elements whose `href` is a URL the page links to or loads (`base` names a folder). */
export const HREF_TAGS: ReadonlySet<string> = new Set(['a', 'area', 'link', 'base', 'use', 'image']);

/** `link rel` values whose `href` only names an origin to connect to: left, as on the root. */
export const CONNECT_RELS: ReadonlySet<string> = new Set(['preconnect', 'dns-prefetch']);

/** `meta` names and properties whose `content` is a URL of the site (issue 21: when on the site's own origin). */
export const URL_METAS: ReadonlySet<string> = new Set([
  'og:url',
  'og:image',
  'og:image:url',
  'og:image:secure_url',
  'og:video',
  'og:audio',
  'twitter:image',
  'twitter:image:src',
  'twitter:url',
]);

/**
 * `meta` names whose `content` is a file the browser loads for the page (issue 38 "`content` where a page loads it"):
 * Windows' tile images and `browserconfig.xml`, which a browser fetches when the site is pinned. Read as assets: the
 * rebase gives them the base path, verification checks them, `external-assets` fetches them.
 */
export const LOADED_METAS: ReadonlySet<string> = new Set([
  'msapplication-tileimage',
  'msapplication-square70x70logo',
  'msapplication-square150x150logo',
  'msapplication-wide310x150logo',
  'msapplication-square310x310logo',
  'msapplication-config',
]);

/** `meta` names and properties (of {@link URL_METAS}) whose `content` is the page's own address, like canonical. */
export const OWN_ADDRESS_METAS: ReadonlySet<string> = new Set(['og:url', 'twitter:url']);

/**
 * `link rel` values whose `href` the page loads: verification's (`verify/html.ts`), the HTML and RSC readers' (which
 * the external-assets bundler tells loaded URLs from links by).
 */
export const LOADED_RELS: ReadonlySet<string> = new Set([
  'stylesheet',
  'preload',
  'modulepreload',
  'icon',
  'shortcut',
  'apple-touch-icon',
  'mask-icon',
  'manifest',
  'prefetch',
]);
