import { isIP } from 'node:net';

/** Who sent a request, as far as this server can trust: every limit and the session cookie go by it. */
export interface RequestClient {
  /** The client's address: the socket's, or the one the trusted proxies forwarded. */
  address: string;
  /** What the per-client limits count: the address, or an IPv6 client's /64 network (limitKeyOf). */
  limitKey: string;
  /** The client reached the site over HTTPS: this server's own URL, or the trusted proxy says so. */
  https: boolean;
}

/**
 * The request's client behind `trustedProxies` reverse proxies (TRUST_PROXY). With none, the
 * forwarded headers are ignored: anyone can write them. With N, the client address is the Nth entry
 * of X-Forwarded-For from the right, the one the outermost trusted proxy appended, so addresses a
 * client adds in front change nothing; fewer entries than N means fewer proxies were passed, and the
 * leftmost entry is the client. A malformed entry there leaves the socket's address.
 * X-Forwarded-Proto's first value is the protocol the outermost proxy was reached with.
 */
export function requestClient(request: Request, socketAddress: string, trustedProxies: number): RequestClient {
  const ownHttps = request.url.startsWith('https:');
  if (trustedProxies === 0) return { address: socketAddress, limitKey: limitKeyOf(socketAddress), https: ownHttps };
  const forwardedFor = request.headers.get('x-forwarded-for');
  const hops = forwardedFor === null ? [] : forwardedFor.split(',').map((hop) => hop.trim());
  const forwarded = hops.length === 0 ? undefined : hops[Math.max(0, hops.length - trustedProxies)];
  const forwardedProto = request.headers.get('x-forwarded-proto')?.split(',')[0].trim().toLowerCase();
  const address = forwarded && isIP(forwarded) ? forwarded : socketAddress;
  return { address, limitKey: limitKeyOf(address), https: forwardedProto === undefined ? ownHttps : forwardedProto === 'https' };
}

/**
 * The key per-client limits count an address under. One IPv6 host is usually given a whole /64
 * network, so its addresses count as one client; an IPv4 address written as IPv6 (::ffff:a.b.c.d)
 * counts as the IPv4 address.
 */
export function limitKeyOf(address: string): string {
  const plain = address.split('%')[0].toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped) return mapped[1];
  if (isIP(plain) !== 6) return address;
  const [head, tail] = plain.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
