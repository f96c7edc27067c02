import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Miniflare, type MiniflareOptions } from 'miniflare';
import { simplePolicy, type CrMove } from '../test/support/circuit-racer-policy.js';
import { fmt, percentile } from './stats.js';

const root = resolve(import.meta.dirname, '..');
/** Moves each client makes (Circuit Racer games, one after another, each its own object). */
const MOVES_PER_CLIENT = 200;
const OBJECTS_AT_ONCE = 8;
/** The cold start is of an object whose tape holds at least this many events. */
const LONG_TAPE = 2_000;
/** Players who join the long game's open seat and leave again before it starts (two events each). */
const LOBBY_VISITS = 700;

export interface ObjectsBench {
  readonly oneObject: { readonly movesPerSecond: number; readonly p99Ms: number };
  readonly eightObjects: { readonly movesPerSecond: number; readonly p99Ms: number };
  readonly coldStart: { readonly events: number; readonly firstReadMs: number; readonly warmReadMs: number };
}

type Dispatch = Miniflare['dispatchFetch'];

/**
 * The game objects in local workerd (Miniflare, SQLite-backed objects, a local D1 for the index):
 * moves per second and p99 through one object (one client, each move waiting for its answer), the
 * same with 8 clients on 8 objects at once, and the first read of an object holding a 2,000-event
 * tape after workerd restarted (the object rebuilds the game from its storage) against a warm read.
 */
export async function benchObjects(options: MiniflareOptions): Promise<ObjectsBench> {
  const persist = mkdtempSync(join(tmpdir(), 'rolltape-objects-bench-'));
  const withObjects = {
    ...options,
    durableObjects: { GAMES: { className: 'GameObject', useSQLite: true } },
    durableObjectsPersist: persist,
    d1Persist: persist,
  } as MiniflareOptions;
  try {
    let mf = new Miniflare(withObjects);
    let longGame: string;
    let events: number;
    let lobbyEvents: number;
    try {
      await migrateIndex(mf);
      const dispatch: Dispatch = (input, init) => mf.dispatchFetch(input, init);
      await playMoves(dispatch, 20); // warm the isolate
      const oneObject = rate(await timed(() => playMoves(dispatch, MOVES_PER_CLIENT)));
      const eightObjects = rate(
        await timed(async () =>
          (
            await Promise.all(Array.from({ length: OBJECTS_AT_ONCE }, () => playMoves(dispatch, MOVES_PER_CLIENT)))
          ).flat(),
        ),
      );
      console.log(
        `game objects (workerd, SQLite storage): one object ${fmt(oneObject.movesPerSecond)} moves/s, p99 ${fmt(oneObject.p99Ms, 1)} ms; ${OBJECTS_AT_ONCE} objects at once ${fmt(eightObjects.movesPerSecond)} moves/s in all, p99 ${fmt(eightObjects.p99Ms, 1)} ms (×${fmt(eightObjects.movesPerSecond / oneObject.movesPerSecond, 2)} of one; 2 shared cores)`,
      );
      ({ id: longGame, events, lobbyEvents } = await longTape(dispatch));
      (globalThis as { __rates?: unknown }).__rates = { oneObject, eightObjects };
    } finally {
      await mf.dispose();
    }
    // A fresh workerd over the same storage: the object is not in memory and rebuilds from its tape.
    mf = new Miniflare(withObjects);
    try {
      await (await mf.dispatchFetch('http://localhost/healthz')).arrayBuffer(); // the isolate is up; only the object is cold
      const t0 = performance.now();
      const first = await mf.dispatchFetch(`http://localhost/v1/games/${longGame}`);
      await first.arrayBuffer();
      const firstReadMs = performance.now() - t0;
      if (first.status !== 200) throw new Error(`cold read answered ${first.status}`);
      const t1 = performance.now();
      await (await mf.dispatchFetch(`http://localhost/v1/games/${longGame}`)).arrayBuffer();
      const warmReadMs = performance.now() - t1;
      console.log(
        `game object cold start: first read of a ${fmt(events)}-event tape (${fmt(lobbyEvents)} of them lobby joins and leaves) ${fmt(firstReadMs, 1)} ms (rebuilt from its storage) vs ${fmt(warmReadMs, 1)} ms warm (×${fmt(firstReadMs / warmReadMs, 1)})`,
      );
      const rates = (globalThis as { __rates?: Pick<ObjectsBench, 'oneObject' | 'eightObjects'> }).__rates!;
      return { ...rates, coldStart: { events, firstReadMs, warmReadMs } };
    } finally {
      await mf.dispose();
    }
  } finally {
    rmSync(persist, { recursive: true, force: true });
  }
}

async function migrateIndex(mf: Miniflare): Promise<void> {
  const db = await mf.getD1Database('DB');
  for (const file of readdirSync(resolve(root, 'migrations'))
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    for (const statement of readFileSync(resolve(root, 'migrations', file), 'utf8').split('--> statement-breakpoint')) {
      if (statement.trim() !== '') await db.prepare(statement).run();
    }
  }
}

/** One client playing one-seat Circuit Racer games (a new game, so a new object, when one ends): each move's latency. */
async function playMoves(dispatch: Dispatch, moves: number): Promise<number[]> {
  const latencies: number[] = [];
  while (latencies.length < moves) {
    const created = (await (
      await dispatch('http://localhost/v1/games', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rules: 'circuit-racer', players: [{ name: 'Bench' }] }),
      })
    ).json()) as { game: { id: string; legalMoves: CrMove[]; status: string }; seats: { token: string }[] };
    let game = created.game;
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${created.seats[0]!.token}` };
    while (game.status !== 'over' && latencies.length < moves) {
      if (!Array.isArray(game.legalMoves) || game.legalMoves.length === 0) {
        game = (await (await dispatch(`http://localhost/v1/games/${game.id}`, { headers })).json()) as typeof game;
        continue;
      }
      const t = performance.now();
      const response = await dispatch(`http://localhost/v1/games/${game.id}/moves`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ move: simplePolicy(game.legalMoves) }),
      });
      const answer = (await response.json()) as { game: typeof game };
      latencies.push(performance.now() - t);
      if (response.status !== 200) throw new Error(`a move answered ${response.status}: ${JSON.stringify(answer)}`);
      game = answer.game;
    }
  }
  return latencies;
}

async function timed(run: () => Promise<number[]>): Promise<{ latencies: number[]; ms: number }> {
  const t0 = performance.now();
  const latencies = await run();
  return { latencies, ms: performance.now() - t0 };
}

function rate({ latencies, ms }: { latencies: number[]; ms: number }): { movesPerSecond: number; p99Ms: number } {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { movesPerSecond: (latencies.length / ms) * 1000, p99Ms: percentile(sorted, 99) };
}

/**
 * A Coal n' Write game whose tape holds at least `LONG_TAPE` events. A game of six bots ends near
 * 1,500 (the longest game any rules make), so this one keeps two seats open beside four bots: the
 * lobby first sees players come and go (a `PlayerJoined` and a `PlayerLeft` each, ordinary events
 * every rebuild reads and folds), then two players stay, which starts the game, and the bench
 * plays their seats (each its first legal move) to the end.
 */
async function longTape(dispatch: Dispatch): Promise<{ id: string; events: number; lobbyEvents: number }> {
  const post = async (path: string, body: unknown, token?: string) =>
    (await (
      await dispatch(`http://localhost${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
        body: JSON.stringify(body),
      })
    ).json()) as Json;
  const read = async (path: string, token?: string) =>
    (await (
      await dispatch(`http://localhost${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })
    ).json()) as Json;
  const players = [
    { open: true },
    { open: true },
    ...Array.from({ length: 4 }, (_, i) => ({ name: `Bot ${i + 1}`, bot: 'default' })),
  ];
  const id: string = (await post('/v1/games', { rules: 'coal-n-write', players })).game.id;
  for (let i = 0; i < LOBBY_VISITS; i++) {
    const joined = await post(`/v1/games/${id}/join`, { name: `Visitor ${i}` });
    await post(`/v1/games/${id}/leave`, {}, joined.seat.token);
  }
  const tokens = new Map<number, string>();
  for (const name of ['Stayer A', 'Stayer B']) {
    const { seat } = await post(`/v1/games/${id}/join`, { name });
    tokens.set(seat.seat, seat.token);
  }
  for (;;) {
    const game = await read(`/v1/games/${id}`);
    if (game.status === 'over') {
      if (game.version < LONG_TAPE)
        throw new Error(`the long game ended at ${game.version} events, short of ${LONG_TAPE}: raise LOBBY_VISITS`);
      return { id, events: game.version, lobbyEvents: 2 * LOBBY_VISITS };
    }
    const token = tokens.get(game.pending.players[0])!;
    const mine = await read(`/v1/games/${id}`, token);
    const moved = await post(`/v1/games/${id}/moves`, { move: mine.legalMoves[0] }, token);
    if (moved.version === undefined) throw new Error(`a move of the long game failed: ${JSON.stringify(moved)}`);
  }
}

type Json = any;
