import { Alert } from "@chakra-ui/react";
import { ShownOnceDialog } from "../components/ShownOnceDialog";

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

/**
 * A new or rotated webhook's signing secret, shown once (`ShownOnceDialog`); after a rotation,
 * that the old secret still signs for 24 hours, so the receiver can be switched without losing
 * deliveries.
 */
export function SecretDialog({ url, secret, reason, onClose }: SecretDialogProps) {
  return (
    <ShownOnceDialog
      title={reason === "created" ? "Webhook added: copy its signing secret" : "New signing secret"}
      warning={{
        title: "You will not see this secret again",
        description:
          "Copy it now into the receiving program's settings: it checks each request's webhook-signature header with it. If it is lost, make a new one with “Rotate secret”.",
      }}
      notice={
        reason === "rotated" ? (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>
                For the next 24 hours every delivery is signed with both the old and the new secret, so the receiver keeps accepting them
                while you switch it to the new one. After that, only the new secret signs.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null
      }
      label="Signing secret"
      value={secret}
      copyLabel="Copy secret"
      helper={`For ${url}`}
      onClose={onClose}
    />
  );
}
