import type { EntityManager } from "typeorm";

/**
 * Catalog writes take this lock first, before any product row. A product write can change what
 * `product_count` counts (category, status, discount, featured, deleted), and its trigger then
 * updates one count row per product in the statement's row order; two writes taking the same count
 * rows in opposite orders would deadlock, and PostgreSQL would fail one of them. Catalog writes are
 * an admin's, rare and short, so they wait in line; checkout never changes a counted column and
 * never takes this lock.
 */
export async function lockProductCounts(em: EntityManager): Promise<void> {
  await em.query("SELECT pg_advisory_xact_lock(hashtext('product_count'))");
}
