import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { serverSecret } from '../../src/adapter/node/secret.js';
import { startServer } from '../../src/server.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rolltape-secret-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the server secret', () => {
  test('without ROLLTAPE_SECRET one is generated once, kept private in the data directory, and reused', () => {
    const first = serverSecret(undefined, dir);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(join(dir, 'rolltape.secret'), 'utf8').trim()).toBe(first);
    expect(statSync(join(dir, 'rolltape.secret')).mode & 0o077).toBe(0);
    expect(serverSecret(undefined, dir)).toBe(first);
    expect(serverSecret('', dir)).toBe(first);
  });

  test('ROLLTAPE_SECRET wins, and a short one is refused', () => {
    expect(serverSecret('a-long-enough-server-secret', dir)).toBe('a-long-enough-server-secret');
    expect(() => serverSecret('short', dir)).toThrow(/at least 16 characters/);
  });

  test("a restarted server keeps today's challenges", async () => {
    const clock = () => Date.parse('2026-11-22T12:00:00Z');
    const commitments = async () => {
      const server = await startServer({ port: 0, dataDir: dir, clock });
      try {
        const body = (await (await fetch(`${server.url}/v1/challenges/daily`)).json()) as {
          challenges: { seedCommitment: string }[];
        };
        return body.challenges.map((c) => c.seedCommitment);
      } finally {
        await server.close();
      }
    };
    const before = await commitments();
    expect(before.length).toBeGreaterThan(0);
    expect(await commitments()).toEqual(before);
  });
});
