import { startChild, type Child } from '../../common/child.ts';

/**
 * One answer of Pagefind's service: `{ type, ... }` as its backend writes it (Pagefind 1.6, `pagefind_service`;
 * the `pagefind` npm package's `lib/service.js` and `lib/index.js` speak the same protocol). `type` is the request's
 * type (`NewIndex`, `WriteFiles`), `IndexedFile` for `AddFile`, or `Error` with `message`.
 */
export type ServicePayload = { type: string; [field: string]: unknown };

/** Most characters of one message: the service's answers are small (ids, counts, a path). */
const MAX_MESSAGE_CHARS = 16 * 1024 * 1024;

/** Most ms the service may stay silent while a request waits; then it is taken for hung and ended. */
const SILENCE_MS = 5 * 60_000;

interface Pending {
  resolve: (payload: ServicePayload) => void;
  reject: (error: unknown) => void;
}

/**
 * A client of Pagefind's service mode (`pagefind_extended --service`). Why not the `pagefind` package's own client:
 * it spawns the binary with the action's whole environment (the API key is an `INPUT_*` variable), unrefs the
 * child and never listens for its exit, so a killed or panicking Pagefind left every await pending and Node exited 0
 * with no site (issue 29 #1, #4). Here the child gets a minimal environment (`child.ts`), and its end, a silence of
 * 5 minutes or the signal rejects every request waiting.
 *
 * The protocol (Pagefind's `lib/service.js`): each message is JSON `{ message_id, payload }`, base64-encoded and
 * followed by `,`, in both directions.
 */
export class PagefindService {
  private readonly child: Child;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private buffered = '';
  private failure: Error | undefined;
  private silence: NodeJS.Timeout | undefined;

  /**
   * Starts the service.
   * @param binaryPath Pagefind's extended binary
   * @param env the action's environment, of which the child sees only `childEnv`'s few variables
   * @param signal a cancellation ends the process and rejects what waits with the signal's reason
   */
  constructor(binaryPath: string, env: NodeJS.ProcessEnv, signal?: AbortSignal) {
    this.child = startChild(`Pagefind's process (${binaryPath})`, binaryPath, ['--service'], env);
    this.child.stdout.setEncoding('ascii');
    this.child.stdout.on('data', (chunk: string) => this.receive(chunk));
    this.child.ended.catch((error: unknown) => this.fail(error));
    const onAbort = (): void => {
      this.fail(signal!.reason);
      void this.child.stop();
    };
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
    void this.child.ended.finally(() => signal?.removeEventListener('abort', onAbort)).catch(() => {});
  }

  /**
   * Sends one request and waits for its answer.
   * @param payload `{ type: 'NewIndex' | 'AddFile' | 'WriteFiles' | …, ... }` as Pagefind's service reads it
   * @returns the answer's payload; an `Error` payload is returned, not thrown (the caller words it)
   * @throws ChildExitError when the process ended on its own, a spawn error, the signal's reason, or an Error when
   *   the process sent what is not a message of the protocol or stayed silent for 5 minutes
   */
  request(payload: ServicePayload): Promise<ServicePayload> {
    if (this.failure !== undefined) return Promise.reject(this.failure);
    const id = ++this.nextId;
    const answer = new Promise<ServicePayload>((resolve, reject) => this.pending.set(id, { resolve, reject }));
    this.child.stdin.write(`${Buffer.from(JSON.stringify({ message_id: id, payload })).toString('base64')},`);
    this.watch();
    return answer;
  }

  /** Ends the process and waits until it has; what still waits is rejected. Safe to call twice. */
  async close(): Promise<void> {
    this.fail(new Error("Pagefind's process was closed"));
    await this.child.stop();
  }

  private receive(chunk: string): void {
    // Only the new text can hold the next comma: a stream without one costs no rescanning.
    let comma = chunk.indexOf(',');
    comma = comma === -1 ? -1 : this.buffered.length + comma;
    this.buffered += chunk;
    while (comma !== -1) {
      const message = this.buffered.slice(0, comma);
      this.buffered = this.buffered.slice(comma + 1);
      if (!this.handle(message)) return;
      // Only a whole message is a sign of life: bytes that never end one must not keep the step waiting.
      this.watch();
      comma = this.buffered.indexOf(',');
    }
    if (this.buffered.length > MAX_MESSAGE_CHARS)
      this.protocolError(`more than ${MAX_MESSAGE_CHARS / 1024 / 1024} MB without the end of a message`);
  }

  /** Settles the request a message answers; false when the message broke the protocol (the service is then ended). */
  private handle(message: string): boolean {
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(message, 'base64').toString('utf8'));
    } catch {
      parsed = undefined;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      this.protocolError(`what is not a message of its protocol: ${JSON.stringify(message.slice(0, 80))}`);
      return false;
    }
    const { message_id: id, payload } = parsed as { message_id?: unknown; payload?: unknown };
    const answer = typeof payload === 'object' && payload !== null ? (payload as ServicePayload) : undefined;
    const waiting = typeof id === 'number' ? this.pending.get(id) : undefined;
    if (waiting && answer && typeof answer.type === 'string') {
      this.pending.delete(id as number);
      waiting.resolve(answer);
    } else if (answer?.type === 'Error') {
      // An error about a message it could not read names no id: it can only be about the requests waiting.
      this.fail(new Error(`Pagefind's process could not read a request: ${String(answer.message)}`));
      void this.child.stop();
      return false;
    }
    return true;
  }

  private protocolError(what: string): void {
    this.fail(new Error(`Pagefind's process sent ${what}`));
    void this.child.stop();
  }

  /** (Re)arms the silence timer while requests wait; unreferenced, as the child itself keeps the loop alive. */
  private watch(): void {
    clearTimeout(this.silence);
    if (this.pending.size === 0) return;
    this.silence = setTimeout(() => {
      this.fail(new Error(`Pagefind's process answered nothing for ${SILENCE_MS / 60_000} minutes`));
      void this.child.stop();
    }, SILENCE_MS).unref();
  }

  private fail(error: unknown): void {
    this.failure ??= error instanceof Error ? error : new Error(String(error));
    clearTimeout(this.silence);
    for (const waiting of this.pending.values()) waiting.reject(this.failure);
    this.pending.clear();
  }
}
