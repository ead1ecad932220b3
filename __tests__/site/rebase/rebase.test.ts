/**
 * The rebase (issue 21), file kind by file kind, on hand-written inputs whose expected bytes are spelled out.
 * The proof on a real Next.js export is `rebase-next.test.ts` and `base-path.*.browser.test.ts`.
 */
import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readInputs, type ExportInputs } from '../../../src/inputs.ts';
import { parseBasePath } from '../../../src/site/rebase/base-path.ts';
import { InputError } from '../../../src/common/errors.ts';
import { rebaseFile, rebaseKind } from '../../../src/site/rebase/rebase-files.ts';
import { rebaseHtml } from '../../../src/site/rebase/rebase-html.ts';
import { rebaseSite } from '../../../src/site/rebase/rebase.ts';
import { rebasedUrl, type BasePath } from '../../../src/site/rebase/rebase-url.ts';
import { servedAddress } from '../../../src/site/hosts/served.ts';
import { srcsetRanges, srcsetUrls } from '../../../src/web/srcset.ts';

const base: BasePath = { prefix: '/docs', origins: ['https://docs.example.com'] };

function rebase(file: string, text: string): string {
  const kind = rebaseKind(file);
  if (!kind) throw new Error(`no kind for ${file}`);
  const once = rebaseFile(kind, Buffer.from(text, 'utf8'), base);
  const result = once ? once.toString('utf8') : text;
  // Idempotent: the rebased file is left as it is.
  expect(rebaseFile(kind, Buffer.from(result, 'utf8'), base)).toBeUndefined();
  return result;
}

describe('which URLs get the base path', () => {
  test.each([
    ['/guides/start', '/docs/guides/start'],
    ['/', '/docs'],
    ['/?q=1', '/docs?q=1'],
    ['/#top', '/docs#top'],
    ['/_next/static/css/a.css', '/docs/_next/static/css/a.css'],
    ['/documentation', '/docs/documentation'],
    ['https://docs.example.com', 'https://docs.example.com/docs'],
    ['https://docs.example.com/', 'https://docs.example.com/docs'],
    ['https://DOCS.example.com/x?y#z', 'https://DOCS.example.com/docs/x?y#z'],
    ['//docs.example.com/x', '//docs.example.com/docs/x'],
  ])('%s becomes %s', (url, expected) => {
    expect(rebasedUrl(url, base)).toBe(expected);
    expect(rebasedUrl(expected, base)).toBe(expected);
  });

  test.each([
    '/docs',
    '/docs/',
    '/docs/guides',
    '/docs?q',
    '/docs#a',
    'guides/start',
    '../x.png',
    '#install',
    '?page=2',
    'mailto:docs@example.com',
    'tel:+15551234',
    'data:image/png;base64,AAAA',
    'javascript:void(0)',
    'https://example.org/x',
    'http://docs.example.com/x',
    'https://docs.example.com.evil.test/x',
    '//cdn.example.net/x.js',
    '/\\evil.test/x',
    '',
  ])('%s is left', (url) => {
    expect(rebasedUrl(url, base)).toBe(url);
  });
});

describe('HTML', () => {
  test('every URL attribute is rebased in place; every other byte stays', () => {
    const page =
      '<!DOCTYPE html><html><head>' +
      '<link rel="stylesheet" href="/a.css">' +
      '<link rel="preload" as="image" href="/i.png" imageSrcSet="/i.png 1x, /i@2x.png 2x">' +
      '<link rel="modulepreload" href="/m.js"><link rel="icon" href="/favicon.ico">' +
      '<link rel="manifest" href="/site.webmanifest">' +
      '<link rel="canonical" href="https://docs.example.com/guides"><link rel="alternate" hreflang="de" href="/de/guides">' +
      '<link rel="preconnect" href="https://docs.example.com"><link rel="dns-prefetch" href="//docs.example.com">' +
      '<meta http-equiv="refresh" content="0; url=/guides/new">' +
      '<meta property="og:url" content="https://docs.example.com/guides"><meta property="og:image" content="/og.png">' +
      '<meta name="twitter:image" content="https://cdn.example.net/og.png"><meta name="description" content="/not/a/url">' +
      '<meta name="msapplication-TileImage" content="/mstile.png">' +
      '<style>body{background:url(/bg.png)}</style><script src="/app.js"></script>' +
      '<script>var u = "/not-rebased";</script></head><body>' +
      '<a href=\'/guides/start\'>Start</a><a href=/bare>Bare</a><a href="#top">Top</a><a href="guides">Rel</a>' +
      '<a href="https://example.org/">Ext</a><a href="mailto:a@b.c">Mail</a><a href="/docs/already">Done</a>' +
      '<img src="/logo.svg" srcset="/a.png 1x,/b,c.png 2x, https://docs.example.com/d.png 3x" alt="/alt">' +
      '<picture><source srcset="/s.webp" type="image/webp"></picture><video src="/v.mp4" poster="/p.jpg"></video>' +
      '<form action="/search"><button formaction="/go">Go</button></form><object data="/o.svg"></object>' +
      '<div style="background-image:url(&quot;/s.png&quot;)">/text/stays</div>' +
      '<svg><use href="/sprite.svg#i"></use><image xlink:href="/x.svg"/></svg>' +
      '<iframe src="/embed"></iframe><a href="/first" href="/second">Dup</a>' +
      '</body></html>';
    const expected =
      '<!DOCTYPE html><html><head>' +
      '<link rel="stylesheet" href="/docs/a.css">' +
      '<link rel="preload" as="image" href="/docs/i.png" imageSrcSet="/docs/i.png 1x, /docs/i@2x.png 2x">' +
      '<link rel="modulepreload" href="/docs/m.js"><link rel="icon" href="/docs/favicon.ico">' +
      '<link rel="manifest" href="/docs/site.webmanifest">' +
      '<link rel="canonical" href="https://docs.example.com/docs/guides"><link rel="alternate" hreflang="de" href="/docs/de/guides">' +
      '<link rel="preconnect" href="https://docs.example.com"><link rel="dns-prefetch" href="//docs.example.com">' +
      '<meta http-equiv="refresh" content="0; url=/docs/guides/new">' +
      '<meta property="og:url" content="https://docs.example.com/docs/guides"><meta property="og:image" content="/docs/og.png">' +
      '<meta name="twitter:image" content="https://cdn.example.net/og.png"><meta name="description" content="/not/a/url">' +
      '<meta name="msapplication-TileImage" content="/docs/mstile.png">' +
      '<style>body{background:url(/docs/bg.png)}</style><script src="/docs/app.js"></script>' +
      '<script>var u = "/not-rebased";</script></head><body>' +
      "<a href='/docs/guides/start'>Start</a><a href=/docs/bare>Bare</a>" +
      '<a href="#top">Top</a><a href="guides">Rel</a>' +
      '<a href="https://example.org/">Ext</a><a href="mailto:a@b.c">Mail</a><a href="/docs/already">Done</a>' +
      '<img src="/docs/logo.svg" srcset="/docs/a.png 1x,/docs/b,c.png 2x, https://docs.example.com/docs/d.png 3x" alt="/alt">' +
      '<picture><source srcset="/docs/s.webp" type="image/webp"></picture>' +
      '<video src="/docs/v.mp4" poster="/docs/p.jpg"></video>' +
      '<form action="/docs/search"><button formaction="/docs/go">Go</button></form>' +
      '<object data="/docs/o.svg"></object>' +
      '<div style="background-image:url(&quot;/docs/s.png&quot;)">/text/stays</div>' +
      '<svg><use href="/docs/sprite.svg#i"></use><image xlink:href="/docs/x.svg"/></svg>' +
      '<iframe src="/docs/embed"></iframe><a href="/docs/first" href="/second">Dup</a>' +
      '</body></html>';
    expect(rebase('index.html', page)).toBe(expected);
  });

  test('non-ASCII text around the URLs keeps its bytes', () => {
    const page = '<p>Grüße 東京 🚀</p><a href="/köln">Köln</a><img alt="✓" src="/ü.png">';
    expect(rebase('a.html', page)).toBe(
      '<p>Grüße 東京 🚀</p><a href="/docs/köln">Köln</a><img alt="✓" src="/docs/ü.png">',
    );
  });

  test('<base href> names a folder: the root becomes /docs/, so relative URLs resolve under the base path', () => {
    expect(rebase('a.html', '<base href="/"><a href="guides">G</a>')).toBe(
      '<base href="/docs/"><a href="guides">G</a>',
    );
    expect(rebase('b.html', '<base href="https://docs.example.com">')).toBe(
      '<base href="https://docs.example.com/docs/">',
    );
    expect(rebase('c.html', '<base href="/?v=1"><base href="/assets/">')).toBe(
      '<base href="/docs/?v=1"><base href="/docs/assets/">',
    );
    expect(rebase('x.txt', '0:["$","base",null,{"href":"/"}]\n')).toBe('0:["$","base",null,{"href":"/docs/"}]\n');
  });

  test('a page with nothing to rebase is left as it is (no write)', () => {
    expect(rebaseHtml(Buffer.from('<p>hello <a href="#x">x</a></p>'), base)).toBeUndefined();
  });
});

describe('Next.js RSC payloads', () => {
  /** The script Next.js writes for one chunk. */
  const push = (chunk: string): string =>
    `<script>self.__next_f.push([1,${JSON.stringify(chunk).replace(/</g, '\\u003c').replace(/>/g, '\\u003e')}])` +
    '</script>';

  test("a text row's header ends the previous push: its length is recomputed there, in UTF-8 bytes", () => {
    const text = '<p>Grüße — 次へ: <a href="/guides">Guides</a></p>';
    const rebasedText = text.replace('/guides', '/docs/guides');
    const header = `5:T${Buffer.byteLength(text).toString(16)},`;
    const page =
      '<html><body>' +
      push(`1:"$Sreact.fragment"\n:HL["/_next/static/css/a.css","style"]\n${header}`) +
      push(text) +
      push('0:["$","a",null,{"href":"/guides","dangerouslySetInnerHTML":{"__html":"$5"},"className":"/no"}]\n') +
      '</body></html>';
    const out = rebase('x.html', page);
    const newHeader = `5:T${Buffer.byteLength(rebasedText).toString(16)},`;
    // In bytes, not characters: the text has 8 more bytes than characters.
    expect(Buffer.byteLength(rebasedText) - rebasedText.length).toBe(8);
    expect(out).toBe(
      '<html><body>' +
        push(`1:"$Sreact.fragment"\n:HL["/docs/_next/static/css/a.css","style"]\n${newHeader}`) +
        push(rebasedText) +
        push('0:["$","a",null,{"href":"/docs/guides","dangerouslySetInnerHTML":{"__html":"$5"},"className":"/no"}]\n') +
        '</body></html>',
    );
  });

  test('payload: URL props of elements and hints are rebased; text rows, data and other strings are not', () => {
    const prose = 'Ünïcödé /guides is a path in prose, <a href="/pricing">Pricing</a> '.repeat(20);
    const row = (rest: string): string =>
      '2:I[727,["727","static/chunks/727-f81c0e5d8db49352.js"],"Image"]\n' +
      `4:T${Buffer.byteLength(prose).toString(16)},${prose}` +
      `0:{"p":"","c":["","guides"],"f":[${rest}]}\n`;
    const payload = row(
      '["$","code",null,{"children":"$4"}],["$","img",null,{"src":"/logo.svg","srcSet":"/a.png 1x, /b.png 2x",' +
        '"alt":"/alt"}],["$","$L2",null,{"src":{"src":"/_next/static/media/m.svg","height":32}}],' +
        '["$","$L2",null,{"href":"/guides","data":{"href":"/orders/1"},"example":{"src":"/x.png"}}],' +
        '["$","meta","0",{"property":"og:url","content":"https://docs.example.com/x"}],' +
        '["$","meta","1",{"name":"description","content":"https://docs.example.com/usr"}],' +
        '["$","form",null,{"action":"/search","children":"\\u003cb\\u003e"}],["$","div",null,{"href":"/not-a-link"}],' +
        '["$","a",null,{"href":"mailto:a@b.c"}],["$","a",null,{"href":"/docs/x"}]',
    );
    expect(rebase('guides.txt', payload)).toBe(
      row(
        '["$","code",null,{"children":"$4"}],["$","img",null,{"src":"/docs/logo.svg",' +
          '"srcSet":"/docs/a.png 1x, /docs/b.png 2x",' +
          '"alt":"/alt"}],["$","$L2",null,{"src":{"src":"/docs/_next/static/media/m.svg","height":32}}],' +
          '["$","$L2",null,{"href":"/docs/guides","data":{"href":"/orders/1"},"example":{"src":"/x.png"}}],' +
          '["$","meta","0",{"property":"og:url","content":"https://docs.example.com/docs/x"}],' +
          '["$","meta","1",{"name":"description","content":"https://docs.example.com/usr"}],' +
          '["$","form",null,{"action":"/docs/search","children":"\\u003cb\\u003e"}],' +
          '["$","div",null,{"href":"/not-a-link"}],["$","a",null,{"href":"mailto:a@b.c"}],' +
          '["$","a",null,{"href":"/docs/x"}]',
      ),
    );
  });

  test("React's hints: preload (and its imageSrcSet), stylesheet, scripts, module preload; not origins", () => {
    const payload =
      ':HL["/_next/static/css/a.css","style"]\n:HL["","image",{"imageSrcSet":"/a.png 1x, /b.png 2x"}]\n' +
      ':HS["/s.css","default"]\n:HS"/t.css"\n:HX["/x.js",{"crossOrigin":""}]\n:HM"/m.js"\n:Hm["/mp.js",{}]\n' +
      ':HD"https://docs.example.com"\n:HC["https://docs.example.com","use-credentials"]\n';
    expect(rebase('a.txt', payload)).toBe(
      ':HL["/docs/_next/static/css/a.css","style"]\n' +
        ':HL["","image",{"imageSrcSet":"/docs/a.png 1x, /docs/b.png 2x"}]\n' +
        ':HS["/docs/s.css","default"]\n:HS"/docs/t.css"\n:HX["/docs/x.js",{"crossOrigin":""}]\n:HM"/docs/m.js"\n' +
        ':Hm["/docs/mp.js",{}]\n:HD"https://docs.example.com"\n:HC["https://docs.example.com","use-credentials"]\n',
    );
  });

  test('inline dangerouslySetInnerHTML and style text are rebased where written, escapes kept', () => {
    const payload =
      '0:[["$","div",null,{"dangerouslySetInnerHTML":{"__html":"\\u003ca href=\\"/g\\"\\u003eG\\u003c/a\\u003e"}}],' +
      '["$","style",null,{"children":"a{background:url(/bg.png)}"}],' +
      '["$","p",null,{"children":"url(/bg.png)"}]]\n';
    expect(rebase('a.txt', payload)).toBe(
      '0:[["$","div",null,{"dangerouslySetInnerHTML":' +
        '{"__html":"\\u003ca href=\\"/docs/g\\"\\u003eG\\u003c/a\\u003e"}}],' +
        '["$","style",null,{"children":"a{background:url(/docs/bg.png)}"}],' +
        '["$","p",null,{"children":"url(/bg.png)"}]]\n',
    );
  });

  test('an RSC .txt payload is rebased; other .txt files are not read as one', () => {
    const text = '<a href="/g">G</a>';
    const payload =
      `:HL["/_next/static/css/a.css","style"]\n3:T${text.length.toString(16)},${text}` +
      '0:["$","div",null,{"dangerouslySetInnerHTML":{"__html":"$3"}}]\n';
    expect(rebase('guides/start.txt', payload)).toBe(
      ':HL["/docs/_next/static/css/a.css","style"]\n3:T17,<a href="/docs/g">G</a>' +
        '0:["$","div",null,{"dangerouslySetInnerHTML":{"__html":"$3"}}]\n',
    );
    expect(rebase('notes/readme.txt', 'See "href":"/x"\n')).toBe('See "href":"/x"\n');
  });

  test("Turbopack's client reference rows: root-absolute chunk URLs are rebased, webpack's relative ones left", () => {
    const payload =
      '2:I[94776,["/_next/static/chunks/3e6619d8dd77647b.js","/_next/static/chunks/a7.js"],"default"]\n' +
      '3:I[82844,["6874","static/chunks/6874-1a.js"],"default"]\n4:I[1,[],"x",1]\n' +
      '0:["$","$L2",null,{"href":"/g"}]\n';
    expect(rebase('index.txt', payload)).toBe(
      '2:I[94776,["/docs/_next/static/chunks/3e6619d8dd77647b.js","/docs/_next/static/chunks/a7.js"],"default"]\n' +
        '3:I[82844,["6874","static/chunks/6874-1a.js"],"default"]\n4:I[1,[],"x",1]\n' +
        '0:["$","$L2",null,{"href":"/docs/g"}]\n',
    );
  });

  describe('a URL prop of 1,024 characters or more, which React moves to a text row (issue 44 item 2)', () => {
    /** A signed srcset of many widths, with a non-ASCII file name: more UTF-8 bytes than characters. */
    const srcset = (prefix: string): string =>
      [320, 480, 640, 750, 828, 1080, 1200, 1920, 2048, 3840]
        .map((w) => `${prefix}/bilder/größe.png?w=${w}&q=75&s=${'9f'.repeat(40)} ${w}w`)
        .join(', ');
    const src = (prefix: string): string => `${prefix}/bilder/größe.png?w=3840&s=${'a1'.repeat(520)}`;
    const prose = `Größe: see /guides and <a href="/pricing">Pricing</a>. ${'x'.repeat(1100)}`;
    const text = (id: number, value: string): string => `${id}:T${Buffer.byteLength(value).toString(16)},${value}`;
    /** The rows in the order React writes them, each text row before the element that references it. */
    const rows = (prefix: string): string[] => [
      '2:I[727,["static/chunks/727-f81c0e5d8db49352.js"],"Image"]\n',
      text(5, srcset(prefix)),
      text(6, src(prefix)),
      text(7, prose),
      `0:[["$","img",null,{"srcSet":"$5","src":"$6","alt":"$$5 off"}],["$","$L2",null,{"src":"$6","srcSet":"$5"}],` +
        `["$","link",null,{"rel":"preload","as":"image","imageSrcSet":"$5"}],` +
        `["$","p",null,{"children":"$7"}],["$","img",null,{"src":"$$/x.png"}]]\n`,
    ];
    /** The script Next.js writes for one chunk, with its `<`, `>` and `&` escaped. */
    const pushed = (chunk: string): string => {
      const escaped = JSON.stringify(chunk).replace(/[<>&]/g, (c) => `\\u00${c.charCodeAt(0).toString(16)}`);
      return `<script>self.__next_f.push([1,${escaped}])</script>`;
    };

    test('the row is rebased as the prop would be, its UTF-8 byte length recomputed; text rows stay', () => {
      expect(srcset('').length).toBeGreaterThanOrEqual(1024);
      expect(src('').length).toBeGreaterThanOrEqual(1024);
      expect(Buffer.byteLength(srcset(''))).toBeGreaterThan(srcset('').length);
      // Each srcset candidate, and the src, gets /docs; the prose row and the `$$…` strings (text, not references) do
      // not.
      expect(rebase('guides/images.txt', rows('').join(''))).toBe(rows('/docs').join(''));
      // A page writes the header of a text row at the end of one push and its text in the next.
      const page = (prefix: string): string =>
        `<html><body>${rows(prefix)
          .flatMap((row) =>
            /^\d:T/.test(row) ? [row.slice(0, row.indexOf(',') + 1), row.slice(row.indexOf(',') + 1)] : [row],
          )
          .map(pushed)
          .join('')}</body></html>`;
      expect(rebase('guides/images.html', page(''))).toBe(page('/docs'));
    });
  });
});

test("Mintlify's base-path script gets the base path, in the page and in its RSC copy; look-alikes are left", () => {
  const script = '!function(){var b="";var p=location.pathname;if(b&&p.indexOf(b+"/")===0)p=p.slice(b.length)}()';
  const json = JSON.stringify(script).replaceAll('&', '\\u0026');
  const page = (code: string, copy: string): string =>
    `<html><body><script>${code}</script><script>self.__next_f.push([1,` +
    `${JSON.stringify(`0:["$","script",null,{"dangerouslySetInnerHTML":{"__html":${copy}}}]\n`)}])` +
    '</script></body></html>';
  const rebasedScript = script.replace('var b=""', 'var b="/docs"');
  expect(rebase('index.html', page(script, json))).toBe(
    page(rebasedScript, JSON.stringify(rebasedScript).replaceAll('&', '\\u0026')),
  );
  // Another script that only looks alike is text.
  const other = 'var b="";!function(){var b=""}()';
  expect(rebase('index.html', page(other, JSON.stringify(other)))).toBe(page(other, JSON.stringify(other)));
});

test("links rendered from data (issue 37 item 3): the docs configuration's site paths, compiled MDX", async () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'data-links-'));
  try {
    const files = ['index.html', 'guides/start.html', 'logo.svg', 'icon.svg', 'samples.txt'];
    for (const file of files.slice(0, -1)) {
      fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
      fs.writeFileSync(path.join(site, file), '');
    }
    const config = {
      logo: { light: '/logo.svg', dark: '/logo.svg', href: '/' },
      favicon: '/icon.svg',
      navigation: { groups: [{ group: '/guides/start', pages: [{ title: '/guides/start', href: '/guides/start' }] }] },
    };
    const response = {
      _links: { self: { href: '/orders/1' }, docs: { href: 'https://docs.example.com/guides/start' } },
    };
    const mdx = (start: string): string =>
      '"use strict";\nconst {jsx: _jsx} = arguments[0];\nfunction _createMdxContent() {\n  return _jsx("a", ' +
      `{href: "${start}", children: _jsx("code", {children: "{href: \\"/guides/start\\"}"})});\n}\n`;
    const payload = (c: unknown, r: unknown, start: string): string =>
      `2:I[727,[],""]\n3:T${Buffer.byteLength(mdx(start)).toString(16)},${mdx(start)}` +
      `0:[["$","$L2",null,{"config":${JSON.stringify(c)}}],["$","$L2",null,{"data":${JSON.stringify(r)}}],` +
      '["$","$L2",null,{"source":{"compiledSource":"$3"}}]]\n';
    fs.writeFileSync(path.join(site, 'samples.txt'), payload(config, response, '/guides/start'));
    await rebaseSite(site, files, base);
    const rebasedConfig = {
      logo: { light: '/docs/logo.svg', dark: '/docs/logo.svg', href: '/docs' },
      favicon: '/docs/icon.svg',
      navigation: {
        groups: [{ group: '/guides/start', pages: [{ title: '/guides/start', href: '/docs/guides/start' }] }],
      },
    };
    // The API response names no file of the site (or not by a root path): data, byte for byte; text stays too.
    expect(fs.readFileSync(path.join(site, 'samples.txt'), 'utf8')).toBe(
      payload(rebasedConfig, response, '/docs/guides/start'),
    );
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
});

test('CSS: url() bare and quoted, @import, image-set(); comments and other strings are left', () => {
  const css =
    '@import "/base.css";@import url(/print.css) print;\n' +
    '/* url(/commented.png) */ a{background:url( /a.png );content:"/not-a-url"}' +
    '.b{background-image:image-set(\'/b.png\' 1x, url("/b2.png") 2x);mask:-webkit-image-set("/m.png" 1x)}' +
    '@font-face{src:url(/f.woff2) format("woff2"),url(data:font/woff2;base64,AA)}.c{background:url(https://docs.example.com/c.png)}' +
    '.d{background:url(\\2f escaped.png)}.e{background:url(/docs/e.png)}';
  expect(rebase('_next/static/css/x.css', css)).toBe(
    '@import "/docs/base.css";@import url(/docs/print.css) print;\n' +
      '/* url(/commented.png) */ a{background:url( /docs/a.png );content:"/not-a-url"}' +
      '.b{background-image:image-set(\'/docs/b.png\' 1x, url("/docs/b2.png") 2x);' +
      'mask:-webkit-image-set("/docs/m.png" 1x)}' +
      '@font-face{src:url(/docs/f.woff2) format("woff2"),url(data:font/woff2;base64,AA)}.c{background:url(https://docs.example.com/docs/c.png)}' +
      // Escapes read as the URL they name (`\\2f` is `/`), which is written back plain.
      '.d{background:url(/docs/escaped.png)}.e{background:url(/docs/e.png)}',
  );
});

test("JavaScript: only the runtimes' public paths and static media imports; the router's own paths are left", () => {
  const js =
    'r.tu=e=>r.tt().createScriptURL(e),r.p="/_next/",(()=>{' +
    'let n={src:"/_next/static/media/mark.7842eb12.svg",height:32};' +
    'if(c.pathname.startsWith("/_next/data/"))x((0,o.addBasePath)("/_next/data/"+b));let p={path:"/_next/image"};' +
    'n.startsWith("/_next/static/media/");let h="/guides";let q="/_next/data";';
  expect(rebase('_next/static/chunks/webpack-1.js', js)).toBe(
    'r.tu=e=>r.tt().createScriptURL(e),r.p="/docs/_next/",(()=>{' +
      'let n={src:"/docs/_next/static/media/mark.7842eb12.svg",height:32};' +
      'if(c.pathname.startsWith("/_next/data/"))x((0,o.addBasePath)("/_next/data/"+b));let p={path:"/_next/image"};' +
      'n.startsWith("/_next/static/media/");let h="/guides";let q="/_next/data";',
  );
  // Turbopack's runtime (turbopack-*.js, Next 15.5 `next build --turbopack`), from which it loads every chunk.
  const turbopack = '(()=>{let e;if(!Array.isArray(globalThis.TURBOPACK))return;let t="/_next/",r=new WeakMap;';
  expect(rebase('_next/static/chunks/turbopack-01fbea2757472783.js', turbopack)).toBe(
    '(()=>{let e;if(!Array.isArray(globalThis.TURBOPACK))return;let t="/docs/_next/",r=new WeakMap;',
  );
});

test('sitemap <loc>, robots.txt Sitemap:, llms.txt links, web manifest URLs', () => {
  expect(
    rebase(
      'sitemap.xml',
      '<?xml version="1.0"?><urlset><url><loc>https://docs.example.com</loc></url>' +
        '<url><loc> https://docs.example.com/a?x=1&amp;y=2 </loc><lastmod>2026-01-01</lastmod></url>' +
        '<url><loc>https://example.org/b</loc></url><!-- <loc>/commented</loc> -->' +
        '<sm:url><sm:loc><![CDATA[ /c ]]></sm:loc></sm:url></urlset>',
    ),
  ).toBe(
    '<?xml version="1.0"?><urlset><url><loc>https://docs.example.com/docs</loc></url>' +
      '<url><loc> https://docs.example.com/docs/a?x=1&amp;y=2 </loc><lastmod>2026-01-01</lastmod></url>' +
      '<url><loc>https://example.org/b</loc></url><!-- <loc>/commented</loc> -->' +
      '<sm:url><sm:loc><![CDATA[ /docs/c ]]></sm:loc></sm:url></urlset>',
  );
  expect(rebase('robots.txt', 'User-Agent: *\nAllow: /\n\nSitemap: https://docs.example.com/sitemap.xml\n')).toBe(
    'User-Agent: *\nAllow: /\n\nSitemap: https://docs.example.com/docs/sitemap.xml\n',
  );
  expect(
    rebase(
      'llms.txt',
      '# Docs\n\n- [Start](https://docs.example.com/start.md): begin\n- [API](/api.md)\n- [Ext](https://example.org/x)\n',
    ),
  ).toBe(
    '# Docs\n\n- [Start](https://docs.example.com/docs/start.md): begin\n- [API](/docs/api.md)\n- [Ext](https://example.org/x)\n',
  );
  expect(
    rebase(
      'manifest.webmanifest',
      '{"name":"D","start_url":"/","scope":"/","icons":[{"src":"/i.png","sizes":"any"}],"shortcuts":[{"url":"/g"}]}',
    ),
  ).toBe(
    '{"name":"D","start_url":"/docs","scope":"/docs","icons":[{"src":"/docs/i.png","sizes":"any"}],' +
      '"shortcuts":[{"url":"/docs/g"}]}',
  );
});

describe("the export's own agent files (issue 39 #5): Markdown, whose code never changes", () => {
  const FULL = [
    '# Pricing',
    'Source: https://docs.example.com/pricing',
    '',
    'See [Plans](/pricing#plans), ![Logo](/logo.png "Logo") and <https://docs.example.com/blog>.',
    'Inline `[Pricing](/pricing)` and ``a ` [b](/c) `` stay; \\[escaped](/e) too.',
    '[Configure][cfg] and <Card title="Configure" href="/guides/configure">x</Card>',
    '',
    '[cfg]: /guides/configure "Configure"',
    '',
    '```md',
    '[Pricing](/pricing) https://docs.example.com/blog',
    'Source: https://docs.example.com/pricing',
    '```',
    '',
    '~~~~',
    '```',
    '[Inside](/inside)',
    '~~~~',
    '',
    '    [Indented](/code)',
    '',
    '- An [item](/item)',
    '  ```',
    '  [In a list](/list)',
    '  ```',
    '',
    '<pre>',
    '<a href="/pre">[Pre](/pre)</a>',
    '</pre>',
    '',
  ].join('\n');

  test('links, images, autolinks, definitions, Source: lines and MDX hrefs move; code and text do not', () => {
    const served = servedAddress('docs.example.com', 'https://acme.test/docs', 'site-url')!;
    const moved: BasePath = { prefix: '/docs', origins: ['https://acme.test'], served };
    for (const file of ['llms-full.txt', 'llms.txt', 'guides/configure.md', 'index.md']) {
      expect(rebaseKind(file)).toBe('markdown');
      const out = rebaseFile('markdown', Buffer.from(FULL), { ...moved, served: { ...served, rewritten: new Map() } });
      expect(out?.toString()).toBe(
        FULL.replace('Source: https://docs.example.com/pricing\n\n', 'Source: https://acme.test/docs/pricing\n\n')
          .replace('(/pricing#plans)', '(/docs/pricing#plans)')
          .replace('(/logo.png "Logo")', '(/docs/logo.png "Logo")')
          .replace('<https://docs.example.com/blog>.', '<https://acme.test/docs/blog>.')
          .replace('href="/guides/configure"', 'href="/docs/guides/configure"')
          .replace('[cfg]: /guides/configure', '[cfg]: /docs/guides/configure')
          .replace('[item](/item)', '[item](/docs/item)'),
      );
    }
  });

  test('base-path alone: root-relative URLs get the prefix, the export origin keeps its own', () => {
    expect(rebase('llms-full.txt', FULL)).toBe(
      FULL.replace('(/pricing#plans)', '(/docs/pricing#plans)')
        .replace('(/logo.png "Logo")', '(/docs/logo.png "Logo")')
        .replace('Source: https://docs.example.com/pricing\n\n', 'Source: https://docs.example.com/docs/pricing\n\n')
        .replace('<https://docs.example.com/blog>.', '<https://docs.example.com/docs/blog>.')
        .replace('href="/guides/configure"', 'href="/docs/guides/configure"')
        .replace('[cfg]: /guides/configure', '[cfg]: /docs/guides/configure')
        .replace('[item](/item)', '[item](/docs/item)'),
    );
  });
});

describe('XML, robots.txt Host: and JSON-LD URL templates (issue 39 #7)', () => {
  const moved = (): BasePath => ({
    prefix: '/docs',
    origins: ['https://acme.test'],
    served: servedAddress('docs.example.com', 'https://acme.test/docs', 'site-url')!,
  });
  const edit = (kind: Parameters<typeof rebaseFile>[0], text: string, kept?: (id: string) => void): string =>
    (rebaseFile(kind, Buffer.from(text), moved(), kept) ?? Buffer.from(text)).toString();

  test("a sitemap's hreflang alternates and its stylesheet move with its <loc>s", () => {
    const sitemap =
      '<?xml version="1.0"?><?xml-stylesheet type="text/xsl" href="/sitemap.xsl"?>' +
      '<urlset xmlns:xhtml="http://www.w3.org/1999/xhtml"><url><loc>https://docs.example.com/a</loc>' +
      '<xhtml:link rel="alternate" hreflang="fr" href="https://docs.example.com/fr/a"/>' +
      "<xhtml:link rel='alternate' hreflang='x-default' href=' /a '/>" +
      '<image:image><image:loc>/i.png</image:loc></image:image></url></urlset>';
    expect(edit('xml', sitemap)).toBe(
      sitemap
        .replace('href="/sitemap.xsl"', 'href="/docs/sitemap.xsl"')
        .replace('<loc>https://docs.example.com/a<', '<loc>https://acme.test/docs/a<')
        .replace('href="https://docs.example.com/fr/a"', 'href="https://acme.test/docs/fr/a"')
        .replace("href=' /a '", "href=' /docs/a '")
        .replace('<image:loc>/i.png<', '<image:loc>/docs/i.png<'),
    );
  });

  test('RSS: <link>, permalink <guid>, atom:link, enclosure and the HTML of descriptions; not text or ids', () => {
    const kept: string[] = [];
    const rss =
      '<rss version="2.0"><channel><title>News at https://docs.example.com</title>' +
      '<link>https://docs.example.com/changelog</link>' +
      '<atom:link href="https://docs.example.com/changelog/rss.xml" rel="self"/>' +
      '<item><link><![CDATA[https://docs.example.com/changelog#v2]]></link>' +
      '<guid>https://docs.example.com/changelog#v2</guid>' +
      '<guid isPermaLink="false">https://docs.example.com/ids/2</guid>' +
      '<description>&lt;a href=&quot;/guides/x&quot;&gt;x&lt;/a&gt; at https://docs.example.com/t</description>' +
      '<content:encoded><![CDATA[<img src="https://docs.example.com/i.png">]]></content:encoded>' +
      '<enclosure url="/a.mp3" type="audio/mpeg"/></item></channel></rss>';
    expect(edit('xml', rss, (id) => kept.push(id))).toBe(
      rss
        .replace('<link>https://docs.example.com/changelog<', '<link>https://acme.test/docs/changelog<')
        .replace('href="https://docs.example.com/changelog/rss.xml"', 'href="https://acme.test/docs/changelog/rss.xml"')
        .replace('CDATA[https://docs.example.com/changelog#v2]', 'CDATA[https://acme.test/docs/changelog#v2]')
        .replace('<guid>https://docs.example.com/changelog#v2<', '<guid>https://acme.test/docs/changelog#v2<')
        .replace('href=&quot;/guides/x&quot;', 'href=&quot;/docs/guides/x&quot;')
        .replace('src="https://docs.example.com/i.png"', 'src="https://acme.test/docs/i.png"')
        .replace('url="/a.mp3"', 'url="/docs/a.mp3"'),
    );
    expect(kept).toEqual(['<guid isPermaLink="false">']);
  });

  test('Atom: link href, html summaries and xhtml content move; <id> is an identifier and stays', () => {
    const kept: string[] = [];
    const atom =
      '<feed xmlns="http://www.w3.org/2005/Atom"><id>https://docs.example.com/</id>' +
      '<link href="https://docs.example.com/"/><link rel="self" href="/atom.xml"/><icon>/favicon.ico</icon>' +
      '<entry><id>tag:acme,2026:1</id><link href="https://docs.example.com/e"/>' +
      '<summary type="html">&lt;a href="/s"&gt;s&lt;/a&gt;</summary><summary>/text</summary>' +
      '<content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><a href="/c">/c</a></div></content>' +
      '</entry></feed>';
    expect(edit('xml', atom, (id) => kept.push(id))).toBe(
      atom
        .replace('<link href="https://docs.example.com/"/>', '<link href="https://acme.test/docs"/>')
        .replace('href="/atom.xml"', 'href="/docs/atom.xml"')
        .replace('<icon>/favicon.ico<', '<icon>/docs/favicon.ico<')
        .replace('href="https://docs.example.com/e"', 'href="https://acme.test/docs/e"')
        .replace('&lt;a href="/s"&gt;', '&lt;a href="/docs/s"&gt;')
        .replace('<a href="/c">', '<a href="/docs/c">'),
    );
    expect(kept).toEqual(['Atom <id>']);
    expect(rebaseKind('feed.atom')).toBe('xml');
    expect(rebaseKind('changelog/rss.rss')).toBe('xml');
  });

  test('xml:base names a folder: its trailing slash stays, so relative URLs below it stay in the site', () => {
    const feed =
      '<feed xmlns="http://www.w3.org/2005/Atom" xml:base="https://docs.example.com/"><link href="guide"/>' +
      '<entry xml:base="/blog/"><link href="post"/></entry></feed>';
    const out = edit('xml', feed);
    expect(out).toBe(
      feed
        .replace('xml:base="https://docs.example.com/"', 'xml:base="https://acme.test/docs/"')
        .replace('xml:base="/blog/"', 'xml:base="/docs/blog/"'),
    );
    expect(new URL('guide', 'https://acme.test/docs/').href).toBe('https://acme.test/docs/guide');
  });

  test('robots.txt Host: names the served host, in the form it had; other hosts stay', () => {
    const robots = 'User-agent: *\nHost: docs.example.com\nhost:https://DOCS.example.com\nHost: other.example\n';
    expect(edit('robots', robots)).toBe(
      'User-agent: *\nHost: acme.test\nhost:https://acme.test\nHost: other.example\n',
    );
    // base-path alone: a host has no path.
    expect(rebase('robots.txt', robots)).toBe(robots);
  });

  test("JSON-LD: a SearchAction's target, as a string or an EntryPoint's urlTemplate", () => {
    const page =
      '<script type="application/ld+json">{"@type":"WebSite","potentialAction":[{"@type":"SearchAction",' +
      '"target":{"@type":"EntryPoint","urlTemplate":"https://docs.example.com/search?q={search_term_string}"},' +
      '"query-input":"required name=search_term_string"},' +
      '{"@type":"SearchAction","target":"https://docs.example.com/s?q={q}"}]}</script>';
    expect(edit('html', page)).toBe(
      page
        .replace('"https://docs.example.com/search?q=', '"https://acme.test/docs/search?q=')
        .replace('"https://docs.example.com/s?q=', '"https://acme.test/docs/s?q='),
    );
  });
});

test('srcset candidates: the ranges the rebase edits are the URLs verification checks', () => {
  for (const value of [
    '/a.png 1x, /b.png 2x',
    '/a,b.png 1x,/c.png',
    ' /x.png,, /y.png 100w ',
    'data:image/png;base64,AAA= 1x, /z.png (max-width: 1px, 2px) 2x',
    '/one.png',
  ])
    expect(srcsetRanges(value).map(({ start, end }) => value.slice(start, end))).toEqual(srcsetUrls(value));
});

describe('input base-path', () => {
  const env = { GITHUB_WORKSPACE: '/home/runner/work/docs/docs', RUNNER_TEMP: '/home/runner/work/_temp' };
  const ok = { 'api-key': 'mint_test_abc123', domain: 'docs.example.com' };
  const read = (inputs: Record<string, string>) => readInputs((name) => inputs[name] ?? '', env) as ExportInputs;

  test.each([
    ['', ''],
    ['/', ''],
    ['/docs', '/docs'],
    ['docs', '/docs'],
    ['/docs/', '/docs'],
    ['  Guide/ ', '/Guide'],
    ['/a/b-c_d.e~f', '/a/b-c_d.e~f'],
    ['/%E6%97%A5', '/%E6%97%A5'],
  ])("'%s' is %s", (text, expected) => {
    expect(read({ ...ok, 'base-path': text }).basePath).toBe(expected);
  });

  test.each([
    ['https://example.com/docs', /is a URL: give its path only/],
    ['//example.com/docs', /is a URL/],
    ['/docs/../x', /has a '\.\.' segment/],
    ['/./docs', /has a '\.' segment/],
    ['/docs?x=1', /plain path, without white space, \?, #/],
    ['/docs#a', /plain path/],
    ['/my docs', /plain path/],
    ['/a//b', /empty segment/],
    ['/docs//', /empty segment/],
    ['/dö', /percent-encode/],
    ['/a"b', /percent-encode/],
    ['/a(b)', /percent-encode/],
    ['/a%zz', /percent-encode/],
    ['/%2e%2e', /has a '%2e%2e' segment, which browsers resolve as '\.\.'/],
    ['/docs/.%2E/api', /has a '\.%2E' segment, which browsers resolve as '\.\.'/],
    ['/a%5cb', /has an encoded slash/],
  ])("'%s' is refused before any request", (text, message) => {
    expect(() => parseBasePath(text)).toThrow(InputError);
    expect(() => read({ ...ok, 'base-path': text })).toThrow(message);
  });

  test("site-url's path must agree with base-path; a site-url without a path agrees with any", () => {
    expect(read({ ...ok, 'base-path': '/docs', 'site-url': 'https://example.com/docs/' }).basePath).toBe('/docs');
    expect(read({ ...ok, 'base-path': 'docs', 'site-url': 'https://owner.github.io' }).basePath).toBe('/docs');
    expect(() => read({ ...ok, 'base-path': '/docs', 'site-url': 'https://example.com/help' })).toThrow(
      "Input 'base-path': '/docs' disagrees with site-url (https://example.com/help), whose path is /help: " +
        'set base-path to /help, or site-url to https://example.com/docs',
    );
    // site-url alone on the export's own origin: nothing is rebased (verification judges the site at that path).
    expect(read({ ...ok, 'site-url': 'https://docs.example.com/docs' }).basePath).toBe('');
    // On another origin the export's URLs are rewritten to it, so its path needs base-path (issue 30).
    expect(() => read({ ...ok, 'site-url': 'https://example.com/docs' })).toThrow(
      "Input 'base-path': is empty, but site-url (https://example.com/docs) serves the site under /docs",
    );
  });

  test('a site-url path that cannot be a base path is never suggested as one: the message says what to change', () => {
    expect(() => read({ ...ok, 'site-url': 'https://owner.github.io/api' })).toThrow(
      "Input 'base-path': is empty, but site-url (https://owner.github.io/api) serves the site under /api on another " +
        "origin than the export's, and /api cannot be a base path: Mintlify reserves /api for its own routes and " +
        'files. Serve this copy under another path, and give it as both site-url and base-path, e.g. site-url: ' +
        'https://owner.github.io/docs and base-path: /docs',
    );
    expect(() => read({ ...ok, 'site-url': 'https://example.com/my(docs)' })).toThrow(
      '/my(docs) cannot be a base path: it has characters, segments or escapes that base-path refuses. Serve this ' +
        'copy under another path',
    );
    expect(() => read({ ...ok, 'site-url': 'https://owner.github.io/api', 'base-path': '/docs' })).toThrow(
      "Input 'base-path': '/docs' disagrees with site-url (https://owner.github.io/api), whose path is /api, which " +
        'cannot be a base path (Mintlify reserves /api for its own routes and files): set site-url to ' +
        'https://owner.github.io/docs',
    );
    // A path that can be one is still suggested.
    expect(() => read({ ...ok, 'site-url': 'https://example.com/a%20b' })).toThrow('set base-path: /a%20b');
  });
});

describe('the served address (issue 30): every spelling of the export origin, and nothing else', () => {
  const served = () => ({
    origin: 'https://docs.acme.test',
    from: ['https://docs.example.com', 'http://docs.example.com'],
    keepOwnAddress: false,
    rewritten: new Map<string, number>(),
  });
  test.each([
    ['https://docs.example.com:443/x', 'https://docs.acme.test/docs/x'],
    ['https://DOCS.example.com./x', 'https://docs.acme.test/docs/x'],
    ['http://docs.example.com:80/y', 'https://docs.acme.test/docs/y'],
    ['//docs.example.com:443/z', '//docs.acme.test/docs/z'],
    ['https://docs.example.com', 'https://docs.acme.test/docs'],
    ['https://docs.example.com/docs/a', 'https://docs.acme.test/docs/a'],
    // Not the export's origin: credentials, another port, a longer host.
    ['https://user@docs.example.com/x', 'https://user@docs.example.com/x'],
    ['https://docs.example.com:8443/x', 'https://docs.example.com:8443/x'],
    ['https://docs.example.com.evil.test/x', 'https://docs.example.com.evil.test/x'],
    ['https://docs.example.community/x', 'https://docs.example.community/x'],
  ])('%s → %s', (url, expected) => {
    const base = { prefix: '/docs', origins: ['https://docs.acme.test'], served: served() };
    expect(rebasedUrl(url, base)).toBe(expected);
    // Twice is once.
    expect(rebasedUrl(rebasedUrl(url, base), base)).toBe(expected);
  });
});
