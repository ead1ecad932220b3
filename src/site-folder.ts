import fs from 'node:fs';
import { InputError, printableName } from './errors.ts';

/**
 * What the folder `path` holds before the step replaces it whole (issue 39, item 11):
 * - `empty`: missing, empty, or only a file manager's own files (`.DS_Store`, `Thumbs.db`, `desktop.ini`);
 * - `site`: an earlier site, placed by this action or published by hand;
 * - `project`: a project's own files (docs sources, a package, a Git checkout), never a site's;
 * - `other`: anything else: files no site has at its root.
 */
export type FolderKind = 'empty' | 'site' | 'project' | 'other';

/** One entry at the top of the folder. */
export interface FolderEntry {
  name: string;
  directory: boolean;
}

/** Files a file manager leaves in any folder it shows: they make no folder a project. */
const FILE_MANAGER_FILES = new Set(['.DS_Store', 'Thumbs.db', 'desktop.ini']);

/**
 * What a site has at its root: the home page (every export has one, in both layouts), the not-found page, the
 * `.nojekyll` this action adds for GitHub Pages, and Next.js's `_next/` (platform facts, "The bundle" and "Real
 * pages").
 */
const SITE_FILES = new Set(['index.html', '404.html', '.nojekyll']);
const SITE_FOLDERS = new Set(['_next']);

/**
 * What no export holds, and a project does: Mintlify's configuration (`docs.json`, or `mint.json` before it), MDX
 * pages (an export holds HTML and `.md` copies, never `.mdx`), a package manifest, and a Git checkout or worktree
 * (`.git`, a folder or a file), whose history the replacement would delete.
 */
function isProjectFile(entry: FolderEntry): boolean {
  const name = entry.name.toLowerCase();
  if (name === '.git') return true;
  return !entry.directory && (['docs.json', 'mint.json', 'package.json'].includes(name) || name.endsWith('.mdx'));
}

/**
 * Classifies the top of a folder (pure).
 * @returns the kind, and the entries that decided it, project files first (for the message)
 */
export function classifyFolder(entries: readonly FolderEntry[]): { kind: FolderKind; names: string[] } {
  const present = entries.filter((entry) => !FILE_MANAGER_FILES.has(entry.name));
  if (present.length === 0) return { kind: 'empty', names: [] };
  const project = present.filter(isProjectFile);
  const byName = (a: FolderEntry, b: FolderEntry): number => Number(a.name > b.name) - Number(a.name < b.name);
  const label = (entry: FolderEntry): string => (entry.directory ? `${entry.name}/` : entry.name);
  if (project.length > 0) {
    const rest = present.filter((entry) => !isProjectFile(entry));
    return { kind: 'project', names: [...project.sort(byName), ...rest.sort(byName)].map(label) };
  }
  const site = present.some((entry) =>
    entry.directory ? SITE_FOLDERS.has(entry.name) : SITE_FILES.has(entry.name.toLowerCase()),
  );
  return { kind: site ? 'site' : 'other', names: [...present].sort(byName).map(label) };
}

/** How many of the folder's names a message shows. */
const SHOWN = 4;

/**
 * Refuses, before any request, a site folder the step must not replace (issue 39, item 11): it holds a project's
 * files or anything else that is not a site. Replacing `path` deletes everything in it, and a later step that commits
 * the workspace would delete those files from the repository too. A folder that is missing, empty or holds a site is
 * fine; a `path` that is not a folder is left to the destination check.
 * @param sitePath absolute path of the site folder
 * @param text the input `path` as given, for the message
 * @returns an InputError naming a few of its files and the fix, or undefined
 */
export function checkSiteFolder(sitePath: string, text: string): InputError | undefined {
  let entries: fs.Dirent[];
  try {
    if (!fs.lstatSync(sitePath).isDirectory()) return undefined;
    entries = fs.readdirSync(sitePath, { withFileTypes: true });
  } catch {
    // Missing, or unreadable: the destination check and the placement say what is wrong with it.
    return undefined;
  }
  const { kind, names } = classifyFolder(entries.map((e) => ({ name: e.name, directory: e.isDirectory() })));
  if (kind === 'empty' || kind === 'site') return undefined;
  const shown = names.slice(0, SHOWN).map(printableName).join(', ');
  const more = names.length > SHOWN ? ` and ${names.length - SHOWN} more` : '';
  const what = kind === 'project' ? "a project's own files, not a site" : 'files that are not a site';
  const folder = printableName(text);
  return new InputError(
    'path',
    `'${folder}' holds ${what} (${shown}${more}); the step replaces path whole and would delete them. ` +
      `Choose another path (a new folder for the site alone), or empty '${folder}' if nothing in it is needed. ` +
      'A folder is replaced only when it is missing, empty, or holds a site (index.html, 404.html, .nojekyll, _next/).',
  );
}
