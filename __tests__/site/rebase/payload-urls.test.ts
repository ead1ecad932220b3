/**
 * The payload scanner verification shares with the rebase (`rscUrls` in `src/site/rebase/rsc.ts`, issue 37 item 5): it
 * reads what a client follows where the rebase writes, and nothing else (text, code samples, elements of tags).
 */
import { expect, test } from '@jest/globals';
import { rscUrls, type FoundKind } from '../../../src/site/rebase/rsc.ts';

/** What the scanner reports of a payload, as `kind url` lines in order. */
function found(payload: string): string[] {
  const out: string[] = [];
  rscUrls(payload, (url, kind: FoundKind) => out.push(`${kind} ${url}`));
  return out;
}

/** Compiled MDX as `@mdx-js/mdx` writes a function body: a link, an image, and a code block whose text has both. */
const MDX =
  '"use strict";\nconst {jsx: _jsx, jsxs: _jsxs} = arguments[0];\nfunction _createMdxContent(props) {\n' +
  '  return _jsxs("p", {children: [_jsx("a", {href: "/guides/mdx-link", children: "Go"}), ' +
  '_jsx("img", {src: \'/images/mdx.png\'}), ' +
  '_jsx("code", {children: "{href: \\"/in/code\\", src: \\"/in/code.png\\"}"})]});\n' +
  '  // href: "/in/comment"\n}\nreturn {default: _createMdxContent};\n';

test("a client component's data: its href, src, light, dark and favicon members at any depth, nothing else", () => {
  const config = {
    name: 'Docs',
    logo: { light: '/logo-light.svg', dark: '/logo-dark.svg', href: '/' },
    favicon: '/favicon.svg',
    navigation: [{ group: 'Guides', pages: [{ title: 'Start', href: '/guides/start', icon: '/not-a-key.svg' }] }],
    response: { _links: { self: { href: '/orders/1' } } },
    relative: { href: 'guides/relative' },
  };
  const payload =
    '1:I[9,["/_next/static/chunks/a.js"],"default"]\n' + `0:["$","$L1",null,{"config":${JSON.stringify(config)}}]\n`;
  expect(found(payload)).toEqual([
    'asset /_next/static/chunks/a.js',
    'data-asset /logo-light.svg',
    'data-asset /logo-dark.svg',
    'data-link /',
    'data-asset /favicon.svg',
    'data-link /guides/start',
    // Whether a member is a link is the site's to say (the rebase's rule): /orders/1 is reported, and judged there.
    'data-link /orders/1',
  ]);
});

test('text, code samples and the props of tags are not read as links', () => {
  const code = '{"href":"/in/code-sample","src":"/in/code.png"}';
  const payload =
    '1:I[9,[],"default"]\n' +
    `0:[["$","pre",null,{"children":["$","code",null,{"children":${JSON.stringify(code)}}]}],` +
    '["$","div",null,{"data":{"href":"/tag/data"}}],' +
    `["$","$L1",null,{"title":${JSON.stringify(code)},"items":["/in/array"]}]]\n`;
  expect(found(payload)).toEqual([]);
});

test("compiled MDX's href: and src: members are a link and an asset, inline or in a text row; not its strings", () => {
  const inline = `1:I[9,[],"default"]\n0:["$","$L1",null,{"compiledSource":${JSON.stringify(MDX)}}]\n`;
  const expected = ['link /guides/mdx-link', 'asset /images/mdx.png'];
  expect(found(inline)).toEqual(expected);
  const row = `3:T${Buffer.byteLength(MDX).toString(16)},${MDX}`;
  const viaRow = `1:I[9,[],"default"]\n${row}0:["$","$L1",null,{"source":{"compiledSource":"$3"}}]\n`;
  expect(found(viaRow)).toEqual(expected);
});

test("an object nested in compiled MDX's props is a component's data: its href: and src: are data members", () => {
  const mdx =
    '"use strict";\nconst {jsx: _jsx} = arguments[0];\nfunction _createMdxContent(props) {\n' +
    '  return _jsx(ResponseField, {href: "/guides/field", example: {href: "/orders/1", src: "/img/o.png"}});\n' +
    '}\nreturn {default: _createMdxContent};\n';
  const payload = `1:I[9,[],"default"]\n0:["$","$L1",null,{"compiledSource":${JSON.stringify(mdx)}}]\n`;
  expect(found(payload)).toEqual(['link /guides/field', 'data-link /orders/1', 'data-asset /img/o.png']);
});

test("a link component's href is a link, every Turbopack chunk of 715 rows and a hint's URL assets", () => {
  const rows = Array.from(
    { length: 715 },
    (_, i) => `${(i + 16).toString(16)}:I[${i},["/_next/static/chunks/${i}.js"],"d"]\n`,
  );
  const hint = ':HL["/_next/static/media/f.woff2","font"]\n';
  const payload = `${hint}${rows.join('')}0:["$","$L10",null,{"href":"/guides/x"}]\n`;
  const urls = found(payload);
  expect(urls).toHaveLength(717);
  expect(urls[0]).toBe('asset /_next/static/media/f.woff2');
  expect(urls.at(-1)).toBe('link /guides/x');
});

test("a URL prop's text row (1,024 characters or more, issue 44 item 2): its URLs; a children row's text not", () => {
  const sign = (w: number): string => `/bilder/größe.png?w=${w}&s=${'9f'.repeat(60)}`;
  const srcset = [640, 1080, 1920, 3840, 4096, 5120, 6144, 7168].map((w) => `${sign(w)} ${w}w`).join(', ');
  const src = `${sign(3840)}&x=${'a'.repeat(1024)}`;
  const href = `/guides/start?token=${'b'.repeat(1100)}`;
  const prose = `Größe: /in/prose ${'x'.repeat(1100)}`;
  const text = (id: string, value: string): string => `${id}:T${Buffer.byteLength(value).toString(16)},${value}`;
  const payload =
    '2:I[727,[],"Image"]\n' +
    text('a', srcset) +
    text('b', src) +
    text('c', href) +
    text('d', prose) +
    '0:[["$","img",null,{"srcSet":"$a","src":"$b"}],["$","$L2",null,{"href":"$c","children":"$d"}],' +
    '["$","a",null,{"href":"$c"}],["$","p",null,{"children":"$d"}],["$","$L2",null,{"href":"$$1"}]]\n';
  expect([srcset, src, href, prose].every((value) => value.length >= 1024)).toBe(true);
  expect(found(payload)).toEqual([
    // `$$1` is the text "$1", not a reference: what a link names is its text.
    'link $1',
    ...[640, 1080, 1920, 3840, 4096, 5120, 6144, 7168].map((w) => `asset ${sign(w)}`),
    `asset ${src}`,
    `link ${href}`,
  ]);
});
