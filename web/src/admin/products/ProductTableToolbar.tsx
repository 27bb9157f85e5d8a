import { useQuery } from "@apollo/client/react";
import { Field, Input, InputGroup, SimpleGrid } from "@chakra-ui/react";
import { useEffect, useEffectEvent, useState } from "react";
import { SelectField } from "../../shared/components/SelectField";
import { SearchIcon } from "../../shared/icons/icons";
import { AdminCategoryOptionsDocument } from "../gql/graphql";
import {
  MAX_SEARCH_LENGTH,
  PAGE_SIZES,
  type PageSize,
  type ProductTableParams,
  SORT_OPTIONS,
  STATUS_OPTIONS,
  STOCK_OPTIONS,
  type ViewChanges,
} from "./productTableParams";

/** How long typing pauses before the search runs (as the header's search: docs/storefront.md#header-search). */
const SEARCH_DELAY_MS = 300;

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
      <SearchBox value={params.q} onSearch={(q) => onChange({ q }, true)} />
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

interface SearchBoxProps {
  /** The search in the URL. */
  value: string;
  /** Called with the trimmed text once typing pauses. */
  onSearch: (q: string) => void;
}

/** The search field: the URL follows the typing after a pause, and the field follows the URL (Back, a shared link). */
function SearchBox({ value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }

  const search = useEffectEvent(onSearch);
  useEffect(() => {
    const q = text.trim();
    if (q === value) return;
    const timer = setTimeout(() => search(q), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <Field.Root gridColumn={{ sm: "span 2", xl: "auto" }}>
      <Field.Label textStyle="xs">Search</Field.Label>
      <InputGroup startElement={<SearchIcon boxSize="4" color="fg.muted" />}>
        <Input
          size="sm"
          type="search"
          placeholder="Name or SKU"
          maxLength={MAX_SEARCH_LENGTH}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      </InputGroup>
    </Field.Root>
  );
}
