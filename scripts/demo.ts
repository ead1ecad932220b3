/**
 * `npm run demo`: starts the emulator, runs dist/index.js against it exactly as the runner does
 * (update the deployment, check it deployed `commit`, then export), and shows the log, the outputs,
 * the step summary and the unpacked site. The workspace holding the site stays (its path is printed); the rest of
 * the run's temporary files are removed. Then it serves the site by the rules of the chosen `host` until Ctrl+C
 * (`scripts/demo-serve.ts`); in CI, without a terminal or with `--no-serve` it prints the URL and exits.
 *
 * Any input of action.yml is an option (`scripts/demo-options.ts`):
 * `npm run demo -- --base-path /docs --site-url http://127.0.0.1:8789/docs --search pagefind --host cloudfront`;
 * `--help` lists them, and the demo's own `--serve`, `--no-serve` and `--port <n>`.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_DEPLOYED_SHA, startEmulator } from '../emulator/server.ts';
import { readTree, removeRunFolders, runAction } from '../emulator/runner.ts';
import { renderLog } from './demo-log.ts';
import { actionInputNames, DEMO_OPTIONS, npmTookOptions, parseDemoOptions, usageList } from './demo-options.ts';
import { reasonNotToServe, serveDemo, servePlan } from './demo-serve.ts';

const valid = actionInputNames();
const took = npmTookOptions(process.env, process.argv.slice(2), valid);
if (took) {
  console.error(took);
  process.exit(2);
}
let options: ReturnType<typeof parseDemoOptions>;
try {
  options = parseDemoOptions(process.argv.slice(2), valid);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
if (options.help) {
  console.log(
    'npm run demo -- [domain] [--<input-name> value]…\n' +
      '  e.g. npm run demo -- --base-path /docs --site-url http://127.0.0.1:8789/docs --search pagefind\n' +
      '  (options after --: without it, npm takes them for its own)\n' +
      'domain: the first argument, when it is not an option: the deployment to export (default docs.example.com),\n' +
      '  the same as --domain\n' +
      `Inputs (action.yml):\n  ${usageList(valid)}\n` +
      `The demo's own: ${DEMO_OPTIONS.join(', ')} (serve the site until Ctrl+C, or not; default: serve when ` +
      'run in a terminal, not in CI)',
  );
  process.exit(0);
}
const given = options.inputs;
const updates = { 'demo-project': { queuedMs: 500, durationMs: 2500 } };
const emulator = await startEmulator({ durationMs: 4000, pages: 300, updates });
console.log(`Emulator: API ${emulator.apiUrl}, storage ${emulator.storageUrl}\n`);
const inputs: Record<string, string> = {
  'api-key': emulator.apiKey,
  domain: 'docs.example.com',
  'api-url': emulator.apiUrl,
  path: 'static-export',
  update: 'true',
  'project-id': 'demo-project',
  ...given,
};
// The commit the emulator's update deploys, as github.sha would be after the push that triggered it.
if (inputs.update === 'true' && !('commit' in given)) inputs.commit = DEFAULT_DEPLOYED_SHA;
let site: string | undefined;
try {
  console.log(`Inputs: ${Object.keys(given).length > 0 ? Object.keys(given).join(', ') : 'the defaults'}\n`);
  const workspace = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'mintlify-demo-'));
  const result = await runAction({ inputs, workspace, env: pagefindBinary(inputs.search) });
  console.log('── step log ──────────────────────────────────────────');
  console.log(renderLog(result.log.trimEnd()).trim());
  console.log('\n── outputs ───────────────────────────────────────────');
  for (const [name, value] of Object.entries(result.outputs)) {
    const shown = name === 'bundleUrl' ? value.replace(/\?.*$/, '?… (signature masked in real runs)') : value;
    console.log(`${name.padEnd(14)} ${shown}`);
  }
  console.log('\n── step summary ──────────────────────────────────────');
  console.log(result.summary.trim());
  site = result.outputs.path ?? path.join(result.workspace, 'static-export');
  const tree = await readTree(site).catch(() => new Map<string, Buffer>());
  console.log(`\n── ${site}: ${tree.size} files ─────`);
  for (const name of [...tree.keys()].sort().slice(0, 25)) console.log(`  ${name}`);
  if (tree.size > 25) console.log(`  … and ${tree.size - 25} more`);
  console.log(`\nExit code ${result.code}`);
  process.exitCode = result.code ?? 1;
} finally {
  await emulator.close();
  await removeRunFolders();
}
if (site !== undefined && process.exitCode === 0) {
  await serveDemo(site, servePlan(inputs), options.port, reasonNotToServe(options.serve));
}

/**
 * With `--search pagefind` and no `PAGEFIND_BINARY_PATH`, the binary the `pagefind` devDependency installed, so the
 * demo stays offline (the action would fetch Pagefind's release from GitHub).
 */
function pagefindBinary(search: string | undefined): Record<string, string> {
  if (search !== 'pagefind' || process.env.PAGEFIND_BINARY_PATH) return {};
  try {
    const require = createRequire(import.meta.url);
    const binary = require.resolve(`@pagefind/${process.platform}-${process.arch}/bin/pagefind_extended`);
    return { PAGEFIND_BINARY_PATH: binary };
  } catch {
    return {};
  }
}
