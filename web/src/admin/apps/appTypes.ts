/**
 * The Apps area's GraphQL types, written by hand from issue 33's contract until the `apps`
 * schema is merged and codegen makes them (then this file re-exports the generated ones).
 */
export type AppScope =
  | "READ_PRODUCTS"
  | "WRITE_PRODUCTS"
  | "WRITE_INVENTORY"
  | "READ_ORDERS"
  | "WRITE_ORDERS"
  | "READ_CUSTOMERS"
  | "READ_REPORTS"
  | "READ_CONTENT"
  | "WRITE_CONTENT";

export interface AppBudget {
  __typename?: "AppBudget";
  maximumAvailable: number;
  restoreRate: number;
}

export interface AppRequestCount {
  __typename?: "AppRequestCount";
  hour: string;
  requests: number;
}

export interface AdminAppFieldsFragment {
  __typename?: "App";
  id: string;
  name: string;
  scopes: AppScope[];
  tokenPrefix: string;
  budget: AppBudget;
  createdAt: string;
  lastUsedAt?: string | null;
  revokedAt?: string | null;
  requestsLast24Hours: number;
  requestCounts: AppRequestCount[];
}

export interface AppBudgetInput {
  maximumAvailable: number;
  restoreRate: number;
}

export interface CreateAppInput {
  name: string;
  scopes: AppScope[];
  budget?: AppBudgetInput | null;
}

export interface UpdateAppInput {
  name?: string | null;
  scopes?: AppScope[] | null;
  budget?: AppBudgetInput | null;
}
