import { atom } from "jotai";
import { authState } from "./authState";

/** The shop's record of the signed-in person (`me`); null while loading, after a failure and when signed out. */
export const userRecordState = atom((get) => get(authState).record);
