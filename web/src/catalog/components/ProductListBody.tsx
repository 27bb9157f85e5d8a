import { NetworkStatus } from "@apollo/client";
import { Box, Grid, Stack } from "@chakra-ui/react";
import { useEffect, type ReactNode } from "react";
import type { ProductListQuery } from "../../gql/graphql";
import { serverMessage } from "../../shared/errors/serverMessage";
import { pageCount, withFilters, withPage, type ProductListParams } from "../productListParams";
import { ProductCard } from "./ProductCard";
import { ProductFiltersDrawer } from "./ProductFiltersDrawer";
import { PRIORITY_CARDS, ProductGrid } from "./ProductGrid";
import { ProductGridSkeleton } from "./ProductGridSkeleton";
import { PRODUCTS_FETCH_ERROR, ProductListError } from "./ProductListError";
import { ProductListPagination } from "./ProductListPagination";
import { ProductListToolbar } from "./ProductListToolbar";

/** What the body needs of the page's `ProductList` query (`usePageQuery`'s result). */
export interface ProductListResult {
  data?: ProductListQuery | undefined;
  previousData?: ProductListQuery | undefined;
  loading: boolean;
  error?: unknown;
  networkStatus: NetworkStatus;
  refetch: () => Promise<unknown>;
}

export interface ProductListBodyProps {
  list: ProductListResult;
  params: ProductListParams;
  /** Shows the list at `next` (in the URL); `scroll`: to the top (a new page), `replace`: a correction, not a step back can undo. */
  onParamsChange: (next: ProductListParams, how: { scroll?: boolean; replace?: boolean }) => void;
  /** The filters panel: beside the list on wide screens, in a bottom sheet on narrow ones. */
  filters: ReactNode;
  /** True when any filter narrows the list. */
  filtered: boolean;
  /** What shows when the list is empty (the page knows why). */
  empty: ReactNode;
}

function resultSummary(totalItems: number, params: ProductListParams, shown: number): string {
  if (totalItems === 0) return "No products";
  if (totalItems === 1) return "1 product";
  const first = (params.page - 1) * params.per + 1;
  const last = first + shown - 1;
  return shown > 0 && totalItems > params.per ? `Showing ${first}–${last} of ${totalItems} products` : `${totalItems} products`;
}

/**
 * A product list page's body, under its heading: the filters, the count with sort and page size,
 * the cards (a skeleton while the first page loads, the last result dimmed while another loads),
 * the pages, and the page's own empty notice. Shared by the category and search results pages.
 */
export function ProductListBody({ list, params, onParamsChange, filters, filtered, empty }: ProductListBodyProps) {
  // While another page or filter loads, keep showing the last result (dimmed) rather than a skeleton.
  const shown = list.data ?? list.previousData;

  // A page past the end (e.g. after a filter shrank the list, or a stale link): go to the last page.
  const totalItems = list.data?.products.totalItems;
  const lastPage = totalItems === undefined ? null : pageCount(totalItems, params.per);
  useEffect(() => {
    if (lastPage !== null && params.page > lastPage) onParamsChange(withPage(params, lastPage), { replace: true });
  }, [lastPage, params, onParamsChange]);

  let content;
  if (list.error && !shown) {
    content = (
      <ProductListError
        message={serverMessage(list.error, PRODUCTS_FETCH_ERROR)}
        onRetry={() => void list.refetch().catch(() => undefined)}
        retrying={list.networkStatus === NetworkStatus.refetch}
      />
    );
  } else if (!shown) {
    content = <ProductGridSkeleton count={params.per} />;
  } else if (shown.products.items.length === 0) {
    content = empty;
  } else {
    content = (
      <Stack gap="8">
        <Box opacity={list.loading ? 0.6 : 1} transition="opacity 0.2s">
          <ProductGrid label="Products" busy={list.loading}>
            {shown.products.items.map((product, index) => (
              <li key={product.id}>
                {/* h2: on phones the filters' headings are hidden, so the cards come right under the h1. */}
                <ProductCard product={product} headingLevel="h2" priority={index < PRIORITY_CARDS} />
              </li>
            ))}
          </ProductGrid>
        </Box>
        <ProductListPagination
          totalItems={shown.products.totalItems}
          pageSize={params.per}
          page={params.page}
          onPageChange={(page) => onParamsChange(withPage(params, page), { scroll: true })}
        />
      </Stack>
    );
  }

  const summary = shown ? resultSummary(shown.products.totalItems, params, shown.products.items.length) : "Loading products…";

  return (
    <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "15rem minmax(0, 1fr)" }} gap={{ base: 4, lg: 10 }} alignItems="start">
      <Box as="aside" aria-label="Filters">
        <Box hideFrom="lg">
          <ProductFiltersDrawer resultCount={list.loading ? null : (shown?.products.totalItems ?? null)} active={filtered}>
            {filters}
          </ProductFiltersDrawer>
        </Box>
        <Box hideBelow="lg">{filters}</Box>
      </Box>

      <Stack gap="5" minW="0">
        <ProductListToolbar
          summary={summary}
          sort={params.sort}
          onSortChange={(sort) => onParamsChange(withFilters(params, { sort }), {})}
          per={params.per}
          onPerChange={(per) => onParamsChange(withFilters(params, { per }), {})}
        />
        {content}
      </Stack>
    </Grid>
  );
}
