/** Injuries, Bandage and Poison tokens, and the penalties they bring (spec §2.1, R20). */
import type { ColumnId } from './content-ids.js';
import type { GoldmineContent } from './content-types.js';
import { updatePlayer, type PlayerState } from './state.js';

/** The effect value of a dashboard column at its current cube count. */
export const level = (content: GoldmineContent, p: PlayerState, column: ColumnId): number =>
  content.columns[column].levels[p.cubes[column]] ?? 0;

/** −1 per Bandage and Poison token, capped (spec §2.1). */
export const tokenPenalty = (content: GoldmineContent, p: PlayerState): number =>
  Math.min(content.tokenPenaltyCap, p.bandages + p.poisons);

/** Adds injuries; reaching the limit gives one Bandage and resets the track, excess lost (R20). */
export function addInjuries(content: GoldmineContent, p: PlayerState, n: number): PlayerState {
  if (n <= 0) return p;
  const injuries = p.injuries + n;
  return injuries >= content.injuryLimit
    ? updatePlayer(p, { injuries: 0, bandages: p.bandages + 1 })
    : updatePlayer(p, { injuries });
}

/** A lost fight or a collapse: one Bandage and the injury track back to 0. */
export const bandageAndReset = (p: PlayerState): PlayerState =>
  updatePlayer(p, { injuries: 0, bandages: p.bandages + 1 });

export const addPoison = (p: PlayerState): PlayerState => updatePlayer(p, { poisons: p.poisons + 1 });

/** Cave-in injuries after Safety Gear (hazard die and phase start, not fights or collapses). */
export const caveInInjuries = (content: GoldmineContent, p: PlayerState, n: number): number =>
  Math.max(0, n - level(content, p, 'safetyGear'));
