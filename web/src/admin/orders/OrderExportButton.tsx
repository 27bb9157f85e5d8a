import { Button, Menu, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import toast from "react-hot-toast";
import type { AdminOrderFilter, AdminOrderSort } from "../gql/graphql";
import { EXPORT_LAYOUTS, type ExportLayout, exportOrdersCsv } from "./exportOrdersCsv";

/**
 * "Export CSV": a menu of the file's layouts (one row per order, per line, the courier's sheet);
 * each downloads the orders the list's filter matches, in its sort, and says how many.
 */
export function OrderExportButton({ filter, sort, disabled }: { filter: AdminOrderFilter; sort: AdminOrderSort; disabled: boolean }) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = (layout: ExportLayout) => {
    setExporting(true);
    exportOrdersCsv(filter, sort, layout)
      .then(({ matched, rows }) =>
        toast.success(rows < matched ? `Exported the first ${rows} of ${matched} orders` : `Exported ${rows} ${rows === 1 ? "order" : "orders"}`),
      )
      .catch((error: unknown) => toast.error(error instanceof Error ? error.message : "Failed to export the orders"))
      .finally(() => setExporting(false));
  };
  return (
    <Menu.Root positioning={{ placement: "bottom-end" }} onSelect={({ value }) => exportCsv(value as ExportLayout)}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" loading={exporting} loadingText="Exporting…" disabled={disabled}>
          Export CSV
        </Button>
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content maxW="min(20rem, calc(100vw - 2rem))">
          {EXPORT_LAYOUTS.map(({ layout, label, description }) => (
            <Menu.Item key={layout} value={layout} py="2">
              <Stack gap="0">
                <Text fontWeight="medium">{label}</Text>
                <Text textStyle="xs" color="fg.muted">
                  {description}
                </Text>
              </Stack>
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
