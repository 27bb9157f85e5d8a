import { SEARCH_MAX_LENGTH } from "@shop/common";
import { useQuery } from "@apollo/client/react";
import { Badge, Box, Button, HStack, Heading, LinkBox, LinkOverlay, List, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useMemo } from "react";
import { Link as RouterLink } from "react-router";
import { ProductListPagination } from "../../catalog/components/ProductListPagination";
import { EmptyNotice } from "../../shared/components/EmptyNotice";
import { QueryLoadError } from "../../shared/components/QueryLoadError";
import { SelectField } from "../../shared/components/SelectField";
import { useMoneySettings } from "../../shared/settings/useMoneySettings";
import { TableSearchBox } from "../components/TableSearchBox";
import { AdminContactMessagesDocument, type AdminContactMessagesQuery } from "../gql/graphql";
import { useLastPageLimit, useUrlView } from "../components/useUrlView";
import {
  INBOX_PAGE_SIZE,
  STATUS_OPTIONS,
  inboxVariables,
  messageHref,
  parseInboxParams,
  serializeInboxParams,
  withInboxView,
} from "./inboxParams";

type InboxMessage = AdminContactMessagesQuery["contactMessages"]["items"][number];

function summary(totalItems: number, unread: number): string {
  if (totalItems === 0) return "No messages";
  const count = totalItems === 1 ? "1 message" : `${totalItems} messages`;
  return unread > 0 ? `${count}, ${unread} new on this page` : count;
}

/**
 * `/admin-dashboard/contact-messages`: the contact form's messages, NEW ones first and emphasised,
 * each opening its own page; the status filter, the search and the page live in the URL (inboxParams.ts).
 */
export function MessagesPage() {
  const view = useUrlView(parseInboxParams, serializeInboxParams);
  const { params, go } = view;

  const list = useQuery(AdminContactMessagesDocument, {
    variables: inboxVariables(params),
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const shown = list.error ? undefined : (list.data ?? list.previousData);
  useLastPageLimit(view, list.data?.contactMessages.totalItems, INBOX_PAGE_SIZE);

  const { locale } = useMoneySettings();
  const date = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
    return (iso: string) => format.format(new Date(iso));
  }, [locale]);

  let content;
  if (list.error) {
    content = <QueryLoadError error={list.error} fallback="Failed to fetch messages" refetch={list.refetch} networkStatus={list.networkStatus} />;
  } else if (!shown) {
    content = (
      <Stack gap="3" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height="20" />
        ))}
      </Stack>
    );
  } else if (shown.contactMessages.items.length === 0) {
    content =
      params.q || params.status !== "ALL" ? (
        <EmptyNotice frame="dashed" title="No messages match" description="No message matches this search and filter.">
          <Button colorPalette="blue" onClick={() => go((current) => withInboxView(current, { q: "", status: "ALL" }))}>
            Show every message
          </Button>
        </EmptyNotice>
      ) : (
        <EmptyNotice frame="dashed" title="No messages yet" description="Messages sent from the contact page appear here." />
      );
  } else {
    content = (
      <Stack gap="5">
        <List.Root listStyle="none" gap="2" aria-label="Messages" aria-busy={list.loading} opacity={list.loading ? 0.6 : 1}>
          {shown.contactMessages.items.map((message) => (
            <MessageItem key={message.id} message={message} date={date} />
          ))}
        </List.Root>
        <ProductListPagination
          totalItems={shown.contactMessages.totalItems}
          pageSize={INBOX_PAGE_SIZE}
          page={params.page}
          onPageChange={(page) => go((current) => ({ ...current, page }))}
        />
      </Stack>
    );
  }

  const unread = shown?.contactMessages.items.filter((message) => message.status === "NEW").length ?? 0;
  return (
    <Stack gap="6">
      <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
        Messages
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" alignItems="end" maxW="3xl">
        <TableSearchBox
          value={params.q}
          onSearch={(q) => go((current) => withInboxView(current, { q }), true)}
          placeholder="Name, email, subject or text"
          maxLength={SEARCH_MAX_LENGTH}
        />
        <SelectField
          label="Show"
          value={params.status}
          options={STATUS_OPTIONS.map((option) => ({ value: option.status, label: option.label }))}
          onValueChange={(status) => go((current) => withInboxView(current, { status }))}
        />
      </SimpleGrid>
      <Text role="status" aria-live="polite" color="fg.muted" textStyle="sm">
        {shown ? summary(shown.contactMessages.totalItems, unread) : list.error ? "" : "Loading messages…"}
      </Text>
      {content}
    </Stack>
  );
}

/** One message in the list: the whole card opens it; a new one is bold, marked and edged in blue. */
function MessageItem({ message, date }: { message: InboxMessage; date: (iso: string) => string }) {
  const unread = message.status === "NEW";
  return (
    <List.Item>
      <LinkBox
        as="article"
        borderWidth="1px"
        borderStartWidth={unread ? "4px" : "1px"}
        borderStartColor={unread ? "blue.solid" : undefined}
        rounded="l3"
        bg={unread ? "bg" : "bg.subtle"}
        px="4"
        py="3"
        _hover={{ bg: "bg.muted" }}
        _focusWithin={{ outlineWidth: "2px", outlineStyle: "solid", outlineColor: "blue.focusRing", outlineOffset: "2px" }}
      >
        <Stack gap="1" minW="0">
          <HStack justify="space-between" gap="3" wrap="wrap">
            <HStack gap="2" minW="0">
              {unread ? (
                <Badge colorPalette="blue" variant="solid">
                  New
                </Badge>
              ) : (
                <Badge variant="surface">Resolved</Badge>
              )}
              <Text fontWeight={unread ? "bold" : "medium"} truncate>
                {message.name}
              </Text>
              <Text color="fg.muted" textStyle="sm" truncate hideBelow="sm">
                {message.email}
              </Text>
            </HStack>
            <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap">
              <time dateTime={message.createdAt}>{date(message.createdAt)}</time>
            </Text>
          </HStack>
          <LinkOverlay asChild>
            <RouterLink to={messageHref(message.id)}>
              <Text as="span" fontWeight={unread ? "bold" : "normal"} overflowWrap="anywhere">
                {message.subject}
              </Text>
            </RouterLink>
          </LinkOverlay>
          <Box color="fg.muted" textStyle="sm" lineClamp={2} overflowWrap="anywhere">
            {message.message}
          </Box>
        </Stack>
      </LinkBox>
    </List.Item>
  );
}
