/**
 * Issue 46 "Safe for forks", as a property of every workflow users copy (recipes/, this repository's workflows, the
 * blocks of README and docs/): no job that runs a pull request's code holds a write token or a secret, and no job that
 * holds one checks out the pull request's head or runs what it downloaded from an artifact (read as data only, e.g.
 * by `local-export`). A job runs a pull request's code when it checks out, in a workflow triggered by `pull_request`
 * or `pull_request_target`, the default ref or a ref of the pull request's head (`github.event.pull_request.head.*`,
 * `github.head_ref`, `github.event.workflow_run.head_*`, `refs/pull/…`). A write scope declared in a workflow that
 * only `pull_request` triggers is not power over a fork's code: GitHub runs a fork's pull request with a read-only
 * GITHUB_TOKEN and no secrets (GitHub docs, "Events that trigger workflows", pull_request); a secret named there is
 * still refused, as the job would hand it to a same-repository branch's code and fail for forks.
 */
import { parse } from 'yaml';
import { allWorkflows } from '../helpers/workflows.ts';

interface Job {
  permissions?: unknown;
  environment?: unknown;
  needs?: string | string[];
  steps?: { uses?: string; run?: string; with?: Record<string, string | undefined> }[];
}
interface Workflow {
  on?: unknown;
  permissions?: unknown;
  jobs?: Record<string, Job>;
}

/** A reference to the pull request's own code, as an expression or a ref. */
const PR_HEAD = /pull_request\.head|github\.head_ref|workflow_run\.head_(sha|branch)|refs\/pull\//;

/** Whether the permissions give any write scope; none declared: the repository's default, which may be write. */
function writes(permissions: unknown): boolean {
  if (permissions === undefined) return true;
  if (typeof permissions === 'string') return permissions !== 'read-all';
  return Object.values(permissions as Record<string, string>).some((level) => level === 'write');
}

/** What each job of a workflow does that matters here, and whether that is unsafe for forks. */
export function jobsOf(text: string): {
  job: string;
  runsPrCode: boolean;
  holdsPower: boolean;
  runsArtifact: boolean;
  unsafe: boolean;
  /** On workflow_run, where a fork's output is published: the job holds power with no environment to approve it. */
  ungated: boolean;
}[] {
  const doc = parse(text) as Workflow;
  const on = doc.on ?? {};
  let triggers: string[] = Object.keys(on);
  if (typeof on === 'string') triggers = [on];
  else if (Array.isArray(on)) triggers = on.map(String);
  const onPullRequest = triggers.includes('pull_request');
  const onWorkflowRun = triggers.includes('workflow_run');
  const jobs = doc.jobs ?? {};
  // Behind an environment (its required reviewers approve a fork's run): the job's own, or one of a job it needs.
  const gated = (body: Job): boolean =>
    body.environment !== undefined ||
    [body.needs ?? []].flat().some((need) => jobs[need] !== undefined && gated(jobs[need]));
  return Object.entries(jobs).map(([job, body]) => {
    const steps = body.steps ?? [];
    const checkouts = steps.filter((step) => step.uses?.startsWith('actions/checkout@'));
    const refOf = (step: (typeof steps)[number]): string => `${step.with?.ref ?? ''}${step.with?.repository ?? ''}`;
    // Named explicitly: the head's code, whatever the trigger (pull_request_target, workflow_run: full power).
    const explicit =
      checkouts.some((step) => PR_HEAD.test(refOf(step))) ||
      steps.some((step) => PR_HEAD.test(step.run ?? '') && /\bgit\b.*\b(checkout|fetch|switch)\b/.test(step.run!));
    // The default ref of a pull_request run is the pull request's merge commit.
    const byDefault = onPullRequest && checkouts.some((step) => refOf(step) === '');
    const secrets = /secrets\./.test(JSON.stringify(body));
    const write = writes(body.permissions ?? doc.permissions);
    // Where artifacts are downloaded to; a run step naming a file in that folder may execute it.
    const folders = steps
      .filter((step) => step.uses?.startsWith('actions/download-artifact@'))
      .map((step) => (step.with?.path ?? '.').replace(/\/+$/, ''));
    const escape = (folder: string): string => folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const runsArtifact = steps.some((step) =>
      folders.some((folder) => new RegExp(`(^|[\\s"'=])(\\./)?${escape(folder)}/`).test(step.run ?? '')),
    );
    const holdsPower = secrets || write;
    const unsafe = (explicit && holdsPower) || (byDefault && secrets) || (holdsPower && runsArtifact);
    const ungated = onWorkflowRun && holdsPower && !gated(body);
    return { job, runsPrCode: explicit || byDefault, holdsPower, runsArtifact, unsafe, ungated };
  });
}

const workflows = allWorkflows().filter((file) => file.kind === 'workflow');

test('finds the preview recipes among the workflows', () => {
  const paths = workflows.map((file) => file.path);
  expect(paths).toEqual(
    expect.arrayContaining([
      'recipes/github-pages-pr-preview.yml',
      'recipes/github-pages-pr-preview-deploy.yml',
      'recipes/cloudflare-pages-pr-preview-deploy.yml',
    ]),
  );
});

test('no job that runs pull request code holds a write token or a secret; none with one runs an artifact', () => {
  const unsafe = workflows.flatMap((file) =>
    jobsOf(file.text)
      .filter((job) => job.unsafe)
      .map((job) => `${file.path}: ${job.job}`),
  );
  expect(unsafe).toEqual([]);
});

test('the preview build runs the pull request code read-only; its deploy halves hold write tokens', () => {
  const jobs = (file: string) => jobsOf(workflows.find((w) => w.path === file)!.text);
  expect(jobs('recipes/github-pages-pr-preview.yml')).toContainEqual(
    expect.objectContaining({ job: 'build', runsPrCode: true, holdsPower: false }),
  );
  const approve = expect.objectContaining({ job: 'approve', runsPrCode: false, holdsPower: false });
  const deploy = expect.objectContaining({ job: 'deploy', runsPrCode: false, holdsPower: true, runsArtifact: false });
  // The GitHub Pages half finds the pull request's number in a job of its own, for the deploy's concurrency group.
  const pr = expect.objectContaining({ job: 'pr', runsPrCode: false, holdsPower: false, runsArtifact: false });
  expect(jobs('recipes/github-pages-pr-preview-deploy.yml')).toEqual([approve, pr, deploy]);
  expect(jobs('recipes/cloudflare-pages-pr-preview-deploy.yml')).toEqual([approve, deploy]);
});

test("a job publishing a fork's output (workflow_run) with a write token or a secret waits for an environment", () => {
  const ungated = workflows.flatMap((file) =>
    jobsOf(file.text)
      .filter((job) => job.ungated)
      .map((job) => `${file.path}: ${job.job}`),
  );
  expect(ungated).toEqual([]);
});

test('the approval property catches a workflow_run deploy with no environment, and sees one through needs', () => {
  const deploy = `on: workflow_run
jobs:
  deploy:
    runs-on: ubuntu-latest
    permissions:
      pull-requests: write
    steps:
      - run: echo deploy`;
  expect(jobsOf(deploy)).toEqual([expect.objectContaining({ job: 'deploy', ungated: true })]);
  const approved = deploy.replace(
    'jobs:\n',
    'jobs:\n  approve:\n    runs-on: ubuntu-latest\n    environment: docs-preview-fork\n    steps: [{ run: "true" }]\n',
  );
  expect(jobsOf(approved.replace('  deploy:\n', '  deploy:\n    needs: approve\n'))).toContainEqual(
    expect.objectContaining({ job: 'deploy', ungated: false }),
  );
});

test.each([
  [
    'pull_request_target with a checkout of the head',
    `on: pull_request_target
permissions:
  contents: write
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v7
        with:
          ref: \${{ github.event.pull_request.head.sha }}`,
  ],
  [
    'pull_request with a secret',
    `on: pull_request
permissions:
  contents: read
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v7
      - run: npx mint export
        env:
          TOKEN: \${{ secrets.DEPLOY_TOKEN }}`,
  ],
  [
    'workflow_run that fetches the head',
    `on: workflow_run
jobs:
  deploy:
    runs-on: ubuntu-latest
    permissions:
      contents: write
    steps:
      - run: git fetch origin \${{ github.event.workflow_run.head_sha }} && git checkout FETCH_HEAD`,
  ],
  [
    'workflow_run that runs the artifact',
    `on: workflow_run
jobs:
  deploy:
    runs-on: ubuntu-latest
    permissions:
      contents: write
    steps:
      - uses: actions/download-artifact@v8
        with:
          path: preview
      - run: bash preview/build.sh`,
  ],
])('the property catches a workflow that is not safe for forks: %s', (_name, text) => {
  expect(jobsOf(text).some((job) => job.unsafe)).toBe(true);
});
