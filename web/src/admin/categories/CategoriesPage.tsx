import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useMutation, useQuery } from "@apollo/client/react";
import { Box, Button, HStack, Heading, Image, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import toast from "react-hot-toast";
import { SelectField } from "../../shared/components/SelectField";
import { serverMessage } from "../../shared/errors/serverMessage";
import { ConfirmDialog } from "../components/ConfirmDialog";
import {
  type AdminCategoryFieldsFragment,
  AdminCategoriesDocument,
  CategoryProductCountDocument,
  DeleteCategoryDocument,
  ReorderCategoriesDocument,
} from "../gql/graphql";
import { ListQueryState } from "../list-page/ListQueryState";
import { EditDeleteButtons, MoveButtons, RowCard } from "../list-page/OrderedRows";
import { CategoryFormDialog } from "./CategoryFormDialog";
import { moveItem } from "./subCategoryList";

type Category = AdminCategoryFieldsFragment;

/**
 * A delete waiting for its confirmation; `conflict` once the server refused it for its products
 * (products added since the dialog counted them).
 */
interface PendingDelete {
  category: Category;
  conflict: { message: string; productCount: number } | null;
  moveTo: string;
}

/** The server's CONFLICT refusal of a delete: its message and how many products the category has. */
function deleteConflict(error: unknown): PendingDelete["conflict"] {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const conflict = error.errors.find((item) => item.extensions?.code === "CONFLICT");
  const count = conflict?.extensions?.productCount;
  return conflict && typeof count === "number" ? { message: conflict.message, productCount: count } : null;
}

/**
 * `/admin-dashboard/add-category`: the categories in display order, each with its image, name,
 * slug and subcategories; create and edit in a dialog; move up and down; delete with a
 * confirmation that counts the category's products: with none it is simply deleted, with some the
 * dialog asks where they go and moves them first.
 */
export function CategoriesPage() {
  const list = useQuery(AdminCategoriesDocument, { fetchPolicy: "cache-and-network" });
  const [editing, setEditing] = useState<Category | "new" | null>(null);
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const [reorder, reordering] = useMutation(ReorderCategoriesDocument);
  const [deleteCategory, deleting] = useMutation(DeleteCategoryDocument);
  const categories = list.data?.categories ?? [];
  // Counted as the dialog opens (any status: drafts block a delete too).
  const counted = useQuery(CategoryProductCountDocument, {
    variables: { category: pending?.category.slug ?? "" },
    skip: !pending,
    fetchPolicy: "network-only",
  });
  const productCount = pending?.conflict?.productCount ?? (counted.loading ? undefined : counted.data?.products.totalItems);
  const mustMove = productCount !== undefined && productCount > 0;

  const move = (index: number, by: -1 | 1) => {
    const ids = moveItem(categories, index, by).map((category) => category.id);
    reorder({ variables: { ids } })
      .then(() => list.refetch())
      .catch((error: unknown) => toast.error(serverMessage(error, "Failed to reorder the categories")));
  };

  const confirmDelete = async () => {
    if (!pending) return;
    const { category, conflict, moveTo } = pending;
    try {
      const { data } = await deleteCategory({ variables: { id: category.id, moveProductsTo: mustMove ? moveTo : null } });
      const moved = data?.deleteCategory ?? 0;
      toast.success(moved > 0 ? `Deleted ${category.name}; ${String(moved)} products moved` : `Deleted ${category.name}`);
      setPending(null);
      void list.refetch();
    } catch (error) {
      const refused = deleteConflict(error);
      if (refused && !conflict && !mustMove) setPending({ ...pending, conflict: refused });
      else {
        toast.error(serverMessage(error, "Failed to delete the category"));
        setPending(null);
      }
    }
  };

  const others = pending ? categories.filter((category) => category.id !== pending.category.id) : [];
  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
          Categories
        </Heading>
        <Button colorPalette="blue" onClick={() => setEditing("new")}>
          New category
        </Button>
      </HStack>
      <ListQueryState
        list={list}
        error={list.data ? undefined : list.error}
        errorFallback="Failed to fetch categories"
        count={list.data ? categories.length : undefined}
        loading={<Text color="fg.muted">Loading categories…</Text>}
        empty={{ title: "No categories", description: "Create the first category to sort your products into." }}
      >
        <Stack as="ol" listStyle="none" gap="3" aria-label="Categories" aria-busy={reordering.loading}>
          {categories.map((category, index) => (
            <RowCard
              key={category.id}
              media={
                category.image ? (
                  <Image src={category.image} alt="" boxSize="14" minW="14" objectFit="cover" rounded="l2" bg="bg.muted" />
                ) : (
                  <Box boxSize="14" minW="14" rounded="l2" bg="bg.muted" />
                )
              }
              actions={
                <>
                  <MoveButtons
                    name={category.name}
                    index={index}
                    count={categories.length}
                    disabled={reordering.loading}
                    onMove={(by) => move(index, by)}
                  />
                  <EditDeleteButtons
                    name={category.name}
                    onEdit={() => setEditing(category)}
                    onDelete={() => setPending({ category, conflict: null, moveTo: "" })}
                  />
                </>
              }
            >
              <Heading as="h2" size="sm">
                {category.name}
              </Heading>
              <Text fontFamily="mono" textStyle="xs" color="fg.muted" truncate>
                /product-category/{category.slug}
              </Text>
              <Text textStyle="sm" color="fg.muted">
                {category.subCategories.length > 0 ? category.subCategories.join(" · ") : "No subcategories"}
              </Text>
            </RowCard>
          ))}
        </Stack>
      </ListQueryState>

      {editing ? (
        <CategoryFormDialog
          category={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => void list.refetch()}
        />
      ) : null}

      <ConfirmDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={pending ? `Delete “${pending.category.name}”?` : ""}
        confirmLabel={mustMove ? "Move products and delete" : "Delete"}
        busyLabel="Deleting…"
        busy={deleting.loading}
        destructive
        confirmDisabled={productCount === undefined || (mustMove && !pending?.moveTo)}
        onConfirm={() => void confirmDelete()}
      >
        {pending === null ? null : productCount === undefined ? (
          counted.error ? (
            <Text role="alert">Its products could not be counted: {serverMessage(counted.error, "please try again")}.</Text>
          ) : (
            <Stack gap="2" aria-busy="true">
              <Text>Counting its products…</Text>
              <Skeleton height="8" />
            </Stack>
          )
        ) : mustMove ? (
          <Stack gap="3">
            <Text role={pending.conflict ? "alert" : undefined}>
              {pending.conflict?.message ??
                `${pending.category.name} has ${productCountText(productCount)}. They move to the category you choose, then it is deleted.`}
            </Text>
            <SelectField
              label={`Move its ${productCountText(productCount)} to`}
              labelTextStyle="sm"
              value={pending.moveTo}
              options={[{ value: "", label: "Choose a category" }, ...others.map((category) => ({ value: category.id, label: category.name }))]}
              onValueChange={(moveTo) => setPending({ ...pending, moveTo })}
            />
            <Text textStyle="sm" color="fg.muted">
              Its old links will lead to that category.
            </Text>
          </Stack>
        ) : (
          <Text>{pending.category.name} has no products. Deleting it cannot be undone, and its links will stop working.</Text>
        )}
      </ConfirmDialog>
    </Stack>
  );
}

function productCountText(count: number): string {
  return count === 1 ? "1 product" : `${String(count)} products`;
}
