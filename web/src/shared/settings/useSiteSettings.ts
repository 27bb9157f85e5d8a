import { useQuery } from "@apollo/client/react";
import { SiteSettingsDocument, type SiteSettingsQuery } from "../../gql/graphql";

/** The site name shown until the settings load, or when they cannot. */
export const FALLBACK_SITE_NAME = "Shop";

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
