import { useQuery } from "@apollo/client/react";
import { Box, Button, HStack, Menu } from "@chakra-ui/react";
import { useRef } from "react";
import { Link as RouterLink } from "react-router";
import { CategoriesDocument, type CategoriesQuery } from "../../gql/graphql";
import { ChevronDownIcon } from "../../shared/icons/icons";
import { productListPath } from "../productListParams";
import { subCategoryHref } from "./categoryLinks";
import { useItemsThatFit } from "./useItemsThatFit";

type Category = CategoriesQuery["categories"][number];

/**
 * A category with subcategories: a menu button listing the whole category and each subcategory.
 * The open menu stays inside the header's `nav` (no portal, so axe finds it in a landmark), fixed
 * so the bar's clipping of its wrapped lines does not clip it.
 */
function CategoryMenu({ category }: { category: Category }) {
  return (
    <Menu.Root positioning={{ placement: "bottom-start", strategy: "fixed" }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" fontWeight="medium" whiteSpace="nowrap">
          {category.name}
          <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content minW="48">
          <Menu.Item value="all" asChild fontWeight="medium">
            <RouterLink to={productListPath(category.slug)}>All {category.name}</RouterLink>
          </Menu.Item>
          <Menu.Separator />
          {category.subCategories.map((sub) => (
            <Menu.Item key={sub} value={sub} asChild>
              <RouterLink to={subCategoryHref(category.slug, sub)}>{sub}</RouterLink>
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}

/**
 * The categories that do not fit the bar: each a link, its subcategories indented under it. Until
 * the bar is measured (the server's render, the first paint) it lists every category, so none is
 * ever out of reach.
 */
function MoreMenu({ categories }: { categories: readonly Category[] }) {
  return (
    <Menu.Root positioning={{ placement: "bottom-end", strategy: "fixed" }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" fontWeight="medium" aria-label={`More categories (${categories.length})`}>
          More
          <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content minW="48" maxH="min(28rem, 70vh)" overflowY="auto">
          {categories.flatMap((category) => [
            <Menu.Item key={category.id} value={category.id} asChild fontWeight="medium">
              <RouterLink to={productListPath(category.slug)}>{category.name}</RouterLink>
            </Menu.Item>,
            ...category.subCategories.map((sub) => (
              <Menu.Item key={`${category.id}/${sub}`} value={`${category.id}/${sub}`} asChild ps="6">
                <RouterLink to={subCategoryHref(category.slug, sub)}>{sub}</RouterLink>
              </Menu.Item>
            )),
          ])}
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}

/** Items before the categories in the bar ("All products"): always on its first line. */
const LEADING_ITEMS = 1;

/**
 * The header's category bar (wide screens): one entry per category; those with subcategories open
 * a menu (arrow keys move, Escape closes), the others are plain links. Categories that do not fit
 * the width go into "More" (decision 064): the list wraps and shows only its first line, so the
 * server's render is already one row; once measured, the wrapped ones are hidden from keyboard and
 * screen readers and "More" lists just them (or goes, when all fit). "More" sits at the row's end,
 * so nothing moves as the count settles. Nothing while the list loads or fails.
 */
export function CategoryMenuBar() {
  const { data } = useQuery(CategoriesDocument);
  const categories = data?.categories ?? [];
  const listRef = useRef<HTMLUListElement>(null);
  const fit = useItemsThatFit(listRef, LEADING_ITEMS, categories.length);
  const overflow = fit === null ? categories : categories.slice(fit);

  return (
    <Box as="nav" aria-label="Shop by category" minH="10" display="flex" alignItems="flex-start" gap="1">
      {/* One line high (with room for focus rings); the wrapped lines fall below it, clipped. */}
      <HStack
        asChild
        listStyleType="none"
        m="0"
        p="1"
        flex="1"
        minW="0"
        h="11"
        overflow="hidden"
        flexWrap="wrap"
        columnGap="1"
        rowGap="4"
        position="relative"
      >
        <ul ref={listRef}>
          <li>
            <Button asChild variant="ghost" size="sm" fontWeight="medium">
              <RouterLink to={productListPath()}>All products</RouterLink>
            </Button>
          </li>
          {categories.map((category, index) => (
            <li key={category.id} style={fit !== null && index >= fit ? { visibility: "hidden" } : undefined}>
              {category.subCategories.length > 0 ? (
                <CategoryMenu category={category} />
              ) : (
                <Button asChild variant="ghost" size="sm" fontWeight="medium" whiteSpace="nowrap">
                  <RouterLink to={productListPath(category.slug)}>{category.name}</RouterLink>
                </Button>
              )}
            </li>
          ))}
        </ul>
      </HStack>
      {overflow.length > 0 ? (
        <Box p="1" flexShrink={0}>
          <MoreMenu categories={overflow} />
        </Box>
      ) : null}
    </Box>
  );
}
