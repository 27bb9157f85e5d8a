import { Button } from "@chakra-ui/react";
import { useState } from "react";
import toast from "react-hot-toast";
import type { AdminOrderFilter, AdminOrderSort } from "../gql/graphql";
import { exportOrdersCsv } from "./exportOrdersCsv";

/** "Export CSV": downloads the orders the filter matches, in the list's sort, and says how many. */
export function OrderExportButton({ filter, sort, disabled }: { filter: AdminOrderFilter; sort: AdminOrderSort; disabled: boolean }) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = () => {
    setExporting(true);
    exportOrdersCsv(filter, sort)
      .then(({ matched, rows }) =>
        toast.success(rows < matched ? `Exported the first ${rows} of ${matched} orders` : `Exported ${rows} ${rows === 1 ? "order" : "orders"}`),
      )
      .catch((error: unknown) => toast.error(error instanceof Error ? error.message : "Failed to export the orders"))
      .finally(() => setExporting(false));
  };
  return (
    <Button size="sm" variant="outline" loading={exporting} loadingText="Exporting…" disabled={disabled} onClick={exportCsv}>
      Export CSV
    </Button>
  );
}
