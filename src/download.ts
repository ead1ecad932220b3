import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { Clock, Log } from './clock.ts';
import { ActionError, asLocalFileError, messageOf, titledError } from './errors.ts';
import { formatBytes } from './format.ts';
import { describeBody } from './describe.ts';
import { checkIntegrity, Digests, planIntegrity, type IntegrityPlan, type IntegrityResult } from './integrity.ts';
import { header, readText, send, toNetworkError } from './http.ts';
import { withoutQuery } from './redact.ts';
import { backoffDelay, parseRetryAfter, type Backoff } from './retry.ts';

/**
 * Storage refused the link because it expired: S3's `403 AccessDenied` "Request has expired", or `400 ExpiredToken`
 * / `TokenRefreshRequired` for a link signed with temporary credentials whose session ended, which can be before
 * `expiresAt` (platform facts "The presigned link").
 */
export class LinkExpiredError extends ActionError {
  constructor(detail: string) {
    super(
      'Bundle link expired',
      `The bundle link was refused as expired (${detail}).`,
      'Re-run the step with job-id to generate a fresh link; the job and its files stay reusable.',
    );
    this.name = 'LinkExpiredError';
  }
}

/** The download failed for good. */
export const DownloadError = titledError('Bundle download failed', 'DownloadError');

/** One download: where from, where to, and the limits that keep it from hanging. */
export interface DownloadOptions {
  /** Presigned link. Sent without `Authorization` (S3 refuses it; the key stays with the API host). */
  url: string;
  /** File to write (created or truncated). */
  file: string;
  /** `sizeBytes` from the bundle response, when known. */
  expectedBytes: number | undefined;
  clock: Clock;
  log: Log;
  signal: AbortSignal;
  /** No byte for this long (ms) aborts the attempt; it is then retried. */
  stallMs?: number;
  /** Attempts, the first included. */
  maxAttempts?: number;
  /** What is downloaded, for messages: `the bundle` unless given, e.g. `Pagefind's release`. */
  subject?: string;
  /**
   * Network failure codes that end the download at once rather than being retried (e.g. `isUnreachable` of
   * `retry.ts`, where retrying only delays the same failure); undefined: every network failure is retried.
   */
  fastFail?: (code: string) => boolean;
  backoff?: Backoff;
  /** A progress line at most this often, ms. */
  progressEveryMs?: number;
  /**
   * What an earlier call for the same object left (the caller keeps it across fresh links): its bytes are resumed
   * with `Range` + `If-Match` instead of being fetched again. Updated in place.
   */
  partial?: PartialDownload;
}

/**
 * A download's progress, kept across calls so that a fresh link (spec §4.4 rule 3: a new `bundleUrl` for the same
 * object) resumes where the expired one stopped. `If-Match` on the ETag seen before makes storage refuse (`412`)
 * when the object changed, and the download then starts over.
 */
export class PartialDownload {
  /** Bytes written and hashed so far. */
  received = 0;
  /** What the object is checked against, from its first full answer. */
  plan: IntegrityPlan | undefined;
  /** Digests of the bytes received so far. */
  digests = new Digests(undefined);
  /** `Content-Length` of the whole object, from its first full answer. */
  total: number | undefined;
  /** The object's ETag, unquoted, from its first full answer. */
  etag: string | undefined;
  /** Whether storage said it serves ranges (`Accept-Ranges: bytes`). */
  rangeable = false;
}

/** A completed, verified download. */
export interface DownloadResult {
  bytes: number;
  /** The object's ETag, unquoted, when storage sent one. */
  etag: string | undefined;
  /** The MD5, and what it and any storage checksum were compared with. */
  integrity: IntegrityResult;
}

/** A failure worth another attempt; `retryAfterMs` is storage's `Retry-After`, when it sent one. */
class Retryable extends Error {
  readonly retryAfterMs: number | undefined;
  constructor(message: string, retryAfterMs?: number) {
    super(message);
    this.retryAfterMs = retryAfterMs;
  }
}

/** The longest `Retry-After` from storage that is waited out, ms; a longer one waits this long. */
const MAX_STORAGE_RETRY_AFTER_MS = 60_000;

/**
 * Streams a presigned link to a file, never holding the archive in memory. Network errors, `5xx`, a
 * body that ends early and a stall are retried with backoff, resuming with `Range` (and `If-Match`
 * on the ETag, so a replaced object is never spliced in) when storage allows it, otherwise starting
 * over. The result is checked: byte count against `Content-Length` and `expectedBytes`, the MD5 against an ETag
 * that is one, and a whole-object `x-amz-checksum-*` when storage sends it (`integrity.ts`).
 * @throws LinkExpiredError when storage says the link expired, DownloadError otherwise
 */
export async function download(options: DownloadOptions): Promise<DownloadResult> {
  const { url, file, clock, log, signal } = options;
  const stallMs = options.stallMs ?? 30_000;
  const maxAttempts = options.maxAttempts ?? 6;
  const backoff = options.backoff ?? { initialMs: 1000, factor: 2, maxMs: 20_000 };
  const progressEveryMs = options.progressEveryMs ?? 5000;
  const shownUrl = withoutQuery(url);

  const part = options.partial ?? new PartialDownload();
  // Bytes already on disk from an earlier link are kept: the first attempt resumes them with Range + If-Match.
  const fd = fs.openSync(file, part.received > 0 ? 'r+' : 'w', 0o600);
  const startedAt = clock.now();
  let lastLine = startedAt;

  // Digests start anew with the plan of the latest full answer; the file is truncated only when it holds bytes.
  const restart = (): void => {
    if (part.received > 0) fs.ftruncateSync(fd, 0);
    part.received = 0;
    part.digests = new Digests(part.plan?.checksum?.algorithm);
  };

  try {
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
        if (status === 200 || status === 206) {
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
            part.total =
              Number.isFinite(length) && header(response, 'content-length') !== undefined ? length : undefined;
          }
          for await (const chunk of response as AsyncIterable<Buffer>) {
            timer.refresh();
            writeAt(fd, chunk, part.received);
            part.digests.update(chunk);
            part.received += chunk.length;
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
          const integrity = verify(part, options.expectedBytes);
          return { bytes: part.received, etag: part.etag, integrity };
        }
        const body = await readText(response, attemptSignal, 64 << 10).catch(() => '');
        if (isExpiredLink(status, body)) throw new LinkExpiredError(`HTTP ${status}: ${describeBody(body)}`);
        if (status === 412 || status === 416) {
          part.rangeable = false;
          throw new Retryable(`HTTP ${status}: the object changed or the range is not satisfiable; starting over`);
        }
        if (status >= 500 || status === 408 || status === 429) {
          const retryAfterMs = parseRetryAfter(header(response, 'retry-after'), clock.wallNow());
          throw new Retryable(`HTTP ${status}: ${describeBody(body)}`, retryAfterMs);
        }
        throw new DownloadError(
          `Storage answered HTTP ${status} for ${shownUrl}: ${describeBody(body)}.`,
          hintForStorage(status),
        );
      } catch (error) {
        clearTimeout(timer);
        if (signal.aborted) throw signal.reason;
        if (error instanceof LinkExpiredError || error instanceof DownloadError) throw error;
        // A full disk or a write refused is final: another attempt would fail the same way.
        const local = asLocalFileError(error, path.dirname(file));
        if (local) throw local;
        let reason: string;
        let unreachable = false;
        if (error instanceof Retryable) reason = error.message;
        else if (stall.signal.aborted) reason = messageOf(stall.signal.reason);
        else {
          const network = toNetworkError(error as NodeJS.ErrnoException);
          reason = network.message;
          unreachable = options.fastFail?.(network.code) ?? false;
        }
        if (attempt >= maxAttempts || unreachable) {
          const subject = options.subject ?? 'the bundle';
          const attempts = `${attempt} attempt${attempt === 1 ? '' : 's'}`;
          const why = unreachable ? ' (the host cannot be reached from this runner: not retried)' : '';
          throw new DownloadError(
            `${subject[0]!.toUpperCase()}${subject.slice(1)} download failed after ${attempts}: ${reason}${why}.`,
            'Re-run the step with job-id; the job and its files stay reusable.',
          );
        }
        const retryAfterMs = error instanceof Retryable ? error.retryAfterMs : undefined;
        const wait =
          retryAfterMs === undefined
            ? backoffDelay(attempt, clock.random(), backoff)
            : Math.min(retryAfterMs, MAX_STORAGE_RETRY_AFTER_MS);
        const why = retryAfterMs === undefined ? '' : ' (Retry-After)';
        log.warning(`Download attempt ${attempt} failed (${reason}); retrying in ${(wait / 1000).toFixed(1)}s${why}.`);
        await clock.sleep(wait, signal);
      }
    }
  } finally {
    fs.closeSync(fd);
  }
}

/** S3 error codes that mean the link's temporary credentials ended: a fresh link works (platform facts). */
const EXPIRED_TOKEN_CODES = new Set(['ExpiredToken', 'TokenRefreshRequired']);

/** Whether storage's answer says the link expired (see {@link LinkExpiredError}). */
function isExpiredLink(status: number, body: string): boolean {
  const code = /<Code>\s*([^<\s]+)\s*<\/Code>/.exec(body)?.[1];
  if ((status === 400 || status === 403) && code !== undefined && EXPIRED_TOKEN_CODES.has(code)) return true;
  return status === 403 && /Request has expired|expired/i.test(body);
}

/** Most redirects one storage request follows (S3 answers 307 for a bucket in another region). */
const MAX_REDIRECTS = 5;

/**
 * GETs `url`, following up to {@link MAX_REDIRECTS} redirects. The request carries no credentials (the link
 * signs itself), so following is safe; a redirect from https to http is refused.
 * @throws DownloadError for a redirect without Location, a downgrade, or too many hops
 */
async function followRedirects(
  url: string,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  let target = url;
  for (let hops = 0; ; hops++) {
    const response = await send({ method: 'GET', url: target, headers, signal });
    const status = response.statusCode ?? 0;
    if (![301, 302, 303, 307, 308].includes(status)) return response;
    response.resume();
    const location = header(response, 'location');
    const shown = withoutQuery(target);
    if (!location)
      throw new DownloadError(`Storage answered HTTP ${status} without a Location for ${shown}.`, REDIRECT_HINT);
    if (hops >= MAX_REDIRECTS)
      throw new DownloadError(
        `Storage redirected more than ${MAX_REDIRECTS} times from ${withoutQuery(url)}.`,
        REDIRECT_HINT,
      );
    const next = new URL(location, target);
    if (new URL(target).protocol === 'https:' && next.protocol !== 'https:') {
      throw new DownloadError(
        `Storage redirected ${shown} from https to ${next.protocol}//${next.host}, which would expose the link.`,
        REDIRECT_HINT,
      );
    }
    target = next.toString();
  }
}

const REDIRECT_HINT =
  'Check the bundle link and any proxy between the runner and storage; re-run the step with job-id.';

/** Writes at an explicit offset: after a restart truncates the file, the descriptor's own offset would leave a hole. */
function writeAt(fd: number, chunk: Buffer, position: number): void {
  let written = 0;
  while (written < chunk.length)
    written += fs.writeSync(fd, chunk, written, chunk.length - written, position + written);
}

function unquote(value: string | undefined): string | undefined {
  return value?.replace(/^W\//, '').replace(/^"|"$/g, '');
}

/**
 * Checks the finished download: its size against `Content-Length` and `sizeBytes`, its digests against the plan.
 * @throws DownloadError naming what differs
 */
function verify(part: PartialDownload, expected: number | undefined): IntegrityResult {
  const { received, total } = part;
  const retryHint = 'Re-run the step with job-id to download the bundle again.';
  if (total !== undefined && received !== total) {
    throw new DownloadError(
      `The bundle download ended with ${received} bytes where Content-Length said ${total}.`,
      retryHint,
    );
  }
  if (expected !== undefined && received !== expected) {
    throw new DownloadError(
      `The bundle has ${received} bytes but the service announced sizeBytes ${expected}.`,
      retryHint,
    );
  }
  const checked = checkIntegrity(part.plan ?? planIntegrity(undefined, () => undefined), part.digests.finish());
  if (checked.mismatch !== undefined)
    throw new DownloadError(`${checked.mismatch}: it was corrupted on the way.`, retryHint);
  return checked.result;
}

function progressLine(bytes: number, of: number | undefined, elapsedMs: number): string {
  const rate = elapsedMs > 0 ? `${formatBytes((bytes / elapsedMs) * 1000)}/s` : '';
  const percent = of ? ` (${Math.floor((bytes / of) * 100)}%)` : '';
  return `Downloaded ${formatBytes(bytes)}${of ? ` of ${formatBytes(of)}` : ''}${percent}, ${rate}`;
}

function hintForStorage(status: number): string {
  if (status === 400)
    return (
      'Storage refused the request; presigned links must be fetched without an Authorization header ' +
      '(a proxy may be adding one).'
    );
  if (status === 403) return 'Storage refused the link: re-run with job-id to generate a fresh one.';
  if (status === 404) return 'The bundle is missing from storage: re-run with job-id to generate it again.';
  return 'Re-run the step with job-id.';
}
