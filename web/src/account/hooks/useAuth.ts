import type { User } from "firebase/auth";
import { useAtomValue } from "jotai";
import { authState } from "../state/authState";
import { isAuthLoading, type RecordStatus } from "../authStateLogic";
import type { UserRecord } from "../userRecord";

export interface UseAuthResult {
  /** The Firebase user; null when signed out. */
  user: User | null;
  /** The auth loading flag (docs/behaviour.md#states): true until the user (and their record) are known. */
  loading: boolean;
  /** False until Firebase has said whether someone is signed in. */
  initialized: boolean;
  /** The shop's record of the user; null while loading, after a failure and when signed out. */
  record: UserRecord | null;
  recordStatus: RecordStatus;
  isAdmin: boolean;
  /** The best name to greet the person by. */
  displayName: string;
}

/** The auth state for components. */
export function useAuth(): UseAuthResult {
  const state = useAtomValue(authState);
  const { user, record } = state;
  return {
    user,
    loading: isAuthLoading(state),
    initialized: state.initialized,
    record,
    recordStatus: state.recordStatus,
    isAdmin: record?.role === "ADMIN",
    displayName: record?.displayName ?? user?.displayName ?? record?.email ?? user?.email ?? "Your account",
  };
}
