import { Button, CloseButton, Drawer, Portal, SimpleGrid, type SimpleGridProps, Stack } from "@chakra-ui/react";
import { type ReactNode, useState } from "react";
import { usePhoneLayout } from "./usePhoneLayout";

export interface ListFiltersProps {
  /** The list's search box: always in view. */
  search: ReactNode;
  /** The narrowing filters set in the sheet, counted on its button ("Filters (2)"). */
  active: number;
  /** The toolbar's grid on a tablet or wider. */
  columns: SimpleGridProps["columns"];
  maxW?: SimpleGridProps["maxW"];
  /** The filters, sort order and page size. */
  children: ReactNode;
}

/**
 * A list's toolbar. From a tablet up, the search and every field in one grid. On a phone, the
 * search and a "Filters (n)" button: the fields open in a sheet from the bottom, so the first row
 * of the list stays near the top of the page (issue 35). Each change applies at once, as on a
 * wide screen; "Show results" only closes the sheet.
 */
export function ListFilters({ search, active, columns, maxW, children }: ListFiltersProps) {
  const phone = usePhoneLayout();
  const [open, setOpen] = useState(false);
  if (!phone) {
    return (
      <SimpleGrid columns={columns} gap="3" alignItems="end" maxW={maxW}>
        {search}
        {children}
      </SimpleGrid>
    );
  }
  return (
    <Stack gap="2">
      {search}
      <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="bottom">
        <Drawer.Trigger asChild>
          <Button variant="outline" size="sm" alignSelf="start">
            {active > 0 ? `Filters (${String(active)})` : "Filters"}
          </Button>
        </Drawer.Trigger>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content roundedTop="l3" maxH="85dvh">
              <Drawer.Header>
                <Drawer.Title>Filters</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <Stack gap="3">{children}</Stack>
              </Drawer.Body>
              <Drawer.Footer>
                <Button colorPalette="blue" w="full" onClick={() => setOpen(false)}>
                  Show results
                </Button>
              </Drawer.Footer>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close filters" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Stack>
  );
}
