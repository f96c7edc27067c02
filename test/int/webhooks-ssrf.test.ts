/**
 * The SSRF guard where it meets the system resolver: node's transport checks the address it is
 * about to connect to, so a name that resolves to a refused address (here `localhost`, through the
 * machine's own resolver) is never contacted, whatever the URL check said when it was registered.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { nodeWebhookTransport, resolveHost } from '../../src/adapter/node/webhook-transport.js';

let port = 0;
let hits = 0;
const server = createServer((_, res) => {
  hits++;
  res.writeHead(204).end();
});
beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((done) => server.close(done)));

describe("node's webhook transport", () => {
  test('the system resolver answers every address of a name', async () => {
    expect(await resolveHost('localhost')).toContain('127.0.0.1');
  });

  test('a name resolving to a loopback address is refused at the connection; nothing reaches the server', async () => {
    const guarded = nodeWebhookTransport({ allowPrivate: false });
    try {
      const outcome = await guarded.post(new URL(`http://localhost:${port}/hook`), {}, '{}', 2000);
      expect(outcome).toEqual({
        error: expect.stringMatching(/^localhost resolves to (127\.0\.0\.1|::1), a loopback address$/),
      });
      expect(hits).toBe(0);
    } finally {
      guarded.close();
    }
  });

  test('with private addresses allowed the same URL is delivered', async () => {
    const open = nodeWebhookTransport({ allowPrivate: true });
    try {
      expect(await open.post(new URL(`http://localhost:${port}/hook`), {}, '{}', 2000)).toEqual({ status: 204 });
      expect(hits).toBe(1);
    } finally {
      open.close();
    }
  });
});
