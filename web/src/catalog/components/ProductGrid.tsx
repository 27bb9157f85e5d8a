import { SimpleGrid, type SimpleGridProps } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** Cards that load their image at once (ProductCard's `priority`): the first row on most screens, where the largest paint often is. */
export const PRIORITY_CARDS = 4;

/** Columns by breakpoint: two on phones, up to five on wide screens. */
const GRID_COLUMNS: SimpleGridProps["columns"] = { base: 2, md: 3, lg: 4, "2xl": 5 };

export interface ProductGridProps {
  /** Accessible name of the list, e.g. "Products". */
  label: string;
  /** One `<li>` per product. */
  children: ReactNode;
  /** Set while the list is loading. */
  busy?: boolean;
}

/** A responsive list of product cards. */
export function ProductGrid({ label, children, busy = false }: ProductGridProps) {
  return (
    <SimpleGrid
      as="ul"
      role="list"
      aria-label={label}
      aria-busy={busy || undefined}
      columns={GRID_COLUMNS}
      gap={{ base: 3, md: 6 }}
      listStyleType="none"
      p="0"
      m="0"
    >
      {children}
    </SimpleGrid>
  );
}
