import { NetworkStatus } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useId } from "react";
import { Link as RouterLink, useSearchParams } from "react-router";
import { EmptyNotice } from "../../shared/components/EmptyNotice";
import { QueryLoadError } from "../../shared/components/QueryLoadError";
import { type SelectOption, SelectField } from "../../shared/components/SelectField";
import { ProductListPagination } from "../../catalog";
import { MyOrdersDocument, type OrderStatus } from "../../gql/graphql";
import { isOrderStatus, ORDER_STATUSES, statusLabel } from "../orderDisplay";
import { OrderCard } from "./OrderCard";
import { OrderListSkeleton } from "./OrderListSkeleton";

/** Orders per page of "Your orders". */
export const MY_ORDERS_PAGE_SIZE = 10;
export const MY_ORDERS_LOAD_ERROR = "Failed to load your orders";

const STATUS_OPTIONS: readonly SelectOption<OrderStatus | "">[] = [
  { value: "", label: "All orders" },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
];

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * The signed-in customer's orders (`myOrders`), newest first, filtered by status and a page at a
 * time; both live in the URL (`?status=PENDING&page=2`). Always read from the server, so a new
 * order or another account's sign-in never shows a stale list.
 */
export function AccountOrders() {
  const [searchParams, setSearchParams] = useSearchParams();
  const rawStatus = searchParams.get("status");
  const status: OrderStatus | null = isOrderStatus(rawStatus) ? rawStatus : null;
  const page = pageFrom(searchParams.get("page"));
  const headingId = useId();

  const { data, previousData, error, networkStatus, refetch } = useQuery(MyOrdersDocument, {
    variables: { status, skip: (page - 1) * MY_ORDERS_PAGE_SIZE, take: MY_ORDERS_PAGE_SIZE },
    fetchPolicy: "network-only",
    notifyOnNetworkStatusChange: true,
  });
  // While another page or filter loads, keep the last list (dimmed) rather than a skeleton.
  const shown = data ?? previousData;
  const updating = networkStatus === NetworkStatus.setVariables || networkStatus === NetworkStatus.refetch;

  const go = (next: { status: OrderStatus | null; page: number }) => {
    const params = new URLSearchParams(searchParams);
    if (next.status) params.set("status", next.status);
    else params.delete("status");
    if (next.page > 1) params.set("page", String(next.page));
    else params.delete("page");
    setSearchParams(params, { preventScrollReset: true });
  };

  let content;
  if (error && !shown) {
    content = (
      <QueryLoadError error={error} fallback={MY_ORDERS_LOAD_ERROR} refetch={refetch} networkStatus={networkStatus} />
    );
  } else if (!shown) {
    content = <OrderListSkeleton label="Loading your orders" />;
  } else if (shown.myOrders.items.length === 0) {
    content = (
      <EmptyNotice
        size="sm"
        frame="solid"
        title={status ? `No ${statusLabel(status).toLowerCase()} orders` : "You have no orders yet"}
        description={status ? "Try another status, or show all your orders." : "Orders you place while signed in appear here."}
      >
        {status ? (
          <Button variant="outline" onClick={() => go({ status: null, page: 1 })}>
            Show all orders
          </Button>
        ) : (
          <Button asChild colorPalette="blue">
            <RouterLink to="/product-category">Start shopping</RouterLink>
          </Button>
        )}
      </EmptyNotice>
    );
  } else {
    content = (
      <Stack gap="4">
        <Stack gap="3" opacity={updating ? 0.6 : 1} aria-busy={updating}>
          {shown.myOrders.items.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </Stack>
        <ProductListPagination
          totalItems={shown.myOrders.totalItems}
          pageSize={MY_ORDERS_PAGE_SIZE}
          page={page}
          onPageChange={(next) => go({ status, page: next })}
        />
      </Stack>
    );
  }

  return (
    <Stack as="section" gap="4" aria-labelledby={headingId}>
      <HStack justify="space-between" align="end" gap="3" wrap="wrap">
        <Stack gap="0.5">
          <Heading as="h2" size="lg" id={headingId}>
            Your account’s orders
          </Heading>
          {shown ? (
            <Text textStyle="sm" color="fg.muted" role="status">
              {shown.myOrders.totalItems === 1 ? "1 order" : `${String(shown.myOrders.totalItems)} orders`}
            </Text>
          ) : null}
        </Stack>
        <SelectField<OrderStatus | "">
          label="Filter by status"
          labelTextStyle="sm"
          w={{ base: "full", sm: "56" }}
          value={status ?? ""}
          options={STATUS_OPTIONS}
          onValueChange={(value) => go({ status: value || null, page: 1 })}
        />
      </HStack>
      {content}
    </Stack>
  );
}
