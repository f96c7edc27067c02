/**
 * Which board draws which game. The web page and `GET /v1/games/{id}/board.svg` both draw through this
 * table, so the picture a chat bot embeds is the one a player clicks on.
 */
import type { FunctionComponent } from 'preact';
import { AircargoBoard } from '../games/aircargo/board-svg.js';
import { CarbondaleBoard } from '../games/carbondale/board-svg.js';
import { CircuitRacerBoard } from '../games/circuit-racer/board-svg.js';
import { CoalNWriteBoard } from '../games/coal-n-write/board-svg.js';
import { GoldmineRumblesBoard } from '../games/goldmine-rumbles/board-svg.js';
import type { BoardProps } from '../board/kit.js';

// Each board is typed by its own game's view and moves; the table is keyed by the game id a snapshot names.
export type AnyBoard = FunctionComponent<BoardProps<any, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const BOARDS: Readonly<Record<string, AnyBoard>> = {
  'circuit-racer': CircuitRacerBoard,
  'coal-n-write': CoalNWriteBoard,
  aircargo: AircargoBoard,
  carbondale: CarbondaleBoard,
  'goldmine-rumbles': GoldmineRumblesBoard,
};

export const boardOf = (rules: string): AnyBoard | undefined => BOARDS[rules];
