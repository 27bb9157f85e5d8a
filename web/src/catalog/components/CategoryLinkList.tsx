import { useQuery } from "@apollo/client/react";
import { Link, Stack } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { CategoriesDocument } from "../../gql/graphql";
import { productListPath } from "../productListParams";
import { subCategoryHref } from "./categoryLinks";

export interface CategoryLinkListProps {
  /** Also list each category's subcategories under it. */
  withSubCategories?: boolean;
}

/** Links to all products and to every category (and, if asked, their subcategories), for menus and the footer. */
export function CategoryLinkList({ withSubCategories = false }: CategoryLinkListProps) {
  const { data } = useQuery(CategoriesDocument);
  const categories = data?.categories ?? [];

  return (
    <Stack as="ul" listStyleType="none" m="0" p="0" gap={withSubCategories ? 3 : 1.5}>
      <li>
        <Link asChild fontWeight={withSubCategories ? "semibold" : undefined}>
          <RouterLink to={productListPath()}>All products</RouterLink>
        </Link>
      </li>
      {categories.map((category) => (
        <li key={category.id}>
          <Link asChild fontWeight={withSubCategories ? "semibold" : undefined}>
            <RouterLink to={productListPath(category.slug)}>{category.name}</RouterLink>
          </Link>
          {withSubCategories && category.subCategories.length > 0 ? (
            <Stack as="ul" listStyleType="none" m="0" mt="1.5" ps="4" gap="1.5" aria-label={`${category.name} subcategories`}>
              {category.subCategories.map((sub) => (
                <li key={sub}>
                  <Link asChild color="fg.muted">
                    <RouterLink to={subCategoryHref(category.slug, sub)}>{sub}</RouterLink>
                  </Link>
                </li>
              ))}
            </Stack>
          ) : null}
        </li>
      ))}
    </Stack>
  );
}
