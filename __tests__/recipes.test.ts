/**
 * The workflows users copy work as pasted: recipes/, this repository's workflows and the README's YAML blocks lint
 * clean (actionlint, GitHub's parser, shellcheck), pass this action only inputs it declares, pin every other
 * action to the major whose inputs were read, and the README shows the recipe files as they are.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { PINS } from './helpers/action-pins.ts';
import * as wf from './helpers/workflows.ts';
import type { Finding, LintFile } from './helpers/workflows.ts';

const { allWorkflows, lintInChild, readmeBlocks, recipeFiles, repositoryWorkflows, stepsOf } = wf;

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
const workflows = allWorkflows(readme);

function describeFindings(findings: Finding[]): string {
  return findings.map((f) => `${f.path}:${f.line}:${f.column} [${f.tool}] ${f.message}`).join('\n');
}

describe('lint', () => {
  let result: { findings: Finding[]; skipped: string[] };
  beforeAll(async () => {
    const actionFile: LintFile = { path: 'action.yml', text: actionText, kind: 'action' };
    result = await lintInChild([...workflows, actionFile]);
  }, 120_000);

  test('finds the workflows to lint: every recipe, every repository workflow and README block', () => {
    expect(recipeFiles().length).toBeGreaterThanOrEqual(9);
    const ours = ['.github/workflows/ci.yml', '.github/workflows/codeql.yml'];
    expect(repositoryWorkflows()).toEqual(expect.arrayContaining(ours));
    expect(workflows.filter((w) => w.path.startsWith('README.md:')).length).toBe(readmeBlocks(readme).length);
  });

  test('actionlint, GitHub workflow parser and shellcheck find nothing in recipes, workflows and README blocks', () => {
    if (result.skipped.length > 0) {
      const missing = result.skipped.join(', ');
      console.warn(`SKIPPED in the lint: ${missing} not installed (.ci/run installs shellcheck with apt-get)`);
    }
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
  }, 120_000);
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

/** The README's text from a `## ` heading to the next one. */
function section(title: string): string {
  const start = readme.indexOf(`\n## ${title}\n`);
  if (start < 0) return '';
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

describe('README and recipes/ stay in sync', () => {
  const blocks = readmeBlocks(readme).filter((b) => b.recipe !== undefined);

  test('every recipe file is shown in the README, and every shown recipe exists', () => {
    const shown = new Set(blocks.map((b) => b.recipe));
    expect(recipeFiles().filter((file) => !shown.has(file))).toEqual([]);
    expect([...shown].filter((file) => !fs.existsSync(file!))).toEqual([]);
  });

  test('every block marked as a recipe is the file or a run of its lines, verbatim', () => {
    for (const block of blocks) {
      const file = fs.readFileSync(block.recipe!, 'utf8').replace(/\n$/, '');
      const excerpt = block.text.split('\n').length >= 5 && `\n${file}\n`.includes(`\n${block.text}\n`);
      const where = { line: block.line, recipe: block.recipe };
      expect({ ...where, verbatim: excerpt }).toEqual({ ...where, verbatim: true });
    }
  });

  test('every recipe block links its file, and the hosts table unless it is the agent job (no site)', () => {
    const lines = readme.split('\n');
    for (const block of blocks) {
      // The recipe's own part of the README: from the heading or bold title above the block to the block.
      let start = block.line - 2;
      while (start > 0 && !/^(#{2,4} |\*\*)/.test(lines[start]!)) start--;
      const intro = lines.slice(start, block.line).join('\n');
      const site = !fs.readFileSync(block.recipe!, 'utf8').includes('agent-job-id:');
      const hosts = !site || intro.includes('](#site-verification)');
      const links = { file: intro.includes(`](${block.recipe})`), hosts };
      expect({ recipe: block.recipe, links }).toEqual({ recipe: block.recipe, links: { file: true, hosts: true } });
    }
  });

  test('"Before you start" lists every secret and variable the recipes use, and no other', () => {
    const reference = /\b(?:secrets|vars)\.([A-Z0-9_]+)/g;
    const named = (file: string): string[] => [...fs.readFileSync(file, 'utf8').matchAll(reference)].map((m) => m[1]!);
    const used = new Set(recipeFiles().flatMap(named));
    const table = section('Before you start');
    const listed = new Set([...table.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((m) => m[1]!));
    expect([...listed].sort()).toEqual([...used].sort());
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
