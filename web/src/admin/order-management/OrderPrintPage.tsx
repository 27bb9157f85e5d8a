import { useQuery } from "@apollo/client/react";
import { Box, Button, HStack, Heading, Stack, Table, Text } from "@chakra-ui/react";
import { useMemo } from "react";
import { Link as RouterLink, useSearchParams } from "react-router";
import { EmptyNotice } from "../../shared/components/EmptyNotice";
import { QueryLoadError } from "../../shared/components/QueryLoadError";
import { ADMIN_ROOT } from "../../shared/routing/isAdminPath";
import { Money } from "../../shared/money/Money";
import { MoneyCurrency } from "../../shared/money/MoneyCurrency";
import { useShopLocale } from "../../shared/money/useShopLocale";
import { type PrintOrdersQuery, PrintOrdersDocument } from "../gql/graphql";
import { parsePrintParams } from "./managementParams";

type PrintOrder = PrintOrdersQuery["ordersByIds"][number];
type Shop = PrintOrdersQuery["settings"];

/**
 * On paper only the documents show: the admin's sidebar, top bar and this page's buttons are
 * hidden, and each order starts a new sheet.
 */
const PRINT_CSS = `
@media print {
  @page { margin: 14mm; }
  body * { visibility: hidden !important; }
  [data-print-root], [data-print-root] * { visibility: visible !important; }
  [data-print-root] { position: absolute; inset: 0 auto auto 0; width: 100%; }
  [data-print-hide] { display: none !important; }
  [data-print-page] { break-after: page; page-break-after: always; border: none !important; box-shadow: none !important; padding: 0 !important; }
  [data-print-page]:last-child { break-after: auto; page-break-after: auto; }
}`;

/**
 * `/admin-dashboard/orders/print?kind=invoice|packing-slip&ids=…`: one sheet per order for the
 * browser's print dialog. An invoice has the prices and totals; a packing slip lists what goes in
 * the parcel without prices.
 */
export function OrderPrintPage() {
  const [searchParams] = useSearchParams();
  const { kind, ids } = useMemo(() => parsePrintParams(searchParams), [searchParams]);
  const result = useQuery(PrintOrdersDocument, { variables: { ids }, skip: ids.length === 0, fetchPolicy: "network-only" });
  const title = kind === "invoice" ? "Invoices" : "Packing slips";

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
    const { ordersByIds, settings } = result.data;
    body = (
      <Stack gap="8" data-print-root="">
        {ordersByIds.map((order) => (
          <PrintSheet key={order.id} order={order} shop={settings} kind={kind} />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <style>{PRINT_CSS}</style>
      <HStack justify="space-between" wrap="wrap" gap="3" data-print-hide="">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
          {title}
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

function PrintSheet({ order, shop, kind }: { order: PrintOrder; shop: Shop; kind: "invoice" | "packing-slip" }) {
  const locale = useShopLocale();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(new Date(order.createdAt));
  const invoice = kind === "invoice";
  return (
    <MoneyCurrency currency={order.currency}>
      <Box as="article" data-print-page="" aria-label={`${invoice ? "Invoice" : "Packing slip"} for order #${String(order.number)}`} borderWidth="1px" rounded="l3" bg="bg" p={{ base: 4, md: 8 }} color="fg">
        <Stack gap="6">
          <HStack justify="space-between" align="start" wrap="wrap" gap="4">
            <Stack gap="0">
              <Text fontSize="xl" fontWeight="bold">
                {shop.siteName}
              </Text>
              {[shop.contactAddress, shop.contactPhone, shop.contactEmail].filter(Boolean).map((line) => (
                <Text key={line} textStyle="sm">
                  {line}
                </Text>
              ))}
            </Stack>
            <Stack gap="0" textAlign={{ base: "start", sm: "end" }}>
              <Heading as="h2" size="lg">
                {invoice ? "Invoice" : "Packing slip"} #{order.number}
              </Heading>
              <Text textStyle="sm">{date}</Text>
              {invoice ? <Text textStyle="sm">Cash on delivery · {order.paymentStatus.toLowerCase()}</Text> : null}
            </Stack>
          </HStack>

          <Stack gap="0">
            <Text fontWeight="semibold">Deliver to</Text>
            <Text>{order.name}</Text>
            <Text>{order.phone}</Text>
            <Text whiteSpace="pre-line">{order.address}</Text>
            <Text>{[order.district, order.deliveryZone].filter(Boolean).join(" · ")}</Text>
            {order.notes ? <Text textStyle="sm">Note: {order.notes}</Text> : null}
          </Stack>

          <Table.Root size="sm" aria-label={`Items of order #${String(order.number)}`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Item</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Qty</Table.ColumnHeader>
                {invoice ? (
                  <>
                    <Table.ColumnHeader textAlign="end">Unit price</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
                  </>
                ) : null}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {order.lines.map((line, index) => (
                <Table.Row key={index}>
                  <Table.Cell>
                    <Text>{line.name}</Text>
                    <Text textStyle="xs" color="fg.muted">
                      {[line.sku, line.color, line.size].filter(Boolean).join(" · ")}
                    </Text>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{line.quantity}</Table.Cell>
                  {invoice ? (
                    <>
                      <Table.Cell textAlign="end"><Money amount={line.finalUnitPrice} /></Table.Cell>
                      <Table.Cell textAlign="end"><Money amount={line.lineTotal} /></Table.Cell>
                    </>
                  ) : null}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>

          {invoice ? (
            <Stack gap="1" alignSelf="end" minW="56">
              <HStack justify="space-between">
                <Text>Subtotal</Text>
                <Text><Money amount={order.subtotal} /></Text>
              </HStack>
              <HStack justify="space-between">
                <Text>Shipping</Text>
                <Text><Money amount={order.shipping} /></Text>
              </HStack>
              <HStack justify="space-between" fontWeight="bold" borderTopWidth="1px" pt="1">
                <Text>Total</Text>
                <Text><Money amount={order.total} /></Text>
              </HStack>
            </Stack>
          ) : (
            <Text textStyle="sm">Items: {order.lines.reduce((sum, line) => sum + line.quantity, 0)}</Text>
          )}
        </Stack>
      </Box>
    </MoneyCurrency>
  );
}
