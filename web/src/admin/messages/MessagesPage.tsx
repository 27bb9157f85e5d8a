import { Heading, List, Skeleton, Stack } from "@chakra-ui/react";
import { useMemo } from "react";
import { useShopLocale } from "../../shared/money/useShopLocale";
import { TableSearchBox } from "../components/TableSearchBox";
import { AdminContactMessagesDocument } from "../gql/graphql";
import { ListPageBody } from "../list-page/ListPageBody";
import { ListFilters } from "../list-page/ListFilters";
import { ChoiceSelect } from "../list-page/ListToolbar";
import { useAge } from "../list-page/useAge";
import { SEARCH_MAX_LENGTH } from "@shop/common";
import { useListPage } from "../list-page/useListPage";
import { STATUS_OPTIONS, inbox, inboxVariables } from "./inboxParams";
import { MessageCard } from "./messageCard";

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
  const { view, list, change } = page;

  const locale = useShopLocale();
  const date = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
    return (iso: string) => format.format(new Date(iso));
  }, [locale]);
  const age = useAge(date);

  const unread = page.rows.filter((message) => message.status === "NEW").length;
  return (
    <Stack gap="6">
      <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
        Messages
      </Heading>
      <ListFilters
        columns={{ base: 1, sm: 2 }}
        maxW="3xl"
        active={inbox.activeFilterCount(view, ["q"])}
        search={<TableSearchBox value={view.q} onSearch={(q) => change({ q }, true)} placeholder="Name, email, subject or text" maxLength={SEARCH_MAX_LENGTH} />}
      >
        <ChoiceSelect label="Show" value={view.status} choices={STATUS_OPTIONS} onChange={(status) => change({ status: status ?? "ALL" })} />
      </ListFilters>
      <ListPageBody
        page={page}
        words={(total) => summary(total, unread)}
        loading="Loading messages…"
        errorFallback="Failed to fetch messages"
        placeholder={
          <Stack gap="3" aria-hidden="true">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} height="20" />
            ))}
          </Stack>
        }
        empty={{ title: "No messages yet", description: "Messages sent from the contact page appear here." }}
        narrowed={
          inbox.hasNarrowingFilters(view)
            ? { title: "No messages match", description: "No message matches this search and filter.", clearLabel: "Show every message" }
            : null
        }
      >
        <List.Root listStyle="none" gap="2" aria-label="Messages" aria-busy={list.loading} opacity={list.loading ? 0.6 : 1}>
          {page.rows.map((message) => (
            <List.Item key={message.id}>
              <MessageCard message={message} age={age(message.createdAt)} date={date(message.createdAt)} />
            </List.Item>
          ))}
        </List.Root>
      </ListPageBody>
    </Stack>
  );
}
