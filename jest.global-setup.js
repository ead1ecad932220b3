import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Runs before the workers start; jest gives each test file a copy of process.env as it is now.
 * - The tests run in a zone far from UTC, so any timestamp read in the runner's local time shows up as hours off.
 * - Every temporary folder of this run (the tests', the emulator runs', and the spawned action's own) goes into one
 *   folder of the system temp folder, which `jest.global-teardown.js` removes: nothing is left behind, even by a
 *   test that fails half-way.
 */
export default function globalSetup() {
  process.env.TZ = 'America/New_York';
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mintlify-tests-'));
  process.env.MINTLIFY_TESTS_TMPDIR = root;
  process.env.TMPDIR = root;
}
