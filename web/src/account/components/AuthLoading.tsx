import { Spinner, Text, VStack } from "@chakra-ui/react";

export interface AuthLoadingProps {
  label?: string;
}

/** Shown while the auth state is not known yet, instead of flashing a redirect or a page. */
export function AuthLoading({ label = "Loading your account…" }: AuthLoadingProps) {
  return (
    <VStack role="status" py="20" gap="3" color="fg.muted">
      <Spinner size="lg" color="blue.solid" borderWidth="3px" aria-hidden="true" />
      <Text>{label}</Text>
    </VStack>
  );
}
