/**
 * The server side of the boards: a snapshot's view drawn to an SVG document string with the same
 * components the web page runs (preact-render-to-string), for `GET /v1/games/{id}/board.svg`.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { boardOf } from './registry.js';

export const SVG_CONTENT_TYPE = 'image/svg+xml; charset=utf-8';

/**
 * The board of game `rules` for `view`, as a standalone SVG document; undefined for a game without a
 * board. `openSeats`: the seats still open (their names are empty), which the board calls so.
 * `narrow`: the phone's layout (`BoardProps.narrow`), not the laptop's.
 */
export function renderBoardSvg(
  rules: string,
  view: unknown,
  names: readonly string[] = [],
  openSeats: readonly number[] = [],
  narrow = false,
): string | undefined {
  const board = boardOf(rules);
  if (board === undefined) return undefined;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${renderToString(h(board, { view, names, openSeats, narrow }))}`;
}
