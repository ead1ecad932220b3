import {
  backoffDelay,
  isRetryable,
  mayHaveCreatedJob,
  nextDelay,
  parseRetryAfter,
  FRESH_JOB_404_WINDOW_MS,
} from '../../src/http/retry.ts';
import { isUnreachable, updateBackoff } from '../../src/http/retry.ts';

describe('which failures are retried', () => {
  test.each([408, 429, 500, 502, 503, 504])('%d is retried for status, bundle and agent calls', (status) => {
    for (const op of ['status', 'bundle', 'agent'] as const)
      expect(isRetryable(op, { kind: 'http', status })).toBe(true);
  });
  test.each([400, 401, 403, 409, 410, 422])('%d is never retried', (status) => {
    for (const op of ['start', 'status', 'bundle', 'agent'] as const)
      expect(isRetryable(op, { kind: 'http', status })).toBe(false);
  });
  test('network errors and non-JSON 2xx answers are retried for idempotent calls', () => {
    expect(isRetryable('status', { kind: 'network', code: 'ECONNRESET' })).toBe(true);
    expect(isRetryable('bundle', { kind: 'network', code: 'ETIMEDOUT' })).toBe(true);
    expect(isRetryable('agent', { kind: 'malformed', status: 200 })).toBe(true);
  });
  test('start is retried only where no job can have been created', () => {
    expect(isRetryable('start', { kind: 'http', status: 429 })).toBe(true);
    expect(isRetryable('start', { kind: 'http', status: 503 })).toBe(true);
    expect(isRetryable('start', { kind: 'network', code: 'ECONNREFUSED' })).toBe(true);
    for (const status of [500, 502, 504, 408]) expect(isRetryable('start', { kind: 'http', status })).toBe(false);
    expect(isRetryable('start', { kind: 'network', code: 'ECONNRESET' })).toBe(false);
    expect(isRetryable('start', { kind: 'malformed', status: 202 })).toBe(false);
    expect(mayHaveCreatedJob({ kind: 'network', code: 'ECONNRESET' })).toBe(true);
    expect(mayHaveCreatedJob({ kind: 'http', status: 502 })).toBe(true);
    expect(mayHaveCreatedJob({ kind: 'network', code: 'ECONNREFUSED' })).toBe(false);
  });
  test('the update trigger is retried only after 429 or a request that never left', () => {
    expect(isRetryable('update', { kind: 'http', status: 429 })).toBe(true);
    const network = (code: string) => ({ kind: 'network', code }) as const;
    const neverSent = ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN'];
    for (const code of neverSent) expect(isRetryable('update', network(code))).toBe(true);
    for (const status of [500, 502, 503, 504, 408]) expect(isRetryable('update', { kind: 'http', status })).toBe(false);
    for (const code of ['ECONNRESET', 'ETIMEDOUT', 'EPIPE']) expect(isRetryable('update', network(code))).toBe(false);
    expect(isRetryable('update', { kind: 'malformed', status: 202 })).toBe(false);
  });
  test('the update status is read like any status: transient failures retried, 404 only when fresh', () => {
    for (const status of [429, 502, 503]) expect(isRetryable('updateStatus', { kind: 'http', status })).toBe(true);
    expect(isRetryable('updateStatus', { kind: 'network', code: 'ECONNRESET' })).toBe(true);
    expect(isRetryable('updateStatus', { kind: 'http', status: 404 }, 1000)).toBe(true);
    expect(isRetryable('updateStatus', { kind: 'http', status: 404 }, FRESH_JOB_404_WINDOW_MS + 1)).toBe(false);
  });
  test('404 on the status call is retried only just after the job was created', () => {
    const notFound = { kind: 'http', status: 404 } as const;
    expect(isRetryable('status', notFound, 2000)).toBe(true);
    expect(isRetryable('status', notFound, FRESH_JOB_404_WINDOW_MS + 1)).toBe(false);
    expect(isRetryable('status', notFound, undefined)).toBe(false);
    expect(isRetryable('agent', notFound, 0)).toBe(false);
  });
});

describe('how long to wait', () => {
  test('backoff doubles from 1 s with equal jitter and stops growing at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 9].map((n) => backoffDelay(n, 0))).toEqual([
      500, 1000, 2000, 4000, 8000, 15000, 15000, 15000,
    ]);
    expect([1, 2, 3, 4, 5, 6, 7, 9].map((n) => backoffDelay(n, 0.999999))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
  test('the update trigger backs off from 10 s (one rate-limit window), doubling to 60 s', () => {
    const backoff = updateBackoff();
    expect([1, 2, 3, 4, 5].map((n) => backoffDelay(n, 0, backoff))).toEqual([10_000, 20_000, 30_000, 30_000, 30_000]);
    const longest = [20_000, 40_000, 60_000, 60_000, 60_000];
    expect([1, 2, 3, 4, 5].map((n) => backoffDelay(n, 0.999999, backoff))).toEqual(longest);
    expect(nextDelay(1, 2000, 0.5, 60_000, backoff)).toBe(2000);
    expect(backoffDelay(1, 0, updateBackoff(300))).toBe(300);
  });
  test('Retry-After in seconds and as an HTTP date', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(parseRetryAfter('7', now)).toBe(7000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:00:12 GMT', now)).toBe(12_000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 09:59:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
  });
  test('Retry-After wins over backoff, and no wait reaches past the deadline', () => {
    expect(nextDelay(1, 9000, 0.5, 60_000)).toBe(9000);
    expect(nextDelay(1, undefined, 0.5, 60_000)).toBe(750);
    expect(nextDelay(1, 9000, 0.5, 8000)).toBeUndefined();
    expect(nextDelay(5, undefined, 1, 5000)).toBeUndefined();
  });
});

test.each([
  ['ECONNREFUSED', true],
  ['ENOTFOUND', true],
  ['EAI_AGAIN', true],
  ['ENETUNREACH', true],
  ['EHOSTUNREACH', true],
  ['ECONNRESET', false],
  ['ETIMEDOUT', false],
  ['EPIPE', false],
])('%s means the host cannot be reached from this runner: %s (a download may fail fast on it)', (code, unreachable) => {
  expect(isUnreachable(code)).toBe(unreachable);
});
