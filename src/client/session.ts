/**
 * One seat's (or a spectator's) handle on one game: it remembers the last game it saw, so every move
 * carries `expectedVersion` and a move made on a stale picture fails (409) instead of landing.
 */
import type { MoveOf, RulesId } from './game-types.js';
import type { GameStream, StreamOptions } from './live.js';
import type { Game, MoveResult } from './wire-types.js';

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

  /** Makes a move at the version last seen (fetching the game first if none was). */
  async move(move: MoveOf<R>, options: { readonly moveId?: string } = {}): Promise<MoveResult<R>> {
    if (this.token === null) throw new TypeError('a spectator cannot move; open the session with a seat token');
    const expectedVersion = (this.last ?? (await this.refresh())).version;
    const result = await this.client.move<R>(this.id, this.token, move, { ...options, expectedVersion });
    this.last = result.game;
    return result;
  }

  /** The live updates from the version last seen on; each one also becomes `game`. */
  async *updates(options: Omit<StreamOptions, 'token' | 'after'> = {}): AsyncGenerator<Game<R>> {
    const stream: GameStream<R> = this.client.stream<R>(this.id, {
      ...options,
      token: this.token,
      ...(this.last && { after: this.last.version }),
    });
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
