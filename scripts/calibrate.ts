import type { Calibration } from '../src/core/calibration.js';
import { playGame } from '../src/core/playout.js';

// npm run calibrate -- <game-id> [games=1000]: the bot plays seeded games; figures are printed, not asserted.
const [id, count = '1000'] = process.argv.slice(2);
if (id === undefined) {
  console.error('usage: npm run calibrate -- <game-id> [games]');
  process.exit(2);
}
const { calibration } = (await import(`../src/games/${id}/calibration.ts`)) as { calibration: Calibration };
const games = Number(count);
const started = performance.now();
const finals = Array.from({ length: games }, (_, i) => playGame(calibration.game, `calibrate-${id}-${i}`, calibration.bot, { players: calibration.players }).state);
console.log(`${id} v${calibration.game.version}: ${games} games by the heuristic bot in ${((performance.now() - started) / 1000).toFixed(1)} s`);
for (const line of calibration.summarize(finals)) console.log(line);
