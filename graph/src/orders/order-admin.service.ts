import { checkoutEmailRule } from "@shop/common";
import { type DataSource, type EntityManager, In, type Repository, type SelectQueryBuilder } from "typeorm";
import type { Actor, AuditService } from "../audit/audit.service.js";
import { User } from "../customers/user.entity.js";
import { Settings } from "../settings/settings.entity.js";
import { AppError, ErrorCode, badInput, notFound } from "../shared/errors.js";
import { type CursorKey, cursorStart, endCursorOf, positiveIntKey } from "../shared/cursor-paging.js";
import { escapeLike } from "../shared/slug.js";
import { isUuid } from "../shared/uuid.js";
import { AdminOrderSort, type AdminOrderFilter, historyNoteRule, internalNoteRule } from "./order-admin.types.js";
import { OrderShipment } from "./courier/order-shipment.entity.js";
import type { ExportedOrder } from "./order-csv.js";
import { OrderLine } from "./order-line.entity.js";
import { OrderActor, OrderChangeKind, OrderStatusChange } from "./order-status-change.entity.js";
import { contactEditProblem } from "./order-status.js";
import { Order, OrderStatus, type PaymentStatus } from "./order.entity.js";
import { paymentTransitionProblem } from "./payment-status.js";
import { recordPaymentStatusChanged } from "./order-events.js";
import { zoneFor } from "./shipping.js";

/** The contact and address an admin may edit, as checked by `OrderContactInput`. */
export interface OrderContact {
  name: string;
  phone: string;
  email?: string | null;
  address: string;
  district?: string | null;
}

const CONTACT_FIELDS = ["name", "phone", "email", "address", "district"] as const;

/** `column direction` pairs of each sort; each ends on the unique number, so pages never overlap. */
const SORTS: Record<AdminOrderSort, [string, "ASC" | "DESC"][]> = {
  NEWEST: [["o.createdAt", "DESC"], ["o.number", "DESC"]],
  OLDEST: [["o.createdAt", "ASC"], ["o.number", "ASC"]],
  TOTAL_HIGH: [["o.totalMinor", "DESC"], ["o.number", "DESC"]],
  TOTAL_LOW: [["o.totalMinor", "ASC"], ["o.number", "ASC"]],
  NUMBER_HIGH: [["o.number", "DESC"]],
  NUMBER_LOW: [["o.number", "ASC"]],
  SYNC: [["o.number", "ASC"]],
};

/** Orders' cursor key: the number, which never changes. */
const orderCursor: CursorKey<Order, number> = { list: "orders", of: (order) => order.number, accepts: positiveIntKey };

/** Most rows one CSV export holds (docs/api.md#admin-orders); the response says how many matched. */
export const EXPORT_MAX_ROWS = 10_000;
const EXPORT_BATCH = 500;

/**
 * The admin's side of orders (docs/api.md#admin-orders): the filtered list, the pending count,
 * the CSV export's rows, and the admin's edits (payment status, internal note, contact before
 * shipping). Status changes stay `OrderService.changeStatus`. Every write is audited and changes
 * nothing on failure; orders are never deleted (decision 014).
 */
export class OrderAdminService {
  private readonly orders: Repository<Order>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {
    this.orders = dataSource.getRepository(Order);
  }

  /**
   * A page of the orders matching `filter`, in `sort` order, with how many match in all and,
   * sorted SYNC, the cursor after its last (shared/cursor-paging.ts).
   */
  /** An order's number, or null for no such order (an id that is no UUID included): the server titles the admin's order page with it. */
  async numberOf(id: string): Promise<number | null> {
    if (!isUuid(id)) return null;
    const order = await this.orders.findOne({ where: { id }, select: { id: true, number: true } });
    return order?.number ?? null;
  }

  async list(filter: AdminOrderFilter | null | undefined, sort: AdminOrderSort, { after, skip, take }: { after?: string | null; skip: number; take: number }) {
    const bySyncOrder = sort === AdminOrderSort.SYNC;
    const start = cursorStart(orderCursor, { after, skip, bySyncOrder });
    const qb = this.filtered(filter);
    const page = qb.clone();
    if (start !== null) page.andWhere("o.number > :after", { after: start });
    for (const [index, [column, direction]] of SORTS[sort].entries()) {
      if (index === 0) page.orderBy(column, direction);
      else page.addOrderBy(column, direction);
    }
    const [items, totalItems] = await Promise.all([take > 0 ? page.offset(skip).limit(take).getMany() : [], qb.getCount()]);
    return { items, totalItems, endCursor: endCursorOf(orderCursor, items, bySyncOrder) };
  }

  /** How many orders wait for the shop to confirm them (the sidebar's badge). */
  pendingCount(): Promise<number> {
    return this.orders.countBy({ status: OrderStatus.PENDING });
  }

  /**
   * The orders matching `filter` for the CSV export: at most EXPORT_MAX_ROWS, in batches of
   * EXPORT_BATCH with their item counts, shipments and (`withLines`) lines, so a large export
   * holds one batch at a time. The ids are read first, so orders placed meanwhile neither shift nor repeat rows.
   */
  async exportBatches(filter: AdminOrderFilter | null | undefined, sort: AdminOrderSort, { withLines = false } = {}) {
    const qb = this.filtered(filter).select("o.id", "id");
    for (const [index, [column, direction]] of SORTS[sort].entries()) {
      if (index === 0) qb.orderBy(column, direction);
      else qb.addOrderBy(column, direction);
    }
    const [rows, totalItems] = await Promise.all([qb.clone().limit(EXPORT_MAX_ROWS).getRawMany<{ id: string }>(), qb.getCount()]);
    const ids = rows.map((row) => row.id);
    const batches = async function* (this: OrderAdminService): AsyncGenerator<ExportedOrder[]> {
      for (let start = 0; start < ids.length; start += EXPORT_BATCH) {
        const batch = ids.slice(start, start + EXPORT_BATCH);
        const [orders, counts, shipments, lines] = await Promise.all([
          this.orders.findBy({ id: In(batch) }),
          this.itemCounts(batch),
          this.dataSource.getRepository(OrderShipment).findBy({ orderId: In(batch) }),
          withLines ? this.dataSource.getRepository(OrderLine).find({ where: { orderId: In(batch) }, order: { name: "ASC", sku: "ASC" } }) : [],
        ]);
        const byId = new Map(orders.map((order) => [order.id, order]));
        const shipmentOf = new Map(shipments.map((shipment) => [shipment.orderId, shipment]));
        const linesOf = new Map<string, OrderLine[]>();
        for (const line of lines) linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), line]);
        yield batch.flatMap((id) => {
          const order = byId.get(id);
          if (!order) return [];
          return [{ order, itemCount: counts.get(id) ?? 0, shipment: shipmentOf.get(id) ?? null, lines: linesOf.get(id) ?? [] }];
        });
      }
    }.bind(this);
    return { totalItems, exported: ids.length, batches: batches() };
  }

  /** Units ordered per order (the sum of its lines' quantities). */
  async itemCounts(orderIds: readonly string[]): Promise<Map<string, number>> {
    if (!orderIds.length) return new Map();
    const rows = await this.dataSource
      .getRepository(OrderLine)
      .createQueryBuilder("l")
      .select(`l."orderId"`, "orderId")
      .addSelect(`SUM(l.quantity)::int`, "units")
      .where({ orderId: In([...orderIds]) })
      .groupBy(`l."orderId"`)
      .getRawMany<{ orderId: string; units: number | string }>();
    return new Map(rows.map((row) => [row.orderId, Number(row.units)]));
  }

  /** The shop's user records of these uids (an order's customer, a history entry's admin). */
  usersByUids(uids: readonly string[]): Promise<User[]> {
    return uids.length ? this.dataSource.getRepository(User).findBy({ uid: In([...uids]) }) : Promise.resolve([]);
  }

  /** Set the payment status along the payment machine (payment-status.ts); recorded in the history. */
  setPaymentStatus(id: string, to: PaymentStatus, note: string | null, actor: Actor): Promise<Order> {
    const cleanNote = checkedNote(note);
    return this.edit(id, async (em, order) => {
      const problem = paymentTransitionProblem(order.paymentStatus, to, order.status);
      if (problem) throw new AppError(ErrorCode.CONFLICT, problem, { paymentStatus: order.paymentStatus });
      await em.update(Order, { id: order.id }, { paymentStatus: to });
      await this.addHistory(em, order, { kind: OrderChangeKind.PAYMENT, paymentStatus: to, note: cleanNote }, actor);
      const change = { entityType: "order", ids: [order.id], before: { paymentStatus: order.paymentStatus }, after: { paymentStatus: to } };
      await this.audit.record(actor, "order.setPaymentStatus", change, em);
      await recordPaymentStatusChanged(em, order.id, order.paymentStatus);
    });
  }

  /** Replace the order's internal note (admins only ever see it); empty removes it. */
  setInternalNote(id: string, note: string | null, actor: Actor): Promise<Order> {
    const problem = internalNoteRule(note);
    if (problem) throw badInput(problem, { field: "internalNote" });
    const text = note?.trim() || null;
    return this.edit(id, async (em, order) => {
      await em.update(Order, { id: order.id }, { internalNote: text });
      // The note itself stays out of the log: whether it changed and how long it is are enough.
      const change = {
        entityType: "order",
        ids: [order.id],
        before: { internalNoteLength: order.internalNote?.length ?? 0 },
        after: { internalNoteLength: text?.length ?? 0 },
      };
      await this.audit.record(actor, "order.setInternalNote", change, em);
    });
  }

  /**
   * Edit the contact and address before the order ships (`contactEditProblem`). The delivery zone
   * and its fee stay as charged: a new district must be in the same zone. Recorded in the history
   * (with the fields that changed) and the audit log (with the values before and after).
   */
  updateContact(id: string, input: OrderContact, note: string | null, actor: Actor): Promise<Order> {
    const cleanNote = checkedNote(note);
    const next = {
      name: input.name.trim(),
      phone: input.phone.trim(),
      email: input.email?.trim().toLowerCase() || null,
      address: input.address.trim(),
      district: input.district?.trim() || null,
    };
    return this.edit(id, async (em, order) => {
      const problem = contactEditProblem(order.status);
      if (problem) throw new AppError(ErrorCode.CONFLICT, problem, { status: order.status });
      // A guest's order keeps an email: it is the only way the shop reaches them besides the phone.
      const emailProblem = checkoutEmailRule(order.customerUid === null)(next.email);
      if (emailProblem) throw badInput(emailProblem, { field: "email" });
      if (next.district && next.district.toLowerCase() !== order.district?.toLowerCase()) {
        const zone = zoneFor(await em.findOneByOrFail(Settings, { id: 1 }), { district: next.district });
        if (zone?.name.toLowerCase() !== order.deliveryZone.toLowerCase()) {
          const message = `${next.district} is not in the order's delivery zone (${order.deliveryZone}); its shipping fee was charged for that zone.`;
          throw badInput(message, { field: "district" });
        }
      }
      const changed = CONTACT_FIELDS.filter((field) => (order[field] ?? null) !== next[field]);
      if (!changed.length) return;
      await em.update(Order, { id: order.id }, next);
      const what = `Contact edited: ${changed.join(", ")}.`;
      await this.addHistory(em, order, { kind: OrderChangeKind.CONTACT, note: cleanNote ? `${what} ${cleanNote}` : what }, actor);
      const pick = (source: OrderContact | Order) => Object.fromEntries(changed.map((field) => [field, source[field] ?? null]));
      await this.audit.record(actor, "order.updateContact", { entityType: "order", ids: [order.id], before: pick(order), after: pick(next) }, em);
    });
  }

  /** Run `change` on the order under a row lock, in one transaction; answers the order as it is after. */
  private edit(id: string, change: (em: EntityManager, order: Order) => Promise<void>): Promise<Order> {
    if (!isUuid(id)) throw notFound("No such order.");
    return this.dataSource.transaction(async (em) => {
      const order = await em.createQueryBuilder(Order, "o").setLock("pessimistic_write").where("o.id = :id", { id }).getOne();
      if (!order) throw notFound("No such order.");
      await change(em, order);
      return em.findOneByOrFail(Order, { id: order.id });
    });
  }

  private async addHistory(
    em: EntityManager,
    order: Order,
    entry: { kind: OrderChangeKind; paymentStatus?: PaymentStatus; note: string | null },
    actor: Actor,
  ): Promise<void> {
    await em.insert(OrderStatusChange, {
      orderId: order.id,
      kind: entry.kind,
      status: order.status,
      paymentStatus: entry.paymentStatus ?? null,
      by: OrderActor.admin,
      byUid: actor.uid,
      note: entry.note,
    });
  }

  /** The orders `filter` picks: by status, payment status, placement time, and a search. */
  private filtered(filter: AdminOrderFilter | null | undefined): SelectQueryBuilder<Order> {
    const qb = this.orders.createQueryBuilder("o");
    if (filter?.status) qb.andWhere("o.status = :status", { status: filter.status });
    if (filter?.paymentStatus) qb.andWhere("o.paymentStatus = :paymentStatus", { paymentStatus: filter.paymentStatus });
    if (filter?.createdFrom) qb.andWhere(`o."createdAt" >= :createdFrom`, { createdFrom: filter.createdFrom });
    if (filter?.createdBefore) qb.andWhere(`o."createdAt" < :createdBefore`, { createdBefore: filter.createdBefore });
    if (filter?.updatedAfter) qb.andWhere(`o."updatedAt" > :updatedAfter`, { updatedAfter: filter.updatedAfter });
    const term = filter?.search?.trim();
    if (term) {
      const number = /^#?(\d{1,9})$/.exec(term)?.[1];
      // A phone typed with other spacing or dashes than stored ("01711000000" for "01711-000000") matches by its digits.
      const digits = /^\+?[\d\s-]+$/.test(term) ? term.replace(/\D/g, "") : "";
      const matches = ["o.name ILIKE :pattern", "o.phone ILIKE :pattern", "o.email ILIKE :pattern"];
      if (number) matches.push("o.number = :number");
      if (digits.length >= 4) matches.push(`regexp_replace(o.phone, '[^0-9]', '', 'g') LIKE :digits`);
      qb.andWhere(`(${matches.join(" OR ")})`, {
        pattern: `%${escapeLike(term)}%`,
        number: number ? Number(number) : undefined,
        digits: `%${digits}%`,
      });
    }
    return qb;
  }
}

/** A change's note, checked with the shared rule; null when empty. */
export function checkedNote(note: string | null | undefined, field = "note"): string | null {
  const problem = historyNoteRule(note);
  if (problem) throw badInput(problem, { field });
  return note?.trim() || null;
}
