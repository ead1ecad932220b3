/**
 * Pagefind's process as a hostile or dying child, through dist/index.js against the emulator (issue 29 #1–#4): a
 * child killed or crashing at each stage fails the step with its signal or exit code and last stderr lines, leaves
 * the previous site and RUNNER_TEMP as they were, and never exits 0; the child sees no secret of the environment; a
 * page's `lang` never names a file outside the site, and one Pagefind cannot take is indexed as `unknown`.
 */
import { expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { TarEntry } from '../../../emulator/archives.ts';
import { startEmulator, type Emulator } from '../../../emulator/server.ts';
import { makeTempFolder, runAction, type RunResult } from '../../../emulator/runner.ts';
import { expectUntouched, previousWorkspace } from '../../helpers/bundle-run.ts';

const require = createRequire(import.meta.url);
const BINARY = require.resolve(`@pagefind/${process.platform}-${process.arch}/bin/pagefind_extended`);

const page = (title: string, lang: string): Buffer =>
  Buffer.from(
    `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${title} - Acme</title></head><body>` +
      `<div id="content-area"><h1>${title}</h1><p>Words about ${title.toLowerCase()}.</p></div></body></html>`,
  );

const SITE: TarEntry[] = [
  { name: 'index.html', data: page('Home', 'en') },
  { name: 'guides/a.html', data: page('Alpha', 'en') },
  { name: 'guides/b.html', data: page('Beta', 'en') },
];

/** Values planted in the action's environment that no child may see. */
const SECRETS = {
  GITHUB_TOKEN: 'ghs_canary_github_token',
  ACTIONS_RUNTIME_TOKEN: 'canary_actions_runtime_token',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'canary_id_token_request',
  AWS_SECRET_ACCESS_KEY: 'canary_aws_secret',
  AWS_ACCESS_KEY_ID: 'AKIACANARY',
  CLOUDFLARE_API_TOKEN: 'canary_cloudflare',
  NETLIFY_AUTH_TOKEN: 'canary_netlify',
};

const emulators: Emulator[] = [];
afterAll(async () => {
  await Promise.all(emulators.map((e) => e.close()));
});

/**
 * A stand-in for Pagefind's binary: it records its environment in `envFile`, runs the real binary behind it, and,
 * when the `nth` request of type `at` arrives (`NewIndex`, `AddFile`, `WriteFiles`), writes a panic line to stderr and
 * dies: SIGKILL (as the OOM killer does) or exit 101 (as a Rust panic does). At `WriteFiles` it dies after the real
 * binary has written the index, before its answer is passed on.
 */
function wrapper(folder: string, death?: { at: string; nth: number; how: 'SIGKILL' | 'exit' }): string {
  const file = path.join(folder, `pagefind-${death ? `${death.at}-${death.nth}-${death.how}` : 'env'}`);
  const script = `#!${process.execPath}
const { spawn } = require('node:child_process');
const fs = require('node:fs');
fs.writeFileSync(${JSON.stringify(path.join(folder, 'child-env.json'))}, JSON.stringify(process.env));
const death = ${JSON.stringify(death ?? null)};
const real = spawn(${JSON.stringify(BINARY)}, process.argv.slice(2), { stdio: ['pipe', 'pipe', 'inherit'] });
real.on('exit', (code, signal) => (signal ? process.kill(process.pid, signal) : process.exit(code)));
let buffered = '';
let seen = 0;
function die() {
  process.stderr.write("thread 'main' panicked at src/stand_in.rs:1:1: the test's stand-in dies here\\n");
  real.kill('SIGKILL');
  if (death.how === 'SIGKILL') process.kill(process.pid, 'SIGKILL');
  else process.exit(101);
}
const decode = (message) => JSON.parse(Buffer.from(message, 'base64').toString());
let writeId;
process.stdin.on('data', (chunk) => {
  buffered += chunk;
  for (let comma = buffered.indexOf(','); comma !== -1; comma = buffered.indexOf(',')) {
    const message = buffered.slice(0, comma);
    buffered = buffered.slice(comma + 1);
    const request = decode(message);
    const dies = death && request.payload.type === death.at && ++seen === death.nth;
    if (dies && death.at !== 'WriteFiles') return die();
    if (dies) writeId = request.message_id;
    real.stdin.write(message + ',');
  }
});
// Answers pass through, but for the WriteFiles it dies at: the index is written, the answer never arrives.
let answers = '';
real.stdout.on('data', (chunk) => {
  answers += chunk;
  for (let comma = answers.indexOf(','); comma !== -1; comma = answers.indexOf(',')) {
    const message = answers.slice(0, comma);
    answers = answers.slice(comma + 1);
    if (writeId !== undefined && decode(message).message_id === writeId) return die();
    process.stdout.write(message + ',');
  }
});
`;
  fs.writeFileSync(file, script, { mode: 0o755 });
  return file;
}

async function run(binary: string, site: TarEntry[] = SITE, extra: Record<string, string> = {}): Promise<RunResult> {
  const emulator = await startEmulator({ durationMs: 0, queuedMs: 0, tarEntries: site });
  emulators.push(emulator);
  return runAction({
    inputs: {
      'api-key': emulator.apiKey,
      'api-url': emulator.apiUrl,
      domain: 'docs.example.com',
      'agent-files': 'off',
      search: 'pagefind',
      'github-token': 'ghp_canary_github_token_input',
      ...extra,
    },
    env: { PAGEFIND_BINARY_PATH: binary, ...SECRETS },
    workspace: previousWorkspace(),
  });
}

test.each([
  { at: 'NewIndex', nth: 1, how: 'SIGKILL' as const },
  { at: 'AddFile', nth: 2, how: 'SIGKILL' as const },
  { at: 'AddFile', nth: 3, how: 'exit' as const },
  { at: 'WriteFiles', nth: 1, how: 'SIGKILL' as const },
  { at: 'WriteFiles', nth: 1, how: 'exit' as const },
])('Pagefind dying at $at #$nth ($how) fails the step and leaves the previous site', async (death) => {
  const folder = makeTempFolder();
  const result = await run(wrapper(folder, death));
  await expectUntouched(result);
  const how = death.how === 'SIGKILL' ? 'was killed by SIGKILL' : 'exited with code 101';
  expect(result.log).toMatch(
    new RegExp(`::error title=Search::Pagefind's process \\(\\S+\\) ${how}; its last output:`),
  );
  expect(result.log).toContain("thread 'main' panicked at src/stand_in.rs:1:1: the test's stand-in dies here");
  expect(result.log).toContain(death.at === 'WriteFiles' ? '(while writing its index)' : '(while indexing ');
  let hint = /report the page named above/;
  if (death.how === 'SIGKILL') hint = /out of memory: use a larger runner, or set search: off/;
  else if (death.at === 'WriteFiles') hint = /Pagefind stopped while writing its index: report it to Pagefind/;
  expect(result.log).toMatch(hint);
  expect(result.summary).toMatch(/Pagefind's process/);
  expect(result.outputs.verifyResult).toBeUndefined();
});

/** A stand-in binary, `#!/bin/sh` and `body`: what a broken or hostile Pagefind does to the service's protocol. */
function standIn(folder: string, name: string, body: string): string {
  const file = path.join(folder, name);
  fs.writeFileSync(file, `#!/bin/sh\n${body}\n`, { mode: 0o755 });
  return file;
}

/** The mark of the grandchild the `grandchild` stand-in leaves behind, to end it after the test. */
const GRANDCHILD_SECONDS = 297;
afterAll(() => {
  spawnSync('pkill', ['-f', `sleep ${GRANDCHILD_SECONDS}`]);
});

test.each([
  // JSON null is no message: it crashed the action with a TypeError and left the child running.
  ['null', `printf 'bnVsbA==,'; exec sleep 60`, /Pagefind's process sent what is not a message of its protocol/],
  // 17 MB without a comma: the buffer grew without end, and each byte re-armed the silence timer.
  [
    'flood',
    `head -c 17000000 /dev/zero | tr '\\0' 'A'; exec sleep 60`,
    /Pagefind's process sent more than 16 MB without the end of a message/,
  ],
  // Exits while a grandchild holds its pipes: noticed at its exit, not when the grandchild ends.
  ['grandchild', `sleep ${GRANDCHILD_SECONDS} & exit 3`, /Pagefind's process \(\S+\) exited with code 3/],
])(
  'a Pagefind that breaks the protocol (%s) fails the step and leaves the previous site',
  async (name, body, error) => {
    const result = await run(standIn(makeTempFolder(), name, body));
    await expectUntouched(result);
    expect(result.log).toMatch(error);
    expect(result.log).toMatch(/::error title=Search::/);
    expect(result.summary).toContain('Search');
  },
);

test('URLs in pages cannot write workflow commands into the log through verification findings', async () => {
  const hostile = Buffer.from(
    '<!DOCTYPE html><html lang="en"><head><title>Home - Acme</title></head><body><div id="content-area">' +
      '<a href="/x%0A::set-output%20name=siteArchive::/etc%0A">a</a>' +
      '<a href="/guides/a#f%0A::error%20title=FRAG::injected">b</a><img src="/i%0A::add-mask::Home" alt="">' +
      '<a href="/y%0D%0A%20%20::stop-commands::token">c</a></div></body></html>',
  );
  const emulator = await startEmulator({
    durationMs: 0,
    queuedMs: 0,
    tarEntries: [{ name: 'index.html', data: hostile }, SITE[1]!],
  });
  emulators.push(emulator);
  const result = await runAction({
    inputs: {
      'api-key': emulator.apiKey,
      'api-url': emulator.apiUrl,
      domain: 'docs.example.com',
      'agent-files': 'off',
      'verify-fail-on': 'never',
    },
  });
  expect(result.code).toBe(0);
  const commands = result.rawLog
    .split(/\r?\n/)
    .filter((line) => /^\s*::(set-output|error title=FRAG|add-mask::Home|stop-commands)/.test(line));
  expect(commands).toEqual([]);
  // The finding still names the URL, its newline shown as an escape.
  expect(result.rawLog).toContain('/x\\u000a::set-output name=siteArchive::/etc\\u000a');
});

test("Pagefind's process sees no input, token or cloud credential of the action's environment", async () => {
  const folder = makeTempFolder();
  const result = await run(wrapper(folder));
  expect(result.code).toBe(0);
  const env = JSON.parse(fs.readFileSync(path.join(folder, 'child-env.json'), 'utf8')) as Record<string, string>;
  expect(Object.keys(env).filter((name) => /^(INPUT_|ACTIONS_|GITHUB_|AWS_|RUNNER_)/.test(name))).toEqual([]);
  const values = JSON.stringify(env);
  for (const secret of [...Object.values(SECRETS), 'ghp_canary_github_token_input', 'mint_'])
    expect(values).not.toContain(secret);
  expect(env.PATH).toBe(process.env.PATH);
});

/**
 * Every file under `root`, relative, with `/` separators. Other tests share the temp folder and remove their own
 * folders while this walks it, so a folder that vanishes mid-walk is skipped rather than failing the test.
 */
const tree = (root: string, under = ''): string[] => {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(path.join(root, under), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .flatMap((entry) => {
      const name = under ? `${under}/${entry.name}` : entry.name;
      return entry.isDirectory() ? tree(root, name) : [name];
    })
    .sort();
};

test("a page's lang that is no language tag writes nothing outside the site and is indexed as unknown", async () => {
  const hostile = [
    `${'../'.repeat(12)}x/escaped`,
    '..\\..\\..\\escaped',
    `en-${'a'.repeat(40)}`, // longer than 32 bytes: Pagefind 1.6 panics on it
    'en/../../escaped',
    'é',
    'en US',
    'x'.repeat(300),
  ];
  const site: TarEntry[] = [
    ...SITE,
    ...hostile.map((lang, i) => ({ name: `hostile/${i}.html`, data: page(`Hostile ${i}`, lang) })),
  ];
  const result = await run(BINARY, site);
  expect(result.code).toBe(0);
  // Nothing named after a hostile lang anywhere in the test run's temp folder, nor at the file system's root.
  expect(tree(os.tmpdir()).filter((file) => /escaped/.test(file))).toEqual([]);
  expect(fs.existsSync('/x')).toBe(false);
  expect(fs.readdirSync(result.tempDir)).toEqual([]);
  // Indexed without a language, which Pagefind files under the site's main one: every page is found.
  const entry = JSON.parse(
    fs.readFileSync(path.join(result.workspace, 'static-export', 'pagefind', 'pagefind-entry.json'), 'utf8'),
  ) as { languages: Record<string, { page_count: number }> };
  expect(Object.keys(entry.languages)).toEqual(['en']);
  expect(entry.languages.en!.page_count).toBe(SITE.length + hostile.length);
  expect(result.log).toContain(
    `::warning::${hostile.length} pages have an <html lang> that is no language tag (letters, digits and hyphens, ` +
      'at most 32 bytes), e.g. hostile/0.html, hostile/1.html, hostile/2.html: ' +
      'they were indexed without a language ("unknown")',
  );
});

test('a page in windows-1252 gets the search tags before its </head>, its other bytes untouched', async () => {
  const head = '<!DOCTYPE html><html lang="de"><head><meta charset="windows-1252"><title>Gr\xfc\xdfe - Acme</title>';
  const body = '<body><div id="content-area"><h1>Gr\xfc\xdfe</h1><p>M\xfcnchen \xe4\xf6\xfc</p></div></body></html>';
  const bytes = Buffer.from(`${head}</head>${body}`, 'latin1');
  const result = await run(BINARY, [...SITE, { name: 'de.html', data: bytes }]);
  expect(result.code).toBe(0);
  const written = fs.readFileSync(path.join(result.workspace, 'static-export', 'de.html'));
  const tags =
    '<link rel="stylesheet" href="/pagefind/pagefind-component-ui.css">' +
    '<script type="module" src="/pagefind/pagefind-component-ui.js"></script>' +
    '<script defer src="/pagefind/mintlify-search.js"></script>';
  const expected = Buffer.concat([Buffer.from(head, 'latin1'), Buffer.from(tags), bytes.subarray(head.length)]);
  expect(written.equals(expected)).toBe(true);
  expect(written.toString('latin1')).toContain(`${tags}</head>`);
});

test('the stalled-run guard: an await nothing can settle fails the process instead of exiting 0', () => {
  const script =
    "import { guardRun } from './src/common/stalled.ts';" +
    'const stalled = guardRun();' +
    'try { await Promise.race([new Promise(() => {}), stalled.promise]); console.log("settled"); }' +
    'catch (error) { console.log(error.message); process.exitCode = 1; } finally { stalled.dispose(); }';
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  expect(child.stdout).toContain('The run stopped before it finished');
  expect(child.status).toBe(1);
});
