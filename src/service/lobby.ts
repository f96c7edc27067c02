import { openSeats, seatEvent } from '../core/seats.js';
import type { PlayerJoined, PlayerLeft } from '../core/tape.js';
import type { Play } from '../core/bots.js';
import { err, ok, type Result } from '../core/result.js';
import type { Seat } from '../core/types.js';
import type { LobbyStore, SeatWrite } from '../store/lobby-store.js';
import { fromRuleError, problem, type ServiceError } from './errors.js';
import { normalizeName } from './names.js';
import { committed, headSnapshot, load, seatOf, stamp, type GameContext } from './game-context.js';
import type { SeatToken } from './games.js';
import type { JoinInput } from './inputs.js';
import type { LoadedGame } from './loaded-game.js';
import { playerSeats, type GameSnapshot, type PlayerSeat } from './present.js';
import { hashToken } from './secrets.js';
import { startingPlays } from './start.js';

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

export interface JoinedGame {
  /** The seat taken and its bearer token (shown once). */
  readonly seat: SeatToken;
  readonly game: GameSnapshot;
}

/** A lost race for a seat is retried this often (each time against the store) before answering a conflict. */
const ATTEMPTS = 3;

const started = (loaded: LoadedGame): ServiceError =>
  problem('conflict', 'game-started', `game ${loaded.row.id} has ${loaded.status === 'over' ? 'ended' : 'started'}: its seats are fixed`);

/**
 * The lobby: games created with open seats (`{ open: true }`) wait at `GameCreated` until every seat
 * is taken. A join appends `PlayerJoined`; the one that fills the last seat also appends the start
 * (rolls, shuffles, bots due first). A seat can be given up (`PlayerLeft`) until then.
 */
/** A seat change decided on a loaded game: what to append, the seat row to write, and the answer. */
interface Change<T> {
  readonly plays: Play[];
  readonly state: unknown;
  readonly seat: SeatWrite;
  readonly answer: (next: LoadedGame) => T;
}

export function makeLobby(ctx: GameContext) {
  const lobbyStore = (): Result<LobbyStore, ServiceError> =>
    ctx.lobby === undefined ? err(problem('unavailable', 'lobby-unavailable', 'this server was started without a lobby store')) : ok(ctx.lobby);

  /** Appends a seat change, retrying on a lost race against a fresh read of the game; `change` decides again each time. */
  const changeSeat = async <T>(
    gameId: string,
    change: (loaded: LoadedGame) => Result<Change<T>, ServiceError> | Promise<Result<Change<T>, ServiceError>>,
  ): Promise<Result<T, ServiceError>> => {
    const store = lobbyStore();
    if (!store.ok) return store;
    for (let attempt = 1; ; attempt++) {
      const found = await load(ctx, gameId);
      if (!found.ok) return found;
      const loaded = found.value;
      const decided = await change(loaded);
      if (!decided.ok) return decided;
      const { plays, state, seat, answer } = decided.value;
      const appended = stamp(plays, loaded.version, ctx.clock());
      const players = appended.reduce((seats, e) => seatEvent(seats, e.event), loaded.players);
      const ended = appended.find((e) => e.event.type === 'GameEnded')?.event;
      const failure = await store.value.changeSeat({
        gameId,
        expectedVersion: loaded.version,
        tape: appended,
        players,
        status: ended ? 'over' : openSeats(players).length > 0 ? 'open' : 'active',
        standings: ended?.type === 'GameEnded' ? ended.standings : null,
        updatedAt: appended[0]!.at,
        seat,
      });
      if (failure === null) {
        const reseat = (rows: LoadedGame['seats']) => ('take' in seat ? [...rows, seat.take].sort((a, b) => a.seat - b.seat) : rows.filter((r) => r.seat !== seat.free));
        return ok(answer(committed(ctx, loaded, appended, state, reseat)));
      }
      if (attempt >= ATTEMPTS) return err(problem('conflict', 'version-conflict', 'the game kept changing; try again'));
    }
  };

  return {
    /** Games of `rules` (without it: of every game) waiting for players, newest first. */
    async openGames(rules: string | undefined, limit = 100): Promise<Result<OpenGame[], ServiceError>> {
      if (rules !== undefined && ctx.rulebook.current(rules) === undefined) return err(problem('not-found', 'unknown-rules', `no game called "${rules}"; see GET /v1/rules`));
      const store = lobbyStore();
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
    },

    /** Takes an open seat (`input.seat`, or the lowest open one) under `input.name`; answers its token. */
    async joinGame(gameId: string, joining: JoinInput): Promise<Result<JoinedGame, ServiceError>> {
      const name = normalizeName(joining.name);
      if (!name.ok) return name;
      const input = { ...joining, name: name.value };
      const token = ctx.secrets.token();
      return changeSeat(gameId, async (loaded) => {
        if (loaded.status !== 'open') return err(started(loaded));
        const open = openSeats(loaded.players);
        const seat = input.seat ?? open[0]!;
        if (seat > loaded.players.length) return err(problem('malformed', 'no-such-seat', `this game has seats 1 to ${loaded.players.length}`));
        if (!open.includes(seat)) return err(problem('conflict', 'seat-taken', `seat ${seat} is taken; open seats: ${open.join(', ')}`));
        const joined: PlayerJoined = { type: 'PlayerJoined', seat, name: input.name };
        const players = seatEvent(loaded.players, joined);
        const plays: Play[] = [{ actor: seat, events: [joined] }];
        let state = loaded.state;
        if (openSeats(players).length === 0) {
          const start = await startingPlays(ctx, loaded, players, loaded.state, loaded.version + 1);
          if (!start.ok) return err(fromRuleError(start.error));
          plays.push(...start.value.plays);
          state = start.value.state;
        }
        const row = { gameId, seat, name: input.name, tokenHash: hashToken(token) };
        return ok({ plays, state, seat: { take: row }, answer: (next: LoadedGame) => ({ seat: { seat, name: input.name, token }, game: headSnapshot(next, seat) }) });
      });
    },

    /** Gives up the token's seat before the game starts; the token stops working. Answers the game as a spectator sees it. */
    async leaveGame(gameId: string, token: string | null): Promise<Result<GameSnapshot, ServiceError>> {
      return changeSeat(gameId, (loaded) => {
        const seat = seatOf(ctx, loaded, token, 'leaving a game');
        if (!seat.ok) return seat;
        if (loaded.status !== 'open') return err(started(loaded));
        const left: PlayerLeft = { type: 'PlayerLeft', seat: seat.value };
        return ok({ plays: [{ actor: seat.value, events: [left] }], state: loaded.state, seat: { free: seat.value }, answer: (next: LoadedGame) => headSnapshot(next, null) });
      });
    },
  };
}
