/**
 * Errors the action reports to the user. Every message says what went wrong; `hint` says what to do
 * next. `run()` turns any of them into a failed step with an annotation titled `title`.
 */
export class ActionError extends Error {
  /** Short annotation title, e.g. "Export job failed". */
  readonly title: string;
  /** The next step for the user, or undefined when the message already says it. */
  readonly hint: string | undefined;

  constructor(title: string, message: string, hint?: string) {
    super(message);
    this.name = 'ActionError';
    this.title = title;
    this.hint = hint;
  }
}

/** A bad input, caught before any request is sent. The message names the input and what is valid. */
export class InputError extends ActionError {
  constructor(input: string, message: string) {
    super('Invalid input', `Input '${input}': ${message}`);
    this.name = 'InputError';
  }
}

/** The run was cancelled (SIGINT/SIGTERM from a cancelled workflow). */
export class CancelledError extends ActionError {
  constructor(hint?: string) {
    super('Cancelled', 'The step was cancelled.', hint);
    this.name = 'CancelledError';
  }
}

/** Text of an unknown thrown value, for logs. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
