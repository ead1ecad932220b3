/**
 * What verification says of the redirects (issue 45): a destination the host does not serve and a loop are errors
 * naming the rule, a wildcard destination is judged by the pages below its fixed part, a source that is a page warns.
 */
import { expect, test } from '@jest/globals';
import { redirectFindings } from '../../../src/site/redirects/check.ts';
import { publishedRules } from '../../../src/site/redirects/publish.ts';
import type { RedirectRule } from '../../../src/site/redirects/rules.ts';

const PAGES = new Set(['/docs', '/docs/guides/start', '/docs/v2/a']);
const served = (urlPath: string): boolean => PAGES.has(urlPath);
const below = (prefix: string): boolean => [...PAGES].some((page) => page.startsWith(prefix));

function findings(rules: Omit<RedirectRule, 'index' | 'permanent'>[], realPage?: number) {
  const published = publishedRules(
    {
      file: '/w/docs.json',
      name: 'docs.json',
      rules: rules.map((rule, index) => ({ ...rule, index, permanent: true })),
    },
    '/docs',
    'acme.mintlify.app',
    undefined,
  );
  const realPages = realPage === undefined ? [] : [published[realPage]!];
  return redirectFindings(
    { config: 'docs.json', rules: published, realPages, pageFiles: [], ruleWins: false },
    served,
    below,
    'vercel',
  ).map((f) => `${f.severity} ${f.kind} ${f.target}: ${f.message}`);
}

test('destinations that are pages, another site, or another rule that ends on a page are fine', () => {
  expect(
    findings([
      { source: '/a', destination: '/guides/start' },
      { source: '/b', destination: 'https://example.org/x' },
      { source: '/c', destination: '/a' },
      { source: '/beta/:slug*', destination: '/v2/:slug*' },
      { source: '/frag', destination: '/guides/start#install' },
    ]),
  ).toEqual([]);
});

test('a destination the host does not serve is an error naming the rule', () => {
  expect(findings([{ source: '/a', destination: '/gone' }])).toEqual([
    'error redirect-destination docs.json redirects[0] (/a → /gone): Its destination /docs/gone is not a page the ' +
      'site serves on host vercel.',
  ]);
});

test('a wildcard destination is judged by the pages below its fixed part, never as a missing page', () => {
  expect(findings([{ source: '/old/:slug*', destination: '/nowhere/:slug*' }])).toEqual([
    'error redirect-destination docs.json redirects[0] (/old/:slug* → /nowhere/:slug*): No page of the site lies ' +
      'at or below /docs/nowhere/, where it sends every match, on host vercel.',
  ]);
});

test('a wildcard destination that another rule answers is followed through it (issue 45 finding 6)', () => {
  expect(
    findings([
      { source: '/a/:slug*', destination: '/b/:slug*' },
      { source: '/b/:slug*', destination: '/v2/:slug*' },
    ]),
  ).toEqual([]);
  // The rule it reaches is judged on its own destination, once.
  expect(
    findings([
      { source: '/a/:slug*', destination: '/b/:slug*' },
      { source: '/b/:slug*', destination: '/gone/:slug*' },
    ]),
  ).toEqual([
    'error redirect-destination docs.json redirects[1] (/b/:slug* → /gone/:slug*): No page of the site lies at or ' +
      'below /docs/gone/, where it sends every match, on host vercel.',
  ]);
});

test('a loop is an error, two rules or one that grows', () => {
  expect(
    findings([
      { source: '/a', destination: '/b' },
      { source: '/b', destination: '/a' },
    ]),
  ).toEqual([
    expect.stringMatching(/^error redirect-loop docs.json redirects\[0\] \(\/a → \/b\): Following it from \/docs\/a/),
    expect.stringMatching(/^error redirect-loop docs.json redirects\[1\] \(\/b → \/a\)/),
  ]);
  expect(findings([{ source: '/x/:slug*', destination: '/x/y/:slug*' }])).toEqual([
    expect.stringMatching(/redirect-destination/),
    expect.stringMatching(/^error redirect-loop .* after 20 hops/),
  ]);
});

test('a source that is also a page warns: the page wins on the host, the redirect on hosted Mintlify', () => {
  expect(findings([{ source: '/guides/start', destination: '/v2/a' }], 0)).toEqual([
    'warning redirect-source-page docs.json redirects[0] (/guides/start → /v2/a): Its source /docs/guides/start is ' +
      'also a page of the site: on host vercel the page is served, while on hosted Mintlify the redirect wins. ' +
      'Remove the rule or the page.',
  ]);
});
