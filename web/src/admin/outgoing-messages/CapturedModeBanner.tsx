import { useQuery } from "@apollo/client/react";
import { Alert, Code, Text } from "@chakra-ui/react";
import { AdminMessageDeliveryDocument } from "../gql/graphql";
import { capturedChannels } from "./messageView";

/**
 * Said at the top of the outgoing messages while email or SMS is only captured: the shop keeps
 * them here and sends nothing, until a server administrator sets the SMTP server or the SMS
 * gateway (README, "Email and SMS"; docs/notifications.md).
 */
export function CapturedModeBanner() {
  const settings = useQuery(AdminMessageDeliveryDocument, { fetchPolicy: "cache-and-network" });
  const delivery = settings.data?.notificationSettings;
  if (!delivery) return null;
  const captured = capturedChannels(delivery);
  if (captured.length === 0) return null;
  const both = captured.length === 2;
  const what = both ? "Emails and SMS are" : captured[0] === "EMAIL" ? "Emails are" : "SMS are";
  return (
    <Alert.Root status="warning" role="region" aria-label="Messages are not being sent">
      <Alert.Indicator />
      <Alert.Content gap="1">
        <Alert.Title>{what} not being sent: they are captured here</Alert.Title>
        <Alert.Description>
          <Text>
            Shoppers and you receive nothing until the shop is connected
            {captured.includes("EMAIL") ? " to an SMTP server" : ""}
            {both ? " and" : ""}
            {captured.includes("SMS") ? " to an SMS gateway" : ""}. Each message is kept below so you can see what it would have said.
          </Text>
          <Text mt="1">
            To send them, the server's administrator sets {captured.includes("EMAIL") ? <><Code>SMTP_URL</Code> and <Code>MAIL_FROM</Code></> : null}
            {both ? " and " : ""}
            {captured.includes("SMS") ? <><Code>SMS_PROVIDER</Code>, <Code>SMS_API_KEY</Code> and <Code>SMS_SENDER_ID</Code></> : null} and
            restarts the shop: see “How to connect a real SMTP server and SMS gateway” in the README and{" "}
            <Code>docs/notifications.md</Code>.
          </Text>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
