/**
 * `npm run bench`: figures for the two performance targets, printed as tables (no test asserts them).
 *
 * 1. Polling (issue 5): four jobs at once lasting 7, 13, 22 and 31 s with steadily rising progress,
 *    through the real action, against three reference policies on the same jobs. For each: how late
 *    completion was noticed and how many status requests were made.
 * 2. Transfer (issues 4, 32): a 10 MB and a ~250 MB bundle with thousands of files, link to unpacked folder, from
 *    storage capped at 16 MB/s per connection (`BENCH_RATE`), against `curl -s URL | tar -xzf -` and, when
 *    installed, `aria2c -x8 -s8 -k8M` then `tar -xzf` (skipped, saying so, without it); and the action's peak
 *    resident memory. `BENCH_TRANSFER_1GB=1` adds a 1 GB bundle. Then (issue 32) a tar.gz of 50,000 small pages
 *    with `verify: off` and `agent-files: off`, against the same; `TMPDIR=/dev/shm` puts the runs' folders on a
 *    memory file system.
 *
 * 3. Unpacking (issue 10): `unpackArchive` on a zip of ~15,000 small files and a tar.gz of ~50,000
 *    (~200 MB unpacked together), built here with the system `zip` and `tar`, against `unzip -q` and
 *    `tar -xzf` into an empty folder; and its peak resident memory for a small and a big bundle.
 *    `BENCH_UNPACK_DIR=/dev/shm` puts the archives and the unpacked folders there (default: the temp
 *    folder): on a memory file system the figures show CPU and system-call cost without the disk's.
 *
 * 4. Site verification (issue 13): Mintlify-like exports of 1,000 and 10,000 pages (~150 KB of HTML
 *    each, sidebars repeating the same links) with planted defects, checked by the action's checker in
 *    a process of its own (time, pages per CPU-second, peak memory, findings against the planted list),
 *    and by `check-html-links` and `linkinator --check-css --check-fragments` on the same folder.
 *
 * 5. Rebasing (issue 21): the 1,000-page export of part 4 with a Next.js-like inline RSC payload added to each page
 *    (~200 MB of HTML), run through the rebase stage in a process of its own without `base-path` and with
 *    `base-path: /docs` (time, CPU, peak memory, files rewritten), then once more on the rebased site (idempotent:
 *    nothing to write); and a chunk whose one line is `/[` 100,000 times (each `/` may open a regular expression that
 *    never closes: review 6 #3), rebased in this process.
 *
 * 6. Site files (issue 22): `agent-files: full` on a 1,000-page Mintlify-like export (~150 KB per page, sidebar,
 *    tables, code blocks, Markdown alternates), and `changes-file` on a 50,000-file site against its previous
 *    version (1 % modified at the same size, 1 % at another size, 0.5 % removed, 0.5 % added), in a process of
 *    their own, against `diff -rq` (GNU diffutils) on the same two folders.
 *
 * 7. Search (issues 25, 32): the action through dist/ on a 1,153-page docs-shaped site (ordinary prose in the
 *    content area, the payload padding as an inline script, 5 broken links), without verification, with it, and with
 *    `search: pagefind`, the peak RSS of Pagefind's own process, and Pagefind's own CLI on the same folder (issue 47:
 *    the check at most 1.2 × the run without, the time search adds at most the CLI's).
 *
 * 8. Site archive (issue 30): `writeSiteArchive` on a 10 MB and a 1 GB site (~50 KB HTML-like files, ~20,000 of them
 *    in the big one) in a process of its own (time, peak memory, archive size), against GNU tar's reproducible
 *    equivalent (`tar --sort=name --owner=0 --group=0 --numeric-owner --mtime=… -czf`) on the same folder.
 *    `BENCH_SITE_ARCHIVE_MB=200` sets the big site's size.
 *
 * 9. Start-up (issue 32): `node dist/index.js` with no inputs, which fails on the missing inputs before any request,
 *    against `node -e 0`, interleaved, 21 runs each (`npm run bench -- coldstart 41` for 41).
 *
 * 10. Cancel (issues 20, 44): how soon the action through dist/ ends after the runner's SIGTERM, mid-unpack and
 *    mid-verification (`scripts/bench-cancel.ts`).
 *
 * `npm run bench -- poll`, `-- transfer`, `-- unpack`, `-- verify`, `-- rebase`, `-- site`, `-- search`,
 * `-- site-archive`, `-- coldstart` or `-- cancel` runs one part; `npm run bench -- verify 1000` only the smaller site,
 * `-- transfer small` only the 50,000-file bundle, `-- transfer big` only the others.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmulator, type Emulator } from '../emulator/server.ts';
import { readTree, removeRunFolders, runAction } from '../emulator/runner.ts';
import { treeEntries } from '../emulator/archives.ts';
import { DEFECTS, plantedFindings, writeSite } from '../emulator/site.ts';
import { rebaseFile } from '../src/site/rebase/rebase-files.ts';
import { benchCancel } from './bench-cancel.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const part = process.argv[2];

const QUEUED_MS = 500;
const DURATIONS = [7000, 13_000, 22_000, 31_000];

interface PollFigure {
  policy: string;
  durationMs: number;
  lateMs: number;
  requests: number;
}

function figuresFor(emulator: Emulator, policy: string, jobIds: Map<number, string>): PollFigure[] {
  return DURATIONS.map((durationMs) => {
    const jobId = jobIds.get(durationMs)!;
    const job = emulator.jobs.get(jobId)!;
    const completedAt = job.createdAtMs + QUEUED_MS + job.durationMs;
    const polls = emulator.requests.filter((r) => r.endpoint === 'status' && r.path.endsWith(`/${jobId}`));
    const noticed = polls.find((r) => r.atMs >= completedAt);
    return { policy, durationMs, lateMs: noticed ? noticed.atMs - completedAt : NaN, requests: polls.length };
  });
}

/** A reference poller: starts a job and polls it with fixed waits until it completes. */
async function referencePoll(emulator: Emulator, domain: string, waits: (n: number) => number): Promise<string> {
  const headers = { authorization: `Bearer ${emulator.apiKey}`, 'content-type': 'application/json' };
  const started = (await (
    await fetch(`${emulator.apiUrl}/v1/static-export/jobs`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ domain }),
    })
  ).json()) as {
    jobId: string;
  };
  for (let n = 0; ; n++) {
    const status = (await (
      await fetch(`${emulator.apiUrl}/v1/static-export/jobs/${started.jobId}`, { headers })
    ).json()) as { status: string };
    if (status.status === 'completed') return started.jobId;
    await new Promise((r) => setTimeout(r, waits(n)));
  }
}

async function benchPolling(): Promise<void> {
  const durations: Record<string, number> = {};
  for (const d of DURATIONS)
    for (const p of ['action', 'fixed10', 'fixed5', 'exp']) durations[`${p}-${d / 1000}s.example.com`] = d;
  const emulator = await startEmulator({ queuedMs: QUEUED_MS, durations, pages: 40 });
  const references: [string, string, (n: number) => number][] = [
    ['fixed 10 s', 'fixed10', () => 10_000],
    ['fixed 5 s', 'fixed5', () => 5000],
    ['exp 1 s ×1.5 to 15 s', 'exp', (n) => Math.min(15_000, 1000 * 1.5 ** n)],
  ];
  console.log('Polling: 4 jobs (7, 13, 22, 31 s) per policy, all at once, against the emulator …');
  try {
    const actionRuns = DURATIONS.map((d) =>
      runAction({
        inputs: { 'api-key': emulator.apiKey, 'api-url': emulator.apiUrl, domain: `action-${d / 1000}s.example.com` },
      }),
    );
    const referenceRuns = references.map(([, key, waits]) =>
      Promise.all(DURATIONS.map((d) => referencePoll(emulator, `${key}-${d / 1000}s.example.com`, waits))),
    );
    const results = await Promise.all(actionRuns);
    const referenceIds = await Promise.all(referenceRuns);
    const figures = [
      figuresFor(emulator, 'this action', new Map(DURATIONS.map((d, i) => [d, results[i]!.outputs.jobId!]))),
    ];
    references.forEach(([name], i) =>
      figures.push(figuresFor(emulator, name, new Map(DURATIONS.map((d, j) => [d, referenceIds[i]![j]!])))),
    );
    printPolling(figures);
  } finally {
    await emulator.close();
  }
}

function printPolling(figures: PollFigure[][]): void {
  const header = ['policy', ...DURATIONS.map((d) => `${d / 1000} s job: late (% of job), requests`), 'requests'];
  const rows = figures.map((list) => [
    list[0]!.policy,
    ...list.map(
      (f) => `${(f.lateMs / 1000).toFixed(1)} s (${((f.lateMs / f.durationMs) * 100).toFixed(0)} %), ${f.requests}`,
    ),
    String(list.reduce((n, f) => n + f.requests, 0)),
  ]);
  console.log(`\n| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  const ours = figures[0]!;
  const lateOk = ours.every((f) => f.lateMs <= Math.max(1000, f.durationMs * 0.1));
  const total = ours.reduce((n, f) => n + f.requests, 0);
  console.log(
    `\nTarget: every job noticed within max(10 % of its length, 1 s): ${verdict(lateOk)}; ` +
      `at most 30 status requests in all: ${total} (${verdict(total <= 30)}).\n`,
  );
}

function run(command: string, args: string[], env?: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(0) : reject(new Error(`${command} exited ${code}`))));
  });
}

async function freshLink(emulator: Emulator, jobId: string): Promise<string> {
  const response = await fetch(`${emulator.apiUrl}/v1/static-export/jobs/${jobId}/bundle`, {
    method: 'POST',
    headers: { authorization: `Bearer ${emulator.apiKey}` },
  });
  return ((await response.json()) as { bundleUrl: string }).bundleUrl;
}

/** What the RSS probe wrote at a process's exit: its peak RSS, MB, and the CPU time of all its threads, ms. */
function readProbe(file: string): { rssMb: number; cpuMs: number } {
  const [kb, cpuMs] = fs.readFileSync(file, 'utf8').split(' ').map(Number);
  fs.rmSync(file, { force: true });
  return { rssMb: kb! / 1024, cpuMs: cpuMs! };
}

/**
 * Runs the action on an existing job; returns ms from its bundle request to its exit, peak RSS in MB, and the CPU
 * time its threads used, ms.
 */
async function actionTransfer(
  emulator: Emulator,
  jobId: string,
  extra: { inputs?: Record<string, string>; nodeOptions?: string } = {},
): Promise<{ ms: number; rssMb: number; cpuMs: number; files: number }> {
  const rssFile = path.join(os.tmpdir(), `bench-rss-${process.pid}`);
  const before = emulator.requests.length;
  const probe = `--import=${path.join(here, 'rss-probe.mjs')}`;
  const result = await runAction({
    // Transfer only: the site check has its own part (benchVerify).
    inputs: { 'api-key': emulator.apiKey, 'api-url': emulator.apiUrl, 'job-id': jobId, verify: 'off', ...extra.inputs },
    env: { NODE_OPTIONS: [probe, extra.nodeOptions].filter(Boolean).join(' '), BENCH_RSS_FILE: rssFile },
  });
  const exitedAt = Date.now();
  if (result.code !== 0) throw new Error(`the action failed:\n${result.log}`);
  const bundleAt = emulator.requests.slice(before).find((r) => r.endpoint === 'bundle')!.atMs;
  const files = Number(/Unpacked (\d+) files/.exec(result.log)?.[1]);
  await fs.promises.rm(path.dirname(result.workspace), { recursive: true, force: true });
  return { ms: exitedAt - bundleAt, ...readProbe(rssFile), files };
}

/**
 * A reference command in bash, its arguments as `$1`, `$2`, …: wall time, ms, and the CPU time of all its processes,
 * ms (GNU time; 0 without it).
 * @throws when any command of it, or of a pipeline in it, fails
 */
async function reference(script: string, args: string[]): Promise<{ ms: number; cpuMs: number }> {
  const argv = ['-c', `set -eo pipefail; ${script}`, 'bash', ...args];
  const { ms, cpuMs, code, stderr } = await measure('bash', argv, 600_000);
  if (code !== 0) throw new Error(`${script} exited ${code}: ${stderr}`);
  return { ms, cpuMs: cpuMs ?? 0 };
}

async function curlTar(url: string): Promise<{ ms: number; cpuMs: number }> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'bench-tar-'));
  const timed = await reference('curl -sf "$1" | tar -xzf - -C "$2"', [url, dir]);
  await fs.promises.rm(dir, { recursive: true, force: true });
  return timed;
}

/** aria2c with 8 connections of 8 MiB parts, then `tar -xzf`: the fastest download tool, without overlap. */
async function aria2Tar(url: string): Promise<{ ms: number; cpuMs: number }> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'bench-aria2-'));
  const timed = await reference(
    'aria2c -q -x8 -s8 -k8M --allow-overwrite=true -d "$2" -o bundle.tar.gz "$1" && mkdir "$2/site" && ' +
      'tar -xzf "$2/bundle.tar.gz" -C "$2/site"',
    [url, dir],
  );
  await fs.promises.rm(dir, { recursive: true, force: true });
  return timed;
}

/** Why aria2c cannot be measured here, or undefined when it can. */
function aria2Missing(): string | undefined {
  try {
    execFileSync('aria2c', ['--version'], { stdio: 'ignore' });
    return undefined;
  } catch {
    return 'aria2c is not installed (apt-get install -y aria2)';
  }
}

const verdict = (ok: boolean): string => (ok ? 'met' : 'NOT met');

/**
 * Records a figure that is a ratio against its anchor in the same run (the run without, Pagefind's CLI, aria2c,
 * `curl | tar`) as a JSON line in the file `BENCH_FIGURES` names, for `scripts/bench-compare.ts` (issue 47: a CI job
 * compares them with the last release's, never times).
 * @param name what is measured against what, the same in every version of this script
 */
function recordFigure(name: string, ratio: number): void {
  const file = process.env.BENCH_FIGURES;
  if (file) fs.appendFileSync(file, `${JSON.stringify({ figure: name, ratio })}\n`);
}
const tableRow = (cells: string[]): string => `| ${cells.join(' | ')} |`;
const perCpuSecond = (pages: number, cpuMs: number | undefined): string =>
  cpuMs ? (pages / (cpuMs / 1000)).toFixed(0) : '–';
const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function benchTransfer(): Promise<void> {
  // Storage caps each connection, as S3 and CDNs do; BENCH_RATE (bytes/s per connection) overrides it.
  const rate = Number(process.env.BENCH_RATE ?? 16_000_000);
  const sizes = [
    { label: '10 MB', pages: 1500, extra: 7_000_000 },
    { label: '250 MB', pages: 3000, extra: 236_000_000 },
    ...(process.env.BENCH_TRANSFER_1GB ? [{ label: '1 GB', pages: 3000, extra: 1_000_000_000 }] : []),
  ];
  const noAria2 = aria2Missing();
  if (noAria2) console.log(`Transfer: aria2c SKIPPED: ${noAria2}.`);
  const rows: string[] = [];
  const ratios: { label: string; curl: number; aria2: number | undefined; rssMb: number }[] = [];
  for (const size of sizes) {
    console.log(`Transfer: building a ${size.label} bundle …`);
    const emulator = await startEmulator({
      pages: size.pages,
      extraAssetBytes: size.extra,
      durationMs: 0,
      queuedMs: 0,
      bytesPerSecond: rate,
    });
    try {
      const jobId = emulator.createJob(`bench-${size.label.replace(' ', '')}.example.com`, 60_000);
      const archive = emulator.archiveFor(jobId);
      const actionMs: number[] = [];
      const actionCpu: number[] = [];
      const tarMs: number[] = [];
      const ariaMs: number[] = [];
      const ariaCpu: number[] = [];
      const rss: number[] = [];
      let files = 0;
      for (let i = 0; i < 3; i++) {
        const a = await actionTransfer(emulator, jobId);
        actionMs.push(a.ms);
        actionCpu.push(a.cpuMs);
        rss.push(a.rssMb);
        files = a.files;
        tarMs.push((await curlTar(await freshLink(emulator, jobId))).ms);
        if (!noAria2) {
          const reference = await aria2Tar(await freshLink(emulator, jobId));
          ariaMs.push(reference.ms);
          ariaCpu.push(reference.cpuMs);
        }
      }
      const ours = median(actionMs);
      const curl = ours / median(tarMs);
      const aria2 = noAria2 ? undefined : ours / median(ariaMs);
      ratios.push({ label: size.label, curl, aria2, rssMb: median(rss) });
      rows.push(
        tableRow([
          size.label,
          `${(archive.length / 1e6).toFixed(0)} MB, ${files} files`,
          `${(ours / 1000).toFixed(2)} s`,
          `${(median(tarMs) / 1000).toFixed(2)} s`,
          `${curl.toFixed(2)} ×`,
          noAria2 ? 'skipped' : `${(median(ariaMs) / 1000).toFixed(2)} s`,
          aria2 === undefined ? '–' : `${aria2.toFixed(2)} ×`,
          `${median(rss).toFixed(0)} MB`,
          `${seconds(median(actionCpu))}${noAria2 ? '' : ` / ${seconds(median(ariaCpu))}`}`,
        ]),
      );
    } finally {
      await emulator.close();
    }
  }
  console.log(
    `\nStorage capped at ${(rate / 1e6).toFixed(0)} MB/s per connection; medians of 3.\n` +
      '| bundle | archive | action: link to site | curl \\| tar -xzf - | ratio | aria2c -x8 -s8 -k8M, then tar ' +
      '| ratio | action peak RSS | CPU time: action / aria2c + tar |\n|---|---|---|---|---|---|---|---|---|',
  );
  for (const row of rows) console.log(row);
  const big = ratios.find((r) => r.label === '250 MB')!;
  const peak = Math.max(...ratios.map((r) => r.rssMb));
  recordFigure('250 MB bundle on a capped link / curl | tar', big.curl);
  if (big.aria2 !== undefined) recordFigure('250 MB bundle on a capped link / aria2c + tar', big.aria2);
  const aria2Verdict =
    big.aria2 === undefined
      ? 'not measured (aria2c missing)'
      : `${verdict(big.aria2 <= 0.7)} (${big.aria2.toFixed(2)} ×)`;
  console.log(
    `\nTargets: 250 MB at most 0.3 × curl | tar: ${verdict(big.curl <= 0.3)} (${big.curl.toFixed(2)} ×); ` +
      `at most 0.7 × aria2c + tar: ${aria2Verdict}; peak RSS at most 200 MB: ${verdict(peak <= 200)} ` +
      `(${peak.toFixed(0)} MB).`,
  );
  console.log(
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, loopback network. ` +
      'CPU time is user + system of all threads of the action, and of all processes of the reference; the emulator ' +
      'serving the bundle runs on the same cores and is in neither.\n',
  );
}

/**
 * The fixed cost per file around the unpack (issue 32 #5): a tar.gz of 50,000 small pages through the action with
 * `verify: off` and `agent-files: off`, link to exit, against `curl | tar -xzf -`, interleaved, median of 5.
 * `BENCH_CPU_PROF=<folder>` writes a CPU profile of each action run there.
 */
async function benchSmallFilesTransfer(): Promise<void> {
  const rounds = 5;
  const tree = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'bench-small-'));
  console.log('Transfer: building a tar.gz of 50,000 small pages with the system tar …');
  let archive: Buffer;
  try {
    writeSmallFiles(tree, 50_000, 0x5bd1e995);
    archive = execFileSync('tar', ['-czf', '-', '-C', tree, '.'], { maxBuffer: 1 << 30 });
  } finally {
    await fs.promises.rm(tree, { recursive: true, force: true });
  }
  const emulator = await startEmulator({ archive, durationMs: 0, queuedMs: 0 });
  const cpuProf = process.env.BENCH_CPU_PROF;
  const nodeOptions = cpuProf ? `--cpu-prof --cpu-prof-dir=${path.resolve(cpuProf)}` : undefined;
  const actionMs: number[] = [];
  const actionCpu: number[] = [];
  const tarMs: number[] = [];
  const tarCpu: number[] = [];
  let files = 0;
  try {
    const jobId = emulator.createJob('bench-small-files.example.com', 60_000);
    for (let i = 0; i < rounds; i++) {
      execFileSync('sync');
      const a = await actionTransfer(emulator, jobId, { inputs: { 'agent-files': 'off' }, nodeOptions });
      actionMs.push(a.ms);
      actionCpu.push(a.cpuMs);
      files = a.files;
      execFileSync('sync');
      const reference = await curlTar(await freshLink(emulator, jobId));
      tarMs.push(reference.ms);
      tarCpu.push(reference.cpuMs);
      console.log(
        `  round ${i + 1}: action ${seconds(a.ms)} (CPU ${seconds(a.cpuMs)}), ` +
          `curl | tar ${seconds(reference.ms)} (CPU ${seconds(reference.cpuMs)})`,
      );
    }
  } finally {
    await emulator.close();
  }
  const ratio = median(actionMs) / median(tarMs);
  const perRound = actionMs.map((ms, i) => ms / tarMs[i]!);
  const cells = [
    `${(archive.length / 1e6).toFixed(0)} MB, ${files} files`,
    seconds(median(actionMs)),
    seconds(median(tarMs)),
    `${ratio.toFixed(2)} ×`,
    `${Math.min(...perRound).toFixed(2)}–${Math.max(...perRound).toFixed(2)} ×`,
    `${((median(actionMs) - median(tarMs)) / 1000).toFixed(2)} s`,
    `${seconds(median(actionCpu))} / ${seconds(median(tarCpu))}`,
  ];
  const header = [
    'archive',
    `action, median of ${rounds}`,
    'curl \\| tar -xzf -',
    'ratio',
    'per round',
    'difference',
    'CPU time: action / curl \\| tar',
  ];
  console.log(`\n${tableRow(header)}\n|${header.map(() => '---').join('|')}|\n${tableRow(cells)}`);
  console.log(`\nTarget: at most 1.15 × curl | tar: ${verdict(ratio <= 1.15)} (${ratio.toFixed(2)} ×).\n`);
  recordFigure('50,000 small files / curl | tar', ratio);
}

/** Files of HTML-like text: shared boilerplate plus a random part, so they compress about as a docs site does. */
function writeSmallFiles(root: string, count: number, seed: number): number {
  let x = seed;
  const random = (): number => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
  const words = 'mintlify docs guide api reference page static export chunk bundle runner archive'.split(' ');
  const head = '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><link rel="stylesheet" href="/app.css">';
  let bytes = 0;
  for (let i = 0; i < count; i++) {
    const folder = path.join(root, `section-${Math.floor(i / 1000)}`, `group-${Math.floor(i / 100) % 10}`);
    if (i % 100 === 0) fs.mkdirSync(folder, { recursive: true });
    const text: string[] = [head, `<title>Page ${i}</title></head><body><main>`];
    const target = 800 + Math.floor(random() * 5200);
    for (let length = 0; length < target;) {
      const word = random() < 0.3 ? random().toString(36).slice(2) : words[Math.floor(random() * words.length)]!;
      text.push(word, ' ');
      length += word.length + 1;
    }
    text.push('</main></body></html>\n');
    const data = text.join('');
    fs.writeFileSync(path.join(folder, `page-${i}.html`), data);
    bytes += Buffer.byteLength(data);
  }
  return bytes;
}

interface UnpackRun {
  ms: number;
  rssMb: number;
}

const unpackModule = path.join(here, '..', 'src', 'archive', 'unpack.ts');

/** `unpackArchive` in a fresh Node process: its own time for the call, and its own peak RSS (VmHWM). */
async function ourUnpack(file: string, into: string): Promise<UnpackRun> {
  return inFreshProcess('unpackArchive', unpackModule, [file, into], 'unpackArchive(a, b)');
}

/**
 * Calls `name` of `module` with `args` (as `call` writes it, `a` and `b` the first two) in a fresh Node process: its
 * own wall time for the call, ms, and its own peak RSS (VmHWM, through the RSS probe), MB.
 */
async function inFreshProcess(name: string, module: string, args: string[], call: string): Promise<UnpackRun> {
  const rssFile = path.join(os.tmpdir(), `bench-rss-${process.pid}`);
  const code = `const [module, a, b] = process.argv.slice(1);
const { ${name} } = await import(module);
const started = performance.now();
await ${call};
console.log(performance.now() - started);`;
  const probe = `--import=${path.join(here, 'rss-probe.mjs')}`;
  const output = await new Promise<string>((resolve, reject) => {
    const env = { ...process.env, BENCH_RSS_FILE: rssFile };
    const child = spawn(process.execPath, [probe, '--input-type=module', '-e', code, module, ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env,
    });
    const out: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.on('error', reject);
    child.on('close', (status) => {
      if (status === 0) resolve(Buffer.concat(out).toString());
      else reject(new Error(`${name} exited ${status}`));
    });
  });
  return { ms: Number(output.trim()), rssMb: readProbe(rssFile).rssMb };
}

/** A reference tool's wall time, from spawn to exit. */
async function referenceUnpack(command: string, args: string[]): Promise<number> {
  const started = performance.now();
  await run(command, args);
  return performance.now() - started;
}

interface UnpackCase {
  label: string;
  format: 'zip' | 'tar.gz';
  files: number;
  role: 'big' | 'small';
}

async function benchUnpack(): Promise<void> {
  const cases: UnpackCase[] = [
    { label: 'zip, 15,000 files', format: 'zip', files: 15_000, role: 'big' },
    { label: 'zip, 1,500 files', format: 'zip', files: 1500, role: 'small' },
    { label: 'tar.gz, 50,000 files', format: 'tar.gz', files: 50_000, role: 'big' },
    { label: 'tar.gz, 5,000 files', format: 'tar.gz', files: 5000, role: 'small' },
  ];
  const work = await fs.promises.mkdtemp(path.join(process.env.BENCH_UNPACK_DIR ?? os.tmpdir(), 'bench-unpack-'));
  const rows: string[] = [];
  const peak = new Map<string, number>();
  const ratios = new Map<string, number>();
  try {
    for (const [i, c] of cases.entries()) {
      console.log(`Unpack: building a ${c.label} bundle with the system ${c.format === 'zip' ? 'zip' : 'tar'} …`);
      const tree = path.join(work, `tree-${i}`);
      const bytes = writeSmallFiles(tree, c.files, 0x9e3779b9 + i);
      const archive = path.join(work, `bundle-${i}.${c.format}`);
      if (c.format === 'zip') execFileSync('zip', ['-qr', archive, '.'], { cwd: tree });
      else execFileSync('tar', ['-czf', archive, '-C', tree, '.']);
      await fs.promises.rm(tree, { recursive: true, force: true });
      const ours: UnpackRun[] = [];
      const reference: number[] = [];
      for (let rep = 0; rep < 3; rep++) {
        const into = path.join(work, 'out');
        // Each run starts with the previous run's deletions written back, not competing with them.
        execFileSync('sync');
        await fs.promises.mkdir(into);
        ours.push(await ourUnpack(archive, into));
        await fs.promises.rm(into, { recursive: true, force: true });
        execFileSync('sync');
        await fs.promises.mkdir(into);
        if (c.format === 'zip') reference.push(await referenceUnpack('unzip', ['-q', archive, '-d', into]));
        else reference.push(await referenceUnpack('tar', ['-xzf', archive, '-C', into]));
        await fs.promises.rm(into, { recursive: true, force: true });
      }
      const oursMs = median(ours.map((r) => r.ms));
      const referenceMs = median(reference);
      const rssMb = median(ours.map((r) => r.rssMb));
      peak.set(`${c.format} ${c.role}`, rssMb);
      if (c.role === 'big') ratios.set(c.format, oursMs / referenceMs);
      const archiveMb = (await fs.promises.stat(archive)).size / 1e6;
      const size = `${archiveMb.toFixed(0)} MB, ${(bytes / 1e6).toFixed(0)} MB unpacked`;
      const tool = c.format === 'zip' ? 'unzip -q' : 'tar -xzf';
      const ratio = `${(oursMs / referenceMs).toFixed(2)} ×`;
      const cells = [c.label, size, seconds(oursMs), `${tool}: ${seconds(referenceMs)}`, ratio];
      rows.push(`| ${cells.join(' | ')} | ${rssMb.toFixed(0)} MB |`);
      await fs.promises.rm(archive, { force: true });
    }
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true });
  }
  const header = ['bundle', 'archive', 'unpackArchive, median of 3', 'reference, median of 3', 'ratio', 'our peak RSS'];
  console.log(`\n| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(row);
  const verdict = (ratio: number, most: number): string => `${ratio <= most ? 'met' : 'NOT met'} (${ratio.toFixed(2)})`;
  const memory = (format: string): number => peak.get(`${format} big`)! / peak.get(`${format} small`)!;
  console.log(`\nTargets: zip at most 1.5 × unzip: ${verdict(ratios.get('zip')!, 1.5)}.`);
  console.log(`tar.gz at most 1.15 × tar: ${verdict(ratios.get('tar.gz')!, 1.15)}.`);
  const [zipMemory, tarMemory] = [verdict(memory('zip'), 1.3), verdict(memory('tar.gz'), 1.3)];
  console.log(`Peak RSS big/small at most 1.3 ×: zip ${zipMemory}, tar.gz ${tarMemory}.`);
  console.log(
    "unpackArchive's time is the call alone in a fresh Node process (start-up excluded); the reference's is",
    'its process from spawn to exit. Each unpacks into an empty folder on the same disk, after a sync.',
  );
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`;
  console.log(`Folder: ${path.dirname(work)}. Machine: ${machine}.\n`);
}

// Every defect but a missing home page, which stops crawling tools at their first request, and a missing
// .nojekyll, which the step writes before its check (src/site/hosts/nojekyll.ts) while the probe checks the bare
// folder.
const BENCH_DEFECTS = DEFECTS.filter((d) => d !== 'no-index' && d !== 'page-count' && d !== 'nojekyll');
const BENCH_HOST = 'github-pages';

interface Measured {
  ms: number;
  cpuMs: number | undefined;
  peakRssMb: number | undefined;
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command under GNU time when it is there (CPU time and peak memory), else with wall time only. */
function measure(command: string, args: string[], timeoutMs: number): Promise<Measured> {
  const timeFile = path.join(os.tmpdir(), `bench-time-${process.pid}`);
  const gnuTime = fs.existsSync('/usr/bin/time');
  const [cmd, argv] = gnuTime
    ? ['/usr/bin/time', ['-f', '%U %S %M', '-o', timeFile, command, ...args]]
    : [command, args];
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      const ms = Date.now() - started;
      let cpuMs: number | undefined;
      let peakRssMb: number | undefined;
      if (gnuTime && fs.existsSync(timeFile)) {
        const fields = fs.readFileSync(timeFile, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number);
        if (fields.length === 3 && fields.every(Number.isFinite)) {
          cpuMs = (fields[0]! + fields[1]!) * 1000;
          peakRssMb = fields[2]! / 1024;
        }
        fs.rmSync(timeFile, { force: true });
      }
      resolve({
        ms,
        cpuMs,
        peakRssMb,
        code,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
      });
    });
  });
}

/** Writes the benchmark site; returns its file list and HTML size. */
function writeBenchSite(root: string, pages: number): { files: string[]; htmlBytes: number; htmlPages: number } {
  const files: string[] = [];
  let htmlBytes = 0;
  let htmlPages = 0;
  const made = new Set<string>();
  writeSite(
    { domain: 'docs.example.com', pages, pageBytes: 150_000, sidebarLinks: 150, defects: BENCH_DEFECTS },
    (name, content) => {
      const file = path.join(root, name);
      const dir = path.dirname(file);
      if (!made.has(dir)) {
        fs.mkdirSync(dir, { recursive: true });
        made.add(dir);
      }
      fs.writeFileSync(file, content);
      files.push(name);
      if (name.endsWith('.html')) {
        htmlBytes += content.length;
        if (name !== '404.html') htmlPages++;
      }
    },
  );
  return { files, htmlBytes, htmlPages };
}

/** A page as Mintlify exports it: furniture, a 150-link sidebar, ~150 KB of content with tables and code. */
function mintlifyBenchPage(i: number, pages: number): string {
  const slug = (n: number): string => `section-${n % 20}/page-${n}`;
  const sidebar = Array.from({ length: 150 }, (_, k) => `<li><a href="/${slug((i + k) % pages)}">Page ${k}</a></li>`);
  const block = (k: number): string =>
    `<h2 id="part-${k}">Part ${k}</h2><p>Paragraph ${k} with <a href="/${slug(k % pages)}">a link</a> and ` +
    `<code>inline()</code>. ${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(20)}</p>` +
    `<table><thead><tr><th>Field</th><th>Type</th></tr></thead><tbody><tr><td><code>id</code></td><td>string</td>` +
    `</tr><tr><td>count</td><td>number</td></tr></tbody></table>` +
    `<pre class="shiki" language="python"><code><span class="line"><span>def f${k}():</span></span>\n` +
    `<span class="line"><span>    return ${k}</span></span></code></pre>`;
  let content = '';
  for (let k = 0; content.length < 140_000; k++) content += block(k);
  return (
    `<!DOCTYPE html><html><head><title>Page ${i} - Acme</title><meta name="description" content="Page ${i}.">` +
    `<link rel="preconnect" href="https://acme.mintlify.app"><link rel="alternate" type="text/markdown" ` +
    `href="/${slug(i)}.md"></head><body><blockquote data-agent-docs-index><a href="/llms.txt">llms.txt</a>` +
    `</blockquote><nav><ul>${sidebar.join('')}</ul></nav><div id="content-area"><h1>Page ${i}</h1>${content}` +
    `</div></body></html>`
  );
}

/** `size` bytes of pseudo-random text for file `n` of version `version`. */
function fileText(n: number, version: number, size: number): string {
  const line = `file ${n} version ${version} `;
  return line.repeat(Math.ceil(size / line.length)).slice(0, size);
}

async function benchSiteFiles(): Promise<void> {
  const node = process.execPath;
  const probe = path.join(here, 'site-files-probe.ts');
  const rows: string[] = [];
  const scratch = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'bench-site-files-'));
  try {
    const pages = 1000;
    console.log(`Site files: writing a ${pages}-page Mintlify-like export …`);
    const site = path.join(scratch, 'pages');
    let htmlBytes = 0;
    for (let i = 0; i < pages; i++) {
      const file = path.join(site, `section-${i % 20}`, `page-${i}.html`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const html = mintlifyBenchPage(i, pages);
      htmlBytes += html.length;
      fs.writeFileSync(file, html);
    }
    // auto (the default, every run): llms.txt from each page's head; removed again before full writes its own.
    const auto = await measure(node, [probe, 'agent-files', site, 'auto', 'cloudfront'], 600_000);
    if (auto.code !== 0) throw new Error(`agent-files failed:\n${auto.stderr}`);
    const au = JSON.parse(auto.stdout) as { ms: number; cpuMs: number; peakRssMb: number; pages: number };
    rows.push(
      tableRow([
        `agent-files: auto (the default), ${pages} pages`,
        seconds(au.ms),
        seconds(au.cpuMs),
        megabytes(au.peakRssMb),
        `llms.txt (${fs.statSync(path.join(site, 'llms.txt')).size} bytes, ${au.pages} pages)`,
      ]),
    );
    fs.rmSync(path.join(site, 'llms.txt'));
    const agent = await measure(node, [probe, 'agent-files', site, 'full', 'cloudfront'], 600_000);
    if (agent.code !== 0) throw new Error(`agent-files failed:\n${agent.stderr}`);
    const a = JSON.parse(agent.stdout) as { ms: number; cpuMs: number; peakRssMb: number; markdownCopies: number };
    const fullBytes = fs.statSync(path.join(site, 'llms-full.txt')).size;
    rows.push(
      tableRow([
        `agent-files: full, ${pages} pages (${(htmlBytes / 1e6).toFixed(0)} MB of HTML)`,
        seconds(a.ms),
        seconds(a.cpuMs),
        megabytes(a.peakRssMb),
        `llms.txt, llms-full.txt (${(fullBytes / 1e6).toFixed(1)} MB), ${a.markdownCopies} Markdown copies`,
      ]),
    );

    const files = 50_000;
    console.log(`Site files: writing two versions of a ${files}-file site …`);
    const previous = path.join(scratch, 'previous');
    const next = path.join(scratch, 'next');
    let expected = { added: 0, modified: 0, removed: 0 };
    for (let n = 0; n < files; n++) {
      const name = `d${n % 100}/f${n}.html`;
      const size = 500 + ((n * 7919) % 7000);
      const write = (root: string, text: string): void => {
        const file = path.join(root, name);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, text);
      };
      const before = fileText(n, 1, size);
      const kind = n % 200;
      if (kind !== 0) write(previous, before);
      if (kind === 1) continue;
      if (kind === 0) {
        expected.added++;
        write(next, before);
      } else if (kind === 2 || kind === 3) {
        expected.modified++;
        write(next, fileText(n, 2, size));
      } else if (kind === 4 || kind === 5) {
        expected.modified++;
        write(next, fileText(n, 2, size + 10));
      } else write(next, before);
    }
    expected = { ...expected, removed: files / 200 };
    const changes = await measure(node, [probe, 'changes', next, previous, 'cloudfront'], 600_000);
    if (changes.code !== 0) throw new Error(`changes failed:\n${changes.stderr}`);
    const c = JSON.parse(changes.stdout) as { ms: number; cpuMs: number; peakRssMb: number } & typeof expected;
    const right = c.added === expected.added && c.modified === expected.modified && c.removed === expected.removed;
    rows.push(
      tableRow([
        `changes-file, ${files} files against the previous version`,
        seconds(c.ms),
        seconds(c.cpuMs),
        megabytes(c.peakRssMb),
        `${c.added} added, ${c.modified} modified, ${c.removed} removed (${right ? 'as planted' : 'NOT as planted'})`,
      ]),
    );
    const first = await measure(node, [probe, 'changes', next, path.join(scratch, 'none'), 'cloudfront'], 600_000);
    const f = JSON.parse(first.stdout) as { ms: number; cpuMs: number; peakRssMb: number; added: number };
    rows.push(
      tableRow([
        `changes-file, first run (${files} files, no previous site)`,
        seconds(f.ms),
        seconds(f.cpuMs),
        megabytes(f.peakRssMb),
        `${f.added} added`,
      ]),
    );
    const diff = await measure('diff', ['-rq', previous, next], 600_000);
    const lines = diff.stdout.split('\n').filter(Boolean).length;
    rows.push(
      tableRow([
        `reference: diff -rq on the same two folders`,
        seconds(diff.ms),
        seconds(diff.cpuMs),
        megabytes(diff.peakRssMb),
        `${lines} lines`,
      ]),
    );
  } finally {
    await fs.promises.rm(scratch, { recursive: true, force: true });
  }
  console.log('\n| run | wall time | CPU time | peak RSS | result |\n|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}.\n`);
}

const seconds = (ms: number | undefined): string => (ms === undefined ? '–' : `${(ms / 1000).toFixed(2)} s`);
const megabytes = (mb: number | undefined): string => (mb === undefined ? '–' : `${mb.toFixed(0)} MB`);

async function benchVerify(sizes: number[]): Promise<void> {
  const node = process.execPath;
  const bin = (name: string): string => path.join(here, '..', 'node_modules', '.bin', name);
  const rows: string[] = [];
  const verdicts: string[] = [];
  for (const pages of sizes) {
    const root = await fs.promises.mkdtemp(path.join(os.tmpdir(), `bench-site-${pages}-`));
    try {
      console.log(`Verification: writing a ${pages}-page site …`);
      const { files, htmlBytes, htmlPages } = writeBenchSite(root, pages);
      const list = `${root}.files.json`;
      fs.writeFileSync(list, JSON.stringify(files));
      // The job claims two more pages than the site has: the page-count defect.
      const pageCount = htmlPages + 2;
      const expected = plantedFindings(BENCH_DEFECTS).map((f) => `${f.severity} ${f.kind} ${f.target}`);
      expected.push(`error page-count ${htmlPages} of ${pageCount} pages`);

      console.log(`  this action's check (${(htmlBytes / 1e6).toFixed(0)} MB of HTML) …`);
      const ours = await measure(
        node,
        [path.join(here, 'verify-probe.ts'), root, list, BENCH_HOST, String(pageCount)],
        600_000,
      );
      if (ours.code !== 0) throw new Error(`the check failed:\n${ours.stderr}`);
      const probe = JSON.parse(ours.stdout) as {
        ms: number;
        cpuMs: number;
        peakRssMb: number;
        rssBeforeMb: number;
        findings: string[];
      };
      const found = expected.filter((e) => probe.findings.includes(e));
      const unexpected = probe.findings.filter((f) => !expected.includes(f));
      rows.push(
        tableRow([
          String(pages),
          `this action (host ${BENCH_HOST})`,
          seconds(probe.ms),
          seconds(probe.cpuMs),
          perCpuSecond(htmlPages, probe.cpuMs),
          `${megabytes(probe.peakRssMb)} (${megabytes(probe.rssBeforeMb)} before the check)`,
          `${found.length} of ${expected.length} planted, ${unexpected.length} other`,
        ]),
      );
      if (unexpected.length > 0) console.log(`  other findings: ${unexpected.slice(0, 10).join('; ')}`);
      const missed = expected.filter((e) => !found.includes(e));
      if (missed.length > 0) console.log(`  missed: ${missed.join('; ')}`);

      console.log('  check-html-links …');
      const chl = await measure(node, [bin('check-html-links'), root], 1_800_000);
      const chlTargets = /Found (\d+) missing reference targets/.exec(chl.stderr + chl.stdout)?.[1] ?? '0';
      rows.push(
        tableRow([
          String(pages),
          'check-html-links',
          seconds(chl.ms),
          seconds(chl.cpuMs),
          perCpuSecond(htmlPages, chl.cpuMs),
          megabytes(chl.peakRssMb),
          `${chlTargets} missing targets reported`,
        ]),
      );

      console.log('  linkinator --check-css --check-fragments …');
      const lk = await measure(
        node,
        [bin('linkinator'), root, '--recurse', '--check-css', '--check-fragments', '--format', 'json'],
        600_000,
      );
      let lkSummary = lk.code === null ? 'stopped after 10 min' : 'output not readable';
      try {
        const links = (JSON.parse(lk.stdout) as { links: { url: string; state: string }[] }).links;
        lkSummary = `${new Set(links.filter((l) => l.state === 'BROKEN').map((l) => l.url)).size} broken URLs reported`;
      } catch {
        // Killed or crashed: the summary above says so.
      }
      rows.push(
        tableRow([
          String(pages),
          'linkinator --check-css --check-fragments',
          seconds(lk.ms),
          seconds(lk.cpuMs),
          perCpuSecond(htmlPages, lk.cpuMs),
          megabytes(lk.peakRssMb),
          lkSummary,
        ]),
      );

      const limitMs = pages <= 1000 ? 3000 : 30_000;
      verdicts.push(
        `${pages} pages: at most ${limitMs / 1000} s: ${verdict(probe.ms <= limitMs)} (${seconds(probe.ms)}); ` +
          `peak memory at most 150 MB: ${verdict(probe.peakRssMb <= 150)}; ` +
          `every planted defect and nothing else: ${verdict(missed.length === 0 && unexpected.length === 0)}; ` +
          `at most 0.35 × check-html-links: ${verdict(probe.ms <= 0.35 * chl.ms)} ` +
          `(${(probe.ms / chl.ms).toFixed(2)} ×).`,
      );
      fs.rmSync(list, { force: true });
    } finally {
      await fs.promises.rm(root, { recursive: true, force: true });
    }
  }
  console.log(
    '\n| pages | checker | wall time | CPU time | pages per CPU-second | peak RSS | findings |\n' +
      '|---|---|---|---|---|---|---|',
  );
  for (const row of rows) console.log(row);
  console.log(`\nTargets (host ${BENCH_HOST}; ${BENCH_DEFECTS.length} planted defects and a page count 2 short):`);
  for (const verdict of verdicts) console.log(`- ${verdict}`);
  console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}.\n`);
}

/**
 * A Next.js-like inline RSC payload for a generated page, in `self.__next_f.push([1,"…"])` scripts of about 4 KB:
 * one JSON row per link of the page (as `next/link` props), and the article's text as a text row whose header ends one
 * push, as React writes them (issue 21 "Traps").
 */
function withRscPayload(html: Buffer): Buffer {
  const text = html.toString('utf8');
  const rows: string[] = [':HL["/_next/static/css/app-layout.css","style"]\n'];
  let id = 2;
  for (const m of text.matchAll(/<a href="([^"]*)">([^<]*)<\/a>/g))
    rows.push(`${(id++).toString(16)}:["$","$L1",null,${JSON.stringify({ href: m[1], children: m[2] })}]\n`);
  const article = /<article[^>]*>([\s\S]*?)<\/article>/.exec(text)?.[1] ?? '';
  const prose = `Grüße — ${article.replace(/<[^>]*>/g, ' ').slice(0, 20_000)}`;
  const chunks: string[] = [];
  let chunk = '';
  for (const row of rows) {
    chunk += row;
    if (chunk.length > 4000) {
      chunks.push(chunk);
      chunk = '';
    }
  }
  chunks.push(`${chunk}${id.toString(16)}:T${Buffer.byteLength(prose).toString(16)},`, prose);
  const scripts = chunks
    .map((c) => `<script>self.__next_f.push([1,${JSON.stringify(c).replace(/</g, '\\u003c')}])</script>`)
    .join('');
  return Buffer.from(text.replace('</body>', `${scripts}</body>`));
}

/**
 * Writes the emulator's Mintlify-like site of `pages` pages (~180 KB each, 150-link sidebars) into `root`, each page
 * but 404.html with a Next.js-like inline RSC payload: ~200 MB of HTML for 1,000 pages.
 */
function writeRscSite(root: string, pages: number): { files: string[]; htmlBytes: number } {
  const files: string[] = [];
  let htmlBytes = 0;
  const made = new Set<string>();
  writeSite({ domain: 'docs.example.com', pages, pageBytes: 180_000, sidebarLinks: 150 }, (name, content) => {
    const file = path.join(root, name);
    if (!made.has(path.dirname(file))) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      made.add(path.dirname(file));
    }
    const bytes = name.endsWith('.html') && name !== '404.html' ? withRscPayload(content) : content;
    fs.writeFileSync(file, bytes);
    files.push(name);
    if (name.endsWith('.html')) htmlBytes += bytes.length;
  });
  return { files, htmlBytes };
}

/** Ordinary words of docs prose, for pages shaped like real ones. */
const DOCS_WORDS = (
  'the a to of and in is for you your with this that can on by use set run step file page site api key token ' +
  'request response error status job export bundle link deploy build install configure project team domain path ' +
  'folder value default option input output server client cache header query version release update section guide ' +
  'example returns creates deletes lists reads writes sends waits when before after each every only more first next'
).split(' ');

/**
 * Writes a docs site shaped like a real export for the search bench (issue 32 #2): `pages` pages, each with Mintlify's
 * furniture, a content area of ~3 KB of ordinary prose (seven paragraphs, a code sample and a table), and ~140 KB of
 * inline `self.__next_f.push` payload, which is not indexed: ~165 KB a page. Five pages link a page the site lacks
 * ({@link brokenLink}).
 */
function writeDocsSite(root: string, pages: number): { files: string[]; htmlBytes: number } {
  let seed = 42;
  const random = (n: number): number => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const sentence = (): string => {
    const words = Array.from({ length: 8 + random(10) }, () => DOCS_WORDS[random(DOCS_WORDS.length)]!);
    return `${words.join(' ').replace(/^./, (c) => c.toUpperCase())}.`;
  };
  const payload = `self.__next_f.push([1,${JSON.stringify('x'.repeat(140_000))}])`;
  const files: string[] = [];
  let htmlBytes = 0;
  for (let i = 0; i < pages; i++) {
    const name = i === 0 ? 'index.html' : `guides/page-${i}.html`;
    const paragraphs = Array.from({ length: 7 }, () => `<p>${Array.from({ length: 4 }, sentence).join(' ')}</p>`);
    const html =
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Page ${i} - Acme</title>` +
      `<meta name="description" content="${sentence()}"></head><body>` +
      `<nav id="navbar"><button id="search-bar-entry">Search</button><a href="/">Home</a></nav>` +
      `<div id="sidebar"><a href="/guides/page-1">Page 1</a><a href="/guides/page-2">Page 2</a></div>` +
      `<div id="content-area"><h1>Page ${i}</h1>${paragraphs.join('')}` +
      `<pre><code>curl -H "Authorization: Bearer $KEY" https://api.example.com/v1/page/${i}</code></pre>` +
      `<table><tr><th>field</th><th>type</th></tr><tr><td>id</td><td>string</td></tr></table></div>` +
      `<div id="table-of-contents"><a href="#">On this page</a></div><script>${payload}</script></body></html>`;
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), html.replace('</table>', `</table>${brokenLink(i, pages)}`));
    files.push(name);
    htmlBytes += Buffer.byteLength(html);
  }
  return { files, htmlBytes };
}

/** Broken links planted in the docs-shaped site: the check must find exactly these (issue 47 "Done when"). */
const DOCS_BROKEN_LINKS = 5;

/** A link to a page the site lacks on every `pages / 5`-th page past the first, else nothing. */
function brokenLink(i: number, pages: number): string {
  const every = Math.floor(pages / DOCS_BROKEN_LINKS);
  return i > 0 && i % every === 0 && i / every <= DOCS_BROKEN_LINKS
    ? `<p><a href="/guides/removed-${i / every}">A page that was removed</a></p>`
    : '';
}

/**
 * `search: pagefind` (issue 25): the whole action run (bundle link to exit, through dist/ against the emulator) on
 * the 1,000-page site of part 5, without and with the input, its peak RSS (the action's process; Pagefind runs as a
 * process of its own), and Pagefind's own CLI on the same folder for reference.
 */
async function benchSearch(): Promise<void> {
  const pages = 1153;
  const root = await fs.promises.mkdtemp(path.join(os.tmpdir(), `bench-search-${pages}-`));
  const binary = path.join(here, '..', 'node_modules', '@pagefind', `${process.platform}-${process.arch}`, 'bin');
  const pagefind = path.join(binary, 'pagefind_extended');
  try {
    console.log(`Search: writing a ${pages}-page docs-shaped site …`);
    const { htmlBytes } = writeDocsSite(root, pages);
    const emulator = await startEmulator({ tarEntries: treeEntries(await readTree(root)), durationMs: 0, queuedMs: 0 });
    const rows: string[] = [];
    // Issue 32 #3 compares `verify: links` (the default) with `verify: off`; #2 `search: pagefind` with `search: off`.
    const variants: { name: string; inputs: Record<string, string> }[] = [
      { name: 'search: off, verify: off', inputs: { search: 'off', verify: 'off' } },
      { name: 'search: off', inputs: { search: 'off' } },
      { name: 'search: pagefind', inputs: { search: 'pagefind' } },
    ];
    const times: Record<string, number[]> = Object.fromEntries(variants.map((v) => [v.name, []]));
    const brokenFound: number[] = [];
    // Pagefind's process is ended with SIGKILL, so its peak (VmHWM, kB) is sampled by a wrapper while it runs.
    const pagefindRss = path.join(os.tmpdir(), `bench-pagefind-rss-${process.pid}`);
    const pagefindProbe = path.join(os.tmpdir(), `bench-pagefind-${process.pid}.sh`);
    fs.writeFileSync(
      pagefindProbe,
      // An asynchronous command's stdin is /dev/null before its redirections (POSIX), so stdin goes by way of fd 3.
      `#!/bin/sh\nexec 3<&0\n"${pagefind}" "$@" <&3 &\npid=$!\n` +
        `while kill -0 $pid 2>/dev/null; do sed -n 's/^VmHWM:[^0-9]*\\([0-9]*\\).*/\\1/p' /proc/$pid/status ` +
        `> "${pagefindRss}.tmp" 2>/dev/null && mv "${pagefindRss}.tmp" "${pagefindRss}"; sleep 0.05; done\nwait $pid\n`,
      { mode: 0o755 },
    );
    try {
      for (let i = 0; i < 3; i++) {
        for (const variant of variants) {
          const jobId = emulator.createJob('docs.example.com', 60_000);
          const rssFile = path.join(os.tmpdir(), `bench-rss-${process.pid}`);
          const before = emulator.requests.length;
          const result = await runAction({
            inputs: {
              'api-key': emulator.apiKey,
              'api-url': emulator.apiUrl,
              'job-id': jobId,
              // The planted broken links would fail the step: their count is read from the log instead.
              'verify-fail-on': 'never',
              ...variant.inputs,
            },
            env: {
              NODE_OPTIONS: `--import=${path.join(here, 'rss-probe.mjs')}`,
              BENCH_RSS_FILE: rssFile,
              PAGEFIND_BINARY_PATH: pagefindProbe,
            },
          });
          const exitedAt = Date.now();
          if (result.code !== 0) throw new Error(`the action failed:\n${result.log}`);
          const bundleAt = emulator.requests.slice(before).find((r) => r.endpoint === 'bundle')!.atMs;
          times[variant.name]!.push(exitedAt - bundleAt);
          const { rssMb } = readProbe(rssFile);
          await fs.promises.rm(path.dirname(result.workspace), { recursive: true, force: true });
          const broken = /(\d+) broken references?\)/.exec(result.log)?.[1];
          if (variant.inputs.verify !== 'off') brokenFound.push(Number(broken ?? -1));
          if (i === 2) {
            const indexed = /Indexed (\d+) pages \(([\d,]+) words/.exec(result.log);
            const peak = fs.existsSync(pagefindRss)
              ? fs.readFileSync(pagefindRss, 'utf8').trim().split('\n').pop()
              : '';
            const pagefindMb = peak ? `; Pagefind's process peak ${megabytes(Number(peak) / 1024)}` : '';
            const what =
              (indexed ? `${indexed[1]} pages, ${indexed[2]} words indexed${pagefindMb}` : 'nothing indexed') +
              (broken === undefined ? '' : `; ${broken} broken links found`);
            rows.push(tableRow([variant.name, seconds(median(times[variant.name]!)), megabytes(rssMb), what]));
          }
        }
      }
    } finally {
      await emulator.close();
      for (const file of [pagefindProbe, pagefindRss]) fs.rmSync(file, { force: true });
    }
    const cliTimes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const out = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'bench-pagefind-cli-'));
      const cliStart = Date.now();
      await run(pagefind, ['--site', root, '--output-path', out], process.env);
      cliTimes.push(Date.now() - cliStart);
      await fs.promises.rm(out, { recursive: true, force: true });
    }
    const cliMs = median(cliTimes);
    rows.push(tableRow(['reference: pagefind_extended --site (whole pages)', seconds(cliMs), '–', 'its own index']));
    console.log(
      `\n${pages} pages, ${(htmlBytes / 1e6).toFixed(0)} MB of HTML, the action through dist/ (median of 3):\n\n` +
        '| run | link to exit | action peak RSS | result |\n|---|---|---|---|',
    );
    for (const row of rows) console.log(row);
    const ratio = median(times['search: pagefind']!) / median(times['search: off']!);
    const verifyRatio = median(times['search: off']!) / median(times['search: off, verify: off']!);
    const searchAdds = median(times['search: pagefind']!) - median(times['search: off']!);
    const exact = brokenFound.every((n) => n === DOCS_BROKEN_LINKS);
    recordFigure('1,153 pages: verify: links / verify: off', verifyRatio);
    recordFigure("1,153 pages: what search adds / Pagefind's CLI", searchAdds / cliMs);
    console.log(
      `\nTargets: search: pagefind at most 1.35 × the run without: ${verdict(ratio <= 1.35)} ` +
        `(${ratio.toFixed(2)} ×); ` +
        `the time search adds at most Pagefind's own CLI on the same folder (issue 47): ` +
        `${verdict(searchAdds <= cliMs)} (${seconds(searchAdds)} against ${seconds(cliMs)}, ` +
        `${(searchAdds / cliMs).toFixed(2)} ×); ` +
        `verify: links (the default) at most 1.2 × verify: off: ${verdict(verifyRatio <= 1.2)} ` +
        `(${verifyRatio.toFixed(2)} ×), finding exactly the ${DOCS_BROKEN_LINKS} planted broken links in every run: ` +
        `${verdict(exact)} (${brokenFound.join(', ')}).`,
    );
    console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}.\n`);
  } finally {
    await fs.promises.rm(root, { recursive: true, force: true });
  }
}

async function benchRebase(): Promise<void> {
  const pages = 1000;
  const root = await fs.promises.mkdtemp(path.join(os.tmpdir(), `bench-rebase-${pages}-`));
  const list = `${root}.files.json`;
  try {
    console.log(`Rebasing: writing a ${pages}-page site with inline RSC payloads …`);
    const { files, htmlBytes } = writeRscSite(root, pages);
    fs.writeFileSync(list, JSON.stringify(files));
    const probe = async (basePath: string) => {
      const run = await measure(process.execPath, [path.join(here, 'rebase-probe.ts'), root, list, basePath], 600_000);
      if (run.code !== 0) throw new Error(`the rebase failed:\n${run.stderr}`);
      return JSON.parse(run.stdout) as { ms: number; cpuMs: number; peakRssMb: number; files: number; scanned: number };
    };
    const runs = [
      ['without base-path', await probe('')],
      ['base-path: /docs', await probe('/docs')],
      ['base-path: /docs again (already rebased)', await probe('/docs')],
    ] as const;
    console.log(
      `\n${pages} pages, ${files.length} files, ${(htmlBytes / 1e6).toFixed(0)} MB of HTML:\n\n` +
        '| run | wall time | CPU time | peak RSS | files read | files rewritten |\n|---|---|---|---|---|---|',
    );
    for (const [label, r] of runs)
      console.log(
        tableRow([label, seconds(r.ms), seconds(r.cpuMs), megabytes(r.peakRssMb), String(r.scanned), String(r.files)]),
      );
    const added = runs[1][1].ms - runs[0][1].ms;
    console.log(
      `\nTarget: base-path adds at most 1.5 s for 1,000 pages: ${verdict(added <= 1500)} (adds ${seconds(added)}).`,
    );
    // A chunk whose one line opens a regular expression at each `/` and closes none (review 6 #3: 56 s before).
    const chunk = Buffer.from(`var t="/_next/";x=${'/['.repeat(100_000)}`);
    const started = performance.now();
    rebaseFile('js', chunk, { prefix: '/docs', origins: [] });
    const chunkMs = performance.now() - started;
    console.log(
      `A 200 KB chunk of \`/[\` 100,000 times on one line, rebased in at most 1 s: ${verdict(chunkMs <= 1000)} ` +
        `(${seconds(chunkMs)}).`,
    );
    console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}.\n`);
  } finally {
    fs.rmSync(list, { force: true });
    await fs.promises.rm(root, { recursive: true, force: true });
  }
}

/** Writes ~`megabytes` MB of HTML-like files of ~50 KB, 500 per folder; returns the bytes written. */
function writeArchiveBenchSite(root: string, megabytes: number): { files: number; bytes: number } {
  const target = megabytes * 1024 * 1024;
  let bytes = 0;
  let files = 0;
  while (bytes < target) {
    const folder = path.join(root, `section-${Math.floor(files / 500)}`);
    if (files % 500 === 0) fs.mkdirSync(folder, { recursive: true });
    const rows: string[] = [`<!DOCTYPE html><html lang="en"><head><title>Page ${files}</title></head><body>`];
    for (let row = 0, length = 0; length < 50_000; row++) {
      const value = (files * 7919 + row * 104729) % 1_000_003;
      const text = `<p id="r${row}">Row ${row} of page ${files}: value ${value}.</p>\n`;
      rows.push(text);
      length += text.length;
    }
    const data = `${rows.join('')}</body></html>`;
    fs.writeFileSync(path.join(folder, `page-${files}.html`), data);
    bytes += Buffer.byteLength(data);
    files++;
  }
  return { files, bytes };
}

const siteArchiveModule = path.join(here, '..', 'src', 'site-archive.ts');

/** `writeSiteArchive` in a fresh Node process: its wall time for the call and its own peak RSS (VmHWM). */
async function ourSiteArchive(root: string, target: string): Promise<UnpackRun> {
  const call = 'writeSiteArchive(a, b, 1790000000, new AbortController().signal)';
  return inFreshProcess('writeSiteArchive', siteArchiveModule, [root, target], call);
}

async function benchSiteArchive(): Promise<void> {
  const bigMb = Number(process.env.BENCH_SITE_ARCHIVE_MB || 1024);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-site-archive-'));
  try {
    const rows: string[] = [];
    for (const megabytes of [10, bigMb]) {
      const root = path.join(work, `site-${megabytes}`);
      const site = writeArchiveBenchSite(root, megabytes);
      const ours = path.join(work, `ours-${megabytes}.tar.gz`);
      const run = await ourSiteArchive(root, ours);
      const reference = path.join(work, `gnu-${megabytes}.tar.gz`);
      const gnu = await measure(
        'tar',
        [
          '--sort=name',
          '--owner=0',
          '--group=0',
          '--numeric-owner',
          '--mtime=@1790000000',
          '-czf',
          reference,
          '-C',
          root,
          '.',
        ],
        30 * 60_000,
      );
      const mb = (bytes: number): string => (bytes / 1024 / 1024).toFixed(1);
      rows.push(
        `| ${mb(site.bytes)} MB, ${site.files} files | ${(run.ms / 1000).toFixed(1)} s | ` +
          `${run.rssMb.toFixed(0)} MB | ${mb(fs.statSync(ours).size)} MB | ${(gnu.ms / 1000).toFixed(1)} s | ` +
          `${mb(fs.statSync(reference).size)} MB |`,
      );
      fs.rmSync(root, { recursive: true, force: true });
      fs.rmSync(ours, { force: true });
      fs.rmSync(`${ours}.sha256`, { force: true });
      fs.rmSync(reference, { force: true });
    }
    console.log('\nSite archive (issue 30): writeSiteArchive against GNU tar -czf (reproducible flags)\n');
    console.log('| site | site-archive | peak RSS | archive | GNU tar + gzip | its archive |');
    console.log('|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Wall time of one process from spawn to exit, ms, with its exit code and standard output. */
function timedRun(args: string[], env: NodeJS.ProcessEnv): Promise<{ ms: number; code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'], env });
    const out: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({ ms: performance.now() - started, code, out: Buffer.concat(out).toString('utf8') }),
    );
  });
}

async function benchColdStart(runs: number): Promise<void> {
  const action = path.join(here, '..', 'dist', 'index.js');
  // No INPUT_* and no runner files: the action fails on its inputs before any request and writes nothing.
  const env: NodeJS.ProcessEnv = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(INPUT_|GITHUB_|RUNNER_)/.test(name)),
  );
  console.log(`Start-up: node dist/index.js without inputs against node -e 0, ${runs} runs each, interleaved …`);
  const ours: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < runs; i++) {
    const run = await timedRun([action], env);
    if (run.code !== 1 || !run.out.includes('title=Invalid inputs'))
      throw new Error(`dist/index.js did not fail on its inputs (exit ${run.code}):\n${run.out}`);
    ours.push(run.ms);
    bare.push((await timedRun(['-e', '0'], env)).ms);
  }
  const [oursMs, bareMs] = [median(ours), median(bare)];
  const ratio = oursMs / bareMs;
  const bytes = fs.readdirSync(path.dirname(action)).filter((f) => f.endsWith('.js'));
  const size = (name: string): number => fs.statSync(path.join(path.dirname(action), name)).size;
  const all = bytes.reduce((n, f) => n + size(f), 0);
  console.log('\n| run | median wall time | ratio |\n|---|---|---|');
  console.log(tableRow(['node dist/index.js, no inputs', `${oursMs.toFixed(0)} ms`, `${ratio.toFixed(2)} ×`]));
  console.log(tableRow(['node -e 0', `${bareMs.toFixed(0)} ms`, '1.00 ×']));
  console.log(
    `\nTarget: at most 4 × bare Node: ${verdict(ratio <= 4)} (${ratio.toFixed(2)} ×). ` +
      `dist/index.js: ${(size('index.js') / 1e6).toFixed(2)} MB; all of dist/*.js: ${(all / 1e6).toFixed(2)} MB ` +
      `in ${bytes.length} files.`,
  );
  console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}.\n`);
}

/**
 * `docs.json` redirects at scale (issue 45, review finding 11): 10,000 rules, 5,000 exact (a redirect page each on
 * GitHub Pages, forced `_redirects` lines on Netlify) and 5,000 `:slug*` rules, on a 5,003-page site, through dist/
 * against the emulator: the run (bundle link to exit) with `redirects: auto` and `off`, median of 3, and the
 * verification step's own time, which follows every rule. Verifying such a list took 48 s before the rules' lookup
 * was indexed by folder.
 */
async function benchRedirects(): Promise<void> {
  const page = (title: string): Buffer =>
    Buffer.from(`<html><head><title>${title}</title></head><body><a href="/">Home</a></body></html>`);
  const tarEntries = [
    { name: 'index.html', data: page('Home') },
    { name: '404.html', data: page('Not found') },
    { name: 'v2.html', data: page('V2') },
    ...Array.from({ length: 5000 }, (_, i) => ({ name: `new-${i}.html`, data: page(`New ${i}`) })),
  ];
  const redirects = [
    ...Array.from({ length: 5000 }, (_, i) => ({ source: `/old-${i}`, destination: `/new-${i}` })),
    ...Array.from({ length: 5000 }, (_, i) => ({ source: `/section-${i}/:slug*`, destination: '/v2' })),
  ];
  const emulator = await startEmulator({ tarEntries, pages: 5002, durationMs: 0, queuedMs: 0 });
  const rows: string[] = [];
  try {
    console.log('Redirects: 10,000 rules of docs.json on a 5,003-page site …');
    for (const host of ['github-pages', 'netlify']) {
      const times: Record<string, number[]> = { auto: [], off: [] };
      let verifyMs = '';
      let published = '';
      for (let i = 0; i < 3; i++) {
        for (const mode of ['off', 'auto']) {
          const workspace = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'bench-redirects-'));
          fs.writeFileSync(path.join(workspace, 'docs.json'), JSON.stringify({ redirects }));
          const jobId = emulator.createJob('docs.example.com', 60_000);
          const before = emulator.requests.length;
          const result = await runAction({
            inputs: { 'api-key': emulator.apiKey, 'api-url': emulator.apiUrl, 'job-id': jobId, host, redirects: mode },
            workspace,
          });
          const exitedAt = Date.now();
          if (result.code !== 0) throw new Error(`the action failed:\n${result.log}`);
          const bundleAt = emulator.requests.slice(before).find((r) => r.endpoint === 'bundle')!.atMs;
          times[mode]!.push(exitedAt - bundleAt);
          if (mode === 'auto') {
            verifyMs = /Verified \d+ pages on host [\w-]+ in ([\d.]+m?s)/.exec(result.log)?.[1] ?? '?';
            published = /Published (\d+) redirects of docs\.json: ([^\n]*?)\.?\n/.exec(result.log)?.[2] ?? '?';
          }
          await fs.promises.rm(workspace, { recursive: true, force: true });
        }
      }
      const [auto, off] = [median(times.auto!), median(times.off!)];
      rows.push(tableRow([host, seconds(off), seconds(auto), seconds(auto - off), verifyMs, published]));
    }
  } finally {
    await emulator.close();
  }
  console.log(
    '\n| host | redirects: off | redirects: auto | added | verification | published |\n|---|---|---|---|---|---|',
  );
  for (const row of rows) console.log(row);
  console.log(`\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}.\n`);
}

if (!part || part === 'coldstart') await benchColdStart(Number(process.argv[3]) || 21);
if (!part || part === 'poll') await benchPolling();
if ((!part || part === 'transfer') && process.argv[3] !== 'small') await benchTransfer();
if ((!part || part === 'transfer') && process.argv[3] !== 'big') await benchSmallFilesTransfer();
if (!part || part === 'unpack') await benchUnpack();
if (!part || part === 'site') await benchSiteFiles();
if (!part || part === 'verify') await benchVerify(process.argv[3] ? [Number(process.argv[3])] : [1000, 10_000]);
if (!part || part === 'rebase') await benchRebase();
if (!part || part === 'search') await benchSearch();
if (!part || part === 'site-archive') await benchSiteArchive();
if (!part || part === 'cancel') await benchCancel();
if (!part || part === 'redirects') await benchRedirects();
await removeRunFolders();
