import fs from 'node:fs';
import { writeFileAtomic } from '../common/atomic.ts';
import path from 'node:path';
import type { Clock, Log } from '../common/clock.ts';
import { formatDuration } from '../common/format.ts';
import { visible } from '../common/redact.ts';
import { externalAssetsLog, type ExternalAsset } from '../external/assets.ts';
import { unreadablePayloads } from '../external/rules.ts';
import { checkSite, type CheckOptions } from './check.ts';
import type { VerifyReport } from './findings.ts';
import { ignoreMatcher } from './ignore.ts';
import type { VerifyInputs } from './inputs.ts';
import { ANNOTATIONS_PER_LEVEL, annotationsFor, reportJson, verifyLog, type Annotation } from './report.ts';
import { VerificationError } from './failed.ts';

/** Side effects of the verification phase, supplied by `main.ts` through the export's ports. */
export interface VerifyPorts {
  clock: Clock;
  log: Log;
  output: (name: string, value: string) => void;
  /** Makes one annotation (`core.error`/`warning`/`notice` with a title). */
  annotate?: (annotation: Annotation) => void;
  /** A cancellation: the check stops between pages. */
  signal?: AbortSignal;
}

export { skipVerification, VerificationError } from './failed.ts';

/**
 * Checks the unpacked site (issue 13), logs the table, sets the outputs `verifyResult`, `brokenLinks`,
 * `brokenTargets`, `verifiedPages`, writes `verify-report` (whether it passes or not) and annotates.
 * @param files the unpacker's list, relative to `siteRoot`
 * @param pageCount the job's `pageCount` (spec §3.2), if it gave one
 * @param scanned pages scanned as they were unpacked (`PageScans`), not read again
 * @param externalAssets list every off-site URL the site requests (`external-assets: report`) in the log, the summary
 * and the report's `externalAssets`
 * @throws VerificationError when `verify-fail-on` says the findings fail the step
 */
export async function verifySite(
  siteRoot: string,
  files: readonly string[],
  pageCount: number | undefined,
  inputs: VerifyInputs,
  ports: VerifyPorts,
  scanned?: CheckOptions['scanned'],
  externalAssets = false,
): Promise<VerifyReport> {
  const report = await checkSite({
    root: siteRoot,
    files,
    host: inputs.host,
    siteUrl: inputs.siteUrl,
    basePath: inputs.basePath,
    rebased: inputs.rebased,
    builtFor: inputs.builtFor,
    cloudfrontFunction: inputs.cloudfrontFunction,
    ignore: ignoreMatcher(inputs.ignore),
    pageCount,
    now: () => ports.clock.now(),
    signal: ports.signal,
    scanned,
    externalAssets,
    redirects: inputs.redirects,
  });
  for (const line of verifyLog(report)) ports.log.info(line);
  if (report.externalAssetsUnreadable)
    ports.log.warning(unreadablePayloads(report.externalAssetsUnreadable, 'not listed: the site may load more'));
  ports.output('verifyResult', report.result);
  ports.output('brokenLinks', String(report.brokenLinks));
  ports.output('brokenTargets', String(report.brokenTargets));
  ports.output('verifiedPages', String(report.pages));
  if (inputs.reportPath) {
    await fs.promises.mkdir(path.dirname(inputs.reportPath), { recursive: true });
    await writeFileAtomic(inputs.reportPath, reportJson(report));
    ports.log.info(`Wrote ${report.findings.length} findings to ${inputs.reportPath}.`);
  }
  const fails =
    (inputs.failOn === 'broken' && report.result === 'failed') ||
    (inputs.failOn === 'warnings' && report.result !== 'passed');
  // The step's own failure is one more error annotation: keep the total within what GitHub shows.
  const annotations = annotationsFor(report, fails ? ANNOTATIONS_PER_LEVEL - 1 : ANNOTATIONS_PER_LEVEL);
  if (ports.annotate) annotations.forEach(ports.annotate);
  if (fails) throw new VerificationError(report, inputs, inputs.reportPath);
  ports.log.info(
    `Verified ${report.pages} pages on host ${inputs.host} in ${formatDuration(report.durationMs)}: ${report.result}.`,
  );
  return report;
}

/**
 * `external-assets: report` with `verify: off` (issue 44 item 7): the verification's scan run for the listing alone.
 * Logs every off-site URL the site requests, as `verifySite` does; its findings are dropped, and no output, report
 * file or annotation is made of them.
 * @param files the site's files, relative to `siteRoot`
 * @returns the off-site URLs, each with the files that load it
 * @throws file system errors reading the site; the signal's reason once it is aborted
 */
export async function listExternalAssets(
  siteRoot: string,
  files: readonly string[],
  inputs: VerifyInputs,
  ports: Pick<VerifyPorts, 'clock' | 'log' | 'signal'>,
): Promise<ExternalAsset[]> {
  const report = await checkSite({
    root: siteRoot,
    files,
    host: inputs.host,
    siteUrl: inputs.siteUrl,
    basePath: inputs.basePath,
    rebased: inputs.rebased,
    builtFor: inputs.builtFor,
    cloudfrontFunction: inputs.cloudfrontFunction,
    ignore: undefined,
    pageCount: undefined,
    now: () => ports.clock.now(),
    signal: ports.signal,
    externalAssets: true,
  });
  const assets = report.externalAssets ?? [];
  for (const line of externalAssetsLog(assets)) ports.log.info(visible(line));
  if (report.externalAssetsUnreadable)
    ports.log.warning(unreadablePayloads(report.externalAssetsUnreadable, 'not listed: the site may load more'));
  return assets;
}
