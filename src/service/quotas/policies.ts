/**
 * What a rate limit counts. Each is taken by its use case (service/admission.ts), whichever path
 * reached it: `create` (a game, a challenge entry), `move` (a move, a join, a leave, a timeout
 * claim), `stream` (SSE, a GraphQL subscription, a WebSocket), `commitment` (a seed committed to
 * ahead of a game); `graphql` counts GraphQL HTTP requests themselves. Reads of a game are not
 * limited: they are cheap and cached.
 */
export type LimitedAction = 'create' | 'move' | 'stream' | 'commitment' | 'graphql';

export const LIMITED_ACTIONS: readonly LimitedAction[] = ['create', 'move', 'stream', 'commitment', 'graphql'];

/** `quota` requests of one kind per `windowSeconds`, for each client address and each token. */
export interface RateLimitPolicy {
  readonly action: LimitedAction;
  readonly quota: number;
  readonly windowSeconds: number;
}

export type RateLimitPolicies = Readonly<Partial<Record<LimitedAction, RateLimitPolicy>>>;

/** What `ROLLTAPE_RATE_LIMITS=on` applies (docs/deployment.md: Public deployment): a person playing never meets them; a script hammering does. */
export const PUBLIC_DEFAULTS: Readonly<Record<LimitedAction, { quota: number; windowSeconds: number }>> = {
  create: { quota: 20, windowSeconds: 60 },
  move: { quota: 300, windowSeconds: 60 },
  stream: { quota: 30, windowSeconds: 60 },
  commitment: { quota: 20, windowSeconds: 60 },
  graphql: { quota: 300, windowSeconds: 60 },
};

/** The variable that sets one action's limit, e.g. `ROLLTAPE_RATE_LIMIT_MOVE=300/60`. */
export const envName = (action: LimitedAction): string => `ROLLTAPE_RATE_LIMIT_${action.toUpperCase()}`;

/**
 * The limits an environment asks for. Off unless asked: `ROLLTAPE_RATE_LIMITS=on` turns every one on
 * at its public default, and `ROLLTAPE_RATE_LIMIT_<ACTION>=<quota>/<seconds>` sets (or, with `off`,
 * removes) one. `forced` turns an action on at its default whatever the variables say (on Workers: a
 * rate-limiting binding is declared for it). A malformed value throws, naming the variable.
 */
export function policiesFromEnv(
  env: Readonly<Record<string, unknown>>,
  forced: readonly LimitedAction[] = [],
): RateLimitPolicies {
  const all = String(env.ROLLTAPE_RATE_LIMITS ?? 'off')
    .trim()
    .toLowerCase();
  if (!['on', 'off', ''].includes(all)) throw new Error(`ROLLTAPE_RATE_LIMITS must be on or off, not "${all}"`);
  const policies: Partial<Record<LimitedAction, RateLimitPolicy>> = {};
  for (const action of LIMITED_ACTIONS) {
    const raw = env[envName(action)];
    const value = raw === undefined || raw === '' ? undefined : String(raw).trim().toLowerCase();
    if (value === 'off') continue;
    if (value !== undefined) {
      const match = /^(\d{1,9})\/(\d{1,7})$/.exec(value);
      if (match === null || Number(match[1]) < 1 || Number(match[2]) < 1)
        throw new Error(`${envName(action)} must be <requests>/<seconds> such as 300/60, or off; not "${raw}"`);
      policies[action] = { action, quota: Number(match[1]), windowSeconds: Number(match[2]) };
    } else if (all === 'on' || forced.includes(action)) {
      policies[action] = { action, ...PUBLIC_DEFAULTS[action] };
    }
  }
  return policies;
}
