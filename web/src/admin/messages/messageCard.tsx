import { Badge, Box, HStack, LinkBox, LinkOverlay, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import type { AdminContactMessagesQuery } from "../gql/graphql";
import { messageHref } from "./inboxParams";

type InboxMessage = AdminContactMessagesQuery["contactMessages"]["items"][number];

/**
 * One message in the inbox, at every width (decision 061): who sent it, its subject, how long ago,
 * and whether it is new. The whole card opens it; a new one is bold, marked and edged in blue.
 */
export function MessageCard({ message, age, date }: { message: InboxMessage; age: string; date: string }) {
  const unread = message.status === "NEW";
  return (
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
            <time dateTime={message.createdAt} title={date}>
              {age}
            </time>
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
  );
}
