import { Box, Button, HStack, IconButton, Input, RadioGroup, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { type FieldErrors, type UseFormReturn, useFieldArray } from "react-hook-form";
import { FormField } from "../../shared/forms/FormField";
import type { SettingsValues } from "./settingsForm";

/** The problem of the zones as a whole (no default, two defaults, …), however it was set. */
function listProblem(errors: FieldErrors<SettingsValues>): string | undefined {
  const zones = errors.zones as { message?: string; root?: { message?: string } } | undefined;
  return zones?.message ?? zones?.root?.message;
}

/**
 * The delivery zones: each with its name, fee and the districts it covers, and one chosen as
 * the default (for districts no zone lists). Checkout charges the zone's fee, in the currency
 * the form sets (the fees' labels follow it as it is typed).
 */
export function DeliveryZonesEditor({ form, disabled }: { form: UseFormReturn<SettingsValues>; disabled: boolean }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "zones" });
  const zones = form.watch("zones");
  const currency = form.watch("currency");
  const { errors } = form.formState;
  const defaultIndex = zones.findIndex((zone) => zone.isDefault);
  const problem = listProblem(errors);

  const chooseDefault = (index: number) => {
    zones.forEach((_, i) => form.setValue(`zones.${i}.isDefault`, i === index, { shouldDirty: true }));
  };

  return (
    <Stack gap="4">
      {problem ? (
        <Text role="alert" color="fg.error" textStyle="sm">
          {problem}
        </Text>
      ) : null}
      <RadioGroup.Root
        value={defaultIndex === -1 ? null : String(defaultIndex)}
        onValueChange={(details) => details.value !== null && chooseDefault(Number(details.value))}
        disabled={disabled}
      >
        <Stack as="ol" listStyle="none" gap="3" aria-label="Delivery zones">
          {fields.map((field, index) => {
            const rowErrors = errors.zones?.[index];
            const name = zones[index]?.name.trim() || `Zone ${String(index + 1)}`;
            return (
              <Box as="li" key={field.id} borderWidth="1px" rounded="l3" p="4">
                <Stack gap="3">
                  <Stack direction={{ base: "column", md: "row" }} gap="3">
                    <FormField label="Zone name" required error={rowErrors?.name?.message} flex="2">
                      <Input {...form.register(`zones.${index}.name`)} disabled={disabled} autoComplete="off" />
                    </FormField>
                    <FormField label={`Fee (${currency})`} required error={rowErrors?.fee?.message} flex="1">
                      <Input {...form.register(`zones.${index}.fee`)} inputMode="decimal" disabled={disabled} autoComplete="off" />
                    </FormField>
                  </Stack>
                  <FormField
                    label="Districts"
                    error={rowErrors?.districts?.message}
                    helperText="Separated by commas. The default zone covers every district no zone lists."
                  >
                    <Input {...form.register(`zones.${index}.districts`)} disabled={disabled} autoComplete="off" />
                  </FormField>
                  <HStack justify="space-between" wrap="wrap" gap="2">
                    <RadioGroup.Item value={String(index)}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>
                        Default zone<VisuallyHidden>: {name}</VisuallyHidden>
                      </RadioGroup.ItemText>
                    </RadioGroup.Item>
                    <IconButton
                      size="sm"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={`Remove ${name}`}
                      disabled={disabled || fields.length === 1}
                      onClick={() => remove(index)}
                    >
                      ×
                    </IconButton>
                  </HStack>
                </Stack>
              </Box>
            );
          })}
        </Stack>
      </RadioGroup.Root>
      <Button
        size="sm"
        variant="outline"
        alignSelf="start"
        disabled={disabled}
        onClick={() => append({ name: "", fee: "", districts: "", isDefault: fields.length === 0 })}
      >
        Add zone
      </Button>
    </Stack>
  );
}
