import { externalAssetsLog, externalAssetsSummary } from '../external/assets.ts';
import { formatDuration } from '../common/format.ts';
import { code, codeInCell, markdownText as escape } from '../common/markdown.ts';
import { visible } from '../common/redact.ts';
import type { Finding, FindingKind, VerifyReport } from './findings.ts';

/** Rows of broken targets the step summary shows before pointing at `verify-report`. */
export const SUMMARY_ROWS = 50;
/** Annotations of each level GitHub shows for one step; more are dropped silently. */
export const ANNOTATIONS_PER_LEVEL = 10;

const KIND_LABELS: Record<FindingKind, string> = {
  'missing-page': 'missing page',
  'case-mismatch': 'wrong letter case',
  redirect: 'redirect',
  'missing-asset': 'missing asset',
  'missing-css-url': 'missing CSS url()',
  'missing-fragment': 'missing #fragment',
  sitemap: 'sitemap entry',
  canonical: 'canonical URL',
  'social-image': 'missing social image',
  'mintlify-app': 'link to mintlify.app',
  'page-count': 'page count',
  deploy: 'deployability',
  'agent-file': 'agent file missing',
  'relative-404': 'relative URL in 404.html',
  'outside-base': "outside the site's path",
  'unserved-file': 'file not served',
  'unreadable-payload': 'unreadable payload rows',
  'url-expression': 'URL built at run time',
  'redirect-destination': 'redirect to a missing page',
  'redirect-loop': 'redirect loop',
  'redirect-source-page': 'redirect source is a page',
};

const plural = (count: number): string => (count === 1 ? '' : 's');

/**
 * "1,204 pages · 96,310 references (1,530 distinct URLs on the site) · 2 errors (4 broken references), 5 warnings ·
 * host github-pages · layout html (x.html) · 1.2 s": an error is a distinct broken target (output `brokenTargets`),
 * counted once per referencing page in the broken references (output `brokenLinks`); the URLs on the site are the
 * distinct ones the references name, broken or not.
 */
export function totalsLine(report: VerifyReport): string {
  const errors = report.findings.filter((f) => f.severity === 'error').length;
  const warnings = report.findings.length - errors;
  const count = (value: number, noun: string): string => `${value.toLocaleString('en-US')} ${noun}${plural(value)}`;
  return [
    count(report.pages, 'page'),
    `${count(report.references, 'reference')} (${count(report.targets, 'distinct URL')} on the site)`,
    `${count(errors, 'error')} (${count(report.brokenLinks, 'broken reference')}), ${count(warnings, 'warning')}`,
    `host ${report.host}`,
    `layout ${report.layout === 'folders' ? 'folders (x/index.html)' : 'html (x.html)'}`,
    formatDuration(report.durationMs),
  ].join(' · ');
}

/**
 * Markdown for the step summary: the totals line, then findings by how many pages reference them
 * (`target | kind | pages | first 3 pages`, at most `SUMMARY_ROWS`), then the external hosts.
 * @param reportPath where `verify-report` was written, to point at for the rows left out
 */
export function verifySummary(report: VerifyReport, reportPath: string | undefined): string {
  const lines = ['### Site verification', '', `**${resultLabel(report)}** · ${totalsLine(report)}`, ''];
  for (const note of report.notes) lines.push(`${escape(note)}`, '');
  if (report.findings.length > 0) {
    const byPages = [...report.findings].sort((a, b) => b.pages - a.pages || severityRank(a) - severityRank(b));
    lines.push('| target | kind | pages | first 3 pages |', '|---|---|---|---|');
    for (const f of byPages.slice(0, SUMMARY_ROWS)) {
      const pages = f.examples
        .slice(0, 3)
        .map((p) => codeInCell(p))
        .join(', ');
      const kind = `${KIND_LABELS[f.kind]} (${f.severity})`;
      lines.push(`| ${codeInCell(f.target)} | ${kind} | ${f.pages} | ${pages || escape(f.message)} |`);
    }
    const rest = report.findings.length - SUMMARY_ROWS;
    if (rest > 0) {
      const where = reportPath
        ? `\`verify-report\` (${code(reportPath)})`
        : '`verify-report` (set it to a path to get the full list)';
      lines.push('', `and ${rest} more in ${where}`);
    }
    lines.push('');
  }
  if (report.externalHosts.length > 0) {
    const hosts = report.externalHosts
      .slice(0, 30)
      .map((h) => `${code(h.host)} (${h.pages} page${h.pages === 1 ? '' : 's'})`);
    const more = report.externalHosts.length > 30 ? `, and ${report.externalHosts.length - 30} more` : '';
    lines.push(`External hosts (not fetched; needed online): ${hosts.join(', ')}${more}`, '');
  }
  if (report.externalAssets) lines.push(externalAssetsSummary(report.externalAssets, reportPath));
  return lines.join('\n');
}

function severityRank(f: Finding): number {
  return f.severity === 'error' ? 0 : 1;
}

function resultLabel(report: VerifyReport): string {
  if (report.result === 'failed') return 'Broken';
  if (report.result === 'warnings') return 'Warnings';
  return 'Passed';
}

/** The same table as plain text, for the "Verify the site" log group. */
export function verifyLog(report: VerifyReport): string[] {
  const lines = [totalsLine(report), ...report.notes];
  for (const f of report.findings.slice(0, SUMMARY_ROWS)) {
    // A finding of the site as a whole (a redirect rule, the page count) is referenced by no page.
    const where = f.pages > 0 ? ` (${f.pages} pages, e.g. ${f.examples.slice(0, 3).join(', ')})` : '';
    lines.push(`${f.severity}: ${KIND_LABELS[f.kind]}: ${f.target}${where}: ${f.message}`);
  }
  if (report.findings.length > SUMMARY_ROWS) lines.push(`… and ${report.findings.length - SUMMARY_ROWS} more.`);
  if (report.externalHosts.length > 0)
    lines.push(`External hosts (not fetched): ${report.externalHosts.map((h) => h.host).join(', ')}`);
  if (report.externalAssets) lines.push(...externalAssetsLog(report.externalAssets));
  // Targets and examples are the pages' own words, decoded: a %0A must not start a line of its own.
  return lines.map(visible);
}

/** One annotation to make. */
export interface Annotation {
  level: 'error' | 'warning' | 'notice';
  title: string;
  message: string;
}

/**
 * One annotation per distinct target: at most `errorSlots` errors and `ANNOTATIONS_PER_LEVEL` warnings
 * (GitHub shows no more per step), then one notice with the count left out.
 * @param errorSlots error annotations available (one fewer when the step's own failure takes one)
 */
export function annotationsFor(report: VerifyReport, errorSlots = ANNOTATIONS_PER_LEVEL): Annotation[] {
  const annotations: Annotation[] = [];
  let left = 0;
  const used = { error: 0, warning: 0 };
  const byPages = [...report.findings].sort((a, b) => b.pages - a.pages);
  for (const f of byPages) {
    const cap = f.severity === 'error' ? errorSlots : ANNOTATIONS_PER_LEVEL;
    if (used[f.severity] >= cap) {
      left++;
      continue;
    }
    used[f.severity]++;
    const where =
      f.pages > 0
        ? ` Referenced by ${f.pages} page${f.pages === 1 ? '' : 's'}, e.g. ${f.examples.slice(0, 3).join(', ')}.`
        : '';
    annotations.push({
      level: f.severity,
      title: `Site verification: ${KIND_LABELS[f.kind]}`,
      // The pages' own words, decoded: shown as the log shows them (a bidi control must not reorder the message).
      message: visible(`${f.message}${where}`),
    });
  }
  if (left > 0) {
    annotations.push({
      level: 'notice',
      title: 'Site verification',
      message: `${left} more finding${left === 1 ? '' : 's'} not annotated: see the step summary or verify-report.`,
    });
  }
  return annotations;
}

/** The `verify-report` file's content: every finding, as JSON. */
export function reportJson(report: VerifyReport): string {
  const { findings, ...rest } = report;
  return `${JSON.stringify({ ...rest, findings }, null, 2)}\n`;
}
