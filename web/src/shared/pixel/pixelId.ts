import { PIXEL_ID_PATTERN } from "@shop/common";

/** A Meta pixel id is digits only; anything else is never put into a script or URL. */
export function isValidPixelId(value: string | null | undefined): value is string {
  return typeof value === "string" && PIXEL_ID_PATTERN.test(value);
}
