/**
 * The options of `npm run demo`: any input of action.yml as `--<input-name> value` (or `--<input-name>=value`), so a
 * user tries their own inputs without spelling the runner's variables (`INPUT_API-KEY`, which a shell cannot export).
 */
import fs from 'node:fs';
import { parse } from 'yaml';

/** The input names action.yml declares, in its order. */
export function actionInputNames(actionYml = fs.readFileSync('action.yml', 'utf8')): string[] {
  const action = parse(actionYml) as { inputs?: Record<string, unknown> };
  return Object.keys(action.inputs ?? {});
}

/**
 * What the command line asked for: inputs by name and how to show the site (`--serve`/`--no-serve`, `--port`), or
 * help. `serve` is undefined when neither was given: the demo then serves only in an interactive terminal.
 */
export type DemoOptions =
  { help: true } | { help: false; inputs: Record<string, string>; serve?: boolean; port?: number };

/** The demo's own options, beside the inputs: none of them is an input of action.yml. */
export const DEMO_OPTIONS = ['--serve', '--no-serve', '--port <n>'] as const;

/**
 * Parses the demo's arguments. A first argument that is not an option is the domain, as before options existed.
 * @param valid the inputs of action.yml
 * @throws Error naming the unknown option and listing the valid ones, or the option that lacks a value
 */
export function parseDemoOptions(args: readonly string[], valid: readonly string[]): DemoOptions {
  const inputs: Record<string, string> = {};
  let serve: boolean | undefined;
  let port: number | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--help' || arg === '-h') return { help: true };
    if (i === 0 && !arg.startsWith('-')) {
      inputs.domain = arg;
      continue;
    }
    if (arg === '--serve' || arg === '--no-serve') {
      serve = arg === '--serve';
      continue;
    }
    const m = /^--([^=]+)(?:=(.*))?$/s.exec(arg);
    if (m?.[1] === 'port') {
      const text = m[2] ?? args[++i];
      port = Number(text);
      if (!text || !Number.isInteger(port) || port < 0 || port > 65535)
        throw new Error(`Option --port needs a port number (0 for any free port), not ${text ?? 'nothing'}`);
      continue;
    }
    if (!m || !valid.includes(m[1]!)) {
      throw new Error(
        `Unknown option ${arg}: give an input of action.yml as --<input-name> value, one of\n  ${usageList(valid)}\n` +
          `or one of the demo's own: ${DEMO_OPTIONS.join(', ')}`,
      );
    }
    const value = m[2] ?? args[++i];
    if (value === undefined) throw new Error(`Option --${m[1]} needs a value, e.g. --${m[1]} value`);
    inputs[m[1]!] = value;
  }
  return { help: false, inputs, ...(serve === undefined ? {} : { serve }), ...(port === undefined ? {} : { port }) };
}

/** The valid options, wrapped for a terminal. */
export function usageList(valid: readonly string[]): string {
  const lines: string[] = [];
  let line = '';
  for (const name of valid.map((input) => `--${input}`)) {
    if (line && line.length + name.length + 1 > 100) {
      lines.push(line);
      line = '';
    }
    line = line ? `${line} ${name}` : name;
  }
  return [...lines, line].join('\n  ');
}
