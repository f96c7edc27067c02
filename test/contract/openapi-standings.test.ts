/**
 * A client generated from openapi.yaml by openapi-typescript handles a running game: `standings` is
 * typed as possibly null, so reading it unchecked does not compile (the `@ts-expect-error` below is
 * itself an error if the document ever declares it never null again), and the checked read, compiled
 * and run, handles a live running game (null) and a finished one (the ranks).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { bearer, createRacer, get, json, openTestApp, post, simplePolicy, type TestApp } from '../http/helpers.js';

const root = resolve(import.meta.dirname, '../..');
let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rolltape-standings-'));
  const ast = await openapiTS(readFileSync(resolve(root, 'openapi.yaml'), 'utf8'));
  writeFileSync(join(dir, 'api.ts'), astToString(ast));
  t = await openTestApp();
}, 60_000);
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  t?.database.destroy();
});

const CLIENT = `
import type { components } from './api.js';
type Game = components['schemas']['Game'];
type GameExport = components['schemas']['GameExport'];

/** What a scoreboard shows: who won once the game is over, the seats to move while it runs. */
export function scoreLine(game: Game): string {
  if (game.standings === null) return 'running: ' + (game.pending.kind === 'choice' ? game.pending.players.join(',') : game.pending.kind);
  return game.standings.players.map((p) => p.seat + '#' + p.rank).join(' ');
}

export function unchecked(game: Game): number {
  // @ts-expect-error standings is null while the game runs
  return game.standings.players.length;
}

export function exportedRanks(file: GameExport): number[] {
  return file.standings?.players.map((p) => p.rank) ?? [];
}
`;

function compile(source: string): { errors: string[]; js: string } {
  const file = join(dir, 'client.ts');
  writeFileSync(file, source);
  const options = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    skipLibCheck: true,
  };
  const program = ts.createProgram([file], options);
  const errors = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  const js = ts.transpileModule(source, {
    compilerOptions: { ...options, noEmit: false, module: ts.ModuleKind.ESNext },
  }).outputText;
  return { errors, js };
}

let compiled: ReturnType<typeof compile> | undefined;
const compiledClient = () => (compiled ??= compile(CLIENT));

test('the generated types make standings nullable: the checked read compiles, the unchecked one does not', () => {
  expect(compiledClient().errors).toEqual([]);
  // Without the directive, the unchecked read is an error of its own: the expectation is not idle.
  const errors = compile(CLIENT.replace(/^\s*\/\/ @ts-expect-error.*$/m, '')).errors;
  expect(errors.join('\n')).toMatch(/possibly 'null'/);
}, 60_000);

test('the compiled client handles a live running game and a finished one', async () => {
  const { scoreLine, exportedRanks } = (await import(
    `data:text/javascript,${encodeURIComponent(compiledClient().js)}`
  )) as { scoreLine: (game: unknown) => string; exportedRanks: (file: unknown) => number[] };
  const { id, token } = await createRacer(t.app);
  let game = await json(await get(t.app, `/v1/games/${id}`, bearer(token)));
  expect(scoreLine(game)).toBe('running: 1');
  expect(exportedRanks(await json(await get(t.app, `/v1/games/${id}/export`)))).toEqual([]);
  for (let step = 0; game.status !== 'over'; step++) {
    if (step > 2000) throw new Error('the game did not end');
    const made = await post(t.app, `/v1/games/${id}/moves`, { move: simplePolicy(game.legalMoves) }, bearer(token));
    game = (await json(made)).game;
  }
  expect(scoreLine(game)).toBe('1#1');
  expect(exportedRanks(await json(await get(t.app, `/v1/games/${id}/export`)))).toEqual([1]);
}, 60_000);
