import { Skeleton, SkeletonText, Stack, Text } from "@chakra-ui/react";

/**
 * The shape of an admin page while its code loads: a heading, a toolbar and a few rows, where a
 * spinner used to turn (issue 35). The page then fills the same places, so nothing jumps.
 */
export function PageSkeleton({ label = "Loading the page…" }: { label?: string }) {
  return (
    <Stack gap="6" role="status" aria-busy="true">
      <Text srOnly>{label}</Text>
      <Skeleton h="9" w="48" aria-hidden="true" />
      <Skeleton h="10" maxW="xl" aria-hidden="true" />
      <SkeletonText noOfLines={4} gap="4" aria-hidden="true" />
    </Stack>
  );
}
