/**
 * Search and the agent files read a page's text in pieces (`pageTextPieces`), so that no page costs a string of
 * over 128 KiB (issue 47). Property: whatever the page holds (multi-byte characters, entities, scripts, comments,
 * heading glyphs, a content area or none) and wherever the pieces end, `readPage` reads exactly what it reads from
 * the page as one string, whole and head only.
 */
import { expect, test } from '@jest/globals';
import fc from 'fast-check';
import { readPage } from '../../../src/site/agent-files/page.ts';
import { pageTextPieces } from '../../../src/web/charset.ts';

const PARTS = [
  '<p>Grüße — 漢字 🙂 &amp; &eacute;</p>',
  '<h2 id="o"><a href="#o">#</a>Overview</h2>',
  '<h3><a href="#x">¶</a>Détails</h3>',
  '<script>self.__next_f.push([1,"</div> \\u003c/script>"])</script>',
  '<!-- </div> <div id="content-area"> -->',
  '<ul><li>one<li>two</ul>',
  '<table><tr><td>a</td></tr></table>',
  '<div><section><p>deep</p></section></div>',
  '<pre><code>a &lt; b</code></pre>',
  '<svg><title>icon</title></svg>',
];
const HEAD = fc.constantFrom(
  '<title>Install — Acme</title><meta name="description" content="Set up &quot;it&quot;">',
  '<meta property="og:title" content="Über"><meta property="og:site_name" content="Acme">',
  '<meta http-equiv="refresh" content="0; url=/x"><link rel="alternate" type="text/markdown" href="/a.md">',
  '',
);
const page = fc
  .tuple(
    HEAD,
    fc.array(fc.constantFrom(...PARTS), { maxLength: 8 }),
    fc.constantFrom('div id="content-area"', 'main', 'article', 'div'),
    fc.array(fc.constantFrom(...PARTS), { maxLength: 8 }),
    fc.constantFrom('en', 'zh-CN', ''),
  )
  .map(
    ([head, before, main, inside, lang]) =>
      `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8">${head}</head><body>${before.join('')}` +
      `<${main}>${inside.join('')}</${main.split(' ')[0]}>${before.join('')}</body></html>`,
  );

test('a page read in pieces reads as the page in one string, wherever the pieces end', () => {
  fc.assert(
    fc.property(page, fc.integer({ min: 1, max: 64 }), (html, pieceBytes) => {
      const bytes = Buffer.from(html, 'utf8');
      expect(readPage(pageTextPieces(bytes, 'utf-8', pieceBytes))).toEqual(readPage(bytes.toString('utf8')));
      expect(readPage(pageTextPieces(bytes, 'bytes', pieceBytes), true)).toEqual(
        readPage(bytes.toString('latin1'), true),
      );
    }),
    { numRuns: 400 },
  );
});

test("pieces decode a page in its own charset, and a head-only read decodes no more than the head's pieces", () => {
  const latin = Buffer.from('<html><head><meta charset="windows-1252"><title>Caf\xe9</title></head><body>', 'latin1');
  expect(readPage(pageTextPieces(latin, 'windows-1252', 5)).title).toBe('Café');
  let pieces = 0;
  const counted = function* (): Generator<string> {
    for (const piece of pageTextPieces(
      Buffer.from(`<head><title>T</title></head><body>${'x'.repeat(1000)}`),
      'bytes',
      16,
    )) {
      pieces++;
      yield piece;
    }
  };
  expect(readPage(counted(), true).title).toBe('T');
  expect(pieces).toBeLessThan(5);
});
