import { Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import type { ProductListQuery } from "../../gql/graphql";
import { ProductCard } from "./ProductCard";
import { PRIORITY_CARDS, ProductGrid } from "./ProductGrid";
import { ProductGridSkeleton } from "./ProductGridSkeleton";
import { ProductListEmpty } from "./ProductListEmpty";
import { ProductListError } from "./ProductListError";

export interface HomeProductSectionProps {
  /** Heading id, also naming the section. */
  id: string;
  title: string;
  description: string;
  /** Accessible name of the product list, e.g. "Products" or "On sale". */
  listLabel: string;
  /** The full list this section previews. */
  viewAllHref: string;
  viewAllLabel: string;
  /** Shown when the list is empty. */
  emptyText: string;
  /** The section's products; undefined while loading. */
  data: ProductListQuery | undefined;
  /** The server's message, or "Failed to fetch products"; only read when `failed`. */
  errorMessage: string;
  failed: boolean;
  onRetry: () => void;
  retrying: boolean;
  /** Placeholder cards while loading. */
  skeletonCount: number;
  /** The first section on the page: its first cards' images load at once (ProductCard's `priority`). */
  first?: boolean;
}

/** One product row of the home page: heading, "view all" link, and a grid of cards. */
export function HomeProductSection(props: HomeProductSectionProps) {
  const { id, title, description, listLabel, viewAllHref, viewAllLabel, emptyText, data } = props;

  let content;
  if (props.failed && !data) {
    content = <ProductListError message={props.errorMessage} onRetry={props.onRetry} retrying={props.retrying} />;
  } else if (!data) {
    content = <ProductGridSkeleton count={props.skeletonCount} />;
  } else if (data.products.items.length === 0) {
    content = <ProductListEmpty title="Nothing here yet" description={emptyText} />;
  } else {
    content = (
      <ProductGrid label={listLabel}>
        {data.products.items.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} priority={Boolean(props.first) && index < PRIORITY_CARDS} />
          </li>
        ))}
      </ProductGrid>
    );
  }

  return (
    <Stack as="section" gap="5" aria-labelledby={id}>
      <HStack justify="space-between" align="end" gap="4" wrap="wrap">
        <Stack gap="1">
          <Heading as="h2" id={id} size="2xl" letterSpacing="tight">
            {title}
          </Heading>
          <Text color="fg.muted">{description}</Text>
        </Stack>
        <Link asChild colorPalette="blue" color="colorPalette.fg" fontWeight="medium">
          <RouterLink to={viewAllHref}>
            {viewAllLabel} <span aria-hidden="true">→</span>
          </RouterLink>
        </Link>
      </HStack>
      {content}
    </Stack>
  );
}
