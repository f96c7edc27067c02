import { jsonClient } from './http-client.js';
import { playLoop, type GameBody, type PlayersPlan, type PlayersResult } from './http-players.js';
import { WebSocketConnection } from './websocket-connection.js';

interface Answer {
  readonly event: 'moved' | 'problem';
  readonly moveId: string | null;
  readonly data: { game?: GameBody };
}

/**
 * The same Circuit Racer games as `http-players.ts` (the same random legal moves, each with its
 * `expectedVersion` and `moveId`), but each game's moves go over its WebSocket
 * (`{"type":"move",…}`), answered by the frame that carries the move's id. Games are created over
 * HTTP, as a client would.
 */
export async function playGamesOverWebSockets(plan: PlayersPlan): Promise<PlayersResult> {
  const call = jsonClient(plan.url, plan.games);
  const sockets = new Set<GameSocket>();
  try {
    return await playLoop<GameBody & { socket: GameSocket }>(plan, {
      async newGame() {
        const created = await call<{ game: GameBody & { id: string }; seats: { token: string }[] }>(
          'POST',
          '/v1/games',
          { rules: 'circuit-racer', players: [{ name: 'Bench' }] },
        );
        const { id } = created.body.game;
        const socket = await GameSocket.open(
          `${plan.url.replace('http', 'ws')}/v1/games/${id}/ws`,
          created.body.seats[0]!.token,
        );
        sockets.add(socket);
        return { id, headers: {}, game: { ...created.body.game, socket } };
      },
      async move(current, move, moveId) {
        const { socket } = current.game;
        const answer = await socket.move({ type: 'move', move, expectedVersion: current.game.version, moveId });
        return answer.event === 'moved' && answer.data.game ? { ...answer.data.game, socket } : null;
      },
    });
  } finally {
    for (const socket of sockets) socket.terminate();
    await call.close();
  }
}

/** One game's socket: sends a move and resolves with the frame answering its `moveId` (updates are skipped). */
class GameSocket {
  private readonly waiting = new Map<string, (answer: Answer) => void>();
  private connection: WebSocketConnection | undefined;

  private constructor() {}

  static async open(url: string, token: string): Promise<GameSocket> {
    const socket = new GameSocket();
    socket.connection = await WebSocketConnection.open(
      url,
      { authorization: `Bearer ${token}` },
      (text) => socket.received(text),
      () => socket.closed(),
    );
    return socket;
  }

  move(message: { type: 'move'; move: unknown; expectedVersion: number; moveId: string }): Promise<Answer> {
    return new Promise((done) => {
      this.waiting.set(message.moveId, done);
      this.connection!.send(JSON.stringify(message));
    });
  }

  terminate(): void {
    this.connection?.terminate();
  }

  private received(text: string): void {
    // Updates (`"event":"update"`) are what other viewers need; this player reads its answers only.
    if (!text.startsWith('{"event":"moved"') && !text.startsWith('{"event":"problem"')) return;
    const answer = JSON.parse(text) as Answer;
    const done = this.waiting.get(answer.moveId ?? '');
    this.waiting.delete(answer.moveId ?? '');
    done?.(answer);
  }

  private closed(): void {
    for (const done of this.waiting.values()) done({ event: 'problem', moveId: null, data: {} });
    this.waiting.clear();
  }
}
