import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Miniflare, type MiniflareOptions } from 'miniflare';
import { simplePolicy, type CrMove } from '../test/support/circuit-racer-policy.js';
import { decide } from '../src/games/carbondale/bot.js';
import { carbondale } from '../src/games/carbondale/index.js';
import { fmt, percentile, verdict } from './stats.js';

const root = resolve(import.meta.dirname, '..');
/** Moves each client makes (Circuit Racer games, one after another, each its own object). */
const MOVES_PER_CLIENT = 200;
const OBJECTS_AT_ONCE = 8;
/** The cold start is of an object whose tape holds at least this many events. */
const LONG_TAPE = 2_000;
/** Players who join the long game's open seat and leave again before it starts (two events each). */
const LOBBY_VISITS = 700;
/** A Carbondale game's moves up to this version are its early moves; after `LATE_FROM`, its late ones. */
const EARLY_UNTIL = 60;
const LATE_FROM = 150;
/** Late moves must go at least this fraction of the early ones' speed: a move's work must not grow with the tape. */
const LATE_RATIO_TARGET = 0.8;

export interface ObjectsBench {
  readonly oneObject: { readonly movesPerSecond: number; readonly p99Ms: number };
  readonly eightObjects: { readonly movesPerSecond: number; readonly p99Ms: number };
  readonly coldStart: { readonly events: number; readonly firstReadMs: number; readonly warmReadMs: number };
  readonly carbondaleGame: LongGameRates;
}

interface LongGameRates {
  readonly earlyMovesPerSecond: number;
  readonly lateMovesPerSecond: number;
  readonly moves: number;
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
      const carbondaleGame = await carbondaleEarlyAndLate(dispatch);
      const ratio = carbondaleGame.lateMovesPerSecond / carbondaleGame.earlyMovesPerSecond;
      console.log(
        `a long Carbondale game in one object (${fmt(carbondaleGame.moves)} moves, each request its own): early moves (to version ${EARLY_UNTIL}) ${fmt(carbondaleGame.earlyMovesPerSecond)} moves/s, late moves (past version ${LATE_FROM}) ${fmt(carbondaleGame.lateMovesPerSecond)} moves/s, late/early ×${fmt(ratio, 2)} (target ≥ ${LATE_RATIO_TARGET}: ${verdict(ratio >= LATE_RATIO_TARGET)})`,
      );
      (globalThis as { __rates?: unknown }).__rates = { oneObject, eightObjects, carbondaleGame };
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
      const rates = (globalThis as { __rates?: Pick<ObjectsBench, 'oneObject' | 'eightObjects' | 'carbondaleGame'> })
        .__rates!;
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

/**
 * A two-seat Carbondale game (seat tokens, the rules' own bot choosing) played to its end, every
 * request its own as a client's are: the rate of its early moves against its late ones, timing the
 * moves alone. The object keeps the folded game, so a late move should cost what an early one does.
 */
async function carbondaleEarlyAndLate(dispatch: Dispatch): Promise<LongGameRates> {
  const call = async (path: string, init: { body?: unknown; token?: string } = {}) => {
    const response = await dispatch(`http://localhost${path}`, {
      ...(init.body !== undefined && { method: 'POST', body: JSON.stringify(init.body) }),
      headers: {
        'content-type': 'application/json',
        ...(init.token !== undefined && { authorization: `Bearer ${init.token}` }),
      },
    });
    const answer = (await response.json()) as Json;
    if (response.status >= 300) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer;
  };
  const created = await call('/v1/games', {
    body: { rules: 'carbondale', players: [{ name: 'Ada' }, { name: 'Bo' }] },
  });
  const id: string = created.game.id;
  const tokens: string[] = created.seats.map((s: { token: string }) => s.token);
  const early = { moves: 0, ms: 0 };
  const late = { moves: 0, ms: 0 };
  let moves = 0;
  for (;;) {
    const spectator = await call(`/v1/games/${id}`);
    if (spectator.status === 'over') break;
    const seat: number = spectator.pending.players[0];
    const token = tokens[seat - 1]!;
    const game = await call(`/v1/games/${id}`, { token });
    const move = decide(carbondale.content, game.view, seat, game.legalMoves);
    const t = performance.now();
    await call(`/v1/games/${id}/moves`, { body: { move, expectedVersion: game.version }, token });
    const ms = performance.now() - t;
    moves++;
    const bucket = game.version <= EARLY_UNTIL ? early : game.version > LATE_FROM ? late : undefined;
    if (bucket !== undefined) {
      bucket.moves++;
      bucket.ms += ms;
    }
  }
  if (late.moves === 0) throw new Error(`the Carbondale game ended before version ${LATE_FROM}`);
  return {
    earlyMovesPerSecond: (early.moves / early.ms) * 1000,
    lateMovesPerSecond: (late.moves / late.ms) * 1000,
    moves,
  };
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
