/**
 * `npm run docs`: writes the Inputs and Outputs tables of README.md and docs/inputs.md from action.yml, between the
 * marker comments `<!-- inputs:start -->` … `<!-- inputs:end -->` and `<!-- outputs:start -->` …
 * `<!-- outputs:end -->`, so every input and output action.yml declares is listed, with its default and description
 * as the runner sees them.
 * `npm run docs -- --check` writes nothing and exits 1 when a file differs from what it would write
 * (`__tests__/project/docs.test.ts` runs the same check).
 *
 * Everything outside the markers is left byte for byte. A file without the four markers is an error, not a silent
 * no-op.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

interface ActionMetadata {
  inputs?: Record<string, { description?: string; required?: boolean; default?: string | number | boolean }>;
  outputs?: Record<string, { description?: string }>;
}

/**
 * Plain text as one table cell: one line; `|` escaped (it would end the cell), `<` as `&lt;` (`<domain>` would be
 * read as an HTML tag and vanish), and `*` and `` ` `` escaped so that `*` in a glob is not emphasis.
 */
function cell(text: string): string {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/[\\|*`]/g, (c) => `\\${c}`)
    .replace(/</g, '&lt;');
}

/** Inline code that survives any backticks inside (Markdown: a longer fence than any run inside). */
function code(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** A default value as inline code; only `|` is escaped, as anything else inside code shows as written. */
function defaultCell(value: string): string {
  return code(value).replace(/\|/g, '\\|');
}

/** The inputs table, one row per input in action.yml's order: name, required or its default, description. */
export function inputsTable(action: ActionMetadata): string {
  const rows = Object.entries(action.inputs ?? {}).map(([name, input]) => {
    let value = '—';
    if (input.required) value = 'required';
    else if (input.default !== undefined && input.default !== '') value = defaultCell(String(input.default));
    return `| ${code(name)} | ${value} | ${cell(input.description ?? '')} |`;
  });
  return ['| input | default | description |', '| --- | --- | --- |', ...rows].join('\n');
}

/** The outputs table, one row per output in action.yml's order. */
export function outputsTable(action: ActionMetadata): string {
  const rows = Object.entries(action.outputs ?? {}).map(
    ([name, output]) => `| ${code(name)} | ${cell(output.description ?? '')} |`,
  );
  return ['| output | description |', '| --- | --- |', ...rows].join('\n');
}

/** The note inside each start marker, telling an editor where the table comes from. */
const NOTE = 'generated from action.yml by `npm run docs`; edit action.yml, not this table';

/** The files whose tables `npm run docs` writes. */
export const GENERATED = ['README.md', 'docs/inputs.md'];

function replaceBetween(readme: string, kind: 'inputs' | 'outputs', table: string, file: string): string {
  const start = new RegExp(`<!-- ${kind}:start[^>]*-->`);
  const end = `<!-- ${kind}:end -->`;
  const from = start.exec(readme);
  const to = readme.indexOf(end);
  if (!from || to < from.index) {
    throw new Error(`${file} lacks the markers <!-- ${kind}:start --> and ${end} (in that order)`);
  }
  const head = readme.slice(0, from.index);
  const tail = readme.slice(to);
  return `${head}<!-- ${kind}:start (${NOTE}) -->\n\n${table}\n\n${tail}`;
}

/**
 * A file's text with both tables regenerated from action.yml's text.
 * @param file the file's name, for the error
 * @throws Error when a marker pair is missing or out of order.
 */
export function renderTables(actionYml: string, text: string, file: string): string {
  const action = parse(actionYml) as ActionMetadata;
  const withInputs = replaceBetween(text, 'inputs', inputsTable(action), file);
  return replaceBetween(withInputs, 'outputs', outputsTable(action), file);
}

/**
 * README text with both tables regenerated from action.yml's text.
 * @throws Error when a marker pair is missing or out of order.
 */
export function renderReadme(actionYml: string, readme: string): string {
  return renderTables(actionYml, readme, 'README.md');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const actionYml = fs.readFileSync('action.yml', 'utf8');
  const check = process.argv.includes('--check');
  for (const file of GENERATED) {
    const text = fs.readFileSync(file, 'utf8');
    const next = renderTables(actionYml, text, file);
    if (check && next !== text) {
      console.error(`${file}'s Inputs/Outputs tables differ from action.yml: run \`npm run docs\` and commit.`);
      process.exitCode = 1;
    } else if (check) {
      console.log(`${file}'s Inputs/Outputs tables match action.yml.`);
    } else if (next !== text) {
      fs.writeFileSync(file, next);
      console.log(`${file}: Inputs and Outputs tables rewritten from action.yml.`);
    } else {
      console.log(`${file}: Inputs and Outputs tables already match action.yml.`);
    }
  }
}
