/**
 * A client generated from openapi.yaml by openapi-typescript is typed per game: narrowing a `Game` on
 * `rules` gives that game's view and legal moves, with no cast. The snippet below is typechecked
 * (strict) against the generated types; it must compile, and a wrong field must not.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, expect, test } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rolltape-client-'));
  const ast = await openapiTS(readFileSync(resolve(root, 'openapi.yaml'), 'utf8'));
  writeFileSync(join(dir, 'api.ts'), astToString(ast));
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SNIPPET = `
import type { components } from './api.js';
type Game = components['schemas']['Game'];
type MoveRequest = components['schemas']['MoveRequest'];

export function carbondaleHand(game: Game): string[] {
  if (game.rules !== 'carbondale') return [];
  const me = game.view.players.find((p) => p.seat === game.view.you);
  return (me?.hand ?? []).map((card) => card.id + ':' + card.suit + card.rank);
}

export function coalNWriteBurros(game: Game): number[] {
  if (game.rules !== 'coal-n-write') return [];
  return game.view.sheets.flatMap((sheet) => sheet.burros.filter((b) => b.delivered).map((b) => b.total + b.activeBandits));
}

export function firstLegalMove(game: Game): MoveRequest | null {
  if (game.rules !== 'circuit-racer') return null;
  const move = game.legalMoves[0];
  if (move === undefined) return null;
  const label: string = move.label;
  return label === '' ? null : { move, expectedVersion: game.version };
}
`;

function typecheck(source: string): string[] {
  const file = join(dir, 'snippet.ts');
  writeFileSync(file, source);
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    skipLibCheck: true,
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

test("a generated client reads a Carbondale hand and a Coal n' Write burro without a cast", () => {
  expect(SNIPPET).not.toMatch(/\bas\b|any/);
  expect(typecheck(SNIPPET)).toEqual([]);
}, 60_000);

test('the generated types are not loose: a field of another game does not typecheck', () => {
  const wrong = SNIPPET.replace('game.view.sheets', 'game.view.players');
  expect(typecheck(wrong).length).toBeGreaterThan(0);
}, 60_000);
