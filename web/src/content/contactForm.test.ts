import { describe, expect, it } from "vitest";
import { toContactInput, type ContactFormValues } from "./contactForm";

// The form's rules are common's `contactRules` (tested in common/src/fields.test.ts).

const valid: ContactFormValues = {
  name: "Rahim Uddin",
  email: "rahim@example.com",
  phone: "",
  subject: "Delivery time",
  message: "When will my order arrive in Sylhet?",
};

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
