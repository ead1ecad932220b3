import os from 'node:os';
import * as core from '@actions/core';
import { context } from '@actions/github';
import { waitForAgentJob } from './agent.ts';
import { AdminApi, ApiError } from './api.ts';
import { systemClock, type Log } from './clock.ts';
import { formatBytes } from './duration.ts';
import { ActionError, CancelledError, messageOf } from './errors.ts';
import { runExport } from './export.ts';
import { readInputs, type Inputs } from './inputs.ts';
import { secretsOf } from './redact.ts';
import { agentSummary, exportSummary, failureSummary, type RunContext } from './summary.ts';
import { verifySummary } from './verify/report.ts';
import { skipVerification, VerificationError } from './verify/step.ts';

const log: Log = {
  info: (message) => core.info(message),
  warning: (message) => core.warning(message),
  debug: (message) => core.debug(message),
};

/** After SIGINT/SIGTERM, the most time (ms) cleanup may take before the process exits anyway. */
const CANCEL_GRACE_MS = 1500;

/**
 * Limits that are not inputs, read from the environment so tests can shorten them (as tool-cache
 * reads its TEST_DOWNLOAD_TOOL_RETRY_* globals): `MINTLIFY_REQUEST_TIMEOUT_MS` (each API request,
 * default 30 000) and `MINTLIFY_STALL_TIMEOUT_MS` (no download bytes for that long, default 30 000).
 */
function tuning(env: NodeJS.ProcessEnv): { requestTimeoutMs: number | undefined; stallMs: number | undefined } {
  const ms = (name: string): number | undefined => {
    const value = Number(env[name]);
    return Number.isFinite(value) && value > 0 ? value : undefined;
  };
  return { requestTimeoutMs: ms('MINTLIFY_REQUEST_TIMEOUT_MS'), stallMs: ms('MINTLIFY_STALL_TIMEOUT_MS') };
}

/**
 * The action: reads the inputs once, runs the export (or agent wait), and reports through
 * `@actions/core` (outputs, step summary, annotations). Never throws; a failure fails the step.
 */
export async function run(): Promise<void> {
  // Masked before anything else can print it, even an invalid key.
  const rawKey = core.getInput('api-key');
  if (rawKey.trim()) core.setSecret(rawKey.trim());

  const outputs = new Map<string, string>();
  const output = (name: string, value: string): void => {
    outputs.set(name, value);
    core.setOutput(name, value);
  };
  const controller = new AbortController();
  let inputs: Inputs | undefined;
  const onSignal = (signal: NodeJS.Signals): void => {
    const jobId = outputs.get('jobId');
    const hint =
      inputs?.mode === 'agent'
        ? `Agent job ${inputs.agentJobId} continues on the service; re-run the step with the same agent-job-id to wait for it.`
        : jobId
          ? `Export job ${jobId} continues on the service; re-run the step with job-id: ${jobId} to pick it up.`
          : undefined;
    core.warning(`Received ${signal}: stopping.`);
    controller.abort(new CancelledError(hint));
    setTimeout(() => process.exit(1), CANCEL_GRACE_MS).unref();
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    // The runner always sets both; outside it, fall back as the runner itself would.
    inputs = readInputs((name) => core.getInput(name), {
      GITHUB_WORKSPACE: process.env.GITHUB_WORKSPACE || process.cwd(),
      RUNNER_TEMP: process.env.RUNNER_TEMP || os.tmpdir(),
    });
    const deadline = systemClock.now() + inputs.timeoutMs;
    const { requestTimeoutMs, stallMs } = tuning(process.env);
    const api = new AdminApi({ apiUrl: inputs.apiUrl, apiKey: inputs.apiKey, clock: systemClock, log, signal: controller.signal, deadline, requestTimeoutMs });
    const ports = {
      api,
      clock: systemClock,
      log,
      signal: controller.signal,
      deadline,
      output,
      group: <T>(name: string, phase: () => Promise<T>) => core.group(name, phase),
    };
    const reportRequests = (): void => core.info(`${api.stats.requests} API requests, ${api.stats.retries} of them retries.`);
    if (inputs.mode === 'agent') {
      skipVerification(output);
      const job = await waitForAgentJob(inputs, ports);
      reportRequests();
      await writeSummary(agentSummary(inputs.projectId, job, runContext()));
      return;
    }
    const result = await runExport(inputs, {
      ...ports,
      stallMs,
      maskLink: (url) => secretsOf(url).forEach((secret) => core.setSecret(secret)),
      annotate: ({ level, title, message }) => core[level](message, { title }),
    });
    reportRequests();
    const t = result.transfer;
    const pages = result.status.pageCount !== undefined ? `${result.status.pageCount} pages` : 'the site';
    core.notice(
      t
        ? `Exported ${pages} (${t.unpack.counts.files} files, ${formatBytes(t.download.bytes)} archive) into ${t.sitePath}.`
        : `Exported ${pages}; bundle link ready, expires ${result.bundle.expiresAt}.`,
      { title: 'Static export ready' },
    );
    await writeSummary(exportSummary(inputs.domain, result, Date.now(), runContext(), inputs.verify.reportPath));
  } catch (error) {
    // After a cancellation, whatever broke first (a stream, a sleep) is the cancellation.
    const reason: unknown = controller.signal.aborted ? controller.signal.reason : error;
    const failure =
      reason instanceof ActionError
        ? reason
        : new ActionError('Unexpected error', messageOf(reason), 'This is a bug in the action: please report it with the step log.');
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
            ['Job', outputs.get('jobId')],
            ['Status', outputs.get('status')],
          ];
    if (failure instanceof ApiError) facts.push(['HTTP status', failure.status?.toString()], ['Server message', failure.serverMessage]);
    const summary = failureSummary(failure.title, failure.message, failure.hint, facts, runContext());
    const reportPath = inputs?.mode === 'export' ? inputs.verify.reportPath : undefined;
    await writeSummary(failure instanceof VerificationError ? `${summary}\n\n${verifySummary(failure.report, reportPath)}` : summary);
  } finally {
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
  }
}

function runContext(): RunContext {
  const server = process.env.GITHUB_SERVER_URL;
  const repository = process.env.GITHUB_REPOSITORY;
  return { repository, runUrl: server && repository && context.runId ? `${server}/${repository}/actions/runs/${context.runId}` : undefined };
}

async function writeSummary(markdown: string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  try {
    await core.summary.addRaw(markdown, true).write();
  } catch (error) {
    core.warning(`Could not write the step summary: ${messageOf(error)}`);
  }
}
