import { createHash, randomBytes } from "node:crypto";
import { isbot } from "isbot";
import type { DataSource } from "typeorm";
import { DeviceClass } from "./analytics-event.entity.js";

/** What of a request decides whether and how it is counted; none of it is stored. */
export interface Visit {
  ip: string;
  userAgent: string | undefined;
  /** The `DNT` request header. */
  doNotTrack: string | undefined;
  /** The `Sec-GPC` request header (Global Privacy Control). */
  globalPrivacyControl: string | undefined;
}

/** Why a visit is not counted, or null when it is: the visitor opted out, or is a bot (or sent no user agent). */
export function notCounted(visit: Visit): "opted-out" | "bot" | null {
  if (visit.doNotTrack?.trim() === "1" || visit.globalPrivacyControl?.trim() === "1") return "opted-out";
  if (!visit.userAgent || isbot(visit.userAgent)) return "bot";
  return null;
}

/** The device class of a user agent: tablets first, since many of them also say "Mobile". */
export function deviceClassOf(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)\b|SM-T\d|Android(?!.*Mobile)/iu.test(userAgent)) return DeviceClass.TABLET;
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini|IEMobile/iu.test(userAgent)) return DeviceClass.MOBILE;
  return DeviceClass.DESKTOP;
}

/** Hex characters of a visitor hash kept: 64 bits, enough to tell a day's visitors apart. */
export const VISITOR_HASH_LENGTH = 16;

/**
 * A visitor for one day: sha256(day's salt + IP + user agent), cut short. The salt is random and
 * deleted when the day is over, so no one (the shop included) can link a hash to a person or
 * to the same person's hash of another day (decision 019).
 */
export function visitorHash(salt: string, visit: Pick<Visit, "ip" | "userAgent">): string {
  return createHash("sha256")
    .update(`${salt}\n${visit.ip}\n${visit.userAgent ?? ""}`)
    .digest("hex")
    .slice(0, VISITOR_HASH_LENGTH);
}

/**
 * Each day's salt, kept in the database so several server processes hash alike: the first
 * process to need a day's salt makes it, the others read it. Cached for the day in memory.
 */
export class DailySalts {
  private cached: { day: string; salt: string } | null = null;

  constructor(private readonly dataSource: DataSource) {}

  async forDay(day: string): Promise<string> {
    if (this.cached?.day === day) return this.cached.salt;
    await this.dataSource.query(`INSERT INTO "analytics_salt" ("day", "salt") VALUES ($1, $2) ON CONFLICT ("day") DO NOTHING`, [
      day,
      randomBytes(32).toString("hex"),
    ]);
    const [row] = (await this.dataSource.query(`SELECT "salt" FROM "analytics_salt" WHERE "day" = $1`, [day])) as { salt: string }[];
    this.cached = { day, salt: row!.salt };
    await this.forgetBefore(day);
    return row!.salt;
  }

  /** Delete the salts of days before `day`: their hashes can never be made again. */
  async forgetBefore(day: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM "analytics_salt" WHERE "day" < $1`, [day]);
    if (this.cached && this.cached.day < day) this.cached = null;
  }
}
