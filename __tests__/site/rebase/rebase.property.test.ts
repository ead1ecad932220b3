/**
 * Property tests of the rebase (issue 29): generated pages, stylesheets and RSC payloads that mix URLs with text that
 * looks like URLs (code samples, JSON data, attribute-like text, comments). Each generator builds its input from
 * pieces and knows, on its own, where the URL positions are and what each should become; then:
 * - every edit the rebase reports lies inside a URL position the generator placed (or, in a payload, the byte length
 *   of a text row whose HTML holds one), and applying the reported edits gives the rebased file: every byte outside
 *   them is unchanged;
 * - the rebased file is what the generator expects (URLs prefixed, text and data as they were);
 * - rebasing twice equals rebasing once, and no `/docs/docs` appears.
 */
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { cssEdits } from '../../../src/site/rebase/rebase-css.ts';
import { jsEdits, rebaseFile } from '../../../src/site/rebase/rebase-files.ts';
import { htmlEdits } from '../../../src/site/rebase/rebase-html.ts';
import { applyEdits, type BasePath, type Edit } from '../../../src/site/rebase/rebase-url.ts';
import { rebaseRule, rscFileEdits } from '../../../src/site/rebase/rsc.ts';
import { sitePaths } from '../../../src/site/rebase/site-paths.ts';

/** The site's files: data names them or not (issue 37 item 3). */
const SITE_FILES = ['index.html', 'guides/start.html', '_next/static/css/a.css', 'docs/x.html'];
const base: BasePath = { prefix: '/docs', origins: ['https://docs.example.com'], has: sitePaths(SITE_FILES) };
const RUNS = { numRuns: 200 };

/** URLs as written, rebased or not; none holds a character that needs escaping in HTML, CSS or JSON. */
const URLS = [
  '/',
  '/guides/start',
  '/pricing',
  '/?q=1',
  '/#top',
  '/docs',
  '/docs/x',
  '/documentation',
  '/_next/static/css/a.css',
  'relative/x.png',
  '#frag',
  'https://example.org/x',
  'https://docs.example.com/a',
  'mailto:a@b.c',
];
const url = fc.constantFrom(...URLS);
const prose = fc.constantFrom('', 'Grüße ', '東京 🚀 ', 'see /guides ', 'href=/x ');

/** What the rebase must make of a URL in a URL position: the test's own statement of the rule. */
function expected(u: string, folder = false): string {
  const own = u.startsWith('https://docs.example.com') ? 'https://docs.example.com' : '';
  const path = u.slice(own.length) || '/';
  if (!path.startsWith('/') || path.startsWith('//')) return u;
  if (/^\/docs(?:[/?#]|$)/.test(path)) return u;
  if (!folder && /^\/(?:[?#]|$)/.test(path)) return `${own}/docs${path.slice(1)}`;
  return `${own}/docs${path}`;
}

/**
 * What the rebase must make of a URL written as data in a client component's prop, at a link key: a root-absolute
 * path to one of the site's files is a link; anything else (an API response's `/orders/1`, another origin) is data.
 */
function expectedData(u: string): string {
  const path = u.replace(/[?#].*$/, '');
  const site = path === '/' || SITE_FILES.some((file) => `/${file}` === path || `/${file}` === `${path}.html`);
  return u.startsWith('/') && !u.startsWith('//') && site ? expected(u) : u;
}

/** A piece of a generated file: its text, what the rebase must make of it, and its URL positions (offsets in it). */
interface Piece {
  text: string;
  out: string;
  urls: [number, number][];
}

/** A piece with one URL position: `before` + the URL + `after`. */
function withUrl(before: string, u: string, after: string, folder = false): Piece {
  return {
    text: before + u + after,
    out: before + expected(u, folder) + after,
    urls: [[before.length, before.length + u.length]],
  };
}
const plain = (text: string): Piece => ({ text, out: text, urls: [] });
/** A URL written as data at a link key ({@link expectedData}). */
function withDataUrl(before: string, u: string, after: string): Piece {
  return expectedData(u) === u ? plain(before + u + after) : withUrl(before, u, after);
}

/** The pieces joined, with the URL positions as byte ranges of the UTF-8 file. */
function join(pieces: Piece[]): { input: Buffer; output: string; ranges: [number, number][] } {
  let text = '';
  let output = '';
  const ranges: [number, number][] = [];
  for (const piece of pieces) {
    for (const [start, end] of piece.urls) {
      const at = Buffer.byteLength(text + piece.text.slice(0, start));
      ranges.push([at, at + Buffer.byteLength(piece.text.slice(start, end))]);
    }
    text += piece.text;
    output += piece.out;
  }
  return { input: Buffer.from(text), output, ranges };
}

/** The invariants, for a file kind whose reported edits are `edits`. */
function check(
  kind: 'html' | 'css' | 'rsc' | 'js',
  pieces: Piece[],
  edits: (input: Buffer) => Edit[],
  extraRanges: (input: Buffer) => [number, number][] = () => [],
): void {
  const { input, output, ranges } = join(pieces);
  const allowed = [...ranges, ...extraRanges(input)];
  const reported = edits(input);
  for (const edit of reported) {
    const inside = allowed.some(([start, end]) => start <= edit.start && edit.end <= end);
    expect({ edit, inside }).toEqual({ edit, inside: true });
  }
  const once = rebaseFile(kind, input, base) ?? input;
  expect(applyEdits(input, [...reported]).equals(once)).toBe(true);
  expect(once.toString('utf8')).toBe(output);
  expect(rebaseFile(kind, once, base)).toBeUndefined();
  if (!input.includes('/docs/docs')) expect(once.includes('/docs/docs')).toBe(false);
}

const htmlPiece: fc.Arbitrary<Piece> = fc.oneof(
  url.map((u) => withUrl('<a href="', u, '">link</a>')),
  url.map((u) => withUrl("<img alt='/alt' src='", u, "'>")),
  url.map((u) => withUrl('<link rel="stylesheet" href="', u, '">')),
  url.map((u) => withUrl('<base href="', u, '">', true)),
  url.map((u) => withUrl('<form action=', u, '><button>Go</button></form>')),
  url.map((u) => withUrl('<style>.a{background:url(', u, ')}</style>')),
  url.map((u) => withUrl('<span style="mask-image:url(&quot;', u, '&quot;);height:8px">x</span>')),
  url.map((u) => plain(`<span style="content:'url(${u})'" title="url(${u})">x</span>`)),
  url.map((u) => plain(`<link rel="preconnect" href="${u}">`)),
  url.map((u) => plain(`<div data-href="${u}" title="${u}">x</div>`)),
  url.map((u) => plain(`<p>&lt;a href=&quot;${u}&quot;&gt; and href="${u}" src=${u}</p>`)),
  url.map((u) => plain(`<!-- <a href="${u}">old</a> -->`)),
  url.map((u) => plain(`<pre><code>&lt;img src="${u}"&gt; url(${u})</code></pre>`)),
  url.map((u) => plain(`<script type="application/json">{"href":"${u}","src":"${u}"}</script>`)),
  url.map((u) => plain(`<textarea><a href="${u}">x</a></textarea>`)),
  url.map((u) => plain(`<meta name="description" content="${u}">`)),
  url.map((u) => withUrl('<meta property="og:image" content="', u, '">')),
  prose.map(plain),
);

const cssPiece: fc.Arbitrary<Piece> = fc.oneof(
  url.map((u) => withUrl('a{background:url(', u, ')}')),
  url.map((u) => withUrl('b{background:url("', u, '")}')),
  url.map((u) => withUrl('c{background:image-set("', u, '" 1x)}')),
  url.map((u) => withUrl('@import "', u, '";')),
  url.map((u) => plain(`/* url(${u}) @import "${u}"; */`)),
  url.map((u) => plain(`d{content:"url(${u})"}`)),
  url.map((u) => plain(`e{--x:"${u}"}`)),
);

/** Next's runtime statements (issue 37): its public path and a static media import are URL positions in code. */
const RUNTIME: [string, string, string][] = [
  ['let t="', '/_next/', '",r=new WeakMap;'],
  ["let t='", '/_next/', "';"],
  ['r.p="', '/_next/', '";'],
  ['let n={src:"', '/_next/static/media/a.svg', '",height:32};'],
];
/** The same statements as text: what a code sample a chunk ships holds. */
const runtimeText = fc.constantFrom(
  'let t="/_next/"',
  "let t='/_next/'",
  "r.p='/_next/'",
  'src:"/_next/static/media/a.svg"',
);
const jsPiece: fc.Arbitrary<Piece> = fc.oneof(
  fc.constantFrom(...RUNTIME).map(([before, u, after]) => withUrl(before, u, after)),
  // Code in a template's substitution is code.
  fc
    .constantFrom(...RUNTIME)
    .map(([before, u, after]) => withUrl('s=`${(()=>{' + before, u, after + 'return 1})()}`;')),
  fc.tuple(runtimeText, prose).map(([t, p]) => plain(`s=${JSON.stringify(p + t)};`)),
  runtimeText.map((t) => plain(`s='${t.replaceAll("'", "\\'")}';`)),
  fc.tuple(runtimeText, prose).map(([t, p]) => plain(`s=\`${p}${t}\`;`)),
  fc.tuple(runtimeText, prose).map(([t, p]) => plain(`s=\`${p}\${\`${t}\${x}${t}\`}${t}\`;`)),
  runtimeText.map((t) => plain(`/* ${t} */`)),
  runtimeText.map((t) => plain(`// ${t}\n`)),
  runtimeText.map((t) => plain(`r=/${t.replaceAll('/', '\\/')}/g;`)),
  // Patterns that hold a quote, and divisions.
  fc.constantFrom('q=/"/g;', 'q=/[\'"]/;', "if(x)return /'/.test(y);", 'n=a/2;', 'o=(b)/c/d;', 'p=x[0]/2;').map(plain),
  // A pattern that holds a quote right after a statement's head (`if(a)/"/.test(b)`); a division after other `)`.
  fc
    .tuple(
      fc.constantFrom('if(#)', 'while(#)', 'for(;#;)', 'with(#)', 'do;while(#)', 'if(f(function(){for(;;)#}))'),
      fc.constantFrom('x', 'f(x)', 'a,(b)', '")"', "/[)']/.test(x)"),
      fc.constantFrom('', ' ', '/* c */'),
      fc.constantFrom('"', "'", '`'),
    )
    .map(([head, inner, space, quote]) => plain(`${head.replace('#', inner)}${space}/${quote}/.test(x);`)),
  fc.constantFrom('n=o.if(x)/2;', 'n=gif(x)/2/3;', 'if(x)(y)/2;').map(plain),
);

/** The shapes of {@link compiledMdx}. */
const mdxShape = fc.constantFrom(0, 1, 2, 3);

/** A payload row: its text and output (a text row's length is filled in by {@link payload}). */
type Row = (id: string) => Piece;
const json = (s: string): string => JSON.stringify(s).slice(1, -1);

const rscRow: fc.Arbitrary<Row> = fc.oneof(
  url.map((u) => (id: string) => withUrl(`${id}:["$","a",null,{"href":"`, u, '","children":"Link"}]\n')),
  url.map((u) => (id: string) => withUrl(`${id}:["$","$L2",null,{"href":"`, u, '","id":"nav"}]\n')),
  url.map((u) => (id: string) => withUrl(`${id}:["$","img",null,{"alt":"${u}","src":"`, u, '"}]\n')),
  url.map((u) => (id: string) => withUrl(`${id}:["$","meta","0",{"property":"og:url","content":"`, u, '"}]\n')),
  url.map((u) => () => withUrl(':HL["', u, '","style"]\n')),
  // A tag's style prop: its url()s are URL positions, as in the page's style="" (issue 37); a CSS string is text.
  url.map(
    (u) => (id: string) => withUrl(`${id}:["$","div",null,{"style":{"backgroundImage":"url(`, u, ')","height":8}}]\n'),
  ),
  url.map((u) => (id: string) => withUrl(`${id}:["$","span",null,{"style":{"maskImage":"url(\\"`, u, '\\")"}}]\n')),
  url.map(
    (u) => (id: string) =>
      withUrl(`${id}:["$","div",null,{"style":{"color":"red","backgroundImage":"image-set(\\"`, u, '\\" 1x)"}}]\n'),
  ),
  url.map((u) => (id: string) => plain(`${id}:["$","span",null,{"style":{"content":"'url(${u})'"}}]\n`)),
  // A style member of a component's data, and a style prop in a code sample, are text.
  url.map(
    (u) => (id: string) =>
      plain(`${id}:["$","$L2",null,{"style":{"maskImage":"url(${u})"},"theme":{"style":{"mask":"url(${u})"}}}]\n`),
  ),
  url.map(
    (u) => (id: string) =>
      plain(`${id}:["$","code",null,{"children":"${json(`style={{maskImage: 'url("${u}")'}}`)}"}]\n`),
  ),
  url.map((u) => () => withUrl(':HS["', u, '","default"]\n')),
  // Data: a link key names the site's file or not; other keys, and URLs of other sites, are never links.
  url.map(
    (u) => (id: string) => withDataUrl(`${id}:["$","$L2",null,{"data":{"_links":{"self":{"href":"`, u, '"}}}}]\n'),
  ),
  fc.tuple(url, fc.constantFrom('href', 'src', 'light', 'dark', 'favicon')).map(
    ([u, key]) =>
      (id: string) =>
        withDataUrl(`${id}:["$","$L2",null,{"config":{"name":"${u}","groups":[{"pages":[{"${key}":"`, u, '"}]}]}}]\n'),
  ),
  url.map(
    (u) => (id: string) => plain(`${id}:["$","$L2",null,{"data":{"url":"${u}","title":"${u}","next":"${u}"}}]\n`),
  ),
  // Compiled MDX: the `href:` member of its JSX props is a link; its string literals and comments are text.
  fc.tuple(url, prose, mdxShape).map(([u, p, shape]) => (id: string) => {
    const [before, after] = compiledMdx(u, p, shape);
    return withUrl(`${id}:["$","$L2",null,{"compiledSource":"${json(before)}`, u, `${json(after)}"}]\n`);
  }),
  // Compiled MDX: an object nested in JSX props is a component's data: a link only when it names the site's file.
  fc
    .tuple(url, prose, fc.constantFrom('href', 'src'), fc.constantFrom('"', '`'))
    .map(([u, p, key, q]) => (id: string) => {
      const [before, after] = compiledMdxData(u, p, key, q);
      return withDataUrl(`${id}:["$","$L2",null,{"compiledSource":"${json(before)}`, u, `${json(after)}"}]\n`);
    }),
  fc.tuple(url, prose, mdxShape).map(([u, p, shape]) => (id: string): Piece => {
    // Long compiled MDX, in a text row referenced from an object prop: its byte length changes with the link.
    const [before, after] = compiledMdx(u, p, shape);
    const text = before + u + after;
    const out = before + expected(u) + after;
    const head = `${id}0:T`;
    const tail = `${id}:["$","$L2",null,{"source":{"compiledSource":"$${id}0","frontmatter":{}}}]\n`;
    const lengthOf = (s: string): string => `${Buffer.byteLength(s).toString(16)},`;
    const at = head.length + lengthOf(text).length + before.length;
    return {
      text: head + lengthOf(text) + text + tail,
      out: head + lengthOf(out) + out + tail,
      urls: [[at, at + u.length]],
    };
  }),
  url.map((u) => (id: string) => plain(`${id}:["$","code",null,{"children":"${json(`<a href="${u}">`)}"}]\n`)),
  url.map((u) => (id: string) => plain(`${id}:["$","meta","1",{"name":"description","content":"${u}"}]\n`)),
  url.map((u) => (id: string) => plain(`${id}:{"href":"${u}","src":"${u}","action":"${u}"}\n`)),
  fc.tuple(url, prose).map(([u, p]) => (id: string) => {
    // A long code sample: text, referenced as a child.
    const text = `${p}<a href="${u}">Pricing</a>\n`.repeat(3);
    return plain(
      `${id}0:T${Buffer.byteLength(text).toString(16)},${text}${id}:["$","code",null,{"children":"$${id}0"}]\n`,
    );
  }),
  fc.tuple(url, prose).map(([u, p]) => (id: string): Piece => {
    // HTML React inserts: the row's URL is a URL position, and its length changes with it.
    const before = `<p>${p}<a href="`;
    const after = `">x</a></p>`;
    const text = before + u + after;
    const out = before + expected(u) + after;
    const head = `${id}0:T`;
    const tail = `${id}:["$","div",null,{"dangerouslySetInnerHTML":{"__html":"$${id}0"}}]\n`;
    const lengthOf = (s: string): string => `${Buffer.byteLength(s).toString(16)},`;
    const at = head.length + lengthOf(text).length + before.length;
    return {
      text: head + lengthOf(text) + text + tail,
      out: head + lengthOf(out) + out + tail,
      urls: [[at, at + u.length]],
    };
  }),
);

/**
 * Compiled MDX (`@mdx-js/mdx`'s function body) around one link, `[before, after]`: the link's URL goes between them;
 * the same URL in a code block's string, a template literal, comments and a property that is no link is text. Shapes:
 * 0 a link among strings and comments; 1 a link in a template's `${…}` nested in another template, whose text holds
 * members; 2 a link after regular expressions that hold quotes and divisions; 3 minified, as a real `mint export`
 * writes it (issue 44 item 3): the link in backquotes, beside a link built from a `${…}` and templates whose text
 * holds members, escaped backquotes and `\${`, which all stay.
 */
function compiledMdx(u: string, p: string, shape = 0): [string, string] {
  const head = `"use strict";\nconst {jsx: _jsx, jsxs: _jsxs} = arguments[0];\n// <a href="${u}">\n`;
  const tail = '}\nreturn {default: _createMdxContent};\n';
  if (shape === 1)
    return [
      `${head}function _createMdxContent(props) {\n  const x = \`${p}href: "${u}" \${\`${p}\${_jsx("a", {href: "`,
      `"})} src: '${u}'\`} src: "${u}"\`;\n  return _jsx("p", {children: x});\n${tail}`,
    ];
  if (shape === 3)
    return [
      `${head}function _createMdxContent(e){return _jsxs("p",{children:[_jsx(e.a,{href:\`${u}\${e.slug}\`}),` +
        `_jsx("code",{children:\`${p}href:\\\`${u}\\\` src:\\\${${u}}\`}),_jsx(e.a,{title:\`href:\`,href:\``,
      `\`,children:\`${p}\`})]})\n${tail}`,
    ];
  if (shape === 2)
    return [
      `${head}function _createMdxContent(props) {\n  const q = /"/g, r = /['"]/, h = props.n / 2, ` +
        `s = /'/.test(props.t) ? "${p}" : 'href: "${u}"';\n  return _jsx("a", {href: "`,
      `", title: (props.w) / 2 + ' src: "${u}"'});\n${tail}`,
    ];
  return [
    `${head}function _createMdxContent(props) {\n  return _jsxs("p", {children: [_jsx("a", {\n    href: "`,
    `",\n    children: "${p}"\n  }), _jsx("code", {children: "${p}{href: \\"${u}\\", src: '${u}'}"}),\n` +
      `  _jsx("span", {title: "${u}", children: \`src: "${u}"\`})]});\n}\n/* src: "${u}" */\n` +
      'return {default: _createMdxContent};\n',
  ];
}

/**
 * Compiled MDX around one URL that is data, `[before, after]`: the `key` member of an object nested in a component's
 * props (`_jsx(ResponseField, {example: {…}})`), its value in `quote`s (a template literal is a string like another),
 * beside the same URL as a prop that is no link and in a code block.
 */
function compiledMdxData(u: string, p: string, key: string, quote = '"'): [string, string] {
  return [
    `"use strict";\nconst {jsx: _jsx, jsxs: _jsxs} = arguments[0];\nfunction _createMdxContent(props) {\n` +
      `  return _jsxs(ResponseField, {name: "${p}", title: "${u}", example: {links: [{rel: "self",\n` +
      `    ${key}: ${quote}`,
    `${quote}}]}, children: [_jsx("code", {children: "{${key}: \\"${u}\\"}"}), "${p}"]});\n}\n` +
      'return {default: _createMdxContent};\n',
  ];
}

/** A payload: a client reference row (id 2, a link component), then the rows, with ids of their own. */
const payload = fc
  .array(rscRow, { minLength: 1, maxLength: 12 })
  .map((rows) => [plain('2:I[727,[],""]\n'), ...rows.map((row, k) => row((k + 16).toString(16)))]);

/** The byte lengths of text rows (`<id>:T<hex>,`): an edit there is allowed when the row's HTML changed. */
function lengthRanges(input: Buffer): [number, number][] {
  const text = input.toString('latin1');
  return [...text.matchAll(/(?:^|\n|\]|\}|>)[0-9a-f]+:T([0-9a-f]+),/g)].map((m) => {
    const end = m.index + m[0].length - 1;
    return [end - m[1]!.length, end];
  });
}

describe('the rebase changes URL positions only', () => {
  test('HTML pages: URLs among look-alike text, comments, code, data attributes and scripts', () => {
    fc.assert(
      fc.property(fc.array(htmlPiece, { maxLength: 14 }), (pieces) => {
        check('html', [plain('<!DOCTYPE html><html><body>'), ...pieces, plain('</body></html>')], (b) =>
          htmlEdits(b, base),
        );
      }),
      RUNS,
    );
  });

  test('stylesheets: url(), quoted, image-set() and @import among comments and strings', () => {
    fc.assert(
      fc.property(fc.array(cssPiece, { maxLength: 14 }), (pieces) => {
        check('css', pieces, (b) => cssEdits(b.toString('latin1'), base));
      }),
      RUNS,
    );
  });

  test("scripts: the runtimes' public paths in code; the same text in strings, templates, comments, patterns", () => {
    fc.assert(
      fc.property(fc.array(jsPiece, { maxLength: 14 }), (pieces) => {
        check('js', pieces, (b) => jsEdits(b.toString('latin1'), base));
      }),
      RUNS,
    );
  });

  test('RSC payloads: element and link props, hints, inserted HTML, site links in data, compiled MDX, not text', () => {
    fc.assert(
      fc.property(payload, (pieces) => {
        check(
          'rsc',
          pieces,
          (b) =>
            rscFileEdits(
              b,
              rebaseRule(base, (page) => htmlEdits(page, base)),
            ),
          lengthRanges,
        );
      }),
      RUNS,
    );
  });

  test('a payload in a page, cut into push() chunks anywhere, reads as the payload rebased', () => {
    /** Next.js's script for a chunk, escaped as its `htmlEscapeJsonString` does. */
    const escape = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
    const push = (chunk: string): string =>
      `<script>self.__next_f.push([1,${JSON.stringify(chunk).replace(/[<>&\u2028\u2029]/g, escape)}])</script>`;
    const chunksOf = (html: string): string =>
      [...html.matchAll(/<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g)]
        .map((m) => JSON.parse(m[1]!) as string)
        .join('');
    fc.assert(
      fc.property(payload, fc.array(fc.nat(), { maxLength: 6 }), (pieces, cuts) => {
        const { input, output } = join(pieces);
        const stream = input.toString('utf8');
        // Cut at UTF-16 offsets, never inside a surrogate pair.
        const at = [...new Set(cuts.map((c) => c % (stream.length + 1)))]
          .filter((c) => !/[\udc00-\udfff]/.test(stream[c] ?? ''))
          .sort((a, b) => a - b);
        const chunks = [0, ...at].map((start, k) => stream.slice(start, [...at, stream.length][k]));
        const page = Buffer.from(`<html><body><p>/pricing</p>${chunks.map(push).join('')}</body></html>`);
        const once = rebaseFile('html', page, base) ?? page;
        const html = once.toString('utf8');
        expect(chunksOf(html)).toBe(output);
        expect(html.match(/<script>/g)?.length ?? 0).toBe(chunks.length);
        expect(html.startsWith('<html><body><p>/pricing</p>')).toBe(true);
        expect(rebaseFile('html', once, base)).toBeUndefined();
      }),
      RUNS,
    );
  });
});
