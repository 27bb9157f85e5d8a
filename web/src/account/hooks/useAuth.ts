import type { User } from "firebase/auth";
import { useAtomValue } from "jotai";
import { useHydrated } from "../../shared/ssr/useHydrated";
import { authState } from "../state/authState";
import { areOrdersSettled, initialAuthState, isAuthLoading, type RecordStatus } from "../authStateLogic";
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
  /** False while who is signed in, or the sign-in's claim of their guest orders, is not yet known (`areOrdersSettled`). */
  ordersSettled: boolean;
  isAdmin: boolean;
  /** The best name to greet the person by. */
  displayName: string;
}

/** What a server render knows of the visitor: nothing yet (it renders every page as for a guest still loading). */
const SERVER_AUTH_STATE = initialAuthState<User, UserRecord>();

/**
 * The auth state for components. While a server-rendered part of the page is being hydrated it is
 * the server's (loading), as for stored atoms (useStoredAtom): a part hydrated after the rest of the
 * page (HydrateSeparately) would otherwise find the state AuthSync has set meanwhile, and differ
 * from its HTML.
 */
export function useAuth(): UseAuthResult {
  const current = useAtomValue(authState);
  const state = useHydrated() ? current : SERVER_AUTH_STATE;
  const { user, record } = state;
  return {
    user,
    loading: isAuthLoading(state),
    initialized: state.initialized,
    record,
    recordStatus: state.recordStatus,
    ordersSettled: areOrdersSettled(state),
    isAdmin: record?.role === "ADMIN",
    displayName: record?.displayName ?? user?.displayName ?? record?.email ?? user?.email ?? "Your account",
  };
}
