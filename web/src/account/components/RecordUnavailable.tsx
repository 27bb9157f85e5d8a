import { LoadError } from "../../shared/components/LoadError";
import { useAuth } from "../hooks/useAuth";
import { useAuthActions } from "../hooks/useAuthActions";
import { USER_RECORD_FAILED } from "./UserRecordSync";

/** Shown on the profile pages when the shop's record could not be fetched, with a retry. */
export function RecordUnavailable() {
  const { recordStatus } = useAuth();
  const { retryRecord } = useAuthActions();
  return <LoadError message={USER_RECORD_FAILED} onRetry={retryRecord} retrying={recordStatus === "loading"} />;
}
