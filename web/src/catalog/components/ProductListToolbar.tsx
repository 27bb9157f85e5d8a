import { Field, HStack, NativeSelect, Text } from "@chakra-ui/react";
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
        <Field.Root flex={{ base: "1", sm: "0 0 auto" }} w={{ sm: "52" }}>
          <Field.Label textStyle="xs">Sort by</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={sort}
              onChange={(event) => {
                const next = SORT_OPTIONS.find((option) => option.sort === event.currentTarget.value);
                if (next) onSortChange(next.sort);
              }}
            >
              {SORT_OPTIONS.map((option) => (
                <option key={option.sort} value={option.sort}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root flex="0 0 auto" w="24">
          <Field.Label textStyle="xs">Per page</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={String(per)}
              onChange={(event) => {
                const next = PAGE_SIZES.find((size) => String(size) === event.currentTarget.value);
                if (next) onPerChange(next);
              }}
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
    </HStack>
  );
}
