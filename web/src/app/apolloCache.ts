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
      // One notification settings object; a template is named by its kind and channel, so a saved one replaces its row.
      NotificationSettings: { keyFields: [] },
      NotificationTemplate: { keyFields: ["kind", "channel"] },
      // The shop's user record, keyed by Firebase uid (a profile update refreshes `me`).
      User: { keyFields: ["uid"] },
    },
  });
}
