// Linted by scripts/layers.test.mjs as if it were web/src/checkout/pages/<this file>: a feature that
// reaches into another feature's inner module. The web's layer rule must refuse it.
import { useCart } from "../../cart/hooks/useCart";

export const cartOf = useCart;
