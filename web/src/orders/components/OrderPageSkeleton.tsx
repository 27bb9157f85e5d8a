import { Card, Skeleton, SkeletonText, Stack } from "@chakra-ui/react";

/** Placeholder for the confirmation page while the order loads. */
export function OrderPageSkeleton() {
  return (
    <Stack gap="6" role="status" aria-busy="true" aria-label="Loading your order">
      <Skeleton h="9" w={{ base: "full", sm: "md" }} />
      <SkeletonText noOfLines={2} maxW="lg" />
      <Card.Root aria-hidden="true">
        <Card.Body gap="4">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} h="16" />
          ))}
          <SkeletonText noOfLines={3} />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
