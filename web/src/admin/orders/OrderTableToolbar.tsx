import { SEARCH_MAX_LENGTH } from "@shop/common";
import { Field, Input, SimpleGrid } from "@chakra-ui/react";
import { SelectField } from "../../shared/components/SelectField";
import { TableSearchBox } from "../components/TableSearchBox";
import {
  PAGE_SIZES,
  PAYMENT_OPTIONS,
  type OrderTableParams,
  type PageSize,
  SORT_OPTIONS,
  STATUS_OPTIONS,
  type ViewChanges,
  parseDay,
} from "./orderTableParams";

export interface OrderTableToolbarProps {
  params: OrderTableParams;
  /** False where the area fixes the status (pending, completed): no status filter then. */
  statusFilter: boolean;
  /** A change of the view; `replace` for each step of typing, so Back does not replay every letter. */
  onChange: (changes: ViewChanges, replace?: boolean) => void;
}

/** The orders table's search, status, payment and date filters, sort order and page size. */
export function OrderTableToolbar({ params, statusFilter, onChange }: OrderTableToolbarProps) {
  return (
    // Two columns on a phone, four on a wide screen: the search takes a row's half, or all of it on a phone.
    <SimpleGrid columns={{ base: 2, xl: 4 }} gap="3" alignItems="end">
      <TableSearchBox
        gridColumn="span 2"
        value={params.q}
        placeholder="Number, name, phone or email"
        maxLength={SEARCH_MAX_LENGTH}
        onSearch={(q) => onChange({ q }, true)}
      />
      {statusFilter ? (
        <SelectField
          label="Status"
          value={params.status ?? ""}
          options={[{ value: "", label: "All statuses" }, ...STATUS_OPTIONS.map((option) => ({ value: option.status, label: option.label }))]}
          onValueChange={(status) => onChange({ status: status || null })}
        />
      ) : null}
      <SelectField
        label="Payment"
        value={params.payment ?? ""}
        options={[{ value: "", label: "Any payment" }, ...PAYMENT_OPTIONS.map((option) => ({ value: option.payment, label: option.label }))]}
        onValueChange={(payment) => onChange({ payment: payment || null })}
      />
      <DayField label="Placed from" value={params.from} max={params.to} onChange={(from) => onChange({ from })} />
      <DayField label="Placed to" value={params.to} min={params.from} onChange={(to) => onChange({ to })} />
      <SelectField
        label="Sort by"
        value={params.sort}
        options={SORT_OPTIONS.map((option) => ({ value: option.sort, label: option.label }))}
        onValueChange={(sort) => onChange({ sort })}
      />
      <SelectField
        label="Rows per page"
        value={String(params.per)}
        options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
        onValueChange={(value) => onChange({ per: Number(value) as PageSize })}
      />
    </SimpleGrid>
  );
}

interface DayFieldProps {
  label: string;
  value: string | null;
  min?: string | null;
  max?: string | null;
  onChange: (day: string | null) => void;
}

/** A native date field (the browser's own picker, keyboard included); an incomplete date is no date. */
function DayField({ label, value, min, max, onChange }: DayFieldProps) {
  return (
    <Field.Root>
      <Field.Label textStyle="xs">{label}</Field.Label>
      <Input
        size="sm"
        type="date"
        value={value ?? ""}
        min={min ?? undefined}
        max={max ?? undefined}
        onChange={(event) => onChange(parseDay(event.currentTarget.value))}
      />
    </Field.Root>
  );
}
