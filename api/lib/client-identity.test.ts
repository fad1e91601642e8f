import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../test/setup";
import { CLIENT_ADDRESS_HEADER, decideClientAddress, parseTrustedProxies, signClientAddress, verifyClientAddress } from "./client-identity";

describe("decideClientAddress", () => {
  const none = parseTrustedProxies(undefined);
  const oneHop = parseTrustedProxies("1");
  const twoHops = parseTrustedProxies("2");
  const cidrs = parseTrustedProxies("10.0.0.0/8, 127.0.0.1, ::1/128");

  it("is the socket address without trusted proxies, whatever X-Forwarded-For says", () => {
    expect(decideClientAddress("203.0.113.7", "198.51.100.1", none)).toBe("203.0.113.7");
    expect(decideClientAddress("::ffff:203.0.113.7", undefined, none)).toBe("203.0.113.7");
    expect(decideClientAddress(undefined, "198.51.100.1", none)).toBe("unknown");
  });

  it("with a hop count takes the entry that many from the right, never a client-written one", () => {
    // The proxy appends the address it saw; whatever the client wrote sits to the left.
    expect(decideClientAddress("127.0.0.1", "203.0.113.9", oneHop)).toBe("203.0.113.9");
    expect(decideClientAddress("127.0.0.1", "1.1.1.1, 2.2.2.2, 203.0.113.9", oneHop)).toBe("203.0.113.9");
    expect(decideClientAddress("127.0.0.1", "6.6.6.6, 203.0.113.9, 10.0.0.2", twoHops)).toBe("203.0.113.9");
    expect(decideClientAddress("127.0.0.1", undefined, oneHop)).toBe("127.0.0.1");
    expect(decideClientAddress("127.0.0.1", "not-an-ip", oneHop)).toBe("127.0.0.1");
    // Two proxies but one entry: a proxy wrote none, so the entry may be the visitor's own.
    expect(decideClientAddress("127.0.0.1", "6.6.6.6", twoHops)).toBe("127.0.0.1");
  });

  it("with CIDRs walks left past our proxies to the first untrusted hop", () => {
    expect(decideClientAddress("10.0.0.5", "6.6.6.6, 203.0.113.9, 10.1.2.3", cidrs)).toBe("203.0.113.9");
    expect(decideClientAddress("::ffff:127.0.0.1", "203.0.113.9", cidrs)).toBe("203.0.113.9");
    expect(decideClientAddress("::1", "2001:db8::1", cidrs)).toBe("2001:db8::1");
    // A socket that is not one of our proxies is the client, X-Forwarded-For or not.
    expect(decideClientAddress("198.51.100.4", "203.0.113.9", cidrs)).toBe("198.51.100.4");
    // Only proxies all the way: the left-most proxy is as far as we know.
    expect(decideClientAddress("10.0.0.5", "10.0.0.9", cidrs)).toBe("10.0.0.9");
  });

  it("refuses a TRUSTED_PROXIES value it cannot read", () => {
    expect(() => parseTrustedProxies("yes please")).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseTrustedProxies("10.0.0.0/99")).toThrow(/prefix/);
    expect(parseTrustedProxies("0")).toEqual({ kind: "none" });
  });
});

describe("signed client address", () => {
  const secret = "a-shared-secret-0123456789";
  it("verifies its own signature within a minute, and nothing else", () => {
    const now = Date.now();
    const header = signClientAddress(secret, "203.0.113.9", now);
    expect(verifyClientAddress(secret, header, now + 1000)).toBe("203.0.113.9");
    expect(verifyClientAddress("another-secret-0123456789", header, now)).toBeUndefined();
    expect(verifyClientAddress(secret, header, now + 61_000)).toBeUndefined();
    expect(verifyClientAddress(secret, header.replace("203.0.113.9", "203.0.113.8"), now)).toBeUndefined();
    expect(verifyClientAddress(secret, "203.0.113.9", now)).toBeUndefined();
    expect(verifyClientAddress(secret, undefined, now)).toBeUndefined();
  });
});

describe("the API keys clients by the address it is handed, never by X-Forwarded-For", () => {
  const secret = "client-address-secret-0123456789";
  let api: TestApi;
  beforeAll(async () => (api = await createTestApi({ seed: false, config: { clientAddressSecret: secret } })));
  afterAll(() => api.close());

  const contact = (client: string | undefined, headers: Record<string, string> = {}) =>
    api.json("POST", "/api/contact/", { json: { name: "Asha", email: "spoof@example.in", message: "Hello there, Saaj." }, client, headers });

  it("a rotating X-Forwarded-For does not escape the per-client limit", async () => {
    for (let i = 0; i < 5; i++) expect((await contact("198.51.100.1", { "x-forwarded-for": `10.9.9.${i}` })).status).toBe(200);
    const spoofed = await contact("198.51.100.1", { "x-forwarded-for": "10.9.9.200", "x-real-ip": "10.9.9.201" });
    expect(spoofed.status).toBe(429);
    // A spoofed header cannot put another client over its limit either.
    expect((await contact("198.51.100.2", { "x-forwarded-for": "198.51.100.1" })).status).toBe(200);
  });

  it("the login-code send cap per client ignores X-Forwarded-For too", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const phone = `70000000${String(i).padStart(2, "0")}`;
      const r = await api.json("POST", "/api/login/", { json: { phone }, client: "198.51.100.3", headers: { "x-forwarded-for": `172.16.0.${i}` } });
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    const byOther = await api.json("POST", "/api/login/", { json: { phone: "7000000099" }, client: "198.51.100.4" });
    expect(byOther.status).toBe(200);
  });

  it("takes a correctly signed address (the web app over HTTP) and ignores a forged one", async () => {
    const signed = (address: string) => ({ [CLIENT_ADDRESS_HEADER]: signClientAddress(secret, address, Date.now()) });
    for (let i = 0; i < 5; i++) expect((await contact("192.0.2.50", signed("203.0.113.50"))).status).toBe(200);
    // Same visitor through the same app server: limited.
    expect((await contact("192.0.2.50", signed("203.0.113.50"))).status).toBe(429);
    // Another visitor through the same app server: their own bucket.
    expect((await contact("192.0.2.50", signed("203.0.113.51"))).status).toBe(200);
    // A forged header (wrong secret) counts against the caller's own address.
    const forged = { [CLIENT_ADDRESS_HEADER]: signClientAddress("not-the-secret-0123456789", "203.0.113.52", Date.now()) };
    for (let i = 0; i < 5; i++) expect((await contact("192.0.2.60", forged)).status).toBe(200);
    expect((await contact("192.0.2.60", { [CLIENT_ADDRESS_HEADER]: signClientAddress("not-the-secret-0123456789", "203.0.113.53", Date.now()) })).status).toBe(429);
  });
});
