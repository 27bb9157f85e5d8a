import { linesTotalMinor, roundAmountMinor } from "@shop/common";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { FIELD_MESSAGES, checkoutEmailRule } from "@shop/common";
import { type DataSource, type EntityManager, In, type Repository } from "typeorm";
import { ProductVariant } from "../catalog/product-variant.entity.js";
import { Product } from "../catalog/product.entity.js";
import { type Actor, actorOf as auditActorOf, type AuditService } from "../audit/audit.service.js";
import { CacheTag, type CacheInvalidator, noInvalidation } from "../cache/cache-tags.js";
import type { OrderLimitSettings } from "../config.js";
import { queryPrepared } from "../db/prepared-query.js";
import { isUuid } from "../shared/uuid.js";
import { type User, UserRole } from "../customers/user.entity.js";
import { AppError, ErrorCode, badInput, databaseErrorCode, notFound } from "../shared/errors.js";
import {
  type CartLineInput,
  type CartProductRow,
  LineProblem,
  type PricedCartLine,
  normalizeLines,
  priceLines,
  readCart,
} from "./cart-pricing.js";
import { idempotencyKeyHash, sealWithKey, unsealWithKey } from "../shared/idempotency.js";
import { type Page, type PageRequest, pageOf } from "../shared/paging.js";
import { type CheckoutRequest, checkoutFingerprint, idempotencyScope } from "./idempotency.js";
import { ClientAddressHasher } from "./client-address.js";
import { OrderLimits } from "./order-limits.js";
import type { RateLimitCounters } from "../shared/rate-limiter.js";
import { OrderLine } from "./order-line.entity.js";
import { recordStatusChanged } from "./order-events.js";
import { placeOrderRow } from "./order-placement.js";
import { OrderActor, OrderStatusChange } from "./order-status-change.entity.js";
import { actorOf, returnsStock, transitionProblem } from "./order-status.js";
import { Order, OrderStatus, PaymentMethod } from "./order.entity.js";
import { shippingMinor, zoneFor } from "./shipping.js";

export interface Quote {
  lines: PricedCartLine[];
  subtotalMinor: number;
  shippingMinor: number;
  totalMinor: number;
  currency: string;
  deliveryZone: string | null;
  /** True when every line can be ordered as it is. */
  orderable: boolean;
}

export interface PlaceOrderInput {
  lines: CartLineInput[];
  name: string;
  phone: string;
  email?: string | null;
  deliveryZone?: string | null;
  district?: string | null;
  address: string;
  notes?: string | null;
  /** A key the client chooses per checkout: retries and double clicks with it make one order. */
  idempotencyKey?: string | null;
}

export interface PlaceOrderOptions {
  /** Guests must leave an email (the storefront); the REST path has no email field. */
  requireEmail: boolean;
  /** The client's address (behind a trusted proxy, the forwarded one), for the order limits. */
  clientIp: string;
}

export interface PlacedOrderResult {
  order: Order;
  /** The guest's secret token (also on a retry of the same checkout); null for customers. */
  guestToken: string | null;
  /** True when this answers a retry: the order already existed. */
  replayed: boolean;
}

/** A key given with a checkout, within its caller's scope. */
interface Idempotency {
  key: string;
  scope: string;
  keyHash: string;
  fingerprint: string;
}

/** Who is asking: a signed-in user, a guest holding order tokens, or nobody. */
export interface OrderViewer {
  user: User | null;
  /** An app acting as staff (setOrderStatus, setOrdersStatus): sees any order and changes it as an admin would. */
  app?: Actor | null;
  /** Guest access: order id → token. */
  guestTokens?: ReadonlyMap<string, string>;
}

/**
 * The notes of a status change (decision 042): `note` only staff see; `customerNote` is shown to
 * the order's customer, its guest and anyone tracking it.
 */
export interface StatusNotes {
  note?: string | null;
  customerNote?: string | null;
}

/** Reads and writes of one checkout before it gives up on a cart whose stock or prices keep changing. */
const PLACE_ATTEMPTS = 3;

const ORDER_BY_KEY_SQL = `SELECT "id" FROM "shop_order" WHERE "idempotencyKeyHash" = $1`;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

function sameToken(token: string, hash: string | null): boolean {
  if (!hash) return false;
  const a = Buffer.from(hashToken(token), "hex");
  const b = Buffer.from(hash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The history's note for the customer on a released hold: the admin's reason stays with staff. */
const RELEASED_NOTE = "Cancelled by the shop: the stock it held was released.";

/** Told of each order placed, once (a retry answered with the same order is not placed again). */
export type OrderPlacedListener = (order: Pick<Order, "totalMinor" | "currency">) => void;

export class OrderService {
  private readonly orders: Repository<Order>;

  private readonly limits: OrderLimits;
  private readonly clientAddresses: ClientAddressHasher;
  /** Cached public reads of products: every order and every cancellation changes their stock. */
  private readonly cache: CacheInvalidator;
  private readonly onPlaced: OrderPlacedListener;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    {
      limits,
      cache = noInvalidation,
      counters,
      onPlaced = () => {},
    }: { limits?: Partial<OrderLimitSettings>; cache?: CacheInvalidator; counters?: RateLimitCounters; onPlaced?: OrderPlacedListener } = {},
  ) {
    this.orders = dataSource.getRepository(Order);
    this.clientAddresses = new ClientAddressHasher(dataSource);
    this.limits = new OrderLimits(limits, counters);
    this.cache = cache;
    this.onPlaced = onPlaced;
  }

  /** What the cart would cost now, line by line, with shipping: nothing is reserved. */
  async quote(lines: CartLineInput[], choice: { zone?: string | null; district?: string | null }): Promise<Quote> {
    return this.priceCart(this.dataSource.manager, normalizeLines(lines), choice);
  }

  /**
   * Re-price every line, check variants and stock, take the stock and create the order, in one
   * transaction. Returns the order and, for a guest, the secret token that opens it. A retry
   * with the same idempotency key and request gets the same answer; nothing else does.
   */
  async place(input: PlaceOrderInput, user: User | null, options: PlaceOrderOptions): Promise<PlacedOrderResult> {
    const contact = this.contactOf(input, user, options.requireEmail);
    const request: CheckoutRequest = {
      lines: normalizeLines(input.lines, this.limits.unitsPerLine),
      ...contact,
      deliveryZone: input.deliveryZone?.trim() || null,
      district: input.district?.trim() || null,
      address: input.address.trim(),
      notes: input.notes?.trim() || null,
    };
    const idempotency = idempotencyOf(input.idempotencyKey, user, request);
    if (idempotency) {
      const earlier = await this.findByKey(idempotency);
      if (earlier) return this.replay(earlier, idempotency);
    }
    const units = request.lines.reduce((sum, line) => sum + line.quantity, 0);
    this.limits.checkOrderSize(units);
    await this.limits.count({ clientIp: options.clientIp, phone: contact.phone, email: contact.email, uid: user?.uid ?? null, units });

    const guestToken = user ? null : randomBytes(24).toString("base64url");
    try {
      const clientAddressHash = user ? null : await this.clientAddresses.hash(options.clientIp);
      const order = await this.create(request, user, { guestToken, clientAddressHash }, idempotency);
      this.onPlaced(order);
      await this.stockChanged(request.lines.map((line) => line.productId));
      return { order, guestToken, replayed: false };
    } catch (error) {
      // A concurrent retry with the same key won the race: answer with its order.
      if (idempotency && databaseErrorCode(error) === "23505" && String(error).includes("UQ_order_idempotency_key_hash")) {
        const earlier = await this.findByKey(idempotency);
        if (earlier) return this.replay(earlier, idempotency);
      }
      throw error;
    }
  }

  /**
   * Price the cart from a plain read, then write the order in one statement that re-checks under
   * lock what the read priced (order-placement.ts, decision 028). When stock, price or status
   * changed in between, nothing was written: read and price again (a sold-out line then answers
   * OUT_OF_STOCK with its lines).
   */
  private async create(
    request: CheckoutRequest,
    user: User | null,
    { guestToken, clientAddressHash }: { guestToken: string | null; clientAddressHash: string | null },
    idempotency: Idempotency | null,
  ): Promise<Order> {
    const choice = { zone: request.deliveryZone, district: request.district };
    for (let attempt = 1; ; attempt++) {
      const { quote, products, lowStockThreshold } = await this.priceCartWithRows(this.dataSource.manager, request.lines, choice);
      const problems = quote.lines.filter((l) => l.problem);
      if (problems.length) {
        const outOfStock = problems.every((l) => l.problem === LineProblem.OUT_OF_STOCK || l.problem === LineProblem.NOT_ENOUGH_STOCK);
        throw new AppError(
          outOfStock ? ErrorCode.OUT_OF_STOCK : ErrorCode.BAD_USER_INPUT,
          outOfStock
            ? `Not enough stock for: ${problems.map((l) => describe(l)).join("; ")}.`
            : `Some items cannot be ordered: ${problems.map((l) => `${describe(l)} (${l.problem})`).join("; ")}.`,
          { lines: problems.map(({ productId, color, size, quantity, available, problem }) => ({ productId, color, size, quantity, available, problem })) },
        );
      }
      if (!quote.deliveryZone) throw badInput(FIELD_MESSAGES.deliveryZone, { field: "deliveryZone" });

      const placement = await placeOrderRow(this.dataSource.manager, {
        values: {
          customerUid: user?.uid ?? null,
          guestTokenHash: guestToken ? hashToken(guestToken) : null,
          idempotencyKeyHash: idempotency?.keyHash ?? null,
          requestFingerprint: idempotency?.fingerprint ?? null,
          guestTokenSealed: guestToken && idempotency ? sealWithKey(guestToken, idempotency.scope, idempotency.key) : null,
          clientAddressHash,
          name: request.name,
          phone: request.phone,
          email: request.email,
          deliveryZone: quote.deliveryZone,
          district: request.district,
          address: request.address,
          notes: request.notes,
          subtotalMinor: quote.subtotalMinor,
          shippingMinor: quote.shippingMinor,
          totalMinor: quote.totalMinor,
          currency: quote.currency,
        },
        lines: quote.lines,
        products,
        by: user ? OrderActor.customer : OrderActor.guest,
        byUid: user?.uid ?? null,
        lowStockThreshold,
      });
      if (placement.placed) return placement.order;
      if (attempt === PLACE_ATTEMPTS) {
        throw new AppError(ErrorCode.OUT_OF_STOCK, `Not enough stock for ${quote.lines.map((l) => l.name).join(", ")}.`);
      }
    }
  }

  /** An order the viewer may see (its customer, a guest with its token, or an admin); else NOT_FOUND. */
  async findForViewer(id: string, viewer: OrderViewer, { asOwner = false } = {}): Promise<Order> {
    const order = isUuid(id)
      ? await this.orders.createQueryBuilder("o").addSelect("o.guestTokenHash").where("o.id = :id", { id }).getOne()
      : null;
    if (!order || !canSee(order, viewer, !asOwner)) throw notFound("No such order.");
    return order;
  }

  /** A signed-in customer's orders, newest first. */
  listForCustomer(uid: string, { status, ...page }: { status?: OrderStatus | null } & PageRequest): Promise<Page<Order>> {
    const query = this.orders.createQueryBuilder("o").where("o.customerUid = :uid", { uid });
    if (status) query.andWhere("o.status = :status", { status });
    return pageOf(query.orderBy("o.createdAt", "DESC").addOrderBy("o.number", "DESC"), page);
  }

  /** Orders by id, for the admin (the caller caps and checks the ids). */
  findByIds(ids: readonly string[]): Promise<Order[]> {
    return ids.length ? this.orders.findBy({ id: In([...ids]) }) : Promise.resolve([]);
  }

  /** Guest orders this browser holds tokens for (wrong tokens are silently left out). */
  async listForGuest(tokens: ReadonlyMap<string, string>): Promise<Order[]> {
    const ids = [...tokens.keys()].filter(isUuid).slice(0, 100);
    if (!ids.length) return [];
    const found = await this.orders
      .createQueryBuilder("o")
      .addSelect("o.guestTokenHash")
      .where({ id: In(ids) })
      .orderBy("o.createdAt", "DESC")
      .getMany();
    return found.filter((o) => sameToken(tokens.get(o.id) ?? "", o.guestTokenHash));
  }

  linesOf(orderIds: readonly string[]): Promise<OrderLine[]> {
    return this.dataSource.getRepository(OrderLine).find({ where: { orderId: In([...orderIds]) }, order: { name: "ASC" } });
  }

  historyOf(orderIds: readonly string[]): Promise<OrderStatusChange[]> {
    return this.dataSource.getRepository(OrderStatusChange).find({ where: { orderId: In([...orderIds]) }, order: { at: "ASC" } });
  }

  /**
   * Move an order along the status machine; cancelling returns its stock. `asOwner`: the
   * viewer acts as the order's customer or guest (even an admin), with a customer's rights.
   * `notes`: the internal one only staff see, and the one shown to the customer (decision 042).
   */
  async changeStatus(
    id: string,
    to: OrderStatus,
    viewer: OrderViewer,
    { notes = {}, asOwner = false }: { notes?: StatusNotes; asOwner?: boolean } = {},
  ): Promise<Order> {
    const order = await this.findForViewer(id, viewer, { asOwner });
    const byApp = viewer.app && !asOwner ? viewer.app : null;
    const actor = byApp ? OrderActor.admin : actorOf(order, viewer.user, { asOwner });
    // An admin's (or an app's) change is an admin write: it goes in the audit log with the change itself.
    const admin = byApp ?? (actor === OrderActor.admin && viewer.user ? auditActorOf(viewer.user) : null);
    return this.transition(order.id, to, { actor, byUid: viewer.user?.uid ?? null, notes, admin });
  }

  /**
   * Cancel PENDING orders placed before `placedBefore`, returning their stock: cash-on-delivery
   * orders the shop never confirmed (decision 008); with `guestsOnly`, guests' cash-on-delivery
   * orders only (decision 039). At most `batch` per call; returns how many.
   */
  async expireUnconfirmed(placedBefore: Date, customerNote: string, { guestsOnly = false, batch = 100 } = {}): Promise<number> {
    const query = this.orders
      .createQueryBuilder("o")
      .select("o.id")
      .where("o.status = :status", { status: OrderStatus.PENDING })
      .andWhere(`o."createdAt" < :placedBefore`, { placedBefore });
    if (guestsOnly) {
      query.andWhere(`o."customerUid" IS NULL AND o."paymentMethod" = :cod`, { cod: PaymentMethod.CASH_ON_DELIVERY });
    }
    const stale = await query.orderBy(`o."createdAt"`, "ASC").limit(batch).getMany();
    let cancelled = 0;
    for (const { id } of stale) {
      try {
        await this.transition(id, OrderStatus.CANCELLED, { actor: OrderActor.system, byUid: null, notes: { customerNote } });
        cancelled++;
      } catch (error) {
        // Confirmed or cancelled by someone else meanwhile: nothing to release.
        if (!(error instanceof AppError && error.code === ErrorCode.CONFLICT)) throw error;
      }
    }
    return cancelled;
  }

  /**
   * Cancel a PENDING order as the shop, returning its stock: a suspicious hold released
   * (suspicious-holds.ts). CONFLICT when it is no longer PENDING, NOT_FOUND when there is none.
   */
  async releaseHold(orderId: string, admin: Actor, reason: string | null): Promise<Order> {
    if (!(await this.orders.existsBy({ id: orderId }))) throw notFound("No such order.");
    return this.transition(orderId, OrderStatus.CANCELLED, {
      actor: OrderActor.admin,
      byUid: admin.uid,
      // The customer is told the shop cancelled; the reason is for staff (the internal note) and the audit log.
      notes: { customerNote: RELEASED_NOTE, note: reason },
      admin,
      audit: { action: "order.releaseHold", onlyFrom: OrderStatus.PENDING, reason },
    });
  }

  /** Move one order, under a row lock, checking the status machine; cancelling returns its stock. */
  private async transition(
    orderId: string,
    to: OrderStatus,
    by: {
      actor: OrderActor;
      byUid: string | null;
      notes?: StatusNotes;
      admin?: Actor | null;
      /** How the admin's change is audited, when not as `order.setStatus`; `onlyFrom`: CONFLICT from any other status. */
      audit?: { action: string; onlyFrom: OrderStatus; reason: string | null };
    },
  ): Promise<Order> {
    const restocked: string[] = [];
    const order = await this.dataSource.transaction(async (em) => {
      const current = await em
        .createQueryBuilder(Order, "o")
        .setLock("pessimistic_write")
        .where("o.id = :id", { id: orderId })
        .getOneOrFail();
      const problem =
        by.audit && current.status !== by.audit.onlyFrom
          ? `The order is ${current.status}, no longer ${by.audit.onlyFrom}.`
          : transitionProblem(current.status, to, by.actor);
      if (problem) throw new AppError(ErrorCode.CONFLICT, problem, { status: current.status });
      if (returnsStock(to)) {
        const lines = await em.findBy(OrderLine, { orderId: current.id });
        await returnStock(em, lines);
        restocked.push(...lines.flatMap((line) => (line.productId ? [line.productId] : [])));
      }
      // The client address's hash groups holds (decision 039): it goes when the order stops holding as PENDING.
      await em.update(Order, { id: current.id }, { status: to, clientAddressHash: null });
      await em.insert(OrderStatusChange, {
        orderId: current.id,
        status: to,
        by: by.actor,
        byUid: by.byUid,
        note: by.notes?.note?.trim() || null,
        customerNote: by.notes?.customerNote?.trim() || null,
      });
      if (by.admin) {
        const reason = by.audit?.reason ? { reason: by.audit.reason } : {};
        const change = { entityType: "order", ids: [current.id], before: { status: current.status }, after: { status: to, ...reason } };
        await this.audit.record(by.admin, by.audit?.action ?? "order.setStatus", change, em);
      }
      // The reason a cancellation gives is what its customer is told, never the staff's note.
      await recordStatusChanged(em, current.id, current.status, by.notes?.customerNote?.trim() || null);
      return em.findOneByOrFail(Order, { id: current.id });
    });
    if (restocked.length) await this.stockChanged(restocked);
    return order;
  }

  /** Stock and sales of these products changed (committed): their cached reads, and lists by stock or sales, go. */
  private stockChanged(productIds: readonly string[]): Promise<void> {
    return this.cache.invalidate([CacheTag.productSales, CacheTag.productStock, ...new Set(productIds.map(CacheTag.product))]);
  }

  /**
   * Guest orders placed with the user's email become theirs; the caller has checked that the email
   * is verified (the claimGuestOrders mutation). Repeating it changes nothing. Returns how many.
   */
  async attachGuestOrders(user: User): Promise<number> {
    if (!user.email) return 0;
    const result = await this.orders
      .createQueryBuilder()
      .update(Order)
      .set({ customerUid: user.uid })
      .where(`"customerUid" IS NULL AND lower("email") = lower(:email)`, { email: user.email })
      .execute();
    return result.affected ?? 0;
  }

  /** The order placed with this key, if any: almost every checkout has a new key, so that case costs one indexed probe. */
  private async findByKey({ keyHash }: Idempotency) {
    const [hit] = await queryPrepared<{ id: string }>(this.dataSource.manager, "shop_order_by_key", ORDER_BY_KEY_SQL, [keyHash]);
    if (!hit) return null;
    return this.orders
      .createQueryBuilder("o")
      .addSelect(["o.requestFingerprint", "o.guestTokenSealed"])
      .where("o.id = :id", { id: hit.id })
      .getOne();
  }

  /** The answer to a retry: the same order (and guest token) for the same request; CONFLICT for another. */
  private replay(earlier: Order, idempotency: Idempotency): PlacedOrderResult {
    if (earlier.requestFingerprint !== idempotency.fingerprint) {
      const message = "This idempotency key was already used for a different order. Use a new key for a new checkout.";
      throw new AppError(ErrorCode.CONFLICT, message, { fields: [{ field: "idempotencyKey", messages: [message] }] });
    }
    const guestToken = earlier.guestTokenSealed ? unsealWithKey(earlier.guestTokenSealed, idempotency.scope, idempotency.key) : null;
    return { order: earlier, guestToken, replayed: true };
  }

  private async priceCart(em: EntityManager, lines: CartLineInput[], choice: { zone?: string | null; district?: string | null }): Promise<Quote> {
    return (await this.priceCartWithRows(em, lines, choice)).quote;
  }

  /** The quote and the product rows it was priced from (one read of the settings and the products). */
  private async priceCartWithRows(
    em: EntityManager,
    lines: CartLineInput[],
    choice: { zone?: string | null; district?: string | null },
  ): Promise<{ quote: Quote; products: ReadonlyMap<string, CartProductRow>; lowStockThreshold: number }> {
    const { settings, products } = await readCart(em, lines.map((l) => l.productId));
    const priced = priceLines(products, lines, settings.priceRounding);
    const found = zoneFor(settings, choice);
    // Stored whole with whole-unit prices (settings.service); rounded again for rows set directly.
    const zone = found && { ...found, feeMinor: roundAmountMinor(found.feeMinor, settings.priceRounding) };
    const subtotalMinor = linesTotalMinor(priced);
    const shipping = zone ? shippingMinor(zone, priced, subtotalMinor, settings.freeShippingThresholdMinor) : 0;
    const quote = {
      lines: priced,
      subtotalMinor,
      shippingMinor: shipping,
      totalMinor: subtotalMinor + shipping,
      currency: settings.currency,
      deliveryZone: zone?.name ?? null,
      orderable: zone !== null && priced.every((l) => !l.problem),
    };
    return { quote, products, lowStockThreshold: settings.lowStockThreshold };
  }

  /**
   * The contact details as stored. Each field has passed `PlaceOrderInput`'s rules (GraphQL and
   * REST alike); what depends on the caller is checked here: a guest must leave an email.
   */
  private contactOf(input: PlaceOrderInput, user: User | null, requireEmail: boolean) {
    if (requireEmail) {
      const problem = checkoutEmailRule(!user)(input.email);
      if (problem) throw badInput(problem, { field: "email" });
    }
    return { name: input.name.trim(), phone: input.phone.trim(), email: input.email?.trim().toLowerCase() || user?.email || null };
  }
}

/** The checkout's idempotency key within its caller's scope, or null when none was given. */
function idempotencyOf(rawKey: string | null | undefined, user: User | null, request: CheckoutRequest): Idempotency | null {
  const key = rawKey?.trim() || null;
  if (!key) return null;
  if (key.length < 8 || key.length > 80) throw badInput("An idempotency key has 8 to 80 characters.", { field: "idempotencyKey" });
  const scope = idempotencyScope(user?.uid ?? null, request);
  return { key, scope, keyHash: idempotencyKeyHash(scope, key), fingerprint: checkoutFingerprint(request) };
}

function describe(line: PricedCartLine): string {
  const variant = [line.color, line.size].filter(Boolean).join(" / ");
  return `${line.name}${variant ? ` (${variant})` : ""}: ${line.available} left`;
}

/**
 * Put the lines' units back: products first, then variants, each in id order, the order in which
 * placing an order locks them (order-placement.ts), so a cancellation and a checkout never deadlock.
 */
async function returnStock(em: EntityManager, lines: readonly OrderLine[]): Promise<void> {
  const byId = (id: (line: OrderLine) => string | null) => lines.filter((l) => id(l)).sort((a, b) => (id(a)! < id(b)! ? -1 : 1));
  for (const line of byId((l) => l.productId)) {
    await em
      .createQueryBuilder()
      .update(Product)
      // updatedAt is when the product was last edited; TypeORM would set it on every update (decision 028).
      .set({ stock: () => `"stock" + :q`, soldCount: () => `GREATEST("soldCount" - :q, 0)`, updatedAt: () => `"updatedAt"` })
      .where("id = :id", { id: line.productId, q: line.quantity })
      .execute();
  }
  for (const line of byId((l) => l.variantId)) {
    await em
      .createQueryBuilder()
      .update(ProductVariant)
      .set({ stock: () => `"stock" + :q` })
      .where("id = :id", { id: line.variantId, q: line.quantity })
      .execute();
  }
}

function canSee(order: Order, viewer: OrderViewer, adminMaySee: boolean): boolean {
  if (adminMaySee && (viewer.user?.role === UserRole.ADMIN || viewer.app)) return true;
  if (viewer.user && order.customerUid === viewer.user.uid) return true;
  const token = viewer.guestTokens?.get(order.id);
  return token !== undefined && sameToken(token, order.guestTokenHash);
}
