/**
 * Issue #11 defect 4: a cancellation that arrives while the bundle is unpacked stops the unpack, reports,
 * writes the step summary, removes the staging folder, and never replaces `path` afterwards.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startEmulator } from '../../../emulator/server.ts';
import { readTree, runAction } from '../../../emulator/runner.ts';
import { previousWorkspace } from '../../helpers/bundle-run.ts';
import { expectTempCleanedOrSaid } from '../../helpers/cancel.ts';

test.each(['SIGINT', 'SIGTERM'] as const)(
  '%s during the unpack: stopped, reported, temp removed, path untouched',
  async (signal) => {
    // Enough files that the unpack is still running when the signal arrives.
    const emulator = await startEmulator({ durationMs: 0, queuedMs: 0, pages: 6000 });
    try {
      const jobId = emulator.createJob('docs.example.com', 60_000);
      // Made now, not while the action waits on a request: the bundle of 6000 pages takes seconds on a busy machine.
      emulator.archiveFor(jobId);
      const result = await runAction({
        inputs: { 'api-key': emulator.apiKey, 'api-url': emulator.apiUrl, 'job-id': jobId },
        workspace: previousWorkspace(),
        signalWhen: { signal, ready: (log) => log.includes('::group::Unpack the site') },
      });
      expect(result.code).toBe(1);
      expect(result.log).toContain(`Received ${signal}: stopping.`);
      expect(result.log).toMatch(/::error title=Cancelled::The step was cancelled\./);
      expect(result.summary).toContain('Cancelled');
      expectTempCleanedOrSaid(result);
      const site = await readTree(path.join(result.workspace, 'static-export'));
      expect([...site.keys()].sort()).toEqual(['index.html', 'old/page.html']);
      expect(fs.readdirSync(result.workspace).sort()).toEqual(['README.md', 'static-export']);
      expect(result.outputs.path).toBeUndefined();
    } finally {
      await emulator.close();
    }
  },
);

test('SIGTERM during site verification: stopped mid-check, cleaned up, site intact (issue 20 #7)', async () => {
  // Enough pages that checking them takes seconds: the check must give the signal handler a turn.
  const emulator = await startEmulator({ durationMs: 0, queuedMs: 0, pages: 8000 });
  try {
    const jobId = emulator.createJob('docs.example.com', 60_000);
    // Made now, not while the action waits on a request: 8000 pages took over 30 s to generate at a load of 25.
    emulator.archiveFor(jobId);
    const result = await runAction({
      inputs: { 'api-key': emulator.apiKey, 'api-url': emulator.apiUrl, 'job-id': jobId },
      workspace: previousWorkspace(),
      signalWhen: { signal: 'SIGTERM', ready: (log) => log.includes('::group::Verify the site') },
    });
    expect(result.signalledAtMs).toBeDefined();
    expect(result.log).toMatch(/::error title=Cancelled::The step was cancelled\./);
    // Stopped mid-check: the loop gave the handler a turn rather than running to its end first.
    expect(result.log).not.toContain('Verified ');
    expect(result.code).toBe(1);
    expect(result.summary).toContain('Cancelled');
    expectTempCleanedOrSaid(result);
    const site = await readTree(path.join(result.workspace, 'static-export'));
    expect([...site.keys()].sort()).toEqual(['index.html', 'old/page.html']);
  } finally {
    await emulator.close();
  }
});
