/**
 * Verification of a site with the redirects of `docs.json` published into it (issue 45), as the pipeline runs it:
 * the rules published on the host (`publishRedirects`), then `checkSite` over the site's files and what was written.
 * A link a rule answers is judged by where the rule sends it; a redirect page is no page a destination can land on.
 */
import { afterAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkSite } from '../../src/verify/check.ts';
import type { Finding, VerifyReport } from '../../src/verify/findings.ts';
import type { Host, Layout } from '../../src/site/hosts/hosts.ts';
import { publishRedirects } from '../../src/site/redirects/publish.ts';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

const page = (body: string): string => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;

/**
 * Writes the site, publishes the rules into it on `host` and checks it as the pipeline does (`src/pipeline.ts`).
 * @param files each file of the site (relative to its root) and its text
 */
async function verify(
  host: Host,
  files: Record<string, string>,
  redirects: { source: string; destination: string }[],
  { layout = 'html', cloudfrontFunction }: { layout?: Layout; cloudfrontFunction?: boolean } = {},
): Promise<VerifyReport> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'verify-redirects-'));
  roots.push(root);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  const published = await publishRedirects({
    root,
    files: Object.keys(files),
    config: {
      file: '/w/docs.json',
      name: 'docs.json',
      rules: redirects.map((rule, index) => ({ ...rule, index, permanent: true })),
    },
    host,
    layout,
    basePath: '',
    domain: undefined,
    siteUrl: undefined,
    log: { info: () => {}, warning: () => {}, debug: () => {} },
  });
  return checkSite({
    root,
    files: [...new Set([...Object.keys(files), ...published.written])],
    host,
    siteUrl: undefined,
    ignore: undefined,
    pageCount: undefined,
    cloudfrontFunction,
    redirects: {
      config: published.config,
      rules: published.rules,
      realPages: published.realPages,
      pageFiles: published.pageFiles,
      ruleWins: host === 'netlify' || host === 'cloudflare-pages',
    },
  });
}

const brief = (findings: Finding[]): string[] =>
  findings.map((f) => `${f.severity} ${f.kind} ${f.target}: ${f.message}`).sort();

describe('a link to a URL a published rule answers (issue 45, review)', () => {
  const RULES = [
    { source: '/beta/:slug*', destination: '/v2/:slug*' },
    { source: '/old', destination: '/guides/start' },
  ];
  const SITE = {
    'index.html': page('<a href="/beta/a/b">Beta</a> <a href="/old">Old</a>'),
    '404.html': page('Not found'),
    'guides/start.html': page('Start'),
    'v2/a/b.html': page('B'),
  };
  const BETA = 'docs.json redirects[0] (/beta/:slug* → /v2/:slug*)';
  const OLD = 'docs.json redirects[1] (/old → /guides/start)';

  test('on github-pages, the 404.html script answers it: a warning naming the rule, needing JavaScript', async () => {
    const report = await verify('github-pages', SITE, RULES);
    // /old has its redirect page old.html: served, as before.
    expect(brief(report.findings)).toEqual([
      `warning redirect /beta/a/b: /beta/a/b answers with ${BETA} to /v2/a/b on github-pages, through the ` +
        "404.html script: only in a browser that runs JavaScript (other clients get 404.html's 404). Link /v2/a/b " +
        'itself.',
    ]);
    expect(report.result).toBe('warnings');
  });

  test.each(['netlify', 'cloudflare-pages'] as const)(
    'on %s, its _redirects answers it: a warning that names the rule, Netlify for /old too',
    async (host) => {
      const report = await verify(host, SITE, RULES);
      const expected = [`warning redirect /beta/a/b: /beta/a/b answers with ${BETA} to /v2/a/b on ${host}.`];
      // Netlify's forced rule answers /old, where no redirect page is written; Cloudflare Pages has old.html.
      if (host === 'netlify')
        expected.push(`warning redirect /old: /old answers with ${OLD} to /guides/start on ${host}.`);
      expect(brief(report.findings)).toEqual(expected);
      expect(report.result).toBe('warnings');
    },
  );

  test('with the generated CloudFront function, the function answers it: no JavaScript needed', async () => {
    const report = await verify('cloudfront', SITE, RULES, { cloudfrontFunction: true });
    expect(brief(report.findings)).toEqual([
      `warning redirect /beta/a/b: /beta/a/b answers with ${BETA} to /v2/a/b on cloudfront.`,
    ]);
  });

  test('a rule that sends it to a missing page leaves it a broken link, and the rule has its own finding', async () => {
    const report = await verify('netlify', SITE, [
      { source: '/beta/:slug*', destination: '/v2/:slug*' },
      { source: '/old', destination: '/gone' },
    ]);
    expect(brief(report.findings)).toEqual([
      'error missing-page /old: /old: no such page on netlify. docs.json redirects[1] (/old → /gone) answers it ' +
        'with /gone, where following the rules ends at /gone, which is no page the site serves.',
      'error redirect-destination docs.json redirects[1] (/old → /gone): Its destination /gone is not a page the ' +
        'site serves on host netlify.',
      `warning redirect /beta/a/b: /beta/a/b answers with ${BETA} to /v2/a/b on netlify.`,
    ]);
    expect(report.result).toBe('failed');
  });

  test('a link the rules send round a loop stays a broken link', async () => {
    const report = await verify('vercel', { ...SITE, 'index.html': page('<a href="/a">A</a>') }, [
      { source: '/a', destination: '/b' },
      { source: '/b', destination: '/a' },
    ]);
    expect(brief(report.findings).filter((f) => f.includes('missing-page'))).toEqual([
      'error missing-page /a: /a: no such page on vercel. docs.json redirects[0] (/a → /b) answers it with /b, ' +
        'where following the rules comes back round a loop.',
    ]);
  });

  test('another site is a destination the rule reaches', async () => {
    const report = await verify('vercel', { ...SITE, 'index.html': page('<a href="/ext/x">X</a>') }, [
      { source: '/ext/:slug*', destination: 'https://example.org/:slug*' },
    ]);
    expect(brief(report.findings)).toEqual([
      'warning redirect /ext/x: /ext/x answers with docs.json redirects[0] (/ext/:slug* → ' +
        'https://example.org/:slug*) to https://example.org/x on vercel.',
    ]);
  });

  test('a missing link no rule answers is a missing page, as before', async () => {
    const report = await verify('github-pages', { ...SITE, 'index.html': page('<a href="/nowhere">N</a>') }, RULES);
    expect(brief(report.findings)).toEqual(['error missing-page /nowhere: /nowhere: no such page on github-pages.']);
  });
});

describe('a destination that only a redirect page answers (issue 45, review)', () => {
  const SITE = { 'index.html': page('Home'), '404.html': page('Not found'), 'guides/start.html': page('Start') };

  test.each([
    ['html', '/old.html', 'old.html'],
    ['folders', '/old/index.html', 'old/index.html'],
  ] as const)(
    'in the %s layout, /old → %s goes round its own redirect page forever: an error naming the rule and the page',
    async (layout, destination, file) => {
      const site =
        layout === 'folders'
          ? { 'index.html': page('Home'), '404.html': page('Not found'), 'guides/start/index.html': page('Start') }
          : SITE;
      const report = await verify('github-pages', site, [{ source: '/old', destination }], { layout });
      expect(brief(report.findings)).toContainEqual(
        `error redirect-destination docs.json redirects[0] (/old → ${destination}): Its destination ${destination} ` +
          `is answered on host github-pages only by ${file}, the rule's own redirect page: browsers go round it ` +
          'forever. Send the rule to a page of the site.',
      );
      expect(report.result).toBe('failed');
    },
  );

  test('a wildcard destination with only redirect pages below its fixed part reaches no page', async () => {
    // /moved/y has its redirect page moved/y.html, the only file below /moved/: no match of /old/:slug* finds a page.
    const report = await verify('github-pages', SITE, [
      { source: '/old/:slug*', destination: '/moved/:slug*' },
      { source: '/moved/y', destination: '/guides/start' },
    ]);
    expect(brief(report.findings)).toEqual([
      'error redirect-destination docs.json redirects[0] (/old/:slug* → /moved/:slug*): No page of the site lies at ' +
        'or below /moved/, where it sends every match, on host github-pages.',
    ]);
  });

  test("another rule's redirect page is no page either", async () => {
    const report = await verify('github-pages', SITE, [
      { source: '/a', destination: '/b.html' },
      { source: '/b', destination: '/guides/start' },
    ]);
    expect(brief(report.findings)).toEqual([
      'error redirect-destination docs.json redirects[0] (/a → /b.html): Its destination /b.html is answered on ' +
        'host github-pages only by b.html, a redirect page the action wrote, which is no page of the site. Send the ' +
        'rule to a page of the site.',
    ]);
  });
});
