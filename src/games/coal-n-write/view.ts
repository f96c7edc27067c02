/**
 * What clients see. Every sheet is public (the rulebook keeps sheets in view of all players), so
 * every viewer gets the same view; only the order of the undrawn Boom Town cards is hidden (the
 * view gives their count). Plain data, no nulls ("none" is '' or 0), so GraphQL maps it 1:1.
 */
import type { Seat } from '../../core/types.js';
import { BONUSES, ORES, VEINS, type Bonus, type CoalNWriteContent, type Ore } from './content.js';
import { activeBandits, capacity, soloRank, stashValue } from './delivery.js';
import { inStash } from './mine.js';
import { tableauOf, type CardView } from './tableau-view.js';
import type { CoalNWriteState, Phase, PlayerState } from './state.js';

export type CoalNWritePhase = Phase;
export type SubStepKind = 'none' | 'gamble' | 'bandit' | 'trick' | 'drink';

export interface CavernView {
  readonly num: number;
  readonly bub: number;
  readonly dug: number;
  readonly claimed: boolean;
  readonly open: boolean;
}
export interface VeinView {
  readonly ore: Ore;
  /** 1-based number of the open cavern; 0 when exhausted. */
  readonly openCavern: number;
  readonly caverns: readonly CavernView[];
}
export interface StashSpaceView {
  readonly ore: Ore;
  readonly scratched: boolean;
}
export interface OreCountView {
  readonly S: number;
  readonly T: number;
  readonly C: number;
  readonly B: number;
}
export interface BurroView {
  readonly burro: number;
  readonly slots: number;
  readonly dashed: number;
  /** Printed plus busts. */
  readonly bandits: number;
  readonly banditsShot: number;
  readonly activeBandits: number;
  readonly delivered: boolean;
  /** Ore on the burro when delivered (slots, then gambling ore). */
  readonly ore: readonly Ore[];
  /** Ore type the bandits took; '' = none. */
  readonly stolen: string;
  readonly value: number;
  readonly strikeGold: number;
  readonly washDay: number;
  readonly lone: number;
  readonly total: number;
}
export interface SubStepView {
  readonly kind: SubStepKind;
  /** Gamblin': running total, throws so far, credit. */
  readonly total: number;
  readonly throws: number;
  readonly credit: boolean;
  /** Trick Shootin': shots taken and targets blasted. */
  readonly shots: number;
  readonly blasted: readonly number[];
}
export interface SheetView {
  readonly seat: number;
  readonly cash: number;
  readonly stash: readonly StashSpaceView[];
  readonly stashSize: number;
  readonly stashFull: boolean;
  /** Unscratched ore per type. */
  readonly inStash: OreCountView;
  readonly stashValue: number;
  readonly veins: readonly VeinView[];
  readonly pistols: number;
  readonly tonics: number;
  readonly tonicsLeftToBuy: number;
  readonly sheriffBoxes: number;
  readonly wagonVisits: number;
  readonly mail: number;
  readonly washDay: boolean;
  readonly tackAndHarness: boolean;
  readonly strikeGoldMarker: boolean;
  readonly muleTeamBuyer: boolean;
  readonly burros: readonly BurroView[];
  /** Gambling ore riding on this round's burro. */
  readonly extraOre: OreCountView;
  readonly bonuses: readonly Bonus[];
  readonly dollarBonus: boolean;
  readonly freeDigs: number;
  readonly bonusVisit: boolean;
  /** Per die of the current throw: used this step. */
  readonly usedDice: readonly boolean[];
  readonly visited: boolean;
  readonly worked: boolean;
  readonly rodeoEntrant: boolean;
  readonly loadSent: boolean;
  readonly sub: SubStepView;
  /** Still has to finish the current step. */
  readonly pending: boolean;
  readonly muleBonus: number;
  readonly ponyBonus: number;
  /** Solo rank title for the current cash (final once the game is over); '' in multiplayer. */
  readonly soloRank: string;
}
export interface CoalNWriteView {
  readonly phase: CoalNWritePhase;
  readonly mode: 'solo' | 'multi';
  readonly round: number;
  readonly lastRound: number;
  readonly turn: number;
  readonly diceInPlay: number;
  readonly bunkhouse: number;
  /** The current throw (main dice or the lone die); empty before the first throw. */
  readonly dice: readonly number[];
  readonly loneThrow: number;
  readonly loneVoid: boolean;
  /** Seats that still have to finish this step. */
  readonly waiting: readonly number[];
  /** Label of the personal roll being made, '' if none. */
  readonly rolling: string;
  /** Face-up Boom Town cards with their cost, effect and each seat's standing on them. */
  readonly tableau: readonly CardView[];
  /** Undrawn Boom Town cards (their order is hidden). */
  readonly deckCount: number;
  readonly bonusLetters: readonly Bonus[];
  readonly sheets: readonly SheetView[];
}

const counts = (f: (t: Ore) => number): OreCountView => ({ S: f('S'), T: f('T'), C: f('C'), B: f('B') });

function sheetOf(content: CoalNWriteContent, state: CoalNWriteState, p: PlayerState, seat: number): SheetView {
  const seen: Record<Ore, number> = { S: 0, T: 0, C: 0, B: 0 };
  const stash = p.stash.map((ore) => ({ ore, scratched: ++seen[ore] <= p.loaded[ore] }));
  const sub = p.sub;
  return {
    seat,
    cash: p.cash,
    stash,
    stashSize: content.stashSize,
    stashFull: p.stash.length >= content.stashSize,
    inStash: counts((t) => inStash(p, t)),
    stashValue: stashValue(content, p),
    veins: VEINS.map((ore, vi) => {
      const v = p.veins[vi]!;
      const list = content.veins[ore];
      return {
        ore,
        openCavern: v.cavern < list.length ? v.cavern + 1 : 0,
        caverns: list.map((c, i) => ({ num: c.num, bub: c.bub, dug: i < v.cavern ? c.bub : i === v.cavern ? v.dug : 0, claimed: i < v.cavern, open: i === v.cavern })),
      };
    }),
    pistols: p.pistols,
    tonics: p.tonics,
    tonicsLeftToBuy: content.tonicPrices.length - p.tonicsBought,
    sheriffBoxes: p.sheriff,
    wagonVisits: p.wagonVisits,
    mail: p.mail,
    washDay: p.washDay,
    tackAndHarness: p.tackAndHarness,
    strikeGoldMarker: p.strikeGold !== 0,
    muleTeamBuyer: p.muleBuyer,
    burros: content.burros.slice(0, state.lastRound).map((b, i) => {
      const burro = i + 1;
      const d = p.deliveries.find((x) => x.burro === burro);
      return {
        burro,
        slots: capacity(content, p, burro),
        dashed: b.dashed,
        bandits: b.bandits + (p.banditsAdded[i] ?? 0),
        banditsShot: p.banditsShot[i] ?? 0,
        activeBandits: Math.max(0, activeBandits(content, p, burro)),
        delivered: d !== undefined,
        ore: d?.ore ?? [],
        stolen: d?.stolen ?? '',
        value: d?.value ?? 0,
        strikeGold: d?.strikeGold ?? 0,
        washDay: d?.washDay ?? 0,
        lone: d?.lone ?? 0,
        total: d?.total ?? 0,
      };
    }),
    extraOre: counts((t) => p.extraOre[t]),
    bonuses: p.bonuses,
    dollarBonus: p.dollarBonus,
    freeDigs: p.freeDigs,
    bonusVisit: p.bonusVisit,
    usedDice: state.dice.map((_, i) => (p.used & (1 << i)) !== 0),
    visited: p.visited,
    worked: p.worked,
    rodeoEntrant: p.rodeo,
    loadSent: p.load !== null,
    sub: {
      kind: sub === null ? 'none' : sub.kind,
      total: sub?.kind === 'gamble' ? sub.total : 0,
      throws: sub?.kind === 'gamble' ? sub.throws : 0,
      credit: sub?.kind === 'gamble' ? sub.credit : false,
      shots: sub?.kind === 'trick' ? sub.shots : 0,
      blasted: sub?.kind === 'trick' ? sub.blasted : [],
    },
    pending: state.waiting.includes(seat),
    muleBonus: p.muleBonus,
    ponyBonus: p.ponyBonus,
    soloRank: state.solo ? soloRank(content, p) : '',
  };
}

export function viewOf(content: CoalNWriteContent, state: CoalNWriteState, _viewer: Seat | null): CoalNWriteView {
  return {
    phase: state.phase,
    mode: state.solo ? 'solo' : 'multi',
    round: state.round,
    lastRound: state.lastRound,
    turn: state.turn,
    diceInPlay: state.diceInPlay,
    bunkhouse: content.dice - state.diceInPlay,
    dice: state.dice,
    loneThrow: state.loneThrow,
    loneVoid: state.loneVoid,
    waiting: state.waiting,
    rolling: state.rolls[0]?.label ?? '',
    tableau: tableauOf(content, state),
    deckCount: state.deck.length,
    bonusLetters: BONUSES,
    sheets: state.players.map((p, i) => sheetOf(content, state, p, i + 1)),
  };
}

export const ORE_LETTERS = ORES;
export type { CardSeatView, CardView } from './tableau-view.js';
