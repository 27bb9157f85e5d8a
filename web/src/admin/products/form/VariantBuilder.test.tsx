// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { EMPTY_PRODUCT, fromProduct, type ProductFormValues, type StoredProduct, toProductInput } from "./productForm";
import { VariantBuilder } from "./VariantBuilder";

const stored = {
  ...toStored(),
  variants: [
    { color: "Blue", size: "L", additionalPrice: 0, stock: 2, sku: null },
    { color: "Blue", size: "M", additionalPrice: 5, stock: 1, sku: "B-M" },
  ],
};

function toStored(): StoredProduct {
  return {
    name: "Shirt",
    slug: "shirt",
    description: "",
    price: 100,
    discount: 0,
    category: { id: "c" },
    sku: "SH-1",
    stock: 0,
    shippingCost: 0,
    status: "ACTIVE",
    featured: false,
    tags: [],
    specifications: [],
    additionalInfo: [],
    variants: [],
    media: [],
  };
}

function Harness({ initial, skuError, onSubmit }: { initial: ProductFormValues; skuError?: string; onSubmit: (values: ProductFormValues) => void }) {
  const form = useForm<ProductFormValues>({ defaultValues: initial });
  useEffect(() => {
    if (skuError) form.setError("variants.1.sku", { type: "server", message: skuError });
  }, [form, skuError]);
  return (
    <form onSubmit={form.handleSubmit(onSubmit)}>
      <VariantBuilder form={form} />
      <button type="submit">Save</button>
    </form>
  );
}

const renderBuilder = (initial: ProductFormValues, onSubmit: (values: ProductFormValues) => void = () => {}, skuError?: string) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <Harness initial={initial} onSubmit={onSubmit} skuError={skuError} />
    </ChakraProvider>,
  );

const rowNames = () => within(screen.getByTestId("variant-grid")).getAllByRole("listitem").map((item) => item.textContent);

describe("VariantBuilder", () => {
  afterEach(cleanup);

  it("makes a row per colour and size, sets their stock together and sends them", async () => {
    let submitted: ProductFormValues | null = null;
    renderBuilder(EMPTY_PRODUCT, (values) => (submitted = values));
    fireEvent.change(screen.getByRole("textbox", { name: /^Colours/u }), { target: { value: "Red, Blue" } });
    fireEvent.keyDown(screen.getByRole("textbox", { name: /^Colours/u }), { key: "Enter" });
    fireEvent.change(screen.getByRole("textbox", { name: /^Sizes/u }), { target: { value: "S, M" } });
    fireEvent.keyDown(screen.getByRole("textbox", { name: /^Sizes/u }), { key: "Enter" });
    expect(rowNames().map((text) => text?.split("Additional")[0])).toEqual(["Red / S", "Red / M", "Blue / S", "Blue / M"]);

    fireEvent.change(screen.getByRole("textbox", { name: "Stock for several" }), { target: { value: "5" } });
    fireEvent.click(screen.getByRole("button", { name: "Set stock of all 4 variants" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Blue / M" }));
    // The checkbox reports its change after the click.
    const raise = await screen.findByRole("button", { name: "Raise additional price of 1 selected variant" });
    fireEvent.change(screen.getByRole("textbox", { name: "Additional price for several" }), { target: { value: "20" } });
    fireEvent.click(raise);

    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(submitted).not.toBeNull());
    expect(toProductInput(submitted!).variants).toEqual([
      { color: "Red", size: "S", additionalPrice: 0, stock: 5, sku: null },
      { color: "Red", size: "M", additionalPrice: 0, stock: 5, sku: null },
      { color: "Blue", size: "S", additionalPrice: 0, stock: 5, sku: null },
      { color: "Blue", size: "M", additionalPrice: 20, stock: 5, sku: null },
    ]);
  });

  it("loads stored variants into the builder and keeps their rows when a size is added", async () => {
    let submitted: ProductFormValues | null = null;
    renderBuilder(fromProduct(stored), (values) => (submitted = values));
    expect(within(screen.getByRole("list", { name: "Colours" })).getByText("Blue")).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: /^Sizes/u }), { target: { value: "XL" } });
    fireEvent.click(screen.getByRole("button", { name: "Add size" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(submitted).not.toBeNull());
    expect(submitted!.variants).toEqual([
      { color: "Blue", size: "L", additionalPrice: "", stock: "2", sku: "" },
      { color: "Blue", size: "M", additionalPrice: "5.00", stock: "1", sku: "B-M" },
      { color: "Blue", size: "XL", additionalPrice: "", stock: "0", sku: "" },
    ]);
  });

  it("shows the server's error on a variant's SKU", async () => {
    renderBuilder(fromProduct(stored), undefined, "SKU B-M is already used by another product or variant.");
    const sku = await screen.findByRole("textbox", { name: "SKU of Blue / M" });
    await waitFor(() => expect(sku.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("SKU B-M is already used by another product or variant.")).toBeTruthy();
  });
});
