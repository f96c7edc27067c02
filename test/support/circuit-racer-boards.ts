import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { CircuitRacerBoard } from '../../src/games/circuit-racer/board-svg.js';
import type { CircuitRacerView } from '../../src/games/circuit-racer/view.js';
import { rulebook } from '../../src/games/index.js';
import { mixedPlayout } from './mixed-playout.js';

/** Circuit Racer's board for seat 1 of a one-player game, on a phone's page (`narrow`) or a laptop's. */
export const circuitRacerBoard = (view: CircuitRacerView, narrow = false): string =>
  renderToString(h(CircuitRacerBoard, { view, legalMoves: [], names: ['Ada Lovelace'], you: 1, narrow }));

/** An SVG's `width`. */
export const svgWidthOf = (svg: string): number => Number(/<svg [^>]*width="([\d.]+)"/.exec(svg)![1]);

/**
 * A view of played games on each circuit (the race's own sections), in circuit order: the first a
 * dice step of random play reaches that `wanted` accepts.
 */
export function viewOnEachCircuit(wanted: (view: CircuitRacerView) => boolean = () => true): CircuitRacerView[] {
  const game = rulebook.current('circuit-racer')!;
  const found = new Map<number, CircuitRacerView>();
  for (const seed of [1, 2, 3])
    mixedPlayout(game, seed, 1, 600, (state, seat) => {
      const view = game.view(state, seat) as CircuitRacerView;
      if (view.phase === 'dice' && !found.has(view.circuit) && wanted(view)) found.set(view.circuit, view);
    });
  return [...found.keys()].sort().map((circuit) => found.get(circuit)!);
}
