import type { User } from "firebase/auth";
import type { UserRecordFieldsFragment } from "../gql/graphql";
import type { AuthState } from "./authStateLogic";

/** The shop's record of the signed-in person (the `me` query). */
export type UserRecord = UserRecordFieldsFragment;

/** The app's auth state: the Firebase user and the shop's record of them. */
export type ShopAuthState = AuthState<User, UserRecord>;
