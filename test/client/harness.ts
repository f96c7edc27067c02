/** What the client tests share: a real server on a port (a real libsql file) and a client for it. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { RolltapeClient, type Game } from 'rolltape/client';
import { startServer, type ServerOptions } from '../../src/server.js';

export interface ClientServer {
  /** The server's base URL, for clients a test builds itself. */
  readonly url: string;
  readonly client: RolltapeClient;
}

/**
 * Starts a server before the file's tests and stops it after; read the answer's fields inside tests.
 * `options`: the server's own (a clock, webhooks' settings), besides its port, folder and secret.
 */
export function clientServer(options: Omit<ServerOptions, 'port' | 'dataDir' | 'secret'> = {}): ClientServer {
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let dir: string | undefined;
  let client: RolltapeClient | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rolltape-client-'));
    server = await startServer({ ...options, port: 0, dataDir: dir, secret: 'a-test-secret-for-the-client' });
    client = new RolltapeClient({ baseUrl: server.url, retryDelayMs: 10 });
  });
  afterAll(async () => {
    await server?.close();
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });
  return {
    get url() {
      return server!.url;
    },
    get client() {
      return client!;
    },
  };
}

/** A new one-seat Circuit Racer game, as its seat sees it (the creation answer is that seat's view). */
export async function newRacer(client: RolltapeClient): Promise<{ game: Game<'circuit-racer'>; token: string }> {
  const { game, seats } = await client.create({ rules: 'circuit-racer', players: [{ name: 'Ada' }] });
  return { game, token: seats[0]!.token };
}
