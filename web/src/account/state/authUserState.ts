import { atom } from "jotai";
import { authState } from "./authState";

/** The signed-in Firebase user; null when signed out (spec §4). */
export const authUserState = atom((get) => get(authState).user);
