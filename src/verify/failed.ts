import { ActionError } from '../errors.ts';
import type { VerifyReport } from './findings.ts';
import type { VerifyInputs } from './inputs.ts';
import { totalsLine } from './report.ts';

// Apart from step.ts so that a run reports a failed check, or skips one, without loading the checker.

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
