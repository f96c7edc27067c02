import { updateFrame } from '../../api/websocket-frame.js';
import { err, ok, type Result } from '../../core/result.js';
import type { ServiceError } from '../../service/errors.js';
import type { FeedItem } from '../../service/game-feed.js';
import { gameStreamsFull, tooManyStreams, type StreamLimits } from '../../service/stream-slots.js';
import type { ViewerMessage, ViewerPosition } from '../../service/viewers.js';
import type { GameUpdate } from '../../service/watch.js';
import type { HibernatableSocket, ObjectState } from './runtime-types.js';

/** A viewer as the Worker admitted it (credential read, `stream` quota taken): what its game's object is asked to connect. */
export interface SocketViewer {
  readonly gameId: string;
  readonly token: string | null;
  /** The last version the viewer has (`?after=`). */
  readonly after: number | undefined;
  /** Its address key, counted against the per-client slots. */
  readonly client: string | undefined;
}

const VIEWER_HEADER = 'x-rolltape-viewer';

/** The Worker's request to a game's object for a viewer's socket: the admitted viewer travels whole, never read from a client's URL again. */
export function socketRequest(viewer: SocketViewer): Request {
  return new Request('https://game-object.internal/ws', {
    headers: { upgrade: 'websocket', [VIEWER_HEADER]: JSON.stringify(viewer) },
  });
}

/** The viewer of a `socketRequest` (`null`: the request came some other way). */
export function socketViewerOf(request: Request): SocketViewer | null {
  const header = request.headers.get(VIEWER_HEADER);
  return header === null ? null : (JSON.parse(header) as SocketViewer);
}

/** Why the object opened no socket: refused, or the game is over and the viewer has all of it. */
export type NoSocket = { readonly error: ServiceError } | { readonly ended: true };

/** The object's answer when it opens no socket (a 101 otherwise). */
export const noSocket = (answer: NoSocket): Response => Response.json(answer);

/** The object's answer as the Worker reads it: the socket (a 101), `ended`, or the refusal. */
export async function openedSocket(answer: Response): Promise<Result<Response | 'ended', ServiceError>> {
  if (answer.status === 101) return ok(answer);
  const body = (await answer.json()) as NoSocket;
  return 'error' in body ? err(body.error) : ok('ended');
}

/** An update the object built for its viewers, as the frame node's WebSocket sends (api/websocket-frame.ts). */
const frameOfUpdate = (update: GameUpdate): string => updateFrame(update.version, JSON.stringify(update));

/**
 * A game's viewers as its object holds them: hibernatable WebSockets, each with its position (seat
 * and version sent) as its attachment and its address and seat as tags, so the per-client slots are
 * counted from the sockets themselves and survive the object's hibernation.
 */
export class ViewerSockets {
  constructor(
    private readonly state: ObjectState,
    private readonly limits: StreamLimits,
  ) {}

  /** Accepts a connected viewer's socket, within the game's and the client's slots: its 101, or why not. */
  open(
    viewer: SocketViewer,
    connected: { readonly position: ViewerPosition; readonly first: ViewerMessage | null },
  ): Result<Response, ServiceError> {
    const { position, first } = connected;
    const tags = [
      ...(viewer.client === undefined ? [] : [`address ${viewer.client}`]),
      ...(position.seat === null ? [] : [`seat ${position.seat}`]),
    ];
    if (tags.some((tag) => this.state.getWebSockets(tag).length >= this.limits.perClient))
      return err(tooManyStreams(this.limits));
    if (this.state.getWebSockets().length >= this.limits.perGame)
      return err(gameStreamsFull(this.limits, viewer.gameId));
    const { WebSocketPair } = globalThis as unknown as {
      WebSocketPair: new () => Record<0 | 1, HibernatableSocket>;
    };
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.state.acceptWebSocket(server, tags);
    server.serializeAttachment(position);
    if (first !== null) send(server, frameOfUpdate(first.update), first.last);
    return ok(new Response(null, { status: 101, webSocket: client } as ResponseInit));
  }

  /**
   * Sends a committed append to every viewer, redacted for its seat: one message and one frame per
   * seat and version sent, however many viewers share them.
   */
  async fanOut(
    item: FeedItem,
    messageFor: (item: FeedItem, position: ViewerPosition) => Promise<ViewerMessage | null>,
  ): Promise<void> {
    const built = new Map<string, { readonly message: ViewerMessage | null; readonly frame: string }>();
    for (const socket of this.state.getWebSockets()) {
      try {
        const position = socket.deserializeAttachment() as ViewerPosition | null;
        if (position === null) continue;
        const key = `${position.seat}:${position.sent}`;
        let shared = built.get(key);
        if (shared === undefined) {
          const message = await messageFor(item, position);
          shared = { message, frame: message === null ? '' : frameOfUpdate(message.update) };
          built.set(key, shared);
        }
        if (shared.message === null) continue;
        socket.serializeAttachment(shared.message.position);
        send(socket, shared.frame, shared.message.last);
      } catch (error) {
        console.error('sending to a viewer:', error);
      }
    }
  }
}

function send(socket: HibernatableSocket, frame: string, last: boolean): void {
  socket.send(frame);
  if (last) socket.close(1000, 'the game is over');
}
