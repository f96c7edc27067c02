import { mulberry32 } from '../playout.js';
import type { RandomSource } from '../random.js';
import type { AnyGame, Seat } from '../types.js';
import { shuffled, type Determinizer } from './determinize.js';
import { rewardOf, rewards } from './rewards.js';
import { simulatedRandom } from './sim-random.js';
import { applyMove, nextSeat, playout, type Policy } from './simulate.js';

/** How hard one decision is searched. */
export interface SearchBudget {
  /** Playouts (whole imagined games) per decision: the budget is counted, never timed, so a search is pure. */
  readonly playouts: number;
  /** The exploration weight of UCB1 below the root, on rewards scaled to [0, 1]. */
  readonly exploration: number;
  /**
   * Playouts each root candidate should get at least: with many legal moves, only the policy's own
   * move and `playouts / perCandidate - 1` others drawn at random are searched, so no move wins on
   * one lucky playout. Below the root a node opens one more move every `perCandidate` visits.
   */
  readonly perCandidate: number;
}

export interface SearchInput {
  readonly game: AnyGame;
  /** The rule state; read only through `determinize`, which keeps to what `seat` may see. */
  readonly state: unknown;
  readonly seat: Seat;
  readonly legalMoves: readonly unknown[];
  readonly determinize: Determinizer;
  readonly policy: Policy;
  /** The policy's own move here: always a candidate, and kept unless another does better on the same guesses. */
  readonly prior: unknown;
  readonly random: () => number;
  /** True once the answer is due (a thread's time bound): the search stops between playouts and answers with what it has. */
  readonly stop?: () => boolean;
}

/**
 * A node of an open-loop tree: reached by a sequence of moves, whatever the dice and the guessed
 * hidden state were. `value` sums the rewards of the seat that made the move into it.
 */
interface Node {
  visits: number;
  value: number;
  /** How often this move was legal when its parent was visited (information-set MCTS's availability count). */
  available: number;
  readonly children: Map<string, Node>;
}

const newNode = (): Node => ({ visits: 0, value: 0, available: 0, children: new Map() });

/** The range of rewards seen so far, to scale UCB1's means into [0, 1] (solo scores have any range). */
interface Range {
  low: number;
  high: number;
}

const scaled = (r: Range, mean: number): number => (r.high > r.low ? (mean - r.low) / (r.high - r.low) : 0.5);

interface Walk {
  readonly game: AnyGame;
  readonly policy: Policy;
  readonly budget: SearchBudget;
  readonly range: Range;
}

/**
 * One iteration below a root move: from `state` (the root move played), walk the tree by UCB1 among
 * the moves legal in this guess, opening the policy's own move first and one more every
 * `perCandidate` visits (progressive widening), then play the rest with the policy. Returns the
 * rewards, credited to each node's mover on the way.
 */
function iterate(w: Walk, node: Node, state: unknown, dice: RandomSource, random: () => number): number[] | null {
  const { game, policy, budget, range } = w;
  const path: { node: Node; mover: Seat }[] = [];
  for (;;) {
    const mover = nextSeat(game, state);
    if (typeof mover !== 'number') break;
    const moves = game.legalMoves(state, mover);
    if (moves.length === 1) {
      // Forced moves add no choice to the tree.
      state = applyMove(game, state, mover, moves[0], dice);
      continue;
    }
    const keys = moves.map((m) => JSON.stringify(m));
    const open: string[] = [];
    for (const key of keys) {
      const child = node.children.get(key);
      if (child !== undefined) {
        child.available++;
        open.push(key);
      }
    }
    const allowed = 1 + Math.floor(node.visits / budget.perCandidate);
    if (open.length < allowed && open.length < keys.length) {
      const own = JSON.stringify(policy(state, mover, moves, random));
      const fresh = !node.children.has(own)
        ? own
        : shuffled(
            keys.filter((k) => !node.children.has(k)),
            random,
          )[0]!;
      const child = { ...newNode(), available: 1 };
      node.children.set(fresh, child);
      node.visits++;
      path.push({ node: child, mover });
      state = applyMove(game, state, mover, moves[keys.indexOf(fresh)], dice);
      break;
    }
    let best = open[0]!;
    let bestScore = -Infinity;
    for (const key of open) {
      const child = node.children.get(key)!;
      const score =
        child.visits === 0
          ? Infinity
          : scaled(range, child.value / child.visits) +
            budget.exploration * Math.sqrt(Math.log(child.available) / child.visits);
      if (score > bestScore) {
        bestScore = score;
        best = key;
      }
    }
    node.visits++;
    node = node.children.get(best)!;
    path.push({ node, mover });
    state = applyMove(game, state, mover, moves[keys.indexOf(best)], dice);
  }
  const standings = playout(game, state, policy, dice, random);
  if (standings === null) return null;
  const values = rewards(standings, standings.players.length);
  for (const v of values) {
    range.low = Math.min(range.low, v);
    range.high = Math.max(range.high, v);
  }
  for (const step of path) {
    step.node.visits++;
    step.node.value += rewardOf(values, step.mover);
  }
  return values;
}

interface Candidate {
  readonly key: string;
  readonly move: unknown;
  readonly tree: Node;
  total: number;
  count: number;
  /** The reward of each guess (seed) it was played on, to compare it with the policy's move pair by pair. */
  readonly byGuess: Map<number, number>;
}

const TWO_32 = 2 ** 32;

/**
 * Information-set MCTS (Cowling, Powley & Whitehouse, 2012) with sequential halving at the root
 * (Karnin, Koren & Somekh, 2013): each playout guesses the hidden state afresh from the seat's view
 * (`determinize`) and imagines its own dice; under each root move an open-loop tree (UCB1,
 * progressive widening, the policy's move first) leads to a playout by the policy. The root moves
 * are compared on the same guesses and dice (common random numbers), and the worse half is dropped
 * each round until one is left. Pure and seeded: the same input and `random` give the same move.
 */
export function searchMove(input: SearchInput, budget: SearchBudget): unknown {
  const { game, seat, legalMoves, policy, random } = input;
  if (legalMoves.length <= 1) return legalMoves[0];
  const keys = legalMoves.map((m) => JSON.stringify(m));
  const priorKey = JSON.stringify(input.prior);
  const width = Math.max(2, Math.floor(budget.playouts / budget.perCandidate));
  const chosen = [
    ...(keys.includes(priorKey) ? [priorKey] : []),
    ...shuffled(
      keys.filter((k) => k !== priorKey),
      random,
    ),
  ].slice(0, width);
  let alive: Candidate[] = chosen.map((key) => ({
    key,
    move: legalMoves[keys.indexOf(key)],
    tree: newNode(),
    total: 0,
    count: 0,
    byGuess: new Map(),
  }));
  const prior = alive.find((c) => c.key === priorKey);
  const walk: Walk = { game, policy, budget, range: { low: Infinity, high: -Infinity } };
  const rounds = Math.max(1, Math.ceil(Math.log2(alive.length)));
  const base = Math.floor(random() * TWO_32);
  let guess = 0;
  let stopped = false;
  const settled = () => alive.length <= (prior === undefined ? 1 : 2);
  for (let round = 0; round < rounds && !stopped && (round === 0 || !settled()); round++) {
    const each = Math.max(1, Math.floor(budget.playouts / rounds / alive.length));
    for (let j = 0; j < each && !stopped; j++, guess++) {
      stopped = input.stop?.() === true;
      // A guess is played for every candidate or none, so they are always compared on the same ones.
      for (const c of stopped ? [] : alive) {
        // The same stream for every candidate at this guess: the same hidden deal and the same dice.
        const seed = (base + guess * 0x9e3779b1) >>> 0;
        const stream = mulberry32(seed);
        const state = input.determinize(input.state, seat, stream);
        const dice = simulatedRandom(seed);
        const values = iterate(walk, c.tree, applyMove(game, state, seat, c.move, dice), dice, stream);
        if (values === null) continue;
        c.total += rewardOf(values, seat);
        c.count++;
        c.byGuess.set(guess, rewardOf(values, seat));
      }
    }
    alive = [...alive].sort((a, b) => mean(b) - mean(a) || (a.key === priorKey ? -1 : b.key === priorKey ? 1 : 0));
    if (!stopped) alive = alive.slice(0, Math.ceil(alive.length / 2));
    // The policy's move stays to the end, so the winner is judged against it on every guess both played.
    if (prior !== undefined && !alive.includes(prior)) alive.push(prior);
  }
  const winner = alive.find((c) => c !== prior) ?? alive[0]!;
  return prior === undefined || clearlyBetter(winner, prior) ? winner.move : prior.move;
}

/**
 * Whether `challenger` beat `prior` on the guesses both were played on by more than two standard
 * errors of the paired differences: the policy's move is kept unless the search has real evidence
 * (the best of several candidates beats it by luck alone more often than one would).
 */
function clearlyBetter(challenger: Candidate, prior: Candidate): boolean {
  const diffs: number[] = [];
  for (const [guess, value] of challenger.byGuess) {
    const other = prior.byGuess.get(guess);
    if (other !== undefined) diffs.push(value - other);
  }
  if (diffs.length < 2) return false;
  const m = diffs.reduce((a, b) => a + b, 0) / diffs.length;
  const variance = diffs.reduce((a, d) => a + (d - m) ** 2, 0) / (diffs.length - 1);
  return m > 2 * Math.sqrt(variance / diffs.length);
}

const mean = (c: Candidate): number => (c.count === 0 ? -Infinity : c.total / c.count);
