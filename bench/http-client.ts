import { Agent, request } from 'node:http';

/**
 * A lean keep-alive HTTP client for load generation. The load generator shares this 2-core machine
 * with the server, so it must cost far less per request than the server (undici's fetch does not).
 */
export function jsonClient(base: string, connections: number) {
  const url = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  return function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((done, fail) => {
      const req = request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method,
          path,
          headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as T }));
          res.on('error', fail);
        },
      );
      req.on('error', fail);
      req.end(payload);
    });
  };
}
