import { HStack, Separator, Text } from "@chakra-ui/react";

/** "or" between Google sign-in and the email form. */
export function OrSeparator() {
  return (
    <HStack gap="3" aria-hidden="true">
      <Separator flex="1" />
      <Text textStyle="sm" color="fg.muted" flexShrink="0">
        or
      </Text>
      <Separator flex="1" />
    </HStack>
  );
}
