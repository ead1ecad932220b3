import os from 'node:os';
import * as core from '@actions/core';
import { waitForAgentJob } from './service/agent.ts';
import { AdminApi, ApiError } from './service/api.ts';
import { systemClock, type Log } from './common/clock.ts';
import { formatBytes } from './common/format.ts';
import { ActionError, asLocalFileError, CancelledError, InputErrors, messageOf } from './common/errors.ts';
import { readInputs, type Inputs } from './inputs.ts';
import { withoutSecrets } from './common/markdown.ts';
import { secretsOf, withoutCommands } from './common/redact.ts';
import { updateBackoff } from './http/retry.ts';
import { agentSummary, exportSummary, failureSummary, type RunContext } from './report/summary.ts';
import { shortSha, UpdateFailedError } from './service/update.ts';
import { verifySummary } from './verify/report.ts';
import { skipVerification, VerificationError } from './verify/failed.ts';
import { guardRun } from './common/stalled.ts';

/** Log lines never carry a workflow command: the action's own go through `core`'s functions (`redact.ts`). */
const log: Log = {
  info: (message) => core.info(withoutCommands(message)),
  warning: (message) => core.warning(message),
  debug: (message) => core.debug(message),
};

/**
 * After SIGINT/SIGTERM, the most time (ms) cleanup and the step summary may take before the process exits
 * anyway. The runner sends SIGTERM 7.5 s after SIGINT and kills 2.5 s later; removing a large staging folder
 * can take seconds.
 */
const CANCEL_GRACE_MS = 5000;

/** Limits that are not inputs; undefined: the default. */
interface Tuning {
  requestTimeoutMs: number | undefined;
  stallMs: number | undefined;
  updateRetryMs: number | undefined;
}

/**
 * Limits that are not inputs, read from the environment so tests can shorten them (as tool-cache
 * reads its TEST_DOWNLOAD_TOOL_RETRY_* globals): `MINTLIFY_REQUEST_TIMEOUT_MS` (each API request,
 * default 30 000), `MINTLIFY_STALL_TIMEOUT_MS` (no download bytes for that long, default 30 000) and
 * `MINTLIFY_UPDATE_RETRY_MS` (shortest first wait before the update trigger is retried after a 429
 * without Retry-After, default 10 000).
 */
function tuning(env: NodeJS.ProcessEnv): Tuning {
  const ms = (name: string): number | undefined => {
    const value = Number(env[name]);
    return Number.isFinite(value) && value > 0 ? value : undefined;
  };
  return {
    requestTimeoutMs: ms('MINTLIFY_REQUEST_TIMEOUT_MS'),
    stallMs: ms('MINTLIFY_STALL_TIMEOUT_MS'),
    updateRetryMs: ms('MINTLIFY_UPDATE_RETRY_MS'),
  };
}

/** Where an export run is: in the update phase (`update: true`) or past it. */
type Phase = 'update' | 'export';

/** What a cancelled run leaves running on the service, and how to go on. */
function cancelHint(inputs?: Inputs, phase?: Phase, outputs = new Map<string, string>()): string | undefined {
  const goesOn = 'continues on the service; re-run the step';
  if (inputs?.mode === 'agent') {
    return `Agent job ${inputs.agentJobId} ${goesOn} with the same agent-job-id to wait for it.`;
  }
  const jobId = outputs.get('jobId');
  if (phase === 'update' && inputs?.update) {
    const statusId = outputs.get('updateId');
    const update = statusId
      ? `Update ${statusId} of project ${inputs.update.projectId}`
      : `An update of project ${inputs.update.projectId} may have been queued and`;
    return (
      `${update} continues on the service; no export was started. Re-run the step to update and export again ` +
      '(or, once the update has ended, with update: false to export what it deployed).'
    );
  }
  if (jobId) return `Export job ${jobId} ${goesOn} with job-id: ${jobId} to pick it up.`;
  return undefined;
}

/**
 * The action: reads the inputs once, runs the export (or agent wait), and reports through
 * `@actions/core` (outputs, step summary, annotations). Never throws; a failure fails the step.
 */
export async function run(): Promise<void> {
  // Masked before anything else can print it, even an invalid key.
  const rawKey = core.getInput('api-key');
  if (rawKey.trim()) core.setSecret(rawKey.trim());
  const rawToken = core.getInput('github-token');
  if (rawToken.trim()) core.setSecret(rawToken.trim());
  secrets.push(rawKey.trim(), rawToken.trim());

  const outputs = new Map<string, string>();
  const output = (name: string, value: string): void => {
    outputs.set(name, value);
    core.setOutput(name, value);
  };
  const controller = new AbortController();
  let inputs: Inputs | undefined;
  let phase: Phase | undefined;
  /**
   * Reports a failure once: the error annotation (with its title and hint) and the step summary. A cancellation is
   * reported when the signal arrives, before the export removes its temporary folder, which on a large site can take
   * longer than the runner waits before it kills the process.
   */
  let reported: Promise<void> | undefined;
  const reportFailure = (reason: unknown): Promise<void> => (reported ??= writeFailure(reason));
  const writeFailure = async (reason: unknown): Promise<void> => {
    const failure =
      reason instanceof ActionError
        ? reason
        : (asLocalFileError(reason, inputs?.mode === 'export' ? inputs.tempDir : os.tmpdir()) ??
          new ActionError(
            'Unexpected error',
            messageOf(reason),
            'This is a bug in the action: please report it with the step log.',
          ));
    // One annotation with a title; setFailed would add a second, untitled one.
    core.error(failure.hint ? `${failure.message}\n${failure.hint}` : failure.message, { title: failure.title });
    process.exitCode = core.ExitCode.Failure;
    const facts: [string, string | undefined][] =
      inputs?.mode === 'agent'
        ? [
            ['Agent job', `${inputs.agentJobId} in project ${inputs.projectId}`],
            ['Status', outputs.get('status')],
          ]
        : [
            ['Domain', inputs?.domain],
            ['Local export', inputs?.localExport?.text],
            ['Project', inputs?.update?.projectId],
            ['Update', outputs.get('updateId')],
            ['Deployed commit', outputs.has('deployedCommit') ? shortSha(outputs.get('deployedCommit')!) : undefined],
            ['Job', outputs.get('jobId')],
            ['Status', outputs.get('status')],
          ];
    if (failure instanceof ApiError)
      facts.push(['HTTP status', failure.status?.toString()], ['Server message', failure.serverMessage]);
    const updateFailure = failure instanceof UpdateFailedError ? failure : undefined;
    const message = updateFailure?.headline ?? failure.message;
    const listed = failure instanceof InputErrors ? failure.errors.map((each) => each.message) : [];
    const summary = failureSummary(
      failure.title,
      message,
      failure.hint,
      facts,
      runContext(),
      updateFailure?.logs,
      listed,
    );
    const reportPath = inputs?.mode === 'export' ? inputs.verify.reportPath : undefined;
    await writeSummary(
      failure instanceof VerificationError ? `${summary}\n\n${verifySummary(failure.report, reportPath)}` : summary,
    );
  };
  const onSignal = (signal: NodeJS.Signals): void => {
    const hint = cancelHint(inputs, phase, outputs);
    core.warning(`Received ${signal}: stopping.`);
    controller.abort(new CancelledError(hint));
    void reportFailure(controller.signal.reason);
    setTimeout(() => {
      // Said, so a user who finds a mintlify-export-* folder knows why; the runner empties RUNNER_TEMP after the job.
      core.warning(
        `Cleanup did not finish within ${CANCEL_GRACE_MS / 1000} s of ${signal}; stopping now. A temporary folder ` +
          'left in RUNNER_TEMP is removed by the runner after the job.',
      );
      process.exit(1);
    }, CANCEL_GRACE_MS).unref();
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const stalled = guardRun();

  try {
    // The runner always sets both; outside it, fall back as the runner itself would.
    inputs = readInputs((name) => core.getInput(name), {
      GITHUB_WORKSPACE: process.env.GITHUB_WORKSPACE || process.cwd(),
      RUNNER_TEMP: process.env.RUNNER_TEMP || os.tmpdir(),
      PAGEFIND_BINARY_PATH: process.env.PAGEFIND_BINARY_PATH,
      GITHUB_REPOSITORY: process.env.GITHUB_REPOSITORY,
      variables: process.env,
    });
    if (inputs.mode === 'export') for (const warning of inputs.warnings) core.warning(warning);
    const deadline = systemClock.now() + inputs.timeoutMs;
    const { requestTimeoutMs, stallMs, updateRetryMs } = tuning(process.env);
    const api = new AdminApi({
      apiUrl: inputs.apiUrl,
      apiKey: inputs.apiKey,
      clock: systemClock,
      log,
      signal: controller.signal,
      deadline,
      requestTimeoutMs,
      updateBackoff: updateBackoff(updateRetryMs),
    });
    const ports = {
      api,
      clock: systemClock,
      log,
      signal: controller.signal,
      deadline,
      output,
      group: <T>(name: string, phase: () => Promise<T>) => core.group(name, phase),
    };
    const reportRequests = (): void =>
      core.info(`${api.stats.requests} API requests, ${api.stats.retries} of them retries.`);
    if (inputs.mode === 'agent') {
      skipVerification(output);
      const job = await Promise.race([waitForAgentJob(inputs, ports), stalled.promise]);
      reportRequests();
      await writeSummary(agentSummary(inputs.projectId, job, runContext()));
      return;
    }
    const token = inputs.update?.githubToken;
    // Loaded once the inputs are valid, and each of these only when the run uses it: a run that fails on its inputs
    // starts in a fraction of the time (docs/performance.md, "Start-up").
    const { runExport } = await import('./export.ts');
    const exported = runExport(inputs, {
      ...ports,
      compare: async (base, head) => {
        const { compareOnGitHub } = await import('./service/github.ts');
        return compareOnGitHub(token, base, head, controller.signal, requestTimeoutMs ?? 30_000);
      },
      notice: (message) => core.notice(message, { title: 'Deployed commit is newer' }),
      onPhase: (next) => (phase = next),
      stallMs,
      maskLink: (url) =>
        secretsOf(url).forEach((secret) => {
          core.setSecret(secret);
          secrets.push(secret);
        }),
      annotate: ({ level, title, message }) => core[level](message, { title }),
      env: process.env,
      fetchPagefind: async () => {
        const { fetchPagefind } = await import('./site/search/pagefind-binary.ts');
        return fetchPagefind({
          clock: systemClock,
          log,
          signal: controller.signal,
          tempDir: inputs!.mode === 'export' ? inputs!.tempDir : os.tmpdir(),
          toolCache: Boolean(process.env.RUNNER_TOOL_CACHE),
          // Tests serve the release from a local server, as MINTLIFY_*_MS shorten the limits above.
          releaseUrl: process.env.MINTLIFY_PAGEFIND_RELEASE_URL || undefined,
        });
      },
    });
    const result = await Promise.race([exported, stalled.promise]);
    reportRequests();
    // Cancelled as it finished: the cancellation has been reported, and a second, passing summary would contradict it.
    if (reported) return await reported;
    const t = result.transfer;
    const pages = result.status.pageCount !== undefined ? `${result.status.pageCount} pages` : 'the site';
    let notice = `Exported ${pages}; bundle link ready, expires ${result.bundle.expiresAt}.`;
    if (t && inputs.localExport)
      notice =
        `Published the local export ${inputs.localExport.text} (${t.unpack.files.length} files) ` +
        `into ${t.sitePath}.`;
    else if (t)
      notice =
        `Exported ${pages} (${t.unpack.counts.files} files, ${formatBytes(t.download.bytes)} archive) ` +
        `into ${t.sitePath}.`;
    core.notice(notice, { title: 'Static export ready' });
    await writeSummary(exportSummary(inputs.domain, result, Date.now(), runContext(), inputs.verify.reportPath));
  } catch (error) {
    // After a cancellation, whatever broke first (a stream, a sleep) is the cancellation.
    await reportFailure(controller.signal.aborted ? controller.signal.reason : error);
  } finally {
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    stalled.dispose();
    // After an escaped exception, whatever was under way (a child, a socket) may keep the process alive forever.
    if (stalled.crashed) process.exit();
  }
}

function runContext(): RunContext {
  const server = process.env.GITHUB_SERVER_URL;
  const repository = process.env.GITHUB_REPOSITORY;
  // As @actions/github's context reads it, without loading octokit for one variable.
  const runId = Number.parseInt(process.env.GITHUB_RUN_ID ?? '', 10);
  return {
    repository,
    serverUrl: server,
    runUrl: server && repository && runId ? `${server}/${repository}/actions/runs/${runId}` : undefined,
  };
}

/** What the runner masks in the log, kept to take out of the step summary as well. */
const secrets: string[] = [];

async function writeSummary(markdown: string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  try {
    await core.summary.addRaw(withoutSecrets(markdown, secrets), true).write();
  } catch (error) {
    core.warning(`Could not write the step summary: ${messageOf(error)}`);
  }
}
