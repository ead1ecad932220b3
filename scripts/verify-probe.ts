/**
 * One site check in a process of its own, for `npm run bench -- verify`: prints JSON with wall and CPU
 * time (ms), peak resident memory (MB, whole process) and the findings.
 * Usage: node scripts/verify-probe.ts <site folder> <file list JSON> <host> <pageCount>
 */
import fs from 'node:fs';
import { checkSite } from '../src/verify/check.ts';
import type { Host } from '../src/site/hosts/hosts.ts';
import { startFigures } from './probe-figures.ts';

const [root, list, host, pageCount] = process.argv.slice(2);
const files = JSON.parse(fs.readFileSync(list!, 'utf8')) as string[];
const rssBeforeMb = process.memoryUsage().rss / 2 ** 20;
const figures = startFigures();
const report = await checkSite({
  root: root!,
  files,
  host: host as Host,
  siteUrl: 'https://docs.example.com',
  ignore: undefined,
  pageCount: Number(pageCount),
});
figures.print({
  rssBeforeMb,
  pages: report.pages,
  references: report.references,
  findings: report.findings.map((f) => `${f.severity} ${f.kind} ${f.target}`),
});
