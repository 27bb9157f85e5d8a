import { useApolloClient } from "@apollo/client/react";
import { type ReactNode, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import toast from "react-hot-toast";
import { serverMessage } from "../../shared/errors/serverMessage";
import { type PrintOrdersQuery, PrintOrdersDocument } from "../gql/graphql";
import type { PrintKind } from "./managementParams";
import { PRINT_CSS, PrintSheets } from "./PrintSheets";

interface PrintJob {
  kind: PrintKind;
  data: PrintOrdersQuery;
}

export interface OrderPrinting {
  /** Fetches the orders and opens the browser's print dialog with one sheet each. */
  print: (kind: PrintKind, ids: readonly string[]) => Promise<void>;
  /** The kind being fetched, for the button's busy state. */
  loading: PrintKind | null;
  /** The sheets, on paper only: render it anywhere on the page. */
  sheets: ReactNode;
}

/**
 * Printing invoices or packing slips where the owner is (the order page, order management) rather
 * than on a page of their own: nothing navigates, so the page, its selection and its scroll stay as
 * they were. The sheets are added to the page for the print dialog only (`PRINT_CSS`) and removed
 * when it closes.
 */
export function useOrderPrinting(): OrderPrinting {
  const client = useApolloClient();
  const [loading, setLoading] = useState<PrintKind | null>(null);
  const [job, setJob] = useState<PrintJob | null>(null);

  useEffect(() => {
    if (!job) return;
    const done = () => setJob(null);
    window.addEventListener("afterprint", done);
    window.print();
    return () => window.removeEventListener("afterprint", done);
  }, [job]);

  const print = async (kind: PrintKind, ids: readonly string[]) => {
    setLoading(kind);
    try {
      const { data } = await client.query({ query: PrintOrdersDocument, variables: { ids: [...ids] }, fetchPolicy: "network-only" });
      if (!data?.ordersByIds.length) throw new Error("None of the chosen orders exists.");
      setJob({ kind, data });
    } catch (error) {
      toast.error(serverMessage(error, "Failed to fetch the orders to print"));
    } finally {
      setLoading(null);
    }
  };

  const sheets = job
    ? createPortal(
        <div data-print-only="" data-testid="print-sheets">
          <style>{PRINT_CSS}</style>
          <PrintSheets data={job.data} kind={job.kind} />
        </div>,
        document.body,
      )
    : null;
  return { print, loading, sheets };
}
