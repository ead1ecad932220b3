import type { Clock, Log } from '../../src/common/clock.ts';

/** A clock whose sleeps return at once and are recorded; time advances by what was slept. */
export class FakeClock implements Clock {
  nowMs = Date.parse('2026-11-22T10:00:00Z');
  readonly sleeps: number[] = [];
  randomValue = 0.5;
  now(): number {
    return this.nowMs;
  }
  /** The fake's one time serves as both: it starts at a real-looking date so HTTP dates can be built from it. */
  wallNow(): number {
    return this.nowMs;
  }
  sleep(ms: number): Promise<void> {
    this.sleeps.push(ms);
    this.nowMs += ms;
    return Promise.resolve();
  }
  random(): number {
    return this.randomValue;
  }
}

export class MemoryLog implements Log {
  readonly lines: string[] = [];
  info(message: string): void {
    this.lines.push(`info: ${message}`);
  }
  warning(message: string): void {
    this.lines.push(`warning: ${message}`);
  }
  debug(message: string): void {
    this.lines.push(`debug: ${message}`);
  }
}
