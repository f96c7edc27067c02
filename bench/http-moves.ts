import { playGames } from './http-players.js';
import { benchMoves } from './measure-moves.js';

/**
 * Moves over HTTP: 8 Circuit Racer games at once, each sending one random legal move per request
 * (with a moveId, as a careful client would) to the node server as `npm start` runs it: an embedded
 * WAL-mode database file (synchronous NORMAL: a move is in the WAL before it is acknowledged).
 * A finished game is replaced by a new one.
 * Targets (issue 33): >= 5,500 moves/s with p99 < 10 ms, and the request thread <= 0.12 ms of CPU per move.
 */
export const HTTP_MOVES_TARGET = { movesPerSecond: 5500, p99: 10, requestThreadMs: 0.12 } as const;

export const benchHttpMoves = (seconds = 10, concurrency = 8) =>
  benchMoves(
    {
      label: 'http moves',
      players: playGames,
      target: HTTP_MOVES_TARGET,
      failed: 'requests',
    },
    seconds,
    concurrency,
  );
