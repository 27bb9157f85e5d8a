// Linted by scripts/layers.test.mjs as if it were web/src/checkout/pages/<this file>: a feature that
// takes another feature's hook from its public face (index.ts) and a piece of shared/. Allowed.
import { useCart } from "../../cart";
import { EmptyNotice } from "../../shared/components/EmptyNotice";

export const parts = { useCart, EmptyNotice };
