/**
 * An inline RSC payload chunk whose bytes are not all UTF-8 (issue 44 review, finding 1): every byte the rebase does
 * not edit stays as it was, and each edit lands where its characters are, in a UTF-8 page with a stray byte and in a
 * page in another charset (`<meta charset>`).
 */
import { expect, test } from '@jest/globals';
import { rebaseHtml } from '../../../src/site/rebase/rebase-html.ts';
import type { BasePath } from '../../../src/site/rebase/rebase-url.ts';
import { escapedCursor } from '../../../src/web/json-offsets.ts';

/** A page whose payload is one push of `chunk` (a JSON string's body, as bytes), in `charset`. */
function page(charset: string, chunk: Buffer, body = ''): Buffer {
  return Buffer.concat([
    Buffer.from(`<!DOCTYPE html><html><head><meta charset="${charset}"><title>T</title></head><body>${body}`),
    Buffer.from('<script>self.__next_f.push([1,"'),
    chunk,
    Buffer.from('"])</script></body></html>'),
  ]);
}

/** `text` as a JSON string's body, in Latin-1 bytes (one byte a character below U+0100). */
const latin1Body = (text: string): Buffer => Buffer.from(JSON.stringify(text).slice(1, -1), 'latin1');

function rebased(input: Buffer): { out: Buffer; unreadable: number } {
  let unreadable = 0;
  const base: BasePath = { prefix: '/docs', origins: [], unreadable: () => unreadable++ };
  return { out: rebaseHtml(input, base) ?? input, unreadable };
}

test('a UTF-8 chunk holding a byte of no UTF-8 sequence: the link after it gets /docs where it is written', () => {
  const rows = (prefix: string): string =>
    `1:["$","p",null,{"children":"caf\u00e9 au lait"}]\n` +
    `2:["$","a",null,{"href":"${prefix}/guides/a","children":"A"}]\n`;
  // `é` as the single byte 0xE9 (Latin-1), which starts no UTF-8 sequence of the bytes after it.
  const { out, unreadable } = rebased(page('utf-8', latin1Body(rows(''))));
  expect(out).toEqual(page('utf-8', latin1Body(rows('/docs'))));
  expect(unreadable).toBe(0);
});

test('a UTF-8 chunk with a stray lead byte before a text row: the row is rebased, its length right', () => {
  const url = `/guides/a?q=caf\u00e9${'&x'.repeat(520)}`;
  const rows = (prefix: string): Buffer =>
    Buffer.concat([
      latin1Body('1:["$","p",null,{"children":"stray '),
      Buffer.from([0xf0]),
      latin1Body(`"}]\n2:T${Buffer.byteLength(prefix + url).toString(16)},`),
      Buffer.from(JSON.stringify(prefix + url).slice(1, -1)),
      latin1Body('3:["$","a",null,{"href":"$2"}]\n'),
    ]);
  expect(rebased(page('utf-8', rows(''))).out).toEqual(page('utf-8', rows('/docs')));
});

test('a windows-1252 page: a text row holding é and the rows after it are rebased in the page bytes', () => {
  const url = `/guides/a?q=caf\u00e9${'&x'.repeat(520)}`;
  // The browser decodes the page as windows-1252 and hands the chunk's text to React as UTF-8: the row's length counts
  // é as two bytes, though the page writes it in one.
  const rows = (prefix: string): string =>
    `1:T${Buffer.byteLength(prefix + url).toString(16)},${prefix}${url}` +
    `2:["$","a",null,{"href":"$1","children":"\u20ac"}]\n3:["$","a",null,{"href":"${prefix}/guides/a"}]\n`;
  const encode = (text: string): Buffer =>
    Buffer.from(
      JSON.stringify(text)
        .slice(1, -1)
        .replace(/[&<>]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
        // windows-1252 writes € as 0x80.
        .replaceAll('\u20ac', '\x80'),
      'latin1',
    );
  const { out, unreadable } = rebased(page('windows-1252', encode(rows(''))));
  expect(out.toString('latin1')).toBe(page('windows-1252', encode(rows('/docs'))).toString('latin1'));
  expect(unreadable).toBe(0);
});

test('a shift_jis chunk with a two-byte character is left as it is and told unreadable; its HTML is rebased', () => {
  // 表 is 0x95 0x5C in Shift_JIS: its second byte is a backslash in ASCII.
  const chunk = Buffer.concat([
    latin1Body('1:["$","p",null,{"children":"'),
    Buffer.from([0x95, 0x5c]),
    latin1Body('"}]\n2:["$","a",null,{"href":"/guides/a"}]\n'),
  ]);
  const input = page('shift_jis', chunk, '<a href="/guides/a">A</a>');
  const { out, unreadable } = rebased(input);
  expect(out.toString('latin1')).toBe(
    input.toString('latin1').replace('<a href="/guides/a"', '<a href="/docs/guides/a"'),
  );
  expect(unreadable).toBe(1);
});

test('the JSON cursor counts a lead byte that the next bytes do not continue as one character, as utf8View', () => {
  const s = 'caf\xe9 au "/x"';
  const at = escapedCursor(s, 0, s.length, true);
  expect(at(4)).toBe(4);
  expect(at(9)).toBe(9);
  const valid = Buffer.from('caf\u00e9 au "/x"', 'utf8').toString('latin1');
  expect(escapedCursor(valid, 0, valid.length, true)(9)).toBe(10);
});
