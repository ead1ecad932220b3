/**
 * The Markdown copies, `llms-full.txt` and `llms.txt` of `agent-files` on pages that broke them (the outside review of
 * issue 39 #6), through dist/index.js against the emulator: markup nested thousands of levels deep, tab panels a
 * reader reveals, nested lists, a heading that is a link, a page without `#content-area`, hidden pages in a row
 * before another tab's pages, and sidebar group titles holding Markdown and control characters. What is written is
 * read back with `marked`, a parser this project did not write.
 */
import fs from 'node:fs';
import path from 'node:path';
import { marked, type Token, type Tokens } from 'marked';
import type { TarEntry } from '../../../emulator/archives.ts';
import { startEmulator, type Emulator } from '../../../emulator/server.ts';
import { runAction, type RunResult } from '../../../emulator/runner.ts';

type Groups = [string, string[]][];

interface Spec {
  slug: string;
  title: string;
  content: string;
  /** The page's sidebar; {@link SIDEBAR} when not given. */
  sidebar?: Groups;
  /** Without Mintlify's `#content-area`: the page's `<body>` is its main content. */
  noContentArea?: boolean;
}

const EVIL_GROUP = 'Evil\n## Injected - [x](https://evil.example)';
const CONTROL_GROUP = 'Ctl\u0001\u001eX';

/** The first tab's sidebar; the changelog's pages are in no group (hidden pages). */
const SIDEBAR: Groups = [
  ['Get started', ['/', '/deep', '/deep-div', '/tabs', '/lists', '/anchors', '/no-content-area']],
  [EVIL_GROUP, ['/evil']],
  [CONTROL_GROUP, ['/control']],
];
/** Another tab's sidebar: only its own pages carry it. */
const TUTORIALS: Groups = [['Tutorials', ['/zguides/one', '/zguides/two']]];

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A page as Mintlify writes it: the sidebar, then `#content-area` with its header, the MDX content and the footer. */
function page(spec: Spec): string {
  const groups = (spec.sidebar ?? SIDEBAR)
    .map(
      ([title, hrefs]) =>
        `<div class="sidebar-group-header"><h5 id="sidebar-title">${escape(title)}</h5></div><ul>` +
        hrefs.map((href) => `<li><a href="${href}">Sidebar ${href}</a></li>`).join('') +
        '</ul>',
    )
    .join('');
  const area = spec.noContentArea ? 'id="content"' : 'id="content-area"';
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${spec.title} - Acme</title>
<link rel="alternate" type="text/markdown" href="/${spec.slug || 'index'}.md"></head>
<body><div id="sidebar"><div id="sidebar-content">${groups}</div></div>
<div ${area}><header id="header"><div class="eyebrow">Group eyebrow</div><h1 id="page-title">${spec.title}</h1></header>
<div class="mdx-content prose">${spec.content}</div>
<div id="pagination"><a href="/">Home</a></div><footer id="footer">Powered by Mintlify</footer></div></body></html>`;
}

const HIDDEN = Array.from({ length: 9 }, (_, i) => ({
  slug: `changelog/v${i}`,
  title: `Release ${i}`,
  content: '<p>Notes.</p>',
}));

const PAGES: Spec[] = [
  { slug: '', title: 'Home', content: '<p>Welcome.</p>' },
  { slug: 'deep', title: 'Deep', content: `${'<span>'.repeat(5000)}deep text${'</span>'.repeat(5000)}<p>after</p>` },
  { slug: 'deep-div', title: 'Deep div', content: `${'<div>'.repeat(7000)}deep div${'</div>'.repeat(7000)}<p>end</p>` },
  {
    slug: 'tabs',
    title: 'Tabs',
    content:
      '<div class="tabs"><ul role="tablist"><li role="tab">npm</li><li role="tab">yarn</li></ul>' +
      '<div role="tabpanel"><pre><code>npm i acme</code></pre></div>' +
      '<div role="tabpanel" hidden><pre><code>yarn add acme</code></pre></div></div>' +
      '<div hidden>Hidden furniture</div><span aria-hidden="true">Icon text</span>',
  },
  {
    slug: 'lists',
    title: 'Lists',
    content:
      '<ul><li>a<ul><li>b</li></ul><span data-as="p">after nested</span></li><li>c</li></ul>' +
      '<ol><li>one<ol><li>one.one</li></ol></li><li>two</li></ol><span data-as="p">After lists.</span>',
  },
  {
    slug: 'anchors',
    title: 'Anchors',
    content:
      '<h2 id="x"><a href="#x">Wrapped heading</a></h2><p>para</p>' +
      '<h2 id="y">Plain<a href="#y">\u200b</a></h2><h1 id="anchors">Anchors</h1><p>Section named like the page.</p>' +
      '<div class="eyebrow">Eyebrow in content</div>',
  },
  { slug: 'no-content-area', title: 'No content area', content: '<p>Body content.</p>', noContentArea: true },
  { slug: 'evil', title: 'Evil', content: '<p>e</p>' },
  { slug: 'control', title: 'Control', content: '<p>c</p>' },
  ...HIDDEN,
  { slug: 'zguides/one', title: 'One', content: '<p>1</p>', sidebar: TUTORIALS },
  { slug: 'zguides/two', title: 'Two', content: '<p>2</p>', sidebar: TUTORIALS },
];

let emulator: Emulator;
beforeAll(async () => {
  const entries: TarEntry[] = PAGES.map((spec) => ({
    name: spec.slug === '' ? 'index.html' : `${spec.slug}.html`,
    data: Buffer.from(page(spec)),
  }));
  emulator = await startEmulator({ durationMs: 0, queuedMs: 0, pages: PAGES.length, tarEntries: entries });
});
afterAll(async () => {
  await emulator.close();
});

async function run(mode: string): Promise<RunResult> {
  return runAction({
    inputs: {
      'api-key': emulator.apiKey,
      'api-url': emulator.apiUrl,
      domain: 'docs.example.com',
      'verify-fail-on': 'never',
      'agent-files': mode,
    },
  });
}

const read = (result: RunResult, file: string): string =>
  fs.readFileSync(path.join(result.workspace, 'static-export', file), 'utf8');

/** Top-level blocks as a reader sees them: headings, paragraphs, code, and lists as their items' blocks. */
function blocks(tokens: Token[]): unknown[] {
  return tokens
    .filter((t) => t.type !== 'space')
    .map((t) => {
      if (t.type === 'list') return { list: (t as Tokens.List).items.map((item) => blocks(item.tokens)) };
      if (t.type === 'heading') return `h${(t as Tokens.Heading).depth} ${(t as Tokens.Heading).text}`;
      if (t.type === 'code') return `code ${(t as Tokens.Code).text}`;
      return `${t.type} ${(t as Tokens.Generic).text as string}`;
    });
}

const copy = (result: RunResult, file: string): unknown[] => blocks(marked.lexer(read(result, file)));

/** The `## ` section titles of an llms.txt and the pages' URL paths under each, as `marked` reads them. */
function sections(text: string): [string, string[]][] {
  const out: [string, string[]][] = [];
  for (const token of marked.lexer(text)) {
    if (token.type === 'heading' && (token as Tokens.Heading).depth === 2) {
      // A section title is text only (no link, emphasis or HTML of the site's), shown as the sidebar shows it.
      const inline = (token as Tokens.Heading).tokens;
      expect(inline.filter((t) => t.type !== 'text' && t.type !== 'escape')).toEqual([]);
      out.push([inline.map((t) => (t as Tokens.Text).text).join(''), []]);
    }
    if (token.type === 'list')
      out
        .at(-1)![1]
        .push(...(token as Tokens.List).items.map((item) => /\]\(https?:\/\/[^/]+(\/\S*)\)/.exec(item.text)![1]!));
  }
  return out;
}

describe('agent-files: full', () => {
  let result: RunResult;
  beforeAll(async () => {
    result = await run('full');
  });

  test('markup nested thousands deep neither crashes nor stalls the step: its text is in the copy', () => {
    expect(result.code).toBe(0);
    expect(result.log).not.toContain('Unexpected error');
    expect(copy(result, 'deep.md')).toEqual(['h1 Deep', 'paragraph deep text', 'paragraph after']);
    expect(copy(result, 'deep-div.md')).toEqual(['h1 Deep div', 'paragraph deep div', 'paragraph end']);
  });

  test("every tab's panel is content, hidden or not; hidden furniture is not", () => {
    expect(copy(result, 'tabs.md')).toEqual([
      'h1 Tabs',
      { list: [['text npm'], ['text yarn']] },
      'code npm i acme',
      'code yarn add acme',
    ]);
  });

  test('a paragraph after a nested list stays in its item; a nested ordered list stays nested', () => {
    expect(copy(result, 'lists.md')).toEqual([
      'h1 Lists',
      // The paragraph in the first item makes the list loose: its items are paragraphs.
      { list: [['paragraph a', { list: [['text b']] }, 'paragraph after nested'], ['paragraph c']] },
      { list: [['text one', { list: [['text one.one']] }], ['text two']] },
      'paragraph After lists.',
    ]);
  });

  test('a heading that is a link keeps its text; an H1 of the title lower down stays, and an eyebrow in it', () => {
    expect(copy(result, 'anchors.md')).toEqual([
      'h1 Anchors',
      'h2 Wrapped heading',
      'paragraph para',
      'h2 Plain',
      'h2 Anchors',
      'paragraph Section named like the page.',
      'paragraph Eyebrow in content',
    ]);
  });

  test('a page without #content-area has no sidebar in its copy', () => {
    expect(copy(result, 'no-content-area.md')).toEqual(['h1 No content area', 'paragraph Body content.']);
  });

  test("llms.txt: another tab's group after 9 hidden pages; group titles as text, control characters shown", () => {
    const text = read(result, 'llms.txt');
    expect(text).not.toContain('\u0001');
    expect(text).not.toContain('\u001e');
    // Without a sitemap, pages go by path; each section lists its pages in that order.
    expect(Object.fromEntries(sections(text))).toEqual({
      'Get started': ['/', '/anchors', '/deep-div', '/deep', '/lists', '/no-content-area', '/tabs'],
      'Evil ## Injected - [x](https://evil.example)': ['/evil'],
      'Ctl\\u0001\\u001eX': ['/control'],
      Changelog: HIDDEN.map((spec) => `/${spec.slug}`),
      Tutorials: ['/zguides/one', '/zguides/two'],
    });
  });
});

test("agent-files: auto stops reading the sidebars of a folder of hidden pages, not the next tab's", async () => {
  const result = await run('auto');
  expect(result.code).toBe(0);
  expect(sections(read(result, 'llms.txt')).map(([title]) => title)).toEqual([
    'Get started',
    'Changelog',
    'Ctl\\u0001\\u001eX',
    'Evil ## Injected - [x](https://evil.example)',
    'Tutorials',
  ]);
});
