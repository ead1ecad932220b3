/**
 * `npm run demo -- --<input-name> value` (issue 31): any input of action.yml, by its own name, and a clear error for
 * anything else; the demo's own options, and when it serves the site it published.
 */
import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import { renderLog } from '../../scripts/demo-log.ts';
import { actionInputNames, npmTookOptions, parseDemoOptions } from '../../scripts/demo-options.ts';
import { reasonNotToServe, servePlan } from '../../scripts/demo-serve.ts';
import { readInputs, type ExportInputs } from '../../src/inputs.ts';

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

describe('npm run demo without -- (issue 39 item 15)', () => {
  // What npm 11 passes for `npm run demo --base-path /docs --search pagefind`: the values as arguments, the flags as
  // npm_config_* variables set to true (checked by hand: npm warns 'Unknown cli config "--base-path"').
  test('flags npm took are named, with the command that was meant', () => {
    const env = { npm_config_base_path: 'true', npm_config_search: 'true', npm_config_update_notifier: '' };
    expect(npmTookOptions(env, ['/docs', 'pagefind'], valid)).toBe(
      'npm took --base-path, --search for its own options: npm run passes options to the demo only after --. ' +
        'Did you mean `npm run demo -- --base-path /docs --search pagefind`?',
    );
  });

  test("--name=value reaches the environment with its value; the domain and the demo's own options are kept", () => {
    const env = { npm_config_base_path: '/docs', npm_config_serve: '' };
    expect(npmTookOptions(env, ['acme.example.com', '--port', '0'], valid)).toContain(
      'Did you mean `npm run demo -- acme.example.com --port 0 --base-path /docs --no-serve`?',
    );
    // A domain comes first: the values npm left are the last arguments.
    expect(npmTookOptions({ npm_config_base_path: 'true' }, ['acme.example.com', '/docs'], valid)).toContain(
      'Did you mean `npm run demo -- acme.example.com --base-path /docs`?',
    );
  });

  test("with -- nothing is taken, and other npm settings are none of the demo's business", () => {
    expect(
      npmTookOptions({ npm_config_cache: '/x', npm_config_update_notifier: '' }, ['--base-path', '/docs'], valid),
    ).toBeUndefined();
  });

  test('--help names the positional domain', () => {
    const demo = fs.readFileSync('scripts/demo.ts', 'utf8');
    expect(demo).toContain('npm run demo -- [domain] [--<input-name> value]');
    expect(demo).toMatch(/domain: the first argument, when it is not an option/);
  });
});

describe("the demo's step log, for a person (issue 39 item 15)", () => {
  const raw = [
    '::add-mask::mint_test_secret',
    '::group::Verify the site',
    '::debug::resolved 3 targets',
    '2 pages · 3 references',
    '::endgroup::',
    '::error title=Site verification failed::The site has 1 error%0ASet base-path%3A /docs',
    '::warning::Could not write%2C retried',
    'plain line',
  ].join('\n');

  test('groups are headings, debug and add-mask lines are left out, annotations read as text', () => {
    const shown = renderLog(raw);
    expect(shown.split('\n')).toEqual([
      '',
      '▸ Verify the site',
      '  2 pages · 3 references',
      'Error: Site verification failed: The site has 1 error',
      '  Set base-path: /docs',
      'Warning: Could not write, retried',
      'plain line',
      '',
      '(1 debug line left out: the runner shows them with debug logging)',
    ]);
    expect(shown).not.toContain('::');
    expect(shown).not.toContain('mint_test_secret');
  });
});

test('every npm run demo example of the README and CONTRIBUTING runs clean: no warning about its inputs', () => {
  const examples = ['README.md', 'CONTRIBUTING.md'].flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/`npm run demo -- ([^`]+)`/g)].map((m) => ({ file, args: m[1]! })),
  );
  // One in each file, besides the syntax (--<input-name> value), which is no example.
  const runnable = examples.filter(({ args }) => !args.includes('<'));
  expect(new Set(runnable.map(({ file }) => file))).toEqual(new Set(['README.md', 'CONTRIBUTING.md']));
  for (const { file, args } of runnable) {
    const options = parseDemoOptions(args.split(/\s+/), valid);
    if (options.help) continue;
    // The demo's own inputs (scripts/demo.ts) under the options, in the runner's repository (emulator/runner.ts).
    const inputs: Record<string, string> = {
      'api-key': 'mint_test_emulator_key',
      domain: 'docs.example.com',
      ...options.inputs,
    };
    const env = { GITHUB_WORKSPACE: '/tmp/ws', RUNNER_TEMP: '/tmp/rt', GITHUB_REPOSITORY: 'acme/docs' };
    const read = readInputs((name) => inputs[name] ?? '', env) as ExportInputs;
    expect({ file, args, warnings: read.warnings }).toEqual({ file, args, warnings: [] });
  }
});
