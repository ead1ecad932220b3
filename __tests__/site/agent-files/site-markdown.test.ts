/**
 * A page's main content to Markdown (`agent-files: full`): what `readPage` takes from a page, and that converting a
 * long page in pieces (the converter's cost is quadratic in its input) gives the Markdown of converting it whole,
 * read back with `marked`, with no list, table, card link or quote cut apart.
 */
import { Parser } from 'htmlparser2';
import { marked, type Token, type Tokens } from 'marked';
import { markdownConverter, textMarkdown } from '../../../src/site/agent-files/markdown.ts';
import { readPage } from '../../../src/site/agent-files/page.ts';
import { MAX_DEPTH, pageContent } from '../../../src/site/agent-files/page-content.ts';
import { generateSite } from '../../../emulator/site.ts';

const section = (k: number): string =>
  `<div class="mdx-section"><h2 id="s${k}">Section ${k}</h2><p>Text ${k} with <a href="/p${k}">a link</a>.</p>` +
  `<a class="card" href="/card-${k}"><div><h3>Card ${k}</h3><p>About card ${k}.</p></div></a>` +
  `<ul><li>one ${k}</li><li>two<ul><li>nested ${k}</li></ul></li></ul>` +
  `<blockquote><p>Quote ${k}</p><p>second ${k}</p></blockquote>` +
  `<table><thead><tr><th>A</th><th>B</th></tr></thead>` +
  `<tbody><tr><td>${k}</td><td><code>x|y</code></td></tr></tbody></table>` +
  `<pre language="ts"><code>const x${k} = 1;\n</code></pre>` +
  `${'<p>Filler text that makes the page long.</p>'.repeat(8)}</div>`;

const page = (content: string): string =>
  '<!DOCTYPE html><html><head><title>Long page - Acme</title><meta property="og:site_name" content="Acme">' +
  '<meta property="og:description" content="From og."><link rel="alternate" type="text/markdown" href="/long.md">' +
  `</head><body><nav><a href="/">Home</a></nav><div id="content-area">${content}</div><footer>f</footer></body></html>`;

/** Token types and texts, without positions or raw text (which differ only in white space between blocks). */
function shape(tokens: Token[]): unknown[] {
  return tokens
    .filter((t) => t.type !== 'space')
    .map((t) => {
      const token = t as Token & { tokens?: Token[]; items?: { text: string }[]; text?: string };
      return [t.type, token.text ?? token.items?.map((i) => i.text)];
    });
}

test('readPage takes the title, og:site_name, a description, the Markdown alternate and #content-area', () => {
  const info = readPage(page(section(1)));
  expect(info).toMatchObject({
    title: 'Long page - Acme',
    siteName: 'Acme',
    description: 'From og.',
    markdownHref: '/long.md',
  });
  expect(info.main?.startsWith('<div id="content-area">')).toBe(true);
  expect(info.main?.endsWith('</div>')).toBe(true);
  expect(info.main).not.toContain('<footer>');
});

test('without #content-area, main, then article, then body is the content', () => {
  expect(readPage('<body><nav>n</nav><article><p>a</p></article></body>').main).toBe('<article><p>a</p></article>');
  expect(readPage('<body><article>a</article><main><p>m</p></main></body>').main).toBe('<main><p>m</p></main>');
  expect(readPage('<html><body><p>b</p></body></html>').main).toBe('<body><p>b</p></body>');
});

test('a long page converted in pieces gives the Markdown of the whole page', () => {
  const content = Array.from({ length: 60 }, (_, k) => section(k)).join('');
  const info = readPage(page(content));
  expect(info.main!.length).toBeGreaterThan(40_000);
  // Cut points exist, and none falls inside a card link, a list, a quote or a table.
  expect(info.cuts.length).toBeGreaterThan(100);
  for (const cut of info.cuts) {
    const before = info.main!.slice(0, cut);
    for (const tag of ['a', 'ul', 'blockquote', 'table', 'pre']) {
      const opened = (before.match(new RegExp(`<${tag}[\\s>]`, 'g')) ?? []).length;
      const closed = before.split(`</${tag}>`).length - 1;
      expect([tag, opened]).toEqual([tag, closed]);
    }
  }
  const convert = markdownConverter((href) => `https://docs.acme.test${href}`);
  const pieces = convert(info.main!, info.cuts);
  const whole = convert(info.main!);
  expect(shape(marked.lexer(pieces))).toEqual(shape(marked.lexer(whole)));
  expect(pieces).toContain('[Card 59](https://docs.acme.test/card-59)');
  expect(pieces).toContain('```ts\nconst x59 = 1;\n```');
  expect(pieces).toContain('| 59 | `x\\|y` |');
});

test("llms.txt reads a page's head only: the same title, description and site name, no content", () => {
  const html =
    '<!DOCTYPE html><html><head><title>Install - Acme</title><meta name="description" content="Set it up.">' +
    '<meta property="og:site_name" content="Acme"></head><body><svg><title>icon</title></svg>' +
    `<div id="content-area"><h1>Install</h1>${'<p>long</p>'.repeat(1000)}</div></body></html>`;
  const whole = readPage(html);
  const head = readPage(html, true);
  expect(head).toEqual({ ...whole, main: undefined, cuts: [], headingGlyphs: [] });
  expect(head).toMatchObject({ title: 'Install - Acme', description: 'Set it up.', siteName: 'Acme' });
  expect(whole.main).toContain('<h1>Install</h1>');
});

test("the emulator's pages: no furniture in the content, and pieces still convert as the whole", () => {
  const site = generateSite({ domain: 'docs.example.com', pages: 12, furniture: true, pageBytes: 60_000 });
  const html = [...site].find(([file]) => file.startsWith('guides/') && file.endsWith('.html'))![1];
  const info = readPage(html.toString());
  const content = pageContent(info.main!, info.cuts);
  expect(content.cuts.length).toBeGreaterThan(10);
  const convert = markdownConverter((href) => `https://docs.example.com${href}`, content.heading);
  const pieces = convert(content.html, content.cuts);
  expect(shape(marked.lexer(pieces))).toEqual(shape(marked.lexer(convert(content.html))));
  // The page footer inside #content-area, the title (written above the content) and the headings' hover anchors.
  expect(pieces).not.toMatch(/Built with Mintlify|\[Home\]|^# |\[#\]/m);
  expect(pieces).toMatch(/^## Overview$/m);
});

describe('content the review of issue 39 #6 found lost or misread', () => {
  const convert = (html: string, title = 'Title'): string => {
    const content = pageContent(html);
    return markdownConverter((href) => href, title)(content.html, content.cuts);
  };
  const types = (markdown: string): string[] =>
    marked
      .lexer(markdown)
      .filter((t) => t.type !== 'space')
      .map((t) => `${t.type}${t.type === 'heading' ? (t as Tokens.Heading).depth : ''} ${(t as Tokens.Generic).text}`);

  test('a <pre> without <code> is a code block: no line of it becomes a heading', () => {
    expect(types(convert('<pre>Foo\n===\n# x</pre>'))).toEqual(['code Foo\n===\n# x']);
    expect(convert('<pre data-language="txt">a ``` b</pre>')).toBe('````txt\na ``` b\n````');
  });

  test('only an H1 of the title at the top of the content is left out', () => {
    expect(types(convert('<h1>Title</h1><p>intro</p>'))).toEqual(['paragraph intro']);
    expect(types(convert('<p>intro</p><h1>Title</h1><p>section</p>'))).toEqual([
      'paragraph intro',
      'heading2 Title',
      'paragraph section',
    ]);
  });

  test("a card's description holding a list or paragraphs reads with spaces between them", () => {
    const card =
      '<a class="card" href="/x"><h2>Card</h2><div data-component-part="card-content">' +
      '<ul><li>one</li><li>two</li></ul><span data-as="p">three</span></div></a>';
    expect(convert(card)).toBe('[Card](/x): one two three');
  });

  test("a cut never takes the element the parser's implied close ends at", () => {
    for (const [html, kept] of [
      ['<ul><li aria-hidden="true">x<li>REAL</ul>', '- REAL'],
      ['<p hidden>s<div>REAL</div>', 'REAL'],
      ['<table><tr hidden><td>x<tr><td>REAL</table>', 'REAL'],
    ] as const) {
      expect([html, convert(html)]).toEqual([html, expect.stringContaining(kept) as string]);
      expect(convert(html)).not.toMatch(/\bx\b|\bs\b/);
    }
    // readPage's cut points too: none inside the <div> that closed the <p>.
    const info = readPage('<body><div id="content-area"><p>one<div>two</div></div></body>');
    for (const cut of info.cuts) expect(info.main!.slice(0, cut)).not.toMatch(/<div>$/);
  });

  test('an eyebrow in the content is content; the one in the header above the title is not', () => {
    const main =
      '<div id="content-area"><header><div class="eyebrow">Group</div><h1 id="page-title">T</h1></header>' +
      '<div class="mdx-content"><p class="eyebrow">Kept</p></div></div>';
    expect(convert(main, 'T')).toBe('Kept');
  });

  test(`markup nested past ${MAX_DEPTH} levels reaches the converter flattened, its text kept`, () => {
    const html = `${'<div><span>'.repeat(3000)}deep<script>x()</script>${'</span></div>'.repeat(3000)}<p>after</p>`;
    const content = pageContent(html);
    let depth = 0;
    let deepest = 0;
    const parser = new Parser({
      onopentag: () => (deepest = Math.max(deepest, ++depth)),
      onclosetag: () => depth--,
    });
    parser.end(content.html);
    expect(deepest).toBe(MAX_DEPTH);
    expect(types(markdownConverter((href) => href)(content.html))).toEqual(['paragraph deep', 'paragraph after']);
  });

  test('the text-only copy of a page the converter fails on: its blocks, Markdown characters escaped', () => {
    expect(textMarkdown('<h2>A [b](c)</h2><ul><li>one</li><li>two</li></ul><script>x</script><p># not</p>')).toBe(
      'A \\[b\\](c)\n\none\n\ntwo\n\n\\# not',
    );
  });
});
