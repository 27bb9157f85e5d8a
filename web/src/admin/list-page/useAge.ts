import { useEffect, useState } from "react";
import { useShopLocale } from "../../shared/money/useShopLocale";
import { ageText } from "./age";

/** A minute: the cards' ages ("5 min ago") move on while the page stays open. */
const TICK_MS = 60_000;

/** The cards' "how long ago", in the shop's locale, kept current each minute; `date` for what is over a week old. */
export function useAge(date: (iso: string) => string): (iso: string) => string {
  const locale = useShopLocale();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return (iso) => ageText(iso, now, locale, date);
}
