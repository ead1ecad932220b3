import fs from 'node:fs';
import path from 'node:path';
import { visible } from './redact.ts';

/**
 * Errors the action reports to the user. Every message says what went wrong; `hint` says what to do
 * next. `run()` turns any of them into a failed step with an annotation titled `title`.
 */
export class ActionError extends Error {
  /** Short annotation title, e.g. "Export job failed". */
  readonly title: string;
  /** The next step for the user, or undefined when the message already says it. */
  readonly hint: string | undefined;

  constructor(title: string, message: string, hint?: string) {
    super(message);
    this.name = 'ActionError';
    this.title = title;
    this.hint = hint;
  }
}

/**
 * A class of {@link ActionError} with a fixed annotation title, for failures whose message and hint vary; each call
 * makes a class of its own, so `instanceof` tells them apart.
 * @param name the class's name, shown as `error.name`
 */
export function titledError(title: string, name: string) {
  return class extends ActionError {
    constructor(message: string, hint: string) {
      super(title, message, hint);
      this.name = name;
    }
  };
}

/** A bad input, caught before any request is sent. The message names the input and what is valid. */
export class InputError extends ActionError {
  /** The input's name as in action.yml, e.g. `base-path`. */
  readonly input: string;
  /** What is wrong and the fix, without the input's name. */
  readonly detail: string;

  /**
   * @param message what is wrong and the fix; the values it quotes are the user's (a path, a URL), so control
   *   characters in it are made visible here, once for every input ({@link visibleText})
   */
  constructor(input: string, message: string) {
    const detail = visibleText(message);
    super('Invalid input', `Input '${input}': ${detail}`);
    this.name = 'InputError';
    this.input = input;
    this.detail = detail;
  }
}

/**
 * Several bad inputs, reported together so that one run names every one (issue 31): one annotation whose message
 * lists each input, what is wrong and the fix.
 */
export class InputErrors extends ActionError {
  /** Each bad input's error, in the order the inputs were read. */
  readonly errors: readonly InputError[];

  constructor(errors: readonly InputError[]) {
    super(
      'Invalid inputs',
      `${errors.length} inputs are invalid:\n${errors.map((error) => `- ${error.message}`).join('\n')}`,
    );
    this.name = 'InputErrors';
    this.errors = errors;
  }
}

/** The run was cancelled (SIGINT/SIGTERM from a cancelled workflow). */
export class CancelledError extends ActionError {
  constructor(hint?: string) {
    super('Cancelled', 'The step was cancelled.', hint);
    this.name = 'CancelledError';
  }
}

/**
 * A name or path as a message shows it: control characters made visible (a bundle's or a workspace's names must not
 * start a workflow command), and at most about 200 characters (start and end kept, the length said).
 */
export function printableName(name: string): string {
  const short = name.length > 200 ? `${name.slice(0, 120)}…${name.slice(-60)} (${name.length} characters)` : name;
  return visibleText(short);
}

/**
 * Text with its control characters made visible: C0 and DEL as `\x1b`, `\x0a`, …, and what else the log's
 * {@link visible} writes out (C1, the Unicode line separators, bidi controls) as `\u202e`: a value quoted in a message
 * cannot start a workflow command, colour the log, break a line or read in another order. Text without them is
 * returned as it is, so twice is once.
 */
export function visibleText(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is made visible
  return visible(text.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`));
}

/** Text of an unknown thrown value, for logs. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Codes of local file system failures: final, never the network's fault, and never retried. */
const LOCAL_FAILURES: Record<string, string> = {
  ENOSPC: 'no space left on the disk',
  EDQUOT: 'the disk quota is exceeded',
  EIO: 'an input/output error on the disk',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the file system is read-only',
  ENAMETOOLONG: 'a file name is too long for this file system',
  EEXIST: 'a file or folder appeared at that path while the action was writing',
  ENOTEMPTY: 'a folder the action was replacing or removing was written to meanwhile',
};

/**
 * What a local file system failure's code means, in words (e.g. `permission denied` for EACCES), or undefined for a
 * code that is not one of them.
 */
export function localFailureReason(code: string | undefined): string | undefined {
  return code && Object.hasOwn(LOCAL_FAILURES, code) ? LOCAL_FAILURES[code] : undefined;
}

/** Codes that mean another process wrote to the same place at the same time. */
const CONFLICTS = new Set(['EEXIST', 'ENOTEMPTY']);

/** System calls of sockets and name lookups: an EACCES or EPERM there is the network's, not the disk's. */
const NETWORK_SYSCALLS = new Set(['connect', 'getaddrinfo', 'socket', 'bind', 'listen']);

/** A local file system failure (disk full, quota, I/O error, permissions, read-only), with where it happened. */
export class LocalFileError extends ActionError {
  readonly code: string;
  constructor(code: string, message: string, hint: string) {
    super(localTitle(code), message, hint);
    this.name = 'LocalFileError';
    this.code = code;
  }
}

function localTitle(code: string): string {
  if (code === 'ENOSPC' || code === 'EDQUOT') return 'Disk full';
  return CONFLICTS.has(code) ? 'File system conflict' : 'File system error';
}

const CONFLICT_HINT =
  'Another process wrote to the same place at the same time (a parallel step or job with the same path, or ' +
  'RUNNER_TEMP shared between jobs?): run them one at a time (e.g. with a concurrency group), then re-run.';

function localHint(code: string): string {
  if (code === 'ENOSPC' || code === 'EDQUOT') return DISK_FULL_HINT;
  return CONFLICTS.has(code) ? CONFLICT_HINT : PERMISSION_HINT;
}

const DISK_FULL_HINT =
  'Free disk space on the runner (remove earlier build output, or use a larger runner) and re-run; ' +
  'with job-id the export is not started again.';
const PERMISSION_HINT =
  'Check that the runner user may write to the workspace and RUNNER_TEMP, and that the disk is healthy, then re-run.';

/**
 * The error as a {@link LocalFileError} when it is a local file system failure, else undefined.
 * @param folder where the action was writing (`RUNNER_TEMP` or the workspace), used when the error names no path;
 * its free space, in bytes, goes into the message
 */
export function asLocalFileError(error: unknown, folder: string): LocalFileError | undefined {
  if (error instanceof LocalFileError) return error;
  const { code, syscall, path: where } = (error ?? {}) as NodeJS.ErrnoException;
  if (!code || !(code in LOCAL_FAILURES) || (syscall && NETWORK_SYSCALLS.has(syscall))) return undefined;
  const place = where ?? folder;
  const free = freeBytes(place);
  const freeText = free === undefined ? '' : ` (${formatFree(free)} free there)`;
  return new LocalFileError(
    code,
    `Writing under ${printableName(place)} failed: ${LOCAL_FAILURES[code]}${freeText} ` +
      `[${code}${syscall ? `, ${syscall}` : ''}].`,
    localHint(code),
  );
}

/** Free bytes available to this user on the file system holding `place` (or its nearest existing parent). */
function freeBytes(place: string): number | undefined {
  for (let dir = place; ; dir = path.dirname(dir)) {
    try {
      const stats = fs.statfsSync(dir);
      return stats.bavail * stats.bsize;
    } catch {
      if (path.dirname(dir) === dir) return undefined;
    }
  }
}

function formatFree(bytes: number): string {
  return bytes >= 1024 ** 3 ? `${(bytes / 1024 ** 3).toFixed(1)} GiB` : `${Math.round(bytes / 1024 ** 2)} MiB`;
}
