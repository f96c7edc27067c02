/**
 * Game flow (spec §3, §4.1): setup events, start sites, each phase's cube placement, the Rumbles
 * reveal with its flip and injuries, the turn order, and the end.
 */
import type { Seat } from '../../core/types.js';
import { distance, positionOfTile, siteNumber, touchedPositions, type Layout } from './board.js';
import type { ColumnId } from './content-ids.js';
import type { GoldmineContent } from './content-types.js';
import { addInjuries, caveInInjuries } from './health.js';
import { takeFromSupply } from './inventory.js';
import { SETUP_EVENTS } from './labels.js';
import { NO_NUMBERS, NO_SEATS, update, updatePlayer, withPlayer, type GoldmineState, type TurnState } from './state.js';

/** Applies the next setup shuffle or roll (spec §3 steps 1–6). */
export function applySetupEvent(
  content: GoldmineContent,
  state: GoldmineState,
  values: readonly number[],
): GoldmineState {
  const spec = SETUP_EVENTS[state.setupStep];
  if (spec === undefined) return state;
  const size = spec.kind === 'shuffle' ? spec.size : spec.count;
  if (values.length !== size) return state;
  const next = update(state, { setupStep: state.setupStep + 1 });
  switch (spec.label) {
    case 'setup.tiles': {
      const tiles: Layout = values.map((i) => ({ tile: i + 1, dark: false, rotation: 0 }));
      return update(next, { tiles });
    }
    case 'setup.orient': {
      const tiles: Layout = state.tiles.map((s, i) => ({ tile: s.tile, dark: false, rotation: (values[i]! - 1) % 4 }));
      return update(next, { tiles, setupTiles: tiles });
    }
    case 'setup.characters': {
      let s = next;
      s.players.forEach((_, i) => {
        const character = values[i]! + 1;
        s = withPlayer(s, i + 1, (p) => updatePlayer(p, { character }));
        for (const item of content.startingItems) s = takeFromSupply(s, i + 1, item);
        s = takeFromSupply(s, i + 1, content.characters[character - 1]!.item);
      });
      return s;
    }
    case 'setup.claims': {
      const claims = values.map((i) => i + 1);
      const pile = claims.slice(content.storePrices.length);
      return update(next, {
        store: claims.slice(0, content.storePrices.length),
        pile,
        papa: pile.length > 0 ? `s${pile[0]}` : state.papa,
      });
    }
    case 'setup.missions': {
      let s = next;
      s.players.forEach((_, i) => (s = withPlayer(s, i + 1, (p) => updatePlayer(p, { mission: values[i]! + 1 }))));
      return s;
    }
    case 'setup.rumbles':
      return update(next, { rumbles: values.map((i) => i + 1), stage: 'start' });
    default: {
      const never: never = spec;
      return never;
    }
  }
}

/** The seat choosing a start site next (seat order), or 0. */
export const nextStarter = (state: GoldmineState): Seat => state.players.findIndex((p) => p.point === '') + 1;

export function chooseStart(content: GoldmineContent, state: GoldmineState, seat: Seat, site: number): GoldmineState {
  const placed = withPlayer(state, seat, (p) => updatePlayer(p, { point: `s${site}` }));
  return nextStarter(placed) === 0 ? startPhase(content, placed) : placed;
}

/** Cubes each player places at the start of the current phase. */
export const cubesThisPhase = (content: GoldmineContent, state: GoldmineState): number =>
  content.cubesPerPhase[state.length][state.players.length >= 4 ? 4 : 3][state.phase - 1] ?? 0;

/** Seats still placing cubes this phase. */
export const stillPlacing = (content: GoldmineContent, state: GoldmineState): readonly Seat[] => {
  const need = cubesThisPhase(content, state);
  return state.players.flatMap((p, i) => (p.placing.length < need ? [i + 1] : []));
};

function startPhase(content: GoldmineContent, state: GoldmineState): GoldmineState {
  if (state.phase >= state.phases) return update(state, { stage: 'over', turn: null });
  return update(state, { stage: 'cubes', phase: state.phase + 1, turn: null, order: NO_SEATS });
}

/** Adds cubes to a player's hidden placement; when everyone has placed, the phase begins (spec §4.1). */
export function placeCubes(
  content: GoldmineContent,
  state: GoldmineState,
  seat: Seat,
  columns: readonly ColumnId[],
): GoldmineState {
  const s = withPlayer(state, seat, (p) => updatePlayer(p, { placing: [...p.placing, ...columns] }));
  return stillPlacing(content, s).length === 0 ? beginPhase(content, s) : s;
}

/** Reveals the placements, the Rumbles tile (order + flip) and deals the phase-start injuries. */
function beginPhase(content: GoldmineContent, state: GoldmineState): GoldmineState {
  let s = state;
  s.players.forEach((_, i) => (s = withPlayer(s, i + 1, (p) => revealCubes(content, p))));
  const rumble = s.rumbles[s.phase - 1]!;
  const pos = positionOfTile(s.tiles, rumble);
  const tiles = s.tiles.map((slot, i) =>
    i === pos - 1 ? { tile: slot.tile, dark: true, rotation: slot.rotation } : slot,
  );
  const order = content.rumbles[rumble - 1]!.filter((colour) => colour < s.players.length).map((colour) => colour + 1);
  s = update(s, { tiles, order, stage: 'turn' });
  s.players.forEach((p, i) => {
    const hurt = caveInInjuries(content, p, phaseInjury(content, s.phase, p.point, pos));
    s = withPlayer(s, i + 1, (q) => addInjuries(content, q, hurt));
  });
  return startTurn(s, 1);
}

/** Phase-start injuries before Safety Gear: by the smallest distance from the flipped tile to a tile the point touches (spec §2.13). */
export function phaseInjury(content: GoldmineContent, phase: number, point: string, flippedPos: number): number {
  const table = phase === 1 ? content.phaseInjuries.first : content.phaseInjuries.later;
  const d = Math.min(...touchedPositions(point).map((q) => distance(q, flippedPos)));
  return table[d] ?? 0;
}

function revealCubes(content: GoldmineContent, p: GoldmineState['players'][number]): GoldmineState['players'][number] {
  const cubes = { ...p.cubes };
  let gold = p.gold;
  for (const c of p.placing) {
    cubes[c] += 1;
    if (c === 'notebooks') gold -= content.notebookGold;
  }
  return updatePlayer(p, { cubes, gold, placing: [] });
}

/** A fresh turn for the `number`-th player of the phase order (rotation charges and visits cleared, spec §4.2). */
export function startTurn(state: GoldmineState, number: number): GoldmineState {
  const seat = state.order[number - 1]!;
  const visited = state.players.map((p, i) =>
    i === seat - 1 && siteNumber(p.point) > 0 ? [siteNumber(p.point)] : NO_NUMBERS,
  );
  const turn: TurnState = {
    seat,
    number,
    step: 'free',
    main: 'none',
    charges: 0,
    visited,
    shots: 0,
    shooter: 0,
    claim: 0,
    ownerRow: '',
    bids: [],
    bidders: NO_SEATS,
    partner: 0,
    partnerTook: false,
    miners: NO_SEATS,
    dice: NO_NUMBERS,
    waiting: NO_SEATS,
    fightersJoining: NO_SEATS,
    hazard: 0,
    fight: null,
  };
  return withPlayer(update(state, { turn }), seat, (p) => updatePlayer(p, { lastPos: 0 }));
}

/** Ends the current turn: records it, then the next turn, the next phase, or the end. */
export function finishTurn(content: GoldmineContent, state: GoldmineState): GoldmineState {
  const turn = state.turn;
  if (turn === null) return state;
  const history = [...state.history, { phase: state.phase, seat: turn.seat, main: turn.main }];
  const s = update(state, { history });
  return turn.number < s.order.length ? startTurn(s, turn.number + 1) : startPhase(content, s);
}
