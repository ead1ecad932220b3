import fs from 'node:fs';
import { SourceRestartedError } from '../archive/contiguous.ts';
import { unpackArchive, type UnpackResult } from '../archive/unpack.ts';
import type { PageReader } from '../archive/writer.ts';
import type { Clock } from '../common/clock.ts';
import type { DownloadResult } from './download.ts';
import { PartialDownload } from './partial.ts';

/** What {@link downloadWhileUnpacking} did, with its times in ms. */
export interface Overlapped {
  downloaded: DownloadResult;
  unpacked: UnpackResult;
  /** From the start to the verified download. */
  downloadMs: number;
  /** From the start to the unpacked site. */
  unpackMs: number;
}

/**
 * Downloads the archive and unpacks it at once: the unpacker reads the bytes as they become contiguous on disk
 * (a zip waits for the whole file). The site is unpacked into `staging` before the download is verified; nothing
 * leaves `staging` unless both succeed. When both fail, the download's error is thrown: bytes corrupted on the way
 * explain a broken archive, not the other way round. When the object changed during the download (which then
 * started over), the archive is unpacked again from the verified file.
 * @param fetch downloads into `archive`, publishing its progress through the given PartialDownload
 * @param pages told of each page the unpack writes, and told to forget them when the unpack starts over
 * @throws the download's error, else the unpack's (see `unpackArchive`), or the signal's reason
 */
export async function downloadWhileUnpacking(
  fetch: (partial: PartialDownload) => Promise<DownloadResult>,
  archive: string,
  staging: string,
  signal: AbortSignal,
  clock: Clock,
  pages?: PageReader,
): Promise<Overlapped> {
  const onPage = pages?.onPage;
  const start = clock.now();
  const partial = new PartialDownload();
  let downloadMs = 0;
  const downloading = fetch(partial).then(
    (result) => {
      downloadMs = clock.now() - start;
      return result;
    },
    (error: unknown) => {
      partial.fail(error);
      throw error;
    },
  );
  // The unpacker waits for the archive file, which the download creates.
  const unpacking = unpackArchive(archive, staging, { signal, source: partial, onPage });
  const [downloaded, unpacked] = await Promise.allSettled([downloading, unpacking]);
  if (downloaded.status === 'rejected') throw downloaded.reason;
  if (unpacked.status === 'fulfilled')
    return { downloaded: downloaded.value, unpacked: unpacked.value, downloadMs, unpackMs: clock.now() - start };
  if (!(unpacked.reason instanceof SourceRestartedError)) throw unpacked.reason;
  await fs.promises.rm(staging, { recursive: true, force: true });
  await fs.promises.mkdir(staging);
  pages?.restart();
  const again = await unpackArchive(archive, staging, { signal, onPage });
  return { downloaded: downloaded.value, unpacked: again, downloadMs, unpackMs: clock.now() - start };
}
