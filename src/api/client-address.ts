import type { Context } from 'hono';

/**
 * The address a request came from, for per-client limits; `undefined` when the runtime does not
 * say. On node it is the socket's peer (a client cannot forge it); on Workers, the
 * `CF-Connecting-IP` Cloudflare sets (node never reads that header, where anyone could send it).
 * IPv6 addresses count by their /64: one host is usually given a whole /64.
 */
export function clientAddress(c: Context): string | undefined {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  const address = incoming !== undefined ? incoming.socket?.remoteAddress : c.req.header('cf-connecting-ip');
  return address === undefined || address === '' ? undefined : clientKey(address);
}

/** IPv4 as is (also when mapped into IPv6); IPv6 cut to its first four groups. */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped !== null) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
