import fs from 'node:fs';
import { writeFileAtomic } from '../atomic.ts';
import path from 'node:path';
import type { Clock, Log } from '../clock.ts';
import { formatDuration } from '../format.ts';
import { ActionError } from '../errors.ts';
import { checkSite } from './check.ts';
import type { VerifyReport } from './findings.ts';
import { ignoreMatcher } from './ignore.ts';
import type { VerifyInputs } from './inputs.ts';
import { ANNOTATIONS_PER_LEVEL, annotationsFor, reportJson, totalsLine, verifyLog, type Annotation } from './report.ts';

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

/** The site failed verification under `verify-fail-on`; the previous site folder was left in place. */
export class VerificationError extends ActionError {
  readonly report: VerifyReport;
  constructor(report: VerifyReport, failOn: VerifyInputs['failOn'], reportPath: string | undefined) {
    const errors = report.brokenTargets;
    const warnings = report.findings.length - errors;
    const found =
      failOn === 'warnings' && errors === 0
        ? `${warnings} warning${warnings === 1 ? '' : 's'}`
        : `${errors} broken target${errors === 1 ? '' : 's'}`;
    // Pages that name another origin than the served one are the first thing to fix: one line says how (issue 30).
    const foreign = report.findings.find((finding) => finding.kind === 'mintlify-app')?.target;
    const first = foreign
      ? `Pages name ${foreign}, not the address the site is served at: set site-url to that address, or add ` +
        `${foreign}/** to verify-ignore. `
      : '';
    super(
      'Site verification failed',
      `The exported site has ${found} on host ${report.host} (${totalsLine(report)}); ` +
        'the site folder was not replaced.',
      `${first}See the step summary${reportPath ? ` and ${reportPath}` : ''}. Fix the pages, or set host to where ` +
        'the site is deployed, verify-ignore for known exceptions, or verify-fail-on: never to report only.',
    );
    this.name = 'VerificationError';
    this.report = report;
  }
}

/** Sets `verifyResult: skipped` (with `download: false`, `verify: off`, and for agent jobs). */
export function skipVerification(output: (name: string, value: string) => void): void {
  output('verifyResult', 'skipped');
}

/**
 * Checks the unpacked site (issue 13), logs the table, sets the outputs `verifyResult`, `brokenLinks`,
 * `brokenTargets`, `verifiedPages`, writes `verify-report` (whether it passes or not) and annotates.
 * @param files the unpacker's list, relative to `siteRoot`
 * @param pageCount the job's `pageCount` (spec §3.2), if it gave one
 * @throws VerificationError when `verify-fail-on` says the findings fail the step
 */
export async function verifySite(
  siteRoot: string,
  files: readonly string[],
  pageCount: number | undefined,
  inputs: VerifyInputs,
  ports: VerifyPorts,
): Promise<VerifyReport> {
  const report = await checkSite({
    root: siteRoot,
    files,
    host: inputs.host,
    siteUrl: inputs.siteUrl,
    basePath: inputs.basePath,
    rebased: inputs.rebased,
    cloudfrontFunction: inputs.cloudfrontFunction,
    ignore: ignoreMatcher(inputs.ignore),
    pageCount,
    now: () => ports.clock.now(),
    signal: ports.signal,
  });
  for (const line of verifyLog(report)) ports.log.info(line);
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
  if (fails) throw new VerificationError(report, inputs.failOn, inputs.reportPath);
  ports.log.info(
    `Verified ${report.pages} pages on host ${inputs.host} in ${formatDuration(report.durationMs)}: ${report.result}.`,
  );
  return report;
}
