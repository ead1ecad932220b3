/**
 * What the downloaded bundle is checked against, through dist/index.js: S3's ETag is the object's MD5 only for a
 * single-part object stored unencrypted or with SSE-S3 (platform facts "The presigned link"); a whole-object
 * `x-amz-checksum-*` is checked where storage sends one.
 */
import { md5, tarGz } from '../../../emulator/archives.ts';
import type { EmulatorOptions, Fault } from '../../../emulator/server.ts';
import { expectUntouched, good, runWith as runBundle } from '../../helpers/bundle-run.ts';

/** The bundle is a test tree, not a docs export: verification is off. */
const runWith = (options: EmulatorOptions, faults: Fault[] = []) => runBundle(options, { verify: 'off' }, faults);

const archive = tarGz(good);
const corrupted = Buffer.from(archive);
corrupted[corrupted.length - 20]! ^= 0xff;

describe('encrypted objects, whose ETag is not an MD5, download', () => {
  test.each([
    ['aws:kms', /encrypted with SSE-KMS \(aws:kms\)/],
    ['aws:kms:dsse', /encrypted with SSE-KMS \(aws:kms:dsse\)/],
    ['SSE-C', /encrypted with SSE-C/],
  ] as const)('%s: the step succeeds and says the MD5 was not compared', async (encryption, why) => {
    const { result, emulator } = await runWith({ archive, encryption });
    expect(result.code).toBe(0);
    expect(emulator.requests.filter((r) => r.endpoint === 'storage')).toHaveLength(1);
    expect(result.log).toMatch(new RegExp(`MD5 ${md5(archive)} not compared with the ETag \\(.*${why.source}`));
    expect(result.summary).toMatch(/\| Integrity \| MD5 not checked: the object is encrypted with SSE-/);
    expect(result.outputs.path).toBeDefined();
  });

  test('SSE-S3 (AES256) keeps the MD5 as ETag: a mismatch still fails', async () => {
    const { result } = await runWith({ archive, encryption: 'AES256' }, [{ serve: corrupted, etag: md5(archive) }]);
    await expectUntouched(result);
    expect(result.log).toMatch(new RegExp(`MD5 ${md5(corrupted)} does not match the storage ETag ${md5(archive)}`));
  });

  test('SSE-S3 (AES256) with a matching MD5: the summary says it was checked', async () => {
    const { result } = await runWith({ archive, encryption: 'AES256' });
    expect(result.code).toBe(0);
    expect(result.summary).toContain('| Integrity | MD5 checked against the ETag |');
  });
});

describe('storage checksums', () => {
  test.each(['sha256', 'sha1', 'crc32'] as const)(
    'x-amz-checksum-%s of an SSE-KMS object is checked',
    async (checksum) => {
      const { result } = await runWith({ archive, encryption: 'aws:kms', checksum });
      expect(result.code).toBe(0);
      expect(result.log).toContain(`x-amz-checksum-${checksum} matches`);
      expect(result.summary).toContain(`\`x-amz-checksum-${checksum}\` checked`);
    },
  );

  test('a corrupted SSE-KMS object is caught by its x-amz-checksum-sha256', async () => {
    const { result } = await runWith({ archive, encryption: 'aws:kms', checksum: 'sha256' }, [
      { serve: corrupted, checksumOf: archive },
    ]);
    await expectUntouched(result);
    expect(result.log).toMatch(/x-amz-checksum-sha256 \S+ does not match the \S+ storage sent: it was corrupted/);
  });

  test('a composite (per-part) checksum is not taken for the whole object', async () => {
    const { result } = await runWith({ archive, multipartEtag: true, checksum: 'composite' });
    expect(result.code).toBe(0);
    expect(result.log).toContain('not compared with the ETag (the ETag is that of a multipart upload, not an MD5)');
    expect(result.log).not.toContain('x-amz-checksum-sha256 matches');
  });
});
