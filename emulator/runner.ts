/**
 * Runs the bundled action the way the GitHub runner does: `node dist/index.js` with `INPUT_*`
 * variables, `GITHUB_OUTPUT` and `GITHUB_STEP_SUMMARY` files, `RUNNER_TEMP` and `GITHUB_WORKSPACE`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { testCaFile } from './tls.ts';

export const ACTION_ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'index.js');

/**
 * How long a run may take before it is killed, ms: a safety net against a hung action, not a speed bound. An export of
 * 8,000 pages took over 2 minutes at a load of 25 on two cores; jest's own limit (`jest.config.js`) is longer, so a
 * killed run still reports its log.
 */
export const KILL_AFTER_MS = 240_000;

export interface RunOptions {
  /** Inputs by their action.yml names, e.g. `{ 'api-key': '…', domain: '…' }`. */
  inputs: Record<string, string>;
  /** An existing workspace to reuse (to test what a second run does to it). */
  workspace?: string;
  /** Extra environment. */
  env?: Record<string, string>;
  /** Send this signal after this many ms. */
  signalAfterMs?: { signal: NodeJS.Signals; ms: number };
  /**
   * Send this signal once `ready` is true (checked every 50 ms with the output so far): a phase has started
   * (its log group appeared) or the emulator saw a request.
   */
  signalWhen?: { signal: NodeJS.Signals; ready: (log: string) => boolean };
  /** Kill the process after this many ms (a safety net for tests); default {@link KILL_AFTER_MS}. */
  killAfterMs?: number;
}

export interface RunResult {
  code: number | null;
  /**
   * Everything the action printed (stdout then stderr), with workflow commands' escapes undone as the runner shows
   * them.
   */
  log: string;
  /** What the action printed as the runner reads it, escapes kept: one workflow command a line. */
  rawLog: string;
  outputs: Record<string, string>;
  summary: string;
  workspace: string;
  tempDir: string;
  durationMs: number;
  /** When the signal of `signalAfterMs` or `signalWhen` was sent, in ms after the start; undefined if never sent. */
  signalledAtMs?: number;
  /**
   * When `text` first appeared in the action's output (stdout or stderr, escapes kept), in ms after the start, as
   * the runner stamps each line when it reads it; undefined if it never did. On a busy machine a signal can wait
   * seconds before the action runs its handler: measured from the handler's own line, the time to stop is the
   * action's, not the machine's backlog.
   */
  printedAtMs: (text: string) => number | undefined;
}

/** The folders `runAction` made (output files, runner temp and, unless one was given, the workspace). */
const runFolders = new Set<string>();

/**
 * Removes every folder `runAction` has made so far. The jest setup calls it after each test file
 * (`__tests__/helpers/cleanup.ts`); scripts call it when they are done.
 */
export async function removeRunFolders(): Promise<void> {
  const folders = [...runFolders];
  runFolders.clear();
  await Promise.all(folders.map((folder) => fs.promises.rm(folder, { recursive: true, force: true })));
}

/** Undoes the escapes of workflow command data (`%25`, `%0D`, `%0A`), as the runner does before showing it. */
export function unescapeCommands(log: string): string {
  return log.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}

/** Parses the `name<<DELIMITER … DELIMITER` records of a `GITHUB_OUTPUT` file. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<=]+)<<(.+)$/.exec(lines[i]!);
    if (m) {
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i]!);
      outputs[m[1]!] = value.join('\n');
    } else if (lines[i]!.includes('=')) {
      const [name, ...rest] = lines[i]!.split('=');
      outputs[name!] = rest.join('=');
    }
  }
  return outputs;
}

/**
 * A new empty folder in the system temp folder (its real path, as `GITHUB_WORKSPACE` is on a runner), removed by
 * `removeRunFolders` with the runs' own folders.
 */
export function makeTempFolder(prefix = 'ws-'): string {
  const folder = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), prefix));
  runFolders.add(folder);
  return folder;
}

export async function runAction(options: RunOptions): Promise<RunResult> {
  const root = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'mintlify-run-'));
  runFolders.add(root);
  const workspace = options.workspace ?? path.join(root, 'workspace');
  const tempDir = path.join(root, 'runner-temp');
  await fs.promises.mkdir(workspace, { recursive: true });
  await fs.promises.mkdir(tempDir, { recursive: true });
  const outputFile = path.join(root, 'output');
  const summaryFile = path.join(root, 'summary.md');
  await fs.promises.writeFile(outputFile, '');
  await fs.promises.writeFile(summaryFile, '');
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !/^(INPUT_|GITHUB_|RUNNER_)/.test(key) && !/^https?_proxy$/i.test(key)) env[key] = value;
  }
  Object.assign(env, {
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: tempDir,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_ACTIONS: 'true',
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '4242',
    NO_PROXY: '127.0.0.1,localhost',
  });
  // A self-hosted runner trusts a corporate authority this way; here it is the HTTPS emulator's.
  const caFile = testCaFile();
  if (caFile) env.NODE_EXTRA_CA_CERTS = caFile;
  for (const [name, value] of Object.entries(options.inputs))
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  Object.assign(env, options.env);

  const started = performance.now();
  const child = spawn(process.execPath, [ACTION_ENTRY], { env, cwd: workspace, stdio: ['ignore', 'pipe', 'pipe'] });
  let signalledAtMs: number | undefined;
  const signal = (name: NodeJS.Signals) => {
    signalledAtMs ??= performance.now() - started;
    child.kill(name);
  };
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  // Each chunk with when it arrived: the output up to a chunk's end was printed by then.
  const arrivals: { atMs: number; stream: Buffer[]; count: number }[] = [];
  const received = (stream: Buffer[]) => (c: Buffer) => {
    stream.push(c);
    arrivals.push({ atMs: performance.now() - started, stream, count: stream.length });
  };
  child.stdout.on('data', received(out));
  child.stderr.on('data', received(err));
  const timers: NodeJS.Timeout[] = [];
  if (options.signalAfterMs)
    timers.push(setTimeout(() => signal(options.signalAfterMs!.signal), options.signalAfterMs.ms));
  const signalWhen = options.signalWhen;
  if (signalWhen) {
    const poll = setInterval(() => {
      if (!signalWhen.ready(Buffer.concat(out).toString('utf8'))) return;
      clearInterval(poll);
      signal(signalWhen.signal);
    }, 50);
    timers.push(poll);
  }
  timers.push(setTimeout(() => child.kill('SIGKILL'), options.killAfterMs ?? KILL_AFTER_MS));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const durationMs = performance.now() - started;
  timers.forEach(clearTimeout);
  return {
    code,
    log: unescapeCommands(Buffer.concat(out).toString('utf8') + Buffer.concat(err).toString('utf8')),
    rawLog: Buffer.concat(out).toString('utf8') + Buffer.concat(err).toString('utf8'),
    outputs: parseOutputFile(await fs.promises.readFile(outputFile, 'utf8')),
    summary: await fs.promises.readFile(summaryFile, 'utf8'),
    workspace,
    tempDir,
    durationMs,
    signalledAtMs,
    printedAtMs: (text) =>
      arrivals.find(({ stream, count }) => Buffer.concat(stream.slice(0, count)).toString('utf8').includes(text))?.atMs,
  };
}

/** Every file below `root`, relative path → content. Links are reported, never followed. */
export async function readTree(root: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const walk = async (dir: string, prefix: string): Promise<void> => {
    for (const entry of await fs.promises.readdir(dir, { withFileTypes: true })) {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), relative);
      else if (entry.isFile()) files.set(relative, await fs.promises.readFile(path.join(dir, entry.name)));
      else files.set(relative, Buffer.from(`<not a regular file>`));
    }
  };
  await walk(root, '');
  return files;
}
