import { describe, expect, it } from "vitest";
import { escapeLike } from "./slug.js";

describe("escapeLike", () => {
  it("escapes LIKE wildcards and the escape character", () => {
    expect(escapeLike("50%_off\\now")).toBe("50\\%\\_off\\\\now");
    expect(escapeLike("plain")).toBe("plain");
  });
});
