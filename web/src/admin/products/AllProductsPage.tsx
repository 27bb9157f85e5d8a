import { Button, Heading, Stack } from "@chakra-ui/react";
import { useMemo } from "react";
import { useShopLocale } from "../../shared/money/useShopLocale";
import { AdminProductsDocument } from "../gql/graphql";
import { ListPageBody } from "../list-page/ListPageBody";
import { ListRows } from "../list-page/ListRows";
import { SelectionBar } from "../list-page/ListToolbar";
import { headerSorting, useListPage, useListTable } from "../list-page/useListPage";
import { type ProductRowActions, productColumns } from "./productColumns";
import { ProductCard } from "./productCard";
import { ProductTableToolbar } from "./ProductTableToolbar";
import { STATUS_OPTIONS, productTable, productTableVariables } from "./productTableParams";
import { type NamedProduct, useProductActions } from "./useProductActions";

const PRODUCTS = { none: "No products", one: "1 product", many: "products" };

/**
 * `/admin-dashboard/all-products`: the catalog as a table (a card per product on a phone), on the `products` query with
 * server-side search, filters, sort and pages, all kept in the URL (productTableParams.ts).
 */
export function AllProductsPage() {
  const page = useListPage(productTable, AdminProductsDocument, { variables: productTableVariables, page: (data) => data.products });
  const { view, list, change, selection } = page;
  const actions = useProductActions({ refetch: () => list.refetch(), done: selection.clear });

  const locale = useShopLocale();
  const { duplicatingId, duplicate, askDelete } = actions;
  const rowActions: ProductRowActions = useMemo(
    () => ({ duplicatingId, onDuplicate: duplicate, onDelete: (product) => askDelete([product]) }),
    [duplicatingId, duplicate, askDelete],
  );
  const columns = useMemo(() => {
    const dates = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
    return productColumns({ date: (iso) => dates.format(new Date(iso)) }, rowActions);
  }, [locale, rowActions]);

  const table = useListTable({
    rows: page.rows,
    columns,
    getRowId: (row) => row.id,
    sorting: headerSorting(productTable, view.sort, (sort) => change({ sort })),
    selection,
  });

  const selected: NamedProduct[] = table.getSelectedRowModel().rows.map((row) => ({ id: row.original.id, name: row.original.name }));
  // "No draft products", or "No products" for every status.
  const statusWord = view.status === "ANY" ? "" : `${STATUS_OPTIONS.find((option) => option.value === view.status)?.label.toLowerCase() ?? ""} `;
  return (
    <Stack gap="6">
      <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
        Products
      </Heading>
      <ProductTableToolbar params={view} onChange={change} />
      {selected.length > 0 ? (
        <SelectionBar
          label="Selected products"
          summary={selected.length === 1 ? "1 product selected" : `${String(selected.length)} products selected`}
          onClear={selection.clear}
        >
          <Button size="sm" variant="outline" bg="bg" onClick={() => actions.askStatus("ACTIVE", selected)}>
            Set to Active
          </Button>
          <Button size="sm" variant="outline" bg="bg" onClick={() => actions.askStatus("DRAFT", selected)}>
            Set to Draft
          </Button>
          <Button size="sm" colorPalette="red" onClick={() => actions.askDelete(selected)}>
            Delete
          </Button>
        </SelectionBar>
      ) : null}
      {actions.dialog}
      <ListPageBody
        page={page}
        words={PRODUCTS}
        loading="Loading products…"
        errorFallback="Failed to fetch products"
        empty={{ title: `No ${statusWord}products`, description: "Products will be listed here." }}
        narrowed={
          productTable.hasNarrowingFilters(view)
            ? {
                title: "No products match",
                description: `No ${statusWord}product matches this search and these filters.`,
                clearLabel: "Clear search and filters",
              }
            : null
        }
      >
        <ListRows
          table={table}
          label="Products"
          card={(product) => <ProductCard product={product} actions={rowActions} />}
          selectLabel={(product) => `Select ${product.name}`}
          selectAllLabel="Select all products on this page"
          skeletonRows={page.skeletonRows}
          busy={list.loading}
        />
      </ListPageBody>
    </Stack>
  );
}
