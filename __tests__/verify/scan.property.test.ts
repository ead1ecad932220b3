/**
 * The link check's page reader jumps over the text of each `<script>` to its end tag instead of feeding it to the
 * tokenizer (issue 32 #3). Property: on any page, it reports the same references, anchors and base, in the same order,
 * as reading the page as one string (which jumps over nothing), whatever the scripts hold: things that look like end
 * tags, end tags in upper case or with white space, the bytes 0x1C and 0x0F (which htmlparser2's tokenizer reads as
 * `<` and `/`), comments and attributes holding `<script>`, and script text long enough to cross chunk ends.
 */
import { expect, test } from '@jest/globals';
import fc from 'fast-check';
import { scanHtml, scriptTextEndAt } from '../../src/verify/html.ts';
import { Pieces } from '../../src/common/pieces.ts';

/** Everything the reader reports, as one list. */
function events(page: Buffer | Pieces | string): string[] {
  const seen: string[] = [];
  scanHtml(page, {
    ref: (kind, raw) => seen.push(`ref ${kind} ${raw}`),
    anchor: (name) => seen.push(`anchor ${name}`),
    base: (href) => seen.push(`base ${href}`),
  });
  return seen;
}

const SCRIPT_TEXT = [
  'var a = 1 < 2;',
  '</scrip',
  '</scripts>',
  '</ script>',
  '"</script"',
  '\u001c/script>',
  '<\u000fscript>',
  '\u001c\u000fSCRIPT ',
  '<!-- <script> -->',
  '<a href="/in-script">',
  '</SCRIPT',
  '</',
  '<',
  'self.__next_f.push([1,"x"])',
];
const MARKUP = [
  '<a href="/page">x</a>',
  '<img src="/i.png" id="pic">',
  '<base href="/docs/">',
  '<!-- <script> -->',
  '<div title="<script>">',
  '<link rel="stylesheet" href="/s.css">',
  '<p id="t">text</p>',
  '<script/>',
  '<a href="/after-self-closing">',
  '<style>.a{background:url(/bg.png)}</style>',
  '<SCRIPT type="x">',
  '<script data-x="a>b">',
];
const END_TAGS = ['</script>', '</SCRIPT >', '</script\n>', '</Script/>', '\u001c/script>', '</script'];

/** A page of markup and scripts; a script's text may be long enough to cross the reader's 32 KiB chunks. */
const page = fc
  .array(
    fc.oneof(
      fc.constantFrom(...MARKUP),
      fc
        .tuple(
          fc.constantFrom('<script>', '<script src="/app.js">', '<SCRIPT>', '<script\ttype="module">'),
          fc.array(fc.constantFrom(...SCRIPT_TEXT), { maxLength: 6 }),
          fc.nat({ max: 40_000 }),
          fc.constantFrom(...END_TAGS),
        )
        .map(([open, parts, padding, end]) => `${open}${parts.join('')}${'x'.repeat(padding)}${parts.join('')}${end}`),
    ),
    { maxLength: 12 },
  )
  .map((pieces) => `<!DOCTYPE html><html><head></head><body>${pieces.join('')}<a href="/last"></a></body></html>`);

test('jumping over script text reports exactly what reading every byte reports', () => {
  fc.assert(
    fc.property(page, (html) => {
      expect(events(Buffer.from(html, 'latin1'))).toEqual(events(html));
    }),
    { numRuns: 300 },
  );
});

test('a page in the pieces it was unpacked in reads as the same page in one buffer', () => {
  fc.assert(
    fc.property(page, fc.array(fc.nat(), { maxLength: 8 }), (html, cuts) => {
      const bytes = Buffer.from(html, 'latin1');
      const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
      const buffers = [0, ...at].map((from, i) => bytes.subarray(from, at[i] ?? bytes.length));
      expect(events(new Pieces(buffers))).toEqual(events(html));
    }),
    { numRuns: 300 },
  );
});

test('pieces read as the bytes they hold', () => {
  const pieces = new Pieces([Buffer.from('ab<s'), Buffer.alloc(0), Buffer.from('cri'), Buffer.from('pt>x')]);
  expect(pieces.length).toBe(11);
  expect(pieces.latin1(1, 9)).toBe('b<script');
  expect(pieces.at(4)).toBe('c'.charCodeAt(0));
  expect(pieces.at(11)).toBeUndefined();
  expect(pieces.indexOfByte(0x3e, 0)).toBe(9);
  expect(pieces.indexOfByte(0x3e, 10)).toBe(-1);
  // Across the seams of the buffers too (the unpack's buffers end anywhere, issue 47).
  expect(pieces.indexOfText('<script', 0)).toBe(2);
  expect(pieces.indexOfText('<script', 3)).toBe(-1);
  expect(pieces.indexOfText('pt', 0)).toBe(7);
  expect(pieces.indexOfText('ip', 0)).toBe(6);
  expect(pieces.indexOfText('x', 0)).toBe(10);
});

test("a <style>'s url() is read however its text falls across the reader's chunks", () => {
  // A `<` at two chunk ends in a row holds the style's text back over three chunks.
  const style = `<style>${'x'.repeat(32760)}<${'x'.repeat(32767)}<x{background:url(/missing.png)}</style>`;
  expect(events(Buffer.from(style, 'latin1'))).toEqual(['ref asset /missing.png']);
  expect(events(style)).toEqual(['ref asset /missing.png']);
  // `<style/>` opens a style element in HTML, as browsers apply it.
  expect(events(Buffer.from('<style/>.a{background:url(/b.png)}</style><a href="/c">'))).toEqual([
    'ref asset /b.png',
    'ref link /c',
  ]);
});

test("a script's text ends where the tokenizer ends it", () => {
  const end = (text: string): number => scriptTextEndAt(new Pieces([Buffer.from(text, 'latin1')]), 0);
  expect(end('abc</script>')).toBe(3);
  expect(end('</scripts></script >')).toBe(10);
  expect(end('<\u000fSCRIPT/')).toBe(0);
  // 0x1C before the end: where the tokenizer ends the text is not told by the bytes alone, so it is read.
  expect(end('a\u001c/script>')).toBe(-1);
  expect(end('a\u001c</script>')).toBe(-1);
  expect(end('</script>\u001c')).toBe(0);
  expect(end('x</script')).toBe(9);
  expect(end('no end here')).toBe(11);
});
