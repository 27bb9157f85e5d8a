import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useQuery } from "@apollo/client/react";
import { Box, Button, Card, Grid, HStack, Heading, Image, Link, Separator, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useMemo } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { changedBy, formatDateTime, itemsText, paymentStatusLabel, statusLabel } from "../../orders";
import { EmptyNotice } from "../../shared/components/EmptyNotice";
import { usePageMeta } from "../../shared/meta/usePageMeta";
import { QueryLoadError } from "../../shared/components/QueryLoadError";
import { Money } from "../../shared/money/Money";
import { MoneyCurrency } from "../../shared/money/MoneyCurrency";
import { useShopLocale } from "../../shared/money/useShopLocale";
import { adminHref } from "../adminPaths";
import { type AdminOrderDetailFragment, AdminOrderDocument } from "../gql/graphql";
import { useOrderPrinting } from "../order-management/useOrderPrinting";
import { ConfirmByPhonePanel, InternalNotePanel, OrderStatusPanel, awaitsPhoneConfirmation } from "./OrderActions";
import { OrderStatusBadge, PaymentStatusBadge } from "./orderBadges";
import { OrderContactPanel } from "./OrderContactPanel";
import { OrderShipmentPanel } from "./OrderShipmentPanel";

type Order = AdminOrderDetailFragment;

const isNotFound = (error: unknown) => CombinedGraphQLErrors.is(error) && error.errors.some((item) => item.extensions?.code === "NOT_FOUND");

/**
 * `/admin-dashboard/orders/:id`: one order — lines, totals and the cash to collect, contact,
 * history — with the actions the server allows now (status, payment, internal note, contact before
 * shipping), "Confirm by phone" first on a new cash-on-delivery order, and printing in place.
 */
export function OrderDetailPage() {
  const { id = "" } = useParams();
  const query = useQuery(AdminOrderDocument, { variables: { id }, fetchPolicy: "cache-and-network", notifyOnNetworkStatusChange: true });
  const order = query.data?.order;

  if (query.error && (isNotFound(query.error) || !order)) {
    return isNotFound(query.error) ? (
      <EmptyNotice frame="dashed" titleAs="h1" title="Order not found" description="There is no order with this address.">
        <RouterLink to={adminHref("orders")}>Back to all orders</RouterLink>
      </EmptyNotice>
    ) : (
      <QueryLoadError error={query.error} fallback="Failed to load the order" refetch={query.refetch} networkStatus={query.networkStatus} />
    );
  }
  if (!order) {
    return (
      <Stack gap="4" aria-busy="true">
        <Text>Loading the order…</Text>
        <Skeleton height="10" />
        <Skeleton height="40" />
      </Stack>
    );
  }
  return <OrderDetail order={order} />;
}

/** The order's amounts in the currency it was placed in (its snapshot), as the customer was charged. */
function OrderDetail({ order }: { order: Order }) {
  const locale = useShopLocale();
  // The tab says which order, not the id in the address.
  usePageMeta(useMemo(() => ({ kind: "titled", title: `Order #${String(order.number)}` }), [order.number]));
  const printing = useOrderPrinting();
  return (
    <MoneyCurrency currency={order.currency}>
      <Stack gap="6">
        <Stack gap="2">
          <Link asChild textStyle="sm" color="fg.muted">
            <RouterLink to={adminHref("orders")}>← All orders</RouterLink>
          </Link>
          <HStack gap="3" wrap="wrap">
            <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
              Order #{order.number}
            </Heading>
            <OrderStatusBadge status={order.status} />
            <PaymentStatusBadge status={order.paymentStatus} />
          </HStack>
          <Text color="fg.muted" textStyle="sm">
            Placed <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, locale)}</time> · {itemsText(order.itemCount)}
          </Text>
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" loading={printing.loading === "invoice"} loadingText="Preparing…" onClick={() => void printing.print("invoice", [order.id])}>
              Print invoice
            </Button>
            <Button
              size="sm"
              variant="outline"
              loading={printing.loading === "packing-slip"}
              loadingText="Preparing…"
              onClick={() => void printing.print("packing-slip", [order.id])}
            >
              Print packing slip
            </Button>
          </HStack>
          {printing.sheets}
        </Stack>
        {awaitsPhoneConfirmation(order) ? <ConfirmByPhonePanel order={order} /> : null}
        {/* On a phone the actions come first; on a wide screen they sit beside the order (same DOM order). */}
        <Grid
          templateColumns={{ base: "minmax(0, 1fr)", xl: "minmax(0, 3fr) minmax(0, 2fr)" }}
          templateRows={{ xl: "auto 1fr" }}
          gap="6"
          alignItems="start"
        >
          <Box gridColumn={{ xl: "2" }} gridRow={{ xl: "1" }} minW="0">
            <OrderStatusPanel order={order} />
          </Box>
          <Stack gap="6" minW="0" gridColumn={{ xl: "1" }} gridRow={{ xl: "1 / span 2" }}>
            <OrderLines order={order} />
            <OrderContactPanel key={order.updatedAt} order={order} />
            <OrderHistory order={order} />
          </Stack>
          <Stack gap="6" gridColumn={{ xl: "2" }} gridRow={{ xl: "2" }} minW="0">
            <OrderShipmentPanel order={order} />
            <InternalNotePanel key={order.updatedAt} order={order} />
          </Stack>
        </Grid>
      </Stack>
    </MoneyCurrency>
  );
}

/**
 * The lines as rows that stack on a phone (image and name, then quantity and line total), so
 * nothing needs a sideways scroll at 360 px; beside each other on a wide screen.
 */
function OrderLines({ order }: { order: Order }) {
  return (
    <Card.Root variant="outline">
      <Card.Body gap="4">
        <Heading as="h2" size="md">
          Items
        </Heading>
        <Stack as="ul" gap="0" listStyleType="none" aria-label={`Items of order #${String(order.number)}`}>
          {order.lines.map((line, index) => (
            <Grid
              as="li"
              key={line.id}
              templateColumns={{ base: "3rem minmax(0, 1fr)", md: "3rem minmax(0, 1fr) auto" }}
              columnGap="3"
              rowGap="2"
              py="3"
              borderTopWidth={index === 0 ? "0" : "1px"}
            >
              {line.image ? (
                <Image src={line.image} alt="" boxSize="12" objectFit="cover" rounded="l1" bg="bg.muted" loading="lazy" />
              ) : (
                <Box boxSize="12" rounded="l1" bg="bg.muted" />
              )}
              <Stack gap="0.5" minW="0">
                <Text fontWeight="medium" overflowWrap="anywhere">
                  {line.name}
                </Text>
                <Text textStyle="xs" color="fg.muted" overflowWrap="anywhere">
                  {[line.color && `Colour: ${line.color}`, line.size && `Size: ${line.size}`, `SKU ${line.sku}`].filter(Boolean).join(" · ")}
                </Text>
                <Text textStyle="xs">
                  <Money amount={line.finalUnitPrice} /> each
                  {line.discount > 0 ? (
                    <Text as="span" color="fg.muted">
                      {" "}
                      (unit price{" "}
                      <Text as="s">
                        <Money amount={line.unitPrice} />
                      </Text>
                      , −{line.discount}%)
                    </Text>
                  ) : null}
                </Text>
              </Stack>
              <HStack
                gridColumn={{ base: "2", md: "3" }}
                justify={{ base: "space-between", md: "end" }}
                align="start"
                gap="6"
                textStyle="sm"
                fontVariantNumeric="tabular-nums"
              >
                <Text>
                  <Text as="span" color="fg.muted">
                    Quantity{" "}
                  </Text>
                  {line.quantity}
                </Text>
                <Text fontWeight="medium" whiteSpace="nowrap" textAlign="end" minW={{ md: "28" }}>
                  <Text as="span" color="fg.muted" fontWeight="normal">
                    Line total{" "}
                  </Text>
                  <Money amount={line.lineTotal} />
                </Text>
              </HStack>
            </Grid>
          ))}
        </Stack>
        <Separator />
        <Stack gap="1" alignSelf="end" minW={{ sm: "64" }} w={{ base: "full", sm: "auto" }}>
          <Amount label="Subtotal" amount={order.subtotal} />
          <Amount label="Shipping" amount={order.shipping} />
          <Amount label="Total" amount={order.total} strong testId="order-total" />
          <CashToCollect order={order} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The amount the courier collects on delivery (the server's `cashToCollect`): the total until the order is paid. */
function CashToCollect({ order }: { order: Order }) {
  const nothing = order.cashToCollect === 0;
  return (
    <HStack
      justify="space-between"
      gap="6"
      mt="2"
      px="3"
      py="2"
      rounded="l2"
      bg="bg.muted"
      borderStartWidth="4px"
      borderColor={nothing ? "border" : "orange.solid"}
      fontWeight="semibold"
      data-testid="cash-to-collect"
    >
      <Text>Cash to collect</Text>
      <Text fontVariantNumeric="tabular-nums" textStyle="lg">
        <Money amount={order.cashToCollect} />
      </Text>
    </HStack>
  );
}

function Amount({ label, amount, strong = false, testId }: { label: string; amount: number; strong?: boolean; testId?: string }) {
  return (
    <HStack justify="space-between" gap="6" fontWeight={strong ? "semibold" : "normal"} textStyle={strong ? "md" : "sm"}>
      <Text>{label}</Text>
      <Text fontVariantNumeric="tabular-nums" data-testid={testId}>
        <Money amount={amount} />
      </Text>
    </HStack>
  );
}

/** What a history entry records, in words. */
function entryTitle(entry: Order["history"][number]): string {
  if (entry.kind === "PAYMENT" && entry.paymentStatus) return `Payment: ${paymentStatusLabel(entry.paymentStatus)}`;
  if (entry.kind === "CONTACT") return "Contact edited";
  return statusLabel(entry.status);
}

/** Who made a change, as the shop reads it: the admin's email where known. */
function entryActor(entry: Order["history"][number]): string {
  if (entry.by === "admin") return entry.byEmail ?? "an admin";
  if (entry.by === "customer") return entry.byEmail ? `the customer (${entry.byEmail})` : "the customer";
  if (entry.by === "guest") return "the guest";
  return changedBy(entry.by);
}

function OrderHistory({ order }: { order: Order }) {
  const locale = useShopLocale();
  return (
    <Card.Root variant="outline">
      <Card.Body gap="4">
        <Heading as="h2" size="md">
          History
        </Heading>
        <Stack as="ol" gap="3" listStyleType="none">
          {[...order.history].reverse().map((entry, index) => (
            <Stack as="li" key={`${entry.at}-${String(index)}`} gap="0.5" borderStartWidth="2px" ps="3">
              <Text fontWeight="medium">{entryTitle(entry)}</Text>
              <Text textStyle="xs" color="fg.muted">
                <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time> · by {entryActor(entry)}
              </Text>
              {entry.customerNote ? (
                <Text textStyle="sm" data-testid="history-customer-note">
                  <Text as="span" color="fg.muted">
                    Shown to the customer:{" "}
                  </Text>
                  {entry.customerNote}
                </Text>
              ) : null}
              {entry.note ? (
                <Text textStyle="sm" data-testid="history-staff-note">
                  <Text as="span" color="fg.muted">
                    Only staff see this:{" "}
                  </Text>
                  {entry.note}
                </Text>
              ) : null}
            </Stack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
