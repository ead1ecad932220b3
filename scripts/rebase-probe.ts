/**
 * One run of the rebase stage in a process of its own, for `npm run bench -- rebase`: prints JSON with wall and CPU
 * time (ms), peak resident memory (MB, whole process) and the files rebased.
 * Usage: node scripts/rebase-probe.ts <site folder> <file list JSON> <base path, '' for none>
 */
import fs from 'node:fs';
import { siteStage } from '../src/site/stage.ts';
import { startFigures } from './probe-figures.ts';

const [root, list, basePath] = process.argv.slice(2);
const files = JSON.parse(fs.readFileSync(list!, 'utf8')) as string[];
const rssBeforeMb = process.memoryUsage().rss / 2 ** 20;
const figures = startFigures();
const { rebase: result } = await siteStage(
  root!,
  files,
  { basePath: basePath!, siteUrl: 'https://docs.example.com', domain: undefined, canonical: 'site-url' },
  {
    log: { info: () => {}, warning: () => {}, debug: () => {} },
    env: process.env,
    clock: { now: () => performance.now() },
  },
);
figures.print({
  rssBeforeMb,
  files: result?.files ?? 0,
  scanned: result?.scanned ?? 0,
});
