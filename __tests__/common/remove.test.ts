/**
 * Cleanup never fails a run nor hides its error (issue 20, defect 10): a leftover is a warning with its path.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeLeftover } from '../../src/common/remove.ts';

test('a folder the action made is removed whole', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remove-'));
  fs.mkdirSync(path.join(dir, 'a', 'b'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'a', 'b', 'c.html'), 'x');
  const warnings: string[] = [];
  await removeLeftover(dir, (message) => warnings.push(message));
  expect(fs.existsSync(dir)).toBe(false);
  expect(warnings).toEqual([]);
});

/**
 * A removal that fails at once, as root too: a path below a file (ENOTDIR), in a folder of the test's own. Never a
 * path under /proc: its magic links (`/proc/<pid>/cwd`, `/proc/<pid>/root`) lead back into the file system, which a
 * recursive removal then walks, and its failures are retried (EPERM) in the background for most of a minute after
 * the promise settles, which kept Jest from exiting (issue 31 #10).
 */
function failingTarget(): { target: string; dir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remove-'));
  fs.writeFileSync(path.join(dir, 'file'), 'x');
  return { target: path.join(dir, 'file', 'child'), dir };
}

const posixOnly = process.platform === 'win32' ? test.skip : test;

posixOnly('a removal that fails resolves with a warning naming the path and the code, never a throw', async () => {
  const { target, dir } = failingTarget();
  const warnings: string[] = [];
  try {
    await expect(removeLeftover(target, (message) => warnings.push(message))).resolves.toBeUndefined();
    expect(warnings).toEqual([
      expect.stringMatching(/^Could not remove the temporary folder \S+ \(ENOTDIR\); it was left behind\./),
    ]);
    expect(warnings[0]).toContain(target);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

posixOnly('without a warn callback (a partial file beside its own error) it stays silent', async () => {
  const { target, dir } = failingTarget();
  try {
    await expect(removeLeftover(target)).resolves.toBeUndefined();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
