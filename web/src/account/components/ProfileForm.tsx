import { Button, Input, SimpleGrid, Stack, Textarea } from "@chakra-ui/react";
import { FIELD_LIMITS, profileRules } from "@shop/common";
import { Link as RouterLink } from "react-router";
import { FormField } from "../../shared/forms/FormField";
import { useRulesForm } from "../../shared/forms/useRulesForm";
import type { ProfileValues } from "../profileForm";

export interface ProfileFormProps {
  initialValues: ProfileValues;
  /** Saves the values; rejects with the server's error (its field errors are shown under the fields). */
  save: (values: ProfileValues) => Promise<void>;
}

/** Display name, photo URL, phone and address, checked here with the server's rules. */
export function ProfileForm({ initialValues, save }: ProfileFormProps) {
  const { form, sending, submitWith, showServerErrors } = useRulesForm({ rules: profileRules, defaultValues: initialValues });
  const { register } = form;
  const errors = form.formState.errors;

  const submit = submitWith(async (values) => {
    try {
      await save(values);
    } catch (error) {
      showServerErrors(error);
    }
  });

  return (
    <Stack asChild gap="5">
      <form onSubmit={submit} noValidate aria-label="Update profile">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField label="Display name" error={errors.displayName?.message}>
            <Input autoComplete="name" maxLength={FIELD_LIMITS.name} {...register("displayName")} />
          </FormField>
          <FormField label="Phone" error={errors.phone?.message} helperText="Used to reach you about deliveries.">
            <Input type="tel" autoComplete="tel" inputMode="tel" maxLength={FIELD_LIMITS.phone} {...register("phone")} />
          </FormField>
        </SimpleGrid>
        <FormField label="Photo URL" error={errors.photoURL?.message} helperText="A link to an image, starting with http:// or https://.">
          <Input
            type="url"
            inputMode="url"
            autoComplete="photo"
            placeholder="https://"
            maxLength={FIELD_LIMITS.photoURL}
            {...register("photoURL")}
          />
        </FormField>
        <FormField label="Address" error={errors.address?.message} helperText="Where your orders should be delivered.">
          <Textarea autoComplete="street-address" rows={3} maxLength={FIELD_LIMITS.address} {...register("address")} />
        </FormField>
        <Stack direction={{ base: "column", sm: "row" }} gap="3">
          <Button type="submit" colorPalette="blue" size="lg" loading={sending} loadingText="Saving…">
            Save changes
          </Button>
          <Button asChild variant="outline" size="lg">
            <RouterLink to="/my-profile">Cancel</RouterLink>
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
