import type { ApolloServerPlugin } from "@apollo/server";
import { GraphQLError } from "graphql";
import { AppError, httpStatusFor } from "../shared/errors.js";
import type { RequestContext } from "./context.js";

/**
 * Apollo plugin: a request carrying an app token is checked before anything runs, whatever it
 * asks, so an unknown, rotated-out or revoked token is refused at once (401 UNAUTHENTICATED) even
 * for public reads, on every replica (decision 052). People's and anonymous requests pass untouched.
 */
export function appAuthentication(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue }) {
          try {
            await contextValue.currentApp();
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            throw new GraphQLError(error.message, { extensions: { ...error.extensions, http: { status: httpStatusFor(error.code) } } });
          }
        },
      };
    },
  };
}
