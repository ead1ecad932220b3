/**
 * `npm run demo -- --<input-name> value` (issue 31): any input of action.yml, by its own name, and a clear error for
 * anything else.
 */
import { expect, test } from '@jest/globals';
import { actionInputNames, parseDemoOptions } from '../scripts/demo-options.ts';

const valid = actionInputNames();

test('the options are the inputs of action.yml, hyphens and all', () => {
  expect(valid).toEqual(expect.arrayContaining(['api-key', 'base-path', 'search', 'host', 'helm-values']));
  expect(parseDemoOptions(['--base-path', '/docs', '--search', 'pagefind', '--host=cloudfront'], valid)).toEqual({
    help: false,
    inputs: { 'base-path': '/docs', search: 'pagefind', host: 'cloudfront' },
  });
});

test('a first argument that is not an option is the domain, as before', () => {
  expect(parseDemoOptions(['acme.mintlify.app', '--verify', 'off'], valid)).toEqual({
    help: false,
    inputs: { domain: 'acme.mintlify.app', verify: 'off' },
  });
});

test('an unknown option (or the environment variable spelling) is an error listing every valid one', () => {
  for (const wrong of ['--base_path', '--INPUT_API_KEY', 'extra']) {
    const args = wrong === 'extra' ? ['docs.example.com', wrong] : [wrong, 'x'];
    expect(() => parseDemoOptions(args, valid)).toThrow(`Unknown option ${wrong}: give an input of action.yml as`);
  }
  try {
    parseDemoOptions(['--bogus', '1'], valid);
  } catch (error) {
    for (const name of valid) expect((error as Error).message).toMatch(new RegExp(`--${name}\\b`));
  }
  expect.assertions(3 + valid.length);
});

test('an option without a value says so; --help asks for the list', () => {
  expect(() => parseDemoOptions(['--base-path'], valid)).toThrow('Option --base-path needs a value');
  expect(parseDemoOptions(['--help'], valid)).toEqual({ help: true });
});
