/**
 * Fights (spec §4.7): an attack on a player, an attack on Papa Clayton, or Papa Clayton from the
 * hazard die against one or both miners. Round by round: roll, Bible window, Leaf window, scores,
 * end check; then pickings, the reward and spoils. Papa Clayton plays himself: his die is die 1.
 */
import type { Seat } from '../../core/types.js';
import { ruleError, type RuleError } from '../../core/errors.js';
import { activeSeat } from './activity.js';
import type { ItemId } from './content-ids.js';
import type { GoldmineContent } from './content-types.js';
import { pickings } from './economy.js';
import { bandageAndReset, level, tokenPenalty } from './health.js';
import { discard, holds, takeFromSupply, transfer } from './inventory.js';
import type { AttackMove, Target } from './move-types.js';
import {
  NO_NUMBERS,
  NO_SEATS,
  updateFight,
  updatePlayer,
  updateTurn,
  withPlayer,
  withTurn,
  type FightState,
  type GoldmineState,
  type PlayerState,
  type Weapon,
} from './state.js';

/** The declared weapon, or the default: the higher bonus, Blunderbuss if equal (spec §4.7). */
export function resolveWeapon(content: GoldmineContent, p: PlayerState, declared: Weapon | undefined): Weapon {
  if (declared !== undefined) return declared;
  if (holds(p, 'blunderbuss') && content.blunderbuss.bonus >= level(content, p, 'colt')) return 'blunderbuss';
  return p.cubes.colt > 0 ? 'colt' : 'none';
}

export function weaponBonus(content: GoldmineContent, p: PlayerState, weapon: Weapon): number {
  if (weapon === 'blunderbuss') return content.blunderbuss.bonus;
  return weapon === 'colt' ? level(content, p, 'colt') : 0;
}

export const weaponError = (p: PlayerState, weapon: Weapon | undefined): RuleError | null =>
  weapon === 'blunderbuss' && !holds(p, 'blunderbuss') ? ruleError('no-blunderbuss', 'no Blunderbuss') : null;

function newFight(kind: FightState['kind'], starter: Seat): FightState {
  return {
    kind,
    starter,
    fighters: NO_SEATS,
    weapons: [],
    out: NO_SEATS,
    papaInjuries: 0,
    round: 1,
    stage: kind === 'player' ? 'defend' : 'roll',
    dice: NO_NUMBERS,
    rerolling: NO_NUMBERS,
    bibles: 0,
    askBible: NO_SEATS,
    leafWaiting: NO_SEATS,
    leafUsed: NO_SEATS,
    spoilers: NO_SEATS,
    spoilFrom: 0,
    lastScores: NO_NUMBERS,
    lastPapaScore: -1,
    winners: NO_SEATS,
    losers: NO_SEATS,
  };
}

/** A fighter joins with a weapon; a Blunderbuss is spent on this one fight (discarded now, it cannot change hands). */
function join(
  content: GoldmineContent,
  state: GoldmineState,
  fight: FightState,
  seat: Seat,
  declared: Weapon | undefined,
): { state: GoldmineState; fight: FightState } {
  const weapon = resolveWeapon(content, state.players[seat - 1]!, declared);
  const s = weapon === 'blunderbuss' ? discard(state, seat, 'blunderbuss') : state;
  return {
    state: s,
    fight: updateFight(fight, { fighters: [...fight.fighters, seat], weapons: [...fight.weapons, weapon] }),
  };
}

export function checkAttack(state: GoldmineState, seat: Seat, move: AttackMove): RuleError | null {
  const turn = state.turn;
  if (turn === null || turn.seat !== seat || activeSeat(state) !== seat)
    return ruleError('not-active', 'only the player whose turn it is may attack');
  if (turn.main !== 'none' || turn.step !== 'free') return ruleError('main-action-taken', 'one main action per turn');
  const p = state.players[seat - 1]!;
  if (move.target === seat) return ruleError('target-is-self', 'attack someone else');
  if (
    move.target !== 'papa' &&
    (!Number.isInteger(move.target) || move.target < 1 || move.target > state.players.length)
  )
    return ruleError('bad-move', 'target is a seat or papa');
  if (targetPoint(state, move.target) !== p.point) return ruleError('not-at-target', 'go to your target first');
  return weaponError(p, move.weapon);
}

export const targetPoint = (state: GoldmineState, target: Target): string =>
  target === 'papa' ? state.papa : (state.players[target - 1]?.point ?? '');

export function applyAttack(
  content: GoldmineContent,
  state: GoldmineState,
  seat: Seat,
  move: AttackMove,
): GoldmineState {
  const kind = move.target === 'papa' ? 'papa' : 'player';
  const joined = join(content, state, newFight(kind, seat), seat, move.weapon);
  const s = joined.state;
  let fight = joined.fight;
  if (move.target !== 'papa')
    fight = updateFight(fight, { fighters: [...fight.fighters, move.target], weapons: [...fight.weapons, 'none'] });
  return withTurn(s, (t) => updateTurn(t, { main: kind, step: 'fight', fight }));
}

export function checkDefend(state: GoldmineState, seat: Seat, weapon: Weapon | undefined): RuleError | null {
  const fight = state.turn?.fight;
  if (state.turn?.step !== 'fight' || fight?.stage !== 'defend' || fight.fighters[1] !== seat)
    return ruleError('not-active', 'no attack to answer');
  return weaponError(state.players[seat - 1]!, weapon);
}

export function applyDefend(
  content: GoldmineContent,
  state: GoldmineState,
  seat: Seat,
  declared: Weapon | undefined,
): GoldmineState {
  const weapon = resolveWeapon(content, state.players[seat - 1]!, declared);
  const s = weapon === 'blunderbuss' ? discard(state, seat, 'blunderbuss') : state;
  return withTurn(s, (t) =>
    updateTurn(t, { fight: updateFight(t.fight!, { weapons: [t.fight!.weapons[0]!, weapon], stage: 'roll' }) }),
  );
}

/** A miner's `fight` answer to a Papa Clayton hazard face (the fight starts when every miner has answered). */
export function applyJoinHazardFight(
  content: GoldmineContent,
  state: GoldmineState,
  seat: Seat,
  declared: Weapon | undefined,
): GoldmineState {
  const { state: s, fight } = join(content, state, state.turn!.fight ?? newFight('hazard', 0), seat, declared);
  return withTurn(s, (t) =>
    updateTurn(t, {
      fight,
      fightersJoining: [...t.fightersJoining, seat],
      waiting: t.waiting.filter((w) => w !== seat),
    }),
  );
}

/** After the last fee-or-fight answer: the hazard fight, or the wind-down. */
export function afterFeeChoice(state: GoldmineState): GoldmineState {
  const turn = state.turn!;
  if (turn.step !== 'fee' || turn.waiting.length > 0) return state;
  if (turn.fight === null) return withTurn(state, (t) => updateTurn(t, { step: 'windDown', waiting: t.miners }));
  return withTurn(state, (t) => updateTurn(t, { step: 'fight' }));
}

const inFight = (fight: FightState): Seat[] => fight.fighters.filter((s) => !fight.out.includes(s));

/** Dice arrive: a fresh round, or a Bible's reroll of some dice; then the Bible window (re)opens. */
export function applyFightDice(
  content: GoldmineContent,
  state: GoldmineState,
  values: readonly number[],
): GoldmineState {
  const fight = state.turn!.fight!;
  let dice: readonly number[] = values.slice(0, 2);
  if (fight.rerolling.length > 0) {
    const next = fight.dice.slice();
    fight.rerolling.forEach((d, i) => (next[d] = values[i] ?? next[d]!));
    dice = next;
  }
  return openBibleWindow(content, state, updateFight(fight, { dice, rerolling: NO_NUMBERS }));
}

function openBibleWindow(content: GoldmineContent, state: GoldmineState, fight: FightState): GoldmineState {
  const askBible = inFight(fight).filter((s) => s !== fight.starter && holds(state.players[s - 1]!, 'bible'));
  if (askBible.length > 0) return setFight(state, updateFight(fight, { stage: 'bible', askBible }));
  return openLeafWindow(content, state, fight);
}

function openLeafWindow(content: GoldmineContent, state: GoldmineState, fight: FightState): GoldmineState {
  const leafWaiting = inFight(fight).filter((s) => holds(state.players[s - 1]!, 'chippawaLeaf'));
  if (leafWaiting.length > 0)
    return setFight(state, updateFight(fight, { stage: 'leaf', askBible: NO_SEATS, leafWaiting, leafUsed: NO_SEATS }));
  return resolveRound(content, state, updateFight(fight, { askBible: NO_SEATS, leafUsed: NO_SEATS }));
}

const setFight = (state: GoldmineState, fight: FightState): GoldmineState =>
  withTurn(state, (t) => updateTurn(t, { fight }));

export function checkBible(state: GoldmineState, seat: Seat, dice: readonly number[] | null): RuleError | null {
  const fight = state.turn?.fight;
  if (state.turn?.step !== 'fight' || fight?.stage !== 'bible')
    return ruleError('not-active', 'no Bible window is open');
  if (fight.starter === seat)
    return ruleError('started-this-fight', 'a Bible dismisses rolls only in a fight you did not start');
  if (fight.askBible[0] !== seat) return ruleError('not-active', 'not your turn in the Bible window');
  if (dice === null) return null;
  if (!holds(state.players[seat - 1]!, 'bible')) return ruleError('no-bible', 'no Bible');
  const ok =
    dice.length >= 1 && dice.length <= 2 && new Set(dice).size === dice.length && dice.every((d) => d === 0 || d === 1);
  return ok ? null : ruleError('bad-move', 'dice: [0], [1] or [0, 1]');
}

/** A Bible rerolls the listed dice (the window restarts after the roll); `noBible` passes. */
export function applyBible(
  content: GoldmineContent,
  state: GoldmineState,
  seat: Seat,
  dice: readonly number[] | null,
): GoldmineState {
  const fight = state.turn!.fight!;
  if (dice === null) {
    const askBible = fight.askBible.slice(1);
    return askBible.length > 0
      ? setFight(state, updateFight(fight, { askBible }))
      : openLeafWindow(content, state, fight);
  }
  const rerolling = [...dice].sort((a, b) => a - b);
  return setFight(
    discard(state, seat, 'bible'),
    updateFight(fight, { stage: 'roll', rerolling, bibles: fight.bibles + 1, askBible: NO_SEATS }),
  );
}

export function checkLeaf(state: GoldmineState, seat: Seat, use: boolean): RuleError | null {
  const fight = state.turn?.fight;
  if (state.turn?.step !== 'fight' || fight?.stage !== 'leaf' || !fight.leafWaiting.includes(seat))
    return ruleError('not-active', 'no Leaf window for you');
  return use && !holds(state.players[seat - 1]!, 'chippawaLeaf') ? ruleError('no-leaf', 'no Chippawa Leaf') : null;
}

export function applyLeaf(content: GoldmineContent, state: GoldmineState, seat: Seat, use: boolean): GoldmineState {
  const fight = state.turn!.fight!;
  const s = use ? discard(state, seat, 'chippawaLeaf') : state;
  const next = updateFight(fight, {
    leafWaiting: fight.leafWaiting.filter((w) => w !== seat),
    leafUsed: use ? [...fight.leafUsed, seat] : fight.leafUsed,
  });
  return next.leafWaiting.length > 0 ? setFight(s, next) : resolveRound(content, s, next);
}

/** A fighter's score this round: die + weapon + Leaf − min(4, tokens) (spec §4.7 step 4). */
export function fighterScore(
  content: GoldmineContent,
  state: GoldmineState,
  fight: FightState,
  seat: Seat,
  die: number,
): number {
  const p = state.players[seat - 1]!;
  const i = fight.fighters.indexOf(seat);
  return (
    die +
    weaponBonus(content, p, fight.weapons[i]!) +
    (fight.leafUsed.includes(seat) ? content.leafBonus : 0) -
    tokenPenalty(content, p)
  );
}

const hurt = (state: GoldmineState, seat: Seat, n: number): GoldmineState =>
  withPlayer(state, seat, (p) => updatePlayer(p, { injuries: p.injuries + n }));

function resolveRound(content: GoldmineContent, state: GoldmineState, fight: FightState): GoldmineState {
  return fight.kind === 'player' ? resolveDuel(content, state, fight) : resolvePapaRound(content, state, fight);
}

function resolveDuel(content: GoldmineContent, state: GoldmineState, fight: FightState): GoldmineState {
  const [a, d] = fight.fighters as [Seat, Seat];
  const sa = fighterScore(content, state, fight, a, fight.dice[0]!);
  const sd = fighterScore(content, state, fight, d, fight.dice[1]!);
  let s = state;
  if (sa <= sd) s = hurt(s, a, 1);
  if (sd <= sa) s = hurt(s, d, 1);
  const scored = updateFight(fight, { lastScores: [sa, sd], lastPapaScore: -1 });
  const aDown = s.players[a - 1]!.injuries >= content.injuryLimit;
  const dDown = s.players[d - 1]!.injuries >= content.injuryLimit;
  if (aDown && dDown) {
    s = withPlayer(withPlayer(s, a, bandageAndReset), d, bandageAndReset);
    return endFight(s, updateFight(scored, { losers: [a, d] }));
  }
  if (!aDown && !dDown) return nextRound(s, scored);
  const [winner, loser] = aDown ? [d, a] : [a, d];
  const winnerGold = s.players[winner - 1]!.gold;
  const loserGold = s.players[loser - 1]!.gold;
  const gain = Math.min(loserGold, pickings(content, winnerGold, loserGold));
  s = withPlayer(s, loser, (p) => bandageAndReset(updatePlayer(p, { gold: p.gold - gain })));
  s = withPlayer(s, winner, (p) => updatePlayer(p, { gold: p.gold + gain }));
  const hasItems = Object.values(s.players[loser - 1]!.items).some((n) => n > 0);
  return toSpoils(
    s,
    updateFight(scored, {
      winners: [winner],
      losers: [loser],
      spoilers: hasItems ? [winner] : NO_SEATS,
      spoilFrom: loser,
    }),
  );
}

function resolvePapaRound(content: GoldmineContent, state: GoldmineState, fight: FightState): GoldmineState {
  const papaScore = fight.dice[1]! + content.papa.fightBonus;
  const fighters = inFight(fight);
  let s = state;
  let papaHits = 0;
  const scores = fight.fighters.map((seat) => {
    if (!fighters.includes(seat)) return -1;
    const score = fighterScore(content, state, fight, seat, fight.dice[0]!);
    if (score >= papaScore) papaHits++;
    if (score <= papaScore) s = hurt(s, seat, 1);
    return score;
  });
  const papaInjuries = fight.papaInjuries + papaHits;
  const papaDown = papaInjuries >= content.injuryLimit;
  let scored = updateFight(fight, { papaInjuries, lastScores: scores, lastPapaScore: papaScore });
  const out = [...fight.out];
  const losers = [...fight.losers];
  for (const seat of fighters) {
    if (s.players[seat - 1]!.injuries < content.injuryLimit) continue;
    out.push(seat);
    if (papaDown) {
      s = withPlayer(s, seat, bandageAndReset); // knocked out in the same round Papa Clayton fell: nothing paid (S)
    } else {
      losers.push(seat);
      s = withPlayer(s, seat, (p) =>
        bandageAndReset(
          updatePlayer(p, { gold: p.gold - Math.min(p.gold, pickings(content, content.papa.gold, p.gold)) }),
        ),
      );
    }
  }
  scored = updateFight(scored, { out, losers });
  const standing = fight.fighters.filter((seat) => !out.includes(seat));
  if (!papaDown) return standing.length > 0 ? nextRound(s, scored) : endFight(s, scored);
  const reward = Math.floor(content.papa.reward / Math.max(1, standing.length));
  for (const seat of standing) {
    s = withPlayer(s, seat, (p) =>
      updatePlayer(p, { gold: p.gold + pickings(content, p.gold, content.papa.gold) + reward }),
    );
  }
  const supplyHasItems = Object.values(s.supply).some((n) => n > 0);
  return toSpoils(
    s,
    updateFight(scored, { winners: standing, spoilers: supplyHasItems ? standing : NO_SEATS, spoilFrom: 0 }),
  );
}

const nextRound = (state: GoldmineState, fight: FightState): GoldmineState =>
  setFight(
    state,
    updateFight(fight, {
      round: fight.round + 1,
      stage: 'roll',
      bibles: 0,
      rerolling: NO_NUMBERS,
      leafUsed: NO_SEATS,
      leafWaiting: NO_SEATS,
    }),
  );

const toSpoils = (state: GoldmineState, fight: FightState): GoldmineState =>
  fight.spoilers.length > 0 ? setFight(state, updateFight(fight, { stage: 'spoils' })) : endFight(state, fight);

/** After a fight: the attacker (or the miners) may use medicinal items, then `done` (spec §4.6). */
function endFight(state: GoldmineState, fight: FightState): GoldmineState {
  return withTurn(state, (t) =>
    updateTurn(t, {
      fight: updateFight(fight, { stage: 'spoils', spoilers: NO_SEATS }),
      step: 'windDown',
      waiting: t.miners.length > 0 ? t.miners : [t.seat],
    }),
  );
}

export function checkTakeSpoil(state: GoldmineState, seat: Seat, item: ItemId): RuleError | null {
  const fight = state.turn?.fight;
  if (state.turn?.step !== 'fight' || fight?.stage !== 'spoils' || !fight.spoilers.includes(seat))
    return ruleError('not-active', 'no spoils for you');
  const available =
    fight.spoilFrom === 0 ? state.supply[item] > 0 : state.players[fight.spoilFrom - 1]!.items[item] > 0;
  return available ? null : ruleError('item-not-available', `${item} is not there to take`);
}

export function applyTakeSpoil(state: GoldmineState, seat: Seat, item: ItemId): GoldmineState {
  const fight = state.turn!.fight!;
  const s = fight.spoilFrom === 0 ? takeFromSupply(state, seat, item) : transfer(state, fight.spoilFrom, seat, item);
  const spoilers = fight.spoilers.filter((w) => w !== seat);
  return spoilers.length > 0 ? setFight(s, updateFight(fight, { spoilers })) : endFight(s, fight);
}
