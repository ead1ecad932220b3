import fs from 'node:fs';

/**
 * Removes this run's temp folder (see `jest.global-setup.js`), saying what the test files left in it: each file is
 * expected to remove its own folders, so a name here is a test to tidy.
 */
export default function globalTeardown() {
  const root = process.env.MINTLIFY_TESTS_TMPDIR;
  if (!root) return;
  // Node's own compile cache (module.enableCompileCache, used by the toolchain) is not a test's leftover.
  const left = fs.readdirSync(root).filter((name) => name !== 'node-compile-cache');
  if (left.length > 0) {
    const names = left.slice(0, 10).join(', ') + (left.length > 10 ? ', …' : '');
    console.log(`\nTest files left ${left.length} entries in the temp folder (removed now): ${names}`);
  }
  fs.rmSync(root, { recursive: true, force: true });
}
