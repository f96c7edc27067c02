import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { simplePolicy } from './support/circuit-racer-policy.js';
import { SoftAuthenticator } from './support/soft-authenticator.js';

const root = resolve(import.meta.dirname, '..');

const compatibilityDate = /^compatibility_date = "([^"]+)"/m.exec(
  readFileSync(resolve(root, 'wrangler.toml'), 'utf8'),
)![1]!;

/** Brings the D1 database `DB` to the current schema, as `wrangler d1 migrations apply` does. */
async function migrate(worker: Miniflare): Promise<void> {
  const db = await worker.getD1Database('DB');
  for (const file of readdirSync(resolve(root, 'migrations'))
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    for (const statement of readFileSync(resolve(root, 'migrations', file), 'utf8').split('--> statement-breakpoint')) {
      if (statement.trim() !== '') await db.prepare(statement).run();
    }
  }
}

describe('the Workers bundle as deployed (wrangler deploy --dry-run)', () => {
  const outdir = mkdtempSync(join(tmpdir(), 'rolltape-worker-'));
  const bundle = join(outdir, 'worker.js');
  let mf: Miniflare | undefined;
  let withObjects: Miniflare | undefined;
  let passkeys: Miniflare | undefined;

  beforeAll(() => {
    const wrangler = resolve(root, 'node_modules/wrangler/bin/wrangler.js');
    execFileSync(process.execPath, [wrangler, 'deploy', '--dry-run', '--outdir', outdir], {
      cwd: root,
      stdio: 'pipe',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    });
  }, 60_000);
  afterAll(async () => {
    await mf?.dispose();
    await withObjects?.dispose();
    await passkeys?.dispose();
    rmSync(outdir, { recursive: true, force: true });
  });

  test("it bundles, with English only among zod locales and without Yoga's landing page, unused zod tools, lru-cache or libsql's WebSocket client", () => {
    expect(existsSync(bundle)).toBe(true);
    expect(statSync(bundle).size).toBeGreaterThan(100_000);
    // zod's locales are aliased to English only (wrangler.toml): the others must not be bundled.
    const sources: string[] = JSON.parse(readFileSync(`${bundle}.map`, 'utf8')).sources;
    expect(sources.some((s) => s.endsWith('zod/v4/locales/en.js'))).toBe(true);
    expect(sources.filter((s) => /zod\/v4\/locales\/(?!en\.js)/.test(s))).toEqual([]);
    // Nor Yoga's landing page, which is never shown.
    expect(sources.filter((s) => s.endsWith('landing-page-html.js'))).toEqual([]);
    // Nor zod's compiler and fromJSONSchema, which nothing calls, nor unhomoglyph's JSON table (packed instead).
    expect(
      sources.filter(
        (s) => /zod\/v4\/(core\/compile|classic\/from-json-schema)\.js$/.test(s) || s.endsWith('unhomoglyph/data.json'),
      ),
    ).toEqual([]);
    expect(sources.some((s) => s.endsWith('src/service/confusables-table.ts'))).toBe(true);
    // Yoga's caches use our Map-based LRU, and a libsql URL is reached over HTTP only (no WebSocket client).
    expect(sources.some((s) => s.endsWith('src/adapter/workers/lru-cache.ts'))).toBe(true);
    expect(sources.filter((s) => /node_modules\/lru-cache\/|@libsql\/client\/lib-esm\/ws\.js$/.test(s))).toEqual([]);
  });

  // The workerd test project runs the sources through its own bundler; this runs the very file
  // wrangler would upload (minified, names not kept), so a library that needed its names would show here.
  test('the bundle itself serves REST, errors, GraphQL, the OpenAPI document, a board and a challenge entry in workerd', async () => {
    mf = new Miniflare({
      compatibilityDate,
      compatibilityFlags: ['nodejs_compat'],
      d1Databases: ['DB'],
      modulesRoot: outdir,
      modules: [{ type: 'ESModule', path: bundle, contents: readFileSync(bundle) }],
      bindings: { ROLLTAPE_SECRET: 'bundle-test-secret-0123456789' },
    });
    await migrate(mf);
    const call = async (method: string, path: string, body?: unknown, token?: string) => {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        ...(token && { authorization: `Bearer ${token}` }),
      };
      const response = await mf!.dispatchFetch(`http://localhost${path}`, {
        method,
        headers,
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
    };

    const created = await call('POST', '/v1/games', { rules: 'circuit-racer', players: [{ name: 'Ada' }] });
    expect(created.status).toBe(201);
    const { game, seats } = JSON.parse(created.text) as {
      game: { id: string; legalMoves: unknown[] };
      seats: { token: string }[];
    };
    const moved = await call(
      'POST',
      `/v1/games/${game.id}/moves`,
      { move: { type: 'gear', gear: 4 } },
      seats[0]!.token,
    );
    expect(moved.status).toBe(200);
    const illegal = await call(
      'POST',
      `/v1/games/${game.id}/moves`,
      { move: { type: 'gear', gear: 99 } },
      seats[0]!.token,
    );
    expect([illegal.status, illegal.type]).toEqual([422, 'application/problem+json']);
    expect(JSON.parse(illegal.text)).toMatchObject({ code: expect.any(String) });

    const query = await call('POST', '/graphql', {
      query: 'query($id: ID!) { game(id: $id) { version status } rules { id } }',
      variables: { id: game.id },
    });
    expect(query.status).toBe(200);
    expect(JSON.parse(query.text)).toMatchObject({
      data: { game: { version: 3 }, rules: expect.arrayContaining([{ id: 'goldmine-rumbles' }]) },
    });
    const unknown = await call('POST', '/graphql', { query: '{ game(id: "nope") { version } }' });
    expect(JSON.parse(unknown.text)).toMatchObject({ errors: [{ extensions: { code: 'game-not-found' } }] });

    const openapi = await call('GET', '/openapi.json');
    expect(JSON.parse(openapi.text)).toMatchObject({
      openapi: '3.1.0',
      paths: expect.objectContaining({ '/v1/games': expect.anything() }),
    });
    const board = await call('GET', `/v1/games/${game.id}/board.svg`);
    expect([board.status, board.type?.split(';')[0], board.text.includes('</svg>')]).toEqual([
      200,
      'image/svg+xml',
      true,
    ]);

    const today = JSON.parse((await call('GET', '/v1/challenges/daily')).text) as { challenges: { id: string }[] };
    const entry = await call('POST', `/v1/challenges/${today.challenges[0]!.id}/entries`, { name: 'Ada' });
    expect(entry.status).toBe(201);
    // A Cyrillic А: the confusables table says it is the same player.
    const lookalike = await call('POST', `/v1/challenges/${today.challenges[0]!.id}/entries`, { name: 'Аda' });
    expect([lookalike.status, JSON.parse(lookalike.text).code]).toEqual([409, 'already-entered']);
  }, 60_000);

  // Only here do wrangler.toml's aliases apply (the workerd project bundles the sources itself):
  // @simplewebauthn/server without its X.509 and ASN.1 libraries.
  test("passkeys work without the certificate libraries: none and self attestation register, sign-in's ECDSA signature verifies, a certificate chain is refused", async () => {
    const sources: string[] = JSON.parse(readFileSync(`${bundle}.map`, 'utf8')).sources;
    expect(
      sources.filter((s) =>
        /node_modules\/(@peculiar|asn1js|reflect-metadata|tsyringe)\/|defaultRootCerts|unwrapEC2Signature/.test(s),
      ),
    ).toEqual([]);
    passkeys = new Miniflare({
      compatibilityDate,
      compatibilityFlags: ['nodejs_compat'],
      d1Databases: ['DB'],
      modulesRoot: outdir,
      modules: [{ type: 'ESModule', path: bundle, contents: readFileSync(bundle) }],
    });
    await migrate(passkeys);
    const origin = 'https://rolltape.test';
    const post = async (path: string, body: unknown) => {
      const response = await passkeys!.dispatchFetch(`${origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as any };
    };
    const signUp = async (handle: string, attestation: 'none' | 'self' | 'certificate') => {
      const key = await SoftAuthenticator.create();
      const options = (await post('/v1/passkeys/registration/options', { handle })).body;
      return {
        key,
        answer: await post('/v1/passkeys/registration', { response: await key.register(options, origin, attestation) }),
      };
    };
    for (const [handle, attestation] of [
      ['NoneKey', 'none'],
      ['SelfKey', 'self'],
    ] as const) {
      const { key, answer } = await signUp(handle, attestation);
      expect(answer.status).toBe(201);
      const options = (await post('/v1/passkeys/authentication/options', {})).body;
      const signedIn = await post('/v1/passkeys/authentication', { response: await key.assert(options, origin) });
      expect([signedIn.status, signedIn.body.player.handle]).toEqual([200, handle]);
    }
    const chained = (await signUp('ChainKey', 'certificate')).answer;
    expect([chained.status, chained.body.code]).toEqual([400, 'passkey-not-verified']);
    expect(chained.body.detail).toMatch(/attestation certificates are not read on Workers .*attestation "none"/);
  }, 60_000);

  // Over a real connection (the in-process tests hold the socket's other end themselves): the runtime
  // keeps a hibernatable socket's connection open after its close handshake until the object is idle.
  test("a game's WebSocket closes as soon as the game ends, while moves and reads keep its object busy", async () => {
    withObjects = new Miniflare({
      compatibilityDate,
      compatibilityFlags: ['nodejs_compat'],
      d1Databases: ['DB'],
      durableObjects: {
        GAMES: { className: 'GameObject', useSQLite: true },
        CHALLENGES: { className: 'ChallengeObject', useSQLite: true },
      },
      modulesRoot: outdir,
      modules: [{ type: 'ESModule', path: bundle, contents: readFileSync(bundle) }],
      host: '127.0.0.1',
      port: 0,
    });
    await migrate(withObjects);
    const origin = (await withObjects.ready).origin;
    const call = async (method: string, path: string, body?: unknown, token?: string): Promise<any> => {
      const response = await fetch(`${origin}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      return response.json();
    };
    const created = await call('POST', '/v1/games', { rules: 'circuit-racer', players: [{ name: 'Ada' }] });
    const id: string = created.game.id;
    const token: string = created.seats[0].token;
    const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/v1/games/${id}/ws?access_token=${token}`);
    const versions: number[] = [];
    socket.on('message', (data) => versions.push(JSON.parse(String(data)).data.version));
    let closed: number | undefined;
    socket.on('close', (code) => (closed = code));
    await new Promise((opened) => socket.once('message', opened));
    let game = await call('GET', `/v1/games/${id}`, undefined, token);
    for (let i = 0; i < 400 && game.status !== 'over'; i++) {
      await call('POST', `/v1/games/${id}/moves`, { move: simplePolicy(game.legalMoves) }, token);
      game = await call('GET', `/v1/games/${id}`, undefined, token);
    }
    expect(game.status).toBe('over');
    // The object never goes idle here: a close that waited for that would never come.
    for (let i = 0; i < 300 && closed === undefined; i++) await call('GET', `/v1/games/${id}`);
    expect(closed).toBe(1000);
    expect(versions.at(-1)).toBe(game.version);
  }, 120_000);
});
