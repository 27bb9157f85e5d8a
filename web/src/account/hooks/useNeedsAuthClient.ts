import { useEffect } from "react";
import { requestAuthClient } from "../auth/authClient";

/**
 * For screens that sign people in or depend on who is signed in (the sign-in forms, the guards):
 * asks `AuthSync` to load Firebase when they open, so it is ready before anyone acts and a
 * session Firebase kept is found even without the session hint.
 */
export function useNeedsAuthClient(): void {
  useEffect(requestAuthClient, []);
}
