import { InMemoryCache } from "@apollo/client";

/**
 * The Apollo cache of the storefront, in the browser and in a server-side render alike: the same
 * type policies on both sides, so the state a server render serializes restores as it was.
 */
export function createApolloCache(): InMemoryCache {
  return new InMemoryCache({
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
  });
}
