/**
 * What a Goldmine Rumbles seat can guess of the hidden state for a search: the other miners'
 * missions (dealt at random from the tiles that are not its own), their cube placements this phase
 * (forgotten: in the guess they still have to place), their peeks (forgotten), the Rumbles tiles it
 * has not seen and the claim pile under its top (each pooled, sorted and dealt again at random).
 */
import { redealt, shuffled } from '../../core/search/determinize.js';
import type { Seat } from '../../core/types.js';
import type { GoldmineContent } from './content-types.js';
import { update, updatePlayer, type GoldmineState } from './state.js';

/** Whether `seat` has seen the Rumbles tile at 0-based `index`, as the view decides it. */
function seen(state: GoldmineState, seat: Seat, index: number): boolean {
  const phase = index + 1;
  const revealed = phase <= state.phase && state.stage !== 'cubes' ? true : phase < state.phase;
  return revealed || state.players[seat - 1]!.peeks.includes(phase);
}

export function makeDeterminize(content: GoldmineContent) {
  const missionIds = content.missions.map((_, i) => i + 1);
  return (state: GoldmineState, seat: Seat, random: () => number): GoldmineState => {
    const own = state.players[seat - 1]!.mission;
    const missions = shuffled(
      missionIds.filter((m) => m !== own),
      random,
    );
    const players = state.players.map((p, i) =>
      i + 1 === seat ? p : updatePlayer(p, { mission: p.mission === 0 ? 0 : missions[i]!, placing: [], peeks: [] }),
    );
    const unseen = state.rumbles.flatMap((_, i) => (seen(state, seat, i) ? [] : [i]));
    const tiles = redealt(
      unseen.map((i) => state.rumbles[i]!),
      random,
    );
    const rumbles = state.rumbles.map((t, i) => (unseen.includes(i) ? tiles[unseen.indexOf(i)]! : t));
    const pile = state.pile.length === 0 ? state.pile : [state.pile[0]!, ...redealt(state.pile.slice(1), random)];
    return update(state, { players, rumbles, pile });
  };
}
