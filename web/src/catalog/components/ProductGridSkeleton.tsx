import { Card, Skeleton, SkeletonText } from "@chakra-ui/react";
import { ProductGrid } from "./ProductGrid";

export interface ProductGridSkeletonProps {
  /** How many placeholder cards to show. */
  count?: number;
}

/** Placeholder cards shown while products load. */
export function ProductGridSkeleton({ count = 10 }: ProductGridSkeletonProps) {
  return (
    <ProductGrid label="Loading products" busy>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <Card.Root size="sm" overflow="hidden" aria-hidden="true">
            <Skeleton aspectRatio={1} rounded="none" />
            <Card.Body gap="3">
              <SkeletonText noOfLines={2} />
              <Skeleton h="6" w="24" />
            </Card.Body>
          </Card.Root>
        </li>
      ))}
    </ProductGrid>
  );
}
