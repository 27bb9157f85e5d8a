import { NetworkStatus } from "@apollo/client";
import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Box, Button, Collapsible, Grid, HStack, Heading, Link, List, SimpleGrid, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { type ReactNode, useState } from "react";
import toast from "react-hot-toast";
import { Link as RouterLink } from "react-router";
import { serverMessage } from "../../shared/errors/serverMessage";
import { SelectField } from "../../shared/components/SelectField";
import { ChevronRightIcon } from "../components/AdminIcons";
import {
  AdminWebhookDeliveriesDocument,
  type AdminWebhookDeliveryFieldsFragment,
  AdminWebhookSubscriptionsDocument,
  ResendWebhookDeliveryDocument,
} from "../gql/graphql";
import { ListPageBody } from "../list-page/ListPageBody";
import { ChoiceSelect } from "../list-page/ListToolbar";
import { useListPage } from "../list-page/useListPage";
import { DELIVERY_STATUS_CHOICES, WEBHOOKS_PATH, deliveriesList, deliveriesVariables } from "./deliveriesParams";
import { useDateTime } from "./useDateTime";
import { eventTypeLabel } from "./webhookEvents";
import { attemptsText, deliveryBadge, durationText, responseText } from "./webhookView";

type Delivery = AdminWebhookDeliveryFieldsFragment;

const WORDS = { none: "No deliveries", one: "1 delivery", many: "deliveries" };

/**
 * `/admin-dashboard/webhooks/deliveries`: what the shop sent to its webhooks, newest first, of one
 * webhook or all, by status, paged (the view lives in the URL: deliveriesParams.ts). Each delivery
 * opens to its attempts; "Resend" sends its event again as a new delivery (same event id, so a
 * receiver that deduplicates takes it once). Pending ones are asked for again every 10 seconds.
 */
export function WebhookDeliveriesPage() {
  const page = useListPage(deliveriesList, AdminWebhookDeliveriesDocument, {
    variables: deliveriesVariables,
    page: (data) => data.webhookDeliveries,
    pollInterval: 10_000,
  });
  const { view, list, change } = page;
  const subscriptions = useQuery(AdminWebhookSubscriptionsDocument, { fetchPolicy: "cache-first" });
  const dateTime = useDateTime();
  const [resend, resending] = useMutation(ResendWebhookDeliveryDocument);
  const [resendingId, setResendingId] = useState<string | null>(null);

  const known = subscriptions.data?.webhookSubscriptions ?? [];
  const webhookOptions = [
    { value: "", label: "All webhooks" },
    ...known.map((subscription) => ({ value: subscription.id, label: subscription.url })),
    ...(view.subscription && !known.some((subscription) => subscription.id === view.subscription)
      ? [{ value: view.subscription, label: subscriptions.data ? "A deleted webhook" : "This webhook" }]
      : []),
  ];
  // Another page or filter loading dims the rows shown; the 10-second poll and a resend's refetch do not.
  const changing = list.networkStatus === NetworkStatus.loading || list.networkStatus === NetworkStatus.setVariables;
  const chosen = known.find((subscription) => subscription.id === view.subscription);

  const resendDelivery = async (delivery: Delivery) => {
    setResendingId(delivery.id);
    try {
      await resend({ variables: { id: delivery.id } });
      toast.success(`${eventTypeLabel(delivery.eventType)}: sent again`);
      await list.refetch();
    } catch (error) {
      toast.error(serverMessage(error, "Failed to resend the delivery"));
    } finally {
      setResendingId(null);
    }
  };

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Link asChild colorPalette="blue" textStyle="sm" alignSelf="start">
          <RouterLink to={WEBHOOKS_PATH}>← Webhooks</RouterLink>
        </Link>
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
          Webhook deliveries
        </Heading>
        {chosen ? (
          <Text color="fg.muted" fontFamily="mono" textStyle="sm" overflowWrap="anywhere">
            {chosen.url}
          </Text>
        ) : null}
      </Stack>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" alignItems="end" maxW="3xl">
        <SelectField label="Webhook" value={view.subscription ?? ""} options={webhookOptions} onValueChange={(id) => change({ subscription: id || null })} />
        <ChoiceSelect label="Status" value={view.status} choices={DELIVERY_STATUS_CHOICES} any="Any status" onChange={(status) => change({ status })} />
      </SimpleGrid>
      <ListPageBody
        page={page}
        words={WORDS}
        loading="Loading deliveries…"
        errorFallback="Failed to fetch deliveries"
        placeholder={
          <Stack gap="3" aria-hidden="true">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} height="24" rounded="l3" />
            ))}
          </Stack>
        }
        empty={{
          title: "No deliveries yet",
          description: view.subscription
            ? "Nothing has been sent to this webhook yet. A delivery appears here as soon as one of its events happens in the shop."
            : "Nothing has been sent to a webhook yet. Each time an event a webhook listens to happens (an order placed, stock running low), its delivery appears here with every attempt.",
        }}
        narrowed={
          view.status
            ? {
                title: "No deliveries with this status",
                description: "No delivery matches this status. Deliveries of other statuses are still in the log.",
                clearLabel: "Show every status",
                onClear: () => change({ status: null }),
              }
            : null
        }
      >
        <List.Root listStyle="none" gap="3" aria-label="Deliveries" aria-busy={changing} opacity={changing ? 0.6 : 1}>
          {page.rows.map((delivery) => (
            <DeliveryItem
              key={delivery.id}
              delivery={delivery}
              dateTime={dateTime}
              showUrl={!view.subscription}
              resending={resending.loading && resendingId === delivery.id}
              onResend={() => void resendDelivery(delivery)}
            />
          ))}
        </List.Root>
      </ListPageBody>
    </Stack>
  );
}

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

interface DeliveryItemProps {
  delivery: Delivery;
  dateTime: (iso: string) => string;
  /** The receiver's URL, when the log shows every webhook's. */
  showUrl: boolean;
  resending: boolean;
  onResend: () => void;
}

/** One delivery: its event, status, attempts, last answer and error, times; opens to its attempt log. */
function DeliveryItem({ delivery, dateTime, showUrl, resending, onResend }: DeliveryItemProps) {
  const badge = deliveryBadge(delivery.status);
  const event = eventTypeLabel(delivery.eventType);
  const time = (iso: string | null | undefined) => (iso ? <time dateTime={iso}>{dateTime(iso)}</time> : "—");
  return (
    <List.Item borderWidth="1px" rounded="l3" p="4" bg="bg">
      <Stack gap="3" as="article" aria-label={`${event}, ${badge.label}`}>
        <Stack direction={{ base: "column", sm: "row" }} justify="space-between" gap="2">
          <Stack gap="0.5" minW="0">
            <HStack gap="2" wrap="wrap">
              <Heading as="h2" size="sm">
                {event}
              </Heading>
              <Badge colorPalette={badge.colorPalette}>{badge.label}</Badge>
            </HStack>
            <Text textStyle="xs" color="fg.muted" fontFamily="mono" overflowWrap="anywhere">
              {delivery.eventType} · {delivery.eventId}
            </Text>
            {showUrl ? (
              <Text textStyle="xs" color="fg.muted" fontFamily="mono" overflowWrap="anywhere">
                {delivery.url}
              </Text>
            ) : null}
          </Stack>
          <Button size="sm" variant="outline" alignSelf={{ base: "start", sm: "center" }} loading={resending} loadingText="Resending…" onClick={onResend} aria-label={`Resend ${event} ${delivery.eventId}`}>
            Resend
          </Button>
        </Stack>

        <Grid as="dl" templateColumns={{ base: "repeat(2, minmax(0, 1fr))", md: "repeat(5, minmax(0, 1fr))" }} gap="3">
          <Detail label="Attempts">{attemptsText(delivery.attempts)}</Detail>
          <Detail label="Last response">{delivery.attempts ? responseText(delivery.responseCode) : "—"}</Detail>
          <Detail label="Created">{time(delivery.createdAt)}</Detail>
          <Detail label="Last attempt">{time(delivery.lastAttemptAt)}</Detail>
          <Detail label={delivery.status === "DELIVERED" ? "Delivered" : "Next attempt"}>
            {delivery.status === "DELIVERED" ? time(delivery.deliveredAt) : delivery.status === "PENDING" ? time(delivery.nextAttemptAt) : "None: gave up"}
          </Detail>
        </Grid>
        {delivery.error ? (
          <Text textStyle="sm" color="fg.error" overflowWrap="anywhere">
            Last error: {delivery.error}
          </Text>
        ) : null}

        {delivery.log.length > 0 ? <AttemptLog delivery={delivery} dateTime={dateTime} /> : null}
      </Stack>
    </List.Item>
  );
}

/** The delivery's attempts, oldest first, behind a disclosure. */
function AttemptLog({ delivery, dateTime }: { delivery: Delivery; dateTime: (iso: string) => string }) {
  return (
    <Collapsible.Root>
      <Collapsible.Trigger asChild>
        <Button variant="plain" px="0" size="sm" fontWeight="semibold" alignSelf="start">
          <Collapsible.Indicator aria-hidden="true" transition="transform 0.2s" _open={{ transform: "rotate(90deg)" }}>
            <ChevronRightIcon />
          </Collapsible.Indicator>
          Attempt log ({delivery.log.length})
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Table.ScrollArea borderWidth="1px" rounded="l2" mt="2" tabIndex={0} role="region" aria-label="Attempts, scrollable" focusVisibleRing="outside">
          <Table.Root size="sm" aria-label="Attempts">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>#</Table.ColumnHeader>
                <Table.ColumnHeader>Time</Table.ColumnHeader>
                <Table.ColumnHeader>Result</Table.ColumnHeader>
                <Table.ColumnHeader>Took</Table.ColumnHeader>
                <Table.ColumnHeader>Error</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {delivery.log.map((attempt) => (
                <Table.Row key={attempt.attempt}>
                  <Table.Cell>{attempt.attempt}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    <time dateTime={attempt.at}>{dateTime(attempt.at)}</time>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    <Badge colorPalette={attempt.ok ? "green" : "red"} variant="subtle">
                      {attempt.ok ? "OK" : "Failed"}
                    </Badge>{" "}
                    {responseText(attempt.responseCode)}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{durationText(attempt.durationMs)}</Table.Cell>
                  <Table.Cell minW="40" overflowWrap="anywhere">
                    {attempt.error ?? "—"}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
