import { Field, Input, InputGroup } from "@chakra-ui/react";
import { useEffect, useEffectEvent, useState } from "react";
import { SearchIcon } from "../../shared/icons/icons";

/** How long typing pauses before the search runs (as the header's search: docs/storefront.md#header-search). */
const SEARCH_DELAY_MS = 300;

export interface TableSearchBoxProps {
  /** The search in the URL. */
  value: string;
  /** Called with the trimmed text once typing pauses. */
  onSearch: (q: string) => void;
  /** What may be searched for ("Name or SKU"). */
  placeholder: string;
  maxLength: number;
  /** Its place in the toolbar's grid: two columns of the small layout by default. */
  gridColumn?: Field.RootProps["gridColumn"];
}

/** The search field: the URL follows the typing after a pause, and the field follows the URL (Back, a shared link). */
export function TableSearchBox({ value, onSearch, placeholder, maxLength, gridColumn = { sm: "span 2", xl: "auto" } }: TableSearchBoxProps) {
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
    <Field.Root gridColumn={gridColumn}>
      <Field.Label textStyle="xs">Search</Field.Label>
      <InputGroup startElement={<SearchIcon boxSize="4" color="fg.muted" />}>
        <Input
          size="sm"
          type="search"
          placeholder={placeholder}
          maxLength={maxLength}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      </InputGroup>
    </Field.Root>
  );
}
