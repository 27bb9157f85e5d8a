import { ApolloClient, ApolloLink, HttpLink } from "@apollo/client";
import { authLink } from "../account/auth/authLink";
import { readServerState } from "../shared/ssr/serverState";
import { createApolloCache } from "./apolloCache";

/**
 * The one GraphQL client of the storefront; the server is same-origin at `/graphql`. Requests
 * carry the signed-in person's Firebase ID token (`authLink`). A server-rendered page brings the
 * data it was rendered with (shared/ssr/serverState.ts): the cache starts from it, so hydration
 * renders the same content without asking again.
 */
export const apolloClient = new ApolloClient({
  link: ApolloLink.from([authLink, new HttpLink({ uri: "/graphql" })]),
  cache: createApolloCache().restore(readServerState()?.apollo ?? {}),
  // While the page hydrates, `network-only` queries read the server's data like the others.
  ssrForceFetchDelay: 100,
});
