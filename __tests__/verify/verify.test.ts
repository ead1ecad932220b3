/**
 * Site verification, unit level: host rules, reference extraction (srcset, base href, encodings,
 * template/noscript, duplicate attributes), CSS and sitemaps, ignore patterns, and each check's severity.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkSite, decodeFragment, type CheckOptions } from '../../src/verify/check.ts';
import { cssUrls } from '../../src/verify/css.ts';
import { refreshUrl, scanHtml } from '../../src/verify/html.ts';
import type { Finding } from '../../src/verify/findings.ts';
import { HOSTS, resolveOnHost, type Host } from '../../src/site/hosts/hosts.ts';
import { globToRegExp, ignoreMatcher } from '../../src/verify/ignore.ts';
import { annotationsFor, verifySummary } from '../../src/verify/report.ts';
import { sitemapLocs } from '../../src/web/sitemap.ts';
import { srcsetUrls } from '../../src/web/srcset.ts';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

const page = (head: string, body: string): string =>
  `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

/** A minimal clean site plus `extra` files; returns the check's options for it. */
function site(extra: Record<string, string>, options: Partial<CheckOptions> = {}): CheckOptions {
  const files: Record<string, string> = {
    'index.html': page(
      '<link rel="canonical" href="https://docs.example.com/">',
      '<a href="/guides/start.html">Start</a>',
    ),
    'index.txt': '0:[]',
    'guides/start.html': page('', '<h2 id="install">Install</h2>'),
    'guides/start.txt': '0:[]',
    '404.html': page('', 'Not found'),
    ...extra,
  };
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'verify-unit-'));
  roots.push(root);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return {
    root,
    files: Object.keys(files),
    host: 'auto',
    siteUrl: 'https://docs.example.com',
    ignore: undefined,
    pageCount: undefined,
    ...options,
  };
}

const brief = (findings: Finding[]): string[] => findings.map((f) => `${f.severity} ${f.kind} ${f.target}`).sort();

describe('host rules', () => {
  const tree = new Set(['index.html', 'x.html', 'folder/index.html', 'both.html', 'both/index.html', 'app.js']);
  const on = (host: Host, urlPath: string): string => {
    const r = resolveOnHost(host, urlPath, tree);
    if (r.kind === 'missing') return '404';
    return r.kind === 'direct' ? r.file : `→ ${r.location}`;
  };

  /** The hosts table of docs/site-verification.md, parsed: the documentation and the rules cannot drift apart. */
  test('the documented hosts table is what the rules do', () => {
    const page = fs.readFileSync('docs/site-verification.md', 'utf8');
    const section = page.slice(page.indexOf('\n## Hosts\n'));
    const rows = section.split('\n').filter((line) => /^\| `[a-z0-9-]+` \|/.test(line));
    expect(rows.map((r) => /`([^`]+)`/.exec(r)![1]).sort()).toEqual([...HOSTS].sort());
    for (const row of rows) {
      const [host, ...cells] = row
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim().replace(/`/g, ''));
      const actual = ['/x', '/x/', '/x.html', '/folder', '/folder/'].map((p) => on(host as Host, p));
      expect({ host, cells }).toEqual({ host, cells: actual });
    }
  });

  test('a file and a folder of the same name', () => {
    expect(on('cloudflare-pages', '/both')).toBe('both.html');
    expect(on('cloudflare-pages', '/both/')).toBe('both/index.html');
    expect(on('netlify', '/both/')).toBe('→ /both');
    expect(on('github-pages', '/both/')).toBe('both/index.html');
    expect(on('cloudflare-pages', '/folder/index.html')).toBe('→ /folder/');
  });

  test('assets are exact files everywhere; the root is served everywhere', () => {
    for (const host of HOSTS) {
      expect(on(host, '/app.js')).toBe('app.js');
      expect(on(host, '/app.css')).toBe('404');
      expect(on(host, '/')).toBe('index.html');
    }
  });
});

describe('reference extraction', () => {
  test('srcset is split as WHATWG does: commas inside URLs, descriptors with parentheses', () => {
    expect(srcsetUrls('a.png 1x, b.png 2x')).toEqual(['a.png', 'b.png']);
    expect(srcsetUrls('/img/a,b.png 1x,/img/c.png 2x')).toEqual(['/img/a,b.png', '/img/c.png']);
    expect(srcsetUrls('a.png,, b.png')).toEqual(['a.png', 'b.png']);
    expect(srcsetUrls('  a.png 100w (odd, descriptor), b.png 200w ')).toEqual(['a.png', 'b.png']);
    expect(srcsetUrls('single.png')).toEqual(['single.png']);
  });

  test('pages are read in chunks: tag names, attribute names and values straddling a chunk boundary are whole', () => {
    const tail = '<IMG data-x="1" SRC="/ガイド/a&amp;b.png" id="straddle">';
    for (let pad = 32_700; pad < 32_800; pad++) {
      const refs: string[] = [];
      const anchors: string[] = [];
      scanHtml(Buffer.from(`${'x'.repeat(pad)}${tail}<a href="#straddle">`), {
        ref: (kind, raw) => refs.push(`${kind} ${raw}`),
        anchor: (name) => anchors.push(name),
        base: () => {},
      });
      expect({ pad, refs, anchors }).toEqual({
        pad,
        refs: ['asset /ガイド/a&b.png', 'link #straddle'],
        anchors: ['straddle'],
      });
    }
  });

  test('CSS url() bare and quoted, @import, escapes; comments ignored', () => {
    const css =
      '@import "a.css"; @import url(b.css); x{background:url( "c.png" )} ' +
      'y{src:url(d\\,e.woff2?#iefix)} /* url(no.png) */';
    expect(cssUrls(css)).toEqual(['a.css', 'b.css', 'c.png', 'd,e.woff2?#iefix']);
  });

  test('sitemap locs with entities and CDATA; a sitemap index is recognised', () => {
    expect(
      sitemapLocs(
        '<urlset><url><loc>https://x/a&amp;b</loc></url><url><loc><![CDATA[https://x/c]]></loc></url></urlset>',
      ),
    ).toEqual({
      index: false,
      locs: ['https://x/a&b', 'https://x/c'],
    });
    expect(sitemapLocs('<sitemapindex><sitemap><loc>https://x/s1.xml</loc></sitemap></sitemapindex>').index).toBe(true);
  });
});

describe('ignore patterns', () => {
  test('* stays inside a folder, ** crosses folders, the rest is literal', () => {
    expect(globToRegExp('/api/*.html').test('/api/x.html')).toBe(true);
    expect(globToRegExp('/api/*.html').test('/api/v1/x.html')).toBe(false);
    expect(globToRegExp('/api/**').test('/api/v1/x.html')).toBe(true);
    expect(globToRegExp('a.b').test('aXb')).toBe(false);
  });

  test('matched against the URL as written and the path from the site root', () => {
    const ignore = ignoreMatcher(['legacy/**', 'https://old.example.com/*'])!;
    expect(ignore('../legacy/x.html', '/legacy/x.html')).toBe(true);
    expect(ignore('https://old.example.com/a', undefined)).toBe(true);
    expect(ignore('/guides/x.html', '/guides/x.html')).toBe(false);
    expect(ignoreMatcher([])).toBeUndefined();
  });
});

describe('checks', () => {
  test('a clean site has no findings', async () => {
    const report = await checkSite(site({}, { pageCount: 2 }));
    expect(report.findings).toEqual([]);
    expect(report.result).toBe('passed');
    expect(report.pages).toBe(3);
  });

  test('missing page, case mismatch, redirect, missing asset and fragment, each with its severity', async () => {
    const body = [
      '<a href="/guides/gone.html">x</a>',
      '<a href="/Guides/Start.html">x</a>',
      '<a href="/guides/start.html#nowhere">x</a>',
      '<a href="/guides/start.html#install">x</a>',
      '<a href="#here">x</a><a href="#missing">x</a><span id="here"></span>',
      '<img src="/images/gone.png">',
      '<img src="/images/ok.png?v=3">',
    ].join('');
    const options = site(
      { 'a.html': page('', body), 'a.txt': '', 'images/ok.png': 'png' },
      { host: 'cloudflare-pages' },
    );
    const report = await checkSite(options);
    expect(brief(report.findings)).toEqual(
      [
        'error missing-page /guides/gone.html',
        'error case-mismatch /Guides/Start.html',
        'error missing-asset /images/gone.png',
        'warning missing-fragment /guides/start.html#nowhere',
        'warning missing-fragment /a.html#missing',
        'warning redirect /guides/start.html',
      ].sort(),
    );
    expect(report.findings.find((f) => f.kind === 'case-mismatch')!.message).toContain('guides/start.html');
    expect(report.findings.find((f) => f.kind === 'redirect')!.pages).toBe(2);
    expect(report.result).toBe('failed');
    expect(report.brokenTargets).toBe(3);
  });

  test('base href, relative, percent-encoded and non-ASCII paths, query strings, protocol-relative URLs', async () => {
    const body = [
      '<a href="はじめに.html">raw</a>',
      '<a href="%E3%81%AF%E3%81%98%E3%82%81%E3%81%AB.html">encoded</a>',
      '<a href="../../guides/start.html?tab=1">up</a>',
      '<a href="//cdn.example.net/x.js">cdn</a>',
      '<a href="https://docs.example.com/guides/start.html">absolute</a>',
      '<a href="mailto:a@b.c">m</a><a href="tel:+1">t</a><a href="javascript:void(0)">j</a>' +
        '<img src="data:image/png;base64,AA==">',
      '<a href="%E0%A4%A.html">malformed</a>',
    ].join('');
    const options = site({
      'ja/ガイド/はじめに.html': page('', ''),
      'ja/ガイド/はじめに.txt': '',
      'ja/ガイド/index.html': page('', body),
      'ja/ガイド/index.txt': '',
      'docs/base.html': page(
        '<base href="/ja/ガイド/">',
        '<a href="はじめに.html">via base</a><img src="missing.png">',
      ),
      'docs/base.txt': '',
    });
    // GitHub Pages serves ja/ガイド/index.html at /ja/ガイド/ (after a redirect from /ja/ガイド), where the
    // relative URLs resolve as written.
    const report = await checkSite({ ...options, host: 'github-pages' });
    expect(brief(report.findings)).toEqual([
      'error missing-asset /ja/ガイド/missing.png',
      'error missing-page /ja/ガイド/%E0%A4%A.html',
    ]);
    expect(report.externalHosts).toEqual([{ host: 'cdn.example.net', pages: 1 }]);
  });

  test('duplicate attributes: the first wins; template and noscript content checked; script text is not', async () => {
    const body = [
      '<img src="/ok.png" src="/gone-second.png">',
      '<template><img src="/gone-template.png"></template>',
      '<noscript><img src="/gone-noscript.png"></noscript>',
      '<script>document.write("<img src=/not-a-ref.png>")</script>',
      '<img srcset="/ok.png 1x, /gone,comma.png 2x">',
      '<link rel="preload" as="image" imagesrcset="/gone-preload.png 1x">',
      '<svg><use xlink:href="/sprite.svg#icon"></use></svg>',
      '<a href="/guides/start.html?a=1&amp;b=2#install">entities</a><img src="/caf&eacute;-&#x2603;.png">',
    ].join('');
    const report = await checkSite(site({ 'p.html': page('', body), 'p.txt': '', 'ok.png': '' }));
    expect(brief(report.findings)).toEqual(
      ['/gone-template.png', '/gone-noscript.png', '/gone,comma.png', '/gone-preload.png', '/sprite.svg', '/café-☃.png']
        .map((t) => `error missing-asset ${t}`)
        .sort(),
    );
  });

  test('CSS urls resolve against the stylesheet; sitemap, canonical, og:image and mintlify.app links', async () => {
    const head = [
      '<link rel="stylesheet" href="/_next/static/css/app.css">',
      '<link rel="canonical" href="https://docs.example.com/p">',
      '<meta property="og:image" content="https://docs.example.com/og/gone.png">',
      '<meta name="twitter:image" content="https://docs.example.com/og/ok.png">',
    ].join('');
    const sitemap = [
      '<urlset>',
      '<url><loc>https://docs.example.com/p</loc></url>',
      '<url><loc>https://docs.example.com/nothing-here</loc></url>',
      '<url><loc>https://undefined.mintlify.app/p</loc></url>',
      '</urlset>',
    ].join('');
    const options = site(
      {
        'p.html': page(head, '<a href="https://undefined.mintlify.app/guides/start">old</a>'),
        'p.txt': '',
        '_next/static/css/app.css': '@font-face{src:url(../media/font.woff2) format("woff2"),url(../media/gone.woff)}',
        '_next/static/media/font.woff2': '',
        'og/ok.png': '',
        'sitemap.xml': sitemap,
      },
      { host: 's3', pageCount: 5 },
    );
    const report = await checkSite(options);
    expect(brief(report.findings)).toEqual(
      [
        'error missing-css-url /_next/static/media/gone.woff',
        'error social-image /og/gone.png',
        'error mintlify-app https://undefined.mintlify.app',
        'error page-count 3 of 5 pages',
        'warning canonical /p',
        'warning sitemap /p',
        'warning sitemap /nothing-here',
      ].sort(),
    );
    expect(report.findings.find((f) => f.target === '/nothing-here')!.message).toContain('has no page');
    expect(report.findings.find((f) => f.kind === 'sitemap' && f.target === '/p')!.message).toContain(
      'not served on s3',
    );
    expect(report.findings.find((f) => f.kind === 'mintlify-app')!.pages).toBe(2);
  });

  test('deployability: no index.html or 404.html, .nojekyll for GitHub Pages, RSC payloads on some pages', async () => {
    const options = site({ '_next/static/a.js': '', 'orphan.html': page('', '') }, { host: 'github-pages' });
    const files = options.files.filter((f) => f !== 'index.html' && f !== '404.html');
    const report = await checkSite({ ...options, files, pageCount: 1 });
    expect(brief(report.findings)).toEqual(
      [
        'error deploy /index.html',
        'warning deploy /404.html',
        'warning deploy /.nojekyll',
        'warning deploy RSC payloads (.txt)',
        'warning page-count 2 of 1 pages',
      ].sort(),
    );
  });

  test('pageCount: 404.html is not counted; absent pageCount gives a note, not a finding', async () => {
    expect((await checkSite(site({}, { pageCount: 2 }))).findings).toEqual([]);
    const report = await checkSite(site({}, { pageCount: undefined }));
    expect(report.findings).toEqual([]);
    expect(report.notes.join(' ')).toMatch(/page count check was skipped/);
  });

  test('ignored references are not reported', async () => {
    const options = site({ 'p.html': page('', '<a href="/legacy/a/b.html">x</a><img src="/tmp/x.png">'), 'p.txt': '' });
    const report = await checkSite({ ...options, ignore: ignoreMatcher(['/legacy/**', 'tmp/*.png']) });
    expect(report.findings).toEqual([]);
  });
});

describe('reporting', () => {
  test('summary rows sorted by pages and capped at 50; annotations capped per level with one notice', async () => {
    const links = Array.from({ length: 60 }, (_, i) => `<a href="/gone-${i}.html">x</a>`).join('');
    const warnings = Array.from({ length: 12 }, (_, i) => `<a href="/guides/start.html#w${i}">x</a>`).join('');
    const extra: Record<string, string> = { 'p.html': page('', links + warnings), 'p.txt': '' };
    extra['q.html'] = page('', '<a href="/gone-7.html">x</a>');
    extra['q.txt'] = '';
    const report = await checkSite(site(extra));
    const summary = verifySummary(report, 'out/report.json');
    const rows = summary.split('\n').filter((l) => l.startsWith('| `'));
    expect(rows).toHaveLength(50);
    expect(rows[0]).toContain('/gone-7.html');
    expect(rows[0]).toContain('| 2 |');
    expect(summary).toContain(`and ${report.findings.length - 50} more in \`verify-report\``);
    const annotations = annotationsFor(report, 9);
    expect(annotations.filter((a) => a.level === 'error')).toHaveLength(9);
    expect(annotations.filter((a) => a.level === 'warning')).toHaveLength(10);
    expect(annotations.at(-1)).toMatchObject({
      level: 'notice',
      message: expect.stringContaining(`${60 - 9 + 2} more findings`),
    });
  });
});

describe("Mintlify's page furniture (issue 22)", () => {
  const furniture =
    '<link rel="alternate" type="text/markdown" href="/guides/start.md">' +
    '<link rel="alternate" type="application/xml" href="/sitemap.xml">' +
    '<link rel="preconnect" href="https://acme.mintlify.app" crossorigin>' +
    '<link rel="dns-prefetch" href="https://acme.mintlify.app">' +
    '<meta property="og:image" content="https://acme.mintlify.app/_next/image?url=%2Fog.png">';
  const agentIndex = '<blockquote data-agent-docs-index><a href="/llms.txt">llms.txt</a></blockquote>';

  test('missing agent files: one warning each, every linking page counted; Mintlify hints are none', async () => {
    const report = await checkSite(
      site({
        'guides/start.html': page(furniture, agentIndex),
        'guides/other.html': page(furniture.replace('start.md', 'other.md'), agentIndex),
        'guides/other.txt': '0:[]',
        'sitemap.xml': '<urlset></urlset>',
      }),
    );
    expect(brief(report.findings)).toEqual([
      'warning agent-file /llms.txt',
      'warning agent-file Markdown copies of pages (/<page>.md)',
      'warning social-image https://acme.mintlify.app',
    ]);
    const byTarget = new Map(report.findings.map((f) => [f.target, f.pages]));
    expect(byTarget.get('/llms.txt')).toBe(2);
    expect(byTarget.get('Markdown copies of pages (/<page>.md)')).toBe(2);
    // Its only other references are the hints, which load nothing: not a host the site needs (issue 44 item 11).
    expect(report.externalHosts.map((h) => h.host)).not.toContain('acme.mintlify.app');
  });

  test('external hosts count the pages that load from or link to them, not those that only hint at them', async () => {
    const hint =
      '<link rel="preconnect" href="https://fonts.googleapis.com"><link rel="dns-prefetch" href="//cdn.test">';
    const report = await checkSite(
      site({
        'guides/start.html': page(`${hint}<link rel="stylesheet" href="https://fonts.googleapis.com/css2">`, ''),
        'guides/start.txt': '',
        'guides/other.html': page(hint, ''),
        'guides/other.txt': '',
      }),
    );
    expect(report.externalHosts).toEqual([{ host: 'fonts.googleapis.com', pages: 1 }]);
  });

  test('traps: a .md that is no page copy stays a missing page; an agent file the site has is no finding', async () => {
    const report = await checkSite(
      site({
        'guides/start.html': page('', '<a href="/notes/changelog.md">Changelog</a><a href="/llms.txt">llms</a>'),
        'llms.txt': '# Docs\n',
      }),
    );
    expect(brief(report.findings)).toEqual(['error missing-page /notes/changelog.md']);
  });

  test('a link to a Mintlify host stays an error; a missing alternate that is no agent file, a warning', async () => {
    const report = await checkSite(
      site({
        'guides/start.html': page(
          '<link rel="alternate" hreflang="fr" href="/fr/guides/start.html">',
          '<a href="https://acme.mintlify.app/guides/start">Old</a>',
        ),
      }),
    );
    expect(brief(report.findings)).toEqual([
      'error mintlify-app https://acme.mintlify.app',
      'warning missing-page /fr/guides/start.html',
    ]);
  });
});

describe('both export layouts (issue 22)', () => {
  /** A CLI-style export: `x/index.html` pages linked as `/x`; one relative image in a folder page. */
  const folderSite = (host: Host): CheckOptions =>
    site(
      {
        'index.html': page('', '<a href="/guides/a">A</a><a href="/guides/b">B</a>'),
        'guides/a/index.html': page('', '<img src="pic.png"><img src="/guides/a/pic.png"><a href="/">Home</a>'),
        'guides/a/index.txt': '0:[]',
        'guides/a/pic.png': 'png',
        'guides/b/index.html': page('', '<a href="/guides/a#top">A</a>'),
        'guides/b/index.txt': '0:[]',
      },
      { host },
    );

  test('the layout is detected and reported; html exports stay html', async () => {
    const folders = await checkSite(folderSite('github-pages'));
    expect(folders.layout).toBe('folders');
    expect(verifySummary(folders, undefined)).toContain('layout folders (x/index.html)');
    const html = await checkSite(site({}));
    expect(html.layout).toBe('html');
    expect(verifySummary(html, undefined)).toContain('layout html (x.html)');
  });

  // The page is at /guides/a/ (after the host's redirect): pic.png is /guides/a/pic.png, which exists.
  test.each(['github-pages', 'netlify', 'cloudflare-pages', 's3-website'] as const)(
    'on %s, /guides/a finds guides/a/index.html through the redirect to /guides/a/: no findings, one note',
    async (host) => {
      const report = await checkSite(folderSite(host));
      expect(brief(report.findings)).toEqual([]);
      expect(report.notes.join('\n')).toMatch(/Folder layout on .*\/guides\/a.*redirect/);
    },
  );

  // The page is at /guides/a itself: the browser resolves pic.png against /guides/, where there is none.
  test.each(['cloudfront', 'vercel', 'auto'] as const)(
    'on %s, /guides/a is served as it is, so a relative URL in its index.html resolves against /guides/',
    async (host) => {
      const report = await checkSite(folderSite(host));
      expect(brief(report.findings)).toEqual(['error missing-asset /guides/pic.png']);
      expect(report.findings[0]!.examples).toEqual(['guides/a/index.html']);
    },
  );

  test('on s3 (no index documents) /guides/a is a missing page, saying why', async () => {
    const report = await checkSite(folderSite('s3'));
    expect(brief(report.findings)).toEqual(['error missing-page /guides/a', 'error missing-page /guides/b']);
    expect(report.findings[0]!.message).toContain('guides/a/index.html: the S3 REST endpoint has no index documents');
  });

  test('host: cloudfront assumes the function of the layout: /x is x.html in one, x/index.html in the other', () => {
    const html = new Set(['index.html', 'guides/a.html', 'guides/b.html', 'changelog/v1.2.html']);
    const folders = new Set(['index.html', 'guides/a/index.html', 'guides/b/index.html', 'changelog/v1.2/index.html']);
    expect(resolveOnHost('cloudfront', '/guides/a', html, 'html')).toEqual({ kind: 'direct', file: 'guides/a.html' });
    expect(resolveOnHost('cloudfront', '/guides/a', folders, 'folders')).toEqual({
      kind: 'direct',
      file: 'guides/a/index.html',
    });
    expect(resolveOnHost('cloudfront', '/guides/a', folders, 'html')).toEqual({ kind: 'missing' });
    expect(resolveOnHost('cloudfront', '/changelog/v1.2', folders, 'folders')).toMatchObject({ kind: 'direct' });
    expect(resolveOnHost('cloudfront', '/guides/a/', folders, 'folders')).toEqual({
      kind: 'redirect',
      file: 'guides/a/index.html',
      location: '/guides/a',
    });
  });

  test('in the html layout, a link to a folder page the host redirects stays a redirect warning', async () => {
    const report = await checkSite(
      site(
        {
          'guides/start.html': page('', '<a href="/guides/f">F</a>'),
          'guides/f/index.html': page('', ''),
          'guides/f/index.txt': '',
        },
        { host: 'github-pages' },
      ),
    );
    expect(report.layout).toBe('html');
    expect(brief(report.findings)).toEqual(['warning redirect /guides/f']);
  });
});

describe('exact verification (issue 22)', () => {
  test('404.html: a relative URL breaks at /a/b/missing (an error); root-absolute ones, a base are fine', async () => {
    const notFound = page(
      '<link rel="stylesheet" href="_next/x.css"><link rel="stylesheet" href="/_next/x.css">',
      '<img src="../logo.svg"><img src="/logo.svg"><a href="/index.html">Home</a><a href="#top">Top</a>' +
        '<a href="https://example.org/x">ext</a>',
    );
    const report = await checkSite(site({ '404.html': notFound, '_next/x.css': '', 'logo.svg': '<svg/>' }));
    expect(brief(report.findings)).toEqual(['error relative-404 ../logo.svg', 'error relative-404 _next/x.css']);
    expect(report.findings.find((f) => f.target === '_next/x.css')!.message).toContain(
      'at /a/b/missing it loads /a/b/_next/x.css, not /_next/x.css',
    );
    const based = page('<base href="/"><link rel="stylesheet" href="_next/x.css">', '<img src="logo.svg">');
    const clean = await checkSite(site({ '404.html': based, '_next/x.css': '', 'logo.svg': '<svg/>' }));
    expect(brief(clean.findings)).toEqual([]);
  });

  test('<base href> applies to the whole document, elements before it included', async () => {
    const report = await checkSite(
      site({
        'docs/base.html': page(
          '<link rel="stylesheet" href="app.css"><link rel="icon" href="gone.ico"><base href="/assets/">',
          '<img src="logo.png"><base href="/ignored/"><img src="missing.png">',
        ),
        'docs/base.txt': '',
        'assets/app.css': '',
        'assets/logo.png': '',
      }),
    );
    expect(brief(report.findings)).toEqual([
      'error missing-asset /assets/gone.ico',
      'error missing-asset /assets/missing.png',
    ]);
  });

  test('<base href> is resolved where the page is served: under the base path', async () => {
    const atDocs = (base: string): CheckOptions =>
      site(
        {
          'index.html': page(
            `<link rel="canonical" href="https://docs.example.com/docs"><base href="${base}">`,
            '<a href="guides/start">Start</a><img src="logo.svg">',
          ),
          'logo.svg': '<svg/>',
        },
        { basePath: '/docs', siteUrl: 'https://docs.example.com/docs' },
      );
    expect(brief((await checkSite(atDocs('/docs/'))).findings)).toEqual([]);
    expect(brief((await checkSite(atDocs('https://docs.example.com/docs/'))).findings)).toEqual([]);
    // Left at the root, the base takes its relative URLs out of the site.
    expect(brief((await checkSite(atDocs('/'))).findings)).toEqual([
      'error outside-base /guides/start',
      'error outside-base /logo.svg',
    ]);
  });

  test('url(), image-set() in inline <style> and style="" are checked; script, text and comments are not', async () => {
    const head =
      '<style>.a{background:url(/img/missing-bg.png)}.b{background:url("ok.png")}' +
      '/* url(/img/commented.png) */.c{background:image-set("/img/ok.png" 1x,"/img/missing-set.png" 2x)}</style>' +
      '<script>var s = "url(/img/in-script.png)";</script>';
    const body =
      '<div style="background-image:url(\'/img/missing-inline.png\')"></div>' +
      '<p style="background:-webkit-image-set(url(/img/ok.png) 1x, \'/img/missing-webkit.png\' 2x)">' +
      'url(/img/in-text.png)</p><div data-style="url(/img/data-attr.png)"></div>' +
      '<svg><image style="fill:url(#grad)" href="/img/ok.png"/></svg>';
    const report = await checkSite(site({ 'img/page.html': page(head, body), 'img/page.txt': '', 'img/ok.png': '' }));
    expect(brief(report.findings)).toEqual([
      'error missing-asset /img/missing-bg.png',
      'error missing-asset /img/missing-inline.png',
      'error missing-asset /img/missing-set.png',
      'error missing-asset /img/missing-webkit.png',
    ]);
    expect(cssUrls('a{b:image-set("a.png" 1x, url(b.png) 2x, "c.avif" type("image/avif"))}')).toEqual([
      'a.png',
      'b.png',
      'c.avif',
    ]);
    expect(cssUrls('a{content:"not-a-url.png";b:calc((1px + 2px))}x{y:"z.png"}')).toEqual([]);
  });

  test('<meta http-equiv=refresh> URLs and imagesrcset are checked', async () => {
    const report = await checkSite(
      site({
        'a.html': page(
          '<meta http-equiv="refresh" content="0; url=\'/guides/gone.html\'">' +
            '<link rel="preload" as="image" imagesrcset="/guides/ok.png 1x, /guides/missing-2x.png 2x">',
          '',
        ),
        'a.txt': '',
        'b.html': page(
          '<meta http-equiv="Refresh" content="0;URL=/guides/start.html"><meta http-equiv="refresh" content="30">',
          '',
        ),
        'b.txt': '',
        'guides/ok.png': '',
      }),
    );
    expect(brief(report.findings)).toEqual([
      'error missing-asset /guides/missing-2x.png',
      'error missing-page /guides/gone.html',
    ]);
    expect(refreshUrl('0; url=/x')).toBe('/x');
    expect(refreshUrl(' 5 , URL = "/y z" trailing')).toBe('/y z');
    expect(refreshUrl('1.5;/plain')).toBe('/plain');
    expect(refreshUrl('30')).toBeUndefined();
    expect(refreshUrl('x; url=/nope')).toBeUndefined();
  });

  test('fragments are compared after percent-decoding against decoded ids and a names, never across ids', async () => {
    const target = page(
      '',
      '<h2 id="café">x</h2><a name="naïve"></a><h2 id="intro\u0000details"></h2><i id="a"></i><i id="b"></i>',
    );
    const links = [
      '<a href="/t.html#caf%C3%A9">ok</a>',
      '<a href="/t.html#café">ok</a>',
      '<a href="/t.html#na%C3%AFve">ok</a>',
      '<a href="#caf%C3%A9">same page ok</a><span id="café"></span>',
      '<a href="/t.html#intro">a NUL in an id is no separator</a>',
      '<a href="/t.html#a%00b">nor in a fragment</a>',
      '<a href="/t.html#%E0%A4%A">a malformed fragment on a page that exists</a>',
    ].join('');
    const report = await checkSite(site({ 't.html': target, 't.txt': '', 'l.html': page('', links), 'l.txt': '' }));
    expect(brief(report.findings)).toEqual([
      'warning missing-fragment /t.html#a\u0000b',
      'warning missing-fragment /t.html#intro',
      'warning missing-fragment /t.html#\ufffd%A',
    ]);
    expect(decodeFragment('caf%C3%A9')).toBe('café');
    expect(decodeFragment('100%')).toBe('100%');
  });
});

describe('files a host will not serve (issue 29)', () => {
  const media = {
    'guides/video.html': page(
      '',
      '<video src="/videos/demo.mp4"><track src="/videos/demo.vtt"></video><a href="/downloads/tool.7z">Tool</a>',
    ),
    'guides/video.txt': '',
    'videos/demo.mp4': 'mp4',
    'videos/demo.vtt': 'WEBVTT',
    'downloads/tool.7z': '7z',
    'pagefind/wasm.en.pagefind': 'wasm',
    'pagefind/fragment/en_1a2b.pf_fragment': 'x',
    'data/v1.2': 'data',
  };

  test('cloudfront, shipped function: a file it takes for a page is not "no such file", and is named', async () => {
    const report = await checkSite(site(media, { host: 'cloudfront' }));
    expect(brief(report.findings)).toEqual([
      'error unserved-file /downloads/tool.7z',
      'error unserved-file 2 files not served',
    ]);
    const link = report.findings.find((f) => f.target === '/downloads/tool.7z')!;
    expect(link.message).toBe(
      '/downloads/tool.7z is in the site, but cloudfront does not serve it at its URL, which it rewrites to ' +
        '/downloads/tool.7z.html as a page: write the function for this site with cloudfront-function ' +
        '(docs/hosts/s3-cloudfront.md).',
    );
    expect(link.examples).toEqual(['guides/video.html']);
    // Pagefind's files and the captions are served; the file no page links is found all the same.
    expect(report.findings.find((f) => f.pages === 0)!.message).toMatch(
      /^2 files of the site are not served at their own URL on cloudfront \(data\/v1\.2, downloads\/tool\.7z\)/,
    );
  });

  test('cloudfront with the function the action writes (cloudfront-function): every file is served', async () => {
    const report = await checkSite(site(media, { host: 'cloudfront', cloudfrontFunction: true }));
    expect(report.findings).toEqual([]);
  });

  test('every other host serves every file at its own URL', async () => {
    for (const host of HOSTS.filter((h) => h !== 'cloudfront')) {
      const report = await checkSite(site(media, { host }));
      expect({ host, unserved: brief(report.findings).filter((f) => f.includes('unserved')) }).toEqual({
        host,
        unserved: [],
      });
    }
  });

  test('s3 under a base path: links to /docs and /docs/ are errors with the fix; cloudfront serves them', async () => {
    const home = page('', '<a href="/docs">Home</a> <a href="/docs/">Home</a> <a href="/docs/index.html">Home</a>');
    const options = { basePath: '/docs', rebased: true, siteUrl: 'https://docs.example.com/docs' };
    const files = {
      'index.html': page(
        '<link rel="canonical" href="https://docs.example.com/docs/">',
        '<a href="guides/start">S</a>',
      ),
      'guides/start.html': home,
    };
    const report = await checkSite(site(files, { host: 's3', ...options }));
    // The canonical URL is the site's root too: a warning, with the same reason.
    expect(brief(report.findings)).toEqual([
      'error missing-page /docs/',
      'error missing-page /guides/start',
      'warning canonical /',
    ]);
    expect(report.findings.find((f) => f.kind === 'canonical')!.message).toMatch(/^\/docs and \/docs\/ are not served/);
    expect(report.findings.find((f) => f.target === '/docs/')!.message).toBe(
      "/docs and /docs/ are not served on s3: CloudFront's default root object answers the origin's / only, and the " +
        'S3 REST endpoint has no index documents. Use host: cloudfront with its viewer-request function ' +
        '(recipes/cloudfront), or link /docs/index.html.',
    );
    expect(report.findings.find((f) => f.target === '/docs/')!.pages).toBe(1);
    const cloudfront = await checkSite(site(files, { host: 'cloudfront', ...options }));
    expect(brief(cloudfront.findings).filter((f) => f.startsWith('error'))).toEqual([]);
  });
});

describe('what client navigation follows: the inline RSC payload (issue 37 item 5)', () => {
  /** A page whose payload is pushed in chunks, cut inside a row, as Next.js writes it. */
  const withPayload = (rows: string): string => {
    const cut = Math.floor(rows.length / 2);
    const push = (chunk: string): string =>
      `<script>self.__next_f.push([1,${JSON.stringify(chunk).replaceAll('<', '\\u003c')}])</script>`;
    return (
      page('<script>(self.__next_f=self.__next_f||[]).push([0])</script>', '<p>x</p>') +
      push(rows.slice(0, cut)) +
      push(rows.slice(cut))
    );
  };
  const rows = (link: string): string =>
    ':HL["/_next/static/media/gone.woff2","font",{"crossOrigin":"","type":"font/woff2"}]\n' +
    ':HL["/_next/static/media/ok.woff2","font"]\n' +
    '2:I[123,["/_next/static/chunks/ok.js","/_next/static/chunks/gone-turbopack.js"],"default"]\n' +
    '3:I[456,["static/chunks/webpack-relative.js"],"default"]\n' +
    `0:[["$","$L2",null,{"href":"${link}","children":"Start"}],["$","code",null,{"children":"href: /gone-text"}]]\n`;
  const assets = { '_next/static/media/ok.woff2': '', '_next/static/chunks/ok.js': '' };

  test('a chunk or font a hint or client reference row names and the site lacks is a missing asset', async () => {
    const report = await checkSite(site({ 'p.html': withPayload(rows('/guides/start')), 'p.txt': '', ...assets }));
    expect(brief(report.findings)).toEqual([
      'error missing-asset /_next/static/chunks/gone-turbopack.js',
      'error missing-asset /_next/static/media/gone.woff2',
    ]);
  });

  test("a link component's href to no page is a missing page", async () => {
    const report = await checkSite(site({ 'p.html': withPayload(rows('/gone-page')), 'p.txt': '', ...assets }));
    expect(brief(report.findings)).toContain('error missing-page /gone-page');
  });

  test('under a base path, client navigation that leads outside it fails the check', async () => {
    const options = site(
      { 'p.html': withPayload(rows('/guides/start')), 'p.txt': '', ...assets },
      { basePath: '/docs', siteUrl: 'https://docs.example.com/docs' },
    );
    const report = await checkSite(options);
    expect(brief(report.findings)).toContain('error outside-base /guides/start');
  });
});

describe('what client navigation follows: .txt payloads, data and compiled MDX (issue 37 item 5)', () => {
  const component = (props: object): string => `1:I[9,[],"default"]\n0:["$","$L1",null,${JSON.stringify(props)}]\n`;

  test('a .txt payload is read as the inline one, at its page, and its findings name the .txt file', async () => {
    const payload =
      '2:I[123,["/_next/static/chunks/gone-turbopack.js"],"default"]\n' +
      ':HL["/_next/static/media/gone.woff2","font"]\n' +
      '0:[["$","$L2",null,{"href":"/gone-page"}],["$","$L2",null,{"href":"start#install"}]]\n';
    const report = await checkSite(site({ 'guides/p.html': page('', '<p>x</p>'), 'guides/p.txt': payload }));
    expect(brief(report.findings)).toEqual([
      'error missing-asset /_next/static/chunks/gone-turbopack.js',
      'error missing-asset /_next/static/media/gone.woff2',
      'error missing-page /gone-page',
    ]);
    expect(report.findings.every((f) => f.examples.join() === 'guides/p.txt')).toBe(true);
  });

  test('a .txt that is no payload (robots.txt, llms.txt, plain text) is not read as one', async () => {
    const text = '0:["$","$L2",null,{"href":"/gone-page"}]\n';
    const report = await checkSite(site({ 'robots.txt': text, 'notes.txt': `Notes\n${text}` }));
    expect(brief(report.findings)).toEqual([]);
  });

  test("a data member is a link where it names the site's file, as written or under the base path", async () => {
    const config = {
      navigation: [{ href: '/docs/guides/start' }, { href: '/elsewhere/page' }, { href: '/docs/gone' }],
      logo: { light: '/docs/logo.svg', dark: '/logo.svg' },
      response: { _links: { self: { href: '/orders/1' } } },
    };
    const options = site(
      {
        'p.html': page('', '<p>x</p>'),
        'p.txt': component({ config }),
        'elsewhere/page.html': page('', ''),
        'logo.svg': '<svg/>',
      },
      { basePath: '/docs', siteUrl: 'https://docs.example.com/docs', rebased: false, builtFor: 'mintlify' },
    );
    const report = await checkSite({ ...options, files: options.files.filter((f) => !f.startsWith('index')) });
    // /docs/gone and /orders/1 name no file of the site: data, as the rebase reads them. The client's next/link adds
    // /docs to a data link (issue 44 item 6): /elsewhere/page is /docs/elsewhere/page, and /docs/guides/start is
    // /docs/docs/guides/start, a page the site does not have. Not to a data asset: /logo.svg leaves the path.
    expect(brief(report.findings).filter((f) => !f.includes('deploy'))).toEqual([
      'error missing-page /docs/guides/start',
      'error outside-base /logo.svg',
    ]);
    expect(report.findings.find((f) => f.target === '/docs/guides/start')!.message).toBe(
      '/docs/guides/start: no such page on auto. The export was built for /docs, and its client adds /docs to the ' +
        'links it navigates to (next/link): a link written /docs/guides/start leads to /docs/docs/guides/start. ' +
        'Write it as /guides/start in the source.',
    );
    const outside = report.findings.find((f) => f.target === '/logo.svg')!;
    expect(outside.message).toContain(
      "The export was built for /docs (Mintlify's base-path script says so) and is published as it is, not rebased",
    );
    expect(outside.message).not.toContain('rebase does not reach');
  });

  test.each(['mintlify', 'next'] as const)(
    'an export built for /docs (%s): root-absolute navigation data is followed under /docs, as next/link does',
    async (by) => {
      const config = { navigation: [{ href: '/api-reference/auth' }, { href: '/guides/start#install' }] };
      const mdx =
        '"use strict";\nconst {jsx: _jsx} = arguments[0];\nfunction _createMdxContent() {\n  return _jsx(Card, ' +
        '{example: {href: "/api-reference/auth"}});\n}\nreturn {default: _createMdxContent};\n';
      const files = {
        'p.html': page('', '<p>x</p>'),
        'p.txt': component({ config }) + component({ compiledSource: mdx }),
        'api-reference/auth.html': page('', ''),
      };
      const options = site(files, {
        basePath: '/docs',
        siteUrl: 'https://docs.example.com/docs',
        rebased: false,
        builtFor: by,
      });
      const ofPayload = (report: { findings: Finding[] }): string[] =>
        brief(report.findings.filter((f) => f.examples.includes('p.txt')));
      expect(ofPayload(await checkSite(options))).toEqual([]);
      // Built for the root and served there, the same data is followed as written.
      const root = await checkSite({
        ...options,
        basePath: '',
        siteUrl: 'https://docs.example.com',
        builtFor: undefined,
      });
      expect(ofPayload(root)).toEqual([]);
    },
  );

  test.each(['mintlify', 'next'] as const)(
    'an export built for /docs (%s): a data link that already carries /docs is reported where next/link leads',
    async (by) => {
      const config = { navigation: [{ href: '/docs/api-reference/auth' }] };
      const files = {
        'p.html': page('', '<p>x</p>'),
        'p.txt': component({ config }),
        'api-reference/auth.html': page('', ''),
      };
      const options = { basePath: '/docs', siteUrl: 'https://docs.example.com/docs', rebased: false, builtFor: by };
      const report = await checkSite(site(files, options));
      const finding = report.findings.find((f) => f.examples.includes('p.txt'))!;
      expect(`${finding.severity} ${finding.kind} ${finding.target}`).toBe(
        'error missing-page /docs/api-reference/auth',
      );
      expect(finding.message).toContain('Write it as /api-reference/auth in the source.');
    },
  );

  test('compiled MDX links are links whatever the site has; its code text is not', async () => {
    const mdx =
      '"use strict";\nconst {jsx: _jsx} = arguments[0];\nfunction _createMdxContent() {\n  return _jsx("p", ' +
      '{children: [_jsx("a", {href: "/gone-mdx"}), _jsx("code", {children: "href: \\"/in/code\\""})]});\n}\n' +
      'return {default: _createMdxContent};\n';
    const report = await checkSite(site({ 'p.html': page('', ''), 'p.txt': component({ compiledSource: mdx }) }));
    expect(brief(report.findings)).toEqual(['error missing-page /gone-mdx']);
  });

  test('MDX template literals (issue 44 item 3): a broken one is a finding, one with ${} a warning', async () => {
    const mdx =
      '"use strict";const{jsx:_jsx,jsxs:_jsxs}=arguments[0];function _createMdxContent(e){return _jsxs("p",' +
      '{children:[_jsx("a",{href:`/gone-tick`}),_jsx("a",{href:`/guides/start`}),_jsx("img",{src:`/img/${e.n}.png`}),' +
      '_jsx("a",{href:`/tree/${e.slug}`})]})}return{default:_createMdxContent};';
    const payload = component({ compiledSource: mdx });
    const inline = `<script>self.__next_f.push([1,${JSON.stringify(payload)}])</script>`;
    const report = await checkSite(site({ 'p.html': page('', inline), 'p.txt': payload }));
    expect(brief(report.findings)).toEqual([
      'error missing-page /gone-tick',
      'warning url-expression href:`/tree/${e.slug}`',
      'warning url-expression src:`/img/${e.n}.png`',
    ]);
    const built = report.findings.find((f) => f.target === 'href:`/tree/${e.slug}`')!;
    // Named with the page and its .txt, which the client renders from.
    expect(built.examples).toEqual(['p.html', 'p.txt']);
    expect(built.message).toContain('Compiled MDX builds this link from a template literal with ${…}');
    expect(verifySummary(report, undefined)).toContain('| `` href:`/tree/${e.slug}` `` | URL built at run time');
    // Rebased under /docs: the finding says base-path cannot reach it; verify-ignore takes it as written.
    const docs = { basePath: '/docs', siteUrl: 'https://docs.example.com/docs', rebased: true };
    const rebased = await checkSite(site({ 'p.txt': payload }, docs));
    expect(rebased.findings.find((f) => f.kind === 'url-expression')!.message).toContain(
      'base-path cannot add /docs to it',
    );
    const ignored = await checkSite(site({ 'p.txt': payload }, { ignore: ignoreMatcher(['href:`/tree/**`']) }));
    expect(brief(ignored.findings).filter((f) => f.includes('url-expression'))).toEqual([
      'warning url-expression src:`/img/${e.n}.png`',
    ]);
  });

  test("Next's own basePath build: payload links are judged with the base path its router adds", async () => {
    const payload = component({ href: '/guides/start' }) + component({ config: { nav: [{ href: '/guides/start' }] } });
    const files = { 'p.html': page('', '<img src="/logo.svg">'), 'p.txt': payload, 'logo.svg': '<svg/>' };
    const options = { basePath: '/docs', siteUrl: 'https://docs.example.com/docs', rebased: false } as const;
    /** The findings of p.html and p.txt (the site's index links outside /docs on purpose). */
    const ofPage = (report: { findings: Finding[] }): Finding[] =>
      report.findings.filter((f) => f.examples.every((e) => e.startsWith('p.')));
    const next = ofPage(await checkSite(site(files, { ...options, builtFor: 'next' })));
    // The img is no link of the router: Next leaves it outside /docs, where it is missing.
    expect(brief(next)).toEqual(['error outside-base /logo.svg']);
    expect(next[0]!.message).toContain(
      "The export was built with Next's basePath /docs, which Next adds to the links its router follows",
    );
    expect(next[0]!.message).toContain('write it as /docs/logo.svg in the source');
    // Without that build, the same payload leads outside the path.
    const plain = ofPage(await checkSite(site(files, options)));
    expect(brief(plain)).toEqual(['error outside-base /guides/start', 'error outside-base /logo.svg']);
  });
});
