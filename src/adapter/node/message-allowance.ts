/**
 * A token bucket over a viewer's incoming WebSocket messages. Viewers only listen: the one message
 * they send is a `ping` now and then to keep the socket open. A client that sends faster than the
 * allowance is not a viewer, and is hung up on before its messages cost the server anything more.
 */
export class MessageAllowance {
  private tokens: number;
  private last: number;

  constructor(
    /** Messages that may come at once (a reconnecting client's few pings). */
    private readonly burst: number,
    /** How many come back each second. */
    private readonly perSecond: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.last = now();
  }

  /** Counts one message: `false` once the client has sent more than its allowance. */
  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
