import { Button, CloseButton, Drawer, Portal, Text } from "@chakra-ui/react";
import { useState, type MouseEvent, type ReactNode } from "react";
import { useHideChatButton } from "../../shared/chat/chatButtonState";
import { FilterIcon } from "./CatalogIcons";

export interface ProductFiltersDrawerProps {
  /** How many products the applied filters match; null while the list loads. */
  resultCount: number | null;
  /** True when any filter narrows the list. */
  active: boolean;
  /** The filters (applied as they change, as in the side panel). */
  children: ReactNode;
}

function showLabel(count: number | null): string {
  if (count === null) return "Loading products…";
  if (count === 0) return "No products to show";
  return `Show ${count} ${count === 1 ? "product" : "products"}`;
}

/**
 * The product list's filters on narrow screens: "Show filters" opens them as a bottom sheet whose
 * button, "Show 24 products", counts what the filters match and closes it. Following a category link closes it too.
 */
export function ProductFiltersDrawer({ resultCount, active, children }: ProductFiltersDrawerProps) {
  const [open, setOpen] = useState(false);
  useHideChatButton(open);

  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
  };

  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="bottom">
      <Drawer.Trigger asChild>
        <Button variant="outline" w="full">
          <FilterIcon />
          Show filters
          {active ? (
            <Text as="span" color="blue.fg">
              (on)
            </Text>
          ) : null}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content roundedTop="l3" maxH="85dvh">
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>Filters</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py="5" onClick={closeOnLink}>
              {children}
            </Drawer.Body>
            <Drawer.Footer borderTopWidth="1px">
              <Drawer.ActionTrigger asChild>
                <Button colorPalette="blue" w="full">
                  {showLabel(resultCount)}
                </Button>
              </Drawer.ActionTrigger>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close filters" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
