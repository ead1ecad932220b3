import { ActionError } from '../common/errors.ts';
import type { VerifyReport } from './findings.ts';
import type { VerifyInputs } from './inputs.ts';
import { visible } from '../common/redact.ts';
import { totalsLine } from './report.ts';

// Apart from step.ts so that a run reports a failed check, or skips one, without loading the checker.

/** The site failed verification under `verify-fail-on`; the previous site folder was left in place. */
export class VerificationError extends ActionError {
  readonly report: VerifyReport;
  /**
   * @param inputs the verification inputs (what fails the step, the path the site is judged at, whether it was rebased)
   * @param reportPath where `verify-report` was written, if it was
   */
  constructor(
    report: VerifyReport,
    inputs: Pick<VerifyInputs, 'failOn' | 'basePath' | 'rebased' | 'builtFor'>,
    reportPath: string | undefined,
  ) {
    const errors = report.brokenTargets;
    const warnings = report.findings.length - errors;
    const found =
      inputs.failOn === 'warnings' && errors === 0
        ? `${warnings} warning${warnings === 1 ? '' : 's'}`
        : `${errors} error${errors === 1 ? '' : 's'}`;
    super(
      'Site verification failed',
      `The exported site has ${found} on host ${report.host} (${totalsLine(report)}); ` +
        'the site folder was not replaced.',
      `${nextStep(report, inputs)} See the step summary${reportPath ? ` and ${reportPath}` : ''}.`,
    );
    this.name = 'VerificationError';
    this.report = report;
  }
}

/**
 * The fix the findings point at: the served address when pages name another origin (issue 30); `base-path` when most
 * errors are root-absolute URLs that leave the site's path (a site served under `/docs` whose pages link `/_next/…`),
 * or, when the export was rebased, what the rebase does not reach, or, when it was built for the path (Next's own
 * `basePath`, Mintlify's), that its source wrote them outside it; else the generic ways out.
 */
export function nextStep(
  report: VerifyReport,
  inputs: Pick<VerifyInputs, 'basePath' | 'rebased' | 'builtFor'>,
): string {
  const errors = report.findings.filter((finding) => finding.severity === 'error');
  const foreign = errors.find((finding) => finding.kind === 'mintlify-app')?.target;
  if (foreign)
    return (
      `Pages name ${foreign}, not the address the site is served at: set site-url to that address, or add ` +
      `${foreign}/** to verify-ignore.`
    );
  const outside = errors.filter((finding) => finding.kind === 'outside-base');
  if (outside.length > 0 && outside.length * 2 >= errors.length) {
    const path = inputs.basePath;
    const total = errors.length;
    let share = `${outside.length} of ${total}`;
    if (outside.length === total) share = total === 1 ? 'The' : `All ${total}`;
    const are = outside.length === 1 ? 'error is a root-absolute URL' : 'errors are root-absolute URLs';
    const what =
      `${share} ${are} outside the site's path ${path}/ (e.g. ${visible(outside[0]!.target)}), ` +
      'which lead off the site where it is served';
    if (inputs.builtFor === 'next')
      return (
        `${what}: the export was built with Next's basePath ${path}, which Next adds only to its router's links and ` +
        `its own assets. Write them under ${path}/ in the source (or relative), or add those that name the rest of ` +
        'the origin to verify-ignore.'
      );
    if (inputs.builtFor === 'mintlify')
      return (
        `${what}: the export was built for ${path} (Mintlify's base path) and published as it is, not rebased. Fix ` +
        `them in the docs' source (under ${path}/, or relative), or add those that name the rest of the origin to ` +
        'verify-ignore.'
      );
    return inputs.rebased
      ? `${what}, and the rebase to ${path} does not reach them: make them relative, or put them under ${path}/.`
      : `${what}: set base-path: ${path} to rebase the export onto that path (docs/base-path.md).`;
  }
  return (
    'Fix the pages, or set host to where the site is deployed, verify-ignore for known exceptions, or ' +
    'verify-fail-on: never to report only.'
  );
}

/** Sets `verifyResult: skipped` (with `download: false`, `verify: off`, and for agent jobs). */
export function skipVerification(output: (name: string, value: string) => void): void {
  output('verifyResult', 'skipped');
}
