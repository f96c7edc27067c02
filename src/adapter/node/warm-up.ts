import { labelledMoves } from '../../core/labelled-move.js';
import { mulberry32, randomTape } from '../../core/playout.js';
import { fold, replay } from '../../core/replay.js';
import type { Rulebook } from '../../core/rulebook.js';
import type { Seat } from '../../core/types.js';
import { presentEvents } from '../../service/present.js';

/** Points along each warm-up game at which every seat's answer is built. */
const CHECKPOINTS = 8;

/**
 * Plays one seeded random game of each rules (two players where it can) and builds what a read answers
 * (every seat's and a spectator's view, the pending step, the labelled legal moves, the served
 * events) at a few points of it and at the end. The node server does this before it listens: the
 * first request after a restart then finds the rules code compiled and its call sites warm instead
 * of paying V8's first-run costs (`npm run bench cold`: a long game's first read after a restart).
 * Pure and deterministic; nothing is stored.
 */
export function warmUpRules(rulebook: Rulebook): void {
  for (const game of rulebook.games) {
    const players = Math.min(game.maxPlayers, Math.max(game.minPlayers, 2));
    const tape = randomTape(game, `warm-up-${game.id}`, mulberry32(1), { players });
    const seats: (Seat | null)[] = [null, ...Array.from({ length: players }, (_, i) => i + 1)];
    const start = replay(rulebook, tape, 1);
    if (!start.ok) throw new Error(`warm-up: ${game.id} did not set up: ${start.error.message}`);
    let state = start.value.state;
    let at = 1;
    for (let k = 1; k <= CHECKPOINTS; k++) {
      const upTo = Math.round((tape.length * k) / CHECKPOINTS);
      state = fold(game, state, tape.slice(at, upTo));
      at = upTo;
      const pending = game.pending(state);
      for (const seat of seats) {
        game.view(state, seat);
        if (seat !== null && pending.kind === 'choice' && pending.players.includes(seat))
          labelledMoves(game, state, game.legalMoves(state, seat));
      }
    }
    const stored = tape.map((event, i) => ({ seq: i + 1, event, actor: null, at: 0, moveId: null }));
    for (const seat of seats) presentEvents(game, stored, seat, false);
  }
}

/**
 * One read through the whole app, of a game that does not exist: it builds hono's router (on its
 * first match), and makes the read connection's and drizzle's first query, so no client pays them.
 */
export async function warmUpApp(fetch: (request: Request) => Response | Promise<Response>): Promise<void> {
  const answer = await fetch(new Request('http://localhost/v1/games/warm-up-0000'));
  await answer.arrayBuffer();
}
