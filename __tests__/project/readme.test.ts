/** The README documents exactly the inputs and outputs action.yml declares. */
import fs from 'node:fs';
import { parse } from 'yaml';

const action = parse(fs.readFileSync('action.yml', 'utf8')) as {
  inputs: Record<string, { description: string }>;
  outputs: Record<string, { description: string }>;
};
const readme = fs.readFileSync('README.md', 'utf8');

/** Names in the first column of the README's tables whose header starts with `kind`. */
function documented(kind: 'input' | 'output'): Set<string> {
  const names = new Set<string>();
  let inTable = false;
  for (const line of readme.split('\n')) {
    if (line.startsWith(`| ${kind} |`)) inTable = true;
    else if (!line.startsWith('|')) inTable = false;
    else if (inTable) {
      const name = /^\|\s*`([^`]+)`\s*\|/.exec(line)?.[1];
      if (name) names.add(name);
    }
  }
  return names;
}

test.each(['input', 'output'] as const)('every %s in action.yml is in the README, and the other way round', (kind) => {
  const declared = Object.keys(kind === 'input' ? action.inputs : action.outputs).sort();
  expect([...documented(kind)].sort()).toEqual(declared);
});

test('every input and output in action.yml has a description', () => {
  for (const entry of [...Object.values(action.inputs), ...Object.values(action.outputs)])
    expect(entry.description.length).toBeGreaterThan(20);
});
