/**
 * Compares the figures of two runs of `npm run bench` (the lines `BENCH_FIGURES` collects, `scripts/bench.ts`): the
 * last release's action and this change's, measured by the same script on the same runner in one job
 * (`.github/workflows/bench.yml`). Each figure is a ratio against an anchor measured beside it (the run without,
 * Pagefind's CLI, aria2c, `curl | tar`), so the runner's speed cancels out; a figure more than 25 % above the
 * release's is a regression (issue 47), and the script exits 1 naming it. A figure the release did not measure is
 * listed, not judged.
 *
 * Usage: node scripts/bench-compare.ts <release.jsonl> <change.jsonl> [tolerance, default 1.25]
 */
import fs from 'node:fs';

interface Figure {
  figure: string;
  ratio: number;
}

/** The figures of a file, each the median of its lines (a figure measured more than once). */
function read(file: string): Map<string, number> {
  const all = new Map<string, number[]>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const { figure, ratio } = JSON.parse(line) as Figure;
    if (typeof figure !== 'string' || typeof ratio !== 'number' || !Number.isFinite(ratio))
      throw new Error(`${file}: not a figure: ${line}`);
    all.set(figure, [...(all.get(figure) ?? []), ratio]);
  }
  return new Map(
    [...all].map(([figure, ratios]) => [figure, ratios.sort((a, b) => a - b)[Math.floor(ratios.length / 2)]!]),
  );
}

const [releaseFile, changeFile, toleranceText] = process.argv.slice(2);
if (!releaseFile || !changeFile) {
  console.error('Usage: node scripts/bench-compare.ts <release.jsonl> <change.jsonl> [tolerance]');
  process.exit(2);
}
const tolerance = Number(toleranceText ?? 1.25);
const release = read(releaseFile);
const change = read(changeFile);
const regressions: string[] = [];
console.log('| figure | last release | this change | change / release |\n|---|---|---|---|');
for (const [figure, ratio] of change) {
  const before = release.get(figure);
  const moved = before === undefined ? undefined : ratio / before;
  console.log(
    `| ${figure} | ${before?.toFixed(2) ?? 'not measured'} × | ${ratio.toFixed(2)} × | ` +
      `${moved === undefined ? '–' : `${moved.toFixed(2)}`} |`,
  );
  if (moved !== undefined && moved > tolerance)
    regressions.push(`${figure}: ${before!.toFixed(2)} × → ${ratio.toFixed(2)} ×`);
}
if (change.size === 0) {
  console.error(`${changeFile} holds no figure: the benchmark did not run.`);
  process.exit(1);
}
if (regressions.length > 0) {
  console.error(
    `\nRegressions of more than ${Math.round((tolerance - 1) * 100)} % against the last release:\n` +
      regressions.map((r) => `- ${r}`).join('\n'),
  );
  process.exit(1);
}
console.log(`\nNo figure is more than ${Math.round((tolerance - 1) * 100)} % above the last release's.`);
