import { atom } from "jotai";
import { authState } from "./authState";

/** The signed-in Firebase user; null when signed out (docs/behaviour.md#states). */
export const authUserState = atom((get) => get(authState).user);
