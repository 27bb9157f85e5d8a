import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 35: the audit log's filter choices walk the distinct actions and apps on an index, one
 * probe each, instead of reading every entry (`AuditService.actions`, `actors`). The action's
 * index also finds the entries of one action newest first. Additive.
 */
export class AuditChoiceIndexes1764880400000 implements MigrationInterface {
  name = "AuditChoiceIndexes1764880400000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "IDX_audit_action_at" ON "audit_entry" ("action", "at" DESC)`);
    await q.query(`CREATE INDEX "IDX_audit_app_at" ON "audit_entry" ("actorAppId", "at" DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_audit_app_at"`);
    await q.query(`DROP INDEX "IDX_audit_action_at"`);
  }
}
