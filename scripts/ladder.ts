import { ladderGame, type LadderGame } from '../src/core/search/ladder.js';
import { SEARCH_LEVELS } from '../src/core/search/search-bots.js';
import { rulebook } from '../src/games/index.js';
import type { BotDefinition } from '../src/core/types.js';

// npm run ladder -- <game-id> [games=100] [bot=the strongest search level] [players]: the bot against
// `default` on the same seeds (seats alternated); figures are printed, not asserted. `games` may be a
// range of seed numbers, `<first>..<end>` (end excluded), to play a long ladder in parts. The last line is
// `ladder <game>: <bot> <NN.N>% …`: solo, the share of seeds it scores better than `default`; with
// others, its win rate in one seat against `default`s (a shared first place counts its share).
const [id, count = '100', botId = SEARCH_LEVELS[SEARCH_LEVELS.length - 1]!.id, seats] = process.argv.slice(2);
const game = id === undefined ? undefined : rulebook.current(id);
if (game === undefined) {
  console.error(`usage: npm run ladder -- <${rulebook.games.map((g) => g.id).join('|')}> [games] [bot] [players]`);
  process.exit(2);
}
const find = (bot: string): BotDefinition => {
  const found = game.bots?.find((b) => b.id === bot);
  if (found === undefined) throw new Error(`${game.id} has no bot ${bot}`);
  return found;
};
const players = seats === undefined ? (game.minPlayers === 1 ? 1 : game.maxPlayers) : Number(seats);
const [first, end] = count.includes('..') ? count.split('..').map(Number) : [0, Number(count)];
const games = end! - first!;

/** The challenger with each of its decisions timed (the ladder's only impure part). */
const times: number[] = [];
const inner = find(botId);
const challenger: BotDefinition = {
  ...inner,
  choose: (input) => {
    const started = performance.now();
    const move = inner.choose(input);
    if (input.legalMoves.length > 1) times.push(performance.now() - started);
    return move;
  },
};

const started = performance.now();
const results: LadderGame[] = [];
for (let i = first!; i < end!; i++) {
  const r = ladderGame(game, challenger, find('default'), players, i);
  results.push(r);
  // Each seed as it ends (a long ladder stopped early still tells what it measured).
  process.stderr.write(`${i + 1 - first!}/${games} ${r.seed}: ${r.score} against ${r.against}, ${r.points} point(s)\n`);
}
const seconds = (performance.now() - started) / 1000;
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const sorted = [...times].sort((a, b) => a - b);
const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
const share = (100 * results.reduce((a, r) => a + r.points, 0)) / Math.max(1, games);
const ties = results.filter((r) => r.score === r.against).length;

console.log(
  `${game.id} v${game.version}, ${players} player${players === 1 ? '' : 's'}: ${botId} against default, ${games} seeds in ${seconds.toFixed(0)} s`,
);
console.log(
  `  mean score: ${botId} ${mean(results.map((r) => r.score)).toFixed(1)}, default ${mean(results.map((r) => r.against)).toFixed(1)}${players === 1 ? `; ties ${ties}` : ' (the best default seat)'}`,
);
console.log(
  `  move time (decisions with a choice): mean ${mean(times).toFixed(1)} ms, p50 ${q(0.5).toFixed(1)}, p99 ${q(0.99).toFixed(1)}, max ${(sorted[sorted.length - 1] ?? 0).toFixed(1)} ms over ${times.length} moves`,
);
const what =
  players === 1
    ? 'of seeds scored better than default'
    : `wins in one seat against ${players - 1} default${players === 2 ? '' : 's'}`;
console.log(
  `ladder ${game.id}: ${botId} ${share.toFixed(1)}% ${what} (${games} seeds${first === 0 ? '' : `, from seed ${first}`})`,
);
