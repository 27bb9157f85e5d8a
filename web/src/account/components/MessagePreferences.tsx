import { useMutation } from "@apollo/client/react";
import { Heading, Stack, Switch, Text } from "@chakra-ui/react";
import { useId } from "react";
import toast from "react-hot-toast";
import { serverMessage } from "../../shared/errors/serverMessage";
import { UpdateMessagePreferencesDocument } from "../../gql/graphql";
import type { UserRecord } from "../userRecord";

/**
 * The shopper's choice of order messages: the updates they can do without (processing, shipped,
 * delivered) on or off. The confirmation and a cancellation are always sent: they are about the
 * order itself (docs/notifications.md). The answer updates the cached record, and with it the switch.
 */
export function MessagePreferences({ record }: { record: UserRecord }) {
  const [update, { loading }] = useMutation(UpdateMessagePreferencesDocument);
  const headingId = useId();
  const explanationId = useId();

  const change = async (nonEssentialMessages: boolean) => {
    try {
      await update({
        variables: { nonEssentialMessages },
        optimisticResponse: { updateMessagePreferences: { ...record, nonEssentialMessages } },
      });
      toast.success(nonEssentialMessages ? "You will get order updates" : "No more order updates, only confirmations and cancellations");
    } catch (failure) {
      toast.error(serverMessage(failure, "Failed to save your message preference"));
    }
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" bg="bg" borderWidth="1px" rounded="l3" p={{ base: 5, md: 8 }}>
      <Heading as="h2" id={headingId} size="lg">
        Messages about your orders
      </Heading>
      <Switch.Root
        checked={record.nonEssentialMessages}
        disabled={loading}
        onCheckedChange={(details) => void change(details.checked)}
        alignItems="start"
      >
        <Switch.HiddenInput aria-describedby={explanationId} />
        <Switch.Control mt="0.5" />
        <Switch.Label>Order updates I can do without (processing, shipped, delivered)</Switch.Label>
      </Switch.Root>
      <Text id={explanationId} color="fg.muted" textStyle="sm">
        By email and SMS, at the email and phone of each order. Order confirmations and cancellations are always sent, whatever you choose here.
      </Text>
    </Stack>
  );
}
