import { Box, Checkbox, HStack, List, Skeleton, Stack } from "@chakra-ui/react";
import type { Table as TanStackTable } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { DataTable } from "../components/DataTable";
import { usePhoneLayout } from "./usePhoneLayout";

export interface ListRowsProps<Row> {
  /** The list's TanStack table: its rows, sorting and selection. */
  table: TanStackTable<Row>;
  /** The table's or the card list's accessible name. */
  label: string;
  /** A row as a card on a phone (each list's own `…Card.tsx`). */
  card: (row: Row) => ReactNode;
  /** With it, each card has a checkbox so named ("Select order #1001"); selection is the table's. */
  selectLabel?: (row: Row) => string;
  /** The "select every row on this page" checkbox's name. */
  selectAllLabel?: string;
  /** Placeholders while nothing has loaded yet. */
  skeletonRows?: number;
  busy?: boolean;
}

/**
 * A list page's rows: the table from a tablet up, a card per row on a phone (decision 061). Both
 * read the one TanStack table, so selection, sorting (a "Sort by" select on a phone) and paging are
 * the same on either.
 */
export function ListRows<Row>({ table, label, card, selectLabel, selectAllLabel, skeletonRows = 0, busy = false }: ListRowsProps<Row>) {
  const phone = usePhoneLayout();
  if (!phone) return <DataTable table={table} label={label} skeletonRows={skeletonRows} busy={busy} />;

  const rows = table.getRowModel().rows;
  const selectable = selectLabel !== undefined && table.options.enableRowSelection !== false;
  return (
    <Stack gap="2">
      {selectable && rows.length > 0 ? (
        <SelectBox
          label={selectAllLabel ?? "Select all on this page"}
          visibleLabel
          checked={table.getIsAllPageRowsSelected() ? true : table.getIsSomePageRowsSelected() ? "indeterminate" : false}
          onChange={(checked) => table.toggleAllPageRowsSelected(checked)}
        />
      ) : null}
      <List.Root listStyle="none" gap="2" aria-label={label} aria-busy={busy} opacity={busy ? 0.6 : 1} transition="opacity 0.2s">
        {rows.length === 0 && skeletonRows > 0
          ? Array.from({ length: skeletonRows }, (_, index) => (
              <List.Item key={index} aria-hidden="true">
                <Skeleton h="24" rounded="l3" />
              </List.Item>
            ))
          : rows.map((row) => (
              <List.Item key={row.id}>
                <HStack
                  align="start"
                  gap="3"
                  borderWidth="1px"
                  rounded="l3"
                  bg={row.getIsSelected() ? "blue.subtle" : "bg"}
                  px="3"
                  py="3"
                  minW="0"
                >
                  {selectable ? (
                    <SelectBox label={selectLabel(row.original)} checked={row.getIsSelected()} onChange={(checked) => row.toggleSelected(checked)} />
                  ) : null}
                  <Box flex="1" minW="0">
                    {card(row.original)}
                  </Box>
                </HStack>
              </List.Item>
            ))}
      </List.Root>
    </Stack>
  );
}

interface SelectBoxProps {
  label: string;
  checked: boolean | "indeterminate";
  onChange: (checked: boolean) => void;
  /** The label as text beside the box (the "select all" above the cards), else its name only. */
  visibleLabel?: boolean;
}

function SelectBox({ label, checked, onChange, visibleLabel = false }: SelectBoxProps) {
  return (
    <Checkbox.Root size="md" mt={visibleLabel ? undefined : "0.5"} checked={checked} onCheckedChange={(details) => onChange(details.checked === true)}>
      <Checkbox.HiddenInput aria-label={visibleLabel ? undefined : label} />
      <Checkbox.Control />
      {visibleLabel ? <Checkbox.Label>{label}</Checkbox.Label> : null}
    </Checkbox.Root>
  );
}
