import { SetContextLink } from "@apollo/client/link/context";
import { currentAuthUser } from "./authClient";

/**
 * Adds `Authorization: Bearer <Firebase ID token>` to every GraphQL request while someone is
 * signed in. The token is asked for per request: Firebase hands back its current token and
 * refreshes an expiring one itself, so a stale token is never reused.
 */
export const authLink = new SetContextLink(async (prevContext) => {
  const user = currentAuthUser();
  if (!user) return {};
  const token = await user.getIdToken();
  return { headers: { ...prevContext.headers, authorization: `Bearer ${token}` } };
});
