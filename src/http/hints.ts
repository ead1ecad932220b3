import type { Operation } from './retry.ts';

/** Identifiers named in a hint. */
export interface HintIds {
  jobId?: string;
  projectId?: string;
  agentJobId?: string;
  /** A deployment update's `statusId`. */
  statusId?: string;
}

/**
 * What to do next after a final HTTP status. Statuses and their meanings: platform facts
 * ("Start/Get/Generate …", "Keys", "Agent jobs", "Deployment updates"); spec §7 for the agent 404.
 */
export function hintFor(op: Operation, status: number, ids: HintIds = {}): string {
  if (op === 'update' || op === 'updateStatus') return updateHint(op, status, ids);
  switch (status) {
    case 400:
      return op === 'start'
        ? "The service refused the request: domain must be the deployment's primary domain as a reachable hostname " +
            '(e.g. docs.example.com).'
        : 'The service refused the request as malformed.';
    case 401:
      return (
        'The api-key was refused: it is wrong, expired (a key lives 7, 30, 60 or 90 days, 90 by default, or never, ' +
        "as chosen when it was created), or not an admin key. Create an admin key on the dashboard's API keys page " +
        'and store it as a secret.'
      );
    case 403:
      return (
        'Refused: static export is not enabled for the organisation (it needs the Enterprise plan), the key is ' +
        'read-only (starting a job and generating a bundle need write scope), or an IP allowlist does not admit this ' +
        'runner (GitHub-hosted runner addresses change).'
      );
    case 404:
      if (op === 'agent')
        return (
          `No agent job ${ids.agentJobId ?? ''} in project ${ids.projectId ?? ''}: ` +
          "check project-id (the dashboard's API keys page) and agent-job-id."
        );
      return (
        `No export job ${ids.jobId ?? ''} for this key's organisation: ` +
        'check job-id, or omit it to start a new export.'
      );
    case 409:
      return (
        `Export job ${ids.jobId ?? ''} has not completed, so no bundle can be generated yet: ` +
        're-run with job-id to wait for it.'
      );
    case 429:
      return (
        'The service kept answering 429 (rate limited): wait, then re-run; ' +
        'with job-id the job is picked up again instead of starting another.'
      );
    default:
      if (status === 503 && op === 'start')
        return (
          'The service was unavailable (503) until the retries ran out, so no export was started: ' +
          'check the service status, then re-run the step.'
        );
      if (status >= 500 && op === 'start') return 'The service failed: re-run the step later.';
      if (status >= 500) return 'The service kept failing: re-run later; with job-id the job is picked up again.';
      return 'The service refused the request.';
  }
}

const UPDATE_403 =
  'Refused: the key is read-only (triggering an update needs write scope), or an IP allowlist does not admit ' +
  'this runner (GitHub-hosted runner addresses change).';

const UPDATE_5XX = 'An update may have been queued anyway: re-run the step (a second update only rebuilds again).';

/** Hints for the deployment update endpoints (platform facts "Deployment updates", "Keys"). */
function updateHint(op: 'update' | 'updateStatus', status: number, ids: HintIds): string {
  const project = ids.projectId ?? '';
  switch (status) {
    case 401:
      return hintFor('status', 401);
    case 403:
      return UPDATE_403;
    case 404:
      if (op === 'update') return `No project ${project} for this key's organisation: check project-id.`;
      return `No update ${ids.statusId ?? ''} of project ${project}: re-run the step to trigger a new update.`;
    case 429:
      return 'Rate limited (10 updates per 10 s per organisation, automations included): wait, then re-run.';
    default:
      if (status < 500) return 'The service refused the request.';
      if (op === 'update') return UPDATE_5XX;
      return 'The service kept failing: re-run the step later; it triggers a new update.';
  }
}
