import { parseHttpDate } from './dates.ts';

/**
 * The request policy shared by every API call: what is retried, and how long to wait before the
 * next attempt. Pure functions; the loop that applies them is `AdminApi.call` in `api.ts`.
 */

/**
 * The API operations: the four of the spec (§4.1–4.4), and `update`/`updateStatus`, the deployment
 * update endpoints (platform facts "Deployment updates").
 */
export type Operation = 'start' | 'status' | 'bundle' | 'agent' | 'update' | 'updateStatus';

/** What one attempt produced, reduced to what the policy needs. */
export type Outcome =
  | { kind: 'network'; code: string }
  | { kind: 'http'; status: number }
  /** A 2xx whose body is not JSON: typically a proxy's HTML page. */
  | { kind: 'malformed'; status: number }
  /** A 2xx whose JSON lacks the fields this version reads: the API changed shape; asking again gets the same. */
  | { kind: 'drifted'; status: number };

/** Statuses that say "try again" whatever the operation (RFC 9110 §15; proxies' 502/504). */
export const TRANSIENT_STATUSES: ReadonlySet<number> = new Set([408, 429, 500, 502, 503, 504]);

/** Network failures where the request surely never reached the service: safe even for `start`. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * Network failures that say this runner has no way to the host at all: nothing listens there, its name does not
 * resolve, or there is no route. On a runner without internet access every attempt fails the same way, so a download
 * that passes {@link isUnreachable} as its fast-fail classification ends at once instead of backing off for seconds.
 */
const UNREACHABLE_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
]);

/** Whether a network failure's code means the host cannot be reached from here (see {@link UNREACHABLE_CODES}). */
export function isUnreachable(code: string): boolean {
  return UNREACHABLE_CODES.has(code);
}

/** How long after creation a `404` on a status call is taken for eventual consistency, in ms. */
export const FRESH_JOB_404_WINDOW_MS = 15_000;

/**
 * How long after a status said `completed` a `409` from the bundle call (platform facts "Generate export bundle":
 * the job has not finished yet) is taken for the two endpoints disagreeing for a moment, in ms.
 */
export const COMPLETED_409_WINDOW_MS = 10_000;

/**
 * How long the bundle call is retried, in ms, counted from its first attempt: its own budget, not what is left of
 * the `timeout`, which the job may have used up (the link is still worth asking for) or barely touched (a failing
 * bundle endpoint should not hold the step for the rest of it).
 */
export const BUNDLE_RETRY_BUDGET_MS = 120_000;

/**
 * Whether an attempt may be repeated.
 * - Starting a job is not idempotent: only `429`, `503` and failures before the request was sent
 *   are retried, since only they prove that no job was created.
 * - Triggering an update is not idempotent either, and narrower still: only `429` (the documented
 *   rate limit, platform facts "Deployment updates") and failures before the request was sent. A
 *   `5xx` or a reset may have queued an update.
 * - `404` on a status call is retried only within {@link FRESH_JOB_404_WINDOW_MS} of creation.
 * - `409` on the bundle call is retried only within {@link COMPLETED_409_WINDOW_MS} of the status saying
 *   `completed`.
 * - `400`, `401`, `403`, other `409`s and other 4xx are final.
 * @param msSinceCreated ms since what makes an early `404`/`409` plausible: this run created the job or update
 * (status calls), or saw the job `completed` (the bundle call); undefined when there is no such moment
 */
export function isRetryable(op: Operation, outcome: Outcome, msSinceCreated?: number): boolean {
  if (op === 'start' || op === 'update') {
    if (outcome.kind === 'network') return NOT_SENT_CODES.has(outcome.code);
    if (outcome.kind !== 'http') return false;
    return outcome.status === 429 || (op === 'start' && outcome.status === 503);
  }
  if (outcome.kind === 'drifted') return false;
  if (outcome.kind === 'network' || outcome.kind === 'malformed') return true;
  if (TRANSIENT_STATUSES.has(outcome.status)) return true;
  if (op === 'bundle' && outcome.status === 409)
    return msSinceCreated !== undefined && msSinceCreated < COMPLETED_409_WINDOW_MS;
  const fresh = msSinceCreated !== undefined && msSinceCreated < FRESH_JOB_404_WINDOW_MS;
  return (op === 'status' || op === 'updateStatus') && outcome.status === 404 && fresh;
}

/** True when a failed `start` (or `update`) attempt may still have created a job (or queued an update). */
export function mayHaveCreatedJob(outcome: Outcome): boolean {
  if (outcome.kind === 'network') return !NOT_SENT_CODES.has(outcome.code);
  if (outcome.kind === 'malformed' || outcome.kind === 'drifted') return true;
  return outcome.status >= 500 || outcome.status === 408;
}

/**
 * Exponential backoff between attempts, in ms: the one schedule of the action, used by API retries (`api.ts`),
 * download retries (`download.ts`), the site folder's rename retries (`place.ts`) and the polling fallback
 * (`polling.ts`).
 */
export interface Backoff {
  /** Wait before the second attempt, ms. */
  initialMs: number;
  /** Growth per attempt. */
  factor: number;
  /** Longest single wait, ms. */
  maxMs: number;
  /**
   * Share of each wait that is random, 0 to 1 (default 0.5, "equal jitter"), so that runners that failed together
   * do not retry together; 0 where the caller adds its own jitter or nothing competes.
   */
  jitter?: number;
}

/** API retries: 1 s, doubling, at most 30 s per wait (before jitter). */
export const API_BACKOFF: Backoff = { initialMs: 1000, factor: 2, maxMs: 30_000 };

/** The shortest first wait before the update trigger is retried without `Retry-After`, ms. */
export const UPDATE_RETRY_MIN_MS = 10_000;

/**
 * Backoff for the update trigger after a `429` without `Retry-After`. The documented limit is 10
 * requests per 10 s per organisation, shared with automations (platform facts "Deployment
 * updates"), so the first wait is at least one window: `minFirstMs` to twice that (equal jitter),
 * doubling, at most 60 s per wait before jitter.
 * @param minFirstMs shortest first wait, ms; tests shorten it through `MINTLIFY_UPDATE_RETRY_MS`
 */
export function updateBackoff(minFirstMs: number = UPDATE_RETRY_MIN_MS): Backoff {
  return { initialMs: 2 * minFirstMs, factor: 2, maxMs: Math.max(60_000, 2 * minFirstMs) };
}

/**
 * Wait before retry number `retry` (1 for the first retry): `initialMs × factor^(retry−1)`, at most `maxMs`, of
 * which the `jitter` share is random (with the default 0.5, half fixed and half random).
 * @param random uniform in [0, 1)
 * @returns ms, within [(1 − jitter) × ceiling, ceiling]
 */
export function backoffDelay(retry: number, random: number, backoff: Backoff = API_BACKOFF): number {
  const ceiling = Math.min(backoff.maxMs, backoff.initialMs * backoff.factor ** Math.max(0, retry - 1));
  const jitter = backoff.jitter ?? 0.5;
  return Math.round(ceiling * (1 - jitter) + ceiling * jitter * random);
}

/**
 * Parses `Retry-After` (RFC 9110 §10.2.3): delay-seconds or an HTTP date in one of its three GMT forms.
 * `1.5`, `-1` and other shapes are treated as absent.
 * @returns ms to wait (≥ 0), or undefined when absent or unreadable
 */
export function parseRetryAfter(value: string | undefined, nowMs: number): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = parseHttpDate(text);
  return date === undefined ? undefined : Math.max(0, date - nowMs);
}

/**
 * The wait before the next attempt: `Retry-After` when the server sent one, backoff otherwise.
 * @returns ms, or undefined when the wait would pass the deadline (give up now, not after waiting)
 */
export function nextDelay(
  retry: number,
  retryAfterMs: number | undefined,
  random: number,
  remainingMs: number,
  backoff: Backoff = API_BACKOFF,
): number | undefined {
  const wait = retryAfterMs ?? backoffDelay(retry, random, backoff);
  return wait < remainingMs ? wait : undefined;
}
