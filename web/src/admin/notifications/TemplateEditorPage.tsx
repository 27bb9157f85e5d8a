import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Box, Button, Grid, HStack, Heading, Input, Link, Skeleton, Stack, Switch, Text, Textarea, Wrap } from "@chakra-ui/react";
import { type FocusEvent, useEffect, useState } from "react";
import toast from "react-hot-toast";
import { Link as RouterLink, useParams } from "react-router";
import { EmptyNotice } from "../../shared/components/EmptyNotice";
import { QueryLoadError } from "../../shared/components/QueryLoadError";
import { serverMessage } from "../../shared/errors/serverMessage";
import { FormField } from "../../shared/forms/FormField";
import { useRulesForm } from "../../shared/forms/useRulesForm";
import { adminHref } from "../adminPaths";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { UnsavedChangesGuard } from "../components/UnsavedChangesGuard";
import { AdminNotificationSettingsDocument, ResetNotificationTemplateDocument, UpdateNotificationTemplateDocument } from "../gql/graphql";
import { KIND_DESCRIPTIONS, type Template, insertAt, placeholder, problemsByField, switchLabel, templateFromPath } from "./notificationView";
import { PREVIEW_ID, TemplatePreview, usePreview } from "./TemplatePreview";
import { type TemplateValues, templateInput, templateRules, templateValues } from "./templateForm";

const BACK = adminHref("notifications");

/**
 * `/admin-dashboard/notifications/:kind/:channel` (`order-shipped/sms`): one template, edited
 * beside a live preview rendered by the server with the latest order; saved, or reset to the
 * shop's default text.
 */
export function TemplateEditorPage() {
  const params = useParams();
  const named = templateFromPath(params.kind, params.channel);
  const query = useQuery(AdminNotificationSettingsDocument, { fetchPolicy: "cache-and-network", notifyOnNetworkStatusChange: true, skip: !named });
  const template = query.data?.notificationSettings.templates.find((found) => found.kind === named?.kind && found.channel === named.channel);

  if (!named || (query.data && !template)) {
    return (
      <EmptyNotice frame="dashed" titleAs="h1" title="Template not found" description="There is no message template at this address.">
        <RouterLink to={BACK}>Back to notifications</RouterLink>
      </EmptyNotice>
    );
  }
  if (query.error && !template) {
    return <QueryLoadError error={query.error} fallback="Failed to load the template" refetch={query.refetch} networkStatus={query.networkStatus} />;
  }
  if (!template) {
    return (
      <Stack gap="4" aria-busy="true">
        <Text>Loading the template…</Text>
        <Skeleton height="10" />
        <Skeleton height="64" />
      </Stack>
    );
  }
  return <TemplateEditor template={template} />;
}

type TextField = "subject" | "body";

function TemplateEditor({ template }: { template: Template }) {
  const { kind, channel } = template;
  const isEmail = channel === "EMAIL";
  const label = switchLabel(kind, channel);
  const { form, sending, submitWith, showServerErrors } = useRulesForm<TemplateValues>({
    rules: templateRules(channel),
    defaultValues: templateValues(template),
  });
  const [update] = useMutation(UpdateNotificationTemplateDocument);
  const [reset, resetting] = useMutation(ResetNotificationTemplateDocument);
  const [confirmingReset, setConfirmingReset] = useState(false);
  // The subject or message last used, where a variable goes (its caret is kept while a variable button has the focus).
  const [lastField, setLastField] = useState<{ name: TextField; element: HTMLInputElement | HTMLTextAreaElement } | null>(null);
  const { errors, isDirty } = form.formState;
  const subject = form.watch("subject");
  const body = form.watch("body");
  const enabled = form.watch("enabled");
  const preview = usePreview(kind, channel, isEmail ? subject : null, body);
  // The template's problems the preview found (an unknown variable, a section left open), under their field until the form's own rules have one.
  const problems = problemsByField(preview.rendered?.problems ?? [], isEmail ? subject : null, body);

  // A save or a reset answers the stored template: it becomes the form's new starting point.
  useEffect(
    () => form.reset({ enabled: template.enabled, subject: template.subject ?? "", body: template.body }),
    [form, template.enabled, template.subject, template.body],
  );

  const save = submitWith(async (values) => {
    try {
      await update({ variables: { input: templateInput(template, values) } });
      toast.success(`${label} saved`);
    } catch (failure) {
      if (!showServerErrors(failure)) toast.error(serverMessage(failure, "Failed to save the template"));
    }
  });

  const resetToDefault = async () => {
    try {
      await reset({ variables: { kind, channel } });
      toast.success(`${label} is back to the default text`);
      setConfirmingReset(false);
    } catch (failure) {
      toast.error(serverMessage(failure, "Failed to reset the template"));
    }
  };

  /** Puts the variable where the caret was in the subject or the message last used (the message at first). */
  const insertVariable = (variable: string) => {
    const name = lastField?.name ?? "body";
    const element = lastField?.element;
    const current = form.getValues(name);
    const { text, caret } = insertAt(current, placeholder(variable), element?.selectionStart ?? current.length, element?.selectionEnd ?? current.length);
    form.setValue(name, text, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    requestAnimationFrame(() => {
      if (!element) return form.setFocus(name);
      element.focus();
      element.setSelectionRange(caret, caret);
    });
  };

  const textField = (name: TextField) => ({
    ...form.register(name),
    onFocus: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => setLastField({ name, element: event.currentTarget }),
    disabled: sending,
  });

  return (
    <Stack gap="6">
      <UnsavedChangesGuard dirty={isDirty && !sending} what="this template" />
      <Stack gap="2">
        <Link asChild textStyle="sm" color="fg.muted" alignSelf="start">
          <RouterLink to={BACK}>← Notifications</RouterLink>
        </Link>
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
            {label}
          </Heading>
          <Badge variant="subtle">{template.audience === "SHOPPER" ? "To shoppers" : "To you"}</Badge>
          {template.essential && template.audience === "SHOPPER" ? (
            <Badge colorPalette="purple" variant="subtle">
              Essential
            </Badge>
          ) : null}
          {template.isDefault ? null : (
            <Badge colorPalette="orange" variant="subtle">
              Edited
            </Badge>
          )}
        </HStack>
        <Text color="fg.muted">
          {KIND_DESCRIPTIONS[kind]}
          {template.essential && template.audience === "SHOPPER" ? " Always sent: customers cannot turn it off." : null}
        </Text>
      </Stack>

      <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) minmax(0, 1fr)" }} gap="6" alignItems="start">
        <Stack asChild gap="5" minW="0">
          <form onSubmit={save} noValidate aria-label={`${label} template`}>
            <Switch.Root
              checked={enabled}
              disabled={sending}
              onCheckedChange={(details) => form.setValue("enabled", details.checked, { shouldDirty: true })}
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>Send this message</Switch.Label>
            </Switch.Root>
            {isEmail ? (
              <FormField label="Subject" required error={errors.subject?.message ?? (problems.subject.join(" ") || undefined)}>
                <Input {...textField("subject")} autoComplete="off" />
              </FormField>
            ) : null}
            <FormField
              label="Message"
              required
              error={errors.body?.message ?? (problems.body.join(" ") || undefined)}
              helperText={isEmail ? "Shown in the email's fixed layout, above the order's lines and totals." : "Sent as it is; keep it short."}
            >
              <Textarea {...textField("body")} rows={isEmail ? 12 : 6} autoComplete="off" fontFamily="mono" textStyle="sm" />
            </FormField>
            <Link href={`#${PREVIEW_ID}`} hideFrom="lg" color="blue.fg" textStyle="sm" alignSelf="start">
              See the preview
            </Link>
            <VariableList variables={template.variables} onInsert={insertVariable} disabled={sending} />
            <HStack gap="3" wrap="wrap" position="sticky" bottom="0" bg="bg" py="3" borderTopWidth="1px">
              <Button type="submit" colorPalette="blue" loading={sending} loadingText="Saving…">
                Save template
              </Button>
              <Button variant="outline" disabled={!isDirty || sending} onClick={() => form.reset(templateValues(template))}>
                Discard changes
              </Button>
              <Button variant="ghost" colorPalette="red" disabled={(template.isDefault && !isDirty) || sending} onClick={() => setConfirmingReset(true)}>
                Reset to default
              </Button>
            </HStack>
          </form>
        </Stack>
        <TemplatePreview channel={channel} preview={preview} />
      </Grid>

      <ConfirmDialog
        open={confirmingReset}
        onClose={() => setConfirmingReset(false)}
        title="Reset this template to the default?"
        confirmLabel="Reset to default"
        busyLabel="Resetting…"
        busy={resetting.loading}
        destructive
        onConfirm={() => void resetToDefault()}
      >
        <Text>
          The {isEmail ? "subject and message" : "message"} go back to the shop's default text; your own wording is lost. Whether it is sent stays as it is.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}

/** The variables this template may use, each a button that puts it at the caret. */
function VariableList({ variables, onInsert, disabled }: { variables: readonly string[]; onInsert: (variable: string) => void; disabled: boolean }) {
  if (variables.length === 0) return null;
  return (
    <Box as="fieldset" minW="0">
      <Text as="legend" fontWeight="medium" textStyle="sm" mb="2">
        Variables
      </Text>
      <Text color="fg.muted" textStyle="sm" mb="2">
        Click one to insert it where the cursor is. Each is replaced by the order's own value when the message is sent.
      </Text>
      <Wrap gap="2">
        {variables.map((variable) => (
          <Button
            key={variable}
            size="xs"
            variant="outline"
            fontFamily="mono"
            disabled={disabled}
            aria-label={`Insert ${variable}`}
            onClick={() => onInsert(variable)}
          >
            {placeholder(variable)}
          </Button>
        ))}
      </Wrap>
    </Box>
  );
}
