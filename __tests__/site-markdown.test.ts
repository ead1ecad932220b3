/**
 * A page's main content to Markdown (`agent-files: full`): what `readPage` takes from a page, and that converting a
 * long page in pieces (the converter's cost is quadratic in its input) gives the Markdown of converting it whole,
 * read back with `marked`, with no list, table, card link or quote cut apart.
 */
import { marked, type Token } from 'marked';
import { markdownConverter } from '../src/site/markdown.ts';
import { readPage } from '../src/site/page.ts';
import { pageContent } from '../src/site/page-content.ts';
import { generateSite } from '../emulator/site.ts';

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
  expect(head).toEqual({ ...whole, main: undefined, cuts: [] });
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
