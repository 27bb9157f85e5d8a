import { useQuery } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { PixelConfigDocument } from "../../gql/graphql";
import { trackVisit } from "../analytics/siteAnalytics";
import { useMoney } from "../money/useMoney";
import { useSiteSettings } from "../settings/useSiteSettings";
import { loadPixel } from "./loadPixel";
import { isValidPixelId } from "./pixelId";
import { setPixelCurrency, setPixelReadiness, trackPixel } from "./trackPixel";

/**
 * Loads the tracking pixel when it is ACTIVE, sends the events reported before it loaded, and reports a PageView on every navigation,
 * to the pixel and to the shop's own analytics.
 */
export function TrackingPixel() {
  const { data, error } = useQuery(PixelConfigDocument);
  const { settings, error: settingsError } = useSiteSettings();
  const { currency } = useMoney();
  const { pathname } = useLocation();
  const lastTrackedPath = useRef<string | null>(null);

  const pixelId = data?.pixelConfig.status === "ACTIVE" ? data.pixelConfig.pixelId : null;

  // The shop's currency once its settings have loaded (not a new shop's meanwhile).
  const loadedCurrency = settings ? currency : undefined;
  useEffect(() => {
    setPixelCurrency(loadedCurrency);
  }, [loadedCurrency]);

  // Events wait until the shop knows whether the pixel is on (and the currency their values are in).
  const currencyKnown = settings !== undefined || settingsError !== undefined;
  const configKnown = data !== undefined || error !== undefined;
  useEffect(() => {
    if (!configKnown) return;
    if (!isValidPixelId(pixelId)) {
      setPixelReadiness(false);
      return;
    }
    if (!currencyKnown) return;
    loadPixel(pixelId);
    setPixelReadiness(true);
  }, [configKnown, currencyKnown, pixelId]);

  useEffect(() => {
    trackVisit("page_view");
    // The pixel's first page view is sent by `loadPixel`; later navigations are sent here.
    if (lastTrackedPath.current !== null && lastTrackedPath.current !== pathname) trackPixel("PageView");
    lastTrackedPath.current = pathname;
  }, [pathname]);

  return null;
}
