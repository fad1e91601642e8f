import { isIP, SocketAddress } from "node:net";
import { normalizeIp } from "./client-identity";

/** IPv4 networks are counted per /24: the smallest block one customer (or one host) usually gets. */
const IPV4_NETWORK_PREFIX = 24;
/** IPv6 networks are counted per /64: one home or phone gets a whole /64 and can use any address in it. */
const IPV6_NETWORK_PREFIX = 64;

/** The 8 groups of an IPv6 address, `::` expanded and an embedded IPv4 tail turned into two groups. */
function ipv6Groups(ip: string): number[] {
  const canonical = new SocketAddress({ address: ip, family: "ipv6" }).address;
  let text = canonical;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = text.slice(0, v4.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...middle, ...right].map((g) => parseInt(g, 16));
}

/**
 * The network a client key belongs to, for the per-network budgets: `v4:a.b.c.0/24` or
 * `v6:xxxx:xxxx:xxxx:xxxx::/64`. An IPv4-mapped IPv6 address counts as its IPv4 address. Keys that
 * are not an address ("unknown") are their own network, so they share one budget.
 */
export function clientNetwork(clientKey: string): string {
  const ip = normalizeIp(clientKey);
  const family = isIP(ip);
  if (family === 4) return `v4:${ip.split(".").slice(0, 3).join(".")}.0/${IPV4_NETWORK_PREFIX}`;
  if (family === 6) {
    const groups = ipv6Groups(ip).slice(0, IPV6_NETWORK_PREFIX / 16);
    return `v6:${groups.map((g) => g.toString(16)).join(":")}::/${IPV6_NETWORK_PREFIX}`;
  }
  return `other:${clientKey}`;
}
