import { useMutation, useQuery } from "@apollo/client/react";
import { Button, Field, HStack, Heading, Input, NativeSelect, RadioGroup, SimpleGrid, Stack, Text, Textarea } from "@chakra-ui/react";
import { useEffect, useId, useMemo, useState } from "react";
import { Controller } from "react-hook-form";
import toast from "react-hot-toast";
import { QueryLoadError } from "../../shared/components/QueryLoadError";
import { serverMessage } from "../../shared/errors/serverMessage";
import { FormField } from "../../shared/forms/FormField";
import { useRulesForm } from "../../shared/forms/useRulesForm";
import { useMoney } from "../../shared/money/useMoney";
import { FormSection } from "../components/FormSection";
import { ImageUploadField } from "../components/ImageUploadField";
import { RichTextEditor } from "../components/RichTextEditor";
import { UnsavedChangesGuard } from "../components/UnsavedChangesGuard";
import {
  type AdminSettingsFieldsFragment,
  AdminSettingsDocument,
  type HomeOutOfStock,
  type PriceRounding,
  UpdateSettingsDocument,
} from "../gql/graphql";
import { DeliveryZonesEditor } from "./DeliveryZonesEditor";
import {
  type SettingChoice,
  type SettingsValues,
  currencyChoices,
  localeChoices,
  settingsInput,
  settingsRules,
  settingsValues,
  timeZoneNames,
  zoneRowRules,
  zonesProblems,
} from "./settingsForm";

/**
 * `/admin-dashboard/settings`: the shop's settings in sections (store, contact, social links,
 * delivery, privacy policy, reports), saved together. The saved settings replace the storefront's cached
 * ones in this tab, and every other visit reads them on load: the title, footer, chat link and
 * checkout fees follow at once.
 */
export function SettingsPage() {
  const { data, error, refetch, networkStatus } = useQuery(AdminSettingsDocument, { fetchPolicy: "network-only" });
  return (
    <Stack gap="6" maxW="4xl">
      <Stack gap="1">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
          Shop settings
        </Heading>
        <Text color="fg.muted">What the storefront shows about your shop and what delivery costs. Changes apply when you save.</Text>
      </Stack>
      {error && !data ? (
        <QueryLoadError error={error} fallback="Failed to load settings" refetch={refetch} networkStatus={networkStatus} />
      ) : data ? (
        <SettingsForm settings={data.settings} />
      ) : (
        <Text color="fg.muted">Loading settings…</Text>
      )}
    </Stack>
  );
}

/** One choice of a few, as radio buttons under a label (the price rounding, the home page's out-of-stock products). */
function ChoiceField<T extends string>(props: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  disabled: boolean;
}) {
  return (
    <RadioGroup.Root value={props.value} onValueChange={(details) => props.onChange(details.value as T)} disabled={props.disabled}>
      <RadioGroup.Label fontWeight="medium" textStyle="sm">
        {props.label}
      </RadioGroup.Label>
      <Stack gap="2" mt="2">
        {props.options.map((option) => (
          <RadioGroup.Item key={option.value} value={option.value}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}

/** The rounding choices, each with an example in the saved currency (`formatMoney`). */
function priceRoundingOptions(formatMoney: (amount: number) => string): { value: PriceRounding; label: string }[] {
  return [
    { value: "WHOLE", label: `Round final prices and delivery fees to whole units (${formatMoney(2650)})` },
    { value: "MINOR", label: `Keep the minor unit (${formatMoney(2650.37)})` },
  ];
}

const HOME_OUT_OF_STOCK_OPTIONS: readonly { value: HomeOutOfStock; label: string }[] = [
  { value: "LAST", label: "Show them after the products in stock" },
  { value: "HIDE", label: "Hide them" },
];

function SettingsForm({ settings }: { settings: AdminSettingsFieldsFragment }) {
  const { form, sending, submitWith, showServerErrors } = useRulesForm<SettingsValues>({
    rules: settingsRules,
    rowRules: { zones: zoneRowRules },
    defaultValues: settingsValues(settings),
  });
  const [updateSettings] = useMutation(UpdateSettingsDocument);
  const [uploads, setUploads] = useState(0);
  const policyHelpId = useId();
  const timeZonesId = useId();
  // Named in English, the dashboard's language; the saved values stay choosable.
  const currencies = useMemo(() => currencyChoices(settings.currency, "en"), [settings.currency]);
  const locales = useMemo(() => localeChoices(settings.locale, "en"), [settings.locale]);
  const { errors, isDirty } = form.formState;
  const values = form.watch();
  const money = useMoney();

  // A save answers the stored settings: they become the form's new starting point.
  useEffect(() => form.reset(settingsValues(settings)), [form, settings]);

  const save = submitWith(async (submitted) => {
    const problems = zonesProblems(submitted.zones);
    if (problems.length) {
      for (const { field, message } of problems) form.setError(field as "zones", { type: "rule", message });
      toast.error(problems[0]?.message ?? "Check the delivery zones");
      return;
    }
    try {
      await updateSettings({ variables: { input: settingsInput(submitted) } });
      toast.success("Settings saved");
    } catch (failure) {
      if (!showServerErrors(failure)) toast.error(serverMessage(failure, "Failed to save the settings"));
    }
  });

  const onUploading = (uploading: boolean) => setUploads((count) => count + (uploading ? 1 : -1));
  const choose = (field: "priceRounding" | "homeOutOfStock") => (value: string) =>
    form.setValue(field, value as never, { shouldDirty: true });
  const setImage = (field: "logo" | "favicon") => (url: string) =>
    form.setValue(field, url, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const choice = (name: "currency" | "locale", label: string, choices: readonly SettingChoice[], helperText: string) => (
    <FormField label={label} required error={errors[name]?.message} helperText={helperText}>
      <NativeSelect.Root disabled={sending}>
        <NativeSelect.Field {...form.register(name)}>
          {choices.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
  const text = (name: Exclude<keyof SettingsValues, "zones">, label: string, options: { required?: boolean; helperText?: string; type?: string } = {}) => (
    <FormField label={label} required={options.required} error={errors[name]?.message} helperText={options.helperText}>
      <Input {...form.register(name)} type={options.type} disabled={sending} />
    </FormField>
  );

  return (
    <Stack asChild gap="6">
      <form onSubmit={save} noValidate aria-label="Shop settings">
        <UnsavedChangesGuard dirty={isDirty && !sending} what="the settings" />

        <FormSection title="Store" description="The shop's name is in every page title; the logo and favicon show in the header and the browser tab.">
          {text("siteName", "Shop name", { required: true })}
          <FormField label="Description" error={errors.siteDescription?.message} helperText="Shown to search engines and when a page is shared.">
            <Textarea {...form.register("siteDescription")} rows={2} disabled={sending} />
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <ImageUploadField label="Logo" value={values.logo} onChange={setImage("logo")} error={errors.logo?.message} disabled={sending} onUploadingChange={onUploading} />
            <ImageUploadField label="Favicon" value={values.favicon} onChange={setImage("favicon")} error={errors.favicon?.message} disabled={sending} onUploadingChange={onUploading} />
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {choice("currency", "Currency", currencies, "Prices, totals and fees are in this currency; only currencies with two decimals.")}
            {choice("locale", "Number and date format", locales, "How amounts and dates are written, such as English (Bangladesh).")}
          </SimpleGrid>
          <ChoiceField
            label="Prices"
            value={values.priceRounding}
            options={priceRoundingOptions(money.format)}
            onChange={choose("priceRounding")}
            disabled={sending}
          />
          <Text color="fg.muted" textStyle="sm">
            Discounted prices, product shipping costs and delivery fees are rounded half-up, so every total charged is what the shopper saw. Orders already
            placed keep their prices.
          </Text>
        </FormSection>

        <FormSection title="Home page" description="The New arrivals, On sale and Featured sections.">
          <ChoiceField
            label="Products out of stock"
            value={values.homeOutOfStock}
            options={HOME_OUT_OF_STOCK_OPTIONS}
            onChange={choose("homeOutOfStock")}
            disabled={sending}
          />
        </FormSection>

        <FormSection title="Contact" description="Shown in the footer and on the contact page.">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {text("email", "Email", { type: "email" })}
            {text("phone", "Phone", { type: "tel" })}
          </SimpleGrid>
          <FormField label="Address" error={errors.address?.message}>
            <Textarea {...form.register("address")} rows={2} disabled={sending} />
          </FormField>
          {text("phoneCountryCode", "Country calling code", {
            required: true,
            helperText: "Digits without +, such as 880: call and WhatsApp links in the dashboard add it to a customer's national number (01…).",
          })}
        </FormSection>

        <FormSection title="Social links" description="Links in the footer; the chat link opens from the floating chat button.">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {text("facebook", "Facebook", { type: "url" })}
            {text("instagram", "Instagram", { type: "url" })}
            {text("x", "X", { type: "url" })}
            {text("youtube", "YouTube", { type: "url" })}
          </SimpleGrid>
          {text("whatsAppLink", "Chat link (WhatsApp)", { type: "url", helperText: "Such as https://wa.me/8801XXXXXXXXX." })}
        </FormSection>

        <FormSection title="Delivery" description="Checkout charges the fee of the shopper's zone, plus each product's own shipping cost.">
          <DeliveryZonesEditor form={form} disabled={sending} />
          {text("freeShippingThreshold", `Free shipping from (${values.currency})`, { helperText: "Orders at or above this subtotal ship free. Leave empty for never." })}
        </FormSection>

        <FormSection title="Privacy policy" description="Shown at /privacy-policy. Scripts and styles are removed when it is saved.">
          <Controller
            control={form.control}
            name="privacyPolicy"
            render={({ field }) => (
              <Field.Root invalid={Boolean(errors.privacyPolicy)}>
                <RichTextEditor
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  label="Privacy policy"
                  describedBy={policyHelpId}
                  invalid={Boolean(errors.privacyPolicy)}
                  disabled={sending}
                />
                <Text id={policyHelpId} textStyle="sm" color={errors.privacyPolicy ? "fg.error" : "fg.muted"}>
                  {errors.privacyPolicy?.message ?? "Headings, lists and links."}
                </Text>
              </Field.Root>
            )}
          />
        </FormSection>

        <FormSection title="Reports" description="The dashboard and the sales report count days from midnight in this time zone, and call a product low on stock at this many or fewer.">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="Time zone" required error={errors.timeZone?.message} helperText="A name such as Asia/Dhaka; type to search.">
              <Input {...form.register("timeZone")} list={timeZonesId} autoComplete="off" spellCheck={false} disabled={sending} />
            </FormField>
            <datalist id={timeZonesId}>
              {timeZoneNames().map((zone) => (
                <option key={zone} value={zone} />
              ))}
            </datalist>
            {text("lowStockThreshold", "Low-stock level", { required: true, type: "number", helperText: "Active products with this many or fewer left (but some) count as low on stock." })}
          </SimpleGrid>
        </FormSection>

        <HStack position="sticky" bottom="0" bg="bg" py="3" borderTopWidth="1px" gap="3" wrap="wrap">
          <Button type="submit" colorPalette="blue" loading={sending} loadingText="Saving…" disabled={uploads > 0}>
            Save settings
          </Button>
          <Button variant="outline" disabled={!isDirty || sending} onClick={() => form.reset(settingsValues(settings))}>
            Discard changes
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
