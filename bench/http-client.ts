import { HttpConnection } from './http-connection.js';

/**
 * A lean keep-alive HTTP client for load generation: `connections` connections, one request in
 * flight on each, JSON in and out. The load generator shares this 2-core machine with the server,
 * so every µs it spends per request is taken from the server: this client (node's sockets, requests
 * written as one string, answers read by their `Content-Length`) costs about 0.6 of undici's
 * `Pool.request` per move, which itself cost about 0.6 of `node:http`'s client (and far less than
 * `fetch`); docs/development.md, "The bench's client".
 */
export function jsonClient(base: string, connections: number) {
  const url = new URL(base);
  const port = Number(url.port || 80);
  const idle = Array.from({ length: connections }, () => new HttpConnection(url.hostname, port));
  const all = [...idle];
  const queue: ((connection: HttpConnection) => void)[] = [];
  const take = (): Promise<HttpConnection> =>
    idle.length > 0 ? Promise.resolve(idle.pop()!) : new Promise((taken) => queue.push(taken));
  const give = (connection: HttpConnection): void => {
    const next = queue.shift();
    if (next === undefined) idle.push(connection);
    else next(connection);
  };
  const call = async <T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: T }> => {
    let request = `${method} ${path} HTTP/1.1\r\nhost: ${url.host}\r\n`;
    for (const name in headers) request += `${name}: ${headers[name]}\r\n`;
    if (body === undefined) request += '\r\n';
    else {
      const text = JSON.stringify(body);
      request += `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(text)}\r\n\r\n${text}`;
    }
    const connection = await take();
    try {
      const answer = await connection.send(request);
      return { status: answer.status, body: (answer.text === '' ? null : JSON.parse(answer.text)) as T };
    } finally {
      give(connection);
    }
  };
  return Object.assign(call, { close: async () => all.forEach((connection) => connection.close()) });
}
