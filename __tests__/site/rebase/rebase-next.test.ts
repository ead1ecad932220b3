/**
 * The rebase on what Next.js itself writes (issue 21 "Proof on a real export"): the fixture app's root build
 * (`helpers/next-fixture.ts`, cached between runs), rebased to /docs, read back with verification's own readers.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { decodeHTMLAttribute } from 'entities';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rebaseSite } from '../../../src/site/rebase/rebase.ts';
import { advanceBytes } from '../../../src/site/rebase/rsc.ts';
import { cssUrls } from '../../../src/verify/css.ts';
import { sitePaths } from '../../../src/site/rebase/site-paths.ts';
import { scanHtml } from '../../../src/verify/html.ts';
import { buildFixture, listFiles, withBuilds } from '../../helpers/next-fixture.ts';

const base = { prefix: '/docs', origins: ['https://docs.example.com'] };
let original: string;
let rebased: string;
let files: string[];
let changed: number;

beforeAll(
  async () => {
    original = await buildFixture('');
    rebased = fs.mkdtempSync(path.join(os.tmpdir(), 'rebased-'));
    fs.cpSync(original, rebased, { recursive: true });
    files = listFiles(rebased);
    changed = (await rebaseSite(rebased, files, base)).files;
  },
  withBuilds(1, 300_000),
);

afterAll(() => fs.rmSync(rebased, { recursive: true, force: true }));

const read = (root: string, file: string): Buffer => fs.readFileSync(path.join(root, file));

test('rebasing twice gives the bytes of rebasing once; images and fonts are never opened or changed', async () => {
  expect(changed).toBeGreaterThan(10);
  const again = await rebaseSite(rebased, files, base);
  expect(again.files).toBe(0);
  for (const file of files.filter((f) => /\.(svg|png|ico|woff2?)$/.test(f)))
    expect(read(rebased, file).equals(read(original, file))).toBe(true);
});

test("every root-absolute or own-origin URL verification's readers find in pages and stylesheets carries /docs", () => {
  const outside: string[] = [];
  const check = (file: string, url: string): void => {
    const own = url.startsWith('https://docs.example.com') ? url.slice('https://docs.example.com'.length) : url;
    if (!own.startsWith('/') || own.startsWith('//')) return;
    if (!/^\/docs([/?#]|$)/.test(own)) outside.push(`${file}: ${url}`);
  };
  let seen = 0;
  // A payload's data is a link only where it names a file of the site (the rebase's rule, which the check applies).
  const siteHas = sitePaths(files);
  for (const file of files) {
    if (file.endsWith('.html')) {
      scanHtml(read(rebased, file), {
        ref: (kind, raw) => {
          if (
            (kind === 'data-link' || kind === 'data-asset') &&
            !siteHas(raw) &&
            !(raw.startsWith('/docs/') && siteHas(raw.slice(5)))
          )
            return;
          seen++;
          check(file, raw);
        },
        anchor: () => {},
        base: () => {},
      });
    } else if (file.endsWith('.css')) for (const url of cssUrls(read(rebased, file).toString('utf8'))) check(file, url);
  }
  expect(seen).toBeGreaterThan(100);
  expect(outside).toEqual([]);
});

/** The RSC payload of a page: its `self.__next_f.push([1,"…"])` chunks joined, or a `.txt` file. */
function payloads(root: string): [string, string][] {
  const out: [string, string][] = [];
  for (const file of listFiles(root)) {
    const text = read(root, file).toString('utf8');
    if (file.endsWith('.html')) {
      const chunks = [...text.matchAll(/<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g)];
      out.push([file, chunks.map((m) => JSON.parse(m[1]!) as string).join('')]);
    } else if (file.endsWith('.txt') && /^[0-9a-f]*:/.test(text)) out.push([file, text]);
  }
  return out;
}

test('RSC text rows: each length, in UTF-8 bytes, ends exactly where the next row starts', () => {
  let textRows = 0;
  let rewritten = 0;
  const before = new Map(payloads(original));
  for (const [file, payload] of payloads(rebased)) {
    for (const m of payload.matchAll(/(?:^|\n|,)([0-9a-f]+):T([0-9a-f]+),/g)) {
      const start = m.index + m[0].length;
      const end = advanceBytes(payload, start, parseInt(m[2]!, 16));
      textRows++;
      expect(`${file}: ${payload.slice(end, end + 20)}`).toMatch(
        new RegExp(`^${file.replace(/[.[\]]/g, '\\$&')}: ([0-9a-f]*:|$)`),
      );
    }
    if (payload !== before.get(file) && /:T[0-9a-f]+,<p>Weiter/.test(payload)) rewritten++;
  }
  // The pages with long non-ASCII text (unicode, embedded) in both their HTML and .txt; embedded's row was rewritten.
  expect(textRows).toBeGreaterThanOrEqual(4);
  expect(rewritten).toBe(2);
});

test("Next's webpack public path and static media imports carry /docs; the router's own paths do not", () => {
  const chunks = files
    .filter((f) => f.startsWith('_next/static/chunks/'))
    .map((f) => read(rebased, f).toString('utf8'));
  const all = chunks.join('\n');
  expect(all).toContain('.p="/docs/_next/"');
  expect(all).not.toContain('.p="/_next/"');
  expect(all).toMatch(/src:"\/docs\/_next\/static\/media\/mark\.[0-9a-f]+\.svg"/);
  expect(all).toContain('"/_next/data/"');
  expect(all).toContain('"/_next/image"');
});

test("a tag's style prop names the URL its style attribute names: in the page and in its .txt payload", () => {
  /** The `url()`s of the home page's banner: in its `style=""`, and in its `style` prop in each payload. */
  const banner = (root: string): Record<string, string[]> => {
    const html = read(root, 'index.html').toString('utf8');
    const tag = /<div\b[^>]*\bid="banner"[^>]*>/.exec(html)![0];
    const attribute = decodeHTMLAttribute(/\sstyle="([^"]*)"/.exec(tag)![1]!);
    const out: Record<string, string[]> = { 'index.html style=""': cssUrls(attribute) };
    for (const [file, payload] of payloads(root)) {
      const prop = /"id":"banner"[^\]]*?"style":\{"backgroundImage":("(?:[^"\\]|\\.)*")/.exec(payload);
      if (prop) out[`${file} style prop`] = cssUrls(JSON.parse(prop[1]!) as string);
    }
    return out;
  };
  const places = ['index.html style=""', 'index.html style prop', 'index.txt style prop'];
  expect(banner(original)).toEqual(Object.fromEntries(places.map((place) => [place, ['/pattern.svg']])));
  // Hydration and client navigation render the payload's: it must name what the HTML names.
  expect(banner(rebased)).toEqual(Object.fromEntries(places.map((place) => [place, ['/docs/pattern.svg']])));
});
