import type { Order } from "../order.entity.js";

/** Steadfast's limits: an 11-digit phone, an address of at most 250 characters, a name of at most 100. */
export const COURIER_ADDRESS_MAX = 250;
const COURIER_NAME_MAX = 100;
const COURIER_NOTE_MAX = 250;

export type RecipientProblem = { code: "INVALID_PHONE" | "INVALID_ADDRESS"; message: string };

/**
 * The order's phone as the courier takes it: 11 digits starting 01. Checkout accepts spaces,
 * dashes and the country code (+880 1711-000000), so those are dropped; anything else is refused.
 */
export function courierPhone(phone: string): string | null {
  let digits = phone.replace(/[\s-]/g, "");
  if (!/^\+?\d+$/.test(digits)) return null;
  digits = digits.replace(/^\+/, "");
  if (/^8801\d{9}$/.test(digits)) digits = digits.slice(2);
  return /^01\d{9}$/.test(digits) ? digits : null;
}

/** The address line the courier prints: the address, then the district unless the address names it. */
export function courierAddress(order: Pick<Order, "address" | "district">): string {
  const address = order.address.replace(/\s+/g, " ").trim();
  const district = order.district?.trim();
  return district && !address.toLowerCase().includes(district.toLowerCase()) ? `${address}, ${district}` : address;
}

/** Why the courier would refuse this order's recipient, checked before anything is sent; null when fine. */
export function recipientProblem(order: Pick<Order, "phone" | "address" | "district">): RecipientProblem | null {
  if (!courierPhone(order.phone)) {
    return { code: "INVALID_PHONE", message: `The phone number "${order.phone}" is not an 11-digit mobile number (01XXXXXXXXX); correct it before sending.` };
  }
  const address = courierAddress(order);
  if (address.length < 5) return { code: "INVALID_ADDRESS", message: "The address is too short for the courier." };
  if (address.length > COURIER_ADDRESS_MAX) {
    return {
      code: "INVALID_ADDRESS",
      message: `The address has ${address.length} characters with its district; the courier takes at most ${COURIER_ADDRESS_MAX}. Shorten it before sending.`,
    };
  }
  return null;
}

export const courierName = (name: string) => name.replace(/\s+/g, " ").trim().slice(0, COURIER_NAME_MAX);

export const courierNote = (notes: string | null) => notes?.replace(/\s+/g, " ").trim().slice(0, COURIER_NOTE_MAX) || null;
