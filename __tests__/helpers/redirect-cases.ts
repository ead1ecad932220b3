/**
 * One set of `docs.json` redirects for the hosts' own engines (issue 45): the site's files, the rules, and what each
 * request below the site's path must answer, with Mintlify's statuses (308 permanent, 307 not).
 */
import type { RedirectRule } from '../../src/site/redirects/rules.ts';
import { parseAllRedirects } from '@netlify/redirect-parser';
import redirector from 'netlify-redirector';

/** The site's files, relative to its root. */
export const SITE = ['index.html', 'guides/start.html', 'v2.html', 'v2/a/b.html', 'kept.html', '404.html'];

/**
 * One rule of each kind Mintlify documents: exact, `:slug*`, partial wildcard, a fragment, another site (not
 * permanent), `:param`, and a source that is also a page of the site.
 */
export const SHARED_RULES: Omit<RedirectRule, 'index'>[] = [
  { source: '/old-start', destination: '/guides/start', permanent: true },
  { source: '/beta/:slug*', destination: '/v2/:slug*', permanent: true },
  { source: '/articles/concepts-*', destination: '/collections/overview', permanent: true },
  { source: '/part', destination: '/guides/start#install', permanent: true },
  { source: '/away', destination: 'https://other.example/landing', permanent: false },
  { source: '/people/:id', destination: '/users/:id/profile', permanent: true },
  { source: '/kept', destination: '/guides/start', permanent: true },
];

/** The rules, as `docs.json` lists them (each gets its index): the shared ones, and a param inside a segment. */
export const RULES: Omit<RedirectRule, 'index'>[] = [
  ...SHARED_RULES,
  { source: '/v-:version', destination: '/v2', permanent: true },
];

/** Each request below the site's path: where it is sent (below the site's path, or another site) and with what. */
export const CASES: [string, string, number][] = [
  ['/old-start', '/guides/start', 308],
  ['/beta/a/b', '/v2/a/b', 308],
  ['/beta', '/v2', 308],
  ['/articles/concepts-anything', '/collections/overview', 308],
  ['/articles/concepts-x/y', '/collections/overview', 308],
  ['/part', '/guides/start#install', 308],
  ['/away', 'https://other.example/landing', 307],
  ['/people/7', '/users/7/profile', 308],
  // On hosted Mintlify the redirect wins over a page at its source; Netlify's forced rule does the same.
  ['/kept', '/guides/start', 308],
];

/** What Netlify's own engine answers for a URL path: the matched rule's destination, status and force, or null. */
export type NetlifyAnswer = (urlPath: string) => { to?: string; status?: number; force?: boolean } | null;

/**
 * Netlify's own reading of a `_redirects` file: its parser (`@netlify/redirect-parser`), which must find no error, and
 * its matcher (`netlify-redirector`) on `https://docs.test`.
 * @throws when the parser reports errors
 */
export async function netlifyEngine(redirectsFile: string): Promise<NetlifyAnswer> {
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [redirectsFile],
    configRedirects: [],
    minimal: false,
  });
  if (errors.length > 0) throw new Error(`Netlify's parser refused ${redirectsFile}: ${errors.join('; ')}`);
  const matcher = await redirector.parseJSON(JSON.stringify(redirects), {});
  return (urlPath) =>
    matcher.match({
      scheme: 'https',
      host: 'docs.test',
      path: urlPath,
      query: '',
      getHeader: () => '',
      getCookie: () => '',
    });
}
