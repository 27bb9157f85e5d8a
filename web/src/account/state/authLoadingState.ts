import { atom } from "jotai";
import { isAuthLoading } from "../authStateLogic";
import { authState } from "./authState";

/** True at start and after a sign-in action, until the user's record has been fetched or there is no user (docs/behaviour.md#states). */
export const authLoadingState = atom((get) => isAuthLoading(get(authState)));
