import { formatBytes, formatDuration } from './duration.ts';
import type { AgentJob } from './api.ts';
import type { ExportResult } from './export.ts';
import { withoutQuery } from './redact.ts';
import { verifySummary } from './verify/report.ts';

/** Where the run came from, for the summary's footer (from `@actions/github`'s context). */
export interface RunContext {
  repository: string | undefined;
  runUrl: string | undefined;
}

const escape = (text: string): string => text.replace(/[|\\`*_<>]/g, (c) => `\\${c}`);

function table(rows: [string, string | undefined][]): string {
  const kept = rows.filter((row): row is [string, string] => row[1] !== undefined && row[1] !== '');
  return ['| | |', '|---|---|', ...kept.map(([key, value]) => `| ${key} | ${value} |`)].join('\n');
}

/** "14:05 UTC (in 58 minutes)" for an ISO time, relative to `nowMs`. */
export function describeExpiry(expiresAt: string, nowMs: number): string {
  const ms = Date.parse(expiresAt);
  if (Number.isNaN(ms)) return escape(expiresAt);
  const minutes = Math.round((ms - nowMs) / 60_000);
  const relative = minutes >= 0 ? `in ${minutes} minute${minutes === 1 ? '' : 's'}` : `${-minutes} minutes ago`;
  return `${new Date(ms)
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC')} (${relative})`;
}

/** Markdown for `GITHUB_STEP_SUMMARY` after a successful export. The link is shown without its signature. */
export function exportSummary(domain: string | undefined, result: ExportResult, nowMs: number, context: RunContext, verifyReportPath?: string): string {
  const t = result.transfer;
  const times = result.times;
  const phases = (
    [
      ['queued', times.queued],
      ['exporting', times.exporting],
      ['bundle', times.bundle],
      ['download', times.download],
      ['unpack', times.unpack],
      ['verify', times.verify],
    ] as const
  )
    .filter(([, ms]) => ms !== undefined)
    .map(([name, ms]) => `${name} ${formatDuration(ms!)}`)
    .join(' · ');
  return [
    '## Mintlify static export',
    '',
    table([
      ['Domain', domain ? escape(domain) : undefined],
      ['Job', `\`${result.jobId}\`${result.started ? '' : ' (resumed with job-id)'}`],
      ['Status', result.status.status],
      ['Pages', result.status.pageCount?.toString()],
      [
        'Archive',
        t
          ? `${formatBytes(t.download.bytes)} (${t.unpack.format})`
          : result.bundle.sizeBytes !== undefined
            ? `${formatBytes(result.bundle.sizeBytes)}, not downloaded (download: false)`
            : 'not downloaded (download: false)',
      ],
      [
        'Files',
        t
          ? `${t.unpack.counts.files} files, ${formatBytes(t.unpack.counts.bytes)} unpacked${t.unpack.unwrapped ? ` from the folder \`${escape(t.unpack.unwrapped)}/\`` : ''}`
          : undefined,
      ],
      ['Site folder', t ? `\`${escape(t.sitePath)}\`` : undefined],
      ['Archive kept at', t?.archivePath ? `\`${escape(t.archivePath)}\`` : undefined],
      ['Link', `\`${escape(withoutQuery(result.bundle.bundleUrl))}\``],
      ['Link expires', describeExpiry(result.bundle.expiresAt, nowMs)],
      ['Time', phases],
    ]),
    '',
    t?.verification ? verifySummary(t.verification, verifyReportPath) : '',
    footer(context),
  ].join('\n');
}

/** Markdown for `GITHUB_STEP_SUMMARY` after waiting for an agent job. */
export function agentSummary(projectId: string, job: AgentJob, context: RunContext): string {
  return [
    '## Mintlify agent job',
    '',
    table([
      ['Job', `\`${escape(job.id)}\` in project \`${escape(projectId)}\``],
      ['Status', job.status],
      ['Model', job.model ? escape(job.model) : undefined],
      ['Repository', job.repository ? escape(job.repository) : undefined],
      ['Branch', job.ref ? `\`${escape(job.ref)}\`` : undefined],
      ['Pull request', job.prLink ? `[${escape(job.prLink)}](${job.prLink})` : job.status === 'completed' ? 'none: the agent made no file changes' : 'none'],
    ]),
    '',
    footer(context),
  ].join('\n');
}

/** Markdown for a failed run: what failed, the server's message, and the next step. */
export function failureSummary(title: string, message: string, hint: string | undefined, facts: [string, string | undefined][], context: RunContext): string {
  return [
    '## Mintlify static export failed',
    '',
    `**${escape(title)}**: ${escape(message)}`,
    '',
    hint ? `**Next step:** ${escape(hint)}` : '',
    '',
    facts.length ? table(facts) : '',
    '',
    footer(context),
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');
}

function footer(context: RunContext): string {
  return context.runUrl ? `<sub>[Workflow run](${context.runUrl})${context.repository ? ` of ${escape(context.repository)}` : ''}</sub>` : '';
}
