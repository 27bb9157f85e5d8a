/**
 * The auth state machine (docs/behaviour.md#states "Auth"), pure so its transitions can be tested:
 *
 * - `loading` is true at start and after a sign-in action; it becomes false once the fetch of
 *   the shop's user record (`me`) ends, or when there is no user.
 * - Signed out means `user` is null.
 * - A token refresh (the same uid) keeps the record; a different uid starts a new record fetch.
 * - A sign-in claims the guest orders placed with the person's email (UserRecordSync); until that
 *   has answered, lists of orders would show them under the browser instead of the account.
 */

/** The part of a Firebase user the state machine looks at. */
export interface AuthUserLike {
  uid: string;
}

/** The part of the shop's record the state machine looks at. */
export interface UserRecordLike {
  uid: string;
}

export type RecordStatus = "idle" | "loading" | "loaded" | "failed";

export interface AuthState<U extends AuthUserLike = AuthUserLike, R extends UserRecordLike = UserRecordLike> {
  /** False until Firebase has said whether someone is signed in. */
  initialized: boolean;
  /** The Firebase user; null when signed out. */
  user: U | null;
  /** The shop's record of `user`; null while loading, after a failure and when signed out. */
  record: R | null;
  recordStatus: RecordStatus;
  /** Bumped to fetch the record again (a retry after a failure). */
  recordAttempt: number;
  /** Sign-in actions in flight. */
  pendingSignIns: number;
  /** The uid whose guest orders have been claimed (or whose claim failed); null until then. */
  guestOrdersClaimedFor: string | null;
}

export type AuthAction<U extends AuthUserLike = AuthUserLike, R extends UserRecordLike = UserRecordLike> =
  /** Firebase reported the current user (onIdTokenChanged), or that it cannot start. */
  | { type: "userChanged"; user: U | null }
  /** Sign-in, registration or Google sign-in started. */
  | { type: "signInStarted" }
  /** …and succeeded with this user (Firebase may report it before or after this). */
  | { type: "signInSucceeded"; user: U }
  /** …and failed or was cancelled. */
  | { type: "signInFailed" }
  /** The `me` fetch answered for this uid. */
  | { type: "recordLoaded"; record: R }
  /** The `me` fetch failed for this uid. */
  | { type: "recordFailed"; uid: string }
  /** Fetch the record again. */
  | { type: "recordRetried" }
  /** The claim of this uid's guest orders answered (or failed). */
  | { type: "guestOrdersClaimSettled"; uid: string };

export function initialAuthState<U extends AuthUserLike, R extends UserRecordLike>(): AuthState<U, R> {
  return { initialized: false, user: null, record: null, recordStatus: "idle", recordAttempt: 0, pendingSignIns: 0, guestOrdersClaimedFor: null };
}

function withUser<U extends AuthUserLike, R extends UserRecordLike>(state: AuthState<U, R>, user: U | null): AuthState<U, R> {
  if (user === null) {
    return { ...state, initialized: true, user: null, record: null, recordStatus: "idle", guestOrdersClaimedFor: null };
  }
  if (state.user?.uid === user.uid) {
    // A refreshed token or profile of the same person: keep what we know about them.
    return { ...state, initialized: true, user };
  }
  return { ...state, initialized: true, user, record: null, recordStatus: "loading", guestOrdersClaimedFor: null };
}

export function authReducer<U extends AuthUserLike, R extends UserRecordLike>(
  state: AuthState<U, R>,
  action: AuthAction<U, R>,
): AuthState<U, R> {
  switch (action.type) {
    case "userChanged":
      return withUser(state, action.user);
    case "signInStarted":
      return { ...state, pendingSignIns: state.pendingSignIns + 1 };
    case "signInSucceeded":
      return withUser({ ...state, pendingSignIns: Math.max(0, state.pendingSignIns - 1) }, action.user);
    case "signInFailed":
      return { ...state, pendingSignIns: Math.max(0, state.pendingSignIns - 1) };
    case "recordLoaded":
      // An answer for someone who is no longer signed in is dropped.
      if (state.user?.uid !== action.record.uid) return state;
      return { ...state, record: action.record, recordStatus: "loaded" };
    case "recordFailed":
      if (state.user?.uid !== action.uid) return state;
      return { ...state, record: null, recordStatus: "failed" };
    case "recordRetried":
      if (state.user === null) return state;
      return { ...state, recordStatus: "loading", recordAttempt: state.recordAttempt + 1 };
    case "guestOrdersClaimSettled":
      if (state.user?.uid !== action.uid) return state;
      return { ...state, guestOrdersClaimedFor: action.uid };
  }
}

/** The auth loading flag (docs/behaviour.md#states). */
export function isAuthLoading(state: AuthState<AuthUserLike, UserRecordLike>): boolean {
  return !state.initialized || state.pendingSignIns > 0 || state.recordStatus === "loading";
}

/**
 * Whether lists of orders can be read: the auth state is known and, for a signed-in person, the
 * sign-in's claim of their guest orders has answered (or their record failed, so it never will).
 * Read earlier, an order being claimed shows under the browser and, once claimed, under the account.
 */
export function areOrdersSettled(state: AuthState<AuthUserLike, UserRecordLike>): boolean {
  if (isAuthLoading(state)) return false;
  if (state.user === null) return true;
  return state.guestOrdersClaimedFor === state.user.uid || state.recordStatus === "failed";
}
