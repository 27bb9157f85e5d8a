import { Box, Image, LinkBox, LinkOverlay, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import type { CategoriesQuery } from "../../gql/graphql";
import { responsiveImage } from "../../shared/components/responsiveImage";
import { productListPath } from "../productListParams";

type Category = CategoriesQuery["categories"][number];

export interface CategoryStripProps {
  /** Undefined while loading. */
  categories: readonly Category[] | undefined;
}

const TILE_WIDTH = { base: "24", md: "28" }; // at most 7rem, the images' `sizes`

/** The shop's categories as a row of image tiles, scrolling sideways on narrow screens. */
export function CategoryStrip({ categories }: CategoryStripProps) {
  if (categories && categories.length === 0) return null;
  return (
    <Box
      as="ul"
      aria-label="Categories"
      aria-busy={categories ? undefined : true}
      display="flex"
      gap={{ base: 3, md: 4 }}
      overflowX="auto"
      listStyleType="none"
      p="1"
      m="-1"
      scrollSnapType="x mandatory"
      css={{ scrollbarWidth: "thin" }}
    >
      {categories
        ? categories.map((category) => (
            <Box as="li" key={category.id} flex="0 0 auto" w={TILE_WIDTH} scrollSnapAlign="start">
              <LinkBox display="flex" flexDirection="column" alignItems="center" gap="2" textAlign="center" role="group">
                <Box
                  boxSize={TILE_WIDTH}
                  rounded="full"
                  overflow="hidden"
                  bg="bg.muted"
                  borderWidth="1px"
                  transition="transform 0.15s"
                  _groupHover={{ transform: "scale(1.04)" }}
                >
                  {category.image ? (
                    <Image {...responsiveImage(category.image, "7rem")} alt="" w="full" h="full" objectFit="cover" loading="lazy" />
                  ) : null}
                </Box>
                <LinkOverlay asChild>
                  <RouterLink to={productListPath(category.slug)}>
                    <Text textStyle="sm" fontWeight="medium" lineClamp={2}>
                      {category.name}
                    </Text>
                  </RouterLink>
                </LinkOverlay>
              </LinkBox>
            </Box>
          ))
        : Array.from({ length: 8 }, (_, index) => (
            <Box as="li" key={index} flex="0 0 auto" w={TILE_WIDTH} aria-hidden="true">
              <Stack gap="2" align="center">
                <Skeleton boxSize={TILE_WIDTH} rounded="full" />
                <Skeleton h="4" w="16" />
              </Stack>
            </Box>
          ))}
    </Box>
  );
}
