import { parseIsoTime } from '../http/dates.ts';
import { externalAssetsSummary } from '../external/assets.ts';
import { cloudSummary } from '../external/cloud.ts';
import { formatBytes, formatDuration } from '../common/format.ts';
import type { AgentJob } from '../service/responses.ts';
import type { ExportResult } from './result.ts';
import type { IntegrityResult } from '../transfer/integrity.ts';
import { code, codeInCell, link, markdownText as escape } from '../common/markdown.ts';
import { visible, withoutQuery } from '../common/redact.ts';
import { isSha } from '../common/sha.ts';
import { shortSha, type UpdateResult } from '../service/update.ts';
import { verifySummary } from '../verify/report.ts';
import type { AgentFilesResult } from '../site/agent-files/agent-files.ts';
import type { ChangeList } from '../site/hosts/changes.ts';
import { describeSearch } from '../site/search/describe-search.ts';
import { describeServed } from '../site/hosts/served.ts';
import type { SiteArchiveResult } from '../workspace/site-archive.ts';

/** Where the run came from, for the summary's footer (from `@actions/github`'s context). */
export interface RunContext {
  /** `owner/name` (`GITHUB_REPOSITORY`). */
  repository: string | undefined;
  runUrl: string | undefined;
  /** E.g. `https://github.com` (`GITHUB_SERVER_URL`). */
  serverUrl?: string | undefined;
}

/** Most paths listed per kind of change (added, modified, removed) in the Update section. */
export const MAX_LISTED_PATHS = 10;

export { code, codeInCell } from '../common/markdown.ts';

/** A two-column table of the rows that have a value; `''` when none has one (a header with no rows says nothing). */
function table(rows: [string, string | undefined][]): string {
  const kept = rows.filter((row): row is [string, string] => row[1] !== undefined && row[1] !== '');
  if (kept.length === 0) return '';
  return ['| | |', '|---|---|', ...kept.map(([key, value]) => `| ${key} | ${value} |`)].join('\n');
}

/** "14:05 UTC (in 58 minutes)" for an ISO time, relative to `nowMs`. */
export function describeExpiry(expiresAt: string, nowMs: number): string {
  const ms = parseIsoTime(expiresAt);
  if (ms === undefined) return escape(expiresAt);
  const minutes = Math.round((ms - nowMs) / 60_000);
  const relative = minutes >= 0 ? `in ${minutes} minute${minutes === 1 ? '' : 's'}` : `${-minutes} minutes ago`;
  return `${new Date(ms)
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC')} (${relative})`;
}

/** Markdown for `GITHUB_STEP_SUMMARY` after a successful export. The link is shown without its signature. */
export function exportSummary(
  domain: string | undefined,
  result: ExportResult,
  nowMs: number,
  context: RunContext,
  verifyReportPath?: string,
): string {
  const t = result.transfer;
  const times = result.times;
  const phases = (
    [
      ['queued', times.queued],
      ['exporting', times.exporting],
      ['bundle', times.bundle],
      ['download', times.download],
      ['unpack', times.unpack],
      ['rebase', times.rebase],
      ['search', times.search],
      ['agent files', times.agentFiles],
      ['verify', times.verify],
      ['compare', times.compare],
      ['site archive', times.siteArchive],
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
      ['Source', result.local ? localCell(result.local) : undefined],
      [
        'Job',
        result.local ? undefined : `${codeInCell(result.jobId)}${result.started ? '' : ' (resumed with job-id)'}`,
      ],
      ['Status', result.local ? undefined : escape(result.status.status)],
      ['Pages', result.status.pageCount?.toString()],
      ['Archive', archiveCell(result)],
      ['Files', filesCell(result)],
      ['Integrity', t && !result.local ? integrityCell(t.download.integrity) : undefined],
      ['Site folder', t ? codeInCell(t.sitePath) : undefined],
      ['Base path', basePathCell(result)],
      ['Served at', result.transfer?.rebase?.served && escape(describeServed(result.transfer.rebase.served))],
      ['Search', t?.search ? escape(describeSearch(t.search)) : undefined],
      [
        'Redirects',
        t?.redirects &&
          escape(`${t.redirects.rules.length} of ${t.redirects.config} published: ${t.redirects.forms.join('; ')}`),
      ],
      ['Archive kept at', t?.archivePath ? codeInCell(t.archivePath) : undefined],
      ['Site archive', t?.siteArchive ? siteArchiveCell(t.siteArchive) : undefined],
      ['Link', result.local ? undefined : codeInCell(withoutQuery(result.bundle.bundleUrl))],
      ['Link expires', result.local ? undefined : describeExpiry(result.bundle.expiresAt, nowMs)],
      ['Time', phases],
    ]),
    '',
    ...(result.update ? [updateSection(result.update, context), ''] : []),
    ...(t?.agentFiles || t?.changes ? [siteFilesSection(t.agentFiles, t.changes), ''] : []),
    ...(t?.offline ? [cloudSummary(t.offline)] : []),
    t?.verification ? verifySummary(t.verification, verifyReportPath) : '',
    // external-assets: report with verify: off: the listing alone (with verification, it ends its section).
    ...(t?.offsiteUrls ? [externalAssetsSummary(t.offsiteUrls, undefined, false)] : []),
    footer(context),
  ].join('\n');
}

/** The Source row of a local export (input `local-export`): what was published, and that no API was asked. */
function localCell(local: NonNullable<ExportResult['local']>): string {
  const what = local.kind === 'folder' ? 'the folder' : 'the archive';
  return `${what} ${codeInCell(local.text)} (local-export), built outside this step; no request to the API`;
}

/** The Site archive row: where, how big, and the SHA-256 to check it against after a transfer. */
function siteArchiveCell(archive: SiteArchiveResult): string {
  return `${codeInCell(archive.path)}, ${formatBytes(archive.bytes)}, SHA-256 ${codeInCell(archive.sha256)}`;
}

/** The Archive row: its size and format, or why nothing was downloaded. */
function archiveCell(result: ExportResult): string {
  const t = result.transfer;
  if (t) return `${formatBytes(t.download.bytes)} (${t.unpack.format})`;
  if (result.bundle.sizeBytes === undefined) return 'not downloaded (download: false)';
  return `${formatBytes(result.bundle.sizeBytes)}, not downloaded (download: false)`;
}

/** The Integrity row: what the bytes were compared with (the ETag as MD5, a storage checksum), or why not. */
function integrityCell(integrity: IntegrityResult): string {
  const md5 = integrity.md5Verified
    ? 'MD5 checked against the ETag'
    : `MD5 not checked: ${escape(integrity.md5Skipped ?? 'no ETag')}`;
  return integrity.checksumVerified
    ? `${md5}; ${codeInCell(`x-amz-checksum-${integrity.checksumVerified}`)} checked`
    : md5;
}

/** The Base path row (input `base-path`): where the site is served, and how many files the rebase changed. */
function basePathCell(result: ExportResult): string | undefined {
  const rebase = result.transfer?.rebase;
  if (!rebase?.prefix) return undefined;
  return `${codeInCell(rebase.prefix + '/')}: ${rebase.files} file${rebase.files === 1 ? '' : 's'} rebased`;
}

/** The Files row: how many, how large unpacked, and the folder unwrapped, if any. */
function filesCell(result: ExportResult): string | undefined {
  const t = result.transfer;
  if (!t) return undefined;
  const from = t.unpack.unwrapped ? ` from the folder ${codeInCell(t.unpack.unwrapped + '/')}` : '';
  return `${t.unpack.counts.files} files, ${formatBytes(t.unpack.counts.bytes)} unpacked${from}`;
}

/**
 * The "Update" section: status, duration, the deployed commit (linked to its page when it was found
 * in the run's repository), its message's first line, author, and the files it changed.
 */
export function updateSection(update: UpdateResult, context: RunContext): string {
  const { status } = update;
  const commit = status.commit;
  let commitCell: string | undefined;
  if (commit?.sha) {
    // A `commit.sha` that is not a SHA is shown as text, whole: no link, no code span to hide in.
    const sha = isSha(commit.sha) ? commit.sha : undefined;
    const shaCell = sha ? codeInCell(shortSha(sha)) : escape(commit.sha);
    const linkable = sha && update.inRunRepository && context.serverUrl && context.repository;
    commitCell = linkable ? link(shaCell, `${context.serverUrl}/${context.repository}/commit/${sha}`) : shaCell;
    const subject = commit.message?.split('\n', 1)[0]?.trim();
    if (subject) commitCell += ` ${escape(subject)}`;
  }
  const files = commit?.filesChanged;
  const kinds = files
    ? ([
        ['added', files.added],
        ['modified', files.modified],
        ['removed', files.removed],
      ] as const)
    : [];
  const lists = kinds
    .filter(([, paths]) => paths.length > 0)
    .map(([kind, paths]) => {
      const shown = paths.slice(0, MAX_LISTED_PATHS).map((p) => code(p));
      const more = paths.length > shown.length ? `, and ${paths.length - shown.length} more` : '';
      return `- ${kind[0]!.toUpperCase()}${kind.slice(1)} (${paths.length}): ${shown.join(', ')}${more}`;
    });
  return [
    '### Update',
    '',
    table([
      ['Update', `${codeInCell(update.statusId)} of project ${codeInCell(update.projectId)}`],
      ['Status', escape(status.status)],
      ['Summary', status.summary ? escape(status.summary) : undefined],
      ['Duration', formatDuration(update.durationMs)],
      ['Commit', commitCell],
      ['Branch', commit?.ref ? codeInCell(commit.ref) : undefined],
      ['Author', status.author ? escape(status.author) : undefined],
      ['Files', files ? kinds.map(([kind, paths]) => `${paths.length} ${kind}`).join(', ') : undefined],
      ['Commit check', verdictText(update)],
    ]),
    ...(lists.length > 0 ? ['', ...lists] : []),
  ].join('\n');
}

function verdictText(update: UpdateResult): string | undefined {
  switch (update.verdict?.kind) {
    case 'equal':
      return 'the deployed commit is the one given in commit';
    case 'ahead':
      return escape(update.verdict.message);
    case 'unknown':
      return 'not checked: the status names no commit';
    default:
      return undefined;
  }
}

/** A list of paths, the first {@link MAX_LISTED_PATHS} shown. */
function pathList(paths: readonly string[]): string {
  const shown = paths.slice(0, MAX_LISTED_PATHS).map((p) => code(p));
  const more = paths.length > shown.length ? `, and ${paths.length - shown.length} more` : '';
  return `${shown.join(', ')}${more}`;
}

/**
 * The "Site files" section: the agent files written (input `agent-files`) and those the export had, and the
 * change list against the previous site (input `changes-file`).
 */
export function siteFilesSection(agentFiles: AgentFilesResult | undefined, changes: ChangeList | undefined): string {
  const lines = ['### Site files', ''];
  if (agentFiles) {
    const named = agentFiles.written.filter((file) => !file.endsWith('.md'));
    const copies = agentFiles.written.filter((file) => file.endsWith('.md'));
    const written = [
      ...named.map((file) => code(file)),
      ...(copies.length > 0 ? [`${copies.length} Markdown copies of pages (${pathList(copies)})`] : []),
    ];
    lines.push(`- Agent files written: ${written.length > 0 ? written.join(', ') : 'none'}`);
    if (agentFiles.kept.length > 0) lines.push(`- Kept from the export: ${pathList(agentFiles.kept)}`);
  }
  if (changes) {
    const kinds = [
      ['Added', changes.added],
      ['Modified', changes.modified],
      ['Removed', changes.removed],
    ] as const;
    lines.push(`- Changes: ${kinds.map(([kind, paths]) => `${paths.length} ${kind.toLowerCase()}`).join(', ')}`);
    lines.push(`- URLs to invalidate: ${changes.urls.length}`);
    for (const [kind, paths] of kinds) if (paths.length > 0) lines.push(`  - ${kind}: ${pathList(paths)}`);
  }
  return lines.join('\n');
}

/** Markdown for `GITHUB_STEP_SUMMARY` after waiting for an agent job. */
export function agentSummary(projectId: string, job: AgentJob, context: RunContext): string {
  return [
    '## Mintlify agent job',
    '',
    table([
      ['Job', `${codeInCell(job.id)} in project ${codeInCell(projectId)}`],
      ['Status', escape(job.status)],
      ['Model', job.model ? escape(job.model) : undefined],
      ['Repository', job.repository ? escape(job.repository) : undefined],
      ['Branch', job.ref ? codeInCell(job.ref) : undefined],
      ['Pull request', pullRequestCell(job)],
    ]),
    '',
    footer(context),
  ].join('\n');
}

/** The Pull request row: a link, or why there is none. */
function pullRequestCell(job: AgentJob): string {
  if (job.prLink) return linkTo(job.prLink);
  return job.status === 'completed' ? 'none: the agent made no file changes' : 'none';
}

/**
 * A link to `url` (an http or https URL from the API) showing the URL itself, for a table cell; any other value is
 * shown as a code span. The destination is the URL as the WHATWG parser writes it, written by {@link link}.
 */
function linkTo(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return codeInCell(url);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return codeInCell(url);
  return link(escape(url), parsed.href);
}

/**
 * Markdown for a failed run: what failed, the server's message, and the next step.
 * @param details lines shown verbatim in a code block, e.g. a failed update's build log
 * @param listed items shown as a list in place of `message`, e.g. each invalid input
 */
export function failureSummary(
  title: string,
  message: string,
  hint: string | undefined,
  facts: [string, string | undefined][],
  context: RunContext,
  details: string[] = [],
  listed: string[] = [],
): string {
  const fence = fenceFor(details);
  return [
    '## Mintlify static export failed',
    '',
    listed.length > 0
      ? [`**${escape(title)}**:`, '', ...listed.map((item) => `- ${escape(item)}`)].join('\n')
      : `**${escape(title)}**: ${escape(message)}`,
    '',
    details.length > 0 ? [`${fence}text`, ...details.map(visible), fence].join('\n') : '',
    '',
    hint ? `**Next step:** ${escape(hint)}` : '',
    '',
    table(facts.map(([key, value]) => [key, value === undefined ? undefined : escape(value)])),
    '',
    footer(context),
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');
}

/** A code fence longer than any run of backticks in `lines`, which therefore cannot close it. */
function fenceFor(lines: string[]): string {
  const longest = Math.max(0, ...lines.flatMap((line) => (line.match(/`+/g) ?? []).map((run) => run.length)));
  return '`'.repeat(Math.max(3, longest + 1));
}

function footer(context: RunContext): string {
  if (!context.runUrl) return '';
  const of = context.repository ? ` of ${escape(context.repository)}` : '';
  return `<sub>${link('Workflow run', context.runUrl)}${of}</sub>`;
}
