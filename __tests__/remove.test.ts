/**
 * Cleanup never fails a run nor hides its error (issue 20, defect 10): a leftover is a warning with its path.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeLeftover } from '../src/remove.ts';

test('a folder the action made is removed whole', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remove-'));
  fs.mkdirSync(path.join(dir, 'a', 'b'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'a', 'b', 'c.html'), 'x');
  const warnings: string[] = [];
  await removeLeftover(dir, (message) => warnings.push(message));
  expect(fs.existsSync(dir)).toBe(false);
  expect(warnings).toEqual([]);
});

// Root removes anything in a temp folder, so the failure comes from /proc, which no one may remove from.
const linuxOnly = fs.existsSync('/proc/self/status') ? test : test.skip;

linuxOnly('a removal that fails resolves with a warning naming the path and the code, never a throw', async () => {
  const warnings: string[] = [];
  await expect(removeLeftover('/proc/1', (message) => warnings.push(message))).resolves.toBeUndefined();
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toMatch(/^Could not remove the temporary folder \/proc\/1 \(E[A-Z]+\); it was left behind\./);
});

linuxOnly('without a warn callback (a partial file beside its own error) it stays silent', async () => {
  await expect(removeLeftover('/proc/1')).resolves.toBeUndefined();
});
