/** Gold arithmetic: bags, fight pickings, the safe passage fee and claim prices (spec §2.1, §2.11, §2.12). */
import type { Seat } from '../../core/types.js';
import type { GoldmineContent } from './content-types.js';
import { level } from './health.js';
import type { GoldmineState, PlayerState } from './state.js';

/** bags(g) = max(1, ceil(g / 10)) (S: 31–40 = 4 bags; R: 0 gn = 1 bag). */
export const bags = (content: GoldmineContent, gold: number): number =>
  Math.max(1, Math.ceil(gold / content.goldPerBag));

/** Pickings = clamp(4 + bags(loser) − bags(winner), 0, 8) (spec §2.12, R17). */
export function pickings(content: GoldmineContent, winnerGold: number, loserGold: number): number {
  const { base, min, max } = content.pickings;
  return Math.max(min, Math.min(max, base + bags(content, loserGold) - bags(content, winnerGold)));
}

/** The safe passage fee: dense ranking on visible gold, capped at the payer's gold (R29). */
export function safePassageFee(content: GoldmineContent, state: GoldmineState, seat: Seat): number {
  const golds = [...new Set(state.players.map((p) => p.gold))].sort((a, b) => b - a);
  const own = state.players[seat - 1]!.gold;
  const rank = golds.indexOf(own);
  return Math.min(own, content.fees[rank] ?? 0);
}

/** A store slot's price after Company Shares (min 0). */
export const claimPrice = (content: GoldmineContent, p: PlayerState, slot: number): number =>
  Math.max(0, (content.storePrices[slot - 1] ?? 0) - level(content, p, 'companyShares'));
