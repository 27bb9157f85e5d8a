import { Button, Field, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useId, useState, type FormEvent } from "react";
import { parsePrice } from "../productListParams";

export interface PriceRangeFilterProps {
  /** The applied range, in major units. */
  min: number | null;
  max: number | null;
  /** The currency's symbol or code, shown beside the inputs (e.g. "৳"). */
  currencyLabel: string;
  onApply: (range: { min: number | null; max: number | null }) => void;
  /** Clears every filter (not only the price range). */
  onClear: () => void;
  /** True when any filter is applied, so "Clear" has something to do. */
  canClear: boolean;
}

function toText(value: number | null): string {
  return value === null ? "" : String(value);
}

interface PriceInputProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  /** The message under the input; null when it is fine. */
  error: string | null;
}

/** One labelled price input (major units, 0 or more) with its error. */
function PriceInput({ label, placeholder, value, onChange, error }: PriceInputProps) {
  return (
    <Field.Root invalid={error !== null}>
      <Field.Label textStyle="xs">{label}</Field.Label>
      <Input
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        size="sm"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {error !== null ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/**
 * Min and max price inputs, compared with the discounted price. Applying with both empty shows
 * every price; "Clear filters" restores the full list. Re-mount it (key) when the URL's range changes.
 */
export function PriceRangeFilter({ min, max, currencyLabel, onApply, onClear, canClear }: PriceRangeFilterProps) {
  const headingId = useId();
  const [minText, setMinText] = useState(toText(min));
  const [maxText, setMaxText] = useState(toText(max));
  const [error, setError] = useState<{ field: "min" | "max"; message: string } | null>(null);

  const unit = currencyLabel ? ` (${currencyLabel})` : "";

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nextMin = minText.trim() === "" ? null : parsePrice(minText);
    const nextMax = maxText.trim() === "" ? null : parsePrice(maxText);
    if (minText.trim() !== "" && nextMin === null) {
      setError({ field: "min", message: "Enter a price of 0 or more." });
      return;
    }
    if (maxText.trim() !== "" && nextMax === null) {
      setError({ field: "max", message: "Enter a price of 0 or more." });
      return;
    }
    if (nextMin !== null && nextMax !== null && nextMin > nextMax) {
      setError({ field: "max", message: "The maximum must not be below the minimum." });
      return;
    }
    setError(null);
    onApply({ min: nextMin, max: nextMax });
  };

  return (
    <Stack asChild gap="3">
      <form onSubmit={submit} noValidate aria-labelledby={headingId}>
        <Text as="h2" id={headingId} textStyle="sm" fontWeight="semibold">
          Price
        </Text>
        <HStack gap="2" align="start">
          <PriceInput
            label={`Min price${unit}`}
            placeholder="0"
            value={minText}
            onChange={setMinText}
            error={error?.field === "min" ? error.message : null}
          />
          <PriceInput
            label={`Max price${unit}`}
            placeholder="Any"
            value={maxText}
            onChange={setMaxText}
            error={error?.field === "max" ? error.message : null}
          />
        </HStack>
        <Text textStyle="xs" color="fg.muted">
          Compared with the price after any discount.
        </Text>
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="blue" flex="1">
            Apply
          </Button>
          <Button type="button" size="sm" variant="outline" flex="1" onClick={onClear} disabled={!canClear}>
            Clear filters
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
