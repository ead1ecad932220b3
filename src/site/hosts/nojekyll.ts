import fs from 'node:fs';
import path from 'node:path';
import type { Host } from './hosts.ts';

/**
 * With `host: github-pages`, writes an empty `.nojekyll` at the site's root when the site has none and holds a
 * folder whose name starts with `_` (Next.js' `_next/`): GitHub Pages builds a branch with Jekyll, which leaves such
 * folders out unless `.nojekyll` exists (GitHub Docs, "About GitHub Pages and Jekyll"), and `actions/deploy-pages`
 * serves the file harmlessly. The file list is updated so verification sees the file.
 * @param files the site's files, relative to `root` with `/` separators; `.nojekyll` is appended when written
 * @returns whether the file was written
 */
export async function addNojekyll(root: string, files: string[], host: Host): Promise<boolean> {
  if (host !== 'github-pages' || files.includes('.nojekyll')) return false;
  if (!files.some((file) => file.startsWith('_') || file.includes('/_'))) return false;
  await fs.promises.writeFile(path.join(root, '.nojekyll'), '', { flag: 'wx' });
  files.push('.nojekyll');
  return true;
}
