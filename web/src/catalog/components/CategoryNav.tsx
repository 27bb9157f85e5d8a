import { Box, Link, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import type { CategoriesQuery } from "../../gql/graphql";

type Category = CategoriesQuery["categories"][number];

export interface CategoryNavProps {
  /** Undefined while loading. */
  categories: readonly Category[] | undefined;
  /** The category being shown, or null for all products. */
  currentId: string | null;
  /** Builds the link to a category's list (null: all products). */
  hrefFor: (slug: string | null) => string;
}

/** Links to all products and to each category; the current one is marked. */
export function CategoryNav({ categories, currentId, hrefFor }: CategoryNavProps) {
  const items: { id: string | null; name: string; slug: string | null }[] = [
    { id: null, name: "All products", slug: null },
    ...(categories ?? []).map((category) => ({ id: category.id, name: category.name, slug: category.slug })),
  ];

  return (
    <Box as="nav" aria-label="Categories">
      <Text as="h2" textStyle="sm" fontWeight="semibold" mb="2">
        Categories
      </Text>
      <Stack as="ul" gap="0.5" listStyleType="none" p="0" m="0">
        {items.map((item) => {
          const current = item.id === currentId;
          return (
            <li key={item.id ?? "all"}>
              <Link
                asChild
                display="block"
                px="3"
                py="1.5"
                rounded="l2"
                textStyle="sm"
                color={current ? "blue.fg" : "fg"}
                bg={current ? "blue.subtle" : undefined}
                fontWeight={current ? "semibold" : "normal"}
                _hover={{ bg: current ? "blue.subtle" : "bg.muted", textDecoration: "none" }}
              >
                <RouterLink to={hrefFor(item.slug)} aria-current={current ? "page" : undefined}>
                  {item.name}
                </RouterLink>
              </Link>
            </li>
          );
        })}
        {categories
          ? null
          : Array.from({ length: 6 }, (_, index) => (
              <li key={`loading-${index}`} aria-hidden="true">
                <Skeleton h="5" my="2" mx="3" />
              </li>
            ))}
      </Stack>
    </Box>
  );
}
