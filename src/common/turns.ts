import { setImmediate } from 'node:timers/promises';

/**
 * Most milliseconds of synchronous work between two turns of the event loop. Unpacking small files and checking
 * pages are synchronous loops; without a turn, a SIGINT or SIGTERM handler cannot run until the loop ends, and a
 * cancelled step would keep running that long (issue 20 #7: a cancel ends the step within 2 s).
 */
export const YIELD_EVERY_MS = 50;

/**
 * Gives the event loop a turn once {@link YIELD_EVERY_MS} of work has passed since the last one, so a signal
 * handler can run, then checks the signal. Call `pause()` between units of work (a file, a page); it costs a clock
 * read otherwise.
 */
export class EventLoopTurns {
  private lastTurn = performance.now();
  private readonly signal: AbortSignal | undefined;

  constructor(signal?: AbortSignal) {
    this.signal = signal;
  }

  /** @throws the signal's reason once it is aborted */
  async pause(): Promise<void> {
    if (performance.now() - this.lastTurn < YIELD_EVERY_MS) return;
    await setImmediate();
    this.lastTurn = performance.now();
    this.signal?.throwIfAborted();
  }
}
