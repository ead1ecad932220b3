import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { ActionError, messageOf, titledError } from '../common/errors.ts';
import { isStrictlyInside, samePath } from './paths.ts';
import { removeLeftover } from '../common/remove.ts';
import { backoffDelay, type Backoff } from '../http/retry.ts';

/** What is wrong with a destination on disk, and what to do. */
export interface DestinationProblem {
  message: string;
  hint: string;
}

/**
 * What makes a destination in the workspace unsafe: it is reached through a symbolic link, lies below a file, or
 * exists and is not of the `kind` the action writes there (writing would follow the link outside the workspace, or
 * fail only after the site had been replaced). Every existing component from the workspace down is checked, with
 * `lstat` (synchronous: `inputs.ts` reports these with every other invalid input, before any request).
 * @param input the input that named it (`path`, `archive`), for the message
 * @returns the problem, or undefined when the destination is missing or of the right kind
 * @throws what `lstat` throws other than ENOENT and ENOTDIR (a permission error: the placement would meet it too)
 */
export function destinationProblem(
  workspace: string,
  target: string,
  kind: 'folder' | 'file',
  input: string,
): DestinationProblem | undefined {
  const relative = path.relative(workspace, target).split(path.sep);
  let current = workspace;
  for (const segment of relative) {
    current = path.join(current, segment);
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(current);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return undefined;
      if (code === 'ENOTDIR')
        return {
          message: `${target} lies below a file (${path.dirname(current)}), not a folder.`,
          hint: `Choose another ${input} input.`,
        };
      throw error;
    }
    const what = input === 'path' ? 'The site folder' : `The ${input} destination`;
    if (stat.isSymbolicLink()) {
      return {
        message: `${what} ${target} is reached through the symbolic link ${current}.`,
        hint: `Choose a ${input} input inside the workspace that has no symbolic links on the way.`,
      };
    }
    const wrongKind = current === target && (kind === 'folder' ? !stat.isDirectory() : !stat.isFile());
    if (wrongKind)
      return {
        message: `${target} exists and is not a ${kind}.`,
        hint: `Remove it, or choose another ${input} input.`,
      };
  }
  return undefined;
}

/**
 * {@link destinationProblem}, thrown.
 * @throws ActionError titled "Unsafe path"
 */
export function checkDestination(workspace: string, target: string, kind: 'folder' | 'file', input: string): void {
  const problem = destinationProblem(workspace, target, kind, input);
  if (problem) throw new ActionError('Unsafe path', problem.message, problem.hint);
}

/**
 * The real path of a file the action edits in place (input `helm-values`): a symbolic link is followed, as an
 * editor would, but only to a file inside the workspace, reached without further links, and outside `siteFolder`
 * (the site folder when it is about to be replaced whole; `inputs.ts` checks the path as given, this the link's
 * target).
 * @returns the real path, to read and write
 * @param taken the other file inputs the action writes, by name: the link must not lead to one of them
 * @throws ActionError when the file is missing, leads outside the workspace, into `siteFolder` or to a `taken` file,
 *   or is not a regular file
 */
export async function resolveEditedFile(
  workspace: string,
  file: string,
  input: string,
  siteFolder?: string,
  taken: readonly (readonly [input: string, file: string])[] = [],
): Promise<string> {
  const real = await fs.promises.realpath(file).catch((error: NodeJS.ErrnoException) => {
    const missing = error.code === 'ENOENT';
    // The file comes from the repository, and the quick start's workflow has no checkout step: the usual cause.
    const checkout = missing ? 'Check out the repository in an earlier step (actions/checkout), then check' : 'Check';
    throw new ActionError(
      `${input} unreadable`,
      `Cannot read ${file}: ${missing ? 'no such file' : error.message}.`,
      `${checkout} the ${input} input: a path relative to the workspace.`,
    );
  });
  const realWorkspace = await fs.promises.realpath(workspace);
  if (!isStrictlyInside(real, realWorkspace)) {
    throw new ActionError(
      'Unsafe path',
      `The ${input} file ${file} leads outside the workspace (to ${real}).`,
      `Point ${input} at a file inside the workspace, or a link to one.`,
    );
  }
  // The site folder has no link on the way (checkDestination), so its real path is the same below the workspace.
  const realSite = siteFolder && path.join(realWorkspace, path.relative(workspace, siteFolder));
  if (realSite && isStrictlyInside(real, realSite)) {
    throw new ActionError(
      'Unsafe path',
      `The ${input} file ${file} leads into the site folder (to ${real}), which is replaced whole and would delete it.`,
      `Keep the ${input} file beside the site folder (input path), or choose another path.`,
    );
  }
  // The other file inputs have no link on the way (checkDestination): their real paths are their paths as given.
  const clash = taken.find(([, other]) => samePath(path.join(realWorkspace, path.relative(workspace, other)), real));
  if (clash)
    throw new ActionError(
      'Unsafe path',
      `The ${input} file ${file} leads to ${real}, which input ${clash[0]} also writes: one would overwrite the other.`,
      `Give ${clash[0]} a file of its own.`,
    );
  checkDestination(realWorkspace, real, 'file', input);
  return real;
}

/** Codes with which Windows refuses a rename while another process (antivirus, indexer) holds a handle. */
const TRANSIENT_RENAME = new Set(['EPERM', 'EACCES', 'EBUSY']);

/** Rename retries on Windows: 0.1 s doubling, five retries (about 3 s in all); nothing else competes, so no jitter. */
const RENAME_BACKOFF: Backoff = { initialMs: 100, factor: 2, maxMs: 1600, jitter: 0 };
const RENAME_ATTEMPTS = 6;

/** `fs.rename`, retried where Windows refuses it transiently. */
async function rename(from: string, to: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fs.promises.rename(from, to);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      if (process.platform !== 'win32' || !TRANSIENT_RENAME.has(code) || attempt >= RENAME_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, backoffDelay(attempt, 0, RENAME_BACKOFF)));
    }
  }
}

/** The site folder could not be put in place; the message says where the previous site is. */
export const PlaceError = titledError('Site folder not replaced', 'PlaceError');

const FREE_HINT =
  'Check that no other process holds files in that folder open and that the disk has room, then re-run the step.';

/**
 * Makes `source` the contents of `target` in one rename, so that `target` is never half-written:
 * `source` is first moved next to `target` (copied if it is on another file system), the old
 * `target` is renamed aside, the new one renamed into place, and the old one removed. If the final
 * rename fails, the old folder is put back; if that fails too, the error says where the old folder is.
 * @param shouldStop called before the old folder is moved aside; what it throws passes through unchanged and
 * leaves `target` as it was (a cancellation)
 * @returns after the old contents are removed
 * @throws PlaceError when `target` could not be replaced (the first failure, and where things are), or
 * what `shouldStop` throws
 */
export async function replaceFolder(
  source: string,
  target: string,
  warn: (message: string) => void,
  shouldStop: () => void = () => {},
): Promise<void> {
  const parent = path.dirname(target);
  const base = path.basename(target);
  const tag = randomBytes(4).toString('hex');
  const incoming = path.join(parent, `.${base}.incoming-${tag}`);
  const previous = path.join(parent, `.${base}.previous-${tag}`);
  try {
    await fs.promises.mkdir(parent, { recursive: true });
    await moveOrCopy(source, incoming);
  } catch (error) {
    throw new PlaceError(`The new site could not be moved next to ${target}: ${messageOf(error)}.`, FREE_HINT);
  }
  try {
    shouldStop();
  } catch (error) {
    await removeLeftover(incoming, warn, 'the staged site');
    throw error;
  }
  let hadPrevious = false;
  try {
    try {
      await rename(target, previous);
      hadPrevious = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    await rename(incoming, target);
  } catch (error) {
    // The first failure is the one to report; a failed put-back only adds where the previous site was left.
    const putBack = hadPrevious
      ? await rename(previous, target).then(
          () => undefined,
          (e: Error) => e,
        )
      : undefined;
    await removeLeftover(incoming, warn, 'the staged site');
    if (putBack) {
      throw new PlaceError(
        `The new site could not be moved into ${target} (${messageOf(error)}), and the previous site could not be ` +
          `moved back (${putBack.message}): it is intact at ${previous}.`,
        `Move ${previous} back to ${target} if a later step needs it, then re-run the step.`,
      );
    }
    const state = hadPrevious ? ' The previous site was put back.' : '';
    throw new PlaceError(`The new site could not be moved into ${target}: ${messageOf(error)}.${state}`, FREE_HINT);
  }
  if (hadPrevious) await removeLeftover(previous, warn, 'the previous site');
}

/** Moves a folder, or copies it when it lies on another file system; a partial copy is removed. */
async function moveOrCopy(source: string, destination: string): Promise<void> {
  try {
    await rename(source, destination);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    try {
      await fs.promises.cp(source, destination, {
        recursive: true,
        errorOnExist: true,
        verbatimSymlinks: true,
        preserveTimestamps: true,
      });
    } catch (copyError) {
      await removeLeftover(destination);
      throw copyError;
    }
  }
}
