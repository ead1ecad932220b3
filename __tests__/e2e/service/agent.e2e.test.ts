/**
 * Waiting for an agent job (spec §2.1, §3.1, §4.1) through dist/index.js against the emulator.
 */
import fs from 'node:fs';
import { startEmulator, type Emulator } from '../../../emulator/server.ts';
import { runAction } from '../../../emulator/runner.ts';
import { render } from '../../helpers/markdown.ts';

const PR = 'https://github.com/acme/docs/pull/42';
let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator({
    agentJobs: {
      'proj_1/with-pr': {
        timeline: [
          { afterMs: 0, status: 'active' },
          { afterMs: 1200, status: 'completed', prLink: PR },
        ],
        ref: 'mintlify/fix-typos',
      },
      'proj_1/no-changes': { timeline: [{ afterMs: 0, status: 'completed', prLink: null }] },
      'proj_1/failing': {
        timeline: [
          { afterMs: 0, status: 'active' },
          { afterMs: 800, status: 'failed' },
        ],
      },
      'proj_1/archived': { timeline: [{ afterMs: 0, status: 'archived' }] },
      'proj_1/forever': { timeline: [{ afterMs: 0, status: 'active' }] },
      'proj_1/flaky': { timeline: [{ afterMs: 0, status: 'completed', prLink: PR }] },
      'proj_1/hostile-pr': { timeline: [{ afterMs: 0, status: 'completed', prLink: `${PR}|x)*_y_*` }] },
    },
  });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.requests.splice(0));

const wait = (id: string, extra: Record<string, string> = {}) =>
  runAction({
    inputs: {
      'api-key': emulator.apiKey,
      'api-url': emulator.apiUrl,
      'project-id': 'proj_1',
      'agent-job-id': id,
      ...extra,
    },
  });
const onlyAgentCalls = () => expect(emulator.requests.every((r) => r.endpoint === 'agent')).toBe(true);

test('active, then completed with a pull request: outputs status, prLink and ref, and the summary', async () => {
  const result = await wait('with-pr');
  expect(result.code).toBe(0);
  expect(result.outputs).toMatchObject({
    status: 'completed',
    prLink: PR,
    ref: 'mintlify/fix-typos',
    verifyResult: 'skipped',
  });
  expect(result.log).toContain(`Pull request: ${PR}`);
  expect(emulator.requests.filter((r) => r.endpoint === 'agent').length).toBeGreaterThanOrEqual(2);
  expect(emulator.requests[0]!.path).toBe('/v2/agent/proj_1/job/with-pr');
  const shown = render(result.summary);
  expect(shown.html).toContain(`<a href="${PR}">${PR}</a>`);
  expect(shown.tables[0]).toContainEqual(['Model', 'claude-sonnet-4-5']);
  expect(shown.tables[0]).toContainEqual(['Repository', 'https://github.com/acme/docs']);
  expect(result.summary).toContain('`mintlify/fix-typos`');
  onlyAgentCalls();
  expect(fs.readdirSync(result.workspace)).toEqual([]);
});

test('a pull request link with | ) * _ stays one link in its cell: the table keeps its rows whole', async () => {
  const result = await wait('hostile-pr');
  expect(result.code).toBe(0);
  const shown = render(result.summary);
  expect(shown.tables[0]!.every((row) => row.length === 2)).toBe(true);
  expect(shown.tables[0]).toContainEqual(['Pull request', `${PR}|x)*_y_*`]);
  expect(shown.html).toContain(`<a href="${PR}%7Cx)*_y_*">`);
  expect(shown.html).not.toMatch(/<em>|<strong>/);
});

test('completed without file changes: success, empty prLink, and a line saying why', async () => {
  const result = await wait('no-changes');
  expect(result.code).toBe(0);
  expect(result.outputs.prLink).toBe('');
  expect(result.log).toContain('completed without file changes');
  expect(result.summary).toContain('none: the agent made no file changes');
});

test('failed: the step fails naming the job', async () => {
  const result = await wait('failing');
  expect(result.code).toBe(1);
  expect(result.outputs.status).toBe('failed');
  expect(result.log).toMatch(/::error title=Agent job failed::Agent job failing in project proj_1 failed/);
});

test('archived: success with a warning', async () => {
  const result = await wait('archived');
  expect(result.code).toBe(0);
  expect(result.outputs.status).toBe('archived');
  expect(result.log).toMatch(/::warning::Agent job archived is archived: nothing more will happen/);
});

test('404: fails with the server text and the ids used, touching nothing else', async () => {
  const result = await wait('missing');
  expect(result.code).toBe(1);
  expect(result.log).toContain('HTTP 404: Agent job missing not found');
  expect(result.log).toContain('No agent job missing in project proj_1');
  onlyAgentCalls();
});

test('a transient 503 is retried', async () => {
  emulator.inject('agent', { status: 503, body: JSON.stringify({ error: 'Service Unavailable' }), retryAfter: '1' });
  const result = await wait('flaky');
  expect(result.code).toBe(0);
  expect(result.outputs.prLink).toBe(PR);
  expect(emulator.requests.map((r) => r.status)).toEqual([503, 200]);
  expect(emulator.requests[1]!.atMs - emulator.requests[0]!.atMs).toBeGreaterThanOrEqual(1000);
});

test('the deadline: fails with the last status and how to wait again', async () => {
  const result = await wait('forever', { timeout: '3s' });
  expect(result.code).toBe(1);
  expect(result.log).toMatch(/Agent job forever did not end within 3s \(last status: active\)/);
  expect(result.log).toContain('Re-run the step with the same agent-job-id');
  // The job never ends: a bound far above the 3 s timeout still fails if the step waits on.
  expect(result.durationMs).toBeLessThan(30_000);
});

test('domain and job-id must be empty in agent mode, before any request', async () => {
  const result = await wait('with-pr', { domain: 'docs.example.com' });
  expect(result.code).toBe(1);
  expect(result.log).toMatch(/Input 'agent-job-id': waits for an agent job, so domain must be empty/);
  expect(emulator.requests).toHaveLength(0);
  const noProject = await runAction({
    inputs: { 'api-key': emulator.apiKey, 'api-url': emulator.apiUrl, 'agent-job-id': 'with-pr' },
  });
  expect(noProject.log).toMatch(/Input 'project-id': is required with agent-job-id/);
});
