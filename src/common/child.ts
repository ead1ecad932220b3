import { spawn } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';

/**
 * Environment variables a child process is given, and no others: what a program needs to find its libraries, a
 * temporary folder and the locale. Never `INPUT_*` (the API key and GitHub token are inputs), `ACTIONS_*` (the
 * runtime token), `GITHUB_TOKEN` or cloud credentials: a child can be any binary (`PAGEFIND_BINARY_PATH`), and
 * docs/security.md promises the key is never passed to another process.
 */
const PASSED_ENV = [
  'PATH',
  'HOME',
  'TMPDIR',
  'TMP',
  'TEMP',
  'LANG',
  'LANGUAGE',
  'LC_ALL',
  'LC_CTYPE',
  'LC_MESSAGES',
  // Windows needs these to load system DLLs and resolve executables.
  'SystemRoot',
  'SYSTEMROOT',
  'windir',
  'PATHEXT',
  'USERPROFILE',
] as const;

/**
 * The environment for a child process: the variables of {@link PASSED_ENV} that are set in `env`.
 * @param env the action's own environment (`process.env`)
 */
export function childEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const name of PASSED_ENV) if (env[name] !== undefined) out[name] = env[name];
  return out;
}

/** Most bytes of a child's stderr kept for its error message (the end of what it wrote). */
const STDERR_KEPT = 4096;
/** Most ms to wait for a child's stderr after it exited (a grandchild may hold the pipe). */
const STDERR_DRAIN_MS = 200;
/** Most lines of stderr an error message quotes. */
const STDERR_LINES = 8;

/** A child process that ended on its own (crashed, was killed by the OOM killer, or exited) before it was stopped. */
export class ChildExitError extends Error {
  /** Exit code, or null when a signal ended it. */
  readonly code: number | null;
  /** The signal that ended it (`SIGKILL`), or null. */
  readonly signal: NodeJS.Signals | null;
  /** Its last stderr lines (at most 8), trimmed; '' when it wrote none. */
  readonly stderr: string;

  constructor(name: string, code: number | null, signal: NodeJS.Signals | null, stderr: string) {
    const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
    super(`${name} ${how}${stderr ? `; its last output:\n${stderr}` : ' and wrote nothing to stderr'}`);
    this.name = 'ChildExitError';
    this.code = code;
    this.signal = signal;
    this.stderr = stderr;
  }
}

/** A running child process started by {@link startChild}. */
export interface Child {
  readonly stdin: Writable;
  readonly stdout: Readable;
  /**
   * Settles when the process has ended: resolves after {@link stop}, rejects with {@link ChildExitError} when it
   * ended on its own, or with the spawn error (`ENOENT`, `EACCES`) when it never started. Always handled, so an
   * unobserved rejection cannot crash the action.
   */
  readonly ended: Promise<void>;
  /** Ends the process (SIGKILL: it holds nothing worth saving) and waits until it has. Safe to call twice. */
  stop(): Promise<void>;
}

/**
 * Starts `binary` with the minimal environment of {@link childEnv}, stdin and stdout piped, and stderr kept (its last
 * 4 KB) for the error message. The child stays referenced, so the event loop waits for it and an unexpected end is
 * always observed: the action can never exit while a child it waits on is silently gone (issue 29 #1).
 * @param name how messages name it ("Pagefind's process")
 */
export function startChild(name: string, binary: string, args: readonly string[], env: NodeJS.ProcessEnv): Child {
  const child = spawn(binary, args, { stdio: ['pipe', 'pipe', 'pipe'], env: childEnv(env), windowsHide: true });
  let stderr = Buffer.alloc(0);
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = Buffer.concat([stderr, chunk]);
    if (stderr.length > STDERR_KEPT) stderr = stderr.subarray(stderr.length - STDERR_KEPT);
  });
  // A write to a child that has died fails with EPIPE; the exit below says why it died.
  child.stdin.on('error', () => {});
  let stopping = false;
  let stderrClosed = false;
  child.stderr.once('close', () => (stderrClosed = true));
  const ended = new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    // 'exit', not 'close': a grandchild that keeps the pipes open must not keep the step waiting for it.
    child.once('exit', (code, signal) => {
      if (stopping) return resolve();
      const settle = (): void => {
        const lines = stderr.toString('utf8').trimEnd().split('\n').slice(-STDERR_LINES).join('\n').trim();
        reject(new ChildExitError(name, code, signal, lines));
      };
      if (stderrClosed) return settle();
      // Its last words may still be in the pipe: wait for them a little, never for the pipe to close.
      const timer = setTimeout(settle, STDERR_DRAIN_MS);
      child.stderr.once('close', () => {
        clearTimeout(timer);
        settle();
      });
    });
  });
  ended.catch(() => {});
  // Once it has ended, its pipes are of no use, whoever else holds them.
  void ended
    .finally(() => [child.stdin, child.stdout, child.stderr].forEach((stream) => stream.destroy()))
    .catch(() => {});
  return {
    stdin: child.stdin,
    stdout: child.stdout,
    ended,
    async stop() {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await ended.catch(() => {});
    },
  };
}
