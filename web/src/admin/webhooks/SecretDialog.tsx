import { Alert, Button, Field, HStack, Input, Stack } from "@chakra-ui/react";
import toast from "react-hot-toast";
import { DialogFrame } from "../list-page/FormDialog";

export interface SecretDialogProps {
  /** The subscription's URL, for the title. */
  url: string;
  /** The new signing secret; the dialog is the only place it is ever shown. */
  secret: string;
  /** "created" after Add webhook, "rotated" after a new secret. */
  reason: "created" | "rotated";
  /** Closing forgets the secret: the page drops it. */
  onClose: () => void;
}

async function copySecret(secret: string) {
  try {
    await navigator.clipboard.writeText(secret);
    toast.success("Secret copied");
  } catch {
    toast.error("Could not copy the secret: select it and copy it yourself");
  }
}

/**
 * A new or rotated webhook's signing secret, shown once: read-only in a monospace field with a
 * copy button and a warning that it will not be shown again; after a rotation, that the old
 * secret still signs for 24 hours, so the receiver can be switched without losing deliveries.
 */
export function SecretDialog({ url, secret, reason, onClose }: SecretDialogProps) {
  return (
    <DialogFrame
      open
      onClose={onClose}
      busy={false}
      title={reason === "created" ? "Webhook added: copy its signing secret" : "New signing secret"}
      size={{ base: "full", md: "lg" }}
      closeButton
      closeOnInteractOutside={false}
      footer={
        <Button colorPalette="blue" onClick={onClose}>
          Done
        </Button>
      }
    >
      <Stack gap="5">
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>You will not see this secret again</Alert.Title>
            <Alert.Description>
              Copy it now into the receiving program's settings: it checks each request's webhook-signature header with it. If it
              is lost, make a new one with “Rotate secret”.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>

        {reason === "rotated" ? (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>
                For the next 24 hours every delivery is signed with both the old and the new secret, so the receiver keeps
                accepting them while you switch it to the new one. After that, only the new secret signs.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}

        <Field.Root>
          <Field.Label>Signing secret</Field.Label>
          <HStack w="full" gap="2">
            <Input readOnly value={secret} fontFamily="mono" textStyle="sm" onFocus={(event) => event.currentTarget.select()} />
            <Button variant="outline" onClick={() => void copySecret(secret)} flexShrink="0">
              Copy secret
            </Button>
          </HStack>
          <Field.HelperText overflowWrap="anywhere">For {url}</Field.HelperText>
        </Field.Root>
      </Stack>
    </DialogFrame>
  );
}
