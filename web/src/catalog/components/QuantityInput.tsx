import { Field, NumberInput } from "@chakra-ui/react";
import { useState } from "react";
import { clampQuantity } from "../variantSelection";

export interface QuantityInputProps {
  value: number;
  onChange: (quantity: number) => void;
  /** The most that can be bought (the chosen variant's stock); at least 1 is always shown. */
  max: number;
  disabled?: boolean;
  /** Shown under the input, e.g. "12 in stock". */
  helperText?: string;
}

/** A quantity from 1 to `max`, typed or stepped with the buttons and arrow keys. */
export function QuantityInput({ value, onChange, max, disabled = false, helperText }: QuantityInputProps) {
  const upper = Math.max(1, max);
  // The text being typed; the committed quantity is `value`.
  const [draft, setDraft] = useState<string | null>(null);

  return (
    <Field.Root disabled={disabled} maxW="36">
      <Field.Label>Quantity</Field.Label>
      <NumberInput.Root
        value={draft ?? String(value)}
        min={1}
        max={upper}
        step={1}
        clampValueOnBlur
        allowMouseWheel={false}
        formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
        onValueChange={(details) => {
          setDraft(details.value);
          if (Number.isFinite(details.valueAsNumber)) onChange(clampQuantity(details.valueAsNumber, upper));
        }}
        onFocusChange={(details) => {
          if (!details.focused) setDraft(null);
        }}
        w="full"
      >
        <NumberInput.Control />
        <NumberInput.Input inputMode="numeric" />
      </NumberInput.Root>
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
    </Field.Root>
  );
}
