import { useMutation, useQuery } from "@apollo/client/react";
import { Button, HStack, Heading, Link, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import toast from "react-hot-toast";
import { Link as RouterLink } from "react-router";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { useConfirmAction } from "../components/useConfirmAction";
import {
  type AdminWebhookSubscriptionFieldsFragment,
  AdminWebhookSubscriptionsDocument,
  DeleteWebhookSubscriptionDocument,
  RotateWebhookSecretDocument,
} from "../gql/graphql";
import { ListQueryState, ListStatus } from "../list-page/ListQueryState";
import { deliveriesHref } from "./deliveriesParams";
import { PrivateTargetsSetting } from "./PrivateTargetsSetting";
import { SecretDialog } from "./SecretDialog";
import { SubscriptionFormDialog } from "./SubscriptionFormDialog";
import { SubscriptionRow } from "./SubscriptionRow";
import { useDateTime } from "./useDateTime";

type Subscription = AdminWebhookSubscriptionFieldsFragment;

/** The secret on screen: after a create or a rotation, until its dialog is closed. */
interface ShownSecret {
  url: string;
  secret: string;
  reason: "created" | "rotated";
}

function countText(subscriptions: readonly Subscription[]): string {
  if (subscriptions.length === 0) return "No webhooks";
  const disabled = subscriptions.filter((subscription) => !subscription.enabled).length;
  const count = subscriptions.length === 1 ? "1 webhook" : `${subscriptions.length} webhooks`;
  return disabled ? `${count}, ${disabled} disabled` : count;
}

/**
 * `/admin-dashboard/webhooks`: the addresses the shop tells about its events (orders, products and
 * stock, contact messages, apps) with signed POST requests: the owner's and the apps'. Add one and
 * see its signing secret once; edit, rotate the secret or delete it; open its deliveries log.
 * Below, the shop-wide network safety setting.
 */
export function WebhooksPage() {
  const list = useQuery(AdminWebhookSubscriptionsDocument, { fetchPolicy: "cache-and-network" });
  const dateTime = useDateTime();
  const [editing, setEditing] = useState<Subscription | "new" | null>(null);
  const [shownSecret, setShownSecret] = useState<ShownSecret | null>(null);
  const [rotate, rotation] = useMutation(RotateWebhookSecretDocument);
  const [remove, removal] = useMutation(DeleteWebhookSubscriptionDocument);
  const subscriptions = list.data?.webhookSubscriptions ?? [];
  const failed = !list.data && Boolean(list.error);

  const rotating = useConfirmAction(async (subscription: Subscription) => {
    const result = await rotate({ variables: { id: subscription.id } });
    if (result.data) setShownSecret({ url: subscription.url, secret: result.data.rotateWebhookSecret.secret, reason: "rotated" });
  }, "Failed to rotate the secret");
  const deleting = useConfirmAction(async (subscription: Subscription) => {
    await remove({ variables: { id: subscription.id } });
    toast.success("Webhook deleted");
    void list.refetch();
  }, "Failed to delete the webhook");

  const addButton = (
    <Button colorPalette="blue" onClick={() => setEditing("new")}>
      Add webhook
    </Button>
  );

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="1" maxW="3xl">
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
            Webhooks
          </Heading>
          <Text color="fg.muted">
            Tell another system (an ERP, a spreadsheet, a chat channel) when something happens in the shop: the shop sends each
            event to its address as a signed POST request and retries until it is accepted.{" "}
            <Link asChild colorPalette="blue">
              <RouterLink to={deliveriesHref()}>See all deliveries</RouterLink>
            </Link>
          </Text>
        </Stack>
        {subscriptions.length > 0 ? addButton : null}
      </HStack>
      <ListStatus text={list.data ? countText(subscriptions) : undefined} failed={failed} loading="Loading webhooks…" />
      <ListQueryState
        list={list}
        error={list.data ? undefined : list.error}
        errorFallback="Failed to fetch webhooks"
        count={list.data ? subscriptions.length : undefined}
        loading={
          <Stack gap="3" aria-hidden="true">
            {[0, 1].map((index) => (
              <Skeleton key={index} height="32" rounded="l3" />
            ))}
          </Stack>
        }
        empty={{
          title: "No webhooks yet",
          description:
            "A webhook sends the shop's events to another program as they happen: a new order to your ERP, a low stock alert to a chat channel. Apps can add their own here too.",
          action: addButton,
        }}
      >
        <Stack as="ul" listStyle="none" gap="3" aria-label="Webhooks">
          {subscriptions.map((subscription) => (
            <SubscriptionRow
              key={subscription.id}
              subscription={subscription}
              dateTime={dateTime}
              onEdit={() => setEditing(subscription)}
              onRotate={() => rotating.ask(subscription)}
              onDelete={() => deleting.ask(subscription)}
            />
          ))}
        </Stack>
      </ListQueryState>

      <PrivateTargetsSetting />

      {editing ? (
        <SubscriptionFormDialog
          subscription={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onCreated={(created) => {
            setEditing(null);
            setShownSecret({ url: created.subscription.url, secret: created.secret, reason: "created" });
            void list.refetch();
          }}
          onSaved={() => void list.refetch()}
        />
      ) : null}

      {shownSecret ? <SecretDialog {...shownSecret} onClose={() => setShownSecret(null)} /> : null}

      {/* Unmounted rather than closed once done: the secret's dialog opens in the same moment (as on the apps page). */}
      {rotating.row ? (
        <ConfirmDialog
          open
          onClose={rotating.cancel}
          title="Rotate the signing secret?"
          confirmLabel="Rotate secret"
          busyLabel="Rotating…"
          busy={rotation.loading}
          onConfirm={() => void rotating.confirm()}
        >
          <Text overflowWrap="anywhere">
            A new secret is made for {rotating.row.url} and shown once. The old one keeps signing deliveries too for 24
            hours, so the receiver can be switched to the new secret without missing any.
          </Text>
        </ConfirmDialog>
      ) : null}

      <ConfirmDialog
        open={deleting.row !== null}
        onClose={deleting.cancel}
        title="Delete this webhook?"
        confirmLabel="Delete webhook"
        busyLabel="Deleting…"
        busy={removal.loading}
        destructive
        onConfirm={() => void deleting.confirm()}
      >
        <Text overflowWrap="anywhere">
          {deleting.row ? deleting.row.url : ""} gets no more events, retries of failed deliveries included. This cannot be undone;
          to pause it instead, edit it and turn it off.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
