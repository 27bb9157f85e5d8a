import { useEffect, useRef } from "react";
import toast from "react-hot-toast";
import { useSiteSettings } from "./useSiteSettings";

/** Starts loading the settings with the app and reports a failure once (docs/behaviour.md#messages: "Failed to load settings"). */
export function SettingsErrorToast() {
  const { error } = useSiteSettings();
  const reported = useRef(false);

  useEffect(() => {
    if (!error || reported.current) return;
    reported.current = true;
    toast.error("Failed to load settings", { id: "settings-error" });
  }, [error]);

  return null;
}
