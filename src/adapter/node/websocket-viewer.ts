import type { WebSocket } from 'ws';
import { frameOf } from '../../api/websocket-frame.js';
import { moveAnswerFrame, socketMessageOf, type SocketMoves } from '../../api/websocket-move.js';
import { err } from '../../core/result.js';
import type { LiveStream } from '../../service/watch.js';
import { MessageAllowance } from './message-allowance.js';

/** A ping frame this often keeps proxies from closing a quiet socket (as the SSE heartbeat does). */
const PING_MS = 15_000;
/** Close code of a viewer that fell more than its byte budget behind: reconnect with `?after=`. */
const FELL_BEHIND = 4000;
/** Close code of a client that sends more than a viewer does, moves aside (RFC 6455 §7.4.1: policy violation). */
const TOO_CHATTY = 1008;
/** A viewer sends a `ping` now and then: ten at once, then one a second, is plenty. */
const MESSAGE_BURST = 10;
const MESSAGES_PER_SECOND = 1;

/**
 * Sends the stream's messages to the socket one at a time, until the game ends or either side
 * leaves. A message is taken from the stream only once the socket has written the last one, so a
 * viewer that does not read piles up in the stream's byte-bounded queue and is dropped there (close
 * code 4000), never in the socket's buffer.
 *
 * What the server sends of its own accord (the `pong` to a `ping`, a keep-alive ping) is bounded
 * too: nothing is queued while something is still unsent, a socket whose unsent bytes pass
 * `maxUnsentBytes` is hung up on, and a client that sends faster than a viewer would is closed
 * (1008), then cut off if it keeps sending. So a client that floods pings and never reads costs a
 * few answers, not the server's heap.
 */
export async function relay(
  ws: WebSocket,
  updates: LiveStream,
  maxUnsentBytes: number,
  moves: SocketMoves,
): Promise<void> {
  const allowance = new MessageAllowance(MESSAGE_BURST, MESSAGES_PER_SECOND);
  /** Whether the server may queue one more small frame of its own for this client. */
  const mayAnswer = (): boolean => {
    if (ws.bufferedAmount > maxUnsentBytes) ws.terminate();
    return ws.readyState === ws.OPEN && ws.bufferedAmount === 0;
  };
  const counted = (): boolean => {
    if (allowance.take()) return true;
    if (ws.readyState === ws.OPEN) ws.close(TOO_CHATTY, 'a viewer only listens: at most one message a second');
    else ws.terminate();
    return false;
  };
  const ping = setInterval(() => {
    if (mayAnswer()) ws.ping();
  }, PING_MS);
  ws.on('close', () => {
    clearInterval(ping);
    void updates.return?.();
  });
  ws.on('error', () => ws.terminate());
  // "ping" is answered as the Worker's auto-response does; a ping frame as RFC 6455 says (ws's own answer is off).
  // A move is the seat's (its quota is the move use case's, as on REST); anything else counts as chatter.
  ws.on('message', (data, binary) => {
    const message = binary ? null : socketMessageOf(data.toString());
    if (message?.kind === 'move') return moves.take(message.input);
    if (!counted()) return;
    if (message?.kind === 'ping' && mayAnswer()) ws.send('pong');
    if (message?.kind === 'refused' && mayAnswer()) ws.send(moveAnswerFrame(message.moveId, err(message.error)));
  });
  ws.on('ping', (data) => {
    if (counted() && mayAnswer()) ws.pong(data);
  });
  void updates.dropped.then(() => ws.close(FELL_BEHIND, 'fell behind: reconnect with ?after=<last version>'));
  try {
    for await (const message of updates) {
      if (ws.readyState !== ws.OPEN) break;
      // This socket's own move was answered with this update already.
      if (moves.hasUpdate(message.version)) continue;
      const written = new Promise<void>((sent, failed) =>
        ws.send(frameOf(message), (error) => (error ? failed(error) : sent())),
      );
      // The client's once queued: a move answered while a slow socket writes it is queued behind it,
      // so that answer must know of it (counted only once written, its events were sent twice). An
      // answer that waited for this update (the socket was slow to take it) is queued right after it.
      moves.sentUpdate(message.version);
      await written;
    }
  } catch {
    // The socket failed under a send: its close handler gives the stream back.
    return;
  }
  // The move that ended the game is answered before the socket closes.
  await moves.settled();
  moves.flushAnswers();
  if (ws.readyState === ws.OPEN) ws.close(1000, 'the game is over');
}
