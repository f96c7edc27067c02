/**
 * Draws one board of each game part-way through a game played by its default bot, to eyeball the
 * drawing: `npx tsx scripts/board-preview.ts [moves] [outdir]` writes <game>.svg (default dist/board-preview).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderBoardSvg } from '../src/boards/render-svg.js';
import { commitSeed, diceKey } from '../src/core/dice.js';
import { decideMove, startGame } from '../src/core/engine.js';
import { mulberry32 } from '../src/core/playout.js';
import { keyedRandom } from '../src/core/random.js';
import { rulebook } from '../src/games/index.js';

const moves = Number(process.argv[2] ?? 40);
const out = process.argv[3] ?? 'dist/board-preview';
mkdirSync(out, { recursive: true });
for (const game of rulebook.games) {
  const seed = `preview-${game.id}`;
  const players = Array.from({ length: game.id === 'goldmine-rumbles' ? 3 : game.minPlayers }, (_, i) => ({
    name: `P${i + 1}`,
  }));
  const created = {
    type: 'GameCreated' as const,
    rules: game.id,
    rulesVersion: game.version,
    players,
    options: {},
    seedCommitment: commitSeed(seed),
    clientSeed: null,
    sandbox: null,
  };
  const random = keyedRandom(diceKey(seed, null));
  const started = startGame<unknown>(game, created, random, seed);
  if (!started.ok) throw new Error(started.error.message);
  let state = started.value.state;
  const bot = game.bots?.find((b) => b.id === 'default');
  const rnd = mulberry32(1);
  for (let i = 0; i < moves; i++) {
    const pending = game.pending(state);
    if (pending.kind !== 'choice') break;
    const seat = pending.players[0]!;
    const legal = game.legalMoves(state, seat);
    const move = bot
      ? bot.choose({ seat, view: game.view(state, seat), legalMoves: legal, random: rnd, state })
      : legal[Math.floor(rnd() * legal.length)];
    const made = decideMove<unknown>(game, state, seat, move, random, seed);
    if (!made.ok) throw new Error(made.error.message);
    state = made.value.state;
  }
  const svg = renderBoardSvg(game.id, game.view(state, game.id === 'carbondale' ? 1 : null));
  writeFileSync(join(out, `${game.id}.svg`), svg ?? '');
  console.log(`${out}/${game.id}.svg`);
}
