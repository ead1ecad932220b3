/**
 * The link check takes each page as the unpack writes it (issue 32 #3), from the buffers of the archive reader: fed
 * archives that other tools wrote (GNU tar, bsdtar, Python's tarfile, Info-ZIP), through dist/, its findings are
 * those of the same check reading the placed site from disk.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmulator } from '../../../emulator/server.ts';
import { runAction } from '../../../emulator/runner.ts';
import { DEFECTS, generateSite } from '../../../emulator/site.ts';
import { checkSite } from '../../../src/verify/check.ts';
import { missing, TOOLS, type Tool } from '../../helpers/corpus.ts';
import { NO_AGENT_FILES } from '../../helpers/no-agent-files.ts';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'scan-archives-'));
const site = path.join(work, 'site');
const files = generateSite({ domain: 'docs.example.com', pages: 60, defects: [...DEFECTS] });
for (const [name, data] of files) {
  fs.mkdirSync(path.dirname(path.join(site, name)), { recursive: true });
  fs.writeFileSync(path.join(site, name), data);
}
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const TOOL_ARCHIVES: [string, Tool, (out: string) => string[]][] = [
  ['GNU tar', TOOLS.gnuTar, (out) => ['tar', '-czf', out, '-C', site, '.']],
  ['bsdtar', TOOLS.bsdtar, (out) => ['bsdtar', '-czf', out, '-C', site, '.']],
  [
    "Python's tarfile",
    TOOLS.python,
    (out) => ['python3', '-c', 'import sys,tarfile; tarfile.open(sys.argv[1],"w:gz").add(sys.argv[2],".")', out, site],
  ],
  ['Info-ZIP', TOOLS.zip, (out) => ['sh', '-c', `cd "${site}" && zip -qr "${out}" .`]],
];

/**
 * The archive's files in its own order, as the unpacker lists them (a finding's examples are the first pages in that
 * order), listed by GNU tar or unzip.
 */
function archiveOrder(archive: string, zip: boolean): string[] {
  const listed = zip
    ? spawnSync('unzip', ['-Z1', archive], { encoding: 'utf8' })
    : spawnSync('tar', ['-tzf', archive], { encoding: 'utf8' });
  expect(listed.status).toBe(0);
  return listed.stdout
    .split('\n')
    .map((line) => line.replace(/^\.\//, ''))
    .filter((line) => line !== '' && !line.endsWith('/'));
}

describe.each(TOOL_ARCHIVES)('an archive by %s', (name, tool, command) => {
  const why = missing(tool) ?? missing(tool === TOOLS.zip ? TOOLS.unzip : TOOLS.gnuTar);
  const it = why ? test.skip : test;
  if (why) console.warn(`Archive by ${name} SKIPPED: ${why}.`);
  it('the findings from pages read as unpacked are those from the placed site read from disk', async () => {
    const out = path.join(work, `${name.replace(/\W+/g, '-')}.${tool === TOOLS.zip ? 'zip' : 'tar.gz'}`);
    const [program, ...args] = command(out);
    const made = spawnSync(program!, args, { encoding: 'utf8' });
    expect(made.status).toBe(0);
    const emulator = await startEmulator({ archive: fs.readFileSync(out), durationMs: 0, queuedMs: 0 });
    try {
      const result = await runAction({
        inputs: {
          'api-key': emulator.apiKey,
          'api-url': emulator.apiUrl,
          'job-id': emulator.createJob('docs.example.com', 60_000),
          domain: 'docs.example.com',
          'verify-fail-on': 'never',
          'verify-report': 'verify.json',
          ...NO_AGENT_FILES,
        },
      });
      expect(result.code).toBe(0);
      const report = JSON.parse(fs.readFileSync(path.join(result.workspace, 'verify.json'), 'utf8'));
      const placed = path.join(result.workspace, 'static-export');
      const fromDisk = await checkSite({
        root: placed,
        files: archiveOrder(out, tool === TOOLS.zip),
        host: 'auto',
        siteUrl: 'https://docs.example.com',
        ignore: undefined,
        pageCount: Number(result.outputs.pageCount),
      });
      expect(report.findings.length).toBeGreaterThan(10);
      expect(report.findings).toEqual(JSON.parse(JSON.stringify(fromDisk.findings)));
      expect(report.references).toBe(fromDisk.references);
    } finally {
      await emulator.close();
    }
  });
});
