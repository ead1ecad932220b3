/**
 * `npm run demo -- --<input-name> value` (issue 31): any input of action.yml, by its own name, and a clear error for
 * anything else; the demo's own options, and when it serves the site it published.
 */
import { expect, test } from '@jest/globals';
import { actionInputNames, parseDemoOptions } from '../scripts/demo-options.ts';
import { reasonNotToServe, servePlan } from '../scripts/demo-serve.ts';

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

test("the demo's own options: --serve, --no-serve and --port, which no input of action.yml shadows", () => {
  for (const own of ['serve', 'no-serve', 'port']) expect(valid).not.toContain(own);
  expect(parseDemoOptions(['--serve', '--port', '0', '--host', 's3'], valid)).toEqual({
    help: false,
    inputs: { host: 's3' },
    serve: true,
    port: 0,
  });
  expect(parseDemoOptions(['--no-serve', '--port=9000'], valid)).toEqual({
    help: false,
    inputs: {},
    serve: false,
    port: 9000,
  });
  expect(() => parseDemoOptions(['--port', 'http'], valid)).toThrow('Option --port needs a port number');
  expect(() => parseDemoOptions(['--port'], valid)).toThrow('Option --port needs a port number');
});

test('without --serve or --no-serve, the demo serves only in an interactive terminal outside CI', () => {
  expect(reasonNotToServe(undefined, {}, true)).toBeUndefined();
  expect(reasonNotToServe(undefined, { CI: 'true' }, true)).toBe('CI is set');
  expect(reasonNotToServe(undefined, { CI: 'false' }, true)).toBeUndefined();
  expect(reasonNotToServe(undefined, {}, false)).toBe('stdin is not a terminal');
  expect(reasonNotToServe(false, {}, true)).toBe('--no-serve');
  expect(reasonNotToServe(true, { CI: 'true' }, false)).toBeUndefined();
});

test("the served site follows the run's host, base path and CloudFront function", () => {
  expect(servePlan({})).toEqual({ host: 'auto', basePath: '', generatedCloudfrontFunction: false });
  expect(servePlan({ host: 'cloudfront', 'base-path': 'docs/', 'cloudfront-function': 'fn.js' })).toEqual({
    host: 'cloudfront',
    basePath: '/docs',
    generatedCloudfrontFunction: true,
  });
});
