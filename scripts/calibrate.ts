import { calibrationCounts, type Calibration } from '../src/core/calibration.js';
import { playGame } from '../src/core/playout.js';

// npm run calibrate -- <game-id> [games=1000]: the bot plays seeded games; figures are printed, not asserted.
// For a calibration over several seat counts, `games` may be a comma list, one number per count (e.g. 1000,500).
const [id, count = '1000'] = process.argv.slice(2);
if (id === undefined) {
  console.error('usage: npm run calibrate -- <game-id> [games | games,games,…]');
  process.exit(2);
}
const { calibration } = (await import(`../src/games/${id}/calibration.ts`)) as { calibration: Calibration };
const counts = calibrationCounts(calibration);
const asked = count.split(',').map(Number);
counts.forEach((players, k) => {
  const games = asked[k] ?? asked[asked.length - 1]!;
  const prefix = k === 0 ? `calibrate-${id}` : `calibrate-${id}-${players}p`;
  const started = performance.now();
  const finals = Array.from(
    { length: games },
    (_, i) => playGame(calibration.game, `${prefix}-${i}`, calibration.bot, { players }).state,
  );
  const seats = counts.length > 1 ? `, ${players} players` : '';
  console.log(
    `${id} v${calibration.game.version}${seats}: ${games} games by the heuristic bot in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  for (const line of calibration.summarize(finals)) console.log(line);
});
