import { Link, Stack, Text } from "@chakra-ui/react";
import { type ColumnDef, createColumnHelper } from "@tanstack/react-table";
import { Link as RouterLink } from "react-router";
import { adminHref } from "../adminPaths";
import type { AdminOutgoingMessagesQuery } from "../gql/graphql";
import { MessageStatusBadge } from "./MessageStatusBadge";
import { audienceLabel, channelLabel, kindLabel, messageSummary } from "./messageView";
import { outgoingMessageHref } from "./outgoingParams";

export type OutgoingRow = AdminOutgoingMessagesQuery["outgoingMessages"]["items"][number];

const column = createColumnHelper<OutgoingRow>();

/**
 * The outgoing messages' columns: time, channel, kind in words (and to whom: shopper or owner),
 * recipient, the subject or the SMS's start (opening the message), status with its meaning, order.
 */
export function outgoingColumns(dateTime: (iso: string) => string): ColumnDef<OutgoingRow, never>[] {
  const columns = [
    column.accessor("createdAt", {
      header: "Time",
      cell: ({ getValue }) => (
        <Text asChild whiteSpace="nowrap" color="fg.muted">
          <time dateTime={getValue()}>{dateTime(getValue())}</time>
        </Text>
      ),
    }),
    column.accessor("channel", { header: "Channel", cell: ({ getValue }) => channelLabel(getValue()) }),
    column.accessor("kind", {
      header: "Kind",
      cell: ({ row }) => (
        <Stack gap="0">
          <Text whiteSpace="nowrap">{kindLabel(row.original.kind)}</Text>
          <Text textStyle="xs" color="fg.muted">
            {audienceLabel(row.original.audience)}
          </Text>
        </Stack>
      ),
    }),
    column.accessor("to", { header: "To", cell: ({ getValue }) => <Text overflowWrap="anywhere">{getValue()}</Text> }),
    column.display({
      id: "summary",
      header: "Subject or text",
      cell: ({ row }) => (
        <Link asChild colorPalette="blue" minW="48" display="inline-block">
          <RouterLink to={outgoingMessageHref(row.original.id)}>{messageSummary(row.original)}</RouterLink>
        </Link>
      ),
    }),
    column.accessor("status", {
      header: "Status",
      cell: ({ row }) => <MessageStatusBadge status={row.original.status} channel={row.original.channel} />,
    }),
    column.display({
      id: "order",
      header: "Order",
      cell: ({ row }) =>
        row.original.orderId ? (
          <Link asChild colorPalette="blue" whiteSpace="nowrap">
            <RouterLink to={adminHref(`orders/${encodeURIComponent(row.original.orderId)}`)}>
              {row.original.orderNumber == null ? "Order" : `#${row.original.orderNumber}`}
            </RouterLink>
          </Link>
        ) : (
          "—"
        ),
    }),
  ];
  return columns as ColumnDef<OutgoingRow, never>[];
}
