/**
 * The main job end to end: dist/index.js run as the runner runs it, against the emulator.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startEmulator, type Emulator } from '../../emulator/server.ts';
import { readTree, makeTempFolder, runAction } from '../../emulator/runner.ts';
import { NO_AGENT_FILES } from '../helpers/no-agent-files.ts';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator({ durationMs: 1500, queuedMs: 200, pages: 120 });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.requests.splice(0));

const inputs = (extra: Record<string, string> = {}): Record<string, string> => ({
  'api-key': emulator.apiKey,
  domain: 'docs.example.com',
  'api-url': emulator.apiUrl,
  ...NO_AGENT_FILES,
  ...extra,
});

function expectSameTree(actual: Map<string, Buffer>, expected: Map<string, Buffer>): void {
  expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [name, content] of expected)
    expect({ name, same: actual.get(name)?.equals(content) }).toEqual({ name, same: true });
}

test('exports, downloads and unpacks the site, with every output set', async () => {
  const result = await runAction({ inputs: inputs() });
  expect(result.code).toBe(0);
  const site = path.join(result.workspace, 'static-export');
  expect(result.outputs.path).toBe(site);
  expect(result.outputs.jobId).toMatch(/^se_/);
  expect(result.outputs.status).toBe('completed');
  const expected = emulator.siteFor('docs.example.com');
  expect(result.outputs.pageCount).toBe(
    String([...expected.keys()].filter((k) => k.endsWith('.html') && k !== '404.html').length),
  );
  expect(result.outputs.bundleUrl).toMatch(new RegExp(`^${emulator.storageUrl}/.*X-Amz-Signature=`));
  expect(Date.parse(result.outputs.expiresAt!)).toBeGreaterThan(Date.now());
  expect(result.outputs.sizeBytes).toBe(String(emulator.archiveFor(result.outputs.jobId!).length));
  expectSameTree(await readTree(site), expected);
  // Non-ASCII names and paths over 100 bytes (pax headers) came through.
  expect([...expected.keys()].some((k) => Buffer.byteLength(k) > 100)).toBe(true);
  expect(expected.has('ja/ガイド/はじめに.html')).toBe(true);
});

test('files are 0644 and folders 0755, and no temporary files remain', async () => {
  const result = await runAction({ inputs: inputs() });
  expect(result.code).toBe(0);
  const site = result.outputs.path!;
  expect(fs.statSync(path.join(site, 'index.html')).mode & 0o777).toBe(0o644);
  expect(fs.statSync(path.join(site, '_next/static')).mode & 0o777).toBe(0o755);
  expect(fs.readdirSync(result.tempDir)).toEqual([]);
  expect(fs.readdirSync(result.workspace)).toEqual(['static-export']);
});

test('the key only in its ::add-mask:: line, the link signature masked, and no Authorization to storage', async () => {
  const result = await runAction({ inputs: inputs() });
  expect(result.code).toBe(0);
  const keyLines = result.log.split('\n').filter((line) => line.includes(emulator.apiKey));
  expect(keyLines).toEqual([`::add-mask::${emulator.apiKey}`]);
  const signature = new URL(result.outputs.bundleUrl!).searchParams.get('X-Amz-Signature')!;
  expect(result.log.split('\n').filter((line) => line.includes(signature))).toEqual([`::add-mask::${signature}`]);
  expect(result.summary).not.toContain(signature);
  const storage = emulator.requests.filter((r) => r.server === 'storage');
  expect(storage.length).toBeGreaterThan(0);
  expect(storage.every((r) => r.headers.authorization === undefined)).toBe(true);
  const api = emulator.requests.filter((r) => r.server === 'api');
  expect(api.every((r) => r.headers.authorization === `Bearer ${emulator.apiKey}`)).toBe(true);
  const start = api.find((r) => r.endpoint === 'start')!;
  expect(start.headers['content-type']).toBe('application/json');
  expect(JSON.parse(start.body)).toEqual({ domain: 'docs.example.com' });
});

test('the step summary shows domain, job, pages, size, folder and expiry', async () => {
  const result = await runAction({ inputs: inputs() });
  expect(result.code).toBe(0);
  expect(result.summary).toContain('| Domain | docs.example.com |');
  // A code span shows backslashes as they are: the id appears verbatim (issue #11, defect 12).
  expect(result.summary).toContain(`| Job | \`${result.outputs.jobId}\` |`);
  expect(result.summary).toContain(`| Pages | ${result.outputs.pageCount} |`);
  expect(result.summary).toMatch(/\| Archive \| [\d.]+ kB \(tar\.gz\) \|/);
  expect(result.summary).toContain('static-export');
  expect(result.summary).toMatch(/\| Link expires \| .* UTC \(in 60 minutes\) \|/);
});

test('a second run replaces the site whole: nothing stale survives', async () => {
  const first = await runAction({ inputs: inputs() });
  expect(first.code).toBe(0);
  fs.writeFileSync(path.join(first.outputs.path!, 'stale.html'), 'old');
  const second = await runAction({ inputs: inputs(), workspace: first.workspace });
  expect(second.code).toBe(0);
  expect(fs.existsSync(path.join(second.outputs.path!, 'stale.html'))).toBe(false);
  expectSameTree(await readTree(second.outputs.path!), emulator.siteFor('docs.example.com'));
});

test("a failed job fails the step with the job's error and id, and leaves the previous site as it was", async () => {
  const failing = await startEmulator({
    durationMs: 300,
    queuedMs: 50,
    failingDomains: { 'broken.example.com': 'Page guides/intro.mdx failed to render' },
  });
  try {
    const workspace = makeTempFolder();
    fs.mkdirSync(path.join(workspace, 'static-export', '_next'), { recursive: true });
    fs.writeFileSync(path.join(workspace, 'static-export', 'index.html'), 'previous');
    const result = await runAction({
      inputs: { 'api-key': failing.apiKey, domain: 'broken.example.com', 'api-url': failing.apiUrl },
      workspace,
    });
    expect(result.code).toBe(1);
    expect(result.log).toMatch(
      /::error title=Export job failed::Export job se_\w+ failed: Page guides\/intro.mdx failed to render/,
    );
    expect(result.outputs.jobId).toMatch(/^se_/);
    expect(fs.readdirSync(path.join(workspace, 'static-export')).sort()).toEqual(['_next', 'index.html']);
    expect(fs.readFileSync(path.join(workspace, 'static-export', 'index.html'), 'utf8')).toBe('previous');
    expect(result.summary).toContain('Mintlify static export failed');
  } finally {
    await failing.close();
  }
});

test.each([[{ 'api-key': 'mint_wrong_key' }, 401, /api-key was refused: it is wrong, expired/]])(
  'HTTP %#: a refused key fails with the status, the server text and a hint, after one request',
  async (override, status, hint) => {
    const result = await runAction({ inputs: inputs(override) });
    expect(result.code).toBe(1);
    expect(result.log).toContain(`HTTP ${status}: Invalid or expired API key`);
    expect(result.log).toMatch(hint);
    expect(emulator.requests.filter((r) => r.server === 'api')).toHaveLength(1);
  },
);

test('job-id resumes an existing job: nothing is started', async () => {
  const jobId = emulator.createJob('docs.example.com', 10_000);
  const result = await runAction({ inputs: inputs({ domain: '', 'job-id': jobId }) });
  expect(result.code).toBe(0);
  expect(result.outputs.jobId).toBe(jobId);
  expect(emulator.requests.filter((r) => r.endpoint === 'start')).toHaveLength(0);
  expectSameTree(await readTree(result.outputs.path!), emulator.siteFor('docs.example.com'));
});

test('an unknown job-id fails with 404 and names the job', async () => {
  const result = await runAction({ inputs: inputs({ 'job-id': 'se_doesnotexist' }) });
  expect(result.code).toBe(1);
  expect(result.log).toContain('HTTP 404: No export job with id se_doesnotexist');
  expect(result.log).toContain('No export job se_doesnotexist');
});
