/**
 * The mine and the Ore Stash (spec §4.2): claims, digs, the D bonus's free digs and writing ore.
 * Checks return a rule code or null; appliers assume the check passed (evolve re-checks nothing).
 */
import type { RuleError } from '../../core/errors.js';
import { reject } from '../../core/errors.js';
import type { Result } from '../../core/result.js';
import { VEINS, type Cavern, type CoalNWriteContent, type Ore } from './content.js';
import { updatePlayer, type PlayerState, type VeinState } from './state.js';
import { counted } from '../../core/plural.js';

type Check = Result<never, RuleError> | null;

export const veinIndex = (vein: Ore): number => VEINS.indexOf(vein);

/** The vein's open cavern (lowest unclaimed, R5), or null when the vein is exhausted. */
export function openCavern(content: CoalNWriteContent, p: PlayerState, vein: Ore): Cavern | null {
  const v = p.veins[veinIndex(vein)]!;
  return content.veins[vein][v.cavern] ?? null;
}

export const stashFull = (content: CoalNWriteContent, p: PlayerState): boolean => p.stash.length >= content.stashSize;

/** Unscratched stash ore of a type. */
export function inStash(p: PlayerState, ore: Ore): number {
  let n = 0;
  for (const letter of p.stash) if (letter === ore) n++;
  return n - p.loaded[ore];
}

/** Every `C` ever written, delivered or not (what the Coal Baron counted up to v2). */
export function coalWritten(p: PlayerState): number {
  let n = 0;
  for (const letter of p.stash) if (letter === 'C') n++;
  return n;
}

/** The Coal the Coal Baron counts (R17): since v3 only the unscratched `C` in the Ore Stash. */
export const baronCoal = (content: CoalNWriteContent, p: PlayerState): number =>
  content.coalBaron.counts === 'inStash' ? inStash(p, 'C') : coalWritten(p);

/** Writes `count` letters as far as the stash has room (R16). */
export function writeOre(content: CoalNWriteContent, p: PlayerState, ore: Ore, count = 1): PlayerState {
  const room = Math.max(0, content.stashSize - p.stash.length);
  const n = Math.min(room, count);
  if (n === 0) return p;
  const stash = p.stash.slice();
  for (let i = 0; i < n; i++) stash.push(ore);
  return updatePlayer(p, { stash });
}

const setVein = (p: PlayerState, vein: Ore, state: VeinState): readonly VeinState[] => {
  const veins = p.veins.slice();
  veins[veinIndex(vein)] = state;
  return veins;
};

/** Claims the open cavern: ore into the stash, the next cavern opens with no bubbles dug. */
export function claimCavern(content: CoalNWriteContent, p: PlayerState, vein: Ore): PlayerState {
  const v = p.veins[veinIndex(vein)]!;
  const written = writeOre(content, p, vein);
  return updatePlayer(written, { veins: setVein(p, vein, { cavern: v.cavern + 1, dug: 0 }) });
}

export function digBubble(p: PlayerState, vein: Ore): PlayerState {
  const v = p.veins[veinIndex(vein)]!;
  return updatePlayer(p, { veins: setVein(p, vein, { cavern: v.cavern, dug: v.dug + 1 }) });
}

/** Die indices of a claim or dig against the throw: range, repeats and dice already used this turn. */
export function checkDice(dice: readonly number[], throwSize: number, used: number): Check {
  let seen = 0;
  for (const d of dice) {
    if (!Number.isInteger(d) || d < 0 || d >= throwSize)
      return reject('no-such-die', `die ${d} is not in this throw (0..${throwSize - 1})`);
    const bit = 1 << d;
    if ((used & bit) !== 0 || (seen & bit) !== 0)
      return reject('die-already-used', `die ${d} is already used this turn`);
    seen |= bit;
  }
  return null;
}

/** Spec §4.2 claim: sum + 2 per tonic meets the number, or one die on a fully dug cavern. */
export function checkClaim(
  content: CoalNWriteContent,
  p: PlayerState,
  values: readonly number[],
  vein: Ore,
  dice: readonly number[],
  tonics: number,
): Check {
  if (dice.length === 0) return reject('bad-move', 'a claim uses at least one die');
  const diceCheck = checkDice(dice, values.length, p.used);
  if (diceCheck !== null) return diceCheck;
  const cavern = openCavern(content, p, vein);
  if (cavern === null) return reject('vein-exhausted', `every ${vein} cavern is claimed`);
  if (stashFull(content, p)) return reject('stash-full', 'the Ore Stash has no free space');
  if (tonics > p.tonics) return reject('not-enough-tonics', `${counted(tonics, 'tonic')} asked, ${p.tonics} held`);
  let sum = content.tonicBonus * tonics;
  for (const d of dice) sum += values[d]!;
  if (sum >= cavern.num) return null;
  const dug = p.veins[veinIndex(vein)]!.dug;
  if (dice.length === 1 && dug >= cavern.bub) return null;
  if (dice.length === 1)
    return reject(
      'not-fully-dug',
      `${sum} < ${cavern.num} and the cavern has ${counted(cavern.bub - dug, 'bubble')} left to dig`,
    );
  return reject('sum-too-low', `${sum} < ${cavern.num}`);
}

export function checkDig(
  content: CoalNWriteContent,
  p: PlayerState,
  values: readonly number[],
  vein: Ore,
  die: number,
): Check {
  const diceCheck = checkDice([die], values.length, p.used);
  if (diceCheck !== null) return diceCheck;
  return checkBubble(content, p, vein);
}

function checkBubble(content: CoalNWriteContent, p: PlayerState, vein: Ore): Check {
  const cavern = openCavern(content, p, vein);
  if (cavern === null) return reject('vein-exhausted', `every ${vein} cavern is claimed`);
  if (p.veins[veinIndex(vein)]!.dug >= cavern.bub)
    return reject('fully-dug', `the open ${vein} cavern has every bubble dug; claim it with any die`);
  return null;
}

/** D bonus (R8): a free dig scratches a bubble, or claims a fully dug cavern. */
export function checkFreeDig(content: CoalNWriteContent, p: PlayerState, vein: Ore): Check {
  if (p.freeDigs <= 0) return reject('no-free-digs', 'no free digs left');
  const cavern = openCavern(content, p, vein);
  if (cavern === null) return reject('vein-exhausted', `every ${vein} cavern is claimed`);
  if (p.veins[veinIndex(vein)]!.dug >= cavern.bub && stashFull(content, p))
    return reject('stash-full', 'the Ore Stash has no free space');
  return null;
}

export function applyFreeDig(content: CoalNWriteContent, p: PlayerState, vein: Ore): PlayerState {
  const cavern = openCavern(content, p, vein);
  if (cavern === null) return p;
  const spent = updatePlayer(p, { freeDigs: p.freeDigs - 1 });
  return p.veins[veinIndex(vein)]!.dug >= cavern.bub ? claimCavern(content, spent, vein) : digBubble(spent, vein);
}

/** Marks dice used and the turn as worked (no Town visit after, R3). */
export function useDice(p: PlayerState, dice: readonly number[], tonics = 0): PlayerState {
  let used = p.used;
  for (const d of dice) used |= 1 << d;
  return updatePlayer(p, { used, worked: true, tonics: p.tonics - tonics });
}
