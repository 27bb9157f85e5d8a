import type { DataSource, Repository } from "typeorm";
import { badInput } from "../shared/errors.js";
import { Banner } from "./banner.entity.js";

export type NewBanner = Pick<Banner, "image" | "title"> &
  Partial<Pick<Banner, "mobileImage" | "subtitle" | "description" | "buttonText" | "buttonLink" | "isActive" | "sortOrder">>;

/** A link a banner button may point to: a path inside the shop or an http(s) URL. */
export function isSafeLink(link: string): boolean {
  if (link.startsWith("/") && !link.startsWith("//")) return true;
  try {
    const url = new URL(link);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

export class BannerService {
  private readonly repo: Repository<Banner>;

  constructor(dataSource: DataSource) {
    this.repo = dataSource.getRepository(Banner);
  }

  /** The home page's hero: active banners in their order. */
  listActive(): Promise<Banner[]> {
    return this.repo.find({ where: { isActive: true }, order: { sortOrder: "ASC", createdAt: "ASC" } });
  }

  async create(input: NewBanner): Promise<Banner> {
    const title = input.title.trim();
    if (!title || title.length > 150) throw badInput("A banner title has 1 to 150 characters.", { field: "title" });
    if (!input.image.trim()) throw badInput("A banner needs an image.", { field: "image" });
    if (input.buttonLink && !isSafeLink(input.buttonLink)) {
      throw badInput("A button link is a path in the shop or an http(s) URL.", { field: "buttonLink" });
    }
    return this.repo.save(this.repo.create({ ...input, title }));
  }
}
