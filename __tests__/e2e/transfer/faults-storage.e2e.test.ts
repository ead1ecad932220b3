/**
 * Faults of the object store during the download, through dist/index.js against the emulator's scripted faults:
 * each run either ends with the same unpacked tree or fails with the right message. API faults:
 * faults-api.e2e.test.ts.
 */
import { SHORT_LIMITS, calls, expectSite, run, withEmulator } from '../../helpers/faults.ts';

describe('storage faults', () => {
  test('a body cut off part-way resumes with Range from what arrived', async () => {
    await withEmulator({}, async (emulator) => {
      emulator.inject('storage', { truncateAfter: 20_000 });
      const result = await run(emulator);
      await expectSite(emulator, result);
      const storage = calls(emulator, 'storage');
      expect(storage.map((r) => r.status)).toEqual([200, 206]);
      expect(storage[1]!.headers.range).toBe('bytes=20000-');
      expect(storage[1]!.headers['if-match']).toMatch(/^"[0-9a-f]{32}"$/);
      expect(result.log).toContain('Resuming the download at 20 kB');
    });
  });

  test('where storage cannot resume, the download starts over', async () => {
    await withEmulator({ noRange: true }, async (emulator) => {
      emulator.inject('storage', { truncateAfter: 20_000 });
      const result = await run(emulator);
      await expectSite(emulator, result);
      expect(calls(emulator, 'storage').map((r) => r.headers.range)).toEqual([undefined, undefined]);
    });
  });

  test('a stall (no bytes) is detected and retried', async () => {
    await withEmulator({}, async (emulator) => {
      emulator.inject('storage', { stallAfter: 5000 });
      const result = await run(emulator, {}, SHORT_LIMITS);
      await expectSite(emulator, result);
      expect(result.log).toMatch(/Download attempt 1 failed \(no data for 5s\)/);
    });
  });

  test('5xx from storage is retried', async () => {
    await withEmulator({}, async (emulator) => {
      emulator.inject('storage', {
        status: 503,
        body: '<Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>',
      });
      const result = await run(emulator);
      await expectSite(emulator, result);
      expect(result.log).toContain('HTTP 503: SlowDown: Please reduce your request rate.');
    });
  });

  test('a 307 from storage (a bucket in another region) is followed, no credentials sent (#11.11)', async () => {
    await withEmulator({}, async (emulator) => {
      emulator.inject('storage', { redirect: 307 });
      const result = await run(emulator);
      await expectSite(emulator, result);
      const storage = calls(emulator, 'storage');
      expect(storage.map((r) => r.status)).toEqual([307, 200]);
      expect(storage[1]!.path).toMatch(/[?&]hop=1(&|$)/);
      expect(storage.every((r) => r.headers.authorization === undefined)).toBe(true);
    });
  });

  test('more than 5 redirects from storage fail the step clearly, and the site stays as it was', async () => {
    await withEmulator({}, async (emulator) => {
      emulator.inject('storage', ...Array.from({ length: 6 }, () => ({ redirect: 302 as const })));
      const result = await run(emulator);
      expect(result.code).toBe(1);
      expect(result.log).toMatch(
        new RegExp(
          '::error title=Bundle download failed::Storage redirected more than 5 times from ' +
            String.raw`https?://[\w.:]+/[\w-]+/se_\w+/bundle\.tar\.gz\.`,
        ),
      );
      expect(result.log).not.toContain('X-Amz-Signature');
      expect(calls(emulator, 'storage')).toHaveLength(6);
    });
  });

  test('429 from storage waits out its Retry-After (issue #11, defect 10)', async () => {
    await withEmulator({}, async (emulator) => {
      emulator.inject('storage', { status: 429, retryAfter: '3', body: '<Error><Code>SlowDown</Code></Error>' });
      const result = await run(emulator);
      await expectSite(emulator, result);
      expect(result.log).toContain('retrying in 3.0s (Retry-After)');
      const [first, second] = calls(emulator, 'storage');
      expect(second!.atMs - first!.atMs).toBeGreaterThanOrEqual(3000);
    });
  });

  test('403 "Request has expired" during the download: a fresh link, and the outputs carry it', async () => {
    await withEmulator({}, async (emulator) => {
      emulator.inject('storage', { expired: true });
      const result = await run(emulator);
      await expectSite(emulator, result);
      expect(calls(emulator, 'bundle')).toHaveLength(2);
      const used = calls(emulator, 'storage').at(-1)!.path;
      expect(result.outputs.bundleUrl).toBe(`${emulator.storageUrl}${used}`);
      expect(result.log).toMatch(/refused as expired \(HTTP 403: AccessDenied: Request has expired\)/);
    });
  });

  test.each([
    ['ExpiredToken', 'The provided token has expired.'],
    ['TokenRefreshRequired', 'The provided token must be refreshed.'],
  ] as const)(
    '400 %s (temporary credentials ended before expiresAt): a fresh link (issue 20, defect 3)',
    async (code, message) => {
      await withEmulator({}, async (emulator) => {
        emulator.inject('storage', { expired: code });
        const result = await run(emulator);
        await expectSite(emulator, result);
        expect(calls(emulator, 'bundle')).toHaveLength(2);
        expect(calls(emulator, 'storage').map((r) => r.status)).toEqual([400, 200]);
        expect(result.log).toContain(`refused as expired (HTTP 400: ${code}: ${message})`);
      });
    },
  );

  test('a link that expires part-way: the fresh link resumes with Range + If-Match (#11.12)', async () => {
    await withEmulator({}, async (emulator) => {
      emulator.inject('storage', { truncateAfter: 20_000 }, { expired: true });
      const result = await run(emulator);
      await expectSite(emulator, result);
      expect(calls(emulator, 'bundle')).toHaveLength(2);
      const storage = calls(emulator, 'storage');
      expect(storage.map((r) => r.status)).toEqual([200, 403, 206]);
      const last = storage.at(-1)!;
      expect(last.path).not.toBe(storage[0]!.path);
      expect(last.headers.range).toBe('bytes=20000-');
      expect(last.headers['if-match']).toMatch(/^"[0-9a-f]{32}"$/);
    });
  });

  test('a fresh link for an object that changed meanwhile (412) starts over, and the tree is whole', async () => {
    await withEmulator({}, async (emulator) => {
      emulator.inject(
        'storage',
        { truncateAfter: 20_000 },
        { expired: true },
        { status: 412, body: '<Error><Code>PreconditionFailed</Code></Error>' },
      );
      const result = await run(emulator);
      await expectSite(emulator, result);
      expect(calls(emulator, 'storage').map((r) => [r.status, r.headers.range])).toEqual([
        [200, undefined],
        [403, 'bytes=20000-'],
        [412, 'bytes=20000-'],
        [200, undefined],
      ]);
    });
  });

  test('a link already expired when it arrives is replaced before the download', async () => {
    await withEmulator({ linkTtlMs: [-1000, 3_600_000] }, async (emulator) => {
      const result = await run(emulator);
      await expectSite(emulator, result);
      expect(calls(emulator, 'bundle')).toHaveLength(2);
      expect(calls(emulator, 'storage')).toHaveLength(1);
    });
  });

  test('links that keep expiring: bounded, with a clear error', async () => {
    await withEmulator({ linkTtlMs: -1000 }, async (emulator) => {
      const result = await run(emulator);
      expect(result.code).toBe(1);
      expect(calls(emulator, 'bundle')).toHaveLength(3);
      expect(result.log).toMatch(/returned links that expire at .* before a download could start/);
    });
  });
});

test('a link with little life left is still tried: storage is the judge', async () => {
  await withEmulator({ linkTtlMs: 5000 }, async (emulator) => {
    const result = await run(emulator);
    await expectSite(emulator, result);
    expect(calls(emulator, 'bundle')).toHaveLength(1);
  });
});
