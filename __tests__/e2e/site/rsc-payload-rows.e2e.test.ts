/**
 * RSC payload rows the rebase and verification must not pass over, through dist/index.js against the emulator (issue
 * 37, review 6): a `redirect()` page's error row, rows the reader cannot parse, and a `.txt` payload that is not valid
 * UTF-8.
 */
import { expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import type { TarEntry } from '../../../emulator/archives.ts';
import { runWith } from '../../helpers/bundle-run.ts';

const MODULE = '2:I[111,["/_next/static/chunks/a.js"],"default"]\n';

/** A page that holds `payload` in one push, as Next.js writes it (its `htmlEscapeJsonString`). */
function page(payload: string, body = ''): string {
  const chunk = JSON.stringify(payload).replace(/[&<>]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return (
    '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>' +
    `${body}<script>(self.__next_f=self.__next_f||[]).push([0])</script>` +
    `<script>self.__next_f.push([1,${chunk}])</script></body></html>`
  );
}

function site(files: Record<string, string | Buffer>): TarEntry[] {
  return Object.entries({
    '_next/static/chunks/a.js': 'x',
    'index.html': '<html><body><a href="/guides/start">Start</a></body></html>',
    'guides/start.html': '<html><body><a href="/">Home</a></body></html>',
    '404.html': '<html><body>Not found</body></html>',
    ...files,
  }).map(([name, data]) => ({ name, data: Buffer.isBuffer(data) ? data : Buffer.from(data) }));
}

const pages = (entries: TarEntry[]): number =>
  entries.filter((e) => e.name.endsWith('.html') && e.name !== '404.html').length;

/** The payload of a page whose server component calls `redirect(url)` (Next 15.5's `next build`: an `E` row). */
const redirecting = (digest: string): string =>
  `${MODULE}0:{"P":null,"c":["","old"],"f":[["$","div",null,{"children":"$L7"}]]}\n` +
  `7:E${JSON.stringify({ digest })}\n`;

/** The payload written in a page's inline chunks, decoded. */
function inlinePayload(html: string): string {
  const chunks = [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)];
  return chunks.map((m) => JSON.parse(m[1]!) as string).join('');
}

test('base-path: a redirect() target is rebased in the .txt and the inline payload; another origin stays', async () => {
  const old = redirecting('NEXT_REDIRECT;replace;/guides/start;307;');
  const away = redirecting('NEXT_REDIRECT;push;https://example.org/a;b;308;');
  const entries = site({
    'old.html': page(old),
    'old.txt': old,
    'away.html': page(away),
    'away.txt': away,
  });
  const { result } = await runWith({ tarEntries: entries, pages: pages(entries) }, { 'base-path': '/docs' });
  expect(result.code).toBe(0);
  const root = path.join(result.workspace, 'static-export');
  const rebased = '7:E{"digest":"NEXT_REDIRECT;replace;/docs/guides/start;307;"}\n';
  expect(fs.readFileSync(path.join(root, 'old.txt'), 'utf8')).toContain(rebased);
  expect(inlinePayload(fs.readFileSync(path.join(root, 'old.html'), 'utf8'))).toContain(rebased);
  const kept = '7:E{"digest":"NEXT_REDIRECT;push;https://example.org/a;b;308;"}\n';
  expect(fs.readFileSync(path.join(root, 'away.txt'), 'utf8')).toContain(kept);
  expect(inlinePayload(fs.readFileSync(path.join(root, 'away.html'), 'utf8'))).toContain(kept);
});

test("verification reads a redirect() target as a link: missing, or outside the site's path, fails", async () => {
  const gone = redirecting('NEXT_REDIRECT;replace;/gone;307;');
  const entries = site({ 'old.html': page(gone), 'old.txt': gone });
  const { result } = await runWith({ tarEntries: entries, pages: pages(entries) });
  expect(result.code).toBe(1);
  expect(result.log).toContain('missing page: /gone (2 pages, e.g. old.html, old.txt)');

  // Served under /docs with site-url's path and not rebased: the router would leave the site.
  const start = redirecting('NEXT_REDIRECT;replace;/guides/start;308;');
  const outside = site({ 'old.html': page(start), 'old.txt': start });
  const run = await runWith(
    { tarEntries: outside, pages: pages(outside) },
    { 'site-url': 'https://docs.example.com/docs' },
  );
  expect(run.result.code).toBe(1);
  expect(run.result.log).toMatch(
    /outside the site's path: \/guides\/start \(3 pages, e\.g\. index\.html, old\.html, old\.txt\)/,
  );
});

/** A row nested deeper than the reader goes (1,024 levels), with a link inside. */
function deepRow(id: string): string {
  let element = '["$","$L2",null,{"href":"/guides/start","children":"deep"}]';
  for (let n = 0; n < 1100; n++) element = `["$","div",null,{"children":${element}}]`;
  return `${id}:${element}\n`;
}

test('rows the reader cannot parse are a verification warning naming the files; fail-on warnings fails', async () => {
  const badEscape = `${MODULE}0:["$","$L2",null,{"href":"C:\\\\dir\\x"}]\n`;
  const entries = site({
    'guides.html': page(MODULE + deepRow('ff')),
    'guides.txt': MODULE + deepRow('ff'),
    'index.txt': badEscape,
    'guides/start.txt': '0:[]\n',
  });
  for (const inputs of [{}, { 'base-path': '/docs' }] as Record<string, string>[]) {
    const { result } = await runWith(
      { tarEntries: entries, pages: pages(entries) },
      { ...inputs, 'verify-fail-on': 'warnings' },
    );
    expect(result.code).toBe(1);
    expect(result.log).toContain('0 errors (0 broken references), 1 warning ·');
    expect(result.log).toContain(
      'warning: unreadable payload rows: RSC payload rows (3 pages, e.g. guides.html, guides.txt, index.txt)',
    );
    // The rebase's own log line stays, once.
    const said = result.log.split('\n').filter((line) => line.includes('(their URLs not rebased, not checked)'));
    expect(said).toHaveLength(inputs['base-path'] ? 1 : 0);
  }
});

test('base-path: a .txt payload with a byte not in UTF-8 is rebased; the byte kept, row lengths right', async () => {
  const html = Buffer.concat([
    Buffer.from('<p>St'),
    Buffer.from([0xff]),
    Buffer.from(' <a href="/guides/start">x</a></p>'),
  ]);
  const payload = (href: string, text: Buffer): Buffer =>
    Buffer.concat([
      Buffer.from(`${MODULE}3:T${text.length.toString(16)},`),
      text,
      Buffer.from(`0:["$","div",null,{"children":[["$","$L2",null,{"href":"${href}","children":"St`),
      Buffer.from([0xff]),
      Buffer.from('art"}],["$","div",null,{"dangerouslySetInnerHTML":{"__html":"$3"}}]]}]\n'),
    ]);
  const entries = site({ 'guides/start.txt': payload('/guides/start', html), 'index.txt': '0:[]\n' });
  const { result } = await runWith({ tarEntries: entries, pages: pages(entries) }, { 'base-path': '/docs' });
  expect(result.log).not.toContain('outside the site');
  expect(result.code).toBe(0);
  const rebased = html.toString('latin1').replace('"/guides/start"', '"/docs/guides/start"');
  const expected = payload('/docs/guides/start', Buffer.from(rebased, 'latin1'));
  expect(fs.readFileSync(path.join(result.workspace, 'static-export', 'guides/start.txt'))).toEqual(
    Buffer.from(expected.toString('latin1').replace('"/_next/', '"/docs/_next/'), 'latin1'),
  );
});

/**
 * A responsive image whose srcset and src are 1,024 characters or more (issue 44 item 2): React writes each in a text
 * row its prop references, `"srcSet":"$5"` and `5:T<hex byte length>,<text>`. A caption in the query (`Größe`) makes
 * the row's byte length differ from its length in characters.
 */
const widths = [320, 640, 750, 828, 1080, 1200, 1920, 2048, 3840];
const signed = (prefix: string, file: string, w: number): string =>
  `${prefix}/images/${file}?w=${w}&caption=Größe&s=${'5e'.repeat(40)}`;
const imageRows = (prefix: string, file: string): string => {
  const srcset = widths.map((w) => `${signed(prefix, file, w)} ${w}w`).join(', ');
  const src = `${signed(prefix, file, 3840)}&pad=${'0'.repeat(1024)}`;
  const text = (id: number, value: string): string => `${id}:T${Buffer.byteLength(value).toString(16)},${value}`;
  return `${text(5, srcset)}${text(6, src)}0:["$","img",null,{"srcSet":"$5","src":"$6","alt":"Hero"}]\n`;
};

test('base-path: the text rows of a long srcSet and src carry /docs, in the .txt and the inline payload', async () => {
  const payload = imageRows('', 'hero.png');
  const entries = site({
    'images/hero.png': 'png',
    'gallery.html': page(payload, '<p>Gallery</p>'),
    'gallery.txt': payload,
  });
  const { result } = await runWith({ tarEntries: entries, pages: pages(entries) }, { 'base-path': '/docs' });
  expect(result.log).not.toContain('outside the site');
  expect(result.code).toBe(0);
  const root = path.join(result.workspace, 'static-export');
  const rebased = imageRows('/docs', 'hero.png');
  expect(rebased).not.toContain('"/images/');
  expect(fs.readFileSync(path.join(root, 'gallery.txt'), 'utf8')).toBe(rebased);
  expect(inlinePayload(fs.readFileSync(path.join(root, 'gallery.html'), 'utf8'))).toBe(rebased);
});

test('verification reads the URLs of a long srcSet text row: a missing image only the row names fails', async () => {
  const payload = imageRows('', 'gone.png');
  const entries = site({ 'gallery.html': page(payload, '<p>Gallery</p>'), 'gallery.txt': payload });
  const { result } = await runWith({ tarEntries: entries, pages: pages(entries) });
  expect(result.code).toBe(1);
  expect(result.log).toContain('missing asset: /images/gone.png (2 pages, e.g. gallery.html, gallery.txt)');
});

/** A chunk's JSON string body in Latin-1 bytes, escaped as Next.js escapes it (`htmlEscapeJsonString`). */
const latin1Chunk = (text: string): Buffer =>
  Buffer.from(
    JSON.stringify(text)
      .slice(1, -1)
      .replace(/[&<>]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
    'latin1',
  );

/** A page in `charset` whose payload is one push of `chunk` (bytes of a JSON string's body). */
const pageIn = (charset: string, chunk: Buffer): Buffer =>
  Buffer.concat([
    Buffer.from(`<!DOCTYPE html><html><head><meta charset="${charset}"><title>T</title></head><body>`),
    Buffer.from('<a href="/guides/start">Start</a><script>self.__next_f.push([1,"'),
    chunk,
    Buffer.from('"])</script></body></html>'),
  ]);

test('base-path: inline chunks with a stray byte, or in windows-1252: /docs where each URL is written', async () => {
  // A UTF-8 page whose text prop holds é as the one byte 0xE9 (no UTF-8 sequence), before a link.
  const stray = (prefix: string): Buffer =>
    latin1Chunk(
      `1:["$","p",null,{"children":"caf\u00e9 au lait"}]\n` +
        `2:["$","a",null,{"href":"${prefix}/guides/start","children":"A"}]\n`,
    );
  // A windows-1252 page: a text row holding é (two bytes to React, which reads the decoded text as UTF-8; one byte in
  // the page), referenced by a link, then another link.
  const url = `/guides/start?q=caf\u00e9${'&x'.repeat(520)}`;
  const latin = (prefix: string): Buffer =>
    latin1Chunk(
      `1:T${Buffer.byteLength(prefix + url).toString(16)},${prefix}${url}` +
        `2:["$","a",null,{"href":"$1","children":"x"}]\n3:["$","a",null,{"href":"${prefix}/guides/start"}]\n`,
    );
  const entries = site({ 'stray.html': pageIn('utf-8', stray('')), 'latin.html': pageIn('windows-1252', latin('')) });
  const { result } = await runWith({ tarEntries: entries, pages: pages(entries) }, { 'base-path': '/docs' });
  expect(result.code).toBe(0);
  const root = path.join(result.workspace, 'static-export');
  const expected = (page: Buffer): string =>
    page.toString('latin1').replace('<a href="/guides/start"', '<a href="/docs/guides/start"');
  expect(fs.readFileSync(path.join(root, 'stray.html')).toString('latin1')).toBe(
    expected(pageIn('utf-8', stray('/docs'))),
  );
  expect(fs.readFileSync(path.join(root, 'latin.html')).toString('latin1')).toBe(
    expected(pageIn('windows-1252', latin('/docs'))),
  );
});
