import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Decision records carry a status (decision 048): "accepted", optionally followed by the later
 * decisions that amend it or supersede it in part, or "superseded by N". A record is never
 * rewritten; a later decision that changes it marks it here.
 */
const folder = join(import.meta.dirname, "..", "docs", "decisions");
const records = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name)).sort();
const numbers = new Set(records.map((name) => name.slice(0, 3)));
const STATUS = /^Status: (accepted(; (amended by|superseded in part by) \d{3}.*)?|superseded by \d{3}.*)$/m;

describe("decision records", () => {
  it.each(records)("%s has a title with its number, a date and a status", (name) => {
    const text = readFileSync(join(folder, name), "utf8");
    expect(text.split("\n")[0]).toMatch(new RegExp(`^# ${name.slice(0, 3)} `));
    expect(text).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/m);
    expect(text).toMatch(STATUS);
  });

  it.each(records)("%s's status names decisions that exist and come later", (name) => {
    const status = readFileSync(join(folder, name), "utf8").match(/^Status: (.*)$/m)?.[1] ?? "";
    for (const later of status.match(/\b\d{3}\b/g) ?? []) {
      expect(numbers.has(later), `decision ${later} exists`).toBe(true);
      expect(Number(later)).toBeGreaterThan(Number(name.slice(0, 3)));
    }
  });
});
