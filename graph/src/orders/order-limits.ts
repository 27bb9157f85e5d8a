import { phoneKey } from "@shop/common";
import { DEFAULT_ORDER_LIMITS, type OrderLimitSettings } from "../config.js";
import { badInput } from "../shared/errors.js";
import { type RateLimitCounters, type RateLimiter, type Quota, describeWait, localCounters, rateLimited } from "../shared/rate-limiter.js";

const ADDRESS_WINDOW_MS = 10 * 60_000;
const CONTACT_WINDOW_MS = 60 * 60_000;
/** As long as a guest's order holds its stock by default (GUEST_ORDER_HOLD_HOURS). */
const UNITS_WINDOW_MS = 24 * 60 * 60_000;

/** Who is placing an order, as the limits see them. */
export interface OrderAttempt {
  clientIp: string;
  phone: string;
  email: string | null;
  /** The signed-in customer, counted by account instead of by address. */
  uid: string | null;
  /** Units in the order. */
  units: number;
}

/**
 * Counts order attempts that passed validation, in this process's memory or, with REDIS_URL,
 * across every replica. Cash on delivery means an order costs the buyer nothing until the door,
 * so without this a loop could take every unit in the shop.
 */
export class OrderLimits {
  private readonly settings: OrderLimitSettings;
  private readonly byAddress: RateLimiter | null;
  private readonly byContact: RateLimiter | null;
  private readonly unitsByContact: Quota | null;
  private readonly unitsByAddress: Quota | null;

  constructor(settings: Partial<OrderLimitSettings> = {}, counters: RateLimitCounters = localCounters()) {
    const s = (this.settings = { ...DEFAULT_ORDER_LIMITS, ...settings });
    this.byAddress = s.perAddress > 0 ? counters.limiter("orders:address", s.perAddress, ADDRESS_WINDOW_MS) : null;
    this.byContact = s.perContact > 0 ? counters.limiter("orders:contact", s.perContact, CONTACT_WINDOW_MS) : null;
    this.unitsByContact = s.unitsPerContact > 0 ? counters.quota("order-units:contact", s.unitsPerContact, UNITS_WINDOW_MS) : null;
    this.unitsByAddress = s.unitsPerAddress > 0 ? counters.quota("order-units:address", s.unitsPerAddress, UNITS_WINDOW_MS) : null;
  }

  /** Most units of one line; the checkout's lines are checked against it as they are merged. */
  get unitsPerLine(): number | null {
    return this.settings.unitsPerLine > 0 ? this.settings.unitsPerLine : null;
  }

  /** BAD_USER_INPUT on `lines` when the order holds more units than one order may. */
  checkOrderSize(units: number): void {
    const max = this.settings.unitsPerOrder;
    if (max > 0 && units > max) {
      throw badInput(`An order holds at most ${max} items; this one has ${units}. For a larger order, please call the shop.`, {
        field: "lines",
        limit: max,
      });
    }
  }

  /**
   * Count one attempt; RATE_LIMITED (with the seconds to wait) when any of its keys is over its
   * order limit, or when its units would pass a contact's or address's budget. Units are taken
   * only when every budget has room; a refused attempt takes none.
   */
  async count({ clientIp, phone, email, uid, units }: OrderAttempt): Promise<void> {
    const contacts = [`phone:${phoneKey(phone)}`, ...(email ? [`email:${email.toLowerCase()}`] : [])];
    const waits = await Promise.all([this.byAddress?.hit(clientIp) ?? 0, ...contacts.map((key) => this.byContact?.hit(key) ?? 0)]);
    const wait = Math.max(...waits);
    if (wait > 0) {
      throw rateLimited(`Too many orders in a short time. Please try again in ${describeWait(wait)}, or call the shop.`, wait);
    }
    await this.takeUnits(uid ? [...contacts, `account:${uid}`] : contacts, uid ? null : clientIp, units);
  }

  private async takeUnits(contacts: string[], guestAddress: string | null, units: number): Promise<void> {
    const budgets = [
      ...(this.unitsByContact ? contacts.map((key) => [this.unitsByContact!, key] as const) : []),
      ...(this.unitsByAddress && guestAddress !== null ? [[this.unitsByAddress, guestAddress] as const] : []),
    ];
    const waits = await Promise.all(budgets.map(([budget, key]) => budget.takeAll(key, units)));
    const wait = Math.max(0, ...waits);
    if (wait === 0) return;
    await Promise.all(budgets.map(([budget, key], i) => (waits[i] === 0 ? budget.giveBack(key, units) : undefined)));
    throw rateLimited(
      `This order would take more items than the shop lets one buyer hold in a day. Please try again in ${describeWait(wait)}, or call the shop.`,
      wait,
    );
  }
}
