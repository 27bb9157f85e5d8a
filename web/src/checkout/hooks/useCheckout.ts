import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { skipToken, useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import toast from "react-hot-toast";
import { useLocation, useNavigate } from "react-router";
import { useAuth } from "../../account";
import type { CartItem } from "../../cart";
import { cartCount } from "../../cart";
import { useCart } from "../../cart";
import { CheckoutSettingsDocument, OrderDocument, type PlaceOrderMutation, PlaceOrderDocument, QuoteCartDocument } from "../../gql/graphql";
import { useGuestOrders } from "../../orders";
import { serverMessage } from "../../shared/errors/serverMessage";
import { useRulesForm } from "../../shared/forms/useRulesForm";
import { trackPixel } from "../../shared/pixel/trackPixel";
import { type CheckoutField, checkoutFormRules, EMPTY_CHECKOUT, newIdempotencyKey, prefillCheckout, toPlaceOrderInput } from "../checkoutForm";
import type { DeliveryZone } from "../components/CheckoutForm";
import { checkQuote, type RefusedLine, refusedLines, toCartLineInputs } from "../quoteChanges";

const PLACE_ORDER_FAILED = "Failed to place your order. Please try again.";

/** Lines refused for want of stock, remembered for the cart they were refused for. */
export interface StockRefusal {
  items: CartItem[];
  lines: RefusedLine[];
  message: string;
}

/** Router state the cart's checkout() passes: it has already sent the pixel's InitiateCheckout. */
function checkoutTracked(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { checkoutTracked?: unknown }).checkoutTracked === true;
}

function defaultZone(zones: readonly DeliveryZone[]): string {
  return (zones.find((zone) => zone.isDefault) ?? zones[0])?.name ?? "";
}

const PREFILLED: readonly CheckoutField[] = ["name", "email", "phone", "address"];

/**
 * Everything `/checkout` does: the form (checked by the shared rules, filled in from the signed-in
 * account), the cart priced by the server (`quoteCart`, re-asked when the zone changes), and
 * placing the order: one idempotency key per visit makes retries and double clicks one order.
 * Afterwards the cart is emptied, the pixel's Purchase sent, a guest's order token kept in this
 * browser, and the confirmation opened.
 */
export function useCheckout() {
  const cart = useCart();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { user, record, loading: authLoading } = useAuth();
  const guestOrders = useGuestOrders();

  const settings = useQuery(CheckoutSettingsDocument);
  const zones = settings.data?.settings.deliveryZones ?? [];
  const settingsSettled = settings.data !== undefined || settings.error !== undefined;
  const fallbackZone = defaultZone(zones);
  const requireEmail = !user;

  const { form, sending: placing, submitWith, showServerErrors } = useRulesForm({
    rules: checkoutFormRules({ requireEmail, requireZone: zones.length > 0, defaultZone: fallbackZone }),
    defaultValues: EMPTY_CHECKOUT,
  });
  const zone = useWatch({ control: form.control, name: "deliveryZone" }) || fallbackZone;
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [placedId, setPlacedId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<StockRefusal | null>(null);

  // Fill in the signed-in person's details once they are known (only fields still empty).
  const prefilledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!user || authLoading || prefilledFor.current === user.uid) return;
    prefilledFor.current = user.uid;
    const current = form.getValues();
    const filled = prefillCheckout(current, {
      name: record?.displayName ?? user.displayName,
      email: record?.email ?? user.email,
      phone: record?.phone,
      address: record?.address,
    });
    for (const field of PREFILLED) if (filled[field] !== current[field]) form.setValue(field, filled[field]);
  }, [user, record, authLoading, form]);

  const lines = useMemo(() => toCartLineInputs(cart.items), [cart.items]);
  const quoteQuery = useQuery(
    QuoteCartDocument,
    lines.length > 0 && settingsSettled && !placedId
      ? { variables: { input: { lines, deliveryZone: zone || null } }, fetchPolicy: "network-only", notifyOnNetworkStatusChange: true }
      : skipToken,
  );
  const quote = (quoteQuery.data ?? quoteQuery.previousData)?.quoteCart;
  const quoteLoading = quoteQuery.loading;
  const check = useMemo(() => checkQuote(cart.items, quote?.lines), [cart.items, quote]);
  const [placeOrder] = useMutation(PlaceOrderDocument);
  const refetchQuote = () => void quoteQuery.refetch().catch(() => undefined);

  // The pixel's InitiateCheckout, once per visit, unless the cart's checkout() already sent it.
  const initiated = useRef(false);
  const { items, total } = cart;
  useEffect(() => {
    if (initiated.current) return;
    initiated.current = true;
    if (checkoutTracked(location.state) || items.length === 0) return;
    trackPixel("InitiateCheckout", {
      content_ids: items.map((item) => item.productId),
      content_type: "product",
      num_items: cartCount(items),
      value: total,
    });
  }, [items, total, location.state]);

  const orderable = Boolean(quote?.orderable) && !quoteLoading && !quoteQuery.error;
  const canPlace = orderable && !placing && cart.items.length > 0;

  const finish = ({ order, guestToken }: PlaceOrderMutation["placeOrder"]) => {
    const token = guestToken ?? guestOrders.tokenFor(order.id);
    if (guestToken) guestOrders.remember({ id: order.id, token: guestToken, number: order.number, placedAt: order.createdAt });
    // The confirmation shows the order at once, and a retried guest checkout (whose answer
    // carries no token) can still show it in this visit.
    client.writeQuery({ query: OrderDocument, variables: { id: order.id, guestToken: token }, data: { order } });
    trackPixel("Purchase", {
      value: order.total,
      currency: order.currency,
      content_ids: [...new Set(order.lines.map((line) => line.productId).filter(Boolean))],
      content_type: "product",
      num_items: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    });
    setPlacedId(order.id);
    cart.clear();
    void navigate(`/order-confirmation?${new URLSearchParams({ id: order.id }).toString()}`, { replace: true });
  };

  const fail = (error: unknown) => {
    if (CombinedGraphQLErrors.is(error)) {
      const first = error.errors[0];
      const named = refusedLines(first?.extensions?.lines, cart.items);
      if (first && (first.extensions?.code === "OUT_OF_STOCK" || named.length > 0)) {
        setRefusal({ items: cart.items, lines: named, message: first.message });
        toast.error(first.message);
        refetchQuote();
        return;
      }
      if (showServerErrors(error)) return;
    }
    toast.error(serverMessage(error, PLACE_ORDER_FAILED));
    refetchQuote();
  };

  const submit = submitWith(async (values) => {
    if (!canPlace) return;
    setRefusal(null);
    try {
      const input = toPlaceOrderInput({ ...values, deliveryZone: zone }, lines, idempotencyKey);
      const result = await placeOrder({ variables: { input } });
      if (!result.data) throw new Error("The order was not confirmed");
      finish(result.data.placeOrder);
    } catch (error) {
      fail(error);
    }
  });

  /** Why "Place order" is disabled, when it is. */
  let blockedReason: string | null = null;
  if (!placing) {
    if (quoteQuery.error) blockedReason = "We couldn’t price your cart, so the order can’t be placed yet.";
    else if (check.problems.length > 0) blockedReason = "Fix the items marked in the summary to place your order.";
    else if (quote && !quote.orderable) blockedReason = "Choose a delivery zone to place your order.";
    else if (quoteLoading) blockedReason = "Updating prices…";
  }

  return {
    cart,
    /** Whether to offer signing in (a guest, once the auth state is known). */
    offerSignIn: !user && !authLoading,
    form,
    submit,
    placing,
    placedId,
    canPlace,
    blockedReason,
    zones,
    zone,
    requireEmail,
    /** The currency the page's amounts are in: the quote's, else the shop's (`MoneyCurrency`). */
    currency: quote?.currency ?? settings.data?.settings.currency,
    quote,
    quoteLoading,
    quoteError: quoteLoading ? undefined : quoteQuery.error,
    refetchQuote,
    check,
    /** The last stock refusal, while the cart is the one it was refused for. */
    refusal: refusal && refusal.items === cart.items ? refusal : null,
  };
}
