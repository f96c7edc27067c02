/**
 * Calibration (spec §9): identical heuristic bots play seeded 4-player games, then 3-player games
 * (seeds `calibrate-goldmine-rumbles-3p-<i>`). Printed for each: the winner's final gold, win rates
 * by seat, how often each main action is chosen, and reachable sites from a start site without
 * Dynamite at set-up and after four flips. `npm run calibrate -- goldmine-rumbles [games[,games3p]]`,
 * e.g. `1000,500`.
 */
import { verdict, type Calibration } from '../../core/calibration.js';
import { positionOfTile, sitePoint, type Layout } from './board.js';
import { makeBot } from './bot.js';
import { goldmineRumbles } from './index.js';
import { reachableSites } from './routes.js';
import { standingsOf } from './scoring.js';
import type { GoldmineState, MainAction } from './state.js';

const pct = (n: number, of: number): string => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;
const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

function flipped(layout: Layout, tiles: readonly number[]): Layout {
  const positions = tiles.map((t) => positionOfTile(layout, t));
  return layout.map((s, i) => (positions.includes(i + 1) ? { tile: s.tile, dark: true, rotation: s.rotation } : s));
}

function meanReach(finals: readonly GoldmineState[], flips: number): number {
  const { content } = goldmineRumbles;
  let total = 0;
  let n = 0;
  for (const s of finals) {
    const layout = flipped(s.setupTiles, s.rumbles.slice(0, flips));
    for (const site of content.startSites) {
      total += reachableSites(content, layout, sitePoint(site));
      n++;
    }
  }
  return total / Math.max(1, n);
}

export function summarize(finals: readonly GoldmineState[]): string[] {
  const { content } = goldmineRumbles;
  const n = finals.length;
  const players = finals[0]?.players.length ?? 0;
  const winnerGold: number[] = [];
  const wins = new Array<number>(players).fill(0);
  const actions = new Map<MainAction, number>();
  let turns = 0;
  for (const s of finals) {
    const standings = standingsOf(content, s).players;
    winnerGold.push(standings[0]!.score);
    for (const st of standings)
      if (st.rank === 1) wins[st.seat - 1]! += 1 / standings.filter((o) => o.rank === 1).length;
    for (const h of s.history) actions.set(h.main, (actions.get(h.main) ?? 0) + 1);
    turns += s.history.length;
  }
  winnerGold.sort((a, b) => a - b);
  const inBand = winnerGold.filter((g) => g >= 45 && g <= 75).length;
  const setUp = meanReach(finals, 0);
  const flips = meanReach(finals, 4);
  const fair = wins.every((w) => Math.abs(w / Math.max(1, n) - 1 / players) <= 0.05);
  return [
    `${players} players, ${n} games`,
    `winner's final gold: median ${quantile(winnerGold, 0.5)}, quartiles ${quantile(winnerGold, 0.25)} / ${quantile(winnerGold, 0.75)}, min ${winnerGold[0] ?? 0}, max ${winnerGold[n - 1] ?? 0}; in 45–75: ${pct(inBand, n)} (reported, no target)`,
    `win rate by seat: ${wins.map((w, i) => `${content.colours[i]} ${pct(w, n)}`).join(', ')} — target within ±5 points of ${pct(1, players)}${verdict(fair)}`,
    `main actions per turn: ${(['claim', 'papa', 'player', 'none'] as const).map((a) => `${a} ${pct(actions.get(a) ?? 0, turns)}`).join(', ')} (reported, no target)`,
    `sites reachable from a start site without Dynamite at set-up: ${setUp.toFixed(2)} — target ≈ 4.5 (±10%)${verdict(Math.abs(setUp - 4.5) <= 0.45)}`,
    `sites reachable from a start site without Dynamite after four flips: ${flips.toFixed(2)} — target ≈ 1.8 (±10%)${verdict(Math.abs(flips - 1.8) <= 0.18)}`,
  ];
}

export const calibration: Calibration<GoldmineState> = {
  game: goldmineRumbles,
  players: [4, 3],
  bot: makeBot(goldmineRumbles.content),
  summarize,
};
