/**
 * One seat's (or a spectator's) handle on one game: it remembers the last game it saw, so every move
 * carries `expectedVersion` and a move made on a stale picture fails (409) instead of landing.
 */
import type { MoveOf, RulesId } from './game-types.js';
import { RolltapeError } from './errors.js';
import type { GameStream, StreamOptions } from './live.js';
import { newMoveId } from './transport.js';
import type { GameSocket, SocketOptions } from './socket.js';
import type { Game, GameUpdate, MoveResult } from './wire-types.js';

/** What a session needs of `RolltapeClient` (stated here so the session does not import the client that creates it). */
export interface SessionClient {
  get<R extends RulesId = RulesId>(id: string, token?: string | null): Promise<Game<R>>;
  move<R extends RulesId = RulesId>(
    id: string,
    token: string,
    move: MoveOf<R>,
    options?: { readonly moveId?: string; readonly expectedVersion?: number },
  ): Promise<MoveResult<R>>;
  stream<R extends RulesId = RulesId>(id: string, options?: StreamOptions): GameStream<R>;
  socket<R extends RulesId = RulesId>(id: string, options?: SocketOptions): Promise<GameSocket<R>>;
}

export class GameSession<R extends RulesId = RulesId> {
  private last: Game<R> | undefined;

  constructor(
    private readonly client: SessionClient,
    readonly id: string,
    /** The seat's token; null for a spectator. */
    readonly token: string | null,
    game?: Game<R>,
  ) {
    this.last = game;
  }

  /** The game as last seen (by `refresh`, `move` or the stream), if any. */
  get game(): Game<R> | undefined {
    return this.last;
  }

  async refresh(): Promise<Game<R>> {
    this.last = await this.client.get<R>(this.id, this.token);
    return this.last;
  }

  /**
   * Makes a move at the version last seen (fetching the game first if none was): on the game's
   * socket while one is open (`connect`), else over REST. A move whose socket closed before its
   * answer is sent again over REST with the same `moveId`, so it lands once either way.
   */
  async move(move: MoveOf<R>, options: { readonly moveId?: string } = {}): Promise<MoveResult<R>> {
    if (this.token === null) throw new TypeError('a spectator cannot move; open the session with a seat token');
    const expectedVersion = (this.last ?? (await this.refresh())).version;
    const sent = { moveId: options.moveId ?? newMoveId(), expectedVersion };
    let result: MoveResult<R> | undefined;
    if (this.live?.open === true) {
      try {
        result = await this.live.move(move, sent);
      } catch (error) {
        if (!(error instanceof RolltapeError && error.code === 'network-error')) throw error;
      }
    }
    result ??= await this.client.move<R>(this.id, this.token, move, sent);
    if (this.last === undefined || result.version >= this.last.version) this.last = result.game;
    return result;
  }

  private live: GameSocket<R> | undefined;

  /**
   * Opens the game's WebSocket from the version last seen: `move` then goes over it while it is
   * open, and its updates (iterate the answer) keep `game` current. They are the events after that
   * version, so none comes until the game changes: when `game` waits for your seat, move first.
   */
  async connect(options: Omit<SocketOptions, 'token' | 'after'> = {}): Promise<GameSocket<R>> {
    this.live?.close();
    const socket = await this.client.socket<R>(this.id, {
      ...options,
      token: this.token,
      ...(this.last && { after: this.last.version }),
    });
    this.live = socket;
    const seen = (update: GameUpdate<R>) => {
      if (this.last === undefined || update.version >= this.last.version) this.last = update.game;
    };
    const updates = async function* () {
      for await (const update of socket) {
        seen(update);
        yield update;
      }
    };
    const connected = Object.assign(updates(), { move: socket.move, close: () => socket.close() });
    // Getters defined as getters (Object.assign would copy their values once).
    Object.defineProperties(connected, {
      version: { get: () => socket.version },
      open: { get: () => socket.open },
    });
    return connected as unknown as GameSocket<R>;
  }

  /**
   * The game now, then every change until it ends; each one also becomes `game`. It starts with the
   * game now even when the session has seen it (it yields games, not events, so nothing is lost): a
   * bot looping over it (move when the game waits for its seat) moves at once when it is its turn,
   * where updates after the version seen would wait for a change only its own move could make.
   */
  async *updates(options: Omit<StreamOptions, 'token' | 'after'> = {}): AsyncGenerator<Game<R>> {
    const stream: GameStream<R> = this.client.stream<R>(this.id, { ...options, token: this.token });
    try {
      for await (const update of stream) {
        if (this.last === undefined || update.version >= this.last.version) this.last = update.game;
        yield update.game;
      }
    } finally {
      stream.close();
    }
  }
}
