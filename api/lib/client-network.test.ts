import { describe, expect, it } from "vitest";
import { clientNetwork } from "./client-network";

describe("clientNetwork", () => {
  it("keys IPv4 by its /24", () => {
    expect(clientNetwork("203.0.113.7")).toBe("v4:203.0.113.0/24");
    expect(clientNetwork("203.0.113.250")).toBe(clientNetwork("203.0.113.1"));
    expect(clientNetwork("203.0.114.7")).not.toBe(clientNetwork("203.0.113.7"));
  });

  it("counts an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(clientNetwork("::ffff:203.0.113.7")).toBe("v4:203.0.113.0/24");
    expect(clientNetwork("::FFFF:203.0.113.9")).toBe(clientNetwork("203.0.113.1"));
  });

  it("keys IPv6 by its /64, however the address is written", () => {
    expect(clientNetwork("2001:db8:1:2:3:4:5:6")).toBe("v6:2001:db8:1:2::/64");
    expect(clientNetwork("2001:db8:1:2::ffff")).toBe("v6:2001:db8:1:2::/64");
    expect(clientNetwork("2001:DB8:1:2:0:0:0:1")).toBe("v6:2001:db8:1:2::/64");
    expect(clientNetwork("2001:0db8:0001:0002::1")).toBe("v6:2001:db8:1:2::/64");
    expect(clientNetwork("[2001:db8::1]")).toBe("v6:2001:db8:0:0::/64");
    expect(clientNetwork("fe80::1%eth0")).toBe("v6:fe80:0:0:0::/64");
    expect(clientNetwork("2001:db8:1:3::1")).not.toBe(clientNetwork("2001:db8:1:2::1"));
    expect(clientNetwork("::1")).toBe("v6:0:0:0:0::/64");
  });

  it("leaves a key that is not an address in a network of its own", () => {
    expect(clientNetwork("unknown")).toBe("other:unknown");
    expect(clientNetwork("")).toBe("other:");
  });
});
