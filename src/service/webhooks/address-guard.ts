/**
 * Which addresses a webhook may not reach (SSRF): a webhook URL is chosen by any player, and the
 * server posts to it from inside its own network. Pure, so node (at registration and at each
 * connection) and Workers (literal addresses) refuse the same set.
 */

/** Why `address` (an IPv4 or IPv6 literal) is refused, or `null` when it is a public unicast address. */
export function forbiddenAddress(address: string): string | null {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const v4 = parseIpv4(bare);
  if (v4 !== undefined) return forbiddenIpv4(v4);
  const v6 = parseIpv6(bare);
  if (v6 !== undefined) return forbiddenIpv6(v6);
  return 'not an IP address';
}

/**
 * Whether `address` (an IPv4 or IPv6 literal, bracketed or not) is a cloud provider's instance
 * metadata service, which hands out the machine's own credentials. Refused even where private
 * addresses are allowed (`ROLLTAPE_WEBHOOKS_ALLOW_PRIVATE=on`): a private deployment may want its
 * receivers on its own network, never a player's URL reading the server's keys. IPv4 in IPv6 forms
 * (mapped, compatible, NAT64) reaches the same service and is refused alike.
 */
export function isCloudMetadata(address: string): boolean {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const v4 = parseIpv4(bare);
  if (v4 !== undefined) return METADATA_V4.includes(v4);
  const g = parseIpv6(bare);
  if (g === undefined) return false;
  // AWS's IPv6 endpoint, fd00:ec2::254.
  if (g[0] === 0xfd00 && g[1] === 0xec2 && g.slice(2, 7).every((x) => x === 0) && g[7] === 0x254) return true;
  const embedsV4 =
    (g.slice(0, 5).every((x) => x === 0) && (g[5] === 0xffff || g[5] === 0)) ||
    (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0));
  return embedsV4 && METADATA_V4.includes(((g[6]! << 16) >>> 0) + g[7]!);
}

/** 169.254.169.254 (AWS, GCP, Azure, most others) and 100.100.100.200 (Alibaba Cloud). */
const METADATA_V4: readonly number[] = [ip4(169, 254, 169, 254), ip4(100, 100, 100, 200)];

/** IPv4 ranges no webhook may reach, with why (RFC 6890's special-purpose registry, and cloud metadata). */
const IPV4_RANGES: readonly (readonly [number, number, string])[] = [
  [ip4(0, 0, 0, 0), 8, 'this-network'],
  [ip4(10, 0, 0, 0), 8, 'private'],
  [ip4(100, 64, 0, 0), 10, 'shared address space (carrier NAT)'],
  [ip4(127, 0, 0, 0), 8, 'loopback'],
  [ip4(169, 254, 169, 254), 32, 'cloud metadata'],
  [ip4(169, 254, 0, 0), 16, 'link-local'],
  [ip4(172, 16, 0, 0), 12, 'private'],
  [ip4(192, 0, 0, 0), 24, 'protocol assignments'],
  [ip4(192, 0, 2, 0), 24, 'documentation'],
  [ip4(192, 88, 99, 0), 24, '6to4 relay'],
  [ip4(192, 168, 0, 0), 16, 'private'],
  [ip4(198, 18, 0, 0), 15, 'benchmarking'],
  [ip4(198, 51, 100, 0), 24, 'documentation'],
  [ip4(203, 0, 113, 0), 24, 'documentation'],
  [ip4(224, 0, 0, 0), 4, 'multicast'],
  [ip4(240, 0, 0, 0), 4, 'reserved'],
];

function ip4(a: number, b: number, c: number, d: number): number {
  return ((a << 24) >>> 0) + (b << 16) + (c << 8) + d;
}

function forbiddenIpv4(value: number): string | null {
  for (const [base, bits, why] of IPV4_RANGES) {
    const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
    if ((value & mask) >>> 0 === base) return why;
  }
  return null;
}

function forbiddenIpv6(groups: readonly number[]): string | null {
  const [g0, g1, g2, , , g5, g6, g7] = groups as [number, number, number, number, number, number, number, number];
  const zeroUpTo = (n: number) => groups.slice(0, n).every((g) => g === 0);
  const v4At = (high: number, low: number) => ((high << 16) >>> 0) + low;
  if (zeroUpTo(7) && g7 === 0) return 'unspecified';
  if (zeroUpTo(7) && g7 === 1) return 'loopback';
  // An IPv4 address in IPv6 clothing reaches that IPv4 address: refused whatever it embeds.
  if (zeroUpTo(5) && g5 === 0xffff) return 'IPv4-mapped';
  if (zeroUpTo(6)) return 'IPv4-compatible';
  if (g0 === 0x64 && g1 === 0xff9b && groups.slice(2, 6).every((g) => g === 0)) {
    const why = forbiddenIpv4(v4At(g6, g7));
    return why === null ? null : `NAT64 of a ${why} address`;
  }
  if (g0 === 0x2002) {
    const why = forbiddenIpv4(v4At(g1, g2));
    return why === null ? null : `6to4 of a ${why} address`;
  }
  if (g0 === 0x2001 && g1 === 0) return 'Teredo';
  if (g0 === 0x2001 && g1 === 0xdb8) return 'documentation';
  if ((g0 & 0xfe00) === 0xfc00) return 'unique-local';
  if ((g0 & 0xffc0) === 0xfe80) return 'link-local';
  if ((g0 & 0xffc0) === 0xfec0) return 'site-local';
  if ((g0 & 0xff00) === 0xff00) return 'multicast';
  return null;
}

/** Dotted-quad IPv4 (as URL and DNS give it), or `undefined`. */
export function parseIpv4(text: string): number | undefined {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return undefined;
  const [a, b, c, d] = parts.map(Number) as [number, number, number, number];
  return ip4(a, b, c, d);
}

/** An IPv6 address as its eight 16-bit groups (a trailing dotted quad and `::` included), or `undefined`. */
export function parseIpv6(text: string): number[] | undefined {
  let address = text.replace(/%.*$/, ''); // a zone id names an interface, not another address
  if (!/^[0-9a-fA-F:.]+$/.test(address) || !address.includes(':')) return undefined;
  const lastColon = address.lastIndexOf(':');
  const last = address.slice(lastColon + 1);
  if (last.includes('.')) {
    const v4 = parseIpv4(last);
    if (v4 === undefined) return undefined;
    address = `${address.slice(0, lastColon + 1)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const left = groupsOf(halves[0]!);
  const right = halves.length === 2 ? groupsOf(halves[1]!) : [];
  if (left === undefined || right === undefined) return undefined;
  if (halves.length === 1) return left.length === 8 ? left : undefined;
  const missing = 8 - left.length - right.length;
  if (missing < 1) return undefined;
  return [...left, ...Array<number>(missing).fill(0), ...right];
}

function groupsOf(text: string): number[] | undefined {
  if (text === '') return [];
  const out: number[] = [];
  for (const g of text.split(':')) {
    if (!/^[0-9a-fA-F]{1,4}$/.test(g)) return undefined;
    out.push(parseInt(g, 16));
  }
  return out;
}
