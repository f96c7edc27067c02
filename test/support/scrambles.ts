/**
 * For each game that hides something, its state with everything a viewer may not see changed (same
 * shapes and counts): what the leak tests feed the views, and the search bot's determinizers, to
 * show that neither can tell the difference.
 */
import type { Seat } from '../../src/core/types.js';
import type { CarbondaleState } from '../../src/games/carbondale/index.js';
import type { CoalNWriteState } from '../../src/games/coal-n-write/index.js';
import { COLUMN_IDS, CONTENT_V1, type GoldmineState } from '../../src/games/goldmine-rumbles/index.js';
import { reordered } from './leak-check.js';

/** Coal n' Write hides one thing: the order of the undrawn Boom Town cards. */
export const scrambleCoalNWrite = (s: CoalNWriteState): CoalNWriteState => ({ ...s, deck: reordered(s.deck) });

/** Every Carbondale card `viewer` cannot see, in one list, in a fixed order of places. */
export function carbondaleHidden(s: CarbondaleState, viewer: Seat | null): (readonly string[])[] {
  const others = s.players.filter((_, i) => i + 1 !== viewer);
  return [...others.map((p) => p.hand), ...others.map((p) => p.faceDown), s.drawPile, ...s.spares];
}

/** The hidden Carbondale cards dealt back in another order into places of the same sizes. */
export function scrambleCarbondale(s: CarbondaleState, viewer: Seat | null): CarbondaleState {
  const pool = reordered(carbondaleHidden(s, viewer).flat());
  const take = (n: number) => pool.splice(0, n);
  const players = s.players.map((p, i) => (i + 1 === viewer ? p : { ...p, hand: take(p.hand.length) }));
  const withFaceDown = players.map((p, i) => (i + 1 === viewer ? p : { ...p, faceDown: take(p.faceDown.length) }));
  return {
    ...s,
    players: withFaceDown,
    drawPile: take(s.drawPile.length),
    spares: s.spares.map((pile) => take(pile.length)),
  };
}

/** The Goldmine Rumbles tiles `viewer` has not seen (0-based phase indices), as the view decides it. */
function unseenRumbles(s: GoldmineState, viewer: Seat | null): number[] {
  return s.rumbles.flatMap((_, i) => {
    const phase = i + 1;
    const revealed = phase <= s.phase && s.stage !== 'cubes' ? true : phase < s.phase;
    const peeked = viewer !== null && s.players[viewer - 1]!.peeks.includes(phase);
    return revealed || peeked ? [] : [i];
  });
}

/** Goldmine Rumbles with the other miners' missions, placements and peeks, the unseen tiles and the pile under its top changed. */
export function scrambleGoldmine(s: GoldmineState, viewer: Seat | null): GoldmineState {
  const unseen = unseenRumbles(s, viewer);
  const tiles = reordered(unseen.map((i) => s.rumbles[i]!));
  const rumbles = s.rumbles.map((t, i) => (unseen.includes(i) ? tiles[unseen.indexOf(i)]! : t));
  const missions = CONTENT_V1.missions.length;
  const players = s.players.map((p, i) =>
    i + 1 === viewer
      ? p
      : {
          ...p,
          mission: p.mission === 0 ? 0 : (p.mission % missions) + 1,
          placing: p.placing.map((c) => COLUMN_IDS[(COLUMN_IDS.indexOf(c) + 1) % COLUMN_IDS.length]!),
          peeks: p.peeks.length === 0 ? [1] : [],
        },
  );
  return { ...s, players, rumbles, pile: [...s.pile.slice(0, 1), ...reordered(s.pile.slice(1))] };
}
