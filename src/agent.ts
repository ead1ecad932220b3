import type { AdminApi, AgentJob } from './api.ts';
import type { Clock, Log } from './clock.ts';
import { formatDuration } from './duration.ts';
import { ActionError } from './errors.ts';
import type { AgentInputs } from './inputs.ts';
import { PollPlanner } from './poll.ts';

/** Side effects the agent wait needs, supplied by `main.ts`. */
export interface AgentPorts {
  api: AdminApi;
  clock: Clock;
  log: Log;
  signal: AbortSignal;
  /** Epoch ms by which the job must have ended (the `timeout` input). */
  deadline: number;
  output: (name: string, value: string) => void;
}

/** Agent job statuses after which nothing more happens (spec §3.1, client rule). */
const TERMINAL = new Set(['completed', 'archived', 'failed']);

/** The agent met an unrecoverable error (spec §3.1 `failed`). */
export class AgentJobFailedError extends ActionError {
  constructor(job: AgentJob, projectId: string) {
    super(
      'Agent job failed',
      `Agent job ${job.id || '?'} in project ${projectId} failed.`,
      'Look at the job on the dashboard, adjust the prompt or the repository, and start a new agent job.',
    );
    this.name = 'AgentJobFailedError';
  }
}

export class AgentDeadlineError extends ActionError {
  constructor(inputs: AgentInputs, last: AgentJob | undefined) {
    super(
      'Timed out',
      `Agent job ${inputs.agentJobId} did not end within ${formatDuration(inputs.timeoutMs)} (last status: ${last?.status ?? 'none received'}). It continues on the service.`,
      `Re-run the step with the same agent-job-id (and a longer timeout) to wait for it again.`,
    );
    this.name = 'AgentDeadlineError';
  }
}

/**
 * Polls `GET /v2/agent/{projectId}/job/{id}` (spec §4.1) until `completed`, `archived` or `failed`
 * (spec §3.1), with the same request policy and polling as exports (no progress: the backoff applies).
 * Sets `status`, `prLink` (empty when none) and `ref`.
 * @returns the final job; `completed` and `archived` are success
 * @throws AgentJobFailedError, AgentDeadlineError, ApiError (404: no such job)
 */
export async function waitForAgentJob(inputs: AgentInputs, ports: AgentPorts): Promise<AgentJob> {
  const { api, clock, log, signal, deadline, output } = ports;
  const planner = new PollPlanner();
  let last: AgentJob | undefined;
  const unknown = new Set<string>();
  for (;;) {
    const job = await api.getAgentJob(inputs.projectId, inputs.agentJobId);
    const now = clock.now();
    if (job.status !== last?.status) log.info(`Agent job ${inputs.agentJobId}: ${job.status}${job.ref ? ` on ${job.ref}` : ''}`);
    last = job;
    if (TERMINAL.has(job.status)) {
      output('status', job.status);
      output('prLink', job.prLink ?? '');
      output('ref', job.ref ?? '');
      if (job.status === 'failed') throw new AgentJobFailedError(job, inputs.projectId);
      if (job.status === 'archived') log.warning(`Agent job ${inputs.agentJobId} is archived: nothing more will happen to it.`);
      else if (job.prLink) log.info(`Pull request: ${job.prLink}`);
      else log.info(`Agent job ${inputs.agentJobId} completed without file changes, so there is no pull request.`);
      return job;
    }
    if (job.status !== 'active' && !unknown.has(job.status)) {
      unknown.add(job.status);
      log.warning(`Agent job ${inputs.agentJobId} reports status '${job.status}', which this action does not know; polling on.`);
    }
    planner.observe({ atMs: now, status: job.status, progress: undefined });
    const wait = planner.nextWait(now, deadline, clock.random());
    if (!wait) throw new AgentDeadlineError(inputs, last);
    await clock.sleep(wait.ms, signal);
    if (clock.now() >= deadline) throw new AgentDeadlineError(inputs, last);
  }
}
