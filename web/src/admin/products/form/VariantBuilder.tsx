import { Box, Button, Checkbox, Field, Fieldset, Flex, HStack, Input, SimpleGrid, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { CATALOG_LIMITS } from "@shop/common";
import { useState } from "react";
import { Controller, type UseFormReturn, useWatch } from "react-hook-form";
import { OptionValuesInput } from "./OptionValuesInput";
import type { ProductFormValues, VariantRow } from "./productForm";
import {
  adjustAll,
  type BulkField,
  bulkAmountProblem,
  combinationKey,
  combinations,
  setAll,
  toggleCombination,
  type VariantOptions,
  variantsForOptions,
} from "./variantGrid";

export interface VariantBuilderProps {
  form: UseFormReturn<ProductFormValues>;
  disabled?: boolean;
}

const BULK_LABEL: Record<BulkField, string> = { additionalPrice: "Additional price", stock: "Stock" };

/**
 * The product's variants (decision 059): the owner names the colours and sizes once, and every
 * combination is a row of the grid with its additional price, stock and SKU. Rows are changed one
 * by one or together (set, raise, lower) for the rows ticked, or all when none is. A combination
 * the shop does not make is taken out of the grid and can be offered again.
 */
export function VariantBuilder({ form, disabled = false }: VariantBuilderProps) {
  const { control, getValues, setValue, formState } = form;
  const [options, variants] = useWatch({ control, name: ["variantOptions", "variants"] });
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const write = { shouldDirty: true, shouldValidate: formState.isSubmitted };

  const offered = new Map(variants.map((row, index) => [combinationKey(row), index]));
  // Ticks of rows that are gone (a value removed) no longer count.
  const selected = new Set([...ticked].filter((key) => offered.has(key)));
  const scope = selected.size ? selected : null;

  const setVariants = (next: VariantRow[]) => setValue("variants", next, write);
  const changeOptions = (next: VariantOptions) => {
    const previous = getValues("variantOptions");
    setValue("variantOptions", next, { shouldDirty: true });
    setVariants(variantsForOptions(previous, next, getValues("variants")));
  };
  const tick = (key: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const grid = combinations(options);
  return (
    <Fieldset.Root disabled={disabled}>
      <Fieldset.Legend fontSize="lg" fontWeight="semibold">
        Variants
      </Fieldset.Legend>
      <Fieldset.HelperText>
        Name the colours and sizes once: each combination becomes a variant. With variants, the product&apos;s stock is the sum of theirs.
      </Fieldset.HelperText>
      <Fieldset.Content>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <OptionValuesInput
            option="colors"
            label="Colours"
            valueName="colour"
            values={options.colors}
            otherCount={options.sizes.length}
            onChange={(colors) => changeOptions({ ...options, colors })}
            disabled={disabled}
          />
          <OptionValuesInput
            option="sizes"
            label="Sizes"
            valueName="size"
            values={options.sizes}
            otherCount={options.colors.length}
            onChange={(sizes) => changeOptions({ ...options, sizes })}
            disabled={disabled}
          />
        </SimpleGrid>

        {grid.length === 0 ? (
          <Text color="fg.muted" data-testid="variant-grid-empty">
            {options.colors.length || options.sizes.length
              ? `Add at least one ${options.colors.length ? "size" : "colour"} to make variants (a single one such as “One size” will do).`
              : "No variants: the product is sold as it is."}
          </Text>
        ) : (
          <>
            <BulkTools
              scopeText={scope ? `${String(scope.size)} selected ${scope.size === 1 ? "variant" : "variants"}` : `all ${String(variants.length)} variants`}
              disabled={disabled || variants.length === 0}
              onSet={(field, text) => setVariants(setAll(getValues("variants"), scope, field, text))}
              onAdjust={(field, by) => setVariants(adjustAll(getValues("variants"), scope, field, by))}
            />
            <Stack gap="2">
              <HStack gap="2" px="2">
                <Checkbox.Root
                  size="sm"
                  disabled={variants.length === 0}
                  checked={selected.size === 0 ? false : selected.size === variants.length ? true : "indeterminate"}
                  onCheckedChange={(details) => setTicked(details.checked === true ? new Set(offered.keys()) : new Set())}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>Select all variants</Checkbox.Label>
                </Checkbox.Root>
              </HStack>
              <Stack as="ul" gap="2" listStyleType="none" aria-label="Variants" data-testid="variant-grid">
                {grid.map((combination) => {
                  const key = combinationKey(combination);
                  const index = offered.get(key);
                  return (
                    <VariantGridRow
                      key={key}
                      name={`${combination.color} / ${combination.size}`}
                      form={form}
                      index={index}
                      row={index === undefined ? undefined : variants[index]}
                      selected={selected.has(key)}
                      onSelect={(on) => tick(key, on)}
                      onToggleOffered={() => setVariants(toggleCombination(options, getValues("variants"), key))}
                      disabled={disabled}
                    />
                  );
                })}
              </Stack>
            </Stack>
          </>
        )}
      </Fieldset.Content>
    </Fieldset.Root>
  );
}

/** One combination of the grid: its row's fields, or a note that the shop does not offer it. */
function VariantGridRow({
  name,
  form,
  index,
  row,
  selected,
  onSelect,
  onToggleOffered,
  disabled,
}: {
  name: string;
  form: UseFormReturn<ProductFormValues>;
  index: number | undefined;
  row: VariantRow | undefined;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onToggleOffered: () => void;
  disabled: boolean;
}) {
  if (index === undefined || !row) {
    return (
      <Flex as="li" gap="2" p="2" borderWidth="1px" borderStyle="dashed" borderRadius="l2" align="center" wrap="wrap" data-testid="variant-row-off">
        <Text flex="1" minW="0" color="fg.muted">
          {name} <Text as="span">(not offered)</Text>
        </Text>
        <Button size="xs" variant="outline" disabled={disabled} onClick={onToggleOffered}>
          Offer<VisuallyHidden> {name}</VisuallyHidden>
        </Button>
      </Flex>
    );
  }
  // Controllers: each cell is a registered field, so the first problem is focused on saving.
  const cell = (field: "additionalPrice" | "stock" | "sku", label: string, props: React.ComponentProps<typeof Input>) => (
    <Controller
      control={form.control}
      name={`variants.${index}.${field}`}
      render={({ field: control, fieldState }) => (
        <Field.Root invalid={Boolean(fieldState.error)} minW="0">
          <Field.Label fontSize="xs" color="fg.muted">
            {label}
            <VisuallyHidden> of {name}</VisuallyHidden>
          </Field.Label>
          <Input
            size="sm"
            ref={control.ref}
            name={control.name}
            value={control.value}
            onChange={control.onChange}
            onBlur={control.onBlur}
            disabled={disabled}
            {...props}
          />
          <Field.ErrorText>{fieldState.error?.message}</Field.ErrorText>
        </Field.Root>
      )}
    />
  );
  return (
    <Flex as="li" gap="2" p="2" borderWidth="1px" borderRadius="l2" align={{ base: "stretch", md: "center" }} wrap="wrap" data-testid="variant-row">
      <HStack flex="1 0 10rem" minW="0" gap="2">
        <Checkbox.Root size="sm" checked={selected} disabled={disabled} onCheckedChange={(details) => onSelect(details.checked === true)}>
          <Checkbox.HiddenInput aria-label={`Select ${name}`} />
          <Checkbox.Control />
        </Checkbox.Root>
        <Text fontWeight="medium" truncate>
          {name}
        </Text>
      </HStack>
      <SimpleGrid columns={3} gap="2" flex={{ base: "1 1 100%", md: "0 1 30rem" }} minW="0">
        {cell("additionalPrice", "Additional price", { inputMode: "decimal" })}
        {cell("stock", "Stock", { inputMode: "numeric" })}
        {cell("sku", "SKU", { maxLength: CATALOG_LIMITS.sku, autoComplete: "off" })}
      </SimpleGrid>
      <Box ms="auto" alignSelf="center">
        <Button size="xs" variant="ghost" colorPalette="red" disabled={disabled} onClick={onToggleOffered}>
          Remove<VisuallyHidden> {name}</VisuallyHidden>
        </Button>
      </Box>
    </Flex>
  );
}

/** Set, raise or lower the additional price or the stock of the selected rows, or of all. */
function BulkTools({
  scopeText,
  disabled,
  onSet,
  onAdjust,
}: {
  scopeText: string;
  disabled: boolean;
  onSet: (field: BulkField, text: string) => void;
  onAdjust: (field: BulkField, by: number) => void;
}) {
  return (
    <Stack gap="2" p="3" bg="bg.muted" borderRadius="l2" role="group" aria-label="Change several variants">
      <Text fontSize="sm" aria-live="polite">
        Changes apply to <strong>{scopeText}</strong>.
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <BulkAmount field="additionalPrice" scopeText={scopeText} disabled={disabled} onSet={onSet} onAdjust={onAdjust} />
        <BulkAmount field="stock" scopeText={scopeText} disabled={disabled} onSet={onSet} onAdjust={onAdjust} />
      </SimpleGrid>
    </Stack>
  );
}

function BulkAmount({
  field,
  scopeText,
  disabled,
  onSet,
  onAdjust,
}: {
  field: BulkField;
  scopeText: string;
  disabled: boolean;
  onSet: (field: BulkField, text: string) => void;
  onAdjust: (field: BulkField, by: number) => void;
}) {
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const label = BULK_LABEL[field];
  // Each button checks the amount first; a refused one is said under the field.
  const apply = (action: "set" | "raise" | "lower") => {
    const refused = bulkAmountProblem(field, text);
    setProblem(refused);
    if (refused) return;
    if (action === "set") onSet(field, text);
    else onAdjust(field, (action === "raise" ? 1 : -1) * Number(text.trim()));
  };
  const what = <VisuallyHidden> {`${label.toLowerCase()} of ${scopeText}`}</VisuallyHidden>;
  return (
    <Field.Root invalid={Boolean(problem)}>
      <Field.Label fontSize="sm">{label} for several</Field.Label>
      <HStack gap="2" wrap="wrap">
        <Input
          size="sm"
          flex="1 1 6rem"
          minW="0"
          maxW="10rem"
          bg="bg"
          inputMode={field === "stock" ? "numeric" : "decimal"}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setProblem(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              apply("set");
            }
          }}
        />
        <Button size="sm" variant="outline" bg="bg" disabled={disabled} onClick={() => apply("set")}>
          Set{what}
        </Button>
        <Button size="sm" variant="outline" bg="bg" disabled={disabled} onClick={() => apply("raise")}>
          Raise{what}
        </Button>
        <Button size="sm" variant="outline" bg="bg" disabled={disabled} onClick={() => apply("lower")}>
          Lower{what}
        </Button>
      </HStack>
      <Field.ErrorText>{problem}</Field.ErrorText>
    </Field.Root>
  );
}
