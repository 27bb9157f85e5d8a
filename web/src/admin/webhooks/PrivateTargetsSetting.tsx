import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Box, Heading, Skeleton, Stack, Switch, Text } from "@chakra-ui/react";
import { useState } from "react";
import toast from "react-hot-toast";
import { serverMessage } from "../../shared/errors/serverMessage";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { AdminWebhookSettingsDocument, UpdateWebhookSettingsDocument } from "../gql/graphql";

/**
 * The shop-wide "Allow private network targets" switch. Off, a live shop refuses to send
 * webhooks to loopback, private and link-local addresses, so nobody who can add a webhook can
 * make the server call into its own network (server-side request forgery). Turning it on asks first;
 * turning it off does not.
 */
export function PrivateTargetsSetting() {
  const settings = useQuery(AdminWebhookSettingsDocument, { fetchPolicy: "cache-and-network" });
  // The settings have no id for the cache to match them by: the answer is written over the query's.
  const [update, updating] = useMutation(UpdateWebhookSettingsDocument, {
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: AdminWebhookSettingsDocument, data: { webhookSettings: data.updateWebhookSettings } });
    },
  });
  const [confirming, setConfirming] = useState(false);
  const allowed = settings.data?.webhookSettings.allowPrivateTargets ?? false;

  const save = async (allowPrivateTargets: boolean) => {
    try {
      await update({ variables: { allowPrivateTargets } });
      toast.success(allowPrivateTargets ? "Private network targets allowed" : "Private network targets refused");
    } catch (error) {
      toast.error(serverMessage(error, "Failed to save the setting"));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Box as="section" aria-labelledby="webhooks-private-targets" borderWidth="1px" rounded="l3" p="4">
      <Stack gap="3">
        <Heading as="h2" size="md" id="webhooks-private-targets">
          Network safety
        </Heading>
        {settings.data ? (
          <Switch.Root
            checked={allowed}
            disabled={updating.loading}
            onCheckedChange={(details) => (details.checked ? setConfirming(true) : void save(false))}
            alignItems="start"
          >
            <Switch.HiddenInput />
            <Switch.Control mt="0.5" />
            <Switch.Label>
              Allow private network targets
              <Text as="span" display="block" color="fg.muted" textStyle="sm" fontWeight="normal">
                Off (recommended): webhooks may only go to addresses on the public internet. Addresses inside the shop's own
                network (localhost, 10.x, 192.168.x, 169.254.x and the like) are refused.
              </Text>
            </Switch.Label>
          </Switch.Root>
        ) : settings.error ? (
          <Text color="fg.error">{serverMessage(settings.error, "Failed to load the setting")}</Text>
        ) : (
          <Skeleton height="10" aria-label="Loading the setting" />
        )}
        {allowed ? (
          <Alert.Root status="warning" size="sm">
            <Alert.Indicator />
            <Alert.Description>
              Private network targets are allowed: anyone who can add a webhook can make the shop's server send requests into
              its own network.
            </Alert.Description>
          </Alert.Root>
        ) : null}
      </Stack>

      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Allow private network targets?"
        confirmLabel="Allow"
        busyLabel="Saving…"
        busy={updating.loading}
        destructive
        onConfirm={() => void save(true)}
      >
        <Stack gap="2">
          <Text>
            Webhooks could then be sent to machines inside the shop's own network: the database, the cloud provider's metadata
            service, an internal admin page. Anyone who can add a webhook (an admin, or an app with a read scope) could use the
            shop's server to reach them. This is called server-side request forgery.
          </Text>
          <Text>Turn it on only if the receiver really runs on your own network, and turn it off again when you can.</Text>
        </Stack>
      </ConfirmDialog>
    </Box>
  );
}
