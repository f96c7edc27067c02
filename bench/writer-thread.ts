import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The writer thread alone (issue 33): `games` games append one move each at a time through the
 * event store and the writer thread, as the server's moves do (a `MoveMade` and a `DiceRolled`, at
 * the expected version, the `games` row updated with them), for `seconds`. Prints moves per second
 * and CPU per move of the writer's side (the process's CPU less the main thread's) and of the main
 * thread's side of the hand-off. No HTTP, rules or answers: what changes in the writer and its
 * hand-off shows here without the rest of a move's noise. Another checkout's writer can be run in
 * the same way, alternating, for a ratio:
 *
 *   npx tsx bench/writer-thread.ts [games=8] [work µs=200] [seconds=3] [rounds=3] [other checkout]
 *
 * `work`: the main thread is kept busy this long before each append, as a move's other work (the
 * request, the rules, the answer: about 0.2 ms in `npm run bench http`) keeps it, so moves reach the
 * writer at the pace and in the groups they do in the server (a few a commit) rather than as fast as
 * it can take them.
 */
const [gamesArg = '8', workArg = '200', secondsArg = '3', roundsArg = '3', other] = process.argv.slice(2);
const games = Number(gamesArg);
const workMs = Number(workArg) / 1000;
const here = resolve(import.meta.dirname, '..');

interface Figures {
  readonly moves: number;
  readonly seconds: number;
  readonly writerMsPerMove: number;
  readonly mainMsPerMove: number;
}

/** CPU seconds (user + system) of a /proc stat file. */
function cpuOf(statFile: string): number {
  const fields = readFileSync(statFile, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function run(root: string, seconds: number, seed: number): Promise<Figures> {
  const load = (path: string) => import(pathToFileURL(join(root, path)).href);
  const { openLibsql } = await load('src/store/libsql.ts');
  const { startSqliteWriter } = await load('src/adapter/node/sqlite-writer.ts');
  const { EventStore } = await load('src/store/event-store.ts');
  const dir = mkdtempSync(join(tmpdir(), 'rolltape-writer-bench-'));
  const path = join(dir, 'bench.db');
  const database = await openLibsql({ url: `file:${path}`, migrationsFolder: join(root, 'migrations') });
  const writer = await startSqliteWriter({ path, synchronous: 'normal', busyTimeoutMs: 5000 });
  const store = new EventStore(database.db, writer);
  try {
    const at = 1_764_000_000_000;
    const ids = Array.from({ length: games }, (_, i) => `bench-${seed}-${i}`);
    for (const id of ids) {
      const created = { type: 'GameCreated', rules: 'circuit-racer', rulesVersion: 1, players: [{ name: 'a' }] };
      await store.create(
        {
          id,
          rules: 'circuit-racer',
          rulesVersion: 1,
          status: 'active',
          version: 1,
          players: [{ name: 'a' }],
          sandbox: false,
          seedCommitment: 'c',
          seed: 's',
          standings: null,
          challengeId: null,
          createdAt: at,
          updatedAt: at,
        },
        [],
        [{ seq: 1, event: created, actor: null, at, moveId: null }],
      );
    }
    let moves = 0;
    const until = performance.now() + seconds * 1000;
    const [process0, main0] = [cpuOf('/proc/self/stat'), cpuOf('/proc/thread-self/stat')];
    const started = performance.now();
    await Promise.all(
      ids.map(async (id) => {
        for (let version = 1; performance.now() < until; version += 2) {
          for (const busyUntil = performance.now() + workMs; performance.now() < busyUntil;);
          const tape = [
            {
              seq: version + 1,
              event: { type: 'MoveMade', player: 1, move: { type: 'gear', gear: 3 } },
              actor: 1,
              at,
              moveId: `m-${version}`,
            },
            {
              seq: version + 2,
              event: { type: 'DiceRolled', label: `turn-${version}`, values: [3, 5, 1] },
              actor: null,
              at,
              moveId: null,
            },
          ];
          const failure = await store.append(id, version, tape, {
            status: 'active',
            version: version + 2,
            standings: null,
            updatedAt: at,
          });
          if (failure !== null) throw new Error(`append refused: ${failure}`);
          moves++;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const main = cpuOf('/proc/thread-self/stat') - main0;
    const writerSide = cpuOf('/proc/self/stat') - process0 - main;
    return {
      moves,
      seconds: elapsed,
      writerMsPerMove: (writerSide / moves) * 1000,
      // Less the work it was given, which is the same in every checkout.
      mainMsPerMove: (main / moves) * 1000 - workMs,
    };
  } finally {
    await writer.close();
    database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const print = (name: string, f: Figures) =>
  console.log(
    `${name}: ${games} games, ${workArg} µs of work a move, ${Math.round(f.moves / f.seconds)} moves/s; writer side ${f.writerMsPerMove.toFixed(4)} ms CPU per move, main thread ${f.mainMsPerMove.toFixed(4)}`,
  );
const sum = (xs: Figures[]): Figures => {
  const moves = xs.reduce((n, f) => n + f.moves, 0);
  const weigh = (key: 'writerMsPerMove' | 'mainMsPerMove') => xs.reduce((n, f) => n + f[key] * f.moves, 0) / moves;
  return {
    moves,
    seconds: xs.reduce((n, f) => n + f.seconds, 0),
    writerMsPerMove: weigh('writerMsPerMove'),
    mainMsPerMove: weigh('mainMsPerMove'),
  };
};
const mine: Figures[] = [];
const theirs: Figures[] = [];
for (let round = 0; round < Number(roundsArg); round++) {
  mine.push(await run(here, Number(secondsArg), round));
  if (process.env.BENCH_VERBOSE) print(`round ${round + 1}, this checkout`, mine.at(-1)!);
  if (other === undefined) continue;
  theirs.push(await run(resolve(other), Number(secondsArg), round));
  if (process.env.BENCH_VERBOSE) print(`round ${round + 1}, ${other}`, theirs.at(-1)!);
}
const a = sum(mine);
print('this checkout', a);
if (other !== undefined) {
  const b = sum(theirs);
  print(other, b);
  console.log(
    `this / other: writer side CPU per move x${(a.writerMsPerMove / b.writerMsPerMove).toFixed(2)}, main thread x${(a.mainMsPerMove / b.mainMsPerMove).toFixed(2)}, moves/s x${(a.moves / a.seconds / (b.moves / b.seconds)).toFixed(2)}`,
  );
}
