import { Checkbox, Separator, Stack, Text } from "@chakra-ui/react";
import type { CategoriesQuery } from "../../gql/graphql";
import type { ProductListFilters as Filters, ProductListParams } from "../productListParams";
import { CategoryNav } from "./CategoryNav";
import { PriceRangeFilter } from "./PriceRangeFilter";

export interface ProductListFiltersProps {
  categories: CategoriesQuery["categories"] | undefined;
  currentCategoryId: string | null;
  categoryHref: (slug: string | null) => string;
  params: ProductListParams;
  currencyLabel: string;
  onChange: (changes: Partial<Filters>) => void;
  onClear: () => void;
  canClear: boolean;
}

/** The product list's side panel: categories, price range, and the on-sale and featured switches. */
export function ProductListFilters({
  categories,
  currentCategoryId,
  categoryHref,
  params,
  currencyLabel,
  onChange,
  onClear,
  canClear,
}: ProductListFiltersProps) {
  return (
    <Stack gap="5">
      <CategoryNav categories={categories} currentId={currentCategoryId} hrefFor={categoryHref} />
      <Separator />
      <PriceRangeFilter
        key={`${params.min ?? ""}-${params.max ?? ""}`}
        min={params.min}
        max={params.max}
        currencyLabel={currencyLabel}
        onApply={(range) => onChange(range)}
        onClear={onClear}
        canClear={canClear}
      />
      <Separator />
      <Stack as="fieldset" gap="2">
        <Text as="legend" textStyle="sm" fontWeight="semibold" mb="2">
          Show only
        </Text>
        <Checkbox.Root size="sm" checked={params.sale} onCheckedChange={(details) => onChange({ sale: details.checked === true })}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>On sale</Checkbox.Label>
        </Checkbox.Root>
        <Checkbox.Root
          size="sm"
          checked={params.featured}
          onCheckedChange={(details) => onChange({ featured: details.checked === true })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Featured</Checkbox.Label>
        </Checkbox.Root>
      </Stack>
    </Stack>
  );
}
