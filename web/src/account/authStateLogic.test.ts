import { describe, expect, it } from "vitest";
import { type AuthAction, type AuthState, areOrdersSettled, authReducer, initialAuthState, isAuthLoading } from "./authStateLogic";

interface User {
  uid: string;
  token?: string;
}
interface UserRecord {
  uid: string;
  role: "CUSTOMER" | "ADMIN";
}

const alice: User = { uid: "alice" };
const bob: User = { uid: "bob" };
const aliceRecord: UserRecord = { uid: "alice", role: "CUSTOMER" };
const bobRecord: UserRecord = { uid: "bob", role: "ADMIN" };

function run(...actions: AuthAction<User, UserRecord>[]): AuthState<User, UserRecord> {
  return actions.reduce(authReducer<User, UserRecord>, initialAuthState<User, UserRecord>());
}

describe("auth state", () => {
  it("is loading at start, with no user", () => {
    const state = run();
    expect(isAuthLoading(state)).toBe(true);
    expect(state.user).toBeNull();
  });

  it("stops loading when Firebase reports nobody signed in", () => {
    const state = run({ type: "userChanged", user: null });
    expect(isAuthLoading(state)).toBe(false);
    expect(state.user).toBeNull();
    expect(state.recordStatus).toBe("idle");
  });

  it("keeps loading while a restored user's record is fetched, and stops when it arrives", () => {
    const fetching = run({ type: "userChanged", user: alice });
    expect(isAuthLoading(fetching)).toBe(true);
    expect(fetching.recordStatus).toBe("loading");

    const loaded = authReducer(fetching, { type: "recordLoaded", record: aliceRecord });
    expect(isAuthLoading(loaded)).toBe(false);
    expect(loaded.record).toEqual(aliceRecord);
  });

  it("stops loading when the record fetch fails, keeping the user signed in", () => {
    const state = run({ type: "userChanged", user: alice }, { type: "recordFailed", uid: "alice" });
    expect(isAuthLoading(state)).toBe(false);
    expect(state.user).toBe(alice);
    expect(state.record).toBeNull();
    expect(state.recordStatus).toBe("failed");
  });

  it("loads again on a retry", () => {
    const state = run({ type: "userChanged", user: alice }, { type: "recordFailed", uid: "alice" }, { type: "recordRetried" });
    expect(isAuthLoading(state)).toBe(true);
    expect(state.recordAttempt).toBe(1);
    expect(run({ type: "userChanged", user: null }, { type: "recordRetried" }).recordAttempt).toBe(0);
  });

  it("is loading after a sign-in action until the new user's record arrives", () => {
    const signedOut = run({ type: "userChanged", user: null });
    const started = authReducer(signedOut, { type: "signInStarted" });
    expect(isAuthLoading(started)).toBe(true);

    // The sign-in call resolves before Firebase's listener reports the user…
    const succeeded = authReducer(started, { type: "signInSucceeded", user: alice });
    expect(succeeded.user).toBe(alice);
    expect(isAuthLoading(succeeded)).toBe(true);
    // …the listener then reports the same user: nothing changes.
    const reported = authReducer(succeeded, { type: "userChanged", user: alice });
    expect(reported.recordStatus).toBe("loading");

    const loaded = authReducer(reported, { type: "recordLoaded", record: aliceRecord });
    expect(isAuthLoading(loaded)).toBe(false);
  });

  it("also works when Firebase reports the user before the sign-in call resolves", () => {
    const state = run(
      { type: "userChanged", user: null },
      { type: "signInStarted" },
      { type: "userChanged", user: alice },
      { type: "recordLoaded", record: aliceRecord },
    );
    // The record is in, but the sign-in action has not finished yet.
    expect(isAuthLoading(state)).toBe(true);
    const done = authReducer(state, { type: "signInSucceeded", user: alice });
    expect(isAuthLoading(done)).toBe(false);
    expect(done.record).toEqual(aliceRecord);
  });

  it("stops loading when a sign-in fails or is cancelled", () => {
    const state = run({ type: "userChanged", user: null }, { type: "signInStarted" }, { type: "signInFailed" });
    expect(isAuthLoading(state)).toBe(false);
    expect(state.user).toBeNull();
  });

  it("keeps the record when the same user's token is refreshed", () => {
    const refreshed: User = { uid: "alice", token: "new" };
    const state = run(
      { type: "userChanged", user: alice },
      { type: "recordLoaded", record: aliceRecord },
      { type: "userChanged", user: refreshed },
    );
    expect(state.user).toBe(refreshed);
    expect(state.record).toEqual(aliceRecord);
    expect(isAuthLoading(state)).toBe(false);
  });

  it("forgets the record on sign-out", () => {
    const state = run({ type: "userChanged", user: alice }, { type: "recordLoaded", record: aliceRecord }, { type: "userChanged", user: null });
    expect(state.user).toBeNull();
    expect(state.record).toBeNull();
    expect(isAuthLoading(state)).toBe(false);
  });

  it("fetches a new record when another user signs in, and drops late answers for the previous one", () => {
    const switched = run({ type: "userChanged", user: alice }, { type: "recordLoaded", record: aliceRecord }, { type: "userChanged", user: bob });
    expect(switched.record).toBeNull();
    expect(isAuthLoading(switched)).toBe(true);

    const late = authReducer(switched, { type: "recordLoaded", record: aliceRecord });
    expect(late).toBe(switched);
    expect(authReducer(switched, { type: "recordFailed", uid: "alice" })).toBe(switched);

    const loaded = authReducer(switched, { type: "recordLoaded", record: bobRecord });
    expect(loaded.record).toEqual(bobRecord);
    expect(isAuthLoading(loaded)).toBe(false);
  });

  it("drops a record that arrives after sign-out", () => {
    const state = run({ type: "userChanged", user: alice }, { type: "userChanged", user: null });
    expect(authReducer(state, { type: "recordLoaded", record: aliceRecord })).toBe(state);
  });

  describe("orders settled (lists of orders wait for the sign-in's claim of guest orders)", () => {
    it("for a visitor signed out, once Firebase has said so", () => {
      expect(areOrdersSettled(run())).toBe(false);
      expect(areOrdersSettled(run({ type: "userChanged", user: null }))).toBe(true);
    });

    it("for a signed-in person, only once the claim has answered, whatever comes first", () => {
      const loaded = run({ type: "userChanged", user: alice }, { type: "recordLoaded", record: aliceRecord });
      expect(isAuthLoading(loaded)).toBe(false);
      expect(areOrdersSettled(loaded)).toBe(false);
      expect(areOrdersSettled(authReducer(loaded, { type: "guestOrdersClaimSettled", uid: "alice" }))).toBe(true);

      const claimedFirst = run({ type: "userChanged", user: alice }, { type: "guestOrdersClaimSettled", uid: "alice" });
      expect(areOrdersSettled(claimedFirst)).toBe(false);
      expect(areOrdersSettled(authReducer(claimedFirst, { type: "recordLoaded", record: aliceRecord }))).toBe(true);
    });

    it("when the record failed, so no claim will come", () => {
      expect(areOrdersSettled(run({ type: "userChanged", user: alice }, { type: "recordFailed", uid: "alice" }))).toBe(true);
    });

    it("not for the next person, nor from a late answer for the previous one", () => {
      const settled = run(
        { type: "userChanged", user: alice },
        { type: "recordLoaded", record: aliceRecord },
        { type: "guestOrdersClaimSettled", uid: "alice" },
      );
      const switched = authReducer(authReducer(settled, { type: "userChanged", user: bob }), { type: "recordLoaded", record: bobRecord });
      expect(areOrdersSettled(switched)).toBe(false);
      expect(authReducer(switched, { type: "guestOrdersClaimSettled", uid: "alice" })).toBe(switched);
      const refreshed = authReducer(settled, { type: "userChanged", user: { uid: "alice", token: "new" } });
      expect(areOrdersSettled(refreshed)).toBe(true);
    });
  });
});
