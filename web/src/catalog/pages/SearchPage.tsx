import { Button, Heading, HStack, Input, Stack } from "@chakra-ui/react";
import { type HeadSubject, SEARCH_MAX_LENGTH } from "@shop/common";
import { useCallback, useMemo, type FormEvent } from "react";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { usePageMeta } from "../../shared/meta/usePageMeta";
import { useMoney } from "../../shared/money/useMoney";
import { usePageQuery } from "../../shared/routing/pageQuery";
import { CatalogBreadcrumb } from "../components/CatalogBreadcrumb";
import { ProductListBody } from "../components/ProductListBody";
import { ProductListEmpty } from "../components/ProductListEmpty";
import { ProductListFilters } from "../components/ProductListFilters";
import { currencySymbol } from "../currencySymbol";
import { searchPageQueries } from "../pageQueries";
import { clearFilters, DEFAULT_PARAMS, hasActiveFilters, withFilters, type ProductListParams } from "../productListParams";
import { parseSearchPageParams, searchPageHref, type SearchPageParams } from "../searchPageParams";

/**
 * A search box of the page's own, for when the URL has no text: a plain GET form, so it works
 * before the page's script runs too; once it does, it opens the results without a reload.
 */
function SearchForm({ initial }: { initial: string }) {
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get("q");
    void navigate(searchPageHref({ q: typeof q === "string" ? q.trim() : "", category: null, list: DEFAULT_PARAMS }));
  };
  return (
    <form role="search" aria-label="Search the shop" action="/search" method="get" onSubmit={submit} style={{ width: "100%", maxWidth: "32rem" }}>
      <HStack gap="2">
        <Input
          name="q"
          type="search"
          defaultValue={initial}
          aria-label="Search for"
          placeholder="Shirts, shoes, a brand…"
          maxLength={SEARCH_MAX_LENGTH}
          bg="bg"
        />
        <Button type="submit" colorPalette="blue">
          Search
        </Button>
      </HStack>
    </form>
  );
}

/**
 * `/search?q=`: the products matching the text, with the catalog's filters, sort order and pages
 * (the product list's body), all kept in the URL (searchPageParams). Never a 404: without text it
 * offers a search box, with no match it says what to try.
 */
export function SearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseSearchPageParams(searchParams), [searchParams]);
  const { q, category, list: listParams } = params;

  const queries = useMemo(() => searchPageQueries(params), [params]);
  const categories = usePageQuery(queries.categories);
  const list = usePageQuery(queries.list, { notifyOnNetworkStatusChange: true });
  const money = useMoney();

  const subject = useMemo((): HeadSubject => ({ kind: "search", query: q }), [q]);
  usePageMeta(subject);

  const show = useCallback(
    (next: SearchPageParams, { scroll = false, replace = false } = {}) =>
      setSearchParams(new URLSearchParams(searchPageHref(next).split("?")[1] ?? ""), { preventScrollReset: !scroll, replace }),
    [setSearchParams],
  );
  const go = useCallback(
    (next: ProductListParams, how: { scroll?: boolean; replace?: boolean } = {}) => show({ q, category, list: next }, how),
    [show, q, category],
  );
  const filtered = hasActiveFilters(listParams) || category !== null;
  const clearAll = () => show({ q, category: null, list: clearFilters(listParams) });

  const title = q ? `Search results for “${q}”` : "Search";
  const breadcrumb = [{ label: "Home", href: "/" }, { label: "Search" }];

  const header = (
    <Stack gap="6">
      <CatalogBreadcrumb items={breadcrumb} />
      <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight" wordBreak="break-word">
        {title}
      </Heading>
    </Stack>
  );

  if (!q) {
    return (
      <Stack gap="6">
        {header}
        <ProductListEmpty
          titleAs="h2"
          title="What are you looking for?"
          description="Type a product's name, a brand or a word from its description, then press Enter."
          action={
            <Stack gap="4" align="center" w="full">
              <SearchForm initial="" />
              <Button asChild variant="outline">
                <RouterLink to="/product-category">Browse all products</RouterLink>
              </Button>
            </Stack>
          }
        />
      </Stack>
    );
  }

  const empty = filtered ? (
    <ProductListEmpty
      titleAs="h2"
      title="No products match your filters"
      description={`Products match “${q}”, but none with these filters. Clear them to see every match.`}
      action={
        <Button colorPalette="blue" onClick={clearAll}>
          Clear filters
        </Button>
      }
    />
  ) : (
    <ProductListEmpty
      titleAs="h2"
      title={`No products match “${q}”`}
      description="Check the spelling, try fewer or more general words, or browse the categories."
      action={
        <Stack gap="4" align="center" w="full">
          <SearchForm initial={q} />
          <Button asChild variant="outline">
            <RouterLink to="/product-category">Browse all products</RouterLink>
          </Button>
        </Stack>
      }
    />
  );

  const currentCategoryId = category ? (categories.data?.categories.find((each) => each.slug === category)?.id ?? "") : null;
  const filters = (
    <ProductListFilters
      categories={categories.data?.categories}
      currentCategoryId={currentCategoryId}
      categoryHref={(slug) => searchPageHref({ q, category: slug, list: clearFilters(listParams) })}
      params={listParams}
      currencyLabel={(list.data ?? list.previousData) ? currencySymbol(money.currency, money.locale) : ""}
      onChange={(changes) => go(withFilters(listParams, changes))}
      onClear={clearAll}
      canClear={filtered}
    />
  );

  return (
    <Stack gap="6">
      {header}
      <ProductListBody list={list} params={listParams} onParamsChange={go} filters={filters} filtered={filtered} empty={empty} />
    </Stack>
  );
}
