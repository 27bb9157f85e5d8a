import { Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { ShownOnceDialog, copyText } from "../components/ShownOnceDialog";
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

/**
 * The token of a new or rotated app, shown once (`ShownOnceDialog`), with a first curl request
 * with it.
 */
export function TokenDialog({ appName, token, reason, onClose }: TokenDialogProps) {
  const curl = curlExample(window.location.origin, token);
  return (
    <ShownOnceDialog
      title={reason === "created" ? `${appName} is ready: copy its token` : `New token for ${appName}`}
      warning={{
        title: "This token will not be shown again",
        description:
          "Copy it now and keep it somewhere safe, such as the app's settings or a password manager. The shop keeps only a fingerprint of it. If it is lost, make a new one with “Rotate token”.",
      }}
      label="Token"
      value={token}
      copyLabel="Copy token"
      helper={<>The app sends it with every request: Authorization: Bearer {"<token>"}</>}
      onClose={onClose}
    >
      <Stack gap="2">
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Text fontWeight="medium" textStyle="sm">
            Try it with curl
          </Text>
          <Button size="xs" variant="outline" onClick={() => void copyText(curl, "Example")}>
            Copy example
          </Button>
        </HStack>
        <Box as="pre" fontFamily="mono" textStyle="xs" bg="bg.muted" p="3" rounded="l2" whiteSpace="pre-wrap" wordBreak="break-all">
          {curl}
        </Box>
      </Stack>
    </ShownOnceDialog>
  );
}
