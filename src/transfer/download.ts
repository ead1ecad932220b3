import fs from 'node:fs';
import path from 'node:path';
import { asLocalFileError } from '../common/errors.ts';
import { formatBytes } from '../common/format.ts';
import { header } from '../http/http.ts';
import { planIntegrity } from './integrity.ts';
import { PartialDownload } from './partial.ts';
import { downloadParts } from './ranged.ts';
import {
  attemptFailure,
  DownloadError,
  followRedirects,
  LinkExpiredError,
  progressLine,
  refusal,
  retryWait,
  Retryable,
  StartOver,
  unquote,
  verifyDownload,
  writeAt,
  type DownloadOptions,
  type DownloadResult,
} from './transfer.ts';

export type { DownloadOptions, DownloadResult, RangeOptions } from './transfer.ts';
export { DownloadError, LinkExpiredError } from './transfer.ts';
export { PartialDownload } from './partial.ts';

/**
 * Downloads a presigned link to a file, never holding the archive in memory: in parallel byte ranges when
 * `ranges` is given and storage serves them, else as one stream. Network errors, `5xx`, a body that ends early
 * and a stall are retried with backoff, resuming with `Range` (and `If-Match` on the ETag, so a replaced object is
 * never spliced in) when storage allows it, otherwise starting over. The result is checked: byte count against
 * `Content-Length` and `expectedBytes`, the MD5 against an ETag that is one, and a whole-object `x-amz-checksum-*`
 * when storage sends it on a whole answer (`integrity.ts`).
 * @throws LinkExpiredError when storage says the link expired, DownloadError otherwise, the signal's reason
 */
export async function download(options: DownloadOptions): Promise<DownloadResult> {
  const part = options.partial ?? new PartialDownload();
  // Bytes already on disk from an earlier link are kept: the first attempt resumes them with Range + If-Match.
  const keep = part.received > 0 || part.parts !== undefined;
  // Read as well as written: parts that arrive ahead of the contiguous prefix are hashed from the file.
  const fd = fs.openSync(options.file, keep ? 'r+' : 'w+', 0o600);
  try {
    const { ranges, expectedBytes } = options;
    const small = expectedBytes !== undefined && ranges !== undefined && expectedBytes < ranges.minBytes;
    if (ranges && !small && !part.oneStream) {
      const result = await downloadParts({ ...options, ranges, fd, part });
      if (result) return result;
    }
    return await streamDownload(options, fd, part);
  } finally {
    fs.closeSync(fd);
  }
}

/** The one-stream download of {@link download}: one GET, resumed from where it stopped. */
async function streamDownload(options: DownloadOptions, fd: number, part: PartialDownload): Promise<DownloadResult> {
  const { url, file, clock, log, signal } = options;
  const stallMs = options.stallMs ?? 30_000;
  const maxAttempts = options.maxAttempts ?? 6;
  const backoff = options.backoff ?? { initialMs: 1000, factor: 2, maxMs: 20_000 };
  const progressEveryMs = options.progressEveryMs ?? 5000;
  const startedAt = clock.now();
  let lastLine = startedAt;

  // Digests start anew with the plan of the latest full answer; the file is truncated only when it holds bytes.
  const restart = (): void => {
    if (part.received > 0) fs.ftruncateSync(fd, 0);
    part.startOver(part.plan?.checksum);
  };

  for (let attempt = 1; ; attempt++) {
    const resuming = part.received > 0 && part.rangeable && part.etag !== undefined;
    if (part.received > 0 && !resuming) restart();
    const stall = new AbortController();
    const attemptSignal = AbortSignal.any([signal, stall.signal]);
    const timer = setTimeout(() => stall.abort(new Retryable(`no data for ${stallMs / 1000}s`)), stallMs);
    try {
      const headers: Record<string, string> = {};
      if (resuming) {
        headers.range = `bytes=${part.received}-`;
        headers['if-match'] = `"${part.etag}"`;
      }
      const response = await followRedirects(url, headers, attemptSignal);
      timer.refresh();
      const status = response.statusCode ?? 0;
      if (status !== 200 && status !== 206) {
        const error = await refusal(response, attemptSignal, clock, url);
        if (error instanceof StartOver) {
          part.rangeable = false;
          throw new Retryable(error.message);
        }
        throw error;
      }
      const tag = unquote(header(response, 'etag'));
      if (status === 206) {
        const start = Number(/^bytes (\d+)-/.exec(header(response, 'content-range') ?? '')?.[1]);
        if (!resuming || start !== part.received || (tag && tag !== part.etag)) {
          response.destroy();
          part.rangeable = false;
          throw new Retryable('storage answered a range that does not continue the download');
        }
        log.info(`Resuming the download at ${formatBytes(part.received)}.`);
      } else {
        part.etag = tag;
        part.plan = planIntegrity(tag, (name) => header(response, name));
        restart();
        part.rangeable = header(response, 'accept-ranges') === 'bytes';
        const length = Number(header(response, 'content-length'));
        part.total = Number.isFinite(length) && header(response, 'content-length') !== undefined ? length : undefined;
      }
      for await (const chunk of response as AsyncIterable<Buffer>) {
        timer.refresh();
        writeAt(fd, chunk, part.received);
        part.digests.update(chunk);
        part.received += chunk.length;
        part.advance(part.received);
        const now = clock.now();
        if (now - lastLine >= progressEveryMs) {
          lastLine = now;
          log.info(progressLine(part.received, options.expectedBytes ?? part.total, now - startedAt));
        }
      }
      if (!response.complete || (part.total !== undefined && part.received < part.total)) {
        throw new Retryable(`the body ended after ${part.received} of ${part.total ?? '?'} bytes`);
      }
      clearTimeout(timer);
      part.markComplete();
      const integrity = verifyDownload(part, options.expectedBytes);
      return { bytes: part.received, etag: part.etag, integrity, parts: 1 };
    } catch (error) {
      clearTimeout(timer);
      if (signal.aborted) throw signal.reason;
      if (error instanceof LinkExpiredError || error instanceof DownloadError) throw error;
      // A full disk or a write refused is final: another attempt would fail the same way.
      const local = asLocalFileError(error, path.dirname(file));
      if (local) throw local;
      const { reason, unreachable } = attemptFailure(error, stall.signal, options.fastFail);
      if (attempt >= maxAttempts || unreachable) {
        const subject = options.subject ?? 'the bundle';
        const attempts = `${attempt} attempt${attempt === 1 ? '' : 's'}`;
        const why = unreachable ? ' (the host cannot be reached from this runner: not retried)' : '';
        throw new DownloadError(
          `${subject[0]!.toUpperCase()}${subject.slice(1)} download failed after ${attempts}: ${reason}${why}.`,
          'Re-run the step with job-id; the job and its files stay reusable.',
        );
      }
      const wait = retryWait(error, attempt, clock, backoff);
      const why = error instanceof Retryable && error.retryAfterMs !== undefined ? ' (Retry-After)' : '';
      log.warning(`Download attempt ${attempt} failed (${reason}); retrying in ${(wait / 1000).toFixed(1)}s${why}.`);
      await clock.sleep(wait, signal);
    }
  }
}
