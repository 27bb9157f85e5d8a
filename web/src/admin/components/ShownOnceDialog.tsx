import { Alert, Button, Field, HStack, Input, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import toast from "react-hot-toast";
import { DialogFrame } from "../list-page/FormDialog";

/** Copies `text`, saying so in a toast ("Token copied"), or asks the owner to copy it themselves. */
export async function copyText(text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${what} copied`);
  } catch {
    toast.error(`Could not copy the ${what.toLowerCase()}: select it and copy it yourself`);
  }
}

export interface ShownOnceDialogProps {
  title: string;
  /** Why it will not be shown again, and what to do with it now. */
  warning: { title: string; description: ReactNode };
  /** What the value is ("Token", "Signing secret"), shown as the field's label and in the toasts. */
  label: string;
  /** The value: the dialog is the only place it is ever shown. */
  value: string;
  /** The copy button ("Copy token"). */
  copyLabel: string;
  /** Under the field. */
  helper: ReactNode;
  /** Said between the warning and the field. */
  notice?: ReactNode;
  /** After the field (a first request with the value). */
  children?: ReactNode;
  /** Closing forgets the value: the page drops it. */
  onClose: () => void;
}

/**
 * A secret the shop shows once (an app's token, a webhook's signing secret): a warning that it
 * will not be shown again, the value read-only in a monospace field with a copy button, and
 * "Done". It closes only by its buttons, never by a click beside it.
 */
export function ShownOnceDialog({ title, warning, label, value, copyLabel, helper, notice, children, onClose }: ShownOnceDialogProps) {
  return (
    <DialogFrame
      open
      onClose={onClose}
      busy={false}
      title={title}
      size={{ base: "full", md: "lg" }}
      closeButton
      closeOnInteractOutside={false}
      footer={
        <Button colorPalette="blue" onClick={onClose}>
          Done
        </Button>
      }
    >
      <Stack gap="5">
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{warning.title}</Alert.Title>
            <Alert.Description>{warning.description}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        {notice}
        <Field.Root>
          <Field.Label>{label}</Field.Label>
          <HStack w="full" gap="2">
            <Input readOnly value={value} fontFamily="mono" textStyle="sm" onFocus={(event) => event.currentTarget.select()} />
            <Button variant="outline" onClick={() => void copyText(value, label)} flexShrink="0">
              {copyLabel}
            </Button>
          </HStack>
          <Field.HelperText overflowWrap="anywhere">{helper}</Field.HelperText>
        </Field.Root>
        {children}
      </Stack>
    </DialogFrame>
  );
}
