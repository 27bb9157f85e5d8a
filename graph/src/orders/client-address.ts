import { createHmac, randomBytes } from "node:crypto";
import type { DataSource } from "typeorm";

const KEY_NAME = "client-address-key";

/**
 * The keyed hash of a client address kept on a PENDING order (decision 039): HMAC-SHA256 under a
 * random key made by the first process that needs it and kept in `shop_secret`, so every replica
 * hashes alike and the address itself is never stored. Anyone with the database and its key could
 * still test guesses, which is why the hash is cleared once the order leaves PENDING.
 */
export class ClientAddressHasher {
  private key: Promise<Buffer> | null = null;

  constructor(private readonly dataSource: DataSource) {}

  async hash(clientIp: string): Promise<string> {
    const key = await (this.key ??= this.readKey().catch((error: unknown) => {
      this.key = null;
      throw error;
    }));
    return createHmac("sha256", key).update(clientIp).digest("hex");
  }

  private async readKey(): Promise<Buffer> {
    await this.dataSource.query(`INSERT INTO "shop_secret" ("name", "value") VALUES ($1, $2) ON CONFLICT ("name") DO NOTHING`, [
      KEY_NAME,
      randomBytes(32).toString("hex"),
    ]);
    const [row] = (await this.dataSource.query(`SELECT "value" FROM "shop_secret" WHERE "name" = $1`, [KEY_NAME])) as { value: string }[];
    return Buffer.from(row!.value, "hex");
  }
}
