import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Badge, Button, Code, HStack, Heading, Link, Skeleton, Stack, Switch, Table, Text, Textarea, VisuallyHidden } from "@chakra-ui/react";
import { useEffect } from "react";
import toast from "react-hot-toast";
import { Link as RouterLink } from "react-router";
import { QueryLoadError } from "../../shared/components/QueryLoadError";
import { serverMessage } from "../../shared/errors/serverMessage";
import { FormField } from "../../shared/forms/FormField";
import { useRulesForm } from "../../shared/forms/useRulesForm";
import { adminHref } from "../adminPaths";
import { FormSection } from "../components/FormSection";
import { UnsavedChangesGuard } from "../components/UnsavedChangesGuard";
import {
  type AdminNotificationSettingsFieldsFragment,
  AdminNotificationSettingsDocument,
  type MessageChannel,
  UpdateNotificationRecipientsDocument,
  UpdateNotificationTemplateDocument,
} from "../gql/graphql";
import {
  AUDIENCE_GROUPS,
  CHANNEL_LABELS,
  CHANNELS,
  KIND_DESCRIPTIONS,
  KIND_LABELS,
  type KindRow,
  type RecipientsValues,
  type Template,
  kindRows,
  listEntries,
  recipientsRules,
  recipientsValues,
  switchLabel,
  templatePath,
} from "./notificationView";

type NotificationSettings = AdminNotificationSettingsFieldsFragment;

/** The admin's list of every message the shop sent or captured (the outgoing messages area). */
export const OUTGOING_MESSAGES_PATH = "outgoing-messages";

/**
 * `/admin-dashboard/notifications`: which messages the shop sends, by email and by SMS, to
 * shoppers and to the owner; each on or off, each template a click away; where the owner's
 * alerts go. While email or SMS is not connected, what would be sent is captured and listed
 * under Outgoing messages instead (docs/notifications.md).
 */
export function NotificationsPage() {
  const { data, error, refetch, networkStatus } = useQuery(AdminNotificationSettingsDocument, { fetchPolicy: "cache-and-network", notifyOnNetworkStatusChange: true });
  const settings = data?.notificationSettings;

  return (
    <Stack gap="6" maxW="4xl">
      <Stack gap="1">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
          Notifications
        </Heading>
        <Text color="fg.muted">The emails and SMS the shop sends to shoppers about their orders, and the alerts it sends to you.</Text>
      </Stack>
      {error && !settings ? (
        <QueryLoadError error={error} fallback="Failed to load the notification settings" refetch={refetch} networkStatus={networkStatus} />
      ) : settings ? (
        <>
          <DeliveryNotice settings={settings} />
          {AUDIENCE_GROUPS.map(({ audience, title }) => (
            <FormSection
              key={audience}
              title={title}
              description={
                audience === "SHOPPER"
                  ? "Guests get them at the email and phone they gave at checkout. Customers may turn off the ones not marked essential."
                  : "Alerts to the addresses and phones below."
              }
            >
              <KindTable rows={kindRows(settings.templates, audience)} caption={title} />
            </FormSection>
          ))}
          <RecipientsForm settings={settings} />
        </>
      ) : (
        <Stack gap="4" aria-busy="true" aria-label="Loading the notification settings">
          <Skeleton height="20" rounded="l3" />
          <Skeleton height="64" rounded="l3" />
          <Skeleton height="40" rounded="l3" />
        </Stack>
      )}
    </Stack>
  );
}

/** Says plainly when email or SMS is captured instead of sent, and where to see it and how to connect it. */
function DeliveryNotice({ settings }: { settings: NotificationSettings }) {
  const captured = [settings.emailDelivery === "captured" && "Email", settings.smsDelivery === "captured" && "SMS"].filter(Boolean) as string[];
  if (captured.length === 0) {
    return (
      <Text color="fg.muted" textStyle="sm">
        Email is sent through your SMTP server{settings.mailFrom ? ` from ${settings.mailFrom}` : ""}; SMS through {settings.smsDelivery}.
      </Text>
    );
  }
  const what = captured.join(" and ");
  return (
    <Alert.Root status="info" variant="surface">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {what} {captured.length > 1 ? "are" : "is"} not connected: messages are captured, not sent
        </Alert.Title>
        <Alert.Description>
          <Stack gap="1">
            <Text>
              Nobody receives them yet. You can read each one as the shopper would under{" "}
              <Link asChild color="blue.fg" fontWeight="medium">
                <RouterLink to={adminHref(OUTGOING_MESSAGES_PATH)}>Outgoing messages</RouterLink>
              </Link>
              .
            </Text>
            {settings.emailDelivery === "captured" ? (
              <Text>
                To send email, set <Code>SMTP_URL</Code> and <Code>MAIL_FROM</Code> on the server.
              </Text>
            ) : null}
            {settings.smsDelivery === "captured" ? (
              <Text>
                To send SMS, set <Code>SMS_PROVIDER</Code>, <Code>SMS_API_KEY</Code> and <Code>SMS_SENDER_ID</Code> on the server.
              </Text>
            ) : null}
            <Text>The shop's guide, docs/notifications.md, explains each setting.</Text>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** One audience's kinds by channel: a switch for each and a link to its template. */
function KindTable({ rows, caption }: { rows: KindRow[]; caption: string }) {
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label={caption}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Message</Table.ColumnHeader>
            {CHANNELS.map((channel) => (
              <Table.ColumnHeader key={channel} w={{ base: "6.5rem", md: "10rem" }}>
                {CHANNEL_LABELS[channel]}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.kind}>
              <Table.Cell verticalAlign="top" whiteSpace="normal">
                <Stack gap="1">
                  <Text fontWeight="medium">{KIND_LABELS[row.kind]}</Text>
                  <Text color="fg.muted" textStyle="xs">
                    {KIND_DESCRIPTIONS[row.kind]}
                  </Text>
                  {row.essential && row.audience === "SHOPPER" ? (
                    <Stack gap="0.5" align="start">
                      <Badge colorPalette="purple" variant="subtle">
                        Essential
                      </Badge>
                      <Text color="fg.muted" textStyle="xs">
                        Always sent, customers cannot turn it off.
                      </Text>
                    </Stack>
                  ) : null}
                </Stack>
              </Table.Cell>
              {CHANNELS.map((channel) => (
                <Table.Cell key={channel} verticalAlign="top">
                  <ChannelCell template={row.templates[channel]} channel={channel} />
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function ChannelCell({ template, channel }: { template: Template | undefined; channel: MessageChannel }) {
  const [update, { loading }] = useMutation(UpdateNotificationTemplateDocument);
  if (!template) {
    return (
      <Text color="fg.muted" aria-label={`Not sent by ${CHANNEL_LABELS[channel]}`}>
        —
      </Text>
    );
  }
  const label = switchLabel(template.kind, channel);

  const toggle = async (enabled: boolean) => {
    try {
      await update({
        variables: { input: { kind: template.kind, channel, enabled, subject: template.subject, body: template.body } },
        optimisticResponse: { updateNotificationTemplate: { ...template, enabled } },
      });
      toast.success(`${label} turned ${enabled ? "on" : "off"}`);
    } catch (failure) {
      toast.error(serverMessage(failure, `Failed to turn ${enabled ? "on" : "off"} ${label.toLowerCase()}`));
    }
  };

  return (
    <Stack gap="2" align="start">
      <Switch.Root size="sm" checked={template.enabled} disabled={loading} onCheckedChange={(details) => void toggle(details.checked)}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label textStyle="sm">
          <VisuallyHidden>{label}</VisuallyHidden>
          <span aria-hidden="true">{template.enabled ? "On" : "Off"}</span>
        </Switch.Label>
      </Switch.Root>
      <Link asChild color="blue.fg" textStyle="sm">
        <RouterLink to={adminHref(templatePath(template.kind, channel))}>
          Edit<VisuallyHidden> the {label.replace(/^(.)/u, (first) => first.toLowerCase())} template</VisuallyHidden>
          {template.isDefault ? null : (
            <Text as="span" color="fg.muted">
              {" "}
              (edited)
            </Text>
          )}
        </RouterLink>
      </Link>
    </Stack>
  );
}

/** Where the owner's alerts go: emails and phones, one per line. */
function RecipientsForm({ settings }: { settings: NotificationSettings }) {
  const { form, sending, submitWith, showServerErrors } = useRulesForm<RecipientsValues>({
    rules: recipientsRules,
    defaultValues: recipientsValues(settings),
  });
  const [updateRecipients] = useMutation(UpdateNotificationRecipientsDocument);
  const { errors, isDirty } = form.formState;

  // A save answers the stored recipients: they become the form's new starting point.
  useEffect(() => form.reset(recipientsValues(settings)), [form, settings]);

  const save = submitWith(async (values) => {
    try {
      await updateRecipients({ variables: { ownerEmails: listEntries(values.ownerEmails), ownerPhones: listEntries(values.ownerPhones) } });
      toast.success("Alert recipients saved");
    } catch (failure) {
      if (!showServerErrors(failure)) toast.error(serverMessage(failure, "Failed to save the alert recipients"));
    }
  });

  return (
    <form onSubmit={save} noValidate aria-label="Alert recipients">
      <UnsavedChangesGuard dirty={isDirty && !sending} what="the alert recipients" />
      <FormSection title="Alert recipients" description="Who gets the alerts to you. With no email here, they go to the shop's contact email (Shop settings); SMS alerts need a phone here and SMS connected.">
        <FormField label="Emails" error={errors.ownerEmails?.message} helperText="One address per line.">
          <Textarea {...form.register("ownerEmails")} rows={3} autoComplete="off" spellCheck={false} disabled={sending} />
        </FormField>
        <FormField label="Phones" error={errors.ownerPhones?.message} helperText="One number per line, such as 01711-000000.">
          <Textarea {...form.register("ownerPhones")} rows={2} autoComplete="off" spellCheck={false} disabled={sending} />
        </FormField>
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="blue" loading={sending} loadingText="Saving…">
            Save recipients
          </Button>
          <Button variant="outline" disabled={!isDirty || sending} onClick={() => form.reset(recipientsValues(settings))}>
            Discard changes
          </Button>
        </HStack>
      </FormSection>
    </form>
  );
}
