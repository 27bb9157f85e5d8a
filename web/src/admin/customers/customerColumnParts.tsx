import { HStack, Link, Text } from "@chakra-ui/react";
import { createColumnHelper } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { Money } from "../../shared/money/Money";
import { PhoneLinks } from "../components/PhoneLinks";

/** What every customer list shows of a person, an account's or a guest's. */
export interface CustomerListRow {
  email: string | null;
  orderCount: number;
  totalSpent: number;
}

/**
 * The columns the accounts and the guest buyers tables share (decision 062): the name linking to
 * the person's page, the email, orders, total spent and a date. Each table puts its own between.
 */
export function customerColumnParts<Row extends CustomerListRow>() {
  const column = createColumnHelper<Row>();
  const parts = {
    /** "Name": the person's name linking to their page, with the row's badges after it. */
    name: (name: (row: Row) => string, href: (row: Row) => string, badges: (row: Row) => ReactNode) =>
      column.accessor((row) => name(row), {
        id: "name",
        header: "Name",
        cell: ({ row }) => (
          <HStack gap="2" minW="32">
            <CustomerNameLink to={href(row.original)} name={name(row.original)} />
            {badges(row.original)}
          </HStack>
        ),
      }),
    /** A phone as tap-to-call and WhatsApp links. */
    phone: (phone: (row: Row) => string | null, name: (row: Row) => string) =>
      column.accessor((row) => phone(row) ?? "", {
        id: "phone",
        header: "Phone",
        cell: ({ getValue, row }) => <PhoneLinks phone={getValue()} name={name(row.original)} />,
      }),
    email: () =>
      column.accessor((row) => row.email ?? "", {
        id: "email",
        header: "Email",
        cell: ({ getValue }) => <Text whiteSpace="nowrap">{getValue() || "—"}</Text>,
      }),
    orders: () =>
      column.accessor((row) => row.orderCount, {
        id: "orderCount",
        header: "Orders",
        meta: { numeric: true },
        cell: ({ getValue }) => <Text fontVariantNumeric="tabular-nums">{getValue()}</Text>,
      }),
    totalSpent: () =>
      column.accessor((row) => row.totalSpent, {
        id: "totalSpent",
        header: "Total spent",
        meta: { numeric: true },
        cell: ({ getValue }) => (
          <Text whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
            <Money amount={getValue()} />
          </Text>
        ),
      }),
    /** An instant as the shop's date, muted. */
    date: (id: string, header: string, instant: (row: Row) => string, date: (iso: string) => string) =>
      column.accessor((row) => instant(row), {
        id,
        header,
        cell: ({ getValue }) => (
          <Text asChild whiteSpace="nowrap" color="fg.muted">
            <time dateTime={getValue()}>{date(getValue())}</time>
          </Text>
        ),
      }),
  };
  return { column, ...parts } as const;
}

/** A person's name as the link to their page (a table's cell, a card's title). */
export function CustomerNameLink({ to, name }: { to: string; name: string }) {
  return (
    <Link asChild fontWeight="medium" colorPalette="blue" variant="underline">
      <RouterLink to={to}>{name}</RouterLink>
    </Link>
  );
}

/** "3 orders · ৳1,200 spent": a person's figures on a card. */
export function CustomerFiguresLine({ orderCount, totalSpent }: Pick<CustomerListRow, "orderCount" | "totalSpent">) {
  return (
    <Text textStyle="sm" fontVariantNumeric="tabular-nums">
      {orderCount === 1 ? "1 order" : `${String(orderCount)} orders`} · <Money amount={totalSpent} /> spent
    </Text>
  );
}
