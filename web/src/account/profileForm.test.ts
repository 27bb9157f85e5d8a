import { describe, expect, it } from "vitest";
import { profileValuesFrom, toUpdateProfileInput } from "./profileForm";

// The form's rules are common's `profileRules` (tested in common/src/fields.test.ts).

const empty = { displayName: "", photoURL: "", phone: "", address: "" };

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
