import { describe, expect, it } from "vitest";
import { swatchColor } from "./swatchColor";

const known = new Set(["navy", "skyblue", "white", "inherit"]);
const supports = (color: string) => known.has(color);

describe("swatchColor", () => {
  it("paints hex codes and CSS colour names, spaces and case aside", () => {
    expect(swatchColor("#1f2f4f", supports)).toBe("#1f2f4f");
    expect(swatchColor(" #FFF ", supports)).toBe("#FFF");
    expect(swatchColor("Navy", supports)).toBe("navy");
    expect(swatchColor("Sky Blue", supports)).toBe("skyblue");
    expect(swatchColor("sky-blue", supports)).toBe("skyblue");
  });

  it("shows other names as text", () => {
    expect(swatchColor("Mustard", supports)).toBeNull();
    expect(swatchColor("#12", supports)).toBeNull();
    expect(swatchColor("Navy / White", supports)).toBeNull();
    expect(swatchColor("Inherit", supports)).toBeNull();
    expect(swatchColor("", supports)).toBeNull();
  });
});
