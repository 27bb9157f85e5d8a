import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { describe, expect, it } from "vitest";
import {
  EMPTY_CONTACT_FORM,
  hasErrors,
  serverFieldErrors,
  toContactInput,
  validateContactForm,
  type ContactFormValues,
} from "./contactForm";

const valid: ContactFormValues = {
  name: "Rahim Uddin",
  email: "rahim@example.com",
  phone: "",
  subject: "Delivery time",
  message: "When will my order arrive in Sylhet?",
};

describe("validateContactForm", () => {
  it("accepts a complete form, phone optional", () => {
    expect(validateContactForm(valid)).toEqual({});
    expect(hasErrors(validateContactForm({ ...valid, phone: "+880 1700-000000" }))).toBe(false);
  });

  it("requires name, email, subject and message", () => {
    expect(validateContactForm(EMPTY_CONTACT_FORM)).toEqual({
      name: "Please enter your name.",
      email: "Invalid email address",
      subject: "Please enter a subject.",
      message: "Please write a message.",
    });
    expect(validateContactForm({ ...valid, name: "   " }).name).toBe("Please enter your name.");
  });

  it("checks the email against a basic address pattern", () => {
    for (const email of ["rahim", "rahim@", "@example.com", "rahim@example", "ra him@example.com", "rahim@@example.com"]) {
      expect(validateContactForm({ ...valid, email }).email).toBe("Invalid email address");
    }
    expect(validateContactForm({ ...valid, email: " a.b+c@mail.example.co.bd " }).email).toBeUndefined();
  });

  it("applies the server's length limits", () => {
    expect(validateContactForm({ ...valid, name: "n".repeat(100) }).name).toBeUndefined();
    expect(validateContactForm({ ...valid, name: "n".repeat(101) }).name).toBe("A name has at most 100 characters.");
    expect(validateContactForm({ ...valid, subject: "s".repeat(150) }).subject).toBeUndefined();
    expect(validateContactForm({ ...valid, subject: "s".repeat(151) }).subject).toBe("A subject has at most 150 characters.");
    expect(validateContactForm({ ...valid, message: "123456789" }).message).toBe("A message has 10 to 5,000 characters.");
    expect(validateContactForm({ ...valid, message: "  123456789  " }).message).toBe("A message has 10 to 5,000 characters.");
    expect(validateContactForm({ ...valid, message: "1234567890" }).message).toBeUndefined();
    expect(validateContactForm({ ...valid, message: "m".repeat(5000) }).message).toBeUndefined();
    expect(validateContactForm({ ...valid, message: "m".repeat(5001) }).message).toBe("A message has 10 to 5,000 characters.");
  });

  it("checks a phone number when one is given", () => {
    expect(validateContactForm({ ...valid, phone: "call me" }).phone).toBe("Enter a phone number of digits, spaces or dashes.");
    expect(validateContactForm({ ...valid, phone: "01700000000" }).phone).toBeUndefined();
  });
});

describe("toContactInput", () => {
  it("trims every field and sends an empty phone as null", () => {
    expect(toContactInput({ ...valid, name: "  Rahim ", phone: "  " })).toEqual({
      name: "Rahim",
      email: "rahim@example.com",
      phone: null,
      subject: "Delivery time",
      message: "When will my order arrive in Sylhet?",
    });
  });
});

describe("serverFieldErrors", () => {
  it("maps BAD_USER_INPUT field errors onto the form's fields", () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: "Invalid email address; A message has 10 to 5,000 characters.",
          extensions: {
            code: "BAD_USER_INPUT",
            fields: [
              { field: "email", messages: ["Invalid email address"] },
              { field: "input.message", messages: ["A message has 10 to 5,000 characters."] },
              { field: "unknown", messages: ["ignored"] },
            ],
          },
        },
      ],
    });
    expect(serverFieldErrors(error)).toEqual({
      email: "Invalid email address",
      message: "A message has 10 to 5,000 characters.",
    });
  });

  it("reads a single-field error", () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: "A message has 10 to 5,000 characters.", extensions: { code: "BAD_USER_INPUT", field: "message" } }],
    });
    expect(serverFieldErrors(error)).toEqual({ message: "A message has 10 to 5,000 characters." });
  });

  it("has nothing for other errors", () => {
    const limited = new CombinedGraphQLErrors({
      errors: [{ message: "Too many messages. Please try again in 9 minutes.", extensions: { code: "RATE_LIMITED" } }],
    });
    expect(serverFieldErrors(limited)).toEqual({});
    expect(serverFieldErrors(new TypeError("Failed to fetch"))).toEqual({});
  });
});
