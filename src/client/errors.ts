/** The RFC 9457 problem document every Rolltape error answers with. */
export interface Problem {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  /** Stable machine-readable reason, e.g. `version-conflict` or a rule code such as `same-gear`. */
  readonly code: string;
  readonly detail: string;
  /** With `version-conflict`: the version the game is at now. */
  readonly currentVersion?: number;
  /** With `deadline-not-reached`: when the turn times out. */
  readonly deadline?: string;
  readonly [extra: string]: unknown;
}

/**
 * What every client method throws: the server's problem `code` (and HTTP `status`), or one of the
 * client's own codes with status 0: `network-error` (no answer, even after retries), `bad-response`
 * (an answer that is not the JSON expected), `stream-failed` (a live stream the browser gave up on),
 * `message-too-big` (a move too long for the game's WebSocket, which the server closed with 1009:
 * nothing was recorded, and the same move is refused again however often it is sent),
 * `webhook-signature-invalid` and `webhook-timestamp-out-of-range` (`verifyWebhook` refusing a delivery).
 *
 * @example
 * try { await client.move(id, token, move, { expectedVersion: 7 }); }
 * catch (e) { if (e instanceof RolltapeError && e.code === 'version-conflict') reload(e.problem.currentVersion); }
 */
export class RolltapeError extends Error {
  override readonly name = 'RolltapeError';
  readonly code: string;
  readonly status: number;
  readonly problem: Problem;

  constructor(problem: Problem, options?: { cause?: unknown }) {
    super(`${problem.code}: ${problem.detail}`, options);
    this.code = problem.code;
    this.status = problem.status;
    this.problem = problem;
  }

  /** An error of the client itself (no server answer to quote). */
  static local(
    code:
      | 'network-error'
      | 'bad-response'
      | 'stream-failed'
      | 'message-too-big'
      | 'webhook-signature-invalid'
      | 'webhook-timestamp-out-of-range',
    detail: string,
    cause?: unknown,
  ): RolltapeError {
    return new RolltapeError({ type: 'about:blank', title: code, status: 0, code, detail }, { cause });
  }
}

export const isProblem = (value: unknown): value is Problem =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Problem).code === 'string' &&
  typeof (value as Problem).status === 'number';
