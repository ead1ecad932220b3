/**
 * Reads the project's `docs.json` or `mint.json` for its `redirects` (issue 45 "Inputs"), once, with the other
 * inputs: every problem is an InputError naming the file and the rule, all of them returned together.
 */
import fs from 'node:fs';
import path from 'node:path';
import { InputError } from '../../common/errors.ts';
import { reservedBasePath } from '../rebase/base-path.ts';
import { ruleConflicts } from './pages.ts';
import { checkRule, type RedirectRule } from './rules.ts';

/** The `redirects` input's values: `auto` publishes the config's redirects when a config is found, `off` none. */
export const REDIRECTS_MODES = ['auto', 'off'] as const;
export type RedirectsMode = (typeof REDIRECTS_MODES)[number];

/** The configs looked for at the workspace root when `docs-config` is empty, in this order (Mintlify's names). */
export const DEFAULT_CONFIGS = ['docs.json', 'mint.json'] as const;

/**
 * Reads the `redirects` input (empty: `auto`).
 * @throws InputError naming the valid values
 */
export function parseRedirectsMode(text: string): RedirectsMode {
  const value = text || 'auto';
  if ((REDIRECTS_MODES as readonly string[]).includes(value)) return value as RedirectsMode;
  throw new InputError('redirects', `'${text}' is not one of ${REDIRECTS_MODES.join(', ')}`);
}

/** The redirects of a config, as read. */
export interface RedirectConfig {
  /** Absolute path of the config read. */
  file: string;
  /** The file as messages name it: relative to the workspace, `/` separators (`docs.json`, `docs/mint.json`). */
  name: string;
  /** Its rules, in its order; empty when it has none. */
  rules: RedirectRule[];
}

/**
 * Finds the config: `docs-config` when given (it must then exist), else `docs.json`, else `mint.json`, at the
 * workspace root.
 * @param given the absolute path `docs-config` names, or undefined when empty
 * @returns the absolute path, or undefined when the input is empty and neither file exists
 * @throws InputError naming `docs-config` when the file it names is not a file
 */
export function findConfig(workspace: string, given: string | undefined, text: string): string | undefined {
  if (given !== undefined) {
    if (!isFile(given))
      throw new InputError(
        'docs-config',
        `'${text}' is not a file in the workspace: name the project's docs.json or mint.json, relative to the ` +
          'workspace (check out the docs repository first), or leave it empty',
      );
    return given;
  }
  return DEFAULT_CONFIGS.map((name) => path.join(workspace, name)).find(isFile);
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Reads a config's `redirects` (platform facts, "Redirects": a top-level array of `{source, destination,
 * permanent?}`; `mint.json` has the same field). A config without `redirects` has no rules.
 * @param file absolute path of the config
 * @param workspace to name the file relative to it in messages
 * @returns the rules, or every problem found: the config not read or not JSON (one error), `redirects` not an array
 * (one), or one InputError per refused rule, each naming the file and the rule (`docs.json redirects[3]`)
 */
export function readRedirectConfig(file: string, workspace: string): RedirectConfig | InputError[] {
  const name = path.relative(workspace, file).split(path.sep).join('/');
  const refuse = (message: string): InputError[] => [new InputError('docs-config', `${name} ${message}`)];
  let text: string;
  try {
    // A link to a file outside the workspace would publish rules nobody checked in, or quote another file's text.
    const real = fs.realpathSync(file);
    const root = fs.realpathSync(workspace);
    if (real !== root && !real.startsWith(`${root}${path.sep}`))
      return refuse("is a link to a file outside the workspace: name the project's own config, or set redirects: off");
    text = fs.readFileSync(real, 'utf8');
  } catch (error) {
    return refuse(`cannot be read: ${(error as Error).message}`);
  }
  let config: unknown;
  try {
    config = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    // Where, not what: the parser's message quotes the text, which the log is no place for.
    const where = /at position \d+(?: \(line \d+ column \d+\))?/.exec((error as Error).message)?.[0];
    return refuse(`is not JSON${where ? ` (${where})` : ''}: fix it, or set redirects: off`);
  }
  if (typeof config !== 'object' || config === null || Array.isArray(config))
    return refuse('is not a JSON object, as docs.json and mint.json are: name the right file in docs-config');
  const redirects = (config as Record<string, unknown>).redirects;
  if (redirects === undefined) return { file, name, rules: [] };
  if (!Array.isArray(redirects))
    return refuse(
      `has redirects ${JSON.stringify(redirects)?.slice(0, 80)}, not an array of {"source", "destination"} rules`,
    );
  const rules: RedirectRule[] = [];
  const errors: InputError[] = [];
  redirects.forEach((entry: unknown, index) => {
    const checked = checkRule(entry, index, reservedBasePath);
    if (Array.isArray(checked))
      for (const problem of checked)
        errors.push(new InputError('docs-config', `${name} redirects[${index}] ${problem}`));
    else rules.push(checked);
  });
  // Among the rules that passed, so one run names every problem.
  for (const conflict of ruleConflicts(rules)) errors.push(new InputError('docs-config', `${name} ${conflict}`));
  return errors.length > 0 ? errors : { file, name, rules };
}
