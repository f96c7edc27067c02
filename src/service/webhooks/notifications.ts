import { dueSeats } from '../../core/turns.js';
import type { Seat } from '../../core/types.js';
import type { OutboxNotification, WebhookEventType } from '../../store/outbox-sql.js';
import type { LoadedGame } from '../loaded-game.js';
import { deadlineOf } from '../present.js';
import { seatPlayers } from './seat-players.js';

/** What a commit needs to say who to tell: the clock it was stamped with and fresh message keys. */
export interface NotifyContext {
  readonly now: number;
  readonly key: () => string;
}

/**
 * What a commit tells players' webhooks, from the game before and after it (the projection the
 * append already computed): `turn` to each seat bound to a player that has just become due (the
 * turn passed to it, or the game started), with the turn's deadline; `game-over` to every bound
 * seat when the game ends. A seat that stays due across the append (one seat's many small steps,
 * a solo game rolling between moves) is told nothing: it was told when its turn began.
 */
export function commitNotifications(
  before: LoadedGame | undefined,
  after: LoadedGame,
  ctx: NotifyContext,
): OutboxNotification[] {
  const players = seatPlayers(after.seats);
  if (players.size === 0) return [];
  const out: OutboxNotification[] = [];
  const base = { gameId: after.row.id, rules: after.row.rules, version: after.version };
  if (after.status === 'over') {
    if (before?.status === 'over') return [];
    for (const [seat, playerId] of players)
      out.push(notification(ctx, playerId, 'game-over', { ...base, seat, standings: after.standings }));
    return out;
  }
  const was = before === undefined ? [] : dueSeats(before.game, before.state, before.status === 'active');
  const now = dueSeats(after.game, after.state, after.status === 'active');
  const deadline = deadlineOf(after);
  for (const seat of now) {
    const playerId = players.get(seat);
    if (playerId === undefined || was.includes(seat)) continue;
    out.push(
      notification(ctx, playerId, 'turn', {
        ...base,
        seat,
        deadline: deadline === null ? null : new Date(deadline).toISOString(),
      }),
    );
  }
  return out;
}

/**
 * `challenge-closed` for a player's challenge entry, written with the entry and due when the day
 * closes: the outbox holds it until then, so nothing needs to remember the day across restarts.
 */
export function challengeClosedNotification(
  entry: { readonly challengeId: string; readonly gameId: string; readonly seat: Seat; readonly closesAt: number },
  playerId: string,
  ctx: NotifyContext,
): OutboxNotification {
  return notification(
    ctx,
    playerId,
    'challenge-closed',
    {
      challengeId: entry.challengeId,
      gameId: entry.gameId,
      seat: entry.seat,
      closedAt: new Date(entry.closesAt).toISOString(),
      leaderboard: `/v1/challenges/${entry.challengeId}/leaderboard`,
    },
    entry.closesAt,
  );
}

/** A notification with Standard Webhooks' body: `{type, timestamp, data}`. */
function notification(
  ctx: NotifyContext,
  playerId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
  dueAt = ctx.now,
): OutboxNotification {
  const timestamp = new Date(dueAt).toISOString();
  return {
    playerId,
    type,
    payload: JSON.stringify({ type, timestamp, data }),
    // A message is as old as what it tells: a challenge's close, not the entry that scheduled it.
    createdAt: dueAt,
    dueAt,
    key: ctx.key(),
  };
}
