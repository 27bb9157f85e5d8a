import { AppError, ErrorCode } from "../shared/errors.js";
import { isUuid } from "../shared/uuid.js";
import { distinct, done, type OrderActionOutcome, OrderActionRefusal, refused } from "./order-action.types.js";
import type { OrderStatus } from "./order.entity.js";
import type { OrderService, OrderViewer, StatusNotes } from "./order.service.js";

/**
 * Move several orders to `to`, each through the same path as `setOrderStatus` (its own
 * transaction, the status machine, stock back on cancelling, an audit entry, the same notes): one order's
 * refusal leaves the others going. Answers one outcome per distinct id, in the order given.
 */
export async function setStatusOfMany(
  orders: OrderService,
  ids: readonly string[],
  to: OrderStatus,
  admin: OrderViewer,
  notes: StatusNotes,
): Promise<OrderActionOutcome[]> {
  const outcomes: OrderActionOutcome[] = [];
  for (const id of distinct(ids)) {
    if (!isUuid(id)) {
      outcomes.push(refused(id, OrderActionRefusal.NOT_FOUND, "No such order."));
      continue;
    }
    try {
      outcomes.push(done(await orders.changeStatus(id, to, admin, { notes })));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === ErrorCode.NOT_FOUND) outcomes.push(refused(id, OrderActionRefusal.NOT_FOUND, error.message));
      else if (error.code === ErrorCode.CONFLICT) {
        const order = await orders.findForViewer(id, admin);
        outcomes.push(refused(id, OrderActionRefusal.TRANSITION_NOT_ALLOWED, error.message, order));
      } else throw error;
    }
  }
  return outcomes;
}
