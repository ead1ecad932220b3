import net from 'node:net';

/**
 * Which addresses the asset fetcher (issue 38 "Safety") never connects to: a page is content many people edit, and a
 * URL in it must not make the runner fetch from itself, its network or the cloud's metadata service. Pure functions.
 */

/** IPv4 blocks no public asset lives in: [first address as a 32-bit number, prefix length, what it is]. */
const IPV4_BLOCKS: readonly (readonly [number, number, string])[] = [
  [ipv4('0.0.0.0'), 8, '"this network" (0.0.0.0/8)'],
  [ipv4('10.0.0.0'), 8, 'private (10.0.0.0/8)'],
  [ipv4('100.64.0.0'), 10, 'shared address space (100.64.0.0/10)'],
  [ipv4('127.0.0.0'), 8, 'loopback (127.0.0.0/8)'],
  [ipv4('169.254.0.0'), 16, 'link-local, where cloud metadata services answer (169.254.0.0/16)'],
  [ipv4('172.16.0.0'), 12, 'private (172.16.0.0/12)'],
  [ipv4('192.0.0.0'), 24, 'IETF protocol assignments (192.0.0.0/24)'],
  [ipv4('192.168.0.0'), 16, 'private (192.168.0.0/16)'],
  [ipv4('198.18.0.0'), 15, 'benchmarking (198.18.0.0/15)'],
  [ipv4('224.0.0.0'), 4, 'multicast (224.0.0.0/4)'],
  [ipv4('240.0.0.0'), 4, 'reserved (240.0.0.0/4)'],
];

/** A dotted IPv4 address as an unsigned 32-bit number. */
function ipv4(text: string): number {
  return text.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
}

function ipv4Reason(value: number): string | undefined {
  for (const [start, bits, what] of IPV4_BLOCKS) {
    const size = 2 ** (32 - bits);
    if (value >= start && value < start + size) return what;
  }
  return undefined;
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a trailing dotted IPv4 part folded in, no zone). */
function ipv6Groups(text: string): number[] {
  let address = text.replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (dotted) {
    const v4 = ipv4(dotted[1]!);
    address = `${address.slice(0, dotted.index)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const parse = (part: string | undefined): number[] =>
    part ? part.split(':').map((group) => parseInt(group, 16)) : [];
  const front = parse(head);
  if (tail === undefined) return front;
  const back = parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

function ipv6Reason(text: string): string | undefined {
  const g = ipv6Groups(text);
  const embedded = (high: number, low: number): number => high * 65536 + low;
  const zeroes = (from: number, to: number): boolean => g.slice(from, to).every((x) => x === 0);
  if (zeroes(0, 8)) return 'unspecified (::)';
  if (zeroes(0, 7) && g[7] === 1) return 'loopback (::1)';
  const v4 = (what: string, value: number): string | undefined => {
    const reason = ipv4Reason(value);
    return reason && `${what} of an IPv4 address that is ${reason}`;
  };
  // IPv4-mapped (::ffff:a.b.c.d) and the deprecated IPv4-compatible (::a.b.c.d): the IPv4 address is connected to.
  if (zeroes(0, 5) && g[5] === 0xffff) return v4('IPv4-mapped form', embedded(g[6]!, g[7]!));
  if (zeroes(0, 6)) return v4('IPv4-compatible form', embedded(g[6]!, g[7]!));
  // NAT64 (64:ff9b::/96) reaches the IPv4 address it embeds; 64:ff9b:1::/48 is for local translation.
  if (g[0] === 0x64 && g[1] === 0xff9b && zeroes(2, 6)) return v4('NAT64 form', embedded(g[6]!, g[7]!));
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return 'local-use NAT64 (64:ff9b:1::/48)';
  // 6to4 (2002::/16) embeds the IPv4 address of its relay.
  if (g[0] === 0x2002) return v4('6to4 form', embedded(g[1]!, g[2]!));
  if ((g[0]! & 0xfe00) === 0xfc00) return 'unique local, where cloud metadata services answer too (fc00::/7)';
  if ((g[0]! & 0xffc0) === 0xfe80) return 'link-local (fe80::/10)';
  if ((g[0]! & 0xffc0) === 0xfec0) return 'site-local (fec0::/10)';
  if ((g[0]! & 0xff00) === 0xff00) return 'multicast (ff00::/8)';
  return undefined;
}

/**
 * Why the fetcher must not connect to an IP address, or undefined when it may: loopback, private, link-local (the
 * metadata service at 169.254.169.254, fd00:ec2::254), unspecified, shared, multicast and reserved blocks, in IPv4 and
 * IPv6, including IPv6 forms that reach an IPv4 address (mapped, compatible, NAT64, 6to4).
 * @param address an IP address as `dns.lookup` or `socket.remoteAddress` gives it (no brackets)
 * @returns undefined as well for text that is no IP address
 */
export function forbiddenAddress(address: string): string | undefined {
  if (net.isIPv4(address)) return ipv4Reason(ipv4(address));
  if (net.isIPv6(address.replace(/%.*$/, ''))) return ipv6Reason(address);
  return undefined;
}

/**
 * Why the fetcher must not request a URL by its host alone, or undefined: a host written as an IP address that
 * {@link forbiddenAddress} refuses (WHATWG URL has already turned `2130706433`, `0x7f.1` and `017700000001` into
 * `127.0.0.1`, and `[::ffff:127.0.0.1]` into `[::ffff:7f00:1]`), or `localhost` and its subdomains, which resolve to
 * loopback on the runner and on a proxy alike. Other names are for the resolver: see `guardedLookup` (`fetch.ts`).
 */
export function forbiddenHost(url: URL): string | undefined {
  const host = url.hostname.replace(/\.$/, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return 'loopback (localhost)';
  if (host.startsWith('[') && host.endsWith(']')) return forbiddenAddress(host.slice(1, -1));
  return forbiddenAddress(host);
}
