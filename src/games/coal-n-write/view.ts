/**
 * What clients see. Every sheet is public (the rulebook keeps sheets in view of all players), so
 * every viewer gets the same view; only the order of the undrawn Boom Town cards is hidden (the
 * view gives their count). No nulls ("none" is '' or 0). Its shape is declared in view-schema.ts.
 */
import type { z } from 'zod';
import type { DeepReadonly } from '../../core/deep-readonly.js';
import type { Seat } from '../../core/types.js';
import { BONUSES, VEINS, type CoalNWriteContent, type Ore } from './content.js';
import { activeBandits, capacity, soloRank, stashValue } from './delivery.js';
import { inStash } from './mine.js';
import { tableauOf } from './tableau-view.js';
import type { CoalNWriteState, PlayerState } from './state.js';
import type { CoalNWriteViewSchemas } from './view-schema.js';

export type OreCountView = DeepReadonly<z.infer<CoalNWriteViewSchemas['oreCountView']>>;
export type SheetView = DeepReadonly<z.infer<CoalNWriteViewSchemas['sheetView']>>;
/** The view's type comes from its schema (view-schema.ts), so the two cannot drift apart. */
export type CoalNWriteView = DeepReadonly<z.infer<CoalNWriteViewSchemas['coalNWriteView']>>;

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
        caverns: list.map((c, i) => ({
          num: c.num,
          bub: c.bub,
          dug: i < v.cavern ? c.bub : i === v.cavern ? v.dug : 0,
          claimed: i < v.cavern,
          open: i === v.cavern,
        })),
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
