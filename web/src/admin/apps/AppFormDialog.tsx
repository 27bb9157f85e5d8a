import { useMutation } from "@apollo/client/react";
import { Box, Button, Checkbox, Collapsible, Fieldset, Input, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useId, useState } from "react";
import toast from "react-hot-toast";
import { serverMessage } from "../../shared/errors/serverMessage";
import { FormField } from "../../shared/forms/FormField";
import { useRulesForm } from "../../shared/forms/useRulesForm";
import { ChevronRightIcon } from "../components/AdminIcons";
import { FormDialog } from "../list-page/FormDialog";
import { CreateAppDocument, UpdateAppDocument, type AdminAppFieldsFragment, type AppScope } from "../gql/graphql";
import { APP_NAME_MAX, type AppValues, appInput, appRules, appValues, hasCustomBudget } from "./appForm";
import { SCOPE_GROUPS, type ScopeGroup } from "./appScopes";

export interface AppFormDialogProps {
  /** The app to edit; null to create one. */
  app: AdminAppFieldsFragment | null;
  onClose: () => void;
  /** After a new app is made: its token, to show once. */
  onCreated: (created: { app: AdminAppFieldsFragment; token: string }) => void;
  /** After an edit is saved. */
  onSaved: () => void;
}

/**
 * Create an app, or edit an active one's name, scopes and budget, in a dialog. The scopes are
 * checkboxes grouped by what they touch, each saying what it allows; the budget is an advanced
 * part, closed while it holds the default. The server's field errors show on their fields.
 */
export function AppFormDialog({ app, onClose, onCreated, onSaved }: AppFormDialogProps) {
  const defaults = appValues(app);
  const { form, sending, submitWith, showServerErrors } = useRulesForm<AppValues>({ rules: appRules, defaultValues: defaults });
  const [createApp] = useMutation(CreateAppDocument);
  const [updateApp] = useMutation(UpdateAppDocument);
  const [budgetOpen, setBudgetOpen] = useState(hasCustomBudget(defaults));
  const formId = useId();
  const scopes = form.watch("scopes");
  const { errors } = form.formState;
  // A server error on one scope comes as `scopes.0`: it is the list's problem.
  const scopesError = errors.scopes?.message ?? (Array.isArray(errors.scopes) ? errors.scopes.find(Boolean)?.message : undefined);
  const budgetError = Boolean(errors.maximumAvailable || errors.restoreRate);

  const toggleScope = (scope: AppScope, checked: boolean) => {
    const current = form.getValues("scopes");
    const next = checked ? [...current, scope] : current.filter((chosen) => chosen !== scope);
    form.setValue("scopes", next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };

  const save = submitWith(async (submitted) => {
    const input = appInput(submitted);
    try {
      if (app) {
        await updateApp({ variables: { id: app.id, input } });
        toast.success(`Saved ${input.name}`);
        onSaved();
        onClose();
      } else {
        const result = await createApp({ variables: { input } });
        if (!result.data) throw new Error("The app was not created");
        onCreated(result.data.createApp);
      }
    } catch (error) {
      if (!showServerErrors(error)) toast.error(serverMessage(error, app ? "Failed to save the app" : "Failed to create the app"));
    }
  });

  return (
    <FormDialog
      title={app ? `Edit ${app.name}` : "Create app"}
      formId={formId}
      sending={sending}
      submitLabel={app ? "Save app" : "Create app"}
      onClose={onClose}
      size={{ base: "full", md: "lg" }}
    >
      <Stack asChild gap="5">
        <form id={formId} onSubmit={save} noValidate aria-label="App">
          <FormField label="Name" required error={errors.name?.message} helperText="Who uses the token, e.g. “Warehouse scanner” or “Accounting sync”.">
            <Input {...form.register("name")} disabled={sending} autoComplete="off" maxLength={APP_NAME_MAX + 20} />
          </FormField>

          <Fieldset.Root invalid={Boolean(scopesError)} disabled={sending}>
            <Fieldset.Legend fontWeight="semibold">Scopes</Fieldset.Legend>
            <Fieldset.HelperText>What the app may do besides what anyone may (browse the catalog). Give it only what it needs.</Fieldset.HelperText>
            <Fieldset.Content gap="4">
              {SCOPE_GROUPS.map((group) => (
                <ScopeGroupChoices key={group.title} group={group} chosen={scopes} onToggle={toggleScope} />
              ))}
            </Fieldset.Content>
            {scopesError ? <Fieldset.ErrorText>{scopesError}</Fieldset.ErrorText> : null}
          </Fieldset.Root>

          <Collapsible.Root open={budgetOpen || budgetError} onOpenChange={(details) => setBudgetOpen(details.open)}>
            <Collapsible.Trigger asChild>
              <Button variant="plain" px="0" size="sm" fontWeight="semibold">
                <Collapsible.Indicator aria-hidden="true" transition="transform 0.2s" _open={{ transform: "rotate(90deg)" }}>
                  <ChevronRightIcon />
                </Collapsible.Indicator>
                Advanced: request budget
              </Button>
            </Collapsible.Trigger>
            <Collapsible.Content>
              <Box pt="3">
                <Text textStyle="sm" color="fg.muted" mb="3">
                  Each request costs points by how much it asks for. The app may spend up to the maximum at once; spent points come
                  back at the restore rate. Over budget, a request is refused with “THROTTLED” and told when to retry.
                </Text>
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                  <FormField label="Maximum points" required error={errors.maximumAvailable?.message} helperText="Default 1000">
                    <Input {...form.register("maximumAvailable")} disabled={sending} inputMode="numeric" autoComplete="off" />
                  </FormField>
                  <FormField label="Restored per second" required error={errors.restoreRate?.message} helperText="Default 50">
                    <Input {...form.register("restoreRate")} disabled={sending} inputMode="numeric" autoComplete="off" />
                  </FormField>
                </SimpleGrid>
              </Box>
            </Collapsible.Content>
          </Collapsible.Root>
        </form>
      </Stack>
    </FormDialog>
  );
}

interface ScopeGroupChoicesProps {
  group: ScopeGroup;
  chosen: readonly AppScope[];
  onToggle: (scope: AppScope, checked: boolean) => void;
}

/** One group of scope checkboxes ("Products"), named by its heading; each box says what it allows. */
function ScopeGroupChoices({ group, chosen, onToggle }: ScopeGroupChoicesProps) {
  const headingId = useId();
  return (
    <Stack role="group" aria-labelledby={headingId} gap="2">
      <Text id={headingId} textStyle="sm" fontWeight="semibold" color="fg.muted">
        {group.title}
      </Text>
      {group.scopes.map((choice) => (
        <Checkbox.Root
          key={choice.scope}
          value={choice.scope}
          checked={chosen.includes(choice.scope)}
          onCheckedChange={(details) => onToggle(choice.scope, details.checked === true)}
          alignItems="start"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label fontWeight="normal">
            <Text as="span" fontWeight="medium">
              {choice.label}
            </Text>
            <Text as="span" color="fg.muted">
              {" "}
              — {choice.description}
            </Text>
          </Checkbox.Label>
        </Checkbox.Root>
      ))}
    </Stack>
  );
}
