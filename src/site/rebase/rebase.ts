import fs from 'node:fs';
import path from 'node:path';
import { rebaseFile, rebaseKind } from './rebase-files.ts';
import { sitePaths } from './site-paths.ts';
import type { BasePath } from './rebase-url.ts';
import { EventLoopTurns } from '../../common/turns.ts';

export type { BasePath } from './rebase-url.ts';

/** What a rebase changed. */
export interface RebaseResult {
  /** The base path the site was rebased to, e.g. `/docs`. */
  prefix: string;
  /** Files the rebase changed (the search wiring not counted). */
  files: number;
  /** Files read (the kinds that can hold URLs; images, fonts and the like are not opened). */
  scanned: number;
  /** HTML pages in UTF-16 (a byte order mark), which are left as they are: their URLs were not rebased. */
  utf16: string[];
  /**
   * Feed identifiers left on the export's origin with a served address (issue 39 #7): Atom `<id>`s and `<guid
   * isPermaLink="false">`s, which feed readers key items by, by file.
   */
  identifiers: { file: string; kinds: string[] }[];
  /** Files with an RSC payload row the rebase could not read (an invalid escape, too deep), left as it was. */
  unreadable: string[];
  /**
   * With a served address (issue 30): where URLs now point (`site-url`'s origin and the base path, e.g.
   * `https://acme.github.io/docs`), and how many were rewritten from each origin.
   */
  served?: { to: string; rewritten: { from: string; urls: number }[]; keptOwnAddress: boolean };
}

/** Edits one HTML page after its rebase (the search wiring, issue 25) and returns the bytes to keep. */
export type PageEditor = (file: string, page: Buffer) => Promise<Buffer>;

/**
 * The site's one edit pass (issue 21, and issue 25 "one place edits pages, in one pass"): each file is read whole,
 * rebased by its kind (`rebase-files.ts`) when there is a base path, each HTML page then handed to `editPage` when
 * there is one, and the file written back only when it changed, so memory holds one file at a time whatever the
 * site's size. Idempotent without `editPage`: rebasing a rebased site changes nothing. The files are read and written
 * with synchronous calls, with a turn of the event loop every 50 ms (`EventLoopTurns`): most are small, and the
 * promise-based calls cost more than the reading (measured with `npm run bench -- rebase`).
 * @param siteRoot absolute folder of the site (the staged folder, before it replaces `path`)
 * @param files every file of the site, relative to `siteRoot` with `/` separators (the unpack's list)
 * @param base where the site is served; undefined: nothing is rebased
 * @throws a file system error, what `editPage` throws, or the signal's reason
 */
export async function rebaseSite(
  siteRoot: string,
  files: readonly string[],
  base: BasePath | undefined,
  signal?: AbortSignal,
  editPage?: PageEditor,
): Promise<RebaseResult> {
  const result: RebaseResult = {
    prefix: base?.prefix ?? '',
    files: 0,
    scanned: 0,
    utf16: [],
    identifiers: [],
    unreadable: [],
  };
  const turns = new EventLoopTurns(signal);
  // Data in RSC payloads is rebased where it names the site's own files (issue 37 item 3).
  if (base) base = { ...base, has: sitePaths(files) };
  for (const file of files) {
    await turns.pause();
    const kind = rebaseKind(file);
    if (!kind || (!base && kind !== 'html') || (!base && !editPage)) continue;
    const absolute = path.join(siteRoot, file);
    const bytes = fs.readFileSync(absolute);
    // The edits read ASCII tags in the page's own bytes: a UTF-16 page has none to find (exports are UTF-8).
    const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
    if (base && kind === 'html' && utf16) result.utf16.push(file);
    const kinds = new Set<string>();
    let unreadable = false;
    const fileBase = base && {
      ...base,
      unreadable: () => {
        unreadable = true;
      },
    };
    const rebased = fileBase ? rebaseFile(kind, bytes, fileBase, (identifier) => kinds.add(identifier)) : undefined;
    if (unreadable) result.unreadable.push(file);
    if (kinds.size > 0) result.identifiers.push({ file, kinds: [...kinds] });
    result.scanned++;
    const edited = editPage && kind === 'html' ? await editPage(file, rebased ?? bytes) : rebased;
    if (!edited || edited === bytes) continue;
    fs.writeFileSync(absolute, edited);
    if (rebased) result.files++;
  }
  return result;
}
