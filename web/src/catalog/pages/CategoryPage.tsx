import { Button, Heading, Skeleton, Stack } from "@chakra-ui/react";
import type { HeadSubject } from "@shop/common";
import { useCallback, useEffect, useMemo } from "react";
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from "react-router";
import { useMoney } from "../../shared/money/useMoney";
import { NOT_FOUND_META } from "../../shared/meta/pageMeta";
import { usePageMeta } from "../../shared/meta/usePageMeta";
import { usePageQuery } from "../../shared/routing/pageQuery";
import { CatalogBreadcrumb } from "../components/CatalogBreadcrumb";
import { ProductListEmpty } from "../components/ProductListEmpty";
import { ProductListBody } from "../components/ProductListBody";
import { ProductListFilters } from "../components/ProductListFilters";
import { SubCategoryChips } from "../components/SubCategoryChips";
import { currencySymbol } from "../currencySymbol";
import { categoryPageQueries } from "../pageQueries";
import {
  clearFilters,
  hasActiveFilters,
  parseProductListParams,
  productListHref,
  serializeProductListParams,
  withFilters,
  type ProductListParams,
} from "../productListParams";

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

  const go = useCallback(
    (next: ProductListParams, { scroll = false, replace = false } = {}) =>
      setSearchParams(serializeProductListParams(next), { preventScrollReset: !scroll, replace }),
    [setSearchParams],
  );
  const categoryHref = (slug: string | null) => productListHref(slug, clearFilters(params));
  const subHref = (sub: string | null) => productListHref(category ?? null, withFilters(params, { sub }));

  const navigate = useNavigate();
  useEffect(() => {
    if (renamedFrom && currentCategory) void navigate(productListHref(currentCategory.slug, params), { replace: true });
  }, [renamedFrom, currentCategory, params, navigate]);

  let title: string | null = "All products";
  if (category) {
    if (currentCategory) title = currentCategory.name;
    else if (unknownCategory) title = "Category not found";
    // The category's own query failed: the list below still works, so name it as the URL does.
    else if (current.error) title = category;
    else title = null;
  }
  const breadcrumb = [{ label: "Home", href: "/" }, { label: title ?? "…" }];

  let empty;
  if (unknownCategory) {
    empty = (
      <ProductListEmpty
        titleAs="h2"
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
    empty = (
      <ProductListEmpty
        titleAs="h2"
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
    empty = (
      <ProductListEmpty
        titleAs="h2"
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

  // The price filter's currency once a list has come (the skeleton has none).
  const currencyLabel = (list.data ?? list.previousData) ? currencySymbol(money.currency, money.locale) : "";

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

      <ProductListBody list={list} params={params} onParamsChange={go} filters={filters} filtered={filtered} empty={empty} />
    </Stack>
  );
}
