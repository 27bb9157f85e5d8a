import { useQuery } from "@apollo/client/react";
import { Box, Button, HStack, Menu } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { CategoriesDocument, type CategoriesQuery } from "../../gql/graphql";
import { ChevronDownIcon } from "../../shared/icons/icons";
import { productListPath } from "../productListParams";
import { subCategoryHref } from "./categoryLinks";

type Category = CategoriesQuery["categories"][number];

/**
 * A category with subcategories: a menu button listing the whole category and each subcategory.
 * The open menu stays inside the header's `nav` (no portal, so axe finds it in a landmark), fixed
 * so the bar's sideways scrolling does not clip it.
 */
function CategoryMenu({ category }: { category: Category }) {
  return (
    <Menu.Root positioning={{ placement: "bottom-start", strategy: "fixed" }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" fontWeight="medium">
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
 * The header's category bar (wide screens): one entry per category; those with subcategories open
 * a menu (arrow keys move, Escape closes), the others are plain links. Nothing while the list loads or fails.
 */
export function CategoryMenuBar() {
  const { data } = useQuery(CategoriesDocument);
  const categories = data?.categories ?? [];

  return (
    <Box as="nav" aria-label="Shop by category" minH="10">
      <HStack as="ul" listStyleType="none" gap="1" m="0" p="0" overflowX="auto" css={{ scrollbarWidth: "thin" }}>
        <li>
          <Button asChild variant="ghost" size="sm" fontWeight="medium">
            <RouterLink to={productListPath()}>All products</RouterLink>
          </Button>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            {category.subCategories.length > 0 ? (
              <CategoryMenu category={category} />
            ) : (
              <Button asChild variant="ghost" size="sm" fontWeight="medium">
                <RouterLink to={productListPath(category.slug)}>{category.name}</RouterLink>
              </Button>
            )}
          </li>
        ))}
      </HStack>
    </Box>
  );
}
