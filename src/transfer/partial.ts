import { SourceRestartedError, type ContiguousSource } from '../archive/contiguous.ts';
import { abortReason } from '../http/http.ts';
import { Digests, type IntegrityPlan } from './integrity.ts';
import type { Part } from './parts.ts';

/**
 * A download's progress, kept across calls so that a fresh link (spec §4.4 rule 3: a new `bundleUrl` for the same
 * object) resumes where the expired one stopped. `If-Match` on the ETag seen before makes storage refuse (`412`)
 * when the object changed, and the download then starts over. It is also what an unpacker reads the file by
 * ({@link ContiguousSource}): how many bytes from the start are on disk, and whether the rest is coming.
 */
export class PartialDownload implements ContiguousSource {
  /** One stream: bytes written and hashed so far. */
  received = 0;
  /** What the object is checked against, from its first answer. */
  plan: IntegrityPlan | undefined;
  /** Digests of the bytes from offset 0 hashed so far (in order, whatever order the parts arrive in). */
  digests = new Digests(undefined);
  /** Parts download: bytes from offset 0 hashed so far. */
  hashed = 0;
  /** Size of the whole object, bytes: `Content-Length` of a full answer, or the total of a `Content-Range`. */
  total: number | undefined;
  /** The object's ETag, unquoted, from its first answer. */
  etag: string | undefined;
  /** Whether storage said it serves ranges (`Accept-Ranges: bytes`). */
  rangeable = false;
  /** Parts download: the plan, each part with its bytes on disk; undefined before the first ranged answer. */
  parts: Part[] | undefined;
  /** Storage answered a range with the whole object (`200`): one stream from then on. */
  oneStream = false;

  private contiguous = 0;
  private complete = false;
  private failure: Error | undefined;
  private handedOut = false;
  private restartedUnderReader = false;
  private waiters: (() => void)[] = [];

  /** Records that the first `bytes` of the object are on disk, and wakes a waiting reader. */
  advance(bytes: number): void {
    if (bytes <= this.contiguous) return;
    this.contiguous = bytes;
    this.notify();
  }

  /** Every byte of the object is on disk (it is verified afterwards, by the download). */
  markComplete(): void {
    this.complete = true;
    this.notify();
  }

  /** The download failed for good: a waiting reader gets `error`. */
  fail(error: unknown): void {
    this.failure ??= error instanceof Error ? error : new Error(String(error));
    this.notify();
  }

  /** Forgets every byte: the object changed (or storage will not resume), so the download starts over. */
  startOver(checksum: IntegrityPlan['checksum']): void {
    if (this.handedOut) this.restartedUnderReader = true;
    this.received = 0;
    this.hashed = 0;
    this.parts = undefined;
    this.contiguous = 0;
    this.complete = false;
    this.digests = new Digests(checksum?.algorithm);
    this.notify();
  }

  /** Resolves on the next change of the contiguous prefix, completion or failure; rejects when `signal` aborts. */
  changed(signal: AbortSignal | undefined): Promise<void> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) {
        reject(abortReason(signal));
        return;
      }
      const onAbort = (): void => reject(abortReason(signal!));
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiters.push(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      });
    });
  }

  async waitBeyond(offset: number, signal: AbortSignal | undefined): Promise<{ available: number; complete: boolean }> {
    for (;;) {
      if (this.restartedUnderReader) throw new SourceRestartedError();
      if (this.failure !== undefined) throw this.failure;
      if (this.contiguous > offset || this.complete) {
        if (this.contiguous > 0) this.handedOut = true;
        return { available: this.contiguous, complete: this.complete };
      }
      await this.changed(signal);
    }
  }

  /** Wakes every waiter (they check again what they wait for). */
  notify(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}
