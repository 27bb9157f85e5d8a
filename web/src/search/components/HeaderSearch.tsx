import { CloseButton, Combobox, createListCollection, HStack, Portal, Spinner, Text, VisuallyHidden } from "@chakra-ui/react";
import { searchPath } from "@shop/common";
import { useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { SearchIcon } from "../../shared/icons/icons";
import { useProductSearch } from "../hooks/useProductSearch";
import { normalizeTerm, searchMessage, type SearchResult, type SearchState } from "../searchLogic";
import { SearchResultItem } from "./SearchResultItem";

/** What a screen reader hears once results arrive. */
function resultsAnnouncement(state: SearchState): string {
  if (state.isLoading || state.results.length === 0) return "";
  const count = state.results.length;
  return `${count} ${count === 1 ? "product" : "products"} found`;
}

/**
 * The header's product search: a combobox whose listbox shows up to 10 products as you type.
 * Arrow keys move through the results, Enter opens the highlighted product, or, with none
 * highlighted, the results page (`/search?q=`); Escape closes the list.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const { state, setTerm, clear } = useProductSearch();
  // Shown while typing even before results arrive ("Searching…", "No products found").
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // The suggestion the arrow keys are on: Enter opens it rather than the results page.
  const highlighted = useRef<string | null>(null);

  const openResults = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing || highlighted.current !== null) return;
    event.preventDefault();
    setOpen(false);
    void navigate(searchPath(normalizeTerm(state.searchTerm)));
  };

  const collection = useMemo(
    () =>
      createListCollection<SearchResult>({
        items: state.results,
        itemToValue: (product) => product.slug,
        itemToString: (product) => product.name,
      }),
    [state.results],
  );

  const message = searchMessage(state);
  const hasTerm = normalizeTerm(state.searchTerm) !== "";

  return (
    <Combobox.Root
      collection={collection}
      inputValue={state.searchTerm}
      open={open && hasTerm}
      onOpenChange={(details) => setOpen(details.open)}
      onInputValueChange={(details) => {
        setTerm(details.inputValue);
        if (details.reason === "input-change") setOpen(normalizeTerm(details.inputValue) !== "");
      }}
      onValueChange={(details) => {
        const product = details.items[0];
        if (!product) return;
        clear();
        setOpen(false);
        void navigate(`/products/${product.slug}`);
      }}
      value={[]}
      onHighlightChange={(details) => {
        highlighted.current = details.highlightedValue;
      }}
      allowCustomValue
      selectionBehavior="clear"
      inputBehavior="none"
      openOnClick={hasTerm}
      positioning={{ sameWidth: true, placement: "bottom-start" }}
      // The list is in the page only while open: the closed machine scrolls it to the top as it
      // starts, and setting scrollTop on a list in the page made the browser lay out the whole page
      // in the middle of hydration (about 25 ms on a desktop, four times that on a phone).
      lazyMount
      unmountOnExit
      width="full"
      size="md"
    >
      <Combobox.Label srOnly>Search products</Combobox.Label>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {hasTerm ? (message ?? resultsAnnouncement(state)) : ""}
      </VisuallyHidden>
      <Combobox.Control>
        <HStack position="absolute" insetY="0" insetStart="3" pointerEvents="none">
          <SearchIcon boxSize="4" color="fg.muted" />
        </HStack>
        <Combobox.Input ref={inputRef} placeholder="Search products…" ps="9" bg="bg" enterKeyHint="search" onKeyDown={openResults} />
        <Combobox.IndicatorGroup>
          {state.isLoading ? <Spinner size="xs" color="fg.muted" aria-hidden="true" /> : null}
          {hasTerm ? (
            <CloseButton
              size="xs"
              variant="plain"
              aria-label="Clear search"
              onClick={() => {
                clear();
                setOpen(false);
                inputRef.current?.focus();
              }}
            />
          ) : null}
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content aria-busy={state.isLoading || undefined} maxH="min(28rem, 70vh)">
            <Combobox.Empty px="3" py="2" textStyle="sm" color={state.isError ? "fg.error" : "fg.muted"}>
              {message ?? (
                <HStack>
                  <Spinner size="xs" />
                  <Text>Searching…</Text>
                </HStack>
              )}
            </Combobox.Empty>
            {collection.items.map((product) => (
              <SearchResultItem key={product.id} product={product} />
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
