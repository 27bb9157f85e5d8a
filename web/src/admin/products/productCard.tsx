import { HStack, Stack, Text } from "@chakra-ui/react";
import { PriceCell, ProductStatusBadge, type ProductRow, type ProductRowActions, RowActions, StockCell, Thumbnail } from "./productColumns";

/**
 * A product as a card on a phone (decision 061): its picture, name, status, price and stock, and
 * the row's Edit, Duplicate and Delete, as the table's row has them.
 */
export function ProductCard({ product, actions }: { product: ProductRow; actions: ProductRowActions }) {
  return (
    <Stack gap="2" minW="0">
      <HStack gap="3" align="start" minW="0">
        <Thumbnail src={product.images[0]} />
        <Stack gap="1" flex="1" minW="0">
          <Text fontWeight="medium" lineClamp={2} overflowWrap="anywhere">
            {product.name}
          </Text>
          <HStack gap="2" wrap="wrap" textStyle="sm">
            <ProductStatusBadge status={product.status} />
            <HStack gap="1" color="fg.muted">
              <Text>Stock</Text>
              <StockCell stock={product.stock} />
            </HStack>
          </HStack>
        </Stack>
        <PriceCell product={product} />
      </HStack>
      <RowActions product={product} actions={actions} />
    </Stack>
  );
}
