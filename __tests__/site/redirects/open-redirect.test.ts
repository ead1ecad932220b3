/**
 * A substituted value never leaves the site (issue 45, review finding 1 and 8): under `/docs/:slug*` → `/:slug*` at
 * the root, a request such as `/docs//evil.example` or `/docs/%5Cevil.example` must not send the browser to
 * `//evil.example` or `/\evil.example` (another host to browsers), nor put a control character into `Location`. The
 * rule model, the `404.html` script and the CloudFront function, run in Node, agree; Netlify's engine, which fills
 * `:splat` unencoded, gets no such line: the script answers the rule there.
 */
import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { cloudfrontFunctionWithRedirects } from '../../../src/site/hosts/cloudfront-function.ts';
import { cloudfrontNames } from '../../../src/site/hosts/hosts.ts';
import { notFoundScript } from '../../../src/site/redirects/pages.ts';
import { functionRedirects, publishedRules, publishRedirects } from '../../../src/site/redirects/publish.ts';
import { findRedirect, type RedirectRule } from '../../../src/site/redirects/rules.ts';
import { netlifyEngine } from '../../helpers/redirect-cases.ts';

const RULES: RedirectRule[] = [
  { index: 0, source: '/docs/:slug*', destination: '/:slug*', permanent: true },
  { index: 1, source: '/blog/:slug', destination: '/:slug', permanent: true },
];
const config = { file: '/w/docs.json', name: 'docs.json', rules: RULES };
const rules = publishedRules(config, '', 'acme.mintlify.app', undefined);

/** Request paths as browsers send them, each meant to make the location another host's. */
const HOSTILE = [
  '/docs//evil.example',
  '/docs///evil.example',
  '/docs/%5Cevil.example',
  '/docs/%5C%5Cevil.example',
  '/blog/%5Cevil.example',
  '/docs/%09/evil.example',
  '/docs/%2F/evil.example',
  '/blog/%0D%0ASet-Cookie:a=b',
  '/blog/%E2%80%A8x',
];

/** Where a browser on https://docs.test goes for a location, and whether the location holds a control. */
function judge(location: string): { origin: string; controls: boolean } {
  return {
    origin: new URL(location, 'https://docs.test/x/').origin,
    // eslint-disable-next-line no-control-regex -- controls are what it looks for
    controls: /[\u0000-\u001f\u007f\u2028]/.test(location),
  };
}
const SAFE = { origin: 'https://docs.test', controls: false };

function runScript(pathname: string): string | undefined {
  let went: string | undefined;
  const location = { pathname, search: '', hash: '', replace: (to: string) => void (went = to) };
  const code = notFoundScript(rules)
    .replace(/^<script[^>]*>/, '')
    .replace(/<\/script>$/, '');
  vm.runInNewContext(code, { window: { location } });
  return went;
}

type Answer = { uri: string } | { statusCode: number; headers: { location: { value: string } } };

function runFunction(uri: string): Answer {
  const site = { basePath: '', names: cloudfrontNames(['index.html', '404.html'], 'html') };
  const fn = cloudfrontFunctionWithRedirects('html', site, functionRedirects(rules));
  const handler = vm.runInNewContext(`${fn.code}\nhandler;`, {}) as (event: object) => Answer;
  return handler({ request: { method: 'GET', uri, querystring: {}, headers: {}, cookies: {} } });
}

describe.each(HOSTILE)('%s', (urlPath) => {
  test('the rule model keeps the location on the site, without controls', () => {
    const decoded = decodeURI(urlPath);
    expect(judge(findRedirect(rules, decoded)!.location)).toEqual(SAFE);
  });

  test('the 404.html script sends the browser to a page of this site', () => {
    const went = runScript(urlPath);
    expect(went).toBeDefined();
    expect(judge(went!)).toEqual(SAFE);
    expect(went).toBe(findRedirect(rules, decodeURI(urlPath))!.location);
  });

  test('the CloudFront function answers with a Location on this site, without controls', () => {
    const answer = runFunction(urlPath);
    expect(answer).toMatchObject({ statusCode: 308 });
    const location = (answer as { headers: { location: { value: string } } }).headers.location.value;
    expect(judge(location)).toEqual(SAFE);
    expect(location).toBe(findRedirect(rules, decodeURI(urlPath))!.location);
  });
});

test('an ordinary request still lands where it did', () => {
  expect(runScript('/docs/a/b')).toBe('/a/b');
  expect(runFunction('/blog/post')).toMatchObject({ headers: { location: { value: '/post' } } });
  expect(runFunction('/blog/caf%C3%A9')).toMatchObject({ headers: { location: { value: '/caf%C3%A9' } } });
});

test('Netlify: a root destination starting with a param is left to the 404.html script; the log says why', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'redirects-open-'));
  try {
    fs.writeFileSync(path.join(root, 'index.html'), '<html><head></head><body></body></html>');
    const warnings: string[] = [];
    await publishRedirects({
      root,
      files: ['index.html'],
      config,
      host: 'netlify',
      layout: 'html',
      basePath: '',
      domain: 'acme.mintlify.app',
      siteUrl: undefined,
      log: { info: () => undefined, warning: (text: string) => void warnings.push(text), debug: () => undefined },
    });
    const answer = await netlifyEngine(path.join(root, '_redirects'));
    for (const urlPath of ['/docs//evil.example', '/blog/x'])
      expect([urlPath, answer(urlPath)]).toEqual([urlPath, null]);
    expect(warnings.join('\n')).toMatch(/redirects\[0\].*starts with a param at the site’s root/);
    expect(fs.readFileSync(path.join(root, '404.html'), 'utf8')).toContain('encodeValue');
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
