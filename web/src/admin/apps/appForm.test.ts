import { checkFields, type FieldRules } from "@shop/common";
import { describe, expect, it } from "vitest";
import { DEFAULT_BUDGET, appInput, appRules, appValues, hasCustomBudget, scopesProblem } from "./appForm";
import { SCOPE_GROUPS, scopeLabel, sortedScopes } from "./appScopes";

const app = {
  __typename: "App" as const,
  id: "a1",
  name: "Warehouse",
  scopes: ["WRITE_INVENTORY" as const, "READ_PRODUCTS" as const],
  tokenPrefix: "shopapp_Xy3k",
  budget: { __typename: "AppBudget" as const, maximumAvailable: 2000, restoreRate: 100 },
  createdAt: "2026-11-27T10:00:00.000Z",
  lastUsedAt: null,
  revokedAt: null,
  requestsLast24Hours: 0,
  requestCounts: [],
};

const problems = (values: Record<string, string>) => checkFields(appRules as FieldRules, { scopes: ["READ_ORDERS"] as unknown as string, ...values });

describe("the app form", () => {
  it("starts a new app with no scopes and the default budget, an edit with the app's own", () => {
    expect(appValues(null)).toEqual({ name: "", scopes: [], maximumAvailable: "1000", restoreRate: "50" });
    expect(appValues(app)).toEqual({ name: "Warehouse", scopes: ["WRITE_INVENTORY", "READ_PRODUCTS"], maximumAvailable: "2000", restoreRate: "100" });
    expect(hasCustomBudget(appValues(null))).toBe(false);
    expect(hasCustomBudget(appValues(app))).toBe(true);
  });

  it("sends the name trimmed and the budget as numbers", () => {
    expect(appInput({ name: "  ERP sync ", scopes: ["READ_ORDERS"], maximumAvailable: " 1500", restoreRate: "25 " })).toEqual({
      name: "ERP sync",
      scopes: ["READ_ORDERS"],
      budget: { maximumAvailable: 1500, restoreRate: 25 },
    });
    expect(appInput(appValues(null)).budget).toEqual(DEFAULT_BUDGET);
  });

  it("asks for a name, at least one scope and whole positive budget numbers", () => {
    expect(problems({ name: " ", maximumAvailable: "1000", restoreRate: "50" })).toEqual({ name: "Please enter the app's name." });
    expect(problems({ name: "x".repeat(101), maximumAvailable: "1000", restoreRate: "50" }).name).toMatch(/100/);
    expect(problems({ name: "ERP", maximumAvailable: "100001", restoreRate: "10001" })).toEqual({
      maximumAvailable: "The budget's maximum is a whole number from 1 to 100,000 points.",
      restoreRate: "The restore rate is a whole number from 1 to 10,000 points per second.",
    });
    expect(Object.keys(problems({ name: "ERP", maximumAvailable: "0", restoreRate: "2.5" }))).toEqual(["maximumAvailable", "restoreRate"]);
    expect(problems({ name: "ERP", maximumAvailable: "", restoreRate: "50" })).toEqual({ maximumAvailable: "Please enter the budget's maximum." });
    expect(checkFields(appRules as FieldRules, { name: "ERP", scopes: [] as unknown as string, maximumAvailable: "1", restoreRate: "1" })).toEqual({
      scopes: "Choose at least one scope.",
    });
    expect(scopesProblem([])).toBe("Choose at least one scope.");
    expect(scopesProblem(["READ_REPORTS"])).toBeUndefined();
  });
});

describe("the scopes", () => {
  it("offer every scope of the contract once, each described", () => {
    const scopes = SCOPE_GROUPS.flatMap((group) => group.scopes);
    expect(scopes.map((choice) => choice.scope).sort()).toEqual(
      ["READ_CONTENT", "READ_CUSTOMERS", "READ_ORDERS", "READ_PRODUCTS", "READ_REPORTS", "WRITE_CONTENT", "WRITE_INVENTORY", "WRITE_ORDERS", "WRITE_PRODUCTS"].sort(),
    );
    expect(scopes.every((choice) => choice.label && choice.description)).toBe(true);
  });

  it("read as words, in the form's order", () => {
    expect(scopeLabel("WRITE_INVENTORY")).toBe("Write inventory");
    expect(sortedScopes(["READ_REPORTS", "WRITE_INVENTORY", "READ_PRODUCTS"])).toEqual(["READ_PRODUCTS", "WRITE_INVENTORY", "READ_REPORTS"]);
  });
});
