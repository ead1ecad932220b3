/**
 * The Markdown rebase reads a file in linear time (review 2 #1): a few MB of the patterns that made the inline pass
 * look to the end of the paragraph (or of the file) once per character are read within jest's timeout, and the link
 * after them is still rebased as `marked` reads it. (Before: `[](` 100,000 times, 300 KB, took 80 s.) And a UTF-8 byte
 * order mark hides no code block on line 1 (#6).
 */
import { expect, test } from '@jest/globals';
import { marked, type Token } from 'marked';
import { markdownEdits } from '../../../src/site/rebase/rebase-markdown.ts';
import { applyEdits, type BasePath } from '../../../src/site/rebase/rebase-url.ts';

const base: BasePath = { prefix: '/docs', origins: ['https://docs.example.com'] };
const rebase = (text: string): string =>
  applyEdits(Buffer.from(text, 'latin1'), markdownEdits(text, base)).toString('latin1');

/** The hrefs of the links `marked` reads. */
function hrefs(markdown: string): string[] {
  const found: string[] = [];
  const walk = (tokens: Token[]): void => {
    for (const token of tokens) {
      if (token.type === 'link') found.push(token.href);
      const t = token as { tokens?: Token[]; items?: { tokens: Token[] }[] };
      if (t.tokens) walk(t.tokens);
      for (const item of t.items ?? []) walk(item.tokens);
    }
  };
  walk(marked.lexer(markdown));
  return found;
}

/** Falling runs of backticks, `` ```x``x`x ``: each run is text, and each would look for its closer to the end. */
const fallingRuns = (n: number): string => {
  let text = 'a ';
  for (let k = Math.floor(Math.sqrt(2 * n)); k > 0; k--) text += '`'.repeat(k) + 'x';
  return text;
};

const PATTERNS: [string, (n: number) => string][] = [
  ['unclosed inline links', (n) => '[]('.repeat(n)],
  ['unbalanced parentheses', (n) => '[](a()'.repeat(n)],
  ['unclosed comments', (n) => 'a ' + '<!--'.repeat(n)],
  ['unclosed processing instructions', (n) => 'a ' + '<?'.repeat(n)],
  ['unclosed CDATA', (n) => 'a ' + '<![CDATA['.repeat(n)],
  ['unclosed declarations', (n) => 'a ' + '<!X'.repeat(n)],
  ['an unclosed comment in every paragraph', (n) => 'a <!--\n\n'.repeat(n)],
  ['links after many open brackets', (n) => '['.repeat(n) + '[](x)'.repeat(n)],
  ['unclosed titles', (n) => '[](x "'.repeat(n)],
  ['unclosed angle destinations', (n) => '[](<'.repeat(n)],
  ['falling runs of backticks', (n) => fallingRuns(n)],
];

test.each(PATTERNS)('a few MB of %s are read in linear time, and the link after them is rebased', (_, make) => {
  const tail = ' x [after](/guide)';
  // marked reads a small copy: the link after the pattern is a link there too.
  expect(hrefs(make(20) + tail)).toContain('/guide');
  const text = make(Math.ceil(3_000_000_000 / make(1000).length)) + tail;
  expect(text.length).toBeGreaterThan(2_500_000);
  const out = rebase(text);
  expect(out.length).toBe(text.length + '/docs'.length);
  expect(out.endsWith(' [after](/docs/guide)')).toBe(true);
  expect(out.slice(0, -tail.length - '/docs'.length)).toBe(text.slice(0, -tail.length));
});

test.each([
  ['a fence', '```\n[a](/x)\n```\n'],
  ['an indented code block', '    [a](/x)\n'],
])('a UTF-8 byte order mark before %s on line 1 leaves the code as it is', (_, markdown) => {
  const text = Buffer.from(`\uFEFF${markdown}`).toString('latin1');
  expect(rebase(text)).toBe(text);
  expect(rebase(`\xEF\xBB\xBF[a](/x)\n`)).toBe('\xEF\xBB\xBF[a](/docs/x)\n');
});
