import { benchMoves } from './measure-moves.js';
import { playGamesOverWebSockets } from './ws-players.js';

/**
 * Moves over the WebSocket: the same 8 Circuit Racer games and random legal moves as `bench http`,
 * each move sent on its game's socket and timed until the frame answering it (so, as over HTTP, once
 * it is in the tape). Targets (issue 33): >= 7,000 moves/s with p99 < 10 ms, and a server with
 * `ROLLTAPE_SYNC=full` within 15% of the normal one, measured in the same run.
 */
export const benchWebSocketMoves = (seconds = 10, concurrency = 8) =>
  benchMoves(
    {
      label: 'ws moves',
      players: playGamesOverWebSockets,
      target: { movesPerSecond: 7000, p99: 10 },
      failed: 'moves',
      syncFullShare: 0.85,
    },
    seconds,
    concurrency,
  );
