/**
 * The table's state machine (spec §4.1): what happens when every listed player has finished a step.
 * Each function returns the state of the next step; rolls the engine must make are left as the phase
 * (`throw`, `loneThrow`) or as queued personal rolls.
 */
import type { CoalNWriteContent } from './content.js';
import { deliverAll, endGame } from './delivery.js';
import { visitPrefix } from './labels.js';
import { writeOre } from './mine.js';
import { rodeoRolls } from './mini-games.js';
import { startCreditGamble } from './town.js';
import { allSeats, NO_SEATS, update, updatePlayer, type CoalNWriteState, type PlayerState } from './state.js';

/** Per-step flags back to their start (dice unused, no visit, no work, no rodeo or Coal Baron report). */
const freshStep = (p: PlayerState): PlayerState =>
  p.used === 0 && !p.visited && !p.worked && !p.rodeo && !p.coalReport && p.sub === null
    ? p
    : updatePlayer(p, { used: 0, visited: false, worked: false, rodeo: false, coalReport: false, sub: null });

/** A new throw of the main dice arrived: everyone uses it (simultaneous play). */
export function startTurn(state: CoalNWriteState, values: readonly number[]): CoalNWriteState {
  return update(state, {
    phase: 'turn',
    dice: values,
    waiting: allSeats(state),
    players: state.players.map(freshStep),
    inBonus: false,
    visitedStep: false,
    rodeoOpen: false,
  });
}

export function startLoneUse(state: CoalNWriteState, values: readonly number[]): CoalNWriteState {
  return update(state, {
    phase: 'lone',
    dice: values,
    waiting: allSeats(state),
    players: state.players.map(freshStep),
  });
}

/** `seat` finished the current step; the step ends when nobody is left and no roll is queued. */
export function finish(content: CoalNWriteContent, state: CoalNWriteState, seat: number): CoalNWriteState {
  const waiting = state.waiting.filter((s) => s !== seat);
  const s = update(state, { waiting });
  return waiting.length === 0 && s.rolls.length === 0 ? stepDone(content, s) : s;
}

/** Everyone is done with the current step. */
export function stepDone(content: CoalNWriteContent, state: CoalNWriteState): CoalNWriteState {
  switch (state.phase) {
    case 'turn':
    case 'bonus':
      return afterVisits(content, state);
    case 'rodeo':
      return rodeoSignedUp(content, state);
    case 'bonusPick':
      return update(state, { phase: 'loneThrow', loneThrow: 1, waiting: NO_SEATS });
    case 'lone':
      if (state.dice[0] === 1) return startLoad(update(state, { loneVoid: true })); // R6: the 1 was usable, then the round ends
      if (state.loneThrow < 3)
        return update(state, { phase: 'loneThrow', loneThrow: state.loneThrow + 1, waiting: NO_SEATS });
      return startBonus(content, state);
    case 'load':
      return deliver(content, state);
    case 'shuffle':
    case 'throw':
    case 'loneThrow':
    case 'over':
      return state;
    default: {
      const never: never = state.phase;
      return never;
    }
  }
}

/** After a Town step: a Rodeo sign-up if someone visited Rodeo Contest, else the step's end. */
function afterVisits(content: CoalNWriteContent, state: CoalNWriteState): CoalNWriteState {
  if (!state.rodeoOpen) return resolveTown(content, state);
  const waiting = allSeats(state).filter((s) => {
    const p = state.players[s - 1]!;
    return !p.rodeo && p.cash >= content.rodeo.entry;
  });
  const s = update(state, { phase: 'rodeo', waiting });
  return waiting.length === 0 ? rodeoSignedUp(content, s) : s;
}

/** Sign-up closed: queue the entrants' rolls; when none are left the Town step resolves. */
function rodeoSignedUp(content: CoalNWriteContent, state: CoalNWriteState): CoalNWriteState {
  if (state.rodeoOpen) return update(state, { rodeoOpen: false, rolls: rodeoRolls(state, visitPrefix(state)) });
  return state.rolls.length === 0 ? resolveTown(content, state) : state;
}

/** Called after a personal roll: a rodeo whose last roll just landed resolves the Town step. */
export function afterRoll(content: CoalNWriteContent, state: CoalNWriteState): CoalNWriteState {
  if (state.rolls.length > 0 || state.waiting.length > 0) return state;
  if (state.phase === 'rodeo') return resolveTown(content, state);
  return state;
}

/** Coal Baron and Mule Team same-step resolution (R18), the new Boom Town card (R4), then the next step. */
function resolveTown(content: CoalNWriteContent, state: CoalNWriteState): CoalNWriteState {
  let s = state;
  const reporters = s.players.filter((p) => p.coalReport).length;
  let tableau = s.tableau;
  if (reporters > 0) {
    const share = Math.floor(content.coalBaron.reward / reporters);
    s = update(s, {
      players: s.players.map((p) => (p.coalReport ? updatePlayer(p, { cash: p.cash + share, coalReport: false }) : p)),
    });
    tableau = tableau.filter((c) => c !== 'coalBaron');
  }
  if (s.players.some((p) => p.muleBuyer)) tableau = tableau.filter((c) => c !== 'muleTeam');
  let deck = s.deck;
  if (s.visitedStep && deck.length > 0) {
    tableau = [...tableau, deck[0]!];
    deck = deck.slice(1);
  }
  s = update(s, { tableau, deck, visitedStep: false, rodeoOpen: false, waiting: NO_SEATS });
  if (s.inBonus) return startLoad(update(s, { inBonus: false }));
  return nextTurn(s);
}

/** Bunkhouse (R1: one die at most), then the next throw or the Lone Miner. */
function nextTurn(state: CoalNWriteState): CoalNWriteState {
  const diceInPlay = state.dice.includes(1) ? state.diceInPlay - 1 : state.diceInPlay;
  const turn = state.turn + 1;
  if (diceInPlay >= 2) return update(state, { phase: 'throw', diceInPlay, turn });
  return update(state, {
    phase: 'bonusPick',
    diceInPlay,
    turn,
    loneThrow: 0,
    loneVoid: false,
    waiting: allSeats(state),
    players: state.players.map(freshStep),
  });
}

/** Three safe lone throws: C, P and $ apply at once; D, T and G players get a bonus step (spec §4.4). */
function startBonus(content: CoalNWriteContent, state: CoalNWriteState): CoalNWriteState {
  const waiting: number[] = [];
  const gamblers: number[] = [];
  const players = state.players.map((p0, i) => {
    const p = freshStep(p0);
    const letter = p.bonuses[state.round - 1];
    switch (letter) {
      case 'C':
        return writeOre(content, p, 'C', content.lone.coal);
      case 'P':
        return updatePlayer(p, { pistols: p.pistols + 1 });
      case '$':
        return updatePlayer(p, { dollarBonus: true });
      case 'D':
        waiting.push(i + 1);
        return updatePlayer(p, { freeDigs: content.lone.digs });
      case 'T':
        waiting.push(i + 1);
        return updatePlayer(p, { bonusVisit: true });
      case 'G':
        waiting.push(i + 1);
        gamblers.push(i + 1);
        return p;
      case undefined:
        return p;
      default: {
        const never: never = letter;
        return never;
      }
    }
  });
  let s = update(state, { phase: 'bonus', inBonus: true, players, waiting, visitedStep: false, rodeoOpen: false });
  for (const seat of gamblers) s = startCreditGamble(s, seat);
  return waiting.length === 0 ? afterVisits(content, s) : s;
}

function startLoad(state: CoalNWriteState): CoalNWriteState {
  return update(state, {
    phase: 'load',
    waiting: allSeats(state),
    players: state.players.map((p) =>
      p.freeDigs === 0 && p.bonusVisit === false
        ? freshStep(p)
        : updatePlayer(freshStep(p), { freeDigs: 0, bonusVisit: false }),
    ),
  });
}

/** All loads are in: cash the deliveries; next round or the end (spec §6). */
function deliver(content: CoalNWriteContent, state: CoalNWriteState): CoalNWriteState {
  const players = deliverAll(content, state);
  if (state.round >= state.lastRound)
    return update(state, { phase: 'over', players: endGame(content, players), waiting: NO_SEATS, dice: [] });
  return update(state, {
    phase: 'throw',
    players,
    round: state.round + 1,
    turn: 1,
    diceInPlay: content.dice,
    loneThrow: 0,
    loneVoid: false,
    waiting: NO_SEATS,
  });
}
