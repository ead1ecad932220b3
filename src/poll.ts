/**
 * When to ask for a job's status next. No I/O: the caller reports each answer with `observe()` and
 * sleeps for what `nextWait()` returns.
 *
 * The status response carries `progress` (percent, platform facts "Get static export job status").
 * From how it moved over the last few answers the planner estimates when the job will complete and
 * polls close to that moment: far from the end it covers part of the way and re-estimates on a longer
 * baseline; near the end it aims at the estimate itself. Without usable progress (a queued job, a
 * service that omits it, an agent job, a stall) it falls back to gentle exponential backoff.
 */

/** One status answer as the planner sees it. */
export interface PollSample {
  /** Epoch ms when the answer arrived. */
  atMs: number;
  /** The job's `status`. */
  status: string;
  /** Percent 0–100, when the answer had it. */
  progress: number | undefined;
}

/** The planner's bounds; all durations in ms. */
export interface PollPolicy {
  /** Shortest wait, ms. */
  floorMs: number;
  /** Longest wait, ms. */
  ceilingMs: number;
  /** Fallback backoff: first wait, growth, and its own ceiling (ms). */
  fallbackInitialMs: number;
  fallbackFactor: number;
  fallbackMaxMs: number;
  /** Estimates further away than this (ms) are approached in steps of `approachFraction`. */
  approachAboveMs: number;
  approachFraction: number;
  /** Waits are shortened by up to this fraction at random, so runners polling together spread out. */
  jitter: number;
  /** Progress samples kept for the rate estimate. */
  window: number;
}

/**
 * Floor 0.5 s and ceiling 30 s per wait; fallback backoff 1 s ×1.5 up to 15 s; estimates further
 * than 5 s away approached in steps of 75 %; up to 10 % jitter; a rate from the last 4 answers.
 * Chosen by `npm run bench` (README, Performance).
 */
export const DEFAULT_POLL_POLICY: PollPolicy = {
  floorMs: 500,
  ceilingMs: 30_000,
  fallbackInitialMs: 1000,
  fallbackFactor: 1.5,
  fallbackMaxMs: 15_000,
  approachAboveMs: 5000,
  approachFraction: 0.75,
  jitter: 0.1,
  window: 4,
};

/** Why the planner chose a wait; shown in debug logs and asserted in tests. */
export type WaitReason = 'estimate' | 'approach' | 'fallback';

/** The next wait and why. */
export interface PlannedWait {
  /** ms to sleep before the next status request. */
  ms: number;
  reason: WaitReason;
  /** Estimated completion (epoch ms) when the wait was based on progress. */
  etaMs: number | undefined;
}

/** Plans the waits between status requests for one job; feed it every answer with `observe()`. */
export class PollPlanner {
  private readonly policy: PollPolicy;
  /** Progress samples of the current run of rising-or-level progress, newest last. */
  private samples: { atMs: number; progress: number }[] = [];
  /** Fallback waits since progress last moved. */
  private fallbacks = 0;

  constructor(policy: Partial<PollPolicy> = {}) {
    this.policy = { ...DEFAULT_POLL_POLICY, ...policy };
  }

  /** Records an answer. Progress that goes backwards starts a new estimate. */
  observe(sample: PollSample): void {
    if (sample.progress === undefined || sample.status === 'queued') return;
    const last = this.samples.at(-1);
    if (last && sample.progress < last.progress) this.samples = [];
    if (last && sample.progress > last.progress) this.fallbacks = 0;
    this.samples.push({ atMs: sample.atMs, progress: sample.progress });
    if (this.samples.length > this.policy.window) this.samples.shift();
  }

  /**
   * The wait before the next status request.
   * @param nowMs epoch ms
   * @param deadlineMs epoch ms; no wait reaches past it
   * @param random uniform in [0, 1), for jitter
   * @param retryAfterMs a server's `Retry-After`, in ms: the wait is at least this
   * @returns the wait, or undefined when the deadline has passed
   */
  nextWait(nowMs: number, deadlineMs: number, random: number, retryAfterMs?: number): PlannedWait | undefined {
    const remainingToDeadline = deadlineMs - nowMs;
    if (remainingToDeadline <= 0) return undefined;
    const p = this.policy;
    const etaMs = this.estimate();
    let ms: number;
    let reason: WaitReason;
    if (etaMs === undefined) {
      ms = Math.min(p.fallbackMaxMs, p.fallbackInitialMs * p.fallbackFactor ** this.fallbacks);
      this.fallbacks++;
      reason = 'fallback';
    } else {
      const untilEta = etaMs - nowMs;
      reason = untilEta > p.approachAboveMs ? 'approach' : 'estimate';
      ms = reason === 'approach' ? untilEta * p.approachFraction : untilEta;
    }
    ms = clamp(ms * (1 - p.jitter * random), p.floorMs, p.ceilingMs);
    if (retryAfterMs !== undefined) ms = Math.max(ms, retryAfterMs);
    return { ms: Math.round(Math.min(ms, remainingToDeadline)), reason, etaMs };
  }

  /**
   * Estimated completion time (epoch ms) from the progress rate over the window. Undefined unless
   * progress moved on the latest answer: an old rise would otherwise put a stalled job's estimate in
   * the past and poll it at the floor.
   */
  private estimate(): number | undefined {
    const first = this.samples[0];
    const previous = this.samples.at(-2);
    const last = this.samples.at(-1);
    if (!first || !previous || !last || last.progress <= previous.progress || last.atMs <= first.atMs) return undefined;
    const ratePerMs = (last.progress - first.progress) / (last.atMs - first.atMs);
    return last.atMs + (100 - last.progress) / ratePerMs;
  }
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
