import { Heading, Stack } from "@chakra-ui/react";
import type { ProductCardFieldsFragment } from "../../gql/graphql";
import { ProductCard } from "./ProductCard";
import { ProductGrid } from "./ProductGrid";
import { ProductGridSkeleton } from "./ProductGridSkeleton";

export interface RelatedProductsSectionProps {
  /** Undefined while loading. */
  products: readonly ProductCardFieldsFragment[] | undefined;
}

/** "You may also like": other products of the same category. Hidden when there are none. */
export function RelatedProductsSection({ products }: RelatedProductsSectionProps) {
  if (products && products.length === 0) return null;
  return (
    <Stack as="section" gap="4" aria-labelledby="related-products-heading">
      <Heading as="h2" size="xl" id="related-products-heading">
        You may also like
      </Heading>
      {products ? (
        <ProductGrid label="Related products">
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ProductGrid>
      ) : (
        <ProductGridSkeleton count={4} />
      )}
    </Stack>
  );
}
