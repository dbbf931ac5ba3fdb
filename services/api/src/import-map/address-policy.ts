import dns from 'node:dns/promises';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which network addresses the server may fetch a module from. Production answers only global unicast addresses:
 * never loopback, private (RFC 1918, unique-local fc00::/7), link-local (169.254/16 with the cloud metadata
 * service, fe80::/10), carrier-grade NAT, multicast, reserved, unspecified, nor an IPv6 form that embeds an IPv4
 * address (::ffff:a.b.c.d is judged as a.b.c.d; NAT64, 6to4 and Teredo are refused outright).
 */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Returns why an address is refused, or null when the server may connect to it. */
export type AddressPolicy = (address: string) => string | null;

/** Resolves a host name to every address it has (an IP literal resolves to itself). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const publicAddressesOnly: AddressPolicy = (address) => {
  if (!ipaddr.isValid(address)) return `${address} is not an IP address`;
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  return range === 'unicast' ? null : `${parsed.toString()} is a ${describe(range)} address`;
};

/** For tests only: also lets loopback through (their module servers listen on 127.0.0.1). */
export const publicOrLoopback: AddressPolicy = (address) => {
  if (ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback') return null;
  return publicAddressesOnly(address);
};

export const systemResolver: Resolver = async (hostname) => {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const family = net.isIP(bare);
  if (family) return [{ address: bare, family: family as 4 | 6 }];
  const found = await dns.lookup(bare, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family as 4 | 6 }));
};

/** Resolves and checks every address of a host: one refused address refuses the host (no retry on another). */
export async function vetHost(hostname: string, resolver: Resolver, policy: AddressPolicy): Promise<ResolvedAddress> {
  let addresses: ResolvedAddress[];
  const literal = hostname.replace(/^\[|\]$/g, '');
  try {
    // An IP literal is judged as written (it never goes to a resolver, and Node connects to it without a lookup).
    addresses = net.isIP(literal) ? [{ address: literal, family: net.isIP(literal) as 4 | 6 }] : await resolver(hostname);
  } catch (error) {
    throw new Error(`${hostname} could not be resolved (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  if (!addresses.length) throw new Error(`${hostname} has no address`);
  for (const a of addresses) {
    const why = policy(a.address);
    if (why) throw new Error(`refused ${hostname}: ${why}; modules are never fetched from private, loopback or link-local addresses`);
  }
  return addresses[0];
}

function describe(range: string): string {
  const words: Record<string, string> = {
    loopback: 'loopback',
    private: 'private',
    uniqueLocal: 'private (unique-local)',
    linkLocal: 'link-local',
    carrierGradeNat: 'private (carrier-grade NAT)',
    unspecified: 'unspecified',
    multicast: 'multicast',
    broadcast: 'broadcast',
    reserved: 'reserved',
    rfc6052: 'NAT64 (embedded IPv4)',
    rfc6145: 'IPv4-translated',
    '6to4': '6to4 (embedded IPv4)',
    teredo: 'Teredo (embedded IPv4)',
  };
  return words[range] ?? `non-public (${range})`;
}
