import { atomWithReducer } from "jotai/utils";
import { type AuthAction, authReducer, initialAuthState } from "../authStateLogic";
import type { ShopAuthState, UserRecord } from "../userRecord";
import type { User } from "firebase/auth";

/**
 * The whole auth state (docs/behaviour.md#states), changed only through `authReducer`'s actions. Components read
 * it through `authUserState`, `authLoadingState` and `userRecordState`.
 */
export const authState = atomWithReducer<ShopAuthState, AuthAction<User, UserRecord>>(
  initialAuthState<User, UserRecord>(),
  authReducer<User, UserRecord>,
);
