import { Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { useBlocker } from "react-router";
import { ConfirmDialog } from "./ConfirmDialog";

/**
 * Asks before leaving a form with unsaved changes: a dialog for the shop's own links and the
 * back button (react-router's `useBlocker`), the browser's own question for a reload, a closed
 * tab or another site (`beforeunload`).
 */
export function UnsavedChangesGuard({ dirty, what = "this product" }: { dirty: boolean; /** What the changes are to, as in "Your changes to …". */ what?: string }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      onClose={() => blocker.reset?.()}
      title="Leave without saving?"
      cancelLabel="Stay on this page"
      confirmLabel="Leave and discard"
      destructive
      onConfirm={() => blocker.proceed?.()}
    >
      <Text>Your changes to {what} have not been saved and will be lost.</Text>
    </ConfirmDialog>
  );
}
