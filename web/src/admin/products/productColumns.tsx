import { Badge, Box, Button, Checkbox, HStack, Image, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { Money } from "../../shared/money/Money";
import { adminHref } from "../adminPaths";
import { type ColumnDef, createColumnHelper } from "@tanstack/react-table";
import { sortableColumns } from "../list-page/sortableColumns";
import type { AdminProductsQuery, ProductStatus } from "../gql/graphql";
import { productTable } from "./productTableParams";

/** One row of the products table. */
export type ProductRow = AdminProductsQuery["products"]["items"][number];

export interface ProductColumnFormat {
  date: (iso: string) => string;
}

/** What the row actions do (Edit is a link). */
export interface ProductRowActions {
  onDuplicate: (product: ProductRow) => void;
  onDelete: (product: ProductRow) => void;
  /** The product being duplicated, if any: its button shows that it is busy. */
  duplicatingId: string | null;
}

/** The edit screen of a product (the `edit-product/{id}` route). */
export function editProductHref(id: string): string {
  return adminHref(`edit-product/${encodeURIComponent(id)}`);
}

const STATUS_BADGE: Record<ProductStatus, { label: string; palette: string }> = {
  ACTIVE: { label: "Active", palette: "green" },
  DRAFT: { label: "Draft", palette: "gray" },
};

const column = createColumnHelper<ProductRow>();

/**
 * The products table's columns, in order. Their ids are the ones `SORT_OPTIONS` names, so a
 * column is sortable exactly when the API can sort by it. The first selects rows (TanStack row
 * selection: a checkbox per row and "select all on this page" in the header), the last holds the
 * row actions.
 */
export function productColumns({ date }: ProductColumnFormat, actions: ProductRowActions): ColumnDef<ProductRow, never>[] {
  const columns = [
    column.display({
      id: "select",
      header: ({ table }) => (
        <SelectBox
          label="Select all products on this page"
          checked={table.getIsAllPageRowsSelected() ? true : table.getIsSomePageRowsSelected() ? "indeterminate" : false}
          onChange={(checked) => table.toggleAllPageRowsSelected(checked)}
        />
      ),
      cell: ({ row }) => (
        <SelectBox label={`Select ${row.original.name}`} checked={row.getIsSelected()} onChange={(checked) => row.toggleSelected(checked)} />
      ),
    }),
    column.display({
      id: "image",
      header: () => <Box srOnly>Image</Box>,
      cell: ({ row }) => <Thumbnail src={row.original.images[0]} />,
    }),
    column.accessor("name", {
      header: "Name",
      cell: ({ row }) => (
        <Text fontWeight="medium" minW="40" maxW="72" lineClamp={2}>
          {row.original.name}
        </Text>
      ),
    }),
    column.accessor("sku", {
      header: "SKU",
      cell: ({ getValue }) => (
        <Text fontFamily="mono" textStyle="xs" whiteSpace="nowrap">
          {getValue()}
        </Text>
      ),
    }),
    column.accessor((row) => row.category.name, {
      id: "category",
      header: "Category",
      cell: ({ row }) => (
        <Stack gap="0" whiteSpace="nowrap">
          <Text>{row.original.category.name}</Text>
          {row.original.subCategory ? (
            <Text textStyle="xs" color="fg.muted">
              {row.original.subCategory}
            </Text>
          ) : null}
        </Stack>
      ),
    }),
    column.accessor("finalPrice", {
      id: "price",
      header: "Price",
      meta: { numeric: true },
      cell: ({ row }) => <PriceCell product={row.original} />,
    }),
    column.accessor("stock", {
      header: "Stock",
      meta: { numeric: true },
      cell: ({ getValue }) => <StockCell stock={getValue()} />,
    }),
    column.accessor("status", {
      header: "Status",
      cell: ({ getValue }) => <ProductStatusBadge status={getValue()} />,
    }),
    column.accessor("updatedAt", {
      header: "Updated",
      cell: ({ getValue }) => (
        <Text asChild whiteSpace="nowrap" color="fg.muted">
          <time dateTime={getValue()}>{date(getValue())}</time>
        </Text>
      ),
    }),
    column.display({
      id: "actions",
      header: () => <Box srOnly>Actions</Box>,
      cell: ({ row }) => <RowActions product={row.original} actions={actions} />,
    }),
  ] as ColumnDef<ProductRow, never>[];
  return sortableColumns(productTable, columns);
}

function SelectBox({ label, checked, onChange }: { label: string; checked: boolean | "indeterminate"; onChange: (checked: boolean) => void }) {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={(details) => onChange(details.checked === true)}>
      <Checkbox.HiddenInput aria-label={label} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

export function RowActions({ product, actions }: { product: ProductRow; actions: ProductRowActions }) {
  // The visible word starts each button's name, and the product's name tells the rows apart.
  return (
    <HStack gap="1" justify="end">
      <Button asChild size="xs" variant="ghost" aria-label={`Edit ${product.name}`}>
        <RouterLink to={editProductHref(product.id)}>Edit</RouterLink>
      </Button>
      <Button
        size="xs"
        variant="ghost"
        aria-label={`Duplicate ${product.name}`}
        loading={actions.duplicatingId === product.id}
        disabled={actions.duplicatingId !== null}
        onClick={() => actions.onDuplicate(product)}
      >
        Duplicate
      </Button>
      <Button size="xs" variant="ghost" colorPalette="red" aria-label={`Delete ${product.name}`} onClick={() => actions.onDelete(product)}>
        Delete
      </Button>
    </HStack>
  );
}

export function StockCell({ stock }: { stock: number }) {
  return stock > 0 ? (
    <Text fontVariantNumeric="tabular-nums">{stock}</Text>
  ) : (
    <Badge colorPalette="red" variant="surface">
      Out of stock
    </Badge>
  );
}

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const { label, palette } = STATUS_BADGE[status];
  return (
    <Badge colorPalette={palette} variant="surface">
      {label}
    </Badge>
  );
}

export function Thumbnail({ src }: { src: string | undefined }) {
  // Decorative: the product's name is in the next cell.
  return src ? (
    <Image src={src} alt="" boxSize="10" minW="10" objectFit="cover" rounded="l1" bg="bg.muted" loading="lazy" />
  ) : (
    <Box boxSize="10" rounded="l1" bg="bg.muted" />
  );
}

export function PriceCell({ product }: { product: ProductRow }) {
  if (product.discount <= 0) {
    return (
      <Text whiteSpace="nowrap">
        <Money amount={product.finalPrice} />
      </Text>
    );
  }
  return (
    <Stack gap="0" align="end" whiteSpace="nowrap">
      <Text fontWeight="medium">
        <Money amount={product.finalPrice} />
      </Text>
      <HStack gap="1" textStyle="xs" color="fg.muted">
        <Text as="s">
          <Money amount={product.price} />
        </Text>
        <Text>−{product.discount}%</Text>
      </HStack>
    </Stack>
  );
}
