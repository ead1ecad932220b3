/**
 * The admin API's answers as the action reads them: their types and tolerant parsers (spec §2, §4; platform facts
 * "Get static export job status", "Generate export bundle", "Deployment updates", "Agent jobs"). A parser returns
 * undefined for JSON without the fields the action needs (API drift), which `api.ts` reports as such.
 */
import { parseIsoTime } from '../http/dates.ts';

/** Export job status (spec §2.3, §4.3; fields and values: platform facts "Get static export job status"). */
export interface ExportStatus {
  /** `queued`, `running`, `completed`, `failed`, or a value this version does not know. */
  status: string;
  /** Percent 0–100, when the service sends it (the newer draft drops it). */
  progress: number | undefined;
  /** Pages exported so far, when sent. */
  pageCount: number | undefined;
  /** Why the job failed, when `failed`. */
  error: string | undefined;
  /** A link already on a completed status (the newer draft, platform facts "Drift to expect"). */
  bundle: Bundle | undefined;
  /** When the job was created, as the service wrote it (ISO 8601; platform facts "Get static export job status"). */
  createdAt: string | undefined;
  /** When the job record last changed, as the service wrote it (ISO 8601; same source). */
  updatedAt: string | undefined;
}

/** Generate-bundle response (spec §4.4; `sizeBytes`: platform facts "Generate export bundle"). */
export interface Bundle {
  /** Presigned link: a bearer credential until `expiresAt`. */
  bundleUrl: string;
  /** As the service wrote it (ISO 8601). */
  expiresAt: string;
  /** `expiresAt` as epoch ms, when readable. */
  expiresAtMs: number | undefined;
  /** Archive size in bytes, when sent. */
  sizeBytes: number | undefined;
}

/** Agent job (spec §2.1). */
export interface AgentJob {
  id: string;
  /** `active`, `completed`, `archived`, `failed` (spec §3.1), or an unknown value. */
  status: string;
  model: string | undefined;
  repository: string | undefined;
  /** Branch (`source.ref`), null when none. */
  ref: string | null;
  /** Pull request URL, null while active or when there were no file changes. */
  prLink: string | null;
}

/** Files a deployment update changed (`commit.filesChanged`), paths as the service gives them. */
export interface FilesChanged {
  added: string[];
  modified: string[];
  removed: string[];
}

/** The commit an update deployed (`commit` of "Get update status", platform facts "Deployment updates"). */
export interface UpdateCommit {
  /** Full SHA, when sent. */
  sha: string | undefined;
  /** Branch, e.g. `main`. */
  ref: string | undefined;
  /** Commit message, all of it. */
  message: string | undefined;
  /** Undefined when the service does not send `filesChanged`. */
  filesChanged: FilesChanged | undefined;
}

/**
 * Deployment update status (`GET /v1/project/update-status/{statusId}`, platform facts "Deployment
 * updates"). Every field but `status` may be absent.
 */
export interface UpdateStatus {
  /** `queued`, `in_progress`, `success`, `failure`, or a value this version does not know. */
  status: string;
  projectId: string | undefined;
  /** E.g. "Successfully deployed documentation". */
  summary: string | undefined;
  /** Build log lines, oldest first; empty when not sent. */
  logs: string[];
  /** ISO 8601 UTC. */
  createdAt: string | undefined;
  /** ISO 8601 UTC, once the update has ended. */
  endedAt: string | undefined;
  /** Who caused the update: a name, a login or an e-mail address, whichever the service sends. */
  author: string | undefined;
  /** `internal`, `github-app-installation`, `api`, `github` or `dashboard`. */
  source: string | undefined;
  /** Undefined when the status names no commit. */
  commit: UpdateCommit | undefined;
}

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The start call's `jobId` (spec §4.2), or undefined when it is missing or empty. */
export function parseJobId(json: Record<string, unknown>): string | undefined {
  return str(json.jobId) || undefined;
}

/** The update trigger's `statusId` (platform facts "Deployment updates"), or undefined when missing or empty. */
export function parseStatusId(json: Record<string, unknown>): string | undefined {
  return str(json.statusId) || undefined;
}

function num(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/** Reads a status body; undefined (malformed) without a string `status`. */
export function parseExportStatus(json: Record<string, unknown>): ExportStatus | undefined {
  const status = str(json.status);
  if (!status) return undefined;
  const progress = num(json.progress);
  return {
    status,
    progress: progress === undefined ? undefined : Math.min(100, Math.max(0, progress)),
    pageCount: num(json.pageCount),
    error: str(json.error),
    bundle: status === 'completed' ? parseBundle(json) : undefined,
    createdAt: str(json.createdAt) ?? epochToIso(json.createdAt),
    updatedAt: str(json.updatedAt) ?? epochToIso(json.updatedAt),
  };
}

/** Reads a bundle body; undefined (malformed) without `bundleUrl` and `expiresAt`. */
export function parseBundle(json: Record<string, unknown>): Bundle | undefined {
  const bundleUrl = str(json.bundleUrl);
  const expiresAt = str(json.expiresAt) ?? epochToIso(json.expiresAt);
  if (!bundleUrl || !expiresAt) return undefined;
  try {
    new URL(bundleUrl);
  } catch {
    return undefined;
  }
  const expiresAtMs = parseIsoTime(expiresAt);
  const size = num(json.sizeBytes);
  return { bundleUrl, expiresAt, expiresAtMs, sizeBytes: size !== undefined && size >= 0 ? size : undefined };
}

/** A numeric timestamp as ISO 8601: epoch seconds below 10^11 (until the year 5138), epoch ms above. */
function epochToIso(value: unknown): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return undefined;
  return new Date(value < 1e11 ? value * 1000 : value).toISOString();
}

/** The strings of an array; anything else is dropped. */
function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** A person as a string, or the first of `name`, `login`, `email` of an object. */
function person(value: unknown): string | undefined {
  if (typeof value === 'string') return value || undefined;
  const fields = record(value);
  return fields ? (str(fields.name) ?? str(fields.login) ?? str(fields.email)) : undefined;
}

/** Reads an update status; undefined (malformed) without a string `status`. Every other field may be absent. */
export function parseUpdateStatus(json: Record<string, unknown>): UpdateStatus | undefined {
  const status = str(json.status);
  if (!status) return undefined;
  const commitJson = record(json.commit);
  const files = record(commitJson?.filesChanged);
  const commit: UpdateCommit | undefined = commitJson && {
    sha: str(commitJson.sha) || undefined,
    ref: str(commitJson.ref),
    message: str(commitJson.message),
    filesChanged: files && {
      added: strings(files.added),
      modified: strings(files.modified),
      removed: strings(files.removed),
    },
  };
  return {
    status,
    projectId: str(json.projectId),
    summary: str(json.summary),
    logs: strings(json.logs),
    createdAt: str(json.createdAt),
    endedAt: str(json.endedAt),
    author: person(json.author) ?? person(commitJson?.author),
    source: str(json.source),
    commit,
  };
}

/** Reads an agent job; undefined (malformed) without `status`. */
export function parseAgentJob(json: Record<string, unknown>): AgentJob | undefined {
  const status = str(json.status);
  if (!status) return undefined;
  const source = json.source && typeof json.source === 'object' ? (json.source as Record<string, unknown>) : {};
  return {
    id: str(json.id) ?? '',
    status,
    model: str(json.model),
    repository: str(source.repository),
    ref: str(source.ref) ?? null,
    prLink: str(json.prLink) ?? null,
  };
}
