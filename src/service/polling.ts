import type { AdminApi } from './api.ts';
import type { Clock, Log } from '../common/clock.ts';
import { formatDuration } from '../common/format.ts';
import { backoffDelay, type Backoff } from '../http/retry.ts';

/**
 * Polling a job until it ends: `pollUntil` is the one polling loop (export jobs, deployment updates, agent
 * jobs), and `PollPlanner` decides when to ask next, without I/O (fed each answer with `observe()`).
 *
 * The status response carries `progress` (percent, platform facts "Get static export job status").
 * From how it moved over the last few answers the planner estimates when the job will complete and
 * polls close to that moment: far from the end it covers part of the way and re-estimates on a longer
 * baseline; near the end it aims at the estimate itself. Without usable progress (a queued job, a
 * service that omits it, an agent job, a stall) it falls back to gentle exponential backoff.
 */

/** One status answer as the planner sees it. */
export interface PollSample {
  /** When the answer arrived, ms on the Clock's monotonic `now()`. */
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
  /** Backoff while there is no progress to go on (`retry.ts`'s schedule; the planner adds its own jitter). */
  fallback: Backoff;
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
 * Chosen by `npm run bench` (docs/performance.md).
 */
export const DEFAULT_POLL_POLICY: PollPolicy = {
  floorMs: 500,
  ceilingMs: 30_000,
  fallback: { initialMs: 1000, factor: 1.5, maxMs: 15_000, jitter: 0 },
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
  /** Estimated completion (monotonic ms, as `now()`) when the wait was based on progress. */
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
   * @param nowMs monotonic ms (the Clock's `now()`)
   * @param deadlineMs on the same scale; no wait reaches past it
   * @param random uniform in [0, 1), for jitter
   * @returns the wait, or undefined when the deadline has passed
   */
  nextWait(nowMs: number, deadlineMs: number, random: number): PlannedWait | undefined {
    const remainingToDeadline = deadlineMs - nowMs;
    if (remainingToDeadline <= 0) return undefined;
    const p = this.policy;
    const etaMs = this.estimate();
    let ms: number;
    let reason: WaitReason;
    if (etaMs === undefined) {
      this.fallbacks++;
      ms = backoffDelay(this.fallbacks, 0, p.fallback);
      reason = 'fallback';
    } else {
      const untilEta = etaMs - nowMs;
      reason = untilEta > p.approachAboveMs ? 'approach' : 'estimate';
      ms = reason === 'approach' ? untilEta * p.approachFraction : untilEta;
    }
    ms = clamp(ms * (1 - p.jitter * random), p.floorMs, p.ceilingMs);
    return { ms: Math.round(Math.min(ms, remainingToDeadline)), reason, etaMs };
  }

  /**
   * Estimated completion time (monotonic ms) from the progress rate over the window. Undefined unless
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

/** Side effects every job flow needs, supplied by `main.ts`. */
export interface JobPorts {
  api: AdminApi;
  clock: Clock;
  log: Log;
  /** Cancellation of the whole run. */
  signal: AbortSignal;
  /** When the job must have ended (the `timeout` input), on the Clock's monotonic `now()`, ms. */
  deadline: number;
  /** Sets a step output as soon as its value is known. */
  output: (name: string, value: string) => void;
}

/** What `pollUntil` needs to know about one kind of job. */
export interface PollSpec<T> {
  /** Names the job in log lines, e.g. "Job se_123". */
  label: string;
  /** One status request (the request policy of `api.ts` applies inside it). */
  fetch: () => Promise<T>;
  status: (answer: T) => string;
  /** Percent 0–100, when the answer has it. */
  progress: (answer: T) => number | undefined;
  /** The state shown in the log, one line when it changes. */
  describe: (answer: T) => string;
  /** True once nothing more will happen to the job. */
  isFinal: (answer: T) => boolean;
  /** Statuses that need no warning while the job goes on. */
  known: ReadonlySet<string>;
  /** Called with every answer and when it arrived (monotonic ms). */
  onAnswer?: (answer: T, atMs: number) => void;
  /** The error for a job still going at the deadline; `last` is the latest answer. */
  timedOut: (last: T) => Error;
}

/**
 * Polls a job until `isFinal`, with the waits the {@link PollPlanner} plans: one log line when the state changes,
 * not one per poll, and one warning per status this action does not know (polling goes on).
 * @returns the final answer
 * @throws spec.timedOut(last) when the request made at the deadline still finds the job going; ApiError from
 * `fetch`; the signal's reason
 */
export async function pollUntil<T>(spec: PollSpec<T>, ports: JobPorts): Promise<T> {
  const { clock, log, signal, deadline } = ports;
  const planner = new PollPlanner();
  const warned = new Set<string>();
  let lastLine = '';
  let lastLook = false;
  for (;;) {
    const answer = await spec.fetch();
    const now = clock.now();
    const status = spec.status(answer);
    planner.observe({ atMs: now, status, progress: spec.progress(answer) });
    spec.onAnswer?.(answer, now);
    const line = spec.describe(answer);
    if (line !== lastLine) {
      log.info(`${spec.label}: ${line}`);
      lastLine = line;
    }
    if (spec.isFinal(answer)) return answer;
    if (!spec.known.has(status) && !warned.has(status)) {
      warned.add(status);
      log.warning(
        `${spec.label} reports status '${status}', which this action does not know; ` +
          'polling on until it ends or the timeout.',
      );
    }
    const wait = lastLook ? undefined : planner.nextWait(now, deadline, clock.random());
    if (!wait) throw spec.timedOut(answer);
    const eta = wait.etaMs ? `, completion expected in ${formatDuration(wait.etaMs - now)}` : '';
    log.debug(`Next status request in ${wait.ms}ms (${wait.reason}${eta}).`);
    await clock.sleep(wait.ms, signal);
    // The last wait ends at the deadline: one more request, so a job that ended meanwhile is not reported as timed out.
    lastLook = clock.now() >= deadline;
  }
}
