/**
 * A pure heuristic bot for calibration and tests (a `Chooser`) that tries to end with the most cash (and,
 * solo, a full stash): greedy claims found by a small search over the current throw, digs towards
 * valuable veins, Town visits valued in dollars from the content (`bot-town.ts`: Backroom Gamblin' at its
 * expected worth, played hit/stay by that expectation; one-off cards; the card a visit turns up), the Lone
 * Miner letter worth most, and loads that dodge bandits. It never holds back to hit a target score.
 * It only ever returns one of the legal moves it is given.
 */
import type { Seat } from '../../core/types.js';
import { CONTENT_V2, ORES, VEINS, type Bonus, type CoalNWriteContent, type Ore } from './content.js';
import { activeBandits, capacity, deliveryOf } from './delivery.js';
import { baronCoal, inStash } from './mine.js';
import { bestTownValue, bestVisit, fillValue, gambleFrom, gambleShouldHit } from './bot-town.js';
import type { CoalNWriteMove } from './moves.js';
import type { CoalNWriteState, PlayerState } from './state.js';

type Move = CoalNWriteMove;

/** The bot for a given content version (tuning the content retunes what it values). */
export function makeBot(content: CoalNWriteContent) {
  return (state: CoalNWriteState, seat: Seat, legal: readonly Move[]): Move => {
    const p = state.players[seat - 1]!;
    const pick = choose(content, state, seat, p, legal);
    return pick !== undefined && legal.some((m) => same(m, pick)) ? legal.find((m) => same(m, pick))! : legal[0]!;
  };
}

/** A bot for v2's content, which the property tests play; each hosted version makes its own (`bots.ts`). */
export const bot = makeBot(CONTENT_V2);

const same = (a: Move, b: Move): boolean => JSON.stringify(a) === JSON.stringify(b);

function choose(
  content: CoalNWriteContent,
  state: CoalNWriteState,
  seat: Seat,
  p: PlayerState,
  legal: readonly Move[],
): Move | undefined {
  const sub = p.sub;
  if (sub !== null) {
    switch (sub.kind) {
      case 'gamble':
        return { type: gambleShouldHit(content, state, p, sub.total, sub.credit) ? 'gambleHit' : 'gambleStay' };
      case 'bandit':
        return { type: 'placeBandit', burro: banditBurro(content, state, p) };
      case 'trick':
        return { type: 'aim', target: [4, 3, 5, 2, 6].find((t) => !sub.blasted.includes(t)) ?? 6 };
      case 'drink':
        return { type: 'drink', throws: content.drankin.maxThrows };
      default: {
        const never: never = sub;
        return never;
      }
    }
  }
  switch (state.phase) {
    case 'turn':
    case 'lone': {
      const visit = bestVisit(content, state, seat, p, legal);
      if (visit !== undefined) return visit;
      return bestWork(content, state, p) ?? { type: 'endTurn' };
    }
    case 'rodeo':
      return { type: 'joinRodeo', join: true };
    case 'bonusPick':
      return { type: 'chooseBonus', bonus: bestBonus(content, state, seat, p, legal) };
    case 'bonus': {
      if (p.freeDigs > 0) {
        const w = worths(content, state, p);
        const digs = legal.filter((m): m is Extract<Move, { type: 'freeDig' }> => m.type === 'freeDig');
        if (digs.length > 0) return digs.reduce((a, b) => (w[b.vein] > w[a.vein] ? b : a));
      }
      return bestVisit(content, state, seat, p, legal) ?? { type: 'bonusDone' };
    }
    case 'load':
      if (activeBandits(content, p, state.round) > 0 && p.pistols > 0) return { type: 'shoot', burro: state.round };
      return bestLoad(content, state, p, legal);
    case 'shuffle':
    case 'throw':
    case 'loneThrow':
    case 'over':
      return undefined;
    default: {
      const never: never = state.phase;
      return never;
    }
  }
}

/**
 * The Lone Miner letter worth most if the three throws come good: two Coal at what ore is worth now,
 * the $10, a pistol while bandits outnumber pistols, a lone Town visit (the best card face-up now,
 * plus the card the visit turns up) or a free gamble. D is not valued (the bot never picks it).
 */
function bestBonus(
  content: CoalNWriteContent,
  state: CoalNWriteState,
  seat: Seat,
  p: PlayerState,
  legal: readonly Move[],
): Bonus {
  const w = worths(content, state, p);
  let bandits = 0;
  for (let b = state.round; b <= state.lastRound; b++) bandits += Math.max(0, activeBandits(content, p, b));
  const value: Record<Bonus, number> = {
    C: Math.min(content.lone.coal, content.stashSize - p.stash.length) * w.C,
    $: content.lone.dollars,
    P: bandits > p.pistols ? content.gunsmith[0]! : 0,
    T: bestTownValue(content, state, seat, p),
    D: 0,
    G: gambleFrom(content, state, p, 0, true),
  };
  let best: Bonus = '$';
  for (const m of legal) if (m.type === 'chooseBonus' && value[m.bonus] > value[best]) best = m.bonus;
  return best;
}

/** A bust bandit goes where it costs nothing (a burro that already has one), else to the last burro. */
function banditBurro(content: CoalNWriteContent, state: CoalNWriteState, p: PlayerState): number {
  for (let b = state.round; b <= state.lastRound; b++) if (activeBandits(content, p, b) > 0) return b;
  return state.lastRound;
}

/** What one more ore of each type is worth now: its cash if a burro can still carry it, plus filling the stash (solo). */
function worths(content: CoalNWriteContent, state: CoalNWriteState, p: PlayerState): Record<Ore, number> {
  let room = 0;
  for (let b = state.round; b <= state.lastRound; b++) room += capacity(content, p, b);
  let held = 0;
  for (const t of ORES) held += inStash(p, t);
  const fill = fillValue(content, state, p);
  const w = {} as Record<Ore, number>;
  for (const t of ORES) w[t] = (held < room ? content.oreValue[t] : content.oreValue[t] * 0.15) + fill;
  // Coal towards the Coal Baron's $60 while the card is still to be had.
  const baron = state.tableau.includes('coalBaron') || state.deck.includes('coalBaron');
  if (baron && baronCoal(content, p) < content.coalBaron.coal) w.C += 6;
  return w;
}

interface Sim {
  readonly cavern: number[];
  readonly dug: number[];
  tonics: number;
  room: number;
}

/** The first step of the best plan for the unused dice of this throw (a small exhaustive search). */
function bestWork(content: CoalNWriteContent, state: CoalNWriteState, p: PlayerState): Move | undefined {
  const w = worths(content, state, p);
  const sim: Sim = {
    cavern: p.veins.map((v) => v.cavern),
    dug: p.veins.map((v) => v.dug),
    tonics: p.tonics,
    room: content.stashSize - p.stash.length,
  };
  return search(content, state.dice, p.used, sim, w, 0).first ?? undefined;
}

function search(
  content: CoalNWriteContent,
  dice: readonly number[],
  used: number,
  sim: Sim,
  w: Record<Ore, number>,
  depth: number,
): { score: number; first: Move | null } {
  let best = { score: 0, first: null as Move | null };
  if (depth > 3) return best;
  const n = dice.length;
  for (let vi = 0; vi < 4; vi++) {
    const vein = VEINS[vi]!;
    const cav = content.veins[vein][sim.cavern[vi]!];
    if (cav === undefined) continue;
    const fullyDug = sim.dug[vi]! >= cav.bub;
    // Claims: per subset size, the cheapest-sum subset that works (keeps big dice for later).
    const bySize: (number | null)[] = [null, null, null, null];
    const sumOf: number[] = [];
    for (let mask = 1; mask < 1 << n; mask++) {
      if ((mask & used) !== 0) continue;
      let sum = 0;
      let size = 0;
      for (let i = 0; i < n; i++) {
        if (mask & (1 << i)) {
          sum += dice[i]!;
          size++;
        }
      }
      sumOf[mask] = sum;
      const ok =
        sum >= cav.num || (size === 1 && fullyDug) || Math.ceil((cav.num - sum) / content.tonicBonus) <= sim.tonics;
      if (!ok || sim.room <= 0) continue;
      const prev = bySize[size];
      if (prev === null || prev === undefined || sum < sumOf[prev]!) bySize[size] = mask;
    }
    for (const mask of bySize) {
      if (mask === null || mask === undefined) continue;
      const sum = sumOf[mask]!;
      const size = bitCount(mask);
      const tonics = sum >= cav.num || (size === 1 && fullyDug) ? 0 : Math.ceil((cav.num - sum) / content.tonicBonus);
      const gain = w[vein] - 0.5 * (size - 1) - 4 * tonics;
      if (gain <= 0) continue;
      const c = sim.cavern[vi]!;
      const d = sim.dug[vi]!;
      sim.cavern[vi] = c + 1;
      sim.dug[vi] = 0;
      sim.tonics -= tonics;
      sim.room -= 1;
      const rest = search(content, dice, used | mask, sim, w, depth + 1);
      sim.cavern[vi] = c;
      sim.dug[vi] = d;
      sim.tonics += tonics;
      sim.room += 1;
      const score = gain + rest.score;
      if (score > best.score) {
        const diceList: number[] = [];
        for (let i = 0; i < n; i++) if (mask & (1 << i)) diceList.push(i);
        best = {
          score,
          first: tonics > 0 ? { type: 'claim', vein, dice: diceList, tonics } : { type: 'claim', vein, dice: diceList },
        };
      }
    }
    // Dig with the smallest unused die.
    if (!fullyDug) {
      let die = -1;
      for (let i = 0; i < n; i++) if ((used & (1 << i)) === 0 && (die < 0 || dice[i]! < dice[die]!)) die = i;
      if (die >= 0) {
        const gain = (0.55 * w[vein]) / cav.bub - 0.15 * dice[die]!;
        if (gain > 0) {
          sim.dug[vi]! += 1;
          const rest = search(content, dice, used | (1 << die), sim, w, depth + 1);
          sim.dug[vi]! -= 1;
          if (gain + rest.score > best.score) best = { score: gain + rest.score, first: { type: 'dig', vein, die } };
        }
      }
    }
  }
  return best;
}

/**
 * Since v3 the Coal Baron counts only the Coal still in the stash (R17): while the card is still to be
 * had, each Coal shipped from the 12 it needs is worth part of its reward.
 */
function baronLoss(content: CoalNWriteContent, state: CoalNWriteState, p: PlayerState, shipped: number): number {
  if (content.coalBaron.counts !== 'inStash' || shipped === 0) return 0;
  if (!state.tableau.includes('coalBaron') && !state.deck.includes('coalBaron')) return 0;
  const need = content.coalBaron.coal;
  const held = inStash(p, 'C');
  return ((Math.min(held, need) - Math.min(held - shipped, need)) * content.coalBaron.reward * BARON_KEEP) / need;
}
/** The share of the Coal Baron's reward a Coal towards it is worth to keep (the card may never be reached). */
const BARON_KEEP = 0.8;

const bitCount = (m: number): number => (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1);

/** The load with the best delivery now, counting ore kept back at a discount while later burros can still carry it. */
function bestLoad(
  content: CoalNWriteContent,
  state: CoalNWriteState,
  p: PlayerState,
  legal: readonly Move[],
): Move | undefined {
  let room = 0;
  for (let b = state.round + 1; b <= state.lastRound; b++) room += capacity(content, p, b);
  let best: Move | undefined;
  let bestScore = -1;
  for (const m of legal) {
    if (m.type !== 'load') continue;
    const d = deliveryOf(content, p, state.round, m.ore, state.round);
    let kept = 0;
    let keptValue = 0;
    for (const t of ORES) {
      kept += inStash(p, t) - m.ore[t];
      keptValue += (inStash(p, t) - m.ore[t]) * content.oreValue[t];
    }
    const keepFactor = kept === 0 ? 0 : Math.min(1, room / kept) * 0.8;
    const score = d.total + keepFactor * keptValue - baronLoss(content, state, p, m.ore.C);
    if (score > bestScore) {
      bestScore = score;
      best = m;
    }
  }
  return best;
}
