import { checkFields, FIELD_MESSAGES } from "@shop/common";
import { describe, expect, it } from "vitest";
import {
  type CheckoutRuleOptions,
  type CheckoutValues,
  checkoutFormRules,
  EMPTY_CHECKOUT,
  newIdempotencyKey,
  prefillCheckout,
  toPlaceOrderInput,
} from "./checkoutForm";

/** The checkout's problems, field by field, as the form finds them. */
const validateCheckout = (values: CheckoutValues, options: CheckoutRuleOptions) => checkFields(checkoutFormRules(options), values);
const hasCheckoutErrors = (errors: object) => Object.keys(errors).length > 0;
const CHECKOUT_MESSAGES = { ...FIELD_MESSAGES, emailRequired: FIELD_MESSAGES.emailForOrder };

const valid: CheckoutValues = {
  name: "Karim Ahmed",
  phone: "+880 1711-000000",
  email: "karim@example.com",
  deliveryZone: "Inside Dhaka",
  address: "House 5, Road 2, Dhanmondi",
  notes: "",
};
const guest = { requireEmail: true, requireZone: true };
const customer = { requireEmail: false, requireZone: true };

describe("validateCheckout", () => {
  it("accepts a complete form", () => {
    expect(validateCheckout(valid, guest)).toEqual({});
    expect(hasCheckoutErrors(validateCheckout(valid, guest))).toBe(false);
  });

  it("names every missing field of an empty form", () => {
    const errors = validateCheckout(EMPTY_CHECKOUT, guest);
    expect(errors).toEqual({
      name: CHECKOUT_MESSAGES.name,
      phone: CHECKOUT_MESSAGES.phone,
      email: CHECKOUT_MESSAGES.emailRequired,
      deliveryZone: CHECKOUT_MESSAGES.deliveryZone,
      address: CHECKOUT_MESSAGES.address,
    });
    expect(hasCheckoutErrors(errors)).toBe(true);
  });

  it("checks the phone with the server's pattern", () => {
    for (const phone of ["01711000000", "+880 1711-000000", "  017 11 00 00 00  ", "+8801711000000"]) {
      expect(validateCheckout({ ...valid, phone }, guest).phone, phone).toBeUndefined();
    }
    for (const phone of ["call me", "12345", "+-1711000000", "0171100000a", "1".repeat(30), "(017) 11000000"]) {
      expect(validateCheckout({ ...valid, phone }, guest).phone, phone).toBe(CHECKOUT_MESSAGES.phone);
    }
  });

  it("requires an email only from guests, and checks any email given", () => {
    expect(validateCheckout({ ...valid, email: "" }, guest).email).toBe(CHECKOUT_MESSAGES.emailRequired);
    expect(validateCheckout({ ...valid, email: "  " }, customer).email).toBeUndefined();
    expect(validateCheckout({ ...valid, email: "nope" }, customer).email).toBe(CHECKOUT_MESSAGES.emailInvalid);
    expect(validateCheckout({ ...valid, email: "a@b" }, guest).email).toBe(CHECKOUT_MESSAGES.emailInvalid);
  });

  it("limits name, address and notes like the server", () => {
    expect(validateCheckout({ ...valid, name: "x".repeat(101) }, guest).name).toBe(CHECKOUT_MESSAGES.nameTooLong);
    expect(validateCheckout({ ...valid, address: " abcd " }, guest).address).toBe(CHECKOUT_MESSAGES.address);
    expect(validateCheckout({ ...valid, address: "x".repeat(501) }, guest).address).toBe(CHECKOUT_MESSAGES.addressTooLong);
    expect(validateCheckout({ ...valid, notes: "x".repeat(1001) }, guest).notes).toBe(CHECKOUT_MESSAGES.notes);
  });

  it("needs a zone only when the shop has zones", () => {
    expect(validateCheckout({ ...valid, deliveryZone: "" }, { requireEmail: true, requireZone: false })).toEqual({});
  });

  it("takes the shop's default zone while none is chosen", () => {
    expect(validateCheckout({ ...valid, deliveryZone: "" }, { ...guest, defaultZone: "Outside Dhaka" })).toEqual({});
    expect(validateCheckout({ ...valid, deliveryZone: "" }, guest)).toEqual({ deliveryZone: CHECKOUT_MESSAGES.deliveryZone });
  });
});

describe("toPlaceOrderInput", () => {
  it("trims, sends empty optional fields as null and carries the idempotency key", () => {
    const lines = [{ productId: "p", color: "Navy", size: "M", quantity: 1 }];
    expect(toPlaceOrderInput({ ...valid, name: " Karim ", email: " ", notes: "  " }, lines, "key-12345")).toEqual({
      lines,
      deliveryZone: "Inside Dhaka",
      name: "Karim",
      phone: "+880 1711-000000",
      email: null,
      address: "House 5, Road 2, Dhanmondi",
      notes: null,
      idempotencyKey: "key-12345",
    });
  });
});

describe("prefillCheckout", () => {
  it("fills only the empty fields from the account", () => {
    const filled = prefillCheckout({ ...EMPTY_CHECKOUT, phone: "01711000000" }, { name: "Rina", email: "rina@shop.test", phone: "01999999999", address: null });
    expect(filled).toEqual({ ...EMPTY_CHECKOUT, name: "Rina", email: "rina@shop.test", phone: "01711000000" });
  });
});

describe("newIdempotencyKey", () => {
  it("makes a fresh key of 8–80 characters each time", () => {
    const [a, b] = [newIdempotencyKey(), newIdempotencyKey()];
    expect(a).not.toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(8);
    expect(a.length).toBeLessThanOrEqual(80);
  });
});
