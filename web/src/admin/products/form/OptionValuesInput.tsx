import { Button, CloseButton, HStack, Input, Tag, VisuallyHidden, Wrap } from "@chakra-ui/react";
import { CATALOG_LIMITS } from "@shop/common";
import { useState } from "react";
import { FormField } from "../../../shared/forms/FormField";
import { addOptionValues, type OptionName } from "./variantGrid";

export interface OptionValuesInputProps {
  option: OptionName;
  /** "Colours". */
  label: string;
  /** "colour": names each chip's remove button. */
  valueName: string;
  values: readonly string[];
  /** How many values the other option has: the grid is both counts multiplied (its limit: `CATALOG_LIMITS.variants`). */
  otherCount: number;
  onChange: (values: string[]) => void;
  disabled?: boolean;
}

/**
 * One option's values as chips: type one and press Enter (or several separated by commas, or
 * leave the field), remove one with its chip's button. A value refused (a repeat, too long) is
 * said under the field and left in it to fix.
 */
export function OptionValuesInput({ option, label, valueName, values, otherCount, onChange, disabled = false }: OptionValuesInputProps) {
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | undefined>();

  const commit = () => {
    if (!text.trim()) return;
    const added = addOptionValues(option, values, text, otherCount);
    setProblem(added.problem);
    if (added.values.length !== values.length) onChange(added.values);
    if (!added.problem) setText("");
  };

  return (
    <FormField label={label} error={problem} helperText={`Press Enter after each ${valueName}, or type several separated by commas.`}>
      {values.length > 0 && (
        <Wrap as="ul" gap="2" listStyleType="none" aria-label={label}>
          {values.map((value) => (
            <Tag.Root as="li" key={value} size="lg" variant="surface">
              <Tag.Label>{value}</Tag.Label>
              <Tag.EndElement>
                <CloseButton
                  size="2xs"
                  variant="plain"
                  aria-label={`Remove ${valueName} ${value}`}
                  disabled={disabled}
                  onClick={() => onChange(values.filter((known) => known !== value))}
                />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </Wrap>
      )}
      <HStack gap="2" w="full">
        <Input
          value={text}
          maxLength={CATALOG_LIMITS.variantOption * 10}
          disabled={disabled}
          autoComplete="off"
          onChange={(event) => {
            setText(event.currentTarget.value);
            setProblem(undefined);
          }}
          onKeyDown={(event) => {
            // Enter adds the value; it must not send the product form.
            if (event.key === "Enter") {
              event.preventDefault();
              commit();
            }
          }}
          onBlur={commit}
        />
        <Button variant="outline" disabled={disabled || !text.trim()} onClick={commit}>
          Add<VisuallyHidden> {valueName}</VisuallyHidden>
        </Button>
      </HStack>
    </FormField>
  );
}
