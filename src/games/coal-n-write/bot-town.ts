/**
 * The heuristic bot's Town choices: a value per card visit in dollars, net of its price (expected values
 * of the mini-games computed from the content; Backroom Gamblin' by an exact expectation over its (S)
 * pay-out table), plus the card the visit turns up, against the ~$6 a die is worth in the mine (nothing
 * once the stash is full).
 */
import type { Seat } from '../../core/types.js';
import { ORES, type CardId, type CoalNWriteContent } from './content.js';
import { activeBandits } from './delivery.js';
import { baronCoal, inStash } from './mine.js';
import { gamblePayout } from './mini-games.js';
import { checkCard } from './town.js';
import type { CoalNWriteMove, VisitTownMove } from './moves.js';
import type { CoalNWriteState, PlayerState } from './state.js';

/** Rounds still to deliver, this one included. */
export const roundsLeft = (state: CoalNWriteState): number => state.lastRound - state.round + 1;

/** Ore the player can still write: the stash room, at most about five a round in the rounds left. */
function oreToCome(content: CoalNWriteContent, state: CoalNWriteState, p: PlayerState): number {
  return Math.min(content.stashSize - p.stash.length, 5 * roundsLeft(state));
}

/** Burro slots from this round on (plain, or with Tack & Harness). */
function slotsLeft(content: CoalNWriteContent, state: CoalNWriteState, harness: boolean): number {
  let n = 0;
  for (let b = state.round; b <= state.lastRound; b++) {
    const burro = content.burros[b - 1];
    if (burro !== undefined) n += burro.solid + (harness ? burro.dashed : 0);
  }
  return n;
}

/** The value of the best load this round's burro can carry now (ignoring bandits). */
function bestLoadValue(content: CoalNWriteContent, state: CoalNWriteState, p: PlayerState): number {
  const burro = content.burros[state.round - 1];
  let slots = burro === undefined ? 0 : burro.solid + (p.tackAndHarness ? burro.dashed : 0);
  let v = 0;
  for (const t of ORES) {
    const n = Math.min(slots, inStash(p, t));
    v += n * content.oreValue[t];
    slots -= n;
  }
  return v;
}

/** Town card values in dollars (net of the price), from the content; 0 = not worth a die. */
export function visitValue(
  content: CoalNWriteContent,
  state: CoalNWriteState,
  p: PlayerState,
  m: VisitTownMove,
): number {
  const left = roundsLeft(state);
  const card: CardId = m.card;
  switch (card) {
    case 'tackAndHarness': {
      // Worth the ore that plain burros could not carry home.
      let held = 0;
      for (const t of ORES) held += inStash(p, t);
      const stranded = held + oreToCome(content, state, p) - slotsLeft(content, state, false);
      const carried = Math.min(stranded, slotsLeft(content, state, true) - slotsLeft(content, state, false));
      return carried > 0 ? 7 * carried - content.tackAndHarness : 0;
    }
    case 'washDay':
      return content.washDay.perDelivery * left - content.washDay.cost;
    case 'strikeGold': {
      const v = bestLoadValue(content, state, p);
      return content.strikeGold.per * Math.floor(v / content.strikeGold.step) - content.strikeGold.cost;
    }
    case 'gunsmith': {
      let bandits = 0;
      for (let b = state.round; b <= state.lastRound; b++) bandits += Math.max(0, activeBandits(content, p, b));
      return m.count === 1 && bandits > p.pistols ? 18 - content.gunsmith[0]! : 0;
    }
    case 'sheriffsDeputy': {
      // The reward spread over the boxes, while there is time to mark them all (about two visits a round).
      const need = content.sheriff.boxes - p.sheriff;
      return need <= 2 * left ? content.sheriff.reward / content.sheriff.boxes : 0;
    }
    case 'sugarfoot':
      return 40;
    case 'coalBaron':
      return baronCoal(content, p) >= content.coalBaron.coal ? content.coalBaron.reward : 0;
    case 'ponyExpress': {
      const first = content.ponyExpress.prizes[0] ?? 0;
      if (state.solo) return p.mail === 0 && m.mails === 1 ? first - content.ponyExpress.perMail : 0;
      return p.mail === 0 && m.mails === 1 ? 20 : 0;
    }
    case 'wagonWheelFixin':
      return 3.5 * content.wagonWheel[Math.min(p.wagonVisits, content.wagonWheel.length - 1)]!;
    case 'cowPunchin':
      return ((3 * (7 - content.cowPunchin.minFace)) / 6) * content.cowPunchin.perDie;
    case 'trickShootin':
      // 21.8 = expected sum of blasted targets × 2 for targets 2–6 aimed 4, 3, 5, 2, 6 (exact, by recursion).
      return (21.8 * content.trickShootin.multiplier) / 2 - content.trickShootin.entry;
    case 'drankinContest': {
      const k = content.drankin.maxThrows;
      const safe = (5 / 6) ** k;
      return content.drankin.perThrow * k * safe - content.drankin.loss * (1 - safe);
    }
    case 'muleTeam':
      return state.round <= 5 ? 25 : 0;
    case 'armWrasslin':
      return 0;
    case 'backroomGamblin':
      return gambleFrom(content, state, p, 0, false);
    case 'rodeoContest': {
      // Two dice: P(total ≥ min) for each prize row, paid at the highest row reached.
      let ev = 0;
      for (let a = 1; a <= 6; a++)
        for (let b = 1; b <= 6; b++) {
          let prize = 0;
          for (const row of content.rodeo.prizes) if (a + b >= row.min) prize = row.prize;
          ev += prize / 36;
        }
      return ev - content.rodeo.entry;
    }
    case 'workhorseTonic':
      return 0;
    default: {
      const never: never = card;
      return never;
    }
  }
}

/**
 * What a visit is worth for the card it turns up (R4: one new card per turn with a visit): the mean
 * value of the cards still in the deck. Only the deck's contents are used (they are public: every
 * card not face-up), never its order.
 */
function revealValue(content: CoalNWriteContent, state: CoalNWriteState, p: PlayerState): number {
  if (state.deck.length === 0 || state.visitedStep) return 0;
  let sum = 0;
  for (const card of state.deck) {
    // The Coal Baron counts once the Coal is well on its way (it must be face-up by the time it is).
    const baron = card === 'coalBaron' && baronCoal(content, p) >= content.coalBaron.coal / 2;
    sum += baron
      ? content.coalBaron.reward
      : Math.max(0, visitValue(content, state, p, { type: 'visitTown', card, count: 1, mails: 1 }));
  }
  return sum / state.deck.length;
}

/** Solo: what one more ore is worth for filling the stash, more the less time is left to fill it (a short stash is unranked). */
export function fillValue(content: CoalNWriteContent, state: CoalNWriteState, p: PlayerState): number {
  const need = content.stashSize - p.stash.length;
  if (!state.solo || need <= 0) return 0;
  return 5 + 60 * Math.min(1, need / (2 * roundsLeft(state))) ** 2;
}

export function bestVisit(
  content: CoalNWriteContent,
  state: CoalNWriteState,
  _seat: Seat,
  p: PlayerState,
  legal: readonly CoalNWriteMove[],
): CoalNWriteMove | undefined {
  if (!legal.some((m) => m.type === 'visitTown')) return undefined;
  let best: CoalNWriteMove | undefined;
  // A die set aside is worth about one claim, or nothing once the stash is full.
  let bestValue = state.phase === 'bonus' || p.stash.length >= content.stashSize ? 0 : 6;
  const reveal = revealValue(content, state, p);
  for (const m of legal) {
    if (m.type !== 'visitTown') continue;
    const v = visitValue(content, state, p, m) + reveal;
    if (v > bestValue) {
      best = m;
      bestValue = v;
    }
  }
  return best;
}

/** The best visit a lone `T` bonus could make now: the best affordable face-up card, plus the card it turns up. */
export function bestTownValue(content: CoalNWriteContent, state: CoalNWriteState, seat: Seat, p: PlayerState): number {
  let best = 0;
  for (const card of state.tableau) {
    const m: VisitTownMove = { type: 'visitTown', card, count: 1, mails: 1, opponent: seat === 1 ? 2 : 1 };
    if (!checkCard(content, state, seat, m).ok) continue;
    best = Math.max(best, visitValue(content, state, p, m));
  }
  return best + revealValue(content, state, p);
}

/** A bust's bandit costs nothing on a burro that already has an active one, else about a Silver (it takes the best ore). */
function bustCost(content: CoalNWriteContent, state: CoalNWriteState, p: PlayerState): number {
  for (let b = state.round; b <= state.lastRound; b++) if (activeBandits(content, p, b) > 0) return 0;
  return content.oreValue.S;
}

/** What a gamble's final total pays: cash, the Tin and Coal put on this burro, less a bust's bandit. */
function gambleStay(content: CoalNWriteContent, total: number, credit: boolean, bust: number): number {
  const r = gamblePayout(total, credit);
  return r.cash + r.tin * content.oreValue.T + r.coal * content.oreValue.C - (r.bust ? bust : 0);
}

/**
 * Expected value of a Backroom Gamblin' game standing at `total` (0 = not thrown yet; the first throw
 * is doubled), hitting while a hit is worth more than staying (§2.5: play stops at 21 or more).
 */
export function gambleFrom(
  content: CoalNWriteContent,
  state: CoalNWriteState,
  p: PlayerState,
  total: number,
  credit: boolean,
): number {
  const bust = bustCost(content, state, p);
  const memo = new Map<number, number>();
  const value = (t: number): number => {
    if (t >= 21) return gambleStay(content, t, credit, bust);
    const known = memo.get(t);
    if (known !== undefined) return known;
    let hit = 0;
    for (let d = 1; d <= 6; d++) hit += value(t + d) / 6;
    const v = Math.max(gambleStay(content, t, credit, bust), hit);
    memo.set(t, v);
    return v;
  };
  if (total > 0) return value(total);
  let first = 0;
  for (let d = 1; d <= 6; d++) first += value(2 * d) / 6;
  return first;
}

/** Whether to hit: the expected value of one more throw beats staying. */
export function gambleShouldHit(
  content: CoalNWriteContent,
  state: CoalNWriteState,
  p: PlayerState,
  total: number,
  credit: boolean,
): boolean {
  let hit = 0;
  for (let d = 1; d <= 6; d++) hit += gambleFrom(content, state, p, total + d, credit) / 6;
  return hit > gambleStay(content, total, credit, bustCost(content, state, p));
}
