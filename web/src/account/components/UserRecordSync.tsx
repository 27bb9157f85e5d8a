import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { useSetAtom } from "jotai";
import { useEffect, useRef } from "react";
import toast from "react-hot-toast";
import { ClaimGuestOrdersDocument, MeDocument } from "../../gql/graphql";
import { authErrorMessage } from "../authErrorMessage";
import { loadAuthClient } from "../auth/authClient";
import { authState } from "../state/authState";

/** The toast when the user record call fails (docs/behaviour.md#messages). */
export const USER_RECORD_FAILED = "Failed to fetch user data.";

function errorCode(error: unknown): unknown {
  return CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : undefined;
}

export interface UserRecordSyncProps {
  /** The signed-in user the record is fetched for. */
  uid: string;
}

/**
 * Fetches the shop's record of the signed-in user (`me`) and keeps the auth state's copy in step
 * with the Apollo cache (a profile update changes it there). Once the record is there, claims the
 * guest orders placed with the person's verified email (`claimGuestOrders`, once per sign-in;
 * reading `me` never does). Renders nothing.
 */
export function UserRecordSync({ uid }: UserRecordSyncProps) {
  const apollo = useApolloClient();
  const dispatch = useSetAtom(authState);
  const { data, error } = useQuery(MeDocument, { fetchPolicy: "network-only" });
  const [claimGuestOrders] = useMutation(ClaimGuestOrdersDocument);
  const claimed = useRef(false);

  useEffect(() => {
    if (claimed.current || data?.me?.uid !== uid) return;
    claimed.current = true;
    claimGuestOrders().then(
      ({ data: claim }) => {
        // Orders just became this person's: lists read before now are out of date.
        if (claim?.claimGuestOrders) {
          apollo.cache.evict({ id: "ROOT_QUERY", fieldName: "myOrders" });
          // The browser's guest list leaves out what the account now lists (`inAccount`).
          apollo.cache.evict({ id: "ROOT_QUERY", fieldName: "guestOrders" });
          apollo.cache.gc();
        }
        dispatch({ type: "guestOrdersClaimSettled", uid });
      },
      () => {
        // Not worth a toast: the next sign-in claims them again.
        dispatch({ type: "guestOrdersClaimSettled", uid });
      },
    );
  }, [apollo, claimGuestOrders, data, dispatch, uid]);

  useEffect(() => {
    if (error) {
      dispatch({ type: "recordFailed", uid });
      const code = errorCode(error);
      if (code === "FORBIDDEN") {
        // A disabled account: the server refuses everything, so sign out.
        toast.error(authErrorMessage({ code: "auth/user-disabled" }), { id: "user-record-error" });
      } else {
        toast.error(USER_RECORD_FAILED, { id: "user-record-error" });
      }
      // A token the server no longer accepts, or a disabled account: start again signed out.
      if (code === "FORBIDDEN" || code === "UNAUTHENTICATED") {
        void loadAuthClient(apollo).then((client) => client.signOut());
      }
      return;
    }
    if (!data) return;
    if (data.me?.uid === uid) {
      dispatch({ type: "recordLoaded", record: data.me });
    } else {
      dispatch({ type: "recordFailed", uid });
      toast.error(USER_RECORD_FAILED, { id: "user-record-error" });
    }
  }, [apollo, data, dispatch, error, uid]);

  return null;
}
