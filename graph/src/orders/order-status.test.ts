import { describe, expect, it } from "vitest";
import { type User, UserRole } from "../customers/user.entity.js";
import { OrderStatus } from "./order.entity.js";
import { OrderActor } from "./order-status-change.entity.js";
import { actorOf, contactEditProblem, mayCancel, nextStatuses, transitionProblem } from "./order-status.js";

const { PENDING, PROCESSING, SHIPPED, DELIVERED, CANCELLED } = OrderStatus;

describe("transitionProblem", () => {
  it("lets an admin walk the happy path and cancel before delivery", () => {
    for (const [from, to] of [
      [PENDING, PROCESSING],
      [PROCESSING, SHIPPED],
      [SHIPPED, DELIVERED],
      [PENDING, CANCELLED],
      [PROCESSING, CANCELLED],
      [SHIPPED, CANCELLED],
    ] as const) {
      expect(transitionProblem(from, to, OrderActor.admin), `${from} → ${to}`).toBeNull();
    }
  });

  it("refuses skipping, going back, and leaving DELIVERED or CANCELLED", () => {
    for (const [from, to] of [
      [PENDING, SHIPPED],
      [PENDING, DELIVERED],
      [SHIPPED, PROCESSING],
      [DELIVERED, CANCELLED],
      [CANCELLED, PENDING],
      [PENDING, PENDING],
    ] as const) {
      expect(transitionProblem(from, to, OrderActor.admin), `${from} → ${to}`).toMatch(/cannot become/);
    }
  });

  it("lets a customer or guest only cancel a pending order", () => {
    expect(transitionProblem(PENDING, CANCELLED, OrderActor.customer)).toBeNull();
    expect(transitionProblem(PENDING, CANCELLED, OrderActor.guest)).toBeNull();
    expect(transitionProblem(PROCESSING, CANCELLED, OrderActor.customer)).toBe("You can cancel an order only while it is pending.");
    expect(transitionProblem(PENDING, PROCESSING, OrderActor.customer)).toBe("You can cancel an order only while it is pending.");
  });
});

describe("nextStatuses", () => {
  it("offers an admin the machine's next steps, and nothing after DELIVERED or CANCELLED", () => {
    expect(nextStatuses(PENDING, OrderActor.admin)).toEqual([PROCESSING, CANCELLED]);
    expect(nextStatuses(PROCESSING, OrderActor.admin)).toEqual([SHIPPED, CANCELLED]);
    expect(nextStatuses(SHIPPED, OrderActor.admin)).toEqual([DELIVERED, CANCELLED]);
    expect(nextStatuses(DELIVERED, OrderActor.admin)).toEqual([]);
    expect(nextStatuses(CANCELLED, OrderActor.admin)).toEqual([]);
  });

  it("offers a customer or guest only cancelling a pending order", () => {
    expect(nextStatuses(PENDING, OrderActor.customer)).toEqual([CANCELLED]);
    expect(nextStatuses(PENDING, OrderActor.guest)).toEqual([CANCELLED]);
    expect(nextStatuses(PROCESSING, OrderActor.customer)).toEqual([]);
  });
});

describe("actorOf and mayCancel", () => {
  const customer = { uid: "c1", role: UserRole.CUSTOMER } as User;
  const admin = { uid: "a1", role: UserRole.ADMIN } as User;
  const customersOrder = (status: OrderStatus) => ({ customerUid: "c1", status });
  const adminsOrder = (status: OrderStatus) => ({ customerUid: "a1", status });
  const guestOrder = (status: OrderStatus) => ({ customerUid: null, status });

  it("names the order's customer, an admin, or else its guest", () => {
    expect(actorOf(customersOrder(PENDING), customer)).toBe(OrderActor.customer);
    expect(actorOf(guestOrder(PENDING), null)).toBe(OrderActor.guest);
    expect(actorOf(guestOrder(PENDING), admin)).toBe(OrderActor.admin);
    expect(actorOf(guestOrder(PENDING), admin, { asOwner: true })).toBe(OrderActor.guest);
    expect(actorOf(adminsOrder(PENDING), admin, { asOwner: true })).toBe(OrderActor.customer);
  });

  it("lets the order's customer or guest cancel only while it is pending", () => {
    expect(mayCancel(customersOrder(PENDING), customer)).toBe(true);
    expect(mayCancel(customersOrder(PROCESSING), customer)).toBe(false);
    expect(mayCancel(guestOrder(PENDING), null)).toBe(true);
    expect(mayCancel(guestOrder(SHIPPED), null)).toBe(false);
  });

  it("lets an admin cancel someone else's order before delivery, and their own as its customer", () => {
    expect(mayCancel(customersOrder(SHIPPED), admin)).toBe(true);
    expect(mayCancel(customersOrder(DELIVERED), admin)).toBe(false);
    expect(mayCancel(adminsOrder(PENDING), admin)).toBe(true);
    expect(mayCancel(adminsOrder(PROCESSING), admin)).toBe(false);
  });
});

describe("contactEditProblem", () => {
  it("lets an admin edit the contact until the order ships", () => {
    expect(contactEditProblem(PENDING)).toBeNull();
    expect(contactEditProblem(PROCESSING)).toBeNull();
    for (const status of [SHIPPED, DELIVERED, CANCELLED]) expect(contactEditProblem(status), status).toMatch(/only before the order ships/);
  });
});
