import { setTimeout as delay } from 'node:timers/promises';

/** Time as the logic sees it; tests pass a fake one so waits are asserted, not slept. */
export interface Clock {
  /**
   * Monotonic ms (`performance.now()`): for deadlines and elapsed times, which a change of the system clock
   * (NTP, a VM resumed) must not stretch or cut short. Only differences mean anything.
   */
  now(): number;
  /** Epoch ms (`Date.now()`): only to compare with the service's and HTTP's timestamps (`expiresAt`, `Retry-After`). */
  wallNow(): number;
  /** Resolves after `ms`, or rejects with the signal's reason when it aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  /** Uniform in [0, 1); the jitter source. */
  random(): number;
}

/** Real time: `performance.now()`, `Date.now()`, timers that honour an AbortSignal, and `Math.random()`. */
export const systemClock: Clock = {
  now: () => performance.now(),
  wallNow: () => Date.now(),
  sleep: async (ms, signal) => {
    try {
      await delay(Math.max(0, ms), undefined, { signal });
    } catch (error) {
      // timers/promises rejects with a generic AbortError; callers act on the signal's own reason.
      throw signal?.aborted ? signal.reason : error;
    }
  },
  random: () => Math.random(),
};

/** Lines for the step log; `@actions/core` in production. */
export interface Log {
  info: (message: string) => void;
  warning: (message: string) => void;
  debug: (message: string) => void;
}
