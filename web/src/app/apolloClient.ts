import { ApolloClient, HttpLink, InMemoryCache } from "@apollo/client";

/** The one GraphQL client of the storefront; the server is same-origin at `/graphql`. */
export const apolloClient = new ApolloClient({
  link: new HttpLink({ uri: "/graphql" }),
  cache: new InMemoryCache({
    typePolicies: {
      Product: { keyFields: ["id"] },
      ProductVariant: { keyFields: ["id"] },
      Category: { keyFields: ["id"] },
      // The shop has exactly one settings object: every query's selection merges into it.
      Settings: { keyFields: [] },
      SocialMedia: { merge: true },
      PixelConfig: { keyFields: [] },
    },
  }),
});
