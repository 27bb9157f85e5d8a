import { describe, expect, it } from "vitest";
import { INVALID_URL, urlProblem } from "./urlRule";

describe("urlProblem", () => {
  it("accepts an empty field (the photo is optional)", () => {
    expect(urlProblem("")).toBeUndefined();
    expect(urlProblem("   ")).toBeUndefined();
  });

  it("accepts http and https URLs, ignoring surrounding spaces", () => {
    expect(urlProblem("https://example.com/me.jpg")).toBeUndefined();
    expect(urlProblem("http://cdn.example.com/a/b.png?size=200")).toBeUndefined();
    expect(urlProblem("  HTTPS://EXAMPLE.COM/ME.JPG  ")).toBeUndefined();
  });

  it.each([
    "example.com/me.jpg",
    "ftp://example.com/me.jpg",
    "javascript:alert(1)",
    "data:image/png;base64,AAAA",
    "mailto:me@example.com",
    "https://",
    "http:///path",
    "https://exa mple.com/me.jpg",
    "not a url",
  ])("refuses %s with Invalid URL", (value) => {
    expect(urlProblem(value)).toBe(INVALID_URL);
  });

  it("uses spec §5's message", () => {
    expect(INVALID_URL).toBe("Invalid URL");
  });
});
