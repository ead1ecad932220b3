/**
 * recipes/s3-cloudfront.yml with redirects that spill into a CloudFront KeyValueStore: its steps run unchanged with a
 * fake `aws` on PATH that keeps a store in a JSON file, answers as the CLI does (`--query ETag --output text` prints
 * the ETag) and refuses an update whose If-Match is not the store's current ETag, as UpdateKeys does.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';

interface Step {
  name?: string;
  if?: string;
  run?: string;
  uses?: string;
  env?: Record<string, string | number>;
  with?: Record<string, string | boolean>;
}
interface Call {
  args: string[];
  puts?: { Key: string; Value: string }[];
  deletes?: { Key: string }[];
  ifMatch?: string;
  answered?: string;
}

const RECIPE = 'recipes/s3-cloudfront.yml';
const ARN = 'arn:aws:cloudfront::111122223333:key-value-store/0123abcd';
const jqInstalled = spawnSync('jq', ['--version']).status === 0;
const maybe = jqInstalled ? test : test.skip;
const skipped = jqInstalled ? '' : ' (SKIPPED: no jq)';

// The fake CLI: the store is {etag, items}; each call is appended to calls.jsonl with what it sent and answered.
const FAKE_AWS = String.raw`
const fs = require('fs');
const path = require('path');
const dir = process.env.FAKE_AWS_DIR;
const storeFile = path.join(dir, 'store.json');
const args = process.argv.slice(2);
const opt = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const file = (uri) => JSON.parse(fs.readFileSync(uri.replace(/^file:\/\//, ''), 'utf8'));
const store = JSON.parse(fs.readFileSync(storeFile, 'utf8'));
const call = { args };
let answer = '';
const op = args[0] + ' ' + args[1];
if (op === 'cloudfront-keyvaluestore describe-key-value-store') answer = store.etag;
else if (op === 'cloudfront-keyvaluestore list-keys')
  answer = JSON.stringify({ Items: Object.entries(store.items).map(([Key, Value]) => ({ Key, Value })) });
else if (op === 'cloudfront-keyvaluestore update-keys') {
  call.ifMatch = opt('--if-match');
  call.puts = opt('--puts') ? file(opt('--puts')) : [];
  call.deletes = opt('--deletes') ? file(opt('--deletes')) : [];
  if (call.ifMatch !== store.etag) {
    fs.appendFileSync(path.join(dir, 'calls.jsonl'), JSON.stringify(call) + '\n');
    process.stderr.write('An error occurred (ConflictException) when calling the UpdateKeys operation\n');
    process.exit(254);
  }
  for (const { Key, Value } of call.puts) store.items[Key] = Value;
  for (const { Key } of call.deletes) delete store.items[Key];
  store.etag = 'ETAG' + (Number(store.etag.slice(4)) + 1);
  answer = store.etag;
} else if (op === 'cloudfront get-function') fs.writeFileSync(args[args.length - 1], 'the LIVE code\n');
else if (op === 'cloudfront describe-function') answer = 'FN1';
else if (op === 'cloudfront update-function') answer = 'FN2';
call.answered = answer;
fs.writeFileSync(storeFile, JSON.stringify(store));
fs.appendFileSync(path.join(dir, 'calls.jsonl'), JSON.stringify(call) + '\n');
if (answer) process.stdout.write(answer + '\n');
`;

describe(`${RECIPE} loads the KeyValueStore before it publishes the function${skipped}`, () => {
  const steps = (parse(fs.readFileSync(RECIPE, 'utf8')) as { jobs: { deploy: { steps: Step[] } } }).jobs.deploy.steps;
  const exportStep = steps.find((s) => s.uses?.startsWith('acme/mintlify-static-export-action@'))!;
  const functionFile = String(exportStep.with!['cloudfront-function']);
  // The import file the action writes beside the function (src/inputs.ts: `<name>.kvs.json`).
  const kvsFile = path.join(path.dirname(functionFile), `${path.parse(functionFile).name}.kvs.json`);
  const publishIndex = steps.findIndex((s) => s.name === 'Publish the CloudFront function when its code changed');
  const load = steps.find((s) => s.run?.includes('cloudfront-keyvaluestore update-keys'));
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'recipe-kvs-'));
    fs.mkdirSync(path.join(dir, 'bin'));
    fs.mkdirSync(path.join(dir, 'fake'));
    fs.writeFileSync(path.join(dir, 'bin', 'aws'), `#!${process.execPath}\n${FAKE_AWS}`, { mode: 0o755 });
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** Runs a step's script unchanged, its `${{ vars.* }}` resolved from `vars`; returns its exit and aws calls. */
  function run(step: Step, vars: Record<string, string>): { status: number | null; stdout: string; calls: Call[] } {
    const env: Record<string, string> = {
      PATH: `${path.join(dir, 'bin')}:${process.env.PATH!}`,
      RUNNER_TEMP: path.join(dir, 'fake'),
      FAKE_AWS_DIR: path.join(dir, 'fake'),
    };
    for (const [name, value] of Object.entries(step.env ?? {}))
      env[name] = String(value).replace(/\$\{\{\s*vars\.([A-Z0-9_]+)\s*\}\}/g, (_, v: string) => vars[v] ?? '');
    const calls = path.join(dir, 'fake', 'calls.jsonl');
    fs.rmSync(calls, { force: true });
    const result = spawnSync('bash', ['-e', '-c', step.run!], { cwd: dir, env, encoding: 'utf8' });
    const lines = fs.existsSync(calls) ? fs.readFileSync(calls, 'utf8').split('\n').filter(Boolean) : [];
    return {
      status: result.status,
      stdout: result.stdout + result.stderr,
      calls: lines.map((l) => JSON.parse(l) as Call),
    };
  }

  /** Whether the runner runs `step` in the workspace `dir`: its `if:` is hashFiles of one file, non-empty. */
  function runs(step: Step): boolean {
    const m = /^hashFiles\('([^']+)'\) != ''$/.exec(step.if ?? '');
    expect({ if: step.if, form: m !== null }).toEqual({ if: step.if, form: true });
    return fs.existsSync(path.join(dir, m![1]!));
  }

  const value = (i: number, to = `/new/page-${i}`): string => JSON.stringify([to, 308]);

  maybe('120 redirects against a store with 30 (5 changed) and 10 others: puts, then deletes, 50 a call', () => {
    expect(load).toBeDefined();
    expect(steps.indexOf(load!)).toBeLessThan(publishIndex);
    const data = Array.from({ length: 120 }, (_, i) => ({ key: `/old/page-${i}`, value: value(i) }));
    fs.writeFileSync(path.join(dir, kvsFile), JSON.stringify({ data }));
    const items: Record<string, string> = {};
    for (let i = 0; i < 30; i++) items[`/old/page-${i}`] = i < 5 ? value(i, '/elsewhere') : value(i);
    for (let i = 0; i < 10; i++) items[`/gone/${i}`] = value(i, '/gone-to');
    fs.writeFileSync(path.join(dir, 'fake', 'store.json'), JSON.stringify({ etag: 'ETAG0', items }));
    expect(runs(load!)).toBe(true);

    const first = run(load!, { CLOUDFRONT_KVS_ARN: ARN });
    expect(first.status).toBe(0);
    for (const call of first.calls) expect(call.args).toEqual(expect.arrayContaining(['--kvs-arn', ARN]));
    const updates = first.calls.filter((c) => c.args[1] === 'update-keys');
    expect(updates.length).toBeGreaterThan(0);
    // Each update carries the ETag the call before answered: describe's for the first, then the previous update's.
    const describe = first.calls.find((c) => c.args[1] === 'describe-key-value-store')!;
    expect(updates.map((c) => c.ifMatch)).toEqual([describe.answered, ...updates.slice(0, -1).map((c) => c.answered)]);
    for (const call of updates) expect(call.puts!.length + call.deletes!.length).toBeLessThanOrEqual(50);
    const puts = updates.flatMap((c) => c.puts!.map((p) => p.Key)).sort();
    const deletes = updates.flatMap((c) => c.deletes!.map((d) => d.Key)).sort();
    const expectedPuts = [...Array.from({ length: 5 }, (_, i) => i), ...Array.from({ length: 90 }, (_, i) => i + 30)];
    expect(puts).toEqual(expectedPuts.map((i) => `/old/page-${i}`).sort());
    expect(deletes).toEqual(Array.from({ length: 10 }, (_, i) => `/gone/${i}`).sort());
    // No key is deleted by a call before one that still puts.
    const lastPut = updates.findLastIndex((c) => c.puts!.length > 0);
    const firstDelete = updates.findIndex((c) => c.deletes!.length > 0);
    expect(firstDelete).toBeGreaterThanOrEqual(lastPut);
    const store = JSON.parse(fs.readFileSync(path.join(dir, 'fake', 'store.json'), 'utf8')) as { items: object };
    expect(store.items).toEqual(Object.fromEntries(data.map((d) => [d.key, d.value])));

    const second = run(load!, { CLOUDFRONT_KVS_ARN: ARN });
    expect(second.status).toBe(0);
    expect(second.calls.filter((c) => c.args[1] === 'update-keys')).toEqual([]);
    expect(second.stdout).toContain('The store already holds these 120 redirects.');
  });

  maybe('without the import file the step is skipped; with it and no CLOUDFRONT_KVS_ARN it fails, saying so', () => {
    expect(load).toBeDefined();
    expect(runs(load!)).toBe(false);
    fs.writeFileSync(path.join(dir, kvsFile), JSON.stringify({ data: [{ key: '/a', value: value(1) }] }));
    expect(runs(load!)).toBe(true);
    const unset = run(load!, {});
    expect(unset.status).toBe(1);
    expect(unset.stdout).toContain('::error title=No KeyValueStore::');
    expect(unset.calls).toEqual([]);
  });

  maybe('publishing code that reads the store keeps its association (UpdateFunction replaces the config)', () => {
    const publish = steps[publishIndex]!;
    fs.writeFileSync(path.join(dir, functionFile), 'var store = cf.kvs();\n');
    fs.writeFileSync(path.join(dir, 'fake', 'store.json'), JSON.stringify({ etag: 'ETAG0', items: {} }));
    const { status, calls } = run(publish, { CLOUDFRONT_FUNCTION: 'docs-viewer-request', CLOUDFRONT_KVS_ARN: ARN });
    expect(status).toBe(0);
    const update = calls.find((c) => c.args[1] === 'update-function')!;
    const config = JSON.parse(update.args[update.args.indexOf('--function-config') + 1]!) as object;
    expect(config).toEqual({
      Comment: 'Mintlify static export URLs',
      Runtime: 'cloudfront-js-2.0',
      KeyValueStoreAssociations: { Quantity: 1, Items: [{ KeyValueStoreARN: ARN }] },
    });
    expect(calls.map((c) => c.args[1])).toEqual([
      'get-function',
      'describe-function',
      'update-function',
      'publish-function',
    ]);

    // The same code without the variable is refused before anything is updated.
    const unset = run(publish, { CLOUDFRONT_FUNCTION: 'docs-viewer-request' });
    expect(unset.status).toBe(1);
    expect(unset.stdout).toContain('::error title=No KeyValueStore::');
    expect(unset.calls.map((c) => c.args[1])).toEqual(['get-function']);
  });
});
