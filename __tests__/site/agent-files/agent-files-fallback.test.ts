/**
 * A converter exception on one page (`agent-files: full`) fails nothing else: that page gets a warning naming it and
 * a copy of its text; the other pages are converted as ever. The converter is made to throw, as node-html-markdown
 * did on markup nested thousands deep ("Maximum call stack size exceeded").
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';

const actual = await import('../../../src/site/agent-files/markdown.ts');
jest.unstable_mockModule('../../../src/site/agent-files/markdown.ts', () => ({
  ...actual,
  markdownConverter: (...args: Parameters<typeof actual.markdownConverter>) => {
    const convert = actual.markdownConverter(...args);
    return (html: string, cuts?: readonly number[]) => {
      if (html.includes('BREAKS')) throw new RangeError('Maximum call stack size exceeded');
      return convert(html, cuts);
    };
  },
}));
const { writeAgentFiles } = await import('../../../src/site/agent-files/agent-files.ts');

const page = (title: string, content: string): string =>
  `<html><head><title>${title}</title><link rel="alternate" type="text/markdown" href="/${title}.md"></head>` +
  `<body><div id="content-area"><div class="mdx-content">${content}</div></div></body></html>`;

test('the page the converter fails on is named in a warning and copied as text; the others convert', async () => {
  const root = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'agent-fallback-'));
  try {
    fs.writeFileSync(path.join(root, 'broken.html'), page('broken', '<h2>BREAKS *here*</h2><p>Second.</p>'));
    fs.writeFileSync(path.join(root, 'fine.html'), page('fine', '<h2>Fine</h2><p>Text.</p>'));
    const result = await writeAgentFiles({
      mode: 'full',
      root,
      files: ['broken.html', 'fine.html'],
      host: 'auto',
      siteUrl: 'https://docs.example.com',
      basePath: '',
    });
    expect(result.written).toEqual(['llms.txt', 'llms-full.txt', 'broken.md', 'fine.md']);
    expect(result.warnings).toEqual([expect.stringMatching(/^Could not convert broken\.html to Markdown \(Maximum/)]);
    expect(fs.readFileSync(path.join(root, 'broken.md'), 'utf8')).toBe('# broken\n\nBREAKS \\*here\\*\n\nSecond.\n');
    expect(fs.readFileSync(path.join(root, 'fine.md'), 'utf8')).toBe('# fine\n\n## Fine\n\nText.\n');
  } finally {
    await fs.promises.rm(root, { recursive: true, force: true });
  }
});
