import { Pool } from 'undici';

/**
 * A lean keep-alive HTTP client for load generation. The load generator shares this 2-core machine
 * with the server, so it must cost far less per request than the server: undici's `Pool.request`
 * takes about 60% of the CPU of `node:http`'s client per request (and far less than `fetch`).
 */
export function jsonClient(base: string, connections: number) {
  const pool = new Pool(base, { connections, pipelining: 1 });
  const call = async <T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: T }> => {
    const answer = await pool.request({
      method,
      path,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: answer.statusCode, body: (await answer.body.json()) as T };
  };
  return Object.assign(call, { close: () => pool.close() });
}
