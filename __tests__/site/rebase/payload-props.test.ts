/**
 * Props of an RSC payload that the rebase and verification read as the page's HTML reads them (issue 44 review): a
 * `style` value of 1,024 UTF-16 units or more, which React writes in a text row the prop references (finding 2), and
 * compiled MDX's `poster:`, `srcSet:` and `data:` members (finding 4).
 */
import { expect, test } from '@jest/globals';
import { rebaseFile } from '../../../src/site/rebase/rebase-files.ts';
import { rscUrls, type FoundKind } from '../../../src/site/rebase/rsc.ts';
import type { BasePath } from '../../../src/site/rebase/rebase-url.ts';

const base: BasePath = { prefix: '/docs', origins: ['https://docs.example.com'] };

/** A `.txt` payload rebased to /docs, and checked to be left as it is when rebased again. */
function rebased(payload: string): string {
  const once = rebaseFile('rsc', Buffer.from(payload), base);
  const out = once ? once.toString() : payload;
  expect(rebaseFile('rsc', Buffer.from(out), base)).toBeUndefined();
  return out;
}

/** What verification's reader reports of a payload, as `kind url` lines in order. */
function found(payload: string): string[] {
  const out: string[] = [];
  rscUrls(payload, (url, kind: FoundKind) => out.push(`${kind} ${url}`));
  return out;
}

const text = (id: string, value: string): string => `${id}:T${Buffer.byteLength(value).toString(16)},${value}`;

/** A gradient long enough that React moves the style value into a text row, then two images; `é` in a caption. */
const gradient = `linear-gradient(90deg,${Array.from({ length: 100 }, (_, i) => `#${i}0${i} ${i}%`).join(',')})`;
const longStyle = (prefix: string): string =>
  `${gradient}, url("${prefix}/images/bg.png#café"), url("https://icons.example.org/mask.png")`;
const styleRows = (prefix: string): string =>
  text('2', longStyle(prefix)) +
  text('4', `Caption ${'x'.repeat(1100)} url("/in/text.png")`) +
  '3:["$","div",null,{"style":{"backgroundImage":"$2","color":"red"},"children":"$4"}]\n';

test('a style value of 1,024 characters or more, in the text row it references: rebased, its length recomputed', () => {
  expect(longStyle('').length).toBeGreaterThanOrEqual(1024);
  // The children row is text: it stays byte for byte.
  expect(rebased(styleRows(''))).toBe(styleRows('/docs'));
});

test("verification reads the url()s of a style value's text row as assets; a children row's text not", () => {
  expect(found(styleRows(''))).toEqual(['asset /images/bg.png#café', 'asset https://icons.example.org/mask.png']);
});

/**
 * Compiled MDX with a video's poster, an image's srcSet (and `srcset`, as an author may write it), an `<object>`'s
 * data;
 * a component's `data:` prop, a nested object's `poster:` and a code block's text, which are not URLs it loads.
 */
const mdx = (p: string): string =>
  '"use strict";\nconst {jsx: _jsx, jsxs: _jsxs} = arguments[0];\nfunction _createMdxContent(props) {\n' +
  '  const _components = {object: "object", ...props.components};\n' +
  `  return _jsxs("div", {children: [_jsx("video", {src: "${p}/videos/demo.mp4", poster: "${p}/images/poster.png"}), ` +
  `_jsx("img", {src: "${p}/images/a.png", srcSet: "${p}/images/a.png 1x, ${p}/images/a2.png 2x"}), ` +
  `_jsx("img", {srcset: \`${p}/images/b.png 480w,${p}/images/b2.png 960w\`}), ` +
  `_jsx("object", {data: "${p}/files/spec.pdf"}), _jsx(_components.object, {data: '${p}/files/b.pdf'}), ` +
  '_jsx(Chart, {data: "/files/chart.json", example: {poster: "/images/poster.png"}}), ' +
  '_jsx("code", {children: "{poster: \\"/in/code.png\\"}"})]});\n}\nreturn {default: _createMdxContent};\n';
const mdxRows = (p: string): string =>
  '1:I[123,["static/chunks/a.js"],"MDXContent"]\n' +
  `2:["$","$L1",null,{"mdxSource":{"compiledSource":${JSON.stringify(mdx(p))}}}]\n`;

test("compiled MDX's poster:, each srcSet: candidate and an <object>'s data: get /docs; data and text stay", () => {
  expect(rebased(mdxRows(''))).toBe(mdxRows('/docs'));
});

test("verification reads compiled MDX's poster:, srcSet: candidates and an <object>'s data: as assets", () => {
  const loaded = ['videos/demo.mp4', 'images/poster.png', 'images/a.png', 'images/a.png', 'images/a2.png'];
  const more = ['images/b.png', 'images/b2.png', 'files/spec.pdf', 'files/b.pdf'];
  expect(found(mdxRows(''))).toEqual([...loaded, ...more].map((file) => `asset /${file}`));
});
