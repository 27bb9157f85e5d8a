import { Button } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { DialogFrame } from "../list-page/FormDialog";

export interface ConfirmDialogProps {
  /** Open while there is something to confirm. */
  open: boolean;
  /** Called when the admin closes it without confirming (Escape, the backdrop, the cancel button). */
  onClose: () => void;
  /** The question, naming what is at stake ("Delete 3 products?"). */
  title: string;
  /** What happens, and anything else the admin should know or choose. */
  children: ReactNode;
  /** The confirming button's text ("Delete"). */
  confirmLabel: string;
  /** The other button's text ("Cancel"). */
  cancelLabel?: string;
  /** Shown on the confirming button while the action runs. */
  busyLabel?: string;
  busy?: boolean;
  /** A destructive action's button is red. */
  destructive?: boolean;
  /** Disables the confirming button (e.g. until a choice is made). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
}

/**
 * The admin's confirmation: an `alertdialog` whose title asks the question. Focus starts on
 * the cancel button, so Enter never confirms a destructive action by accident; the dialog stays open
 * while the action runs and cannot be dismissed meanwhile.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  children,
  confirmLabel,
  cancelLabel = "Cancel",
  busyLabel,
  busy = false,
  destructive = false,
  confirmDisabled = false,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <DialogFrame
      role="alertdialog"
      open={open}
      onClose={onClose}
      busy={busy}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="outline" disabled={busy} onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button
            colorPalette={destructive ? "red" : "blue"}
            loading={busy}
            loadingText={busyLabel}
            disabled={confirmDisabled}
            onClick={onConfirm}
            children={confirmLabel}
          />
        </>
      }
    >
      {children}
    </DialogFrame>
  );
}
