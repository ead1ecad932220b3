/**
 * The request policy shared by every API call: what is retried, and how long to wait before the
 * next attempt. Pure functions; the loop that applies them is `AdminApi.call` in `api.ts`.
 */

/** The four API operations (spec §4.1–4.4). */
export type Operation = 'start' | 'status' | 'bundle' | 'agent';

/** What one attempt produced, reduced to what the policy needs. */
export type Outcome =
  | { kind: 'network'; code: string }
  | { kind: 'http'; status: number }
  /** A 2xx whose body is not the expected JSON: typically a proxy's HTML page. */
  | { kind: 'malformed'; status: number };

/** Statuses that say "try again" whatever the operation (RFC 9110 §15; proxies' 502/504). */
export const TRANSIENT_STATUSES: ReadonlySet<number> = new Set([408, 429, 500, 502, 503, 504]);

/** Network failures where the request surely never reached the service: safe even for `start`. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);

/** How long after creation a `404` on the status call is taken for eventual consistency, in ms. */
export const FRESH_JOB_404_WINDOW_MS = 15_000;

/**
 * Whether an attempt may be repeated.
 * - Starting a job is not idempotent: only `429`, `503` and failures before the request was sent
 *   are retried, since only they prove that no job was created.
 * - `404` on the status call is retried only within {@link FRESH_JOB_404_WINDOW_MS} of creation.
 * - `400`, `401`, `403`, `409` and other 4xx are final.
 * @param msSinceCreated ms since this run created the job; undefined for a job it did not create
 */
export function isRetryable(op: Operation, outcome: Outcome, msSinceCreated?: number): boolean {
  if (op === 'start') {
    if (outcome.kind === 'network') return NOT_SENT_CODES.has(outcome.code);
    return outcome.kind === 'http' && (outcome.status === 429 || outcome.status === 503);
  }
  if (outcome.kind === 'network' || outcome.kind === 'malformed') return true;
  if (TRANSIENT_STATUSES.has(outcome.status)) return true;
  return op === 'status' && outcome.status === 404 && msSinceCreated !== undefined && msSinceCreated < FRESH_JOB_404_WINDOW_MS;
}

/** True when a failed `start` attempt may still have created a job on the service. */
export function mayHaveCreatedJob(outcome: Outcome): boolean {
  if (outcome.kind === 'network') return !NOT_SENT_CODES.has(outcome.code);
  if (outcome.kind === 'malformed') return true;
  return outcome.status >= 500 || outcome.status === 408;
}

/** Exponential backoff between attempts, in ms. */
export interface Backoff {
  /** Wait before the second attempt, ms. */
  initialMs: number;
  /** Growth per attempt. */
  factor: number;
  /** Longest single wait, ms. */
  maxMs: number;
}

/** API retries: 1 s, doubling, at most 30 s per wait (before jitter). */
export const API_BACKOFF: Backoff = { initialMs: 1000, factor: 2, maxMs: 30_000 };

/**
 * Wait before retry number `retry` (1 for the first retry): exponential, with "equal jitter" (half
 * fixed, half random) so that many runners that failed together do not retry together.
 * @param random uniform in [0, 1)
 * @returns ms, within [initialMs/2, maxMs]
 */
export function backoffDelay(retry: number, random: number, backoff: Backoff = API_BACKOFF): number {
  const ceiling = Math.min(backoff.maxMs, backoff.initialMs * backoff.factor ** Math.max(0, retry - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}

/**
 * Parses `Retry-After` (RFC 9110 §10.2.3): delay-seconds or an HTTP date.
 * @returns ms to wait (≥ 0), or undefined when absent or unreadable
 */
export function parseRetryAfter(value: string | undefined, nowMs: number): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - nowMs);
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
