import fs from 'node:fs';
import path from 'node:path';
import { rebaseFile, rebaseKind } from './rebase-files.ts';
import type { BasePath } from './rebase-url.ts';

export type { BasePath } from './rebase-url.ts';

/** What a rebase changed. */
export interface RebaseResult {
  /** The base path the site was rebased to, e.g. `/docs`. */
  prefix: string;
  /** Files whose bytes changed. */
  files: number;
  /** Files read (the kinds that can hold URLs; images, fonts and the like are not opened). */
  scanned: number;
}

/** Files rebased between two turns of the event loop, so that a cancellation is seen within a few ms. */
const FILES_PER_TURN = 32;

/**
 * Rebases an unpacked site in place, file by file (issue 21): each file is read whole, rebased by its kind
 * (`rebase-files.ts`), and written back only when it changed, so memory holds one file at a time whatever the
 * site's size. Idempotent: rebasing a rebased site changes nothing. The files are read and written with synchronous
 * calls, in turns of {@link FILES_PER_TURN}: most are small, and the promise-based calls cost more than the reading
 * (measured with `npm run bench -- rebase`).
 * @param siteRoot absolute folder of the site (the staged folder, before it replaces `path`)
 * @param files every file of the site, relative to `siteRoot` with `/` separators (the unpack's list)
 * @throws a file system error, or the signal's reason
 */
export async function rebaseSite(
  siteRoot: string,
  files: readonly string[],
  base: BasePath,
  signal?: AbortSignal,
): Promise<RebaseResult> {
  const result: RebaseResult = { prefix: base.prefix, files: 0, scanned: 0 };
  for (let i = 0; i < files.length; i++) {
    if (i % FILES_PER_TURN === 0) {
      await new Promise((resolve) => setImmediate(resolve));
      signal?.throwIfAborted();
    }
    const file = files[i]!;
    const kind = rebaseKind(file);
    if (!kind) continue;
    const absolute = path.join(siteRoot, file);
    const rebased = rebaseFile(kind, fs.readFileSync(absolute), base);
    result.scanned++;
    if (!rebased) continue;
    fs.writeFileSync(absolute, rebased);
    result.files++;
  }
  return result;
}
