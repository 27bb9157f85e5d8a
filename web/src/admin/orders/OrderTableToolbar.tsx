import { Field, Input } from "@chakra-ui/react";
import { TableSearchBox } from "../components/TableSearchBox";
import { ListFilters } from "../list-page/ListFilters";
import { ChoiceSelect, SortAndPageSize } from "../list-page/ListToolbar";
import { SEARCH_MAX_LENGTH } from "@shop/common";
import { type ViewChanges, parseDay } from "../list-page/listParams";
import { type OrderTableParams, PAYMENT_OPTIONS, STATUS_OPTIONS, orderTable } from "./orderTableParams";

export interface OrderTableToolbarProps {
  params: OrderTableParams;
  /** False where the area fixes the status (pending, completed): no status filter then. */
  statusFilter: boolean;
  /** A change of the view; `replace` for each step of typing, so Back does not replay every letter. */
  onChange: (changes: ViewChanges<typeof orderTable.filters, OrderTableParams["sort"]>, replace?: boolean) => void;
}

/** The orders table's search, status, payment and date filters, sort order and page size (in a sheet on a phone). */
export function OrderTableToolbar({ params, statusFilter, onChange }: OrderTableToolbarProps) {
  return (
    // Two columns on a tablet, four on a wide screen: the search takes a row's half, or all of it on a tablet.
    <ListFilters
      columns={{ base: 2, xl: 4 }}
      active={orderTable.activeFilterCount(params, statusFilter ? ["q"] : ["q", "status"])}
      search={
        <TableSearchBox
          gridColumn="span 2"
          value={params.q}
          placeholder="Number, name, phone or email"
          maxLength={SEARCH_MAX_LENGTH}
          onSearch={(q) => onChange({ q }, true)}
        />
      }
    >
      {statusFilter ? (
        <ChoiceSelect label="Status" value={params.status} choices={STATUS_OPTIONS} any="All statuses" onChange={(status) => onChange({ status })} />
      ) : null}
      <ChoiceSelect label="Payment" value={params.payment} choices={PAYMENT_OPTIONS} any="Any payment" onChange={(payment) => onChange({ payment })} />
      <DayField label="Placed from" value={params.from} max={params.to} onChange={(from) => onChange({ from })} />
      <DayField label="Placed to" value={params.to} min={params.from} onChange={(to) => onChange({ to })} />
      <SortAndPageSize sorts={orderTable.sorts} sort={params.sort} pageSizes={orderTable.pageSizes} per={params.per} onChange={onChange} />
    </ListFilters>
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
