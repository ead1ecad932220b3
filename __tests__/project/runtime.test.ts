import fs from 'node:fs';
import { parse } from 'yaml';

test('tests run on Node 24, the runtime action.yml declares', () => {
  // npm's --ignore-scripts would silently leave the tests on the machine's Node 20.
  expect(process.versions.node.split('.')[0]).toBe('24');
  expect(parse(fs.readFileSync('action.yml', 'utf8')).runs).toEqual({ using: 'node24', main: 'dist/index.js' });
});
