import { describe, expect, it } from "vitest";
import { OrderStatus } from "./order.entity.js";
import { transitionProblem } from "./order-status.js";

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
      expect(transitionProblem(from, to, "admin"), `${from} → ${to}`).toBeNull();
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
      expect(transitionProblem(from, to, "admin"), `${from} → ${to}`).toMatch(/cannot become/);
    }
  });

  it("lets a customer or guest only cancel a pending order", () => {
    expect(transitionProblem(PENDING, CANCELLED, "customer")).toBeNull();
    expect(transitionProblem(PENDING, CANCELLED, "guest")).toBeNull();
    expect(transitionProblem(PROCESSING, CANCELLED, "customer")).toBe("You can cancel an order only while it is pending.");
    expect(transitionProblem(PENDING, PROCESSING, "customer")).toBe("You can cancel an order only while it is pending.");
  });
});
