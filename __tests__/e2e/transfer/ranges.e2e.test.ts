/**
 * The bundle in parallel byte ranges, through dist/index.js (issue 32 #1): what holds for one stream holds per part
 * (Range + If-Match, the exact Content-Range, stall, fresh link, cancellation), the MD5 over the whole object, and
 * storage that ignores Range gets one stream. Bundles here are above the 16 MiB below which one stream is used.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { md5, tarGz, treeEntries, zip } from '../../../emulator/archives.ts';
import { startEmulator, type EmulatorOptions, type Fault, type RecordedRequest } from '../../../emulator/server.ts';
import { readTree, runAction, type RunResult } from '../../../emulator/runner.ts';
import { expectUntouched, previousWorkspace } from '../../helpers/bundle-run.ts';
import { missing, TOOLS } from '../../helpers/corpus.ts';
import { NO_AGENT_FILES } from '../../helpers/no-agent-files.ts';

const MiB = 1 << 20;

/** About 20 MiB of incompressible files and a page: three parts of 8 MiB once gzipped. */
function bigTree(): Map<string, Buffer> {
  const tree = new Map<string, Buffer>([['index.html', Buffer.from('<html>big</html>')]]);
  for (let i = 0; i < 20; i++) tree.set(`assets/${i % 3}/blob-${i}.bin`, randomBytes(MiB + i * 1000));
  return tree;
}

const tree = bigTree();
const archive = tarGz(treeEntries(tree));

async function run(
  options: EmulatorOptions,
  faults: Fault[] = [],
  extra: { env?: Record<string, string>; signalWhen?: Parameters<typeof runAction>[0]['signalWhen'] } = {},
): Promise<{ result: RunResult; storage: RecordedRequest[]; bundleCalls: RecordedRequest[] }> {
  const emulator = await startEmulator({ durationMs: 0, queuedMs: 0, archive, ...options });
  try {
    emulator.inject('storage', ...faults);
    const jobId = emulator.createJob('docs.example.com', 60_000);
    const result = await runAction({
      inputs: {
        'api-key': emulator.apiKey,
        'api-url': emulator.apiUrl,
        'job-id': jobId,
        verify: 'off',
        ...NO_AGENT_FILES,
      },
      workspace: previousWorkspace(),
      ...extra,
    });
    return {
      result,
      storage: emulator.requests.filter((r) => r.endpoint === 'storage'),
      bundleCalls: emulator.requests.filter((r) => r.endpoint === 'bundle'),
    };
  } finally {
    await emulator.close();
  }
}

async function expectSite(result: RunResult, expected: Map<string, Buffer> = tree): Promise<void> {
  expect(result.code).toBe(0);
  const site = await readTree(path.join(result.workspace, 'static-export'));
  expect([...site.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [name, data] of expected) expect(site.get(name)!.equals(data)).toBe(true);
  expect(fs.readdirSync(result.tempDir)).toEqual([]);
}

const rangeStart = (r: RecordedRequest): number => Number(/^bytes=(\d+)-/.exec(r.headers.range ?? '')?.[1]);

test('three parts: ranged GETs, If-Match after the first, the MD5 checked, the site unpacked', async () => {
  const { result, storage } = await run({});
  await expectSite(result);
  expect(storage.map((r) => r.headers.range).sort()).toEqual([
    `bytes=0-${8 * MiB - 1}`,
    `bytes=${16 * MiB}-${archive.length - 1}`,
    `bytes=${8 * MiB}-${16 * MiB - 1}`,
  ]);
  expect(storage.filter((r) => r.headers['if-match'] === `"${md5(archive)}"`)).toHaveLength(2);
  expect(storage.every((r) => r.headers.authorization === undefined)).toBe(true);
  expect(result.log).toContain(`MD5 ${md5(archive)} matches the ETag`);
  expect(result.log).toMatch(/Downloaded \S+ MB in 3 parts/);
});

test('storage that ignores Range (200): one stream, the site unpacked', async () => {
  const { result, storage } = await run({ noRange: true });
  await expectSite(result);
  expect(storage).toHaveLength(2);
  expect(storage[1]!.headers.range).toBeUndefined();
  expect(result.log).toContain('answered a range request with the whole object: downloading it as one stream');
});

test('a part that stalls is resumed on its own from its last byte, with If-Match', async () => {
  const { result, storage } = await run({}, [{ stallAfter: 1_000_000 }], {
    env: { MINTLIFY_STALL_TIMEOUT_MS: '5000' },
  });
  await expectSite(result);
  expect(result.log).toMatch(/Part 1 of 3: attempt 1 failed \(no data for 5s\)/);
  const resumed = storage.find((r) => r.headers.range === `bytes=1000000-${8 * MiB - 1}`);
  expect(resumed?.headers['if-match']).toBe(`"${md5(archive)}"`);
  expect(storage.filter((r) => rangeStart(r) === 0)).toHaveLength(1);
});

test('a link that expires mid-transfer: a fresh link, the parts already received kept', async () => {
  // 4 MB/s per connection: the parts in flight hold megabytes when the third request is refused as expired.
  const { result, storage, bundleCalls } = await run({ bytesPerSecond: 4_000_000 }, [
    { pass: true },
    { pass: true },
    { expiredAfterMs: 1000 },
  ]);
  await expectSite(result);
  expect(bundleCalls).toHaveLength(2);
  expect(result.log).toContain('Generating a fresh link');
  const fresh = storage.filter((r) => r.atMs > bundleCalls[1]!.atMs);
  expect(fresh.some((r) => rangeStart(r) === 0)).toBe(false);
  // The first two parts continue where they stopped, mid-part.
  expect(fresh.filter((r) => rangeStart(r) % (8 * MiB) !== 0).length).toBeGreaterThanOrEqual(2);
  expect(result.log).toMatch(/Resuming 3 parts at \d/);
});

test('a 206 whose Content-Range is not the range asked for is refused, and the part fetched again', async () => {
  const { result, storage } = await run({}, [{ pass: true }, { wrongRange: true }]);
  await expectSite(result);
  expect(result.log).toMatch(/storage answered bytes=\d+-\d+ with Content-Range "bytes \d+-\d+\/\d+"; refused/);
  expect(storage).toHaveLength(4);
});

test('bytes corrupted in one part fail the MD5 over the whole object; the previous site stays', async () => {
  const corrupted = Buffer.from(archive);
  for (let i = 1000; i < corrupted.length; i += MiB) corrupted[i]! ^= 0xff;
  const { result } = await run({}, [{ pass: true }, { serve: corrupted, etag: md5(archive) }]);
  await expectUntouched(result);
  expect(result.log).toMatch(new RegExp(`MD5 [0-9a-f]{32} does not match the storage ETag ${md5(archive)}`));
});

test('SIGTERM mid-transfer: cancelled, nothing left in the temp folder, the previous site untouched', async () => {
  const { result } = await run({ bytesPerSecond: 2_000_000 }, [], {
    signalWhen: { signal: 'SIGTERM', ready: (log) => log.includes('in 3 parts of up to') },
  });
  expect(result.log).toMatch(/::error title=Cancelled::The step was cancelled\./);
  await expectUntouched(result);
});

test('a zip bundle in parts is unpacked once complete', async () => {
  const zipped = zip([...tree].map(([name, data]) => ({ name, data })));
  const { result, storage } = await run({ archive: zipped });
  await expectSite(result);
  expect(storage.length).toBe(Math.ceil(zipped.length / (8 * MiB)));
});

describe('archives made by other tools, in parts', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ranges-tools-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const root = path.join(dir, 'site');
  for (const [name, data] of tree) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), data);
  }
  const tools = [
    ['GNU tar', TOOLS.gnuTar, ['-czf']],
    ['bsdtar', TOOLS.bsdtar, ['-czf']],
  ] as const;
  for (const [name, tool, args] of tools) {
    const why = missing(tool);
    if (why) test.skip(`SKIPPED: ${name}: ${why}`, () => undefined);
    else
      test(`${name}: the site unpacked as made`, async () => {
        const out = path.join(dir, `${tool.command}.tar.gz`);
        execFileSync(tool.command, [...args, out, '-C', root, '.']);
        const { result } = await run({ archive: fs.readFileSync(out) });
        await expectSite(result);
      });
  }
});
