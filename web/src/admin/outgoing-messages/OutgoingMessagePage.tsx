import { useQuery } from "@apollo/client/react";
import { Box, Heading, Link, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink, useParams } from "react-router";
import { EmptyNotice } from "../../shared/components/EmptyNotice";
import { QueryLoadError } from "../../shared/components/QueryLoadError";
import { adminHref } from "../adminPaths";
import { DetailList } from "../components/DetailList";
import { AdminOutgoingMessageDocument } from "../gql/graphql";
import { useDateTime } from "../webhooks/useDateTime";
import { CapturedModeBanner } from "./CapturedModeBanner";
import { MessageStatusBadge } from "./MessageStatusBadge";
import { audienceLabel, channelLabel, kindLabel, statusBadge } from "./messageView";
import { OUTGOING_PATH } from "./outgoingParams";

/**
 * `/admin-dashboard/outgoing-messages/:id`: one email or SMS as it was (or would have been) sent:
 * its details, the email's HTML in a sandboxed frame (no scripts, no access to the admin's page:
 * the HTML holds what a shopper typed), and its plain text.
 */
export function OutgoingMessagePage() {
  const { id = "" } = useParams();
  const query = useQuery(AdminOutgoingMessageDocument, { variables: { id }, fetchPolicy: "cache-and-network", notifyOnNetworkStatusChange: true });
  const dateTime = useDateTime();

  if (query.error && !query.data) {
    return <QueryLoadError error={query.error} fallback="Failed to load the message" refetch={query.refetch} networkStatus={query.networkStatus} />;
  }
  if (!query.data) {
    return (
      <Stack gap="4" aria-busy="true">
        <Text>Loading the message…</Text>
        <Skeleton height="10" />
        <Skeleton height="80" />
      </Stack>
    );
  }
  const message = query.data.outgoingMessage;
  if (!message) {
    return (
      <EmptyNotice frame="dashed" titleAs="h1" title="Message not found" description="There is no message with this address; old messages are removed after 90 days.">
        <RouterLink to={OUTGOING_PATH}>Back to outgoing messages</RouterLink>
      </EmptyNotice>
    );
  }

  const title = message.subject ?? `${channelLabel(message.channel)} to ${message.to}`;
  const status = statusBadge(message.status, message.channel);
  const details: [string, string][] = [
    ["Kind", `${kindLabel(message.kind)} (to the ${audienceLabel(message.audience).toLowerCase()})`],
    ["Channel", channelLabel(message.channel)],
    ["To", message.to],
    ["Status", status.explanation ? `${status.label}: ${status.explanation}` : status.label],
    ["Created", dateTime(message.createdAt)],
    ...(message.sentAt ? ([["Sent", dateTime(message.sentAt)]] as [string, string][]) : []),
    // A captured message went nowhere: its status says so.
    ...(message.status === "CAPTURED" ? [] : ([["Sent through", message.transport]] as [string, string][])),
    ...(message.error ? ([["Error", message.error]] as [string, string][]) : []),
  ];

  return (
    <Stack gap="6" maxW="4xl">
      <Link asChild alignSelf="start" textStyle="sm" colorPalette="blue" variant="underline">
        <RouterLink to={OUTGOING_PATH}>← Outgoing messages</RouterLink>
      </Link>
      {message.status === "CAPTURED" ? <CapturedModeBanner /> : null}
      <Stack gap="2">
        <Heading as="h1" size={{ base: "xl", md: "2xl" }} overflowWrap="anywhere">
          {title}
        </Heading>
        <MessageStatusBadge status={message.status} channel={message.channel} />
      </Stack>
      <DetailList items={details} />
      {message.orderId ? (
        <Link asChild alignSelf="start" colorPalette="blue">
          <RouterLink to={adminHref(`orders/${encodeURIComponent(message.orderId)}`)}>
            {message.orderNumber == null ? "Open the order" : `Open order #${message.orderNumber}`}
          </RouterLink>
        </Link>
      ) : null}

      {message.html ? (
        <Stack as="section" gap="2" aria-labelledby="outgoing-html">
          <Heading as="h2" size="md" id="outgoing-html">
            As the email shows
          </Heading>
          <Box borderWidth="1px" rounded="l3" overflow="hidden" bg="white">
            {/* sandbox without allow-scripts or allow-same-origin: the HTML runs nothing and reaches nothing of the admin. */}
            <iframe title={`The email “${title}”`} sandbox="" srcDoc={message.html} style={{ width: "100%", height: "640px", border: 0, display: "block" }} />
          </Box>
        </Stack>
      ) : null}

      <Stack as="section" gap="2" aria-labelledby="outgoing-text">
        <Heading as="h2" size="md" id="outgoing-text">
          {message.channel === "SMS" ? "Text" : "Plain text"}
        </Heading>
        <Box as="pre" fontFamily={message.channel === "SMS" ? "body" : "mono"} textStyle="sm" bg="bg.muted" p="4" rounded="l3" whiteSpace="pre-wrap" overflowWrap="anywhere">
          {message.text}
        </Box>
        {message.channel === "SMS" ? (
          <Text textStyle="xs" color="fg.muted">
            {message.text.length} characters
          </Text>
        ) : null}
      </Stack>
    </Stack>
  );
}
