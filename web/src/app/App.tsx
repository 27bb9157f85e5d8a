import { ApolloProvider } from "@apollo/client/react";
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { Toaster } from "react-hot-toast";
import { RouterProvider } from "react-router/dom";
import { apolloClient } from "./apolloClient";
import { router } from "./router";

/** The storefront: design system, GraphQL client, notifications and routes. */
export function App() {
  return (
    <ChakraProvider value={defaultSystem}>
      <ApolloProvider client={apolloClient}>
        <RouterProvider router={router} />
        <Toaster
          position="top-center"
          toastOptions={{ success: { duration: 2000 }, error: { duration: 4000 }, duration: 4000 }}
        />
      </ApolloProvider>
    </ChakraProvider>
  );
}
