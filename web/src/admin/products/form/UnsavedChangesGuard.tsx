import { Button, CloseButton, Dialog, Portal, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { useBlocker } from "react-router";

/**
 * Asks before leaving a form with unsaved changes: a dialog for the shop's own links and the
 * back button (react-router's `useBlocker`), the browser's own question for a reload, a closed
 * tab or another site (`beforeunload`).
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const open = blocker.state === "blocked";
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open && blocker.state === "blocked") blocker.reset();
      }}
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Leave without saving?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>Your changes to this product have not been saved and will be lost.</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Stay on this page</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={() => blocker.proceed?.()}>
                Leave and discard
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close and stay" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
