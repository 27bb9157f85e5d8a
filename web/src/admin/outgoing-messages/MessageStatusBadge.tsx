import { Badge, HStack, Text } from "@chakra-ui/react";
import type { MessageChannel, OutgoingMessageStatus } from "../gql/graphql";
import { statusBadge } from "./messageView";

/** The status badge with what it means beside it (Captured: "not sent: no SMTP server configured"). */
export function MessageStatusBadge({ status, channel, explain = true }: { status: OutgoingMessageStatus; channel: MessageChannel; explain?: boolean }) {
  const badge = statusBadge(status, channel);
  return (
    <HStack gap="2" align="center" wrap="wrap">
      <Badge colorPalette={badge.colorPalette} variant="surface" title={badge.explanation}>
        {badge.label}
      </Badge>
      {explain && badge.explanation ? (
        <Text as="span" textStyle="xs" color="fg.muted">
          {badge.explanation}
        </Text>
      ) : null}
    </HStack>
  );
}
