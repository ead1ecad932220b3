import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { ActionError } from './errors.ts';

/**
 * Refuses a site folder reached through a symbolic link, or one that exists and is not a folder:
 * replacing it would write where the link points, outside the workspace. Every existing component
 * from the workspace down to `sitePath` is checked.
 * @throws ActionError
 */
export async function checkSitePath(workspace: string, sitePath: string): Promise<void> {
  const relative = path.relative(workspace, sitePath).split(path.sep);
  let current = workspace;
  for (const segment of relative) {
    current = path.join(current, segment);
    const stat = await fs.promises.lstat(current).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (!stat) return;
    if (stat.isSymbolicLink()) {
      throw new ActionError(
        'Unsafe path',
        `The site folder ${sitePath} is reached through the symbolic link ${current}.`,
        'Choose a path input inside the workspace that has no symbolic links on the way.',
      );
    }
    if (current === sitePath && !stat.isDirectory()) {
      throw new ActionError('Unsafe path', `${sitePath} exists and is not a folder.`, 'Remove it, or choose another path input.');
    }
  }
}

/** Codes with which Windows refuses a rename while another process (antivirus, indexer) holds a handle. */
const TRANSIENT_RENAME = new Set(['EPERM', 'EACCES', 'EBUSY']);

/** `fs.rename`, retried for up to ~1.5 s where Windows refuses it transiently. */
async function rename(from: string, to: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fs.promises.rename(from, to);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      if (process.platform !== 'win32' || !TRANSIENT_RENAME.has(code) || attempt >= 6) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    }
  }
}

/**
 * Makes `source` the contents of `target` in one rename, so that `target` is never half-written:
 * `source` is first moved next to `target` (copied if it is on another file system), the old
 * `target` is renamed aside, the new one renamed into place, and the old one removed. If the final
 * rename fails, the old folder is put back.
 * @returns after the old contents are removed
 */
export async function replaceFolder(source: string, target: string, warn: (message: string) => void): Promise<void> {
  const parent = path.dirname(target);
  const base = path.basename(target);
  const tag = randomBytes(4).toString('hex');
  await fs.promises.mkdir(parent, { recursive: true });
  const incoming = path.join(parent, `.${base}.incoming-${tag}`);
  try {
    await rename(source, incoming);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await fs.promises.cp(source, incoming, { recursive: true, errorOnExist: true, verbatimSymlinks: true });
  }
  const previous = path.join(parent, `.${base}.previous-${tag}`);
  let hadPrevious = false;
  try {
    try {
      await rename(target, previous);
      hadPrevious = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    try {
      await rename(incoming, target);
    } catch (error) {
      if (hadPrevious) await rename(previous, target);
      throw error;
    }
  } catch (error) {
    await fs.promises.rm(incoming, { recursive: true, force: true });
    throw error;
  }
  if (hadPrevious) {
    await fs.promises
      .rm(previous, { recursive: true, force: true })
      .catch((error: Error) => warn(`Could not remove the previous site at ${previous}: ${error.message}`));
  }
}
