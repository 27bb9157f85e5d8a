import { Box, Combobox, HStack, Image, Stack, Text } from "@chakra-ui/react";
import { responsiveImage } from "../../shared/components/responsiveImage";
import { Money } from "../../shared/money/Money";
import type { SearchResult } from "../searchLogic";

export interface SearchResultItemProps {
  product: SearchResult;
}

/** One product in the search results: thumbnail, name, category and final price. */
export function SearchResultItem({ product }: SearchResultItemProps) {
  const image = product.images[0];
  return (
    <Combobox.Item item={product} py="2" gap="3" cursor="pointer">
      <HStack gap="3" flex="1" minW="0">
        <Box boxSize="10" flexShrink={0} rounded="sm" overflow="hidden" bg="bg.muted">
          {image ? <Image {...responsiveImage(image, "2.5rem")} alt="" boxSize="full" objectFit="cover" /> : null}
        </Box>
        <Stack gap="0" flex="1" minW="0">
          <Combobox.ItemText truncate fontWeight="medium">
            {product.name}
          </Combobox.ItemText>
          <Text textStyle="xs" color="fg.muted" truncate>
            {product.category.name}
          </Text>
        </Stack>
        <Text textStyle="sm" fontWeight="semibold" flexShrink={0} color={product.discount > 0 ? "red.fg" : "fg"}>
          <Money amount={product.finalPrice} />
        </Text>
      </HStack>
    </Combobox.Item>
  );
}
