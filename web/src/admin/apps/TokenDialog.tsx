import { Alert, Box, Button, Field, HStack, Input, Stack, Text } from "@chakra-ui/react";
import toast from "react-hot-toast";
import { DialogFrame } from "../list-page/FormDialog";
import { curlExample } from "./appView";

export interface TokenDialogProps {
  /** The app's name, for the title. */
  appName: string;
  /** The new token; the dialog is the only place it is ever shown. */
  token: string;
  /** "created" after Create app, "rotated" after a new token. */
  reason: "created" | "rotated";
  /** Closing forgets the token: the page drops it. */
  onClose: () => void;
}

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${what} copied`);
  } catch {
    toast.error(`Could not copy the ${what.toLowerCase()}: select it and copy it yourself`);
  }
}

/**
 * The token of a new or rotated app, shown once: read-only in a monospace field with a copy
 * button, a warning that it will not be shown again, and a first curl request with it.
 */
export function TokenDialog({ appName, token, reason, onClose }: TokenDialogProps) {
  const curl = curlExample(window.location.origin, token);
  return (
    <DialogFrame
      open
      onClose={onClose}
      busy={false}
      title={reason === "created" ? `${appName} is ready: copy its token` : `New token for ${appName}`}
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
            <Alert.Title>This token will not be shown again</Alert.Title>
            <Alert.Description>
              Copy it now and keep it somewhere safe, such as the app's settings or a password manager. The shop keeps only a
              fingerprint of it. If it is lost, make a new one with “Rotate token”.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>

        <Field.Root>
          <Field.Label>Token</Field.Label>
          <HStack w="full" gap="2">
            <Input readOnly value={token} fontFamily="mono" textStyle="sm" onFocus={(event) => event.currentTarget.select()} />
            <Button variant="outline" onClick={() => void copy(token, "Token")} flexShrink="0">
              Copy token
            </Button>
          </HStack>
          <Field.HelperText>The app sends it with every request: Authorization: Bearer {"<token>"}</Field.HelperText>
        </Field.Root>

        <Stack gap="2">
          <HStack justify="space-between" gap="2" wrap="wrap">
            <Text fontWeight="medium" textStyle="sm">
              Try it with curl
            </Text>
            <Button size="xs" variant="outline" onClick={() => void copy(curl, "Example")}>
              Copy example
            </Button>
          </HStack>
          <Box
            as="pre"
            fontFamily="mono"
            textStyle="xs"
            bg="bg.muted"
            p="3"
            rounded="l2"
            whiteSpace="pre-wrap"
            wordBreak="break-all"
          >
            {curl}
          </Box>
        </Stack>
      </Stack>
    </DialogFrame>
  );
}
