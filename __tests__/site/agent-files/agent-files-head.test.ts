/**
 * `agent-files: auto` reads a page only up to its `<body>` (issue 32): whatever the head holds, llms.txt says what it
 * would say had each page been read whole.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PageHeads, writeAgentFiles } from '../../../src/site/agent-files/agent-files.ts';
import { Pieces } from '../../../src/common/pieces.ts';

/** More than one read of the head-only reader: what follows it is in bytes a read that stopped early missed. */
const pad = `<style>${'.pad{margin:0}'.repeat(3000)}</style>`;
const bodyText = `<div id="content-area"><h1>Body</h1>${'<p>Words of the page.</p>'.repeat(2000)}</div>`;

/** Pages whose description comes after something that could end a head-only read early, each with a long body. */
const PAGES: Record<string, string> = {
  // A head script's text holding "<body>": not the start tag, the read goes on.
  'script.html':
    '<html><head><title>Script - Acme</title><script>document.write("<body class=x>")</script>' +
    `${pad}<meta name="description" content="After the script."></head><body>${bodyText}</body></html>`,
  // A head longer than one read.
  'long.html':
    `<html><head><title>Long - Acme</title><style>${'.a{color:red}'.repeat(5000)}</style>` +
    `<meta name="description" content="After a long style."></head><body class="b">${bodyText}</body></html>`,
  // Upper case, the start tag across the end of a read.
  'upper.html':
    `<HTML><HEAD><TITLE>Upper - Acme</TITLE><META NAME="description" CONTENT="Upper case.">` +
    `<STYLE>${'x'.repeat((16 << 10) - 120)}</STYLE></HEAD><BODY  CLASS="c">${bodyText}</BODY></HTML>`,
  // No <body> start tag at all (the parser makes one): the whole page is read.
  'implicit.html':
    '<title>Implicit - Acme</title><meta name="description" content="No body tag.">' + `<p>${'text '.repeat(9000)}</p>`,
  // <body> in a comment in the head, then the description.
  'comment.html':
    '<html><head><title>Comment - Acme</title><!-- <body> -->' +
    `${pad}<meta name="description" content="After a comment."></head><body>${bodyText}</body></html>`,
  // A description in windows-1252, its charset named in the head.
  'latin.html':
    '<html><head><meta charset="windows-1252"><title>Caf\u00e9 - Acme</title>' +
    `<meta name="description" content="Cr\u00e8me."></head><body>${bodyText}</body></html>`,
};

test('llms.txt names every page with the title and description of its head, however the head is written', async () => {
  const root = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'agent-head-'));
  try {
    for (const [name, html] of Object.entries(PAGES)) {
      const bytes = name === 'latin.html' ? Buffer.from(html, 'latin1') : Buffer.from(html);
      await fs.promises.writeFile(path.join(root, name), bytes);
    }
    const files = Object.keys(PAGES);
    await writeAgentFiles({ mode: 'auto', root, files, host: 'auto', siteUrl: undefined, basePath: '' });
    const llms = await fs.promises.readFile(path.join(root, 'llms.txt'), 'utf8');
    expect(llms).toContain('[Script](/script): After the script.');
    expect(llms).toContain('[Long](/long): After a long style.');
    expect(llms).toContain('[Upper](/upper): Upper case.');
    expect(llms).toContain('[Implicit](/implicit): No body tag.');
    expect(llms).toContain('[Comment](/comment): After a comment.');
    expect(llms).toContain('[Caf\u00e9](/latin): Cr\u00e8me.');
  } finally {
    await fs.promises.rm(root, { recursive: true, force: true });
  }
});

test('heads read as the pages were unpacked, in any pieces, give the llms.txt of heads read from disk', async () => {
  const root = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'agent-head-'));
  const other = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'agent-head-'));
  try {
    const heads = new PageHeads();
    let seed = 3;
    for (const [name, html] of Object.entries(PAGES)) {
      const bytes = name === 'latin.html' ? Buffer.from(html, 'latin1') : Buffer.from(html);
      await fs.promises.writeFile(path.join(root, name), bytes);
      await fs.promises.writeFile(path.join(other, name), bytes);
      const cuts = [5, 2, 9].map((k) => (seed++ * 7919 * k) % (bytes.length + 1)).sort((a, b) => a - b);
      heads.add(
        `site/${name}`,
        new Pieces([0, ...cuts].map((from, i) => bytes.subarray(from, cuts[i] ?? bytes.length))),
      );
    }
    const files = Object.keys(PAGES);
    const common = { mode: 'auto' as const, files, host: 'auto' as const, siteUrl: undefined, basePath: '' };
    await writeAgentFiles({ ...common, root });
    // The pages on disk of the second folder are emptied: only the heads read as unpacked can name them.
    for (const name of files) await fs.promises.writeFile(path.join(other, name), '');
    await writeAgentFiles({ ...common, root: other, heads: (file) => heads.take(`site/${file}`) });
    const fromDisk = await fs.promises.readFile(path.join(root, 'llms.txt'), 'utf8');
    expect(await fs.promises.readFile(path.join(other, 'llms.txt'), 'utf8')).toBe(fromDisk);
    expect(fromDisk).toContain('[Script](/script): After the script.');
  } finally {
    await fs.promises.rm(root, { recursive: true, force: true });
    await fs.promises.rm(other, { recursive: true, force: true });
  }
});
