/**
 * Property tests of the Markdown rebase (issue 39 #5): generated Markdown (the export's `llms.txt`, `llms-full.txt`
 * and `.md` copies) mixes links, images, autolinks, reference definitions, `Source:` lines and MDX tags with code
 * spans, fenced code (``` and ~~~ of any length, fences inside fences), indented code, `<pre>` blocks and text that
 * looks like links. The generator knows where its URL positions are and what each becomes; then:
 * - every edit lies inside a URL position, and the rebased file is what the generator expects: text and code as they
 *   were, byte for byte;
 * - read with `marked` (a Markdown parser this project did not write), every code span, code block and `<pre>` block
 *   has the same text before and after, and every link and image names the rebased URL;
 * - rebasing twice equals rebasing once.
 */
import { expect, test } from '@jest/globals';
import fc from 'fast-check';
import { marked, type Token } from 'marked';
import { rebaseFile } from '../../../src/site/rebase/rebase-files.ts';
import { markdownEdits } from '../../../src/site/rebase/rebase-markdown.ts';
import { applyEdits, type BasePath } from '../../../src/site/rebase/rebase-url.ts';
import { servedAddress } from '../../../src/site/hosts/served.ts';

const RUNS = { numRuns: 300 };
const SERVED = 'https://acme.test';

/** A base path with a served address: the export's `https://docs.example.com` is served at `https://acme.test/docs`. */
function base(): BasePath {
  const served = servedAddress('docs.example.com', `${SERVED}/docs`, 'site-url')!;
  return { prefix: '/docs', origins: [SERVED], served };
}

const URLS = [
  '/',
  '/pricing',
  '/guides/configure',
  '/?q=1',
  '/#top',
  '/docs',
  '/docs/x',
  '/documentation',
  '/llms.txt',
  'relative/x.png',
  '#frag',
  'https://example.org/x',
  'https://docs.example.com',
  'https://docs.example.com/blog',
  'http://docs.example.com/a?x=1',
  '//docs.example.com/logo.png',
  'https://acme.test/a',
  'mailto:a@b.c',
];
const ABSOLUTE = URLS.filter((u) => /^[a-z]+:/.test(u));
const url = fc.constantFrom(...URLS);
const absolute = fc.constantFrom(...ABSOLUTE);

/** The test's own statement of the rule for a URL position. */
function expected(u: string): string {
  const path = (p: string): string => {
    if (/^\/docs(?:[/?#]|$)/.test(p)) return p;
    if (p === '' || /^\/(?:[?#]|$)/.test(p)) return `/docs${p.slice(p.startsWith('/') ? 1 : 0)}`;
    if (/^[?#]/.test(p)) return `/docs${p}`;
    return `/docs${p}`;
  };
  const own = /^(?:https?:)?\/\/docs\.example\.com/.exec(u);
  if (own) return (u.startsWith('//') ? '//acme.test' : SERVED) + path(u.slice(own[0].length));
  if (u.startsWith(SERVED)) return SERVED + path(u.slice(SERVED.length));
  if (u.startsWith('/') && !u.startsWith('//')) return path(u);
  return u;
}

interface Piece {
  text: string;
  out: string;
  urls: [number, number][];
}
const plain = (text: string): Piece => ({ text, out: text, urls: [] });
function withUrl(before: string, u: string, after: string): Piece {
  return {
    text: before + u + after,
    out: before + expected(u) + after,
    urls: [[before.length, before.length + u.length]],
  };
}
function concat(pieces: Piece[], separator = ''): Piece {
  const result: Piece = { text: '', out: '', urls: [] };
  pieces.forEach((piece, k) => {
    if (k > 0) {
      result.text += separator;
      result.out += separator;
    }
    for (const [start, end] of piece.urls) result.urls.push([result.text.length + start, result.text.length + end]);
    result.text += piece.text;
    result.out += piece.out;
  });
  return result;
}

const prose = fc.constantFrom(
  'Grüße',
  'see /pricing',
  'https://docs.example.com/x as text',
  '東京 🚀',
  'a] (b)',
  '*x*',
);
/** Text that holds link syntax: inside a code span or a code block, it must stay as it is. */
const linkish = fc.oneof(
  url.map((u) => `[Pricing](${u})`),
  url.map((u) => `![i](${u} "t")`),
  absolute.map((u) => `<${u}>`),
  url.map((u) => `Source: ${u}`),
  url.map((u) => `<a href="${u}">x</a>`),
  url.map((u) => `[r]: ${u}`),
);

const inline: fc.Arbitrary<Piece> = fc.oneof(
  prose.map(plain),
  fc.tuple(prose, url).map(([t, u]) => withUrl(`[${t.replace(/[[\]]/g, '')}](`, u, ')')),
  url.map((u) => withUrl('[Title](', u, ' "a title")')),
  url.map((u) => withUrl('[Angle](<', u, '>)')),
  url.map((u) => withUrl('![alt](', u, ')')),
  absolute.map((u) => withUrl('<', u, '>')),
  url.map((u) => withUrl('<a href="', u, '">tag</a>')),
  url.map((u) => withUrl('[`code` in text](', u, ')')),
  url.map((u) => plain(`\\[escaped](${u})`)),
  fc.tuple(fc.integer({ min: 1, max: 3 }), linkish).map(([n, inner]) => {
    const ticks = '`'.repeat(n);
    // A run of the same length inside would close the span: pad it with other runs.
    const body = n === 1 ? inner : `${inner} ${'`'.repeat(n - 1)} ${inner}`;
    return plain(`${ticks} ${body} ${ticks}`);
  }),
  fc.constantFrom('[r1]', '[text][r2]').map(plain),
);

const paragraph = fc
  .array(inline, { minLength: 1, maxLength: 6 })
  .chain((pieces) => fc.constantFrom(' ', '\n').map((sep) => concat(pieces, sep)));
const codeLine = fc.oneof(linkish, prose, fc.constantFrom('```js', '``', '~~', '  indented', '# not a heading'));

/** A fenced block of `char` × `length`, holding lines that would be links, and shorter or other fences. */
const fenced: fc.Arbitrary<Piece> = fc
  .tuple(
    fc.constantFrom('`', '~'),
    fc.integer({ min: 3, max: 6 }),
    fc.array(
      fc.oneof(
        codeLine,
        fc.integer({ min: 3, max: 5 }).map((k) => '~`'.charAt(k % 2).repeat(k)),
      ),
      {
        maxLength: 6,
      },
    ),
    fc.constantFrom('', 'md', 'bash title="x"'),
    fc.integer({ min: 0, max: 2 }),
  )
  .map(([char, length, lines, info, extra]) => {
    // A line of the fence's character, as long as the fence or longer, would close it.
    const body = lines.filter((l) => !(l[0] === char && l.length >= length && l === char.repeat(l.length)));
    const fence = char.repeat(length);
    return plain(
      [`${fence}${char === '`' ? info.replace(/`/g, '') : info}`, ...body, fence + char.repeat(extra)].join('\n'),
    );
  });

const block: fc.Arbitrary<Piece> = fc.oneof(
  paragraph,
  fc.array(inline, { minLength: 1, maxLength: 3 }).map((pieces) => concat([plain('##'), ...pieces], ' ')),
  fc.tuple(prose, url).map(([t, u]) => withUrl(`# ${t}\nSource: `, u, '')),
  fenced,
  fc.array(codeLine, { minLength: 1, maxLength: 4 }).map((lines) => plain(lines.map((l) => `    ${l}`).join('\n'))),
  fc
    .tuple(inline, fenced)
    .map(([item, code]) =>
      concat([plain('- '), item, plain('\n'), plain(code.text.replace(/^/gm, '  ')), plain('\n\nEnd of the list.')]),
    ),
  inline.map((item) => concat([plain('> '), item])),
  fenced.map((code) => plain(code.text.replace(/^/gm, '> '))),
  fc
    .tuple(inline, inline, fenced)
    .map(([a, b, code]) =>
      concat([plain('1. '), a, plain('\n   - '), b, plain(`\n${code.text.replace(/^/gm, '     ')}\n\nEnd.`)]),
    ),
  codeLine.map((line) => plain(`\t${line}`)),
  url.map((u) => withUrl('[r1]: ', u, ' "Title"')),
  url.map((u) => withUrl('[r2]: <', u, '>')),
  fc.array(codeLine, { maxLength: 3 }).map((lines) => plain(['<pre>', ...lines, '</pre>'].join('\n'))),
  url.map((u) => withUrl('<Card title="Configure" href="', u, '">')),
  linkish.map((l) => plain(`<!--\n${l}\n-->`)),
);

const document = fc.array(block, { minLength: 1, maxLength: 8 }).map((blocks) => concat(blocks, '\n\n'));

/** Every token of a `marked` token list, depth first. */
function* walk(tokens: Token[]): Generator<Token> {
  for (const token of tokens) {
    yield token;
    const t = token as { tokens?: Token[]; items?: Token[] };
    if (t.tokens) yield* walk(t.tokens);
    if (t.items) yield* walk(t.items);
  }
}
/** What `marked` reads as code (spans, blocks, raw `<pre>` and comments), and the targets of links and images. */
function read(markdown: string): { code: string[]; links: string[] } {
  const code: string[] = [];
  const links: string[] = [];
  for (const token of walk(marked.lexer(markdown))) {
    if (token.type === 'code' || token.type === 'codespan') code.push(token.raw);
    if (token.type === 'html' && /^\s*<(?:pre|!--)/i.test(token.raw)) code.push(token.raw);
    if ((token.type === 'link' || token.type === 'image') && /^[[!<]/.test(token.raw)) links.push(token.href);
  }
  return { code, links };
}

test('Markdown: only URL positions change; code spans and code blocks keep every byte', () => {
  fc.assert(
    fc.property(document, (doc) => {
      const input = Buffer.from(doc.text);
      const ranges = doc.urls.map(([s, e]) => {
        const start = Buffer.byteLength(doc.text.slice(0, s));
        return [start, start + Buffer.byteLength(doc.text.slice(s, e))];
      });
      const edits = markdownEdits(input.toString('latin1'), base());
      for (const edit of edits) {
        const inside = ranges.some(([start, end]) => start! <= edit.start && edit.end <= end!);
        expect({ edit, inside }).toEqual({ edit, inside: true });
      }
      const once = rebaseFile('markdown', input, base()) ?? input;
      expect(applyEdits(input, [...edits]).equals(once)).toBe(true);
      expect(once.toString('utf8')).toBe(doc.out);
      expect(rebaseFile('markdown', once, base())).toBeUndefined();
    }),
    RUNS,
  );
});

test('Markdown read by marked: the same code before and after, and every link and image rebased', () => {
  fc.assert(
    fc.property(document, (doc) => {
      const before = read(doc.text);
      const after = read(doc.out);
      expect(after.code).toEqual(before.code);
      expect(after.links).toEqual(before.links.map(expected));
      const actual = (rebaseFile('markdown', Buffer.from(doc.text), base()) ?? Buffer.from(doc.text)).toString();
      expect(read(actual)).toEqual(after);
    }),
    RUNS,
  );
});
