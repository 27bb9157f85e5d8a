import { Card, HStack, Skeleton, SkeletonText, Stack } from "@chakra-ui/react";

/** Placeholder order cards while a list loads. */
export function OrderListSkeleton({ count = 3, label = "Loading orders" }: { count?: number; label?: string }) {
  return (
    <Stack gap="3" aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: count }, (_, index) => (
        <Card.Root key={index} size="sm" aria-hidden="true">
          <Card.Body>
            <HStack justify="space-between" align="start">
              <Stack gap="2" flex="1">
                <Skeleton h="5" w="40" />
                <SkeletonText noOfLines={1} w="56" />
              </Stack>
              <Skeleton h="5" w="20" />
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
