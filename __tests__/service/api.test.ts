import nock from 'nock';
import { AdminApi, ApiError } from '../../src/service/api.ts';
import { FakeClock, MemoryLog } from '../helpers/fakes.ts';

const BASE = 'https://api.mintlify.test';
const KEY = 'mint_test_key_123';
let clock: FakeClock;
let log: MemoryLog;

function client(deadlineMs = 10 * 60_000): AdminApi {
  return new AdminApi({
    apiUrl: BASE,
    apiKey: KEY,
    clock,
    log,
    signal: new AbortController().signal,
    deadline: clock.now() + deadlineMs,
  });
}

beforeAll(() => {
  delete process.env.https_proxy;
  delete process.env.HTTPS_PROXY;
  nock.disableNetConnect();
});
beforeEach(() => {
  clock = new FakeClock();
  log = new MemoryLog();
});
afterEach(() => {
  expect(nock.pendingMocks()).toEqual([]);
  nock.cleanAll();
});
// Each test file loads its own nock (jest isolates modules), and all patch the one node:http of the worker:
// uninstall this one, or it answers "no match" for requests meant for the next file's nock.
afterAll(() => {
  nock.enableNetConnect();
  nock.restore();
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected an ApiError');
}

test('start sends the bearer key and the domain as JSON, and returns the jobId', async () => {
  nock(BASE, { reqheaders: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' } })
    .post('/v1/static-export/jobs', { domain: 'docs.example.com' })
    .reply(202, { jobId: 'se_1', status: 'queued' });
  await expect(client().startExport({ domain: 'docs.example.com' })).resolves.toBe('se_1');
});

test('status is read tolerantly: missing progress, numeric strings, a bundle on a completed status', async () => {
  nock(BASE).get('/v1/static-export/jobs/se_1').reply(200, { status: 'running' });
  expect(await client().getExportStatus('se_1')).toMatchObject({
    status: 'running',
    progress: undefined,
    pageCount: undefined,
  });
  nock(BASE).get('/v1/static-export/jobs/se_1').reply(200, { status: 'running', progress: '42.5', pageCount: 7 });
  expect(await client().getExportStatus('se_1')).toMatchObject({ progress: 42.5, pageCount: 7 });
  nock(BASE).get('/v1/static-export/jobs/se_1').reply(200, {
    status: 'completed',
    bundleUrl: 'https://s3.test/b.tar.gz?X-Amz-Signature=abc',
    expiresAt: '2026-11-22T11:00:00Z',
    sizeBytes: 10,
  });
  expect((await client().getExportStatus('se_1')).bundle).toMatchObject({
    bundleUrl: 'https://s3.test/b.tar.gz?X-Amz-Signature=abc',
    sizeBytes: 10,
  });
});

test('503 then 200: retried after the Retry-After the server asked for', async () => {
  nock(BASE).get('/v1/static-export/jobs/se_1').reply(503, { error: 'busy' }, { 'retry-after': '7' });
  nock(BASE).get('/v1/static-export/jobs/se_1').reply(200, { status: 'running', progress: 5 });
  const api = client();
  expect((await api.getExportStatus('se_1')).progress).toBe(5);
  expect(clock.sleeps).toEqual([7000]);
  expect(api.stats).toEqual({ requests: 2, retries: 1 });
});

test('an HTML page with status 200 (a proxy) is retried, then fails naming what arrived', async () => {
  nock(BASE)
    .post('/v1/static-export/jobs/se_1/bundle')
    .times(3)
    .reply(200, '<!DOCTYPE html><html><head><title>Login required</title></head></html>');
  const api = new AdminApi({
    apiUrl: BASE,
    apiKey: KEY,
    clock,
    log,
    signal: new AbortController().signal,
    deadline: clock.now() + 60_000,
    maxAttempts: 3,
  });
  const error = await failure(api.generateBundle('se_1'));
  expect(error.message).toContain('after 3 attempts');
  expect(error.message).toContain('an HTML page: Login required');
  expect(error.hint).toMatch(/proxy or firewall/);
});

test('a connection reset on a status call is retried', async () => {
  nock(BASE)
    .get('/v1/static-export/jobs/se_1')
    .replyWithError(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }));
  nock(BASE).get('/v1/static-export/jobs/se_1').reply(200, { status: 'completed' });
  expect((await client().getExportStatus('se_1')).status).toBe('completed');
  expect(clock.sleeps).toHaveLength(1);
});

test('start is not retried after a 502: a job may exist, and the error says so', async () => {
  nock(BASE).post('/v1/static-export/jobs').reply(502, '<html><title>502 Bad Gateway</title></html>');
  const error = await failure(client().startExport({ domain: 'docs.example.com' }));
  expect(error.status).toBe(502);
  expect(error.hint).toMatch(/a job may have been created anyway/);
  expect(clock.sleeps).toEqual([]);
});

test('start is retried after 429 with Retry-After as an HTTP date', async () => {
  const at = new Date(clock.now() + 12_000).toUTCString();
  nock(BASE).post('/v1/static-export/jobs').reply(429, { error: 'Too many export jobs' }, { 'retry-after': at });
  nock(BASE).post('/v1/static-export/jobs').reply(202, { jobId: 'se_2' });
  await expect(client().startExport({ domain: 'docs.example.com' })).resolves.toBe('se_2');
  expect(clock.sleeps).toEqual([12_000]);
});

test.each([
  // The lifetime as platform facts ("Keys") give it (issue 39 #16: the hint said "7 to 90 days").
  [
    401,
    'Invalid API key',
    /wrong, expired \(a key lives 7, 30, 60 or 90 days, 90 by default, or never, .*\), or not an admin key/,
  ],
  [403, 'Static export is not enabled', /Enterprise plan.*read-only.*IP allowlist/],
  [404, 'Job not found', /No export job se_9/],
  [409, 'Job is running', /has not completed/],
])('%d is final: status, server text and hint, one request', async (status, text, hint) => {
  nock(BASE).post('/v1/static-export/jobs/se_9/bundle').reply(status, { error: text });
  const error = await failure(client().generateBundle('se_9'));
  expect(error.status).toBe(status);
  expect(error.serverMessage).toBe(text);
  expect(error.message).toContain(`HTTP ${status}: ${text}`);
  expect(error.hint).toMatch(hint);
  expect(clock.sleeps).toEqual([]);
});

describe('the bundle call after completed (issue 11, defect 12)', () => {
  const BUNDLE = {
    jobId: 'se_1',
    bundleUrl: 'https://b.test/x.tar.gz?X-Amz-Signature=s',
    expiresAt: '2030-01-01T00:00:00Z',
  };

  test('a 409 right after the status said completed is retried briefly, then the link is used', async () => {
    nock(BASE).post('/v1/static-export/jobs/se_1/bundle').reply(409, { error: 'Job is not completed' });
    nock(BASE).post('/v1/static-export/jobs/se_1/bundle').reply(200, BUNDLE);
    expect((await client().generateBundle('se_1', clock.now())).bundleUrl).toBe(BUNDLE.bundleUrl);
    expect(clock.sleeps).toHaveLength(1);
  });

  test('a 409 that persists becomes final within the window, with its status and hint', async () => {
    // 1 s doubling (equal jitter at 0.5): attempts at 0, 0.75, 2.25 and 5.25 s, and a last one at 11.25 s.
    nock(BASE).post('/v1/static-export/jobs/se_1/bundle').times(5).reply(409, { error: 'Job is not completed' });
    const error = await failure(client().generateBundle('se_1', clock.now()));
    expect(error.status).toBe(409);
    expect(error.hint).toMatch(/has not completed/);
    expect(clock.sleeps.reduce((a, b) => a + b, 0)).toBe(11_250);
  });

  test('a job that used up the timeout still gets its bundle call retried (its own budget)', async () => {
    nock(BASE).post('/v1/static-export/jobs/se_1/bundle').reply(503, { error: 'Service Unavailable' });
    nock(BASE).post('/v1/static-export/jobs/se_1/bundle').reply(200, BUNDLE);
    // The job's deadline passed while it ran; the bundle call is still worth retrying.
    expect((await client(-1).generateBundle('se_1', clock.now())).bundleUrl).toBe(BUNDLE.bundleUrl);
  });

  test('with most of the timeout left, a failing bundle call gives up within its budget', async () => {
    nock(BASE)
      .post('/v1/static-export/jobs/se_1/bundle')
      .times(3)
      .reply(503, { error: 'Service Unavailable' }, { 'retry-after': '50' });
    const error = await failure(client(60 * 60_000).generateBundle('se_1', clock.now()));
    expect(error.status).toBe(503);
    // Two waits of 50 s; a third would pass the 120 s budget, whatever the hour left of the timeout.
    expect(clock.sleeps).toEqual([50_000, 50_000]);
  });
});

test('404 right after creation is retried (eventual consistency)', async () => {
  nock(BASE).get('/v1/static-export/jobs/se_new').reply(404, { error: 'not found' });
  nock(BASE).get('/v1/static-export/jobs/se_new').reply(200, { status: 'queued' });
  expect((await client().getExportStatus('se_new', clock.now())).status).toBe('queued');
});

test('a Retry-After that would pass the deadline fails at once, without waiting', async () => {
  nock(BASE).get('/v1/static-export/jobs/se_1').reply(429, { error: 'slow down' }, { 'retry-after': '120' });
  const error = await failure(client(60_000).getExportStatus('se_1'));
  expect(error.message).toMatch(/the next retry would pass the timeout/);
  expect(clock.sleeps).toEqual([]);
});

test('agent job: path with projectId and id, fields read, 404 names the ids', async () => {
  nock(BASE)
    .get('/v2/agent/proj_1/job/job_7')
    .reply(200, {
      id: 'job_7',
      status: 'completed',
      source: { repository: 'https://github.com/acme/docs', ref: 'fix' },
      model: 'm',
      prLink: 'https://github.com/acme/docs/pull/3',
      createdAt: '2026-11-22T10:00:00Z',
      archivedAt: null,
    });
  expect(await client().getAgentJob('proj_1', 'job_7')).toMatchObject({
    status: 'completed',
    ref: 'fix',
    prLink: 'https://github.com/acme/docs/pull/3',
    repository: 'https://github.com/acme/docs',
  });
  nock(BASE).get('/v2/agent/proj_1/job/nope').reply(404, { error: 'Agent job not found' });
  const error = await failure(client().getAgentJob('proj_1', 'nope'));
  expect(error.hint).toMatch(/No agent job nope in project proj_1/);
});

test('expiresAt as a number is read as epoch seconds or epoch ms', async () => {
  nock(BASE)
    .post('/v1/static-export/jobs/se_1/bundle')
    .reply(200, { bundleUrl: 'https://s3.test/b?X-Amz-Signature=x', expiresAt: 1_795_000_000 });
  expect((await client().generateBundle('se_1')).expiresAt).toBe(new Date(1_795_000_000_000).toISOString());
  nock(BASE)
    .post('/v1/static-export/jobs/se_1/bundle')
    .reply(200, { bundleUrl: 'https://s3.test/b?X-Amz-Signature=x', expiresAt: 1_795_000_000_000 });
  expect((await client().generateBundle('se_1')).expiresAt).toBe(new Date(1_795_000_000_000).toISOString());
});

describe('deployment updates (platform facts "Deployment updates")', () => {
  const TRIGGER = '/v1/project/update/proj_1';

  test('trigger: POST without a body, returns the statusId', async () => {
    nock(BASE, { reqheaders: { authorization: `Bearer ${KEY}` } })
      .post(TRIGGER, (body) => body === '' || body === undefined || Object.keys(body as object).length === 0)
      .reply(202, { statusId: 'st_1' });
    await expect(client().triggerUpdate('proj_1')).resolves.toBe('st_1');
  });

  test('trigger: 429 without Retry-After backs off from 10 s, then doubles', async () => {
    nock(BASE).post(TRIGGER).times(2).reply(429, { error: 'Rate limit exceeded' });
    nock(BASE).post(TRIGGER).reply(202, { statusId: 'st_2' });
    clock.randomValue = 0;
    await expect(client().triggerUpdate('proj_1')).resolves.toBe('st_2');
    expect(clock.sleeps).toEqual([10_000, 20_000]);
  });

  test('trigger: 429 with Retry-After waits as asked', async () => {
    nock(BASE).post(TRIGGER).reply(429, { error: 'Rate limit exceeded' }, { 'retry-after': '3' });
    nock(BASE).post(TRIGGER).reply(202, { statusId: 'st_3' });
    await expect(client().triggerUpdate('proj_1')).resolves.toBe('st_3');
    expect(clock.sleeps).toEqual([3000]);
  });

  test('trigger: a refused connection is retried (the request cannot have arrived)', async () => {
    nock(BASE)
      .post(TRIGGER)
      .replyWithError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    nock(BASE).post(TRIGGER).reply(202, { statusId: 'st_4' });
    await expect(client().triggerUpdate('proj_1')).resolves.toBe('st_4');
    expect(clock.sleeps).toHaveLength(1);
  });

  test.each([
    ['503', () => nock(BASE).post(TRIGGER).reply(503, { error: 'Service unavailable' })],
    ['500', () => nock(BASE).post(TRIGGER).reply(500, { error: 'Internal error' })],
    [
      'a reset',
      () =>
        nock(BASE)
          .post(TRIGGER)
          .replyWithError(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })),
    ],
  ])('trigger: %s is not retried, and the hint says an update may have been queued', async (_, reply) => {
    reply();
    const error = await failure(client().triggerUpdate('proj_1'));
    expect(error.message).toMatch(/^Trigger update failed/);
    expect(error.hint).toMatch(/update may have been queued/);
    expect(error.hint).toMatch(/re-run the step/i);
    expect(clock.sleeps).toEqual([]);
  });

  test('trigger: 404 names project-id', async () => {
    nock(BASE).post(TRIGGER).reply(404, { error: 'Project not found' });
    const error = await failure(client().triggerUpdate('proj_1'));
    expect(error.hint).toMatch(/No project proj_1 .* check project-id/);
  });

  test('status is read tolerantly: only status is required', async () => {
    nock(BASE).get('/v1/project/update-status/st_1').reply(200, { status: 'queued' });
    expect(await client().getUpdateStatus('st_1', 'proj_1')).toMatchObject({
      status: 'queued',
      logs: [],
      commit: undefined,
      summary: undefined,
    });
    nock(BASE)
      .get('/v1/project/update-status/st_1')
      .reply(200, {
        status: 'success',
        summary: 'Successfully deployed documentation',
        logs: ['Starting build...', 7, 'Deployment successful'],
        author: { name: 'Ada' },
        commit: { sha: 'abc1234def', ref: 'main', filesChanged: { added: ['a.mdx'] } },
      });
    expect(await client().getUpdateStatus('st_1', 'proj_1')).toMatchObject({
      logs: ['Starting build...', 'Deployment successful'],
      author: 'Ada',
      commit: {
        sha: 'abc1234def',
        ref: 'main',
        message: undefined,
        filesChanged: { added: ['a.mdx'], modified: [], removed: [] },
      },
    });
    // JSON without `status` is the service's own answer in another shape: not retried (issue #11, defect 8).
    nock(BASE).get('/v1/project/update-status/st_1').reply(200, { summary: 'no status' });
    const error = await failure(client().getUpdateStatus('st_1', 'proj_1'));
    expect(error.message).toBe(
      'Get update status failed: HTTP 200 with an unexpected body (JSON with the field summary)',
    );
  });

  test('status: 502 is retried (reading is idempotent)', async () => {
    nock(BASE).get('/v1/project/update-status/st_1').reply(502, 'Bad Gateway');
    nock(BASE).get('/v1/project/update-status/st_1').reply(200, { status: 'in_progress' });
    expect((await client().getUpdateStatus('st_1', 'proj_1')).status).toBe('in_progress');
  });
});

describe('drifted answers and programming errors (issue #11, defects 2 and 8)', () => {
  test('a 2xx bundle body in another shape is not retried and its values are never echoed', async () => {
    const link = 'https://bucket.s3.amazonaws.com/se_1/bundle.tar.gz?X-Amz-Signature=0123456789abcdef';
    nock(BASE).post('/v1/static-export/jobs/se_1/bundle').reply(200, { url: link, expires_at: '2026-11-22T11:00:00Z' });
    const error = await failure(client().generateBundle('se_1'));
    expect(error.message).toBe(
      'Generate export bundle failed: HTTP 200 with an unexpected body (JSON with the fields url, expires_at)',
    );
    expect(error.hint).toMatch(/the API may have changed/);
    const everything = [error.message, error.hint, error.serverMessage, ...log.lines].join('\n');
    expect(everything).not.toContain('0123456789abcdef');
    expect(everything).not.toContain('2026-11-22T11:00:00Z');
    expect(clock.sleeps).toEqual([]);
  });

  test("a proxy's HTML page with status 200 is still retried: it may pass", async () => {
    nock(BASE).get('/v1/static-export/jobs/se_1').reply(200, '<html><title>Sign in</title></html>');
    nock(BASE).get('/v1/static-export/jobs/se_1').reply(200, { status: 'running', progress: 10 });
    expect((await client().getExportStatus('se_1')).status).toBe('running');
    expect(clock.sleeps).toHaveLength(1);
  });

  test("a server's error text has URLs stripped of their query", async () => {
    nock(BASE)
      .get('/v1/static-export/jobs/se_1')
      .reply(404, { error: 'No job; see https://x.test/help?token=abcdef123456' });
    const error = await failure(client().getExportStatus('se_1'));
    expect(error.serverMessage).toBe('No job; see https://x.test/help?…');
  });

  test('an error that is not the network is reported once, as itself, not as a time-out', async () => {
    // A header value with a line break makes Node throw before anything is sent: a bug, not a network fault.
    const api = new AdminApi({
      apiUrl: BASE,
      apiKey: 'mint_test_bad\nkey',
      clock,
      log,
      signal: new AbortController().signal,
      deadline: clock.now() + 60_000,
    });
    const error = await api.getExportStatus('se_1').catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as NodeJS.ErrnoException).code).toBe('ERR_INVALID_CHAR');
    expect(api.stats.requests).toBe(1);
    expect(clock.sleeps).toEqual([]);
  });
});
