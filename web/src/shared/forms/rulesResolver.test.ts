import { FIELD_MESSAGES, signInRules } from "@shop/common";
import { describe, expect, it } from "vitest";
import { rulesResolver } from "./rulesResolver";

const options = { fields: {}, shouldUseNativeValidation: false };

describe("rulesResolver", () => {
  it("passes the values through when every rule passes", async () => {
    const values = { email: "a@b.co", password: "x" };
    expect(await rulesResolver<typeof values>(signInRules)(values, undefined, options)).toEqual({ values, errors: {} });
  });

  it("reports each field's first problem in the rules' words", async () => {
    const values = { email: "nope", password: "" };
    expect(await rulesResolver<typeof values>(signInRules)(values, undefined, options)).toEqual({
      values: {},
      errors: {
        email: { type: "rule", message: FIELD_MESSAGES.emailInvalid },
        password: { type: "rule", message: FIELD_MESSAGES.password },
      },
    });
  });
});
