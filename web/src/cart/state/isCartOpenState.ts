import { atomWithStorage } from "jotai/utils";
import { validatedJsonStorage } from "../../shared/storage/validatedJsonStorage";

function isBoolean(value: unknown): value is boolean {
  return typeof value === "boolean";
}

/** Whether the cart drawer is open, persisted under `isCartOpen` (docs/behaviour.md#what-the-browser-keeps). */
export const isCartOpenState = atomWithStorage<boolean>("isCartOpen", false, validatedJsonStorage(isBoolean), {
  getOnInit: true,
});
