import { describe, expect, it } from "vitest";
import { phoneHrefs } from "./PhoneLinks";

describe("phoneHrefs", () => {
  it("calls and opens WhatsApp in international form, the shop's code for a national number", () => {
    expect(phoneHrefs("01712-345678", "880")).toEqual({ call: "tel:+8801712345678", whatsApp: "https://wa.me/8801712345678" });
    expect(phoneHrefs("+44 20 7946 0000", "880")).toEqual({ call: "tel:+442079460000", whatsApp: "https://wa.me/442079460000" });
    expect(phoneHrefs("  ", "880")).toBeNull();
  });
});
