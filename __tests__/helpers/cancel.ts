/**
 * What the cancellation tests share: when the action handled a signal, the point the promise "a cancel ends the step
 * within 2 s" (docs/how-it-works.md, "Cancelled") is measured from.
 */
import type { RunResult } from '../../emulator/runner.ts';

/**
 * When the action's signal handler printed `Received <signal>: stopping.`, in ms after the run started, as the runner
 * stamps the line. On a busy machine (a load of 25 on two cores) the handler ran 3.4 s after the signal was sent: the
 * time from the signal is the machine's, the time from this line the action's. That the handler ran mid-loop, not
 * after it, each test asserts from what the log lacks (no `Unpacked …`, no `Verified …`).
 * @throws when the line never appeared (the action did not handle the signal)
 */
export function handledAt(result: RunResult, signal: NodeJS.Signals): number {
  const at = result.printedAtMs(`Received ${signal}: stopping.`);
  if (at === undefined) throw new Error(`the action never printed that it received ${signal}:\n${result.log}`);
  return at;
}
