import { type User, UserRole } from "../customers/user.entity.js";
import { OrderActor, OrderChangeKind, type OrderStatusChange } from "./order-status-change.entity.js";
import { type Order, OrderStatus } from "./order.entity.js";

/** docs/behaviour.md#orders: PENDING → PROCESSING → SHIPPED → DELIVERED, and CANCELLED from any state before DELIVERED. */
const next: Record<OrderStatus, OrderStatus[]> = {
  PENDING: [OrderStatus.PROCESSING, OrderStatus.CANCELLED],
  PROCESSING: [OrderStatus.SHIPPED, OrderStatus.CANCELLED],
  SHIPPED: [OrderStatus.DELIVERED, OrderStatus.CANCELLED],
  DELIVERED: [],
  CANCELLED: [],
};

const isOwner = (actor: OrderActor) => actor === OrderActor.customer || actor === OrderActor.guest;

/** Why `actor` may not move an order from `from` to `to`, or null when it may. */
export function transitionProblem(from: OrderStatus, to: OrderStatus, actor: OrderActor): string | null {
  if (!next[from].includes(to)) return `An order that is ${from.toLowerCase()} cannot become ${to.toLowerCase()}.`;
  if (isOwner(actor) && !(from === OrderStatus.PENDING && to === OrderStatus.CANCELLED)) {
    return "You can cancel an order only while it is pending.";
  }
  return null;
}

/** The statuses `actor` may move an order in `from` to now, in the machine's order. */
export function nextStatuses(from: OrderStatus, actor: OrderActor): OrderStatus[] {
  return next[from].filter((to) => transitionProblem(from, to, actor) === null);
}

/**
 * Who `user` is to an order they may see: an admin (unless acting `asOwner`, as `cancelOrder`
 * does), else its customer, else the guest holding its token.
 */
export function actorOf(order: Pick<Order, "customerUid">, user: User | null, { asOwner = false } = {}): OrderActor {
  if (!asOwner && user?.role === UserRole.ADMIN) return OrderActor.admin;
  return user && order.customerUid === user.uid ? OrderActor.customer : OrderActor.guest;
}

/**
 * Whether `user` (null: the guest holding its token) may cancel an order they see, now: its own
 * customer or guest while it is pending (`cancelOrder`), any other admin before delivery
 * (`setOrderStatus`).
 */
export function mayCancel(order: Pick<Order, "customerUid" | "status">, user: User | null): boolean {
  const owns = user !== null && order.customerUid === user.uid;
  return transitionProblem(order.status, OrderStatus.CANCELLED, actorOf(order, user, { asOwner: owns })) === null;
}

/** Cancelling returns the stock the order took. */
export const returnsStock = (to: OrderStatus) => to === OrderStatus.CANCELLED;

/**
 * Why an admin may not edit an order's contact and address now, or null when they may: only
 * before it ships (PENDING, PROCESSING). Once the parcel has left, the courier holds the address
 * it was given; a delivered or cancelled order is closed.
 */
export function contactEditProblem(status: OrderStatus): string | null {
  if (status === OrderStatus.PENDING || status === OrderStatus.PROCESSING) return null;
  return `The contact and address can be edited only before the order ships; this order is ${status.toLowerCase()}.`;
}

/** What a shopper sees of an order's history: its statuses (payment and contact changes are the shop's). */
export const shopperHistory = (entries: OrderStatusChange[]) => entries.filter((entry) => entry.kind === OrderChangeKind.STATUS);
