import { Button, HStack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { SelectField } from "../../shared/components/SelectField";
import { type ListChoice, type ListSort, choiceOptions } from "./listParams";

export interface ChoiceSelectProps<V extends string> {
  label: string;
  value: V | null;
  choices: readonly ListChoice<V>[];
  /** The option for no choice ("All statuses"); none when the filter always has a value. */
  any?: string;
  onChange: (value: V | null) => void;
  labelTextStyle?: "xs" | "sm";
}

/** A choice filter of a list's toolbar. */
export function ChoiceSelect<V extends string>({ label, value, choices, any, onChange, labelTextStyle }: ChoiceSelectProps<V>) {
  return (
    <SelectField
      label={label}
      labelTextStyle={labelTextStyle}
      value={value ?? ""}
      options={choiceOptions(choices, any)}
      onValueChange={(chosen) => onChange(chosen === "" ? null : chosen)}
    />
  );
}

export interface SortAndPageSizeProps<S extends string> {
  sorts: readonly ListSort<S>[];
  sort: S;
  pageSizes: readonly number[];
  per: number;
  onChange: (changes: { sort?: S; per?: number }) => void;
}

/** The toolbar's last two fields: "Sort by" and "Rows per page". */
export function SortAndPageSize<S extends string>({ sorts, sort, pageSizes, per, onChange }: SortAndPageSizeProps<S>) {
  return (
    <>
      <SelectField
        label="Sort by"
        value={sort}
        options={sorts.map((option) => ({ value: option.sort, label: option.label }))}
        onValueChange={(next) => onChange({ sort: next })}
      />
      <SelectField
        label="Rows per page"
        value={String(per)}
        options={pageSizes.map((size) => ({ value: String(size), label: String(size) }))}
        onValueChange={(value) => onChange({ per: Number(value) })}
      />
    </>
  );
}

export interface SelectionBarProps {
  /** The region's accessible name ("Selected products"). */
  label: string;
  /** "3 products selected". */
  summary: string;
  onClear: () => void;
  /** The bulk actions' buttons. */
  children: ReactNode;
}

/** The bulk actions bar over a table while rows are selected: sticks to the top as the table scrolls. */
export function SelectionBar({ label, summary, onClear, children }: SelectionBarProps) {
  return (
    <HStack role="region" aria-label={label} gap="2" wrap="wrap" px="4" py="2" rounded="l3" bg="blue.subtle" position="sticky" top="2" zIndex="docked">
      <Text fontWeight="medium" me="auto">
        {summary}
      </Text>
      {children}
      <Button size="sm" variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
    </HStack>
  );
}
