// Linted by scripts/layers.test.mjs as if it were web/src/shared/components/<this file>: the shared
// layer reaching up into a feature, even through its public face. The web's layer rule must refuse it.
import { useCart } from "../../cart";

export const cartOf = useCart;
