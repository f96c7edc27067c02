/**
 * Ending a round (spec §4.5) and the game (§6): loading burros, bandits, delivery bonuses,
 * Mule Team and Pony Express, and the final standings with their ties.
 */
import type { Standings } from '../../core/types.js';
import { GO_BACK_EAST, ORES, type CoalNWriteContent, type Ore, type OreCounts } from './content.js';
import { inStash } from './mine.js';
import { updatePlayer, type CoalNWriteState, type Delivery, type PlayerState } from './state.js';

/** Slots of this round's burro for this player (dashed ones only with Tack & Harness, R20). */
export function capacity(content: CoalNWriteContent, p: PlayerState, burro: number): number {
  const b = content.burros[burro - 1];
  if (b === undefined) return 0;
  return b.solid + (p.tackAndHarness ? b.dashed : 0);
}

/** Bandits still active on a burro: printed + busts − shot. */
export function activeBandits(content: CoalNWriteContent, p: PlayerState, burro: number): number {
  const printed = content.burros[burro - 1]?.bandits ?? 0;
  return printed + (p.banditsAdded[burro - 1] ?? 0) - (p.banditsShot[burro - 1] ?? 0);
}

/** Whether a burro exists in this game and is not yet delivered (R9, R24). */
export function burroOpen(state: CoalNWriteState, burro: number): 'ok' | 'no-such-burro' | 'burro-delivered' {
  if (!Number.isInteger(burro) || burro < 1 || burro > state.lastRound) return 'no-such-burro';
  if (burro < state.round || (burro === state.round && state.phase === 'over')) return 'burro-delivered';
  return 'ok';
}

/**
 * A burro's value (R12, R21): with an active bandit every ore of the single most valuable type
 * on it is removed; Strike Gold! pays $10 per full $20 of what is left.
 */
export function deliveryOf(
  content: CoalNWriteContent,
  p: PlayerState,
  burro: number,
  load: OreCounts,
  round: number,
): Delivery {
  const ore: Ore[] = [];
  for (const t of ORES) for (let i = 0; i < load[t]; i++) ore.push(t);
  for (const t of ORES) for (let i = 0; i < p.extraOre[t]; i++) ore.push(t);
  let stolen: Ore | null = null;
  if (activeBandits(content, p, burro) > 0) stolen = ORES.find((t) => ore.includes(t)) ?? null;
  let value = 0;
  for (const t of ore) if (t !== stolen) value += content.oreValue[t];
  const strikeGold = p.strikeGold === round ? content.strikeGold.per * Math.floor(value / content.strikeGold.step) : 0;
  const washDay = p.washDay ? content.washDay.perDelivery : 0;
  const lone = p.dollarBonus ? content.lone.dollars : 0;
  return { burro, ore, stolen, value, strikeGold, washDay, lone, total: value + strikeGold + washDay + lone };
}

/** Delivers every player's load for this round's burro, then Mule Team bonuses on round 7 (spec §4.5). */
export function deliverAll(content: CoalNWriteContent, state: CoalNWriteState): readonly PlayerState[] {
  const r = state.round;
  const deliveries = state.players.map((p) => deliveryOf(content, p, r, p.load ?? { S: 0, T: 0, C: 0, B: 0 }, r));
  let players = state.players.map((p, i) => {
    const d = deliveries[i]!;
    const load = p.load ?? { S: 0, T: 0, C: 0, B: 0 };
    return updatePlayer(p, {
      cash: p.cash + d.total,
      loaded: { S: p.loaded.S + load.S, T: p.loaded.T + load.T, C: p.loaded.C + load.C, B: p.loaded.B + load.B },
      load: null,
      extraOre: { S: 0, T: 0, C: 0, B: 0 },
      dollarBonus: false,
      strikeGold: p.strikeGold === r ? 0 : p.strikeGold, // the marker returns after the delivery (S)
      deliveries: [...p.deliveries, d],
    });
  });
  if (r > content.rounds) {
    let all = 0;
    for (const d of deliveries) all += d.value;
    players = players.map((p, i) => {
      if (!p.muleBuyer) return p;
      const bonus = Math.floor(((all - deliveries[i]!.value) * content.muleTeam.percent) / 100);
      return updatePlayer(p, { muleBonus: bonus, cash: p.cash + bonus });
    });
  }
  return players;
}

/**
 * Pony Express (spec §6.1): players with mail ranked by mail; tied players share the prizes of the
 * places they cover, split evenly and rounded down. A lone participant takes first place only.
 */
export function ponyBonuses(content: CoalNWriteContent, mails: readonly number[]): number[] {
  const prizes = content.ponyExpress.prizes;
  const bonus = mails.map(() => 0);
  const order = mails
    .map((m, i) => ({ m, i }))
    .filter((x) => x.m > 0)
    .sort((a, b) => b.m - a.m);
  let place = 0;
  while (place < order.length && place < prizes.length) {
    const group = order.filter((x) => x.m === order[place]!.m);
    let pot = 0;
    for (let k = place; k < place + group.length && k < prizes.length; k++) pot += prizes[k]!;
    for (const x of group) bonus[x.i] = Math.floor(pot / group.length);
    place += group.length;
  }
  return bonus;
}

export function endGame(content: CoalNWriteContent, players: readonly PlayerState[]): readonly PlayerState[] {
  const pony = ponyBonuses(
    content,
    players.map((p) => p.mail),
  );
  return players.map((p, i) => (pony[i]! > 0 ? updatePlayer(p, { ponyBonus: pony[i]!, cash: p.cash + pony[i]! }) : p));
}

/** Value of the unscratched ore still in the stash (the multiplayer tie-break). */
export function stashValue(content: CoalNWriteContent, p: PlayerState): number {
  let v = 0;
  for (const t of ORES) v += inStash(p, t) * content.oreValue[t];
  return v;
}

/** Solo rank (§2.6, R22): only a full stash is ranked. */
export function soloRank(content: CoalNWriteContent, p: PlayerState): string {
  if (p.stash.length < content.stashSize) return GO_BACK_EAST;
  let title = GO_BACK_EAST;
  for (const r of content.soloRanks) if (p.cash >= r.min) title = r.title;
  return title;
}

/** Highest cash wins; ties go to the stash value; still tied share the place (R26). */
export function standingsOf(content: CoalNWriteContent, state: CoalNWriteState): Standings {
  if (state.solo) {
    const p = state.players[0]!;
    return { lowerIsBetter: false, players: [{ seat: 1, rank: 1, score: p.cash, title: soloRank(content, p) }] };
  }
  const keyed = state.players.map((p, i) => ({ seat: i + 1, cash: p.cash, stash: stashValue(content, p) }));
  const better = (a: (typeof keyed)[number], b: (typeof keyed)[number]): boolean =>
    a.cash > b.cash || (a.cash === b.cash && a.stash > b.stash);
  return {
    lowerIsBetter: false,
    players: keyed
      .map((k) => ({ seat: k.seat, rank: 1 + keyed.filter((o) => better(o, k)).length, score: k.cash }))
      .sort((a, b) => a.rank - b.rank || a.seat - b.seat),
  };
}
