import { DEFAULT_WATCH_LIMITS, type WatchLimits } from '../service/watch.js';

const WATCH_VARIABLES = {
  perGame: 'ROLLTAPE_STREAMS_PER_GAME',
  perClient: 'ROLLTAPE_STREAMS_PER_CLIENT',
  maxBacklogBytes: 'ROLLTAPE_STREAM_BACKLOG_BYTES',
} as const satisfies Record<keyof WatchLimits, string>;

/** The caps on live streams an environment asks for (docs/deployment.md: Configuration); the defaults where unset. A bad value throws, naming its variable. */
export function watchLimitsFromEnv(env: Readonly<Record<string, unknown>>): WatchLimits {
  const limits: Record<keyof WatchLimits, number> = { ...DEFAULT_WATCH_LIMITS };
  for (const [key, name] of Object.entries(WATCH_VARIABLES) as [keyof WatchLimits, string][]) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    if (!/^\d{1,12}$/.test(String(raw).trim()) || Number(raw) < 1)
      throw new Error(`${name} must be a whole number of at least 1, not "${raw}"`);
    limits[key] = Number(raw);
  }
  return limits;
}
