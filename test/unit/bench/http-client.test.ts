import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonClient } from '../../../bench/http-client.js';

/** A real node:http server on a free port, answering with `handle`, counting its connections. */
async function serve(handle: (request: IncomingMessage, body: string, response: ServerResponse) => void) {
  const sockets = new Set<Socket>();
  let connections = 0;
  let open = 0;
  let mostOpen = 0;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => handle(request, body, response));
  });
  server.on('connection', (socket) => {
    connections++;
    mostOpen = Math.max(mostOpen, ++open);
    sockets.add(socket);
    socket.on('close', () => {
      open--;
      sockets.delete(socket);
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  const stop = () =>
    new Promise<void>((closed) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => closed());
    });
  stops.push(stop);
  return { url: `http://127.0.0.1:${port}`, connections: () => connections, mostOpen: () => mostOpen, stop };
}

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

const json = (response: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}) => {
  const text = JSON.stringify(value);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
};

describe("the benches' HTTP client", () => {
  it('sends the method, path, headers and JSON body, and answers the status and the parsed JSON', async () => {
    const server = await serve((request, body, response) =>
      json(response, 201, {
        method: request.method,
        url: request.url,
        auth: request.headers.authorization,
        type: request.headers['content-type'],
        body: body === '' ? null : JSON.parse(body),
      }),
    );
    const call = jsonClient(server.url, 1);
    const answer = await call('POST', '/v1/games?x=1', { name: 'Ådà ♡' }, { authorization: 'Bearer t' });
    expect(answer).toEqual({
      status: 201,
      body: {
        method: 'POST',
        url: '/v1/games?x=1',
        auth: 'Bearer t',
        type: 'application/json',
        body: { name: 'Ådà ♡' },
      },
    });
    const read = await call<{ method: string; body?: unknown }>('GET', '/v1/games/a');
    expect(read.body.method).toBe('GET');
    await call.close();
  });

  it('reads an answer that arrives in pieces, its multi-byte characters split between them', async () => {
    const text = JSON.stringify({ label: '♡'.repeat(3000), n: 7 });
    const bytes = Buffer.from(text);
    const server = await serve((_request, _body, response) => {
      response.writeHead(200, { 'content-length': bytes.length });
      response.flushHeaders();
      let at = 0;
      const next = () => {
        // 1,000 bytes at a time: most pieces end inside a three-byte ♡.
        response.write(bytes.subarray(at, (at += 1000)));
        if (at < bytes.length) setTimeout(next, 1);
        else response.end();
      };
      setTimeout(next, 1);
    });
    const call = jsonClient(server.url, 1);
    expect((await call('GET', '/')).body).toEqual(JSON.parse(text));
    await call.close();
  });

  it('keeps its connections open between requests, and queues what its connections cannot carry at once', async () => {
    const server = await serve((request, _body, response) =>
      setTimeout(() => json(response, 200, { url: request.url }), 2),
    );
    const call = jsonClient(server.url, 3);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => call('GET', `/${i}`)));
    expect(answers.map((a) => a.body)).toEqual(Array.from({ length: 30 }, (_, i) => ({ url: `/${i}` })));
    await Promise.all(Array.from({ length: 9 }, (_, i) => call('GET', `/again/${i}`)));
    expect(server.connections()).toBe(3);
    expect(server.mostOpen()).toBe(3);
    await call.close();
  });

  it('refuses an answer without a Content-Length, and connects again for the next request', async () => {
    let chunked = true;
    const server = await serve((_request, _body, response) => {
      if (!chunked) return json(response, 200, { ok: true });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"ok":');
      response.end('true}');
    });
    const call = jsonClient(server.url, 1);
    await expect(call('GET', '/')).rejects.toThrow(/Content-Length only/);
    chunked = false;
    expect((await call('GET', '/')).body).toEqual({ ok: true });
    expect(server.connections()).toBe(2);
    await call.close();
  });

  it('fails a request whose connection the server drops, and connects again for the next one', async () => {
    let drop = true;
    const server = await serve((request, _body, response) => {
      if (drop) request.socket.destroy();
      else json(response, 200, { ok: true });
    });
    const call = jsonClient(server.url, 1);
    await expect(call('GET', '/')).rejects.toThrow(/closed the connection before answering/);
    drop = false;
    expect((await call('GET', '/')).body).toEqual({ ok: true });
    await call.close();
  });

  it('opens a new connection after an answer that says Connection: close', async () => {
    const server = await serve((_request, _body, response) =>
      json(response, 200, { ok: true }, { connection: 'close' }),
    );
    const call = jsonClient(server.url, 1);
    for (let i = 0; i < 3; i++) expect((await call('GET', '/')).body).toEqual({ ok: true });
    expect(server.connections()).toBe(3);
    await call.close();
  });

  it('fails a request to a port nobody listens on', async () => {
    const server = await serve(() => {});
    const { url } = server;
    await server.stop();
    const call = jsonClient(url, 1);
    await expect(call('GET', '/')).rejects.toThrow(/ECONNREFUSED/);
    await call.close();
  });
});
