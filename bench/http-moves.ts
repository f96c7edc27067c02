import { playGames } from './http-players.js';
import { benchMoves } from './measure-moves.js';

/**
 * Moves over HTTP: 8 Circuit Racer games at once, each sending one random legal move per request
 * (with a moveId, as a careful client would) to the node server as `npm start` runs it: an embedded
 * WAL-mode database file (synchronous NORMAL: a move is in the WAL before it is acknowledged).
 * A finished game is replaced by a new one.
 * Target: >= 3,000 moves/s with p99 < 25 ms.
 */
export const benchHttpMoves = (seconds = 10, concurrency = 8) =>
  benchMoves(
    { label: 'http moves', players: playGames, target: { movesPerSecond: 3000, p99: 25 }, failed: 'requests' },
    seconds,
    concurrency,
  );
