import { toMajor } from "@shop/common";
import type { FastifyInstance } from "fastify";
import { createLoaders } from "../api/loaders.js";
import type { OrderLine } from "../orders/order-line.entity.js";
import { OrderLookupInput } from "../orders/order-lookup.types.js";
import type { Order, PaymentMethod } from "../orders/order.entity.js";
import { shopperHistory } from "../orders/order-status.js";
import { CartLineInput, PlaceOrderInput } from "../orders/order.types.js";
import type { Services } from "../services.js";
import { notFound } from "../shared/errors.js";
import { absoluteUrl } from "../shared/public-origin.js";
import { validInput } from "../shared/validate-input.js";
import type { RestOptions } from "./rest-options.js";

/**
 * The original storefront's order calls. It sends no credentials, so the id POST /api/order
 * returns is the credential: the order's UUID and its secret guest token, joined by a dot.
 * Only what a customer may choose is read from the body; prices, total, status and userId are
 * the server's (docs/rest-compatibility.md).
 */
interface OrderBody {
  name: string;
  phone: string;
  district?: string;
  address: string;
  notes?: string;
  items: { productId: string; quantity: number; selectedColor?: string | null; selectedSize?: string | null }[];
}

/**
 * The payment method as the original storefront sends and shows it ("Cash on delivery"), not
 * GraphQL's enum: it prints the value as it comes.
 */
export const restPaymentMethod: Record<PaymentMethod, string> = { CASH_ON_DELIVERY: "Cash on delivery" };

/** The body's shape only: its limits and rules are `PlaceOrderInput`'s, checked as for GraphQL. */
const orderBody = {
  type: "object",
  required: ["name", "phone", "address", "items"],
  properties: {
    name: { type: "string" },
    phone: { type: "string" },
    district: { type: "string" },
    address: { type: "string" },
    notes: { type: "string" },
    items: {
      type: "array",
      items: {
        type: "object",
        required: ["productId", "quantity"],
        properties: {
          productId: { type: "string" },
          quantity: { type: "integer" },
          selectedColor: { type: ["string", "null"] },
          selectedSize: { type: ["string", "null"] },
        },
      },
    },
  },
} as const;

/** The body's shape only; the rules are `OrderLookupInput`'s (common's `orderLookupRules`). */
const lookupBody = {
  type: "object",
  required: ["orderNumber", "phone"],
  properties: { orderNumber: { type: "string" }, phone: { type: "string" } },
} as const;

export function registerOrderRoutes(api: FastifyInstance, services: Services, { originOf }: RestOptions) {
  api.post<{ Body: OrderBody }>("/order", { schema: { body: orderBody } }, async (request, reply) => {
    const body = request.body;
    const key = request.headers["idempotency-key"];
    const input = await validInput(PlaceOrderInput, {
      lines: body.items.map((item) =>
        Object.assign(new CartLineInput(), {
          productId: item.productId,
          quantity: item.quantity,
          color: item.selectedColor ?? null,
          size: item.selectedSize ?? null,
        }),
      ),
      name: body.name,
      phone: body.phone,
      district: body.district ?? null,
      address: body.address,
      notes: body.notes ?? null,
      idempotencyKey: typeof key === "string" ? key : null,
    });
    const { order, guestToken, replayed } = await services.orders.place(input, null, { requireEmail: false, clientIp: request.ip });
    // A retry with the same Idempotency-Key and body gets the first answer again.
    if (replayed) reply.header("idempotent-replayed", "true");
    if (!guestToken) return reply.status(200).send({ id: null, number: order.number, message: "This order was already placed." });
    return reply.status(201).send({ id: `${order.id}.${guestToken}` });
  });

  api.get<{ Params: { id: string } }>(
    "/order/:id",
    { schema: { params: { type: "object", properties: { id: { type: "string", maxLength: 120 } } } } },
    async (request) => {
      const [orderId = "", token = ""] = request.params.id.split(".", 2);
      if (!token) throw notFound("No such order.");
      const order = await services.orders.findForViewer(orderId, { user: null, guestTokens: new Map([[orderId, token]]) });
      return toRestOrder(order, request.params.id, services, originOf(request));
    },
  );

  // Tracking by number and phone (decision 022): the same service, limit and NOT_FOUND as `orderLookup`.
  api.post<{ Body: { orderNumber: string; phone: string } }>("/order/lookup", { schema: { body: lookupBody } }, async (request) => {
    const input = await validInput(OrderLookupInput, { orderNumber: request.body.orderNumber, phone: request.body.phone });
    const tracked = await services.orderLookup.lookup(input, request.ip);
    const loaders = createLoaders(services);
    const [lines, history] = await Promise.all([loaders.orderLines.load(tracked.orderId), loaders.orderHistory.load(tracked.orderId)]);
    return {
      number: tracked.number,
      status: tracked.status.toLowerCase(),
      paymentMethod: restPaymentMethod[tracked.paymentMethod],
      orderDate: tracked.createdAt.toISOString(),
      deliveryZone: tracked.deliveryZone,
      phone: tracked.maskedPhone,
      email: tracked.maskedEmail,
      subtotal: tracked.subtotal,
      shipping: tracked.shipping,
      total: tracked.total,
      // Only the note shown to the customer: the internal one is staff's (decision 042).
      history: shopperHistory(history).map((change) => ({ status: change.status.toLowerCase(), at: change.at.toISOString(), note: change.customerNote })),
      items: restItems(lines, originOf(request)),
    };
  });
}

function restItems(lines: readonly OrderLine[], origin: string) {
  return lines.map((line) => ({
    productId: line.productId,
    name: line.name,
    price: toMajor(line.finalUnitPriceMinor),
    quantity: line.quantity,
    image: line.image ? absoluteUrl(origin, line.image) : null,
    selectedColor: line.color,
    selectedSize: line.size,
  }));
}

async function toRestOrder(order: Order, restId: string, services: Services, origin: string) {
  const lines = await createLoaders(services).orderLines.load(order.id);
  return {
    _id: restId,
    number: order.number,
    name: order.name,
    phone: order.phone,
    district: order.district,
    address: order.address,
    notes: order.notes,
    status: order.status.toLowerCase(),
    paymentMethod: restPaymentMethod[order.paymentMethod],
    orderDate: order.createdAt.toISOString(),
    subtotal: toMajor(order.subtotalMinor),
    shipping: toMajor(order.shippingMinor),
    total: toMajor(order.totalMinor),
    items: restItems(lines, origin),
  };
}
