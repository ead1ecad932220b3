/**
 * Transient and permanent faults of the admin API, through dist/index.js against the emulator's scripted faults:
 * each run either ends with the same unpacked tree or fails with the right message. Storage faults:
 * faults-storage.e2e.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startEmulator, type Emulator } from '../../../emulator/server.ts';
import { makeTempFolder, runAction } from '../../../emulator/runner.ts';
import { NO_AGENT_FILES } from '../../helpers/no-agent-files.ts';
import {
  DOMAIN,
  SHORT_LIMITS,
  calls,
  expectSite,
  gapMs,
  requestCounts,
  run,
  withEmulator,
} from '../../helpers/faults.ts';

let shared: Emulator;
beforeAll(async () => {
  shared = await startEmulator({ durationMs: 600, queuedMs: 100, pages: 60 });
});
afterAll(() => shared.close());
beforeEach(() => shared.requests.splice(0));

describe('API faults that are retried', () => {
  test('429 with Retry-After on start: waited as asked, one job started', async () => {
    shared.inject('start', { status: 429, body: JSON.stringify({ error: 'Too many export jobs' }), retryAfter: '2' });
    const result = await run(shared);
    await expectSite(shared, result);
    expect(calls(shared, 'start').map((r) => r.status)).toEqual([429, 202]);
    expect(gapMs(shared, 'start', 0)).toBeGreaterThanOrEqual(1950);
    expect(shared.jobs.size).toBeGreaterThan(0);
    expect(result.log).toMatch(
      /Start static export job: HTTP 429: Too many export jobs; retry 1 in 2\.0s \(Retry-After\)/,
    );
  });

  test('503, 502 with an HTML page, a reset and a 504 on status calls: retried, same tree', async () => {
    shared.inject('status', { status: 503, retryAfter: '1' }, { html: 502 }, { reset: true }, { status: 504 });
    const result = await run(shared);
    await expectSite(shared, result);
    expect(
      calls(shared, 'status')
        .slice(0, 5)
        .map((r) => r.status),
    ).toEqual([503, 502, 'reset', 504, 200]);
    expect(gapMs(shared, 'status', 0)).toBeGreaterThanOrEqual(950);
    expect(result.log).toContain('HTTP 502: an HTML page: 502 Bad Gateway');
    // The four faults are one call's attempts 1 to 4 (of at most 10), retried in order, then answered.
    const statusRetries = [...result.log.matchAll(/^Get static export job status: .*; retry (\d+) in /gm)];
    expect(statusRetries.slice(0, 4).map((m) => m[1])).toEqual(['1', '2', '3', '4']);
    // The closing count is what happened: each retry the log shows (a busy machine can add one, a request past its
    // limit, so not exactly 4) and each request the service saw.
    const { requests, retries } = requestCounts(result);
    expect(retries).toBe(result.log.match(/; retry \d+ in /g)!.length);
    expect(retries).toBeGreaterThanOrEqual(4);
    expect(requests).toBe(shared.requests.filter((r) => r.server === 'api').length);
  });

  test("a 2xx that is a proxy's HTML page, on the bundle call: retried", async () => {
    shared.inject('bundle', { html: 200 });
    const result = await run(shared);
    await expectSite(shared, result);
    expect(calls(shared, 'bundle').map((r) => r.status)).toEqual([200, 200]);
    expect(result.log).toContain('HTTP 200 with an unexpected body (an HTML page: 200 Bad Gateway)');
  });

  test('a hanging status request times out and is retried', async () => {
    shared.inject('status', { hang: true });
    const result = await run(shared, {}, SHORT_LIMITS);
    await expectSite(shared, result);
    expect(result.log).toMatch(/no answer within 5s; retry 1/);
  });

  test('404 right after the job was created is retried (eventual consistency)', async () => {
    shared.inject('status', { status: 404, body: JSON.stringify({ error: 'No export job' }) });
    const result = await run(shared);
    await expectSite(shared, result);
    expect(calls(shared, 'status')[0]!.status).toBe(404);
  });
});

describe('API faults that are final', () => {
  test('500 on start is not retried and says a job may have been created', async () => {
    shared.inject('start', { status: 500, body: JSON.stringify({ error: 'Internal error' }) });
    const result = await run(shared);
    expect(result.code).toBe(1);
    expect(calls(shared, 'start')).toHaveLength(1);
    expect(result.log).toContain('HTTP 500: Internal error');
    expect(result.log).toMatch(/a job may have been created anyway/);
  });

  test('503 on start until the timeout: says no export was started, never that one may have been', async () => {
    await withEmulator({}, async (emulator) => {
      const unavailable = { status: 503, body: JSON.stringify({ error: 'Service Unavailable' }), retryAfter: '1' };
      emulator.inject('start', ...Array.from({ length: 30 }, () => unavailable));
      const result = await run(emulator, { timeout: '4s' });
      expect(result.code).toBe(1);
      expect(calls(emulator, 'start').length).toBeGreaterThan(1);
      expect(result.log).toMatch(
        /The service was unavailable \(503\) until the retries ran out, so no export was started/,
      );
      expect(result.log).not.toMatch(/a job may have been created|with job-id/);
    });
  });

  test('a reset on start is not retried either', async () => {
    shared.inject('start', { reset: true });
    const result = await run(shared);
    expect(result.code).toBe(1);
    expect(calls(shared, 'start')).toHaveLength(1);
    expect(result.log).toMatch(/a job may have been created anyway/);
  });

  test.each([
    [403, 'Static export is not enabled for this organization', /Enterprise plan/],
    [400, 'domain must be a reachable hostname', /primary domain/],
  ])('%d on start: status, server text and hint, one request', async (status, text, hint) => {
    shared.inject('start', { status, body: JSON.stringify({ error: text }) });
    const result = await run(shared);
    expect(result.code).toBe(1);
    expect(calls(shared, 'start')).toHaveLength(1);
    expect(result.log).toContain(`HTTP ${status}: ${text}`);
    expect(result.log).toMatch(hint);
  });

  test.each([
    ['a JSON error clipped at 500 characters', (key: string) => JSON.stringify({ error: `${'x'.repeat(490)} ${key}` })],
    ['a text body clipped at 200 characters', (key: string) => `${'y'.repeat(190)} ${key} and more`],
  ])('%s that echoes the API key across the cut: no part of the key in the log or summary', async (_, body) => {
    const key = shared.apiKey;
    shared.inject('start', { status: 401, body: body(key), headers: { 'content-type': 'text/plain' } });
    const result = await run(shared);
    expect(result.code).toBe(1);
    const log = result.rawLog
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n');
    for (const [where, text] of [
      ['log', log],
      ['summary', result.summary],
    ] as const) {
      // The longest start of the key in the text: a clip through the key left 8 characters or more.
      const leaked = [...Array(key.length - 7).keys()].map((i) => key.slice(0, i + 8)).filter((p) => text.includes(p));
      expect({ where, leaked }).toEqual({ where, leaked: [] });
    }
    expect(log).toContain('***');
  });

  test('a 409 on the bundle call that persists past the brief retry says the job is not completed', async () => {
    // A 409 right after `completed` is retried for 10 s (#11.12); these outlast that window.
    await withEmulator({}, async (emulator) => {
      const conflict = { status: 409, body: JSON.stringify({ error: 'Job is still running' }) };
      emulator.inject('bundle', ...Array<typeof conflict>(10).fill(conflict));
      const result = await run(emulator);
      expect(result.code).toBe(1);
      expect(result.log).toContain('HTTP 409: Job is still running');
      expect(result.log).toMatch(/has not completed, so no bundle can be generated yet/);
      expect(result.outputs.jobId).toMatch(/^se_/);
      expect(calls(emulator, 'bundle').length).toBeGreaterThan(1);
    });
  });

  test.each([
    [{ 'api-key': '' }, /Input 'api-key': is empty/],
    [{ 'api-key': 'mint_dsc_abc' }, /assistant key/],
    [{ 'api-key': 'mint_us_abc' }, /index key/],
    [{ domain: 'https://docs.example.com/docs' }, /use docs\.example\.com/],
    [{ 'api-url': 'http://api.example.com' }, /must use https/],
    [{ timeout: 'whenever' }, /Input 'timeout'/],
  ])('bad input %j fails before any request', async (override, message) => {
    const result = await run(shared, override);
    expect(result.code).toBe(1);
    expect(result.log).toMatch(message);
    expect(shared.requests).toHaveLength(0);
  });
});

describe('deadline, resume and cancellation', () => {
  test('the deadline: fails with job id, last status and progress, and how to resume', async () => {
    await withEmulator({ durationMs: 600_000 }, async (emulator) => {
      const result = await run(emulator, { timeout: '3s' });
      expect(result.code).toBe(1);
      const jobId = result.outputs.jobId!;
      expect(jobId).toMatch(/^se_/);
      expect(result.log).toMatch(
        new RegExp(`Export job ${jobId} did not complete within 3s \\(last status: running, \\d+%, \\d+ pages\\)`),
      );
      expect(result.log).toContain(`re-run the step with job-id: ${jobId}`);
      // The job runs for 10 minutes: still running when the step ended, so the step did not wait for it.
      const job = emulator.jobs.get(jobId)!;
      expect(Date.now()).toBeLessThan(job.createdAtMs + job.durationMs);
      expect(fs.existsSync(path.join(result.workspace, 'static-export'))).toBe(false);
    });
  });

  test('resume with job-id after a deadline: no new job, same tree', async () => {
    await withEmulator({ durationMs: 600_000 }, async (emulator) => {
      const first = await run(emulator, { timeout: '1s' });
      expect(first.code).toBe(1);
      // The job ends between the runs, however long the first took (a first run slowed past a job of 2.5 s saw it
      // completed, not its deadline).
      emulator.jobs.get(first.outputs.jobId!)!.durationMs = 0;
      const second = await run(emulator, { domain: '', 'job-id': first.outputs.jobId! });
      await expectSite(emulator, second);
      expect(calls(emulator, 'start')).toHaveLength(1);
      expect(second.outputs.jobId).toBe(first.outputs.jobId);
    });
  });

  test('SIGTERM while polling: exits non-zero promptly, says how to resume, leaves path and temp clean', async () => {
    await withEmulator({ durationMs: 60_000 }, async (emulator) => {
      const workspace = makeTempFolder();
      fs.mkdirSync(path.join(workspace, 'static-export', '_next'), { recursive: true });
      fs.writeFileSync(path.join(workspace, 'static-export', 'index.html'), 'previous');
      const result = await runAction({
        inputs: { 'api-key': emulator.apiKey, domain: DOMAIN, 'api-url': emulator.apiUrl, ...NO_AGENT_FILES },
        workspace,
        signalWhen: { signal: 'SIGTERM', ready: (log) => log.includes('::group::Wait for export job') },
      });
      expect(result.code).not.toBe(0);
      // It did not wait for the job (60 s) to end: measured from the action's handling of the signal, which a busy
      // machine delays by seconds, with room for the grace (5 s) on a slow runner.
      const handled = result.printedAtMs('Received SIGTERM: stopping.');
      expect(handled).toBeDefined();
      expect(result.durationMs - handled!).toBeLessThan(20_000);
      const jobId = result.outputs.jobId!;
      expect(result.log).toContain(
        `Export job ${jobId} continues on the service; re-run the step with job-id: ${jobId}`,
      );
      expect(fs.readFileSync(path.join(workspace, 'static-export', 'index.html'), 'utf8')).toBe('previous');
      expect(fs.readdirSync(result.tempDir)).toEqual([]);
    });
  });

  test('SIGINT during the download: temporary files removed, path untouched', async () => {
    await withEmulator({}, async (emulator) => {
      emulator.inject('storage', { stallAfter: 1000 });
      const result = await runAction({
        inputs: { 'api-key': emulator.apiKey, domain: DOMAIN, 'api-url': emulator.apiUrl, ...NO_AGENT_FILES },
        signalWhen: { signal: 'SIGINT', ready: (log) => log.includes('::group::Download the bundle') },
      });
      expect(result.code).not.toBe(0);
      expect(result.log).toMatch(/Received SIGINT/);
      expect(result.log).not.toContain('::group::Unpack the site');
      expect(fs.readdirSync(result.tempDir)).toEqual([]);
      expect(fs.existsSync(path.join(result.workspace, 'static-export'))).toBe(false);
    });
  });
});

describe('the bundle call after completed', () => {
  test('a 409 right after the status said completed is retried briefly, and the export goes on (#11.12)', async () => {
    shared.inject('bundle', { status: 409, body: JSON.stringify({ error: 'Job is not completed' }) });
    const result = await run(shared);
    await expectSite(shared, result);
    expect(calls(shared, 'bundle').map((r) => r.status)).toEqual([409, 200]);
  });
});

describe('tolerant reading', () => {
  test('no progress or pageCount in status answers: polling still ends', async () => {
    await withEmulator({ omitProgress: true }, async (emulator) => {
      const result = await run(emulator);
      await expectSite(emulator, result);
      expect(result.outputs.pageCount).toBeUndefined();
    });
  });

  test('an unknown status value is logged once and polling goes on', async () => {
    const odd = JSON.stringify({ jobId: 'x', status: 'optimizing', progress: 50 });
    shared.inject('status', { status: 200, body: odd }, { status: 200, body: odd });
    const result = await run(shared);
    await expectSite(shared, result);
    expect(result.log.match(/reports status 'optimizing', which this action does not know/g)).toHaveLength(1);
  });

  test('a completed status that carries the link (newer API revision) is used without a bundle call', async () => {
    await withEmulator({ bundleOnStatus: true }, async (emulator) => {
      const result = await run(emulator);
      await expectSite(emulator, result);
      expect(calls(emulator, 'bundle')).toHaveLength(0);
    });
  });
});
