/**
 * The update phase before an export: trigger a deployment update, wait for it with the shared
 * polling loop, and check that it deployed the commit the workflow was started for. Facts about the
 * endpoints: platform facts "Deployment updates". The commit decision (`checkCommit`) is pure; the
 * GitHub comparison it may need arrives through `UpdatePorts.compare`.
 */
import { parseIsoTime } from '../http/dates.ts';
import type { UpdateStatus } from './responses.ts';
import { formatDuration } from '../common/format.ts';
import { ActionError, titledError } from '../common/errors.ts';
import { pollUntil, type JobPorts } from './polling.ts';
import { isSha } from '../common/sha.ts';

/** A deployment update before the export (platform facts "Deployment updates"). */
export interface UpdateInputs {
  /** The project to update (input `project-id`). */
  projectId: string;
  /** Lower-case SHA, 7–40 hex digits, the update must have deployed (input `commit`); undefined: not checked. */
  commit: string | undefined;
  /** Token for the commit comparison (input `github-token`); undefined when empty. */
  githubToken: string | undefined;
}

/** Most build log lines a failed update shows (issue 12). */
export const MAX_LOG_LINES = 20;

/**
 * How GitHub relates the deployed commit (head) to the `commit` input (base): `repos.compareCommits`'s
 * `status` (`ahead`, `behind`, `diverged`, `identical`) and the repository compared in, or why no
 * comparison could be made.
 */
export type Comparison = { status: string; repository: string } | { unavailable: string };

/** The outcome of the commit check. */
export type CommitVerdict =
  /** The deployed commit is the given one: passes, no GitHub request. */
  | { kind: 'equal' }
  /** The status names no commit: a warning, and the export goes on. */
  | { kind: 'unknown'; message: string }
  /** The SHAs differ: a GitHub comparison is needed to decide. */
  | { kind: 'compare' }
  /** The deployed commit contains the given one (the branch moved on): passes with a notice. */
  | { kind: 'ahead'; message: string }
  /** Behind, diverged, or not comparable: fails the step. */
  | { kind: 'mismatch'; message: string; hint: string };

/** The first 7 characters of a SHA, as GitHub shows it. */
export const shortSha = (sha: string): string => sha.slice(0, 7);

/**
 * A `commit.sha` from the API for the log: {@link shortSha} of a SHA, anything else whole and quoted (never clipped:
 * a clipped echo of the API key would escape the runner's masking).
 */
const deployedName = (sha: string): string => (isSha(sha) ? shortSha(sha) : JSON.stringify(sha));

/**
 * Whether two SHAs name the same commit: both SHAs ({@link isSha}), and equal, or the shorter is the start of the
 * longer. Case does not matter. A value from the API that is not a SHA names no commit, even when it starts with one.
 */
export function sameCommit(a: string, b: string): boolean {
  if (!isSha(a) || !isSha(b)) return false;
  const [shorter, longer] =
    a.length <= b.length ? [a.toLowerCase(), b.toLowerCase()] : [b.toLowerCase(), a.toLowerCase()];
  return shorter.length >= 7 && longer.startsWith(shorter);
}

/**
 * Decides the commit check (issue 12). No I/O: call it without `comparison` first; when it answers
 * `compare`, compare on GitHub and call it again with the answer.
 * @param expected the `commit` input (7–40 hex digits, lower case)
 * @param deployed `commit.sha` of the update status; undefined when the status names no commit
 * @param comparison GitHub's answer for base `expected`, head `deployed`
 */
export function checkCommit(expected: string, deployed: string | undefined, comparison?: Comparison): CommitVerdict {
  if (!deployed) {
    return {
      kind: 'unknown',
      message:
        `The update's status names no deployed commit, so commit ${shortSha(expected)} could not be checked; ` +
        'exporting what Mintlify deployed.',
    };
  }
  const [ours, theirs] = [shortSha(expected), shortSha(deployed)];
  // Not a SHA: not the same commit, and nothing to compare on GitHub (it would become part of the request's path).
  if (!isSha(deployed)) {
    return {
      kind: 'mismatch',
      message:
        `The update's status names the commit ${JSON.stringify(deployed)}, which is not a commit SHA ` +
        `(7 to 40 hex digits), so whether Mintlify deployed ${ours} cannot be checked.`,
      hint: 'Re-run the step; if the status names such a commit again, report it to Mintlify support.',
    };
  }
  if (sameCommit(expected, deployed)) return { kind: 'equal' };
  if (!comparison) return { kind: 'compare' };
  if ('unavailable' in comparison) {
    return {
      kind: 'mismatch',
      message:
        `Mintlify deployed ${theirs}, not ${ours}, and without a comparison only the same commit passes: ` +
        `${comparison.unavailable}.`,
      hint:
        'Give github-token a token that can read this repository ' +
        '(the default github.token does, with contents: read), ' +
        `so that a later commit on the branch passes, or re-run once Mintlify has deployed ${ours}.`,
    };
  }
  if (comparison.status === 'identical') return { kind: 'equal' };
  if (comparison.status === 'ahead') {
    return {
      kind: 'ahead',
      message:
        `Mintlify deployed ${theirs}, which is ahead of ${ours} in ${comparison.repository} ` +
        `(the branch moved on since): exporting ${theirs}.`,
    };
  }
  return {
    kind: 'mismatch',
    message:
      `Mintlify deployed ${theirs}, which does not contain ${ours}: ` +
      'the deployment branch may not be the branch you pushed, ' +
      `or the push has not reached Mintlify yet (GitHub compares ${theirs} to ${ours} as ${comparison.status}).`,
    hint: "Check the project's deployment branch on the Mintlify dashboard; if the push was recent, re-run the step.",
  };
}

/** Side effects of the update phase beyond every job flow's, supplied by `main.ts`. */
export interface UpdatePorts extends JobPorts {
  /** Runs the phase inside a collapsible log group. */
  group: <T>(name: string, phase: () => Promise<T>) => Promise<T>;
  /** Compares two commits on GitHub (`src/service/github.ts`); never throws but on cancellation. */
  compare: (base: string, head: string) => Promise<Comparison>;
  /** A notice annotation. */
  notice: (message: string) => void;
}

/** What a successful update phase produced. */
export interface UpdateResult {
  projectId: string;
  /** The update's `statusId` (output `updateId`). */
  statusId: string;
  /** The final status, `success`. */
  status: UpdateStatus;
  /** From `createdAt` to `endedAt` when the service gives both, else as measured here; ms. */
  durationMs: number;
  /** Undefined without the `commit` input. */
  verdict: CommitVerdict | undefined;
  /** True when the deployed commit was found in the run's repository (equal to `commit`, or compared there). */
  inRunRepository: boolean;
}

/** The update ended `failure`: its summary and last log lines. */
export class UpdateFailedError extends ActionError {
  /** The first line of the message, without the log. */
  readonly headline: string;
  /** At most {@link MAX_LOG_LINES} last build log lines. */
  readonly logs: string[];
  constructor(statusId: string, projectId: string, status: UpdateStatus) {
    const reason = status.summary ?? 'the service gave no summary';
    const headline = `Update ${statusId} of project ${projectId} failed: ${reason}.`;
    const logs = status.logs.slice(-MAX_LOG_LINES);
    const shown = status.logs.length > logs.length ? `last ${logs.length} of ${status.logs.length}` : `${logs.length}`;
    super(
      'Update failed',
      logs.length > 0 ? `${headline}\nBuild log (${shown} lines):\n${logs.join('\n')}` : headline,
      'Fix what the build log names, push again, and re-run the step; nothing was exported.',
    );
    this.name = 'UpdateFailedError';
    this.headline = headline;
    this.logs = logs;
  }
}

/** The `timeout` input passed before the update ended; it continues on the service. */
export class UpdateDeadlineError extends ActionError {
  constructor(statusId: string, projectId: string, timeoutMs: number, last: UpdateStatus) {
    super(
      'Timed out',
      `Update ${statusId} of project ${projectId} did not end within ${formatDuration(timeoutMs)} ` +
        `(last status: ${last.status}); ` +
        'it continues on the service, and no export was started.',
      'Re-run the step (with a longer timeout if needed): it triggers a new update, then exports.',
    );
    this.name = 'UpdateDeadlineError';
  }
}

/** The update deployed a commit that does not contain the `commit` input. */
export const CommitMismatchError = titledError('Wrong commit deployed', 'CommitMismatchError');

const FINAL = new Set(['success', 'failure']);

/**
 * Triggers an update of `projectId` (`POST /v1/project/update/{projectId}`), polls
 * `GET /v1/project/update-status/{statusId}` until `success` or `failure` with the same request
 * policy, deadline and cancellation as the export, and checks the deployed commit. Sets the outputs
 * `updateId` (as soon as it is known) and `deployedCommit` (when the status names one).
 * @param timeoutMs the `timeout` input, for the deadline's message
 * @throws UpdateFailedError, UpdateDeadlineError, CommitMismatchError, ApiError
 */
export async function runUpdate(update: UpdateInputs, timeoutMs: number, ports: UpdatePorts): Promise<UpdateResult> {
  const { api, clock, log, output } = ports;
  const { projectId } = update;
  return ports.group(`Update project ${projectId}`, async () => {
    const statusId = await api.triggerUpdate(projectId);
    const triggeredAt = clock.now();
    output('updateId', statusId);
    log.info(`Triggered update ${statusId} of project ${projectId}; the export starts once it has succeeded.`);
    const status = await pollUntil<UpdateStatus>(
      {
        label: `Update ${statusId}`,
        fetch: () => api.getUpdateStatus(statusId, projectId, triggeredAt),
        status: (s) => s.status,
        progress: () => undefined,
        describe: (s) => (s.commit?.sha ? `${s.status}, commit ${deployedName(s.commit.sha)}` : s.status),
        isFinal: (s) => FINAL.has(s.status),
        known: new Set(['queued', 'in_progress']),
        timedOut: (last) => new UpdateDeadlineError(statusId, projectId, timeoutMs, last),
      },
      ports,
    );
    if (status.status === 'failure') throw new UpdateFailedError(statusId, projectId, status);
    const durationMs = serviceDuration(status) ?? clock.now() - triggeredAt;
    const sha = status.commit?.sha;
    // Only a SHA: a later step may write the output into a script.
    if (sha && isSha(sha)) output('deployedCommit', sha);
    const summary = status.summary ? ` (${status.summary})` : '';
    const what = sha
      ? `deployed ${deployedName(sha)}${status.commit?.ref ? ` from ${status.commit.ref}` : ''}`
      : 'named no commit';
    log.info(`Update ${statusId} succeeded in ${formatDuration(durationMs)}${summary}; it ${what}.`);
    const verdict = update.commit ? await verify(update.commit, sha, ports) : undefined;
    const inRunRepository = verdict?.kind === 'equal' || verdict?.kind === 'ahead';
    return { projectId, statusId, status, durationMs, verdict, inRunRepository };
  });
}

/** Applies the commit check: logs, warns or gives a notice, or throws. */
async function verify(expected: string, deployed: string | undefined, ports: UpdatePorts): Promise<CommitVerdict> {
  let verdict = checkCommit(expected, deployed);
  if (verdict.kind === 'compare' && deployed) {
    ports.log.info(`Mintlify deployed ${shortSha(deployed)}, not ${shortSha(expected)}: comparing them on GitHub.`);
    verdict = checkCommit(expected, deployed, await ports.compare(expected, deployed));
  }
  switch (verdict.kind) {
    case 'equal':
      ports.log.info(`The deployed commit is ${shortSha(expected)}, as given in commit.`);
      break;
    case 'unknown':
      ports.log.warning(verdict.message);
      break;
    case 'ahead':
      ports.notice(verdict.message);
      break;
    case 'mismatch':
      throw new CommitMismatchError(verdict.message, verdict.hint);
    case 'compare':
      break;
  }
  return verdict;
}

/** `endedAt - createdAt` in ms, when both are readable and in order. */
function serviceDuration(status: UpdateStatus): number | undefined {
  const created = parseIsoTime(status.createdAt ?? '');
  const ended = parseIsoTime(status.endedAt ?? '');
  return created === undefined || ended === undefined || ended < created ? undefined : ended - created;
}
