import { Box, Button, Fieldset, Input, SimpleGrid, Stack } from "@chakra-ui/react";
import { CATALOG_LIMITS } from "@shop/common";
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from "react-hook-form";
import { FormField } from "../../../shared/forms/FormField";
import { EMPTY_SPECIFICATION, type ProductFormValues } from "./productForm";
import { RowActions } from "./RowActions";

interface RowsProps {
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  disabled?: boolean;
}

/** A list's frame: its legend and help, its rows, and the button that adds one. */
function RowList({ legend, help, addLabel, onAdd, disabled, children }: {
  legend: string;
  help: string;
  addLabel: string;
  onAdd: () => void;
  disabled: boolean;
  children: React.ReactNode;
}) {
  return (
    <Fieldset.Root disabled={disabled}>
      <Fieldset.Legend fontSize="lg" fontWeight="semibold">
        {legend}
      </Fieldset.Legend>
      <Fieldset.HelperText>{help}</Fieldset.HelperText>
      <Stack as="ol" gap="3" listStyleType="none">
        {children}
      </Stack>
      <Box>
        <Button size="sm" variant="outline" onClick={onAdd}>
          {addLabel}
        </Button>
      </Box>
    </Fieldset.Root>
  );
}

/** The product's specifications: ordered feature/value rows. */
export function SpecificationRows({ control, register, errors, disabled = false }: RowsProps) {
  const { fields, append, move, remove } = useFieldArray({ control, name: "specifications" });
  return (
    <RowList
      legend="Specifications"
      help="Feature and value pairs, shown in this order on the product page."
      addLabel="Add specification"
      onAdd={() => append({ ...EMPTY_SPECIFICATION })}
      disabled={disabled}
    >
      {fields.map((field, index) => {
        const rowErrors = errors.specifications?.[index];
        return (
          <Stack as="li" key={field.id} gap="2" p="3" borderWidth="1px" borderRadius="l2">
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              <FormField label={`Feature ${index + 1}`} required error={rowErrors?.feature?.message}>
                <Input maxLength={CATALOG_LIMITS.feature} {...register(`specifications.${index}.feature`)} />
              </FormField>
              <FormField label={`Value ${index + 1}`} required error={rowErrors?.value?.message}>
                <Input maxLength={CATALOG_LIMITS.featureValue} {...register(`specifications.${index}.value`)} />
              </FormField>
            </SimpleGrid>
            <RowActions rowName={`specification ${index + 1}`} index={index} count={fields.length} move={move} remove={remove} disabled={disabled} />
          </Stack>
        );
      })}
    </RowList>
  );
}
