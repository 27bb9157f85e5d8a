import { describe, expect, it } from "vitest";
import { replyHref, replySubject } from "./replyLink";

describe("replyHref", () => {
  it("addresses the sender with the subject prefixed and encoded", () => {
    expect(replyHref("karim@example.com", "Where is my order?")).toBe("mailto:karim@example.com?subject=Re%3A%20Where%20is%20my%20order%3F");
  });

  it("encodes characters that would end the address or add headers", () => {
    expect(replyHref("a+b@example.com", "Size & colour #2 = ok?&body=hi")).toBe(
      "mailto:a%2Bb@example.com?subject=Re%3A%20Size%20%26%20colour%20%232%20%3D%20ok%3F%26body%3Dhi",
    );
  });

  it("keeps non-ASCII text as UTF-8", () => {
    expect(replyHref("x@example.com", "ডেলিভারি")).toBe(`mailto:x@example.com?subject=${encodeURIComponent("Re: ডেলিভারি")}`);
  });
});

describe("replySubject", () => {
  it("does not add a second Re:", () => {
    expect(replySubject("Re: Delivery")).toBe("Re: Delivery");
    expect(replySubject("RE: Delivery")).toBe("RE: Delivery");
    expect(replySubject("  Delivery ")).toBe("Re: Delivery");
  });
});
