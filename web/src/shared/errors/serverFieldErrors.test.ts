import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { describe, expect, it } from "vitest";
import { serverFieldErrors } from "./serverFieldErrors";

const CHECKOUT = ["name", "phone", "email", "deliveryZone", "address", "notes"] as const;
const CONTACT = ["name", "email", "phone", "subject", "message"] as const;
const PROFILE = ["displayName", "photoURL", "phone", "address"] as const;

function badInput(fields: unknown, message = "Bad input") {
  return new CombinedGraphQLErrors({ errors: [{ message, extensions: { code: "BAD_USER_INPUT", fields } }] });
}

describe("serverFieldErrors", () => {
  it("puts a BAD_USER_INPUT error under the field it names", () => {
    const error = badInput([{ field: "phone", messages: ["Enter a phone number of digits, spaces or dashes."] }]);
    expect(serverFieldErrors(error, CHECKOUT)).toEqual({ phone: "Enter a phone number of digits, spaces or dashes." });
  });

  it("reads paths like input.email", () => {
    const error = badInput([{ field: "input.email", messages: ["Invalid email address"] }]);
    expect(serverFieldErrors(error, CHECKOUT)).toEqual({ email: "Invalid email address" });
  });

  it("keeps a row's field whole when the form has the list (variants.0.color)", () => {
    const error = badInput([
      { field: "variants.1.color", messages: ["Every variant needs a colour."] },
      { field: "input.images.0.url", messages: ["Choose an image."] },
      { field: "tags.2", messages: ["A tag cannot be empty."] },
    ]);
    expect(serverFieldErrors(error, ["name", "variants", "images", "tags"] as const)).toEqual({
      "variants.1.color": "Every variant needs a colour.",
      "images.0.url": "Choose an image.",
      "tags.2": "A tag cannot be empty.",
    });
  });

  it("maps several fields onto the form's fields, leaving out the ones it does not have", () => {
    const error = badInput(
      [
        { field: "email", messages: ["Invalid email address"] },
        { field: "input.message", messages: ["A message has 10 to 5,000 characters."] },
        { field: "unknown", messages: ["ignored"] },
      ],
      "Invalid email address; A message has 10 to 5,000 characters.",
    );
    expect(serverFieldErrors(error, CONTACT)).toEqual({
      email: "Invalid email address",
      message: "A message has 10 to 5,000 characters.",
    });
  });

  it("keeps the first message of a field", () => {
    const error = badInput([
      { field: "input.photoURL", messages: ["", "Invalid URL", "Too long"] },
      { field: "photoURL", messages: ["later"] },
    ]);
    expect(serverFieldErrors(error, PROFILE)).toEqual({ photoURL: "Invalid URL" });
  });

  it("ignores line errors, other codes, and the retired single-field shape", () => {
    const lines = badInput([{ field: "lines.0.quantity", messages: ["Too many"] }]);
    const stock = new CombinedGraphQLErrors({
      errors: [{ message: "Not enough stock", extensions: { code: "OUT_OF_STOCK", fields: [{ field: "name", messages: ["x"] }] } }],
    });
    const single = new CombinedGraphQLErrors({
      errors: [{ message: "A message has 10 to 5,000 characters.", extensions: { code: "BAD_USER_INPUT", field: "message" } }],
    });
    const limited = new CombinedGraphQLErrors({
      errors: [{ message: "Too many messages. Please try again in 9 minutes.", extensions: { code: "RATE_LIMITED" } }],
    });
    expect(serverFieldErrors(lines, CHECKOUT)).toEqual({});
    expect(serverFieldErrors(stock, CHECKOUT)).toEqual({});
    expect(serverFieldErrors(single, CONTACT)).toEqual({});
    expect(serverFieldErrors(limited, CONTACT)).toEqual({});
    expect(serverFieldErrors(new TypeError("Failed to fetch"), CONTACT)).toEqual({});
    expect(serverFieldErrors(new Error("offline"), PROFILE)).toEqual({});
  });
});
