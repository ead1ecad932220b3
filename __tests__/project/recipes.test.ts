/**
 * The workflows users copy work as pasted: recipes/, this repository's workflows and the YAML blocks of the README and
 * docs/ lint clean (actionlint, GitHub's parser, shellcheck), pass this action only inputs it declares, pin every
 * other action to the major whose inputs were read, the docs show the recipe files as they are, and the recipes hold
 * in production (triggers, Helm version, concurrency groups, placeholders).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { readInputs } from '../../src/inputs.ts';
import { PINS } from '../helpers/action-pins.ts';
import * as wf from '../helpers/workflows.ts';
import type { Finding, LintFile } from '../helpers/workflows.ts';

const { allWorkflows, docFiles, lintInChild, readmeBlocks, recipeFiles, repositoryWorkflows, stepsOf } = wf;

/** How users reference this action: the placeholder for its published name, and `./` in this repository. */
const THIS_ACTION = /^(acme\/mintlify-static-export-action@v1|\.\/?)$/;

interface ActionYml {
  inputs: Record<string, { description?: string; required?: boolean; default?: unknown }>;
  outputs: Record<string, { description?: string }>;
  runs: { using: string; main: string };
}

const readme = fs.readFileSync('README.md', 'utf8');
const actionText = fs.readFileSync('action.yml', 'utf8');
const action = parse(actionText) as ActionYml;
const workflows = allWorkflows();

function describeFindings(findings: Finding[]): string {
  return findings.map((f) => `${f.path}:${f.line}:${f.column} [${f.tool}] ${f.message}`).join('\n');
}

/** Whether scripts/lint-workflows.ts will run shellcheck (it asks the same way), known before the tests are named. */
const shellcheckInstalled = spawnSync('shellcheck', ['--version']).status === 0;

describe('lint', () => {
  let result: { findings: Finding[]; skipped: string[] };
  beforeAll(async () => {
    const actionFile: LintFile = { path: 'action.yml', text: actionText, kind: 'action' };
    result = await lintInChild([...workflows, actionFile]);
  });

  test('finds the workflows to lint: every recipe, every repository workflow, every block of README and docs/', () => {
    expect(recipeFiles().length).toBeGreaterThanOrEqual(9);
    const ours = ['.github/workflows/ci.yml', '.github/workflows/codeql.yml'];
    expect(repositoryWorkflows()).toEqual(expect.arrayContaining(ours));
    const docs = docFiles();
    expect(docs).toEqual(expect.arrayContaining(['README.md', 'docs/hosts/github-pages.md', 'docs/hosts/helm.md']));
    const shown = docs.reduce((n, doc) => n + readmeBlocks(fs.readFileSync(doc, 'utf8')).length, 0);
    expect(shown).toBeGreaterThanOrEqual(recipeFiles().length);
    expect(workflows.filter((w) => docs.some((doc) => w.path.startsWith(`${doc}:`))).length).toBe(shown);
  });

  // The test's name says whether shellcheck ran, rather than a console.warn in the middle of the output.
  const linters = shellcheckInstalled
    ? 'actionlint, GitHub workflow parser and shellcheck'
    : 'actionlint and GitHub workflow parser (shellcheck SKIPPED: not installed; .ci/run installs it with apt-get)';
  test(`${linters} find nothing in recipes, workflows and doc blocks`, () => {
    expect(result.skipped).toEqual(shellcheckInstalled ? [] : ['shellcheck']);
    expect(describeFindings(result.findings.filter((f) => f.path !== 'action.yml'))).toBe('');
  });

  test("action.yml passes GitHub's action metadata schema", () => {
    expect(describeFindings(result.findings.filter((f) => f.path === 'action.yml'))).toBe('');
  });

  test('the linters catch a broken workflow and a broken action.yml (the checks above can fail)', async () => {
    const broken: LintFile[] = [
      {
        path: 'broken.yml',
        text: `on: push\njobs:\n  a:\n    runs-on: x\n    steps:\n      - run: echo "\${{ steps.export.outputs.x }}"\n`,
        kind: 'workflow',
      },
      { path: 'broken-action.yml', text: actionText.replace('using: node24', 'using: node99'), kind: 'action' },
    ];
    const { findings } = await lintInChild(broken);
    const undefinedStep = expect.stringContaining('"export" is not defined');
    const unknownRuntime = expect.stringContaining('node99');
    expect(findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'broken.yml', tool: 'actionlint', message: undefinedStep }),
        expect.objectContaining({ path: 'broken-action.yml', tool: 'workflow-parser', message: unknownRuntime }),
      ]),
    );
  });
});

describe('action.yml', () => {
  test('runs on node24 from the committed bundle', () => {
    expect(action.runs.using).toBe('node24');
    expect(fs.existsSync(action.runs.main)).toBe(true);
  });

  test('every required input has no default (the runner would never use it)', () => {
    for (const [name, input] of Object.entries(action.inputs)) {
      if (input.required) expect({ name, default: input.default }).toEqual({ name, default: undefined });
    }
  });
});

describe('uses of this action', () => {
  const declaredInputs = new Set(Object.keys(action.inputs));
  const declaredOutputs = new Set(Object.keys(action.outputs));
  const required = Object.entries(action.inputs)
    .filter(([, input]) => input.required)
    .map(([name]) => name);

  const uses = workflows.flatMap((w) => stepsOf(w.text).map((step) => ({ file: w.path, text: w.text, step })));
  const isOurs = (ref: string): boolean => THIS_ACTION.test(ref) || /mintlify-static-export-action/.test(ref);
  const ours = uses.filter(({ step }) => step.uses !== undefined && isOurs(step.uses));

  test('every recipe uses this action under its placeholder name', () => {
    for (const file of recipeFiles()) {
      expect({ file, uses: ours.some((u) => u.file === file) }).toEqual({ file, uses: true });
    }
    const placeholder = expect.stringMatching(THIS_ACTION);
    for (const { file, step } of ours) expect({ file, uses: step.uses }).toEqual({ file, uses: placeholder });
  });

  test('passes only inputs action.yml declares, and every required one', () => {
    for (const { file, step } of ours) {
      const passed = Object.keys(step.with);
      expect({ file, unknown: passed.filter((name) => !declaredInputs.has(name)) }).toEqual({ file, unknown: [] });
      expect({ file, missing: required.filter((name) => !passed.includes(name)) }).toEqual({ file, missing: [] });
    }
  });

  test('reads only outputs action.yml declares', () => {
    for (const { file, text, step } of ours.filter((u) => u.step.id)) {
      const reference = new RegExp(`steps\\.${step.id}\\.outputs\\.([A-Za-z0-9_-]+)`, 'g');
      const read = [...text.matchAll(reference)].map((m) => m[1]!);
      expect({ file, unknown: read.filter((name) => !declaredOutputs.has(name)) }).toEqual({ file, unknown: [] });
    }
  });

  test('every other action is pinned to the major recorded in helpers/action-pins.ts and gets only its inputs', () => {
    const others = uses.filter(({ step }) => step.uses !== undefined && !ours.some((u) => u.step === step));
    expect(others.length).toBeGreaterThan(0);
    for (const { file, step } of others) {
      const [name, ref] = step.uses!.split('@');
      const pin = PINS[name!.toLowerCase()];
      expect({ file, action: name, known: pin !== undefined }).toEqual({ file, action: name, known: true });
      expect({ file, action: name, ref }).toEqual({ file, action: name, ref: pin!.major });
      const unknown = Object.keys(step.with).filter((input) => !pin!.inputs.includes(input));
      expect({ file, action: name, unknown }).toEqual({ file, action: name, unknown: [] });
    }
  });
});

/** A recipe block of README.md or a docs/ page, with the page it is on. */
interface ShownRecipe {
  doc: string;
  line: number;
  text: string;
  recipe: string;
}

const shownRecipes: ShownRecipe[] = docFiles().flatMap((doc) =>
  readmeBlocks(fs.readFileSync(doc, 'utf8'))
    .filter((b) => b.recipe !== undefined)
    .map((b) => ({ doc, line: b.line, text: b.text, recipe: b.recipe! })),
);

/** Targets of the Markdown links in `text` (inline links), resolved from `doc`'s folder, without their fragment. */
function linkTargets(doc: string, text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
    .map((target) => {
      const file = target.split('#')[0]!;
      return file === '' ? doc : path.posix.normalize(path.posix.join(path.posix.dirname(doc), file));
    });
}

describe('README, docs/ and recipes/ stay in sync', () => {
  test('every recipe file is shown in the README or a docs/ page, and every shown recipe exists', () => {
    const shown = new Set(shownRecipes.map((b) => b.recipe));
    expect(recipeFiles().filter((file) => !shown.has(file))).toEqual([]);
    expect([...shown].filter((file) => !fs.existsSync(file))).toEqual([]);
  });

  test('every block marked as a recipe is the file or a run of its lines, verbatim', () => {
    for (const block of shownRecipes) {
      const file = fs.readFileSync(block.recipe, 'utf8').replace(/\n$/, '');
      const excerpt = block.text.split('\n').length >= 5 && `\n${file}\n`.includes(`\n${block.text}\n`);
      const where = { doc: block.doc, line: block.line, recipe: block.recipe };
      expect({ ...where, verbatim: excerpt }).toEqual({ ...where, verbatim: true });
    }
  });

  test('the linked-file and link checks below see a missing link (they can fail)', () => {
    expect(
      linkTargets('docs/hosts/x.md', 'see [`r`](../../recipes/x.yml) and [t](../site-verification.md#hosts)'),
    ).toEqual(['recipes/x.yml', 'docs/site-verification.md']);
    expect(linkTargets('README.md', 'no link, only `recipes/x.yml` and [text] (x)')).toEqual([]);
  });

  test('every recipe block links its file, and the hosts table unless it is the agent job (no site)', () => {
    for (const block of shownRecipes) {
      const lines = fs.readFileSync(block.doc, 'utf8').split('\n');
      // The recipe's own part of the page: from the heading or bold title above the block to the block.
      let start = block.line - 2;
      while (start > 0 && !/^(#{1,4} |\*\*)/.test(lines[start]!)) start--;
      const targets = linkTargets(block.doc, lines.slice(start, block.line).join('\n'));
      const site = !fs.readFileSync(block.recipe, 'utf8').includes('agent-job-id:');
      const hosts = !site || targets.includes('docs/site-verification.md');
      const links = { file: targets.includes(block.recipe), hosts };
      const where = { doc: block.doc, recipe: block.recipe };
      expect({ ...where, links }).toEqual({ ...where, links: { file: true, hosts: true } });
    }
  });

  test('"Before you start" (docs/setup.md) lists every secret and variable the recipes use, and no other', () => {
    const reference = /\b(?:secrets|vars)\.([A-Z0-9_]+)/g;
    const named = (file: string): string[] => [...fs.readFileSync(file, 'utf8').matchAll(reference)].map((m) => m[1]!);
    const used = new Set(recipeFiles().flatMap(named));
    const setup = fs.readFileSync('docs/setup.md', 'utf8');
    expect(setup).toMatch(/^# Before you start\n/);
    const table = setup.slice(0, setup.indexOf('\n## '));
    const listed = new Set([...table.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((m) => m[1]!));
    expect([...listed].sort()).toEqual([...used].sort());
  });

  test('the placeholder has one form, OWNER/REPO@v1, on every line that names it (a search for @v1 finds all)', () => {
    const files = [...wf.recipeFiles(), ...wf.docFiles(), 'CONTRIBUTING.md'];
    const split = files.flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ file, line: i + 1, text: line }))
        .filter(({ text }) => text.includes('acme/mintlify-static-export-action'))
        .filter(({ text }) => !text.includes('acme/mintlify-static-export-action@v1')),
    );
    expect(split).toEqual([]);
  });

  test('the placeholder name is explained in the paragraph where it first appears', () => {
    const first = readme.indexOf('acme/mintlify-static-export-action@v1');
    const paragraph = readme.slice(readme.lastIndexOf('\n\n', first), readme.indexOf('\n\n', first));
    expect(paragraph).toContain('stands for the published name');
  });
});

describe("ci.yml's emulator wait", () => {
  const ci = parse(fs.readFileSync('.github/workflows/ci.yml', 'utf8')) as {
    jobs: { action: { steps: { name?: string; run?: string }[] } };
  };
  const script = ci.jobs.action.steps.find((step) => step.name === 'Start the emulator')!.run!;
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ci-wait-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** Runs the step's script unchanged, with npm faked and sleep advancing bash's SECONDS instead of waiting. */
  function runWait(emulatorPrints: string): { status: number | null; stdout: string } {
    const fakes = `npm() { printf '%s' ${JSON.stringify(emulatorPrints)}; }\nsleep() { SECONDS=$((SECONDS + 5)); }\n`;
    const result = spawnSync('bash', ['-e', '-c', fakes + script], { cwd: dir, encoding: 'utf8', timeout: 20_000 });
    return { status: result.status, stdout: result.stdout };
  }

  test('fails with an error annotation when the emulator never prints its line', () => {
    const { status, stdout } = runWait('starting…');
    expect(status).toBe(1);
    expect(stdout).toContain('::error title=Emulator did not start::');
  });

  test('goes on once the emulator prints its line', () => {
    const { status, stdout } = runWait('Emulator: API http://127.0.0.1:8787\n');
    expect(status).toBe(0);
    expect(stdout).toContain('Emulator: API');
  });
});

const jqInstalled = spawnSync('jq', ['--version']).status === 0;
const jqSkipped = jqInstalled ? '' : ' (SKIPPED: jq not installed)';

describe(`s3-cloudfront's invalidation step, run with aws faked${jqSkipped}`, () => {
  const doc = parse(fs.readFileSync('recipes/s3-cloudfront.yml', 'utf8')) as {
    jobs: { deploy: { steps: { name?: string; run?: string; env?: Record<string, string | number> }[] } };
  };
  const upload = doc.jobs.deploy.steps.find((s) => s.name === 'Upload to S3 and invalidate what changed')!;
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'invalidate-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** Runs the step's script unchanged on a change list of `count` URLs; returns each aws call, one line each. */
  function invalidate(count: number): string[] {
    const urls = Array.from({ length: count }, (_, i) => `/guides/page-${i}`);
    fs.writeFileSync(path.join(dir, 'site-changes.json'), JSON.stringify({ urls }));
    const fakes = 'aws() { printf \'%s\\n\' "$*" >> aws-calls; }\n';
    // The step's env as the runner resolves it (expressions replaced), with the runner's own variables.
    const env: Record<string, string> = {
      PATH: process.env.PATH!,
      RUNNER_TEMP: dir,
      GITHUB_RUN_ID: '7',
      GITHUB_RUN_ATTEMPT: '1',
    };
    for (const [name, value] of Object.entries(upload.env!))
      env[name] = String(value).replace(/\$\{\{[^}]*\}\}/g, name === 'SITE' ? 'site' : 'x');
    const result = spawnSync('bash', ['-e', '-c', fakes + upload.run!], { cwd: dir, env, encoding: 'utf8' });
    expect(result.status).toBe(0);
    const calls = fs.existsSync(path.join(dir, 'aws-calls'))
      ? fs.readFileSync(path.join(dir, 'aws-calls'), 'utf8')
      : '';
    return calls.split('\n').filter((line) => line.startsWith('cloudfront'));
  }

  (jqInstalled ? test : test.skip)('a first run (963 files added) invalidates /*, one path, not 963', () => {
    expect(invalidate(963)).toEqual(['cloudfront create-invalidation --distribution-id x --paths /*']);
  });

  (jqInstalled ? test : test.skip)('an everyday edit invalidates only its URLs; no change, nothing', () => {
    expect(invalidate(5)).toEqual([
      expect.stringMatching(/^cloudfront create-invalidation --distribution-id x --invalidation-batch file:\/\//),
    ]);
    const batch = JSON.parse(fs.readFileSync(path.join(dir, 'invalidation.json'), 'utf8')) as {
      Paths: { Quantity: number; Items: string[] };
    };
    expect(batch.Paths).toEqual({ Quantity: 5, Items: expect.arrayContaining(['/guides/page-0', '/guides/page-4']) });
    fs.rmSync(path.join(dir, 'aws-calls'));
    expect(invalidate(0)).toEqual([]);
  });
});

describe('recipes hold in production', () => {
  interface RecipeDoc {
    on?: { push?: { branches?: string[]; paths?: string[] }; schedule?: unknown };
    concurrency?: { group?: string };
  }
  const recipes = recipeFiles().map((file) => {
    const text = fs.readFileSync(file, 'utf8');
    return { file, text, doc: parse(text) as RecipeDoc };
  });

  test('a push recipe runs on every push to the default branch; a paths filter is only a commented option', () => {
    const pushed = recipes.filter((r) => r.doc.on?.push !== undefined);
    expect(pushed.length).toBeGreaterThanOrEqual(5);
    for (const { file, text, doc } of pushed) {
      // In a standard Mintlify repository docs.json sits at the root: paths: ['docs/**'] would never fire.
      const push = { file, branches: doc.on!.push!.branches, paths: doc.on!.push!.paths };
      expect(push).toEqual({ file, branches: ['main'], paths: undefined });
      expect({ file, commented: /^\s+# paths: \[/m.test(text) }).toEqual({ file, commented: true });
    }
  });

  test('a push recipe updates the deployment first and checks it deployed the pushed commit (issue 39 #13)', () => {
    const pushed = recipes.filter((r) => r.doc.on?.push !== undefined);
    for (const { file, text } of pushed) {
      const step = stepsOf(text).find((s) => s.uses !== undefined && THIS_ACTION.test(s.uses))!;
      const update = { project: step.with['project-id'], update: step.with.update, commit: step.with.commit };
      expect({ file, ...update }).toEqual({
        file,
        project: '${{ vars.MINTLIFY_PROJECT_ID }}',
        update: true,
        commit: '${{ github.sha }}',
      });
      const header = text.slice(0, text.search(/^[^#]/m));
      expect({ file, setup: /# Setup [^]*MINTLIFY_PROJECT_ID/.test(header) }).toEqual({ file, setup: true });
    }
  });

  test("the project-site recipe's path is the REPO placeholder, never a real-looking /docs (issue 39 #13)", () => {
    const { text } = recipes.find((r) => r.file === 'recipes/github-pages-project-site.yml')!;
    const step = stepsOf(text).find((s) => s.uses !== undefined && THIS_ACTION.test(s.uses))!;
    expect({ basePath: step.with['base-path'], siteUrl: step.with['site-url'] }).toEqual({
      basePath: '/REPO',
      siteUrl: 'https://OWNER.github.io/REPO',
    });
    expect(text).toMatch(/# .*replace OWNER .* REPO/);
    expect(text).not.toMatch(/\/docs\b/);
    // A user who forgets them is stopped before any request, each input named with its value (issue 44 item 10);
    // taken as they were, they gave a site at /REPO whose every link answered 404.
    const values: Record<string, string> = { 'api-key': 'mint_test_key', 'project-id': 'p1', commit: 'abc1234' };
    const given = (value: unknown): string =>
      typeof value === 'string' || typeof value === 'boolean' ? String(value) : '';
    const get = (name: string): string => values[name] ?? given(step.with[name]);
    const env = { GITHUB_WORKSPACE: '/home/runner/work/r/r', RUNNER_TEMP: '/home/runner/work/_temp' };
    expect(() => readInputs(get, { ...env, GITHUB_REPOSITORY: 'acme/handbook' })).toThrow(
      expect.objectContaining({
        errors: [
          expect.objectContaining({
            input: 'site-url',
            message: expect.stringMatching(/https:\/\/acme\.github\.io\/handbook$/),
          }),
          expect.objectContaining({ input: 'base-path', message: expect.stringMatching(/set base-path: \/handbook$/) }),
        ],
      }),
    );
  });

  test("a permission's comment names only what the recipe does (issue 39 #16: 'check out' without a checkout)", () => {
    for (const { file, text } of recipes) {
      const comments = [...text.matchAll(/^ {2}[a-z-]+: [a-z]+ # (.*)$/gm)].map((m) => m[1]!);
      const checksOut = stepsOf(text).some((step) => step.uses?.startsWith('actions/checkout@'));
      const claims = comments.filter(
        (c) => /\bcheck(s|ed)? out\b|checkout/.test(c) && !/nothing is checked out/.test(c),
      );
      expect({ file, claims: checksOut ? [] : claims }).toEqual({ file, claims: [] });
      const ours = stepsOf(text).find((step) => step.uses !== undefined && THIS_ACTION.test(step.uses));
      const compares = comments.filter((c) => /commit/.test(c));
      expect({ file, compares: ours?.with.commit === undefined ? compares : [] }).toEqual({ file, compares: [] });
    }
  });

  test('every Helm the recipes install is 3.18.4 or later (CVE-2025-53547), or v4', () => {
    const versions = workflows
      .flatMap((w) => stepsOf(w.text).map((step) => ({ file: w.path, step })))
      .filter(({ step }) => step.uses?.startsWith('azure/setup-helm@'))
      .map(({ file, step }) => ({ file, version: String(step.with.version) }));
    expect(versions.length).toBeGreaterThanOrEqual(2);
    const fixed = (v: string): boolean => {
      const [major = 0, minor = 0, patch = 0] = (/^v?(\d+)\.(\d+)\.(\d+)$/.exec(v) ?? []).slice(1).map(Number);
      if (major !== 3) return major >= 4;
      return minor > 18 || (minor === 18 && patch >= 4);
    };
    expect(fixed('v3.18.3')).toBe(false);
    expect(fixed('latest')).toBe(false);
    for (const { file, version } of versions)
      expect({ file, version, fixed: fixed(version) }).toMatchObject({ fixed: true });
  });

  test('the scheduled refresh shares no concurrency group with another recipe, and warns of the 60-day rule', () => {
    const refresh = recipes.find((r) => r.file === 'recipes/scheduled-refresh.yml')!;
    const group = refresh.doc.concurrency?.group;
    expect(group).toBeTruthy();
    const sharing = recipes.filter((r) => r !== refresh && r.doc.concurrency?.group === group).map((r) => r.file);
    expect(sharing).toEqual([]);
    expect(refresh.doc.on?.schedule).toBeDefined();
    expect(refresh.text).toMatch(/disables scheduled workflows[\s#]+.*60[\s#]+days/);
  });

  test('placeholders look like what they stand for: site-url is a URL, domain a hostname', () => {
    const ours = workflows.flatMap((w) =>
      stepsOf(w.text)
        .filter((step) => step.uses !== undefined && THIS_ACTION.test(step.uses))
        .map((step) => ({ file: w.path, with: step.with })),
    );
    const siteUrls = ours.filter((u) => u.with['site-url'] !== undefined);
    expect(siteUrls.length).toBeGreaterThanOrEqual(4);
    for (const { file, with: w } of siteUrls) {
      expect({ file, siteUrl: w['site-url'] }).toEqual({
        file,
        // OWNER (upper case) is the placeholder of a GitHub Pages account, as in https://OWNER.github.io/REPO.
        siteUrl: expect.stringMatching(/^https:\/\/(OWNER\.)?[a-z0-9.-]+\.[a-z]+(\/|$)/),
      });
    }
    for (const { file, with: w } of ours.filter((u) => typeof u.with.domain === 'string')) {
      expect({ file, domain: w.domain }).toEqual({ file, domain: expect.stringMatching(/^[a-z0-9.-]+\.[a-z]+$/) });
    }
  });
});
