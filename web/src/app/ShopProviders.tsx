import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { ChakraProvider } from "@chakra-ui/react";
import { Provider as JotaiProvider } from "jotai";
import type { ReactNode } from "react";
import { AuthSync } from "../account/components/AuthSync";
import { ShopMoney } from "../shared/money/ShopMoney";
import { ShopToaster } from "../shared/toast/ShopToaster";
import { shopSystem } from "../shared/theme/shopSystem";

export interface ShopProvidersProps {
  client: ApolloClient;
  /** The router: the browser's, or a server render's static one. */
  children: ReactNode;
}

/** What every page runs inside, in the browser and in a server render: design system, GraphQL client, the shop's money settings, client state, auth and notifications. */
export function ShopProviders({ client, children }: ShopProvidersProps) {
  return (
    <ChakraProvider value={shopSystem}>
      <ApolloProvider client={client}>
        <ShopMoney>
          <JotaiProvider>
            <AuthSync />
            {children}
          </JotaiProvider>
        </ShopMoney>
        <ShopToaster />
      </ApolloProvider>
    </ChakraProvider>
  );
}
