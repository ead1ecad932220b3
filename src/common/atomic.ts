import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { removeLeftover } from './remove.ts';

/**
 * What to write: text or bytes, a file to copy (streamed by the kernel, never read into memory), or a stream of bytes
 * (written as it comes, each chunk awaited, so memory stays flat: the site archive).
 */
export type AtomicContent = string | Buffer | { copyFrom: string } | AsyncIterable<Uint8Array>;

/**
 * Writes `target` in one rename, so a reader (the next step, a crash) sees the old file or the new one, never a
 * half-written one. The content goes to a temporary file beside the target, is flushed to disk (`fsync`), and is
 * renamed over it. A symbolic link is followed: the link stays and the file it points to gets the content. An
 * existing file keeps its mode (a `0600` values file stays `0600`); a new one gets `mode`. The temporary file is
 * removed on any failure. `write-file-atomic` (npm's) gives the same guarantees but takes the content in memory,
 * which does not fit a bundle of hundreds of MB.
 * @param mode permission bits of a new file (default 0o644: GitHub Pages and CDNs read as another user)
 * @throws the file system's error (ENOSPC, EACCES, …); `target` is then as it was
 */
export async function writeFileAtomic(target: string, content: AtomicContent, mode = 0o644): Promise<void> {
  const real = await fs.promises.realpath(target).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return target;
    throw error;
  });
  const existing = await fs.promises.stat(real).catch(() => undefined);
  const partial = path.join(path.dirname(real), `.${path.basename(real)}.partial-${randomBytes(4).toString('hex')}`);
  try {
    if (typeof content === 'object' && 'copyFrom' in content) {
      await fs.promises.copyFile(content.copyFrom, partial, fs.constants.COPYFILE_EXCL);
    } else {
      await fs.promises.writeFile(partial, content, { flag: 'wx' });
    }
    const handle = await fs.promises.open(partial, 'r+');
    try {
      await handle.chmod(existing ? existing.mode & 0o7777 : mode);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.promises.rename(partial, real);
  } catch (error) {
    // The write's own error is the one to report, whatever becomes of the temporary file.
    await removeLeftover(partial);
    throw error;
  }
}
