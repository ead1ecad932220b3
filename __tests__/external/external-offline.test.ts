/**
 * `external-assets: bundle` and what stays on other origins (issue 38): connection hints to hosts nothing loads from
 * any more are removed (`src/external/connect-hints.ts`), `/_mintlify/api/user` is answered and Mintlify's cloud
 * features are listed (`src/external/cloud.ts`).
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileHosts, removeUnusedHints } from '../../src/external/connect-hints.ts';
import {
  answerUserCall,
  CLOUD_FEATURES,
  cloudSummary,
  isMintlifyExport,
  USER_ANSWER,
  USER_FILE,
} from '../../src/external/cloud.ts';
import { ActionError } from '../../src/common/errors.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A site folder holding `files` (relative path → content). */
function site(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-'));
  folders.push(root);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}
const read = (root: string, file: string): string => fs.readFileSync(path.join(root, file), 'utf8');

/** An inline payload chunk as Next.js writes it. */
const push = (rows: string): string => {
  const literal = JSON.stringify(rows).replaceAll('&', '\\u0026').replaceAll('<', '\\u003c');
  return `<script>self.__next_f.push([1,${literal}])</script>`;
};

const HEAD_HINTS =
  '<link rel="preconnect" href="https://fonts.googleapis.com">\n' +
  '<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>\n' +
  '<link rel="dns-prefetch preconnect" href="//cdn.gone.test/x">\n' +
  '<link rel="dns-prefetch" href="https://www.googletagmanager.com">\n';

describe('connection hints', () => {
  test('hints to hosts nothing loads from are removed whole; the rest of the page is kept byte for byte', async () => {
    const page =
      `<!DOCTYPE html><html><head><title>A</title>\n${HEAD_HINTS}` +
      '<link rel="stylesheet" href="/_external/fonts.googleapis.com/css2.1a2b3c4d5e6f.css">' +
      '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>' +
      '</head><body><p>Text <a href="https://cdn.gone.test/page">a link</a></p></body></html>';
    const root = site({ 'index.html': page });
    const result = await removeUnusedHints(root, ['index.html']);
    expect(result.hosts).toEqual(['cdn.gone.test', 'fonts.googleapis.com', 'fonts.gstatic.com']);
    expect(result.files).toBe(1);
    // The excluded analytics host is still loaded from: its hint stays. A link is not a load.
    expect(read(root, 'index.html')).toBe(
      page
        .replace('<link rel="preconnect" href="https://fonts.googleapis.com">', '')
        .replace('<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>', '')
        .replace('<link rel="dns-prefetch preconnect" href="//cdn.gone.test/x">', ''),
    );
  });

  test("a host another page, a stylesheet, an inline script or a payload names keeps every page's hint", async () => {
    const hinted = (host: string): string => `<link rel="preconnect" href="https://${host}">`;
    const root = site({
      'a.html':
        `<head>${hinted('css.test')}${hinted('img.test')}${hinted('script.test')}${hinted('rsc.test')}` +
        `${hinted('escaped.test')}${hinted('frame.test')}</head>`,
      'b.html': '<img src="https://img.test/a.png"><iframe src="https://frame.test/embed/1"></iframe>',
      '_next/static/css/app.css': '.a{background:url("https://css.test/bg.png")}',
      'c.html': `<script>var s=document.createElement('script');s.src='https://script.test/x.js'</script>`,
      'd.html': push(`1:["$","span",null,{"style":{"maskImage":"url(https://rsc.test/i.svg)"}}]\n`),
      'e.txt': '0:["$","img",null,{"src":"https:\\/\\/escaped.test\\/a.png"}]\n',
    });
    const files = ['a.html', 'b.html', '_next/static/css/app.css', 'c.html', 'd.html', 'e.txt'];
    expect(await removeUnusedHints(root, files)).toEqual({ hosts: [], files: 0 });
  });

  test("a payload's hint rows and hint <link> elements go; its other rows stay as they are", () => {
    const rows =
      ':HC"https://fonts.gstatic.com"\n' +
      ':HC["https://icons.test","anonymous"]\n' +
      ':HD"https://kept.test"\n' +
      ':HL["https://kept.test/font.woff2","font"]\n' +
      '2:["$","link","0",{"rel":"preconnect","href":"https://icons.test"}]\n' +
      '3:["$","div",null,{"children":[["$","link","1",{"rel":"dns-prefetch","href":"https://fonts.gstatic.com"}],' +
      '"text"]}]\n' +
      '4:T5,hello';
    const page = `<html><body><p>x</p>${push(rows.slice(0, 60))}${push(rows.slice(60))}</body></html>`;
    const hosts = fileHosts('index.html', Buffer.from(page));
    expect([...hosts.hinted].sort()).toEqual(['fonts.gstatic.com', 'icons.test', 'kept.test']);
    expect([...hosts.used]).toEqual(['kept.test']);
    const remove = (host: string): boolean => host !== 'kept.test';
    const { edits } = fileHosts('index.html', Buffer.from(page), remove);
    let out = '';
    let at = 0;
    for (const edit of edits.sort((a, b) => a.start - b.start)) {
      out += page.slice(at, edit.start) + edit.text;
      at = edit.end;
    }
    out += page.slice(at);
    const payload = [...out.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)]
      .map((m) => JSON.parse(m[1]!) as string)
      .join('');
    expect(payload).toBe(
      ':HD"https://kept.test"\n' +
        ':HL["https://kept.test/font.woff2","font"]\n' +
        '2:null\n' +
        '3:["$","div",null,{"children":[null,"text"]}]\n' +
        '4:T5,hello',
    );
    // The same in a .txt payload (what a client navigation fetches).
    const txt = fileHosts('guides/a.txt', Buffer.from(rows), remove);
    expect(txt.edits.length).toBe(4);
  });
});

describe('/_mintlify/api/user', () => {
  test('is written as {} at the site root, to be served at <base-path>/_mintlify/api/user', async () => {
    const root = site({ 'index.html': '<p>x</p>' });
    expect(await answerUserCall(root, ['index.html'])).toBe(USER_FILE);
    expect(JSON.parse(read(root, '_mintlify/api/user'))).toEqual({});
    expect(read(root, USER_FILE)).toBe(USER_ANSWER);
  });

  test('an export that has the path (or a folder there) fails clearly, and nothing is written', async () => {
    for (const clash of [USER_FILE, `${USER_FILE}/index.html`, '_mintlify/api']) {
      const root = site({ [clash]: 'theirs' });
      const error = await answerUserCall(root, [clash]).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ActionError);
      expect((error as ActionError).message).toContain(`The export already has ${clash}`);
      expect(read(root, clash)).toBe('theirs');
    }
  });
});

describe("Mintlify's cloud features", () => {
  test("a Mintlify export is told by its base-path script or its /_mintlify/ URLs; another site's is not", async () => {
    const mintlify = site({ 'index.html': '<script>!function(){var b="";var p=location.pathname}()</script>' });
    expect(await isMintlifyExport(mintlify, ['index.html'])).toBe(true);
    const other = site({ 'index.html': '<p>Hello</p>', 'b.html': '<a href="/_mintlify/api/request">x</a>' });
    expect(await isMintlifyExport(other, ['index.html', 'b.html'])).toBe(true);
    const plain = site({ 'index.html': '<p>Hello</p>' });
    expect(await isMintlifyExport(plain, ['index.html'])).toBe(false);
  });

  test('the summary says what was answered and removed, and lists the features only for a Mintlify export', () => {
    const result = {
      userAnswer: USER_FILE,
      userUrl: '/docs/_mintlify/api/user',
      hintsRemoved: ['fonts.gstatic.com'],
      mintlify: true,
    };
    const summary = cloudSummary(result);
    expect(summary).toContain('`/docs/_mintlify/api/user` answers `{}`');
    expect(summary).toContain('`fonts.gstatic.com`');
    for (const name of ['assistant', 'Feedback', 'socket.io', 'API playground', 'Analytics', 'Search'])
      expect(summary).toContain(name);
    expect(summary.split('\n').filter((l) => l.startsWith('| ')).length).toBe(CLOUD_FEATURES.length + 1);
    expect(cloudSummary({ ...result, mintlify: false })).not.toContain('assistant');
  });
});
