/** End scoring in the rulebook's order (spec §6) and the standings with the (R) tie-break. */
import type { Standings } from '../../core/types.js';
import type { GoldmineContent } from './content-types.js';
import type { GoldmineState, PlayerState } from './state.js';

export interface FinalScore {
  readonly seat: number;
  readonly gold: number;
  readonly notebooks: number;
  readonly blackMarkBonus: number;
  readonly tokenPenalty: number;
  readonly missionItems: number;
  readonly mission: number;
  readonly total: number;
}

/** The fewest-Black-Marks bonus for each seat (spec §2.14): nobody scores when all are equal. */
export function blackMarkBonuses(content: GoldmineContent, players: readonly PlayerState[]): number[] {
  const fewest = Math.min(...players.map((p) => p.blackMarks));
  const sharing = players.filter((p) => p.blackMarks === fewest).length;
  const table = content.blackMarkBonus[players.length >= 4 ? 4 : 3];
  const bonus = sharing === players.length ? 0 : (table[sharing] ?? 0);
  return players.map((p) => (p.blackMarks === fewest ? bonus : 0));
}

/** Mission items held now, each of the four counted once (R23). */
export const missionItemsHeld = (content: GoldmineContent, p: PlayerState): number =>
  (content.missions[p.mission - 1]?.items ?? []).filter((i) => p.items[i] > 0).length;

export function finalScores(content: GoldmineContent, state: GoldmineState): FinalScore[] {
  const bonuses = blackMarkBonuses(content, state.players);
  return state.players.map((p, i) => {
    const notebooks = p.cubes.notebooks * content.notebookGold;
    const tokenPenalty = (p.bandages + p.poisons + p.blackMarks) * content.endTokenPenalty;
    const missionItems = missionItemsHeld(content, p);
    const mission = content.missionGold[missionItems] ?? 0;
    const total = p.gold + notebooks + bonuses[i]! - tokenPenalty + mission;
    return {
      seat: i + 1,
      gold: p.gold,
      notebooks,
      blackMarkBonus: bonuses[i]!,
      tokenPenalty,
      missionItems,
      mission,
      total,
    };
  });
}

/** Most gold wins; ties: fewer Black Marks, then fewer Bandage + Poison tokens, then a shared place (R). */
export function standingsOf(content: GoldmineContent, state: GoldmineState): Standings {
  const scores = finalScores(content, state);
  const key = (seat: number): readonly number[] => {
    const p = state.players[seat - 1]!;
    return [-scores[seat - 1]!.total, p.blackMarks, p.bandages + p.poisons];
  };
  const beats = (a: number, b: number): boolean => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i]! < kb[i]!;
    return false;
  };
  const players = scores.map((s) => ({
    seat: s.seat,
    score: s.total,
    rank: 1 + scores.filter((o) => beats(o.seat, s.seat)).length,
  }));
  return { lowerIsBetter: false, players: players.sort((a, b) => a.rank - b.rank || a.seat - b.seat) };
}
