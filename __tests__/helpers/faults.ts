/**
 * What the fault scripts share (faults-api.e2e.test.ts, faults-storage.e2e.test.ts): dist/index.js against the
 * emulator's scripted faults, each run ending with the same unpacked tree or failing with the right message. Two
 * files so jest runs them side by side; each has its own shared emulator.
 */
import path from 'node:path';
import { startEmulator, type Emulator, type EmulatorOptions } from '../../emulator/server.ts';
import { readTree, runAction, type RunResult } from '../../emulator/runner.ts';
import { NO_AGENT_FILES } from './no-agent-files.ts';

export const DOMAIN = 'docs.example.com';
/**
 * Shorter limits for the tests of a request that never answers or a download that stalls (`src/main.ts` reads them).
 * Every request and download of such a run has them: at a load of 25 on two cores an answer took past 1.5 s, so a
 * status call was retried once more than scripted, and a start call, which is never retried, would fail the run.
 * 5 s keeps them well above what a busy machine adds, and far below the 30 s defaults that other runs keep.
 */
export const SHORT_LIMITS = { MINTLIFY_REQUEST_TIMEOUT_MS: '5000', MINTLIFY_STALL_TIMEOUT_MS: '5000' };

/** An emulator for one test, closed after it. */
export async function withEmulator<T>(options: EmulatorOptions, body: (emulator: Emulator) => Promise<T>): Promise<T> {
  const emulator = await startEmulator({ durationMs: 600, queuedMs: 100, pages: 60, ...options });
  try {
    return await body(emulator);
  } finally {
    await emulator.close();
  }
}

/** Runs dist/index.js on a new export job of `emulator`, with the action's own limits unless `env` shortens them. */
export function run(
  emulator: Emulator,
  inputs: Record<string, string> = {},
  env: Record<string, string> = {},
): Promise<RunResult> {
  return runAction({
    inputs: { 'api-key': emulator.apiKey, domain: DOMAIN, 'api-url': emulator.apiUrl, ...NO_AGENT_FILES, ...inputs },
    env,
  });
}

/** The run succeeded and `path` holds exactly the emulator's site. */
export async function expectSite(emulator: Emulator, result: RunResult): Promise<void> {
  expect(result.code).toBe(0);
  const tree = await readTree(path.join(result.workspace, 'static-export'));
  const expected = emulator.siteFor(DOMAIN);
  expect(tree.size).toBe(expected.size);
  for (const [name, content] of expected) expect(tree.get(name)?.equals(content)).toBe(true);
}

/**
 * The action's own count, from the line it ends a run with: `N API requests, R of them retries.`
 * @throws when the line is missing
 */
export function requestCounts(result: RunResult): { requests: number; retries: number } {
  const m = /^(\d+) API requests, (\d+) of them retries\.$/m.exec(result.log);
  if (!m) throw new Error(`no count of API requests in the log:\n${result.log}`);
  return { requests: Number(m[1]), retries: Number(m[2]) };
}

export const calls = (emulator: Emulator, endpoint: string) => emulator.requests.filter((r) => r.endpoint === endpoint);
export const gapMs = (emulator: Emulator, endpoint: string, i: number) =>
  calls(emulator, endpoint)[i + 1]!.atMs - calls(emulator, endpoint)[i]!.atMs;
