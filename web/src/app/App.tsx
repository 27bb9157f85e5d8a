import { ApolloProvider } from "@apollo/client/react";
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { Provider as JotaiProvider } from "jotai";
import { RouterProvider } from "react-router/dom";
import { AuthSync } from "../account/components/AuthSync";
import { apolloClient } from "./apolloClient";
import { router } from "./router";
import { ShopToaster } from "../shared/toast/ShopToaster";

/** The storefront: design system, GraphQL client, client state and auth, routes and notifications. */
export function App() {
  return (
    <ChakraProvider value={defaultSystem}>
      <ApolloProvider client={apolloClient}>
        <JotaiProvider>
          <AuthSync />
          <RouterProvider router={router} />
        </JotaiProvider>
        <ShopToaster />
      </ApolloProvider>
    </ChakraProvider>
  );
}
