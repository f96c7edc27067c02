/**
 * What `npm start` and `rolltape serve` run, in a copy of the checkout as a fresh clone has it: the
 * server's build (dist/server.mjs, its threads from their own bundles) and the static files (dist/web),
 * each made from the sources as they are when it starts, made again when a source of theirs changed
 * and not otherwise (scripts/builds.mjs). A real server process on a real database file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openLibsql } from '../src/store/libsql.js';
import { simplePolicy } from './support/circuit-racer-policy.js';

type Json = any;

const root = resolve(import.meta.dirname, '..');

interface Running {
  readonly child: ChildProcess;
  readonly url: string;
  /** What it has written so far, stdout and stderr. */
  output(): string;
  /** Resolves with its exit code (null: ended by a signal). */
  readonly exited: Promise<number | null>;
}

let dir: string;
const started = new Set<ChildProcess>();

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rolltape-start-'));
  // A loader hook, in every node started (NODE_OPTIONS), and its threads, that writes down each module loaded.
  writeFileSync(
    join(dir, 'log-loads.mjs'),
    `import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent(\`import { appendFileSync } from 'node:fs';
export async function load(url, context, next) { if (process.env.LOADS_LOG) appendFileSync(process.env.LOADS_LOG, url + '\\\\n'); return next(url, context); }\`));
`,
  );
});
afterAll(() => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** A copy of the checkout's files as git has them (no dist/, no data/), its packages those of this one. */
function freshCopy(name: string): string {
  const copy = join(dir, name);
  mkdirSync(copy);
  for (const part of ['bin', 'scripts', 'src', 'migrations', 'package.json', 'tsconfig.json'])
    cpSync(join(root, part), join(copy, part), { recursive: true, preserveTimestamps: true });
  symlinkSync(realpathSync(join(root, 'node_modules')), join(copy, 'node_modules'));
  return copy;
}

/**
 * `command` in the copy, in a process group of its own (npm starts a shell, which starts node), on a free
 * port and its own data directory; every module its processes load is listed in `loads`. Resolves once it listens.
 */
function start(copy: string, command: readonly string[], loads: string): Promise<Running> {
  rmSync(loads, { force: true });
  const child = spawn(command[0]!, command.slice(1), {
    cwd: copy,
    detached: true,
    env: {
      ...process.env,
      PORT: '0',
      ROLLTAPE_DATA_DIR: join(copy, 'data'),
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${join(dir, 'log-loads.mjs')}`,
      LOADS_LOG: loads,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let output = '';
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return new Promise((done, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) done({ child, url: match[1]!, output: () => output, exited });
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => fail(new Error(`${command.join(' ')} exited (${code}) before listening:\n${output}`)));
  });
}

/** `command` in the copy, to its end: its exit code and what it wrote. */
function runToEnd(copy: string, command: readonly string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(command[0]!, command.slice(1), { cwd: copy, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  started.add(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((done) => child.on('exit', (code) => done({ code, output })));
}

/** SIGTERM to the whole group (npm and the node it started, as a terminal's Ctrl-C reaches them); resolves with the exit code of the process started (null: ended by the signal). */
async function stop(running: Running): Promise<number | null> {
  process.kill(-running.child.pid!, 'SIGTERM');
  return running.exited;
}

const loaded = (loads: string): string[] => readFileSync(loads, 'utf8').split('\n').filter(Boolean);
/** The modules loaded that are TypeScript, or the compilers of it. */
const typescript = (loads: string): string[] =>
  loaded(loads).filter((url) => /\.tsx?$|\/node_modules\/(tsx|esbuild)\//.test(url));

const text = async (url: string): Promise<string> => {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return response.text();
};

/** The size, time and inode of each file the server and the page are served from. */
function builtFiles(copy: string): Record<string, string> {
  const files = ['dist/server.mjs', 'dist/bot-thread.mjs', 'dist/web/index.html', 'dist/web/assets/app/main.js'];
  return Object.fromEntries(
    files.map((file) => {
      const { size, mtimeMs, ino } = statSync(join(copy, file));
      return [file, `${size}:${mtimeMs}:${ino}`];
    }),
  );
}

describe('npm start and rolltape serve, in a copy of the checkout', { timeout: 300_000 }, () => {
  test('npm start serves the web client of its sources: built at the first start (once, with another build begun beside it), not again while nothing changed (no TypeScript loaded to find that out), and again after a pull changed it', async () => {
    const copy = freshCopy('npm-start');
    const loads = join(dir, 'npm-start-loads.txt');
    // `npm test`'s pretest begun at the same moment, in another terminal: the two must not build at once.
    const beside = runToEnd(copy, [process.execPath, 'scripts/builds.mjs', 'web']);
    const first = await start(copy, ['npm', 'start'], loads);
    const besideOutput = await beside;
    expect(besideOutput.code, besideOutput.output).toBe(0);
    const webBuilds = [first.output(), besideOutput.output].filter((out) => out.includes('dist/web ('));
    expect(webBuilds, `${first.output()}\n${besideOutput.output}`).toHaveLength(1);
    expect(await text(`${first.url}/healthz`)).toContain('"ok":true');
    expect(await text(`${first.url}/`)).toContain('/assets/app/main.js');
    expect(await text(`${first.url}/assets/app/main.js`)).toContain('Open games');
    await stop(first);

    const built = builtFiles(copy);
    const again = await start(copy, ['npm', 'start'], loads);
    expect(await text(`${again.url}/healthz`)).toContain('"ok":true');
    await stop(again);
    expect(builtFiles(copy), 'nothing built again').toEqual(built);
    expect(typescript(loads), 'no TypeScript compiled, no esbuild loaded').toEqual([]);

    // A pull brings a change to the web client.
    const home = join(copy, 'src/web/home.tsx');
    writeFileSync(home, readFileSync(home, 'utf8').replace('>Open games<', '>Open games, pulled<'));
    // A lock eleven minutes old, naming a live process (this one: its pid given to another since): taken over.
    const oldLock = join(copy, 'dist/.build.lock');
    writeFileSync(oldLock, String(process.pid));
    const elevenMinutesAgo = new Date(Date.now() - 11 * 60_000);
    utimesSync(oldLock, elevenMinutesAgo, elevenMinutesAgo);
    const pulled = await start(copy, ['npm', 'start'], loads);
    const page = await text(`${pulled.url}/assets/app/main.js`);
    expect(page).toContain('Open games, pulled');
    await stop(pulled);
    expect(builtFiles(copy)['dist/server.mjs'], 'the server, whose sources did not change, is not built again').toBe(
      built['dist/server.mjs'],
    );
  });

  test('rolltape serve, from a fresh copy, builds and runs what npm start runs (not the sources through tsx): its threads from their bundles, a move committed, a game of bots played, the web page served; SIGTERM closes it', async () => {
    const copy = freshCopy('serve');
    const loads = join(dir, 'serve-loads.txt');
    // A build killed half-way left its lock: its holder is gone, so the lock is taken over, not waited on.
    const killed = await runToEnd(copy, [process.execPath, '-e', 'process.stdout.write(String(process.pid))']);
    mkdirSync(join(copy, 'dist'));
    writeFileSync(join(copy, 'dist/.build.lock'), killed.output);
    const server = await start(copy, [process.execPath, 'bin/rolltape.mjs', 'serve'], loads);
    expect(await text(`${server.url}/healthz`)).toContain('"ok":true');
    expect(await text(`${server.url}/`)).toContain('/assets/app/main.js');
    expect(await text(`${server.url}/assets/app/main.js`)).toContain('Open games');
    const post = async (path: string, body: unknown, headers: Record<string, string> = {}): Promise<Json> => {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      expect(response.status, path).toBeLessThan(300);
      return response.json();
    };
    const bots = await post('/v1/games', { rules: 'circuit-racer', players: [{ name: 'Robo', bot: 'default' }] });
    expect(bots.game.status).toBe('over');
    const created = await post('/v1/games', { rules: 'circuit-racer', players: [{ name: 'Ada' }] });
    const moved = await post(
      `/v1/games/${created.game.id}/moves`,
      { move: simplePolicy(created.game.legalMoves), expectedVersion: created.game.version },
      { authorization: `Bearer ${created.seats[0].token}` },
    );
    expect(moved.version).toBeGreaterThan(created.game.version);
    // Served by the build, each thread from its bundle, as `npm start` serves.
    const dist = (file: string) => `file://${join(copy, 'dist', file)}`;
    for (const module of ['server.mjs', 'sqlite-writer-thread.mjs', 'sqlite-checkpointer-thread.mjs', 'bot-thread.mjs'])
      expect(loaded(loads), module).toContain(dist(module));
    // TypeScript only in the builders (tsx's namespace for them), none of the server's own sources.
    expect(
      loaded(loads).filter((url) => /\/src\/.*\.tsx?$/.test(url)),
      'the server from its sources',
    ).toEqual([]);
    expect(await stop(server), server.output()).toBe(0);

    // Committed: in the database file once the server is gone.
    const database = await openLibsql({ url: `file:${join(copy, 'data/rolltape.db')}` });
    try {
      const rows = await database.client.execute({
        sql: 'select max(seq) as seq from events where game_id = ?',
        args: [created.game.id],
      });
      expect(rows.rows[0]!.seq).toBe(moved.version);
    } finally {
      database.close();
    }

    // Started again with nothing changed: nothing compiled at all.
    const again = await start(copy, [process.execPath, 'bin/rolltape.mjs', 'serve'], loads);
    expect(await text(`${again.url}/healthz`)).toContain('"ok":true');
    expect(await stop(again)).toBe(0);
    expect(typescript(loads), 'no TypeScript compiled, no esbuild loaded').toEqual([]);
  });
});
