import type { Pending } from '../src/client/index.js';
import { jsonClient } from './http-client.js';
import { percentile } from './stats.js';

export interface AgainstSearchPlan {
  readonly url: string;
  /** People playing at once, each in a Carbondale game of their own against search-3. */
  readonly people: number;
  /** The window (`performance.now()` ms): no turn is begun after it once `minMoves` moves are answered. */
  readonly until: number;
  /**
   * Moves to answer before the people stop, window or not: the search bot's turn (several moves, each
   * with its whole budget, queued behind the other games' searches on the one search thread) can last
   * longer than a short window, and a p99 of no move is no figure.
   */
  readonly minMoves: number;
  /** The latest the people stop (`performance.now()` ms), moves or not, even mid-wait. */
  readonly deadline: number;
  /** How often a person waiting for the bot reads the game again (ms). */
  readonly pollMs: number;
}

export interface AgainstSearch {
  readonly moves: number;
  readonly movesP99: number;
  /** Bot turns that came back: from the answer of a move that made the bot due to the person's next turn (or the game's end). */
  readonly botTurns: number;
  readonly turnP50: number;
  readonly turnMax: number;
}

interface SeatGame {
  readonly status: string;
  /** The served union: a lobby game's `join` (with `openSeats`) has no `players`. */
  readonly pending: Pending;
  readonly legalMoves: readonly Record<string, unknown>[];
}

/** Whether the game waits for `seat` to choose (never while it waits for players to join, nor once over). */
const waitsFor = (pending: Pending, seat: number): boolean =>
  pending.kind === 'choice' && pending.players.includes(seat);

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * People playing Carbondale (seat 1, the first legal move each time) against search-3 (seat 2): each
 * move timed, then the bot's turn awaited by reading the game every `pollMs`. Several people at once,
 * since a person moves only between the bot's turns; they play until the window has passed and
 * `minMoves` moves were answered, or the deadline.
 */
export async function playAgainstSearch(plan: AgainstSearchPlan): Promise<AgainstSearch> {
  const latencies: number[] = [];
  const turns: number[] = [];
  const done = (): boolean => {
    const now = performance.now();
    return now >= plan.deadline || (now >= plan.until && latencies.length >= plan.minMoves);
  };
  const person = async () => {
    const call = jsonClient(plan.url, 1);
    const read = async (id: string, auth: Record<string, string>) =>
      (await call<SeatGame>('GET', `/v1/games/${id}`, undefined, auth)).body;
    try {
      while (!done()) {
        const created = await call<{ game: { id: string }; seats: { token: string }[] }>('POST', '/v1/games', {
          rules: 'carbondale',
          players: [{ name: 'Ada' }, { name: 'S3', bot: 'search-3' }],
        });
        if (created.status !== 201) throw new Error(`a game against search-3 answered ${created.status}`);
        const id = created.body.game.id;
        const auth = { authorization: `Bearer ${created.body.seats[0]!.token}` };
        let answeredAt: number | null = null;
        for (;;) {
          // The bot may begin, and it plays after those of Ada's moves that make it due.
          let game = await read(id, auth);
          while (game.status === 'active' && !waitsFor(game.pending, 1) && !done()) {
            await sleep(plan.pollMs);
            game = await read(id, auth);
          }
          const turnCameBack = game.status !== 'active' || waitsFor(game.pending, 1);
          if (answeredAt !== null && turnCameBack) turns.push(performance.now() - answeredAt);
          if (!turnCameBack || game.status !== 'active' || done()) break;
          const { label: _label, ...move } = game.legalMoves[0]!;
          const t0 = performance.now();
          const moved = await call<{ game: SeatGame }>('POST', `/v1/games/${id}/moves`, { move }, auth);
          latencies.push(performance.now() - t0);
          if (moved.status !== 200) throw new Error(`a move against search-3 answered ${moved.status}`);
          answeredAt = waitsFor(moved.body.game.pending, 2) ? performance.now() : null;
        }
      }
    } finally {
      await call.close();
    }
  };
  await Promise.all(Array.from({ length: plan.people }, person));
  latencies.sort((a, b) => a - b);
  turns.sort((a, b) => a - b);
  return {
    moves: latencies.length,
    movesP99: percentile(latencies, 99),
    botTurns: turns.length,
    turnP50: percentile(turns, 50),
    turnMax: turns.at(-1) ?? 0,
  };
}
