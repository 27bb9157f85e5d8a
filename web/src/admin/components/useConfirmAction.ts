import { useState } from "react";
import toast from "react-hot-toast";
import { serverMessage } from "../../shared/errors/serverMessage";

/**
 * An action on one row that a dialog confirms first (rotate a token, revoke an app, delete a
 * webhook): `ask(row)` opens the dialog, `confirm()` runs `act` on the row and closes it,
 * whatever happened; a failure is a toast with the server's message, or `failure`.
 */
export function useConfirmAction<Row>(act: (row: Row) => Promise<unknown>, failure: string) {
  const [row, setRow] = useState<Row | null>(null);
  const confirm = async () => {
    if (!row) return;
    try {
      await act(row);
    } catch (error) {
      toast.error(serverMessage(error, failure));
    } finally {
      setRow(null);
    }
  };
  return { row, ask: setRow, cancel: () => setRow(null), confirm };
}
