import { useMutation } from "@apollo/client/react";
import { Text } from "@chakra-ui/react";
import { type ReactNode, useState } from "react";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { serverMessage } from "../../shared/errors/serverMessage";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { DeleteProductsDocument, DuplicateProductDocument, type ProductStatus, SetProductsStatusDocument } from "../gql/graphql";
import { editProductHref } from "./productColumns";

/** A product an action names. */
export interface NamedProduct {
  id: string;
  name: string;
}

/** An action waiting for its confirmation. */
type Pending = { kind: "delete"; products: NamedProduct[] } | { kind: "status"; status: ProductStatus; products: NamedProduct[] };

const STATUS_WORD: Record<ProductStatus, string> = { ACTIVE: "Active", DRAFT: "Draft" };

/** "Delete Blue mug?" for one product, "Delete 3 products?" for more. */
export function confirmTitle(pending: Pending): string {
  const what = pending.products.length === 1 ? `“${pending.products[0]?.name ?? ""}”` : `${String(pending.products.length)} products`;
  return pending.kind === "delete" ? `Delete ${what}?` : `Set ${what} to ${STATUS_WORD[pending.status]}?`;
}

function countWord(count: number): string {
  return count === 1 ? "1 product" : `${String(count)} products`;
}

export interface ProductActions {
  duplicatingId: string | null;
  duplicate: (product: NamedProduct) => void;
  askDelete: (products: NamedProduct[]) => void;
  askStatus: (status: ProductStatus, products: NamedProduct[]) => void;
  /** The confirmation dialog, to render once on the page. */
  dialog: ReactNode;
}

/**
 * The products table's writes: duplicate (at once, then the copy's edit page, as a copy is made to
 * be changed), delete and set status (after a confirmation
 * naming the product or how many). After each the table is read again (`refetch`) and the
 * selection cleared (`done`); a refusal is a toast with the server's message.
 */
export function useProductActions({ refetch, done }: { refetch: () => unknown; done: () => void }): ProductActions {
  const [pending, setPending] = useState<Pending | null>(null);
  const [duplicatingId, setDuplicatingId] = useState<string | null>(null);
  const [duplicateProduct] = useMutation(DuplicateProductDocument);
  const [deleteProducts, deleting] = useMutation(DeleteProductsDocument);
  const [setProductsStatus, settingStatus] = useMutation(SetProductsStatusDocument);
  const busy = deleting.loading || settingStatus.loading;
  const navigate = useNavigate();

  const duplicate = (product: NamedProduct) => {
    setDuplicatingId(product.id);
    // The lists held in the cache lack the copy: dropped, so the table asks again when the owner comes back.
    duplicateProduct({ variables: { id: product.id }, update: (cache) => void cache.evict({ id: "ROOT_QUERY", fieldName: "products" }) })
      .then(({ data }) => {
        if (!data) throw new Error(`Failed to duplicate ${product.name}`);
        toast.success(`Duplicated as “${data.duplicateProduct.name}”, a draft: edit it here`);
        void navigate(editProductHref(data.duplicateProduct.id));
      })
      .catch((error: unknown) => toast.error(serverMessage(error, `Failed to duplicate ${product.name}`)))
      .finally(() => setDuplicatingId(null));
  };

  const confirm = async () => {
    if (!pending) return;
    const ids = pending.products.map((product) => product.id);
    try {
      if (pending.kind === "delete") {
        const { data } = await deleteProducts({ variables: { ids } });
        toast.success(`Deleted ${countWord(data?.deleteProducts ?? ids.length)}`);
      } else {
        const { data } = await setProductsStatus({ variables: { ids, status: pending.status } });
        toast.success(`Set ${countWord(data?.setProductsStatus ?? ids.length)} to ${STATUS_WORD[pending.status]}`);
      }
      done();
    } catch (error) {
      toast.error(serverMessage(error, pending.kind === "delete" ? "Failed to delete" : "Failed to change the status"));
    } finally {
      setPending(null);
      void refetch();
    }
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onClose={() => setPending(null)}
      title={pending ? confirmTitle(pending) : ""}
      confirmLabel={pending?.kind === "delete" ? "Delete" : "Change status"}
      busyLabel={pending?.kind === "delete" ? "Deleting…" : "Saving…"}
      busy={busy}
      destructive={pending?.kind === "delete"}
      onConfirm={() => void confirm()}
    >
      <Text>
        {pending?.kind === "delete"
          ? "Deleted products disappear from the shop at once; orders that include them keep their lines."
          : pending?.status === "DRAFT"
            ? "Drafts are hidden from the shop until they are set to Active again."
            : "Active products are shown in the shop."}
      </Text>
    </ConfirmDialog>
  );

  return {
    duplicatingId,
    duplicate,
    askDelete: (products) => setPending({ kind: "delete", products }),
    askStatus: (status, products) => setPending({ kind: "status", status, products }),
    dialog,
  };
}
