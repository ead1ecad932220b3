import fs from 'node:fs';
import path from 'node:path';
import { rebaseFile, rebaseKind } from './rebase-files.ts';
import type { BasePath } from './rebase-url.ts';
import { EventLoopTurns } from '../turns.ts';

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

/**
 * Rebases an unpacked site in place, file by file (issue 21): each file is read whole, rebased by its kind
 * (`rebase-files.ts`), and written back only when it changed, so memory holds one file at a time whatever the
 * site's size. Idempotent: rebasing a rebased site changes nothing. The files are read and written with synchronous
 * calls, with a turn of the event loop every 50 ms (`EventLoopTurns`): most are small, and the promise-based calls cost
 * more than the reading (measured with `npm run bench -- rebase`).
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
  const turns = new EventLoopTurns(signal);
  for (const file of files) {
    await turns.pause();
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
