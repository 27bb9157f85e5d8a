import { SimpleGrid, Skeleton, SkeletonText, Stack } from "@chakra-ui/react";

/** The product page's shape while the product loads. */
export function ProductPageSkeleton() {
  return (
    <Stack gap="8" aria-busy="true" aria-label="Loading product">
      <Skeleton h="4" w="48" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: 6, lg: 12 }}>
        <Skeleton aspectRatio={1} rounded="l3" />
        <Stack gap="5">
          <SkeletonText noOfLines={2} />
          <Skeleton h="10" w="40" />
          <Skeleton h="16" />
          <Skeleton h="16" />
          <Skeleton h="12" />
        </Stack>
      </SimpleGrid>
      <SkeletonText noOfLines={5} />
    </Stack>
  );
}
