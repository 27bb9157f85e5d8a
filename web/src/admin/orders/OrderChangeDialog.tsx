import { Field, Textarea } from "@chakra-ui/react";
import { ORDER_ADMIN_LIMITS, orderNoteRules } from "@shop/common";
import { type ReactNode, useId, useState } from "react";
import { ConfirmDialog } from "../components/ConfirmDialog";

/** A change's notes, null when empty: `note` only staff see; `customerNote` is shown to the customer (decision 042). */
export interface ChangeNotes {
  note: string | null;
  customerNote: string | null;
}

export interface OrderChange {
  /** The question ("Mark order #10023 as shipped?"). */
  title: string;
  /** What happens. */
  body: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  /** Whether the change may carry a note for the customer too (a status change); otherwise only staff's. */
  customerNote?: boolean;
  /** Sends the change with its notes; rejects with the error to show. */
  send: (notes: ChangeNotes) => Promise<void>;
}

/**
 * Confirms a change of an order (status, payment) with optional notes for its history, checked
 * with the shared note rule: one only staff see and, for a status change, one shown to the
 * customer, each labelled with who sees it. Stays open while the change is sent; the server's
 * refusal is shown in it.
 */
export function OrderChangeDialog({ change, onClose }: { change: OrderChange | null; onClose: () => void }) {
  const [note, setNote] = useState("");
  const [customerNote, setCustomerNote] = useState("");
  const [problem, setProblem] = useState<{ field: keyof ChangeNotes; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setNote("");
    setCustomerNote("");
    setProblem(null);
    onClose();
  };
  const confirm = () => {
    if (!change) return;
    const invalidCustomer = change.customerNote ? orderNoteRules.historyNote(customerNote) : undefined;
    const invalidNote = orderNoteRules.historyNote(note);
    if (invalidCustomer || invalidNote) {
      setProblem(invalidCustomer ? { field: "customerNote", message: invalidCustomer } : { field: "note", message: invalidNote! });
      return;
    }
    setBusy(true);
    change
      .send({ note: note.trim() || null, customerNote: change.customerNote ? customerNote.trim() || null : null })
      .then(close)
      .catch((error: unknown) => setProblem({ field: "note", message: error instanceof Error ? error.message : String(error) }))
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
      {change?.customerNote ? (
        <NoteField
          label="Note for the customer (optional)"
          helper="Shown to the customer: in their order history and when they track the order."
          value={customerNote}
          onChange={setCustomerNote}
          problem={problem?.field === "customerNote" ? problem.message : null}
        />
      ) : null}
      <NoteField
        label="Note for staff (optional)"
        helper="Only staff see this: it stays in the order's history for admins."
        value={note}
        onChange={setNote}
        problem={problem?.field === "note" ? problem.message : null}
      />
    </ConfirmDialog>
  );
}

/** A note for an order's history, at most the shared note rule's length; `problem` shows under it. */
export function NoteField({
  label,
  helper,
  value,
  onChange,
  problem = null,
}: {
  label: string;
  helper: string;
  value: string;
  onChange: (value: string) => void;
  problem?: string | null;
}) {
  const id = useId();
  return (
    <Field.Root mt="4" invalid={problem !== null}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <Textarea id={id} value={value} maxLength={ORDER_ADMIN_LIMITS.historyNote} rows={2} onChange={(event) => onChange(event.currentTarget.value)} />
      <Field.HelperText>{helper}</Field.HelperText>
      {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
    </Field.Root>
  );
}
