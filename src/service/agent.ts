import type { AgentJob } from './responses.ts';
import { formatDuration } from '../common/format.ts';
import { ActionError } from '../common/errors.ts';
import { pollUntil, type JobPorts } from './polling.ts';

/** The agent job to wait for (inputs `project-id`, `agent-job-id` and `timeout`). */
export interface AgentWait {
  projectId: string;
  agentJobId: string;
  /** Longest wait for the job, in ms (input `timeout`). */
  timeoutMs: number;
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

/** The `timeout` input passed before the agent job ended; the job continues on the service. */
export class AgentDeadlineError extends ActionError {
  constructor(inputs: AgentWait, last: AgentJob) {
    super(
      'Timed out',
      `Agent job ${inputs.agentJobId} did not end within ${formatDuration(inputs.timeoutMs)} ` +
        `(last status: ${last.status}). It continues on the service.`,
      `Re-run the step with the same agent-job-id (and a longer timeout) to wait for it again.`,
    );
    this.name = 'AgentDeadlineError';
  }
}

/**
 * Polls `GET /v2/agent/{projectId}/job/{id}` (spec §4.1) until `completed`, `archived` or `failed`
 * (spec §3.1), with the same request policy, polling and deadline as exports (agent jobs carry no
 * progress, so the planner's backoff applies). Sets `status`, `prLink` (empty when none) and `ref`.
 * @returns the final job; `completed` and `archived` are success
 * @throws AgentJobFailedError, AgentDeadlineError, ApiError (404: no such job)
 */
export async function waitForAgentJob(inputs: AgentWait, ports: JobPorts): Promise<AgentJob> {
  const { log, output } = ports;
  const job = await pollUntil<AgentJob>(
    {
      label: `Agent job ${inputs.agentJobId}`,
      fetch: () => ports.api.getAgentJob(inputs.projectId, inputs.agentJobId),
      status: (j) => j.status,
      progress: () => undefined,
      describe: (j) => `${j.status}${j.ref ? ` on ${j.ref}` : ''}`,
      isFinal: (j) => TERMINAL.has(j.status),
      known: new Set(['active']),
      timedOut: (last) => new AgentDeadlineError(inputs, last),
    },
    ports,
  );
  output('status', job.status);
  output('prLink', job.prLink ?? '');
  output('ref', job.ref ?? '');
  if (job.status === 'failed') throw new AgentJobFailedError(job, inputs.projectId);
  if (job.status === 'archived')
    log.warning(`Agent job ${inputs.agentJobId} is archived: nothing more will happen to it.`);
  else if (job.prLink) log.info(`Pull request: ${job.prLink}`);
  else log.info(`Agent job ${inputs.agentJobId} completed without file changes, so there is no pull request.`);
  return job;
}
