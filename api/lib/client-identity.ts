import { BlockList, isIP } from "node:net";
import { createHmac, timingSafeEqual } from "node:crypto";
import { CLIENT_ADDRESS_HEADER, SIGNED_ADDRESS_MAX_SKEW_MS } from "../../contract/http";

/**
 * Who is calling, decided once, by the process that owns the socket (server.ts, or api/main.ts
 * when the API runs alone). See docs/decisions/0005-client-identity.md.
 *
 * - No trusted proxies: the socket's address. X-Forwarded-For is ignored (anyone can write it).
 * - `TRUSTED_PROXIES=<n>`: n proxies stand in front of us (the socket peer is the last of them);
 *   the client is the n-th X-Forwarded-For entry counted from the right. Entries further left
 *   were written by the client and are never read.
 * - `TRUSTED_PROXIES=<cidr>,<cidr>,…`: walk from the socket address leftwards through
 *   X-Forwarded-For while the hop is one of our proxies; the first untrusted hop is the client.
 */
export type TrustedProxies = { kind: "none" } | { kind: "hops"; hops: number } | { kind: "cidrs"; list: BlockList; text: string };

export function parseTrustedProxies(value: string | undefined | null): TrustedProxies {
  const text = (value ?? "").trim();
  if (!text || text === "0" || text === "false") return { kind: "none" };
  if (/^\d+$/.test(text)) return { kind: "hops", hops: Math.min(Number(text), 20) };
  const list = new BlockList();
  for (const raw of text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [address, prefixText] = raw.split("/") as [string, string | undefined];
    const ip = normalizeIp(address);
    const family = isIP(ip);
    if (!family) throw new Error(`TRUSTED_PROXIES: '${raw}' is neither a hop count nor an address or CIDR range.`);
    const type = family === 4 ? "ipv4" : "ipv6";
    const max = family === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? max : Number(prefixText);
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > max) throw new Error(`TRUSTED_PROXIES: bad prefix in '${raw}'.`);
    list.addSubnet(ip, prefix, type);
  }
  return { kind: "cidrs", list, text };
}

/** `::ffff:1.2.3.4` (IPv4 on a dual-stack socket) -> `1.2.3.4`; brackets and zone ids dropped. */
export function normalizeIp(value: string | undefined | null): string {
  let ip = (value ?? "").trim().replace(/^\[|\]$/g, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) ip = mapped[1]!;
  return ip.replace(/%.*$/, "").toLowerCase();
}

const isTrusted = (list: BlockList, ip: string) => {
  const family = isIP(ip);
  return family !== 0 && list.check(ip, family === 4 ? "ipv4" : "ipv6");
};

/** The client's address for this request (see the comment at the top). */
export function decideClientAddress(socketAddress: string | undefined | null, forwardedFor: string | undefined | null, trusted: TrustedProxies): string {
  const socket = normalizeIp(socketAddress) || "unknown";
  if (trusted.kind === "none") return socket;
  const hops = (forwardedFor ?? "").split(",").map(normalizeIp).filter(Boolean);
  if (trusted.kind === "hops") {
    // Fewer entries than proxies: a proxy did not write one (misconfiguration), and what is there
    // may be the visitor's own writing. The nearest proxy is all we can vouch for.
    if (hops.length < trusted.hops) return socket;
    const candidate = hops[hops.length - trusted.hops]!;
    return isIP(candidate) ? candidate : socket;
  }
  if (!isTrusted(trusted.list, socket)) return socket;
  let client = socket;
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!;
    if (!isIP(hop)) break; // our proxies write addresses; anything else is not a hop we can use
    client = hop;
    if (!isTrusted(trusted.list, hop)) break;
  }
  return client;
}

/**
 * Over HTTP (the app with API_BASE_URL) the app tells the API the visitor's address in this
 * header, signed with CLIENT_ADDRESS_SECRET: `<address>;<unix ms>;<hmac-sha256 hex>`.
 */
export { CLIENT_ADDRESS_HEADER, SIGNED_ADDRESS_MAX_SKEW_MS };

const signature = (secret: string, address: string, at: number) => createHmac("sha256", secret).update(`${address};${at}`).digest("hex");

export function signClientAddress(secret: string, address: string, now: number): string {
  const clean = address.replace(/[;\s]/g, "") || "unknown";
  return `${clean};${now};${signature(secret, clean, now)}`;
}

/** The address in a signed header, or undefined when the signature, format or age is wrong. */
export function verifyClientAddress(secret: string, value: string | undefined | null, now: number): string | undefined {
  const parts = (value ?? "").split(";");
  if (parts.length !== 3) return undefined;
  const [address, atText, sig] = parts as [string, string, string];
  if (!address || !/^\d{1,15}$/.test(atText) || !/^[0-9a-f]{64}$/.test(sig)) return undefined;
  const at = Number(atText);
  if (Math.abs(now - at) > SIGNED_ADDRESS_MAX_SKEW_MS) return undefined;
  const expected = Buffer.from(signature(secret, address, at), "hex");
  return timingSafeEqual(expected, Buffer.from(sig, "hex")) ? address : undefined;
}
