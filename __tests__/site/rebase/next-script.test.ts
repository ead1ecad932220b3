/**
 * `next/script` with `strategy="beforeInteractive"` (issue 37, review 6 finding 1): Next.js writes it as an inline
 * `(self.__next_s=self.__next_s||[]).push([src, props])`, which its bootstrap loads before hydration. The rebase gives
 * `src` the base path where it is written, in the page and in an RSC payload's copy; verification reads it as a script
 * the page loads.
 */
import { describe, expect, test } from '@jest/globals';
import { rebaseHtml } from '../../../src/site/rebase/rebase-html.ts';
import { nextScriptUrl } from '../../../src/site/rebase/next-script.ts';
import type { BasePath } from '../../../src/site/rebase/rebase-url.ts';
import { scanHtml, type RefKind } from '../../../src/verify/html.ts';

const base: BasePath = { prefix: '/docs', origins: ['https://docs.example.com'] };

/** A push as Next.js writes it: `JSON.stringify`, then its `htmlEscapeJsonString`. */
const push = (entry: unknown): string =>
  '(self.__next_s=self.__next_s||[]).push(' +
  JSON.stringify(entry).replace(/[&<>]/g, (c) => `\\u00${c.charCodeAt(0).toString(16)}`) +
  ')';
const page = (script: string): string =>
  `<html><head><link rel="preload" href="/early.js" as="script"/></head><body><script>${script}</script></body></html>`;
const rebased = (html: string): string => rebaseHtml(Buffer.from(html), base)?.toString() ?? html;
/** The URL the browser loads for the page's push, as Next's bootstrap reads it (its argument is JSON, so JS too). */
const loaded = (html: string): unknown => {
  const argument = /<script>\(self\.__next_s=self\.__next_s\|\|\[\]\)\.push\((.*?)\)<\/script>/.exec(html)![1]!;
  return (JSON.parse(argument) as unknown[])[0];
};

describe('a beforeInteractive script push in a page', () => {
  test.each([
    ['/early.js', '/docs/early.js'],
    ['/early.js?a=1&b=<2>', '/docs/early.js?a=1&b=<2>'],
    ['/scripts/é.js', '/docs/scripts/é.js'],
    ['https://docs.example.com/early.js', 'https://docs.example.com/docs/early.js'],
    ['/docs/early.js', '/docs/early.js'],
    ['https://cdn.example.org/early.js', 'https://cdn.example.org/early.js'],
    ['early.js', 'early.js'],
  ])('%s loads as %s; the preload hint beside it agrees', (src, want) => {
    const html = rebased(page(push([src, { id: 'early' }])));
    expect(loaded(html)).toBe(want);
    expect(html).toContain('<link rel="preload" href="/docs/early.js" as="script"/>');
    // Props are kept byte for byte.
    expect(html).toContain(',{"id":"early"}])</script>');
  });

  test('a script that goes on after the push is not one; a million spaces before that text are read once', () => {
    // `\)\s*;?\s*$` backtracked over the run of spaces: this took about 20 minutes (review 8).
    const script = `${push(['/early.js', {}])}${' '.repeat(1_000_000)}x`;
    expect(nextScriptUrl(script)).toBeUndefined();
    expect(nextScriptUrl(`${push(['/early.js', {}])} ; ${' '.repeat(1_000)}`)?.value).toBe('/early.js');
  });

  test('rebasing twice equals rebasing once', () => {
    const once = rebased(page(push(['/early.js', {}])));
    expect(rebased(once)).toBe(once);
  });

  test("an inline script's push ([0, props]) and other scripts are left byte for byte", () => {
    for (const script of [
      push([0, { children: 'console.log("/early.js")', id: 'x' }]),
      'self.__next_s.push(["/early.js",{}])',
      'var a=["/early.js"]',
    ]) {
      const html = page(script);
      expect(rebased(html)).toBe(html.replace('href="/early.js"', 'href="/docs/early.js"'));
    }
  });

  test('the push in an RSC payload copy (a script element) is rebased there too', () => {
    const script = JSON.stringify(push(['/early.js', {}]));
    const row = `0:["$","script",null,{"dangerouslySetInnerHTML":{"__html":${script}}}]\n`;
    const html = `<html><body><script>self.__next_f.push([1,${JSON.stringify(row)}])</script></body></html>`;
    const chunk = /self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/.exec(rebased(html))![1]!;
    const payload = JSON.parse(chunk) as string;
    type Element = [string, string, null, { dangerouslySetInnerHTML: { __html: string } }];
    const rebasedScript = (JSON.parse(payload.slice(2)) as Element)[3].dangerouslySetInnerHTML.__html;
    expect(nextScriptUrl(rebasedScript)?.value).toBe('/docs/early.js');
  });
});

describe('verification reads the push as a script the page loads', () => {
  const assets = (html: string | Buffer): string[] => {
    const refs: string[] = [];
    scanHtml(html, {
      ref: (kind: RefKind, raw) => kind === 'asset' && refs.push(raw),
      anchor() {},
      base() {},
    });
    return refs;
  };

  test.each([
    ['bytes', (html: string): Buffer => Buffer.from(html)],
    ['a string', (html: string): string => html],
  ])('read from %s', (_, input) => {
    const html = page(push(['/docs/early.js', { id: 'e' }])) + `<script>${push([0, { children: 'x' }])}</script>`;
    expect(assets(input(html) as Buffer)).toEqual(['/early.js', '/docs/early.js']);
    expect(assets(input(page(`\n  ${push(['/a&b.js', {}])};\n`)) as Buffer)).toContain('/a&b.js');
  });
});
