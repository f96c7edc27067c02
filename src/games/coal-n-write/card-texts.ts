/**
 * What each Boom Town card costs and does, in words, with the numbers of a version's content (spec
 * §2.4, §2.5). The same text serves the tableau in the view and `GET /v1/rules/coal-n-write`, so a
 * client shows the card as the rules read it and never copies a price from the spec.
 */
import type { CardId, CoalNWriteContent } from './content.js';

export interface CardText {
  /** Cash needed to visit at the least (the price of one pistol, the entry, the first tonic…); 0 = free. */
  readonly cost: number;
  /** Every price the card lists, in order (pistols 1–3, the tonic stock, a mail…); empty for a free card. */
  readonly prices: readonly number[];
  /** The requirement to visit, if any beyond the cost (e.g. the Coal Baron's Coal). */
  readonly requirement: string;
  readonly effect: string;
}

const list = (xs: readonly number[], unit = '$'): string => xs.map((x) => `${unit}${x}`).join(', ');

/** The card's cost and effect under `content`. */
export function cardText(content: CoalNWriteContent, id: CardId): CardText {
  const c = content;
  const text = (cost: number, prices: readonly number[], requirement: string, effect: string): CardText =>
    Object.freeze({ cost, prices, requirement, effect });
  switch (id) {
    case 'washDay':
      return text(
        c.washDay.cost,
        [c.washDay.cost],
        'once per game',
        `From this round's delivery on, every delivery earns +$${c.washDay.perDelivery}.`,
      );
    case 'strikeGold':
      return text(
        c.strikeGold.cost,
        [c.strikeGold.cost],
        'one marker per player per round',
        `At this round's delivery: +$${c.strikeGold.per} per full $${c.strikeGold.step} of ore value delivered (after bandits).`,
      );
    case 'gunsmith':
      return text(
        c.gunsmith[0]!,
        c.gunsmith,
        '',
        `Buy ${c.gunsmith.map((_, i) => i + 1).join(', ')} pistols for ${list(c.gunsmith)}. A pistol scratches one active bandit.`,
      );
    case 'tackAndHarness':
      return text(
        c.tackAndHarness,
        [c.tackAndHarness],
        'once per game',
        "This round's and every later burro may use its dashed slots.",
      );
    case 'workhorseTonic':
      return text(
        c.tonicPrices[0]!,
        c.tonicPrices,
        `your own stock of ${c.tonicPrices.length}, bought in price order`,
        `Each tonic adds +${c.tonicBonus} to one die used in a claim.`,
      );
    case 'sheriffsDeputy':
      return text(
        0,
        [],
        `a ${c.sheriff.boxes}-box track per player`,
        `Mark one box; marking the last (box ${c.sheriff.boxes}) earns $${c.sheriff.reward} at once and closes the card for you.`,
      );
    case 'armWrasslin':
      return text(
        c.armWrasslin.minCash,
        [],
        `you and the opponent you name each need $${c.armWrasslin.minCash}`,
        `Both throw a die (again on a tie); the higher takes $${c.armWrasslin.stake} from the other. Multiplayer only.`,
      );
    case 'backroomGamblin':
      return text(
        c.gamblin.minCash,
        [],
        `needs $${c.gamblin.minCash} (waived by the G bonus)`,
        'Throw a die and double it, then hit (add a die) or stay; play stops at 21 or more. ≤15: pay $10 · 16–17: nothing · 18–19: +$10 · 20: +$20 and 1 Tin on this burro · 21: +$25, 1 Tin and 1 Coal · ≥22: pay $10 and add a bandit to a remaining burro.',
      );
    case 'sugarfoot':
      return text(
        c.sugarfoot,
        [c.sugarfoot],
        'once, by the end of round 6',
        `Adds round ${c.rounds + 1} with burro ${c.rounds + 1} (${c.burros[c.rounds]?.bandits ?? 0} bandit). Solo only.`,
      );
    case 'coalBaron':
      return text(
        0,
        [],
        c.coalBaron.counts === 'inStash'
          ? `${c.coalBaron.coal} Coal in your Ore Stash (Coal shipped by burro does not count)`
          : `${c.coalBaron.coal} Coal written in your Ore Stash (shipped or not)`,
        `Gain $${c.coalBaron.reward}; players reporting in the same turn split it (rounded down). Then the card leaves the game.`,
      );
    case 'cowPunchin':
      return text(
        0,
        [],
        '',
        `Throw 3 dice: +$${c.cowPunchin.perDie} per die showing ${c.cowPunchin.minFace} or more. Solo only.`,
      );
    case 'drankinContest':
      return text(
        c.drankin.minCash,
        [],
        `needs $${c.drankin.minCash}`,
        `Declare 1–${c.drankin.maxThrows} throws of 2 dice; any doubles: pay $${c.drankin.loss}; none: +$${c.drankin.perThrow} per throw declared. Solo only.`,
      );
    case 'muleTeam':
      return text(
        c.muleTeam.cost,
        [c.muleTeam.cost],
        'the first buyer(s) only, by the end of round 6',
        `Everyone plays round ${c.rounds + 1}; at its delivery each buyer gains ${c.muleTeam.percent}% of the others' round-${c.rounds + 1} ore value. Multiplayer only.`,
      );
    case 'ponyExpress':
      return text(
        c.ponyExpress.perMail,
        c.ponyExpress.prizes.length > 0 ? [c.ponyExpress.perMail] : [],
        `$${c.ponyExpress.perMail} a mail, 1–${c.ponyExpress.maxMails} a visit`,
        `At the end, most mail: +$${c.ponyExpress.prizes[0] ?? 0}, second: +$${c.ponyExpress.prizes[1] ?? 0} (a lone participant only first place; no mail, no place).`,
      );
    case 'rodeoContest':
      return text(
        c.rodeo.entry,
        [c.rodeo.entry],
        `entry $${c.rodeo.entry}; anyone may join this turn`,
        `Each entrant throws 2 dice: ${c.rodeo.prizes.map((p) => `${p.min}+: +$${p.prize}`).join(', ')} (the highest row reached), else nothing.`,
      );
    case 'trickShootin':
      return text(
        c.trickShootin.entry,
        [c.trickShootin.entry],
        `entry $${c.trickShootin.entry}`,
        `${c.trickShootin.shots} shots at targets ${c.trickShootin.targets.join(', ')}: a die ≥ the target blasts it; gain ${c.trickShootin.multiplier} × the blasted targets.`,
      );
    case 'wagonWheelFixin':
      return text(
        0,
        [],
        '',
        `Throw a die: gain it ${c.wagonWheel.map((m, i) => `×${m} on your ${ordinal(i + 1)}${i === c.wagonWheel.length - 1 ? ' and later' : ''} visit`).join(', ')}.`,
      );
    default: {
      const never: never = id;
      return never;
    }
  }
}

const ordinal = (n: number): string => (n === 1 ? '1st' : n === 2 ? '2nd' : n === 3 ? '3rd' : `${n}th`);
