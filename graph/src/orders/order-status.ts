import { OrderStatus } from "./order.entity.js";

/** Who is changing an order's status. */
export type OrderActor = "customer" | "guest" | "admin" | "system";

/** product.md: PENDING → PROCESSING → SHIPPED → DELIVERED, and CANCELLED from any state before DELIVERED. */
const next: Record<OrderStatus, OrderStatus[]> = {
  PENDING: [OrderStatus.PROCESSING, OrderStatus.CANCELLED],
  PROCESSING: [OrderStatus.SHIPPED, OrderStatus.CANCELLED],
  SHIPPED: [OrderStatus.DELIVERED, OrderStatus.CANCELLED],
  DELIVERED: [],
  CANCELLED: [],
};

/** Why `actor` may not move an order from `from` to `to`, or null when it may. */
export function transitionProblem(from: OrderStatus, to: OrderStatus, actor: OrderActor): string | null {
  if (!next[from].includes(to)) return `An order that is ${from.toLowerCase()} cannot become ${to.toLowerCase()}.`;
  if ((actor === "customer" || actor === "guest") && !(from === OrderStatus.PENDING && to === OrderStatus.CANCELLED)) {
    return "You can cancel an order only while it is pending.";
  }
  return null;
}

/** Cancelling returns the stock the order took. */
export const returnsStock = (to: OrderStatus) => to === OrderStatus.CANCELLED;
