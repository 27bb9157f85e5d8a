import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from "typeorm";
import type { AppScope } from "./app-scope.js";

/** A program the shop's owner let in (an ERP, a stock scanner): its scopes, its budget and its token's hash. */
@Entity("app")
export class App {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("varchar", { length: 100 })
  name: string;

  @Column("jsonb")
  scopes: AppScope[];

  /** SHA-256 of the token, in hex: the token itself is never stored. */
  @Index("UQ_app_token_hash", { unique: true })
  @Column("char", { length: 64, select: false })
  tokenHash: string;

  /** The token's first 12 characters, to recognise it. */
  @Column("varchar", { length: 12 })
  tokenPrefix: string;

  /** Points the app's bucket holds when full. */
  @Column("int")
  budgetMaximum: number;

  /** Points per second the bucket refills. */
  @Column("int")
  budgetRestoreRate: number;

  @Column("timestamptz", { default: () => "now()" })
  createdAt: Date;

  /** Written at most once a minute. */
  @Column("timestamptz", { nullable: true })
  lastUsedAt: Date | null;

  @Column("timestamptz", { nullable: true })
  revokedAt: Date | null;

  /** The admin who created it; no foreign key, the app outlives the account. */
  @Column("varchar", { length: 128, nullable: true })
  createdBy: string | null;
}

/** How many requests an app made in one hour. */
@Entity("app_request_count")
export class AppRequestCount {
  @PrimaryColumn("uuid")
  appId: string;

  /** The hour's start (UTC). */
  @PrimaryColumn("timestamptz")
  hour: Date;

  @Column("int", { default: 0 })
  requests: number;
}
