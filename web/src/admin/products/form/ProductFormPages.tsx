import { useMutation, useQuery } from "@apollo/client/react";
import { Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { HeadSubject } from "@shop/common";
import { useEffect, useMemo, useState } from "react";
import toast from "react-hot-toast";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { newIdempotencyKey } from "../../../checkout";
import { EmptyNotice } from "../../../shared/components/EmptyNotice";
import { QueryLoadError } from "../../../shared/components/QueryLoadError";
import { serverMessage } from "../../../shared/errors/serverMessage";
import { useRulesForm } from "../../../shared/forms/useRulesForm";
import { usePageMeta } from "../../../shared/meta/usePageMeta";
import { adminHref } from "../../adminPaths";
import { AdminProductFormDocument, CreateProductDocument, UpdateProductDocument } from "../../gql/graphql";
import { EMPTY_PRODUCT, fromProduct, productFormRowRules, productFormRules, type ProductFormValues, toProductInput } from "./productForm";
import { ProductForm } from "./ProductForm";
import { UnsavedChangesGuard } from "../../components/UnsavedChangesGuard";

const SAVE_FAILED = "Failed to save the product";

/** The address of a product's edit page. */
export const editProductHref = (id: string) => adminHref(`edit-product/${id}`);

function useProductForm(defaultValues: ProductFormValues) {
  return useRulesForm<ProductFormValues>({ rules: productFormRules, rowRules: productFormRowRules, defaultValues });
}

/**
 * `/admin-dashboard/add-product`. One idempotency key per visit: saving twice (a double click, a
 * retry after a lost answer) answers the product the first save made (docs/api.md#admin-catalog).
 */
export function AddProductPage() {
  const rulesForm = useProductForm(EMPTY_PRODUCT);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [createProduct] = useMutation(CreateProductDocument);
  const [savedId, setSavedId] = useState<string | null>(null);
  const navigate = useNavigate();

  // Leave for the edit page once the form is no longer dirty, so the guard lets it go.
  useEffect(() => {
    if (savedId) void navigate(editProductHref(savedId), { replace: true });
  }, [savedId, navigate]);

  const onSubmit = rulesForm.submitWith(async (values) => {
    try {
      const { data } = await createProduct({ variables: { input: toProductInput(values), idempotencyKey } });
      if (!data) throw new Error(SAVE_FAILED);
      rulesForm.form.reset(values);
      toast.success(`Product "${data.createProduct.name}" created`);
      setSavedId(data.createProduct.id);
    } catch (error) {
      if (!rulesForm.showServerErrors(error)) toast.error(serverMessage(error, SAVE_FAILED));
    }
  });

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Add product
      </Heading>
      <ProductForm rulesForm={rulesForm} onSubmit={onSubmit} submitLabel="Create product" deriveSlug />
      <UnsavedChangesGuard dirty={rulesForm.form.formState.isDirty && !savedId} />
    </Stack>
  );
}

/** `/admin-dashboard/edit-product/:id`: the stored product in the same form; "not found" when there is none. */
export function EditProductPage() {
  const { id = "" } = useParams();
  const query = useQuery(AdminProductFormDocument, { variables: { id }, fetchPolicy: "network-only", notifyOnNetworkStatusChange: true });
  const product = query.data?.adminProduct;
  // The tab says which product, not the address's id; it follows a rename once saved.
  const name = product?.name;
  const title = useMemo<HeadSubject | null>(() => (name ? { kind: "titled", title: `Edit ${name}` } : null), [name]);
  usePageMeta(title);

  if (query.error) return <QueryLoadError error={query.error} fallback="Failed to load the product" refetch={query.refetch} networkStatus={query.networkStatus} />;
  if (query.loading && !query.data) {
    return (
      <Stack gap="4" aria-busy="true">
        <Text>Loading the product…</Text>
        <Skeleton height="10" />
        <Skeleton height="40" />
      </Stack>
    );
  }
  if (!product) {
    return (
      <EmptyNotice frame="dashed" titleAs="h1" title="Product not found" description="There is no product with this address.">
        <RouterLink to={adminHref("all-products")}>Back to all products</RouterLink>
      </EmptyNotice>
    );
  }
  return <EditProduct key={product.id} id={product.id} initial={fromProduct(product)} />;
}

function EditProduct({ id, initial }: { id: string; initial: ProductFormValues }) {
  const rulesForm = useProductForm(initial);
  const [updateProduct] = useMutation(UpdateProductDocument);

  const onSubmit = rulesForm.submitWith(async (values) => {
    try {
      const { data } = await updateProduct({ variables: { id, input: toProductInput(values) } });
      if (!data) throw new Error(SAVE_FAILED);
      rulesForm.form.reset(fromProduct(data.updateProduct));
      toast.success("Product saved");
    } catch (error) {
      if (!rulesForm.showServerErrors(error)) toast.error(serverMessage(error, SAVE_FAILED));
    }
  });

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Edit product
      </Heading>
      <ProductForm rulesForm={rulesForm} onSubmit={onSubmit} submitLabel="Save changes" deriveSlug={false} />
      <UnsavedChangesGuard dirty={rulesForm.form.formState.isDirty} />
    </Stack>
  );
}
