/** Fight odds for the bot: the chance of winning a 1d6 duel to four injuries, exactly, by a small recursion. */

export interface RoundOdds {
  readonly win: number;
  readonly lose: number;
  readonly tie: number;
}

/** One round: my die + `mine` against their die + `theirs`. */
export function roundOdds(mine: number, theirs: number): RoundOdds {
  let win = 0;
  let lose = 0;
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= 6; b++) {
      if (a + mine > b + theirs) win++;
      else if (a + mine < b + theirs) lose++;
    }
  }
  return { win: win / 36, lose: lose / 36, tie: (36 - win - lose) / 36 };
}

/** P(I win) from injuries (`me`, `them`), first to `limit` loses; both at once is a loss for both (not a win). */
export function duelWinChance(mine: number, theirs: number, me: number, them: number, limit = 4): number {
  const odds = roundOdds(mine, theirs);
  const memo = new Map<string, number>();
  const go = (x: number, y: number): number => {
    if (x >= limit) return 0;
    if (y >= limit) return 1;
    const key = `${x},${y}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    // A tie hurts both; ties repeat without progress only if both are below the limit, which the recursion advances.
    const value = odds.win * go(x, y + 1) + odds.lose * go(x + 1, y) + odds.tie * go(x + 1, y + 1);
    memo.set(key, value);
    return value;
  };
  return go(me, them);
}
