import { useMutation } from "@apollo/client/react";
import { Checkbox, Fieldset, Input, SimpleGrid, Stack, Switch, Text } from "@chakra-ui/react";
import { useId } from "react";
import toast from "react-hot-toast";
import { serverMessage } from "../../shared/errors/serverMessage";
import { FormField } from "../../shared/forms/FormField";
import { useRulesForm } from "../../shared/forms/useRulesForm";
import { FormDialog } from "../list-page/FormDialog";
import {
  type AdminWebhookSubscriptionFieldsFragment,
  CreateWebhookSubscriptionDocument,
  UpdateWebhookSubscriptionDocument,
  type WebhookEvent,
} from "../gql/graphql";
import { EVENT_GROUPS, type EventGroup } from "./webhookEvents";
import { type SubscriptionValues, WEBHOOK_URL_MAX, createInput, subscriptionRules, subscriptionValues, updateInput } from "./subscriptionForm";

type Subscription = AdminWebhookSubscriptionFieldsFragment;

export interface SubscriptionFormDialogProps {
  /** The subscription to edit; null to create one. */
  subscription: Subscription | null;
  onClose: () => void;
  /** After a new subscription is made: its secret, to show once. */
  onCreated: (created: { subscription: Subscription; secret: string }) => void;
  /** After an edit is saved. */
  onSaved: () => void;
}

/**
 * Create a subscription (its URL and events), or edit one's URL, events and whether it is
 * enabled, in a dialog. Events are checkboxes grouped by what they are about. The server's field
 * errors (an address it refuses to call, an event an app may not see) show on their fields.
 */
export function SubscriptionFormDialog({ subscription, onClose, onCreated, onSaved }: SubscriptionFormDialogProps) {
  const { form, sending, submitWith, showServerErrors } = useRulesForm<SubscriptionValues>({
    rules: subscriptionRules,
    defaultValues: subscriptionValues(subscription),
  });
  const [create] = useMutation(CreateWebhookSubscriptionDocument);
  const [update] = useMutation(UpdateWebhookSubscriptionDocument);
  const formId = useId();
  const events = form.watch("events");
  const enabled = form.watch("enabled");
  const { errors } = form.formState;
  // A server error on one event comes as `events.0`: it is the list's problem.
  const eventsError = errors.events?.message ?? (Array.isArray(errors.events) ? errors.events.find(Boolean)?.message : undefined);

  const toggleEvent = (event: WebhookEvent, checked: boolean) => {
    const current = form.getValues("events");
    const next = checked ? [...current, event] : current.filter((chosen) => chosen !== event);
    form.setValue("events", next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };

  const save = submitWith(async (values) => {
    try {
      if (subscription) {
        await update({ variables: { id: subscription.id, input: updateInput(values) } });
        toast.success("Webhook saved");
        onSaved();
        onClose();
      } else {
        const result = await create({ variables: { input: createInput(values) } });
        if (!result.data) throw new Error("The webhook was not created");
        onCreated(result.data.createWebhookSubscription);
      }
    } catch (error) {
      if (!showServerErrors(error)) toast.error(serverMessage(error, subscription ? "Failed to save the webhook" : "Failed to create the webhook"));
    }
  });

  return (
    <FormDialog
      title={subscription ? "Edit webhook" : "Add webhook"}
      formId={formId}
      sending={sending}
      submitLabel={subscription ? "Save webhook" : "Add webhook"}
      onClose={onClose}
      size={{ base: "full", md: "lg" }}
    >
      <Stack asChild gap="5">
        <form id={formId} onSubmit={save} noValidate aria-label="Webhook">
          <FormField
            label="Endpoint URL"
            required
            error={errors.url?.message}
            helperText="The address the shop sends each event to, as a signed POST request, e.g. https://example.com/webhooks/shop."
          >
            <Input
              {...form.register("url")}
              disabled={sending}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://"
              maxLength={WEBHOOK_URL_MAX + 20}
            />
          </FormField>

          <Fieldset.Root invalid={Boolean(eventsError)} disabled={sending}>
            <Fieldset.Legend fontWeight="semibold">Events</Fieldset.Legend>
            <Fieldset.HelperText>What the endpoint is told about. Each event is sent once it happens, and retried until the endpoint answers 2xx.</Fieldset.HelperText>
            <Fieldset.Content>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                {EVENT_GROUPS.map((group) => (
                  <EventGroupChoices key={group.title} group={group} chosen={events} onToggle={toggleEvent} />
                ))}
              </SimpleGrid>
            </Fieldset.Content>
            {eventsError ? <Fieldset.ErrorText>{eventsError}</Fieldset.ErrorText> : null}
          </Fieldset.Root>

          {subscription ? (
            <Switch.Root
              checked={enabled}
              disabled={sending}
              onCheckedChange={(details) => form.setValue("enabled", details.checked, { shouldDirty: true })}
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>
                Enabled
                <Text as="span" display="block" color="fg.muted" textStyle="sm" fontWeight="normal">
                  A disabled webhook gets nothing until it is enabled again.
                </Text>
              </Switch.Label>
            </Switch.Root>
          ) : null}
        </form>
      </Stack>
    </FormDialog>
  );
}

interface EventGroupChoicesProps {
  group: EventGroup;
  chosen: readonly WebhookEvent[];
  onToggle: (event: WebhookEvent, checked: boolean) => void;
}

/** One group of event checkboxes ("Orders"), named by its heading. */
function EventGroupChoices({ group, chosen, onToggle }: EventGroupChoicesProps) {
  const headingId = useId();
  return (
    <Stack role="group" aria-labelledby={headingId} gap="2">
      <Text id={headingId} textStyle="sm" fontWeight="semibold" color="fg.muted">
        {group.title}
      </Text>
      {group.events.map((choice) => (
        <Checkbox.Root
          key={choice.event}
          value={choice.event}
          checked={chosen.includes(choice.event)}
          onCheckedChange={(details) => onToggle(choice.event, details.checked === true)}
          alignItems="start"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label fontWeight="normal">
            {choice.label}
            <Text as="span" display="block" color="fg.muted" textStyle="xs" fontFamily="mono">
              {choice.type}
            </Text>
          </Checkbox.Label>
        </Checkbox.Root>
      ))}
    </Stack>
  );
}
