import type { Clock, Log } from '../common/clock.ts';
import { ActionError } from '../common/errors.ts';
import { hintFor, type HintIds } from '../http/hints.ts';
import { describeBody, maskUrls } from '../http/describe.ts';
import { header, NetworkError, readText, send } from '../http/http.ts';
import { redact } from '../common/redact.ts';
import {
  BUNDLE_RETRY_BUDGET_MS,
  isRetryable,
  mayHaveCreatedJob,
  nextDelay,
  parseRetryAfter,
  updateBackoff,
} from '../http/retry.ts';
import type { Backoff, Operation, Outcome } from '../http/retry.ts';
import {
  parseAgentJob,
  parseBundle,
  parseExportStatus,
  parseJobId,
  parseStatusId,
  parseUpdateStatus,
  type AgentJob,
  type Bundle,
  type ExportStatus,
  type UpdateStatus,
} from './responses.ts';

/** A final HTTP answer, or a transient one that outlasted the retries. */
export class ApiError extends ActionError {
  readonly status: number | undefined;
  /** The server's `error` text (platform facts "Errors and limits"), or a description of the body. */
  readonly serverMessage: string | undefined;
  constructor(
    title: string,
    message: string,
    hint: string,
    status: number | undefined,
    serverMessage: string | undefined,
  ) {
    super(title, message, hint);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

/** How an {@link AdminApi} reaches the service and how long it may keep trying. */
export interface AdminApiOptions {
  /** Base URL without version segment, e.g. `https://api.mintlify.com`. */
  apiUrl: string;
  apiKey: string;
  clock: Clock;
  log: Log;
  /** Cancellation of the whole run. */
  signal: AbortSignal;
  /** When no retry wait is started any more (the `timeout` input), on the Clock's monotonic `now()`, ms. */
  deadline: number;
  /** Per-attempt limit, ms: connect, head and body together. */
  requestTimeoutMs?: number;
  /** Attempts per call, the first included. */
  maxAttempts?: number;
  /** Backoff of the update trigger after a 429 without Retry-After (default: `updateBackoff()`). */
  updateBackoff?: Backoff;
}

const DESCRIPTIONS: Record<Operation, string> = {
  start: 'Start static export job',
  status: 'Get static export job status',
  bundle: 'Generate export bundle',
  agent: 'Get agent job',
  update: 'Trigger update',
  updateStatus: 'Get update status',
};

/** Counts of what the client sent: logged at the end of a run (the organisation's API budget). */
export interface ApiStats {
  requests: number;
  retries: number;
}

/**
 * The admin API client (spec §4): bearer authentication (§5), JSON bodies, and the request policy of
 * `retry.ts` applied to every call. The key goes only to `apiUrl`'s host; redirects are not followed.
 */
export class AdminApi {
  readonly stats: ApiStats = { requests: 0, retries: 0 };
  private readonly options: Required<AdminApiOptions>;

  constructor(options: AdminApiOptions) {
    this.options = {
      ...options,
      requestTimeoutMs: options.requestTimeoutMs ?? 30_000,
      maxAttempts: options.maxAttempts ?? 10,
      updateBackoff: options.updateBackoff ?? updateBackoff(),
    };
  }

  /**
   * `POST /v1/static-export/jobs` (spec §4.2). Optional `version` and `paths`: platform facts.
   * @returns the new job's id
   * @throws ApiError
   */
  async startExport(request: { domain: string; version?: string; paths?: string[] }): Promise<string> {
    return this.call('start', 'POST', '/v1/static-export/jobs', {}, JSON.stringify(request), parseJobId);
  }

  /**
   * `GET /v1/static-export/jobs/{jobId}` (spec §4.3), read tolerantly.
   * @param createdAtMs when this run created the job (a fresh job's 404 is retried briefly)
   * @throws ApiError
   */
  getExportStatus(jobId: string, createdAtMs?: number): Promise<ExportStatus> {
    return this.call(
      'status',
      'GET',
      `/v1/static-export/jobs/${encodeURIComponent(jobId)}`,
      { jobId },
      undefined,
      parseExportStatus,
      createdAtMs,
    );
  }

  /**
   * `POST /v1/static-export/jobs/{jobId}/bundle` (spec §4.4). Called again after `expiresAt` for a
   * fresh link (rule 3). Retried within its own budget ({@link BUNDLE_RETRY_BUDGET_MS}), not the `timeout`.
   * @param completedAtMs when this run saw the job `completed` (monotonic): a `409` soon after is retried briefly
   * @throws ApiError (409 when the job has not completed: platform facts)
   */
  generateBundle(jobId: string, completedAtMs?: number): Promise<Bundle> {
    return this.call(
      'bundle',
      'POST',
      `/v1/static-export/jobs/${encodeURIComponent(jobId)}/bundle`,
      { jobId },
      undefined,
      parseBundle,
      completedAtMs,
    );
  }

  /**
   * `GET /v2/agent/{projectId}/job/{id}` (spec §4.1).
   * @throws ApiError (404 when there is no such job: spec §7)
   */
  getAgentJob(projectId: string, id: string): Promise<AgentJob> {
    const path = `/v2/agent/${encodeURIComponent(projectId)}/job/${encodeURIComponent(id)}`;
    return this.call('agent', 'GET', path, { projectId, agentJobId: id }, undefined, parseAgentJob);
  }

  /**
   * `POST /v1/project/update/{projectId}`, no body → `202 { statusId }` (platform facts "Deployment
   * updates"): rebuilds the hosted docs from the project's deployment branch. Not idempotent: see
   * `isRetryable`.
   * @returns the update's `statusId`
   * @throws ApiError (a 5xx or reset says an update may have been queued)
   */
  triggerUpdate(projectId: string): Promise<string> {
    const path = `/v1/project/update/${encodeURIComponent(projectId)}`;
    return this.call('update', 'POST', path, { projectId }, undefined, parseStatusId);
  }

  /**
   * `GET /v1/project/update-status/{statusId}` (platform facts "Deployment updates"), read tolerantly.
   * @param createdAtMs when this run triggered the update (a fresh update's 404 is retried briefly)
   * @throws ApiError
   */
  getUpdateStatus(statusId: string, projectId: string, createdAtMs?: number): Promise<UpdateStatus> {
    const path = `/v1/project/update-status/${encodeURIComponent(statusId)}`;
    return this.call('updateStatus', 'GET', path, { projectId, statusId }, undefined, parseUpdateStatus, createdAtMs);
  }

  private async call<T>(
    op: Operation,
    method: 'GET' | 'POST',
    path: string,
    ids: HintIds,
    body: string | undefined,
    parse: (json: Record<string, unknown>) => T | undefined,
    createdAtMs?: number,
  ): Promise<T> {
    const { clock, log, signal, maxAttempts } = this.options;
    const backoff = op === 'update' ? this.options.updateBackoff : undefined;
    const deadline = op === 'bundle' ? clock.now() + BUNDLE_RETRY_BUDGET_MS : this.options.deadline;
    for (let attempt = 1; ; attempt++) {
      const result = await this.attempt(method, path, body, parse);
      if (result.kind === 'ok') return result.value;
      const { outcome } = result;
      const since = createdAtMs === undefined ? undefined : clock.now() - createdAtMs;
      const retryable = isRetryable(op, outcome, since) && attempt < maxAttempts;
      const remainingMs = deadline - clock.now();
      const random = clock.random();
      const wait = retryable ? nextDelay(attempt, result.retryAfterMs, random, remainingMs, backoff) : undefined;
      if (wait === undefined) throw this.failure(op, result, ids, retryable, attempt);
      this.stats.retries++;
      const why = result.retryAfterMs === undefined ? '' : ' (Retry-After)';
      log.info(`${DESCRIPTIONS[op]}: ${result.summary}; retry ${attempt} in ${(wait / 1000).toFixed(1)}s${why}`);
      await clock.sleep(wait, signal);
    }
  }

  private async attempt<T>(
    method: 'GET' | 'POST',
    path: string,
    body: string | undefined,
    parse: (json: Record<string, unknown>) => T | undefined,
  ): Promise<AttemptResult<T>> {
    const { apiUrl, apiKey, signal, requestTimeoutMs, clock } = this.options;
    const attemptSignal = AbortSignal.any([signal, AbortSignal.timeout(requestTimeoutMs)]);
    this.stats.requests++;
    const headers: Record<string, string> = { authorization: `Bearer ${apiKey}`, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let status: number;
    let text: string;
    let retryAfter: string | undefined;
    try {
      const response = await send({ method, url: apiUrl + path, headers, body, signal: attemptSignal });
      status = response.statusCode ?? 0;
      retryAfter = header(response, 'retry-after');
      text = await readText(response, attemptSignal);
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      // Only the network and this attempt's own time limit are retried; anything else is a bug, reported once as
      // itself.
      const timedOut = attemptSignal.aborted && !(error instanceof NetworkError);
      if (!(error instanceof NetworkError) && !timedOut) throw error;
      const code = error instanceof NetworkError ? error.code : 'ETIMEDOUT';
      const summary = error instanceof NetworkError ? error.message : `no answer within ${requestTimeoutMs / 1000}s`;
      return {
        kind: 'failed',
        outcome: { kind: 'network', code },
        summary,
        retryAfterMs: undefined,
        status: undefined,
        serverMessage: undefined,
      };
    }
    const json = parseJsonObject(text);
    if (status >= 200 && status < 300) {
      const value = json ? parse(json) : undefined;
      if (value !== undefined) return { kind: 'ok', value };
      const serverMessage = describeBody(text, [apiKey]);
      // JSON without the expected fields is the service's own answer in another shape (API drift): asking again
      // gets the same. Anything else (a proxy's page) may pass.
      return {
        kind: 'failed',
        outcome: { kind: json ? 'drifted' : 'malformed', status },
        summary: `HTTP ${status} with an unexpected body (${serverMessage})`,
        retryAfterMs: undefined,
        status,
        serverMessage,
      };
    }
    // The key is removed before the message is clipped: a clip through it would leave a prefix no mask recognises.
    const serverMessage =
      typeof json?.error === 'string'
        ? clipMessage(maskUrls(redact(json.error, [apiKey])))
        : describeBody(text, [apiKey]);
    return {
      kind: 'failed',
      outcome: { kind: 'http', status },
      summary: `HTTP ${status}${serverMessage ? `: ${serverMessage}` : ''}`,
      retryAfterMs: parseRetryAfter(retryAfter, clock.wallNow()),
      status,
      serverMessage,
    };
  }

  private failure(op: Operation, result: Failed, ids: HintIds, retryable: boolean, attempts: number): ApiError {
    const { outcome } = result;
    const tries = attempts > 1 ? ` after ${attempts} attempts` : '';
    const gaveUp = retryable ? ' (the next retry would pass the timeout)' : '';
    let hint: string;
    if (outcome.kind === 'http') hint = hintFor(op, outcome.status, ids);
    else if (outcome.kind === 'malformed')
      hint =
        'Something between the runner and the service (a proxy or firewall) answered instead of the API: ' +
        "check api-url and the runner's proxy settings.";
    else if (outcome.kind === 'drifted')
      hint =
        'The service answered in a shape this version of the action does not read (the API may have changed): ' +
        'check for a newer version of the action, or report the fields named above.';
    else {
      const resume = op === 'status' || op === 'bundle' ? ' with job-id to pick the job up again' : '';
      const where = this.options.apiUrl;
      const check = "check api-url and the runner's network";
      hint = `The service could not be reached at ${where}: ${check}, then re-run${resume}.`;
    }
    // An answer the retry policy retries is one that proves no job was created (a 503, a 429).
    if (op === 'start' && mayHaveCreatedJob(outcome) && !isRetryable(op, outcome)) {
      hint +=
        ' The start request may have reached the service, so a job may have been created anyway; ' +
        'it was not retried to avoid starting two.';
    }
    // For an HTTP status, hintFor already says so.
    if (op === 'update' && outcome.kind !== 'http' && mayHaveCreatedJob(outcome)) {
      hint +=
        ' The trigger may have reached the service, so an update may have been queued anyway; it was not retried.' +
        ' Re-run the step: a second update of the same branch only rebuilds it again.';
    }
    return new ApiError(
      `${DESCRIPTIONS[op]} failed`,
      `${DESCRIPTIONS[op]} failed${tries}${gaveUp}: ${result.summary}`,
      hint,
      result.status,
      result.serverMessage,
    );
  }
}

interface Failed {
  kind: 'failed';
  outcome: Outcome;
  summary: string;
  retryAfterMs: number | undefined;
  status: number | undefined;
  serverMessage: string | undefined;
}
type AttemptResult<T> = { kind: 'ok'; value: T } | Failed;

function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** A server's `error` text (secrets already removed: {@link redact}), at most 500 characters. */
function clipMessage(text: string): string {
  return text.length > 500 ? `${text.slice(0, 500)}…` : text;
}
