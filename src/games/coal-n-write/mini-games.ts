/**
 * The Boom Town mini-games (spec §2.4, §2.5): what each personal roll does, and the player moves
 * inside a sub-step (hit / stay, aim, drink). Rolls are queued `RollRequest`s that the engine answers
 * at once; a follow-up throw (a hit, the next shot, a re-wrassle) is queued here.
 */
import type { CoalNWriteContent, OreCounts } from './content.js';
import { drinkLabel, gambleLabel, rodeoLabel, trickLabel, wrassleLabel } from './labels.js';
import { rollRequest } from './town.js';
import { update, updatePlayer, withPlayer, type CoalNWriteState, type PlayerState, type RollRequest } from './state.js';

const addOre = (o: OreCounts, t: number, c: number): OreCounts => ({ S: o.S, T: o.T + t, C: o.C + c, B: o.B });

/** Backroom Gamblin' pay-out table (S, §2.5); `credit` waives the two $10 payments (R10). */
export function gamblePayout(
  total: number,
  credit: boolean,
): { cash: number; tin: number; coal: number; bust: boolean } {
  const loss = credit ? 0 : -10;
  if (total <= 15) return { cash: loss, tin: 0, coal: 0, bust: false };
  if (total <= 17) return { cash: 0, tin: 0, coal: 0, bust: false };
  if (total <= 19) return { cash: 10, tin: 0, coal: 0, bust: false };
  if (total === 20) return { cash: 20, tin: 1, coal: 0, bust: false };
  if (total === 21) return { cash: 25, tin: 1, coal: 1, bust: false };
  return { cash: loss, tin: 0, coal: 0, bust: true };
}

/** Ends a gamble: pay-out, gambling ore on this round's burro (R11), and a bust's bandit to place. */
export function settleGamble(p: PlayerState): PlayerState {
  if (p.sub?.kind !== 'gamble') return p;
  const r = gamblePayout(p.sub.total, p.sub.credit);
  return updatePlayer(p, {
    cash: Math.max(0, p.cash + r.cash),
    extraOre: r.tin + r.coal > 0 ? addOre(p.extraOre, r.tin, r.coal) : p.extraOre,
    sub: r.bust ? { kind: 'bandit' } : null,
  });
}

export function gambleHit(state: CoalNWriteState, seat: number, prefix: string): CoalNWriteState {
  const p = state.players[seat - 1]!;
  if (p.sub?.kind !== 'gamble') return state;
  const k = p.sub.throws + 1;
  return update(state, {
    rolls: [...state.rolls, rollRequest(gambleLabel(prefix, seat, k), 1, seat, 'gamble', prefix, k)],
  });
}

export function aim(state: CoalNWriteState, seat: number, target: number, prefix: string): CoalNWriteState {
  const p = state.players[seat - 1]!;
  if (p.sub?.kind !== 'trick') return state;
  const k = p.sub.shots + 1;
  return update(state, {
    rolls: [...state.rolls, rollRequest(trickLabel(prefix, seat, k), 1, seat, 'trick', prefix, k, target)],
  });
}

export function drink(state: CoalNWriteState, seat: number, throws: number, prefix: string): CoalNWriteState {
  const s = withPlayer(state, seat, (p) => updatePlayer(p, { sub: null }));
  return update(s, {
    rolls: [...s.rolls, rollRequest(drinkLabel(prefix, seat, 1), 2, seat, 'drink', prefix, 1, throws)],
  });
}

/** Applies the first queued personal roll's values. The request is already removed from the queue. */
export function applyPersonalRoll(
  content: CoalNWriteContent,
  state: CoalNWriteState,
  req: RollRequest,
  values: readonly number[],
): CoalNWriteState {
  const seat = req.seat;
  const p = state.players[seat - 1];
  if (p === undefined) return state;
  const set = (c: Partial<PlayerState>): CoalNWriteState => withPlayer(state, seat, (q) => updatePlayer(q, c));
  const follow = (s: CoalNWriteState, r: RollRequest): CoalNWriteState => update(s, { rolls: [r, ...s.rolls] });
  const v0 = values[0] ?? 1;
  const v1 = values[1] ?? 1;
  switch (req.purpose) {
    case 'gamble': {
      if (p.sub?.kind !== 'gamble') return state;
      const total = req.k === 1 ? 2 * v0 : p.sub.total + v0;
      const next = updatePlayer(p, { sub: { kind: 'gamble', total, throws: req.k, credit: p.sub.credit } });
      // Play stops by itself at 21 or more (S).
      return withPlayer(state, seat, () => (total >= 21 ? settleGamble(next) : next));
    }
    case 'trick': {
      if (p.sub?.kind !== 'trick') return state;
      const blasted = v0 >= req.param ? [...p.sub.blasted, req.param] : p.sub.blasted;
      const shots = req.k;
      const done = shots >= content.trickShootin.shots || blasted.length >= content.trickShootin.targets.length;
      if (!done) return set({ sub: { kind: 'trick', shots, blasted } });
      let sum = 0;
      for (const t of blasted) sum += t;
      return set({ sub: null, cash: p.cash + content.trickShootin.multiplier * sum });
    }
    case 'drink': {
      const cfg = content.drankin;
      if (v0 === v1) return set({ cash: Math.max(0, p.cash - cfg.loss) });
      if (req.k >= req.param) return set({ cash: p.cash + cfg.perThrow * req.param });
      return follow(
        state,
        rollRequest(drinkLabel(req.prefix, seat, req.k + 1), 2, seat, 'drink', req.prefix, req.k + 1, req.param),
      );
    }
    case 'wagon': {
      const m = content.wagonWheel;
      return set({ cash: p.cash + v0 * m[Math.min(p.wagonVisits, m.length) - 1]! });
    }
    case 'cow': {
      let n = 0;
      for (const v of values) if (v >= content.cowPunchin.minFace) n++;
      return set({ cash: p.cash + content.cowPunchin.perDie * n });
    }
    case 'wrassle': {
      if (v0 === v1)
        return follow(
          state,
          rollRequest(wrassleLabel(req.prefix, seat, req.k + 1), 2, seat, 'wrassle', req.prefix, req.k + 1, req.param),
        );
      const rival = req.param;
      const winner = v0 > v1 ? seat : rival;
      const loser = v0 > v1 ? rival : seat;
      const l = state.players[loser - 1];
      if (l === undefined) return state;
      const stake = Math.min(content.armWrasslin.stake, l.cash);
      const s = withPlayer(state, loser, (q) => updatePlayer(q, { cash: q.cash - stake }));
      return withPlayer(s, winner, (q) => updatePlayer(q, { cash: q.cash + stake }));
    }
    case 'rodeo': {
      const total = v0 + v1;
      let prize = 0;
      for (const row of content.rodeo.prizes) if (total >= row.min) prize = row.prize;
      return set({ cash: p.cash + prize });
    }
    default: {
      const never: never = req.purpose;
      return never;
    }
  }
}

/** Rodeo rolls for every entrant, in seat order (spec §4.1). */
export function rodeoRolls(state: CoalNWriteState, prefix: string): RollRequest[] {
  const rolls: RollRequest[] = [];
  state.players.forEach((p, i) => {
    if (p.rodeo) rolls.push(rollRequest(rodeoLabel(prefix, i + 1), 2, i + 1, 'rodeo', prefix));
  });
  return rolls;
}
