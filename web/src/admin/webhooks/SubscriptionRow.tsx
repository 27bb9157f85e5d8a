import { Alert, Badge, Box, Button, Grid, HStack, Heading, Stack, Text, Wrap } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import type { AdminWebhookSubscriptionFieldsFragment } from "../gql/graphql";
import { deliveriesHref } from "./deliveriesParams";
import { eventLabel, sortedEvents } from "./webhookEvents";
import { ownerText, secretPrefixText, subscriptionBadge, subscriptionNotice } from "./webhookView";

export interface SubscriptionRowProps {
  subscription: AdminWebhookSubscriptionFieldsFragment;
  dateTime: (iso: string) => string;
  onEdit: () => void;
  onRotate: () => void;
  onDelete: () => void;
}

/** One labelled detail of the row: label above value. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5" minW="0">
      <Box as="dt" color="fg.muted" textStyle="xs">
        {label}
      </Box>
      <Box as="dd" textStyle="sm" overflowWrap="anywhere">
        {children}
      </Box>
    </Stack>
  );
}

/**
 * One subscription: its URL and state, its events in words, its owner, its secret's first
 * characters and when it was made; a failing or disabled one says since when and why. Actions:
 * its deliveries, Edit, Rotate secret and Delete.
 */
export function SubscriptionRow({ subscription, dateTime, onEdit, onRotate, onDelete }: SubscriptionRowProps) {
  const badge = subscriptionBadge(subscription);
  const notice = subscriptionNotice(subscription, dateTime);
  const url = subscription.url;
  return (
    <Box as="li" borderWidth="1px" rounded="l3" bg={subscription.enabled ? "bg" : "bg.muted"} p="4">
      <Stack gap="3">
        <Stack direction={{ base: "column", md: "row" }} gap="2" justify="space-between" align={{ md: "start" }}>
          <HStack gap="2" wrap="wrap" minW="0" align="center">
            <Heading as="h2" size="sm" fontFamily="mono" fontWeight="medium" overflowWrap="anywhere" minW="0">
              {url}
            </Heading>
            <Badge colorPalette={badge.colorPalette}>{badge.label}</Badge>
          </HStack>
          <HStack gap="1" wrap="wrap" flexShrink="0">
            <Button asChild size="sm" variant="outline">
              <RouterLink to={deliveriesHref(subscription.id)} aria-label={`Deliveries to ${url}`}>
                Deliveries
              </RouterLink>
            </Button>
            <Button size="sm" variant="outline" aria-label={`Edit webhook ${url}`} onClick={onEdit}>
              Edit
            </Button>
            <Button size="sm" variant="outline" aria-label={`Rotate secret of ${url}`} onClick={onRotate}>
              Rotate secret
            </Button>
            <Button size="sm" variant="ghost" colorPalette="red" aria-label={`Delete webhook ${url}`} onClick={onDelete}>
              Delete
            </Button>
          </HStack>
        </Stack>

        {notice ? (
          <Alert.Root status={subscription.enabled ? "warning" : "neutral"} size="sm">
            <Alert.Indicator />
            <Alert.Description>{notice}</Alert.Description>
          </Alert.Root>
        ) : null}

        <Wrap gap="1" as="ul" listStyle="none" aria-label="Events">
          {sortedEvents(subscription.events).map((event) => (
            <Badge as="li" key={event} variant="outline" colorPalette="blue">
              {eventLabel(event)}
            </Badge>
          ))}
        </Wrap>

        <Grid as="dl" templateColumns={{ base: "repeat(2, minmax(0, 1fr))", md: "repeat(4, minmax(0, 1fr))" }} gap="3">
          <Detail label="Owner">{ownerText(subscription)}</Detail>
          <Detail label="Secret">
            <Text as="span" fontFamily="mono">
              {secretPrefixText(subscription.secretPrefix)}
            </Text>
          </Detail>
          <Detail label="Created">{dateTime(subscription.createdAt)}</Detail>
          <Detail label="Failing since">{subscription.failingSince ? dateTime(subscription.failingSince) : "—"}</Detail>
        </Grid>
      </Stack>
    </Box>
  );
}
