import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

/**
 * The floor under the move benches: node's own HTTP server (and `ws`, as the node server uses) answering
 * the bench's requests with answers recorded from real games, in turn, with no game, rules or database
 * behind them. It reads each request's body and parses it as JSON, as any server must. What the bench
 * measures here is what node and the kernel cost per move for these bytes with this client; what the
 * real server costs beyond it is Rolltape's own (`bench/floor.ts`).
 *
 *   FLOOR_ANSWERS=<file of { created, game, moves: string[] }> node --import tsx bench/floor-server.ts
 */
interface Recorded {
  /** `POST /v1/games`'s answer. */
  readonly created: string;
  /** `GET /v1/games/{id}`'s. */
  readonly game: string;
  /** The answers of played games' moves, served in turn. */
  readonly moves: readonly string[];
}

const recorded = JSON.parse(readFileSync(process.env.FLOOR_ANSWERS!, 'utf8')) as Recorded;
let next = 0;
const nextMove = (): string => recorded.moves[next++ % recorded.moves.length]!;

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const moving = request.method === 'POST' && request.url!.endsWith('/moves');
    if (moving) JSON.parse(Buffer.concat(chunks).toString());
    const [status, body] = moving
      ? [200, nextMove()]
      : request.method === 'POST'
        ? [201, recorded.created]
        : [200, recorded.game];
    response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  });
});

const sockets = new WebSocketServer({ noServer: true, autoPong: false, perMessageDeflate: false });
server.on('upgrade', (request, socket, head) =>
  sockets.handleUpgrade(request, socket, head, (ws) =>
    ws.on('message', (data) => {
      const { moveId } = JSON.parse(String(data)) as { moveId: string };
      ws.send(`{"event":"moved","moveId":${JSON.stringify(moveId)},"data":${nextMove()}}`);
    }),
  ),
);

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  console.log(`listening on http://127.0.0.1:${port}`);
});
process.once('SIGTERM', () => process.exit(0));
