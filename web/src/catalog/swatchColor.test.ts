import { describe, expect, it } from "vitest";
import { swatchColor } from "./swatchColor";

describe("swatchColor", () => {
  it("paints hex codes and CSS colour names, spaces and case aside", () => {
    expect(swatchColor("#1f2f4f")).toBe("#1f2f4f");
    expect(swatchColor(" #FFF ")).toBe("#FFF");
    expect(swatchColor("Navy")).toBe("navy");
    expect(swatchColor("Sky Blue")).toBe("skyblue");
    expect(swatchColor("sky-blue")).toBe("skyblue");
  });

  it("shows other names as text", () => {
    expect(swatchColor("Mustard")).toBeNull();
    expect(swatchColor("#12")).toBeNull();
    expect(swatchColor("Navy / White")).toBeNull();
    expect(swatchColor("Inherit")).toBeNull();
    expect(swatchColor("")).toBeNull();
    expect(swatchColor("Transparent")).toBeNull();
  });

  it("knows every CSS colour name, in a render with no browser to ask", () => {
    expect(swatchColor("Rebecca Purple")).toBe("rebeccapurple");
    expect(swatchColor("light goldenrod yellow")).toBe("lightgoldenrodyellow");
  });
});
