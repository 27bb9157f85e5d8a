import type { DataSource, Repository } from "typeorm";
import { PixelConfig, PixelStatus } from "./pixel-config.entity.js";
import { defaultSettings } from "./settings.defaults.js";
import { Settings } from "./settings.entity.js";

const SINGLE_ROW = 1;

export class SettingsService {
  private readonly settings: Repository<Settings>;
  private readonly pixel: Repository<PixelConfig>;

  constructor(dataSource: DataSource) {
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

  async update(changes: Partial<Omit<Settings, "id" | "updatedAt">>): Promise<Settings> {
    await this.get();
    await this.settings.update({ id: SINGLE_ROW }, changes);
    return this.get();
  }

  async getPixel(): Promise<PixelConfig> {
    const row = await this.pixel.findOneBy({ id: SINGLE_ROW });
    if (row) return row;
    await this.ensureDefaults();
    return this.pixel.findOneByOrFail({ id: SINGLE_ROW });
  }
}
