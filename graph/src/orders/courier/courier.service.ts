import { toMajor } from "@shop/common";
import { type DataSource, In, type Repository } from "typeorm";
import type { Actor, AuditService } from "../../audit/audit.service.js";
import { AppError, ErrorCode } from "../../shared/errors.js";
import { isUuid } from "../../shared/uuid.js";
import { distinct, type OrderActionOutcome, OrderActionRefusal, refused } from "../order-action.types.js";
import { Order, OrderStatus } from "../order.entity.js";
import { type CourierProvider, CourierError, CourierFailure, FINAL_DELIVERY_STATUSES, type Parcel } from "./courier-provider.js";
import { cashToCollectMinor } from "../payment-status.js";
import { OrderShipment } from "./order-shipment.entity.js";
import { courierAddress, courierName, courierNote, courierPhone, recipientProblem } from "./recipient.js";

/** Only orders the shop has confirmed and not yet handed over go to the courier (decision 015). */
export const DISPATCHABLE = OrderStatus.PROCESSING;

/**
 * A claim older than this belongs to a process that died mid-dispatch: the order may be sent
 * again (the courier refuses a second parcel with the same invoice, so at worst it says so).
 */
const STALE_CLAIM_MINUTES = 10;

/** Status checks in flight at once: the courier is one merchant account, not a bulk service. */
const STATUS_CHECKS_AT_ONCE = 4;

/** Most parcels one periodic refresh asks about. */
const MAX_REFRESH_PER_RUN = 1000;

export const courierNotConfigured = () =>
  new AppError(
    ErrorCode.CONFLICT,
    "Courier dispatch is not configured: save the courier's keys in Settings, Courier (or set STEADFAST_API_KEY and STEADFAST_SECRET_KEY on the server; docs/deployment.md, \"Courier\").",
    { reason: "COURIER_NOT_CONFIGURED" },
  );

/**
 * Sending orders to the courier and following their parcels (docs/behaviour.md#courier-dispatch).
 * An order is claimed in the database before anything is sent, so two requests or two processes
 * never send it twice; a courier that is down or refuses leaves it as it was, ready to send again.
 */
export class CourierService {
  private readonly shipments: Repository<OrderShipment>;

  private readonly provider: () => Promise<CourierProvider | null>;

  /**
   * `provider` is the courier, or how to build it at each use from the keys in use then
   * (courier-settings.service.ts), so keys saved in the admin apply without a restart.
   */
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    provider: CourierProvider | null | (() => Promise<CourierProvider | null>),
  ) {
    this.shipments = dataSource.getRepository(OrderShipment);
    this.provider = typeof provider === "function" ? provider : () => Promise.resolve(provider);
  }

  /** The courier the shop uses, or null when none is configured. */
  async courier(): Promise<Pick<CourierProvider, "name" | "label"> | null> {
    const provider = await this.provider();
    return provider ? { name: provider.name, label: provider.label } : null;
  }

  /** The merchant balance at the courier, in major units. */
  async balance(): Promise<number> {
    const provider = await this.requireProvider();
    try {
      return await provider.balance();
    } catch (error) {
      if (error instanceof CourierError) throw new AppError(ErrorCode.CONFLICT, error.message, { reason: `COURIER_${error.failure}` });
      throw error;
    }
  }

  shipmentsOf(orderIds: readonly string[]): Promise<OrderShipment[]> {
    return this.shipments.findBy({ orderId: In([...orderIds]) });
  }

  /**
   * Send the orders to the courier: one outcome per distinct id. Each order is checked (PROCESSING,
   * not sent yet, a phone and address the courier takes), claimed, then sent; the claim is turned
   * into the consignment on success and released with the reason on failure.
   */
  async dispatch(ids: readonly string[], admin: Actor): Promise<OrderActionOutcome[]> {
    const provider = await this.requireProvider();
    const wanted = distinct(ids);
    const orders = await this.ordersById(wanted);
    const shipments = new Map((await this.shipmentsOf([...orders.keys()])).map((s) => [s.orderId, s]));
    const outcomes = new Map<string, OrderActionOutcome>();
    const claimed: Order[] = [];
    for (const id of wanted) {
      const order = orders.get(id);
      const problem = order ? dispatchProblem(order, shipments.get(id) ?? null) : null;
      if (!order) outcomes.set(id, refused(id, OrderActionRefusal.NOT_FOUND, "No such order."));
      else if (problem) outcomes.set(id, refused(id, problem.refusal, problem.message, order));
      else if (await this.claim(order.id, provider.name)) claimed.push(order);
      else outcomes.set(id, await this.whyNotClaimed(order));
    }

    const results: { order: Order; consignmentId?: string; refusal?: OrderActionRefusal }[] = [];
    for (let start = 0; start < claimed.length; start += provider.maxBatch) {
      const batch = claimed.slice(start, start + provider.maxBatch);
      for (const result of await this.send(provider, batch)) {
        outcomes.set(result.order.id, result.outcome);
        results.push({ order: result.order, consignmentId: result.consignmentId, refusal: result.outcome.refusal ?? undefined });
      }
    }
    if (results.length) {
      await this.audit.record(admin, "order.dispatch", {
        entityType: "order",
        ids: results.map((r) => r.order.id),
        after: {
          courier: provider.name,
          results: results.map((r) => ({ id: r.order.id, consignmentId: r.consignmentId ?? null, refusal: r.refusal ?? null })),
        },
      });
    }
    return wanted.map((id) => outcomes.get(id)!);
  }

  /**
   * Ask the courier for the delivery status of each order's parcel and keep it. `admin` is null
   * for the periodic refresh (not an admin write, so not audited).
   */
  async refresh(ids: readonly string[], admin: Actor | null): Promise<OrderActionOutcome[]> {
    const provider = await this.requireProvider();
    const wanted = distinct(ids);
    const orders = await this.ordersById(wanted);
    const shipments = new Map((await this.shipmentsOf([...orders.keys()])).map((s) => [s.orderId, s]));
    const outcomes = await inPool(wanted, STATUS_CHECKS_AT_ONCE, async (id): Promise<OrderActionOutcome> => {
      const order = orders.get(id);
      const consignmentId = shipments.get(id)?.consignmentId;
      if (!order) return refused(id, OrderActionRefusal.NOT_FOUND, "No such order.");
      if (!consignmentId) return refused(id, OrderActionRefusal.NOT_DISPATCHED, `Order #${order.number} has not been sent to the courier.`, order);
      try {
        const deliveryStatus = (await provider.deliveryStatus(consignmentId)).slice(0, 60);
        await this.shipments.update({ orderId: id }, { deliveryStatus, checkedAt: new Date(), lastError: null });
        return { orderId: id, number: order.number, ok: true, refusal: null, message: null, order };
      } catch (error) {
        if (!(error instanceof CourierError)) throw error;
        await this.shipments.update({ orderId: id }, { checkedAt: new Date(), lastError: error.message.slice(0, 500) });
        return refused(id, refusalFor(error), error.message, order);
      }
    });
    if (admin) {
      const checked = outcomes.filter((o) => o.order && o.refusal !== OrderActionRefusal.NOT_DISPATCHED).map((o) => o.orderId);
      if (checked.length) {
        await this.audit.record(admin, "order.refreshCourierStatus", {
          entityType: "order",
          ids: checked,
          after: { results: outcomes.filter((o) => checked.includes(o.orderId)).map((o) => ({ id: o.orderId, refusal: o.refusal })) },
        });
      }
    }
    return outcomes;
  }

  /**
   * The periodic refresh: every parcel still on its way (not delivered or cancelled at the
   * courier) not checked since this run began, least recently checked first. Returns how many
   * were checked.
   */
  async refreshUndelivered(): Promise<number> {
    if (!(await this.provider())) return 0;
    const startedAt = new Date();
    let checked = 0;
    while (checked < MAX_REFRESH_PER_RUN) {
      const due = await this.shipments
        .createQueryBuilder("s")
        .select("s.orderId")
        .where(`s."consignmentId" IS NOT NULL`)
        .andWhere(`(s."deliveryStatus" IS NULL OR s."deliveryStatus" NOT IN (:...final))`, { final: [...FINAL_DELIVERY_STATUSES] })
        .andWhere(`(s."checkedAt" IS NULL OR s."checkedAt" < :startedAt)`, { startedAt })
        .orderBy(`s."checkedAt"`, "ASC", "NULLS FIRST")
        .limit(Math.min(100, MAX_REFRESH_PER_RUN - checked))
        .getMany();
      if (!due.length) break;
      await this.refresh(
        due.map((s) => s.orderId),
        null,
      );
      checked += due.length;
    }
    return checked;
  }

  private async requireProvider(): Promise<CourierProvider> {
    const provider = await this.provider();
    if (!provider) throw courierNotConfigured();
    return provider;
  }

  private async ordersById(ids: readonly string[]): Promise<Map<string, Order>> {
    const uuids = ids.filter(isUuid);
    const found = uuids.length ? await this.dataSource.getRepository(Order).findBy({ id: In(uuids) }) : [];
    return new Map(found.map((o) => [o.id, o]));
  }

  /**
   * Claim the order for one dispatch, atomically: it must still be PROCESSING and its shipment
   * (if any) must have no consignment and no live claim. Under two concurrent requests, the
   * database lets exactly one insert or update the row; the other gets nothing back.
   */
  private async claim(orderId: string, courier: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO "order_shipment" ("orderId", "courier", "dispatchingSince")
       SELECT o."id", $2, now() FROM "shop_order" o WHERE o."id" = $1 AND o."status" = $3
       ON CONFLICT ("orderId") DO UPDATE SET "courier" = EXCLUDED."courier", "dispatchingSince" = now(), "updatedAt" = now()
       WHERE "order_shipment"."consignmentId" IS NULL
         AND ("order_shipment"."dispatchingSince" IS NULL
              OR "order_shipment"."dispatchingSince" < now() - make_interval(mins => $4))
       RETURNING "orderId"`,
      [orderId, courier, DISPATCHABLE, STALE_CLAIM_MINUTES],
    );
    return rows.length === 1;
  }

  private async whyNotClaimed(order: Order): Promise<OrderActionOutcome> {
    const [current, shipment] = await Promise.all([
      this.dataSource.getRepository(Order).findOneBy({ id: order.id }),
      this.shipments.findOneBy({ orderId: order.id }),
    ]);
    const problem = current ? dispatchProblem(current, shipment) : null;
    if (problem) return refused(order.id, problem.refusal, problem.message, current);
    return refused(order.id, OrderActionRefusal.DISPATCH_IN_PROGRESS, `Order #${order.number} is being sent to the courier right now.`, current);
  }

  /** Send one batch of claimed orders; every order comes back with its outcome and its claim settled. */
  private async send(provider: CourierProvider, orders: Order[]) {
    const parcels = orders.map(parcelOf);
    let results: Awaited<ReturnType<CourierProvider["createParcels"]>>;
    try {
      results = await provider.createParcels(parcels);
    } catch (error) {
      const courierError =
        error instanceof CourierError ? error : new CourierError(CourierFailure.UNAVAILABLE, "Sending to the courier failed unexpectedly.");
      await Promise.all(orders.map((o) => this.release(o.id, courierError.message)));
      if (!(error instanceof CourierError)) throw error;
      return orders.map((order) => ({ order, consignmentId: undefined, outcome: refused(order.id, refusalFor(error), error.message, order) }));
    }
    const byInvoice = new Map(results.map((r) => [r.invoice, r]));
    const settled = [];
    for (const order of orders) {
      const result = byInvoice.get(invoiceOf(order)) ?? {
        ok: false as const,
        error: new CourierError(CourierFailure.UNAVAILABLE, "The courier's answer did not mention this order."),
      };
      if (result.ok) {
        await this.shipments.update(
          { orderId: order.id },
          {
            consignmentId: result.consignmentId.slice(0, 40),
            trackingCode: result.trackingCode.slice(0, 40),
            deliveryStatus: result.deliveryStatus?.slice(0, 60) ?? null,
            dispatchedAt: new Date(),
            checkedAt: new Date(),
            dispatchingSince: null,
            lastError: null,
          },
        );
        settled.push({ order, consignmentId: result.consignmentId, outcome: { orderId: order.id, number: order.number, ok: true, refusal: null, message: null, order } });
      } else {
        await this.release(order.id, result.error.message);
        settled.push({ order, consignmentId: undefined, outcome: refused(order.id, refusalFor(result.error), result.error.message, order) });
      }
    }
    return settled;
  }

  /** Give the claim back, with the reason, so the order can be sent again. */
  private async release(orderId: string, reason: string): Promise<void> {
    await this.shipments
      .createQueryBuilder()
      .update(OrderShipment)
      .set({ dispatchingSince: null, lastError: reason.slice(0, 500) })
      .where(`"orderId" = :orderId AND "consignmentId" IS NULL`, { orderId })
      .execute();
  }
}

/** Why this order may not go to the courier now, or null when it may. */
function dispatchProblem(order: Order, shipment: OrderShipment | null): { refusal: OrderActionRefusal; message: string } | null {
  if (shipment?.consignmentId) {
    return { refusal: OrderActionRefusal.ALREADY_DISPATCHED, message: `Order #${order.number} is already with the courier (consignment ${shipment.consignmentId}).` };
  }
  if (order.status !== DISPATCHABLE) {
    return {
      refusal: OrderActionRefusal.WRONG_STATUS,
      message: `Order #${order.number} is ${order.status.toLowerCase()}; only processing orders are sent to the courier.`,
    };
  }
  const recipient = recipientProblem(order);
  if (recipient) return { refusal: OrderActionRefusal[recipient.code], message: recipient.message };
  return null;
}

const invoiceOf = (order: Order) => String(order.number);

/** The parcel as the courier gets it: the order number as invoice, the order's cash to collect (`cashToCollectMinor`). */
function parcelOf(order: Order): Parcel {
  return {
    invoice: invoiceOf(order),
    recipientName: courierName(order.name),
    recipientPhone: courierPhone(order.phone)!,
    recipientAddress: courierAddress(order),
    codAmount: toMajor(cashToCollectMinor(order)),
    note: courierNote(order.notes),
  };
}

const refusalFor = (error: CourierError) =>
  error.failure === CourierFailure.REFUSED ? OrderActionRefusal.COURIER_REFUSED : OrderActionRefusal.COURIER_UNAVAILABLE;

/** Run `task` over `items` with at most `size` at once; results in the items' order. */
async function inPool<T, R>(items: readonly T[], size: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}
