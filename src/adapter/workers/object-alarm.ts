import type { ObjectStorage } from './runtime-types.js';

/**
 * A game object's one alarm, for its four reasons to wake: the turn deadline, as every commit and
 * `applyDeadline` tell it (as node's DeadlineTimer hears them), a retry of a failed index write,
 * the webhook outbox's next delivery or retry (`ObjectWebhooks.nextWake`), and a search bot due (its
 * move is played by the alarm, after the request that made it due was answered; stored, the alarm
 * also wakes an object evicted before the bot moved). It is set to the earliest.
 * Nothing re-reads the game to set it. Until the object has heard a deadline since it started, the
 * alarm already stored stands for it: an alarm that fires early only finds the deadline not yet due.
 */
export class ObjectAlarm {
  /** `undefined`: not heard since the object started. */
  private deadline: number | null | undefined;
  private indexRetryAt: number | null = null;
  private webhooksAt: number | null = null;
  private searchBotAt: number | null = null;
  /** The alarm as this object last set it (`undefined`: not known since it started). */
  private setAt: number | null | undefined;

  constructor(private readonly storage: ObjectStorage) {}

  deadlineIs(deadline: number | null): void {
    this.deadline = deadline;
  }

  retryIndexAt(at: number | null): void {
    this.indexRetryAt = at;
  }

  webhooksDueAt(at: number | null): void {
    this.webhooksAt = at;
  }

  /** When a search bot's move is due to be played (now, or a retry after a failure); `null`: no search bot is due. */
  searchBotDueAt(at: number | null): void {
    this.searchBotAt = at;
  }

  /** The alarm went off: the runtime has cleared it. */
  fired(): void {
    this.setAt = null;
  }

  /** Sets the stored alarm to the earliest reason to wake, or clears it when there is none. */
  async sync(): Promise<void> {
    if (
      this.deadline === undefined &&
      this.indexRetryAt === null &&
      this.webhooksAt === null &&
      this.searchBotAt === null
    )
      return;
    const deadline = this.deadline === undefined ? await this.storage.getAlarm() : this.deadline;
    const wake = [deadline, this.indexRetryAt, this.webhooksAt, this.searchBotAt].filter(
      (t): t is number => t !== null,
    );
    const next = wake.length === 0 ? null : Math.min(...wake);
    if (next === this.setAt) return;
    if (next === null) await this.storage.deleteAlarm();
    else await this.storage.setAlarm(next);
    this.setAt = next;
  }
}
