import { NetworkStatus } from "@apollo/client";
import { Box, Button, Grid, Heading, Skeleton, Stack } from "@chakra-ui/react";
import type { HeadSubject } from "@shop/common";
import { useEffect, useMemo } from "react";
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from "react-router";
import { serverMessage } from "../../shared/errors/serverMessage";
import { useMoney } from "../../shared/money/useMoney";
import { NOT_FOUND_META } from "../../shared/meta/pageMeta";
import { usePageMeta } from "../../shared/meta/usePageMeta";
import { usePageQuery } from "../../shared/routing/pageQuery";
import { CatalogBreadcrumb } from "../components/CatalogBreadcrumb";
import { ProductCard } from "../components/ProductCard";
import { PRIORITY_CARDS, ProductGrid } from "../components/ProductGrid";
import { ProductGridSkeleton } from "../components/ProductGridSkeleton";
import { ProductListEmpty } from "../components/ProductListEmpty";
import { PRODUCTS_FETCH_ERROR, ProductListError } from "../components/ProductListError";
import { ProductFiltersDrawer } from "../components/ProductFiltersDrawer";
import { ProductListFilters } from "../components/ProductListFilters";
import { ProductListPagination } from "../components/ProductListPagination";
import { ProductListToolbar } from "../components/ProductListToolbar";
import { SubCategoryChips } from "../components/SubCategoryChips";
import { currencySymbol } from "../currencySymbol";
import { categoryPageQueries } from "../pageQueries";
import {
  clearFilters,
  hasActiveFilters,
  pageCount,
  parseProductListParams,
  productListHref,
  serializeProductListParams,
  withFilters,
  withPage,
  type ProductListParams,
} from "../productListParams";

function resultSummary(totalItems: number, params: ProductListParams, shown: number): string {
  if (totalItems === 0) return "No products";
  if (totalItems === 1) return "1 product";
  const first = (params.page - 1) * params.per + 1;
  const last = first + shown - 1;
  return shown > 0 && totalItems > params.per
    ? `Showing ${first}–${last} of ${totalItems} products`
    : `${totalItems} products`;
}

/**
 * `/product-category/:category?`: every product, or one category's, with subcategory, price,
 * on-sale and featured filters, sort order and pages, all kept in the URL (see productListParams).
 */
export function CategoryPage() {
  const { category } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseProductListParams(searchParams), [searchParams]);

  const queries = useMemo(() => categoryPageQueries(category, params), [category, params]);
  const categories = usePageQuery(queries.categories);
  const current = usePageQuery(queries.current);
  const list = usePageQuery(queries.list, { notifyOnNetworkStatusChange: true });
  const money = useMoney();

  // While another page or filter loads, keep showing the last result (dimmed) rather than a skeleton.
  const shown = list.data ?? list.previousData;
  const currentCategory = current.data?.category ?? null;
  const unknownCategory = Boolean(category) && current.data !== undefined && currentCategory === null;
  // A link by a slug the category had before it was renamed (the server says which): its current address.
  const renamedFrom = category && currentCategory && !currentCategory.namedBy ? category : null;
  // The server answers an unknown category with 404 and noindex; say the same after a client-side navigation.
  const subject = useMemo((): HeadSubject | null => {
    if (unknownCategory) return NOT_FOUND_META;
    return currentCategory ? { kind: "category", category: currentCategory, moved: !currentCategory.namedBy } : null;
  }, [unknownCategory, currentCategory]);
  usePageMeta(subject);
  const filtered = hasActiveFilters(params);

  const go = (next: ProductListParams, scroll = false) => {
    setSearchParams(serializeProductListParams(next), { preventScrollReset: !scroll });
  };
  const categoryHref = (slug: string | null) => productListHref(slug, clearFilters(params));
  const subHref = (sub: string | null) => productListHref(category ?? null, withFilters(params, { sub }));

  const navigate = useNavigate();
  useEffect(() => {
    if (renamedFrom && currentCategory) void navigate(productListHref(currentCategory.slug, params), { replace: true });
  }, [renamedFrom, currentCategory, params, navigate]);

  // A page past the end (e.g. after a filter shrank the list, or a stale link): go to the last page.
  const totalItems = list.data?.products.totalItems;
  const lastPage = totalItems === undefined ? null : pageCount(totalItems, params.per);
  useEffect(() => {
    if (lastPage !== null && params.page > lastPage) {
      setSearchParams(serializeProductListParams(withPage(params, lastPage)), { replace: true, preventScrollReset: true });
    }
  }, [lastPage, params, setSearchParams]);

  let title: string | null = "All products";
  if (category) {
    if (currentCategory) title = currentCategory.name;
    else if (unknownCategory) title = "Category not found";
    // The category's own query failed: the list below still works, so name it as the URL does.
    else if (current.error) title = category;
    else title = null;
  }
  const breadcrumb = [{ label: "Home", href: "/" }, { label: title ?? "…" }];

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
    if (unknownCategory) {
      content = (
        <ProductListEmpty
          title="Category not found"
          description={`The shop has no category called “${category}”.`}
          action={
            <Button asChild colorPalette="blue">
              <RouterLink to="/product-category">Browse all products</RouterLink>
            </Button>
          }
        />
      );
    } else if (filtered) {
      content = (
        <ProductListEmpty
          title="No products match your filters"
          description="Try another price range or subcategory, or clear the filters to see everything."
          action={
            <Button colorPalette="blue" onClick={() => go(clearFilters(params))}>
              Clear filters
            </Button>
          }
        />
      );
    } else {
      content = (
        <ProductListEmpty
          title="No products here yet"
          description="New products will appear here as soon as they are added."
          action={
            category ? (
              <Button asChild colorPalette="blue">
                <RouterLink to="/product-category">Browse all products</RouterLink>
              </Button>
            ) : undefined
          }
        />
      );
    }
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
          onPageChange={(page) => go(withPage(params, page), true)}
        />
      </Stack>
    );
  }

  const summary = shown ? resultSummary(shown.products.totalItems, params, shown.products.items.length) : "Loading products…";
  const currencyLabel = shown ? currencySymbol(money.currency, money.locale) : "";

  // The side panel on wide screens; a bottom sheet on narrow ones.
  const filters = (
    <ProductListFilters
      categories={categories.data?.categories}
      currentCategoryId={category ? (currentCategory?.id ?? "") : null}
      categoryHref={categoryHref}
      params={params}
      currencyLabel={currencyLabel}
      onChange={(changes) => go(withFilters(params, changes))}
      onClear={() => go(clearFilters(params))}
      canClear={filtered}
    />
  );

  return (
    <Stack gap="6">
      <CatalogBreadcrumb items={breadcrumb} />
      <Stack gap="3">
        {title ? (
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
            {title}
          </Heading>
        ) : (
          <Skeleton h="9" w="56" />
        )}
        {currentCategory ? (
          <SubCategoryChips subCategories={currentCategory.subCategories} current={params.sub} hrefFor={subHref} />
        ) : null}
      </Stack>

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
            onSortChange={(sort) => go(withFilters(params, { sort }))}
            per={params.per}
            onPerChange={(per) => go(withFilters(params, { per }))}
          />
          {content}
        </Stack>
      </Grid>
    </Stack>
  );
}
