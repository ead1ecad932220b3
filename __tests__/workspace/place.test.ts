/**
 * Issue #11 defect 5: replacing the site folder when renames fail (a Windows file lock) or the staging
 * folder is on another file system. The failures are injected into fs.promises.
 */
import { jest } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const realFs = fs;
/** Renames for which `refuseRename(to)` is true fail with EPERM; cp can fail after copying one file. */
const fail = { refuseRename: (_to: string): boolean => false, crossDevice: false, cpBreaks: false };

jest.unstable_mockModule('node:fs', () => {
  const promises = {
    ...realFs.promises,
    rename: async (from: fs.PathLike, to: fs.PathLike) => {
      if (fail.crossDevice && String(to).includes('.incoming-')) {
        throw Object.assign(new Error('EXDEV: cross-device link not permitted'), { code: 'EXDEV' });
      }
      if (fail.refuseRename(String(to))) {
        throw Object.assign(new Error(`EPERM: operation not permitted, rename -> ${String(to)}`), { code: 'EPERM' });
      }
      return realFs.promises.rename(from, to);
    },
    cp: async (from: string, to: string, options: fs.CopyOptions) => {
      if (!fail.cpBreaks) return realFs.promises.cp(from, to, options);
      await realFs.promises.mkdir(to);
      await realFs.promises.writeFile(path.join(to, 'partial.html'), 'half');
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    },
  };
  return { ...realFs, promises, default: { ...realFs, promises } };
});

const { replaceFolder, PlaceError } = await import('../../src/workspace/place.ts');

let root: string;
let workspace: string;
let staged: string;
const site = (): string => path.join(workspace, 'site');
const workspaceEntries = (): string[] => realFs.readdirSync(workspace).sort();
const siteIndex = (): string => realFs.readFileSync(path.join(site(), 'index.html'), 'utf8');

beforeEach(() => {
  root = realFs.mkdtempSync(path.join(os.tmpdir(), 'place-'));
  workspace = path.join(root, 'workspace');
  staged = path.join(root, 'temp', 'site');
  realFs.mkdirSync(site(), { recursive: true });
  realFs.writeFileSync(path.join(site(), 'index.html'), 'previous');
  realFs.mkdirSync(staged, { recursive: true });
  realFs.writeFileSync(path.join(staged, 'index.html'), 'new');
  Object.assign(fail, { refuseRename: () => false, crossDevice: false, cpBreaks: false });
});
afterEach(() => realFs.rmSync(root, { recursive: true, force: true }));

test('replaces the folder and leaves nothing beside it', async () => {
  await replaceFolder(staged, site(), () => {});
  expect(siteIndex()).toBe('new');
  expect(workspaceEntries()).toEqual(['site']);
});

test('when the final rename fails, the previous site is put back and that failure is reported', async () => {
  let refused = 0;
  fail.refuseRename = (to) => to === site() && refused++ === 0;
  const error = await replaceFolder(staged, site(), () => {}).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(PlaceError);
  expect((error as Error).message).toMatch(
    /could not be moved into .*site: EPERM: operation not permitted.*\. The previous site was put back\.$/,
  );
  expect(siteIndex()).toBe('previous');
  expect(workspaceEntries()).toEqual(['site']);
});

test('when the put-back fails too, the error keeps the first failure and says where the previous site is', async () => {
  fail.refuseRename = (to) => to === site();
  const error = await replaceFolder(staged, site(), () => {}).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(PlaceError);
  const message = (error as Error).message;
  expect(message).toMatch(
    /could not be moved into .*site \(EPERM.*\), and the previous site could not be moved back \(EPERM/,
  );
  const previous = /it is intact at (\S+)\.$/.exec(message)?.[1];
  expect(realFs.readFileSync(path.join(previous!, 'index.html'), 'utf8')).toBe('previous');
  expect((error as InstanceType<typeof PlaceError>).hint).toContain(`Move ${previous} back to ${site()}`);
  expect(workspaceEntries().filter((name) => name.includes('.incoming-'))).toEqual([]);
});

test('a failed copy across file systems leaves no partial folder in the workspace, the site as it was', async () => {
  fail.crossDevice = true;
  fail.cpBreaks = true;
  await expect(replaceFolder(staged, site(), () => {})).rejects.toThrow(/could not be moved next to .*site: ENOSPC/);
  expect(workspaceEntries()).toEqual(['site']);
  expect(siteIndex()).toBe('previous');
});

test('a copy across file systems keeps modification times', async () => {
  fail.crossDevice = true;
  realFs.utimesSync(path.join(staged, 'index.html'), 1_600_000_000, 1_600_000_000);
  await replaceFolder(staged, site(), () => {});
  expect(realFs.statSync(path.join(site(), 'index.html')).mtimeMs).toBe(1_600_000_000_000);
});

test('a stop requested before the swap passes through, leaving the site as it was and nothing beside it', async () => {
  const stop = new Error('cancelled');
  const shouldStop = (): void => {
    throw stop;
  };
  await expect(replaceFolder(staged, site(), () => {}, shouldStop)).rejects.toBe(stop);
  expect(siteIndex()).toBe('previous');
  expect(workspaceEntries()).toEqual(['site']);
});
