import { ActionError, messageOf } from './errors.ts';

/** What {@link guardRun} gives the run. */
export interface RunGuard {
  /** Rejects when the run can no longer end by itself; race the run against it. */
  promise: Promise<never>;
  /** True once an exception escaped every handler: the process must exit after reporting it. */
  readonly crashed: boolean;
  /** Stops listening; call once the run has ended. */
  dispose: () => void;
}

const BUG_HINT = 'This is a bug in the action: please report it with the step log.';

/**
 * Fails the run, instead of letting it end silently or with a bare stack trace, in two cases (issue 29 #1):
 * - the event loop empties while the run still waits: nothing is left that could settle what it awaits (a child or
 *   socket that died unobserved), and Node would exit 0 with no site and no error;
 * - an exception escapes every handler (thrown in an event callback): Node would print the stack and exit 1 with no
 *   annotation and no step summary.
 * Either way the promise rejects, and the run fails as any bug does, with the annotation and the step summary; after
 * an escaped exception nothing that was under way can be trusted, so `crashed` tells the caller to exit.
 */
export function guardRun(): RunGuard {
  let fail = (_error: ActionError): void => {};
  const promise = new Promise<never>((_, reject) => (fail = reject));
  // Raced only while the run waits on its main work; a rejection at another moment must not crash the process.
  promise.catch(() => {});
  const guard = { promise, crashed: false, dispose };
  const onBeforeExit = (): void =>
    fail(
      new ActionError(
        'Unexpected error',
        'The run stopped before it finished: it was waiting for something that can no longer happen.',
        BUG_HINT,
      ),
    );
  const onException = (error: unknown): void => {
    guard.crashed = true;
    fail(new ActionError('Unexpected error', `An error escaped the run: ${messageOf(error)}`, BUG_HINT));
  };
  process.once('beforeExit', onBeforeExit);
  process.on('uncaughtException', onException);
  function dispose(): void {
    process.removeListener('beforeExit', onBeforeExit);
    process.removeListener('uncaughtException', onException);
  }
  return guard;
}
