import type { ColumnDef } from "@tanstack/react-table";

/** A column's id: its `id`, else its `accessorKey`. */
function columnId<Row>(definition: ColumnDef<Row, never>): string {
  if (definition.id) return definition.id;
  return "accessorKey" in definition ? String(definition.accessorKey) : "";
}

/**
 * A list's columns with sorting on exactly where the API sorts by the column: the column ids are
 * the ones the list's sorts name (`defineListParams`'s `isSortableColumn`).
 */
export function sortableColumns<Row>(
  list: { isSortableColumn: (column: string) => boolean },
  columns: ColumnDef<Row, never>[],
): ColumnDef<Row, never>[] {
  return columns.map((definition) => ({ ...definition, enableSorting: list.isSortableColumn(columnId(definition)) }));
}
