/**
 * `npm run demo`: starts the emulator, runs dist/index.js against it exactly as the runner does
 * (update the deployment, check it deployed `commit`, then export), and shows the log, the outputs,
 * the step summary and the unpacked site. The workspace holding the site stays (its path is printed); the rest of
 * the run's temporary files are removed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_DEPLOYED_SHA, startEmulator } from '../emulator/server.ts';
import { readTree, removeRunFolders, runAction } from '../emulator/runner.ts';

const domain = process.argv[2] ?? 'docs.example.com';
const updates = { 'demo-project': { queuedMs: 500, durationMs: 2500 } };
const emulator = await startEmulator({ durationMs: 4000, pages: 300, updates });
console.log(`Emulator: API ${emulator.apiUrl}, storage ${emulator.storageUrl}\n`);
try {
  // The commit the emulator's update deploys, as github.sha would be after the push that triggered it.
  const inputs = {
    'api-key': emulator.apiKey,
    domain,
    'api-url': emulator.apiUrl,
    path: 'static-export',
    update: 'true',
    'project-id': 'demo-project',
  };
  const workspace = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'mintlify-demo-'));
  const result = await runAction({ inputs: { ...inputs, commit: DEFAULT_DEPLOYED_SHA }, workspace });
  console.log('── step log ──────────────────────────────────────────');
  console.log(result.log.trimEnd());
  console.log('\n── outputs ───────────────────────────────────────────');
  for (const [name, value] of Object.entries(result.outputs)) {
    const shown = name === 'bundleUrl' ? value.replace(/\?.*$/, '?… (signature masked in real runs)') : value;
    console.log(`${name.padEnd(14)} ${shown}`);
  }
  console.log('\n── step summary ──────────────────────────────────────');
  console.log(result.summary.trim());
  const site = result.outputs.path ?? path.join(result.workspace, 'static-export');
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
