import { Button, CloseButton, Dialog, type DialogRootProps, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface DialogFrameProps {
  open: boolean;
  /** Called when the admin closes it (Escape, the backdrop, ×); refused while `busy`. */
  onClose: () => void;
  /** True while the dialog's action runs: it cannot be dismissed meanwhile. */
  busy: boolean;
  title: string;
  children: ReactNode;
  /** The buttons at the bottom. */
  footer: ReactNode;
  role?: DialogRootProps["role"];
  size?: DialogRootProps["size"];
  scrollBehavior?: DialogRootProps["scrollBehavior"];
  /** A × in the corner. */
  closeButton?: boolean;
  /**
   * False for a dialog only its buttons and Escape close (one showing something that is lost on
   * closing): a click or focus outside it, such as the focus coming back from a dialog closed
   * just before it opened, leaves it open.
   */
  closeOnInteractOutside?: boolean;
}

/** Every admin dialog's frame: centred, its title, its body and its footer; not dismissed while busy. */
export function DialogFrame({
  open,
  onClose,
  busy,
  title,
  children,
  footer,
  role,
  size,
  scrollBehavior,
  closeButton = false,
  closeOnInteractOutside = true,
}: DialogFrameProps) {
  return (
    <Dialog.Root
      role={role}
      closeOnInteractOutside={closeOnInteractOutside}
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      placement="center"
      size={size}
      scrollBehavior={scrollBehavior}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>{footer}</Dialog.Footer>
            {closeButton ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" disabled={busy} />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export interface FormDialogProps {
  /** "Edit Summer sale", "New banner". */
  title: string;
  /** The form's `id`: the footer's submit button submits it. */
  formId: string;
  /** True while the form is sent: the dialog cannot be closed meanwhile. */
  sending: boolean;
  /** The submit button's text ("Save banner"). */
  submitLabel: string;
  /** Disables the submit button (an upload still running). */
  submitDisabled?: boolean;
  onClose: () => void;
  size?: DialogRootProps["size"];
  /** The form (with `id={formId}`) and anything beside it. */
  children: ReactNode;
}

/**
 * The admin's create-or-edit dialog: open while mounted, its title, the form, and a footer with
 * Cancel and the submit button (saving… while sent). Closing (Escape, the backdrop, ×, Cancel)
 * is refused while the form is sent.
 */
export function FormDialog({ title, formId, sending, submitLabel, submitDisabled = false, onClose, size, children }: FormDialogProps) {
  return (
    <DialogFrame
      open
      onClose={onClose}
      busy={sending}
      title={title}
      size={size}
      scrollBehavior="inside"
      closeButton
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} colorPalette="blue" loading={sending} loadingText="Saving…" disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </DialogFrame>
  );
}
