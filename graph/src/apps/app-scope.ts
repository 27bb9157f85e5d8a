import { registerEnumType } from "type-graphql";

/**
 * What an app may do beyond the public API (docs/auth.md has the table of operations per scope).
 * An admin operation names the one scope it needs in `@AdminOnly({ scope })`; one without a scope
 * is for people (admins) only.
 */
export enum AppScope {
  READ_PRODUCTS = "READ_PRODUCTS",
  WRITE_PRODUCTS = "WRITE_PRODUCTS",
  WRITE_INVENTORY = "WRITE_INVENTORY",
  READ_ORDERS = "READ_ORDERS",
  WRITE_ORDERS = "WRITE_ORDERS",
  READ_CUSTOMERS = "READ_CUSTOMERS",
  READ_REPORTS = "READ_REPORTS",
  READ_CONTENT = "READ_CONTENT",
  WRITE_CONTENT = "WRITE_CONTENT",
}

registerEnumType(AppScope, {
  name: "AppScope",
  description: "What an app may do beyond the public API; each admin operation declares the one it needs (extensions.scope).",
});

export const APP_SCOPES: readonly AppScope[] = Object.values(AppScope);

export const isAppScope = (value: unknown): value is AppScope => APP_SCOPES.includes(value as AppScope);

/** An app calling: who it is, what it may do and its request budget. */
export interface AppPrincipal {
  id: string;
  name: string;
  scopes: AppScope[];
  budget: { maximumAvailable: number; restoreRate: number };
}
