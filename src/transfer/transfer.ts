/**
 * What the one-stream and the parts download share: storage's errors, redirects, offset writes, the final check.
 */
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { Clock, Log } from '../common/clock.ts';
import { describeBody } from '../http/describe.ts';
import { ActionError, messageOf, titledError } from '../common/errors.ts';
import { formatBytes } from '../common/format.ts';
import { header, readText, send, toNetworkError } from '../http/http.ts';
import { checkIntegrity, planIntegrity, type IntegrityResult } from './integrity.ts';
import type { PartialDownload } from './partial.ts';
import { secretsOf, withoutQuery } from '../common/redact.ts';
import { backoffDelay, parseRetryAfter, type Backoff } from '../http/retry.ts';

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

/** How the object is split and fetched. */
export interface RangeOptions {
  /** Bytes per part. */
  partBytes: number;
  /** Parts fetched at once (connections to storage). */
  connections: number;
  /** A part starts only when it begins less than this many bytes past the contiguous prefix on disk. */
  windowBytes: number;
  /** An object announced (`sizeBytes`) below this many bytes is fetched as one stream. */
  minBytes: number;
}

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
  /** No byte for this long (ms) aborts the attempt (of one part, when in parts); it is then retried. */
  stallMs?: number;
  /** Attempts, the first included (per part, when in parts). */
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
   * with `Range` + `If-Match` instead of being fetched again. Updated in place; an unpacker may read the file by it.
   */
  partial?: PartialDownload;
  /**
   * Fetch the object in parallel byte ranges (`ranged.ts`); undefined: one stream. One stream is used anyway when
   * `expectedBytes` is below `minBytes`, or when storage answers a range with the whole object.
   */
  ranges?: RangeOptions;
}

/** A completed, verified download. */
export interface DownloadResult {
  bytes: number;
  /** The object's ETag, unquoted, when storage sent one. */
  etag: string | undefined;
  /** The MD5, and what it and any storage checksum were compared with. */
  integrity: IntegrityResult;
  /** Parts fetched in parallel; 1 for one stream. */
  parts: number;
}

/** The download failed for good. */
export const DownloadError = titledError('Bundle download failed', 'DownloadError');

/** A failure worth another attempt; `retryAfterMs` is storage's `Retry-After`, when it sent one. */
export class Retryable extends Error {
  readonly retryAfterMs: number | undefined;
  constructor(message: string, retryAfterMs?: number) {
    super(message);
    this.retryAfterMs = retryAfterMs;
  }
}

/** The longest `Retry-After` from storage that is waited out, ms; a longer one waits this long. */
export const MAX_STORAGE_RETRY_AFTER_MS = 60_000;

/** The object changed (`412` to `If-Match`) or a range cannot be served (`416`): the download starts over. */
export class StartOver extends Error {}

/**
 * Turns a storage answer other than `200`/`206` into what it means, reading (and so consuming) its body.
 * @returns LinkExpiredError, StartOver, a Retryable (`5xx`, `408`, `429`, with storage's `Retry-After`), or a final
 * DownloadError
 */
export async function refusal(
  response: IncomingMessage,
  signal: AbortSignal,
  clock: Clock,
  url: string,
): Promise<Error> {
  const status = response.statusCode ?? 0;
  const body = await readText(response, signal, 64 << 10).catch(() => '');
  if (isExpiredLink(status, body)) return new LinkExpiredError(`HTTP ${status}: ${describeBody(body, secretsOf(url))}`);
  if (status === 412 || status === 416)
    return new StartOver(`HTTP ${status}: the object changed or the range is not satisfiable; starting over`);
  if (status >= 500 || status === 408 || status === 429) {
    const retryAfterMs = parseRetryAfter(header(response, 'retry-after'), clock.wallNow());
    return new Retryable(`HTTP ${status}: ${describeBody(body, secretsOf(url))}`, retryAfterMs);
  }
  return new DownloadError(
    `Storage answered HTTP ${status} for ${withoutQuery(url)}: ${describeBody(body, secretsOf(url))}.`,
    hintForStorage(status),
  );
}

/** S3 error codes that mean the link's temporary credentials ended: a fresh link works (platform facts). */
const EXPIRED_TOKEN_CODES = new Set(['ExpiredToken', 'TokenRefreshRequired']);

/** Whether storage's answer says the link expired (see {@link LinkExpiredError}). */
export function isExpiredLink(status: number, body: string): boolean {
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
export async function followRedirects(
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
export function writeAt(fd: number, chunk: Buffer, position: number): void {
  let written = 0;
  while (written < chunk.length)
    written += fs.writeSync(fd, chunk, written, chunk.length - written, position + written);
}

export function unquote(value: string | undefined): string | undefined {
  return value?.replace(/^W\//, '').replace(/^"|"$/g, '');
}

/**
 * Checks the finished download: its size against `Content-Length` and `sizeBytes`, its digests against the plan.
 * @throws DownloadError naming what differs
 */
export function verifyDownload(part: PartialDownload, expected: number | undefined): IntegrityResult {
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

export function progressLine(bytes: number, of: number | undefined, elapsedMs: number): string {
  const rate = elapsedMs > 0 ? `${formatBytes((bytes / elapsedMs) * 1000)}/s` : '';
  const percent = of ? ` (${Math.floor((bytes / of) * 100)}%)` : '';
  return `Downloaded ${formatBytes(bytes)}${of ? ` of ${formatBytes(of)}` : ''}${percent}, ${rate}`;
}

export function hintForStorage(status: number): string {
  if (status === 400)
    return (
      'Storage refused the request; presigned links must be fetched without an Authorization header ' +
      '(a proxy may be adding one).'
    );
  if (status === 403) return 'Storage refused the link: re-run with job-id to generate a fresh one.';
  if (status === 404) return 'The bundle is missing from storage: re-run with job-id to generate it again.';
  return 'Re-run the step with job-id.';
}

/**
 * Why an attempt failed, for the log, and whether the host is unreachable (`fastFail`): a storage `Retryable`, a
 * stall (`stall` aborted) or a network error.
 */
export function attemptFailure(
  error: unknown,
  stall: AbortSignal | undefined,
  fastFail: ((code: string) => boolean) | undefined,
): { reason: string; unreachable: boolean } {
  if (error instanceof Retryable) return { reason: error.message, unreachable: false };
  if (stall?.aborted) return { reason: messageOf(stall.reason), unreachable: false };
  const network = toNetworkError(error as NodeJS.ErrnoException);
  return { reason: network.message, unreachable: fastFail?.(network.code) ?? false };
}

/** How long to wait before the next attempt, ms: storage's `Retry-After` (capped), else the one backoff. */
export function retryWait(error: unknown, attempt: number, clock: Clock, backoff: Backoff): number {
  const retryAfterMs = error instanceof Retryable ? error.retryAfterMs : undefined;
  return retryAfterMs === undefined
    ? backoffDelay(attempt, clock.random(), backoff)
    : Math.min(retryAfterMs, MAX_STORAGE_RETRY_AFTER_MS);
}
