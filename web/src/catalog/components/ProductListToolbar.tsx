import { HStack, Text } from "@chakra-ui/react";
import { SelectField } from "../../shared/components/SelectField";
import type { ProductSort } from "../../gql/graphql";
import { PAGE_SIZES, SORT_OPTIONS, type PageSize } from "../productListParams";

export interface ProductListToolbarProps {
  /** "Showing 1–12 of 61 products", or a loading text. */
  summary: string;
  sort: ProductSort;
  onSortChange: (sort: ProductSort) => void;
  per: PageSize;
  onPerChange: (per: PageSize) => void;
}

/** The result count, and how the list is sorted and paged. */
export function ProductListToolbar({ summary, sort, onSortChange, per, onPerChange }: ProductListToolbarProps) {
  return (
    <HStack justify="space-between" align="end" gap="3" wrap="wrap">
      <Text role="status" aria-live="polite" color="fg.muted" textStyle="sm" flex="1 1 auto" minW="40">
        {summary}
      </Text>
      <HStack gap="3" align="end" flex={{ base: "1 1 100%", sm: "0 0 auto" }}>
        <SelectField
          label="Sort by"
          flex={{ base: "1", sm: "0 0 auto" }}
          w={{ sm: "52" }}
          value={sort}
          options={SORT_OPTIONS.map((option) => ({ value: option.sort, label: option.label }))}
          onValueChange={onSortChange}
        />
        <SelectField
          label="Per page"
          flex="0 0 auto"
          w="24"
          value={String(per)}
          options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
          onValueChange={(value) => onPerChange(Number(value) as PageSize)}
        />
      </HStack>
    </HStack>
  );
}
