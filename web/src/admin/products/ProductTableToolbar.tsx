import { SEARCH_MAX_LENGTH } from "@shop/common";
import { useQuery } from "@apollo/client/react";
import { SimpleGrid } from "@chakra-ui/react";
import { SelectField } from "../../shared/components/SelectField";
import { TableSearchBox } from "../components/TableSearchBox";
import { AdminCategoryOptionsDocument } from "../gql/graphql";
import {
  PAGE_SIZES,
  type PageSize,
  type ProductTableParams,
  SORT_OPTIONS,
  STATUS_OPTIONS,
  STOCK_OPTIONS,
  type ViewChanges,
} from "./productTableParams";

export interface ProductTableToolbarProps {
  params: ProductTableParams;
  /** A change of the view; `replace` for each step of typing, so Back does not replay every letter. */
  onChange: (changes: ViewChanges, replace?: boolean) => void;
}

/** The products table's search, category, status and stock filters, sort order and page size. */
export function ProductTableToolbar({ params, onChange }: ProductTableToolbarProps) {
  const categories = useQuery(AdminCategoryOptionsDocument);
  const categoryOptions = [
    { value: "", label: "All categories" },
    ...(categories.data?.categories.map((category) => ({ value: category.slug, label: category.name })) ?? []),
  ];
  // A category the list does not know (a stale link, or still loading) stays choosable as written.
  if (params.category && !categoryOptions.some((option) => option.value === params.category)) {
    categoryOptions.push({ value: params.category, label: params.category });
  }

  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 6 }} gap="3" alignItems="end">
      <TableSearchBox value={params.q} placeholder="Name or SKU" maxLength={SEARCH_MAX_LENGTH} onSearch={(q) => onChange({ q }, true)} />
      <SelectField
        label="Category"
        value={params.category ?? ""}
        options={categoryOptions}
        onValueChange={(value) => onChange({ category: value || null })}
      />
      <SelectField
        label="Status"
        value={params.status}
        options={STATUS_OPTIONS.map((option) => ({ value: option.status, label: option.label }))}
        onValueChange={(status) => onChange({ status })}
      />
      <SelectField
        label="Stock"
        value={params.stock ?? ""}
        options={[{ value: "", label: "Any stock" }, ...STOCK_OPTIONS.map((option) => ({ value: option.stock, label: option.label }))]}
        onValueChange={(stock) => onChange({ stock: stock || null })}
      />
      <SelectField
        label="Sort by"
        value={params.sort}
        options={SORT_OPTIONS.map((option) => ({ value: option.sort, label: option.label }))}
        onValueChange={(sort) => onChange({ sort })}
      />
      <SelectField
        label="Rows per page"
        value={String(params.per)}
        options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
        onValueChange={(value) => onChange({ per: Number(value) as PageSize })}
      />
    </SimpleGrid>
  );
}
