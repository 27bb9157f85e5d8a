import { useMemo } from "react";
import { useShopLocale } from "../../shared/money/useShopLocale";

/** A time in the shop's locale: "28 Nov 2026, 14:05:09" (seconds: deliveries follow each other closely). */
export function useDateTime(): (iso: string) => string {
  const locale = useShopLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "medium" });
    return (iso: string) => format.format(new Date(iso));
  }, [locale]);
}
