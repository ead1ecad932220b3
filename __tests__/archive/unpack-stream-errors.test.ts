/**
 * Issue #10 defect 10: a read error while the archive is piped through gunzip must reject the unpack
 * (so the step reports it and cleans up), not crash the process with an unhandled 'error' event. The
 * error cannot be provoked through dist/ from outside, so the file stream is replaced here.
 */
import { jest } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { tarGz, treeEntries } from '../../emulator/archives.ts';

const realFs = fs;
let failAfterBytes: number | undefined;

jest.unstable_mockModule('node:fs', () => {
  const createReadStream = ((file: fs.PathLike, options?: Parameters<typeof fs.createReadStream>[1]) => {
    if (failAfterBytes === undefined) return realFs.createReadStream(file, options);
    const bytes = realFs.readFileSync(file).subarray(0, failAfterBytes);
    let sent = false;
    return new Readable({
      read() {
        if (!sent) {
          sent = true;
          this.push(bytes);
        } else {
          this.destroy(Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' }));
        }
      },
    });
  }) as typeof fs.createReadStream;
  return { ...realFs, default: { ...realFs, createReadStream }, createReadStream };
});

const { unpackArchive } = await import('../../src/archive/unpack.ts');

test('a read error in the middle of a gzip stream rejects the unpack with that error', async () => {
  const dir = realFs.mkdtempSync(path.join(os.tmpdir(), 'stream-error-'));
  try {
    const site = new Map([...Array(50).keys()].map((i) => [`page${i}.html`, Buffer.alloc(20_000, i)]));
    realFs.writeFileSync(path.join(dir, 'bundle.tar.gz'), tarGz(treeEntries(site)));
    realFs.mkdirSync(path.join(dir, 'out'));
    failAfterBytes = 4096;
    await expect(unpackArchive(path.join(dir, 'bundle.tar.gz'), path.join(dir, 'out'))).rejects.toMatchObject({
      code: 'EIO',
    });
  } finally {
    failAfterBytes = undefined;
    realFs.rmSync(dir, { recursive: true, force: true });
  }
});
