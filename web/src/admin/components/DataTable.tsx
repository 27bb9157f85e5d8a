import { Box, Skeleton, Table, chakra } from "@chakra-ui/react";
import { type Header, type RowData, type Table as TanStackTable, flexRender } from "@tanstack/react-table";
import { SortAscendingIcon, SortDescendingIcon, SortableIcon } from "./AdminIcons";

declare module "@tanstack/react-table" {
  // What DataTable reads from a column definition's `meta` (the type parameters must match the library's).
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** A number column: header and cells align to the end. */
    numeric?: boolean;
  }
}

export interface DataTableProps<Row> {
  /** A TanStack table (headless): its columns, rows and sorting state. */
  table: TanStackTable<Row>;
  /** The table's accessible name. */
  label: string;
  /** Placeholder rows while nothing has loaded yet (the page size). */
  skeletonRows?: number;
  /** True while newer rows load: the rows shown are dimmed and marked busy. */
  busy?: boolean;
}

/**
 * An admin table: a TanStack table rendered with Chakra's `Table`, scrolling sideways inside its
 * own box on narrow screens so the page never does. Sortable headers are buttons and carry
 * `aria-sort`; how a header's sorting maps to the server is the table's `onSortingChange`.
 * Row selection and row actions are columns like any other, so screens add them in their column list.
 */
export function DataTable<Row>({ table, label, skeletonRows = 0, busy = false }: DataTableProps<Row>) {
  const rows = table.getRowModel().rows;
  const columns = table.getVisibleLeafColumns();

  return (
    <Table.ScrollArea borderWidth="1px" rounded="l3" bg="bg" maxW="full">
      <Table.Root size="sm" aria-label={label} aria-busy={busy} stickyHeader>
        <Table.Header>
          {table.getHeaderGroups().map((group) => (
            <Table.Row key={group.id} bg="bg.subtle">
              {group.headers.map((header) => (
                <Table.ColumnHeader
                  key={header.id}
                  colSpan={header.colSpan}
                  whiteSpace="nowrap"
                  textAlign={header.column.columnDef.meta?.numeric ? "end" : "start"}
                  aria-sort={ariaSort(header)}
                >
                  <HeaderContent header={header} />
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          ))}
        </Table.Header>
        <Table.Body opacity={busy ? 0.6 : 1} transition="opacity 0.2s">
          {rows.length === 0 && skeletonRows > 0
            ? Array.from({ length: skeletonRows }, (_, index) => (
                <Table.Row key={index} aria-hidden="true">
                  {columns.map((column) => (
                    <Table.Cell key={column.id}>
                      <Skeleton h="5" />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            : rows.map((row) => (
                <Table.Row key={row.id}>
                  {row.getVisibleCells().map((cell) => (
                    <Table.Cell key={cell.id} textAlign={cell.column.columnDef.meta?.numeric ? "end" : "start"}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function ariaSort<Row>(header: Header<Row, unknown>): "ascending" | "descending" | undefined {
  const sorted = header.column.getIsSorted();
  if (sorted === "asc") return "ascending";
  if (sorted === "desc") return "descending";
  return undefined;
}

function HeaderContent<Row>({ header }: { header: Header<Row, unknown> }) {
  if (header.isPlaceholder) return null;
  const content = flexRender(header.column.columnDef.header, header.getContext());
  if (!header.column.getCanSort()) return content;

  const sorted = header.column.getIsSorted();
  return (
    <chakra.button
      type="button"
      display="inline-flex"
      alignItems="center"
      gap="1"
      fontWeight="inherit"
      color="inherit"
      cursor="pointer"
      rounded="l1"
      _hover={{ color: "fg" }}
      focusVisibleRing="outside"
      onClick={header.column.getToggleSortingHandler()}
    >
      {content}
      <Box as="span" color={sorted ? "fg" : "fg.subtle"}>
        {sorted === "asc" ? <SortAscendingIcon /> : sorted === "desc" ? <SortDescendingIcon /> : <SortableIcon />}
      </Box>
    </chakra.button>
  );
}
