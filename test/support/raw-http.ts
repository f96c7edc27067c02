import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Raw HTTP for the tests that hold node's direct paths (direct-rest, direct-graphql) to the app's
 * answers byte for byte: node's own client, so headers go as given (repeated ones included) and the
 * answer's come back raw.
 */

export interface RawAnswer {
  readonly status: number;
  /** The answer's headers, without those that differ between any two answers (`date`, `connection`, `keep-alive`). */
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

export interface RawRequest {
  readonly method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly headers?: Record<string, string | string[]>;
  readonly body?: string | Buffer;
}

export function sendRaw(port: number, { method, path, headers = {}, body }: RawRequest): Promise<RawAnswer> {
  return new Promise((done, fail) => {
    // A body sent in chunks declares no length.
    const length = 'transfer-encoding' in headers ? {} : { 'content-length': String(Buffer.byteLength(body ?? '')) };
    const all = body === undefined ? headers : { 'content-type': 'application/json', ...length, ...headers };
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers: all }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const { date: _d, connection: _c, 'keep-alive': _k, ...kept } = res.headers;
        done({ status: res.statusCode!, headers: kept, body: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.on('error', fail);
    req.end(body);
  });
}

/** A node server of `listener` on a free port of 127.0.0.1. */
export async function listenRaw(listener: (i: IncomingMessage, o: ServerResponse) => void): Promise<[Server, number]> {
  const server = createServer(listener);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return [server, (server.address() as AddressInfo).port];
}
