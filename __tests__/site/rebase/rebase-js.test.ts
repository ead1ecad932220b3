/**
 * The rebases that read JavaScript (issue 37 "text never changes"): Next's runtime paths in chunks and the props of
 * compiled MDX. Each edits a statement or a prop of the code and never the same characters as text: a code sample in
 * a string, a template or a comment, a pattern in a regular expression.
 */
import { describe, expect, test } from '@jest/globals';
import vm from 'node:vm';
import { walkCode } from '../../../src/web/js-code.ts';
import { rebaseFile } from '../../../src/site/rebase/rebase-files.ts';
import { mdxEdits } from '../../../src/site/rebase/rebase-mdx.ts';
import { applyEdits, type BasePath } from '../../../src/site/rebase/rebase-url.ts';
import { rscUrls } from '../../../src/site/rebase/rsc.ts';
import { sitePaths } from '../../../src/site/rebase/site-paths.ts';

const base: BasePath = { prefix: '/docs', origins: ['https://docs.example.com'] };

function rebaseJs(js: string): string {
  const once = rebaseFile('js', Buffer.from(js), base);
  const result = once ? once.toString() : js;
  expect(rebaseFile('js', Buffer.from(result), base)).toBeUndefined();
  return result;
}

describe("chunks: the runtime's own statement is rebased, the same characters as text are not", () => {
  test("Turbopack's let t and webpack's r.p in code; in strings, templates, comments and patterns, text", () => {
    const samples =
      'const a="let t=\'/_next/\'",b=\'r.p="/_next/"\',c=`let t="/_next/"`,' +
      'd=`x ${`let t="/_next/"`} src:"/_next/static/media/a.svg"`;' +
      '/* let t="/_next/" */\n// r.p="/_next/"\n' +
      'const e=s.replace(/"/g,"let t=\'/_next/\'"),f=/[\'"]let t="\\/_next\\/"/;';
    const runtime = '(()=>{let e;if(!Array.isArray(globalThis.TURBOPACK))return;let t="/_next/",r=new WeakMap;';
    expect(rebaseJs(samples + runtime)).toBe(samples + runtime.replace('let t="/_next/"', 'let t="/docs/_next/"'));
    // After a regular expression that holds a quote, code is still code; a division is no pattern.
    const code = 'const q=/"/g;r.p="/_next/";let n=a/2,m={src:"/_next/static/media/m.svg"},o=(b)/c;let u=\'/_next/\';';
    expect(rebaseJs(code)).toBe(
      'const q=/"/g;r.p="/docs/_next/";let n=a/2,m={src:"/docs/_next/static/media/m.svg"},o=(b)/c;' +
        "let u='/docs/_next/';",
    );
    // In a template's ${…}, code is code again.
    expect(rebaseJs('const s=`${(()=>{let t="/_next/";return t})()}`;')).toBe(
      'const s=`${(()=>{let t="/docs/_next/";return t})()}`;',
    );
  });

  test('a keyword before / opens a pattern; a word, ), ] or a postfix ++ before it divides', () => {
    expect(rebaseJs('if(x)return /"/.test(y);r.p="/_next/";')).toBe('if(x)return /"/.test(y);r.p="/docs/_next/";');
    expect(rebaseJs('x=a[0]/2/"let t=\'/_next/\'".length;')).toBe('x=a[0]/2/"let t=\'/_next/\'".length;');
    expect(rebaseJs('x=i++/2;r.p="/_next/";y=a/b;')).toBe('x=i++/2;r.p="/docs/_next/";y=a/b;');
  });

  // A minified chunk is one line: a quote in a pattern read as a division turned the rest of it inside out.
  test("after the ) of an if, while, for or with head a / opens a pattern: the runtime's statement is code", () => {
    const chunk =
      'if(a)/"/.test(b);var s="let t=\'/_next/\'";let t="/_next/";\n' +
      "x=y;while(q)/'/.exec(r);var u='r.p=\"/_next/\"';\n";
    expect(rebaseJs(chunk)).toBe(chunk.replace('let t="/_next/"', 'let t="/docs/_next/"'));
    const runtime = 'let t="/_next/";';
    const rebased = 'let t="/docs/_next/";';
    for (const head of [
      'for(;;)/"/.test(b);',
      'for(const k in o)/"/.test(k)&&f();',
      "with(o)/'/.exec(r);",
      // Parentheses in the head, and a `)` in a pattern or a string there, are not the head's end.
      'if(f(a,(b)))/"/.test(b);',
      'if(/\\)"/.test(a)&&g(")"))/"/.test(b);',
      'if ( a ) /* why */ /"/.test(b);',
      // `do … while (…)` ends a statement: another starts after it.
      'do x();while(a)/"/.test(b);',
      // A head nested in another's closes first; the outer one's `)` is still a head's.
      'if(a.some(function(e){for(;e;)/\'/.test(e);return e}))/"/.test(b);',
    ])
      expect(rebaseJs(head + runtime)).toBe(head + rebased);
  });

  test('after any other ) a / divides: a call, a grouping, a method named if, a word ending in if', () => {
    // As JavaScript reads each, `"/.length;let t="` is a string: the runtime's statement is text.
    for (const code of [
      'n=o.while(a)/"/.length;let t="/_next/"',
      'n=gif(a)/"/.length;let t="/_next/"',
      'if(a)(b)/"/.length;let t="/_next/"',
      'n=(a)/"/.length;let t="/_next/"',
    ])
      expect(rebaseJs(code)).toBe(code);
  });

  test('after else, do and => a / opens a pattern', () => {
    for (const code of ['if(a)b();else/"/.test(c);', 'do/"/.test(c);while(0);', 'f=()=>/"/.test(c);'])
      expect(rebaseJs(code + 'let t="/_next/";')).toBe(code + 'let t="/docs/_next/";');
  });
});

/** Compiled MDX (`@mdx-js/mdx`'s function body) around `body`, rebased. */
function mdx(body: string): [string, string] {
  const code =
    '"use strict";\nconst {jsx: _jsx, jsxs: _jsxs} = arguments[0];\nfunction _createMdxContent(props) {\n' +
    `${body}\n}\nreturn {default: _createMdxContent};\n`;
  return [code, applyEdits(Buffer.from(code, 'latin1'), mdxEdits(code, base)).toString('latin1')];
}

describe('compiled MDX: props are rebased, text is not', () => {
  test("a prop in a template's ${…}, nested in another template's; look-alike text in their text", () => {
    const body = (link: string, img: string): string =>
      '  const x = `outer href: "/text" ${`inner ${_jsx("a", {href: "' +
      link +
      '"})} href: "/text"`} src: \'/text\' ${_jsx("img", {src: "' +
      img +
      '"})}`;\n  return _jsx("p", {children: x});';
    const [code, rebased] = mdx(body('/guides/start', '/logo.svg'));
    expect(rebased).toBe(mdx(body('/docs/guides/start', '/docs/logo.svg'))[0]);
    expect(code).not.toBe(rebased);
  });

  test("a pattern after an if's head keeps the scan in step", () => {
    const body = (link: string): string =>
      // On one line, as a minifier leaves it: a quote read as a string's would run to the line's end.
      `  if (props.a) /"/.test(props.b); const s = 'href: "/text"'; return _jsx("a", {href: "${link}"});`;
    expect(mdx(body('/guides/start'))[1]).toBe(mdx(body('/docs/guides/start'))[0]);
  });

  test('a regular expression that holds a quote keeps the scan in step', () => {
    const body = (link: string): string =>
      `  const q = /"/g, r = /['"]/, half = props.n / 2, s = /'/.test(props.t) ? "a" : 'href: "/text"';\n` +
      `  return _jsx("a", {href: "${link}", title: (props.w) / 2 + ' src: "/text"'});`;
    expect(mdx(body('/guides/start'))[1]).toBe(mdx(body('/docs/guides/start'))[0]);
  });
});

describe("compiled MDX: only a _jsx call's props are links; an object nested in them is a component's data", () => {
  /** A site that has /guides/start and /img/logo.png, but neither /orders/1 nor /img/o.png. */
  const site: BasePath = { ...base, has: sitePaths(['guides/start.html', 'img/logo.png']) };
  const rebase = (body: string): [string, string] => {
    const code = mdx(body)[0];
    return [code, applyEdits(Buffer.from(code, 'latin1'), mdxEdits(code, site)).toString('latin1')];
  };

  test('a response example shown on the page stays as written; the props beside it are rebased', () => {
    const body = (link: string): string =>
      '  return _jsx(ResponseField, {name: "links", href: "' +
      link +
      '", example: {href: "/orders/1", src: "/img/o.png", items: [{href: "/orders/2"}]}});';
    const [code, rebased] = rebase(body('/guides/start'));
    expect(rebased).toBe(code.replace('href: "/guides/start"', 'href: "/docs/guides/start"'));
    expect(rebased).toContain('example: {href: "/orders/1", src: "/img/o.png", items: [{href: "/orders/2"}]}');
  });

  test("data that names the site's own file is rebased, as in the RSC payload", () => {
    const [, rebased] = rebase('  return _jsx(Card, {logo: {src: "/img/logo.png", href: "/guides/start"}});');
    expect(rebased).toContain('logo: {src: "/docs/img/logo.png", href: "/docs/guides/start"}');
  });

  test("_jsxs and _jsxDEV's props are the second argument only; a _jsx call inside data is an element", () => {
    const body =
      '  return _jsxs(_Fragment, {children: [_jsxDEV(_components.a, {href: "/a"}, undefined, false, ' +
      '{fileName: "x.mdx", href: "/b"}, this), _jsx(Tabs, {data: {tab: _jsx("a", {href: "/c"}), href: "/d"}}, "k")]});';
    const [code, rebased] = rebase(body);
    expect(rebased).toBe(code.replace('href: "/a"', 'href: "/docs/a"').replace('href: "/c"', 'href: "/docs/c"'));
  });
});

describe('compiled MDX written with template literals (issue 44 item 3)', () => {
  /**
   * Compiled MDX as a real `mint export` writes it: minified, its props' strings in backquotes. `links` is the body of
   * the `_jsxs` children.
   */
  const minified = (links: string): string =>
    '"use strict";const{jsx:_jsx,jsxs:_jsxs}=arguments[0];function _createMdxContent(e){const n={a:"a",img:"img",' +
    `...e.components};return _jsxs("p",{children:[${links}]})}return{default:_createMdxContent};`;
  const rebased = (code: string): string =>
    applyEdits(Buffer.from(code, 'latin1'), mdxEdits(code, base)).toString('latin1');
  /** What verification reads of compiled MDX in a client component's prop, as `kind url` lines. */
  const read = (code: string): string[] => {
    const out: string[] = [];
    rscUrls(`1:I[9,[],"default"]\n0:["$","$L1",null,{"compiledSource":${JSON.stringify(code)}}]\n`, (url, kind) =>
      out.push(`${kind} ${url}`),
    );
    return out;
  };
  /** The value of a template literal as JavaScript reads it (and a SyntaxError when it is not valid). */
  const valueOf = (literal: string): unknown => vm.runInNewContext(literal);

  test('a backquoted href: and src: get the base path, as quoted ones do', () => {
    const code = minified('_jsx(n.a,{href:`/tree/anatomy`,children:"Anatomy"}),_jsx(n.img,{src:`/images/a.png`})');
    expect(rebased(code)).toBe(
      minified('_jsx(n.a,{href:`/docs/tree/anatomy`,children:"Anatomy"}),_jsx(n.img,{src:`/docs/images/a.png`})'),
    );
    expect(rebased(rebased(code))).toBe(rebased(code));
    expect(read(code)).toEqual(['link /tree/anatomy', 'asset /images/a.png']);
  });

  test('in a payload string, JSON-escaped, in a .txt and in a page push, as they really appear', () => {
    const code = minified('_jsx(n.a,{href:`/tree/anatomy`,children:`Anatomy`}),_jsx(n.img,{src:`/images/a.png`})');
    const want = minified(
      '_jsx(n.a,{href:`/docs/tree/anatomy`,children:`Anatomy`}),_jsx(n.img,{src:`/docs/images/a.png`})',
    );
    const payload = (mdx: string): string =>
      `1:I[9,[],"default"]\n0:["$","$L1",null,{"source":{"compiledSource":${JSON.stringify(mdx)}}}]\n`;
    expect(rebaseFile('rsc', Buffer.from(payload(code)), base)?.toString()).toBe(payload(want));
    const page = (mdx: string): string =>
      `<html><body><script>self.__next_f.push([1,${JSON.stringify(payload(mdx))}])</script></body></html>`;
    expect(rebaseFile('html', Buffer.from(page(code)), base)?.toString()).toBe(page(want));
  });

  test('a template with ${…} is no fixed URL: left as written, and reported with its member', () => {
    const links = '_jsx(n.a,{href:`/tree/${e.slug}`,children:`${e.title} /tree/x`}),_jsx(n.img,{src:`/images/a.png`})';
    const code = minified(links);
    expect(rebased(code)).toBe(code.replace('src:`/images/a.png`', 'src:`/docs/images/a.png`'));
    expect(read(code)).toEqual(['expression href:`/tree/${e.slug}`', 'asset /images/a.png']);
  });

  test("a member in a template's ${…} is still read; the template around it is reported", () => {
    const code = minified('_jsx(n.a,{href:`/t/${_jsx(n.a,{href:`/inner`})}`})');
    expect(rebased(code)).toBe(minified('_jsx(n.a,{href:`/t/${_jsx(n.a,{href:`/docs/inner`})}`})'));
    expect(read(code)).toEqual(['link /inner', 'expression href:`/t/${_jsx(n.a,{href:`/inner`})}`']);
  });

  test('escapes follow JavaScript: \\`, \\\\ and \\${ are text; the rebased literal is valid, same value', () => {
    const literal = '`/a\\`b\\\\c\\${d}\\u0065\\x66\\\n`';
    expect(valueOf(literal)).toBe('/a`b\\c${d}ef');
    const code = minified(`_jsx(n.a,{href:${literal}})`);
    const out = rebased(code);
    const written = /href:(`(?:[^`\\]|\\[^])*`)/.exec(out)![1]!;
    expect(written).toBe('`/docs/a\\`b\\\\c\\${d}\\u0065\\x66\\\n`');
    expect(valueOf(written)).toBe('/docs/a`b\\c${d}ef');
    expect(read(code)).toEqual(['link /a`b\\c${d}ef']);
  });

  test('a base path written into a template keeps its meaning ($ is escaped there, not in quotes)', () => {
    const dollar: BasePath = { prefix: '/v$1', origins: [] };
    const code = minified('_jsx(n.a,{href:`/x`}),_jsx(n.a,{href:"/y"})');
    const out = applyEdits(Buffer.from(code, 'latin1'), mdxEdits(code, dollar)).toString('latin1');
    expect(out).toBe(minified('_jsx(n.a,{href:`/v\\$1/x`}),_jsx(n.a,{href:"/v$1/y"})'));
    expect(valueOf('`/v\\$1/x`')).toBe('/v$1/x');
  });

  test('an escape JavaScript refuses in a template (\\1, \\x4) is left, as is code that never ran', () => {
    const code = minified('_jsx(n.a,{href:`/a\\1`}),_jsx(n.a,{href:`/b\\x4`})');
    expect(rebased(code)).toBe(code);
  });
});

describe('the walk reads a line of would-be regular expressions in linear time (review 6 #3)', () => {
  /** The code as a string that counts the characters read from it (every read of the walk is a `charCodeAt`). */
  class Counted extends String {
    reads = 0;
    override charCodeAt(index: number): number {
      this.reads++;
      return super.charCodeAt(index);
    }
  }
  const walk = (code: string): { reads: number; visited: number } => {
    const counted = new Counted(code);
    let visited = 0;
    walkCode(counted as unknown as string, () => {
      visited++;
      return undefined;
    });
    return { reads: counted.reads, visited };
  };

  // Each `/` may open a literal whose class never closes: scanning each to the line's end read n² characters.
  test.each([
    ['unclosed classes', (n: number) => 'var t="/_next/";x=' + '/['.repeat(n)],
    ['unclosed classes after escapes', (n: number) => 'x=' + '/[\\'.repeat(n)],
    ['escaped slashes', (n: number) => 'x=/' + '\\/'.repeat(n) + '\ny=1'],
    // Statement heads open inside one another: the walk keeps a bounded number of them.
    ['nested statement heads', (n: number) => 'if('.repeat(n) + 'a' + ')/'.repeat(n)],
  ])('%s: each character is read a few times, whatever the line length', (_, line) => {
    for (const n of [1_000, 20_000]) {
      const code = line(n);
      const { reads, visited } = walk(code);
      expect(reads).toBeLessThan(8 * code.length);
      // Every `/` is taken for a division (none closes): the walk visits each punctuator.
      expect(visited).toBeGreaterThanOrEqual(n);
    }
  });

  test("Turbopack's runtime after such a line is still rebased, and the line is left", () => {
    const line = 'x=' + '/['.repeat(100_000) + '\n';
    expect(rebaseJs(line + 'let t="/_next/";')).toBe(line + 'let t="/docs/_next/";');
  });

  test('a literal still closes past an earlier one that did not, and an escaped line break ends one', () => {
    // The first `/` opens a class that never closes; the later literal holds a quote, which must not open a string.
    expect(rebaseJs('a=/[ ;b=/"/;let t="/_next/";')).toBe('a=/[ ;b=/"/;let t="/docs/_next/";');
    // `/\` then a line break is no literal: the quote on the next line opens a string, as in JavaScript.
    expect(rebaseJs('a=/\\\n"let t=\'/_next/\'"')).toBe('a=/\\\n"let t=\'/_next/\'"');
  });
});
