import fs from 'node:fs';
import path from 'node:path';
import { InputError, localFailureReason, printableName } from '../common/errors.ts';

/**
 * What the folder `path` holds before the step replaces it whole (issue 39, item 11):
 * - `empty`: missing, empty, or only a file manager's own files (`.DS_Store`, `Thumbs.db`, `desktop.ini`);
 * - `site`: a site this action can have placed: `index.html` and `_next/` at its top, and no source anywhere in it;
 * - `sources`: a project's or another site generator's sources somewhere in it ({@link isSource});
 * - `other`: anything else, e.g. a Docsify or Jekyll folder, or notes: no Mintlify export at its top.
 */
export type FolderKind = 'empty' | 'site' | 'sources' | 'other';

/** One entry of the folder, at any depth. */
export interface FolderEntry {
  /** Path relative to the folder, with `/` separators, e.g. `index.html` or `guides/a.html`. */
  path: string;
  directory: boolean;
}

/** Files a file manager leaves in any folder it shows: they make no folder a project. */
const FILE_MANAGER_FILES = new Set(['.ds_store', 'thumbs.db', 'desktop.ini']);

/**
 * Files no Mintlify export holds, and a project or another generator's sources do (lower case): Mintlify's
 * configuration (`docs.json`, `mint.json` before it), package manifests and lock files, Jekyll's (`_config.yml`,
 * `Gemfile`), Docsify's (`_sidebar.md`, `_navbar.md`, `_coverpage.md`), MkDocs', mdBook's, Hugo's, Sphinx's,
 * Docusaurus' and Astro's configurations.
 */
const SOURCE_FILES = new Set([
  'docs.json',
  'mint.json',
  'package.json',
  'package-lock.json',
  'yarn.lock',
  'pnpm-lock.yaml',
  '_config.yml',
  '_config.yaml',
  'gemfile',
  'gemfile.lock',
  '_sidebar.md',
  '_navbar.md',
  '_coverpage.md',
  'mkdocs.yml',
  'mkdocs.yaml',
  'book.toml',
  'hugo.toml',
  'conf.py',
  'docusaurus.config.js',
  'docusaurus.config.ts',
  'astro.config.mjs',
  'pyproject.toml',
  'go.mod',
  'cargo.toml',
]);

/**
 * Extensions of sources (lower case): an export holds HTML, RSC `.txt` payloads, compiled `_next/` chunks and `.md`
 * copies of its pages (with `llms.txt`), never MDX, Jekyll's `.markdown`, reStructuredText or JSX. `.md` alone is no
 * source: Mintlify exports carry `.md` copies.
 */
const SOURCE_EXTENSIONS = ['.mdx', '.markdown', '.rst', '.jsx', '.tsx'];

/** Folders of sources (lower case): GitHub's workflows, installed packages, Jekyll's folders. */
const SOURCE_FOLDERS = new Set(['.github', 'node_modules', '_posts', '_layouts', '_includes', '_data', '_sass']);

/**
 * Whether an entry is a project's or another generator's source, which no export holds: also a Git checkout or
 * worktree (`.git`, a folder or a file), whose history the replacement would delete. Names compare in any case (a
 * macOS or Windows runner's file system folds it).
 */
export function isSource(entry: FolderEntry): boolean {
  const name = entry.path.slice(entry.path.lastIndexOf('/') + 1).toLowerCase();
  if (name === '.git') return true;
  if (entry.directory) return SOURCE_FOLDERS.has(name);
  return SOURCE_FILES.has(name) || SOURCE_EXTENSIONS.some((extension) => name.endsWith(extension));
}

/** An entry as a message names it: its path in the folder, a folder with a slash. */
const label = (entry: FolderEntry): string => (entry.directory ? `${entry.path}/` : entry.path);

/** Shallow entries first, then by path: the message names what a person finds first. */
const byDepthThenPath = (a: FolderEntry, b: FolderEntry): number => {
  const depth = a.path.split('/').length - b.path.split('/').length;
  return depth !== 0 ? depth : Number(a.path > b.path) - Number(a.path < b.path);
};

/**
 * Classifies a folder from its entries (pure): every entry at any depth, or as many as were read.
 * A site is what every Mintlify export holds, in both layouts (platform facts, "The bundle" and "Real pages"), and
 * what verification requires of the sites this action places: `index.html` and the `_next/` folder at its top.
 * @returns the kind, and the entries that decided it (the sources for `sources`, else the top's entries), by depth
 */
export function classifyFolder(entries: readonly FolderEntry[]): { kind: FolderKind; names: string[] } {
  const top = entries.filter((entry) => !entry.path.includes('/') && !FILE_MANAGER_FILES.has(entry.path.toLowerCase()));
  if (top.length === 0) return { kind: 'empty', names: [] };
  const sources = entries.filter(isSource);
  if (sources.length > 0) return { kind: 'sources', names: [...sources].sort(byDepthThenPath).map(label) };
  const has = (name: string, directory: boolean): boolean =>
    top.some((entry) => entry.path === name && entry.directory === directory);
  const site = has('index.html', false) && has('_next', true);
  return { kind: site ? 'site' : 'other', names: [...top].sort(byDepthThenPath).map(label) };
}

/** How many entries the check reads at most before it stops: a site of 20,000 pages has about 60,000. */
export const WALK_LIMIT = 100_000;

/** The entries of a folder at every depth, breadth first, or where reading stopped. */
type Walk =
  | { entries: FolderEntry[]; complete: boolean }
  | { unreadable: string; error: NodeJS.ErrnoException; entries?: undefined };

/**
 * Reads a folder's entries at every depth, breadth first (sources near the top are found first), without following
 * symbolic links and without entering a folder of sources (it is refused whole). Stops after `limit` entries.
 */
function walkFolder(root: string, limit: number): Walk {
  const entries: FolderEntry[] = [];
  const queue = [''];
  for (let folder = queue.shift(); folder !== undefined; folder = queue.shift()) {
    let found: fs.Dirent[];
    try {
      found = fs.readdirSync(path.join(root, folder), { withFileTypes: true });
    } catch (error) {
      return { unreadable: folder, error: error as NodeJS.ErrnoException };
    }
    for (const dirent of found) {
      if (entries.length >= limit) return { entries, complete: false };
      const entry = { path: folder ? `${folder}/${dirent.name}` : dirent.name, directory: dirent.isDirectory() };
      entries.push(entry);
      if (entry.directory && !isSource(entry)) queue.push(entry.path);
    }
  }
  return { entries, complete: true };
}

/** How many of the folder's names a message shows. */
const SHOWN = 4;

/** What every refusal ends with: when a folder is replaced. */
const RULE =
  'A folder is replaced only when it is missing, empty, or holds a Mintlify export (index.html and _next/ at its ' +
  'top) and no sources anywhere in it (.git, docs.json, mint.json, package.json, .mdx, _config.yml, …).';

/**
 * Refuses, before any request, a site folder the step must not replace (issue 39, item 11): it holds sources
 * anywhere in it ({@link isSource}), has no Mintlify export at its top, cannot be read whole, or holds more than
 * `limit` entries (the check stops there and cannot tell). Replacing `path` deletes everything in it, and a later
 * step that commits the workspace would delete those files from the repository too. A folder that is missing, empty
 * or holds a site is fine; a `path` that is not a folder is left to the destination check.
 * @param sitePath absolute path of the site folder
 * @param text the input `path` as given, for the message
 * @param limit most entries read (tests lower it)
 * @returns an InputError naming a few of its files (with their paths in it) and the fix, or undefined
 */
export function checkSiteFolder(sitePath: string, text: string, limit = WALK_LIMIT): InputError | undefined {
  const folder = printableName(text);
  const refuse = (message: string): InputError => new InputError('path', `${message} ${RULE}`);
  try {
    if (!fs.lstatSync(sitePath).isDirectory()) return undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    return refuse(unreadable(folder, '', error as NodeJS.ErrnoException));
  }
  const walk = walkFolder(sitePath, limit);
  if (walk.entries === undefined) return refuse(unreadable(folder, walk.unreadable, walk.error));
  const { kind, names } = classifyFolder(walk.entries);
  const shown = names.slice(0, SHOWN).map(printableName).join(', ');
  const more = names.length > SHOWN ? `, and ${names.length - SHOWN} more${walk.complete ? '' : ' at least'}` : '';
  const fix =
    `the step replaces path whole and would delete them. Choose another path (a new folder for the site alone), ` +
    `or empty '${folder}' if nothing in it is needed.`;
  if (kind === 'sources')
    return refuse(`'${folder}' holds a project's or another site generator's sources (${shown}${more}); ${fix}`);
  if (!walk.complete)
    return refuse(
      `'${folder}' holds more than ${limit.toLocaleString('en-US')} files and folders: the check stops there and ` +
        `cannot tell that no sources are among the rest; ${fix}`,
    );
  if (kind === 'other') return refuse(`'${folder}' holds files but no Mintlify export (${shown}${more}); ${fix}`);
  return undefined;
}

/** The refusal of a folder the check cannot read whole: it cannot tell what the replacement would delete. */
function unreadable(folder: string, below: string, error: NodeJS.ErrnoException): string {
  const where = below ? `'${folder}/${printableName(below)}'` : `'${folder}'`;
  const reason = localFailureReason(error.code) ?? error.message;
  return (
    `cannot read ${where} to check that it holds a site: ${reason}${error.code ? ` [${error.code}]` : ''}. ` +
    `Give the runner's user read access to it, or choose another path.`
  );
}
