import { Field, Fieldset, Heading, Input, RadioCard, SimpleGrid, Stack, Text, Textarea } from "@chakra-ui/react";
import type { FormEvent, Ref } from "react";
import type { CheckoutSettingsQuery } from "../../gql/graphql";
import { CHECKOUT_LIMITS, type CheckoutErrors, type CheckoutField, type CheckoutValues } from "../checkoutForm";

export type DeliveryZone = CheckoutSettingsQuery["settings"]["deliveryZones"][number];

export interface CheckoutFormProps {
  id: string;
  formRef?: Ref<HTMLFormElement>;
  values: CheckoutValues;
  errors: CheckoutErrors;
  onChange: (field: CheckoutField, value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  zones: readonly DeliveryZone[];
  /** The zone whose fee the summary shows (the chosen one, else the default). */
  zone: string;
  /** Guests must give an email. */
  requireEmail: boolean;
  formatMoney: (amount: number) => string;
  /** While the order is being placed. */
  disabled?: boolean;
}

function Optional() {
  return (
    <Text as="span" color="fg.muted" fontWeight="normal">
      (optional)
    </Text>
  );
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
export function CheckoutForm({ id, formRef, values, errors, onChange, onSubmit, zones, zone, requireEmail, formatMoney, disabled = false }: CheckoutFormProps) {
  return (
    <Stack asChild gap="8">
      <form id={id} ref={formRef} onSubmit={onSubmit} noValidate aria-label="Checkout">
        <Fieldset.Root disabled={disabled}>
          <SectionHeading>Contact</SectionHeading>
          <Fieldset.Content>
            <Field.Root required invalid={Boolean(errors.name)}>
              <Field.Label>
                Full name <Field.RequiredIndicator />
              </Field.Label>
              <Input
                name="name"
                autoComplete="name"
                maxLength={CHECKOUT_LIMITS.name}
                value={values.name}
                onChange={(event) => onChange("name", event.target.value)}
              />
              <Field.ErrorText>{errors.name}</Field.ErrorText>
            </Field.Root>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <Field.Root required invalid={Boolean(errors.phone)}>
                <Field.Label>
                  Phone <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  name="phone"
                  type="tel"
                  autoComplete="tel"
                  inputMode="tel"
                  placeholder="+880 1711-000000"
                  maxLength={CHECKOUT_LIMITS.phone}
                  value={values.phone}
                  onChange={(event) => onChange("phone", event.target.value)}
                />
                {errors.phone ? (
                  <Field.ErrorText>{errors.phone}</Field.ErrorText>
                ) : (
                  <Field.HelperText>We call to confirm the order.</Field.HelperText>
                )}
              </Field.Root>
              <Field.Root required={requireEmail} invalid={Boolean(errors.email)}>
                <Field.Label>
                  Email {requireEmail ? <Field.RequiredIndicator /> : <Optional />}
                </Field.Label>
                <Input
                  name="email"
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  maxLength={CHECKOUT_LIMITS.email}
                  value={values.email}
                  onChange={(event) => onChange("email", event.target.value)}
                />
                {errors.email ? (
                  <Field.ErrorText>{errors.email}</Field.ErrorText>
                ) : (
                  <Field.HelperText>
                    {requireEmail ? "So we can reach you about your order." : "Your account’s email is used when this is empty."}
                  </Field.HelperText>
                )}
              </Field.Root>
            </SimpleGrid>
          </Fieldset.Content>
        </Fieldset.Root>

        <Fieldset.Root disabled={disabled}>
          <SectionHeading>Delivery</SectionHeading>
          <Fieldset.Content>
            {zones.length > 0 ? (
              <Stack gap="1.5">
                <RadioCard.Root
                  name="deliveryZone"
                  value={zone}
                  onValueChange={(details) => {
                    if (details.value) onChange("deliveryZone", details.value);
                  }}
                  size="sm"
                  variant="outline"
                  colorPalette="blue"
                  disabled={disabled}
                  invalid={Boolean(errors.deliveryZone)}
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
                              {formatMoney(option.fee)}
                              {option.districts.length > 0 ? ` · ${option.districts.join(", ")}` : option.isDefault ? " · everywhere else" : ""}
                            </RadioCard.ItemDescription>
                          </RadioCard.ItemContent>
                          <RadioCard.ItemIndicator />
                        </RadioCard.ItemControl>
                      </RadioCard.Item>
                    ))}
                  </SimpleGrid>
                </RadioCard.Root>
                {errors.deliveryZone ? (
                  <Text textStyle="sm" color="fg.error">
                    {errors.deliveryZone}
                  </Text>
                ) : null}
              </Stack>
            ) : null}
            <Field.Root required invalid={Boolean(errors.address)}>
              <Field.Label>
                Address <Field.RequiredIndicator />
              </Field.Label>
              <Textarea
                name="address"
                autoComplete="street-address"
                rows={3}
                maxLength={CHECKOUT_LIMITS.addressMax}
                placeholder="House, road, area, district"
                value={values.address}
                onChange={(event) => onChange("address", event.target.value)}
              />
              <Field.ErrorText>{errors.address}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.notes)}>
              <Field.Label>
                Notes <Optional />
              </Field.Label>
              <Textarea
                name="notes"
                rows={2}
                maxLength={CHECKOUT_LIMITS.notes}
                placeholder="Landmarks, a good time to call…"
                value={values.notes}
                onChange={(event) => onChange("notes", event.target.value)}
              />
              <Field.ErrorText>{errors.notes}</Field.ErrorText>
            </Field.Root>
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
