/**
 * A `<script>` whose `type` makes it a data block (`text/plain`, `application/json`, a template) is text (review 8
 * finding 2): even when it holds what looks like an RSC payload chunk or a `beforeInteractive` push, the rebase leaves
 * it byte for byte, verification does not follow it, and `external-assets` neither lists nor fetches what it names.
 */
import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadedAssets } from '../../../src/external/bundle.ts';
import { rebaseHtml } from '../../../src/site/rebase/rebase-html.ts';
import type { BasePath } from '../../../src/site/rebase/rebase-url.ts';
import { scanHtml, type RefKind } from '../../../src/verify/html.ts';

const base: BasePath = { prefix: '/docs', origins: ['https://docs.example.com'] };
/** An RSC payload chunk as Next.js writes it, holding one row. */
const chunk = (row: unknown): string => `self.__next_f.push([1,${JSON.stringify(`0:${JSON.stringify(row)}\n`)}])`;
const linkChunk = chunk(['$', 'a', null, { href: '/guides' }]);
const imageChunk = chunk(['$', 'img', null, { src: 'https://cdn.example.test/tk.png' }]);
const pushScript = '(self.__next_s=self.__next_s||[]).push(["/early.js",{}])';
const page = (type: string, text: string): string =>
  `<!DOCTYPE html><html><head></head><body><script${type}>${text}</script></body></html>`;
const DATA_TYPES = [' type="text/plain"', ' type="application/json"', ' type="text/x-template"'];

describe('data-block scripts are text', () => {
  test.each(DATA_TYPES)('base-path leaves a payload chunk and a script push in <script%s> as they are', (type) => {
    for (const text of [linkChunk, pushScript]) {
      const html = page(type, text);
      expect(rebaseHtml(Buffer.from(html), base)?.toString() ?? html).toBe(html);
    }
    // The same text in a script that runs is rebased.
    expect(rebaseHtml(Buffer.from(page('', linkChunk)), base)?.toString()).toContain('/docs/guides');
  });

  test.each(DATA_TYPES)('verification follows nothing in <script%s>', (type) => {
    for (const read of [(h: string) => h, (h: string) => Buffer.from(h)]) {
      const refs: string[] = [];
      for (const text of [linkChunk, pushScript])
        scanHtml(read(page(type, text)), {
          ref: (kind: RefKind, raw) => refs.push(`${kind} ${raw}`),
          anchor() {},
          base() {},
        });
      expect(refs).toEqual([]);
    }
  });

  test.each(DATA_TYPES)('external-assets neither lists nor fetches what <script%s> names', async (type) => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'data-block-'));
    try {
      fs.writeFileSync(path.join(root, 'index.html'), page(type, imageChunk));
      fs.writeFileSync(path.join(root, 'run.html'), page('', imageChunk));
      const found = await loadedAssets(root, ['index.html', 'run.html']);
      expect(found.loadedBy.get('https://cdn.example.test/tk.png')).toEqual(['run.html']);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
