import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Host } from '../verify/hosts.ts';
import { encodeUrlPath, urlPathsFor } from './urls.ts';

/**
 * What a publish changed (input `changes-file`, issue 22 "A change list for the deploy step"). Paths are relative
 * to the site root with `/` separators; every list is sorted (by UTF-16 code units, as `Array.prototype.sort`).
 */
export interface ChangeList {
  added: string[];
  modified: string[];
  removed: string[];
  /**
   * The URL paths the changed files answer to on the host, percent-encoded, prefixed with the base path: what a
   * CDN invalidation names (`/guides/a` and `/guides/a.html` for `guides/a.html` on `cloudfront`).
   */
  urls: string[];
}

/** Files hashed at once: enough to keep the disk busy, few enough to stay within file-descriptor limits. */
const HASH_CONCURRENCY = 16;

/**
 * The regular files under `root` and their sizes in bytes; links and special files are not site files. A missing
 * `root` (first run) is an empty site.
 */
export async function listFiles(root: string): Promise<Map<string, number>> {
  const entries = await fs.promises.readdir(root, { recursive: true, withFileTypes: true }).catch((error) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  const files = new Map<string, number>();
  const regular = entries.filter((entry) => entry.isFile());
  await forEachLimited(regular, HASH_CONCURRENCY, async (entry) => {
    const full = path.join(entry.parentPath, entry.name);
    const { size } = await fs.promises.lstat(full);
    files.set(path.relative(root, full).split(path.sep).join('/'), size);
  });
  return files;
}

/** SHA-256 of a file, streamed. */
async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/** Runs `task` on every item, at most `limit` at a time. */
async function forEachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Compares the staged site with the previous contents of the site folder. A file in both is modified when the sizes
 * differ, or else when the SHA-256 of the contents differs (streamed, never read whole).
 * @param newRoot the staged site; `oldRoot` the site folder before it is replaced (may not exist)
 * @param basePath '' or a path prefix such as `/docs`, no trailing slash (input `base-path`)
 * @throws the file system's error
 */
export async function compareSites(
  newRoot: string,
  oldRoot: string,
  host: Host,
  basePath: string,
): Promise<ChangeList> {
  const [next, previous] = await Promise.all([listFiles(newRoot), listFiles(oldRoot)]);
  const added: string[] = [];
  const removed: string[] = [];
  const sameSize: string[] = [];
  const modified: string[] = [];
  for (const [file, size] of next) {
    const before = previous.get(file);
    if (before === undefined) added.push(file);
    else if (before !== size) modified.push(file);
    else sameSize.push(file);
  }
  for (const file of previous.keys()) if (!next.has(file)) removed.push(file);
  await forEachLimited(sameSize, HASH_CONCURRENCY, async (file) => {
    const native = file.split('/');
    const [a, b] = await Promise.all([
      hashFile(path.join(newRoot, ...native)),
      hashFile(path.join(oldRoot, ...native)),
    ]);
    if (a !== b) modified.push(file);
  });
  const nextSet = new Set(next.keys());
  const previousSet = new Set(previous.keys());
  const urls = new Set<string>();
  const addUrls = (file: string, files: ReadonlySet<string>): void => {
    for (const urlPath of urlPathsFor(host, file, files)) urls.add(`${basePath}${encodeUrlPath(urlPath)}`);
  };
  for (const file of [...added, ...modified]) addUrls(file, nextSet);
  for (const file of removed) addUrls(file, previousSet);
  return { added: added.sort(), modified: modified.sort(), removed: removed.sort(), urls: [...urls].sort() };
}

/** How many files changed: the `changedFiles` output. */
export function changedCount(list: ChangeList): number {
  return list.added.length + list.modified.length + list.removed.length;
}
