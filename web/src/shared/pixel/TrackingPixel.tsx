import { useQuery } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { PixelConfigDocument } from "../../gql/graphql";
import { useSiteSettings } from "../settings/useSiteSettings";
import { loadPixel } from "./loadPixel";
import { isValidPixelId } from "./pixelId";
import { setPixelCurrency, trackPixel } from "./trackPixel";

/** Loads the tracking pixel when it is ACTIVE and reports a PageView on every navigation. */
export function TrackingPixel() {
  const { data } = useQuery(PixelConfigDocument);
  const { settings } = useSiteSettings();
  const { pathname } = useLocation();
  const lastTrackedPath = useRef<string | null>(null);

  const pixelId = data?.pixelConfig.status === "ACTIVE" ? data.pixelConfig.pixelId : null;

  useEffect(() => {
    setPixelCurrency(settings?.currency);
  }, [settings?.currency]);

  useEffect(() => {
    if (!isValidPixelId(pixelId)) return;
    loadPixel(pixelId);
  }, [pixelId]);

  useEffect(() => {
    // The first page's view is sent by `loadPixel`; later navigations are sent here.
    if (lastTrackedPath.current !== null && lastTrackedPath.current !== pathname) trackPixel("PageView");
    lastTrackedPath.current = pathname;
  }, [pathname]);

  return null;
}
