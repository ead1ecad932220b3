/**
 * The redirect rule model (issue 45): Mintlify's syntax matched and substituted as its edge does, every refused rule
 * named with its file and place, and each rule moved under the base path and onto the served address.
 */
import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readInputs, type ExportInputs } from '../../../src/inputs.ts';
import { InputError, InputErrors } from '../../../src/common/errors.ts';
import { reservedBasePath } from '../../../src/site/rebase/base-path.ts';
import {
  checkRule,
  compileSource,
  findRedirect,
  publishRule,
  SEARCH_FOLDER_PATH,
  substitute,
  type RedirectRule,
} from '../../../src/site/redirects/rules.ts';
import { SEARCH_FOLDER } from '../../../src/site/search/search.ts';

const rule = (source: string, destination: string, permanent = true, index = 0): RedirectRule => ({
  index,
  source,
  destination,
  permanent,
});
const root = { basePath: '', exportOrigins: ['https://acme.mintlify.app'], servedOrigin: undefined };

describe("Mintlify's source syntax", () => {
  test.each([
    ['/old', '/old', new Map()],
    ['/old', '/old/', new Map()],
    ['/beta/:slug*', '/beta/a/b', new Map([['slug', 'a/b']])],
    ['/beta/:slug*', '/beta', new Map([['slug', '']])],
    ['/users/:id/posts', '/users/42/posts', new Map([['id', '42']])],
    ['/articles/concepts-*', '/articles/concepts-intro/more', new Map([['*', 'intro/more']])],
  ])('%s matches %s', (source, urlPath, params) => {
    expect(compileSource(source).match(urlPath)).toEqual(params);
  });

  test.each([
    ['/old', '/old-page'],
    ['/old', '/older/x'],
    ['/users/:id/posts', '/users/a/b/posts'],
    ['/beta/:slug*', '/betamax'],
    ['/articles/concepts-*', '/articles/concept'],
    ['/a.b', '/aXb'],
  ])('%s does not match %s', (source, urlPath) => {
    expect(compileSource(source).match(urlPath)).toBeUndefined();
  });

  test('params are substituted in the destination; an empty rest takes its slash with it', () => {
    expect(substitute('/v2/:slug*', new Map([['slug', 'a/b']]))).toBe('/v2/a/b');
    expect(substitute('/v2/:slug*', new Map([['slug', '']]))).toBe('/v2');
    expect(substitute('/:slug*', new Map([['slug', '']]))).toBe('/');
    expect(substitute('https://other.example:8443/u/:id#top', new Map([['id', '7']]))).toBe(
      'https://other.example:8443/u/7#top',
    );
  });

  test('the first rule that matches wins, as on the edge', () => {
    const rules = [rule('/a/:x', '/first/:x'), rule('/a/*', '/second', true, 1)].map((r) => publishRule(r, root));
    expect(findRedirect(rules, '/a/b')).toMatchObject({ location: '/first/b', rule: { status: 308 } });
    expect(findRedirect(rules, '/a/b/c')).toMatchObject({ location: '/second' });
    expect(findRedirect(rules, '/elsewhere')).toBeUndefined();
  });
});

describe('a rule is refused with its reason', () => {
  const check = (entry: unknown): RedirectRule | string[] => checkRule(entry, 3, reservedBasePath);
  test.each([
    [{ destination: '/x' }, /has no source/],
    [{ source: '/x' }, /has no destination/],
    [{ source: '/a#b', destination: '/x' }, /with # or \?/],
    [{ source: '/a?b=1', destination: '/x' }, /with # or \?/],
    [{ source: 'a', destination: '/x' }, /starting with one \//],
    [{ source: '/docs/../x', destination: '/x' }, /\. or \.\. segment/],
    [{ source: '/docs/%2e%2e/x', destination: '/x' }, /\. or \.\. segment/],
    [{ source: '/_next/:path*', destination: '/x' }, /below \/_next/],
    [{ source: '/a', destination: 'javascript:alert(1)' }, /another site’s http or https URL/],
    [{ source: '/a', destination: '//evil.example/x' }, /starting with one \//],
    [{ source: '/a', destination: '/b/:slug' }, /:slug, which its source does not define/],
    [{ source: '/a/:x*/b', destination: '/b' }, /whole last segment/],
    [{ source: '/a*b', destination: '/b' }, /must end the source/],
    [{ source: '/a', destination: '/b', permanent: 'yes' }, /true \(308\) or false \(307\)/],
    ['/a', /not an object/],
    // Issue 45 finding 9: each of these passed the check and failed later, after the download, naming no rule.
    [{ source: '/a', destination: 'https://:x.example.com' }, /not a valid URL/],
    [{ source: '/a', destination: 'https://a_b%/x' }, /not a valid URL/],
    [{ source: '/a%00b', destination: '/x' }, /percent-encoded control or direction character/],
    [{ source: '/a%7Fb', destination: '/x' }, /percent-encoded control or direction character/],
    [{ source: '/a%C2%85b', destination: '/x' }, /percent-encoded control or direction character/],
    [{ source: '/a%E2%80%AEb', destination: '/x' }, /percent-encoded control or direction character/],
    [{ source: '/a%ZZ', destination: '/x' }, /starts no valid percent-encoding/],
    [{ source: '/a%C3', destination: '/x' }, /starts no valid percent-encoding/],
    [{ source: `/${'a'.repeat(300)}`, destination: '/x' }, /segment of 305 bytes .*allow 255/],
    [{ source: `/${'%C3%A9'.repeat(128)}/x`, destination: '/x' }, /segment of 256 bytes/],
    // The third outside review: each of these wrote outside the site, changed what the rule matches, or crashed.
    [{ source: '/x/%252e%252e/%252e%252e/escaped', destination: '/x' }, /%25 or %2A, an encoded % or \*/],
    [{ source: '/files/report%2A', destination: '/x' }, /%25 or %2A/],
    [{ source: '/p%2541', destination: '/x' }, /%25 or %2A/],
    [{ source: '/old//', destination: '/x' }, /an empty segment/],
    [{ source: '/a//b', destination: '/x' }, /an empty segment/],
    [{ source: `/${'a/'.repeat(200_000)}x`, destination: '/x' }, /a source of 400002 characters .*at most 1000/],
    [{ source: `/${`${'a'.repeat(250)}/`.repeat(20)}x`, destination: '/x' }, /at most 1000/],
  ])('%j', (entry, reason) => {
    const result = check(entry);
    expect(Array.isArray(result)).toBe(true);
    expect((result as string[]).join(' ')).toMatch(reason);
  });

  test.each([
    ['/:lang/static/:rest*', '/_next'],
    ['/:slug*', '/_next'],
    ['/*', '/_next'],
    ['/_n*', '/_next'],
    ['/pagefind/:x*', '/pagefind'],
    ['/pagefind/old', '/pagefind'],
    ['/:page', '/_next'],
    ['/llms-:x', '/llms-full.txt'],
    ['/.well-*', '/.well-known'],
    // Percent-encoded, as the rule is matched decoded.
    ['/%5Fnext*', '/_next'],
    ['/pagefin%64*', '/pagefind'],
  ])('%s can match below %s, which the site serves itself: refused, naming the path', (source, below) => {
    const result = check({ source, destination: '/v2' });
    expect(Array.isArray(result)).toBe(true);
    expect((result as string[]).join(' ')).toContain(`which matches ${below} or paths below it`);
  });

  test.each(['/404', '/404.html', '/404/', '/%34%30%34.html', '/404.htm'])(
    "%s is the site's not-found page: refused, as a redirect page there would answer every missing URL",
    (source) => {
      const result = check({ source, destination: '/v2' });
      expect(Array.isArray(result)).toBe(true);
      expect((result as string[]).join(' ')).toContain("the site's not-found page");
    },
  );

  test('sources whose first segment is a literal of their own, or cannot name a reserved path, are kept', () => {
    for (const source of ['/beta/:slug*', '/v-:version', '/x-*', '/blog/:lang/static/:rest*', '/apis/:x', '/'])
      expect([source, Array.isArray(check({ source, destination: '/v2' }))]).toEqual([source, false]);
  });

  test('a trailing slash after :slug* or * is the same source without it (it threw "Unexpected error")', () => {
    for (const [source, destination] of [
      ['/beta/:slug*/', '/v2/:slug*'],
      ['/x-*/', '/v2'],
    ])
      expect(check({ source, destination })).toMatchObject({ source, destination });
    const published = publishRule(check({ source: '/beta/:slug*/', destination: '/v2/:slug*' }) as RedirectRule, {
      basePath: '',
      exportOrigins: [],
      servedOrigin: undefined,
    });
    expect(findRedirect([published], '/beta/a/b')?.location).toBe('/v2/a/b');
  });

  test("the search folder kept clear is the one the action's search writes", () => {
    expect(SEARCH_FOLDER_PATH).toBe(`/${SEARCH_FOLDER}`);
  });

  test('a segment whose file name fits in 255 bytes, a long pattern segment, and a URL with a port are kept', () => {
    for (const [source, destination] of [
      [`/${'a'.repeat(250)}`, '/v2'],
      [`/${'a'.repeat(250)}.html`, '/v2'],
      [`/blog/${'a'.repeat(300)}-*`, '/v2'],
      ['/a', 'https://example.org:8443/x'],
    ])
      expect([source, Array.isArray(check({ source, destination }))]).toEqual([source, false]);
  });

  test('a destination with a fragment, another site, and permanent: false are accepted', () => {
    expect(check({ source: '/a', destination: '/b#part' })).toMatchObject({ destination: '/b#part', permanent: true });
    expect(check({ source: '/a', destination: 'https://example.org/x', permanent: false })).toMatchObject({
      permanent: false,
    });
  });
});

describe('under base-path and site-url', () => {
  const context = {
    basePath: '/docs',
    exportOrigins: ['https://acme.mintlify.app'],
    servedOrigin: 'https://docs.acme.com',
  };
  test('sources and on-site destinations are served under the base path; 307 when not permanent', () => {
    expect(publishRule(rule('/old', '/new#part', false), context)).toMatchObject({
      source: '/docs/old',
      destination: '/docs/new#part',
      sitePath: '/docs/new',
      status: 307,
    });
    expect(publishRule(rule('/', '/intro'), context)).toMatchObject({ source: '/docs', destination: '/docs/intro' });
  });
  test("an absolute destination on the export's origin names the served address; another site is kept", () => {
    expect(publishRule(rule('/a', 'https://acme.mintlify.app/b?x=1'), context)).toMatchObject({
      destination: 'https://docs.acme.com/docs/b?x=1',
      sitePath: '/docs/b',
    });
    const off = publishRule(rule('/a', 'https://example.org/b'), context);
    expect(off.destination).toBe('https://example.org/b');
    expect(off.sitePath).toBeUndefined();
  });
});

describe('inputs docs-config and redirects (read once, with the other inputs)', () => {
  const workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'redirects-inputs-'));
  afterAll(() => fs.rmSync(workspace, { recursive: true, force: true }));
  const env = { GITHUB_WORKSPACE: workspace, RUNNER_TEMP: os.tmpdir() };
  const ok = { 'api-key': 'mint_test_abc123', domain: 'docs.example.com' };
  const read = (inputs: Record<string, string>) => readInputs((name) => inputs[name] ?? '', env) as ExportInputs;
  const write = (name: string, config: unknown): void => {
    fs.mkdirSync(path.dirname(path.join(workspace, name)), { recursive: true });
    fs.writeFileSync(path.join(workspace, name), typeof config === 'string' ? config : JSON.stringify(config));
  };
  const errorOf = (inputs: Record<string, string>): InputError | InputErrors => {
    try {
      read(inputs);
    } catch (e) {
      if (e instanceof InputError || e instanceof InputErrors) return e;
      throw e;
    }
    throw new Error('expected an input error');
  };
  beforeEach(() => {
    for (const name of fs.readdirSync(workspace)) fs.rmSync(path.join(workspace, name), { recursive: true });
  });

  test('no config: no redirects, no error', () => {
    expect(read(ok).redirects).toBeUndefined();
  });

  test('docs.json at the root by default, else mint.json', () => {
    write('mint.json', { redirects: [{ source: '/m', destination: '/n' }] });
    expect(read(ok).redirects).toMatchObject({ name: 'mint.json', rules: [{ source: '/m' }] });
    write('docs.json', { redirects: [{ source: '/d', destination: '/e', permanent: false }] });
    expect(read(ok).redirects).toMatchObject({ name: 'docs.json', rules: [{ source: '/d', permanent: false }] });
  });

  test('docs-config names another file; redirects: off reads nothing, even a broken config', () => {
    write('site/docs.json', { redirects: [{ source: '/s', destination: '/t' }] });
    expect(read({ ...ok, 'docs-config': 'site/docs.json' }).redirects).toMatchObject({ name: 'site/docs.json' });
    write('docs.json', '{ not json');
    expect(read({ ...ok, redirects: 'off' }).redirects).toBeUndefined();
  });

  test('a missing docs-config file, and a redirects value that is not auto or off, are input errors', () => {
    expect(errorOf({ ...ok, 'docs-config': 'nowhere/docs.json' }).message).toMatch(
      /Input 'docs-config': 'nowhere\/docs.json' is not a file in the workspace/,
    );
    expect(errorOf({ ...ok, redirects: 'on' }).message).toMatch(/Input 'redirects': 'on' is not one of auto, off/);
  });

  test('a config that is not JSON, or whose redirects is not an array, names the file', () => {
    write('docs.json', '{ "redirects": [ }');
    expect(errorOf(ok).message).toMatch(/Input 'docs-config': docs.json is not JSON/);
    write('docs.json', { redirects: { source: '/a', destination: '/b' } });
    expect(errorOf(ok).message).toMatch(/docs.json has redirects .* not an array/);
  });

  test("a source below another rule's .html page is refused with both rules named, in either order", () => {
    write('docs.json', {
      redirects: [
        { source: '/v2.html', destination: '/a' },
        { source: '/v2.html/x', destination: '/b' },
        { source: '/old.htm/y', destination: '/b' },
        { source: '/old.htm', destination: '/a' },
        // Layout-dependent (a.html, or a/index.html with folders): left to the run, which knows the layout.
        { source: '/a', destination: '/b' },
        { source: '/a.html/x', destination: '/b' },
      ],
    });
    const messages = (errorOf(ok) as InputErrors).errors.map((e) => e.message);
    expect(messages).toEqual([
      "Input 'docs-config': docs.json redirects[1] (/v2.html/x) needs a redirect page below v2.html, which is the " +
        'redirect page of redirects[0] (/v2.html), so it cannot be a folder: change or remove one of them.',
      expect.stringMatching(/docs.json redirects\[2\] \(\/old.htm\/y\) needs .* redirects\[3\] \(\/old.htm\)/),
    ]);
  });

  test('a docs.json that links outside the workspace is refused, and no config text is quoted', () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'redirects-outside-'));
    try {
      fs.writeFileSync(
        path.join(outside, 'docs.json'),
        JSON.stringify({ redirects: [{ source: '/a', destination: '/b' }] }),
      );
      fs.rmSync(path.join(workspace, 'docs.json'), { force: true });
      fs.symlinkSync(path.join(outside, 'docs.json'), path.join(workspace, 'docs.json'));
      expect(errorOf(ok).message).toMatch(/docs.json is a link to a file outside the workspace/);
      fs.rmSync(path.join(workspace, 'docs.json'));
      write('docs.json', 'SECRET=hunter2');
      const message = errorOf(ok).message;
      expect(message).toMatch(/docs.json is not JSON/);
      expect(message).not.toContain('SECRET');
    } finally {
      fs.rmSync(path.join(workspace, 'docs.json'), { force: true });
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });

  test('every refused rule is named with the file and its place, all at once, with the other inputs', () => {
    write('docs.json', {
      redirects: [
        { source: '/fine', destination: '/ok' },
        { destination: '/x' },
        { source: '/a?b', destination: '/x' },
        { source: '/c', destination: 'javascript:alert(1)' },
      ],
    });
    const error = errorOf({ ...ok, timeout: 'soon' });
    expect(error).toBeInstanceOf(InputErrors);
    const messages = (error as InputErrors).errors.map((e) => e.message);
    expect(messages).toEqual([
      expect.stringMatching(/Input 'timeout'/),
      expect.stringMatching(/Input 'docs-config': docs.json redirects\[1\] has no source/),
      expect.stringMatching(/docs.json redirects\[2\] has source "\/a\?b" with # or \?/),
      expect.stringMatching(/docs.json redirects\[3\] has destination "javascript:alert\(1\)"/),
    ]);
  });
});
