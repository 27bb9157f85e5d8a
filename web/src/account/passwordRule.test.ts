import { describe, expect, it } from "vitest";
import { PASSWORD_MIN_LENGTH, PASSWORD_RULE_TEXT, passwordProblem } from "./passwordRule";

describe("passwordProblem", () => {
  it("asks for a password when there is none", () => {
    expect(passwordProblem("")).toBe("Please choose a password.");
  });

  it("refuses fewer than 8 characters", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(passwordProblem("1234567")).toBe("Use at least 8 characters.");
    expect(passwordProblem("       ")).toBe("Use at least 8 characters.");
  });

  it("accepts 8 characters or more, spaces included", () => {
    expect(passwordProblem("12345678")).toBeUndefined();
    expect(passwordProblem("correct horse battery staple")).toBeUndefined();
  });

  it("counts characters, not UTF-16 units", () => {
    // Seven emoji are fourteen UTF-16 units but seven characters.
    expect(passwordProblem("🔑🔑🔑🔑🔑🔑🔑")).toBe("Use at least 8 characters.");
    expect(passwordProblem("🔑🔑🔑🔑🔑🔑🔑🔑")).toBeUndefined();
  });

  it("states the rule on the form in the same terms", () => {
    expect(PASSWORD_RULE_TEXT).toBe("At least 8 characters.");
  });
});
