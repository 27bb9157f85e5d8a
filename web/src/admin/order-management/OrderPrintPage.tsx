import { useQuery } from "@apollo/client/react";
import { Button, HStack, Heading, Stack, Text } from "@chakra-ui/react";
import { useMemo } from "react";
import { Link as RouterLink, useSearchParams } from "react-router";
import { EmptyNotice } from "../../shared/components/EmptyNotice";
import { QueryLoadError } from "../../shared/components/QueryLoadError";
import { ADMIN_ROOT } from "../../shared/routing/isAdminPath";
import { PrintOrdersDocument } from "../gql/graphql";
import { parsePrintParams } from "./managementParams";
import { PRINT_CSS, PrintSheets, printTitle } from "./PrintSheets";

/**
 * `/admin-dashboard/orders/print?kind=invoice|packing-slip&ids=…`: one sheet per order for the
 * browser's print dialog, at an address of its own (to bookmark or share). The order page and order
 * management print in place instead (`useOrderPrinting`), keeping the owner where they were.
 */
export function OrderPrintPage() {
  const [searchParams] = useSearchParams();
  const { kind, ids } = useMemo(() => parsePrintParams(searchParams), [searchParams]);
  const result = useQuery(PrintOrdersDocument, { variables: { ids }, skip: ids.length === 0, fetchPolicy: "network-only" });

  let body;
  if (ids.length === 0) {
    body = <EmptyNotice frame="dashed" title="No orders chosen" description="Choose orders in order management, then print them." />;
  } else if (result.error) {
    body = <QueryLoadError error={result.error} fallback="Failed to fetch the orders" refetch={result.refetch} networkStatus={result.networkStatus} />;
  } else if (!result.data) {
    body = <Text role="status">Loading the orders…</Text>;
  } else if (result.data.ordersByIds.length === 0) {
    body = <EmptyNotice frame="dashed" title="No such orders" description="None of the chosen orders exists." />;
  } else {
    body = <PrintSheets data={result.data} kind={kind} />;
  }

  return (
    <Stack gap="6">
      <style>{PRINT_CSS}</style>
      <HStack justify="space-between" wrap="wrap" gap="3" data-print-hide="">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
          {printTitle(kind)}
        </Heading>
        <HStack gap="2">
          <Button asChild variant="outline" size="sm">
            <RouterLink to={`${ADMIN_ROOT}/orders/management`}>Back to order management</RouterLink>
          </Button>
          <Button size="sm" colorPalette="blue" disabled={!result.data?.ordersByIds.length} onClick={() => window.print()}>
            Print
          </Button>
        </HStack>
      </HStack>
      {body}
    </Stack>
  );
}
