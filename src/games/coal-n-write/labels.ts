/**
 * Roll and shuffle labels (spec §3, §4.1, §4.6). Main-dice labels depend only on the round, the turn
 * and the lone throw number, so every player of a daily challenge sees the same mine dice.
 */
import type { CoalNWriteState } from './state.js';

export const SHUFFLE_LABEL = 'setup.boomtown';
export const throwLabel = (round: number, turn: number): string => `round${round}.turn${turn}.throw`;
export const loneLabel = (round: number, k: number): string => `round${round}.lone.throw${k}`;

/** `round{r}.turn{t}` in a normal turn, `round{r}.bonus` in the Lone Miner bonus step. */
export const visitPrefix = (state: CoalNWriteState): string =>
  state.inBonus ? `round${state.round}.bonus` : `round${state.round}.turn${state.turn}`;

export const gambleLabel = (prefix: string, seat: number, k: number): string => `${prefix}.p${seat}.gamble.throw${k}`;
export const trickLabel = (prefix: string, seat: number, k: number): string => `${prefix}.p${seat}.trick.shot${k}`;
export const wagonLabel = (prefix: string, seat: number): string => `${prefix}.p${seat}.wagon`;
export const cowLabel = (prefix: string, seat: number): string => `${prefix}.p${seat}.cow`;
export const drinkLabel = (prefix: string, seat: number, k: number): string => `${prefix}.p${seat}.drink.throw${k}`;
export const wrassleLabel = (prefix: string, seat: number, k: number): string => `${prefix}.p${seat}.wrassle.throw${k}`;
export const rodeoLabel = (prefix: string, seat: number): string => `${prefix}.rodeo.p${seat}`;
