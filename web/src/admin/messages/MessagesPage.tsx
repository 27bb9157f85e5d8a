import { Badge, Box, HStack, Heading, LinkBox, LinkOverlay, List, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useMemo } from "react";
import { Link as RouterLink } from "react-router";
import { useShopLocale } from "../../shared/money/useShopLocale";
import { TableSearchBox } from "../components/TableSearchBox";
import { AdminContactMessagesDocument, type AdminContactMessagesQuery } from "../gql/graphql";
import { ListQueryState, ListStatus, PagedList } from "../list-page/ListQueryState";
import { ChoiceSelect } from "../list-page/ListToolbar";
import { SEARCH_MAX_LENGTH } from "@shop/common";
import { useListPage } from "../list-page/useListPage";
import { STATUS_OPTIONS, inbox, inboxVariables, messageHref } from "./inboxParams";

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
  const page = useListPage(inbox, AdminContactMessagesDocument, { variables: inboxVariables, page: (data) => data.contactMessages });
  const { view, list, shown, change } = page;

  const locale = useShopLocale();
  const date = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
    return (iso: string) => format.format(new Date(iso));
  }, [locale]);

  const unread = page.rows.filter((message) => message.status === "NEW").length;
  return (
    <Stack gap="6">
      <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
        Messages
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" alignItems="end" maxW="3xl">
        <TableSearchBox value={view.q} onSearch={(q) => change({ q }, true)} placeholder="Name, email, subject or text" maxLength={SEARCH_MAX_LENGTH} />
        <ChoiceSelect label="Show" value={view.status} choices={STATUS_OPTIONS} onChange={(status) => change({ status: status ?? "ALL" })} />
      </SimpleGrid>
      <ListStatus text={shown && summary(shown.totalItems, unread)} failed={Boolean(list.error)} loading="Loading messages…" />
      <ListQueryState
        list={list}
        error={list.error}
        errorFallback="Failed to fetch messages"
        count={shown?.items.length}
        loading={
          <Stack gap="3" aria-hidden="true">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} height="20" />
            ))}
          </Stack>
        }
        empty={{ title: "No messages yet", description: "Messages sent from the contact page appear here." }}
        narrowed={
          inbox.hasNarrowingFilters(view)
            ? { title: "No messages match", description: "No message matches this search and filter.", clearLabel: "Show every message", onClear: page.clearFilters }
            : null
        }
      >
        <PagedList totalItems={shown?.totalItems} per={view.per} page={view.page} onPageChange={page.setPage}>
          <List.Root listStyle="none" gap="2" aria-label="Messages" aria-busy={list.loading} opacity={list.loading ? 0.6 : 1}>
            {page.rows.map((message) => (
              <MessageItem key={message.id} message={message} date={date} />
            ))}
          </List.Root>
        </PagedList>
      </ListQueryState>
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
