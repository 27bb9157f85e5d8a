import { Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";

/** One admin write: who, what, when, on which records, and what changed (docs/data.md). */
@Entity("audit_entry")
@Index("IDX_audit_at", ["at", "id"])
@Index("IDX_audit_entity_at", ["entityType", "at"])
@Index("IDX_audit_actor_at", ["actorUid", "at"])
@Index("IDX_audit_action_at", ["action", "at"])
@Index("IDX_audit_app_at", ["actorAppId", "at"])
export class AuditEntry {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("timestamptz", { default: () => "now()" })
  at: Date;

  /** No foreign key: the entry outlives the account. */
  @Column("varchar", { length: 128, nullable: true })
  actorUid: string | null;

  @Column("varchar", { length: 320, nullable: true })
  actorEmail: string | null;

  /** The app that acted (null for a person); no foreign key, like actorUid. */
  @Column("uuid", { nullable: true })
  actorAppId: string | null;

  /** The app's name at the time, so the log reads "App: ERP" after a rename. */
  @Column("varchar", { length: 100, nullable: true })
  actorAppName: string | null;

  /** `entity.verb`, e.g. `product.update`, `category.delete`, `image.upload`. */
  @Column("varchar", { length: 60 })
  action: string;

  @Column("varchar", { length: 40 })
  entityType: string;

  @Column("jsonb", { default: () => "'[]'" })
  entityIds: string[];

  @Column("jsonb", { nullable: true })
  before: Record<string, unknown> | null;

  @Column("jsonb", { nullable: true })
  after: Record<string, unknown> | null;
}
