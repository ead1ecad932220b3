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

/**
 * The message for options npm took for its own: `npm run demo --base-path /docs` (no `--`) passes only `/docs` to the
 * demo and sets `npm_config_base_path=true` in its environment (`npm_config_base_path=/docs` for `--base-path=/docs`),
 * so the demo would read `/docs` as the domain. Values npm left as arguments are paired with the flags it took, in
 * action.yml's order; undefined when npm took none.
 * @param env the demo's environment (`process.env`)
 * @param args the demo's arguments, after npm's
 * @param valid the inputs of action.yml
 */
export function npmTookOptions(
  env: Readonly<Record<string, string | undefined>>,
  args: readonly string[],
  valid: readonly string[],
): string | undefined {
  const found = [...valid, 'serve', 'port']
    .map((name) => ({ name, value: env[`npm_config_${name.replace(/-/g, '_')}`] }))
    .filter((option): option is { name: string; value: string } => option.value !== undefined);
  if (found.length === 0) return undefined;
  // A flag npm took as true left its value as an argument: the last ones, as a domain comes first.
  const needing = found.filter(({ name, value }) => name !== 'serve' && (value === 'true' || value === ''));
  const positions = args.flatMap((arg, i) => (arg.startsWith('-') ? [] : [i]));
  const values = positions.slice(Math.max(0, positions.length - needing.length));
  const kept = args.filter((_arg, i) => !values.includes(i));
  const taken = found.map(({ name, value }) => {
    if (name === 'serve') return value === 'true' ? '--serve' : '--no-serve';
    if (value !== 'true' && value !== '') return `--${name} ${quoted(value)}`;
    const at = values[needing.findIndex((option) => option.name === name) - (needing.length - values.length)];
    return `--${name} ${at === undefined ? 'value' : quoted(args[at]!)}`;
  });
  const meant = ['npm run demo --', ...kept.map(quoted), ...taken].join(' ');
  const names = taken.map((option) => option.split(' ', 1)[0]).join(', ');
  return (
    `npm took ${names} for its own option${taken.length === 1 ? '' : 's'}: npm run passes options to the demo only ` +
    `after --. Did you mean \`${meant}\`?`
  );
}

/** `text` as a shell reads it back: single-quoted when it holds anything but safe characters. */
function quoted(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
