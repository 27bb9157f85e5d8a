import { useQuery } from "@apollo/client/react";
import { SelectField } from "../../shared/components/SelectField";
import { TableSearchBox } from "../components/TableSearchBox";
import { AdminCategoryOptionsDocument } from "../gql/graphql";
import { ListFilters } from "../list-page/ListFilters";
import { ChoiceSelect, SortAndPageSize } from "../list-page/ListToolbar";
import { SEARCH_MAX_LENGTH } from "@shop/common";
import { type ViewChanges } from "../list-page/listParams";
import { type ProductTableParams, STATUS_OPTIONS, STOCK_OPTIONS, productTable } from "./productTableParams";

export interface ProductTableToolbarProps {
  params: ProductTableParams;
  /** A change of the view; `replace` for each step of typing, so Back does not replay every letter. */
  onChange: (changes: ViewChanges<typeof productTable.filters, ProductTableParams["sort"]>, replace?: boolean) => void;
}

/** The products table's search, category, status and stock filters, sort order and page size (in a sheet on a phone). */
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
    <ListFilters
      columns={{ base: 1, sm: 2, xl: 6 }}
      active={productTable.activeFilterCount(params, ["q"])}
      search={<TableSearchBox value={params.q} placeholder="Name or SKU" maxLength={SEARCH_MAX_LENGTH} onSearch={(q) => onChange({ q }, true)} />}
    >
      <SelectField
        label="Category"
        value={params.category ?? ""}
        options={categoryOptions}
        onValueChange={(value) => onChange({ category: value || null })}
      />
      <ChoiceSelect label="Status" value={params.status} choices={STATUS_OPTIONS} onChange={(status) => onChange({ status: status ?? "ACTIVE" })} />
      <ChoiceSelect label="Stock" value={params.stock} choices={STOCK_OPTIONS} any="Any stock" onChange={(stock) => onChange({ stock })} />
      <SortAndPageSize sorts={productTable.sorts} sort={params.sort} pageSizes={productTable.pageSizes} per={params.per} onChange={onChange} />
    </ListFilters>
  );
}
