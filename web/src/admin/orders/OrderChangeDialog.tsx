import { Field, Textarea } from "@chakra-ui/react";
import { ORDER_ADMIN_LIMITS, orderNoteRules } from "@shop/common";
import { type ReactNode, useId, useState } from "react";
import { ConfirmDialog } from "../components/ConfirmDialog";

export interface OrderChange {
  /** The question ("Mark order #10023 as shipped?"). */
  title: string;
  /** What happens. */
  body: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  /** Sends the change with the note (null when empty); rejects with the error to show. */
  send: (note: string | null) => Promise<void>;
}

/**
 * Confirms a change of an order (status, payment) with an optional note for its history, checked
 * with the shared note rule. Stays open while the change is sent; the server's refusal is shown in it.
 */
export function OrderChangeDialog({ change, onClose }: { change: OrderChange | null; onClose: () => void }) {
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const noteId = useId();

  const close = () => {
    setNote("");
    setProblem(null);
    onClose();
  };
  const confirm = () => {
    if (!change) return;
    const invalid = orderNoteRules.historyNote(note);
    if (invalid) {
      setProblem(invalid);
      return;
    }
    setBusy(true);
    change
      .send(note.trim() || null)
      .then(close)
      .catch((error: unknown) => setProblem(error instanceof Error ? error.message : String(error)))
      .finally(() => setBusy(false));
  };

  return (
    <ConfirmDialog
      open={change !== null}
      onClose={close}
      title={change?.title ?? ""}
      confirmLabel={change?.confirmLabel ?? "Confirm"}
      cancelLabel="Back"
      busy={busy}
      busyLabel="Saving…"
      destructive={change?.destructive}
      onConfirm={confirm}
    >
      {change?.body}
      <Field.Root mt="4" invalid={problem !== null}>
        <Field.Label htmlFor={noteId}>Note for the history (optional)</Field.Label>
        <Textarea id={noteId} value={note} maxLength={ORDER_ADMIN_LIMITS.historyNote} rows={2} onChange={(event) => setNote(event.currentTarget.value)} />
        {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
      </Field.Root>
    </ConfirmDialog>
  );
}
