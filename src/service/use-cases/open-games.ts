import { err, ok, type Result } from '../../core/result.js';
import { openSeats } from '../../core/seats.js';
import type { Seat } from '../../core/types.js';
import { unknownRules, type ServiceError } from '../errors.js';
import type { GameContext } from '../game-context.js';
import { playerSeats, type PlayerSeat } from '../present.js';
import { lobbyStore } from './lobby-rules.js';

/** A game waiting for players, as the lobby lists it. */
export interface OpenGame {
  readonly id: string;
  readonly rules: string;
  readonly rulesVersion: number;
  readonly sandbox: boolean;
  readonly players: PlayerSeat[];
  readonly openSeats: Seat[];
  readonly createdAt: string;
}

/** Games of `rules` (without it: of every game) waiting for players, newest first. */
export async function openGames(
  ctx: GameContext,
  rules: string | undefined,
  limit = 100,
): Promise<Result<OpenGame[], ServiceError>> {
  if (rules !== undefined && ctx.rulebook.current(rules) === undefined) return err(unknownRules(rules));
  const store = lobbyStore(ctx);
  if (!store.ok) return store;
  const rows = await store.value.openGames(rules, limit);
  return ok(
    rows.map((row) => ({
      id: row.id,
      rules: row.rules,
      rulesVersion: row.rulesVersion,
      sandbox: row.sandbox,
      players: playerSeats(row.players),
      openSeats: openSeats(row.players),
      createdAt: new Date(row.createdAt).toISOString(),
    })),
  );
}
