import { calibrationCounts, type Calibration } from '../src/core/calibration.js';
import { playGame, type Chooser } from '../src/core/playout.js';
import { botLabel, botRandom } from '../src/core/bots.js';
import { diceKey } from '../src/core/dice.js';

// npm run calibrate -- <game-id> [games=1000] [bot]: the bot (the game's calibration bot, its heuristic
// `default`, unless a bot id such as search-1 is named) plays seeded games; figures are printed, each
// target with (met) or (missed), not asserted. For a calibration over several seat counts, `games` may
// be a comma list, one number per count (e.g. 1000,500).
const [id, count = '1000', botId] = process.argv.slice(2);
if (id === undefined) {
  console.error('usage: npm run calibrate -- <game-id> [games | games,games,…] [bot]');
  process.exit(2);
}
const { calibration } = (await import(`../src/games/${id}/calibration.ts`)) as { calibration: Calibration };
const named = botId === undefined ? undefined : calibration.game.bots?.find((b) => b.id === botId);
if (botId !== undefined && named === undefined) {
  console.error(`${id} has no bot ${botId}: ${(calibration.game.bots ?? []).map((b) => b.id).join(', ')}`);
  process.exit(2);
}
/** Every seat played by the named bot, each move drawn from its keyed stream as on the server. */
const seated =
  (seed: string): Chooser =>
  (state, seat, legalMoves, tape) =>
    named!.choose({
      seat,
      view: calibration.game.view(state, seat),
      legalMoves,
      random: botRandom(diceKey(seed, null), botLabel(seat, tape?.length ?? 0)),
      state,
    });
const counts = calibrationCounts(calibration);
const asked = count.split(',').map(Number);
counts.forEach((players, k) => {
  const games = asked[k] ?? asked[asked.length - 1]!;
  const prefix = k === 0 ? `calibrate-${id}` : `calibrate-${id}-${players}p`;
  const started = performance.now();
  const finals = Array.from({ length: games }, (_, i) => {
    const seed = `${prefix}-${i}`;
    return playGame(calibration.game, seed, named === undefined ? calibration.bot : seated(seed), { players }).state;
  });
  const seats = counts.length > 1 ? `, ${players} players` : '';
  console.log(
    `${id} v${calibration.game.version}${seats}: ${games} games by ${named === undefined ? 'the heuristic bot' : named.id} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  for (const line of calibration.summarize(finals)) console.log(line);
});
