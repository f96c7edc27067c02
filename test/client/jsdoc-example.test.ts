/**
 * The `RolltapeClient` JSDoc example, read from src/client/client.ts and run as written against a real
 * server (only its base URL swapped): create, then post `game.legalMoves[0]` straight away. It works
 * only because creation answers the creator's own seat view, legal moves included.
 */
import { readFileSync } from 'node:fs';
import { transform } from 'esbuild';
import { describe, expect, test } from 'vitest';
import { RolltapeClient, type CreatedGame, type MoveResult } from 'rolltape/client';
import { clientServer } from './harness.js';

const harness = clientServer();

/** The first `@example` block of a file's leading JSDoc, without its ` * ` margins. */
function firstExample(path: string): string {
  const source = readFileSync(new URL(path, import.meta.url), 'utf8');
  const block = /\/\*\*([\s\S]*?)\*\//.exec(source)![1]!;
  const lines = block.split('\n').map((line) => line.replace(/^\s*\* ?/, ''));
  const start = lines.findIndex((line) => line.startsWith('@example'));
  if (start < 0) throw new Error(`${path}: no @example in its first JSDoc block`);
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => line.startsWith('@'));
  return (end < 0 ? rest : rest.slice(0, end)).join('\n').trim();
}

interface ExampleScope {
  readonly game: CreatedGame['game'];
  readonly seats: CreatedGame['seats'];
  readonly next: MoveResult;
}

/** Runs TypeScript statements with `RolltapeClient` in scope; answers the example's own variables. */
async function runExample(code: string): Promise<ExampleScope> {
  const wrapped = `async function example(RolltapeClient) {\n${code}\nreturn { game, seats, next };\n}`;
  const { code: js } = await transform(wrapped, { loader: 'ts' });
  const example = new Function(`${js}\nreturn example;`)() as (client: typeof RolltapeClient) => Promise<ExampleScope>;
  return example(RolltapeClient);
}

describe('the client JSDoc example', () => {
  test('runs as written: create, then move with the first legal move of the answer', async () => {
    const code = firstExample('../../src/client/client.ts');
    expect(code).toContain("baseUrl: 'http://127.0.0.1:8787'");
    const { game, seats, next } = await runExample(code.replace('http://127.0.0.1:8787', harness.url));
    expect(game.you).toBe(seats[0]!.seat);
    expect(game.legalMoves.length).toBeGreaterThan(0);
    expect(next.replayed).toBe(false);
    expect(next.version).toBeGreaterThan(game.version);
    expect(next.events[0]).toMatchObject({ type: 'MoveMade', actor: 1 });
  });
});
