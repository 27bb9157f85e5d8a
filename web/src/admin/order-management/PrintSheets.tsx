import { Box, HStack, Heading, Stack, Table, Text } from "@chakra-ui/react";
import { paymentStatusLabel } from "../../orders";
import { Money } from "../../shared/money/Money";
import { MoneyCurrency } from "../../shared/money/MoneyCurrency";
import { useShopLocale } from "../../shared/money/useShopLocale";
import type { PrintOrdersQuery } from "../gql/graphql";
import type { PrintKind } from "./managementParams";

type PrintOrder = PrintOrdersQuery["ordersByIds"][number];
type Shop = PrintOrdersQuery["settings"];

/**
 * On paper only the documents show: everything else on the page (the admin's shell, the list the
 * owner printed from, this page's buttons) is hidden or left out, and each order starts a new
 * sheet. Sheets printed in place (`useOrderPrinting`) are on paper only (`data-print-only`).
 */
export const PRINT_CSS = `
[data-print-only] { display: none; }
@media print {
  @page { margin: 14mm; }
  body * { visibility: hidden !important; }
  body:has(> [data-print-only]) > *:not([data-print-only]) { display: none !important; }
  [data-print-only] { display: block; }
  [data-print-root], [data-print-root] * { visibility: visible !important; }
  [data-print-root] { position: absolute; inset: 0 auto auto 0; width: 100%; }
  [data-print-hide] { display: none !important; }
  [data-print-page] { break-after: page; page-break-after: always; border: none !important; box-shadow: none !important; padding: 0 !important; }
  [data-print-page]:last-child { break-after: auto; page-break-after: auto; }
}`;

export const printTitle = (kind: PrintKind) => (kind === "invoice" ? "Invoices" : "Packing slips");

/** One sheet per order, in the order given. */
export function PrintSheets({ data, kind }: { data: PrintOrdersQuery; kind: PrintKind }) {
  return (
    <Stack gap="8" data-print-root="">
      {data.ordersByIds.map((order) => (
        <PrintSheet key={order.id} order={order} shop={data.settings} kind={kind} />
      ))}
    </Stack>
  );
}

/**
 * An order's invoice (prices and totals) or packing slip (what goes in the parcel, without
 * prices); both single out the cash the courier collects, the server's `cashToCollect`.
 */
function PrintSheet({ order, shop, kind }: { order: PrintOrder; shop: Shop; kind: PrintKind }) {
  const locale = useShopLocale();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(new Date(order.createdAt));
  const invoice = kind === "invoice";
  return (
    <MoneyCurrency currency={order.currency}>
      <Box
        as="article"
        data-print-page=""
        aria-label={`${invoice ? "Invoice" : "Packing slip"} for order #${String(order.number)}`}
        borderWidth="1px"
        rounded="l3"
        bg="bg"
        p={{ base: 4, md: 8 }}
        color="fg"
      >
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
              <Text textStyle="sm">Cash on delivery · {paymentStatusLabel(order.paymentStatus).toLowerCase()}</Text>
            </Stack>
          </HStack>

          <HStack justify="space-between" align="start" wrap="wrap" gap="4">
            <Stack gap="0" minW="0">
              <Text fontWeight="semibold">Deliver to</Text>
              <Text>{order.name}</Text>
              <Text>{order.phone}</Text>
              <Text whiteSpace="pre-line">{order.address}</Text>
              <Text>{[order.district, order.deliveryZone].filter(Boolean).join(" · ")}</Text>
              {order.notes ? <Text textStyle="sm">Note: {order.notes}</Text> : null}
            </Stack>
            {invoice ? null : <CashToCollect order={order} />}
          </HStack>

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
                      <Table.Cell textAlign="end">
                        <Money amount={line.finalUnitPrice} />
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        <Money amount={line.lineTotal} />
                      </Table.Cell>
                    </>
                  ) : null}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>

          {invoice ? (
            <Stack gap="3" alignSelf="end" minW="56">
              <Stack gap="1">
                <HStack justify="space-between">
                  <Text>Subtotal</Text>
                  <Text>
                    <Money amount={order.subtotal} />
                  </Text>
                </HStack>
                <HStack justify="space-between">
                  <Text>Shipping</Text>
                  <Text>
                    <Money amount={order.shipping} />
                  </Text>
                </HStack>
                <HStack justify="space-between" fontWeight="bold" borderTopWidth="1px" pt="1">
                  <Text>Total</Text>
                  <Text>
                    <Money amount={order.total} />
                  </Text>
                </HStack>
              </Stack>
              <CashToCollect order={order} />
            </Stack>
          ) : (
            <Text textStyle="sm">Items: {order.lines.reduce((sum, line) => sum + line.quantity, 0)}</Text>
          )}
        </Stack>
      </Box>
    </MoneyCurrency>
  );
}

/** The amount due on delivery, boxed so the courier and the packer cannot miss it. */
function CashToCollect({ order }: { order: PrintOrder }) {
  return (
    <Stack gap="0" borderWidth="2px" borderColor="fg" rounded="l2" px="3" py="2" minW="56" data-testid="cash-to-collect">
      <Text textStyle="sm" fontWeight="semibold">
        Cash to collect
      </Text>
      <Text fontSize="2xl" fontWeight="bold" fontVariantNumeric="tabular-nums">
        <Money amount={order.cashToCollect} />
      </Text>
      {order.cashToCollect === 0 ? (
        <Text textStyle="xs">Nothing to collect: the order is {order.status === "CANCELLED" ? "cancelled" : paymentStatusLabel(order.paymentStatus).toLowerCase()}.</Text>
      ) : null}
    </Stack>
  );
}
