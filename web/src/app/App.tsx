import { ApolloProvider } from "@apollo/client/react";
import { ChakraProvider } from "@chakra-ui/react";
import { Provider as JotaiProvider } from "jotai";
import { RouterProvider } from "react-router/dom";
import { AuthSync } from "../account/components/AuthSync";
import { apolloClient } from "./apolloClient";
import { router } from "./router";
import { ShopToaster } from "../shared/toast/ShopToaster";
import { shopSystem } from "../shared/theme/shopSystem";

/** The storefront: design system, GraphQL client, client state and auth, routes and notifications. */
export function App() {
  return (
    <ChakraProvider value={shopSystem}>
      <ApolloProvider client={apolloClient}>
        <JotaiProvider>
          <AuthSync />
          {/*
            Router updates are not wrapped in startTransition: a page's Apollo queries answering
            while a navigation's transition renders interrupted it, and each restart asked again
            for the old view's data (useQuery reobserves as it renders), so the old and new views
            took turns for seconds, or for good (docs/decisions/020-navigations-without-transitions.md).
          */}
          <RouterProvider router={router} useTransitions={false} />
        </JotaiProvider>
        <ShopToaster />
      </ApolloProvider>
    </ChakraProvider>
  );
}
