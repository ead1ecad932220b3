/**
 * What verification says of the redirects (issue 45): a destination the host does not serve and a loop are errors
 * naming the rule, a wildcard destination is judged by the pages below its fixed part, a source that is a page warns.
 */
import { expect, test } from '@jest/globals';
import {
  onlyThroughScript,
  redirectFindings,
  ruleAnswers,
  type RedirectsToCheck,
} from '../../../src/site/redirects/check.ts';
import { publishedRules } from '../../../src/site/redirects/publish.ts';
import type { RedirectRule } from '../../../src/site/redirects/rules.ts';

const PAGES = new Set(['/docs', '/docs/guides/start', '/docs/v2/a']);
/** The file the host answers with: `x.html` at `/docs/x`, as on GitHub Pages; `pageFiles` are redirect pages. */
const fileAt =
  (pageFiles: readonly string[] = []) =>
  (urlPath: string): string | undefined => {
    const file = `${urlPath.slice('/docs/'.length).replace(/\.html$/, '') || 'index'}.html`;
    return PAGES.has(urlPath) || pageFiles.includes(file) ? file : undefined;
  };
const below = (prefix: string): boolean => [...PAGES].some((page) => page.startsWith(prefix));

/** The rules as published under `/docs`, for verification. */
function toCheck(
  rules: Omit<RedirectRule, 'index' | 'permanent'>[],
  { realPage, pageFiles = [] }: { realPage?: number; pageFiles?: string[] } = {},
): RedirectsToCheck {
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
  return { config: 'docs.json', rules: published, realPages, pageFiles, ruleWins: false };
}

function findings(rules: Omit<RedirectRule, 'index' | 'permanent'>[], realPage?: number, pageFiles?: string[]) {
  return redirectFindings(toCheck(rules, { realPage, pageFiles }), fileAt(pageFiles), below, 'vercel').map(
    (f) => `${f.severity} ${f.kind} ${f.target}: ${f.message}`,
  );
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

test("a destination only a redirect page answers is no page: the rule's own goes round forever (review)", () => {
  // `/old` → `/old.html`: its redirect page old.html is what /docs/old.html serves too.
  expect(findings([{ source: '/old', destination: '/old.html' }], undefined, ['old.html'])).toEqual([
    'error redirect-destination docs.json redirects[0] (/old → /old.html): Its destination /docs/old.html is ' +
      "answered on host vercel only by old.html, the rule's own redirect page: browsers go round it forever. Send " +
      'the rule to a page of the site.',
  ]);
  expect(
    findings(
      [
        { source: '/a', destination: '/b.html' },
        { source: '/b', destination: '/guides/start' },
      ],
      undefined,
      ['a.html', 'b.html'],
    ),
  ).toEqual([
    'error redirect-destination docs.json redirects[0] (/a → /b.html): Its destination /docs/b.html is answered on ' +
      'host vercel only by b.html, a redirect page the action wrote, which is no page of the site. Send the rule to ' +
      'a page of the site.',
  ]);
});

test('a link no file answers: the first rule that matches, and where following the rules ends (review)', () => {
  const answer = ruleAnswers(
    toCheck(
      [
        { source: '/beta/:slug*', destination: '/v2/:slug*' },
        { source: '/old', destination: '/new' },
        { source: '/new', destination: '/guides/start#install' },
        { source: '/ext/:slug*', destination: 'https://example.org/:slug*' },
        { source: '/gone/:slug*', destination: '/nowhere/:slug*' },
        { source: '/a', destination: '/b' },
        { source: '/b', destination: '/a' },
        { source: '/self', destination: '/self.html' },
      ],
      { pageFiles: ['old.html', 'new.html', 'a.html', 'b.html', 'self.html'] },
    ),
    fileAt(['old.html', 'new.html', 'a.html', 'b.html', 'self.html']),
  );
  const rule = (i: number, from: string, to: string): string => `docs.json redirects[${i}] (${from} → ${to})`;
  expect(answer('/docs/beta/a')).toEqual({
    rule: rule(0, '/beta/:slug*', '/v2/:slug*'),
    location: '/docs/v2/a',
    end: 'page',
    last: '/docs/v2/a',
  });
  expect(answer('/docs/old')).toEqual({
    rule: rule(1, '/old', '/new'),
    location: '/docs/new',
    end: 'page',
    last: '/docs/guides/start#install',
  });
  expect(answer('/docs/ext/x')).toMatchObject({ end: 'elsewhere', last: 'https://example.org/x' });
  expect(answer('/docs/gone/x')).toMatchObject({ end: 'missing', last: '/docs/nowhere/x' });
  expect(answer('/docs/a')).toMatchObject({ end: 'loop' });
  // A redirect page is no page to end on.
  expect(answer('/docs/self')).toMatchObject({ end: 'missing', last: '/docs/self.html' });
  expect(answer('/docs/guides/other')).toBeUndefined();
});

test('the rules answer only through the 404.html script on hosts without a form of their own', () => {
  expect(onlyThroughScript('github-pages', false)).toBe(true);
  expect(onlyThroughScript('s3', false)).toBe(true);
  expect(onlyThroughScript('cloudfront', false)).toBe(true);
  expect(onlyThroughScript('cloudfront', true)).toBe(false);
  expect(onlyThroughScript('netlify', false)).toBe(false);
  expect(onlyThroughScript('cloudflare-pages', false)).toBe(false);
  expect(onlyThroughScript('vercel', false)).toBe(false);
});
