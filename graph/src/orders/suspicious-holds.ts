import { phoneKey } from "@shop/common";
import type { DataSource } from "typeorm";
import type { Actor } from "../audit/audit.service.js";
import { AppError, ErrorCode, badInput } from "../shared/errors.js";
import { isUuid } from "../shared/uuid.js";
import type { Order } from "./order.entity.js";
import type { OrderService } from "./order.service.js";

/**
 * What makes held stock suspicious (decision 039). PENDING orders hold stock; a group of them is
 * shown to the owner when, together, they hold more than SUSPICIOUS_UNITS, or when there are at
 * least as many as its kind's count: one order; one guest client address (by its keyed hash;
 * many shoppers may share one, so the count is higher); one phone (however it is written).
 */
export const SUSPICIOUS_UNITS = 100;
export const SUSPICIOUS_ORDERS = { CLIENT_ADDRESS: 5, PHONE: 3 } as const;

export enum HoldGroupKind {
  /** One order holding many units. */
  ORDER = "ORDER",
  /** Guests' orders placed from one client address. */
  CLIENT_ADDRESS = "CLIENT_ADDRESS",
  /** Orders giving one phone number. */
  PHONE = "PHONE",
}

export interface HoldGroup {
  kind: HoldGroupKind;
  units: number;
  orderIds: string[];
  since: Date;
}

/** Most PENDING orders one look reads (oldest first); the groups beyond are found once those are released. */
const MAX_PENDING_READ = 10_000;
/** Most groups shown at once, most units first. */
export const MAX_GROUPS = 20;
/** Most orders one release takes. */
export const MAX_RELEASE = 100;

const PENDING_HOLDS_SQL = `
SELECT o."id", o."phone", o."clientAddressHash", o."createdAt", sum(l."quantity")::int AS "units"
FROM "shop_order" o JOIN "order_line" l ON l."orderId" = o."id"
WHERE o."status" = 'PENDING'
GROUP BY o."id"
ORDER BY o."createdAt", o."id"
LIMIT ${MAX_PENDING_READ}`;

interface PendingHold {
  id: string;
  phone: string;
  clientAddressHash: string | null;
  createdAt: Date | string;
  units: number;
}

/** The owner's view of suspicious holds and their release (admin only: `suspiciousHolds`, `releaseHolds`). */
export class SuspiciousHoldsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly orders: OrderService,
  ) {}

  /** The suspicious groups of PENDING orders, most units first; an order shown in a group is not shown again on its own. */
  async list(): Promise<HoldGroup[]> {
    const holds = (await this.dataSource.query(PENDING_HOLDS_SQL)) as PendingHold[];
    const groups: HoldGroup[] = [];
    const grouped = new Set<string>();
    const byKey = (kind: keyof typeof SUSPICIOUS_ORDERS, keyOf: (hold: PendingHold) => string | null) => {
      const keyed = new Map<string, PendingHold[]>();
      for (const hold of holds) {
        const key = keyOf(hold);
        if (key) keyed.set(key, [...(keyed.get(key) ?? []), hold]);
      }
      for (const members of keyed.values()) {
        const units = members.reduce((sum, hold) => sum + hold.units, 0);
        if (units > SUSPICIOUS_UNITS || members.length >= SUSPICIOUS_ORDERS[kind]) {
          groups.push(groupOf(HoldGroupKind[kind], members));
          for (const hold of members) grouped.add(hold.id);
        }
      }
    };
    byKey("CLIENT_ADDRESS", (hold) => hold.clientAddressHash);
    byKey("PHONE", (hold) => phoneKey(hold.phone) || null);
    for (const hold of holds) {
      if (hold.units > SUSPICIOUS_UNITS && !grouped.has(hold.id)) groups.push(groupOf(HoldGroupKind.ORDER, [hold]));
    }
    return groups.sort((a, b) => b.units - a.units || a.since.getTime() - b.since.getTime()).slice(0, MAX_GROUPS);
  }

  /**
   * Cancel these orders as the shop, returning their stock; each under its row lock, audited as
   * `order.releaseHold` with the admin's reason (the reason stays in the audit log: the order's
   * history, which its customer sees, says only that the shop cancelled it). Orders no longer
   * PENDING are left as they are. Returns the orders released.
   */
  async release(orderIds: readonly string[], reason: string | null, actor: Actor): Promise<Order[]> {
    const ids = [...new Set(orderIds)];
    if (ids.length === 0 || ids.length > MAX_RELEASE) throw badInput(`Release 1 to ${MAX_RELEASE} orders at a time.`, { field: "orderIds" });
    if (!ids.every(isUuid)) throw badInput("Unknown order.", { field: "orderIds" });
    const released: Order[] = [];
    for (const id of ids) {
      try {
        released.push(await this.orders.releaseHold(id, actor, reason));
      } catch (error) {
        // Confirmed, shipped or cancelled meanwhile, or never there: nothing to release.
        if (error instanceof AppError && (error.code === ErrorCode.CONFLICT || error.code === ErrorCode.NOT_FOUND)) continue;
        throw error;
      }
    }
    return released;
  }
}

function groupOf(kind: HoldGroupKind, members: PendingHold[]): HoldGroup {
  return {
    kind,
    units: members.reduce((sum, hold) => sum + hold.units, 0),
    orderIds: members.map((hold) => hold.id),
    since: new Date(members[0]!.createdAt),
  };
}
