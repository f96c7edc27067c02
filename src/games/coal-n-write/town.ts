/**
 * Town visits (spec §4.3, §2.4): who may visit, what each card costs, and what a visit does.
 * Cards with dice queue a personal roll (labels §4.6); the mini-games resolve in `mini-games.ts`.
 */
import type { RuleError } from '../../core/errors.js';
import { reject } from '../../core/errors.js';
import { OK, type Result } from '../../core/result.js';
import type { CardId, CoalNWriteContent } from './content.js';
import { cowLabel, gambleLabel, visitPrefix, wagonLabel, wrassleLabel } from './labels.js';
import { baronCoal } from './mine.js';
import type { VisitTownMove } from './moves.js';
import { update, updatePlayer, withPlayer, type CoalNWriteState, type PlayerState, type RollRequest } from './state.js';
import { counted } from '../../core/plural.js';

/** Whether `die` is one die of a matching pair or trio in this throw. */
export function inPair(dice: readonly number[], die: number): boolean {
  let same = 0;
  for (const v of dice) if (v === dice[die]) same++;
  return same >= 2;
}

/** Total price of the next `count` tonics of this player's own stock (R14). */
export function tonicPrice(content: CoalNWriteContent, p: PlayerState, count: number): number {
  let price = 0;
  for (let i = p.tonicsBought; i < p.tonicsBought + count && i < content.tonicPrices.length; i++)
    price += content.tonicPrices[i]!;
  return price;
}

const intIn = (n: number | undefined, min: number, max: number): n is number =>
  n !== undefined && Number.isInteger(n) && n >= min && n <= max;

/** Who may visit now: a die of a pair in a normal turn (R2, R3), or a pending `T` bonus. */
export function checkVisitor(state: CoalNWriteState, p: PlayerState, move: VisitTownMove): Result<void, RuleError> {
  if (state.phase === 'bonus') {
    if (move.die !== undefined) return reject('bad-move', 'a T bonus visit takes no die');
    if (!p.bonusVisit)
      return p.visited
        ? reject('already-visited', 'the T bonus visit is used')
        : reject('bad-move', 'only a T bonus allows a Town visit now');
    return OK;
  }
  if (state.phase === 'lone') return reject('not-a-pair', 'one lone die makes no pair');
  if (state.phase !== 'turn') return reject('bad-move', 'Town visits happen in a normal turn or with a T bonus');
  if (p.visited) return reject('already-visited', 'one Town visit per turn (R2)');
  if (p.worked) return reject('visit-after-digging', 'the Town visit comes before claims and digs (R3)');
  const die = move.die;
  if (die === undefined) return reject('not-a-pair', 'name the die of the pair or trio to send to Town');
  if (!Number.isInteger(die) || die < 0 || die >= state.dice.length)
    return reject('no-such-die', `die ${die} is not in this throw`);
  if ((p.used & (1 << die)) !== 0) return reject('die-already-used', `die ${die} is already used`);
  if (!inPair(state.dice, die))
    return reject('not-a-pair', `die ${die} (${state.dice[die]}) is not part of a pair or trio`);
  return OK;
}

/** The card's own requirements and price (spec §2.4; R15: cash never goes negative). */
export function checkCard(
  content: CoalNWriteContent,
  state: CoalNWriteState,
  seat: number,
  move: VisitTownMove,
): Result<void, RuleError> {
  const p = state.players[seat - 1]!;
  if (!state.tableau.includes(move.card))
    return reject('card-not-in-tableau', `${move.card} is not face-up in Boom Town`);
  const cash = (need: number): Result<void, RuleError> =>
    p.cash >= need ? OK : reject('not-enough-cash', `needs $${need}, has $${p.cash}`);
  const card: CardId = move.card;
  switch (card) {
    case 'washDay':
      return p.washDay ? reject('card-closed', 'Wash Day is already yours') : cash(content.washDay.cost);
    case 'strikeGold':
      return p.strikeGold === state.round
        ? reject('marker-already-placed', 'one Strike Gold! marker per round')
        : cash(content.strikeGold.cost);
    case 'gunsmith':
      if (!intIn(move.count, 1, content.gunsmith.length))
        return reject('bad-move', `count: 1–${content.gunsmith.length} pistols`);
      return cash(content.gunsmith[move.count - 1]!);
    case 'tackAndHarness':
      return p.tackAndHarness ? reject('card-closed', 'Tack & Harness is already yours') : cash(content.tackAndHarness);
    case 'workhorseTonic': {
      const left = content.tonicPrices.length - p.tonicsBought;
      if (left <= 0) return reject('card-closed', 'your tonics are sold out');
      if (!intIn(move.count, 1, content.tonicPrices.length))
        return reject('bad-move', `count: 1–${content.tonicPrices.length} tonics`);
      if (move.count > left) return reject('card-closed', `only ${counted(left, 'tonic')} left`);
      return cash(tonicPrice(content, p, move.count));
    }
    case 'sheriffsDeputy':
      return p.sheriff >= content.sheriff.boxes ? reject('card-closed', 'your deputy track is complete') : OK;
    case 'armWrasslin': {
      const o = move.opponent;
      if (!intIn(o, 1, state.players.length) || o === seat) return reject('bad-move', 'opponent: another seat');
      if (p.cash < content.armWrasslin.minCash) return cash(content.armWrasslin.minCash);
      const rival = state.players[o - 1]!;
      return rival.cash >= content.armWrasslin.minCash
        ? OK
        : reject('opponent-not-enough-cash', `seat ${o} has $${rival.cash}`);
    }
    case 'backroomGamblin':
      return cash(content.gamblin.minCash);
    case 'sugarfoot':
      return state.lastRound > content.rounds
        ? reject('card-closed', 'Sugarfoot is already bought')
        : cash(content.sugarfoot);
    case 'coalBaron':
      return baronCoal(content, p) >= content.coalBaron.coal
        ? OK
        : reject(
            'not-enough-coal',
            `${baronCoal(content, p)} Coal ${content.coalBaron.counts === 'inStash' ? 'in the Ore Stash' : 'written'}, ${content.coalBaron.coal} needed`,
          );
    case 'cowPunchin':
    case 'wagonWheelFixin':
      return OK;
    case 'drankinContest':
      return cash(content.drankin.minCash);
    case 'muleTeam':
      return cash(content.muleTeam.cost);
    case 'ponyExpress':
      if (!intIn(move.mails, 1, content.ponyExpress.maxMails))
        return reject('bad-move', `mails: 1–${content.ponyExpress.maxMails}`);
      return cash(content.ponyExpress.perMail * move.mails);
    case 'rodeoContest':
      return cash(content.rodeo.entry);
    case 'trickShootin':
      return cash(content.trickShootin.entry);
    default: {
      const never: never = card;
      return reject('bad-move', `unknown card ${String(never)}`);
    }
  }
}

const roll = (
  label: string,
  count: number,
  seat: number,
  purpose: RollRequest['purpose'],
  prefix: string,
  k = 1,
  param = 0,
): RollRequest => ({
  label,
  count,
  seat,
  purpose,
  k,
  param,
  prefix,
});

/** Applies a validated visit: marks it, pays, and resolves the card or opens its sub-step / roll. */
export function applyVisit(
  content: CoalNWriteContent,
  state: CoalNWriteState,
  seat: number,
  move: VisitTownMove,
): CoalNWriteState {
  const p0 = state.players[seat - 1]!;
  const marked = updatePlayer(p0, {
    visited: true,
    bonusVisit: false,
    used: move.die === undefined ? p0.used : p0.used | (1 << move.die),
  });
  let s = update(
    withPlayer(state, seat, () => marked),
    { visitedStep: true },
  );
  const prefix = visitPrefix(state);
  const change = (c: Partial<PlayerState>): void => {
    s = withPlayer(s, seat, (p) => updatePlayer(p, c));
  };
  const queue = (r: RollRequest): void => {
    s = update(s, { rolls: [...s.rolls, r] });
  };
  const p = marked;
  const card: CardId = move.card;
  switch (card) {
    case 'washDay':
      change({ cash: p.cash - content.washDay.cost, washDay: true });
      break;
    case 'strikeGold':
      change({ cash: p.cash - content.strikeGold.cost, strikeGold: state.round });
      break;
    case 'gunsmith': {
      const n = move.count ?? 1;
      change({ cash: p.cash - content.gunsmith[n - 1]!, pistols: p.pistols + n });
      break;
    }
    case 'tackAndHarness':
      change({ cash: p.cash - content.tackAndHarness, tackAndHarness: true });
      break;
    case 'workhorseTonic': {
      const n = move.count ?? 1;
      change({ cash: p.cash - tonicPrice(content, p, n), tonics: p.tonics + n, tonicsBought: p.tonicsBought + n });
      break;
    }
    case 'sheriffsDeputy': {
      const boxes = p.sheriff + 1;
      change({ sheriff: boxes, cash: p.cash + (boxes === content.sheriff.boxes ? content.sheriff.reward : 0) });
      break;
    }
    case 'armWrasslin':
      queue(roll(wrassleLabel(prefix, seat, 1), 2, seat, 'wrassle', prefix, 1, move.opponent ?? 0));
      break;
    case 'backroomGamblin':
      change({ sub: { kind: 'gamble', total: 0, throws: 0, credit: false } });
      queue(roll(gambleLabel(prefix, seat, 1), 1, seat, 'gamble', prefix));
      break;
    case 'sugarfoot':
      change({ cash: p.cash - content.sugarfoot });
      s = update(s, { lastRound: content.rounds + 1 });
      break;
    case 'coalBaron':
      // Paid when the step ends: same-step reporters split the reward (R18).
      change({ coalReport: true });
      break;
    case 'cowPunchin':
      queue(roll(cowLabel(prefix, seat), 3, seat, 'cow', prefix));
      break;
    case 'drankinContest':
      change({ sub: { kind: 'drink' } });
      break;
    case 'muleTeam':
      change({ cash: p.cash - content.muleTeam.cost, muleBuyer: true });
      s = update(s, { lastRound: content.rounds + 1 });
      break;
    case 'ponyExpress': {
      const n = move.mails ?? 1;
      change({ cash: p.cash - content.ponyExpress.perMail * n, mail: p.mail + n });
      break;
    }
    case 'rodeoContest':
      change({ cash: p.cash - content.rodeo.entry, rodeo: true });
      s = update(s, { rodeoOpen: true });
      break;
    case 'trickShootin':
      change({ cash: p.cash - content.trickShootin.entry, sub: { kind: 'trick', shots: 0, blasted: [] } });
      break;
    case 'wagonWheelFixin':
      change({ wagonVisits: p.wagonVisits + 1 });
      queue(roll(wagonLabel(prefix, seat), 1, seat, 'wagon', prefix));
      break;
    default: {
      const never: never = card;
      return never;
    }
  }
  return s;
}

/** A `G` bonus: a free Backroom Gamblin' visit with credit (R10), started by the bonus step itself. */
export function startCreditGamble(state: CoalNWriteState, seat: number): CoalNWriteState {
  const prefix = visitPrefix(state);
  const s = withPlayer(state, seat, (p) =>
    updatePlayer(p, { sub: { kind: 'gamble', total: 0, throws: 0, credit: true } }),
  );
  return update(s, { rolls: [...s.rolls, roll(gambleLabel(prefix, seat, 1), 1, seat, 'gamble', prefix)] });
}

export { roll as rollRequest };
