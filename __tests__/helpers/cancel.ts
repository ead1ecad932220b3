/**
 * What the cancellation tests share: how a cancelled step leaves the runner's temporary folder.
 */
import { expect } from '@jest/globals';
import fs from 'node:fs';
import type { RunResult } from '../../emulator/runner.ts';

/**
 * The step removed its temporary folder before it exited; or, where removing it outlasted the grace after the
 * signal (5 s: on CI's shared cores at a load of 23, 16,000 files did), it said so and left only its own
 * `mintlify-export-*` folder, which the runner empties after the job. Either way nothing else is left.
 */
export function expectTempCleanedOrSaid(result: RunResult): void {
  const left = fs.readdirSync(result.tempDir);
  if (result.log.includes('::debug::Removed the temporary folder')) {
    expect(left).toEqual([]);
    return;
  }
  expect(result.log).toMatch(/Cleanup did not finish within 5 s of SIG(INT|TERM); stopping now\./);
  expect(left.filter((name) => !name.startsWith('mintlify-export-'))).toEqual([]);
}
