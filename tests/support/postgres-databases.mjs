// Creating and dropping the tests' own PostgreSQL databases, for the integration tests
// (tests/support/database.ts) and the browser tests (e2e-database.mjs) alike. Plain JavaScript:
// the browser tests' config runs it in a separate Node process.
import pg from "pg";

/**
 * Create the empty database `name` on the server of `adminUrl`; its URL.
 * @param {string} adminUrl
 * @param {string} name
 * @returns {Promise<string>}
 */
export async function createDatabase(adminUrl, name) {
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Drop the database `name`, closing whatever connections it still has.
 * @param {string} adminUrl
 * @param {string} name
 * @returns {Promise<void>}
 */
export async function dropDatabase(adminUrl, name) {
  await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/**
 * @template T
 * @param {string} adminUrl
 * @param {(client: pg.Client) => Promise<T>} run
 * @returns {Promise<T>}
 */
async function withAdmin(adminUrl, run) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}
