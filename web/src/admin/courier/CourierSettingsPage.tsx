import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Button, HStack, Heading, Input, Skeleton, Stack, Text } from "@chakra-ui/react";
import { courierSettingsRules } from "@shop/common";
import { useEffect, useId, useState } from "react";
import toast from "react-hot-toast";
import { QueryLoadError } from "../../shared/components/QueryLoadError";
import { serverMessage } from "../../shared/errors/serverMessage";
import { FormField } from "../../shared/forms/FormField";
import { useRulesForm } from "../../shared/forms/useRulesForm";
import { Money } from "../../shared/money/Money";
import { UnsavedChangesGuard } from "../components/UnsavedChangesGuard";
import {
  AdminCourierSettingsDocument,
  type AdminCourierSettingsFragment,
  ClearCourierSettingsDocument,
  SaveCourierSettingsDocument,
  TestCourierConnectionDocument,
  type TestCourierConnectionMutation,
} from "../gql/graphql";
import { DialogFrame } from "../list-page/FormDialog";
import { useDateTime } from "../webhooks/useDateTime";
import { keysInUse } from "./courierKeysText";

interface KeyValues {
  apiKey: string;
  secretKey: string;
  baseUrl: string;
}

/**
 * `/admin-dashboard/courier`: the courier's keys (decision 063). Saved keys are sealed on the
 * server and never come back: the page shows which keys are in use (saved here, or the server's
 * environment) by their last 4 characters, takes new ones, and asks the courier whether it
 * accepts them.
 */
export function CourierSettingsPage() {
  const { data, error, refetch, networkStatus } = useQuery(AdminCourierSettingsDocument, { fetchPolicy: "network-only" });
  const settings = data?.courierSettings;

  return (
    <Stack gap="6" maxW="3xl">
      <Stack gap="1">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
          Courier
        </Heading>
        <Text color="fg.muted">
          The keys of your Steadfast Courier merchant account (Steadfast panel, API settings). With them, processing orders can be sent to
          the courier from Order management and their delivery is followed.
        </Text>
      </Stack>
      {error && !settings ? (
        <QueryLoadError error={error} fallback="Failed to load the courier settings" refetch={refetch} networkStatus={networkStatus} />
      ) : settings ? (
        <>
          <KeysInUse settings={settings} />
          {/* A new answer of the settings (keys saved or removed) clears the last test's result. */}
          <ConnectionTest key={`${settings.source ?? "none"}-${settings.saved?.updatedAt ?? ""}`} settings={settings} />
          <KeysForm settings={settings} />
        </>
      ) : (
        <Stack gap="4" aria-busy="true" aria-label="Loading the courier settings">
          <Skeleton height="24" rounded="l3" />
          <Skeleton height="64" rounded="l3" />
        </Stack>
      )}
    </Stack>
  );
}

/** Which keys dispatch uses now, and what the owner should know about them. */
function KeysInUse({ settings }: { settings: AdminCourierSettingsFragment }) {
  const dateTime = useDateTime();
  const text = keysInUse(settings);
  return (
    <Stack gap="3" borderWidth="1px" rounded="l3" p={{ base: 4, md: 6 }} bg="bg" role="region" aria-labelledby="courier-keys-in-use">
      <Heading as="h2" size="md" id="courier-keys-in-use">
        Keys in use
      </Heading>
      <Text data-testid="courier-keys-in-use">{text.inUse}</Text>
      {settings.saved && settings.source === "ADMIN" ? (
        <Text textStyle="sm" color="fg.muted">
          Saved {dateTime(settings.saved.updatedAt)}
          {settings.saved.updatedBy ? ` by ${settings.saved.updatedBy}` : ""}.
        </Text>
      ) : null}
      {text.environment ? (
        <Text textStyle="sm" color="fg.muted">
          {text.environment}
        </Text>
      ) : null}
      {settings.savedUnreadable ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>
            The saved keys can no longer be read: the server&apos;s SECRETS_KEY changed since they were saved. Save the keys again.
          </Alert.Description>
        </Alert.Root>
      ) : null}
      {!settings.canSave ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>
            Keys cannot be saved here: the server has no SECRETS_KEY to encrypt them with. Ask whoever runs the server to set it
            (docs/deployment.md, Courier).
          </Alert.Description>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}

/** "Test connection": asks the courier for the merchant balance with the keys in use, and says what happened. */
function ConnectionTest({ settings }: { settings: AdminCourierSettingsFragment }) {
  const [test, testing] = useMutation(TestCourierConnectionDocument);
  const [result, setResult] = useState<TestCourierConnectionMutation["testCourierConnection"] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = () => {
    setResult(null);
    setFailure(null);
    test()
      .then(({ data }) => setResult(data?.testCourierConnection ?? null))
      .catch((error: unknown) => setFailure(serverMessage(error, "The connection could not be tested.")));
  };

  return (
    <Stack gap="3" borderWidth="1px" rounded="l3" p={{ base: 4, md: 6 }} bg="bg" role="region" aria-labelledby="courier-connection">
      <Heading as="h2" size="md" id="courier-connection">
        Connection
      </Heading>
      <Text textStyle="sm" color="fg.muted">
        Asks {settings.label} for your merchant balance with the keys in use. Nothing is sent or changed.
      </Text>
      <Button alignSelf="start" variant="outline" onClick={run} loading={testing.loading} loadingText="Asking the courier…" disabled={!settings.source}>
        Test connection
      </Button>
      <div role="status" aria-live="polite">
        {result ? (
          <Alert.Root status={result.ok ? "success" : "error"}>
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{result.ok ? "Connected" : "Not connected"}</Alert.Title>
              <Alert.Description>
                {result.message}
                {result.ok && result.balance != null ? (
                  <>
                    {" "}
                    Balance: <Money amount={result.balance} />.
                  </>
                ) : null}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : failure ? (
          <Text color="fg.error">{failure}</Text>
        ) : null}
      </div>
    </Stack>
  );
}

const formRules = { apiKey: courierSettingsRules.apiKey, secretKey: courierSettingsRules.secretKey, baseUrl: courierSettingsRules.baseUrl };
const EMPTY: KeyValues = { apiKey: "", secretKey: "", baseUrl: "" };

/** New keys: sealed on the server; a blank key keeps the saved one. */
function KeysForm({ settings }: { settings: AdminCourierSettingsFragment }) {
  const saved = settings.saved && !settings.savedUnreadable ? settings.saved : null;
  const { form, sending, submitWith, showServerErrors } = useRulesForm<KeyValues>({ rules: formRules, defaultValues: { ...EMPTY, baseUrl: saved?.baseUrl ?? "" } });
  // The settings have no id: the answer replaces the page's query in the cache.
  const [save] = useMutation(SaveCourierSettingsDocument, {
    update: (cache, { data }) => data && cache.writeQuery({ query: AdminCourierSettingsDocument, data: { courierSettings: data.saveCourierSettings } }),
  });
  const [clear, clearing] = useMutation(ClearCourierSettingsDocument, {
    update: (cache, { data }) => data && cache.writeQuery({ query: AdminCourierSettingsDocument, data: { courierSettings: data.clearCourierSettings } }),
  });
  const [confirming, setConfirming] = useState(false);
  const formId = useId();

  useEffect(() => form.reset({ ...EMPTY, baseUrl: saved?.baseUrl ?? "" }), [form, saved?.baseUrl, saved?.apiKeyLast4, saved?.secretKeyLast4]);

  const submit = submitWith(async (values) => {
    if (!saved && (!values.apiKey.trim() || !values.secretKey.trim())) {
      const field = values.apiKey.trim() ? "secretKey" : "apiKey";
      form.setError(field, { type: "rule", message: field === "apiKey" ? "Enter the API key." : "Enter the secret key." }, { shouldFocus: true });
      return;
    }
    try {
      await save({
        variables: {
          input: {
            apiKey: values.apiKey.trim() || null,
            secretKey: values.secretKey.trim() || null,
            ...(settings.baseUrlEditable ? { baseUrl: values.baseUrl.trim() || null } : {}),
          },
        },
      });
      toast.success("Courier keys saved");
    } catch (failure) {
      if (!showServerErrors(failure)) toast.error(serverMessage(failure, "Failed to save the courier keys"));
    }
  });

  const remove = () =>
    clear()
      .then(() => {
        setConfirming(false);
        toast.success("Saved courier keys removed");
      })
      .catch((error: unknown) => toast.error(serverMessage(error, "Failed to remove the courier keys")));

  const { errors, isDirty } = form.formState;
  const keep = saved ? "Leave blank to keep the saved key." : undefined;
  const disabled = sending || !settings.canSave;
  return (
    <Stack asChild gap="5" borderWidth="1px" rounded="l3" p={{ base: 4, md: 6 }} bg="bg">
      <form id={formId} onSubmit={submit} noValidate aria-labelledby={`${formId}-title`}>
        <UnsavedChangesGuard dirty={isDirty && !sending} what="the courier keys" />
        <Heading as="h2" size="md" id={`${formId}-title`}>
          {saved ? "Change the keys" : "Save keys"}
        </Heading>
        <FormField label="API key" required={!saved} error={errors.apiKey?.message} helperText={saved ? `Saved: ends in ${saved.apiKeyLast4}. ${keep ?? ""}` : undefined}>
          <Input {...form.register("apiKey")} type="password" autoComplete="off" spellCheck={false} disabled={disabled} />
        </FormField>
        <FormField label="Secret key" required={!saved} error={errors.secretKey?.message} helperText={saved ? `Saved: ends in ${saved.secretKeyLast4}. ${keep ?? ""}` : undefined}>
          <Input {...form.register("secretKey")} type="password" autoComplete="off" spellCheck={false} disabled={disabled} />
        </FormField>
        {settings.baseUrlEditable ? (
          <FormField label="API base URL" error={errors.baseUrl?.message} helperText="Outside production only, for a test courier. Blank: Steadfast's own address.">
            <Input {...form.register("baseUrl")} type="url" inputMode="url" autoComplete="off" disabled={disabled} />
          </FormField>
        ) : null}
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="blue" loading={sending} loadingText="Saving…" disabled={!settings.canSave}>
            Save keys
          </Button>
          {settings.saved ? (
            <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)} disabled={sending}>
              Remove saved keys
            </Button>
          ) : null}
        </HStack>
        <DialogFrame
          open={confirming}
          onClose={() => setConfirming(false)}
          busy={clearing.loading}
          role="alertdialog"
          title="Remove the saved keys?"
          footer={
            <HStack gap="3">
              <Button variant="outline" onClick={() => setConfirming(false)} disabled={clearing.loading}>
                Keep them
              </Button>
              <Button colorPalette="red" onClick={() => void remove()} loading={clearing.loading} loadingText="Removing…">
                Remove keys
              </Button>
            </HStack>
          }
        >
          <Text>
            {settings.environmentKeys
              ? "The server's environment keys will be used again."
              : "Courier dispatch stops until keys are saved again."}
          </Text>
        </DialogFrame>
      </form>
    </Stack>
  );
}
