import { Field, Input, InputGroup } from "@chakra-ui/react";
import { useEffect, useEffectEvent, useRef, useState } from "react";
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
  label?: string;
  /** Its place in a toolbar's grid (the products' and orders' toolbars: two columns of the small layout). */
  gridColumn?: Field.RootProps["gridColumn"];
}

/**
 * An admin table's search field: the URL follows the typing after a pause, and the field follows
 * the URL (Back, a shared link). Leaving the field runs a pending search at once: otherwise it could
 * fire after a click on a result had started a navigation, and take the admin back to the list.
 */
export function TableSearchBox({ value, onSearch, placeholder, maxLength, label = "Search", gridColumn = { sm: "span 2", xl: "auto" } }: TableSearchBoxProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }

  const search = useEffectEvent(onSearch);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    const q = text.trim();
    if (q === value) return;
    pending.current = setTimeout(() => search(q), SEARCH_DELAY_MS);
    return () => clearTimeout(pending.current);
  }, [text, value]);
  const flush = () => {
    const q = text.trim();
    if (q === value) return;
    clearTimeout(pending.current);
    onSearch(q);
  };

  return (
    <Field.Root gridColumn={gridColumn}>
      <Field.Label textStyle="xs">{label}</Field.Label>
      <InputGroup startElement={<SearchIcon boxSize="4" color="fg.muted" />}>
        <Input
          size="sm"
          type="search"
          placeholder={placeholder}
          maxLength={maxLength}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onBlur={flush}
        />
      </InputGroup>
    </Field.Root>
  );
}
