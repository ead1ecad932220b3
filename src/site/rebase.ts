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

/** Files rebased at once: enough to overlap reading, rewriting and writing, few enough that memory stays flat. */
const CONCURRENCY = 4;

/**
 * Rebases an unpacked site in place, file by file (issue 21): each file is read whole, rebased by its kind
 * (`rebase-files.ts`), and written back only when it changed, so memory holds a few files at a time whatever the
 * site's size. Idempotent: rebasing a rebased site changes nothing.
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
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < files.length) {
      signal?.throwIfAborted();
      const file = files[next++]!;
      const kind = rebaseKind(file);
      if (!kind) continue;
      const absolute = path.join(siteRoot, file);
      const rebased = rebaseFile(kind, await fs.promises.readFile(absolute), base);
      result.scanned++;
      if (!rebased) continue;
      await fs.promises.writeFile(absolute, rebased);
      result.files++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, files.length) }, worker));
  return result;
}
