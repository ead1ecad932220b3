/** What the folder `path` may hold before the step replaces it (issue 39, item 11). */
import { expect, test } from '@jest/globals';
import { classifyFolder, type FolderEntry } from '../src/site-folder.ts';

const entries = (...names: string[]): FolderEntry[] =>
  names.map((name) => ({ name: name.replace(/\/$/, ''), directory: name.endsWith('/') }));

test.each([
  [[], 'empty'],
  [['.DS_Store', 'Thumbs.db'], 'empty'],
  [['index.html', 'guides/', 'sitemap.xml'], 'site'],
  [['404.html', 'CNAME'], 'site'],
  [['.nojekyll', 'robots.txt'], 'site'],
  [['_next/', 'favicon.ico'], 'site'],
  // A file named like Next's folder is no site.
  [['_next'], 'other'],
  [['docs.json', 'intro.mdx', 'notes.md'], 'project'],
  [['mint.json', 'images/'], 'project'],
  [['index.mdx'], 'project'],
  // A project with a home page of its own (a Vite app, a gh-pages worktree) is still not ours to replace.
  [['index.html', 'package.json', 'src/'], 'project'],
  [['index.html', '_next/', '.git'], 'project'],
  [['index.html', '.git/'], 'project'],
  [['notes.md', 'report.csv'], 'other'],
  [['values.yaml'], 'other'],
])('%j is %s', (names, kind) => {
  expect(classifyFolder(entries(...names)).kind).toBe(kind);
});

test('the names a message shows: the project files first, then the rest in order, folders with a slash', () => {
  expect(classifyFolder(entries('notes.md', 'guides/', 'intro.mdx', 'docs.json')).names).toEqual([
    'docs.json',
    'intro.mdx',
    'guides/',
    'notes.md',
  ]);
});
