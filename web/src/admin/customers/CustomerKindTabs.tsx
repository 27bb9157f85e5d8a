import { Button, HStack } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { CUSTOMER_TABLE_PATH, GUEST_TABLE_PATH } from "./customerTableParams";

/** The Customers screen's two lists: people with an account, and guest buyers (decision 062). */
export function CustomerKindTabs({ current }: { current: "accounts" | "guests" }) {
  const tabs = [
    { kind: "accounts", label: "Accounts", to: CUSTOMER_TABLE_PATH },
    { kind: "guests", label: "Guest buyers", to: GUEST_TABLE_PATH },
  ] as const;
  return (
    <HStack as="nav" aria-label="Kinds of customers" gap="2" wrap="wrap">
      {tabs.map(({ kind, label, to }) => (
        <Button key={kind} asChild size="sm" variant={kind === current ? "solid" : "outline"}>
          <RouterLink to={to} aria-current={kind === current ? "page" : undefined}>
            {label}
          </RouterLink>
        </Button>
      ))}
    </HStack>
  );
}
