import { useQuery } from "@apollo/client/react";
import { Button, Checkbox, Fieldset, HStack, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from "@chakra-ui/react";
import { CATALOG_LIMITS } from "@shop/common";
import { useEffect, useMemo, useRef } from "react";
import { Controller, useWatch } from "react-hook-form";
import { FormField } from "../../../shared/forms/FormField";
import type { RulesForm } from "../../../shared/forms/useRulesForm";
import { Money } from "../../../shared/money/Money";
import { usePriceRounding } from "../../../shared/money/usePriceRounding";
import { ProductFormCategoriesDocument } from "../../gql/graphql";
import { ImagesField } from "./ImagesField";
import { followingSlug, liveFinalPrice, type ProductFormValues, variantStockSum } from "./productForm";
import { SpecificationRows } from "./ProductRows";
import { VariantBuilder } from "./VariantBuilder";
import { RichTextEditor } from "../../components/RichTextEditor";

export interface ProductFormProps {
  rulesForm: RulesForm<ProductFormValues>;
  onSubmit: (event?: React.FormEvent) => void;
  submitLabel: string;
  /** True on the add page: the slug follows the name until the admin edits it. */
  deriveSlug: boolean;
}

/** A form section: a heading (legend) over its fields. */
function Section({ legend, disabled, children }: { legend: string; disabled: boolean; children: React.ReactNode }) {
  return (
    <Fieldset.Root disabled={disabled}>
      <Fieldset.Legend fontSize="lg" fontWeight="semibold">
        {legend}
      </Fieldset.Legend>
      <Fieldset.Content>{children}</Fieldset.Content>
    </Fieldset.Root>
  );
}

/**
 * Every field of a product (`ProductInput`), for the add and the edit page alike. Problems come
 * from `common`'s rules (and the server's, under the same fields); the final price is computed
 * live with the shop's one price rule.
 */
export function ProductForm({ rulesForm, onSubmit, submitLabel, deriveSlug }: ProductFormProps) {
  const { form, sending } = rulesForm;
  const { register, control, setValue, getValues, formState } = form;
  const errors = formState.errors;
  const priceRounding = usePriceRounding();
  const categories = useQuery(ProductFormCategoriesDocument);

  const [name, price, discount, categoryId, variants] = useWatch({ control, name: ["name", "price", "discount", "categoryId", "variants"] });
  const finalPrice = liveFinalPrice(price, discount, priceRounding);
  const hasVariants = variants.length > 0;
  const subCategories = useMemo(
    () => categories.data?.categories.find((category) => category.id === categoryId)?.subCategories ?? [],
    [categories.data, categoryId],
  );

  // The slug follows the name on a new product while it is empty or still the derived one.
  const previousName = useRef(name);
  useEffect(() => {
    if (deriveSlug && previousName.current !== name) {
      const slug = followingSlug(previousName.current, name, getValues("slug"));
      if (slug !== getValues("slug")) setValue("slug", slug, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    }
    previousName.current = name;
  }, [deriveSlug, name, getValues, setValue, formState.isSubmitted]);

  // With variants the product's stock is theirs summed: the field follows it (the server sums too).
  const stockSum = variantStockSum(variants);
  useEffect(() => {
    if (hasVariants && getValues("stock") !== String(stockSum)) setValue("stock", String(stockSum));
  }, [hasVariants, stockSum, getValues, setValue]);

  // A subcategory the newly chosen category does not have is cleared.
  useEffect(() => {
    const current = getValues("subCategory");
    if (categories.data && current && !subCategories.includes(current)) setValue("subCategory", "", { shouldDirty: true });
  }, [categories.data, subCategories, getValues, setValue]);

  return (
    <Stack asChild gap="10" maxW="4xl">
      <form onSubmit={onSubmit} noValidate aria-label="Product">
        <Section legend="Basics" disabled={sending}>
          <FormField label="Name" required error={errors.name?.message}>
            <Input maxLength={CATALOG_LIMITS.productName} {...register("name")} />
          </FormField>
          <FormField
            label="Slug"
            error={errors.slug?.message}
            helperText={deriveSlug ? "The product's address; made from the name until you change it." : "The product's address."}
          >
            <Input maxLength={CATALOG_LIMITS.slug} {...register("slug")} />
          </FormField>
          <Controller
            control={control}
            name="description"
            render={({ field, fieldState }) => (
              <FormField label="Description" error={fieldState.error?.message} helperText="Bold, italic, headings, lists and links.">
                <RichTextEditor
                  label="Description"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  invalid={Boolean(fieldState.error)}
                  disabled={sending}
                />
              </FormField>
            )}
          />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label="Brand" error={errors.brand?.message}>
              <Input maxLength={CATALOG_LIMITS.brand} {...register("brand")} />
            </FormField>
            <FormField label="SKU" required error={errors.sku?.message} helperText="Unique, without spaces.">
              <Input maxLength={CATALOG_LIMITS.sku} {...register("sku")} />
            </FormField>
          </SimpleGrid>
        </Section>

        <Section legend="Price" disabled={sending}>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
            <FormField label="Price" required error={errors.price?.message}>
              <Input inputMode="decimal" {...register("price")} />
            </FormField>
            <FormField label="Discount %" error={errors.discount?.message}>
              <Input inputMode="decimal" {...register("discount")} />
            </FormField>
            <FormField label="Shipping cost" error={errors.shippingCost?.message} helperText="Per unit.">
              <Input inputMode="decimal" {...register("shippingCost")} />
            </FormField>
          </SimpleGrid>
          <Text aria-live="polite" data-testid="final-price">
            Final price: <strong>{finalPrice === null ? "—" : <Money amount={finalPrice} />}</strong>
          </Text>
        </Section>

        <Section legend="Category" disabled={sending}>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label="Category" required error={errors.categoryId?.message}>
              <NativeSelect.Root>
                <NativeSelect.Field {...register("categoryId")}>
                  <option value="">{categories.loading ? "Loading categories…" : "Choose a category"}</option>
                  {categories.data?.categories.map((category) => (
                    <option key={category.id} value={category.id}>
                      {category.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label="Subcategory" error={errors.subCategory?.message}>
              <NativeSelect.Root disabled={subCategories.length === 0}>
                <NativeSelect.Field {...register("subCategory")}>
                  <option value="">{subCategories.length ? "None" : "The category has none"}</option>
                  {subCategories.map((subCategory) => (
                    <option key={subCategory} value={subCategory}>
                      {subCategory}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </SimpleGrid>
          <FormField label="Tags" error={errors.tags?.message} helperText="Separated by commas.">
            <Input {...register("tags")} />
          </FormField>
        </Section>

        <Section legend="Images" disabled={sending}>
          <ImagesField control={control} register={register} errors={errors.images} disabled={sending} />
        </Section>

        <VariantBuilder form={form} disabled={sending} />

        <Section legend="Stock and visibility" disabled={sending}>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            {hasVariants ? (
              <FormField label="Stock" disabled helperText="The sum of the variants' stock.">
                <Input value={String(stockSum)} readOnly />
              </FormField>
            ) : (
              <FormField label="Stock" error={errors.stock?.message} helperText="Empty is 0.">
                <Input inputMode="numeric" {...register("stock")} />
              </FormField>
            )}
            <FormField label="Status" required helperText="Draft products are hidden from the shop.">
              <NativeSelect.Root>
                <NativeSelect.Field {...register("status")}>
                  <option value="ACTIVE">Active</option>
                  <option value="DRAFT">Draft</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </SimpleGrid>
          <Controller
            control={control}
            name="featured"
            render={({ field }) => (
              <Checkbox.Root checked={field.value} onCheckedChange={(details) => field.onChange(details.checked === true)}>
                <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} name={field.name} />
                <Checkbox.Control />
                <Checkbox.Label>Featured on the home page</Checkbox.Label>
              </Checkbox.Root>
            )}
          />
        </Section>

        <SpecificationRows control={control} register={register} errors={errors} disabled={sending} />

        <Section legend="More information" disabled={sending}>
          <FormField label="Additional info" error={errors.additionalInfo?.message} helperText="One item per line, in order.">
            <Textarea rows={4} {...register("additionalInfo")} />
          </FormField>
          <FormField label="Warranty" error={errors.warranty?.message}>
            <Textarea rows={2} maxLength={CATALOG_LIMITS.policy} {...register("warranty")} />
          </FormField>
          <FormField label="Return policy" error={errors.returnPolicy?.message}>
            <Textarea rows={2} maxLength={CATALOG_LIMITS.policy} {...register("returnPolicy")} />
          </FormField>
        </Section>

        <HStack>
          <Button type="submit" loading={sending} loadingText="Saving…">
            {submitLabel}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
