import { Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { SEARCH_MAX_LENGTH } from "@shop/common";
import { useMemo } from "react";
import { DataTable } from "../components/DataTable";
import { TableSearchBox } from "../components/TableSearchBox";
import { AdminOutgoingMessagesDocument } from "../gql/graphql";
import { ListPageBody } from "../list-page/ListPageBody";
import { ChoiceSelect } from "../list-page/ListToolbar";
import { useListPage, useListTable } from "../list-page/useListPage";
import { useDateTime } from "../webhooks/useDateTime";
import { CapturedModeBanner } from "./CapturedModeBanner";
import { outgoingColumns } from "./outgoingColumns";
import { CHANNEL_CHOICES, STATUS_CHOICES, outgoingList, outgoingVariables } from "./outgoingParams";

const MESSAGES = { none: "No messages", one: "1 message", many: "messages" };
const NO_SORTING = { sorting: [], onSortingChange: () => undefined };

/**
 * `/admin-dashboard/outgoing-messages`: every email and SMS the shop made (order confirmations,
 * shipping notices, the owner's alerts), newest first, whether sent, captured (no SMTP server or
 * SMS gateway configured), queued or failed; by channel and status, searched by recipient or order
 * number (the view lives in the URL: outgoingParams.ts). Each opens to its text and HTML.
 */
export function OutgoingMessagesPage() {
  const page = useListPage(outgoingList, AdminOutgoingMessagesDocument, { variables: outgoingVariables, page: (data) => data.outgoingMessages });
  const { view, list, change } = page;
  const dateTime = useDateTime();
  const columns = useMemo(() => outgoingColumns(dateTime), [dateTime]);
  const table = useListTable({ rows: page.rows, columns, getRowId: (row) => row.id, sorting: NO_SORTING });

  return (
    <Stack gap="6">
      <Stack gap="1" maxW="3xl">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
          Outgoing messages
        </Heading>
        <Text color="fg.muted">The emails and SMS the shop sends to shoppers and to you, newest first.</Text>
      </Stack>
      <CapturedModeBanner />
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" alignItems="end" maxW="4xl">
        <TableSearchBox value={view.q} onSearch={(q) => change({ q }, true)} placeholder="Recipient or order number" maxLength={SEARCH_MAX_LENGTH} />
        <ChoiceSelect label="Channel" value={view.channel} choices={CHANNEL_CHOICES} any="Email and SMS" onChange={(channel) => change({ channel })} />
        <ChoiceSelect label="Status" value={view.status} choices={STATUS_CHOICES} any="Any status" onChange={(status) => change({ status })} />
      </SimpleGrid>
      <ListPageBody
        page={page}
        words={MESSAGES}
        loading="Loading messages…"
        errorFallback="Failed to fetch outgoing messages"
        empty={{
          title: "No messages sent yet",
          description:
            "When a shopper places an order, or it is shipped, delivered or cancelled, the shop emails and texts them; you get alerts of new orders, contact messages and low stock. Each message appears here.",
        }}
        narrowed={
          outgoingList.hasNarrowingFilters(view)
            ? { title: "No messages match", description: "No message matches this search and these filters.", clearLabel: "Show every message" }
            : null
        }
      >
        <DataTable table={table} label="Outgoing messages" skeletonRows={page.skeletonRows} busy={list.loading} />
      </ListPageBody>
    </Stack>
  );
}
