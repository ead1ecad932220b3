/**
 * Issue #11 defect 9: local disk failures are final and say so, with a title, a hint about disk space or
 * permissions, and the free space where it happened; never retried as a network error.
 */
import fs from 'node:fs';
import os from 'node:os';
import nock from 'nock';
import { download } from '../../src/transfer/download.ts';
import { asLocalFileError, LocalFileError } from '../../src/common/errors.ts';
import { FakeClock, MemoryLog } from '../helpers/fakes.ts';

const STORAGE = 'https://bucket.s3.test';

beforeAll(() => {
  delete process.env.https_proxy;
  delete process.env.HTTPS_PROXY;
  nock.disableNetConnect();
});
afterEach(() => nock.cleanAll());
// Each test file loads its own nock (jest isolates modules), and all patch the one node:http of the worker:
// uninstall this one, or it answers "no match" for requests meant for the next file's nock.
afterAll(() => {
  nock.enableNetConnect();
  nock.restore();
});

const linuxOnly = fs.existsSync('/dev/full') ? test : test.skip;

linuxOnly(
  'a full disk during the download (/dev/full answers every write with ENOSPC) fails at once as "Disk full"',
  async () => {
    nock(STORAGE).get('/se_1/bundle.tar.gz').query(true).times(6).reply(200, Buffer.alloc(70_000, 1));
    const clock = new FakeClock();
    const log = new MemoryLog();
    const error = await download({
      url: `${STORAGE}/se_1/bundle.tar.gz?X-Amz-Signature=abc`,
      file: '/dev/full',
      expectedBytes: undefined,
      clock,
      log,
      signal: new AbortController().signal,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LocalFileError);
    const failure = error as LocalFileError;
    expect(failure.title).toBe('Disk full');
    expect(failure.message).toMatch(
      /^Writing under \/dev failed: no space left on the disk \(.+ free there\) \[ENOSPC, write\]\.$/,
    );
    expect(failure.hint).toMatch(/Free disk space on the runner/);
    // No second attempt: no backoff wait, no "Download attempt 1 failed …; retrying" line.
    expect(clock.sleeps).toEqual([]);
    expect(log.lines.filter((line) => line.includes('retrying'))).toEqual([]);
  },
);

test.each([
  ['EROFS', 'the file system is read-only', 'File system error'],
  ['EDQUOT', 'the disk quota is exceeded', 'Disk full'],
  ['ENAMETOOLONG', 'a file name is too long for this file system', 'File system error'],
])('%s is a local failure named as such', (code, words, title) => {
  const error = Object.assign(new Error(code), { code, syscall: 'open', path: '/work/site/x.html' });
  const local = asLocalFileError(error, os.tmpdir());
  expect(local?.title).toBe(title);
  expect(local?.message).toContain(`Writing under /work/site/x.html failed: ${words}`);
});

test('a path too long for the file system is shown shortened, and a control character in it made visible', () => {
  // A bundle's entry can be up to 4,096 bytes; with the workspace before it, open() fails ENAMETOOLONG.
  const where = `/work/site/${'y'.repeat(250)}/${'z'.repeat(3800)}\n::error::x.html`;
  const error = Object.assign(new Error('ENAMETOOLONG'), { code: 'ENAMETOOLONG', syscall: 'open', path: where });
  const message = asLocalFileError(error, os.tmpdir())!.message;
  expect(message.length).toBeLessThan(400);
  expect(message).toContain(`Writing under /work/site/${'y'.repeat(80)}`);
  expect(message).toContain(`zzz\\x0a::error::x.html (${where.length} characters) failed: a file name is too long`);
  expect(message).not.toContain('\n');
});

test.each(['EEXIST', 'ENOTEMPTY'])('%s (another process wrote there meanwhile) is a conflict, not a bug', (code) => {
  const error = Object.assign(new Error(code), { code, syscall: 'mkdir', path: '/work/site/guides' });
  const local = asLocalFileError(error, os.tmpdir());
  expect(local?.title).toBe('File system conflict');
  expect(local?.message).toContain('Writing under /work/site/guides failed: ');
  expect(local?.hint).toMatch(/Another process wrote to the same place at the same time/);
});

test("an EACCES from connect() is the network's, not the disk's", () => {
  expect(
    asLocalFileError(Object.assign(new Error('x'), { code: 'EACCES', syscall: 'connect' }), os.tmpdir()),
  ).toBeUndefined();
  expect(
    asLocalFileError(Object.assign(new Error('x'), { code: 'ECONNRESET', syscall: 'read' }), os.tmpdir()),
  ).toBeUndefined();
});
