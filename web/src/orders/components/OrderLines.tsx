import { HStack, List, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { LineThumbnail, LineTotal, LineVariant } from "../../shared/components/LineParts";
import { Money } from "../../shared/money/Money";
import type { OrderDetailFieldsFragment } from "../../gql/graphql";

export interface OrderLinesProps {
  lines: OrderDetailFieldsFragment["lines"];
  /** Names the list, e.g. "Items in order #10023". */
  label: string;
}

/** The order's lines as they were sold: image, name, colour and size, unit prices, quantity, line total. */
export function OrderLines({ lines, label }: OrderLinesProps) {
  return (
    <List.Root listStyle="none" gap="0" aria-label={label}>
      {lines.map((line) => {
        const discounted = line.discount > 0 && line.finalUnitPrice < line.unitPrice;
        return (
          <List.Item key={line.id} py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
            <HStack align="start" gap="3" w="full">
              <LineThumbnail image={line.image} boxSize={{ base: "14", sm: "16" }} />
              <Stack gap="0.5" flex="1" minW="0">
                <Text fontWeight="medium" lineClamp={2}>
                  {line.name}
                </Text>
                <LineVariant color={line.color} size={line.size} />
                <HStack gap="2" align="baseline" wrap="wrap" textStyle="sm">
                  <Text>
                    <VisuallyHidden>Quantity: </VisuallyHidden>
                    {line.quantity} ×{" "}
                    <Text as="span" fontWeight="semibold" color={discounted ? "red.fg" : undefined}>
                      <VisuallyHidden>{discounted ? "Sale price: " : "Unit price: "}</VisuallyHidden>
                      <Money amount={line.finalUnitPrice} />
                    </Text>
                  </Text>
                  {discounted ? (
                    <Text as="del" textStyle="xs" color="fg.muted">
                      <VisuallyHidden>Original price: </VisuallyHidden>
                      <Money amount={line.unitPrice} />
                    </Text>
                  ) : null}
                </HStack>
              </Stack>
              <LineTotal><Money amount={line.lineTotal} /></LineTotal>
            </HStack>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
