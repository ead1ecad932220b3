/**
 * Issue 20 #7: unpacking a zip of many small entries is synchronous work of several seconds. A SIGTERM that
 * arrives during it must end the step within 2 s of the action's handling it (the runner's grace period before it
 * kills the process is longer, but a cancelled job should stop promptly), with the previous site intact, the temp
 * folder cleaned and the summary written. The zip is written by Python's zipfile, not by this project.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pythonManyFilesZip } from '../../../emulator/archives.ts';
import { startEmulator } from '../../../emulator/server.ts';
import { readTree, runAction } from '../../../emulator/runner.ts';
import { previousWorkspace } from '../../helpers/bundle-run.ts';
import { expectTempCleanedOrSaid } from '../../helpers/cancel.ts';

/** Entries in the zip: enough that unpacking them takes several seconds on a CI machine. */
const ENTRIES = 40_000;

let archive: Buffer;
beforeAll(() => {
  archive = pythonManyFilesZip(ENTRIES);
});

test(`SIGTERM while a zip of ${ENTRIES} small files unpacks: stopped mid-loop, cleaned up, site intact`, async () => {
  const emulator = await startEmulator({ archive, durationMs: 0, queuedMs: 0 });
  try {
    const jobId = emulator.createJob('docs.example.com', 60_000);
    const result = await runAction({
      inputs: { 'api-key': emulator.apiKey, 'api-url': emulator.apiUrl, 'job-id': jobId, verify: 'off' },
      workspace: previousWorkspace(),
      signalWhen: { signal: 'SIGTERM', ready: (log) => log.includes('::group::Unpack the site') },
    });
    expect(result.signalledAtMs).toBeDefined();
    expect(result.log).toContain('Received SIGTERM: stopping.');
    expect(result.log).toMatch(/::error title=Cancelled::The step was cancelled\./);
    // Reported before the temporary folder's thousands of files are removed: a removal that outlasts the runner's
    // grace (it kills 2.5 s after SIGTERM) must not cost the user the annotation and the summary.
    const cleanup = /::debug::Removed the temporary folder|Cleanup did not finish/.exec(result.log);
    expect(cleanup).not.toBeNull();
    expect(result.log.indexOf('::error title=Cancelled::')).toBeLessThan(cleanup!.index);
    // Stopped mid-unpack: the loop gave the handler a turn rather than running to its end first.
    expect(result.log).not.toMatch(/^Unpacked \d+ files/m);
    expect(result.code).toBe(1);
    expect(result.summary).toContain('Cancelled');
    expectTempCleanedOrSaid(result);
    const site = await readTree(path.join(result.workspace, 'static-export'));
    expect([...site.keys()].sort()).toEqual(['index.html', 'old/page.html']);
    expect(fs.readdirSync(result.workspace).sort()).toEqual(['README.md', 'static-export']);
    expect(result.outputs.path).toBeUndefined();
  } finally {
    await emulator.close();
  }
});
