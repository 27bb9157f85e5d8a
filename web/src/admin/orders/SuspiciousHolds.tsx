import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Box, Button, Field, HStack, Heading, Link, Skeleton, Stack, Text, Textarea, Wrap } from "@chakra-ui/react";
import { ORDER_ADMIN_LIMITS, orderNoteRules } from "@shop/common";
import { useId, useState } from "react";
import toast from "react-hot-toast";
import { Link as RouterLink } from "react-router";
import { formatDateTime } from "../../orders";
import { QueryLoadError } from "../../shared/components/QueryLoadError";
import { useShopLocale } from "../../shared/money/useShopLocale";
import { ConfirmDialog } from "../components/ConfirmDialog";
import {
  AdminOrdersDocument,
  AdminPendingOrderCountDocument,
  AdminSuspiciousHoldsDocument,
  type AdminSuspiciousHoldsQuery,
  type HoldGroupKind,
  ReleaseHoldsDocument,
} from "../gql/graphql";
import { orderDetailHref } from "./orderTableParams";
import { ORDER_POLL_MS, usePageVisible } from "./usePageVisible";

type Hold = AdminSuspiciousHoldsQuery["suspiciousHolds"][number];

const KIND_LABEL: Record<HoldGroupKind, string> = {
  CLIENT_ADDRESS: "Guest orders from one client address",
  PHONE: "Orders with one phone number",
  ORDER: "One large order",
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The Pending page's suspicious holds (decision 039): groups of pending orders from one guest
 * address or one phone, or single orders, that hold many units; the admin can release a group
 * (cancel its orders and return their stock) after confirming, with a reason only staff see.
 */
export function SuspiciousHolds() {
  const visible = usePageVisible();
  const holds = useQuery(AdminSuspiciousHoldsDocument, { fetchPolicy: "cache-and-network", pollInterval: visible ? ORDER_POLL_MS : 0 });
  const [releasing, setReleasing] = useState<Hold | null>(null);
  const headingId = useId();

  let content;
  if (holds.error) {
    content = <QueryLoadError error={holds.error} fallback="Failed to fetch suspicious holds" refetch={holds.refetch} networkStatus={holds.networkStatus} />;
  } else if (!holds.data) {
    content = (
      <Stack gap="2" aria-busy="true">
        <Skeleton height="16" />
        <Skeleton height="16" />
      </Stack>
    );
  } else if (holds.data.suspiciousHolds.length === 0) {
    content = (
      <Text color="fg.muted" textStyle="sm">
        None: no guest address, phone or single order is holding an unusual share of the stock.
      </Text>
    );
  } else {
    content = (
      <Stack as="ul" gap="3" listStyleType="none" ms="0">
        {holds.data.suspiciousHolds.map((hold) => (
          <HoldCard key={`${hold.kind}:${hold.orders[0]?.id ?? hold.since}`} hold={hold} onRelease={() => setReleasing(hold)} />
        ))}
      </Stack>
    );
  }

  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderColor="border.warning" borderRadius="l2" p={{ base: "3", md: "4" }}>
      <Heading as="h2" id={headingId} size="md" mb="1">
        Suspicious holds
      </Heading>
      <Text color="fg.muted" textStyle="sm" mb="3">
        Pending orders hold their stock until confirmed (a guest&apos;s for 24 hours). Many items or orders from one address or one phone may be
        someone keeping stock from other shoppers.
      </Text>
      {content}
      <ReleaseDialog hold={releasing} onClose={() => setReleasing(null)} />
    </Box>
  );
}

function HoldCard({ hold, onRelease }: { hold: Hold; onRelease: () => void }) {
  const locale = useShopLocale();
  const shown = hold.orders.length;
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="3">
      <HStack justify="space-between" align="start" wrap="wrap" gap="3">
        <Stack gap="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold">{KIND_LABEL[hold.kind]}</Text>
            <Badge colorPalette="orange">{plural(hold.units, "item")}</Badge>
            <Badge>{plural(hold.orderCount, "order")}</Badge>
          </HStack>
          <Text color="fg.muted" textStyle="sm">
            Since {formatDateTime(hold.since, locale)}
            {hold.orders[0] ? ` · ${hold.orders[0].name}, ${hold.orders[0].phone}` : ""}
          </Text>
          <Wrap gap="2" aria-label="Orders">
            {hold.orders.map((order) => (
              <Link key={order.id} asChild color="blue.fg" textStyle="sm">
                <RouterLink to={orderDetailHref(order.id)}>
                  #{order.number} ({order.itemCount})
                </RouterLink>
              </Link>
            ))}
          </Wrap>
        </Stack>
        <Button size="sm" colorPalette="red" variant="outline" onClick={onRelease}>
          Release {shown === 1 ? "order" : `${shown} orders`}
        </Button>
      </HStack>
    </Box>
  );
}

function ReleaseDialog({ hold, onClose }: { hold: Hold | null; onClose: () => void }) {
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [release, { loading }] = useMutation(ReleaseHoldsDocument, {
    refetchQueries: [AdminSuspiciousHoldsDocument, AdminPendingOrderCountDocument, AdminOrdersDocument],
  });
  const reasonId = useId();
  const close = () => {
    setReason("");
    setProblem(null);
    onClose();
  };
  const confirm = () => {
    if (!hold) return;
    const invalid = orderNoteRules.historyNote(reason);
    if (invalid) {
      setProblem(invalid);
      return;
    }
    release({ variables: { orderIds: hold.orders.map((o) => o.id), reason: reason.trim() || null } })
      .then(({ data }) => {
        const count = data?.releaseHolds.length ?? 0;
        toast.success(count ? `Released ${plural(count, "order")}; their stock is back on sale` : "Nothing to release: those orders are no longer pending");
        close();
      })
      .catch((error: unknown) => setProblem(error instanceof Error ? error.message : String(error)));
  };
  const count = hold?.orders.length ?? 0;
  return (
    <ConfirmDialog
      open={hold !== null}
      onClose={close}
      title={`Release ${plural(count, "order")}?`}
      confirmLabel="Release"
      cancelLabel="Back"
      busy={loading}
      busyLabel="Releasing…"
      destructive
      onConfirm={confirm}
    >
      <Text>
        {count === 1 ? "The order is" : "These orders are"} cancelled by the shop and {hold ? plural(hold.units, "item") : "their items"} go back on sale.
        Orders confirmed meanwhile are left as they are. The customer sees only that the shop cancelled.
      </Text>
      <Field.Root mt="4" invalid={problem !== null}>
        <Field.Label htmlFor={reasonId}>Reason, seen by staff only (optional)</Field.Label>
        <Textarea id={reasonId} value={reason} maxLength={ORDER_ADMIN_LIMITS.historyNote} rows={2} onChange={(event) => setReason(event.currentTarget.value)} />
        {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
      </Field.Root>
    </ConfirmDialog>
  );
}
