/**
 * A source written percent-encoded or not is one source (review finding 5): `/caf%C3%A9/:x*` and `/café/:x*` match
 * what browsers send (`/caf%C3%A9/x`) in the rule model, the `404.html` script and the CloudFront function, run in
 * Node, and `_redirects` gets one line for both, which Netlify's engine matches.
 */
import { expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { cloudfrontFunctionWithRedirects } from '../../../src/site/hosts/cloudfront-function.ts';
import { cloudfrontNames } from '../../../src/site/hosts/hosts.ts';
import { netlifyRedirects } from '../../../src/site/redirects/host-files.ts';
import { notFoundScript } from '../../../src/site/redirects/pages.ts';
import { functionRedirects, publishedRules } from '../../../src/site/redirects/publish.ts';
import { findRedirect } from '../../../src/site/redirects/rules.ts';
import { netlifyEngine } from '../../helpers/redirect-cases.ts';

const publish = (source: string) =>
  publishedRules(
    { file: '/w/docs.json', name: 'docs.json', rules: [{ index: 0, source, destination: '/v2/:x*', permanent: true }] },
    '',
    undefined,
    undefined,
  );

test.each(['/caf%C3%A9/:x*', '/café/:x*', '/caf%c3%a9/:x*'])(
  '%s matches /caf%%C3%%A9/y in every form',
  async (source) => {
    const rules = publish(source);
    // The rule model, on the decoded path, as the script and the function match it.
    expect(findRedirect(rules, '/café/y')?.location).toBe('/v2/y');

    let went: string | undefined;
    const location = { pathname: '/caf%C3%A9/y', search: '', hash: '', replace: (to: string) => void (went = to) };
    vm.runInNewContext(
      notFoundScript(rules)
        .replace(/^<script[^>]*>/, '')
        .replace(/<\/script>$/, ''),
      { window: { location } },
    );
    expect(went).toBe('/v2/y');

    const site = { basePath: '', names: cloudfrontNames(['index.html', '404.html'], 'html') };
    const fn = cloudfrontFunctionWithRedirects('html', site, functionRedirects(rules));
    const handler = vm.runInNewContext(`${fn.code}\nhandler;`, {}) as (event: object) => unknown;
    const uri = '/caf%C3%A9/y';
    expect(handler({ request: { method: 'GET', uri, querystring: {}, headers: {}, cookies: {} } })).toMatchObject({
      statusCode: 308,
      headers: { location: { value: '/v2/y' } },
    });

    const text = netlifyRedirects(rules).text;
    expect(text).toContain('/caf%C3%A9/*  /v2/:splat  308!');
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'redirects-encoded-'));
    try {
      fs.writeFileSync(path.join(root, '_redirects'), text);
      const answer = await netlifyEngine(path.join(root, '_redirects'));
      expect(answer('/caf%C3%A9/y')?.to).toBe('/v2/y');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  },
);
