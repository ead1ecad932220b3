/**
 * `external-assets` in RSC payloads and script literals (issue 38): what an element of a payload loads is rewritten
 * (inline and `.txt`, `T` rows with their length, escaped slashes kept), what it links to or shows as text is not;
 * and the cap on the number of URLs `bundle` fetches.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { systemClock } from '../../src/common/clock.ts';
import { ActionError } from '../../src/common/errors.ts';
import { BUNDLE_LIMITS, bundleSite, loadedAssets } from '../../src/external/bundle.ts';
import { checkSite } from '../../src/verify/check.ts';
import { urlLiterals } from '../../src/external/literals.ts';
import { payloadRule, scriptEdits, type AssetRule } from '../../src/external/rules.ts';
import { pageUrlEdits } from '../../src/site/rebase/rebase-html.ts';
import { applyEdits } from '../../src/site/rebase/rebase-url.ts';
import { rscFileEdits } from '../../src/site/rebase/rsc.ts';

const ICON = 'https://icons.cdn.test/v7/lucide/book.svg';
const IMAGE = 'https://images.cdn.test/hero.png?w=640&s=abc';
const KATEX = 'https://katex.cdn.test/katex.min.css';
const stored = new Map([
  [ICON, '/_external/icons/book.svg'],
  [IMAGE, '/_external/images/hero.abc.png'],
  [KATEX, '/_external/katex/katex.min.css'],
]);
const rewrite: AssetRule = (url) => stored.get(url);
/** Collects what a rule is asked about, by use, and rewrites nothing. */
const collector = () => {
  const seen: string[] = [];
  const rule: AssetRule = (url, use) => void seen.push(`${use} ${url}`);
  return { seen, rule };
};
const row = (id: number, value: unknown): string => `${id}:${JSON.stringify(value)}\n`;
const rewritten = (payload: string): string =>
  applyEdits(Buffer.from(payload), rscFileEdits(Buffer.from(payload), payloadRule('index.txt', rewrite))).toString();

describe('payload rule', () => {
  test('rewrites what elements load: src, srcSet, a style mask, a stylesheet link, a hint row', () => {
    const payload =
      `:HL[${JSON.stringify(KATEX)},"style"]\n` +
      row(1, [
        ['$', 'link', '0', { rel: 'stylesheet', href: KATEX, precedence: 'next' }],
        [
          '$',
          'span',
          null,
          { className: 'icon', style: { maskImage: `url(${ICON})`, WebkitMaskImage: `url("${ICON}")` } },
        ],
        ['$', 'img', null, { src: IMAGE, srcSet: `${IMAGE} 640w, ${ICON} 2x` }],
      ]);
    const out = rewritten(payload);
    expect(out).toBe(
      `:HL["/_external/katex/katex.min.css","style"]\n` +
        row(1, [
          ['$', 'link', '0', { rel: 'stylesheet', href: '/_external/katex/katex.min.css', precedence: 'next' }],
          [
            '$',
            'span',
            null,
            {
              className: 'icon',
              style: {
                maskImage: 'url(/_external/icons/book.svg)',
                WebkitMaskImage: 'url("/_external/icons/book.svg")',
              },
            },
          ],
          [
            '$',
            'img',
            null,
            {
              src: '/_external/images/hero.abc.png',
              srcSet: '/_external/images/hero.abc.png 640w, /_external/icons/book.svg 2x',
            },
          ],
        ]),
    );
  });

  test('leaves links, iframes, metas, components and text (a JSON example with an off-site URL) byte for byte', () => {
    const example = `{"src": "${ICON}", "srcSet": "${IMAGE} 1x"}`;
    const payload =
      '2:I[123,["static/chunks/a.js"],"Link"]\n' +
      row(1, [
        ['$', 'a', null, { href: ICON, children: 'the icon' }],
        ['$', 'iframe', null, { src: IMAGE }],
        ['$', 'meta', null, { property: 'og:image', content: IMAGE }],
        ['$', 'link', null, { rel: 'preconnect', href: ICON }],
        ['$', '$L2', null, { href: ICON, src: IMAGE }],
        ['$', 'pre', null, { children: ['$', 'code', null, { children: example }] }],
        ['$', 'p', null, { children: `"${ICON}"` }],
      ]);
    expect(rewritten(payload)).toBe(payload);
    const { seen, rule } = collector();
    rscFileEdits(Buffer.from(payload), payloadRule('index.txt', rule));
    expect(seen).toEqual([]);
  });

  test('a T row of inserted HTML is rewritten and its byte length fixed', () => {
    const html = `<p>café</p><img src="${IMAGE.replace('&', '&amp;')}"><a href="${ICON}">icon</a>`;
    const payload =
      `3:T${Buffer.byteLength(html).toString(16)},${html}` +
      row(1, ['$', 'div', null, { dangerouslySetInnerHTML: { __html: '$3' } }]);
    const out = rewritten(payload);
    const html2 = `<p>café</p><img src="/_external/images/hero.abc.png"><a href="${ICON}">icon</a>`;
    expect(out).toBe(`3:T${Buffer.byteLength(html2).toString(16)},${html2}` + payload.slice(payload.indexOf('1:')));
  });

  test('a srcSet and src of 1,024 characters or more, in the text rows they reference: rewritten, length fixed', () => {
    // A signed srcset of many widths, as an image CDN writes it, and an é: more UTF-8 bytes than characters.
    const signed = (w: number): string => `https://images.cdn.test/café.png?w=${w}&s=${'5e'.repeat(60)}`;
    const widths = [320, 640, 750, 1080, 1200, 1920, 2048, 3840];
    const signedSrcset = widths.map((w) => `${signed(w)} ${w}w`).join(', ');
    const many = new Map([
      ...stored,
      ...widths.map((w): [string, string] => [new URL(signed(w)).href, `/_external/${w}.png`]),
    ]);
    const rule: AssetRule = (url) => many.get(url);
    const text = (id: number, value: string): string => `${id}:T${Buffer.byteLength(value).toString(16)},${value}`;
    const caption = `Café ${signed(320)} ${'x'.repeat(1100)}`;
    const rows = (srcset: string, src: string): string =>
      text(4, srcset) +
      text(5, src) +
      text(6, caption) +
      row(1, [
        ['$', 'img', null, { srcSet: '$4', src: '$5', alt: '$$4' }],
        ['$', 'figcaption', null, { children: '$6' }],
      ]);
    expect(signedSrcset.length).toBeGreaterThanOrEqual(1024);
    const src = `${signed(3840)}&pad=${'0'.repeat(1024)}`;
    many.set(new URL(src).href, '/_external/big.png');
    const payload = rows(signedSrcset, src);
    const expected = rows(widths.map((w) => `/_external/${w}.png ${w}w`).join(', '), '/_external/big.png');
    const txt = applyEdits(Buffer.from(payload), rscFileEdits(Buffer.from(payload), payloadRule('index.txt', rule)));
    expect(txt.toString()).toBe(expected);
    // The page's inline payload: the same rows, the header of each text row at the end of a push.
    const page = (written: string): Buffer => {
      const chunks = written.split(/(?<=:T[0-9a-f]+,)/);
      const scripts = chunks.map(
        (c) => `<script>self.__next_f.push([1,${JSON.stringify(c).replaceAll('&', '\\u0026')}])</script>`,
      );
      return Buffer.from(`<html><body>${scripts.join('')}</body></html>`);
    };
    const { seen, rule: collect } = collector();
    pageUrlEdits(page(payload), () => undefined, undefined, payloadRule('index.html', collect));
    expect(seen).toEqual([...widths.map((w) => `asset ${new URL(signed(w)).href}`), `asset ${new URL(src).href}`]);
    const out = applyEdits(
      page(payload),
      pageUrlEdits(page(payload), () => undefined, undefined, payloadRule('index.html', rule)),
    );
    expect(out.toString()).toBe(page(expected).toString());
  });

  test('escaped slashes (\\/, \\u002F) are read and written back in the same form', () => {
    const escaped = ICON.replaceAll('/', '\\/');
    const unicode = ICON.replaceAll('/', '\\u002F');
    const payload = `1:["$","img",null,{"src":"${escaped}"}]\n2:["$","img",null,{"src":"${unicode}"}]\n`;
    expect(rewritten(payload)).toBe(
      '1:["$","img",null,{"src":"\\/_external\\/icons\\/book.svg"}]\n' +
        '2:["$","img",null,{"src":"\\u002F_external\\u002Ficons\\u002Fbook.svg"}]\n',
    );
  });

  test('a page: the inline payload (\\" quotes, & as \\u0026) is rewritten, and only what its elements load', () => {
    const rows = row(1, [
      ['$', 'img', null, { src: IMAGE }],
      ['$', 'a', null, { href: IMAGE }],
    ]);
    const chunk = JSON.stringify(rows).replaceAll('&', '\\u0026');
    const page = Buffer.from(`<html><body><script>self.__next_f.push([1,${chunk}])</script></body></html>`);
    const { seen, rule } = collector();
    pageUrlEdits(page, () => undefined, undefined, payloadRule('index.html', rule));
    expect(seen).toEqual([`asset ${IMAGE}`]);
    const out = applyEdits(
      page,
      pageUrlEdits(page, () => undefined, undefined, payloadRule('index.html', rewrite)),
    );
    const expected = row(1, [
      ['$', 'img', null, { src: '/_external/images/hero.abc.png' }],
      ['$', 'a', null, { href: IMAGE }],
    ]);
    expect(out.toString()).toBe(
      `<html><body><script>self.__next_f.push([1,${JSON.stringify(expected).replaceAll('&', '\\u0026')}])` +
        '</script></body></html>',
    );
  });
});

describe('script literals', () => {
  test('https:\\/\\/ and \\u002F forms are read as the URL and rewritten in the same form', () => {
    const unicode = KATEX.replaceAll('/', '\\u002F');
    const script = `var a="${KATEX.replaceAll('/', '\\/')}";var b='${unicode}';var c="${KATEX}"`;
    expect(urlLiterals(script).map((l) => l.url)).toEqual([KATEX, KATEX, KATEX]);
    const out = applyEdits(Buffer.from(script), scriptEdits(rewrite)(script, 0)).toString();
    expect(out).toBe(
      'var a="\\/_external\\/katex\\/katex.min.css";var b=\'\\u002F_external\\u002Fkatex\\u002Fkatex.min.css\';' +
        'var c="/_external/katex/katex.min.css"',
    );
  });
});

describe('the cap on off-site URLs', () => {
  test('a site naming more URLs than the cap fails before any request, naming the count and the cap', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'external-cap-'));
    try {
      const count = BUNDLE_LIMITS.maxUrls + 1;
      // Half in the page's HTML, half only in its .txt payload: both count.
      const half = Math.ceil(count / 2);
      const images = Array.from({ length: half }, (_, i) => `<img src="https://10.0.0.1/${i}.png">`).join('');
      const payload = row(
        1,
        Array.from({ length: count - half }, (_, i) => ['$', 'img', null, { src: `https://10.0.0.1/p${i}.png` }]),
      );
      fs.writeFileSync(path.join(root, 'index.html'), `<html><body>${images}</body></html>`);
      fs.writeFileSync(path.join(root, 'index.txt'), payload);
      const error = await bundleSite({
        root,
        files: ['index.html', 'index.txt'],
        basePath: '',
        clock: systemClock,
        log: { info: () => undefined, warning: () => undefined, debug: () => undefined },
        signal: new AbortController().signal,
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ActionError);
      const { message, hint } = error as ActionError;
      expect(message).toContain(`${count} distinct off-site URLs`);
      expect(message).toContain(`(${BUNDLE_LIMITS.maxUrls})`);
      expect(hint).toContain('external-assets: report');
      // Nothing fetched (a private address would have failed the fetch with another message), nothing written.
      expect(fs.existsSync(path.join(root, '_external'))).toBe(false);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('report lists what bundle fetches', () => {
  test("the site's own stylesheets are read in their encoding (@charset, BOM), by both", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'external-charset-'));
    try {
      const files = {
        'latin1.css': Buffer.from('@charset "windows-1252";a{b:url(https://cdn.test/caf\u00e9.png)}', 'latin1'),
        'bom.css': Buffer.from('\ufeffa{b:url(https://cdn.test/na\u00efve.png)}'),
      };
      for (const [name, data] of Object.entries(files)) fs.writeFileSync(path.join(root, name), data);
      const report = await checkSite({
        root,
        files: Object.keys(files),
        host: 'auto',
        siteUrl: 'https://docs.example.com',
        ignore: undefined,
        pageCount: undefined,
        externalAssets: true,
      });
      const fetched = [...(await loadedAssets(root, Object.keys(files))).loadedBy.keys()].sort();
      expect(fetched).toEqual(['https://cdn.test/caf%C3%A9.png', 'https://cdn.test/na%C3%AFve.png']);
      expect(report.externalAssets!.map((a) => a.url).sort()).toEqual(fetched);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  test('every kind of element, style, stylesheet and payload: the same URLs, and links left out of both', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'external-same-'));
    try {
      const u = (name: string): string => `https://cdn.test/${name}`;
      const attr = (text: string): string => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
      const page = [
        '<!DOCTYPE html><html><head><title>All</title>',
        `<link rel="stylesheet" href="${u('a.css')}"><link rel="preload" as="style" href="${u('k.css')}">`,
        `<link rel="icon" href="${u('icon.svg')}"><link rel="manifest" href="${u('site.webmanifest')}">`,
        `<link rel="preload" as="image" imagesrcset="${u('p1.png')} 1x, ${u('p2.png')} 2x">`,
        `<link rel="preconnect" href="${u('')}"><link rel="canonical" href="${u('canonical')}">`,
        `<meta property="og:image" content="${u('og.png')}"><script src="${u('s.js')}"></script>`,
        `<meta name="msapplication-TileImage" content="${u('tile.png')}">`,
        `<style>@import "${u('imported.css')}";.x{background:url(${u('bg.png')})}</style></head><body>`,
        `<img src="${attr(u('i.png?a=1&b=2'))}" srcset="${u('i1.png')} 1x, ${u('i2.png')} 2x">`,
        `<picture><source srcset="${u('s.webp')}"></picture>`,
        `<video poster="${u('poster.jpg')}" src="${u('v.mp4')}"><track src="${u('t.vtt')}"></video>`,
        `<audio src="${u('a.mp3')}"></audio><embed src="${u('e.pdf')}"><object data="${u('o.pdf')}"></object>`,
        `<svg><use href="${u('sprite.svg')}#i"></use><image xlink:href="${u('img.svg')}"></image></svg>`,
        `<span style="${attr(`mask-image:url("${u('mask.svg')}")`)}"></span>`,
        `<a href="${u('page')}">link</a><iframe src="${u('embed')}"></iframe>`,
        `<form action="${u('form')}"><input type="image" src="${u('submit.png')}"></form>`,
        `<link rel="modulepreload" href="${u('m.js')}"><link rel="apple-touch-icon" href="${u('touch.png')}">`,
        `<script>self.__next_f.push([1,${JSON.stringify(
          row(1, [
            ['$', 'span', null, { style: { maskImage: `url(${u('payload-only.svg')})` } }],
            ['$', 'a', null, { href: u('payload-link.svg') }],
          ]),
        )}])</script>`,
        '</body></html>',
      ].join('');
      // A srcset of 1,024 characters or more is in the text row its prop references (issue 44 item 2).
      const srcset = `${u('row-only.png')} 1x, ${u(`row-only-2x.png?s=${'5e'.repeat(512)}`)} 2x`;
      const textRow = `2:T${Buffer.byteLength(srcset).toString(16)},${srcset}`;
      const files = {
        'index.html': page,
        'index.txt':
          `:HL["${u('hint.woff2')}","font"]\n${textRow}` +
          row(1, [
            ['$', 'img', null, { src: u('txt-only.png') }],
            ['$', 'img', null, { srcSet: '$2' }],
          ]),
        'app.css': `@import url(${u('app-import.css')});a{background:url(${u('app-bg.png')})}`,
      };
      for (const [name, data] of Object.entries(files)) fs.writeFileSync(path.join(root, name), data);
      const report = await checkSite({
        root,
        files: Object.keys(files),
        host: 'auto',
        siteUrl: 'https://docs.example.com',
        ignore: undefined,
        pageCount: undefined,
        externalAssets: true,
      });
      const listed = report.externalAssets!.map((a) => a.url).sort();
      const fetched = [...(await loadedAssets(root, Object.keys(files))).loadedBy.keys()].sort();
      expect(listed).toEqual(fetched);
      const loaded = ['payload-only.svg', 'txt-only.png', 'hint.woff2', 'mask.svg', 'i.png?a=1&b=2', 'tile.png'];
      for (const name of [...loaded, 'row-only.png']) expect(listed).toContain(u(name));
      for (const name of ['page', 'embed', 'form', 'og.png', 'canonical', 'payload-link.svg', ''])
        expect(listed).not.toContain(u(name));
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('a style value of 1,024 characters or more (issue 44 review, finding 2)', () => {
  test('in the text row it references: its off-site url() is rewritten, the row length fixed, and listed', () => {
    const gradient = `linear-gradient(90deg,${Array.from({ length: 100 }, (_, i) => `#${i}0${i} ${i}%`).join(',')})`;
    const value = (mask: string): string => `${gradient}, url("/images/bg.png"), url("${mask}")`;
    const rows = (mask: string): string =>
      `2:T${Buffer.byteLength(value(mask)).toString(16)},${value(mask)}` +
      row(3, ['$', 'div', null, { style: { backgroundImage: '$2' }, children: 'x' }]);
    expect(value(ICON).length).toBeGreaterThanOrEqual(1024);
    expect(rewritten(rows(ICON))).toBe(rows('/_external/icons/book.svg'));
    const { seen, rule } = collector();
    rscFileEdits(Buffer.from(rows(ICON)), payloadRule('index.txt', rule));
    expect(seen).toEqual([`asset ${ICON}`]);
  });
});

describe('compiled MDX a client component renders (issue 44 review, finding 3)', () => {
  /** Compiled MDX: an off-site image quoted and in backquotes, a link, a component's data, and a code block's text. */
  const mdx = (hero: string, icon: string): string =>
    '"use strict";\nconst {jsx: _jsx, jsxs: _jsxs} = arguments[0];\nfunction _createMdxContent(props) {\n' +
    `  return _jsxs("div", {children: [_jsx("img", {src: "${hero}", alt: "Hero"}), _jsx("img", {src:\`${icon}\`}), ` +
    `_jsx("a", {href: "${IMAGE}", children: "A"}), _jsx(Field, {example: {src: "${IMAGE}"}}), ` +
    `_jsx("code", {children: "src: \\"${IMAGE}\\""})]});\n}\nreturn {default: _createMdxContent};\n`;
  const rows = (hero: string, icon: string): string =>
    '1:I[123,["static/chunks/a.js"],"MDXContent"]\n' +
    row(2, ['$', '$L1', null, { mdxSource: { compiledSource: mdx(hero, icon) } }]);

  test('bundle rewrites the images of its _jsx props, quoted or in backquotes; links, data and text stay', () => {
    expect(rewritten(rows(`${IMAGE}#top`, ICON))).toBe(
      rows('/_external/images/hero.abc.png#top', '/_external/icons/book.svg'),
    );
  });

  test("bundle rewrites its poster:, each srcSet: candidate and an <object>'s data: (review finding 4)", () => {
    const code = (video: string, icon: string, pdf: string): string =>
      mdx('/images/a.png', '/images/b.png').replace(
        '_jsx("code"',
        `_jsx("video", {poster: "${video}"}), _jsx("img", {srcSet: "${icon} 1x, /images/c.png 2x"}), ` +
          `_jsx("object", {data: "${pdf}"}), _jsx("code"`,
      );
    const payload = (video: string, icon: string, pdf: string): string =>
      row(2, ['$', '$L1', null, { mdxSource: { compiledSource: code(video, icon, pdf) } }]);
    const pdf = 'https://files.cdn.test/spec.pdf';
    const rule: AssetRule = (url) => (url === pdf ? '/_external/files/spec.pdf' : stored.get(url));
    const txt = (written: string): string =>
      applyEdits(Buffer.from(written), rscFileEdits(Buffer.from(written), payloadRule('index.txt', rule))).toString();
    expect(txt(`1:I[123,[],"MDXContent"]\n${payload(IMAGE, ICON, pdf)}`)).toBe(
      `1:I[123,[],"MDXContent"]\n` +
        payload('/_external/images/hero.abc.png', '/_external/icons/book.svg', '/_external/files/spec.pdf'),
    );
  });

  test('report lists what bundle fetches from it, in the inline payload and the .txt', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'external-mdx-'));
    try {
      const payload = rows(IMAGE, ICON);
      const push = JSON.stringify(payload).replace(
        /[&<>]/g,
        (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
      );
      const files = {
        'index.html': `<html><body><script>self.__next_f.push([1,${push}])</script></body></html>`,
        'index.txt': payload,
      };
      for (const [name, data] of Object.entries(files)) fs.writeFileSync(path.join(root, name), data);
      const report = await checkSite({
        root,
        files: Object.keys(files),
        host: 'auto',
        siteUrl: 'https://docs.example.com',
        ignore: undefined,
        pageCount: undefined,
        externalAssets: true,
      });
      const fetched = await loadedAssets(root, Object.keys(files));
      expect([...fetched.loadedBy.keys()].sort()).toEqual([ICON, IMAGE].map((url) => new URL(url).href).sort());
      expect(report.externalAssets!.map((a) => a.url).sort()).toEqual([...fetched.loadedBy.keys()].sort());
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
