/**
 * The parts download: the object in parallel byte-range GETs, each written at its offset in the file. S3 and CDNs
 * cap each connection's throughput; S3's guidance for one large object is parallel byte-range GETs of 8–16 MB
 * (platform facts "The presigned link"; `aws s3 cp` uses 8 MB parts, 10 at once; actions/cache 4 MB, 8 at once).
 */
import fs from 'node:fs';
import path from 'node:path';
import { asLocalFileError } from '../common/errors.ts';
import { formatBytes } from '../common/format.ts';
import { header } from '../http/http.ts';
import { planIntegrity } from './integrity.ts';
import type { PartialDownload } from './partial.ts';
import { partLength, planParts, PartSchedule, type Part } from './parts.ts';
import { backoffDelay } from '../http/retry.ts';
import {
  attemptFailure,
  DownloadError,
  followRedirects,
  LinkExpiredError,
  progressLine,
  refusal,
  Retryable,
  retryWait,
  StartOver,
  unquote,
  verifyDownload,
  writeAt,
  type DownloadOptions,
  type DownloadResult,
  type RangeOptions,
} from './transfer.ts';

/**
 * 8 MiB parts, 8 at once (S3's 8–16 MB guidance; `aws s3 cp` 8 MB × 10), up to 16 parts (128 MiB) ahead of the
 * contiguous prefix; one stream below 16 MiB, where two parts would gain little over the cost of the requests.
 */
export const DEFAULT_RANGES: RangeOptions = {
  partBytes: 8 << 20,
  connections: 8,
  windowBytes: 16 * (8 << 20),
  minBytes: 16 << 20,
};

/** One parts download: the download's options, the open file and what is known of the object. */
export interface PartsRun extends DownloadOptions {
  ranges: RangeOptions;
  /** The file, open for writing at offsets. */
  fd: number;
  part: PartialDownload;
}

/** Bytes read back from disk at a time, to hash parts that arrived ahead of the contiguous prefix. */
const HASH_READ_BYTES = 1 << 20;

/**
 * Downloads the object in parts. The first request asks for the first part (a presigned GET refuses `HEAD`): its
 * `Content-Range` gives the size, its ETag the `If-Match` of every later request and the MD5 to check. Every
 * answer must be a `206` whose `Content-Range` is exactly the range asked for and whose `Content-Length` matches;
 * a part that fails, stalls or is refused is retried on its own, from its last byte on disk. The MD5 is computed
 * over the bytes in order, as they become contiguous. A `412` (the object changed) starts everything over.
 * @returns the verified result, or undefined when storage answered the first range with the whole object (`200`):
 * nothing was written, and the caller then uses one stream
 * @throws LinkExpiredError (the parts on disk are kept in `part` for the next link), DownloadError, a local file
 * error, or the signal's reason
 */
export async function downloadParts(run: PartsRun): Promise<DownloadResult | undefined> {
  const maxAttempts = run.maxAttempts ?? 6;
  for (let round = 1; ; round++) {
    try {
      return await fetchParts(run);
    } catch (error) {
      if (!(error instanceof StartOver) || run.signal.aborted) throw error;
      if (round >= maxAttempts)
        throw new DownloadError(
          `The bundle download started over ${round} times: ${error.message}.`,
          'Re-run the step with job-id; the job and its files stay reusable.',
        );
      run.log.warning(`${error.message}.`);
      fs.ftruncateSync(run.fd, 0);
      run.part.startOver(undefined);
      run.part.etag = undefined;
      run.part.plan = undefined;
      await run.clock.sleep(backoffDelay(round, run.clock.random(), run.backoff ?? DEFAULT_BACKOFF), run.signal);
    }
  }
}

const DEFAULT_BACKOFF = { initialMs: 1000, factor: 2, maxMs: 20_000 };

/** One round of {@link downloadParts}: every part, `connections` at once, until all are on disk or one fails. */
async function fetchParts(run: PartsRun): Promise<DownloadResult | undefined> {
  const { part, ranges, clock, log, signal } = run;
  const stallMs = run.stallMs ?? 30_000;
  const maxAttempts = run.maxAttempts ?? 6;
  const backoff = run.backoff ?? DEFAULT_BACKOFF;
  const progressEveryMs = run.progressEveryMs ?? 5000;
  // The first part to fail for good stops the others: their bytes on disk stay recorded in `part.parts`.
  const stop = new AbortController();
  const all = AbortSignal.any([signal, stop.signal]);
  const startedAt = clock.now();
  let lastLine = startedAt;
  let schedule = part.parts && new PartSchedule(part.parts, part.total!, ranges.windowBytes);
  let oneStream = false;
  const hashBuffer = Buffer.allocUnsafe(HASH_READ_BYTES);
  if (schedule) log.info(`Resuming ${schedule.parts.length} parts at ${formatBytes(schedule.contiguous)}.`);

  const onChunk = (p: Part, chunk: Buffer): void => {
    const offset = p.start + p.received;
    writeAt(run.fd, chunk, offset);
    const contiguous = schedule!.record(p, chunk.length);
    if (offset === part.hashed) {
      part.digests.update(chunk);
      part.hashed += chunk.length;
    }
    if (contiguous > part.hashed) hashFromDisk(run.fd, part, contiguous, hashBuffer);
    part.advance(contiguous);
    const now = clock.now();
    if (now - lastLine >= progressEveryMs) {
      lastLine = now;
      const received = schedule!.parts.reduce((sum, q) => sum + q.received, 0);
      log.info(`${progressLine(received, part.total, now - startedAt)} in ${schedule!.parts.length} parts`);
    }
  };

  /** Learns the plan from the first answer (a `206` to the first part's range). */
  const adoptPlan = (total: number, tag: string | undefined, reader: (name: string) => string | undefined): Part => {
    part.total = total;
    part.etag = tag;
    part.rangeable = true;
    // A checksum header on a partial answer is not known to be the whole object's: S3 sends none for a range.
    part.plan = planIntegrity(tag, (name) => (name.startsWith('x-amz-checksum') ? undefined : reader(name)));
    part.parts = planParts(total, ranges.partBytes, ranges.connections);
    schedule = new PartSchedule(part.parts, total, ranges.windowBytes);
    const first = part.parts[0]!;
    schedule.claim(first);
    part.notify();
    const n = part.parts.length;
    log.info(
      `Downloading ${formatBytes(total)} in ${n} part${n === 1 ? '' : 's'} of up to ` +
        `${formatBytes(ranges.partBytes)}, ${Math.min(n, ranges.connections)} at once.`,
    );
    return first;
  };

  /** One GET of what is missing of `p`; `probe` while the plan is unknown. */
  const attempt = async (p: Part, probe: boolean): Promise<'done' | 'oneStream'> => {
    const from = p.start + p.received;
    const to = p.end;
    const stall = new AbortController();
    const attemptSignal = AbortSignal.any([all, stall.signal]);
    const timer = setTimeout(() => stall.abort(new Retryable(`no data for ${stallMs / 1000}s`)), stallMs);
    const asked = `bytes=${from}-${to}`;
    try {
      const headers: Record<string, string> = { range: asked };
      if (part.etag !== undefined) headers['if-match'] = `"${part.etag}"`;
      const response = await followRedirects(run.url, headers, attemptSignal);
      timer.refresh();
      const status = response.statusCode ?? 0;
      if (status === 200) {
        response.destroy();
        if (probe) return 'oneStream';
        throw new Retryable(`storage answered ${asked} with the whole object`);
      }
      if (status !== 206) throw await refusal(response, attemptSignal, clock, run.url);
      const tag = unquote(header(response, 'etag'));
      const raw = header(response, 'content-range');
      const range = parseContentRange(raw);
      const expectedEnd = probe && range ? Math.min(to, range.total - 1) : to;
      const exact =
        range !== undefined &&
        range.start === from &&
        range.end === expectedEnd &&
        (probe || range.total === part.total);
      const length = header(response, 'content-length');
      if (!exact || (length !== undefined && Number(length) !== expectedEnd - from + 1)) {
        response.destroy();
        const what = exact ? `Content-Length ${length}` : `Content-Range ${raw === undefined ? '(none)' : `"${raw}"`}`;
        throw new Retryable(`storage answered ${asked} with ${what}; refused`);
      }
      if (tag !== undefined && part.etag !== undefined && tag !== part.etag) {
        response.destroy();
        throw new StartOver(`The bundle changed during the download (ETag ${tag}, was ${part.etag}); starting over`);
      }
      const target = probe ? adoptPlan(range.total, tag, (name) => header(response, name)) : p;
      for await (const chunk of response as AsyncIterable<Buffer>) {
        timer.refresh();
        if (target.received + chunk.length > partLength(target)) {
          response.destroy();
          throw new Retryable(`storage sent more than the ${asked} asked for`);
        }
        onChunk(target, chunk);
      }
      if (target.received < partLength(target))
        throw new Retryable(`the body of ${asked} ended after ${target.received - (from - target.start)} bytes`);
      return 'done';
    } catch (error) {
      if (stall.signal.aborted && !all.aborted) throw stall.signal.reason;
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };

  /** Fetches `p` until it is on disk, retrying with the one backoff. */
  const fetchPart = async (p: Part, probe: boolean): Promise<'done' | 'oneStream'> => {
    for (let n = 1; ; n++) {
      const current = probe && schedule ? schedule.parts[0]! : p;
      if (current.received >= partLength(current)) return 'done';
      try {
        return await attempt(current, probe && !schedule);
      } catch (error) {
        if (all.aborted) throw all.reason;
        if (error instanceof LinkExpiredError || error instanceof DownloadError || error instanceof StartOver)
          throw error;
        const local = asLocalFileError(error, path.dirname(run.file));
        if (local) throw local;
        const { reason, unreachable } = attemptFailure(error, undefined, run.fastFail);
        const which = schedule ? `Part ${current.index + 1} of ${schedule.parts.length}` : 'The first part';
        if (n >= maxAttempts || unreachable) {
          const why = unreachable ? ' (the host cannot be reached from this runner: not retried)' : '';
          throw new DownloadError(
            `${which} of the bundle failed after ${n} attempt${n === 1 ? '' : 's'}: ${reason}${why}.`,
            'Re-run the step with job-id; the job and its files stay reusable.',
          );
        }
        const wait = retryWait(error, n, clock, backoff);
        log.warning(`${which}: attempt ${n} failed (${reason}); retrying in ${(wait / 1000).toFixed(1)}s.`);
        await clock.sleep(wait, all);
      }
    }
  };

  const worker = async (first: boolean): Promise<void> => {
    if (!schedule) {
      if (first) {
        const probe = { index: 0, start: 0, end: ranges.partBytes - 1, received: 0 };
        if ((await fetchPart(probe, true)) === 'oneStream') {
          oneStream = true;
          part.notify();
        }
      } else {
        while (!schedule && !oneStream) await part.changed(all);
      }
    }
    for (;;) {
      if (oneStream || !schedule) return;
      const next = schedule.take();
      if (next === undefined) return;
      if (next === 'wait') await part.changed(all);
      else await fetchPart(next, false);
    }
  };

  const workers = Array.from({ length: ranges.connections }, (_, i) =>
    worker(i === 0).catch((error: unknown) => {
      if (!stop.signal.aborted) stop.abort(error);
      throw error;
    }),
  );
  await Promise.allSettled(workers);
  if (signal.aborted) throw signal.reason;
  if (stop.signal.aborted) throw stop.signal.reason;
  if (oneStream) {
    part.oneStream = true;
    log.info('Storage answered a range request with the whole object: downloading it as one stream.');
    return undefined;
  }
  const done = schedule!;
  part.received = done.totalBytes;
  part.markComplete();
  const integrity = verifyDownload(part, run.expectedBytes);
  return { bytes: done.totalBytes, etag: part.etag, integrity, parts: done.parts.length };
}

/**
 * Parses `Content-Range: bytes <first>-<last>/<complete length>` (RFC 9110 §14.4); undefined for anything else,
 * including an unknown length (`*`), which cannot plan the parts.
 */
export function parseContentRange(
  value: string | undefined,
): { start: number; end: number; total: number } | undefined {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(value?.trim() ?? '');
  if (!match) return undefined;
  const [start, end, total] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!Number.isSafeInteger(total) || start > end || end >= total) return undefined;
  return { start, end, total };
}

/** Hashes the bytes from `part.hashed` up to `upTo` from the file: parts that arrived ahead of the prefix. */
function hashFromDisk(fd: number, part: PartialDownload, upTo: number, buffer: Buffer): void {
  while (part.hashed < upTo) {
    const n = fs.readSync(fd, buffer, 0, Math.min(buffer.length, upTo - part.hashed), part.hashed);
    if (n === 0) throw new Error(`the archive file ended at ${part.hashed} bytes while hashing it`);
    part.digests.update(buffer.subarray(0, n));
    part.hashed += n;
  }
}
