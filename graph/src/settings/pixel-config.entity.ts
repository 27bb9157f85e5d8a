import { registerEnumType } from "type-graphql";
import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from "typeorm";

export enum PixelStatus {
  ACTIVE = "ACTIVE",
  INACTIVE = "INACTIVE",
}
registerEnumType(PixelStatus, { name: "PixelStatus", description: "ACTIVE loads the tracking pixel in the storefront." });

/** The tracking pixel's configuration: a single row (id 1). */
@Entity("pixel_config")
@Check("CHK_pixel_config_single_row", `"id" = 1`)
export class PixelConfig {
  @PrimaryColumn("integer")
  id: number;

  @Column("varchar", { length: 32, nullable: true })
  pixelId: string | null;

  @Column("varchar", { length: 10, default: PixelStatus.INACTIVE })
  status: PixelStatus;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
