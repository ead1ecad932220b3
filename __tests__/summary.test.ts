import { code } from '../src/summary.ts';

test('code spans in the step summary show values verbatim: only | is escaped, backticks get a longer fence', () => {
  expect(code('se_3f9a2c1b8e7d4a06')).toBe('`se_3f9a2c1b8e7d4a06`');
  expect(code('a|b')).toBe('`a\\|b`');
  expect(code('x`y')).toBe('`` x`y ``');
});
