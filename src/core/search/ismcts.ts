import { mulberry32 } from '../playout.js';
import type { RandomSource } from '../random.js';
import type { AnyGame, Seat } from '../types.js';
import { finish, type Cutoff } from './cutoff.js';
import { shuffled, type Determinizer } from './determinize.js';
import { placeReward, rewardOf, type Reward } from './rewards.js';
import { simulatedRandom } from './sim-random.js';
import { applyMove, nextSeat, type Policy } from './simulate.js';

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
  /** The share of `playouts` that picks one challenger to the policy's move; the rest judge the two on fresh guesses. */
  readonly selection: number;
  /** Standard errors of the paired differences by which the challenger must beat the policy's move on the fresh guesses. */
  readonly confidence: number;
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
  /** What an imagined game's end is worth to each seat; `placeReward` (the place) unless the game opts into another. */
  readonly reward?: Reward;
  /**
   * Which root moves are worth searching first, lower first (a game's opt-in, from the move alone):
   * with more legal moves than the root looks at, its challengers are drawn from the lowest ranks
   * (at random within a rank) instead of all alike, so the budget is not spent on moves a player
   * seldom means; below the root, a node's next move to open is drawn the same way. Without it every
   * move other than the policy's is as likely.
   */
  readonly rank?: (move: unknown) => number;
  /** Where the game opted to stop imagined games short of the end and score them (`cutoff.ts`); else they are played out. */
  readonly cutoff?: Cutoff;
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
  readonly cutoff: Cutoff | undefined;
  readonly reward: Reward;
  readonly rank: ((move: unknown) => number) | undefined;
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
        : ranked(
            shuffled(
              keys.filter((k) => !node.children.has(k)),
              random,
            ),
            keys,
            moves,
            w.rank,
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
  const values = finish(game, state, policy, dice, random, w);
  if (values === null) return null;
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

/** The guesses of one search: each deals one hidden state and one set of dice, the same for every candidate played on it. */
interface Guesses {
  readonly input: SearchInput;
  readonly walk: Walk;
  readonly base: number;
  next: number;
}

/**
 * Plays `count` fresh guesses for every candidate in `candidates` (a guess is played for all or none,
 * so they are always compared on the same ones).
 */
function playGuesses(g: Guesses, candidates: readonly Candidate[], count: number, tree: boolean): void {
  const { input, walk } = g;
  const { game, seat } = input;
  for (let j = 0; j < count; j++) {
    const guess = g.next++;
    // The same stream for every candidate at this guess: the same hidden deal and the same dice.
    const seed = (g.base + guess * 0x9e3779b1) >>> 0;
    for (const c of candidates) {
      const stream = mulberry32(seed);
      const state = input.determinize(input.state, seat, stream);
      const dice = simulatedRandom(seed);
      const after = applyMove(game, state, seat, c.move, dice);
      const values = tree
        ? iterate(walk, c.tree, after, dice, stream)
        : finish(game, after, walk.policy, dice, stream, walk);
      if (values === null) continue;
      c.total += rewardOf(values, seat);
      c.count++;
      c.byGuess.set(guess, rewardOf(values, seat));
    }
  }
}

/**
 * Information-set MCTS (Cowling, Powley & Whitehouse, 2012) with sequential halving at the root
 * (Karnin, Koren & Somekh, 2013): each playout guesses the hidden state afresh from the seat's view
 * (`determinize`) and imagines its own dice; under each root move an open-loop tree (UCB1,
 * progressive widening, the policy's move first) leads to a playout by the policy. The root moves
 * are compared on the same guesses and dice (common random numbers).
 *
 * Two stages, so the verdict is not fooled by the selection's luck: first the challengers (every
 * candidate but the policy's own move) are halved on `selection` of the budget until one is left;
 * then that one and the policy's move are played on the rest, on guesses neither has seen, each
 * followed by the policy alone (no tree: the two trees are grown unequally by then, and a tree's
 * exploration below would favour or handicap one of them), and the challenger replaces the policy's move only if it wins there by `confidence` standard errors of
 * the paired differences. Pure and seeded: the same input and `random` give the same move.
 */
export function searchMove(input: SearchInput, budget: SearchBudget): unknown {
  const { game, legalMoves, policy, random } = input;
  if (legalMoves.length <= 1) return legalMoves[0];
  const keys = legalMoves.map((m) => JSON.stringify(m));
  const priorKey = JSON.stringify(input.prior);
  const width = Math.max(2, Math.floor(budget.playouts / budget.perCandidate));
  const others = shuffled(
    keys.filter((k) => k !== priorKey),
    random,
  );
  const chosen = [
    ...(keys.includes(priorKey) ? [priorKey] : []),
    ...ranked(others, keys, legalMoves, input.rank),
  ].slice(0, width);
  const candidates: Candidate[] = chosen.map((key) => ({
    key,
    move: legalMoves[keys.indexOf(key)],
    tree: newNode(),
    total: 0,
    count: 0,
    byGuess: new Map(),
  }));
  const prior = candidates.find((c) => c.key === priorKey);
  const g: Guesses = {
    input,
    walk: {
      game,
      policy,
      budget,
      range: { low: Infinity, high: -Infinity },
      cutoff: input.cutoff,
      reward: input.reward ?? placeReward,
      rank: input.rank,
    },
    base: Math.floor(random() * TWO_32),
    next: 0,
  };
  let alive = candidates.filter((c) => c !== prior);
  // Without the policy's move among the candidates (it was not legal), the halving gets the whole budget.
  const selection = prior === undefined ? budget.playouts : Math.floor(budget.playouts * budget.selection);
  const rounds = Math.ceil(Math.log2(alive.length));
  let spent = 0;
  for (let round = 0; round < rounds && alive.length > 1; round++) {
    const each = Math.max(1, Math.floor(selection / rounds / alive.length));
    playGuesses(g, alive, each, true);
    spent += each * alive.length;
    alive = [...alive].sort((a, b) => mean(b) - mean(a)).slice(0, Math.ceil(alive.length / 2));
  }
  const challenger = alive[0]!;
  if (prior === undefined) return challenger.move;
  const verdict = g.next;
  playGuesses(g, [challenger, prior], Math.max(1, Math.floor((budget.playouts - spent) / 2)), false);
  return clearlyBetter(challenger, prior, verdict, budget.confidence) ? challenger.move : prior.move;
}

/** `others` (keys of `moves`, shuffled) in the order of `rank`, lowest first, keeping the shuffle within a rank. */
function ranked(
  others: readonly string[],
  keys: readonly string[],
  moves: readonly unknown[],
  rank: ((move: unknown) => number) | undefined,
): readonly string[] {
  if (rank === undefined) return others;
  const of = new Map(others.map((k) => [k, rank(moves[keys.indexOf(k)])]));
  return [...others].sort((a, b) => of.get(a)! - of.get(b)!);
}

/**
 * Whether `challenger` beat `prior` on the guesses from `from` on that both were played on by more
 * than `confidence` standard errors of the paired differences: the policy's move is kept unless the
 * search has evidence it did not use to pick the challenger.
 */
function clearlyBetter(challenger: Candidate, prior: Candidate, from: number, confidence: number): boolean {
  const diffs: number[] = [];
  for (const [guess, value] of challenger.byGuess) {
    const other = prior.byGuess.get(guess);
    if (guess >= from && other !== undefined) diffs.push(value - other);
  }
  if (diffs.length < 2) return false;
  const m = diffs.reduce((a, b) => a + b, 0) / diffs.length;
  const variance = diffs.reduce((a, d) => a + (d - m) ** 2, 0) / (diffs.length - 1);
  return m > 0 && m > confidence * Math.sqrt(variance / diffs.length);
}

const mean = (c: Candidate): number => (c.count === 0 ? -Infinity : c.total / c.count);
