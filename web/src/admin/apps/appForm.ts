import { APP_LIMITS, APP_SCOPES_REQUIRED, type FieldRule, appRules as commonAppRules } from "@shop/common";
import type { FormRules } from "../../shared/forms/rulesResolver";
import type { AdminAppFieldsFragment, AppScope, CreateAppInput } from "../gql/graphql";

/** The budget a new app gets unless the admin sets another (the server's default). */
export const DEFAULT_BUDGET = {
  maximumAvailable: APP_LIMITS.budgetMaximum.default,
  restoreRate: APP_LIMITS.budgetRestoreRate.default,
} as const;

export const APP_NAME_MAX = APP_LIMITS.name;

/**
 * The app form's values: the budget's numbers as typed. The budget's fields are named as the
 * server names their problems (`budget.maximumAvailable`), so its field errors land on them.
 */
export interface AppValues {
  name: string;
  scopes: AppScope[];
  maximumAvailable: string;
  restoreRate: string;
}

/** An app without a scope could call nothing of the admin's (the server says the same). */
export function scopesProblem(scopes: readonly AppScope[]): string | undefined {
  return scopes.length === 0 ? APP_SCOPES_REQUIRED : undefined;
}

// The form hands each rule its field's value as it is: the scopes are the list ticked.
const scopesRule: FieldRule = (value) => {
  const scopes: unknown = value;
  return scopesProblem(Array.isArray(scopes) ? (scopes as AppScope[]) : []);
};

/** The server's rules (common's `appRules`), by the form's field names. */
export const appRules: FormRules<AppValues> = {
  name: commonAppRules.name,
  scopes: scopesRule,
  maximumAvailable: commonAppRules.budgetMaximum,
  restoreRate: commonAppRules.budgetRestoreRate,
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
