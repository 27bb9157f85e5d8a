// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { EMPTY_PRODUCT, type ProductFormValues, toProductInput } from "./productForm";
import { VariantRows } from "./ProductRows";

function Harness({ skuError, onSubmit }: { skuError?: string; onSubmit: (values: ProductFormValues) => void }) {
  const { control, register, handleSubmit } = useForm<ProductFormValues>({
    defaultValues: { ...EMPTY_PRODUCT, sku: "LIN-1", variants: [{ color: "Blue", size: "L", additionalPrice: "", stock: "2", sku: "" }] },
  });
  const errors = skuError ? { variants: [{ sku: { type: "server", message: skuError } }] } : {};
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <VariantRows control={control} register={register} errors={errors as never} />
      <button type="submit">Save</button>
    </form>
  );
}

const renderRows = (skuError?: string, onSubmit: (values: ProductFormValues) => void = () => {}) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <Harness skuError={skuError} onSubmit={onSubmit} />
    </ChakraProvider>,
  );

describe("VariantRows", () => {
  afterEach(cleanup);

  it("offers an optional SKU per variant and sends what was typed", async () => {
    let submitted: ProductFormValues | null = null;
    renderRows(undefined, (values) => (submitted = values));
    const sku = screen.getByRole("textbox", { name: "SKU (optional)" });
    expect(sku.hasAttribute("required")).toBe(false);
    fireEvent.change(sku, { target: { value: " LIN-1-BL " } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(submitted).not.toBeNull());
    expect(toProductInput(submitted!).variants).toEqual([{ color: "Blue", size: "L", additionalPrice: 0, stock: 2, sku: "LIN-1-BL" }]);
  });

  it("shows the server's field error on the variant's SKU", () => {
    renderRows("SKU LIN-1-BL is already used by another product or variant.");
    expect(screen.getByRole("textbox", { name: "SKU (optional)" }).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("SKU LIN-1-BL is already used by another product or variant.")).toBeTruthy();
  });
});
