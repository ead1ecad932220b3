import fs from 'node:fs';
import { messageOf } from './errors.ts';

/** Windows keeps a removed folder busy while an indexer or antivirus holds a handle: retried, as `fs.rm` allows. */
const RM_OPTIONS = { recursive: true, force: true, maxRetries: 5, retryDelay: 200 } as const;

/**
 * Removes a file or folder the action made, retrying where Windows holds it busy (`EBUSY`, `EPERM` while an
 * antivirus scans it; `fs.rm`'s `maxRetries`: five retries, 200 ms apart, growing). A removal that still fails never
 * fails the step nor hides the error being reported: it becomes a warning naming what was left where, or nothing
 * when `warn` is not given (a partial file whose own error is being reported).
 * @param what how the warning names it, e.g. "the temporary folder"
 */
export async function removeLeftover(
  target: string,
  warn?: (message: string) => void,
  what = 'the temporary folder',
): Promise<void> {
  await fs.promises.rm(target, RM_OPTIONS).catch((error: NodeJS.ErrnoException) => {
    warn?.(
      `Could not remove ${what} ${target} (${error.code ?? messageOf(error)}); it was left behind. ` +
        'Remove it by hand if it is in the way (the runner empties RUNNER_TEMP after each job).',
    );
  });
}
