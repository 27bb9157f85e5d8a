import { Fieldset, Heading, Input, RadioCard, SimpleGrid, Stack, Text, Textarea } from "@chakra-ui/react";
import { FIELD_LIMITS } from "@shop/common";
import type { FormEvent } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import type { CheckoutSettingsQuery } from "../../gql/graphql";
import { FormField } from "../../shared/forms/FormField";
import { Money } from "../../shared/money/Money";
import type { CheckoutValues } from "../checkoutForm";

export type DeliveryZone = CheckoutSettingsQuery["settings"]["deliveryZones"][number];

export interface CheckoutFormProps {
  id: string;
  /** The form's state (react-hook-form, checked by the checkout's rules: see useCheckout). */
  form: UseFormReturn<CheckoutValues>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  zones: readonly DeliveryZone[];
  /** The zone whose fee the summary shows (the chosen one, else the default). */
  zone: string;
  /** Guests must give an email. */
  requireEmail: boolean;
  /** While the order is being placed. */
  disabled?: boolean;
}

function SectionHeading({ children }: { children: string }) {
  return (
    <Fieldset.Legend mb="1">
      {/* A heading inside the legend: the group keeps its name, and the page its outline. */}
      <Heading as="h2" textStyle="lg" fontWeight="semibold" color="fg">
        {children}
      </Heading>
    </Fieldset.Legend>
  );
}

/** Contact, delivery (zone, address, notes) and payment (cash on delivery, the only method). */
export function CheckoutForm({ id, form, onSubmit, zones, zone, requireEmail, disabled = false }: CheckoutFormProps) {
  const { register, control } = form;
  const errors = form.formState.errors;
  return (
    <Stack asChild gap="8">
      <form id={id} onSubmit={onSubmit} noValidate aria-label="Checkout">
        <Fieldset.Root disabled={disabled}>
          <SectionHeading>Contact</SectionHeading>
          <Fieldset.Content>
            <FormField label="Full name" required error={errors.name?.message}>
              <Input autoComplete="name" maxLength={FIELD_LIMITS.name} {...register("name")} />
            </FormField>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <FormField label="Phone" required error={errors.phone?.message} helperText="We call to confirm the order.">
                <Input
                  type="tel"
                  autoComplete="tel"
                  inputMode="tel"
                  placeholder="+880 1711-000000"
                  maxLength={FIELD_LIMITS.phone}
                  {...register("phone")}
                />
              </FormField>
              <FormField
                label="Email"
                required={requireEmail}
                error={errors.email?.message}
                helperText={requireEmail ? "So we can reach you about your order." : "Your account’s email is used when this is empty."}
              >
                <Input type="email" autoComplete="email" inputMode="email" maxLength={FIELD_LIMITS.email} {...register("email")} />
              </FormField>
            </SimpleGrid>
          </Fieldset.Content>
        </Fieldset.Root>

        <Fieldset.Root disabled={disabled}>
          <SectionHeading>Delivery</SectionHeading>
          <Fieldset.Content>
            {zones.length > 0 ? (
              <Controller
                control={control}
                name="deliveryZone"
                render={({ field, fieldState }) => (
                  <Stack gap="1.5">
                    <RadioCard.Root
                      name={field.name}
                      value={zone}
                      onValueChange={(details) => {
                        if (details.value) field.onChange(details.value);
                      }}
                      size="sm"
                      variant="outline"
                      colorPalette="blue"
                      disabled={disabled}
                      invalid={fieldState.invalid}
                    >
                      <RadioCard.Label textStyle="sm" fontWeight="medium">
                        Delivery zone
                      </RadioCard.Label>
                      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
                        {zones.map((option) => (
                          <RadioCard.Item key={option.name} value={option.name}>
                            <RadioCard.ItemHiddenInput />
                            <RadioCard.ItemControl>
                              <RadioCard.ItemContent>
                                <RadioCard.ItemText>{option.name}</RadioCard.ItemText>
                                <RadioCard.ItemDescription>
                                  <Money amount={option.fee} />
                                  {option.districts.length > 0 ? ` · ${option.districts.join(", ")}` : option.isDefault ? " · everywhere else" : ""}
                                </RadioCard.ItemDescription>
                              </RadioCard.ItemContent>
                              <RadioCard.ItemIndicator />
                            </RadioCard.ItemControl>
                          </RadioCard.Item>
                        ))}
                      </SimpleGrid>
                    </RadioCard.Root>
                    {fieldState.error ? (
                      <Text textStyle="sm" color="fg.error">
                        {fieldState.error.message}
                      </Text>
                    ) : null}
                  </Stack>
                )}
              />
            ) : null}
            <FormField label="Address" required error={errors.address?.message}>
              <Textarea
                autoComplete="street-address"
                rows={3}
                maxLength={FIELD_LIMITS.address}
                placeholder="House, road, area, district"
                {...register("address")}
              />
            </FormField>
            <FormField label="Notes" error={errors.notes?.message}>
              <Textarea rows={2} maxLength={FIELD_LIMITS.notes} placeholder="Landmarks, a good time to call…" {...register("notes")} />
            </FormField>
          </Fieldset.Content>
        </Fieldset.Root>

        <Fieldset.Root disabled={disabled}>
          <SectionHeading>Payment</SectionHeading>
          <Fieldset.Content>
            <RadioCard.Root name="paymentMethod" value="CASH_ON_DELIVERY" size="sm" variant="outline" colorPalette="blue">
              <RadioCard.Label srOnly>Payment method</RadioCard.Label>
              <RadioCard.Item value="CASH_ON_DELIVERY">
                <RadioCard.ItemHiddenInput />
                <RadioCard.ItemControl>
                  <RadioCard.ItemContent>
                    <RadioCard.ItemText>Cash on delivery</RadioCard.ItemText>
                    <RadioCard.ItemDescription>Pay in cash when your order arrives.</RadioCard.ItemDescription>
                  </RadioCard.ItemContent>
                  <RadioCard.ItemIndicator />
                </RadioCard.ItemControl>
              </RadioCard.Item>
            </RadioCard.Root>
          </Fieldset.Content>
        </Fieldset.Root>
      </form>
    </Stack>
  );
}
