import { toMajor } from "@shop/common";
import type { FastifyInstance } from "fastify";
import { createLoaders } from "../api/loaders.js";
import type { Order } from "../orders/order.entity.js";
import type { Services } from "../services.js";
import { notFound } from "../shared/errors.js";
import { absoluteUrl } from "../shared/public-origin.js";
import type { RestOptions } from "./rest.js";

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

const orderBody = {
  type: "object",
  required: ["name", "phone", "address", "items"],
  properties: {
    name: { type: "string", maxLength: 100 },
    phone: { type: "string", maxLength: 30 },
    district: { type: "string", maxLength: 100 },
    address: { type: "string", maxLength: 500 },
    notes: { type: "string", maxLength: 1000 },
    items: {
      type: "array",
      minItems: 1,
      maxItems: 50,
      items: {
        type: "object",
        required: ["productId", "quantity"],
        properties: {
          productId: { type: "string", maxLength: 64 },
          quantity: { type: "integer" },
          selectedColor: { type: ["string", "null"], maxLength: 50 },
          selectedSize: { type: ["string", "null"], maxLength: 50 },
        },
      },
    },
  },
} as const;

export function registerOrderRoutes(api: FastifyInstance, services: Services, { originOf }: RestOptions) {
  api.post<{ Body: OrderBody }>("/order", { schema: { body: orderBody } }, async (request, reply) => {
    const body = request.body;
    const key = request.headers["idempotency-key"];
    const { order, guestToken, replayed } = await services.orders.place(
      {
        lines: body.items.map((item) => ({
          productId: item.productId,
          quantity: item.quantity,
          color: item.selectedColor ?? null,
          size: item.selectedSize ?? null,
        })),
        name: body.name,
        phone: body.phone,
        district: body.district ?? null,
        address: body.address,
        notes: body.notes ?? null,
        idempotencyKey: typeof key === "string" ? key : null,
      },
      null,
      { requireEmail: false, clientIp: request.ip },
    );
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
    paymentMethod: order.paymentMethod.toLowerCase(),
    orderDate: order.createdAt.toISOString(),
    subtotal: toMajor(order.subtotalMinor),
    shipping: toMajor(order.shippingMinor),
    total: toMajor(order.totalMinor),
    items: lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      price: toMajor(line.finalUnitPriceMinor),
      quantity: line.quantity,
      image: line.image ? absoluteUrl(origin, line.image) : null,
      selectedColor: line.color,
      selectedSize: line.size,
    })),
  };
}
