/**
 * Mintlify's base-path script (issue 37 item 4): every spelling of `var b` that names a base path is read as one, in
 * the one form `base-path` is compared in; an empty one is given the base path, in its own quotes.
 */
import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { basePathScriptEdits } from '../../../src/site/rebase/base-path-script.ts';
import { exportBasePath } from '../../../src/site/rebase/export-base-path.ts';
import { rebaseHtml } from '../../../src/site/rebase/rebase-html.ts';
import { applyEdits, type BasePath } from '../../../src/site/rebase/rebase-url.ts';

const base: BasePath = { prefix: '/docs', origins: ['https://docs.example.com'] };

describe("Mintlify's base-path script: every spelling of var b that names a base path", () => {
  const page = (script: string): string => `<html><head><script>${script}</script></head><body></body></html>`;
  /** A page whose payload holds the script, as `<Script dangerouslySetInnerHTML>` writes it. */
  const rscPage = (script: string): string =>
    '<html><body><script>self.__next_f.push([1,' +
    `${JSON.stringify(`0:["$","script",null,{"dangerouslySetInnerHTML":{"__html":${JSON.stringify(script)}}}]\n`)}])` +
    '</script></body></html>';
  const built = (script: string): string | undefined => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'var-b-'));
    try {
      fs.writeFileSync(path.join(site, 'index.html'), page(script));
      return exportBasePath(site, ['index.html'])?.prefix;
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  };

  test.each([
    '!function(){var b="/docs";var p=location.pathname}()',
    '!function(){var b="/docs/";var p=location.pathname}()',
    "!function(){var b='/docs';var p=location.pathname}()",
    "!function(){var b='/docs/'}()",
    '!function () { var b = "/docs"; var p = location.pathname }()',
    '\n  ! function(){\n    var  b=\t"/docs/"\n  }()',
  ])('%j names /docs', (script) => {
    expect(built(script)).toBe('/docs');
  });

  test.each([
    '!function(){var b="";}()',
    '!function(){var b="/";}()',
    '!function(){var b="docs";}()',
    '!function(){var b="//cdn.example.com";}()',
    '!function(){var b="/docs//";}()',
    '!function(){var b="/docs/../api";}()',
    '!function(){var b="/a b";}()',
    '!function(){var b="/docs\';}()',
    'var b="/docs";!function(){var b="/docs"}()',
    '!function(){var bb="/docs"}()',
  ])('%j names none', (script) => {
    expect(built(script)).toBeUndefined();
  });

  test('an empty var b, in any spelling, gets the base path in its own quotes; one form is written', () => {
    for (const [script, rebased] of [
      ['!function(){var b="";}()', '!function(){var b="/docs";}()'],
      ["!function(){var b='';}()", "!function(){var b='/docs';}()"],
      ['!function () { var b = "" ; }()', '!function () { var b = "/docs" ; }()'],
    ] as const) {
      const edits = basePathScriptEdits(script, base);
      expect(applyEdits(Buffer.from(script), edits).toString()).toBe(rebased);
      expect(rebaseHtml(Buffer.from(page(script)), base)?.toString()).toBe(page(rebased));
      // Its copy in the RSC payload, which React writes again on hydration, too.
      expect(rebaseHtml(Buffer.from(rscPage(script)), base)?.toString()).toBe(rscPage(rebased));
      // What the rebase wrote is read back as the base path it was given, and is not rebased again.
      expect(built(rebased)).toBe('/docs');
      expect(basePathScriptEdits(rebased, base)).toEqual([]);
    }
  });
});
