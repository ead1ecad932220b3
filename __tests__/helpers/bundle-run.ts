/**
 * Runs dist/index.js against the emulator serving a chosen bundle, into a workspace whose site folder
 * holds a previous export: what the bundle tests share.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { TarEntry } from '../../emulator/archives.ts';
import { startEmulator, type Emulator, type EmulatorOptions, type Fault } from '../../emulator/server.ts';
import { readTree, makeTempFolder, runAction, type RunResult } from '../../emulator/runner.ts';
import { NO_AGENT_FILES } from './no-agent-files.ts';

/** A small clean site. */
export const good: TarEntry[] = [
  { name: 'index.html', data: Buffer.from('<html>ok</html>') },
  { name: 'guides/', type: 'directory' },
  { name: 'guides/start.html', data: Buffer.from('<html>start</html>') },
];

/** A workspace whose site folder already holds a previous export, and a file beside it. */
export function previousWorkspace(): string {
  const workspace = makeTempFolder();
  fs.mkdirSync(path.join(workspace, 'static-export', 'old'), { recursive: true });
  // What makes a folder an earlier export (site-folder.ts): index.html and _next/ at its top.
  fs.mkdirSync(path.join(workspace, 'static-export', '_next'));
  fs.writeFileSync(path.join(workspace, 'static-export', 'index.html'), 'previous');
  fs.writeFileSync(path.join(workspace, 'static-export', 'old', 'page.html'), 'previous page');
  fs.writeFileSync(path.join(workspace, 'README.md'), 'repo file');
  return workspace;
}

/** Runs the action with `job-id` on a job of the emulator configured by `options`; storage faults in order. */
export async function runWith(
  options: EmulatorOptions,
  inputs: Record<string, string> = {},
  faults: Fault[] = [],
): Promise<{ result: RunResult; emulator: Emulator }> {
  const emulator = await startEmulator({ durationMs: 0, queuedMs: 0, pages: 40, ...options });
  try {
    emulator.inject('storage', ...faults);
    const jobId = emulator.createJob('docs.example.com', 60_000);
    const result = await runAction({
      inputs: { 'api-key': emulator.apiKey, 'api-url': emulator.apiUrl, 'job-id': jobId, ...NO_AGENT_FILES, ...inputs },
      workspace: previousWorkspace(),
    });
    return { result, emulator };
  } finally {
    await emulator.close();
  }
}

/** The step failed and left the previous site, the workspace and RUNNER_TEMP exactly as they were. */
export async function expectUntouched(result: RunResult): Promise<void> {
  expect(result.code).toBe(1);
  const site = await readTree(path.join(result.workspace, 'static-export'));
  expect(Object.fromEntries([...site].map(([k, v]) => [k, v.toString()]))).toEqual({
    'index.html': 'previous',
    'old/page.html': 'previous page',
  });
  expect(fs.readdirSync(result.workspace).sort()).toEqual(['README.md', 'static-export']);
  expect(fs.readdirSync(result.tempDir)).toEqual([]);
  expect(fs.existsSync(path.join(path.dirname(result.workspace), 'escaped.txt'))).toBe(false);
  expect(result.outputs.path).toBeUndefined();
}
