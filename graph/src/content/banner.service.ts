import { CacheTag, type CacheInvalidator, noInvalidation } from "../cache/cache-tags.js";
import { readsShow } from "../cache/read-tags.js";
import { bannerButtonProblem, bannerRules, CONTENT_LIMITS } from "@shop/common";
import type { DataSource, EntityManager, Repository } from "typeorm";
import type { Actor, AuditService } from "../audit/audit.service.js";
import { badInput, fieldErrors, notFound } from "../shared/errors.js";
import { isUuid } from "../shared/uuid.js";
import { ruleProblems } from "../shared/validate-input.js";
import { Banner } from "./banner.entity.js";

/** A banner's fields as a form gives them; empty optional text is stored as null. */
export interface BannerFields {
  image: string;
  mobileImage?: string | null;
  imageAlt?: string | null;
  title: string;
  subtitle?: string | null;
  description?: string | null;
  buttonText?: string | null;
  buttonLink?: string | null;
  isActive?: boolean | null;
}

export type NewBanner = BannerFields & { sortOrder?: number };

type Options = { actor?: Actor };

/** What an audit entry keeps of a banner. */
const auditView = (b: Banner) => ({
  title: b.title,
  image: b.image,
  mobileImage: b.mobileImage,
  buttonLink: b.buttonLink,
  isActive: b.isActive,
  sortOrder: b.sortOrder,
});

const orNull = (text: string | null | undefined) => text?.trim() || null;

/** The checked, trimmed values of a banner; BAD_USER_INPUT with the fields at fault otherwise. */
function bannerValues(input: BannerFields) {
  const { isActive: _isActive, ...fields } = input;
  const problems = ruleProblems(bannerRules, fields);
  const button = bannerButtonProblem(input.buttonText, input.buttonLink);
  if (button && !problems.some((p) => p.field === button.field)) problems.push({ field: button.field, messages: [button.message] });
  if (problems.length) throw fieldErrors(problems);
  return {
    image: input.image.trim(),
    mobileImage: orNull(input.mobileImage),
    imageAlt: orNull(input.imageAlt),
    title: input.title.trim(),
    subtitle: orNull(input.subtitle),
    description: orNull(input.description),
    buttonText: orNull(input.buttonText),
    buttonLink: orNull(input.buttonLink),
  };
}

/**
 * The home page's hero banners (docs/behaviour.md#content): the storefront shows the active
 * ones in sort order; the admin creates, edits, orders, switches and deletes them. Every admin
 * write is audited in its transaction.
 */
export class BannerService {
  private readonly repo: Repository<Banner>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    /** Cached public reads of the banners: told of every banner write once it commits. */
    private readonly cache: CacheInvalidator = noInvalidation,
  ) {
    this.repo = dataSource.getRepository(Banner);
  }

  /** A banner write in a transaction; once it commits, the cached banner reads are invalidated. */
  private async write<T>(run: (em: EntityManager) => Promise<T>): Promise<T> {
    const result = await this.dataSource.transaction(run);
    await this.cache.invalidate([CacheTag.banners]);
    return result;
  }

  /** The home page's hero: active banners in their order. */
  listActive(): Promise<Banner[]> {
    readsShow(CacheTag.banners);
    return this.repo.find({ where: { isActive: true }, order: { sortOrder: "ASC", createdAt: "ASC" } });
  }

  /** Every banner, inactive ones too, in their order (admin; at most CONTENT_LIMITS.banners exist). */
  listAll(): Promise<Banner[]> {
    return this.repo.find({ order: { sortOrder: "ASC", createdAt: "ASC" }, take: CONTENT_LIMITS.banners });
  }

  /** A new banner, last in order unless `sortOrder` says otherwise (the demo seed). */
  async create(input: NewBanner, { actor }: Options = {}): Promise<Banner> {
    const values = bannerValues(input);
    return this.write(async (em) => {
      // One writer at a time counts and places banners, so the cap and the order hold.
      await em.query("SELECT pg_advisory_xact_lock(hashtext('banner.order'))");
      const count = await em.count(Banner);
      if (count >= CONTENT_LIMITS.banners) throw badInput(`A shop has at most ${String(CONTENT_LIMITS.banners)} banners. Delete one first.`);
      const sortOrder = input.sortOrder ?? (await nextSortOrder(em));
      const banner = await em.save(Banner, em.create(Banner, { ...values, isActive: input.isActive ?? true, sortOrder }));
      if (actor) await this.audit.record(actor, "banner.create", { entityType: "banner", ids: [banner.id], after: auditView(banner) }, em);
      return banner;
    });
  }

  /** Replace every field of a banner; its place in the order stays, and so does isActive when absent. */
  async update(id: string, input: BannerFields, { actor }: Options = {}): Promise<Banner> {
    const values = bannerValues(input);
    return this.write(async (em) => {
      const current = await lockedBanner(em, id);
      const before = auditView(current);
      const banner = await em.save(Banner, em.merge(Banner, current, { ...values, isActive: input.isActive ?? current.isActive }));
      if (actor) await this.audit.record(actor, "banner.update", { entityType: "banner", ids: [id], before, after: auditView(banner) }, em);
      return banner;
    });
  }

  /** Show or hide a banner on the home page. */
  async setActive(id: string, isActive: boolean, { actor }: Options = {}): Promise<Banner> {
    return this.write(async (em) => {
      const banner = await lockedBanner(em, id);
      const before = { isActive: banner.isActive };
      banner.isActive = isActive;
      await em.save(Banner, banner);
      if (actor) await this.audit.record(actor, "banner.setActive", { entityType: "banner", ids: [id], before, after: { isActive } }, em);
      return banner;
    });
  }

  /** Put every banner in the order of `ids`, which must name each of them once. */
  async reorder(ids: readonly string[], { actor }: Options = {}): Promise<Banner[]> {
    await this.write(async (em) => {
      await em.query("SELECT pg_advisory_xact_lock(hashtext('banner.order'))");
      const all = await em.find(Banner, { select: { id: true } });
      const wanted = new Set(ids);
      if (wanted.size !== ids.length || wanted.size !== all.length || !all.every((b) => wanted.has(b.id))) {
        throw badInput("List every banner exactly once.", { field: "ids" });
      }
      for (const [sortOrder, bannerId] of ids.entries()) await em.update(Banner, { id: bannerId }, { sortOrder });
      if (actor) await this.audit.record(actor, "banner.reorder", { entityType: "banner", ids }, em);
    });
    return this.listAll();
  }

  /** Delete a banner for good (its images stay in storage: other records may use them). */
  async delete(id: string, { actor }: Options = {}): Promise<string> {
    return this.write(async (em) => {
      const banner = await lockedBanner(em, id);
      await em.delete(Banner, { id });
      if (actor) await this.audit.record(actor, "banner.delete", { entityType: "banner", ids: [id], before: auditView(banner) }, em);
      return id;
    });
  }
}

async function lockedBanner(em: EntityManager, id: string): Promise<Banner> {
  const banner = isUuid(id) ? await em.findOne(Banner, { where: { id }, lock: { mode: "pessimistic_write" } }) : null;
  if (!banner) throw notFound("No such banner.");
  return banner;
}

async function nextSortOrder(em: EntityManager): Promise<number> {
  const row = await em.createQueryBuilder(Banner, "b").select("max(b.sortOrder)", "max").getRawOne<{ max: number | null }>();
  return row?.max == null ? 0 : Number(row.max) + 1;
}
