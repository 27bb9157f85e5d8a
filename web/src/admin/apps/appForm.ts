import { type FieldRule, numberRule, textRule } from "@shop/common";
import type { FormRules } from "../../shared/forms/rulesResolver";
import type { AdminAppFieldsFragment, AppScope, CreateAppInput } from "./appTypes";

/** The budget a new app gets unless the admin sets another (the server's default). */
export const DEFAULT_BUDGET = { maximumAvailable: 1000, restoreRate: 50 } as const;

export const APP_NAME_MAX = 100;
const BUDGET_MAX = 1_000_000;

/** The app form's values: the budget's numbers as typed. */
export interface AppValues {
  name: string;
  scopes: AppScope[];
  maximumAvailable: string;
  restoreRate: string;
}

/** An app without a scope could call nothing of the admin's. */
export function scopesProblem(scopes: readonly AppScope[]): string | undefined {
  return scopes.length === 0 ? "Choose at least one scope" : undefined;
}

// The form hands each rule its field's value as it is: the scopes are the list ticked.
const scopesRule: FieldRule = (value) => {
  const scopes: unknown = value;
  return scopesProblem(Array.isArray(scopes) ? (scopes as AppScope[]) : []);
};

export const appRules: FormRules<AppValues> = {
  name: textRule({ required: "Name the app", max: [APP_NAME_MAX, `At most ${APP_NAME_MAX} characters`] }),
  scopes: scopesRule,
  maximumAvailable: numberRule({
    required: "Enter the maximum points",
    invalid: `A whole number from 1 to ${BUDGET_MAX.toLocaleString("en")}`,
    min: 1,
    max: BUDGET_MAX,
    decimals: 0,
  }),
  restoreRate: numberRule({
    required: "Enter the points restored per second",
    invalid: `A whole number from 1 to ${BUDGET_MAX.toLocaleString("en")}`,
    min: 1,
    max: BUDGET_MAX,
    decimals: 0,
  }),
};

/** The form's values for an app being edited, or a new one's (no scopes, the default budget). */
export function appValues(app: AdminAppFieldsFragment | null): AppValues {
  const budget = app?.budget ?? DEFAULT_BUDGET;
  return {
    name: app?.name ?? "",
    scopes: app ? [...app.scopes] : [],
    maximumAvailable: String(budget.maximumAvailable),
    restoreRate: String(budget.restoreRate),
  };
}

/** The API's input for the form's values: the name trimmed, the budget as numbers. */
export function appInput(values: AppValues): CreateAppInput {
  return {
    name: values.name.trim(),
    scopes: values.scopes,
    budget: { maximumAvailable: Number(values.maximumAvailable.trim()), restoreRate: Number(values.restoreRate.trim()) },
  };
}

/** True when the form's budget is other than the default: the advanced part then starts open. */
export function hasCustomBudget(values: Pick<AppValues, "maximumAvailable" | "restoreRate">): boolean {
  return Number(values.maximumAvailable) !== DEFAULT_BUDGET.maximumAvailable || Number(values.restoreRate) !== DEFAULT_BUDGET.restoreRate;
}
