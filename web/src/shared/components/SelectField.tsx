import { Field, type FieldRootProps, NativeSelect } from "@chakra-ui/react";

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

export interface SelectFieldProps<V extends string> extends Omit<FieldRootProps, "onChange"> {
  label: string;
  labelTextStyle?: "xs" | "sm";
  value: V;
  options: readonly SelectOption<V>[];
  /** Called with the chosen option's value (never with anything outside `options`). */
  onValueChange: (value: V) => void;
}

/** A labelled small native select over a fixed list of options (sorting, page sizes, filters). */
export function SelectField<V extends string>({ label, labelTextStyle = "xs", value, options, onValueChange, ...root }: SelectFieldProps<V>) {
  return (
    <Field.Root {...root}>
      <Field.Label textStyle={labelTextStyle}>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={value}
          onChange={(event) => {
            const next = options.find((option) => option.value === event.currentTarget.value);
            if (next) onValueChange(next.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
