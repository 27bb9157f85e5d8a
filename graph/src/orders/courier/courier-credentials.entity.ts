import { Column, Entity, PrimaryColumn, UpdateDateColumn } from "typeorm";

/**
 * A courier's keys as the admin saved them (decision 063): one row per courier. The keys are
 * sealed with AES-256-GCM (secret-box.ts) under SECRETS_KEY; only their last 4 characters are
 * kept in the clear, to show which key is set.
 */
@Entity("courier_credentials")
export class CourierCredentials {
  /** `steadfast`. */
  @PrimaryColumn("varchar", { length: 30 })
  courier: string;

  /** `{ apiKey, secretKey }` as JSON, sealed: iv, tag and ciphertext in base64url. */
  @Column("text")
  sealedKeys: string;

  @Column("varchar", { length: 4 })
  apiKeyLast4: string;

  @Column("varchar", { length: 4 })
  secretKeyLast4: string;

  /** Another address for the courier's API (outside production only: the tests' fake); null: its own. */
  @Column("varchar", { length: 300, nullable: true })
  baseUrl: string | null;

  @Column("varchar", { length: 320, nullable: true })
  updatedBy: string | null;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
