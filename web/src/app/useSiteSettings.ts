import { useQuery } from "@apollo/client/react";
import { SiteSettingsDocument, type SiteSettingsQuery } from "../gql/graphql";

export interface SiteSettingsResult {
  /** The shop's settings, once loaded. */
  settings: SiteSettingsQuery["settings"] | undefined;
  loading: boolean;
  error: Error | undefined;
}

/** The shop-wide settings (name, currency, contact details); one request shared by every caller. */
export function useSiteSettings(): SiteSettingsResult {
  const { data, loading, error } = useQuery(SiteSettingsDocument);
  return { settings: data?.settings, loading, error };
}
