import type { MigrationInterface, QueryRunner } from "typeorm";
import { policyTextToHtml } from "../../settings/policy-html.js";

/**
 * The privacy policy becomes rich text (issue 12): a policy stored as plain text is turned into
 * the same paragraphs as HTML, which /privacy-policy renders and the admin's editor loads.
 */
export class RichTextPrivacyPolicy1764547200000 implements MigrationInterface {
  name = "RichTextPrivacyPolicy1764547200000";

  async up(q: QueryRunner): Promise<void> {
    const rows = (await q.query(`SELECT "privacyPolicy" FROM "settings" WHERE "id" = 1`)) as { privacyPolicy: string }[];
    const current = rows[0]?.privacyPolicy;
    if (current === undefined) return;
    const html = policyTextToHtml(current);
    if (html !== current) await q.query(`UPDATE "settings" SET "privacyPolicy" = $1 WHERE "id" = 1`, [html]);
  }

  async down(): Promise<void> {
    // The HTML stays: it reads as the same policy, and the text cannot be told apart from it.
  }
}
