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

test('a chunk followed by any white space JavaScript allows is read, in the page charset', () => {
  const chunk = JSON.stringify(`${MODULE_ROW}2:${JSON.stringify(['$', '$L1', null, { href: '/after-space' }])}\n`);
  for (const space of ['\u00a0', '\u2028', '\u3000', '\ufeff', ' \n\t']) {
    const head = '<html><head><meta charset="utf-8"></head><body>';
    const html = `${head}<script>self.__next_f.push([1,${chunk}])${space}</script>`;
    expect(refs(Buffer.from(html, 'utf8'))).toEqual(['client-link /after-space']);
  }
  // In windows-1252 a no-break space is the one byte 0xA0.
  const latin = `<html><head><meta charset="windows-1252"></head><body><script>self.__next_f.push([1,${chunk}])\u00a0`;
  expect(refs(Buffer.from(`${latin}</script>`, 'latin1'))).toEqual(['client-link /after-space']);
  // Anything else after the call is not a chunk Next.js wrote.
  expect(refs(Buffer.from(`<script>self.__next_f.push([1,${chunk}]);x</script>`))).toEqual([]);
});

test('a UTF-16 page is read for its links, payload and all', () => {
  const chunk = JSON.stringify(`${MODULE_ROW}2:${JSON.stringify(['$', '$L1', null, { href: '/in-utf16' }])}\n`);
  const html = `<html><body><a href="/über">x</a><script>self.__next_f.push([1,${chunk}])</script></body></html>`;
  const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(html, 'utf16le')]);
  const be = Buffer.from(le);
  be.swap16();
  for (const page of [le, be, new Pieces([le.subarray(0, 1), le.subarray(1, 77), le.subarray(77)])])
    expect(refs(page)).toEqual(['link /über', 'client-link /in-utf16']);
});
