/**
 * Redirect pages and the `404.html` script (issue 45): what a page carries for browsers and search engines, the file
 * each source gets in each layout, and the script, run in Node against a stand-in `location`, landing where the rule
 * model (`findRedirect`) says for generated rules and paths.
 */
import { afterAll, describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import type { Host } from '../../../src/site/hosts/hosts.ts';
import { publishRedirects } from '../../../src/site/redirects/publish.ts';
import { reservedBasePath } from '../../../src/site/rebase/base-path.ts';
import { notFoundScript, redirectPage, redirectPageFile } from '../../../src/site/redirects/pages.ts';
import {
  checkRule,
  findRedirect,
  publishRule,
  redirectIndex,
  type RedirectRule,
} from '../../../src/site/redirects/rules.ts';

describe('a redirect page', () => {
  const page = redirectPage('/docs/new?a=1#part', 'https://docs.acme.com/docs/new?a=1#part');
  test('refreshes to the destination, names it canonical, is not indexed', () => {
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toContain('<link rel="canonical" href="https://docs.acme.com/docs/new?a=1#part">');
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/docs/new?a=1#part">');
  });
  test('a destination cannot close the script or an attribute', () => {
    const hostile = redirectPage('/x"></script><script>alert(1)</script>', '/x');
    expect(hostile).not.toContain('</script><script>alert(1)');
    expect(hostile).not.toContain('"><');
  });
  test.each([
    ['/old', 'html', 'old.html'],
    ['/old', 'folders', 'old/index.html'],
    ['/a/b/', 'html', 'a/b.html'],
    ['/legacy/page.html', 'folders', 'legacy/page.html'],
    ['/changelog/v1.2', 'html', 'changelog/v1.2.html'],
    // Sources come decoded once (`PublishedRule.source`), and are never decoded again: %2e%2e stays a name.
    ['/café', 'html', 'café.html'],
    ['/x/%2e%2e/escaped', 'html', 'x/%2e%2e/escaped.html'],
    ['/guide.pdf', 'html', undefined],
  ] as const)('%s (decoded) in the %s layout is %s', (source, layout, file) => {
    expect(redirectPageFile(source, layout)).toBe(file);
  });
});

/** Runs the 404 script for a request and returns where it sent the browser, or undefined. */
function runScript(script: string, pathname: string, search = '', hash = ''): string | undefined {
  let went: string | undefined;
  const location = { pathname, search, hash, replace: (to: string) => void (went = to) };
  const code = script.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
  vm.runInNewContext(code, { window: { location } });
  return went;
}

describe('the 404.html script', () => {
  const word = fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,6}$/).filter((w) => !reservedBasePath(`/${w}`));
  const rules = fc.array(
    fc.record({
      words: fc.array(word, { minLength: 1, maxLength: 3 }),
      kind: fc.constantFrom('exact', 'param', 'rest', 'prefix'),
      to: word,
      fragment: fc.boolean(),
    }),
    { minLength: 1, maxLength: 6 },
  );
  const paths = fc.array(fc.array(word, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 });

  test('sends every path where the rule model (and its index) sends it: first match, params substituted', () => {
    fc.assert(
      fc.property(rules, paths, fc.constantFrom('', '/docs'), (shapes, requests, basePath) => {
        const published = shapes.map((shape, index) => {
          const stem = `/${shape.words.join('/')}`;
          const forms: Record<string, [string, string]> = {
            exact: [stem, `/${shape.to}`],
            param: [`${stem}/:id`, `/${shape.to}/:id`],
            rest: [`${stem}/:rest*`, `/${shape.to}/:rest*`],
            prefix: [`${stem}-*`, `/${shape.to}`],
          };
          const [source, destination] = forms[shape.kind]!;
          const rule = checkRule(
            { source, destination: `${destination}${shape.fragment ? '#f' : ''}` },
            index,
            reservedBasePath,
          );
          return publishRule(rule as RedirectRule, { basePath, exportOrigins: [], servedOrigin: undefined });
        });
        const script = notFoundScript(published);
        // Random paths, and each rule's own stem with and without one more segment, which its source may match.
        const own = shapes.flatMap((shape) => [shape.words, [...shape.words, shape.to]]);
        for (const words of [...requests, ...own]) {
          const pathname = `${basePath}/${words.join('/')}`;
          const expected = findRedirect(published, pathname);
          // The index the site stage and verification use for many lookups gives the same answer.
          expect(redirectIndex(published)(pathname)).toEqual(expected);
          const went = runScript(script, pathname, '?q=1', '#h');
          if (!expected || expected.location.split('#')[0] === pathname) expect(went).toBeUndefined();
          else {
            const [where, fragment] = expected.location.split('#');
            expect(went).toBe(`${where}?q=1#${fragment ?? 'h'}`);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('redirect pages that cannot both be written (issue 45 findings 9 and 12)', () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

  /** Publishes the rules on GitHub Pages' rules (or `host`'s) over a site of `index.html`, `v2.html` (or `files`). */
  async function publish(
    redirects: { source: string; destination: string }[],
    layout: 'html' | 'folders' = 'html',
    {
      host = 'github-pages',
      files = ['index.html', 'v2.html', 'guides/start.html'],
    }: { host?: Host; files?: string[] } = {},
  ) {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'redirect-pages-'));
    folders.push(root);
    for (const file of files) {
      await fs.promises.mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await fs.promises.writeFile(path.join(root, file), '<html><head></head><body></body></html>');
    }
    const warnings: string[] = [];
    const run = publishRedirects({
      root,
      files,
      config: {
        file: '/w/docs.json',
        name: 'docs.json',
        rules: redirects.map((r, index) => ({ ...r, index, permanent: true })),
      },
      host,
      layout,
      basePath: '',
      domain: 'acme.mintlify.app',
      siteUrl: undefined,
      log: { info: () => undefined, warning: (text: string) => void warnings.push(text), debug: () => undefined },
    });
    return { root, run, warnings };
  }

  test('a source below a page of the site is refused, naming the rule and the page; nothing is written', async () => {
    const { root, run } = await publish([
      { source: '/old', destination: '/v2' },
      { source: '/v2.html/x', destination: '/v2' },
    ]);
    await expect(run).rejects.toThrow(
      'docs.json redirects[1] (/v2.html/x) needs a redirect page below v2.html, which is a file of the site',
    );
    await expect(run).rejects.toMatchObject({ title: 'Redirects conflict' });
    expect(fs.readdirSync(root).sort()).toEqual(['guides', 'index.html', 'v2.html']);
  });

  test('/a and /a.html to different destinations are refused as a pair: both are a.html', async () => {
    const { run } = await publish([
      { source: '/a', destination: '/v2' },
      { source: '/a.html', destination: '/guides/start' },
    ]);
    await expect(run).rejects.toThrow(
      'docs.json redirects[1] (/a.html) and docs.json redirects[0] (/a) both need the redirect page a.html, for ' +
        'different destinations',
    );
  });

  test('/a and /a.html to one destination are one page, not a warning that /a.html is a page', async () => {
    const { root, run } = await publish([
      { source: '/a', destination: '/v2' },
      { source: '/a.html', destination: '/v2' },
    ]);
    const result = await run;
    expect(result.realPages).toEqual([]);
    expect(result.pages).toBe(1);
    expect(fs.readFileSync(path.join(root, 'a.html'), 'utf8')).toContain('url=/v2"');
  });

  test('folders layout: where the host serves a.html at /a, the page of /a.html is left out, warning', async () => {
    const rules = [
      { source: '/a', destination: '/v2' },
      { source: '/a.html', destination: '/guides/start' },
    ];
    // GitHub Pages answers /a with a.html before a/index.html, so /a would go where /a.html goes.
    const github = await publish(rules, 'folders');
    const result = await github.run;
    expect(fs.readFileSync(path.join(github.root, 'a/index.html'), 'utf8')).toContain('url=/v2"');
    expect(fs.existsSync(path.join(github.root, 'a.html'))).toBe(false);
    expect(result.script).toBe(1);
    expect(github.warnings).toEqual([
      expect.stringContaining(
        'docs.json redirects[1] (/a.html): its page a.html would also answer /a, the source of redirects[0]',
      ),
    ]);
    // The 404.html script answers /a.html, as it does every rule.
    const notFound = fs.readFileSync(path.join(github.root, '404.html'), 'utf8');
    expect(runScript(/<script id="mintlify-redirects">.*?<\/script>/s.exec(notFound)![0], '/a.html')).toBe(
      '/guides/start',
    );
    // Where the host's own rules answer first, the pages are only a fallback: two pages, each to its destination.
    const cloudflare = await publish(rules, 'folders', { host: 'cloudflare-pages' });
    await cloudflare.run;
    expect(fs.readFileSync(path.join(cloudflare.root, 'a/index.html'), 'utf8')).toContain('url=/v2"');
    expect(fs.readFileSync(path.join(cloudflare.root, 'a.html'), 'utf8')).toContain('url=/guides/start"');
  });

  test("a page below the host's own rule file is a conflict naming the rule (it was an EEXIST)", async () => {
    for (const [host, source, file] of [
      ['cloudflare-pages', '/_redirects/x', '_redirects'],
      ['vercel', '/vercel.json/x', 'vercel.json'],
    ] as const) {
      const { run } = await publish([{ source, destination: '/v2' }], 'folders', { host });
      await expect(run).rejects.toThrow(
        `docs.json redirects[0] (${source}) needs a redirect page below ${file}, which is a file of the site`,
      );
    }
  });

  test.each([
    // GitHub Pages would answer /guide with guide.html, the page of /guide.html, instead of the guide.
    ['github-pages', 'folders', ['index.html', 'guide/index.html'], '/guide.html', 'guide.html', 'guide/index.html'],
    // `auto` tries guide/index.html first: the page of /guide/index would answer /guide instead of guide.html.
    ['auto', 'html', ['index.html', 'guide.html'], '/guide/index', 'guide/index.html', 'guide.html'],
  ] as const)(
    "%s, %s layout: a page the host would serve in place of the site's own is left out, naming it",
    async (host, layout, files, source, page, sites) => {
      const { root, run, warnings } = await publish([{ source, destination: '/' }], layout, {
        host,
        files: [...files],
      });
      await run;
      expect(fs.existsSync(path.join(root, page))).toBe(false);
      expect(warnings).toEqual([
        expect.stringContaining(
          `docs.json redirects[0] (${source}): its page ${page} would answer /guide in place of ` +
            `the site's ${sites}`,
        ),
      ]);
    },
  );
});
