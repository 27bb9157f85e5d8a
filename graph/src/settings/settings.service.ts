import { CacheTag, type CacheInvalidator, noInvalidation } from "../cache/cache-tags.js";
import { readsShow } from "../cache/read-tags.js";
import { deliveryZonesProblems, pixelIdRequiredProblem, type PriceRounding, roundAmountMinor, toMinor } from "@shop/common";
import type { DataSource, EntityManager, Repository } from "typeorm";
import type { Actor, AuditService } from "../audit/audit.service.js";
import { repriceProducts } from "../catalog/reprice.js";
import { fieldErrors } from "../shared/errors.js";
import { sanitizeRichText } from "../shared/rich-text.js";
import { PixelConfig, PixelStatus } from "./pixel-config.entity.js";
import { defaultSettings } from "./settings.defaults.js";
import { type HomeOutOfStock, Settings, type SocialMediaLinks, type StoredDeliveryZone } from "./settings.entity.js";

const SINGLE_ROW = 1;

type Text = string | null | undefined;

/** The admin's change to the settings, section by section (SettingsInput); money in major units. */
export interface SettingsChange {
  store?: {
    siteName: string;
    siteDescription?: Text;
    logo?: Text;
    favicon?: Text;
    currency: string;
    locale: string;
    priceRounding?: PriceRounding | null;
  } | null;
  contact?: { email?: Text; phone?: Text; address?: Text; phoneCountryCode?: Text } | null;
  socialMedia?: { [K in keyof SocialMediaLinks]?: Text } | null;
  delivery?: { zones: { name: string; fee: number; districts: string[]; isDefault: boolean }[]; freeShippingThreshold?: number | null } | null;
  privacyPolicy?: Text;
  reports?: { timeZone: string; lowStockThreshold: number } | null;
  home?: { outOfStock: HomeOutOfStock } | null;
}

export interface PixelChange {
  pixelId?: Text;
  status: PixelStatus;
}

type Options = { actor?: Actor };

/**
 * With whole-unit prices the zone fees are stored whole too (rounded half-up by the price rule),
 * so the fee checkout lists is the fee it charges; undefined when nothing needs rounding.
 */
function roundedZones(zones: readonly StoredDeliveryZone[], rounding: PriceRounding): StoredDeliveryZone[] | undefined {
  const rounded = zones.map((zone) => ({ ...zone, feeMinor: roundAmountMinor(zone.feeMinor, rounding) }));
  return rounded.some((zone, i) => zone.feeMinor !== zones[i]!.feeMinor) ? rounded : undefined;
}

const orNull = (text: Text) => text?.trim() || null;

/** The stored columns a change sets; sections left out are not touched. Checks what spans fields. */
function settingsColumns(change: SettingsChange): Partial<Omit<Settings, "id" | "updatedAt">> {
  const columns: Partial<Omit<Settings, "id" | "updatedAt">> = {};
  if (change.store) {
    const { siteName, siteDescription, logo, favicon, currency, locale } = change.store;
    Object.assign(columns, {
      siteName: siteName.trim(),
      siteDescription: siteDescription?.trim() ?? "",
      logo: orNull(logo),
      favicon: orNull(favicon),
      currency: currency.trim(),
      locale: Intl.getCanonicalLocales(locale.trim())[0] ?? locale.trim(),
    });
    if (change.store.priceRounding) columns.priceRounding = change.store.priceRounding;
  }
  if (change.contact) {
    columns.contactEmail = orNull(change.contact.email);
    columns.contactPhone = orNull(change.contact.phone);
    columns.contactAddress = orNull(change.contact.address);
    const countryCode = orNull(change.contact.phoneCountryCode);
    if (countryCode) columns.phoneCountryCode = countryCode;
  }
  if (change.socialMedia) {
    const links = change.socialMedia;
    columns.socialMedia = {
      facebook: orNull(links.facebook),
      instagram: orNull(links.instagram),
      x: orNull(links.x),
      youtube: orNull(links.youtube),
      whatsAppLink: orNull(links.whatsAppLink),
    };
  }
  if (change.delivery) {
    const { zones, freeShippingThreshold } = change.delivery;
    const problems = deliveryZonesProblems(zones);
    if (problems.length) throw fieldErrors(problems.map(({ field, message }) => ({ field: `delivery.${field}`, messages: [message] })));
    columns.deliveryZones = zones.map(
      (zone): StoredDeliveryZone => ({
        name: zone.name.trim(),
        feeMinor: toMinor(zone.fee),
        districts: zone.districts.map((d) => d.trim()),
        isDefault: zone.isDefault,
      }),
    );
    columns.freeShippingThresholdMinor = freeShippingThreshold == null ? null : toMinor(freeShippingThreshold);
  }
  if (change.reports) {
    columns.timeZone = change.reports.timeZone.trim();
    columns.lowStockThreshold = change.reports.lowStockThreshold;
  }
  if (change.home) columns.homeOutOfStock = change.home.outOfStock;
  if (change.privacyPolicy != null) columns.privacyPolicy = sanitizeRichText(change.privacyPolicy);
  return columns;
}

/** What an audit entry keeps of changed settings: the values, the policy's length only. */
function auditView(columns: Partial<Settings>): Record<string, unknown> {
  const { privacyPolicy, ...rest } = columns;
  return privacyPolicy === undefined ? rest : { ...rest, privacyPolicyLength: privacyPolicy.length };
}

const pick = (row: Settings, keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, row[key as keyof Settings]])) as Partial<Settings>;

/**
 * The shop's settings and the tracking pixel's configuration: one row each, created with
 * defaults on first start. The storefront reads them on every load, so a saved change shows on
 * the next page load (docs/behaviour.md#content-and-settings). Admin writes are audited.
 */
export class SettingsService {
  private readonly settings: Repository<Settings>;
  private readonly pixel: Repository<PixelConfig>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    /** Called when a change of the price rounding repriced the products (product list totals depend on prices). */
    private readonly onRepriced: () => void = () => undefined,
    /** Cached public reads: settings shape every one of them (prices, currency, home sections). */
    private readonly cache: CacheInvalidator = noInvalidation,
  ) {
    this.settings = dataSource.getRepository(Settings);
    this.pixel = dataSource.getRepository(PixelConfig);
  }

  /** Create the settings and pixel rows with defaults when they are missing (first start). */
  async ensureDefaults(): Promise<void> {
    await this.settings
      .createQueryBuilder()
      .insert()
      .values(defaultSettings())
      .orIgnore()
      .execute();
    await this.pixel
      .createQueryBuilder()
      .insert()
      .values({ id: SINGLE_ROW, pixelId: null, status: PixelStatus.INACTIVE })
      .orIgnore()
      .execute();
  }

  async get(): Promise<Settings> {
    const row = await this.settings.findOneBy({ id: SINGLE_ROW });
    if (row) return row;
    await this.ensureDefaults();
    return this.settings.findOneByOrFail({ id: SINGLE_ROW });
  }

  /** Set stored columns directly (the demo seed, tests); the admin's path is `change`. A new price rounding reprices the products. */
  async update(changes: Partial<Omit<Settings, "id" | "updatedAt">>): Promise<Settings> {
    await this.get();
    let repriced = false;
    await this.dataSource.transaction(async (em) => {
      const current = await lockedRow(em, Settings);
      await em.update(Settings, { id: SINGLE_ROW }, changes);
      if (changes.priceRounding && changes.priceRounding !== current.priceRounding) {
        await repriceProducts(em, changes.priceRounding);
        repriced = true;
      }
    });
    if (repriced) this.onRepriced();
    await this.cache.invalidate([CacheTag.all]);
    return this.get();
  }

  /**
   * The admin's change (`updateSettings`): the sections given replace their fields, checked as
   * a whole (exactly one default zone, …) and the privacy policy sanitized. Nothing changes on a
   * refusal. A change of the price rounding reprices every product in the same transaction, so
   * the price filter and sort never disagree with the prices shown (decision 021).
   */
  async change(change: SettingsChange, { actor }: Options = {}): Promise<Settings> {
    const columns = settingsColumns(change);
    await this.get();
    let repriced = false;
    const saved = await this.dataSource.transaction(async (em) => {
      const current = await lockedRow(em, Settings);
      const rounding = columns.priceRounding ?? current.priceRounding;
      const zones = roundedZones(columns.deliveryZones ?? current.deliveryZones, rounding);
      if (zones) columns.deliveryZones = zones;
      const before = auditView(pick(current, Object.keys(columns)));
      await em.update(Settings, { id: SINGLE_ROW }, columns);
      if (rounding !== current.priceRounding) {
        await repriceProducts(em, rounding);
        repriced = true;
      }
      if (actor) {
        await this.audit.record(actor, "settings.update", { entityType: "settings", ids: [String(SINGLE_ROW)], before, after: auditView(columns) }, em);
      }
      return em.findOneByOrFail(Settings, { id: SINGLE_ROW });
    });
    if (repriced) this.onRepriced();
    await this.cache.invalidate([CacheTag.all]);
    return saved;
  }

  async getPixel(): Promise<PixelConfig> {
    readsShow(CacheTag.pixel);
    const row = await this.pixel.findOneBy({ id: SINGLE_ROW });
    if (row) return row;
    await this.ensureDefaults();
    return this.pixel.findOneByOrFail({ id: SINGLE_ROW });
  }

  /** The admin's pixel setting (`setPixelConfig`): an id of digits, required to turn it on. */
  async changePixel({ pixelId, status }: PixelChange, { actor }: Options = {}): Promise<PixelConfig> {
    const id = orNull(pixelId);
    const missing = pixelIdRequiredProblem(id, status === PixelStatus.ACTIVE);
    if (missing) throw fieldErrors([{ field: "pixelId", messages: [missing] }]);
    await this.getPixel();
    const saved = await this.dataSource.transaction(async (em) => {
      const current = await lockedRow(em, PixelConfig);
      const before = { pixelId: current.pixelId, status: current.status };
      await em.update(PixelConfig, { id: SINGLE_ROW }, { pixelId: id, status });
      if (actor) {
        await this.audit.record(actor, "pixel.update", { entityType: "pixel", ids: [String(SINGLE_ROW)], before, after: { pixelId: id, status } }, em);
      }
      return em.findOneByOrFail(PixelConfig, { id: SINGLE_ROW });
    });
    await this.cache.invalidate([CacheTag.pixel]);
    return saved;
  }
}

async function lockedRow<T extends Settings | PixelConfig>(em: EntityManager, entity: new () => T): Promise<T> {
  return em.findOneOrFail(entity, { where: { id: SINGLE_ROW } as never, lock: { mode: "pessimistic_write" } });
}
