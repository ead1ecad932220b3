/**
 * Update before export (issue 12), through dist/index.js as the runner runs it: the emulator scripts
 * the update endpoints, and a fake GitHub API (reached through GITHUB_API_URL) answers the commit
 * comparison.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startFakeGitHub, type CompareAnswer, type FakeGitHub } from '../../../emulator/github.ts';
import { runAction, type RunOptions, type RunResult } from '../../../emulator/runner.ts';
import { render } from '../../helpers/markdown.ts';
import { DEFAULT_DEPLOYED_SHA, startEmulator, type Emulator, type UpdateScript } from '../../../emulator/server.ts';

const DOMAIN = 'docs.example.com';
/** The message issue 12 asks for, word for word, for the default deployed commit and PUSHED. */
const ISSUE_MESSAGE =
  'Mintlify deployed 3f9a2c1, which does not contain def5678: ' +
  'the deployment branch may not be the branch you pushed, or the push has not reached Mintlify yet';
const PROJECT = 'proj_docs';
const PUSHED = 'def5678901234567890123456789012345678901';
const TOKEN = 'ghs_test_not_a_real_token_4242';

/** Per-project update scripts; each test uses its own project id. */
const SCRIPTS: Record<string, UpdateScript> = {
  failing: {
    result: 'failure',
    summary: 'Build failed: 2 pages have errors',
    logs: Array.from({ length: 25 }, (_, i) => `build line ${i + 1}`),
  },
  slow: { queuedMs: 200, durationMs: 60_000 },
  'two-seconds': { queuedMs: 100, durationMs: 2000 },
  'no-commit': { commit: null },
  // A hostile status: a SHA with Markdown after it, and a file name with a pipe (review 2 #2, #3).
  'hostile-sha': { commit: { sha: `${PUSHED})[click](https://evil.example)*_x_*`, ref: 'main' } },
  piped: { commit: { sha: PUSHED, ref: 'main', filesChanged: { added: ['a|b.mdx'], modified: [], removed: [] } } },
  pushed: {
    commit: {
      sha: PUSHED,
      ref: 'main',
      message: 'Fix the quickstart\n\nLonger body.',
      author: 'Grace Hopper',
      filesChanged: {
        added: Array.from({ length: 12 }, (_, i) => `guides/new-${i + 1}.mdx`),
        modified: ['docs.json'],
        removed: ['old.mdx'],
      },
    },
  },
};

let emulator: Emulator;
let github: FakeGitHub;
/** What the fake GitHub answers for the next comparison. */
let compareAnswer: CompareAnswer = 404;
const roots: string[] = [];

beforeAll(async () => {
  emulator = await startEmulator({
    durationMs: 500,
    queuedMs: 100,
    pages: 40,
    updates: SCRIPTS,
    durations: { 'slow-export.example.com': 60_000 },
  });
  github = await startFakeGitHub(() => compareAnswer, TOKEN);
});
afterAll(async () => {
  await emulator.close();
  await github.close();
});
beforeEach(() => {
  emulator.requests.splice(0);
  github.requests.splice(0);
  compareAnswer = 404;
});
afterEach(async () => {
  await Promise.all(roots.splice(0).map((root) => fs.promises.rm(root, { recursive: true, force: true })));
});

async function run(inputs: Record<string, string>, options: Partial<RunOptions> = {}): Promise<RunResult> {
  const result = await runAction({
    inputs: { 'api-key': emulator.apiKey, domain: DOMAIN, 'api-url': emulator.apiUrl, update: 'true', ...inputs },
    // The action's own request limits: nothing here hangs, and 1.5 s was less than a busy machine took to answer.
    env: { GITHUB_API_URL: github.apiUrl, ...options.env },
    ...(options.signalWhen && { signalWhen: options.signalWhen }),
  });
  roots.push(path.dirname(result.workspace));
  return result;
}

const calls = (endpoint: string) => emulator.requests.filter((r) => r.endpoint === endpoint);
/** The `::error title=…::` annotation's text, as the runner shows it. */
const annotation = (log: string) => /::error title=[^:]*::([\s\S]*?)(?=\n::|$)/.exec(log)?.[1] ?? '';

describe('the update phase', () => {
  test('success: update, then export; outputs, log group, step summary', async () => {
    const result = await run({ 'project-id': 'pushed', commit: PUSHED.slice(0, 7) });
    expect(result.code).toBe(0);
    const order = emulator.requests.filter((r) => r.server === 'api').map((r) => r.endpoint);
    expect(order[0]).toBe('update');
    expect(order.lastIndexOf('updateStatus')).toBeLessThan(order.indexOf('start'));
    expect(calls('update')[0]!.path).toBe('/v1/project/update/pushed');
    expect(result.outputs.updateId).toBe([...emulator.updates.keys()].at(-1));
    expect(result.outputs.deployedCommit).toBe(PUSHED);
    expect(result.outputs.status).toBe('completed');
    expect(result.log).toMatch(
      /::group::Update project pushed\n(?:(?!::endgroup::)[\s\S])*succeeded[\s\S]*?::endgroup::/,
    );
    expect(result.log).toContain(`The deployed commit is ${PUSHED.slice(0, 7)}, as given in commit.`);
    // Equal SHAs never ask GitHub.
    expect(github.requests).toEqual([]);
    const section = result.summary.slice(result.summary.indexOf('### Update'));
    expect(section).toContain('| Status | success |');
    expect(section).toContain(
      `[\`${PUSHED.slice(0, 7)}\`](<https://github.com/acme/docs/commit/${PUSHED}>) Fix the quickstart |`,
    );
    expect(section).toContain('| Author | Grace Hopper |');
    expect(section).toContain('| Files | 12 added, 1 modified, 1 removed |');
    expect(section).toMatch(/- Added \(12\): `guides\/new-1\.mdx`(, `[^`]+`){9}, and 2 more\n/);
    expect(section).toContain('- Removed (1): `old.mdx`');
  });

  test('a commit.sha that only starts with the commit is not a SHA: not the same, not linked, no output', async () => {
    const result = await run({ 'project-id': 'hostile-sha', commit: PUSHED });
    expect(result.code).toBe(1);
    expect(calls('start')).toEqual([]);
    expect(github.requests).toEqual([]);
    expect(result.outputs.deployedCommit).toBeUndefined();
    expect(annotation(result.log)).toContain('which is not a commit SHA (7 to 40 hex digits)');
    const shown = render(result.summary);
    expect(shown.html).not.toMatch(/<a href="https:\/\/evil|<em>|<strong>x/);
    expect(shown.html).toContain('[click](https://evil.example)*_x_*');
  });

  test('a file name with a pipe is listed as written outside the table; the commit links to its page', async () => {
    const result = await run({ 'project-id': 'piped', commit: PUSHED });
    expect(result.code).toBe(0);
    const shown = render(result.summary);
    expect(shown.items).toContain('Added (1): a|b.mdx');
    expect(shown.html).toContain(`<a href="https://github.com/acme/docs/commit/${PUSHED}"><code>${PUSHED.slice(0, 7)}`);
  });

  test('failure: the step fails with the summary and the last 20 log lines; nothing is exported', async () => {
    const result = await run({ 'project-id': 'failing' });
    expect(result.code).toBe(1);
    expect(calls('start')).toEqual([]);
    expect(result.outputs.updateId).toBeDefined();
    const error = annotation(result.log);
    expect(error).toContain('failed: Build failed: 2 pages have errors.');
    expect(error).toContain('Build log (last 20 of 25 lines):\nbuild line 6\n');
    expect(error).toContain('build line 25');
    expect(error).not.toContain('build line 5\n');
    expect(result.summary).toContain('**Update failed**');
    expect(result.summary).toMatch(/```text\nbuild line 6\n[\s\S]*build line 25\n```/);
    expect(result.summary).not.toContain('build line 5\n');
    expect(result.summary).toContain(`| Update | ${result.outputs.updateId} |`);
  });

  test('the timeout passes during the update: fails, says it continues, no export', async () => {
    const result = await run({ 'project-id': 'slow', timeout: '3s' });
    expect(result.code).toBe(1);
    expect(calls('start')).toEqual([]);
    expect(result.log).toMatch(/::error title=Timed out::Update \w+ of project slow did not end within 3s/);
    expect(result.log).toMatch(/last status: in_progress\); it continues on the service, and no export was started/);
  });

  test('the timeout passes in the export after a long update: the message says what the update took', async () => {
    const result = await run({ 'project-id': 'two-seconds', domain: 'slow-export.example.com', timeout: '5s' });
    expect(result.code).toBe(1);
    const jobId = result.outputs.jobId!;
    expect(annotation(result.log)).toMatch(
      new RegExp(
        `Export job ${jobId} did not complete within the 5s timeout, of which the deployment update took [\\d.]+s`,
      ),
    );
    expect(annotation(result.log)).toContain(`re-run the step with job-id: ${jobId} and update: false`);
  });

  test('cancelled during the update: says the update continues and what to re-run', async () => {
    const result = await run(
      { 'project-id': 'slow' },
      { signalWhen: { signal: 'SIGTERM', ready: () => calls('updateStatus').length > 0 } },
    );
    expect(result.code).not.toBe(0);
    expect(calls('start')).toEqual([]);
    expect(result.log).toContain('Received SIGTERM');
    expect(result.log).toContain(
      `Update ${result.outputs.updateId} of project slow continues on the service; no export was started. ` +
        'Re-run the step to update and export again',
    );
  });

  test('a status without commit: a warning, and the export goes on', async () => {
    const result = await run({ 'project-id': 'no-commit', commit: PUSHED });
    expect(result.code).toBe(0);
    expect(result.log).toMatch(
      /::warning::The update's status names no deployed commit, so commit def5678 could not be checked/,
    );
    expect(result.outputs.deployedCommit).toBeUndefined();
    expect(calls('start')).toHaveLength(1);
  });
});

describe('the trigger under rate limits and failures', () => {
  test('429 with Retry-After: waits as asked, one update', async () => {
    emulator.inject('update', { status: 429, body: JSON.stringify({ error: 'Rate limit exceeded' }), retryAfter: '1' });
    const result = await run({ 'project-id': PROJECT });
    expect(result.code).toBe(0);
    expect(calls('update').map((r) => r.status)).toEqual([429, 202]);
    expect(calls('update')[1]!.atMs - calls('update')[0]!.atMs).toBeGreaterThanOrEqual(950);
    expect(result.log).toMatch(/Trigger update: HTTP 429: Rate limit exceeded; retry 1 in 1\.0s \(Retry-After\)/);
  });

  test('429 without Retry-After: backs off (shortened through MINTLIFY_UPDATE_RETRY_MS)', async () => {
    emulator.inject('update', { status: 429, body: JSON.stringify({ error: 'Rate limit exceeded' }) });
    const result = await run({ 'project-id': PROJECT }, { env: { MINTLIFY_UPDATE_RETRY_MS: '300' } });
    expect(result.code).toBe(0);
    expect(calls('update').map((r) => r.status)).toEqual([429, 202]);
    expect(calls('update')[1]!.atMs - calls('update')[0]!.atMs).toBeGreaterThanOrEqual(290);
    expect(result.log).toMatch(/Trigger update: HTTP 429: Rate limit exceeded; retry 1 in 0\.[3-6]s\n/);
  });

  test.each([
    ['a 502', { status: 502 }],
    ['a reset', { reset: true as const }],
  ])('%s on the trigger: not retried, the hint says an update may have been queued', async (_, fault) => {
    emulator.inject('update', fault);
    const result = await run({ 'project-id': PROJECT });
    expect(result.code).toBe(1);
    expect(calls('update')).toHaveLength(1);
    expect(calls('start')).toEqual([]);
    expect(annotation(result.log)).toMatch(/update may have been queued anyway[\s\S]*re-run the step/i);
  });
});

describe('the commit check', () => {
  const DEPLOYED = DEFAULT_DEPLOYED_SHA;
  const withToken = { 'project-id': PROJECT, commit: PUSHED, 'github-token': TOKEN };

  test('deployed ahead of commit: passes with a notice naming both, asked with the token', async () => {
    compareAnswer = 'ahead';
    const result = await run(withToken);
    expect(result.code).toBe(0);
    expect(github.requests.map((r) => r.path)).toEqual([`/repos/acme/docs/compare/${PUSHED}...${DEPLOYED}?per_page=1`]);
    expect(github.requests[0]!.authorization).toBe(`token ${TOKEN}`);
    expect(result.log).toMatch(
      /::notice title=Deployed commit is newer::Mintlify deployed 3f9a2c1, which is ahead of def5678/,
    );
    expect(calls('start')).toHaveLength(1);
    // Masked first, and never printed anywhere else.
    expect(result.log.split('\n').filter((line) => line.includes(TOKEN))).toEqual([`::add-mask::${TOKEN}`]);
    expect(result.summary).not.toContain(TOKEN);
  });

  test.each(['behind', 'diverged'] as const)(
    'deployed %s: fails with the message of the issue, no export',
    async (answer) => {
      compareAnswer = answer;
      const result = await run(withToken);
      expect(result.code).toBe(1);
      expect(calls('start')).toEqual([]);
      expect(result.outputs.deployedCommit).toBe(DEPLOYED);
      expect(annotation(result.log)).toContain(ISSUE_MESSAGE);
      expect(result.log).toMatch(/::error title=Wrong commit deployed::/);
      expect(result.summary).toContain('**Wrong commit deployed**');
    },
  );

  test('no token: only the same commit passes, and no GitHub request is sent', async () => {
    compareAnswer = 'ahead';
    const result = await run({ 'project-id': PROJECT, commit: PUSHED });
    expect(result.code).toBe(1);
    expect(github.requests).toEqual([]);
    expect(annotation(result.log)).toContain(
      'Mintlify deployed 3f9a2c1, not def5678, and without a comparison only the same commit passes: ' +
        'no github-token was given.',
    );
  });

  test('GitHub answers 404 (an unknown commit): strict, and the message says why', async () => {
    compareAnswer = 404;
    const result = await run(withToken);
    expect(result.code).toBe(1);
    expect(github.requests).toHaveLength(1);
    expect(annotation(result.log)).toMatch(
      /only the same commit passes: the GitHub API answered 404 to the comparison/,
    );
  });

  test('GitHub unreachable: strict, and the message says why', async () => {
    const result = await run(withToken, { env: { GITHUB_API_URL: 'http://127.0.0.1:9' } });
    expect(result.code).toBe(1);
    expect(annotation(result.log)).toMatch(/only the same commit passes: the GitHub API could not be reached/);
  });
});

test('a refused input combination sends no request at all', async () => {
  const result = await run({ 'project-id': PROJECT, 'job-id': 'se_1', 'github-token': TOKEN });
  expect(result.code).toBe(1);
  expect(result.log).toMatch(/::error title=Invalid input::Input 'update': .*, so job-id must be empty/);
  expect(emulator.requests).toEqual([]);
  expect(github.requests).toEqual([]);
});
