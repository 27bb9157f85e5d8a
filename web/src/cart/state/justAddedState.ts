import { atom } from "jotai";

/**
 * The name of the product just added, while the drawer that add opened is open; null otherwise.
 * The drawer says "Added to cart" itself, under its heading, rather than a toast over its lines
 * (decision 064). Not stored: a reload's open drawer was not opened by an add.
 */
export const justAddedState = atom<string | null>(null);
