import { ActionError } from './errors.ts';

/**
 * A promise that rejects when the event loop empties while the run still waits: nothing is left that could settle
 * what it awaits (a child or socket that died unobserved), and Node would exit 0 with no site and no error (issue 29
 * #1). Rejecting makes the run fail as any bug does, with the annotation and the step summary.
 * @returns the promise to race the run against, and `dispose` to call once the run has ended
 */
export function untilEventLoopEmpties(): { promise: Promise<never>; dispose: () => void } {
  let onBeforeExit = (): void => {};
  const promise = new Promise<never>((_, reject) => {
    onBeforeExit = () =>
      reject(
        new ActionError(
          'Unexpected error',
          'The run stopped before it finished: it was waiting for something that can no longer happen.',
          'This is a bug in the action: please report it with the step log.',
        ),
      );
  });
  process.once('beforeExit', onBeforeExit);
  return { promise, dispose: () => process.removeListener('beforeExit', onBeforeExit) };
}
