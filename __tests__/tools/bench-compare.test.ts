/**
 * The CI job of issue 47 fails a change whose benchmark figures (ratios against an anchor measured beside them) are
 * more than 25 % above the last release's, and names them.
 */
import { afterAll, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'scripts', 'bench-compare.ts');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-compare-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function compare(release: [string, number][], change: [string, number][]): { code: number | null; out: string } {
  const write = (name: string, figures: [string, number][]): string => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, figures.map(([figure, ratio]) => `${JSON.stringify({ figure, ratio })}\n`).join(''));
    return file;
  };
  const run = spawnSync(process.execPath, [script, write('release.jsonl', release), write('change.jsonl', change)], {
    encoding: 'utf8',
  });
  return { code: run.status, out: run.stdout + run.stderr };
}

test('a figure more than 25 % above the release fails the job and is named; one within it passes', () => {
  const release: [string, number][] = [
    ['check / without', 2.0],
    ['search / CLI', 1.0],
  ];
  const worse = compare(release, [
    ['check / without', 2.6],
    ['search / CLI', 1.2],
  ]);
  expect(worse.code).toBe(1);
  expect(worse.out).toContain('- check / without: 2.00 × → 2.60 ×');
  expect(worse.out).not.toContain('- search / CLI');
  expect(
    compare(release, [
      ['check / without', 2.4],
      ['search / CLI', 0.5],
    ]).code,
  ).toBe(0);
});

test('a figure the release did not measure is listed, not judged; a change that measured nothing fails', () => {
  const added = compare(
    [['check / without', 2.0]],
    [
      ['check / without', 2.0],
      ['new figure', 9],
    ],
  );
  expect(added.code).toBe(0);
  expect(added.out).toContain('| new figure | not measured × | 9.00 × | – |');
  expect(compare([['check / without', 2.0]], []).code).toBe(1);
});

test('a figure measured more than once counts as its median', () => {
  const twice = compare(
    [['x', 1.0]],
    [
      ['x', 1.0],
      ['x', 3.0],
      ['x', 1.1],
    ],
  );
  expect(twice.code).toBe(0);
  expect(twice.out).toContain('| x | 1.00 × | 1.10 × | 1.10 |');
});
