import { describe, expect, it } from "vitest";
import { addressKey } from "./address.js";

describe("addressKey", () => {
  it("keeps an IPv4 address, and counts an IPv6 address as its /64", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("2001:db8:a:b::1")).toBe("2001:db8:a:b::/64");
    expect(addressKey("2001:0DB8:000a:000b:1:2:3:4")).toBe("2001:db8:a:b::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
  });
});
