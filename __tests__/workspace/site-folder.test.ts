/** What the folder `path` may hold before the step replaces it (issue 39, item 11). */
import { afterEach, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkSiteFolder, classifyFolder, type FolderEntry } from '../../src/workspace/site-folder.ts';

const entries = (...names: string[]): FolderEntry[] =>
  names.map((name) => ({ path: name.replace(/\/$/, ''), directory: name.endsWith('/') }));

test.each([
  [[], 'empty'],
  [['.DS_Store', 'Thumbs.db'], 'empty'],
  // What every export has at its top, in both layouts; the rest is the export's own (.md copies, llms.txt).
  [['index.html', '_next/', '_next/static/', 'guides/', 'guides/a.md', 'llms.txt', 'sitemap.xml'], 'site'],
  [['index.html', '_next/', '.nojekyll', '404.html', 'CNAME', 'pagefind/', 'pagefind/pagefind.js'], 'site'],
  // One file a site has is not a site: a Docsify or Jekyll folder, notes beside .nojekyll.
  [['index.html', '.nojekyll', 'README.md', 'guide/', 'guide/setup.md'], 'other'],
  [['.nojekyll', 'guide.md'], 'other'],
  [['404.html', 'CNAME'], 'other'],
  [['_next/', 'favicon.ico'], 'other'],
  [['INDEX.HTML', '_NEXT/'], 'other'],
  // A file named like Next's folder, or a folder named like the home page, is no site.
  [['index.html', '_next'], 'other'],
  [['index.html/', '_next/'], 'other'],
  [['notes.md', 'report.csv'], 'other'],
  // Sources anywhere, in any case, make any folder one not to replace.
  [['docs.json', 'intro.mdx', 'notes.md'], 'sources'],
  [['mint.json', 'images/'], 'sources'],
  [['Docs.JSON', 'INDEX.HTML'], 'sources'],
  [['index.html', '_next/', 'package.json'], 'sources'],
  [['index.html', '_next/', '.git'], 'sources'],
  [['index.html', '_next/', 'site/', 'site/.git/'], 'sources'],
  [['index.html', '_next/', 'src/', 'src/intro.mdx'], 'sources'],
  [['index.html', '_next/', '.github/', '.github/workflows/'], 'sources'],
  [['index.html', '.nojekyll', '_sidebar.md', 'README.md'], 'sources'],
  [['404.html', '_config.yml', 'Gemfile', 'index.markdown', '_posts/'], 'sources'],
])('%j is %s', (names, kind) => {
  expect(classifyFolder(entries(...names)).kind).toBe(kind);
});

test('the names a message shows: the sources, shallow first, with their paths in the folder', () => {
  expect(classifyFolder(entries('a/', 'a/b/', 'a/b/x.mdx', 'docs.json', 'a/c.mdx', 'notes.md')).names).toEqual([
    'docs.json',
    'a/c.mdx',
    'a/b/x.mdx',
  ]);
  expect(classifyFolder(entries('notes.md', 'guides/', 'guides/a.md', '.nojekyll')).names).toEqual([
    '.nojekyll',
    'guides/',
    'notes.md',
  ]);
});

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A folder holding the given files, by relative path. */
function folderWith(files: string[]): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-folder-'));
  folders.push(root);
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), '');
  }
  return root;
}

test('a folder with more entries than the check reads is refused, saying the check stopped', () => {
  const root = folderWith(['index.html', '_next/a.js', 'b.html', 'c.html', 'd.html']);
  expect(checkSiteFolder(root, 'docs', 100)).toBeUndefined();
  expect(checkSiteFolder(root, 'docs', 4)?.message).toContain(
    "Input 'path': 'docs' holds more than 4 files and folders: the check stops there and cannot tell that no " +
      'sources are among the rest',
  );
});

test('sources deep in a site are found, breadth first, and named with their paths', () => {
  const root = folderWith(['index.html', '_next/a.js', 'guides/a.html', 'guides/deep/er/page.mdx']);
  expect(checkSiteFolder(root, 'docs')?.message).toContain(
    "'docs' holds a project's or another site generator's sources (guides/deep/er/page.mdx); ",
  );
});
