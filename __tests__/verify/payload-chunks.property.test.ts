/**
 * The link check reads a page's inline RSC payload from the page's bytes (issue 47: without a string copy of each
 * chunk). Property: whatever the rows hold (quotes, backslashes, controls, non-ASCII text, `</script>` escaped as
 * Next.js writes it) and however they are cut into `self.__next_f.push([1,"…"])` chunks (with white space after the
 * call), the check reports exactly the URLs the rebase's reader finds in the payload as one string.
 */
import { expect, test } from '@jest/globals';
import fc from 'fast-check';
import { scanHtml } from '../../src/verify/html.ts';
import { rscUrls } from '../../src/site/rebase/rsc.ts';
import { Pieces } from '../../src/common/pieces.ts';

/** The references the check's reader reports for a page. */
function refs(page: Buffer | Pieces): string[] {
  const seen: string[] = [];
  scanHtml(page, { ref: (kind, raw) => seen.push(`${kind} ${raw}`), anchor: () => {}, base: () => {} });
  return seen;
}

/** What the rebase's reader finds in a payload, as the check names each kind. */
function expected(payload: string): string[] {
  const kinds: Record<string, string> = {
    link: 'client-link',
    asset: 'asset',
    'data-link': 'data-link',
    'data-asset': 'data-asset',
    expression: 'expression',
  };
  const seen: string[] = [];
  rscUrls(payload, (url, kind) => seen.push(`${kinds[kind]} ${url}`));
  return seen;
}

const MODULE_ROW = '1:I["/_next/static/chunks/app.js"]\n';
const LINK_ROW = `f:${JSON.stringify(['$', '$L1', null, { href: '/last', children: 'Last' }])}\n`;
const TEXT = fc.constantFrom(
  'plain',
  'a "quoted" word',
  'back\\slash',
  'tab\there',
  'Grüße — 漢字 🙂',
  '</script>',
  '',
);
const ROW = fc.oneof(
  fc
    .tuple(fc.constantFrom('/guides/a', '/img/x.png', 'https://cdn.example.com/f.js', '/q?a=1&b="2"'), TEXT)
    .map(([href, text]) => JSON.stringify(['$', '$L1', null, { href, children: text }])),
  fc
    .tuple(fc.constantFrom('/a.png', '/b.svg'), TEXT)
    .map(([src, alt]) => JSON.stringify(['$', 'img', null, { src, alt }])),
  TEXT.map((text) => `T${Buffer.byteLength(text).toString(16)},${text}`),
);

const payload = fc
  .array(ROW, { minLength: 1, maxLength: 8 })
  .map((rows) => rows.map((row, i) => (row.startsWith('T') ? `${i + 2}:${row}` : `${i + 2}:${row}\n`)).join(''))
  // A payload starts as Flight starts one (`web/rsc-start.ts`): here with the module row of a client component.
  .map((rows) => `${MODULE_ROW}${rows}${LINK_ROW}`);

test('payload chunks read from the bytes report what the payload as one string holds', () => {
  fc.assert(
    fc.property(
      payload,
      fc.array(fc.nat(), { maxLength: 5 }),
      fc.constantFrom('', ' ', '\n', '\t \r\n'),
      fc.array(fc.nat(), { maxLength: 4 }),
      (text, cuts, after, pieceCuts) => {
        const at = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
        const chunks = [0, ...at].map((from, i) => text.slice(from, at[i] ?? text.length));
        // Next.js escapes `<` in the chunk's JSON so that no `</script>` ends the script early.
        const scripts = chunks.map(
          (chunk) =>
            `<script>self.__next_f.push([1,${JSON.stringify(chunk).replace(/</g, '\\u003c')}])${after}</script>`,
        );
        const html = `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>${scripts.join('')}</body></html>`;
        const bytes = Buffer.from(html, 'utf8');
        expect(expected(text).length).toBeGreaterThan(0);
        expect(refs(bytes)).toEqual(expected(text));
        const places = [...new Set(pieceCuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
        const buffers = [0, ...places].map((from, i) => bytes.subarray(from, places[i] ?? bytes.length));
        expect(refs(new Pieces(buffers))).toEqual(expected(text));
      },
    ),
    { numRuns: 300 },
  );
});

test('a script that only looks like a payload chunk adds nothing', () => {
  const page = (script: string): Buffer =>
    Buffer.from(`<html><body><script>${script}</script><a href="/after">x</a></body></html>`);
  const row = JSON.stringify(`${MODULE_ROW}2:${JSON.stringify(['$', '$L1', null, { href: '/in-payload' }])}\n`);
  expect(refs(page(`self.__next_f.push([1,${row}])`))).toEqual(['link /after', 'client-link /in-payload']);
  // No closing `"])`, a number where the string is, an unterminated escape: none is a chunk Next.js wrote.
  expect(refs(page(`self.__next_f.push([1,${row}]`))).toEqual(['link /after']);
  expect(refs(page('self.__next_f.push([1,2])'))).toEqual(['link /after']);
  expect(refs(page('self.__next_f.push([1,"a\\"])'))).toEqual(['link /after']);
});
