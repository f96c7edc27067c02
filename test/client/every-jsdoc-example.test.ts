/**
 * Every `@example` in src/ is run as written (issue 28): each block is read from its JSDoc, compiled
 * with esbuild and run in an async function whose scope holds what the example takes for granted
 * (a client and a real server's game for the client's, a game's state for the rules'). A line that
 * ends in `// <value>` (a literal: `true`, a number, an object or array as far as it is written out)
 * must evaluate to that value. A new example with no scope here fails the test,
 * so none can be added without being run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { transform } from 'esbuild';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import WebSocket from 'ws';
import { Webhook } from 'standardwebhooks';
import { RolltapeClient, RolltapeError, verifyWebhook } from 'rolltape/client';
import { resumeAfter, resumeAfterVersion } from '../../src/api/resume-after.js';
import { tokenInQuery } from '../../src/api/token-in-query.js';
import { webSocketRequestOf } from '../../src/api/websocket-request.js';
import { once } from '../../src/core/once.js';
import { defineAircargo } from '../../src/games/aircargo/define.js';
import * as aircargoIndex from '../../src/games/aircargo/index.js';
import { defineCarbondale } from '../../src/games/carbondale/define.js';
import * as carbondaleIndex from '../../src/games/carbondale/index.js';
import { defineCircuitRacer } from '../../src/games/circuit-racer/define.js';
import * as circuitRacerIndex from '../../src/games/circuit-racer/index.js';
import { defineCoalNWrite } from '../../src/games/coal-n-write/define.js';
import * as coalNWriteIndex from '../../src/games/coal-n-write/index.js';
import { defineGoldmineRumbles } from '../../src/games/goldmine-rumbles/define.js';
import * as goldmineIndex from '../../src/games/goldmine-rumbles/index.js';
import { clientServer, newRacer } from './harness.js';

const harness = clientServer();
const SRC = new URL('../../src/', import.meta.url).pathname;

interface Example {
  readonly file: string;
  readonly index: number;
  readonly code: string;
}

/** Every `@example` block under src/, in file order, without its ` * ` margins. */
function examples(): Example[] {
  const found: Example[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) {
        const source = readFileSync(path, 'utf8');
        let index = 0;
        for (const [, block] of source.matchAll(/\/\*\*([\s\S]*?)\*\//g)) {
          const lines = block!.split('\n').map((line) => line.replace(/^\s*\* ?/, ''));
          const start = lines.findIndex((line) => line.startsWith('@example'));
          if (start < 0) continue;
          const rest = lines.slice(start + 1);
          const end = rest.findIndex((line) => line.startsWith('@'));
          const code = (end < 0 ? rest : rest.slice(0, end)).join('\n').trim();
          found.push({ file: relative(SRC, path), index: index++, code });
        }
      }
    }
  };
  walk(SRC);
  return found;
}

/** `expr; // value` becomes a check that `expr` equals `value` (what follows a `:` in the comment is prose). */
function withChecks(code: string): string {
  return code
    .split('\n')
    .map((line) => {
      const match = /^(.*?);?\s*\/\/\s*(.+)$/.exec(line);
      if (match === null || match[1]!.trim() === '' || /^\s*(const|let|for|if|try|await)\b/.test(match[1]!))
        return line;
      const comment = match[2]!.trim();
      const expected = /^[[{]/.test(comment) ? comment : comment.split(':')[0]!.trim();
      // Only a value is checked; a comment in words (`// typed: Game<…>`) stays a comment.
      if (!/^(true|false|null|-?\d|['"[{])/.test(expected)) return line;
      // `[a, b, ...]`: the value starts with a and b.
      const prefix = /,\s*\.\.\.\s*]$/.test(expected);
      const literal = prefix ? expected.replace(/,\s*\.\.\.\s*]$/, ']') : expected;
      return `__check(${match[1]!.trim()}, (${literal}), ${prefix});`;
    })
    .join('\n');
}

/** Runs an example's statements with `scope` in scope (its own imports dropped: the scope provides them). */
async function run(code: string, scope: Record<string, unknown>): Promise<void> {
  const body = withChecks(code.replace(/^import .*$/gm, ''));
  const names = [...Object.keys(scope), '__check'];
  const wrapped = `async function example({ ${names.join(', ')} }) {\n${body}\n}`;
  const { code: js } = await transform(wrapped, { loader: 'ts' });
  const example = new Function(`${js}\nreturn example;`)() as (s: Record<string, unknown>) => Promise<void>;
  await example({ ...scope, __check: check });
}

/** A `// value` comment: the value as written (objects as far as they are written out; `...` a prefix). */
function check(actual: unknown, expected: unknown, prefix: boolean): void {
  if (Array.isArray(expected) && Array.isArray(actual))
    expect(prefix ? actual.slice(0, expected.length) : actual).toMatchObject(expected);
  else if (typeof expected === 'object' && expected !== null) expect(actual).toMatchObject(expected);
  else expect(actual).toBe(expected);
}

/** The scope of a game's examples: its definition as `index.ts` exports it, and `define<Game>` with its first content. */
const gameScope = (index: Record<string, unknown>, name: string, defineName: string, define: unknown) => async () => ({
  [name]: index[name],
  [defineName]: define,
  CONTENT_V1: index.CONTENT_V1,
});

/** What each example takes for granted, by file and by its place in the file. */
const SCOPES: Record<string, (index: number) => Promise<Record<string, unknown>>> = {
  'api/resume-after.ts': async () => ({ resumeAfter, resumeAfterVersion }),
  'api/token-in-query.ts': async () => ({ tokenInQuery }),
  'api/websocket-request.ts': async () => ({
    request: new Request('http://localhost/v1/games/g1/ws?after=3', { headers: { authorization: 'Bearer rt_x' } }),
    notFound: () => 'not found',
    problemResponse: () => 'problem',
    webSocketRequestOf,
  }),
  'client/client.ts': async (index) => {
    const client = new RolltapeClient({ baseUrl: harness.url });
    if (index === 0) return { RolltapeClient, baseUrl: harness.url };
    const { game, token } = await newRacer(client);
    const seen: unknown[] = [];
    // The stream of a running game never ends by itself: the render that saw an update stops it.
    const render = (view: unknown) => {
      seen.push(view);
      throw new Stop();
    };
    // node 20 has no WebSocket of its own: ws's stands in for a browser's.
    return { client, id: game.id, token, render, seen, WebSocket };
  },
  'client/errors.ts': async () => {
    const client = new RolltapeClient({ baseUrl: harness.url });
    const { game, token } = await newRacer(client);
    const reloaded: unknown[] = [];
    return {
      client,
      RolltapeError,
      id: game.id,
      token,
      move: game.legalMoves[0],
      reload: (version: unknown) => reloaded.push(version),
      reloaded,
      version: game.version,
    };
  },
  'client/webhook-signature.ts': async () => {
    // A delivery as the server signs it (Standard Webhooks), with node's lower-case headers.
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const body = JSON.stringify({ type: 'turn', timestamp: new Date().toISOString(), data: { gameId: 'g1', seat: 1 } });
    const at = new Date(Math.floor(Date.now() / 1000) * 1000);
    const headers = {
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(at.getTime() / 1000),
      'webhook-signature': new Webhook(secret).sign('msg_1', at, body),
    };
    return { verifyWebhook, secret, body, headers };
  },
  'core/once.ts': async () => ({ once, z }),
  'core/result.ts': async () => {
    const { circuitRacer } = circuitRacerIndex;
    const state = circuitRacer.setup({ players: [{ name: 'Ada' }], options: {} });
    return {
      validate: circuitRacer.validate,
      state,
      move: { type: 'accept' },
      problem: (code: string) => code,
    };
  },
  'games/aircargo/define.ts': gameScope(aircargoIndex, 'aircargo', 'defineAircargo', defineAircargo),
  'games/aircargo/index.ts': gameScope(aircargoIndex, 'aircargo', 'defineAircargo', defineAircargo),
  'games/carbondale/define.ts': gameScope(carbondaleIndex, 'carbondale', 'defineCarbondale', defineCarbondale),
  'games/carbondale/index.ts': gameScope(carbondaleIndex, 'carbondale', 'defineCarbondale', defineCarbondale),
  'games/circuit-racer/define.ts': gameScope(
    circuitRacerIndex,
    'circuitRacer',
    'defineCircuitRacer',
    defineCircuitRacer,
  ),
  'games/circuit-racer/index.ts': gameScope(
    circuitRacerIndex,
    'circuitRacer',
    'defineCircuitRacer',
    defineCircuitRacer,
  ),
  'games/coal-n-write/define.ts': gameScope(coalNWriteIndex, 'coalNWrite', 'defineCoalNWrite', defineCoalNWrite),
  'games/coal-n-write/index.ts': gameScope(coalNWriteIndex, 'coalNWrite', 'defineCoalNWrite', defineCoalNWrite),
  'games/goldmine-rumbles/define.ts': gameScope(
    goldmineIndex,
    'goldmineRumbles',
    'defineGoldmineRumbles',
    defineGoldmineRumbles,
  ),
  'games/goldmine-rumbles/index.ts': gameScope(
    goldmineIndex,
    'goldmineRumbles',
    'defineGoldmineRumbles',
    defineGoldmineRumbles,
  ),
};

class Stop extends Error {}

describe('every JSDoc example under src/', () => {
  const all = examples();

  test('each has a scope here (a new example must be run too)', () => {
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((e) => SCOPES[e.file] === undefined).map((e) => e.file)).toEqual([]);
  });

  test.each(all.map((e) => [`${e.file} #${e.index + 1}`, e] as const))('%s runs as written', async (_, example) => {
    const scope = await SCOPES[example.file]!(example.index);
    const code =
      example.file === 'client/client.ts' && example.index === 0
        ? example.code.replace('http://127.0.0.1:8787', String(scope.baseUrl))
        : example.code;
    try {
      await run(code, scope);
    } catch (error) {
      if (!(error instanceof Stop)) throw error;
    }
    if (example.file === 'client/client.ts' && example.index === 2) expect(scope.seen).toHaveLength(1);
    // The game is not at version 7: the example's catch hears the conflict and reloads the version it names.
    if (example.file === 'client/errors.ts') expect(scope.reloaded).toEqual([scope.version]);
  });
});
