import type { Catalog } from '../service/catalog.js';
import type { GameService } from '../service/games.js';

/** What every request handler can reach: the service functions, never the store directly. */
export interface Services {
  readonly games: GameService;
  readonly catalog: Catalog;
}

export interface AppEnv {
  Variables: { services: Services };
}
