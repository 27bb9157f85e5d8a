import { describe, expect, it } from "vitest";
import { emailProblem, hasFormErrors, validateRegisterForm, validateSignInForm } from "./signInForms";

describe("emailProblem", () => {
  it("asks for an address, then for a valid one", () => {
    expect(emailProblem("  ")).toBe("Please enter your email address.");
    expect(emailProblem("shopper")).toBe("Invalid email address");
    expect(emailProblem("shopper@shop")).toBe("Invalid email address");
    expect(emailProblem("sho pper@shop.test")).toBe("Invalid email address");
    expect(emailProblem(" shopper@shop.test ")).toBeUndefined();
  });
});

describe("validateSignInForm", () => {
  it("needs an email and a password, whatever its length", () => {
    expect(validateSignInForm({ email: "", password: "" })).toEqual({
      email: "Please enter your email address.",
      password: "Please enter your password.",
    });
    expect(validateSignInForm({ email: "a@b.co", password: "short" })).toEqual({});
  });
});

describe("validateRegisterForm", () => {
  it("checks the name, the email and the shop's password rule", () => {
    const errors = validateRegisterForm({ displayName: " ", email: "nope", password: "1234567" });
    expect(errors).toEqual({
      displayName: "Please enter your name.",
      email: "Invalid email address",
      password: "Use at least 8 characters.",
    });
    expect(hasFormErrors(errors)).toBe(true);
  });

  it("limits the name to 100 characters", () => {
    const errors = validateRegisterForm({ displayName: "x".repeat(101), email: "a@b.co", password: "12345678" });
    expect(errors).toEqual({ displayName: "A name has at most 100 characters." });
  });

  it("accepts a complete form", () => {
    const errors = validateRegisterForm({ displayName: "Rahim", email: "rahim@shop.test", password: "12345678" });
    expect(errors).toEqual({});
    expect(hasFormErrors(errors)).toBe(false);
  });
});
