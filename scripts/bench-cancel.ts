/**
 * Part 10 of `npm run bench` (issue 20 #7, issue 44 item 8): how soon a cancelled step ends. The action through
 * dist/ against the emulator, sent SIGTERM as the runner sends it once the step reaches the unpack of a zip of
 * 40,000 small files (written by Python's zipfile), and once it reaches the verification of 8,000 pages. Each run's
 * figure is the time from the handler's own `Received SIGTERM` line to the process's exit: the time the action takes
 * to stop, abort, report and remove its temporary folder. The time from the signal to that line is the machine's
 * (on a busy one the handler waits for a turn) and is printed beside it. The tests assert that a cancel stops the
 * loop, reports and cleans up; the 2 s promise of docs/how-it-works.md ("Cancelled") is this figure.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmulator, type EmulatorOptions } from '../emulator/server.ts';
import { makeTempFolder, runAction } from '../emulator/runner.ts';
import { pythonManyFilesZip } from '../emulator/archives.ts';

/** The most time (ms) from the handler's line to the exit that docs/how-it-works.md promises. */
const TARGET_MS = 2000;

/** A workspace holding an earlier export, as the tests' `previousWorkspace` makes it. */
function previousWorkspace(): string {
  const workspace = makeTempFolder();
  fs.mkdirSync(path.join(workspace, 'static-export', '_next'), { recursive: true });
  fs.writeFileSync(path.join(workspace, 'static-export', 'index.html'), 'previous');
  return workspace;
}

interface CancelRun {
  /** From the signal to the handler's line, ms. */
  waitMs: number;
  /** From the handler's line to the exit, ms. */
  stopMs: number;
}

async function cancelOnce(options: EmulatorOptions, group: string, inputs: Record<string, string>): Promise<CancelRun> {
  const emulator = await startEmulator({ durationMs: 0, queuedMs: 0, ...options });
  try {
    const jobId = emulator.createJob('docs.example.com', 60_000);
    emulator.archiveFor(jobId);
    const result = await runAction({
      inputs: { 'api-key': emulator.apiKey, 'api-url': emulator.apiUrl, 'job-id': jobId, ...inputs },
      workspace: previousWorkspace(),
      signalWhen: { signal: 'SIGTERM', ready: (log) => log.includes(`::group::${group}`) },
    });
    const handled = result.printedAtMs('Received SIGTERM: stopping.');
    if (handled === undefined || result.signalledAtMs === undefined || fs.readdirSync(result.tempDir).length > 0)
      throw new Error(`the step did not stop and clean up on SIGTERM:\n${result.log}`);
    return { waitMs: handled - result.signalledAtMs, stopMs: result.durationMs - handled };
  } finally {
    await emulator.close();
  }
}

/** Prints, for each case, the median of `runs` runs of the time from the handler's line to the exit. */
export async function benchCancel(runs = 3): Promise<void> {
  console.log(`Cancel: SIGTERM mid-unpack and mid-verification, through dist/, median of ${runs} …`);
  const cases: { name: string; group: string; inputs: Record<string, string> }[] = [
    { name: 'unpacking a zip of 40,000 small files', group: 'Unpack the site', inputs: { verify: 'off' } },
    { name: 'verifying 8,000 pages', group: 'Verify the site', inputs: {} },
  ];
  const archive = pythonManyFilesZip(40_000);
  const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(
    '\n| SIGTERM while | signal → handler (median) | handler → exit (median, max) | target |\n|---|---|---|---|',
  );
  for (const { name, group, inputs } of cases) {
    const options: EmulatorOptions = group === 'Unpack the site' ? { archive } : { pages: 8000 };
    const figures: CancelRun[] = [];
    for (let i = 0; i < runs; i++) figures.push(await cancelOnce(options, group, inputs));
    const stops = figures.map((f) => f.stopMs);
    const stop = median(stops);
    const met = stop <= TARGET_MS ? 'met' : 'NOT met';
    console.log(
      `| ${name} | ${median(figures.map((f) => f.waitMs)).toFixed(0)} ms | ${stop.toFixed(0)} ms, ` +
        `${Math.max(...stops).toFixed(0)} ms | ≤ ${TARGET_MS} ms: ${met} |`,
    );
  }
  console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, load ${os.loadavg()[0]!.toFixed(1)}.\n`);
}
