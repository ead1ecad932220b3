import type { AdminApi } from './api.ts';
import type { Clock, Log } from './clock.ts';
import { formatDuration } from './duration.ts';
import { PollPlanner } from './poll.ts';

/** Side effects every job flow needs, supplied by `main.ts`. */
export interface JobPorts {
  api: AdminApi;
  clock: Clock;
  log: Log;
  /** Cancellation of the whole run. */
  signal: AbortSignal;
  /** Epoch ms by which the job must have ended (the `timeout` input). */
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
  /** Called with every answer and when it arrived (epoch ms). */
  onAnswer?: (answer: T, atMs: number) => void;
  /** The error for a job still going at the deadline; `last` is the latest answer. */
  timedOut: (last: T) => Error;
}

/**
 * Polls a job until `isFinal`, with the waits `poll.ts` plans: one log line when the state changes,
 * not one per poll, and one warning per status this action does not know (polling goes on).
 * @returns the final answer
 * @throws spec.timedOut(last) when the request made at the deadline still finds the job going; ApiError from `fetch`; the signal's reason
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
        `${spec.label} reports status '${status}', which this action does not know; polling on until it ends or the timeout.`,
      );
    }
    const wait = lastLook ? undefined : planner.nextWait(now, deadline, clock.random());
    if (!wait) throw spec.timedOut(answer);
    log.debug(
      `Next status request in ${wait.ms}ms (${wait.reason}${wait.etaMs ? `, completion expected in ${formatDuration(wait.etaMs - now)}` : ''}).`,
    );
    await clock.sleep(wait.ms, signal);
    // The last wait ends at the deadline: one more request, so a job that ended meanwhile is not reported as timed out.
    lastLook = clock.now() >= deadline;
  }
}
