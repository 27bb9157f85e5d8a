import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { describe, expect, it } from "vitest";
import { profileServerErrors, profileValuesFrom, toUpdateProfileInput, validateProfileForm } from "./profileForm";

const empty = { displayName: "", photoURL: "", phone: "", address: "" };

describe("validateProfileForm", () => {
  it("accepts an empty form: every field is optional", () => {
    expect(validateProfileForm(empty)).toEqual({});
  });

  it("applies the URL rule to the photo", () => {
    expect(validateProfileForm({ ...empty, photoURL: "ftp://example.com/me.jpg" })).toEqual({ photoURL: "Invalid URL" });
    expect(validateProfileForm({ ...empty, photoURL: "https://example.com/me.jpg" })).toEqual({});
  });

  it("checks the name length, the phone pattern and the address length", () => {
    expect(
      validateProfileForm({ displayName: "x".repeat(101), photoURL: "", phone: "call me", address: "a".repeat(501) }),
    ).toEqual({
      displayName: "A name has at most 100 characters.",
      phone: "Enter a phone number of digits, spaces or dashes.",
      address: "An address has at most 500 characters.",
    });
    expect(validateProfileForm({ ...empty, phone: "+880 1711-000000" })).toEqual({});
  });
});

describe("profileValuesFrom / toUpdateProfileInput", () => {
  it("starts from the record, with missing values as empty fields", () => {
    expect(profileValuesFrom({ displayName: "Rahim", photoURL: null, phone: null, address: "Dhaka" })).toEqual({
      displayName: "Rahim",
      photoURL: "",
      phone: "",
      address: "Dhaka",
    });
    expect(profileValuesFrom(null)).toEqual(empty);
  });

  it("trims every field and sends emptied ones as empty strings (removal)", () => {
    expect(toUpdateProfileInput({ displayName: " Rahim ", photoURL: " ", phone: "01711 000000 ", address: "" })).toEqual({
      displayName: "Rahim",
      photoURL: "",
      phone: "01711 000000",
      address: "",
    });
  });
});

describe("profileServerErrors", () => {
  it("maps BAD_USER_INPUT field errors onto the form's fields", () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: "Invalid input",
          extensions: { code: "BAD_USER_INPUT", fields: [{ field: "input.photoURL", messages: ["Invalid URL"] }] },
        },
      ],
    });
    expect(profileServerErrors(error)).toEqual({ photoURL: "Invalid URL" });
  });

  it("ignores other errors", () => {
    expect(profileServerErrors(new Error("offline"))).toEqual({});
    const forbidden = new CombinedGraphQLErrors({ errors: [{ message: "No", extensions: { code: "FORBIDDEN" } }] });
    expect(profileServerErrors(forbidden)).toEqual({});
  });
});
