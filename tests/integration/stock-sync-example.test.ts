import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, startTestAuth, type TestAuth } from "../support/auth.js";
import { startTestShop, type TestShop } from "../support/shop.js";

/**
 * The example client (examples/stock-sync) against a real shop on a real port: an admin creates an
 * app with WRITE_INVENTORY, the client sets stock from a CSV with the app's token, and running the
 * same file again is replayed by the shop instead of applied twice.
 */
const [adminAccount] = DEMO_ACCOUNTS as [(typeof DEMO_ACCOUNTS)[0]];
const CLIENT = path.resolve(import.meta.dirname, "../../examples/stock-sync/src/main.ts");

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

describe("the stock-sync example client", () => {
  let auth: TestAuth;
  let shop: TestShop;
  let endpoint: string;
  let token: string;
  let workDir: string;
  const stamp = Date.now().toString(36).toUpperCase();
  const sku = { plain: `EX-${stamp}-PLAIN`, small: `EX-${stamp}-S`, large: `EX-${stamp}-L`, missing: `EX-${stamp}-NONE` };

  beforeAll(async () => {
    auth = await startTestAuth();
    shop = await startTestShop({
      env: { USE_AUTH_EMULATOR: "true", FIREBASE_AUTH_EMULATOR_HOST: auth.emulator.host, ADMIN_EMAILS: adminAccount.email },
    });
    await shop.app.listen({ port: 0, host: "127.0.0.1" });
    const address = shop.app.server.address();
    if (!address || typeof address === "string") throw new Error("The shop is not listening on a port");
    endpoint = `http://127.0.0.1:${String(address.port)}/graphql`;

    const category = await shop.services.categories.create({ name: `Example ${stamp}`, subCategories: ["tees"] });
    await shop.services.products.create({ name: `Example plain ${stamp}`, priceMinor: 50_000, categoryId: category.id, sku: sku.plain, stock: 2 });
    await shop.services.products.create({
      name: `Example sized ${stamp}`,
      priceMinor: 80_000,
      categoryId: category.id,
      sku: `EX-${stamp}-SIZED`,
      variants: [
        { color: "Red", size: "S", stock: 1, sku: sku.small },
        { color: "Red", size: "L", stock: 1, sku: sku.large },
      ],
    });

    // An app made the way an integrator makes one: by an admin, who hands its token over.
    const admin = await auth.signIn(adminAccount.email, adminAccount.password);
    const created = await shop.graphql<{ createApp: { token: string; app: { scopes: string[] } } }>(
      "mutation($input: CreateAppInput!) { createApp(input: $input) { token app { scopes } } }",
      { input: { name: "Warehouse stock sync", scopes: ["WRITE_INVENTORY"] } },
      { authorization: `Bearer ${admin.idToken}` },
    );
    expect(created.body.errors, JSON.stringify(created.body.errors)).toBeUndefined();
    token = created.body.data!.createApp.token;
    expect(token).toMatch(/^shopapp_[A-Za-z0-9_-]{43}$/);

    workDir = fs.mkdtempSync(path.join(os.tmpdir(), "stock-sync-"));
  }, 180_000);

  afterAll(async () => {
    await shop?.close();
    await auth?.stop();
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  });

  /** Run the client as an integrator would: `node src/main.ts file.csv`, with its environment. */
  function runClient(csv: string, args: string[] = [], env: Record<string, string> = { SHOP_URL: endpoint, SHOP_TOKEN: token }): Promise<Run> {
    const file = path.join(workDir, `stock-${String(Math.random()).slice(2)}.csv`);
    fs.writeFileSync(file, csv);
    return new Promise((resolve) => {
      execFile(process.execPath, [CLIENT, file, ...args], { env: { PATH: process.env.PATH ?? "", ...env }, timeout: 60_000 }, (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      });
    });
  }

  /** Each SKU's stock as the database has it (a product's, or a variant's). */
  async function stocks(): Promise<Record<string, number>> {
    const rows = (await shop.database.dataSource.query(
      `SELECT sku, stock FROM product WHERE sku LIKE $1 UNION ALL SELECT sku, stock FROM product_variant WHERE sku LIKE $1`,
      [`EX-${stamp}-%`],
    )) as { sku: string; stock: number | string }[];
    return Object.fromEntries(rows.map((row) => [row.sku, Number(row.stock)]));
  }

  const lines = (run: Run) => run.stdout.split("\n").filter(Boolean);
  const csv = [`\uFEFFsku,stock`, `"${sku.plain}",7`, "", `${sku.small},0`, `${sku.large},12`, `${sku.missing},3`, `${sku.plain}-bad,many`, ""].join("\r\n");

  it("sets stock from a CSV, reports every line, and exits 1 for the lines not updated", async () => {
    const run = await runClient(csv);

    expect(run.code, run.stderr).toBe(1);
    expect(lines(run)).toEqual([
      `line 2\t${sku.plain}\tUPDATED\tstock 7`,
      `line 4\t${sku.small}\tUPDATED\tstock 0`,
      `line 5\t${sku.large}\tUPDATED\tstock 12`,
      `line 6\t${sku.missing}\tNOT_FOUND\tNo product or variant has this SKU.`,
      `line 7\t${sku.plain}-bad\tINVALID\tThe stock "many" is not a whole number from 0 to 1,000,000.`,
      "3 updated, 2 not.",
    ]);
    expect(await stocks()).toEqual({ [sku.plain]: 7, [`EX-${stamp}-SIZED`]: 12, [sku.small]: 0, [sku.large]: 12 });
  });

  it("is replayed when the same file runs again: a change made since is not overwritten twice", async () => {
    // Someone sells one meanwhile; the re-run (after a crash, say) must not set 7 again.
    await shop.database.dataSource.query(`UPDATE product SET stock = 6 WHERE sku = $1`, [sku.plain]);
    const run = await runClient(csv);

    expect(run.code, run.stderr).toBe(1);
    expect(lines(run).slice(0, 3)).toEqual([`line 2\t${sku.plain}\tUPDATED\tstock 7`, `line 4\t${sku.small}\tUPDATED\tstock 0`, `line 5\t${sku.large}\tUPDATED\tstock 12`]);
    expect(lines(run).at(-1)).toBe("3 updated, 2 not, 1 of 1 batches replayed (sent before: nothing applied twice).");
    expect((await stocks())[sku.plain]).toBe(6);
  });

  it("applies the same file again under another --run label, in batches of the size asked", async () => {
    const run = await runClient(csv, ["--run", "second-count", "--batch-size", "2"]);

    expect(run.code, run.stderr).toBe(1);
    expect(lines(run).at(-1)).toBe("3 updated, 2 not.");
    expect((await stocks())[sku.plain]).toBe(7);
  });

  it("exits 0 when every line is updated, and 1 with the shop's refusal on each line when the token is not accepted", async () => {
    const good = await runClient(`${sku.small},4\n`);
    expect({ code: good.code, out: lines(good) }).toEqual({ code: 0, out: [`line 1\t${sku.small}\tUPDATED\tstock 4`, "1 updated, 0 not."] });

    const refused = await runClient(`${sku.small},5\n`, [], { SHOP_URL: endpoint, SHOP_TOKEN: `shopapp_${"x".repeat(43)}` });
    expect(refused.code).toBe(1);
    expect(lines(refused)[0]).toMatch(new RegExp(`^line 1\\t${sku.small}\\tFAILED\\tUNAUTHENTICATED: `));
    expect((await stocks())[sku.small]).toBe(4);
  });

  it("waits out THROTTLED (429) as Retry-After says and sends the batch again", async (context) => {
    // The cost of one single-line batch, as the shop reports it to an app (issue 33's query cost).
    const probe = await shop.graphql<unknown>(
      "mutation($input: UpdateStockBySkuInput!) { updateStockBySku(input: $input) { updated failed replayed lines { sku status stock message } } }",
      { input: { idempotencyKey: `probe-${stamp}`, lines: [{ sku: sku.missing, set: 1 }] } },
      { authorization: `Bearer ${token}` },
    );
    const cost = (probe.body as { extensions?: { cost?: { requestedQueryCost: number } } }).extensions?.cost?.requestedQueryCost;
    if (cost === undefined) return context.skip("this shop reports no query cost yet");

    // A budget of two batches refilling at half a batch a second: the third batch waits about 2 s.
    const admin = await auth.signIn(adminAccount.email, adminAccount.password);
    const created = await shop.graphql<{ createApp: { token: string } }>(
      "mutation($input: CreateAppInput!) { createApp(input: $input) { token } }",
      { input: { name: "Throttled stock sync", scopes: ["WRITE_INVENTORY"], budget: { maximumAvailable: 2 * cost, restoreRate: Math.max(1, Math.floor(cost / 2)) } } },
      { authorization: `Bearer ${admin.idToken}` },
    );
    expect(created.body.errors, JSON.stringify(created.body.errors)).toBeUndefined();
    const started = Date.now();
    const run = await runClient(`${sku.plain},1\n${sku.small},2\n${sku.large},3\n`, ["--batch-size", "1"], {
      SHOP_URL: endpoint,
      SHOP_TOKEN: created.body.data!.createApp.token,
    });

    expect(run.code, run.stderr).toBe(0);
    expect(lines(run).at(-1)).toBe("3 updated, 0 not.");
    const waits = [...run.stderr.matchAll(/trying again in (\d+) s/g)].map((match) => Number(match[1]));
    expect(waits.length, run.stderr).toBeGreaterThan(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(waits.reduce((sum, wait) => sum + wait, 0) * 1000);
    expect(await stocks()).toMatchObject({ [sku.plain]: 1, [sku.small]: 2, [sku.large]: 3 });
  });

  it("exits 2 without its settings", async () => {
    const run = await runClient(`${sku.small},5\n`, [], {});
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("Set SHOP_URL and SHOP_TOKEN.");
  });
});
