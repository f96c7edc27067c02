/**
 * The legal moves of a player's current step, kept small (well under ~200):
 *
 * - sub-steps: hit/stay, each bandit burro, each unblasted target, 1–4 throws;
 * - turn / lone throw: every claim (vein × subset of unused dice, with the fewest tonics that make it),
 *   every dig, the Town visits (the lowest-index die of the pair × card × parameters), shoots, endTurn;
 * - bonus: free digs, a T visit, shoots, bonusDone; bonus pick: each allowed letter;
 * - load: every full load (as many ore as fit), every full load leaving out one ore type (to dodge
 *   bandits), and the empty load. Other partial loads are legal but not listed.
 *
 * Candidates are filtered through `validate`, so every listed move is legal by construction.
 */
import type { Seat } from '../../core/types.js';
import { BONUSES, CARD_IDS, ORES, VEINS, type CardId, type CoalNWriteContent, type Ore } from './content.js';
import { capacity } from './delivery.js';
import { inStash, openCavern, veinIndex } from './mine.js';
import type { CoalNWriteMove, VisitTownMove } from './moves.js';
import type { CoalNWriteState, PlayerState } from './state.js';
import { inPair } from './town.js';
import { validateMove } from './validate.js';

export function legalMovesOf(
  content: CoalNWriteContent,
  state: CoalNWriteState,
  seat: Seat,
): readonly CoalNWriteMove[] {
  if (state.rolls.length > 0 || !state.waiting.includes(seat)) return [];
  const p = state.players[seat - 1];
  if (p === undefined) return [];
  const candidates = candidatesOf(content, state, seat, p);
  return candidates.filter((m) => validateMove(content, state, seat, m).ok);
}

function candidatesOf(
  content: CoalNWriteContent,
  state: CoalNWriteState,
  seat: Seat,
  p: PlayerState,
): CoalNWriteMove[] {
  const sub = p.sub;
  if (sub !== null) {
    switch (sub.kind) {
      case 'gamble':
        return [{ type: 'gambleHit' }, { type: 'gambleStay' }];
      case 'bandit':
        return burros(state).map((burro) => ({ type: 'placeBandit', burro }));
      case 'trick':
        return content.trickShootin.targets.map((target) => ({ type: 'aim', target }));
      case 'drink':
        return Array.from({ length: content.drankin.maxThrows }, (_, i) => ({ type: 'drink', throws: i + 1 }));
      default: {
        const never: never = sub;
        return never;
      }
    }
  }
  const shoots: CoalNWriteMove[] = p.pistols > 0 ? burros(state).map((burro) => ({ type: 'shoot', burro })) : [];
  switch (state.phase) {
    case 'turn':
    case 'lone':
      return [
        ...visits(content, state, seat, p),
        ...claims(content, state, p),
        ...digs(content, state, p),
        ...shoots,
        { type: 'endTurn' },
      ];
    case 'rodeo':
      return [{ type: 'joinRodeo', join: true }, { type: 'joinRodeo', join: false }, ...shoots];
    case 'bonusPick':
      return [...BONUSES.map((bonus) => ({ type: 'chooseBonus' as const, bonus })), ...shoots];
    case 'bonus':
      return [
        ...VEINS.map((vein) => ({ type: 'freeDig' as const, vein })),
        ...visits(content, state, seat, p),
        ...shoots,
        { type: 'bonusDone' },
      ];
    case 'load':
      return [...shoots, ...loads(content, state, p)];
    case 'shuffle':
    case 'throw':
    case 'loneThrow':
    case 'over':
      return [];
    default: {
      const never: never = state.phase;
      return never;
    }
  }
}

/** Burros that are not yet delivered in this game. */
function burros(state: CoalNWriteState): number[] {
  const out: number[] = [];
  for (let b = state.round; b <= state.lastRound; b++) out.push(b);
  return out;
}

function visits(content: CoalNWriteContent, state: CoalNWriteState, seat: Seat, p: PlayerState): VisitTownMove[] {
  let die: number | undefined;
  if (state.phase === 'turn') {
    if (p.visited || p.worked) return [];
    const first = state.dice.findIndex((_, i) => inPair(state.dice, i) && (p.used & (1 << i)) === 0);
    if (first < 0) return [];
    die = first;
  } else if (state.phase === 'bonus') {
    if (!p.bonusVisit) return [];
  } else {
    return [];
  }
  const base = die === undefined ? {} : { die };
  const out: VisitTownMove[] = [];
  for (const card of CARD_IDS) {
    if (!state.tableau.includes(card)) continue;
    for (const params of cardParams(content, state, seat, card))
      out.push({ type: 'visitTown', ...base, card, ...params });
  }
  return out;
}

function cardParams(
  content: CoalNWriteContent,
  state: CoalNWriteState,
  seat: Seat,
  card: CardId,
): Partial<VisitTownMove>[] {
  const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);
  switch (card) {
    case 'gunsmith':
      return range(content.gunsmith.length).map((count) => ({ count }));
    case 'workhorseTonic':
      return range(content.tonicPrices.length).map((count) => ({ count }));
    case 'ponyExpress':
      return range(content.ponyExpress.maxMails).map((mails) => ({ mails }));
    case 'armWrasslin':
      return range(state.players.length)
        .filter((s) => s !== seat)
        .map((opponent) => ({ opponent }));
    default:
      return [{}];
  }
}

function claims(content: CoalNWriteContent, state: CoalNWriteState, p: PlayerState): CoalNWriteMove[] {
  const out: CoalNWriteMove[] = [];
  const n = state.dice.length;
  for (const vein of VEINS) {
    const cavern = openCavern(content, p, vein);
    if (cavern === null) continue;
    const dug = p.veins[veinIndex(vein)]!.dug >= cavern.bub;
    for (let mask = 1; mask < 1 << n; mask++) {
      if ((mask & p.used) !== 0) continue;
      const dice: number[] = [];
      let sum = 0;
      for (let i = 0; i < n; i++) {
        if (mask & (1 << i)) {
          dice.push(i);
          sum += state.dice[i]!;
        }
      }
      if (sum >= cavern.num || (dug && dice.length === 1)) out.push({ type: 'claim', vein, dice });
      else {
        const tonics = Math.ceil((cavern.num - sum) / content.tonicBonus);
        if (tonics <= p.tonics) out.push({ type: 'claim', vein, dice, tonics });
      }
    }
  }
  return out;
}

function digs(content: CoalNWriteContent, state: CoalNWriteState, p: PlayerState): CoalNWriteMove[] {
  const out: CoalNWriteMove[] = [];
  for (const vein of VEINS) {
    const cavern = openCavern(content, p, vein);
    if (cavern === null || p.veins[veinIndex(vein)]!.dug >= cavern.bub) continue;
    for (let die = 0; die < state.dice.length; die++)
      if ((p.used & (1 << die)) === 0) out.push({ type: 'dig', vein, die });
  }
  return out;
}

/** Full loads of the allowed types: every split of min(capacity, available) ore. */
function fullLoads(avail: Readonly<Record<Ore, number>>, cap: number, out: Map<string, CoalNWriteMove>): void {
  let total = 0;
  for (const t of ORES) total += avail[t];
  const want = Math.min(cap, total);
  for (let s = 0; s <= Math.min(avail.S, want); s++)
    for (let t = 0; t <= Math.min(avail.T, want - s); t++)
      for (let c = 0; c <= Math.min(avail.C, want - s - t); c++) {
        const b = want - s - t - c;
        if (b <= avail.B) out.set(`${s},${t},${c},${b}`, { type: 'load', ore: { S: s, T: t, C: c, B: b } });
      }
}

function loads(content: CoalNWriteContent, state: CoalNWriteState, p: PlayerState): CoalNWriteMove[] {
  const avail = { S: inStash(p, 'S'), T: inStash(p, 'T'), C: inStash(p, 'C'), B: inStash(p, 'B') };
  const cap = capacity(content, p, state.round);
  const out = new Map<string, CoalNWriteMove>();
  fullLoads(avail, cap, out);
  for (const skip of ORES) if (avail[skip] > 0) fullLoads({ ...avail, [skip]: 0 }, cap, out);
  out.set('0,0,0,0', { type: 'load', ore: { S: 0, T: 0, C: 0, B: 0 } });
  return [...out.values()];
}
