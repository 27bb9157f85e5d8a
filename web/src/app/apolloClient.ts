import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { authLink } from "../account/auth/authLink";

/**
 * The one GraphQL client of the storefront; the server is same-origin at `/graphql`. Requests
 * carry the signed-in person's Firebase ID token (`authLink`).
 */
export const apolloClient = new ApolloClient({
  link: ApolloLink.from([authLink, new HttpLink({ uri: "/graphql" })]),
  cache: new InMemoryCache({
    typePolicies: {
      Product: { keyFields: ["id"] },
      ProductVariant: { keyFields: ["id"] },
      Category: { keyFields: ["id"] },
      // The shop has exactly one settings object: every query's selection merges into it.
      Settings: { keyFields: [] },
      SocialMedia: { merge: true },
      PixelConfig: { keyFields: [] },
      // The shop's user record, keyed by Firebase uid (a profile update refreshes `me`).
      User: { keyFields: ["uid"] },
    },
  }),
});
