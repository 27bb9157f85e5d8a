import { Button, Field, Input, SimpleGrid, Stack, Text, Textarea } from "@chakra-ui/react";
import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { hasFormErrors } from "../signInForms";
import {
  PROFILE_LIMITS,
  type ProfileErrors,
  type ProfileField,
  type ProfileValues,
  validateProfileForm,
} from "../profileForm";

export interface ProfileFormProps {
  initialValues: ProfileValues;
  /** Saves the values; resolves with the server's field errors (empty on success). */
  save: (values: ProfileValues) => Promise<ProfileErrors>;
}

function Optional() {
  return (
    <Text as="span" color="fg.muted" fontWeight="normal">
      (optional)
    </Text>
  );
}

function HelperOrError({ error, children }: { error: string | undefined; children: ReactNode }) {
  return error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{children}</Field.HelperText>;
}

/** Display name, photo URL, phone and address, checked here with the server's rules. */
export function ProfileForm({ initialValues, save }: ProfileFormProps) {
  const [values, setValues] = useState<ProfileValues>(initialValues);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const change = (field: ProfileField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) setErrors(validateProfileForm(next));
  };

  const focusFirstInvalid = () => {
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const found = validateProfileForm(values);
    setErrors(found);
    if (hasFormErrors(found)) {
      focusFirstInvalid();
      return;
    }
    setSaving(true);
    try {
      const serverErrors = await save(values);
      setErrors(serverErrors);
      if (hasFormErrors(serverErrors)) focusFirstInvalid();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack asChild gap="5">
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-label="Update profile">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <Field.Root invalid={Boolean(errors.displayName)}>
            <Field.Label>
              Display name <Optional />
            </Field.Label>
            <Input
              name="displayName"
              autoComplete="name"
              maxLength={PROFILE_LIMITS.displayName}
              value={values.displayName}
              onChange={(event) => change("displayName", event.target.value)}
            />
            <Field.ErrorText>{errors.displayName}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.phone)}>
            <Field.Label>
              Phone <Optional />
            </Field.Label>
            <Input
              name="phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              maxLength={PROFILE_LIMITS.phone}
              value={values.phone}
              onChange={(event) => change("phone", event.target.value)}
            />
            <HelperOrError error={errors.phone}>Used to reach you about deliveries.</HelperOrError>
          </Field.Root>
        </SimpleGrid>
        <Field.Root invalid={Boolean(errors.photoURL)}>
          <Field.Label>
            Photo URL <Optional />
          </Field.Label>
          <Input
            name="photoURL"
            type="url"
            inputMode="url"
            autoComplete="photo"
            placeholder="https://"
            maxLength={PROFILE_LIMITS.photoURL}
            value={values.photoURL}
            onChange={(event) => change("photoURL", event.target.value)}
          />
          <HelperOrError error={errors.photoURL}>A link to an image, starting with http:// or https://.</HelperOrError>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.address)}>
          <Field.Label>
            Address <Optional />
          </Field.Label>
          <Textarea
            name="address"
            autoComplete="street-address"
            rows={3}
            maxLength={PROFILE_LIMITS.address}
            value={values.address}
            onChange={(event) => change("address", event.target.value)}
          />
          <HelperOrError error={errors.address}>Where your orders should be delivered.</HelperOrError>
        </Field.Root>
        <Stack direction={{ base: "column", sm: "row" }} gap="3">
          <Button type="submit" colorPalette="blue" size="lg" loading={saving} loadingText="Saving…">
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
